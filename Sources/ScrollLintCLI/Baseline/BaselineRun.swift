import ScrollLintFindings

/// The baseline steps of a lint run: filter by `--baseline`, rewrite with `--update-baseline`,
/// record with `--write-baseline`. Entries name files relative to the baseline's folder, so a
/// baseline works whatever folder scroll-lint is run from.
struct BaselineRun {
    let path: String
    let io: CommandIO
    /// The text that identifies a finding's line (`Finding.identifyingText`).
    let lineContent: (Finding) -> String

    private var absolutePath: String { PathNames.absolute(path, from: io.currentDirectory) }

    private func entry(_ finding: Finding) -> Baseline.Entry {
        let file = PathNames.absolute(finding.path, from: io.currentDirectory)
        let folder = PathNames.parent(of: absolutePath)
        return Baseline.Entry(rule: finding.ruleID, path: PathNames.relative(file, to: folder) ?? file,
                              lineContent: lineContent(finding))
    }

    /// The findings not in the baseline at `path`; says on stderr how many entries are stale.
    static func apply(_ path: String, to findings: [Finding], update: Bool, io: CommandIO,
                      lineContent: @escaping (Finding) -> String) throws -> (reported: [Finding], wrote: Bool) {
        let run = BaselineRun(path: path, io: io, lineContent: lineContent)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(run.absolutePath)
        } catch let failure as FileSystem.Failure {
            throw UsageError("cannot read baseline '\(path)': \(failure.message)")
        }
        let baseline = try BaselineFile.parse(String(decoding: bytes, as: UTF8.self), path: path)
        let (new, stale) = baseline.filter(findings, entry: run.entry)
        guard !stale.isEmpty else { return (new, true) }
        let entries = stale.count == 1 ? "1 baseline entry no longer occurs" : "\(stale.count) baseline entries no longer occur"
        guard update else {
            io.report("note: \(entries) (--update-baseline removes them from '\(path)')")
            return (new, true)
        }
        let wrote = run.save(baseline.removing(stale))
        if wrote { io.report("note: \(entries); removed from '\(path)'") }
        return (new, wrote)
    }

    /// Records every finding in a new baseline at `path`.
    static func write(_ findings: [Finding], to path: String, io: CommandIO,
                      lineContent: @escaping (Finding) -> String) -> Bool {
        let run = BaselineRun(path: path, io: io, lineContent: lineContent)
        let saved = run.save(Baseline(entries: findings.map(run.entry)))
        if saved { io.report("note: wrote \(findings.count) baseline \(findings.count == 1 ? "entry" : "entries") to '\(path)'") }
        return saved
    }

    private func save(_ baseline: Baseline) -> Bool {
        do {
            try FileSystem.writeAtomically(Array(BaselineFile.render(baseline).utf8), to: absolutePath)
            return true
        } catch {
            io.report("error: cannot write baseline '\(path)': \((error as? FileSystem.Failure)?.message ?? "\(error)")")
            return false
        }
    }
}
