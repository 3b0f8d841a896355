// Throughput, scaling and peak-memory benchmark (not a test).
//
//   swift build -c release && .build/release/scroll-lint-bench [FOLDER] [OPTIONS]
//
// Without FOLDER it generates a deterministic corpus of realistic SwiftUI files (a few MB); with
// FOLDER it reads every .swift file below it instead. Phases:
//
//   lex, parse, lint   in-process, one core for lex and parse, every rule for lint: MB/s,
//                      lines/s, items/s, best of --iterations
//   process            `scroll-lint lint` as a user runs it (whole process, default rules), taking
//                      turns with `cat FILES | wc -l` and any --binary: wall time, lines/s,
//                      multiple of `wc -l`, peak memory and the run's own phase times
//   findings           the cost per finding with 10, 20,000 and 200,000 in one file, and 4,000
//                      findings on one 5 MB line through the whole process
//   scaling            the process phase over --copies N copies of FOLDER (default 16) beside one
//   swift-format       `swift-format lint --recursive APP`, with and without --parallel, against
//                      scroll-lint on APP
//
// Options: --only PHASE[,PHASE]  --all (every phase: scaling and swift-format only run when asked
// for)  --iterations N  --megabytes N  --copies N  --swift-format APP  --binary NAME=PATH
// (another build to measure side by side, e.g. before=/tmp/scroll-lint-base; repeatable)
// --write FOLDER (write the generated corpus and exit). Peak memory in-process is the
// benchmark's own high-water mark (VmHWM); for processes, the kernel's at their exit.
import Foundation
import ScrollLintAnalysis
import ScrollLintSyntax

struct Options {
    var folder: String?
    var megabytes = 4
    var iterations = 5
    /// Write the generated corpus to this folder and exit (to lint it with `scroll-lint`).
    var writeFolder: String?
    var phases: Set<String> = ["lex", "parse", "lint", "process", "findings"]
    var copies = 16
    /// The app `swift-format` is measured on.
    var swiftFormatApp: String?
    /// Other builds measured side by side with this one, by name.
    var binaries: [(String, String)] = []

    static let allPhases = ["lex", "parse", "lint", "process", "findings", "scaling", "swift-format"]
    static let usage = """
        usage: scroll-lint-bench [FOLDER] [--only PHASE[,PHASE...]] [--all] [--iterations N] [--megabytes N]
                                 [--copies N] [--swift-format APP] [--binary NAME=PATH]... [--write FOLDER]
        phases: \(allPhases.joined(separator: ", "))
        """

    init(_ arguments: [String]) {
        var index = 0
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("error: \(message)\n\(Options.usage)\n".utf8))
            exit(2)
        }
        /// The value after an option, or the usage and exit 2 when it is missing.
        func value(of option: String) -> String {
            index += 1
            guard index < arguments.count else { fail("\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--megabytes": megabytes = max(1, Int(value(of: argument)) ?? megabytes)
            case "--iterations": iterations = max(1, Int(value(of: argument)) ?? iterations)
            case "--copies": copies = max(2, Int(value(of: argument)) ?? copies)
            case "--write": writeFolder = value(of: argument)
            case "--all": phases = Set(Options.allPhases)
            case "--swift-format":
                swiftFormatApp = value(of: argument)
                phases.insert("swift-format")
            case "--binary":
                let text = value(of: argument)
                let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
                binaries.append(parts.count == 2 ? (parts[0], parts[1]) : (text, text))
            case "--only":
                let wanted = value(of: argument).split(separator: ",").map(String.init)
                if let unknown = wanted.first(where: { !Options.allPhases.contains($0) }) { fail("unknown phase '\(unknown)'") }
                phases = Set(wanted)
            case "-h", "--help":
                print(Options.usage)
                exit(0)
            default:
                if argument.hasPrefix("-") { fail("unknown option '\(argument)'") }
                folder = argument
            }
            index += 1
        }
    }
}

// MARK: - In-process phases

func peakMemoryKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty }.map(String.init) ?? "")
    }
    return nil
}

