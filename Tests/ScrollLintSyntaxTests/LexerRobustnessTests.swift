import Foundation
import ScrollLintSyntax
import XCTest

/// Malformed input never stops the lexer, and nothing costs more than linear time.
final class LexerRobustnessTests: XCTestCase {
    func testInvalidBytesBecomeErrorTokensAndLexingGoesOn() {
        var bytes = Array("let a = 1".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(" + b".utf8)
        bytes += [0]
        bytes += Array(" c".utf8)
        bytes += [0xE2, 0x82]           // truncated scalar
        bytes += Array(" d\u{01}e".utf8)
        let tokens = Lexer.tokenize(bytes)
        assertWellFormed(bytes, tokens, "invalid bytes")
        let kinds = tokens.map(\.kind)
        XCTAssertEqual(kinds, [.keyword, .identifier, .punctuation, .integer, .error, .operator, .identifier, .error,
                               .identifier, .error, .identifier, .error, .identifier])
    }

    func testUnterminatedConstructs() {
        XCTAssertEqual(significant("\"open\nlet x = 1"), ["error:\"open", "keyword:let", "identifier:x", "punctuation:=", "integer:1"])
        XCTAssertEqual(significant("\"a \\(b\nc"), ["error:\"a \\(b", "identifier:c"])
        XCTAssertEqual(significant("#\"raw\nx"), ["error:#\"raw", "identifier:x"])
        XCTAssertEqual(significant("\"\"\"\nnever closed\n"), ["error:\"\"\"\nnever closed\n"])
        XCTAssertEqual(lexed("x /* never closed"), ["identifier:x", "error:/* never closed"])
        XCTAssertEqual(significant("let r = #/abc\nx"), ["keyword:let", "identifier:r", "punctuation:=", "error:#/abc", "identifier:x"])
        // A bare `/abc` that cannot close is division, as for the compiler.
        XCTAssertEqual(significant("let r = /abc\nx"), ["keyword:let", "identifier:r", "punctuation:=", "operator:/", "identifier:abc", "identifier:x"])
        // An unclosed multi-line regex ends at its first line break; lexing goes on after it.
        XCTAssertEqual(significant("#/\n never closed"), ["error:#/", "identifier:never", "identifier:closed"])
        XCTAssertEqual(significant("`x"), ["punctuation:`", "identifier:x"])
        XCTAssertEqual(significant("“curly” x"), ["error:“curly”", "identifier:x"])
    }

    func testEveryPrefixOfTheCorpusIsWellFormed() throws {
        let corpus = packageRoot.appendingPathComponent("Tests/LexerCorpus/Strings.swift")
        let bytes = [UInt8](try Data(contentsOf: corpus))
        var random = TestRandom(seed: 7)
        for _ in 0..<300 {
            let cut = random.below(bytes.count + 1)
            let prefix = Array(bytes[..<cut])
            assertWellFormed(prefix, Lexer.tokenize(prefix), "prefix of \(cut) bytes")
        }
    }

    func testRandomMutationsOfCorpusFiles() throws {
        let folder = packageRoot.appendingPathComponent("Tests/LexerCorpus")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        XCTAssertFalse(files.isEmpty)
        var random = TestRandom(seed: 2024)
        let brackets = Array("()[]{}".utf8)
        let insertions: [[UInt8]] = ["\"", "\"\"\"", "#", "/", "\\(", "*/", "/*", "'", "`", "#/", "<#"].map { Array($0.utf8) }
            + [[0xFF], [0], [0xE2, 0x80]]
        let elapsed = try seconds {
            for file in files {
                let original = [UInt8](try Data(contentsOf: file))
                for round in 0..<60 {
                    var bytes = original
                    for _ in 0..<(1 + random.below(4)) where !bytes.isEmpty {
                        let at = random.below(bytes.count)
                        switch random.below(5) {
                        case 0: bytes.removeSubrange(at...)
                        case 1:
                            if let index = bytes.indices.filter({ brackets.contains(bytes[$0]) }).randomElement(using: &random) {
                                bytes.remove(at: index)
                            }
                        case 2:
                            if let index = bytes.indices.filter({ brackets.contains(bytes[$0]) }).randomElement(using: &random) {
                                bytes.insert(bytes[index], at: index)
                            }
                        case 3: bytes.insert(contentsOf: insertions[random.below(insertions.count)], at: at)
                        default: bytes.insert(UInt8(ascii: "\""), at: at)
                        }
                    }
                    assertWellFormed(bytes, Lexer.tokenize(bytes), "\(file.lastPathComponent) mutation \(round)")
                }
            }
        }
        XCTAssertLessThan(elapsed, 30)
    }

    func testDeepNestingIsIterative() {
        let depth = 10_000
        let brackets = String(repeating: "([{", count: depth) + String(repeating: "}])", count: depth)
        var elapsed = seconds { XCTAssertEqual(Lexer.tokenize(Array(brackets.utf8)).count, 6 * depth) }
        XCTAssertLessThan(elapsed, 5)

        let interpolations = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        elapsed = seconds {
            let tokens = Lexer.tokenize(Array(interpolations.utf8))
            XCTAssertEqual(tokens.map(\.kind), [.string])
            XCTAssertEqual(tokens.first?.length, interpolations.utf8.count)
        }
        XCTAssertLessThan(elapsed, 5)

        let unclosed = String(repeating: "\"\\(", count: depth) + String(repeating: "/* ", count: depth)
        elapsed = seconds { assertWellFormed(Array(unclosed.utf8), Lexer.tokenize(Array(unclosed.utf8)), "unclosed") }
        XCTAssertLessThan(elapsed, 5)

        let comments = String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth)
        XCTAssertEqual(Lexer.tokenize(Array(comments.utf8)).map(\.kind), [.blockComment])
    }

