/// A path pattern of `include` / `exclude`, relative to the configuration's folder: `**` matches
/// any number of folders, `*` any run of characters within one name, `?` one character.
/// A pattern that matches a folder matches everything inside it (`Sources/Generated` excludes
/// the files below it, as `Sources/Generated/**` does).
struct GlobPattern: Equatable {
    let text: String
    private let segments: [String]

    init(_ text: String) {
        self.text = text
        var trimmed = Substring(text)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        segments = trimmed.split(separator: "/").map(String.init)
    }

    /// Whether the pattern matches `relativePath` (`/`-separated) or one of its parent folders.
    func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/").map(String.init)
        guard !path.isEmpty else { return false }
        return (1...path.count).contains { count in
            Self.wildcardMatch(segments, path[0..<count], isStar: { $0 == "**" }, matches: Self.matchName)
        }
    }

    /// `*` and `?` within one path segment.
    private static func matchName(_ pattern: String, _ name: String) -> Bool {
        wildcardMatch(Array(pattern.unicodeScalars), Array(name.unicodeScalars), isStar: { $0 == "*" },
                      matches: { $0 == "?" || $0 == $1 })
    }

    /// Whether `pattern` matches the whole of `subject`: a star element matches any run of
    /// elements, any other element one element that `matches` accepts. Greedy, backtracking only
    /// to the last star, so a pattern like `*a*a*a*b` costs at most length × length steps instead
    /// of exponential time.
    private static func wildcardMatch<Pattern: Collection, Subject: Collection>(
        _ pattern: Pattern, _ subject: Subject, isStar: (Pattern.Element) -> Bool,
        matches: (Pattern.Element, Subject.Element) -> Bool
    ) -> Bool where Pattern.Index == Int, Subject.Index == Int {
        var patternIndex = pattern.startIndex, subjectIndex = subject.startIndex
        var lastStar: (pattern: Int, subject: Int)?
        while subjectIndex < subject.endIndex {
            if patternIndex < pattern.endIndex, isStar(pattern[patternIndex]) {
                lastStar = (patternIndex, subjectIndex)
                patternIndex += 1
            } else if patternIndex < pattern.endIndex, matches(pattern[patternIndex], subject[subjectIndex]) {
                patternIndex += 1
                subjectIndex += 1
            } else if let star = lastStar {
                // Let the last star absorb one more element and try again from there.
                lastStar = (star.pattern, star.subject + 1)
                patternIndex = star.pattern + 1
                subjectIndex = star.subject + 1
            } else {
                return false
            }
        }
        while patternIndex < pattern.endIndex, isStar(pattern[patternIndex]) { patternIndex += 1 }
        return patternIndex == pattern.endIndex
    }
}
