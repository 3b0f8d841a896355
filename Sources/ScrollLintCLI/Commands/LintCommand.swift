import ScrollLintAnalysis
import ScrollLintFindings
import ScrollLintReporters
import ScrollLintSyntax

/// `scroll-lint lint`: configuration, files, engine, baseline, reports, exit status.
enum LintCommand {
    static let standardInputDefaultPath = "<stdin>"

    /// What a run settles before it reads any source: the paths, the staged files, the
    /// configuration and rules, the outputs and the changed lines, every one checked. Making it
    /// writes nothing, so `install-hook` makes one to check the options it writes into a hook.
    struct Plan {
        var options: LintOptions
        var paths: [String]
        var staged: [StagedSources.Entry]
        var configurationFile: ConfigurationFile?
        var configuration: LintConfiguration
        var changedLines: ChangedLines?
    }

    static func plan(_ options: LintOptions, io: CommandIO) throws -> Plan {
        let paths = options.paths.isEmpty ? ["."] : options.paths
        // Checked before the configuration is looked up from these paths, so a mistyped path is
        // reported as such rather than as whatever configuration its parent folders hold.
        if !options.readStandardInput, !options.staged, let missing = paths.first(where: {
            !FileSystem.exists(PathNames.absolute($0, from: io.currentDirectory))
        }) {
            throw UsageError("no such file or directory: '\(missing)'")
        }
        let staged = options.staged ? try StagedSources.list(io: io) : []
        let configurationFile = try ConfigurationSource.load(
            options: options, lintedPaths: options.staged ? staged.map(\.absolutePath) : paths, io: io)
        let configuration = try RuleSelection.configuration(rules: Linter.rules, file: configurationFile, options: options)
        try OutputFiles.check(options, configurationPath: configurationFile.map { PathNames.absolute($0.path, from: io.currentDirectory) },
                              io: io)
        // Read before any source, so a bad revision or diff fails fast.
        let changedLines = try ChangedLines.load(options: options, io: io)
        return Plan(options: options, paths: paths, staged: staged, configurationFile: configurationFile,
                    configuration: configuration, changedLines: changedLines)
    }

    static func run(_ options: LintOptions, io: CommandIO) throws -> ExitCode {
        try run(try plan(options, io: io), io: io)
    }

