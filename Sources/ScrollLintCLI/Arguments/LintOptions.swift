import Foundation
import ScrollLintFindings
import ScrollLintReporters

/// `--color auto|always|never`.
enum ColorMode: String, CaseIterable {
    case auto, always, never
}

/// Everything `scroll-lint lint` was asked to do.
struct LintOptions: Equatable {
    var paths: [String] = []
    var readStandardInput = false
    /// The path that source read from standard input is reported under.
    var standardInputPath: String?
    var format: ReportFormat = .text
    /// Where the `--format` report goes instead of standard output.
    var outputFile: String?
    /// `--report FORMAT:FILE`: more reports from the same run.
    var extraReports: [ExtraReport] = []
    var color: ColorMode = .auto
    /// `--quiet`: no summary line in text reports (SwiftLint's flag).
    var quiet = false
    var configurationFile: String?
    var enable: [String] = []
    var disable: [String] = []
    var only: [String]?
    var baseline: String?
    var writeBaseline: String?
    var updateBaseline = false
    var strict = false
    var failOn: Severity?
    /// `--staged`: lint the staged content of the staged Swift files (pre-commit hooks).
    var staged = false
    /// `--project DIR`: the Swift files under DIR are indexed too (what the project declares),
    /// but only the paths given are linted and reported (a hook that is passed changed files).
    var project: String?
    /// `--force-exclude`: the configuration's include/exclude apply to files named explicitly too.
    var forceExclude = false
    /// `--changed-since REV`: report only findings on lines changed since REV.
    var changedSince: String?
    /// `--diff FILE`: report only findings on lines a unified diff adds.
    var diffFile: String?

    struct ExtraReport: Equatable {
        var format: ReportFormat
        var file: String
    }

    /// The lowest severity that makes the run fail: `--fail-on`, else warning with `--strict`,
    /// else error (as SwiftLint: warnings alone do not fail a build unless asked to).
    var failingSeverity: Severity { failOn ?? (strict ? .warning : .error) }

    static func parse(_ arguments: [String]) throws -> LintOptions {
        var options = LintOptions()
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case "--stdin", "--use-stdin":  // --use-stdin: SwiftLint's spelling
                try reader.checkNoValue(for: argument)
                options.readStandardInput = true
            case "--stdin-path": options.standardInputPath = try reader.value(for: argument)
            case "--format", "--reporter": options.format = try format(try reader.value(for: argument), option: argument)
            case "--output", "-o": options.outputFile = try reader.value(for: argument)
            case "--report": options.extraReports.append(try extraReport(try reader.value(for: argument)))
            case "--color":
                let value = try reader.value(for: argument)
                guard let mode = ColorMode(rawValue: value) else {
                    throw UsageError("invalid value '\(value)' for --color; expected auto, always or never")
                }
                options.color = mode
            case "--config": options.configurationFile = try reader.value(for: argument)
            case "--enable": options.enable += ruleList(try reader.value(for: argument))
            case "--disable": options.disable += ruleList(try reader.value(for: argument))
            case "--only": options.only = (options.only ?? []) + ruleList(try reader.value(for: argument))
            case "--baseline": options.baseline = try reader.value(for: argument)
            case "--write-baseline": options.writeBaseline = try reader.value(for: argument)
            case "--update-baseline":
                try reader.checkNoValue(for: argument)
                options.updateBaseline = true
            case "--strict":
                try reader.checkNoValue(for: argument)
                options.strict = true
            case "--quiet":
                try reader.checkNoValue(for: argument)
                options.quiet = true
            case "--fail-on":
                let value = try reader.value(for: argument)
                guard let severity = Severity(rawValue: value) else {
                    throw UsageError("invalid value '\(value)' for --fail-on; expected note, warning or error")
                }
                options.failOn = severity
            case "--staged":
                try reader.checkNoValue(for: argument)
                options.staged = true
            case "--project": options.project = try reader.value(for: argument)
            case "--force-exclude":
                try reader.checkNoValue(for: argument)
                options.forceExclude = true
            case "--changed-since": options.changedSince = try reader.value(for: argument)
            case "--diff": options.diffFile = try reader.value(for: argument)
            case "--":
                options.paths += reader.rest()
            default:
                if argument.hasPrefix("-"), argument != "-" {
                    throw UsageError("unknown option '\(argument)' (see 'scroll-lint help lint')")
                }
                options.paths.append(argument)
            }
        }
        try options.validate()
        return options
    }

    private func validate() throws {
        if readStandardInput, !paths.isEmpty {
            throw UsageError("--stdin reads one file from standard input; do not also give paths")
        }
        if standardInputPath != nil, !readStandardInput {
            throw UsageError("--stdin-path needs --stdin")
        }
        if updateBaseline, baseline == nil {
            throw UsageError("--update-baseline needs --baseline FILE")
        }
        if staged, readStandardInput || !paths.isEmpty {
            throw UsageError("--staged lints the files staged in git; do not also give --stdin or paths")
        }
        if staged, project != nil {
            throw UsageError("--staged reads the rest of git's index itself; do not also give --project")
        }
        if changedSince != nil, diffFile != nil {
            throw UsageError("give either --changed-since or --diff, not both")
        }
        if diffFile == "-", readStandardInput {
            throw UsageError("--diff - reads the diff from standard input, which --stdin already reads")
        }
        if diffFile != nil, staged {
            throw UsageError("--diff cannot be combined with --staged; use --changed-since REV")
        }
    }

    private static func format(_ name: String, option: String) throws -> ReportFormat {
        guard let format = ReportFormat(named: name) else {
            throw UsageError("unknown format '\(name)' for \(option); expected one of "
                + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return format
    }

    private static func extraReport(_ value: String) throws -> ExtraReport {
        guard let colon = value.firstIndex(of: ":"), colon != value.startIndex,
              value.index(after: colon) != value.endIndex else {
            throw UsageError("--report expects FORMAT:FILE, got '\(value)'")
        }
        return ExtraReport(format: try format(String(value[..<colon]), option: "--report"),
                           file: String(value[value.index(after: colon)...]))
    }

    /// `a,b , c` → `[a, b, c]`.
    private static func ruleList(_ value: String) -> [String] {
        value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
