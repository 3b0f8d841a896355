import ScrollLintFindings
import ScrollLintSyntax

/// Geometry measured during layout is written into state.
struct GeometryWritebackRule: Rule {
    static let id = "geometry-writeback"
    static let defaultSeverity = Severity.warning
    static let summary = "Geometry measured during layout is written into state (geometry -> state -> layout loop)."

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["GeometryReader", "onPreferenceChange", "onGeometryChange"])
    }

    func check(_ context: FileContext) {
        // Writes inside a GeometryReader's content, directly or in onAppear/onChange/task/async.
        for reader in context.calls(named: "GeometryReader") where reader.callee is IdentifierExprSyntax {
            guard let content = reader.closure(boundTo: "content") else { continue }
            let inScrollContent = context.isInScrollContent(reader)
            for assignment in context.assignments(in: content) {
                guard Self.runsDuringLayout(assignment, in: content, context),
                      let write = context.state.write(assignment.target, at: assignment) else { continue }
                let value = context.flow.value(of: assignment.value)
                guard value.geometry else { continue }
                // A scroll position stored from scroll content is scroll-state-per-frame's finding.
                if inScrollContent, ScrollStatePerFrameRule.continuousScrollWrite(assignment, context) != nil { continue }
                report(write, assignment, measured: reader, source: "the GeometryReader's proxy", context)
            }
        }
        // onPreferenceChange of a key given a geometry value anywhere in the project.
        for call in context.modifiers(named: "onPreferenceChange") {
            guard let key = call.arguments.first?.expression.flatMap(FileSummarizer.metatypeName),
                  let flow = context.project.preferenceFlow(ofKey: key), flow.carriesGeometry,
                  let action = call.closure(boundTo: "action") else { continue }
            for assignment in context.assignments(in: action) {
                guard let write = context.state.write(assignment.target, at: assignment),
                      context.flow.value(of: assignment.value).geometry else { continue }
                if flow.carriesScrollPosition, ScrollStatePerFrameRule.continuousScrollWrite(assignment, context) != nil { continue }
                report(write, assignment, measured: call, source: "preference key `\(key)`, which carries a geometry reading", context)
            }
        }
        // onGeometryChange whose state sizes the view it measures (or a view containing it).
        for call in context.modifiers(named: "onGeometryChange") {
            guard let action = call.closure(boundTo: "action") else { continue }
            for assignment in context.assignments(in: action) {
                guard let write = context.state.write(assignment.target, at: assignment),
                      context.flow.value(of: assignment.value).geometry,
                      let layout = layoutRead(write, around: call, context) else { continue }
                context.report(at: assignment.target,
                               "`\(write.displayName)` is written from onGeometryChange and read by `.\(layout.name ?? "frame")` of the measured view; the new layout changes the measured geometry, which writes the state again. Size the view from its container (containerRelativeFrame, a layout) or keep the measurement out of its own layout",
                               severity: .error, related: [context.related(layout, "`\(write.displayName)` sizes the measured view here")])
            }
        }
    }

    func report(_ write: StateWrite, _ assignment: AssignmentExprSyntax, measured: CallExprSyntax, source: String,
                _ context: FileContext) {
        if let layout = layoutRead(write, around: measured, context) {
            context.report(at: assignment.target,
                           "`\(write.displayName)` is written from \(source) and sizes the measured view through `.\(layout.name ?? "frame")`: every layout pass changes what is measured and writes the state again. Size the view from its container (containerRelativeFrame, a Layout) instead",
                           severity: .error, related: [context.related(layout, "`\(write.displayName)` is read by a layout modifier here")])
        } else {
            context.report(at: assignment.target,
                           "`\(write.displayName)` is written from \(source) during layout (geometry -> state -> layout -> geometry); read geometry where it is used (visualEffect, a Layout, containerRelativeFrame) or use onGeometryChange with a value that does not feed back into this layout")
        }
    }

    /// Closures that run as part of laying out the reader's content (a write in a tap handler runs
    /// on user input instead).
    static let layoutTimeCalls: Set<String> = ["onAppear", "onChange", "task", "async", "asyncAfter", "withAnimation", "Task"]

    /// Whether every closure between the write and the reader's content runs at layout time.
    static func runsDuringLayout(_ assignment: AssignmentExprSyntax, in content: ClosureExprSyntax,
                                 _ context: FileContext) -> Bool {
        for closure in context.enclosingClosures(of: assignment) {
            if closure === content { return true }
            guard let name = context.owningCall(of: closure)?.call.name, layoutTimeCalls.contains(name) else { return false }
        }
        return false
    }

    /// A layout modifier of the measured view's chain, or of a containing view's chain, that reads
    /// the written state.
    func layoutRead(_ write: StateWrite, around call: CallExprSyntax, _ context: FileContext) -> CallExprSyntax? {
        for chain in context.enclosingChains(of: call) {
            if let layout = context.layoutRead(of: write.path, in: chain) { return layout }
        }
        return nil
    }
}
