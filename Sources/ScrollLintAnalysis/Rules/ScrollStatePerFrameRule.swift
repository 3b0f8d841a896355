import ScrollLintFindings
import ScrollLintSyntax

/// A continuous scroll value stored into state on every scroll frame.
struct ScrollStatePerFrameRule: Rule {
    static let id = "scroll-state-per-frame"
    static let defaultSeverity = Severity.warning
    static let summary = "A continuous scroll value is stored into state on every scroll frame."

    /// Transform result types that change with every scrolled point.
    static let continuousTypes: Set<String> = ["CGFloat", "Double", "Float", "CGPoint", "CGSize", "CGRect", "EdgeInsets", "ScrollGeometry"]

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["onScrollGeometryChange", "onPreferenceChange", "GeometryReader"])
    }

    func check(_ context: FileContext) {
        for call in context.modifiers(named: "onScrollGeometryChange") {
            guard let type = call.argument("for").flatMap(FileSummarizer.metatypeName),
                  Self.continuousTypes.contains(type), let action = call.closure(boundTo: "action") else { continue }
            reportContinuousWrites(in: action, context, source: "onScrollGeometryChange(for: \(type).self)")
        }
        for call in context.modifiers(named: "onPreferenceChange") {
            guard let key = call.arguments.first?.expression.flatMap(FileSummarizer.metatypeName),
                  context.project.preferenceFlow(ofKey: key)?.carriesScrollPosition == true,
                  let action = call.closure(boundTo: "action") else { continue }
            reportContinuousWrites(in: action, context, source: "onPreferenceChange(\(key).self)")
        }
        for call in context.calls(named: "GeometryReader") where call.callee is IdentifierExprSyntax {
            guard let content = call.closure(boundTo: "content"), context.isInScrollContent(call) else { continue }
            reportContinuousWrites(in: content, context, source: "a GeometryReader in scroll content")
        }
    }

    func reportContinuousWrites(in closure: ClosureExprSyntax, _ context: FileContext, source: String) {
        for assignment in context.assignments(in: closure) {
            guard let write = Self.continuousScrollWrite(assignment, context) else { continue }
            context.report(at: assignment.target,
                           "`\(write.displayName)` is written on every scroll frame from \(source); map the geometry to a discrete value in the transform (a Bool, Int or enum) or guard the write so it only happens when that value changes, or move the effect into visualEffect or scrollTransition")
        }
    }

    /// A state write of a continuous scroll-derived value. A guard does not make it discrete:
    /// `if abs(new - last) >= 1 { last = new }` still writes on nearly every frame. Discrete
    /// values (`new > 120`) are not scroll-derived, so they never count.
    static func continuousScrollWrite(_ assignment: AssignmentExprSyntax, _ context: FileContext) -> StateWrite? {
        // Only values that move with the scroll position change on every frame: a content size
        // written from the same callback changes when the content does.
        let value = context.flow.value(of: assignment.value)
        guard value.scroll, value.moves, let write = context.state.write(assignment.target, at: assignment) else { return nil }
        return write
    }
}
