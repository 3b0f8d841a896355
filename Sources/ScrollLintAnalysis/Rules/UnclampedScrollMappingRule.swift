import ScrollLintFindings
import ScrollLintSyntax

/// A scroll-derived value mapped into a scale or brightness without a clamp.
struct UnclampedScrollMappingRule: Rule {
    static let id = "unclamped-scroll-mapping"
    static let defaultSeverity = Severity.warning
    static let summary = "A scroll position is mapped into scaleEffect or brightness without a clamp, so overscroll pushes it out of range."

    /// Effects whose value has a meaningful range. `opacity` is left out: SwiftUI renders it
    /// clamped to 0...1 anyway. `blur` is `animated-large-blur`'s.
    static let effects: [String: String] = [
        "scaleEffect": "a negative or huge scale (the view flips or grows without limit)",
        "brightness": "a brightness far outside -1...1 (the view turns white or black)",
    ]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        // Nothing in a file is scroll-derived without a call that hands over a geometry source.
        calls(calledNames, any: ["scaleEffect", "brightness"]) && calls(calledNames, any: ScrollFlow.sourceCalls)
    }

    func check(_ context: FileContext) {
        for (name, consequence) in Self.effects.sorted(by: { $0.key < $1.key }) {
            for call in context.modifiers(named: name) {
                guard let nameToken = (call.callee as? MemberAccessExprSyntax)?.nameToken else { continue }
                for argument in call.arguments where argument.label != "anchor" {
                    guard let expression = argument.expression, context.flow.value(of: expression).scroll,
                          context.scrollRange(of: expression).isUnbounded else { continue }
                    context.report(atToken: nameToken,
                                   "`.\(name)(\(context.text(expression)))` maps a scroll position with no clamp: overscroll and long scrolls give \(consequence); clamp the progress first (`min(max(progress, 0), 1)` or `.clamped(to: 0...1)`)")
                    break
                }
            }
        }
    }
}
