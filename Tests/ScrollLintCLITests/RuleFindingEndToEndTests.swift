import Foundation
import ScrollLintAnalysis
import XCTest

/// End to end with real findings of the engine. Written against the rule catalog; each test
/// skips while the rule it needs is not registered yet.
final class RuleFindingEndToEndTests: XCTestCase {
    private static let rule = "unstable-identity-uuid"
    private static let flaggedLine = "        Text(\"row\").id(UUID())"
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        guard Linter.rules.contains(where: { $0.id == Self.rule }) else {
            throw XCTSkip("no rules registered yet (\(Self.rule) is needed)")
        }
        folder = try TemporaryFolder()
    }

    /// A view whose body gives a row a new identity on every render, on line 5 (plus `extra`
    /// lines inserted before it).
    private func writeView(extra: [String] = [], flaggedLines: Int = 1) throws {
        let lines = ["import SwiftUI", ""] + extra + ["struct RowView: View {", "    var body: some View {"]
            + Array(repeating: Self.flaggedLine, count: flaggedLines) + ["    }", "}", ""]
        try folder.write("Sources/RowView.swift", lines.joined(separator: "\n"))
    }

    private struct ReportedFinding: Decodable, Equatable {
        var rule: String, severity: String, path: String, line: Int, column: Int, message: String
    }

    private func findings(_ arguments: [String] = [], standardInput: [UInt8] = []) throws -> (Int32, [ReportedFinding]) {
        let result = try folder.run(arguments + ["--format", "json"], standardInput: standardInput)
        struct Report: Decodable { var findings: [ReportedFinding] }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        return (result.status, report.findings)
    }

    func testAnErrorFindingFailsTheRunInEveryFormat() throws {
        try writeView()
        let (status, all) = try findings()
        XCTAssertEqual(status, 1)
        let finding = try XCTUnwrap(all.first { $0.rule == Self.rule })
        XCTAssertEqual([finding.path, finding.severity, "\(finding.line)"], ["Sources/RowView.swift", "error", "5"])

        let xcode = try folder.run(["--format", "xcode", "--only", Self.rule])
        XCTAssertEqual(xcode.standardOutput,
                       "Sources/RowView.swift:5:\(finding.column): error: \(finding.message) (\(Self.rule))\n")
        let text = try folder.run(["--only", Self.rule])
        let caret = String(repeating: " ", count: finding.column - 1) + "^"
        XCTAssertEqual(text.standardOutput, "Sources/RowView.swift:5:\(finding.column): error: \(finding.message) [\(Self.rule)]\n"
                       + Self.flaggedLine + "\n" + caret + "\n1 finding (1 error, 0 warnings) in 1 file\n")
        XCTAssertEqual(text.status, 1)
        let colored = try folder.run(["--only", Self.rule, "--color", "always"])
        XCTAssertTrue(colored.standardOutput.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let sarif = try folder.run(["--format", "sarif"])
        try SchemaValidation.validate(sarif.standardOutput, schema: try SharedFiles.url("schemas/sarif-2.1.0.json"))
    }

    func testFlagsAndConfigurationDecideWhatFails() throws {
        try writeView()
        XCTAssertEqual(try findings(["--disable", Self.rule]).1.filter { $0.rule == Self.rule }, [])
        try folder.write(".scroll-lint.json", "{\"severity\": {\"\(Self.rule)\": \"warning\"}}")
        let (status, downgraded) = try findings(["--only", Self.rule])
        XCTAssertEqual(downgraded.map(\.severity), ["warning"])
        XCTAssertEqual(status, 0)
        XCTAssertEqual(try findings(["--only", Self.rule, "--strict"]).0, 1)
        try folder.write(".scroll-lint.json", "{\"rules\": {\"all\": false}}")
        XCTAssertEqual(try findings().1, [])
    }

    func testSuppressionCommentsAndUnusedDirectives() throws {
        try writeView(extra: ["// scroll-lint:disable-file \(Self.rule) -- rows are rebuilt on purpose", ""])
        XCTAssertEqual(try findings(["--only", Self.rule]).1, [])
        try writeView(extra: ["let s = \"// scroll-lint:disable-file \(Self.rule)\"", ""])
        XCTAssertEqual(try findings(["--only", Self.rule]).1.map(\.rule), [Self.rule])
        guard Linter.rules.contains(where: { $0.id == "superfluous-disable" }) else { return }
        try writeView(extra: ["// scroll-lint:disable:next \(Self.rule)", ""])
        let (_, directive) = try findings(["--only", "\(Self.rule),superfluous-disable"])
        XCTAssertEqual(directive.map(\.rule), ["superfluous-disable", Self.rule])
        XCTAssertEqual(directive.first?.line, 3)
    }

    func testBaselineHidesKnownFindingsWithMultiplicity() throws {
        try writeView()
        let written = try folder.run(["--only", Self.rule, "--write-baseline", "baseline.json", "--format", "xcode"])
        XCTAssertEqual(written.standardError, "note: wrote 1 baseline entry to 'baseline.json'\n")
        // Moved down two lines: still the same finding.
        try writeView(extra: ["// a comment", ""])
        XCTAssertEqual(try findings(["--only", Self.rule, "--baseline", "baseline.json"]).0, 0)
        // A second identical line is new.
        try writeView(flaggedLines: 2)
        let (status, new) = try findings(["--only", Self.rule, "--baseline", "baseline.json"])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(new.map(\.line), [6])
    }

    func testStandardInputIsReportedUnderItsPath() throws {
        let source = "import SwiftUI\nstruct A: View {\n    var body: some View {\n\(Self.flaggedLine)\n    }\n}\n"
        let (status, all) = try findings(["--stdin", "--stdin-path", "Sources/Typed.swift", "--only", Self.rule],
                                         standardInput: Array(source.utf8))
        XCTAssertEqual(status, 1)
        XCTAssertEqual(all.map(\.path), ["Sources/Typed.swift"])
    }
}
