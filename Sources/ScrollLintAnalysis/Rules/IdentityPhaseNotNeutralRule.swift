import ScrollLintFindings
import ScrollLintSyntax

/// A `scrollTransition` effect that changes the view when it is fully visible.
struct IdentityPhaseNotNeutralRule: Rule {
    static let id = "identity-phase-not-neutral"
    static let defaultSeverity = Severity.warning
    static let summary = "A scrollTransition effect changes the view even at the identity (fully visible) phase."

    typealias Value = IdentityPhaseEvaluator.Value

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["scrollTransition"])
    }

    func check(_ context: FileContext) {
        for call in context.modifiers(named: "scrollTransition") where !Self.isCenteredThreshold(call) {
            guard let closure = call.closure(boundTo: "transition"),
                  let result = context.resultExpression(of: closure) else { continue }
            let evaluator = IdentityPhaseEvaluator(context: context, closure: closure)
            for modifier in Self.effectsOnContent(result, closure, context) {
                guard let name = modifier.name, let problem = Self.nonNeutral(name, modifier, evaluator),
                      let nameToken = (modifier.callee as? MemberAccessExprSyntax)?.nameToken else { continue }
                if Self.readsPhase(modifier, of: closure, context) {
                    context.report(atToken: nameToken,
                                   "`.\(name)` \(problem) at the identity phase, so the fully visible view is changed too; make the effect neutral when `phase.isIdentity` (e.g. `phase.isIdentity ? \(Self.neutralText(name)) : ...`)")
                } else {
                    // The same at every phase: a resting style, written where only transitions belong.
                    context.report(atToken: nameToken,
                                   "`.\(name)` \(problem) at every phase, the identity (fully visible) phase included, so it is not a transition; if it is the view's resting style, apply it outside `scrollTransition`")
                }
            }
        }
    }

    /// `.scrollTransition(.interactive.threshold(.centered))`: identity means "the centred item", so
    /// a look at identity is the selection's highlight, not a resting state.
    static func isCenteredThreshold(_ call: CallExprSyntax) -> Bool {
        guard let configuration = call.argument(nil) else { return false }
        return configuration.descendants(CallExprSyntax.self).contains { threshold in
            threshold.name == "threshold" && threshold.arguments.contains { ($0.expression?.unwrapped as? MemberAccessExprSyntax)?.name == "centered" }
        }
    }

    /// Whether a modifier's arguments read the closure's phase parameter.
    static func readsPhase(_ modifier: CallExprSyntax, of closure: ClosureExprSyntax, _ context: FileContext) -> Bool {
        modifier.arguments.contains { argument in
            guard let expression = argument.expression else { return false }
            return expression.descendants(IdentifierExprSyntax.self).contains { identifier in
                if case let .closureParameter(owner, 1)? = context.bindings.resolve(identifier.name, at: identifier) { return owner === closure }
                return false
            }
        }
    }

    /// The modifier calls applied to the closure's `content` parameter in its result.
    static func effectsOnContent(_ result: ExprSyntax, _ closure: ClosureExprSyntax, _ context: FileContext) -> [CallExprSyntax] {
        let calls = result.modifierCalls
        guard let first = calls.first, let root = first.base?.unwrapped as? IdentifierExprSyntax,
              case let .closureParameter(owner, 0)? = context.bindings.resolve(root.name, at: root), owner === closure else { return [] }
        return calls
    }

    static func neutralText(_ name: String) -> String {
        switch name {
        case "opacity", "scaleEffect", "contrast", "saturation": return "1"
        case "rotationEffect", "rotation3DEffect", "hueRotation": return ".zero"
        case "offset": return ".zero"
        default: return "0"
        }
    }

    /// A description of how the effect applies at identity, or nil when neutral or unknown.
    static func nonNeutral(_ name: String, _ call: CallExprSyntax, _ evaluator: IdentityPhaseEvaluator) -> String? {
        func number(_ label: String?, default fallback: Double? = nil) -> Double?? {
            guard let argument = call.arguments.first(where: { $0.label == label }) else {
                return fallback.map { .some($0) }
            }
            guard let expression = argument.expression, let value = evaluator.evaluate(expression) else { return .some(nil) }
            return .some(IdentityPhaseEvaluator.number(value))
        }
        func angle(_ expression: ExprSyntax?) -> Double? {
            guard let expression, let value = evaluator.evaluate(expression) else { return nil }
            switch value {
            case let .angle(degrees): return degrees
            case .zero: return 0
            default: return nil
            }
        }
        func differs(_ value: Double, _ neutral: Double) -> Bool { abs(value - neutral) > 1e-9 }
        func format(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }

        switch name {
        case "opacity", "brightness", "contrast", "saturation", "grayscale":
            let neutral: Double = ["opacity", "contrast", "saturation"].contains(name) ? 1 : 0
            guard call.arguments.count == 1, case let value?? = number(nil), differs(value, neutral) else { return nil }
            return "is \(format(value)) (neutral: \(format(neutral)))"
        case "blur":
            guard case let value?? = number("radius"), differs(value, 0) else { return nil }
            return "has radius \(format(value)) (neutral: 0)"
        case "scaleEffect":
            if let argument = call.arguments.first, argument.label == nil, let expression = argument.expression {
                switch evaluator.evaluate(expression) {
                case let .number(value)?: return differs(value, 1) ? "scales by \(format(value)) (neutral: 1)" : nil
                case let .size(width, height)?:
                    return differs(width, 1) || differs(height, 1) ? "scales by \(format(width))×\(format(height)) (neutral: 1)" : nil
                default: return nil
                }
            }
            guard case let x?? = number("x", default: 1), case let y?? = number("y", default: 1),
                  differs(x, 1) || differs(y, 1) else { return nil }
            return "scales by \(format(x))×\(format(y)) (neutral: 1)"
        case "offset":
            if let argument = call.arguments.first, argument.label == nil, let expression = argument.expression {
                switch evaluator.evaluate(expression) {
                case let .size(width, height)?:
                    return differs(width, 0) || differs(height, 0) ? "moves the view by (\(format(width)), \(format(height)))" : nil
                default: return nil
                }
            }
            guard case let x?? = number("x", default: 0), case let y?? = number("y", default: 0),
                  differs(x, 0) || differs(y, 0) else { return nil }
            return "moves the view by (\(format(x)), \(format(y)))"
        case "rotationEffect", "rotation3DEffect", "hueRotation":
            guard let degrees = angle(call.arguments.first?.expression), differs(degrees, 0) else { return nil }
            return "rotates by \(format(degrees))°"
        default:
            return nil
        }
    }
}