/// Runs `body` over every file `iterations` times and reports the best run. `body` returns a
/// count of what it produced (tokens, nodes, findings), which also keeps the work observable.
func phase(_ name: String, _ files: [BenchFile], iterations: Int, unit: String, _ body: ([BenchFile]) -> Int) {
    guard options.phases.contains(name) else { return }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    let lines = files.reduce(0) { $0 + $1.lines }
    var best = Double.infinity
    var produced = 0
    for _ in 0..<iterations {
        let start = now()
        produced = body(files)
        best = min(best, now() - start)
    }
    let megabytes = Double(bytes) / 1_048_576
    let padded = name.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(String(format: "%@ %8.1f MB/s %12.0f lines/s %12.0f %@/s   best of %d: %.3f s, %d %@",
                 padded, megabytes / best, Double(lines) / best, Double(produced) / best, unit, iterations, best, produced, unit))
}

// MARK: - Main

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == Processes.helperFlag {
    Processes.runAsHelper(Array(CommandLine.arguments.dropFirst(2)))
}
let options = Options(Array(CommandLine.arguments.dropFirst()))
let files = options.folder.map(readFolder) ?? CorpusGenerator.corpus(megabytes: options.megabytes)
if let folder = options.writeFolder {
    try write(files, to: folder)
    print("wrote \(files.count) files to \(folder)")
    exit(0)
}
let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
let totalLines = files.reduce(0) { $0 + $1.lines }
print(String(format: "corpus: %d files, %.2f MB, %d lines (%@)", files.count, Double(totalBytes) / 1_048_576, totalLines,
             options.folder ?? "generated"))

phase("lex", files, iterations: options.iterations, unit: "tokens") { files in
    var tokens = 0
    for file in files { tokens += Lexer.tokenize(file.bytes).count }
    return tokens
}

// Lexing plus the syntax skeleton, single core.
phase("parse", files, iterations: options.iterations, unit: "tokens") { files in
    var tokens = 0
    for file in files { tokens += SyntaxTree.parse(SourceFile(path: file.path, bytes: file.bytes)).tokens.count }
    return tokens
}

// The whole engine in-process: both passes, every rule (opt-in ones too), suppression comments,
// files spread over all cores.
let allRules = LintConfiguration(enabledRules: Set(Linter.rules.map(\.id)))
phase("lint", files, iterations: options.iterations, unit: "findings") { files in
    Linter(configuration: allRules).lint(files.map { LintInput(path: $0.path, bytes: $0.bytes) }).count
}
if options.phases.contains("lex") || options.phases.contains("parse") || options.phases.contains("lint"),
   let peak = peakMemoryKilobytes() {
    print(String(format: "peak memory (VmHWM): %.1f MB", Double(peak) / 1024))
}

// Whole-process phases: this build's `scroll-lint` (beside the benchmark) and any other builds.
let wholeRunPhases: Set<String> = ["process", "findings", "scaling", "swift-format"]
if !options.phases.isDisjoint(with: wholeRunPhases) {
    let sibling = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("scroll-lint").path
    guard FileManager.default.isExecutableFile(atPath: sibling) else {
        print("scroll-lint is not built beside the benchmark (\(sibling)): whole-process phases skipped")
        exit(0)
    }
    let binaries = [("scroll-lint", sibling)] + options.binaries
    let scratch = NSTemporaryDirectory() + "scroll-lint-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    // The generated corpus is written out, so the processes read files as they would anyway.
    let folder = options.folder.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? scratch + "/corpus"
    if options.folder == nil { try write(files, to: folder) }
    let paths = options.folder == nil ? files.map { folder + "/" + $0.path } : files.map(\.path)
    if options.phases.contains("process") {
        try processPhase(folder: folder, files: paths, lines: totalLines, binaries: binaries, scratch: scratch)
    }
    if options.phases.contains("findings") { try findingsPhase(binaries: binaries, scratch: scratch) }
    if options.phases.contains("scaling") {
        try scalingPhase(folder: folder, files: paths, lines: totalLines, binaries: binaries, scratch: scratch)
    }
    if options.phases.contains("swift-format") {
        swiftFormatPhase(app: options.swiftFormatApp ?? folder, binaries: binaries)
    }
}
