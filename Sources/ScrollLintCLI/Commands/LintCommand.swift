import Foundation
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
        var clock = PhaseClock()
        var inputs: [LintInput]
        // For a folder walk: which of its files are linted, settled while pass one starts.
        var settling: (() -> [LintInput?])?
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
            // The rest of git's index too (read, not reported): the models, modifiers and callers
            // of the staged views, as a full lint of the commit would see them.
            if !inputs.isEmpty {
                let rest = try StagedSources.restOfIndex(besides: plan.staged, io: io).filter { discovery.isLintable($0.absolutePath) }
                inputs += try StagedSources.read(rest, io: io).inputs.map(\.asContext)
            }
        } else {
            let discovery = FileDiscovery(currentDirectory: io.currentDirectory, configuration: plan.configurationFile,
                                          forceExclude: options.forceExclude)
            var walk = try discovery.walk(plan.paths)
            for folder in walk.result.unreadableFolders {
                io.report("error: cannot read folder '\(folder.path)': \(folder.reason)")
            }
            for folder in walk.result.foldersWithoutSwiftFiles {
                io.report("warning: no Swift files to lint in '\(folder)'")
            }
            for link in walk.result.linksNotFollowed {
                io.report("note: not following '\(link.link)': a symbolic link to '\(link.target)', which is linted already")
            }
            for link in walk.result.brokenLinks {
                io.report("warning: not linting '\(link)': a symbolic link to a file that does not exist")
            }
            unreadableFolders = walk.result.unreadableFolders.count
            // Read by the engine when it needs them, so only the files being worked on are held.
            let candidates = walk.result.files.map(SourceReader.input)
            // Which files the tree's Xcode projects build is settled while pass one starts on
            // every file found (with `--project`, first: its files are those not linted).
            func settle() -> [LintInput?] {
                let settled = discovery.settle(walk)
                let setAside = FileDiscovery.setAside(walk, settled)
                if let first = setAside.first {
                    io.report("note: not linting \(setAside.count == 1 ? "'\(first)', a Swift file" : "\(setAside.count) Swift files (first '\(first)')") that no Xcode project here builds; name a file to lint it, or set \"lintFilesOutsideTargets\": true")
                }
                // Held no longer than needed: a tree of 60,000 files lists megabytes of them.
                walk.result.files = []
                // The candidates themselves, flags set: their readers are not made again.
                return zip(candidates, settled).map { candidate, file in
                    file.map { file in
                        var input = candidate
                        input.buildsOnlyForMac = file.buildsOnlyForMac
                        return input
                    }
                }
            }
            if options.project == nil {
                inputs = candidates
                settling = settle
            } else {
                inputs = settle().compactMap { $0 }
            }
        }
        if let project = options.project, !inputs.isEmpty {
            inputs += try projectContext(project, besides: inputs, plan, io: io)
        }
        clock.end("discover")

        let run = Linter(configuration: configuration).run(inputs, settling: settling)
        // The inputs as linted: without those the settling set aside.
        inputs = run.linted
        clock.end("lint")
        for (path, error) in run.unreadable {
            io.report((error as? SourceReader.Problem)?.description ?? "error: cannot lint '\(path)': \(error)")
        }
        unreadableFiles += run.unreadable.count
        let unread = Set(run.unreadable.map(\.path))
        let lintedPaths = inputs.filter { !$0.isContext }.map(\.path).filter { !unread.contains($0) }
        let allFindings = run.findings
        let sources = SourceLines(inputs)
        var reported = allFindings
        var writeFailed = false
        if let baselinePath = options.baseline {
            let outcome = try BaselineRun.apply(baselinePath, to: allFindings, update: options.updateBaseline,
                                                lintedPaths: lintedPaths, enabledRules: configuration.enabledRules,
                                                io: io, lineContent: sources.identifyingText)
            reported = outcome.reported
            writeFailed = !outcome.wrote
        }
        if let changedLines = plan.changedLines {
            reported = changedLines.filter(reported, currentDirectory: io.currentDirectory)
        }
        if let path = options.writeBaseline {
            writeFailed = !BaselineRun.write(allFindings, to: path, io: io, lineContent: sources.identifyingText)
                || writeFailed
        }

        let input = ReportInput(findings: reported, rules: rules, fileCount: lintedPaths.count,
                                tool: ToolInfo(name: "scroll-lint", version: ScrollLintVersion.current,
                                               informationURI: ScrollLintVersion.informationURI),
                                baseDirectory: io.currentDirectory, sourceLine: sources.line)
        writeFailed = !ReportDestinations.write(input, options: options, io: io) || writeFailed

        if let summary = unreadableSummary(files: unreadableFiles, folders: unreadableFolders) { io.report(summary) }
        clock.end("report")
        if io.environment[phaseTimesVariable] != nil {
            // The engine's own phases stand for the "lint" step.
            let times = [clock.times[0]] + run.phaseTimes + [clock.times[2]]
            io.report("phase times: " + times.map { "\($0.phase) \(String(format: "%.4f", $0.seconds)) s" }
                .joined(separator: ", "))
        }
        return ExitCode.forLint(reported, failingSeverity: options.failingSeverity,
                                noFileLinted: lintedPaths.isEmpty && !options.staged, strict: options.strict,
                                hadIOError: unreadableFiles + unreadableFolders > 0 || writeFailed)
    }

    /// `--project DIR`: its Swift files, to be read for what the project declares, without the
    /// files linted already (a second copy would make every type they declare ambiguous).
    static func projectContext(_ folder: String, besides linted: [LintInput], _ plan: Plan, io: CommandIO) throws -> [LintInput] {
        guard FileSystem.kind(of: PathNames.absolute(folder, from: io.currentDirectory)) == .directory else {
            throw UsageError("--project needs a folder: '\(folder)'")
        }
        let identities = Set(linted.compactMap { FileSystem.canonicalPath(PathNames.absolute($0.path, from: io.currentDirectory)) })
        let files = try FileDiscovery(currentDirectory: io.currentDirectory, configuration: plan.configurationFile)
            .discover([folder]).files
        return files.filter { file in
            FileSystem.canonicalPath(file.absolutePath).map { !identities.contains($0) } ?? false
        }.map { SourceReader.input($0).asContext }
    }

    /// "error: 2 files could not be linted and 1 folder could not be read", or nil.
    static func unreadableSummary(files: Int, folders: Int) -> String? {
        var parts: [String] = []
        if files > 0 { parts.append("\(files) \(files == 1 ? "file" : "files") could not be linted") }
        if folders > 0 { parts.append("\(folders) \(folders == 1 ? "folder" : "folders") could not be read") }
        return parts.isEmpty ? nil : "error: " + parts.joined(separator: " and ")
    }

    /// Set (to anything), the run ends with one line on standard error giving the wall-clock time
    /// of each phase: discover, index, merge, check, sort, report (what `scroll-lint-bench` reads).
    static let phaseTimesVariable = "SCROLL_LINT_PHASE_TIMES"
}

