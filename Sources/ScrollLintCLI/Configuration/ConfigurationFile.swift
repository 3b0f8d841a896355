import ScrollLintAnalysis
import ScrollLintFindings

/// A validated `.scroll-lint.json`. Every section is optional.
struct ConfigurationFile {
    static let fileName = ".scroll-lint.json"
    /// The key that turns every rule on or off in `rules`; a specific rule id wins over it.
    static let allRulesKey = "all"

    /// The path as shown in messages.
    var path: String
    /// The absolute folder holding the file; `include` and `exclude` are relative to it.
    var directory: String
    /// `rules`: rule id (or `all`) to on/off.
    var ruleSwitches: [String: Bool] = [:]
    var severities: [String: Severity] = [:]
    var options: [String: [String: RuleOptionValue]] = [:]
    var include: [GlobPattern] = []
    /// `lintPreviews`: report in preview code too (`#Preview`, `PreviewProvider`, preview-only types).
    var lintsPreviews = false
    /// `lintFilesOutsideTargets`: lint the Swift files of a folder that no Xcode project of the
    /// tree builds, too (`XcodeProjects`).
    var lintsFilesOutsideTargets = false
    var exclude: [GlobPattern] = []
}

/// A problem in a configuration file, located for the user: `FILE:LINE:COL: error: MESSAGE`.
struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    var path: String
    var position: JSONPosition?
    var message: String

    var description: String {
        let location = position.map { "\(path):\($0.line):\($0.column)" } ?? path
        return "\(location): error: \(message)"
    }
}
