import ScrollLintSyntax

/// Questions about scroll-driven motion: what drives an effect, whether an offset merely pins a
/// view against the scroll, and whether a type takes the Reduce Motion setting into account.
extension FileContext {
    /// Whether `expression` reads a `scrollTransition` phase (`phase.value`, `phase.isIdentity`,
    /// `phase == .topLeading`), directly or through local `let`s.
    public func readsTransitionPhase(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        return expression.descendants(IdentifierExprSyntax.self).contains { identifier in
            if flow.value(of: identifier).object == .transitionPhase { return true }
            guard case let .local(variable)? = bindings.resolve(identifier.name, at: identifier),
                  let initializer = variable.initializer, !initializer.contains(identifier) else { return false }
            return readsTransitionPhase(initializer, depth: depth + 1)
        }
    }

    /// An offset that follows the scroll position one to one (`-minY`, `max(0, -minY)`,
    /// `minY > 0 ? -minY : 0`, `-offset + 20`): it keeps the view in place (a sticky header)
    /// instead of moving it. Any scaling of the scroll value (`-minY / 2`) is motion.
    public func isPinning(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
        guard depth < 16 else { return false }
        let expression = expression.unwrapped
        func pinningOrFixed(_ part: ExprSyntax) -> Bool {
            !flow.value(of: part).scroll || isPinning(part, depth: depth + 1)
        }
        switch expression {
        case let prefix as PrefixExprSyntax:
            return (prefix.op == "-" || prefix.op == "+") && isPinning(prefix.operand, depth: depth + 1)
        case let ternary as TernaryExprSyntax:
            return pinningOrFixed(ternary.thenExpression) && pinningOrFixed(ternary.elseExpression)
        case let binary as BinaryExprSyntax:
            return (binary.op == "+" || binary.op == "-") && pinningOrFixed(binary.lhs) && pinningOrFixed(binary.rhs)
        case let call as CallExprSyntax:
            guard call.callee is IdentifierExprSyntax,
                  ["min", "max", "CGFloat", "Double", "CGSize", "CGPoint"].contains(call.name ?? "") else { return false }
            return call.arguments.allSatisfy { $0.expression.map(pinningOrFixed) ?? true }
        case let identifier as IdentifierExprSyntax:
            if case let .local(variable)? = bindings.resolve(identifier.name, at: identifier) {
                guard let initializer = variable.initializer else { return false }
                return isPinning(initializer, depth: depth + 1)
            }
            return flow.value(of: identifier).scroll
        case let member as MemberAccessExprSyntax:
            guard let base = member.base else { return false }
            // `proxy.frame(in: .scrollView).minY`, `geometry.contentOffset.y`, `offset.y`.
            if flow.value(of: base).object != nil { return true }
            return flow.value(of: base).scroll && isPinning(base, depth: depth + 1)
        default:
            return false
        }
    }

    /// Whether a type reads the Reduce Motion setting: `@Environment(\.accessibilityReduceMotion)`,
    /// `UIAccessibility.isReduceMotionEnabled`, or a property or parameter a parent fills from it
    /// (any name mentioning motion, such as `reduceMotion` or `prefersReducedMotion`), in this
    /// declaration or in any extension of the type in the project.
    public func readsReduceMotion(_ type: TypeDeclSyntax) -> Bool {
        func mentionsMotion(_ name: String) -> Bool { name.lowercased().contains("motion") }
        var found = false
        type.walk { node in
            switch node {
            case let identifier as IdentifierExprSyntax: found = mentionsMotion(identifier.name)
            case let member as MemberAccessExprSyntax: found = mentionsMotion(member.name)
            case let variable as VariableDeclSyntax: found = mentionsMotion(variable.name)
            case let function as FunctionDeclSyntax: found = function.parameters.contains { mentionsMotion($0.name) }
            case let keyPath as KeyPathExprSyntax: found = keyPath.components.contains(where: mentionsMotion)
            default: break
            }
            return !found
        }
        if found { return true }
        return project.members(ofTypeNamed: TypeNames.baseName(type.name)).contains { mentionsMotion($0.name) }
    }
}
