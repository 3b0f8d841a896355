/// Path spelling shared by the formats that need repository-relative paths.
enum ReportPaths {
    /// `path` relative to `base` when `path` is absolute and inside `base`; relative paths lose a
    /// leading `./`; anything else is returned as is.
    static func relative(_ path: String, to base: String) -> String {
        var path = path
        if path.hasPrefix("/") {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            guard path.hasPrefix(prefix) else { return path }
            path.removeFirst(prefix.count)
        }
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }
}
