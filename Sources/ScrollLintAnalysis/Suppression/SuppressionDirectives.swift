import ScrollLintFindings

/// The rule that reports suppression comments which do nothing (SwiftLint's
/// `superfluous_disable_command`): unknown rule names, malformed directives, and disables that
/// suppress no finding. The engine registers `ruleMetadata` in `Linter.rules`.
public enum SuppressionDirectives {
    public static let ruleID = "superfluous-disable"

    public static let summary =
        "A scroll-lint suppression comment that names an unknown rule or suppresses nothing."

    public static var ruleMetadata: RuleMetadata {
        RuleMetadata(
            id: ruleID,
            defaultSeverity: .warning,
            enabledByDefault: true,
            summary: summary,
            documentation: RuleDocuments.markdown(for: ruleID) ?? fallbackDocumentation
        )
    }

    /// Used until `rules/superfluous-disable.md` exists, so `explain` always has something to say.
    static let fallbackDocumentation = """
    # superfluous-disable

    \(summary)

    Suppression comments:

    - `// scroll-lint:disable RULE[,RULE...]` ... `// scroll-lint:enable RULE[,RULE...]` (or `all`)
    - `// scroll-lint:disable:next RULE` suppresses on the next line
    - `// scroll-lint:disable:previous RULE` suppresses on the line before
    - `// scroll-lint:disable:this RULE` suppresses on the comment's line
    - `// scroll-lint:disable-file RULE` suppresses in the whole file

    A reason may follow ` -- `. A directive that names an unknown rule, is malformed, or
    suppresses no finding of an enabled rule is reported, so stale suppressions do not pile up.
    """
}
