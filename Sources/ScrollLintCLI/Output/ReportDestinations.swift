import ScrollLintReporters

/// Writes the `--format` report (to standard output or `--output FILE`) and every `--report
/// FORMAT:FILE`, so CI lints once and gets all its formats. Files are written whole or not at all.
enum ReportDestinations {
    /// False when a file could not be written (already said on stderr).
    static func write(_ input: ReportInput, options: LintOptions, io: CommandIO) -> Bool {
        var succeeded = true
        if let file = options.outputFile {
            let report = options.format.reporter(useColor: options.color == .always, summary: !options.quiet).report(input)
            succeeded = save(report, to: file, io: io)
        } else {
            let report = options.format.reporter(useColor: useColor(options.color, io: io), summary: !options.quiet).report(input)
            io.writeStandardOutput(report)
        }
        for extra in options.extraReports {
            succeeded = save(extra.format.reporter(useColor: false, summary: !options.quiet).report(input), to: extra.file, io: io)
                && succeeded
        }
        return succeeded
    }

    /// `auto`: a terminal that did not ask for no color (https://no-color.org) and is not dumb.
    static func useColor(_ mode: ColorMode, io: CommandIO) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            return io.standardOutputIsTerminal && (io.environment["NO_COLOR"] ?? "").isEmpty
                && io.environment["TERM"] != "dumb"
        }
    }

    private static func save(_ report: String, to file: String, io: CommandIO) -> Bool {
        do {
            try FileSystem.writeAtomically(Array(report.utf8), to: PathNames.absolute(file, from: io.currentDirectory))
            return true
        } catch {
            io.report("error: cannot write '\(file)': \((error as? FileSystem.Failure)?.message ?? "\(error)")")
            return false
        }
    }
}