    /// A 10 MB single line costs about ten times a 1 MB one.
    func testLongSingleLineIsLinear() {
        let unit = Array("let value = items.map { $0.count * 2 } + \"text \\(x)\" /* c */ ?? 0x1F; ".utf8)
        func line(_ megabytes: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(megabytes << 20)
            while bytes.count < megabytes << 20 { bytes += unit }
            return bytes
        }
        let small = line(1), large = line(10)
        var tokens: [Token] = []
        _ = Lexer.tokenize(small)
        let smallTime = seconds { tokens = Lexer.tokenize(small) }
        XCTAssertEqual(tokens.last?.line, 1)
        let largeTime = seconds { tokens = Lexer.tokenize(large) }
        assertWellFormed(large, tokens, "10 MB line")
        XCTAssertGreaterThan(tokens.last?.column ?? 0, 10_000_000)
        XCTAssertLessThan(largeTime, max(smallTime * 25, 0.5), "1 MB: \(smallTime)s, 10 MB: \(largeTime)s")
    }

    /// Pathological repetitions that would be quadratic with naive look-ahead.
    func testRepetitiveInputsAreLinear() {
        let patterns = ["“", "<#", "+<#", "`", "#\"\"\"", "/ )", "(/x", "#", "\"\\(", "'", "0x1.", "a /b"]
        for pattern in patterns {
            let small = Array(String(repeating: pattern, count: 20_000).utf8)
            let large = Array(String(repeating: pattern, count: 200_000).utf8)
            let smallTime = seconds { _ = Lexer.tokenize(small) }
            let largeTime = seconds { assertWellFormed(large, Lexer.tokenize(large), pattern) }
            XCTAssertLessThan(largeTime, max(smallTime * 30, 0.3), "\(pattern): \(smallTime)s vs \(largeTime)s")
        }
    }

    /// 2,200 lines of strings with interpolations.
    func testManyStringsFile() {
        var source = ""
        for index in 0..<2_200 {
            source += "let s\(index) = \"row \\(index) of \\(\"nested \\(total)\") \" + #\"raw \\#(x)\"# + \"\"\"\n  multi\n  \"\"\"\n"
        }
        var tokens: [Token] = []
        let elapsed = seconds { tokens = Lexer.tokenize(Array(source.utf8)) }
        XCTAssertEqual(tokens.filter { $0.kind == .string }.count, 3 * 2_200)
        XCTAssertEqual(tokens.filter { $0.kind == .error }.count, 0)
        XCTAssertLessThan(elapsed, 2)
    }
}
