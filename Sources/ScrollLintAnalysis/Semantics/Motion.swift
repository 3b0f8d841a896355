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
    /// `minY > 0 ? -minY : 0`, `-offset + 20`, `bounds(of: .scrollView)?.minY ?? 0`): it keeps the
    /// view in place (a sticky header) instead of moving it; or one that moves exactly as far as
    /// the content scrolled (`progress * -distance` with `progress = offset / distance`). Any
    /// other scaling of the scroll value (`-minY / 2`) is motion.
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
            switch binary.op {
            case "+", "-", "??":
                // `bounds(of: .scrollView)?.minY ?? 0` pins as `-minY` does.
                return pinningOrFixed(binary.lhs) && pinningOrFixed(binary.rhs)
            case "*":
                return followsOneToOne(binary, depth: depth)
            default:
                return false
            }
        case let call as CallExprSyntax:
            if let member = call.callee as? MemberAccessExprSyntax, member.name == "rounded", let base = member.base {
                return isPinning(base, depth: depth + 1)
            }
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

    /// `progress * -distance` where `progress` was computed as `offset / distance` (clamped or
    /// not): the view moves as far as the content scrolled (to within a subtle 10 points), like
    /// the content itself (a header that slides away with the scroll), not at a speed of its own.
    func followsOneToOne(_ product: BinaryExprSyntax, depth: Int) -> Bool {
        let lhsScroll = flow.value(of: product.lhs).scroll, rhsScroll = flow.value(of: product.rhs).scroll
        guard lhsScroll != rhsScroll else { return false }
        var (progress, factor) = lhsScroll ? (product.lhs, product.rhs) : (product.rhs, product.lhs)
        // `-progress * 65`: the sign says which way the view goes, not how far.
        if let negated = progress.unwrapped as? PrefixExprSyntax, negated.op == "-" { progress = negated.operand }
        guard let divisor = normalisingDivisor(of: progress, depth: depth + 1) else { return false }
        func magnitude(_ expression: ExprSyntax) -> String {
            var expression = expression.unwrapped
            if let prefix = expression as? PrefixExprSyntax, prefix.op == "-" { expression = prefix.operand.unwrapped }
            return text(expression).filter { !$0.isWhitespace }
        }
        let (distance, travel) = (magnitude(divisor), magnitude(factor))
        if distance == travel { return true }
        // `-progress * 65` over 70 points of scroll: the view drifts at most 5 points from the
        // content, within the 10 points an offset may move and still be subtle.
        guard let d = Double(distance), let t = Double(travel) else { return false }
        return abs(d - t) <= 10
    }

    /// The `distance` of a progress written as `offset / distance`, through clamps (`min`, `max`,
    /// `clamped(to:)`), local `let`s and state every write of which divides by the same text (or
    /// snaps to 0 or 1).
    func normalisingDivisor(of expression: ExprSyntax, depth: Int) -> ExprSyntax? {
        guard depth < 16 else { return nil }
        switch expression.unwrapped {
        case let binary as BinaryExprSyntax where binary.op == "/":
            return flow.value(of: binary.lhs).scroll && !flow.value(of: binary.rhs).scroll ? binary.rhs : nil
        case let call as CallExprSyntax:
            if let member = call.callee as? MemberAccessExprSyntax, let base = member.base,
               ["clamped", "clamp"].contains(member.name) {
                return normalisingDivisor(of: base, depth: depth + 1)
            }
            guard call.callee is IdentifierExprSyntax, ["min", "max", "clamp", "clamped", "CGFloat", "Double"].contains(call.name ?? "") else { return nil }
            let scrollArguments = call.arguments.compactMap(\.expression).filter { flow.value(of: $0).scroll }
            guard scrollArguments.count == 1 else { return nil }
            return normalisingDivisor(of: scrollArguments[0], depth: depth + 1)
        case let ternary as TernaryExprSyntax:
            // `isSearching ? 1 : offset / 70`: snapping to an end of the range is no speed.
            func isEnd(_ expression: ExprSyntax) -> Bool {
                guard let value = (expression.unwrapped as? LiteralExprSyntax)?.numericValue else { return false }
                return value == 0 || value == 1
            }
            if isEnd(ternary.thenExpression) { return normalisingDivisor(of: ternary.elseExpression, depth: depth + 1) }
            if isEnd(ternary.elseExpression) { return normalisingDivisor(of: ternary.thenExpression, depth: depth + 1) }
            return nil
        case let identifier as IdentifierExprSyntax:
            switch bindings.resolve(identifier.name, at: identifier) {
            case let .local(variable)?:
                return variable.initializer.flatMap { normalisingDivisor(of: $0, depth: depth + 1) }
            case let .member(type, property)?:
                var divisor: ExprSyntax?
                for assignment in assignments(directlyIn: type) where assignment.op == "=" {
                    guard let write = state.write(assignment.target, at: assignment), write.path.count == 1,
                          write.rootName == property.name else { continue }
                    // Snapping to an end of the range (`progress = 1` when released) is no speed.
                    if let literal = assignment.value.unwrapped as? LiteralExprSyntax, let value = literal.numericValue,
                       value == 0 || value == 1 {
                        continue
                    }
                    guard let found = normalisingDivisor(of: assignment.value, depth: depth + 1) else { return nil }
                    if let known = divisor, text(known) != text(found) { return nil }
                    divisor = found
                }
                return divisor
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether a type reads the Reduce Motion setting: `@Environment(\.accessibilityReduceMotion)`,
    /// `UIAccessibility.isReduceMotionEnabled`, or a property or parameter a parent fills from it
    /// (any name mentioning motion, such as `reduceMotion` or `prefersReducedMotion`), in this
    /// declaration or in any extension of the type in the project.
    public func readsReduceMotion(_ type: TypeDeclSyntax) -> Bool {
        func mentionsMotion(_ name: String) -> Bool { name.lowercased().contains("motion") }
        // Stops at the first mention (a later node must not undo it).
        let mentioned = type.containsNode { node in
            switch node {
            case let identifier as IdentifierExprSyntax: return mentionsMotion(identifier.name)
            case let member as MemberAccessExprSyntax: return mentionsMotion(member.name)
            case let variable as VariableDeclSyntax: return mentionsMotion(variable.name)
            case let function as FunctionDeclSyntax: return function.parameters.contains { mentionsMotion($0.name) }
            case let keyPath as KeyPathExprSyntax: return keyPath.components.contains(where: mentionsMotion)
            default: return false
            }
        }
        if mentioned { return true }
        return self.members(ofTypeNamed: TypeNames.baseName(type.name)).contains { mentionsMotion($0.name) }
    }
}
