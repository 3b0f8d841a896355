import ScrollLintFindings
import ScrollLintSyntax

/// A scroll-derived value fed into a layout modifier: the view is laid out again on every scroll
/// frame.
struct LayoutFromScrollRule: Rule {
    static let id = "layout-from-scroll"
    static let defaultSeverity = Severity.warning
    static let enabledByDefault = false
    static let summary = "A scroll-derived value feeds a layout modifier, so the view is laid out again on every scroll frame."

    /// Layout modifiers and the arguments of each that decide size or spacing.
    static let layoutArguments: [String: Set<String?>?] = [
        "frame": nil, "padding": nil, "containerRelativeFrame": ["count", "span", "spacing"], "aspectRatio": nil,
    ]

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["frame", "padding", "containerRelativeFrame", "aspectRatio"])
    }

    func check(_ context: FileContext) {
        for (name, labels) in Self.layoutArguments {
            for call in context.modifiers(named: name) {
                guard let nameToken = (call.callee as? MemberAccessExprSyntax)?.nameToken else { continue }
                for argument in call.arguments {
                    guard labels?.contains(argument.label) ?? true, let expression = argument.expression,
                          context.flow.value(of: expression).scroll else { continue }
                    // State written from scroll geometry is reported where it is written
                    // (scroll-state-per-frame, geometry-writeback).
                    let range = context.scrollRange(of: expression)
                    guard range.direct, !range.throughState else { continue }
                    let label = argument.label.map { "\($0): " } ?? ""
                    context.report(atToken: nameToken,
                                   "`.\(name)(\(label)\(context.text(expression)))` reads a scroll position, so this view and its neighbours are laid out again on every scroll frame; keep the layout fixed and move the effect to render time (scaleEffect or offset in visualEffect, or a scaleEffect anchored to the edge for a stretchy header)")
                    break
                }
            }
        }
    }
}
