import Foundation
@testable import ScrollLintCLI
import XCTest

/// `scroll-lint install-hook` and `lint --staged`, driven through real `git commit`s.
final class InstallHookTests: XCTestCase {
    private var repository: GitRepository!

    override func setUpWithError() throws {
        repository = try GitRepository()
    }

    private func scrollLint(_ arguments: [String], environment: [String: String] = [:]) throws -> ScrollLintProcess.Result {
        try ExternalTool.run(ScrollLintProcess.binary, arguments, in: repository.url, environment: environment)
    }

    /// `git commit`; git sends a hook's output to its standard error, gathered here in one text.
    private func commit(_ message: String, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let result = try ExternalTool.run(repository.git, ["commit", "-q", "-m", message], in: repository.url,
                                          environment: environment)
        return (result.status, result.standardOutput + result.standardError)
    }

    private var hook: URL { repository.url.appendingPathComponent(".git/hooks/pre-commit") }

    func testHookBlocksStagedErrorsJudgingTheStagedContent() throws {
        try repository.write("Sources/Clean.swift", SwiftUISources.row("Clean", unstable: false))
        try repository.commitAll("start")
        let installed = try scrollLint(["install-hook"])
        XCTAssertEqual(installed.status, 0, installed.standardError)
        XCTAssertEqual(installed.standardError, "installed the scroll-lint pre-commit hook '.git/hooks/pre-commit'\n")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: hook.path))

        // Staged with the error, then fixed in the work tree only: the commit is still refused.
        try repository.write("Sources/Row.swift", SwiftUISources.row("Row", unstable: true))
        try repository.run(["add", "Sources/Row.swift"])
        try repository.write("Sources/Row.swift", SwiftUISources.row("Row", unstable: false))
        let refused = try commit("row")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.output.contains("Sources/Row.swift:5:"), refused.output)
        XCTAssertTrue(refused.output.contains("[\(SwiftUISources.errorRule)]"), refused.output)
        XCTAssertEqual(try repository.run(["rev-list", "--count", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines), "1")

        // The opposite: an error in the work tree only does not block the clean staged content.
        try repository.run(["add", "Sources/Row.swift"])
        try repository.write("Sources/Row.swift", SwiftUISources.row("Row", unstable: true))
        let accepted = try commit("row")
        XCTAssertEqual(accepted.status, 0, accepted.output)
        XCTAssertTrue(accepted.output.contains("0 findings"), accepted.output)
        // A commit without Swift files passes too.
        try repository.folder.write("notes.txt", "hello\n")
        try repository.run(["add", "notes.txt"])
        XCTAssertEqual(try commit("notes").status, 0)

        // Configuration applies: an excluded folder does not block.
        try repository.folder.write(".scroll-lint.json", "{\"exclude\": [\"Generated\"]}")
        try repository.write("Generated/Rows.swift", SwiftUISources.row("Generated", unstable: true))
        try repository.run(["add", ".scroll-lint.json", "Generated/Rows.swift"])
        let excluded = try commit("generated")
        XCTAssertEqual(excluded.status, 0, excluded.output)
    }

    func testForeignHooksAreKeptAsLegacyWhenForcedAndPutBackOnUninstall() throws {
        let foreign = "#!/bin/sh\necho mine\n"
        try repository.folder.write(".git/hooks/pre-commit", foreign)
        let refused = try scrollLint(["install-hook"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertEqual(refused.standardError, "error: '.git/hooks/pre-commit' exists and was not installed by scroll-lint; "
            + "use --force to replace it (it is kept as '.git/hooks/pre-commit.legacy'), or call scroll-lint from it "
            + "(see 'scroll-lint help install-hook')\n")
        let notOurs = try scrollLint(["install-hook", "--uninstall"])
        XCTAssertEqual(notOurs.status, 2)
        XCTAssertEqual(notOurs.standardError, "error: '.git/hooks/pre-commit' was not installed by scroll-lint; not removing it\n")
        XCTAssertEqual(try repository.folder.read(".git/hooks/pre-commit"), foreign)
        XCTAssertEqual(try repository.folder.contents(".git/hooks").filter { !$0.hasSuffix(".sample") }, ["pre-commit"])

        let forced = try scrollLint(["install-hook", "--force", "--", "--strict"])
        XCTAssertEqual(forced.status, 0, forced.standardError)
        XCTAssertEqual(forced.standardError, "moved the existing hook to '.git/hooks/pre-commit.legacy' and installed "
            + "the scroll-lint pre-commit hook '.git/hooks/pre-commit'\n")
        XCTAssertEqual(try repository.folder.read(".git/hooks/pre-commit.legacy"), foreign)
        let script = try repository.folder.read(".git/hooks/pre-commit")
        XCTAssertTrue(script.contains("\nexec \"$scroll_lint\" lint --staged --force-exclude --strict\n"), script)
        XCTAssertTrue(script.contains(ScrollLintProcess.binary.resolvingSymlinksInPath().path), script)
        XCTAssertEqual(try scrollLint(["install-hook"]).standardError,
                       "updated the scroll-lint pre-commit hook '.git/hooks/pre-commit'\n")
        XCTAssertEqual(try repository.folder.read(".git/hooks/pre-commit.legacy"), foreign)

        let removed = try scrollLint(["install-hook", "--uninstall"])
        XCTAssertEqual(removed.standardError, "removed the scroll-lint pre-commit hook '.git/hooks/pre-commit' "
            + "and put back the hook kept as '.git/hooks/pre-commit.legacy'\n")
        XCTAssertEqual(try repository.folder.read(".git/hooks/pre-commit"), foreign)
        XCTAssertFalse(repository.folder.exists(".git/hooks/pre-commit.legacy"))

        // A kept hook is never replaced by another.
        try repository.folder.write(".git/hooks/pre-commit.legacy", "#!/bin/sh\necho older\n")
        let occupied = try scrollLint(["install-hook", "--force"])
        XCTAssertEqual(occupied.status, 2)
        XCTAssertEqual(occupied.standardError, "error: '.git/hooks/pre-commit.legacy' exists already; "
            + "move it or '.git/hooks/pre-commit' away before installing the hook\n")
        XCTAssertEqual(try repository.folder.read(".git/hooks/pre-commit"), foreign)
        XCTAssertEqual(try repository.folder.read(".git/hooks/pre-commit.legacy"), "#!/bin/sh\necho older\n")

        try FileManager.default.removeItem(at: hook)
        try FileManager.default.removeItem(at: hook.appendingPathExtension("legacy"))
        XCTAssertEqual(try scrollLint(["install-hook"]).status, 0)
        XCTAssertEqual(try scrollLint(["install-hook", "--uninstall"]).standardError,
                       "removed the scroll-lint pre-commit hook '.git/hooks/pre-commit'\n")
        let again = try scrollLint(["install-hook", "--uninstall"])
        XCTAssertEqual([again.status], [0])
        XCTAssertEqual(again.standardError, "note: no pre-commit hook at '.git/hooks/pre-commit'; nothing to remove\n")
    }

    /// The hook's options are checked by planning the run they ask for, where git will run it:
    /// anything that would fail every later commit refuses the installation.
    func testHookOptionsThatWouldFailEveryCommitAreRefused() throws {
        try repository.write("Sources/Row.swift", SwiftUISources.row("Row", unstable: false))
        try repository.commitAll("start")
        let subfolder = repository.url.appendingPathComponent("Sources")
        let refused: [([String], String)] = [
            (["--strikt"], "not installing the hook: unknown option '--strikt' (see 'scroll-lint help lint')"),
            (["--only", "nope"], "not installing the hook: unknown rule 'nope' in --only (run 'scroll-lint rules' for the list)"),
            (["--stdin"], "not installing the hook: --staged lints the files staged in git; do not also give --stdin or paths"),
            (["--changed-since", "no-such-branch"], "not installing the hook: --changed-since: 'no-such-branch' is not a "
                + "commit in the repository at '\(repository.url.path)'"),
            (["--report", "json:Sources/Row.swift"],
             "not installing the hook: cannot write --report json to 'Sources/Row.swift': it is a Swift source file"),
            // Relative to the top of the work tree, where git runs hooks, not to where install-hook ran.
            (["--config", "Row.swift.json"], "not installing the hook: cannot read configuration 'Row.swift.json': No such file or directory"),
        ]
        for (options, message) in refused {
            let result = try ExternalTool.run(ScrollLintProcess.binary, ["install-hook", "--"] + options, in: subfolder)
            XCTAssertEqual(result.status, 2, "\(options)")
            XCTAssertEqual(result.standardError, "error: \(message)\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: hook.path), "\(options)")
        }
        try repository.folder.write(".scroll-lint.json", #"{"rules": {"no-such-rule": true}}"#)
        let configuration = try scrollLint(["install-hook"])
        XCTAssertEqual(configuration.status, 2)
        XCTAssertEqual(configuration.standardError,
                       ".scroll-lint.json:1:12: error: unknown rule \"no-such-rule\" in \"rules\" (run 'scroll-lint rules' for the list)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook.path))
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent(".scroll-lint.json"))

        XCTAssertEqual(try scrollLint(["install-hook", "--", "--only", "unstable-identity-uuid", "--changed-since", "HEAD"]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: hook.path))
    }

    func testHooksPathIsHonouredAndTheHookFindsScrollLintOnPath() throws {
        try repository.run(["config", "core.hooksPath", "tools/hooks"])
        XCTAssertEqual(try scrollLint(["install-hook"]).standardError,
                       "installed the scroll-lint pre-commit hook 'tools/hooks/pre-commit'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: hook.path))
        // Installed by a binary that is gone since: the hook falls back to scroll-lint on PATH.
        let script = InstallHookCommand.script(executable: "/nonexistent/scroll-lint", lintArguments: [])
        try repository.folder.write("tools/hooks/pre-commit", script)
        try repository.write("Row.swift", SwiftUISources.row("Row", unstable: true))
        try repository.run(["add", "Row.swift"])
        let path = ScrollLintProcess.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let found = try commit("row", environment: ["PATH": path])
        XCTAssertEqual(found.status, 1)
        XCTAssertTrue(found.output.contains("Row.swift:5:"), found.output)
        // Neither there nor on PATH: the commit fails with a message saying so.
        let missing = try commit("row", environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.output.contains("scroll-lint is neither at '/nonexistent/scroll-lint' nor on PATH"),
                      missing.output)
    }

    func testStagedRunFromASubfolderNamesFilesRelativeToIt() throws {
        try repository.write("App/Views/Row.swift", SwiftUISources.row("Row", unstable: true))
        try repository.run(["add", "-A"])
        let result = try ExternalTool.run(ScrollLintProcess.binary, ["--staged", "--format", "xcode"],
                                          in: repository.url.appendingPathComponent("App"))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.hasPrefix("Views/Row.swift:5:"), result.standardOutput)
        XCTAssertEqual(try scrollLint(["--staged", "Sources"]).standardError,
                       "error: --staged lints the files staged in git; do not also give --stdin or paths\n")
    }

    func testShellQuoting() {
        XCTAssertEqual(InstallHookCommand.shellQuoted("--fail-on=warning"), "--fail-on=warning")
        XCTAssertEqual(InstallHookCommand.shellQuoted("it's here"), "'it'\\''s here'")
        XCTAssertEqual(InstallHookCommand.shellQuoted(""), "''")
        XCTAssertEqual(InstallHookCommand.shellQuoted("$HOME"), "'$HOME'")
    }
}
