/// "Did you mean ...?" for a mistyped command, rule id or option name: the known word closest
/// to what was typed, when it is close enough to be the likely intent.
enum Suggestion {
    /// The candidate nearest to `word` by edit distance (insertions, deletions, substitutions and
    /// swaps of neighbours), if at most a third of its length differs (two edits for short words).
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
            guard distance <= max(2, candidate.count / 3), distance < best?.distance ?? .max else { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// Optimal string alignment distance, computed row by row.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// `; did you mean 'rules'?` (quoted as `quote` gives), or "" when nothing is close.
    static func didYouMean(_ word: String, in candidates: [String], quote: String = "'") -> String {
        nearest(to: word, in: candidates).map { "; did you mean \(quote)\($0)\(quote)?" } ?? ""
    }
}
