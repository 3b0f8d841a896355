import ScrollLintAnalysis
@testable import ScrollLintCLI
import XCTest

/// The binary's behaviour for invocations that do not depend on rule findings.
final class CommandLineTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/View.swift", "import SwiftUI\nstruct V {}\n")
    }

    private func expect(_ arguments: [String], status: Int32, output: String = "", error: String = "",
                        standardInput: [UInt8] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try folder.run(arguments, standardInput: standardInput)
        XCTAssertEqual(result, ScrollLintProcess.Result(status: status, standardOutput: output, standardError: error),
                       file: file, line: line)
    }

    func testVersionAndHelp() throws {
        try expect(["--version"], status: 0, output: "\(ScrollLintVersion.current)\n")
        try expect(["help", "tokens"], status: 0, output: HelpText.tokens)
        try expect(["explain", "--help"], status: 0, output: HelpText.explain)
        try expect(["--help"], status: 0, output: HelpText.overview)
        XCTAssertTrue(HelpText.lint.contains("--report FORMAT:FILE"))
        try expect(["help", "frobnicate"], status: 2,
                   error: "error: no help for 'frobnicate'; commands: lint, rules, explain, init, tokens, install-hook, help\n")
    }

    func testBadInputIsOneLineOnStandardErrorAndStatusTwo() throws {
        try expect(["--frobnicate"], status: 2, error: "error: unknown option '--frobnicate' (see 'scroll-lint help lint')\n")
        try expect(["lint", "Missing"], status: 2, error: "error: no such file or directory: 'Missing'\n")
        try expect(["--only", "no-such-rule"], status: 2,
                   error: "error: unknown rule 'no-such-rule' in --only (run 'scroll-lint rules' for the list)\n")
        try expect(["explain", "no-such-rule"], status: 2,
                   error: "error: unknown rule 'no-such-rule' (run 'scroll-lint rules' for the list)\n")
        try expect(["tokens", "Missing.swift"], status: 2, error: "error: cannot read 'Missing.swift': No such file or directory\n")
        try folder.write("notes.txt", "hello")
        try expect(["notes.txt"], status: 2, error: "error: not a Swift file: 'notes.txt'\n")
    }

    /// A mistyped command or rule id gets the nearest known one; an unknown word that is not a
    /// path is not reported as a missing file.
    func testMistypedCommandsAndRulesSuggestTheNearest() throws {
        try expect(["rule"], status: 2, error: "error: 'rule' is neither a command nor a file or folder; did you mean 'rules'?\n")
        try expect(["instal-hook"], status: 2,
                   error: "error: 'instal-hook' is neither a command nor a file or folder; did you mean 'install-hook'?\n")
        try expect(["frobnicate"], status: 2, error: "error: 'frobnicate' is neither a command nor a file or folder "
                   + "(commands: lint, rules, explain, init, tokens, install-hook, help)\n")
        try expect(["Missing.swift"], status: 2, error: "error: no such file or directory: 'Missing.swift'\n")
        try expect(["help", "rule"], status: 2, error: "error: no help for 'rule'; did you mean 'rules'?\n")
        try expect(["--only", "geometry_writeback"], status: 2,
                   error: "error: unknown rule 'geometry_writeback' in --only; did you mean 'geometry-writeback'?\n")
        try expect(["explain", "geometry_writback"], status: 2,
                   error: "error: unknown rule 'geometry_writback'; did you mean 'geometry-writeback'?\n")
        try folder.write(".scroll-lint.json", #"{"options": {"hardcoded-progress-divisor": {"minDivisor": 3}}}"#)
        try expect([], status: 2, error: ".scroll-lint.json:1:45: error: \"options\".\"hardcoded-progress-divisor\" has no "
                   + "option \"minDivisor\"; did you mean \"minimumDivisor\"? (options: minimumDivisor)\n")
        try folder.write(".scroll-lint.json", #"{"options": {"hardcoded-progress-divisor": {"minimumDivisor": "ten"}}}"#)
        try expect([], status: 2, error: ".scroll-lint.json:1:63: error: \"options\".\"hardcoded-progress-divisor\"."
                   + "\"minimumDivisor\" must be a number, not a string\n")
    }

    /// `all` works in the flags as in the configuration file.
    func testAllStandsForEveryRuleInTheFlags() throws {
        try folder.write("Sources/Motion.swift", """
        import SwiftUI
        struct Parallax: View {
            var body: some View {
                ScrollView { Color.red.visualEffect { content, proxy in content.offset(y: proxy.frame(in: .scrollView).minY / 2) } }
            }
        }

        """)
        let optIn = "reduce-motion-ignored"
        XCTAssertFalse(try folder.run(["--format", "xcode"]).standardOutput.contains("(\(optIn))"))
        let all = try folder.run(["--enable", "all", "--format", "xcode"])
        XCTAssertEqual(all.standardError, "")
        XCTAssertTrue(all.standardOutput.hasPrefix("Sources/Motion.swift:4:73: warning: `Parallax` applies `.offset`"),
                      all.standardOutput)
        XCTAssertTrue(all.standardOutput.hasSuffix("(\(optIn))\n"), all.standardOutput)
        try expect(["--disable", "all"], status: 0, output: "0 findings (0 errors, 0 warnings) in 2 files\n")
    }

    func testCleanRunInEveryLineFormat() throws {
        try expect([], status: 0, output: "0 findings (0 errors, 0 warnings) in 1 file\n")
        try expect(["lint", "--format", "xcode"], status: 0)
        try expect(["Sources", "--reporter", "github"], status: 0)
        try expect([".", "--format", "gitlab"], status: 0, output: "[]\n")
        try expect(["--format", "checkstyle"], status: 0,
                   output: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        try expect(["--format", "junit"], status: 0, output: """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="scroll-lint" tests="0" failures="0">
          <testsuite name="scroll-lint" tests="0" failures="0">
          </testsuite>
        </testsuites>

        """)
        try expect(["--format", "json"], status: 0, output: """
        {
          "version": 1,
          "findings": [],
          "summary": {
            "files": 1,
            "findings": 0,
            "errors": 0,
            "warnings": 0,
            "notes": 0
          }
        }

        """)
    }

    func testSARIFOfACleanRunValidatesAndListsEveryRule() throws {
        let result = try folder.run(["--format", "sarif"])
        XCTAssertEqual(result.status, 0)
        let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let run = (document?["runs"] as? [[String: Any]])?.first
        XCTAssertEqual((run?["results"] as? [Any])?.count, 0)
        XCTAssertEqual(((run?["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"] as? String,
                       "file://\(folder.url.path)/")
        let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual((driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }, Linter.rules.map(\.id))
        try SchemaValidation.validate(result.standardOutput, schema: try SharedFiles.url("schemas/sarif-2.1.0.json"))
    }

    func testFolderWithoutSwiftFilesIsANoteNotAFailureUnlessStrict() throws {
        try folder.write("Docs/readme.md", "# hi")
        try expect(["Docs"], status: 0, output: "0 findings (0 errors, 0 warnings) in 0 files\n",
                   error: "warning: no Swift files to lint in 'Docs'\n")
        try expect(["Docs", "--strict"], status: 1, output: "0 findings (0 errors, 0 warnings) in 0 files\n",
                   error: "warning: no Swift files to lint in 'Docs'\n")
    }

    func testUnreadableFilesAreReportedTheOthersLintedAndTheStatusIsTwo() throws {
        try folder.write("Sources/Binary.swift", bytes: [0x69, 0x6D, 0x00, 0x01])
        try folder.write("Sources/Latin1.swift", bytes: Array("let a = 1\nlet caf".utf8) + [0xE9] + Array(" = 2\n".utf8))
        try expect(["--format", "xcode"], status: 2, error: """
        error: cannot lint 'Sources/Binary.swift': binary file (contains NUL bytes)
        error: cannot lint 'Sources/Latin1.swift': invalid UTF-8 on line 2
        error: 2 files could not be linted

        """)
        let json = try folder.run(["--format", "json"])
        XCTAssertTrue(json.standardOutput.contains("\"files\": 1,"), json.standardOutput)
    }

    func testStandardInput() throws {
        try expect(["--stdin", "--stdin-path", "Sources/Typed.swift"], status: 0,
                   output: "0 findings (0 errors, 0 warnings) in 1 file\n", standardInput: Array("let x = 1\n".utf8))
        try expect(["lint", "--stdin"], status: 2, error: "error: cannot lint standard input: binary file (contains NUL bytes)\n",
                   standardInput: [0x61, 0x00])
    }

    /// With --force-exclude, the path standard input stands for is excluded like a named file;
    /// without it, standard input is linted as asked.
    func testStandardInputHonoursExcludeWithForceExclude() throws {
        try folder.write(".scroll-lint.json", #"{"exclude": ["Sources/Generated/**"]}"#)
        let flagged = Array("import SwiftUI\nstruct R: View { var body: some View { Text(\"a\").id(UUID()) } }\n".utf8)
        let excluded = ["--stdin", "--stdin-path", "Sources/Generated/Rows.swift", "--format", "xcode"]
        try expect(excluded + ["--force-exclude"], status: 0, standardInput: flagged)
        try expect(excluded + ["--force-exclude"], status: 0, standardInput: [0x00])  // not even read as Swift
        XCTAssertEqual(try folder.run(excluded, standardInput: flagged).status, 1)
        XCTAssertEqual(try folder.run(["--stdin", "--stdin-path", "Sources/Rows.swift", "--force-exclude"],
                                      standardInput: flagged).status, 1)
    }

    /// A folder that cannot be listed is reported as a folder, apart from files that cannot be
    /// read. Root reads every folder, so as root the run drops to an unprivileged user.
    func testUnreadableFoldersAreCountedAsFolders() throws {
        try folder.write("Locked/A.swift", "let a = 1\n")
        try folder.write("Sources/Binary.swift", bytes: [0x00])
        let locked = folder.url.appendingPathComponent("Locked").path
        XCTAssertEqual(chmod(locked, 0), 0)
        defer { chmod(locked, 0o755) }
        var command = [ScrollLintProcess.binary.path, "lint", "--format", "xcode"]
        if geteuid() == 0 {
            let setpriv = try ExternalTool.require("setpriv", install: "install util-linux")
            command = [setpriv.path, "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        }
        let result = try ScrollLintProcess.launch(URL(fileURLWithPath: command[0]), Array(command.dropFirst()), in: folder.url,
                                                  environment: ProcessInfo.processInfo.environment)
        XCTAssertEqual(result, ScrollLintProcess.Result(status: 2, standardOutput: "", standardError: """
        error: cannot read folder 'Locked': Permission denied
        error: cannot lint 'Sources/Binary.swift': binary file (contains NUL bytes)
        error: 1 file could not be linted and 1 folder could not be read

        """))
        XCTAssertEqual(LintCommand.unreadableSummary(files: 0, folders: 2), "error: 2 folders could not be read")
        XCTAssertNil(LintCommand.unreadableSummary(files: 0, folders: 0))
    }

    /// Symbolic links to folders are followed; one that leads to a folder linted already (a loop,
    /// or a second way in) is named instead of skipped without a word, as is a broken one.
    func testSymbolicLinksAreFollowedAndLoopsSaySo() throws {
        let outside = try TemporaryFolder()
        try outside.write("Shared/Row.swift", "let row = 1\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("Linked").path,
                                       withDestinationPath: outside.url.appendingPathComponent("Shared").path)
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Loop").path, withDestinationPath: "..")
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sources/Gone.swift").path,
                                       withDestinationPath: "Nowhere.swift")
        try expect([], status: 0, output: "0 findings (0 errors, 0 warnings) in 2 files\n", error: """
        note: not following 'Sources/Loop': a symbolic link to '.', which is linted already
        warning: not linting 'Sources/Gone.swift': a symbolic link to a file that does not exist

        """)
    }

    func testSkippedAndExcludedFoldersAreNotLinted() throws {
        for skipped in [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules", "__MACOSX"] {
            try folder.write("\(skipped)/Hidden.swift", bytes: [0x00])  // would be an error if read
        }
        try folder.write("Sources/Generated/Out.swift", bytes: [0x00])
        try folder.write(".scroll-lint.json", #"{"exclude": ["**/Generated/**"]}"#)
        try expect(["--format", "xcode"], status: 0)
        // Named explicitly, an excluded file is still linted (and here is unreadable).
        try expect(["Sources/Generated/Out.swift", "--format", "xcode"], status: 2, error: """
        error: cannot lint 'Sources/Generated/Out.swift': binary file (contains NUL bytes)
        error: 1 file could not be linted

        """)
    }

    func testConfigurationErrorsNameFileLineAndColumn() throws {
        try folder.write(".scroll-lint.json", "{\n  \"rules\": {\"all\": true},\n  \"exlude\": []\n}\n")
        try expect([], status: 2, error: "\(".scroll-lint.json"):3:3: error: unknown key \"exlude\"; expected one of rules, severity, options, include, exclude, lintPreviews, lintFilesOutsideTargets\n")
        try folder.write(".scroll-lint.json", "{\"rules\": {\"no-such-rule\": false}}")
        try expect([], status: 2,
                   error: ".scroll-lint.json:1:12: error: unknown rule \"no-such-rule\" in \"rules\" (run 'scroll-lint rules' for the list)\n")
        try folder.write(".scroll-lint.json", "{\"rules\": {\"all\": tru}}")
        try expect([], status: 2, error: ".scroll-lint.json:1:19: error: invalid JSON: unexpected word; expected 'true'\n")
        // The nearest configuration wins: Sources/ has its own, valid one.
        try folder.write("Sources/.scroll-lint.json", "{}")
        try expect(["Sources"], status: 0, output: "0 findings (0 errors, 0 warnings) in 1 file\n")
        try expect(["Sources", "--config", "none.json"], status: 2,
                   error: "error: cannot read configuration 'none.json': No such file or directory\n")
    }

    func testOutputAndExtraReportsAreWrittenWhole() throws {
        try folder.write("out/.keep", "")
        try expect(["--format", "json", "--output", "out/report.json", "--report", "junit:out/junit.xml",
                    "--report", "text:out/report.txt"], status: 0)
        XCTAssertTrue(try folder.read("out/report.json").hasPrefix("{\n  \"version\": 1,"))
        XCTAssertTrue(try folder.read("out/junit.xml").hasPrefix("<?xml"))
        XCTAssertEqual(try folder.read("out/report.txt"), "0 findings (0 errors, 0 warnings) in 1 file\n")
        XCTAssertEqual(try folder.contents("out"), [".keep", "junit.xml", "report.json", "report.txt"])
        try expect(["--report", "json:missing/report.json"], status: 2,
                   output: "0 findings (0 errors, 0 warnings) in 1 file\n",
                   error: "error: cannot write 'missing/report.json': No such file or directory\n")
    }

    /// No output may replace a Swift source or another input of the run, and no two outputs may
    /// be the same file: the run stops before linting, with status 2, and nothing is written.
    func testOutputsNeverOverwriteSourcesInputsOrEachOther() throws {
        let source = try folder.read("Sources/View.swift")
        try folder.write(".scroll-lint.json", "{}")
        try folder.write("baseline.json", #"{"version": 1, "entries": []}"#)
        try folder.write("changes.diff", "")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.txt").path,
                                                   withDestinationPath: "Sources/View.swift")
        let refused: [([String], String)] = [
            (["-o", "Sources/View.swift"], "cannot write --output to 'Sources/View.swift': it is a Swift source file"),
            (["--report", "json:New.swift"], "cannot write --report json to 'New.swift': it is a Swift source file"),
            (["--write-baseline", "B.SWIFT"], "cannot write --write-baseline to 'B.SWIFT': it is a Swift source file"),
            (["--output", "link.txt"], "cannot write --output to 'link.txt': it is a Swift source file"),
            (["--output", "Sources"], "cannot write --output to 'Sources': it is a folder"),
            (["--report", "sarif:./.scroll-lint.json"],
             "cannot write --report sarif to './.scroll-lint.json': it is the configuration this run reads"),
            (["--baseline", "baseline.json", "--report", "json:Sources/../baseline.json"],
             "cannot write --report json to 'Sources/../baseline.json': it is the baseline this run reads"),
            (["--baseline", "baseline.json", "--write-baseline", "baseline.json"],
             "cannot write --write-baseline to 'baseline.json': it is the baseline this run reads"),
            (["--diff", "changes.diff", "-o", "changes.diff"], "cannot write --output to 'changes.diff': it is the diff this run reads"),
            (["--report", "sarif:x.out", "--report", "json:x.out"],
             "--report sarif and --report json would both write 'x.out'; give each its own file"),
            (["-o", "x.out", "--report", "sarif:./x.out"], "--output and --report sarif would both write './x.out'; give each its own file"),
            (["--baseline", "baseline.json", "--update-baseline", "--write-baseline", "baseline.json"],
             "--write-baseline and --update-baseline would both write 'baseline.json'; give each its own file"),
            (["--output="], "option '--output' needs a value"),
        ]
        for (arguments, message) in refused {
            try expect(arguments, status: 2, error: "error: \(message)\n")
        }
        XCTAssertEqual(try folder.read("Sources/View.swift"), source)
        XCTAssertEqual(try folder.read(".scroll-lint.json"), "{}")
        XCTAssertEqual(try folder.contents(), [".scroll-lint.json", "Sources", "baseline.json", "changes.diff", "link.txt"])
        // The baseline rewritten in place by --update-baseline is fine, as are distinct outputs.
        try expect(["--baseline", "baseline.json", "--update-baseline", "-o", "report.txt", "--report", "json:report.json"],
                   status: 0)
    }

    func testInitWritesAConfigurationTheLinterAcceptsAndNeverOverwrites() throws {
        try expect(["init"], status: 0, error: "wrote .scroll-lint.json\n")
        XCTAssertEqual(try folder.read(".scroll-lint.json"), DefaultConfiguration.text(rules: Linter.rules))
        try expect([], status: 0, output: "0 findings (0 errors, 0 warnings) in 1 file\n")
        try expect(["init"], status: 2, error: "error: .scroll-lint.json already exists; not overwriting it\n")
    }

    func testBaselineWithoutFindings() throws {
        try expect(["--write-baseline", "baseline.json"], status: 0, output: "0 findings (0 errors, 0 warnings) in 1 file\n",
                   error: "note: wrote 0 baseline entries to 'baseline.json'\n")
        XCTAssertEqual(try folder.read("baseline.json"), "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
        try folder.write("baseline.json", #"{"version": 1, "entries": [{"rule": "unstable-identity-uuid", "path": "Sources/View.swift", "lineContent": "x"}]}"#)
        try expect(["--baseline", "baseline.json", "--format", "xcode"], status: 0,
                   error: "note: 1 baseline entry no longer occurs (--update-baseline removes them from 'baseline.json')\n")
        try expect(["--baseline", "baseline.json", "--update-baseline", "--format", "xcode"], status: 0,
                   error: "note: removed 1 baseline entry from 'baseline.json' (1 no longer occurs)\n")
        XCTAssertEqual(try folder.read("baseline.json"), "{\n  \"version\": 1,\n  \"entries\": []\n}\n")
        try expect(["--baseline", "nope.json"], status: 2, error: "error: cannot read baseline 'nope.json': No such file or directory\n")
    }

    func testRulesTableListsEveryRegisteredRule() throws {
        let result = try folder.run(["rules"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, RulesCommand.table(Linter.rules))
        let lines = result.standardOutput.split(separator: "\n")
        XCTAssertEqual(lines.count, Linter.rules.count + 1)
        XCTAssertTrue(lines[0].hasPrefix("RULE"))
        for (line, rule) in zip(lines.dropFirst(), Linter.rules) { XCTAssertTrue(line.hasPrefix(rule.id + " ")) }
    }

    func testExplainPrintsTheEmbeddedDocument() throws {
        guard let id = RuleDocuments.ids.first, let markdown = RuleDocuments.markdown(for: id) else {
            throw XCTSkip("rules/ has no documents yet")
        }
        let result = try folder.run(["explain", id])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, ExplainCommand.document(for: id).map { $0.hasSuffix("\n") ? $0 : $0 + "\n" })
        if Linter.rules.first(where: { $0.id == id })?.documentation.isEmpty ?? true {
            XCTAssertEqual(result.standardOutput.trimmingCharacters(in: .newlines), markdown.trimmingCharacters(in: .newlines))
        }
    }

    func testTokensPrintsJSONLinesWithoutComments() throws {
        try folder.write("T.swift", "let x = 1 // note\n")
        try expect(["tokens", "T.swift"], status: 0, output: """
        {"kind":"word","start":0,"end":3}
        {"kind":"word","start":4,"end":5}
        {"kind":"punctuation","start":6,"end":7}
        {"kind":"integer","start":8,"end":9}

        """)
    }
}
