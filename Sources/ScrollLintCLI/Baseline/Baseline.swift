import ScrollLintFindings

/// Findings accepted as they are, so that only new ones are reported. An entry matches a finding
/// of the same rule in the same file on a line with the same trimmed text, whatever its line
/// number; each entry absorbs one finding (two identical findings need two entries).
struct Baseline: Equatable {
    struct Entry: Hashable, Comparable {
        var rule: String
        /// Relative to the baseline file's folder (absolute when the file lies outside it).
        var path: String
        var lineContent: String

        static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.rule, a.lineContent) < (b.path, b.rule, b.lineContent)
        }
    }

    var entries: [Entry]

    /// The findings no entry accounts for, and the entries no finding used.
    func filter(_ findings: [Finding], entry: (Finding) -> Entry) -> (new: [Finding], stale: [Entry]) {
        var remaining: [Entry: Int] = [:]
        for baselineEntry in entries { remaining[baselineEntry, default: 0] += 1 }
        let new = findings.filter { finding in
            let key = entry(finding)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
        let stale = remaining.flatMap { key, count in Array(repeating: key, count: count) }.sorted()
        return (new, stale)
    }

    /// The baseline without `stale` entries (one removal per stale occurrence).
    func removing(_ stale: [Entry]) -> Baseline {
        var toRemove: [Entry: Int] = [:]
        for entry in stale { toRemove[entry, default: 0] += 1 }
        return Baseline(entries: entries.filter { entry in
            guard let count = toRemove[entry], count > 0 else { return true }
            toRemove[entry] = count - 1
            return false
        })
    }
}
