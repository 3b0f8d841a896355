import ScrollLintFindings
import ScrollLintSyntax

/// A type applies scroll-driven spatial motion and never reads `accessibilityReduceMotion`.
struct ReduceMotionIgnoredRule: Rule {
    static let id = "reduce-motion-ignored"
    static let defaultSeverity = Severity.warning
    static let enabledByDefault = false
    static let summary = "A view moves, scales or rotates content with the scroll position and never reads accessibilityReduceMotion."

    static let motionEffects: Set<String> = ["offset", "scaleEffect", "rotationEffect", "rotation3DEffect"]

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["offset", "scaleEffect", "rotationEffect", "rotation3DEffect"])
    }

    func check(_ context: FileContext) {
        var reported: Set<ObjectIdentifier> = []
        var motions: [(CallExprSyntax, TypeDeclSyntax, String)] = []
        for name in Self.motionEffects {
            for call in context.modifiers(named: name) {
                guard let type = context.enclosingType(of: call), let source = scrollDrivenMotion(call, context) else { continue }
                motions.append((call, type, source))
            }
        }
        for (call, type, source) in motions.sorted(by: { $0.0.callee.endToken < $1.0.callee.endToken }) {
            guard !reported.contains(ObjectIdentifier(type)), !context.readsReduceMotion(type) else { continue }
            reported.insert(ObjectIdentifier(type))
            guard let nameToken = (call.callee as? MemberAccessExprSyntax)?.nameToken else { continue }
            context.report(atToken: nameToken,
                           "`\(TypeNames.baseName(type.name))` applies `.\(call.name ?? "offset")` driven by \(source) but never reads `accessibilityReduceMotion`; with Reduce Motion on, scroll-driven movement, zoom and rotation should be removed or replaced by a fade (read `@Environment(\\.accessibilityReduceMotion)` and use a neutral value)")
        }
    }

    /// What drives a spatial effect, when it is the scroll: a `scrollTransition` phase, or a
    /// scroll position (in `visualEffect`, a `GeometryReader` or state written from scroll geometry).
    /// An offset that exactly follows the scroll position (`-minY`, `max(0, -minY)`) pins the view
    /// in place rather than moving it, so it does not count.
    func scrollDrivenMotion(_ call: CallExprSyntax, _ context: FileContext) -> String? {
        let arguments = call.arguments.filter { $0.label != "anchor" && $0.label != "axis" && $0.label != "perspective" }
            .compactMap(\.expression).flatMap(Self.angleMeasures)
        for expression in arguments {
            if context.readsTransitionPhase(expression) { return "the scrollTransition phase" }
            guard context.flow.value(of: expression).scroll else { continue }
            if call.name == "offset", context.isPinning(expression) { continue }
            return "the scroll position"
        }
        return nil
    }

    /// The numbers inside an angle (`.degrees(x)`, `Angle(radians: x)`, `Angle.degrees(x)`).
    static func angleMeasures(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let call = expression.unwrapped as? CallExprSyntax, ["degrees", "radians", "Angle"].contains(call.name ?? "") else {
            return [expression]
        }
        return call.arguments.compactMap(\.expression)
    }
}
