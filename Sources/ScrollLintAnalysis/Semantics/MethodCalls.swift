import ScrollLintSyntax

/// Calls of a type's own methods (`handleScroll(y)`, `self.update(frame)`): a callback often hands
/// its value to a method of the view that writes the state. The flow follows arguments into
/// parameters, and rules see the writes of the methods a closure calls.
extension FileContext {
    /// How deep calls into methods are followed from one closure (no recursion either way).
    static let methodCallDepth = 3

    /// The method of the type around `call` that it invokes: `name(...)` or `self.name(...)`,
    /// matched by name and argument labels, declared in the type or an extension of it in this file.
    /// With `spelledAsView`, a capitalised name is looked up too (`ExpandedView(dismiss:)`, a
    /// view-building method named like a view); otherwise such a name is a type's initializer.
    public func calledMethod(_ call: CallExprSyntax, spelledAsView: Bool = false) -> FunctionDeclSyntax? {
        let name: String
        if let identifier = call.callee as? IdentifierExprSyntax {
            name = identifier.name
        } else if let member = call.callee as? MemberAccessExprSyntax, member.base?.isSelfReference == true {
            name = member.name
        } else {
            return nil
        }
        guard let methods = methodsByName[name], spelledAsView || name.first?.isLowercase == true,
              let type = enclosingType(of: call) else { return nil }
        let labels = call.arguments.map { $0.label ?? "_" }
        let baseName = TypeNames.baseName(type.name)
        for (typeName, function) in methods where typeName == baseName {
            // Trailing closures fill the last parameters; compare the labelled ones written in parentheses.
            guard function.parameters.count >= labels.count,
                  zip(function.parameters, labels).allSatisfy({ $0.label == $1 }) else { continue }
            return function
        }
        return nil
    }

    /// The arguments passed for parameter `index` of `function` by the calls of it in its own type
    /// (with `spelledAsView`, also by calls of a view-building method named like a view).
    public func arguments(passedTo function: FunctionDeclSyntax, parameter index: Int, spelledAsView: Bool = false) -> [ExprSyntax] {
        calls(named: function.name).compactMap { call in
            guard calledMethod(call, spelledAsView: spelledAsView) === function, index < call.arguments.count else { return nil }
            return call.arguments[index].expression
        }
    }

    /// The assignments `scope` makes, and those of the type's methods it calls (a few calls deep),
    /// each with the scope it sits in (the closure, or the called method's body).
    public func assignments(reachableFrom scope: Syntax) -> [(assignment: AssignmentExprSyntax, scope: Syntax)] {
        var result = assignments(in: scope).map { (assignment: $0, scope: scope) }
        var visited: Set<ObjectIdentifier> = []
        var frontier: [Syntax] = [scope]
        for _ in 0..<FileContext.methodCallDepth {
            var next: [Syntax] = []
            for current in frontier {
                for call in current.descendants(CallExprSyntax.self) {
                    guard let method = calledMethod(call), let body = method.body, !method.contains(scope),
                          visited.insert(ObjectIdentifier(method)).inserted else { continue }
                    result += assignments(in: body).map { (assignment: $0, scope: body as Syntax) }
                    next.append(body)
                }
            }
            frontier = next
        }
        return result
    }
}

extension CodeBlockSyntax {
    /// Every value a method body or getter returns (not those of closures or functions nested in
    /// it); nil when a `return` has no value or there is none.
    public var returnedValues: [ExprSyntax]? {
        if let single = singleExpression { return [single] }
        var values: [ExprSyntax] = []
        var bare = false
        walk { node in
            if let jump = node as? JumpStmtSyntax, jump.keyword == "return" {
                if let value = jump.value { values.append(value) } else { bare = true }
            }
            return node === self || !(node is ClosureExprSyntax || node is FunctionDeclSyntax)
        }
        return bare || values.isEmpty ? nil : values
    }
}
