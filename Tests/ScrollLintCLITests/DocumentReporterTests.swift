import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScrollLintFindings
@testable import ScrollLintReporters
import XCTest

/// Exact output of the document formats: json, gitlab, checkstyle, junit.
final class DocumentReporterTests: XCTestCase {
    func testJSONReport() {
        let expected = """
        {
          "version": 1,
          "findings": [
            {
              "rule": "geometry-writeback",
              "severity": "error",
              "path": "Sources/App/Header.swift",
              "line": 3,
              "column": 9,
              "endLine": 3,
              "endColumn": 47,
              "message": "geometry written into state"
            },
            {
              "rule": "scroll-state-per-frame",
              "severity": "warning",
              "path": "Sources/App/List.swift",
              "line": 2,
              "column": 3,
              "endLine": 2,
              "endColumn": 10,
              "message": "scroll offset, stored: 100% \\"hot\\" <&>"
            },
            {
              "rule": "reduce-motion-ignored",
              "severity": "note",
              "path": "Sources/App/List.swift",
              "line": 7,
              "column": 1,
              "endLine": 7,
              "endColumn": 7,
              "message": "reduce motion\\nis ignored"
            }
          ],
          "summary": {
            "files": 4,
            "findings": 3,
            "errors": 1,
            "warnings": 1,
            "notes": 1
          }
        }

        """
        XCTAssertEqual(JSONReporter().report(ReportFixtures.input()), expected)
    }

    func testJSONReportOfNoFindings() {
        let expected = """
        {
          "version": 1,
          "findings": [],
          "summary": {
            "files": 0,
            "findings": 0,
            "errors": 0,
            "warnings": 0,
            "notes": 0
          }
        }

        """
        XCTAssertEqual(JSONReporter().report(ReportFixtures.input([], fileCount: 0)), expected)
    }

    func testJSONStringsEscapeControlCharacters() {
        XCTAssertEqual(JSONOutput.quoted("a\"b\\c\u{01}\té"), "\"a\\\"b\\\\c\\u0001\\té\"")
        // A mark combining with an escaped character, and text beyond the Basic Multilingual Plane.
        XCTAssertEqual(JSONOutput.quoted("\"\u{301}x\u{1F}😀\r\n"), "\"\\\"\u{301}x\\u001f😀\\r\\n\"")
    }

    func testGitLabCodeQualityReport() {
        let fingerprints = FindingFingerprint.fingerprints(of: ReportFixtures.input([ReportFixtures.header]))
        let expected = """
        [
          {
            "description": "geometry written into state",
            "check_name": "geometry-writeback",
            "fingerprint": "\(fingerprints[0])",
            "severity": "major",
            "location": {
              "path": "Sources/App/Header.swift",
              "lines": {
                "begin": 3
              }
            }
          }
        ]

        """
        XCTAssertEqual(GitLabReporter().report(ReportFixtures.input([ReportFixtures.header])), expected)
        let severities = try! JSONSerialization.jsonObject(with: Data(GitLabReporter().report(ReportFixtures.input()).utf8))
            as! [[String: Any]]
        XCTAssertEqual(severities.map { $0["severity"] as! String }, ["major", "minor", "info"])
        XCTAssertEqual(GitLabReporter().report(ReportFixtures.input([])), "[]\n")
    }

    func testCheckstyleReportGroupsByFileAndEscapes() {
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Sources/App/Header.swift">
            <error line="3" column="9" severity="error" message="geometry written into state" source="scroll-lint.geometry-writeback"/>
          </file>
          <file name="Sources/App/List.swift">
            <error line="2" column="3" severity="warning" message="scroll offset, stored: 100% &quot;hot&quot; &lt;&amp;&gt;" source="scroll-lint.scroll-state-per-frame"/>
            <error line="7" column="1" severity="info" message="reduce motion&#10;is ignored" source="scroll-lint.reduce-motion-ignored"/>
          </file>
        </checkstyle>

        """
        XCTAssertEqual(CheckstyleReporter().report(ReportFixtures.input()), expected)
        XCTAssertEqual(CheckstyleReporter().report(ReportFixtures.input([])),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
    }

    func testJUnitReportHasOneFailingCasePerFinding() {
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="scroll-lint" tests="2" failures="2">
          <testsuite name="scroll-lint" tests="2" failures="2">
            <testcase classname="Sources/App/Header.swift" name="geometry-writeback at 3:9">
              <failure type="error" message="geometry written into state">Sources/App/Header.swift:3:9: error: geometry written into state [geometry-writeback]</failure>
            </testcase>
            <testcase classname="Sources/App/List.swift" name="scroll-state-per-frame at 2:3">
              <failure type="warning" message="scroll offset, stored: 100% &quot;hot&quot; &lt;&amp;&gt;">Sources/App/List.swift:2:3: warning: scroll offset, stored: 100% &quot;hot&quot; &lt;&amp;&gt; [scroll-state-per-frame]</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """
        XCTAssertEqual(JUnitReporter().report(ReportFixtures.input([ReportFixtures.header, ReportFixtures.list])), expected)
    }

    func testXMLDocumentsAreWellFormed() throws {
        for format in [ReportFormat.checkstyle, .junit] {
            let report = format.reporter(useColor: false).report(ReportFixtures.input())
            let parser = XMLParser(data: Data(report.utf8))
            XCTAssertTrue(parser.parse(), "\(format): \(String(describing: parser.parserError))")
        }
    }

    func testXMLEscapingReplacesCharactersXMLCannotCarry() {
        XCTAssertEqual(XMLEscaping.escaped("a\u{01}b'"), "a\u{FFFD}b&apos;")
    }
}
