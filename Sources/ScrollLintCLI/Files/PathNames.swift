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
        // Most paths (a project's group tree names thousands) are already standard: one byte scan.
        if isStandardized(path) { return path }
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

    /// Whether `standardized(_:)` would return `path` unchanged: not empty, and no empty, `.` or
    /// `..` component and no trailing `/` (a lone `/` is standard).
    static func isStandardized(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var utf8 = path.utf8.makeIterator()
        guard var byte = utf8.next() else { return false }
        if byte == slash {
            guard let next = utf8.next() else { return true }
            byte = next
        }
        // At the start of each component: its length so far and how many of its bytes are dots.
        var length = 0, dots = 0
        while true {
            if byte == slash {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
            guard let next = utf8.next() else { break }
            byte = next
        }
        // The last component: not empty (a trailing `/`), not `.` or `..` (`...` is a name).
        return length > 0 && !(dots == length && length <= 2)
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
