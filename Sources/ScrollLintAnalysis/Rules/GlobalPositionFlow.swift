import ScrollLintSyntax

/// Where the global positions a view reads travel: into its properties, locals, `onChange(of:)`
/// actions and its own methods' parameters (the holders). A global reading whose every path ends
/// in a measure against another global position (`contentBottomY - contentTopY`,
/// `newY - lastScrollY`, `startY - contentTopY` with `startY` captured from the same reading), or
/// in a check whether it was captured yet, is a distance on screen: the screen's offset of the
/// scroll view cancels, wherever that sits. A holder nothing reads carries the reading nowhere.
struct GlobalPositionFlow {
    /// A place that can hold a position: a local or condition binding, a closure's or a method's
    /// parameter, or a property path (`contentTopY`, `self.contentTopY`, `model.offset`).
    enum Holder: Hashable {
        case declaration(ObjectIdentifier)
        case parameter(ObjectIdentifier, Int)
        case path(String)
    }

    let context: FileContext
    let type: TypeDeclSyntax
    private(set) var holders: Set<Holder> = []
    /// The reads of each holder in the type's own code (writes excluded).
    private var reads: [Holder: [ExprSyntax]] = [:]
    /// The view's own `onPreferenceChange` actions receiving each preference value, by the value.
    private var preferenceActions: [ObjectIdentifier: [ClosureExprSyntax]] = [:]

    /// How far an expression is taken apart, and how many rounds the holders grow.
    private static let depthLimit = 16
    private static let rounds = 6

    init(type: TypeDeclSyntax, _ context: FileContext) {
        self.context = context
        self.type = type
        let variables = type.descendants(VariableDeclSyntax.self).filter { $0.initializer != nil }
        let conditions = type.descendants(ConditionSyntax.self).filter { $0.kind == .optionalBinding && $0.expression != nil }
        let assignments = context.assignments(directlyIn: type)
        // The calls that hand a value on, looked up once: `onChange(of:)` with its action, a
        // preference with the view's own actions receiving it, and calls of the view's own methods.
        var changes: [(value: ExprSyntax, action: ClosureExprSyntax)] = []
        var methodCalls: [(call: CallExprSyntax, method: FunctionDeclSyntax)] = []
        for call in type.descendants(CallExprSyntax.self) {
            if call.name == "onChange", let value = call.argument("of"), let action = call.closure(boundTo: "action") {
                changes.append((value, action))
            } else if call.name == "preference", let value = call.argument("value"),
                      let actions = GlobalCoordinateSpaceRule.preferenceActions(receiving: value, context) {
                changes += actions.map { (value, $0) }
                preferenceActions[ObjectIdentifier(value)] = actions
            } else if let method = context.calledMethod(call) {
                methodCalls.append((call, method))
            }
        }
        for _ in 0..<Self.rounds {
            let before = holders.count
            for variable in variables where carries(variable.initializer!) { holders.insert(.declaration(ObjectIdentifier(variable))) }
            for condition in conditions where carries(condition.expression!) { holders.insert(.declaration(ObjectIdentifier(condition))) }
            for assignment in assignments where carries(assignment.value) {
                if let holder = holder(of: assignment.target) { holders.insert(holder) }
            }
            // `{ newY in }` or `{ old, new in }`: each parameter holds a reading (a preference's
            // action has one).
            for change in changes where carries(change.value) { holders.formUnion(Self.parameters(of: change.action)) }
            for (call, method) in methodCalls {
                for (index, argument) in call.arguments.enumerated() where argument.expression.map(carries) == true {
                    holders.insert(.parameter(ObjectIdentifier(method), index))
                }
            }
            if holders.count == before { break }
        }
        guard !holders.isEmpty else { return }
        for expression in type.descendants(ExprSyntax.self) where expression is IdentifierExprSyntax || expression is MemberAccessExprSyntax {
            // `self.offset` is one read of `offset`, not also one of `self`.
            if let member = expression.parent as? MemberAccessExprSyntax, member.base === expression,
               let whole = holder(of: member), holders.contains(whole) { continue }
            guard let holder = holder(of: expression), holders.contains(holder),
                  (expression.parent as? AssignmentExprSyntax)?.target !== expression else { continue }
            reads[holder, default: []].append(expression)
        }
    }

    /// Whether the global reading `position` (`frame(in: .global).minY`, or the rectangle) only
    /// ever measures against another global position on its way through the view's holders.
    func isOnlyMeasuredAgainstScreenPositions(_ position: ExprSyntax) -> Bool {
        var pending: [ExprSyntax] = [position]
        var seen: Set<Holder> = []
        var steps = 0
        while let use = pending.popLast() {
            steps += 1
            guard steps < 512 else { return false }
            switch destination(of: use) {
            case .measured:
                continue
            case .held(let places):
                for holder in places where seen.insert(holder).inserted { pending += reads[holder] ?? [] }
            case .elsewhere:
                return false
            }
        }
        return true
    }

    private enum Destination {
        /// Measured against another screen position, or checked for being captured yet.
        case measured
        /// Handed to holders, whose reads decide.
        case held([Holder])
        case elsewhere
    }

