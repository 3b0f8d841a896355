@testable import ScrollLintCLI
import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// Reading files to lint: UTF-8 checks, reading on demand, and the lines reports show.
final class SourceReadingTests: XCTestCase {
    /// The reason the standard library's own decoder gives, as the reader gave before it had a
    /// fast path: the fast checks must agree with it on every input.
    private func decoderReason(_ bytes: [UInt8]) -> String? {
        if bytes.contains(0) { return "binary file (contains NUL bytes)" }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return "invalid UTF-8 on line \(line)"
            }
        }
    }

    func testUTF8CheckAgreesWithTheStandardDecoder() {
        let edgeCases: [[UInt8]] = [
            [], Array("let x = \"é😀\"\n".utf8), [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xE0, 0x9F, 0x80],
            [0xE0, 0xA0, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0x80, 0x80],
            [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0xFF], [0x80], [0xE2, 0x82], Array("a\nb\n".utf8) + [0xE2, 0x28, 0xA1], Array("abcdefgh\n\n".utf8) + [0xC3],
            Array("abc\0".utf8), [0xFF] + Array("\n\0".utf8),
        ]
        for bytes in edgeCases {
            XCTAssertEqual(SourceReader.undecodableReason(bytes), decoderReason(bytes), "\(bytes)")
        }
        var random = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x41, 0x00, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0,
                                 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...24, using: &random)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &random)! }
            // Mostly text, as files are: long ASCII runs around the interesting bytes.
            if Bool.random(using: &random) { bytes = Array("struct A { let b = 1 }\n".utf8) + bytes + Array("// end\n".utf8) }
            XCTAssertEqual(SourceReader.undecodableReason(bytes), decoderReason(bytes), "\(bytes)")
        }
    }

    func testFilesAreReadWhenTheEngineNeedsThemAndFailuresAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "import SwiftUI\nstruct A: View { var body: some View { Text(\"a\").id(UUID()) } }\n")
        try folder.write("Plain.swift", "let x = 1\n")
        let missing = FileDiscovery.File(displayPath: "Gone.swift", absolutePath: folder.url.appendingPathComponent("Gone.swift").path)
        let files = ["A.swift", "Plain.swift"].map {
            FileDiscovery.File(displayPath: $0, absolutePath: folder.url.appendingPathComponent($0).path)
        } + [missing]
        let reads = ReadCounter()
        let inputs = files.map { file in
            LintInput(path: file.displayPath) {
                reads.count(file.displayPath)
                return try SourceReader.read(file)
            }
        }
        let run = Linter(configuration: LintConfiguration(enabledRules: ["unstable-identity-uuid"])).run(inputs)
        XCTAssertEqual(run.findings.map(\.path), ["A.swift"])
        XCTAssertEqual(run.unreadable.map(\.path), ["Gone.swift"])
        XCTAssertEqual((run.unreadable.first?.error as? SourceReader.Problem)?.description,
                       "error: cannot lint 'Gone.swift': No such file or directory")
        // Read for the index, and again for the rules only where a rule can fire.
        XCTAssertEqual(reads.counts, ["A.swift": 2, "Plain.swift": 1, "Gone.swift": 1])
        XCTAssertEqual(run.phaseTimes.map(\.phase), ["index", "merge", "check", "sort"])
    }

    func testSourceLinesSplitAtEveryKindOfLineBreak() {
        let lines = SourceLines([LintInput(path: "A.swift", bytes: Array("one\r\ntwo\rthree\n\n  four \t\r\n".utf8))])
        // After the final line break stands an empty last line, as editors count.
        XCTAssertEqual((1...6).map { lines.line("A.swift", $0) }, ["one", "two", "three", "", "  four \t", ""])
        XCTAssertNil(lines.line("A.swift", 7))
        XCTAssertNil(lines.line("B.swift", 1))
        let finding = Finding(ruleID: "r", severity: .warning, path: "A.swift", start: SourcePosition(line: 5, column: 3),
                              end: SourcePosition(line: 5, column: 4), message: "m")
        XCTAssertEqual(lines.identifyingText(finding), "four")
    }
}

/// Counts reads per path, from any thread.
private final class ReadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var counts: [String: Int] = [:]

    func count(_ path: String) {
        lock.lock()
        counts[path, default: 0] += 1
        lock.unlock()
    }
}
