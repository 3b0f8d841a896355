import ScrollLintSyntax

/// The values a scroll-driven amount takes while the content is not pulled past its top edge: at
/// rest and while it scrolls normally.
///
/// A view at the top of the scroll content has `frame(in: .scrollView).minY == 0` at rest; the
/// value falls below 0 as the content scrolls and grows past 0 only while the user pulls the
/// content down beyond its top (the rubber band). So a scroll position read as `frame(in:).minY`
/// is taken on its resting side, `...0`, and `bounds(of:).minY`, which measures the same distance
/// the other way round, on `0...`. The code's own guards and clamps are then read on that side:
/// `minY > 0 ? 1 + minY / h : 1` is 1 there and `max(minY, 0)` is 0, whichever way the code turns
/// the value around (`let pull = -minY` and `pull < 0 ? ... : 1` alike). Sizes (`.width`,
/// `.height` of a measured size) are not negative. Anything else the walk cannot follow makes the
/// answer nil.
///
/// A `ScrollGeometry`'s `contentOffset.y + contentInsets.top` is known on any scroll view (see
/// `isScrolledDistance`). A frame's `minY` is taken on its resting side only when the reading is
/// assumed to be of a view at the top of the content (`framesAtTopOfContent`); a rule that cannot
/// know where the measured view sits passes false.
extension FileContext {
    public func restingRange(of expression: ExprSyntax, framesAtTopOfContent: Bool = true) -> ClosedRange<Double>? {
        var walker = RestingRangeWalker(context: self, framesAtTopOfContent: framesAtTopOfContent)
        return walker.range(expression)
    }
}

private struct RestingRangeWalker {
    let context: FileContext
    var framesAtTopOfContent = true
    var depth = 0
    /// Helper methods being evaluated (no recursion into a method from itself).
    var visiting: Set<ObjectIdentifier> = []

    static let maximumDepth = 40

