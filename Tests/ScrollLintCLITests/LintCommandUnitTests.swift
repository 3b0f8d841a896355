import ScrollLintAnalysis
@testable import ScrollLintCLI
import ScrollLintFindings
import XCTest

/// Decisions of a lint run that need findings, checked in-process while no rule is registered.
final class LintCommandUnitTests: XCTestCase {
    private func finding(_ severity: Severity) -> Finding {
        Finding(ruleID: "r", severity: severity, path: "A.swift", start: SourcePosition(line: 1, column: 1),
                end: SourcePosition(line: 1, column: 2), message: "m")
    }

    func testExitCodes() {
        func code(_ severities: [Severity], failOn: Severity = .error, empty: Bool = false, strict: Bool = false,
                  ioError: Bool = false) -> ExitCode {
            ExitCode.forLint(severities.map(finding), failingSeverity: failOn, noFileLinted: empty, strict: strict,
                             hadIOError: ioError)
        }
        XCTAssertEqual(code([]), .success)
        XCTAssertEqual(code([.warning, .note]), .success)
        XCTAssertEqual(code([.warning, .error]), .findings)
        XCTAssertEqual(code([.warning], failOn: .warning), .findings)
        XCTAssertEqual(code([.note], failOn: .warning), .success)
        XCTAssertEqual(code([.note], failOn: .note), .findings)
        XCTAssertEqual(code([], empty: true), .success)
        XCTAssertEqual(code([], empty: true, strict: true), .findings)
        XCTAssertEqual(code([.error], ioError: true), .usageError)
    }

    func testColorOnlyOnATerminalWithoutNoColor() {
        func io(terminal: Bool, _ environment: [String: String]) -> CommandIO {
            CommandIO(readStandardInput: { [] }, writeStandardOutput: { _ in }, writeStandardError: { _ in },
                      standardOutputIsTerminal: terminal, environment: environment, currentDirectory: "/")
        }
        XCTAssertTrue(ReportDestinations.useColor(.auto, io: io(terminal: true, [:])))
        XCTAssertFalse(ReportDestinations.useColor(.auto, io: io(terminal: false, [:])))
        XCTAssertFalse(ReportDestinations.useColor(.auto, io: io(terminal: true, ["NO_COLOR": "1"])))
        XCTAssertTrue(ReportDestinations.useColor(.auto, io: io(terminal: true, ["NO_COLOR": ""])))
        XCTAssertFalse(ReportDestinations.useColor(.auto, io: io(terminal: true, ["TERM": "dumb"])))
        XCTAssertTrue(ReportDestinations.useColor(.always, io: io(terminal: false, ["NO_COLOR": "1"])))
        XCTAssertFalse(ReportDestinations.useColor(.never, io: io(terminal: true, [:])))
    }

    func testDiscoveryIsSortedReadsEachFileOnceAndSurvivesSymlinkLoops() throws {
        let folder = try TemporaryFolder()
        try folder.write("b/B.swift", "")
        try folder.write("a/A.swift", "")
        try folder.write("a/z.txt", "")
        try folder.write("a/Gen/G.swift", "")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("a/loop").path,
                                                   withDestinationPath: folder.url.path)
        let configuration = ConfigurationFile(path: "c", directory: folder.url.path, exclude: [GlobPattern("a/Gen")])
        let discovery = FileDiscovery(currentDirectory: folder.url.path, configuration: configuration)
        let result = try discovery.discover([".", "b/B.swift", "b"])
        XCTAssertEqual(result.files.map(\.displayPath), ["a/A.swift", "b/B.swift"])
        XCTAssertEqual(result.files.map(\.absolutePath), ["\(folder.url.path)/a/A.swift", "\(folder.url.path)/b/B.swift"])
        // `b` adds no file (already listed), but it is not a folder without Swift files either.
        XCTAssertEqual(result.foldersWithoutSwiftFiles, [])
        // A folder named explicitly is walked, but `exclude` still applies inside it.
        XCTAssertEqual(try discovery.discover(["a/Gen"]).foldersWithoutSwiftFiles, ["a/Gen"])
        try folder.write("empty/notes.txt", "")
        XCTAssertEqual(try discovery.discover(["empty"]).foldersWithoutSwiftFiles, ["empty"])
    }

    func testLinkedFilesAndFoldersAreListedOnceUnderTheFirstPathThatReachesThem() throws {
        let folder = try TemporaryFolder()
        try folder.write("tree/real/X.swift", "")
        try folder.write("outside/O.swift", "")
        func link(_ path: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent(path).path,
                                                       withDestinationPath: folder.url.appendingPathComponent(destination).path)
        }
        try link("tree/Y.swift", to: "tree/real/X.swift")
        try link("tree/alias", to: "tree/real")
        try link("tree/ext", to: "outside")
        try link("tree/dangling.swift", to: "tree/missing.swift")
        let discovery = FileDiscovery(currentDirectory: folder.url.path, configuration: nil)
        let result = try discovery.discover(["tree", "outside"])
        // Names sort as bytes: `Y.swift` (a link to real/X.swift) comes first, so the real file and
        // its folder reached through `alias` add nothing; `outside` was already walked through `ext`.
        XCTAssertEqual(result.files.map(\.displayPath), ["tree/Y.swift", "tree/ext/O.swift"])
        XCTAssertEqual(result.foldersWithoutSwiftFiles, [])
    }

    func testOnlyLintsOfFoldersAreWorthATunedRestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lints-folders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("struct A {}".utf8).write(to: folder.appendingPathComponent("App/A.swift"))
        func lintsFolders(_ arguments: [String]) -> Bool {
            ScrollLintCommand.lintsFolders(arguments, currentDirectory: folder.path)
        }
        XCTAssertTrue(lintsFolders([]), "the current folder")
        XCTAssertTrue(lintsFolders(["lint"]))
        XCTAssertTrue(lintsFolders(["App"]))
        XCTAssertTrue(lintsFolders(["lint", "--format", "json", "App/A.swift", "App"]))
        XCTAssertFalse(lintsFolders(["lint", "App/A.swift"]), "named files")
        XCTAssertFalse(lintsFolders(["lint", "--stdin", "--stdin-path", "App/A.swift"]))
        XCTAssertFalse(lintsFolders(["lint", "--staged"]))
        XCTAssertFalse(lintsFolders(["rules"]))
        XCTAssertFalse(lintsFolders(["--version"]))
        XCTAssertFalse(lintsFolders(["lint", "--no-such-flag"]), "an error: reported by the run itself")
    }
}
