import Foundation
@testable import ScrollLintCLI
import ScrollLintFindings
import XCTest

/// `--changed-since REV` and `--diff FILE`: the unified diff reader, then the binary against real
/// git repositories built here.
final class UnifiedDiffTests: XCTestCase {
    func testGitDiffWithContextNewDeletedRenamedAndQuotedFiles() throws {
        let diff = """
        diff --git a/Sources/A.swift b/Sources/A.swift
        index 1111111..2222222 100644
        --- a/Sources/A.swift
        +++ b/Sources/A.swift
        @@ -1,5 +1,5 @@ struct A {
         line 1
        -old 2
        +new 2
        +new 3
         line 4
        --- a line that starts like a header, removed
         line 5
        @@ -20 +21,0 @@
        -removed only
        diff --git a/New.swift b/New.swift
        new file mode 100644
        index 0000000..3333333
        --- /dev/null
        +++ b/New.swift
        @@ -0,0 +1,2 @@
        +first
        +second
        \\ No newline at end of file
        diff --git a/Gone.swift b/Gone.swift
        deleted file mode 100644
        --- a/Gone.swift
        +++ /dev/null
        @@ -1 +0,0 @@
        -bye
        diff --git a/Old Name.swift b/Renamed.swift
        similarity index 90%
        rename from Old Name.swift
        rename to Renamed.swift
        --- a/Old Name.swift\t
        +++ b/Renamed.swift
        @@ -3 +3 @@
        -x
        +y
        diff --git a/Moved.swift b/Elsewhere/Moved.swift
        similarity index 100%
        rename from Moved.swift
        rename to Elsewhere/Moved.swift
        diff --git "a/caf\\303\\251.swift" "b/caf\\303\\251.swift"
        --- "a/caf\\303\\251.swift"
        +++ "b/caf\\303\\251.swift"
        @@ -1 +1 @@
        -a
        +b
        Binary files a/icon.png and b/icon.png differ

        """
        let lines = try UnifiedDiff.addedLines(diff)
        XCTAssertEqual(lines, [
            "Sources/A.swift": [2, 3],
            "New.swift": [1, 2],
            "Renamed.swift": [3],
            "café.swift": [1],
        ])
    }

    func testPlainDiffUWithTimestampsAndNoPrefix() throws {
        let diff = """
        --- View.swift\t2024-01-01 10:00:00.000000000 +0100
        +++ View.swift\t2024-01-02 10:00:00.000000000 +0100
        @@ -1,2 +1,3 @@
         a
        +b
         c

        """
        XCTAssertEqual(try UnifiedDiff.addedLines(diff), ["View.swift": [2]])
    }

    func testCombinedDiffOfAMerge() throws {
        let diff = """
        diff --cc M.swift
        index 1,2..3
        --- a/M.swift
        +++ b/M.swift
        @@@ -1,3 -1,2 +1,4 @@@
          same
        + from ours
         +from theirs
        - dropped
        ++both

        """
        XCTAssertEqual(try UnifiedDiff.addedLines(diff), ["M.swift": [2, 3, 4]])
    }

    func testMalformedDiffsSayWhere() {
        let cases: [(String, String)] = [
            ("--- a/x\n+++ b/x\n@@ -1 +1 @\n", "line 3: malformed hunk header '@@ -1 +1 @'"),
            ("--- a/x\n+++ b/x\n@@ -1 +1,2 @@\n+a\n", "line 4: the diff ends inside a hunk"),
            ("@@ -1 +1 @@\n", "line 1: hunk before the '+++' line naming its file"),
            ("--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n a\n*b\n", "line 5: line inside a hunk starts with neither ' ', '+' nor '-'"),
        ]
        for (diff, message) in cases {
            XCTAssertThrowsError(try ChangedLines.fromDiff(diff, named: "d.diff", root: "/r")) { error in
                XCTAssertEqual((error as? UsageError)?.message, "cannot read diff 'd.diff' \(message)", diff)
            }
        }
    }

