import ScrollLintFindings

/// A rule: one small type with its id, default severity, one-line summary and a check over one
/// file's syntax skeleton (with the project index at hand through the context).
public protocol Rule {
    static var id: String { get }
    static var defaultSeverity: Severity { get }
    static var enabledByDefault: Bool { get }
    static var summary: String { get }
    /// The options the rule reads through `FileContext.numberOption` and the like.
    static var options: [RuleOption] { get }
    init()
    /// Reports findings through `context.report(...)`.
    func check(_ context: FileContext)
    /// Whether the rule can find anything in a file that calls exactly `calledNames` (known from
    /// the first pass). Files no enabled rule can fire in are not parsed a second time.
    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool
}

extension Rule {
    public static var enabledByDefault: Bool { true }

    public static var options: [RuleOption] { [] }

    public static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool { true }

    /// `mayFire` for rules that need one of a few calls in the file.
    static func calls<Names: Sequence<String>>(_ calledNames: CalledNameLookup, any names: Names) -> Bool {
        !calledNames.isDisjoint(with: names)
    }

    static var metadata: RuleMetadata {
        RuleMetadata(id: id, defaultSeverity: defaultSeverity, enabledByDefault: enabledByDefault,
                     summary: summary, documentation: RuleDocuments.markdown(for: id) ?? "")
    }
}

/// Every rule, in id order. Adding a rule is one line here.
enum RuleRegistry {
    static let rules: [any Rule.Type] = [
        AnimatedLargeBlurRule.self,
        CollectionTransformInBodyRule.self,
        GeometryWritebackRule.self,
        GlobalCoordinateSpaceRule.self,
        HardcodedProgressDivisorRule.self,
        IdentityPhaseNotNeutralRule.self,
        ImpureVisualEffectRule.self,
        LayoutFromScrollRule.self,
        NestedSameAxisScrollRule.self,
        ReduceMotionIgnoredRule.self,
        RowOnAppearPaginationRule.self,
        ScrollStatePerFrameRule.self,
        SelfIDMutableModelRule.self,
        UnclampedScrollMappingRule.self,
        UnstableIdentityUUIDRule.self,
        VariableRowSubviewsRule.self,
    ].sorted { $0.id < $1.id }
}
