import ScrollLintSyntax

/// What the data-flow pass knows about a value.
public struct FlowValue: Equatable, Sendable {
    /// A continuous value computed from scroll geometry: `ScrollGeometry` members, a proxy's
    /// `frame(in:)` / `bounds(of:)` position, `phase.value`, or state written from one of these.
    public var scroll = false
    /// Computed from any geometry reading (a proxy's size counts here, not for `scroll`).
    public var geometry = false
    /// The geometry object itself, before a member is read from it.
    public var object: GeometryObject?
    /// Changes with the scroll position itself (a content offset, a position in a coordinate
    /// space, `phase.value`), not only with sizes such as `contentSize`, which stay put while the
    /// user scrolls.
    public var moves = false

    /// `proxyRect`: a frame in a space that scrolls with the content (`.scrollView`, `.global`, a
    /// space named on the scroll view); `fixedRect`: a frame in a space that moves with the
    /// measured view (`.local`, a space named on a view inside the scrolling content), whose
    /// position is geometry but never a scroll position.
    public enum GeometryObject: Equatable, Sendable { case proxy, proxyRect, fixedRect, scrollGeometry, transitionPhase }

    public static let none = FlowValue()

    func union(_ other: FlowValue) -> FlowValue {
        FlowValue(scroll: scroll || other.scroll, geometry: geometry || other.geometry, object: nil,
                  moves: moves || other.moves)
    }

    /// Only the value part (an object used as a whole value stays a geometry reading).
    var asValue: FlowValue {
        FlowValue(scroll: scroll, geometry: geometry || object != nil, object: nil, moves: moves)
    }
}

/// The scroll-derived data flow: follows values from geometry sources through local `let`/`var`,
/// closure parameters, arithmetic, ternaries, `min`/`max`/`abs`, conversions, and state written
/// from such values. Anything it cannot follow is `.none`, so rules stay silent.
public final class ScrollFlow {
    unowned let context: FileContext
    private var cache: [ObjectIdentifier: FlowValue] = [:]
    private var inProgress: Set<ObjectIdentifier> = []
    private var localValues: [ObjectIdentifier: FlowValue] = [:]
    /// Scroll-derived state per view type (computed on first use).
    private var derivedState: [ObjectIdentifier: [String: FlowValue]] = [:]
    private var depth = 0
    /// Whether state written from geometry anywhere in the view counts as geometry where it is
    /// read (the shared `context.flow`). Without it only what flows from a geometry source within
    /// the expression's own closures counts.
    let followsState: Bool
    /// Whether a function parameter declared `GeometryProxy` is a proxy (a helper that builds a
    /// reader's content from the proxy it is handed).
    let proxyParameters: Bool

    init(context: FileContext, followsState: Bool = true, proxyParameters: Bool = false) {
        self.context = context
        self.followsState = followsState
        self.proxyParameters = proxyParameters
    }

    /// The calls that hand a closure a geometry source; without one, nothing in a file is
    /// scroll-derived.
    public static let sourceCalls: Set<String> = [
        "GeometryReader", "visualEffect", "scrollTransition", "onScrollGeometryChange", "onGeometryChange",
        "onPreferenceChange", "onChange",
    ]

    /// `ScrollGeometry` members that change as the content scrolls (the rest are sizes and insets).
    static let movingScrollMembers: Set<String> = ["contentOffset", "visibleRect", "bounds"]

    static let positionMembers: Set<String> = ["minX", "minY", "midX", "midY", "maxX", "maxY", "origin"]
    static let passThroughFunctions: Set<String> = ["min", "max", "abs", "CGFloat", "Double", "Float", "sqrt",
                                                    "round", "floor", "ceil", "CGPoint", "CGSize", "CGRect", "CGVector"]
    static let passThroughMethods: Set<String> = ["rounded", "clamped", "magnitude", "squareRoot"]

    public func value(of expression: ExprSyntax) -> FlowValue {
        let key = ObjectIdentifier(expression)
        if let cached = cache[key] { return cached }
        guard depth < 64, !inProgress.contains(key) else { return .none }
        depth += 1
        inProgress.insert(key)
        let result = compute(expression)
        inProgress.remove(key)
        depth -= 1
        cache[key] = result
        return result
    }

