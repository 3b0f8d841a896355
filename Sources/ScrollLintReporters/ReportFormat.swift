/// The output formats, by the name given to `--format` / `--report`.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, gitlab, checkstyle, junit

    /// Other names a format answers to: SwiftLint's reporter names, for teams moving over.
    public static let aliases: [String: ReportFormat] = ["github-actions-logging": .github]

    /// The format called `name`, by its own name or an alias.
    public init?(named name: String) {
        guard let format = ReportFormat(rawValue: name) ?? Self.aliases[name] else { return nil }
        self = format
    }

    /// The reporter for this format; `useColor` and `summary` (the closing count line) matter
    /// only to `text`.
    public func reporter(useColor: Bool, summary: Bool = true) -> Reporter {
        switch self {
        case .text: return TextReporter(useColor: useColor, summary: summary)
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubActionsReporter()
        case .gitlab: return GitLabReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        }
    }

    /// One line of `--help`: what the format is for.
    public var purpose: String {
        switch self {
        case .text: return "human-readable, with source excerpt and summary (default)"
        case .xcode: return "Xcode build log (Run Script phase)"
        case .json: return "scroll-lint's JSON"
        case .sarif: return "SARIF 2.1.0 (GitHub code scanning)"
        case .github: return "GitHub Actions annotations"
        case .gitlab: return "GitLab Code Quality"
        case .checkstyle: return "Checkstyle XML"
        case .junit: return "JUnit XML"
        }
    }
}