    static func run(_ plan: Plan, io: CommandIO) throws -> ExitCode {
        let options = plan.options, configuration = plan.configuration
        let rules = Linter.rules
        var inputs: [LintInput]
        var unreadableFiles = 0, unreadableFolders = 0
        if options.readStandardInput {
            let bytes = io.readStandardInput()
            let path = options.standardInputPath ?? standardInputDefaultPath
            // --force-exclude: the path standard input stands for is subject to include and
            // exclude, as a file named explicitly is (editors lint every buffer this way).
            if options.forceExclude, let reported = options.standardInputPath,
               !FileDiscovery(currentDirectory: io.currentDirectory, configuration: plan.configurationFile)
                   .isLintable(PathNames.absolute(reported, from: io.currentDirectory)) {
                inputs = []
            } else {
                if let reason = SourceReader.undecodableReason(bytes) {
                    throw UsageError("cannot lint standard input: \(reason)")
                }
                inputs = [LintInput(path: path, bytes: bytes)]
            }
        } else if options.staged {
            let discovery = FileDiscovery(currentDirectory: io.currentDirectory, configuration: plan.configurationFile)
            let read = try StagedSources.read(plan.staged.filter { discovery.isLintable($0.absolutePath) }, io: io)
            for problem in read.problems { io.report(problem.description) }
            inputs = read.inputs
            unreadableFiles = read.problems.count
        } else {
            let discovery = try FileDiscovery(currentDirectory: io.currentDirectory, configuration: plan.configurationFile,
                                              forceExclude: options.forceExclude).discover(plan.paths)
            for folder in discovery.unreadableFolders {
                io.report("error: cannot read folder '\(folder.path)': \(folder.reason)")
            }
            for folder in discovery.foldersWithoutSwiftFiles {
                io.report("warning: no Swift files to lint in '\(folder)'")
            }
            for link in discovery.linksNotFollowed {
                io.report("note: not following '\(link.link)': a symbolic link to '\(link.target)', which is linted already")
            }
            for link in discovery.brokenLinks {
                io.report("warning: not linting '\(link)': a symbolic link to a file that does not exist")
            }
            let read = SourceReader.read(discovery.files)
            for problem in read.problems { io.report(problem.description) }
            inputs = read.inputs
            unreadableFiles = read.problems.count
            unreadableFolders = discovery.unreadableFolders.count
        }

        let allFindings = Linter(configuration: configuration).lint(inputs).sorted(by: Finding.reportOrder)
        var reported = allFindings
        var writeFailed = false
        if let baselinePath = options.baseline {
            let outcome = try BaselineRun.apply(baselinePath, to: allFindings, update: options.updateBaseline,
                                                lintedPaths: inputs.map(\.path), enabledRules: configuration.enabledRules,
                                                io: io)
            reported = outcome.reported
            writeFailed = !outcome.wrote
        }
        if let changedLines = plan.changedLines {
            reported = changedLines.filter(reported, currentDirectory: io.currentDirectory)
        }
        if let path = options.writeBaseline {
            writeFailed = !BaselineRun.write(allFindings, to: path, io: io) || writeFailed
        }

        let sources = SourceLines(inputs)
        let input = ReportInput(findings: reported, rules: rules, fileCount: inputs.count,
                                tool: ToolInfo(name: "scroll-lint", version: ScrollLintVersion.current,
                                               informationURI: ScrollLintVersion.informationURI),
                                baseDirectory: io.currentDirectory, sourceLine: sources.line)
        writeFailed = !ReportDestinations.write(input, options: options, io: io) || writeFailed

        if let summary = unreadableSummary(files: unreadableFiles, folders: unreadableFolders) { io.report(summary) }
        return ExitCode.forLint(reported, failingSeverity: options.failingSeverity,
                                noFileLinted: inputs.isEmpty && !options.staged, strict: options.strict,
                                hadIOError: unreadableFiles + unreadableFolders > 0 || writeFailed)
    }

    /// "error: 2 files could not be linted and 1 folder could not be read", or nil.
    static func unreadableSummary(files: Int, folders: Int) -> String? {
        var parts: [String] = []
        if files > 0 { parts.append("\(files) \(files == 1 ? "file" : "files") could not be linted") }
        if folders > 0 { parts.append("\(folders) \(folders == 1 ? "folder" : "folders") could not be read") }
        return parts.isEmpty ? nil : "error: " + parts.joined(separator: " and ")
    }
}

/// The untrimmed lines of the linted files, for the text report's excerpt: taken from the bytes
/// already in memory, never from disk again. Line tables are built only for files with findings.
final class SourceLines {
    /// Longer lines (in bytes) get no excerpt: a caret far out on a minified or generated line
    /// helps nobody, and copying such a line once per finding on it costs findings × length.
    static let longestExcerpt = 500

    private let inputsByPath: [String: LintInput]
    private var files: [String: SourceFile] = [:]

    init(_ inputs: [LintInput]) {
        inputsByPath = Dictionary(inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func line(_ path: String, _ line: Int) -> String? {
        guard let input = inputsByPath[path] else { return nil }
        let file = files[path] ?? SourceFile(path: path, bytes: input.bytes)
        files[path] = file
        guard line >= 1, line <= file.lineCount else { return nil }
        let end = line < file.lineCount ? file.lineStarts[line] : file.bytes.count
        guard end - file.lineStarts[line - 1] <= SourceLines.longestExcerpt else { return nil }
        return file.lineText(line)
    }
}
