/// Finds the configuration that applies to a folder: `.scroll-lint.json` in it or the nearest parent.
enum ConfigurationLocator {
    static func nearest(from directory: String, fileExists: (String) -> Bool) -> String? {
        var current = PathNames.standardized(directory)
        while true {
            let candidate = PathNames.join(current, ConfigurationFile.fileName)
            if fileExists(candidate) { return candidate }
            guard current != "/" else { return nil }
            current = PathNames.parent(of: current)
        }
    }
}