    mutating func range(_ expression: ExprSyntax) -> ClosedRange<Double>? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        if let constant = context.constantRange(of: expression) { return constant }
        switch expression.unwrapped {
        case let prefix as PrefixExprSyntax:
            guard let operand = range(prefix.operand) else { return nil }
            if prefix.op == "-" { return -operand.upperBound ... -operand.lowerBound }
            return prefix.op == "+" ? operand : nil
        case let binary as BinaryExprSyntax:
            return binaryRange(binary)
        case let ternary as TernaryExprSyntax:
            // The guard decides the branch when the resting side settles it (`minY > 0` is false).
            switch truth(of: ternary.condition) {
            case true?: return range(ternary.thenExpression)
            case false?: return range(ternary.elseExpression)
            case nil:
                guard let then = range(ternary.thenExpression), let otherwise = range(ternary.elseExpression) else { return nil }
                return Self.union(then, otherwise)
            }
        case let member as MemberAccessExprSyntax:
            return memberRange(member)
        case let call as CallExprSyntax:
            return callRange(call)
        case let identifier as IdentifierExprSyntax:
            return identifierRange(identifier)
        default:
            return nil
        }
    }

    private mutating func binaryRange(_ binary: BinaryExprSyntax) -> ClosedRange<Double>? {
        if binary.op == "+", isScrolledDistance(binary.lhs, plus: binary.rhs) || isScrolledDistance(binary.rhs, plus: binary.lhs) {
            return 0 ... Double.infinity
        }
        guard ["+", "-", "*", "/", "??"].contains(binary.op), let lhs = range(binary.lhs), let rhs = range(binary.rhs) else { return nil }
        switch binary.op {
        case "+": return Self.spanning([lhs.lowerBound + rhs.lowerBound, lhs.upperBound + rhs.upperBound])
        case "-": return Self.spanning([lhs.lowerBound - rhs.upperBound, lhs.upperBound - rhs.lowerBound])
        case "*": return Self.product(lhs, rhs)
        case "/": return Self.reciprocal(rhs).flatMap { Self.product(lhs, $0) }
        default: return Self.union(lhs, rhs)
        }
    }

    /// `g.contentOffset.y + g.contentInsets.top` of one `ScrollGeometry` (or `.x` with `.leading`):
    /// how far the content is scrolled from its top edge. Resting at the top, the offset is
    /// `-contentInsets.top`, and scrolling normally only raises it, so the sum is 0 or more; it
    /// falls below 0 only while the content is pulled past its top (the rubber band).
    private func isScrolledDistance(_ offset: ExprSyntax, plus inset: ExprSyntax) -> Bool {
        guard let offset = offset.unwrapped as? MemberAccessExprSyntax, let offsetPoint = offset.base?.unwrapped as? MemberAccessExprSyntax,
              offsetPoint.name == "contentOffset", let geometry = offsetPoint.base,
              let inset = inset.unwrapped as? MemberAccessExprSyntax, let insets = inset.base?.unwrapped as? MemberAccessExprSyntax,
              insets.name == "contentInsets", let insetGeometry = insets.base,
              context.flow.value(of: geometry).object == .scrollGeometry,
              let path = geometry.unwrapped.dottedPath, path == insetGeometry.unwrapped.dottedPath else { return false }
        return (offset.name == "y" && inset.name == "top") || (offset.name == "x" && inset.name == "leading")
    }

    /// `frame(in:).minY` and `bounds(of:)?.minY` in a space that scrolls: their resting side. The
    /// `.width` / `.height` of a measured size or frame: not negative.
    private mutating func memberRange(_ member: MemberAccessExprSyntax) -> ClosedRange<Double>? {
        guard let base = member.base else { return nil }
        switch member.name {
        case "minY":
            guard framesAtTopOfContent else { return nil }
            switch positionReading(base) {
            case "frame"?: return -Double.infinity ... 0
            case "bounds"?: return 0 ... Double.infinity
            default: return nil
            }
        case "width", "height":
            return isMeasuredSize(base) ? 0 ... Double.infinity : nil
        default:
            return nil
        }
    }

    /// A size or frame the layout measured (`proxy.size`, `frame(in:)`, `containerSize`), or a
    /// parameter of a view-building method every caller of which hands it one (`HeaderView(size)`).
    private mutating func isMeasuredSize(_ expression: ExprSyntax) -> Bool {
        let flow = context.flow.value(of: expression)
        if flow.geometry && !flow.moves { return true }
        guard depth < Self.maximumDepth, let identifier = expression.unwrapped as? IdentifierExprSyntax,
              case let .functionParameter(function, index)? = context.bindings.resolve(identifier.name, at: identifier) else { return false }
        depth += 1
        defer { depth -= 1 }
        let arguments = context.arguments(passedTo: function, parameter: index, spelledAsView: true)
        return !arguments.isEmpty && arguments.allSatisfy { isMeasuredSize($0) }
    }

    /// `proxy.frame(in: space)` or `proxy.bounds(of: space)` (directly or through a local `let`)
    /// where the space scrolls with the content: which of the two it is.
    private mutating func positionReading(_ expression: ExprSyntax) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        let expression = expression.unwrapped
        if let identifier = expression as? IdentifierExprSyntax {
            guard case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier), variable.isLet,
                  let initializer = variable.initializer else { return nil }
            depth += 1
            defer { depth -= 1 }
            return positionReading(initializer)
        }
        guard let call = expression as? CallExprSyntax, let reading = call.callee as? MemberAccessExprSyntax,
              let proxy = reading.base, isProxy(proxy),
              let space = call.arguments.first, space.label == (reading.name == "frame" ? "in" : "of"),
              reading.name == "frame" || reading.name == "bounds",
              let spaceExpression = space.expression,
              context.motion(ofSpace: spaceExpression, readBy: proxy) == .scrolls else { return nil }
        return reading.name
    }

    /// A `GeometryProxy`: the proxy of a reader or `visualEffect`, or a parameter of that type of
    /// a helper method handed one.
    private func isProxy(_ expression: ExprSyntax) -> Bool {
        if context.flow.value(of: expression).object == .proxy { return true }
        guard let identifier = expression.unwrapped as? IdentifierExprSyntax,
              case let .functionParameter(function, index)? = context.bindings.resolve(identifier.name, at: identifier),
              let type = function.parameters[index].type else { return false }
        return TypeNames.baseName(type) == "GeometryProxy"
    }

    /// `min`, `max`, `abs`, numeric conversions, and a method of the type (`headerScale(size,
    /// proxy: proxy)`): the values its returns can take.
    private mutating func callRange(_ call: CallExprSyntax) -> ClosedRange<Double>? {
        if call.callee is IdentifierExprSyntax, let name = call.name, ["min", "max", "abs", "CGFloat", "Double", "Float"].contains(name) {
            var ranges: [ClosedRange<Double>] = []
            for argument in call.arguments {
                guard let expression = argument.expression, let value = range(expression) else { return nil }
                ranges.append(value)
            }
            guard let first = ranges.first else { return nil }
            switch name {
            case "min": return ranges.map(\.lowerBound).min()! ... ranges.map(\.upperBound).min()!
            case "max": return ranges.map(\.lowerBound).max()! ... ranges.map(\.upperBound).max()!
            case "abs":
                if first.lowerBound >= 0 { return first }
                if first.upperBound <= 0 { return -first.upperBound ... -first.lowerBound }
                return 0 ... Swift.max(-first.lowerBound, first.upperBound)
            default:
                return ranges.count == 1 ? first : nil
            }
        }
        guard let method = context.calledMethod(call), let body = method.body,
              visiting.insert(ObjectIdentifier(method)).inserted else { return nil }
        defer { visiting.remove(ObjectIdentifier(method)) }
        guard let results = body.returnedValues else { return nil }
        var combined: ClosedRange<Double>?
        for result in results {
            guard let value = range(result) else { return nil }
            combined = combined.map { Self.union($0, value) } ?? value
        }
        return combined
    }

    /// A local `let`, a condition binding, a parameter of a method of the type (what its callers
    /// pass), or the new value of a geometry action (what its transform returns).
    private mutating func identifierRange(_ identifier: IdentifierExprSyntax) -> ClosedRange<Double>? {
        switch context.bindings.resolve(identifier.name, at: identifier) {
        case let .local(variable)?:
            guard variable.isLet, let initializer = variable.initializer else { return nil }
            return range(initializer)
        case let .conditionBinding(condition)?:
            return condition.expression.flatMap { range($0) }
        case let .functionParameter(function, index)?:
            var combined: ClosedRange<Double>?
            for argument in context.arguments(passedTo: function, parameter: index, spelledAsView: true) {
                guard let value = range(argument) else { return nil }
                combined = combined.map { Self.union($0, value) } ?? value
            }
            return combined
        case let .closureParameter(closure, _)?:
            switch context.role(of: closure) {
            case .scrollGeometryAction, .geometryAction:
                guard let result = context.transformResult(pairedWith: closure) else { return nil }
                return range(result)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// Whether a guard holds on the whole resting side (true), on none of it (false), or depends
    /// on where the content rests (nil).
    private mutating func truth(of condition: ExprSyntax) -> Bool? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        switch condition.unwrapped {
        case let literal as LiteralExprSyntax where literal.kind == .boolean:
            return literal.text == "true"
        case let prefix as PrefixExprSyntax where prefix.op == "!":
            return truth(of: prefix.operand).map { !$0 }
        case let binary as BinaryExprSyntax:
            switch binary.op {
            case "&&", "||":
                let lhs = truth(of: binary.lhs), rhs = truth(of: binary.rhs)
                let deciding = binary.op == "||"
                if lhs == deciding || rhs == deciding { return deciding }
                return lhs == !deciding && rhs == !deciding ? !deciding : nil
            case "<", "<=", ">", ">=":
                guard let lhs = range(binary.lhs), let rhs = range(binary.rhs) else { return nil }
                let (small, large) = binary.op.hasPrefix("<") ? (lhs, rhs) : (rhs, lhs)
                if binary.op.hasSuffix("=") {
                    // small <= large
                    if small.upperBound <= large.lowerBound { return true }
                    return small.lowerBound > large.upperBound ? false : nil
                }
                // small < large
                if small.upperBound < large.lowerBound { return true }
                return small.lowerBound >= large.upperBound ? false : nil
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private static func union(_ first: ClosedRange<Double>, _ second: ClosedRange<Double>) -> ClosedRange<Double> {
         Swift.min(first.lowerBound, second.lowerBound) ... Swift.max(first.upperBound, second.upperBound)
    }

    /// The interval from the smallest to the largest bound; nil when one is not a number
    /// (`inf - inf`).
    private static func spanning(_ bounds: [Double]) -> ClosedRange<Double>? {
        guard !bounds.contains(where: \.isNaN), let lower = bounds.min(), let upper = bounds.max() else { return nil }
        return lower ... upper
    }

    /// Interval product; a bound of 0 times an infinite bound is 0 (`max(minY, 0) * 0.5` stays 0).
    private static func product(_ lhs: ClosedRange<Double>, _ rhs: ClosedRange<Double>) -> ClosedRange<Double>? {
        func times(_ a: Double, _ b: Double) -> Double { a == 0 || b == 0 ? 0 : a * b }
        return spanning([times(lhs.lowerBound, rhs.lowerBound), times(lhs.lowerBound, rhs.upperBound),
                         times(lhs.upperBound, rhs.lowerBound), times(lhs.upperBound, rhs.upperBound)])
    }

    /// `1 / x` for a divisor that does not change sign (a size of `0...` divides as a positive one).
    private static func reciprocal(_ divisor: ClosedRange<Double>) -> ClosedRange<Double>? {
        if divisor.lowerBound > 0 || divisor.upperBound < 0 { return spanning([1 / divisor.lowerBound, 1 / divisor.upperBound]) }
        if divisor.lowerBound == 0, divisor.upperBound > 0 { return 1 / divisor.upperBound ... Double.infinity }
        if divisor.upperBound == 0, divisor.lowerBound < 0 { return -Double.infinity ... 1 / divisor.lowerBound }
        return nil
    }
}
