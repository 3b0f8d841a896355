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

    /// `--update-baseline` removes only what the run could see: entries of the files it linted,
    /// for the rules it ran, that no longer occur, and entries of deleted files. A run over one
    /// folder, with `--only`, or with a file it could not read keeps everything else.
    func testUpdateBaselineKeepsEntriesOutsideTheRun() throws {
        func view(_ name: String, flagged: Bool) -> String {
            "import SwiftUI\nstruct \(name): View {\n    var body: some View {\n"
                + (flagged ? Self.flaggedLine : "        Text(\"row\")") + "\n    }\n}\n"
        }
        try folder.write("A/One.swift", view("One", flagged: true))
        try folder.write("B/Two.swift", view("Two", flagged: true))
        XCTAssertEqual(try folder.run(["--write-baseline", "baseline.json"]).standardError,
                       "note: wrote 2 baseline entries to 'baseline.json'\n")
        let full = try folder.read("baseline.json")
        func update(_ arguments: [String]) throws -> ScrollLintProcess.Result {
            try folder.run(arguments + ["--baseline", "baseline.json", "--update-baseline", "--format", "xcode"])
        }

        // One folder, with A's finding fixed: only A's entry goes; B, not linted, keeps its own.
        try folder.write("A/One.swift", view("One", flagged: false))
        XCTAssertEqual(try update(["A"]), ScrollLintProcess.Result(status: 0, standardOutput: "", standardError:
            "note: removed 1 baseline entry from 'baseline.json' (1 no longer occurs); kept 1 of files or rules this run did not check\n"))
        XCTAssertTrue(try folder.read("baseline.json").contains("B/Two.swift"))
        XCTAssertFalse(try folder.read("baseline.json").contains("A/One.swift"))
        try folder.write("baseline.json", full)

        // Only another rule ran: nothing is known about this rule's entries.
        XCTAssertEqual(try update(["--only", "superfluous-disable"]).standardError, "")
        XCTAssertEqual(try folder.read("baseline.json"), full)

        // B cannot be read (and its finding is fixed): its entry stays, A's goes.
        try folder.write("B/Two.swift", bytes: Array(view("Two", flagged: false).utf8) + [0])
        let unreadable = try update([])
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertEqual(unreadable.standardError, """
        error: cannot lint 'B/Two.swift': binary file (contains NUL bytes)
        note: removed 1 baseline entry from 'baseline.json' (1 no longer occurs); kept 1 of files or rules this run did not check
        error: 1 file could not be linted

        """)
        try folder.write("B/Two.swift", view("Two", flagged: true))
        XCTAssertEqual(try update([]).status, 0)  // B's finding is still in the baseline

        // A deleted file's entries go with it.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("B"))
        XCTAssertEqual(try update([]).standardError, "note: removed 1 baseline entry from 'baseline.json' (1 of deleted files)\n")
        XCTAssertEqual(try folder.read("baseline.json"), "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
    }

    func testStandardInputIsReportedUnderItsPath() throws {
        let source = "import SwiftUI\nstruct A: View {\n    var body: some View {\n\(Self.flaggedLine)\n    }\n}\n"
        let (status, all) = try findings(["--stdin", "--stdin-path", "Sources/Typed.swift", "--only", Self.rule],
                                         standardInput: Array(source.utf8))
        XCTAssertEqual(status, 1)
        XCTAssertEqual(all.map(\.path), ["Sources/Typed.swift"])
    }
}
