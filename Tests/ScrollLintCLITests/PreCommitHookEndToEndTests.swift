import Foundation
import XCTest

/// The `scroll-lint` hook of `.pre-commit-hooks.yaml`, run by the real pre-commit framework with
/// `pre-commit try-repo` against this repository, as a team adding it to their
/// `.pre-commit-config.yaml` would. try-repo clones the repository (with uncommitted changes to
/// tracked files) and builds it with `swift build -c release`, several minutes on two cores, so
/// the whole test does that twice only: once failing (which builds), once passing (cached). A slow
/// test: run with `SCROLL_LINT_SLOW_TESTS=1`.
final class PreCommitHookEndToEndTests: XCTestCase {
    func testTryRepoFailsOnAStagedErrorAndPassesOnCleanCode() throws {
        try SlowTests.require("pre-commit try-repo builds scroll-lint in release")
        let preCommit = try ExternalTool.require("pre-commit", install: "pip install pre-commit")
        _ = try ExternalTool.require("swift", install: "put the Swift toolchain on PATH")
        let manifest = SharedFiles.repositoryRoot.appendingPathComponent(".pre-commit-hooks.yaml")
        XCTAssertTrue(FileManager.default.fileExists(atPath: manifest.path), "no .pre-commit-hooks.yaml at the root")

        let project = try GitRepository()
        try project.write("Sources/Clean.swift", SwiftUISources.row("Clean", unstable: false))
        try project.commitAll("clean view")
        let cache = try TemporaryFolder()
        // The staged content counts: the error is staged, the work tree copy is clean again.
        try project.write("Sources/Row.swift", SwiftUISources.row("Row", unstable: true))
        try project.run(["add", "Sources/Row.swift"])
        try project.write("Sources/Row.swift", SwiftUISources.row("Row", unstable: false))

        func tryRepo() throws -> ScrollLintProcess.Result {
            try ExternalTool.run(preCommit, ["try-repo", SharedFiles.repositoryRoot.path, "scroll-lint", "--color", "never"],
                                 in: project.url, environment: ["PRE_COMMIT_HOME": cache.url.path], timeout: 1200)
        }
        SlowTests.announce("pre-commit try-repo: building scroll-lint in release, several minutes")
        let failing = try tryRepo()
        let failingOutput = failing.standardOutput + failing.standardError
        XCTAssertEqual(failing.status, 1, failingOutput)
        XCTAssertTrue(failingOutput.contains("scroll-lint") && failingOutput.contains("Failed"), failingOutput)
        XCTAssertTrue(failingOutput.contains("Sources/Row.swift:5:"), failingOutput)
        XCTAssertTrue(failingOutput.contains("error:") && failingOutput.contains("[\(SwiftUISources.errorRule)]"), failingOutput)
        // Only staged files are passed: the committed clean view is not mentioned.
        XCTAssertFalse(failingOutput.contains("Clean.swift:"), failingOutput)
        // pre-commit put the unstaged (clean) work tree copy back.
        XCTAssertFalse(try project.folder.read("Sources/Row.swift").contains("UUID()"))

        try project.run(["add", "Sources/Row.swift"])
        let passing = try tryRepo()
        let passingOutput = passing.standardOutput + passing.standardError
        XCTAssertEqual(passing.status, 0, passingOutput)
        XCTAssertTrue(passingOutput.contains("Passed"), passingOutput)
    }
}
