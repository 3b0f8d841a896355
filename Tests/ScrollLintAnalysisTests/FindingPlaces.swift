import ScrollLintAnalysis

/// Lints in-memory files (path, source) with `rule` alone; each finding as `path:line:column`.
func findingPlaces(_ files: [(String, String)], rule: String) -> [String] {
    Linter(configuration: LintConfiguration(enabledRules: [rule]))
        .lint(files.map { LintInput(path: $0.0, bytes: Array($0.1.utf8)) })
        .map { "\($0.path):\($0.start.line):\($0.start.column)" }
}