    private func compute(_ expression: ExprSyntax) -> FlowValue {
        switch expression {
        case let identifier as IdentifierExprSyntax:
            guard let binding = context.bindings.resolve(identifier.name, at: identifier) else { return .none }
            return value(of: binding, at: identifier)
        case let member as MemberAccessExprSyntax:
            guard let base = member.base else { return .none }
            let baseValue = value(of: base)
            switch baseValue.object {
            case .proxy?:
                return member.name == "size" || member.name == "safeAreaInsets"
                    ? FlowValue(geometry: true) : .none
            case .proxyRect?:
                if ScrollFlow.positionMembers.contains(member.name) { return FlowValue(scroll: true, geometry: true, moves: true) }
                return ["width", "height", "size"].contains(member.name) ? FlowValue(geometry: true) : .none
            case .fixedRect?:
                return ScrollFlow.positionMembers.contains(member.name) || ["width", "height", "size"].contains(member.name)
                    ? FlowValue(geometry: true) : .none
            case .scrollGeometry?:
                return FlowValue(scroll: true, geometry: true, moves: ScrollFlow.movingScrollMembers.contains(member.name))
            case .transitionPhase?:
                return member.name == "value" ? FlowValue(scroll: true, geometry: false, moves: true) : .none
            case nil:
                if member.name == "isEmpty" || member.name == "count" { return .none }
                return baseValue
            }
        case let call as CallExprSyntax:
            if let member = call.callee as? MemberAccessExprSyntax, let base = member.base {
                let baseValue = value(of: base)
                if baseValue.object == .proxy, member.name == "frame" || member.name == "bounds" {
                    // `.global` may scroll with a scroll view of another file; `.local` and a
                    // space this file names on a view holding no scroll view never do.
                    let space = call.arguments.first?.expression
                    let fixed = space.map { context.motion(ofSpace: $0, readBy: nil) == .fixed } ?? false
                    return FlowValue(scroll: false, geometry: true, object: fixed ? .fixedRect : .proxyRect)
                }
                if baseValue.object == nil, ScrollFlow.passThroughMethods.contains(member.name) { return baseValue }
                return .none
            }
            if let name = call.name, ScrollFlow.passThroughFunctions.contains(name) {
                return call.arguments.reduce(FlowValue.none) { partial, argument in
                    argument.expression.map { partial.union(value(of: $0).asValue) } ?? partial
                }
            }
            return .none
        case let binary as BinaryExprSyntax:
            switch binary.op {
            case "+", "-", "*", "/", "%", "&+", "&-", "&*":
                return value(of: binary.lhs).asValue.union(value(of: binary.rhs).asValue)
            case "??":
                return value(of: binary.lhs).union(value(of: binary.rhs))
            default:
                return .none
            }
        case let prefix as PrefixExprSyntax:
            return prefix.op == "-" || prefix.op == "+" ? value(of: prefix.operand).asValue : .none
        case let ternary as TernaryExprSyntax:
            return value(of: ternary.thenExpression).union(value(of: ternary.elseExpression))
        case let tuple as TupleExprSyntax:
            if let inner = tuple.parenthesized { return value(of: inner) }
            return .none
        case let postfix as PostfixExprSyntax:
            return postfix.op == "!" || postfix.op == "?" ? value(of: postfix.operand) : .none
        case let effect as EffectExprSyntax:
            return value(of: effect.operand)
        case let cast as CastExprSyntax:
            return cast.op == "is" ? .none : value(of: cast.operand)
        default:
            return .none
        }
    }

    private func value(of binding: Binding, at use: Syntax) -> FlowValue {
        switch binding {
        case let .closureParameter(closure, index):
            return parameterValue(closure, index)
        case let .local(variable):
            return localValue(variable)
        case let .conditionBinding(condition):
            return condition.expression.map(value(of:)) ?? .none
        case let .member(type, property):
            if followsState, let state = derivedStateValues(of: type)[property.name] { return state }
            if !property.isStored, let getter = computedGetter(property.name, in: type),
               let result = getter.singleExpression {
                return value(of: result)
            }
            return .none
        case let .functionParameter(function, index):
            if proxyParameters, index < function.parameters.count,
               function.parameters[index].type.map(TypeNames.baseName) == "GeometryProxy" {
                return FlowValue(geometry: true, object: .proxy)
            }
            // A method of the view: what its callers in the type pass (`handleScroll(y)` from a
            // scroll action hands it the offset).
            return context.arguments(passedTo: function, parameter: index).reduce(FlowValue.none) { partial, argument in
                partial.union(value(of: argument).asValue)
            }
        case .loopVariable:
            return .none
        }
    }

