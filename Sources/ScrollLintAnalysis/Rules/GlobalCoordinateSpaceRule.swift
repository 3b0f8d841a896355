import ScrollLintFindings
import ScrollLintSyntax

/// A scroll effect that measures in the global (screen) coordinate space.
struct GlobalCoordinateSpaceRule: Rule {
    static let id = "global-coordinate-space"
    static let defaultSeverity = Severity.warning
    static let summary = "A scroll effect measures its position in .global (screen) coordinates instead of the scroll view's."

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["visualEffect", "GeometryReader"])
    }

    func check(_ context: FileContext) {
        for name in ["frame", "bounds"] {
            for call in context.modifiers(named: name) {
                guard let member = call.callee as? MemberAccessExprSyntax, let base = member.base,
                      call.arguments.count == 1, let space = call.arguments[0].expression,
                      Self.isGlobal(space), context.flow.value(of: base).object == .proxy,
                      let proxy = base.unwrapped as? IdentifierExprSyntax,
                      case let .closureParameter(closure, _)? = context.bindings.resolve(proxy.name, at: proxy),
                      let place = place(of: call, proxyClosure: closure, context) else { continue }
                context.report(atToken: member.nameToken,
                               "`\(context.text(call))` \(place) measures in screen coordinates, which also move with the navigation bar, safe area, sheets and split view; measure in the scroll view's space (`.scrollView`, or a named coordinate space on the ScrollView)")
            }
        }
    }

    /// `.global`, `CoordinateSpace.global`.
    static func isGlobal(_ expression: ExprSyntax) -> Bool {
        guard let path = expression.unwrapped.dottedPath, path.last == "global" else { return false }
        return path == ["", "global"] || path == ["CoordinateSpace", "global"] || path == ["SwiftUI", "CoordinateSpace", "global"]
    }

    /// Where the proxy comes from, when that place is a scroll effect: `visualEffect`, or a
    /// `GeometryReader` in scroll content whose position is read.
    func place(of call: CallExprSyntax, proxyClosure: ClosureExprSyntax, _ context: FileContext) -> String? {
        switch context.role(of: proxyClosure) {
        case .visualEffect:
            return "inside visualEffect"
        case .geometryReaderContent:
            guard let reader = context.owningCall(of: proxyClosure)?.call, context.isInScrollContent(reader),
                  let position = call.parent as? MemberAccessExprSyntax, position.base === call,
                  ScrollFlow.positionMembers.contains(position.name) else { return nil }
            return "in a GeometryReader inside scroll content"
        default:
            return nil
        }
    }
}
