import ScrollLintFindings
import ScrollLintSyntax

/// A value from the `options` section of the configuration.
public enum RuleOptionValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case strings([String])
}

/// Which rules run, at which severity, with which options. Built by the CLI from the
/// configuration file and flags; the engine only reads it.
public struct LintConfiguration: Sendable {
    /// Ids of the rules to run.
    public var enabledRules: Set<String>
    /// Severity overrides by rule id.
    public var severities: [String: Severity]
    /// Per-rule options by rule id, then option name.
    public var options: [String: [String: RuleOptionValue]]

    public init(enabledRules: Set<String>, severities: [String: Severity] = [:],
                options: [String: [String: RuleOptionValue]] = [:]) {
        self.enabledRules = enabledRules
        self.severities = severities
        self.options = options
    }

    /// The rules that are on by default, with their default severities.
    public static var defaults: LintConfiguration {
        LintConfiguration(enabledRules: Set(Linter.rules.filter(\.enabledByDefault).map(\.id)))
    }
}

/// One file handed to the linter: the path it is reported under and its bytes.
public struct LintInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The engine's entry point: indexes every input (pass one), then runs the enabled rules file by
/// file against that index (pass two), applies suppression comments, and returns the findings in
/// report order.
public struct Linter: Sendable {
    public let configuration: LintConfiguration

    public init(configuration: LintConfiguration = .defaults) {
        self.configuration = configuration
    }

    /// Every rule the engine knows, in id order.
    public static var rules: [RuleMetadata] { [] }

    public func lint(_ inputs: [LintInput]) -> [Finding] { [] }
}
