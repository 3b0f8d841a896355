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
        return (1...path.count).contains { matchSegments(segments[...], path[0..<$0]) }
    }

    private func matchSegments(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero folders, or one more folder and try again.
            return matchSegments(pattern.dropFirst(), path)
                || (!path.isEmpty && matchSegments(pattern, path.dropFirst()))
        }
        guard let name = path.first, Self.matchName(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...]) else {
            return false
        }
        return matchSegments(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one path segment.
    private static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        switch first {
        case "*":
            return matchName(pattern.dropFirst(), name) || (!name.isEmpty && matchName(pattern, name.dropFirst()))
        case "?":
            return !name.isEmpty && matchName(pattern.dropFirst(), name.dropFirst())
        default:
            return name.first == first && matchName(pattern.dropFirst(), name.dropFirst())
        }
    }
}
