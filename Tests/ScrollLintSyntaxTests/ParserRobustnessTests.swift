import Foundation
import ScrollLintSyntax
import XCTest

/// No input crashes, hangs or blows the stack: deep nesting, unterminated constructs and random
/// mutations of realistic files are parsed as far as they go, in bounded time.
final class ParserRobustnessTests: XCTestCase {
    func parse(_ text: String) -> SyntaxTree {
        SyntaxTree.parse(SourceFile(path: "T.swift", text: text))
    }

    func testTenThousandNestedBracketsOfEveryKind() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("f(", ")"), ("{ x in ", "}")] {
            let depth = 10_000
            let text = String(repeating: open, count: depth) + "x" + String(repeating: close, count: depth)
            let start = Date()
            let tree = parse(text)
            XCTAssertFalse(tree.tokens.isEmpty)
            XCTAssertLessThan(Date().timeIntervalSince(start), 5, "nesting \(open)")
            // Unterminated: only openers.
            _ = parse(String(repeating: open, count: depth))
        }
    }

    /// Past the nesting bound a type's body, an `#if` block or the rest of an `else if` chain is
    /// skipped whole, and what follows is parsed as usual. (That deep input no longer overflows
    /// the stack is tested on the real binary, in `RobustnessEndToEndTests`.)
    func testNestingPastTheBoundIsSkippedWholeAndParsingGoesOn() {
        let depth = 10_000
        let nested = parse(String(repeating: "struct S {\n", count: depth) + String(repeating: "}\n", count: depth)
                           + "struct After {}\n")
        let types = nested.root.descendants(TypeDeclSyntax.self)
        XCTAssertEqual(types.count, 162)  // 161 levels (the bound is 160), then `After`
        XCTAssertEqual(types.last?.name, "After")
        XCTAssertTrue(types.last?.parent === nested.root)

        let conditional = parse(String(repeating: "#if A\n", count: depth) + String(repeating: "#endif\n", count: depth)
                                + "struct After {}\n")
        XCTAssertEqual(conditional.root.descendants(IfConfigSyntax.self).count, 161)
        XCTAssertEqual(conditional.root.descendants(TypeDeclSyntax.self).map(\.name), ["After"])

        let chain = parse("func f() {\nif a {}\n" + String(repeating: "else if a {}\n", count: depth) + "}\nstruct After {}\n")
        XCTAssertEqual(chain.root.descendants(IfStmtSyntax.self).count, 160)
        XCTAssertEqual(chain.root.descendants(TypeDeclSyntax.self).map(\.name), ["After"])
    }

    func testDeepInterpolationAndOperatorChains() {
        var interpolated = "x"
        for _ in 0..<2_000 { interpolated = "\"\\(" + interpolated + ")\"" }
        _ = parse("let s = " + interpolated)
        _ = parse("let v = " + Array(repeating: "a", count: 50_000).joined(separator: " + "))
        _ = parse("let v = " + String(repeating: "-", count: 20_000) + "x")
        _ = parse(String(repeating: "x.", count: 50_000) + "y")
        _ = parse(String(repeating: "a ? b : ", count: 10_000) + "c")
    }

    func testUnterminatedAndHalfTypedCode() {
        let fragments = [
            "struct V: View { var body: some View { Text(\"", "func f(", "let x = [1, 2", "\"\"\"\nunterminated",
            "/* open comment", "#if DEBUG\nlet a = 1", "var x: [String: ", "ForEach(items, id: \\.",
            ".scrollTransition { content, phase in content.opacity(", "switch x { case .a:", "} } } ) ] )",
            "@State private var", "extension", "case", "#/ regex", "x = /abc", "`unterminated", "\u{0}\u{1}\u{7F}",
        ]
        for fragment in fragments {
            let tree = parse(fragment)
            XCTAssertGreaterThanOrEqual(tree.root.endToken, 0, fragment)
        }
    }

    func testInvalidUTF8AndBinaryBytes() {
        var bytes: [UInt8] = Array("struct A { let x = 1 }\n".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0xC3, 0x28, 0xE2, 0x82, 0x0A]
        bytes += Array("let y = \"\u{00E9}\"\n".utf8)
        let tree = SyntaxTree.parse(SourceFile(path: "B.swift", bytes: bytes))
        XCTAssertTrue(tree.root.descendants(TypeDeclSyntax.self).contains { $0.name == "A" })
    }

    /// Deterministic mutations (truncation, deleted or duplicated brackets, inserted quotes) of
    /// every sample file.
    func testRandomMutationsOfSampleFiles() throws {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
        guard let enumerator = FileManager.default.enumerator(atPath: samples.path) else {
            throw XCTSkip("samples/ not found")
        }
        var generator = TestRandom(seed: 0x5C2011)
        let start = Date()
        var files = 0
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let original = Array(try Data(contentsOf: samples.appendingPathComponent(relative)))
            files += 1
            for _ in 0..<25 {
                var bytes = original
                switch generator.next() % 4 {
                case 0: bytes = Array(bytes.prefix(Int(generator.next() % UInt64(bytes.count + 1))))
                case 1:
                    let brackets = bytes.indices.filter { "(){}[]".utf8.contains(bytes[$0]) }
                    if let index = brackets.randomElement(using: &generator) { bytes.remove(at: index) }
                case 2:
                    let brackets = bytes.indices.filter { "(){}[]".utf8.contains(bytes[$0]) }
                    if let index = brackets.randomElement(using: &generator) { bytes.insert(bytes[index], at: index) }
                default:
                    let index = Int(generator.next() % UInt64(bytes.count + 1))
                    bytes.insert(contentsOf: Array(["\"", "\"\"\"", "/*", "#\"", "`"].randomElement(using: &generator)!.utf8), at: index)
                }
                _ = SyntaxTree.parse(SourceFile(path: relative, bytes: bytes))
                // The parser's comment split made while lexing equals the split of the full stream.
                let all = Lexer.tokenize(bytes)
                let (tokens, comments) = Lexer.tokenizeSeparatingComments(bytes)
                if tokens != all.filter({ !$0.kind.isComment }) || comments != all.filter(\.kind.isComment) {
                    XCTFail("comments split differently in a mutation of \(relative)")
                }
            }
        }
        XCTAssertGreaterThan(files, 10)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }
}