/// The lines of the linted files, for excerpts, fingerprints and baselines: views into one file's
/// text at a time, read again from the input. Findings are read in report order, file by file, so
/// only the file of the current finding is held.
final class SourceLines {
    private let inputsByPath: [String: LintInput]
    private var current: (path: String, text: String, lineStarts: [Int])?

    init(_ inputs: [LintInput]) {
        inputsByPath = Dictionary(inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The untrimmed text of a 1-based line, without its line break.
    func line(_ path: String, _ line: Int) -> Substring? {
        if current?.path != path {
            guard let bytes = try? inputsByPath[path]?.bytes() else { return nil }
            current = (path, String(decoding: bytes, as: UTF8.self), Self.lineStarts(of: bytes))
        }
        guard let (_, text, starts) = current, line >= 1, line <= starts.count else { return nil }
        // Offsets into native UTF-8 text become indices in constant time.
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: starts[line - 1])
        var end = line < starts.count ? utf8.index(utf8.startIndex, offsetBy: starts[line]) : utf8.endIndex
        // Without its break: `\n`, `\r` or `\r\n`.
        while end > start, utf8[utf8.index(before: end)] == 0x0A || utf8[utf8.index(before: end)] == 0x0D {
            end = utf8.index(before: end)
        }
        return text[start..<end]
    }

    /// The text that identifies a finding's line (empty when the file cannot be read).
    func identifyingText(_ finding: Finding) -> String {
        line(finding.path, finding.start.line).map { String(Finding.identifyingText(ofLine: $0)) } ?? ""
    }

    /// Byte offsets where lines start: after `\n`, after a `\r` not followed by `\n`, after `\r\n`.
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for index in bytes.indices where bytes[index] == 0x0A
            || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            starts.append(index + 1)
        }
        return starts
    }
}
