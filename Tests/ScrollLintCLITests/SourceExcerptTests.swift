import ScrollLintFindings
@testable import ScrollLintReporters
import XCTest

/// The text format's source excerpt: whole for ordinary lines, a window with `…` for long ones.
final class SourceExcerptTests: XCTestCase {
    private func finding(line: Int, column: Int) -> Finding {
        Finding(ruleID: "r", severity: .warning, path: "Long.swift", start: SourcePosition(line: line, column: column),
                end: SourcePosition(line: line, column: column + 1), message: "m")
    }

    private func input(_ findings: [Finding], line: String) -> ReportInput {
        ReportInput(findings: findings, rules: [], fileCount: 1,
                    tool: ToolInfo(name: "scroll-lint", version: "1", informationURI: ""),
                    baseDirectory: "/", sourceLine: { _, number in number == 1 ? Substring(line) : nil })
    }

    /// The excerpt and caret lines printed for each finding (all on line 1).
    private func excerpts(_ findings: [Finding], line: String) -> [(text: String, caret: String)] {
        let output = TextReporter(useColor: false).report(input(findings, line: line))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return findings.indices.map { (lines[3 * $0 + 1], lines[3 * $0 + 2]) }
    }

    func testLongLineIsCutToAWindowAroundTheColumnWithMarkers() {
        let line = (0..<10_000).map { String($0 % 10) }.joined()   // digit = (column - 1) % 10
        let columns = [3, 5_000, 9_995]
        let shown = excerpts(columns.map { finding(line: 1, column: $0) }, line: line)
        for (column, excerpt) in zip(columns, shown) {
            XCTAssertLessThanOrEqual(excerpt.text.unicodeScalars.count, SourceExcerpt.maximumScalars + 2)
            XCTAssertEqual(excerpt.text.hasPrefix("…"), column > SourceExcerpt.scalarsBeforeColumn + 1)
            XCTAssertEqual(excerpt.text.hasSuffix("…"), column < 10_000 - SourceExcerpt.maximumScalars + 81)
            // The caret stands under the finding's own character.
            XCTAssertTrue(excerpt.caret.hasSuffix("^"))
            let caretOffset = excerpt.caret.count - 1
            let underCaret = excerpt.text[excerpt.text.index(excerpt.text.startIndex, offsetBy: caretOffset)]
            XCTAssertEqual(underCaret, Character(String((column - 1) % 10)), "column \(column)")
        }
    }

    func testTabsAndMultiByteCharactersKeepTheCaretAligned() {
        let line = "\t" + String(repeating: "é", count: 300) + "x" + String(repeating: "ü", count: 300)
        let shown = excerpts([finding(line: 1, column: 302)], line: line)[0]
        XCTAssertEqual(shown.text.unicodeScalars.count, SourceExcerpt.maximumScalars + 2)
        XCTAssertEqual(shown.caret.count - 1, SourceExcerpt.scalarsBeforeColumn + 1)
        XCTAssertEqual(Array(shown.text)[shown.caret.count - 1], "x")
    }

    func testLinesUpToTheLimitArePrintedWhole() {
        let line = "\t" + String(repeating: "a", count: SourceExcerpt.maximumScalars - 1)
        let shown = excerpts([finding(line: 1, column: 150)], line: line)[0]
        XCTAssertEqual(shown.text, line)
        XCTAssertEqual(shown.caret, "\t" + String(repeating: " ", count: 148) + "^")
    }

    func testManyFindingsOnOneLongLineGiveBoundedOutput() {
        let line = String(repeating: "view.id(UUID()); ", count: 20_000)
        let findings = (0..<4_000).map { finding(line: 1, column: 1 + 17 * $0 * 5) }
        let output = TextReporter(useColor: false).report(input(findings, line: line))
        XCTAssertLessThan(output.utf8.count, findings.count * 500)
    }
}