    func testFindingsAreKeptWhenAnyOfTheirLinesChanged() {
        let changed = ChangedLines(files: ["/r/A.swift": .some([4]), "/r/New.swift": .all])
        func finding(_ path: String, _ start: Int, _ end: Int) -> Finding {
            Finding(ruleID: "r", severity: .error, path: path, start: SourcePosition(line: start, column: 1),
                    end: SourcePosition(line: end, column: 2), message: "m")
        }
        let findings = [finding("A.swift", 3, 3), finding("A.swift", 4, 4), finding("A.swift", 2, 5),
                        finding("A.swift", 5, 6), finding("New.swift", 9, 9), finding("B.swift", 4, 4)]
        XCTAssertEqual(changed.filter(findings, currentDirectory: "/r").map { [$0.path, "\($0.start.line)"] },
                       [["A.swift", "4"], ["A.swift", "2"], ["New.swift", "9"]])
    }
}

final class ChangedLinesEndToEndTests: XCTestCase {
    private var repository: GitRepository!

    override func setUpWithError() throws {
        repository = try GitRepository()
    }

    private func lint(_ arguments: [String], in folder: String = "", standardInput: [UInt8] = [])
        throws -> ScrollLintProcess.Result {
        try ExternalTool.run(ScrollLintProcess.binary, arguments,
                             in: repository.url.appendingPathComponent(folder), standardInput: standardInput)
    }

