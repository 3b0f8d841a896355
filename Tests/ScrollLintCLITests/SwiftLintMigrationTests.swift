import Foundation
@testable import ScrollLintAnalysis
@testable import ScrollLintCLI
import ScrollLintReporters
import XCTest

/// What `docs/SWIFTLINT.md` promises a team coming from SwiftLint: SwiftLint's spellings work,
/// and the page's tables name what the tool really does.
final class SwiftLintMigrationTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Row.swift", SwiftUISources.row("Row", unstable: true).joined(separator: "\n") + "\n")
    }

    private func page() throws -> String {
        String(decoding: try Data(contentsOf: SharedFiles.repositoryRoot.appendingPathComponent("docs/SWIFTLINT.md")),
               as: UTF8.self)
    }

    func testSwiftLintSpellingsAreAccepted() throws {
        let github = try folder.run(["--reporter", "github"])
        XCTAssertEqual(github.status, 1)
        XCTAssertTrue(github.standardOutput.hasPrefix("::error file=Sources/Row.swift,line=5,"), github.standardOutput)
        XCTAssertEqual(try folder.run(["--reporter", "github-actions-logging"]), github)
        XCTAssertEqual(try folder.run(["--report", "github-actions-logging:out.txt", "--format", "xcode"]).status, 1)
        XCTAssertEqual(try folder.read("out.txt"), github.standardOutput)

        let full = try folder.run([])
        let quiet = try folder.run(["--quiet"])
        XCTAssertEqual(quiet.status, 1)
        XCTAssertTrue(full.standardOutput.hasSuffix("\n1 finding (1 error, 0 warnings) in 1 file\n"), full.standardOutput)
        XCTAssertEqual(quiet.standardOutput + "1 finding (1 error, 0 warnings) in 1 file\n", full.standardOutput)
        try folder.write("Sources/Row.swift", "let clean = 1\n")
        XCTAssertEqual(try folder.run(["--quiet"]), ScrollLintProcess.Result(status: 0, standardOutput: "", standardError: ""))

        let source = Array((SwiftUISources.row("Typed", unstable: true).joined(separator: "\n") + "\n").utf8)
        let stdin = try folder.run(["--use-stdin", "--stdin-path", "Sources/Typed.swift", "--format", "xcode"],
                                   standardInput: source)
        XCTAssertEqual(stdin.status, 1)
        XCTAssertTrue(stdin.standardOutput.hasPrefix("Sources/Typed.swift:5:"), stdin.standardOutput)

        var lines = SwiftUISources.row("Row", unstable: true)
        lines.insert("        // scroll-lint:disable:previous \(SwiftUISources.errorRule) -- restarts on purpose", at: 5)
        try folder.write("Sources/Row.swift", lines.joined(separator: "\n") + "\n")
        XCTAssertEqual(try folder.run(["--format", "xcode"]), ScrollLintProcess.Result(status: 0, standardOutput: "", standardError: ""))
    }

    func testThePageNamesEveryDirectiveReporterAndExitCode() throws {
        let text = try page()
        let readme = String(decoding: try Data(contentsOf: SharedFiles.repositoryRoot.appendingPathComponent("README.md")),
                            as: UTF8.self)
        XCTAssertTrue(readme.contains("[`docs/SWIFTLINT.md`](docs/SWIFTLINT.md)"))
        for action in SuppressionDirective.Action.allCases {
            XCTAssertTrue(text.contains("// scroll-lint:\(action.rawValue) "), action.rawValue)
        }
        for name in ReportFormat.allCases.map(\.rawValue) + ReportFormat.aliases.keys where name != "text" {
            XCTAssertTrue(text.contains("| `\(name)`") || text.contains(" `\(name)`"), name)
        }
        XCTAssertTrue(text.contains("| Violations at error severity (with `--strict`, warnings too) | `2` | `\(ExitCode.findings.rawValue)` |"))
        XCTAssertTrue(text.contains("unreadable file | `1` | `\(ExitCode.usageError.rawValue)` |"))
    }
}
