import ScrollLintFindings

/// A rule: one small type with its id, default severity, one-line summary and a check over one
/// file's syntax skeleton (with the project index at hand through the context).
public protocol Rule {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    static var enabledByDefault: Bool { get }
    static var summary: String { get }
    init()
    /// Reports findings through `context.report(...)`.
    func check(_ context: FileContext)
}

extension Rule {
    public static var enabledByDefault: Bool { true }

    static var metadata: RuleMetadata {
        RuleMetadata(id: id, defaultSeverity: defaultSeverity, enabledByDefault: enabledByDefault,
                     summary: summary, documentation: RuleDocuments.markdown(for: id) ?? "")
    }
}

/// Every rule, in id order. Adding a rule is one line here.
enum RuleRegistry {
    static let rules: [any Rule.Type] = [
        GeometryWritebackRule.self,
        HardcodedProgressDivisorRule.self,
        IdentityPhaseNotNeutralRule.self,
        ScrollStatePerFrameRule.self,
        SelfIDMutableModelRule.self,
        UnstableIdentityUUIDRule.self,
    ].sorted { $0.id < $1.id }
}
