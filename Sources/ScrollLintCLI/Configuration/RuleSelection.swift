import ScrollLintAnalysis
import ScrollLintFindings

/// Builds the engine's configuration from the rule registry, the configuration file and the
/// `--enable` / `--disable` / `--only` flags (which win over the file).
enum RuleSelection {
    static func configuration(rules: [RuleMetadata], file: ConfigurationFile?,
                              options: LintOptions) throws -> LintConfiguration {
        let known = Set(rules.map(\.id))
        for (flag, ids) in [("--enable", options.enable), ("--disable", options.disable), ("--only", options.only ?? [])] {
            if let unknown = ids.first(where: { !known.contains($0) }) {
                throw UsageError("unknown rule '\(unknown)' in \(flag) (run 'scroll-lint rules' for the list)")
            }
        }
        var enabled: Set<String>
        if let only = options.only {
            enabled = Set(only)
        } else {
            let switches = file?.ruleSwitches ?? [:]
            let all = switches[ConfigurationFile.allRulesKey]
            // A specific rule id wins over `all`, which wins over the rule's default.
            enabled = Set(rules.filter { switches[$0.id] ?? all ?? $0.enabledByDefault }.map(\.id))
        }
        enabled.formUnion(options.enable)
        enabled.subtract(options.disable)
        var configuration = LintConfiguration(enabledRules: enabled, severities: file?.severities ?? [:],
                                              options: file?.options ?? [:])
        configuration.lintsPreviews = file?.lintsPreviews ?? false
        return configuration
    }
}
