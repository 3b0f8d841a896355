import ScrollLintAnalysis
import ScrollLintFindings

/// Builds the engine's configuration from the rule registry, the configuration file and the
/// `--enable` / `--disable` / `--only` flags (which win over the file). In the flags as in the
/// file, `all` stands for every rule.
enum RuleSelection {
    static func configuration(rules: [RuleMetadata], file: ConfigurationFile?,
                              options: LintOptions) throws -> LintConfiguration {
        let ids = rules.map(\.id)
        func expanded(_ flag: String, _ list: [String]) throws -> [String] {
            try list.flatMap { id -> [String] in
                if id == ConfigurationFile.allRulesKey { return ids }
                guard ids.contains(id) else { throw unknownRule(id, in: flag, known: ids) }
                return [id]
            }
        }
        let enable = try expanded("--enable", options.enable)
        let disable = try expanded("--disable", options.disable)
        let only = try options.only.map { try expanded("--only", $0) }
        var enabled: Set<String>
        if let only {
            enabled = Set(only)
        } else {
            let switches = file?.ruleSwitches ?? [:]
            let all = switches[ConfigurationFile.allRulesKey]
            // A specific rule id wins over `all`, which wins over the rule's default.
            enabled = Set(rules.filter { switches[$0.id] ?? all ?? $0.enabledByDefault }.map(\.id))
        }
        enabled.formUnion(enable)
        enabled.subtract(disable)
        var configuration = LintConfiguration(enabledRules: enabled, severities: file?.severities ?? [:],
                                              options: file?.options ?? [:])
        configuration.lintsPreviews = file?.lintsPreviews ?? false
        return configuration
    }

    /// `unknown rule 'x' in --only`, with the nearest rule id or a pointer to the list.
    static func unknownRule(_ id: String, in place: String? = nil, known: [String]) -> UsageError {
        let suggestion = Suggestion.didYouMean(id, in: known)
        return UsageError("unknown rule '\(id)'" + (place.map { " in \($0)" } ?? "")
            + (suggestion.isEmpty ? " (run 'scroll-lint rules' for the list)" : suggestion))
    }
}