    private func destination(of use: ExprSyntax) -> Destination {
        var operand = use
        for _ in 0..<Self.depthLimit {
            guard let parent = operand.parent else { return .elsewhere }
            switch parent {
            case let tuple as TupleExprSyntax where tuple.parenthesized === operand:
                operand = tuple
            case let effect as EffectExprSyntax where effect.operand === operand:
                operand = effect
            case let postfix as PostfixExprSyntax where postfix.op == "!" || postfix.op == "?":
                operand = postfix
            case let prefix as PrefixExprSyntax where prefix.op == "-":
                operand = prefix
            case let member as MemberAccessExprSyntax where member.base === operand:
                // A rectangle's size does not move with the scroll; its position is the reading.
                if ["width", "height", "size"].contains(member.name) { return .measured }
                guard Self.isPositionMember(member.name) else { return .elsewhere }
                operand = member
            case let assignment as AssignmentExprSyntax where assignment.value === operand:
                return holder(of: assignment.target).map { .held([$0]) } ?? .elsewhere
            case let variable as VariableDeclSyntax where variable.initializer === operand:
                return .held([.declaration(ObjectIdentifier(variable))])
            case let condition as ConditionSyntax where condition.kind == .optionalBinding:
                return .held([.declaration(ObjectIdentifier(condition))])
            case let binary as BinaryExprSyntax:
                let other = binary.lhs === operand ? binary.rhs : binary.lhs
                switch binary.op {
                case "==", "!=":
                    return carries(other) || GeometryWritebackRule.isInitialValue(other) ? .measured : .elsewhere
                case "<", ">", "<=", ">=":
                    return carries(other) ? .measured : .elsewhere
                case "-":
                    if carries(other) { return .measured }
                    operand = binary
                case "+":
                    if carries(other) { return .elsewhere }
                    operand = binary
                default:
                    return .elsewhere
                }
            case let call as CallExprSyntax:
                guard let argument = operand.enclosingArgument else { return .elsewhere }
                if call.name == "onChange", argument.label == "of", let action = call.closure(boundTo: "action") {
                    // The action reads the value through its parameters, or not at all.
                    return .held(Self.parameters(of: action))
                }
                // A preference the view receives itself: its actions read the value.
                if let actions = preferenceActions[ObjectIdentifier(operand)] {
                    return .held(actions.map { .parameter(ObjectIdentifier($0), 0) })
                }
                guard let method = context.calledMethod(call),
                      let index = call.arguments.firstIndex(where: { $0.expression === operand }) else { return .elsewhere }
                return .held([.parameter(ObjectIdentifier(method), index)])
            default:
                return .elsewhere
            }
        }
        return .elsewhere
    }

    /// The parameters of an action closure, named or `$0`-style.
    private static func parameters(of action: ClosureExprSyntax) -> [Holder] {
        let count = action.parameters.isEmpty ? 2 : action.parameters.count
        return (0..<count).map { .parameter(ObjectIdentifier(action), $0) }
    }

    /// Whether `expression` is a position measured in the global space: a global reading, a
    /// holder, or either shifted by an amount (`minY + 20`); a difference of two is a distance.
    func carries(_ expression: ExprSyntax) -> Bool { carries(expression, depth: 0) }

    private func carries(_ expression: ExprSyntax, depth: Int) -> Bool {
        guard depth < Self.depthLimit else { return false }
        let expression = expression.unwrapped
        if let holder = holder(of: expression), holders.contains(holder) { return true }
        switch expression {
        case let call as CallExprSyntax:
            if GlobalCoordinateSpaceRule.isGlobalFrame(call) { return true }
            guard ["min", "max", "CGFloat", "Double"].contains(call.name) else { return false }
            return call.arguments.contains { $0.expression.map { carries($0, depth: depth + 1) } == true }
        case let member as MemberAccessExprSyntax:
            guard Self.isPositionMember(member.name), let base = member.base else { return false }
            return carries(base, depth: depth + 1)
        case let binary as BinaryExprSyntax where binary.op == "+" || binary.op == "-":
            return carries(binary.lhs, depth: depth + 1) != carries(binary.rhs, depth: depth + 1)
        case let ternary as TernaryExprSyntax:
            return carries(ternary.thenExpression, depth: depth + 1) || carries(ternary.elseExpression, depth: depth + 1)
        case let prefix as PrefixExprSyntax where prefix.op == "-":
            return carries(prefix.operand, depth: depth + 1)
        default:
            return false
        }
    }

    /// A rectangle's position (`minY`, `origin`), or a point's coordinate (`x`, `y`).
    static func isPositionMember(_ name: String) -> Bool {
        ScrollFlow.positionMembers.contains(name) || name == "x" || name == "y"
    }

    /// The holder an expression names: a local, condition binding or parameter by its
    /// declaration, a property of the view by its name, another value's property by its path.
    func holder(of expression: ExprSyntax) -> Holder? {
        let expression = expression.unwrapped
        if let identifier = expression as? IdentifierExprSyntax {
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .local(variable)?: return .declaration(ObjectIdentifier(variable))
            case let .conditionBinding(condition)?: return .declaration(ObjectIdentifier(condition))
            case let .closureParameter(closure, index)?: return .parameter(ObjectIdentifier(closure), index)
            case let .functionParameter(function, index)?: return .parameter(ObjectIdentifier(function), index)
            case .member?: return .path(identifier.name)
            default: return nil
            }
        }
        guard expression is MemberAccessExprSyntax, var path = expression.dottedPath, path.count >= 2, path[0] != "" else { return nil }
        if path[0] == "self" { path.removeFirst() }
        return .path(path.joined(separator: "."))
    }
}
