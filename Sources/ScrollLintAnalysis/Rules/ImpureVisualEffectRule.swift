import ScrollLintFindings
import ScrollLintSyntax

/// A `visualEffect` or `scrollTransition` closure that does more than return an effect.
struct ImpureVisualEffectRule: Rule {
    static let id = "impure-visual-effect"
    static let defaultSeverity = Severity.warning
    static let summary = "A visualEffect or scrollTransition closure has side effects (state writes, tasks, logging, animations)."

    static let sideEffectFunctions: Set<String> = ["print", "debugPrint", "dump", "NSLog", "os_log", "withAnimation", "withTransaction"]
    static let logMethods: Set<String> = ["trace", "debug", "info", "notice", "log", "warning", "error", "critical", "fault"]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["visualEffect", "scrollTransition"])
    }

    func check(_ context: FileContext) {
        for name in ["visualEffect", "scrollTransition"] {
            for call in context.modifiers(named: name) {
                for closure in call.allClosures {
                    switch context.role(of: closure) {
                    case .visualEffect, .scrollTransition: check(closure, api: name, context)
                    default: break
                    }
                }
            }
        }
    }

    func check(_ closure: ClosureExprSyntax, api: String, _ context: FileContext) {
        closure.walk { node in
            if let assignment = node as? AssignmentExprSyntax, let write = context.state.write(assignment.target, at: assignment) {
                report(assignment, "writes `\(write.displayName)`", api: api, context)
                return false
            }
            guard let call = node as? CallExprSyntax, let what = sideEffect(call, context) else { return true }
            report(call, what, api: api, context)
            return false
        }
    }

    func report(_ node: Syntax, _ what: String, api: String, _ context: FileContext) {
        context.report(atToken: node.firstToken,
                       "This `\(api)` closure \(what); SwiftUI calls it during rendering, on every frame of a scroll and at arbitrary times, so it must only compute and return the effect. Move side effects to onScrollGeometryChange / onScrollVisibilityChange or an action")
    }

    /// What a call does, when it is a side effect.
    func sideEffect(_ call: CallExprSyntax, _ context: FileContext) -> String? {
        if let identifier = call.callee as? IdentifierExprSyntax {
            if identifier.name == "Task" { return "starts a `Task`" }
            if Self.sideEffectFunctions.contains(identifier.name) { return "calls `\(identifier.name)`" }
            return nil
        }
        guard let member = call.callee as? MemberAccessExprSyntax, let base = member.base else { return nil }
        let path = base.unwrapped.dottedPath ?? []
        if path.first == "DispatchQueue" { return "dispatches work with `\(context.text(call.callee))`" }
        if path == ["Task"] { return "starts a `Task`" }
        if Self.logMethods.contains(member.name), isLogger(base, context) { return "logs with `\(context.text(call.callee))`" }
        return nil
    }

    /// A `Logger` value: `Logger(...)`, `Logger.ui`, or a name declared as one.
    func isLogger(_ expression: ExprSyntax, _ context: FileContext) -> Bool {
        let expression = expression.unwrapped
        if let call = expression as? CallExprSyntax { return ["Logger", "OSLog"].contains(call.name ?? "") }
        guard let path = expression.dottedPath, var root = path.first else { return false }
        if root == "Logger" || root == "os" { return true }
        var binding: Binding?
        if root == "self", path.count > 1, let type = context.enclosingType(of: expression) {
            root = path[1]
            binding = context.bindings.member(root, of: type)
        } else {
            binding = context.bindings.resolve(root, at: expression)
                ?? context.bindings.fileLevelVariable(root).map { .local($0) }
        }
        switch binding {
        case let .local(variable)?:
            if let annotation = variable.typeAnnotation { return TypeNames.baseName(annotation).hasSuffix("Logger") }
            return variable.initializer.map { isLogger($0, context) } ?? false
        case let .member(_, property)?:
            if let annotation = property.typeAnnotation { return TypeNames.baseName(annotation).hasSuffix("Logger") }
            return property.initializerType == "Logger"
        default:
            return false
        }
    }
}
