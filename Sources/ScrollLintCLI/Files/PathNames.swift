/// Path arithmetic on `/`-separated strings, without touching the file system.
enum PathNames {
    static func join(_ base: String, _ name: String) -> String {
        if name.hasPrefix("/") { return name }
        if base.isEmpty || base == "." { return name }
        // Built at its exact size: the run keeps two paths per file, and `+` leaves spare room.
        var joined = ""
        joined.reserveCapacity(base.utf8.count + 1 + name.utf8.count)
        joined += base
        if !base.hasSuffix("/") { joined += "/" }
        joined += name
        return joined
    }

    /// Absolute form of `path` against `directory`, with `.`, `..` and repeated `/` resolved.
    static func absolute(_ path: String, from directory: String) -> String {
        standardized(path.hasPrefix("/") ? path : join(directory, path))
    }

    /// Resolves `.`, `..` and repeated `/` textually (symbolic links are left alone).
    static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", path.hasPrefix("/") {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `path` (absolute) relative to `directory` (absolute) when inside it; nil otherwise.
    static func relative(_ path: String, to directory: String) -> String? {
        if path == directory { return "." }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// The folder that contains all of `paths` (absolute).
    static func commonAncestor(_ paths: [String]) -> String {
        guard var common = paths.first.map({ $0.split(separator: "/") }) else { return "/" }
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/")
            var count = 0
            while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return "/" + common.joined(separator: "/")
    }
}
