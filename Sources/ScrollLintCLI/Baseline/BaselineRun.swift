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
    private var folder: String { PathNames.parent(of: absolutePath) }

    /// How an entry names the file reported as `path`: relative to the baseline's folder.
    private func entryPath(_ path: String) -> String {
        let file = PathNames.absolute(path, from: io.currentDirectory)
        return PathNames.relative(file, to: folder) ?? file
    }

    private func entry(_ finding: Finding) -> Baseline.Entry {
        Baseline.Entry(rule: finding.ruleID, path: entryPath(finding.path), lineContent: lineContent(finding))
    }

    /// The findings not in the baseline at `path`; says on stderr which entries no longer occur
    /// and, with `update`, removes them. Only entries of the files this run linted (`lintedPaths`,
    /// as reported) and of the rules it ran can be found stale, and entries of files that no
    /// longer exist; every other entry (another folder, a file that could not be read, a rule left
    /// out by `--only` or `--disable`) is kept, since the run says nothing about it.
    static func apply(_ path: String, to findings: [Finding], update: Bool, lintedPaths: [String],
                      enabledRules: Set<String>, io: CommandIO,
                      lineContent: @escaping (Finding) -> String) throws -> (reported: [Finding], wrote: Bool) {
        let run = BaselineRun(path: path, io: io, lineContent: lineContent)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(run.absolutePath)
        } catch let failure as FileSystem.Failure {
            throw UsageError("cannot read baseline '\(path)': \(failure.message)")
        }
        let baseline = try BaselineFile.parse(String(decoding: bytes, as: UTF8.self), path: path)
        let (new, unmatched) = baseline.filter(findings, entry: run.entry)
        let linted = Set(lintedPaths.map(run.entryPath))
        var stale: [Baseline.Entry] = [], deleted: [Baseline.Entry] = [], kept = 0
        for entry in unmatched {
            if linted.contains(entry.path) {
                if enabledRules.contains(entry.rule) { stale.append(entry) } else { kept += 1 }
            } else if !FileSystem.exists(PathNames.absolute(entry.path, from: run.folder)) {
                deleted.append(entry)
            } else {
                kept += 1
            }
        }
        let removable = stale + deleted
        guard !removable.isEmpty else { return (new, true) }
        guard update else {
            let entries = removable.count == 1 ? "1 baseline entry no longer occurs"
                : "\(removable.count) baseline entries no longer occur"
            io.report("note: \(entries) (--update-baseline removes them from '\(path)')")
            return (new, true)
        }
        let wrote = run.save(baseline.removing(removable))
        if wrote {
            var reasons: [String] = []
            if !stale.isEmpty { reasons.append("\(stale.count) no longer \(stale.count == 1 ? "occurs" : "occur")") }
            if !deleted.isEmpty { reasons.append("\(deleted.count) of deleted files") }
            var message = "note: removed \(entries(removable.count)) from '\(path)' (\(reasons.joined(separator: ", ")))"
            if kept > 0 { message += "; kept \(kept) of files or rules this run did not check" }
            io.report(message)
        }
        return (new, wrote)
    }

    /// "1 baseline entry", "3 baseline entries".
    private static func entries(_ count: Int) -> String {
        count == 1 ? "1 baseline entry" : "\(count) baseline entries"
    }

    /// Records every finding in a new baseline at `path`.
    static func write(_ findings: [Finding], to path: String, io: CommandIO,
                      lineContent: @escaping (Finding) -> String) -> Bool {
        let run = BaselineRun(path: path, io: io, lineContent: lineContent)
        let saved = run.save(Baseline(entries: findings.map(run.entry)))
        if saved { io.report("note: wrote \(entries(findings.count)) to '\(path)'") }
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
