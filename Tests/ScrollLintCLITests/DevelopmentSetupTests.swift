import Foundation
import XCTest

/// What a contributor and CI run, as README and `.ci/run` state it: the quick start, the unit
/// suite, and the slow tests as a separate step.
final class DevelopmentSetupTests: XCTestCase {
    private func read(_ relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: SharedFiles.repositoryRoot.appendingPathComponent(relativePath)), as: UTF8.self)
    }

    private var slowTestCommand: String {
        "\(SlowTests.environmentVariable)=1 swift test --filter '\(SlowTests.classes.joined(separator: "|"))'"
    }

    func testCIRunsTheREADMECommandThenTheSlowTestsWithTheirTools() throws {
        let script = try read(".ci/run").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let readme = try read("README.md")
        XCTAssertTrue(readme.contains("swift test                           # run the test suite"))
        let unitSuite = try XCTUnwrap(script.firstIndex(of: "swift test"), "no plain `swift test` line in .ci/run")
        let slowStep = try XCTUnwrap(script.firstIndex(of: slowTestCommand), "no slow step: \(slowTestCommand)")
        XCTAssertLessThan(unitSuite, slowStep)
        XCTAssertTrue(readme.contains(slowTestCommand), "README does not give the slow-test command")
        // The slow step must really run the pre-commit test: the tool is installed and checked.
        let install = try XCTUnwrap(script.firstIndex { $0.hasPrefix("python3 -m pip install") && $0.contains("pre-commit") })
        let check = try XCTUnwrap(script.firstIndex { $0.hasPrefix("command -v pre-commit") && $0.contains("exit 1") })
        XCTAssertLessThan(install, check)
        XCTAssertLessThan(check, slowStep)
    }

    /// The slow classes, and the list of skips printed after the summary.
    func testSlowTestClassesAndTheSkipSummary() throws {
        XCTAssertEqual(SlowTests.classes, ["PreCommitHookEndToEndTests", "PackagePluginEndToEndTests", "LongLineEndToEndTests"])
        XCTAssertEqual(SkippedTests.summary([]), "")
        XCTAssertEqual(SkippedTests.summary(["A.testB: '../shared/schemas/x.json' is absent", "C.testD: slow"]), """
        Skipped 2 tests:
          A.testB: '../shared/schemas/x.json' is absent
          C.testD: slow

        """)
    }

    /// The quick start says its lint exits with status 1; it does, because the samples have
    /// problems on purpose.
    func testQuickStartLintExitsOneOnTheSamples() throws {
        XCTAssertTrue(try read("README.md").contains("The first command exits with status 1: the sample app contains problems on purpose"))
        let result = try ScrollLintProcess.run(["lint", "samples", "--format", "xcode"], in: SharedFiles.repositoryRoot)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(": error: "))
    }
}