    /// "path:line" of each finding of the error rule, from the xcode format.
    private func flagged(_ result: ScrollLintProcess.Result) -> [String] {
        result.standardOutput.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("(\(SwiftUISources.errorRule))") else { return nil }
            return line.split(separator: ":").prefix(2).joined(separator: ":")
        }
    }

    /// Two old findings committed; then one new line with the same problem, one new file, one
    /// untracked file, and an old finding's line left alone.
    private func makeHistory() throws -> String {
        try repository.write("Sources/Feed.swift", SwiftUISources.row("Feed", unstable: true))
        try repository.write("Sources/Old.swift", SwiftUISources.row("Old", unstable: true))
        try repository.write("Sources/Renamed Me.swift", SwiftUISources.row("Moved", unstable: true))
        let base = try repository.commitAll("legacy code with findings")
        var feed = SwiftUISources.row("Feed", unstable: true)
        feed.insert("        Text(\"new\").id(UUID())", at: 5)
        try repository.write("Sources/Feed.swift", feed)
        try repository.run(["mv", "Sources/Renamed Me.swift", "Sources/Moved.swift"])
        try repository.write("Sources/Added.swift", SwiftUISources.row("Added", unstable: true))
        try repository.commitAll("new code")
        // Uncommitted: a staged new file and an untracked one.
        try repository.write("Sources/Staged.swift", SwiftUISources.row("Staged", unstable: true))
        try repository.run(["add", "Sources/Staged.swift"])
        try repository.write("Sources/Untracked.swift", SwiftUISources.row("Untracked", unstable: true))
        return base
    }

    func testChangedSinceReportsOnlyNewLinesCommittedOrNot() throws {
        let base = try makeHistory()
        let all = try lint(["--format", "xcode"])
        XCTAssertEqual(flagged(all).count, 7, all.standardOutput)

        let changed = try lint(["--changed-since", base, "--format", "xcode"])
        XCTAssertEqual(flagged(changed), ["Sources/Added.swift:5", "Sources/Feed.swift:6", "Sources/Staged.swift:5",
                                          "Sources/Untracked.swift:5"], changed.standardOutput + changed.standardError)
        XCTAssertEqual(changed.status, 1)
        // Symbolic revisions work; from a subfolder, paths stay relative to it.
        let fromSources = try lint(["--changed-since", "HEAD~1", "--format", "xcode"], in: "Sources")
        XCTAssertEqual(flagged(fromSources), ["Added.swift:5", "Feed.swift:6", "Staged.swift:5", "Untracked.swift:5"])
        // Nothing changed since HEAD but the uncommitted files; with the index only, the staged one.
        XCTAssertEqual(flagged(try lint(["--changed-since", "HEAD", "--format", "xcode"])),
                       ["Sources/Staged.swift:5", "Sources/Untracked.swift:5"])
        XCTAssertEqual(flagged(try lint(["--staged", "--changed-since", "HEAD", "--format", "xcode"])),
                       ["Sources/Staged.swift:5"])
        // No new finding: exit 0, even with old findings in the files linted.
        try repository.run(["rm", "-q", "--cached", "Sources/Staged.swift"])
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Sources/Staged.swift"))
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Sources/Untracked.swift"))
        let clean = try lint(["--changed-since", "HEAD", "--format", "xcode"])
        XCTAssertEqual([clean.status], [0], clean.standardOutput + clean.standardError)
        XCTAssertEqual(flagged(clean), [])
    }

    /// While the first commit is being made, HEAD names no commit: every line is new, so a hook
    /// installed with `-- --changed-since HEAD` gates the first commit like any other.
    func testChangedSinceHeadBeforeTheFirstCommitTreatsEveryLineAsNew() throws {
        try repository.write("Sources/Staged.swift", SwiftUISources.row("Staged", unstable: true))
        try repository.run(["add", "Sources/Staged.swift"])
        try repository.write("Sources/Untracked.swift", SwiftUISources.row("Untracked", unstable: true))
        let staged = try lint(["--staged", "--changed-since", "HEAD", "--format", "xcode"])
        XCTAssertEqual(flagged(staged), ["Sources/Staged.swift:5"], staged.standardOutput + staged.standardError)
        XCTAssertEqual(staged.status, 1)
        XCTAssertEqual(flagged(try lint(["--changed-since", "HEAD", "--format", "xcode"])),
                       ["Sources/Staged.swift:5", "Sources/Untracked.swift:5"])
        // Only HEAD is read that way: another name for the unborn branch is still no commit.
        let branch = try repository.run(["symbolic-ref", "--short", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let named = try lint(["--changed-since", branch])
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.standardError,
                       "error: --changed-since: '\(branch)' is not a commit in the repository at '\(repository.url.path)'\n")
    }

    func testDiffFileAndStandardInput() throws {
        let base = try makeHistory()
        let diff = try repository.run(["diff", base, "HEAD"])
        try repository.folder.write("review.diff", diff)
        let expected = ["Sources/Added.swift:5", "Sources/Feed.swift:6"]
        XCTAssertEqual(flagged(try lint(["--diff", "review.diff", "--format", "xcode"])), expected)
        XCTAssertEqual(flagged(try lint(["--diff", "-", "--format", "xcode"], standardInput: Array(diff.utf8))), expected)
        // The same lines in JSON and SARIF: the filter is applied before any format.
        let json = try lint(["--diff", "review.diff", "--format", "json"])
        XCTAssertEqual(json.standardOutput.components(separatedBy: "\"rule\": \"\(SwiftUISources.errorRule)\"").count - 1, 2)
    }

    func testBadRevisionOrDiffIsOneClearLineAndExitTwo() throws {
        _ = try makeHistory()
        let bad = try lint(["--changed-since", "no-such-branch"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.standardOutput, "")
        XCTAssertEqual(bad.standardError,
                       "error: --changed-since: 'no-such-branch' is not a commit in the repository at '\(repository.url.path)'\n")
        let option = try lint(["--changed-since", "--all"])
        XCTAssertEqual([option.status], [2])
        XCTAssertEqual(option.standardError.split(separator: "\n").count, 1, option.standardError)

        let outside = try TemporaryFolder()
        try outside.write("A.swift", SwiftUISources.row("A", unstable: true).joined(separator: "\n"))
        let noRepository = try ExternalTool.run(ScrollLintProcess.binary, ["--changed-since", "HEAD"], in: outside.url,
                                                environment: ["GIT_CEILING_DIRECTORIES": outside.url.deletingLastPathComponent().path])
        XCTAssertEqual(noRepository.status, 2)
        XCTAssertEqual(noRepository.standardError,
                       "error: --changed-since needs a git work tree; '\(outside.url.path)' is not inside one\n")

        let missing = try lint(["--diff", "nope.diff"])
        XCTAssertEqual([missing.status], [2])
        XCTAssertEqual(missing.standardError, "error: cannot read diff 'nope.diff': No such file or directory\n")
        try repository.folder.write("broken.diff", "--- a/x\n+++ b/x\n@@ -1 +1 @\n")
        let broken = try lint(["--diff", "broken.diff"])
        XCTAssertEqual([broken.status], [2])
        XCTAssertEqual(broken.standardError, "error: cannot read diff 'broken.diff' line 3: malformed hunk header '@@ -1 +1 @'\n")
        let both = try lint(["--diff", "broken.diff", "--changed-since", "HEAD"])
        XCTAssertEqual(both.standardError, "error: give either --changed-since or --diff, not both\n")
    }
}
