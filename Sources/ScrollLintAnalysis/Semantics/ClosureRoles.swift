import ScrollLintSyntax

/// The SwiftUI API a closure is handed to, which decides what its parameters mean.
public enum ClosureRole {
    /// `GeometryReader { proxy in ... }`: parameter 0 is a `GeometryProxy`.
    case geometryReaderContent
    /// `.visualEffect { content, proxy in ... }`: parameter 1 is a `GeometryProxy`; render only.
    case visualEffect
    /// `.scrollTransition { content, phase in ... }`: parameter 1 is a `ScrollTransitionPhase`.
    case scrollTransition
    /// `onScrollGeometryChange(for:of:action:)`'s `of:` closure: parameter 0 is a `ScrollGeometry`.
    case scrollGeometryTransform
    /// Its `action:` closure: parameters carry what the transform returned.
    case scrollGeometryAction
    /// `onGeometryChange(for:of:action:)`'s `of:` closure: parameter 0 is a `GeometryProxy`.
    case geometryTransform
    case geometryAction
    /// `onPreferenceChange(Key.self) { value in ... }`.
    case preferenceChange(key: String?)
    /// The closure of a project helper that measures the view (`.readSize { size in ... }`):
    /// its parameters carry the reading the helper hands on.
    case geometryHelper(GeometryHelper.Callback)
    /// `onChange(of: value) { old, new in ... }`: parameters carry the observed value.
    case valueChange(observed: ExprSyntax?)
    case other
}

extension FileContext {
    /// The call a closure is passed to, and the parameter it binds to: for the SwiftUI APIs of
    /// the signature table its parameter name whatever the spelling (`action` for the trailing
    /// closure of `onScrollGeometryChange(for:of:)`), for other calls its label (nil for the
    /// unlabeled trailing closure or an unlabeled argument).
    public func owningCall(of closure: ClosureExprSyntax) -> (call: CallExprSyntax, parameter: String?)? {
        guard let call = closure.parent as? CallExprSyntax, closure.isTrailing || closure.enclosingArgument != nil else { return nil }
        return (call, call.parameterName(of: closure))
    }

    public func role(of closure: ClosureExprSyntax) -> ClosureRole {
        guard let (call, parameter) = owningCall(of: closure), let name = call.name else { return .other }
        switch (name, parameter) {
        case ("GeometryReader", "content") where call.callee is IdentifierExprSyntax:
            return .geometryReaderContent
        case ("visualEffect", "effect"):
            return .visualEffect
        case ("scrollTransition", "transition"):
            return .scrollTransition
        case ("onScrollGeometryChange", "of"):
            return .scrollGeometryTransform
        case ("onScrollGeometryChange", "action"):
            return .scrollGeometryAction
        case ("onGeometryChange", "of"):
            return .geometryTransform
        case ("onGeometryChange", "action"):
            return .geometryAction
        case ("onPreferenceChange", "action"):
            let key = call.arguments.first.flatMap { $0.expression }.flatMap(FileSummarizer.metatypeName)
            return .preferenceChange(key: key)
        case ("onChange", "action"):
            return .valueChange(observed: call.argument("of"))
        case (_, nil) where Self.isOnChangeWrapper(call):
            return .valueChange(observed: call.argument("of"))
        default:
            if let (_, callback) = geometryHelperCallback(of: closure) { return .geometryHelper(callback) }
            return .other
        }
    }

    /// A project's own wrapper of `onChange(of:)` (`.onChangeCompat(of: value) { new in ... }`,
    /// written to pick the right overload per OS version): a modifier named `onChange…` with an
    /// `of:` argument. Its trailing closure runs when the observed value changes and receives it.
    public static func isOnChangeWrapper(_ call: CallExprSyntax) -> Bool {
        guard let name = call.name, name.hasPrefix("onChange"), name != "onChange",
              call.callee is MemberAccessExprSyntax else { return false }
        return call.argument("of") != nil
    }

    /// The transform closure paired with an `action:` closure of `onScrollGeometryChange` /
    /// `onGeometryChange`.
    public func transform(pairedWith action: ClosureExprSyntax) -> ClosureExprSyntax? {
        guard let (call, _) = owningCall(of: action) else { return nil }
        return call.closure(boundTo: "of")
    }

    /// The value the transform paired with a geometry action returns (`$0.size.height` of
    /// `onGeometryChange(for:of:action:)`): what the action's new value is.
    public func transformResult(pairedWith action: ClosureExprSyntax) -> ExprSyntax? {
        transform(pairedWith: action).flatMap(resultExpression)
    }

    /// The value a closure produces: its single expression, or the value of its last `return`.
    public func resultExpression(of closure: ClosureExprSyntax) -> ExprSyntax? {
        if let single = closure.singleExpression { return single }
        for statement in closure.statements.reversed() {
            if let jump = statement as? JumpStmtSyntax, jump.keyword == "return" { return jump.value }
        }
        return closure.statements.last as? ExprSyntax
    }

    /// The closures between `node` and its enclosing declaration, innermost first.
    public func enclosingClosures(of node: Syntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        for ancestor in node.ancestors {
            if let closure = ancestor as? ClosureExprSyntax { closures.append(closure) }
            if ancestor is TypeDeclSyntax || ancestor is FunctionDeclSyntax || ancestor is VariableDeclSyntax { break }
        }
        return closures
    }
}
