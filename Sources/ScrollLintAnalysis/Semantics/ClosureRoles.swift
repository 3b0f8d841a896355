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
    /// `onChange(of: value) { old, new in ... }`: parameters carry the observed value.
    case valueChange(observed: ExprSyntax?)
    case other
}

extension FileContext {
    /// The call a closure is passed to, and under which label (nil for the unlabeled trailing
    /// closure or an unlabeled argument).
    public func owningCall(of closure: ClosureExprSyntax) -> (call: CallExprSyntax, label: String?)? {
        guard let call = closure.parent as? CallExprSyntax else { return nil }
        if closure.isTrailing { return (call, closure.trailingLabel) }
        if let argument = closure.enclosingArgument { return (call, argument.label) }
        return nil
    }

    public func role(of closure: ClosureExprSyntax) -> ClosureRole {
        guard let (call, label) = owningCall(of: closure), let name = call.name else { return .other }
        switch name {
        case "GeometryReader" where call.callee is IdentifierExprSyntax:
            return label == nil || label == "content" ? .geometryReaderContent : .other
        case "visualEffect":
            return .visualEffect
        case "scrollTransition":
            return label == nil || label == "transition" ? .scrollTransition : .other
        case "onScrollGeometryChange":
            if label == "action" { return .scrollGeometryAction }
            return label == nil || label == "of" ? .scrollGeometryTransform : .other
        case "onGeometryChange":
            if label == "action" { return .geometryAction }
            return label == nil || label == "of" ? .geometryTransform : .other
        case "onPreferenceChange":
            let key = call.arguments.first.flatMap { $0.expression }.flatMap(FileSummarizer.metatypeName)
            return .preferenceChange(key: key)
        case "onChange":
            return .valueChange(observed: call.argument("of"))
        default:
            return .other
        }
    }

    /// The transform closure paired with an `action:` closure of `onScrollGeometryChange` /
    /// `onGeometryChange`.
    public func transform(pairedWith action: ClosureExprSyntax) -> ClosureExprSyntax? {
        guard let (call, _) = owningCall(of: action) else { return nil }
        return call.closure("of") ?? call.trailingClosures.first(where: { $0.label == nil })?.closure
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
