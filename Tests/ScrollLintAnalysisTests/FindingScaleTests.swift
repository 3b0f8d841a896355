@testable import ScrollLintAnalysis
import ScrollLintFindings
import ScrollLintSyntax
import XCTest

/// Findings cost the same however many a file has, and keep positions, not source lines.
final class FindingScaleTests: XCTestCase {
    func test200000FindingsInOneFileAreAllKeptAndRepeatsAreDropped() {
        let count = 200_000
        // `main.swift`: top-level statements elsewhere would make the file a script, which ships nothing.
        let source = SourceFile(path: "main.swift", text: String(repeating: "a\n", count: count))
        let context = FileContext(tree: SyntaxTree.parse(source), project: .empty)
        context.currentRule = ("first", .warning)
        for token in 0..<count { context.report(atToken: token, "m") }
        for token in 0..<count { context.report(atToken: token, "again") }
        XCTAssertEqual(context.findings.count, count)
        XCTAssertEqual(context.findings.last?.start, SourcePosition(line: count, column: 1))
        XCTAssertTrue(context.findings.allSatisfy { $0.message == "m" })
        // Another rule at the same place is another finding.
        context.currentRule = ("second", .warning)
        context.report(atToken: 0, "m")
        XCTAssertEqual(context.findings.count, count + 1)
    }

    func testFindingsOnALongLineKeepTheirPositionNotTheLine() throws {
        let marker = "line-text-marker"
        let line = String(repeating: "Text(\"a\").id(UUID()); ", count: 2_000) + "Text(\"\(marker)\")"
        let source = "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack { \(line) }\n    }\n}\n"
        let findings = Linter(configuration: LintConfiguration(enabledRules: ["unstable-identity-uuid"]))
            .lint([LintInput(path: "Long.swift", bytes: Array(source.utf8))])
        XCTAssertEqual(findings.count, 2_000)
        XCTAssertEqual(findings.last?.end.line, 4)
        for finding in findings {
            for field in Mirror(reflecting: finding).children {
                XCTAssertFalse("\(field.value)".contains(marker), "\(field.label ?? "?") holds the source line")
            }
        }
    }
}