    /// A local's value: its initializer and, for a `var`, later assignments in the same scope
    /// (not inside nested closures). Cached per declaration: the scope is walked once.
    private func localValue(_ variable: VariableDeclSyntax) -> FlowValue {
        let key = ObjectIdentifier(variable)
        if let known = localValues[key] { return known }
        localValues[key] = FlowValue.none
        var result = variable.initializer.map(value(of:)) ?? .none
        if !variable.isLet, let scope = variable.parent {
            scope.walk { node in
                if let assignment = node as? AssignmentExprSyntax, assignment.op == "=",
                   (assignment.target.unwrapped as? IdentifierExprSyntax)?.name == variable.name {
                    result = result.union(self.value(of: assignment.value))
                }
                return !(node is ClosureExprSyntax) || node === scope
            }
        }
        localValues[key] = result
        return result
    }

    /// What a closure parameter holds, from the API the closure is handed to.
    public func parameterValue(_ closure: ClosureExprSyntax, _ index: Int) -> FlowValue {
        switch context.role(of: closure) {
        case .geometryReaderContent, .geometryTransform:
            return index == 0 ? FlowValue(geometry: true, object: .proxy) : .none
        case .visualEffect:
            return index == 1 ? FlowValue(geometry: true, object: .proxy) : .none
        case .scrollTransition:
            return index == 1 ? FlowValue(object: .transitionPhase) : .none
        case .scrollGeometryTransform:
            return index == 0 ? FlowValue(scroll: true, geometry: true, object: .scrollGeometry, moves: true) : .none
        case .scrollGeometryAction, .geometryAction:
            guard let result = context.transformResult(pairedWith: closure) else { return .none }
            let handed = value(of: result)
            // `{ $0 } action: { _, geometry in ... }`: the whole ScrollGeometry is handed over, so
            // its members keep their meaning (`geometry.contentInsets` does not move).
            if handed.object == .scrollGeometry { return handed }
            return handed.asValue
        case let .preferenceChange(key):
            guard let key, let flow = context.project.preferenceFlow(ofKey: key) else { return .none }
            if flow.carriesFrame { return FlowValue(geometry: true, object: .proxyRect) }
            return FlowValue(scroll: flow.carriesScrollPosition, geometry: flow.carriesGeometry, moves: flow.carriesScrollPosition)
        case let .geometryHelper(callback):
            // A frame of a view outside the scroll content of its own view's scroll view does not
            // move while that content scrolls.
            if callback.value.object == .proxyRect, let call = closure.parent as? CallExprSyntax,
               !context.isInScrollContent(call), context.typeContainsScrollView(around: call) {
                return FlowValue(geometry: true, object: .fixedRect)
            }
            return callback.value
        case let .valueChange(observed):
            return observed.map { value(of: $0).asValue } ?? .none
        case .other:
            return .none
        }
    }

    private func computedGetter(_ name: String, in type: TypeDeclSyntax) -> CodeBlockSyntax? {
        for member in type.members {
            if let variable = member as? VariableDeclSyntax, variable.name == name { return variable.getter }
        }
        return nil
    }

    /// State properties of a view type that are written from scroll-derived values anywhere in
    /// the type (iterated so that state derived from derived state counts too).
    public func derivedStateValues(of type: TypeDeclSyntax) -> [String: FlowValue] {
        let key = ObjectIdentifier(type)
        if let known = derivedState[key] { return known }
        derivedState[key] = [:]
        var result: [String: FlowValue] = [:]
        let assignments = context.assignments(directlyIn: type)
        for _ in 0..<3 {
            var changed = false
            // Values cached while the state was only partly known are stale.
            cache.removeAll()
            localValues.removeAll()
            for assignment in assignments {
                guard let write = context.state.write(assignment.target, at: assignment), write.path.count == 1 else { continue }
                let written = value(of: assignment.value).asValue
                guard written.scroll || written.geometry else { continue }
                let merged = (result[write.rootName] ?? .none).union(written)
                if merged != result[write.rootName] {
                    result[write.rootName] = merged
                    derivedState[key] = result
                    changed = true
                }
            }
            if !changed { break }
        }
        derivedState[key] = result
        cache.removeAll()
        localValues.removeAll()
        return result
    }
}
