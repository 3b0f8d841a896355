@testable import ScrollLintCLI
import ScrollLintFindings
import XCTest

final class BaselineTests: XCTestCase {
    /// A finding whose line holds `content`; the message carries it, standing in for the file.
    private func finding(_ rule: String, _ path: String, line: Int, _ content: String) -> Finding {
        Finding(ruleID: rule, severity: .warning, path: path, start: SourcePosition(line: line, column: 1),
                end: SourcePosition(line: line, column: 2), message: content)
    }

    private func entry(_ finding: Finding) -> Baseline.Entry {
        Baseline.Entry(rule: finding.ruleID, path: finding.path, lineContent: finding.message)
    }

    func testEntriesMatchRulePathAndLineContentWithMultiplicity() {
        let baseline = Baseline(entries: [
            Baseline.Entry(rule: "r", path: "A.swift", lineContent: "x = 1"),
            Baseline.Entry(rule: "r", path: "A.swift", lineContent: "gone"),
            Baseline.Entry(rule: "r", path: "A.swift", lineContent: "gone"),
        ])
        let findings = [finding("r", "A.swift", line: 9, "x = 1"),   // moved: still matched
                        finding("r", "A.swift", line: 12, "x = 1"),  // a second one: new
                        finding("s", "A.swift", line: 3, "x = 1"),   // other rule: new
                        finding("r", "B.swift", line: 3, "x = 1")]   // other file: new
        let (new, stale) = baseline.filter(findings, entry: entry)
        XCTAssertEqual(new, Array(findings.dropFirst()))
        XCTAssertEqual(stale, [Baseline.Entry(rule: "r", path: "A.swift", lineContent: "gone"),
                               Baseline.Entry(rule: "r", path: "A.swift", lineContent: "gone")])
        XCTAssertEqual(baseline.removing(stale).entries, [Baseline.Entry(rule: "r", path: "A.swift", lineContent: "x = 1")])
    }

    func testFileRoundTripsSorted() throws {
        let baseline = Baseline(entries: [Baseline.Entry(rule: "r", path: "B.swift", lineContent: "say(\"hi\")"),
                                          Baseline.Entry(rule: "r", path: "A.swift", lineContent: "x")])
        let text = BaselineFile.render(baseline)
        XCTAssertEqual(text, """
        {
          "version": 1,
          "entries": [
            {
              "rule": "r",
              "path": "A.swift",
              "lineContent": "x"
            },
            {
              "rule": "r",
              "path": "B.swift",
              "lineContent": "say(\\"hi\\")"
            }
          ]
        }

        """)
        XCTAssertEqual(try BaselineFile.parse(text, path: "b.json").entries, baseline.entries.sorted())
        XCTAssertThrowsError(try BaselineFile.parse("{\"entries\": [{\"rule\": 1}]}", path: "b.json")) { error in
            XCTAssertEqual("\(error)", "b.json:1:14: error: an entry needs a string \"rule\"")
        }
    }
}
