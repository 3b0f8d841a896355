import ScrollLintFindings
import ScrollLintSyntax

/// A blur that grows with the scroll position without a limit, or a large constant blur redrawn
/// on every scroll frame.
struct AnimatedLargeBlurRule: Rule {
    static let id = "animated-large-blur"
    static let defaultSeverity = Severity.warning
    static let summary = "A scroll-driven blur has no upper bound, or a blur above the limit is redrawn on every scroll frame."
    static let options = [RuleOption("maximumRadius", .number)]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["blur"])
    }

    func check(_ context: FileContext) {
        let limit = context.numberOption("maximumRadius", default: 20)
        for call in context.modifiers(named: "blur") {
            guard let nameToken = (call.callee as? MemberAccessExprSyntax)?.nameToken,
                  let radius = call.argument("radius") ?? call.argument(nil) else { continue }
            if context.flow.value(of: radius).scroll, !context.scrollRange(of: radius).boundedAbove,
               !Self.growsSlowlyOrIsNormalised(radius, limit: limit, context) {
                context.report(atToken: nameToken,
                               "`.blur(radius: \(context.text(radius)))` grows with the scroll position without an upper bound; a large blur radius is expensive to render on every frame and turns the view into mush. Cap it (`min(radius, \(Self.format(limit)))`)")
                continue
            }
            guard let effect = context.enclosingClosures(of: call).first(where: {
                switch context.role(of: $0) {
                case .visualEffect, .scrollTransition: return true
                default: return false
                }
            }), let range = context.constantRange(of: radius), range.upperBound > limit else { continue }
            let api = context.owningCall(of: effect)?.call.name ?? "visualEffect"
            context.report(atToken: nameToken,
                           "`.blur(radius: \(context.text(radius)))` reaches \(Self.format(range.upperBound)) points inside `\(api)`, which redraws it on every scroll frame; blurs above \(Self.format(limit)) cost a lot of GPU time while scrolling. Keep the radius at \(Self.format(limit)) or less, or fade with opacity instead")
        }
    }

    /// How far a view can travel while it is still on screen, or overscroll can pull it.
    static let visibleTravel = 1_000.0

    /// `-min(0, minY / 100)`: a scroll position divided by a distance so large that the radius
    /// stays under the limit while the view is on screen; or `(1 - offset / proxy.size.width) * 20`:
    /// a position normalised by the page's own size, a bounded progress.
    static func growsSlowlyOrIsNormalised(_ radius: ExprSyntax, limit: Double, _ context: FileContext) -> Bool {
        // The radius and the locals it is computed from (`let progress = minX / width`).
        var expressions = [radius]
        var index = 0
        while index < expressions.count, expressions.count < 16 {
            for identifier in expressions[index].descendants(IdentifierExprSyntax.self) {
                if case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
                   let initializer = variable.initializer, !expressions.contains(where: { $0 === initializer }) {
                    expressions.append(initializer)
                }
            }
            index += 1
        }
        return expressions.flatMap { $0.descendants(BinaryExprSyntax.self) }.contains { division in
            guard division.op == "/", context.flow.value(of: division.lhs).scroll else { return false }
            if let divisor = (division.rhs.unwrapped as? LiteralExprSyntax)?.numericValue {
                return divisor > 0 && visibleTravel / divisor <= limit
            }
            let divisor = context.flow.value(of: division.rhs)
            let sizeName = (division.rhs.unwrapped as? MemberAccessExprSyntax)?.name
            return (divisor.geometry && !divisor.moves) || sizeName == "width" || sizeName == "height"
        }
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
