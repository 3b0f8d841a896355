import ScrollLintFindings
import ScrollLintSyntax

/// Applies the `scroll-lint:` suppression comments of one file to that file's findings.
public enum Suppressions {
    /// Removes the findings that a directive suppresses and adds findings (rule
    /// `superfluous-disable`) for directives that are malformed, name unknown rules, or suppress
    /// nothing. Directive findings are produced only when `superfluous-disable` is enabled.
    ///
    /// - Parameters:
    ///   - findings: the file's findings, from enabled rules only.
    ///   - comments: the file's comment tokens, in source order (see `SuppressionComment.comments`).
    ///   - knownRuleIDs: every rule id the engine knows; other names in a directive are reported.
    ///   - enabledRuleIDs: the rules that ran. A disable of a rule that did not run suppressing
    ///     nothing is expected, not superfluous.
    ///   - directiveSeverity: the configured severity of `superfluous-disable`.
    /// - Returns: the remaining and the directive findings, in report order.
    public static func apply(findings: [Finding], comments: [SuppressionComment], source: SourceFile,
                             knownRuleIDs: Set<String>, enabledRuleIDs: Set<String>,
                             directiveSeverity: Severity = .warning) -> [Finding] {
        var plan = SuppressionPlan(comments: comments)
        let kept = findings.filter { !plan.suppresses($0, markingUse: true) }
        guard enabledRuleIDs.contains(SuppressionDirectives.ruleID) else {
            return kept.sorted(by: Finding.reportOrder)
        }
        let problems = plan.problems(knownRuleIDs: knownRuleIDs, enabledRuleIDs: enabledRuleIDs)
        let directiveFindings = problems.map { problem in
            Finding(ruleID: SuppressionDirectives.ruleID, severity: directiveSeverity, path: source.path,
                    start: problem.start, end: problem.end, message: problem.message)
        }
        // A directive finding can itself be silenced, e.g. by `disable-file superfluous-disable`.
        let keptDirectiveFindings = directiveFindings.filter { !plan.suppresses($0, markingUse: false) }
        return (kept + keptDirectiveFindings).sorted(by: Finding.reportOrder)
    }

    /// The same, reading the comments from the file's tokens (only those that mention
    /// `scroll-lint:` are read as text; no other comment can be a directive).
    public static func apply(findings: [Finding], tokens: [Token], source: SourceFile,
                             knownRuleIDs: Set<String>, enabledRuleIDs: Set<String>,
                             directiveSeverity: Severity = .warning) -> [Finding] {
        let mentioning = source.bytes.withUnsafeBufferPointer { bytes in
            tokens.filter { SuppressionDirective.isMentioned(in: UnsafeBufferPointer(rebasing: bytes[$0.byteRange])) }
        }
        return apply(findings: findings, comments: SuppressionComment.comments(in: mentioning, of: source),
              source: source, knownRuleIDs: knownRuleIDs, enabledRuleIDs: enabledRuleIDs,
              directiveSeverity: directiveSeverity)
    }
}
