import Foundation
import XCTest

/// Programs other than scroll-lint that the integration tests drive as users do: git,
/// pre-commit, python3, swift. Each test skips with a clear message when its program is missing.
enum ExternalTool {
    /// The program `name` on PATH, or nil.
    static func find(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The program `name`, or a skip that says what to install.
    static func require(_ name: String, install: String, test: String = #function, file: String = #fileID) throws -> URL {
        guard let url = find(name) else {
            throw SkippedTests.skip("'\(name)' is not on PATH; \(install) to run this test", test: test, file: file)
        }
        return url
    }

    /// The test process's environment without anything that would point git at another
    /// repository or index (as when the tests run inside a git hook), with a fixed identity.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in environment.keys where name.hasPrefix("GIT_") { environment[name] = nil }
        environment["NO_COLOR"] = nil
        environment["GIT_AUTHOR_NAME"] = "scroll-lint tests"
        environment["GIT_AUTHOR_EMAIL"] = "tests@scroll-lint.invalid"
        environment["GIT_COMMITTER_NAME"] = "scroll-lint tests"
        environment["GIT_COMMITTER_EMAIL"] = "tests@scroll-lint.invalid"
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        return environment
    }

    /// Runs `executable` to completion (ended after `timeout` seconds); output goes through files,
    /// so nothing blocks on a full pipe.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    standardInput: [UInt8] = [], timeout: TimeInterval = 300) throws -> ScrollLintProcess.Result {
        try ScrollLintProcess.launch(executable, arguments, in: directory,
                                     environment: Self.environment.merging(environment) { $1 },
                                     standardInput: standardInput, timeout: timeout)
    }
}

/// A throwaway git repository in a temporary folder.
final class GitRepository {
    let folder: TemporaryFolder
    let git: URL
    var url: URL { folder.url }

    init() throws {
        git = try ExternalTool.require("git", install: "install git")
        folder = try TemporaryFolder()
        try run(["init", "-q"])
        try run(["config", "commit.gpgsign", "false"])
    }

    /// `git ARGUMENTS`, which must succeed; its standard output.
    @discardableResult
    func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let result = try ExternalTool.run(git, arguments, in: url)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.standardError)",
                       file: file, line: line)
        return result.standardOutput
    }

    @discardableResult
    func write(_ relativePath: String, _ lines: [String]) throws -> URL {
        try folder.write(relativePath, lines.joined(separator: "\n") + "\n")
    }

    /// Stages everything and commits; the new commit's hash.
    @discardableResult
    func commitAll(_ message: String) throws -> String {
        try run(["add", "-A"])
        try run(["commit", "-q", "-m", message])
        return try run(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// SwiftUI sources with and without an error-level finding, for the hook tests.
enum SwiftUISources {
    static let errorRule = "unstable-identity-uuid"

    /// A row view; with `unstable` its line 5 gives the row a new identity on every render.
    static func row(_ name: String, unstable: Bool) -> [String] {
        ["import SwiftUI", "", "struct \(name): View {", "    var body: some View {",
         unstable ? "        Text(\"row\").id(UUID())" : "        Text(\"row\")", "    }", "}"]
    }
}
