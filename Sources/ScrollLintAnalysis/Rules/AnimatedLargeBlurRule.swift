import ScrollLintFindings
import ScrollLintSyntax

/// A blur that grows with the scroll position without a limit, or a large constant blur redrawn
/// on every scroll frame.
struct AnimatedLargeBlurRule: Rule {
    static let id = "animated-large-blur"
    static let defaultSeverity = Severity.warning
    static let summary = "A scroll-driven blur has no upper bound, or a blur above the limit is redrawn on every scroll frame."
    static let options = [RuleOption("maximumRadius", .number)]

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["blur"])
    }

    func check(_ context: FileContext) {
        let limit = context.numberOption("maximumRadius", default: 20)
        for call in context.modifiers(named: "blur") {
            guard let nameToken = (call.callee as? MemberAccessExprSyntax)?.nameToken,
                  let radius = call.argument("radius") ?? call.argument(nil) else { continue }
            if context.flow.value(of: radius).scroll, !context.scrollRange(of: radius).boundedAbove {
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

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
