import ScrollLintSyntax

/// Whether a scroll-derived value is bounded: which sides a clamp (`min`, `max`, `clamped(to:)`,
/// `abs`, a ternary guarded by the scroll value) limits, and whether the value comes straight from
/// a geometry reading or through state written from one.
public struct ScrollRange: Equatable {
    /// The value cannot go below some bound (`max(minY, 0)`, `abs(x)`).
    public var boundedBelow: Bool
    /// The value cannot go above some bound (`min(minY, 0)`).
    public var boundedAbove: Bool
    /// A scroll-derived reading reaches the value without passing through a stored property
    /// (state written from scroll geometry).
    public var direct: Bool
    /// The value reads state written from scroll geometry.
    public var throughState: Bool

    /// Not scroll-derived, or a value the analysis cannot follow: treated as bounded so rules stay
    /// silent.
    public static let bounded = ScrollRange(boundedBelow: true, boundedAbove: true, direct: false, throughState: false)

    /// Neither side is limited: no clamp anywhere on the way from the scroll reading.
    public var isUnbounded: Bool { !boundedBelow && !boundedAbove }

    var flipped: ScrollRange {
        ScrollRange(boundedBelow: boundedAbove, boundedAbove: boundedBelow, direct: direct, throughState: throughState)
    }

    func sources(_ other: ScrollRange) -> ScrollRange {
        var result = self
        result.direct = direct || other.direct
        result.throughState = throughState || other.throughState
        return result
    }
}

extension FileContext {
    /// How a scroll-derived expression is bounded (see `ScrollRange`). Values that are not
    /// scroll-derived are `.bounded`. `phase.value` is bounded (-1...1).
    public func scrollRange(of expression: ExprSyntax) -> ScrollRange {
        var walker = ScrollRangeWalker(context: self)
        return walker.range(expression)
    }

    /// The numeric interval an expression built from literals and `phase.value` (-1...1) can take:
    /// `phase.isIdentity ? 0 : 30` is 0...30, `abs(phase.value) * 12` is 0...12. Nil when any part
    /// is something else.
    public func constantRange(of expression: ExprSyntax) -> ClosedRange<Double>? {
        var walker = ScrollRangeWalker(context: self)
        return walker.interval(expression)
    }

    /// The finite interval clamps to constant ends keep a value in, whatever the scroll does:
    /// `min(max(scrolled / total, 0), 1)` is 0...1, and so is a local `var` holding it that is later
    /// raised with `max(progress, 1)`. Nil when a side is not bounded (a raw offset).
    public func clampedInterval(of expression: ExprSyntax) -> ClosedRange<Double>? {
        var walker = ScrollRangeWalker(context: self)
        let band = walker.band(expression)
        return band.lowerBound.isFinite && band.upperBound.isFinite ? band : nil
    }
}

private struct ScrollRangeWalker {
    let context: FileContext
    var depth = 0
    var visiting: Set<ObjectIdentifier> = []
    /// Local variables whose reassignments `band` is reading: what each holds so far.
    var localBands: [ObjectIdentifier: ClosedRange<Double>] = [:]

    static let clampNames: Set<String> = ["clamped", "clamp", "clamping", "bounded"]
    static let passThrough: Set<String> = ["CGFloat", "Double", "Float", "rounded", "round", "floor", "ceil", "CGPoint",
                                           "CGSize", "CGVector", "CGRect"]

    mutating func range(_ expression: ExprSyntax) -> ScrollRange {
        let key = ObjectIdentifier(expression)
        guard depth < 48, !visiting.contains(key) else { return .bounded }
        let flow = context.flow.value(of: expression)
        guard flow.scroll else { return .bounded }
        depth += 1
        visiting.insert(key)
        defer {
            depth -= 1
            visiting.remove(key)
        }
        return compute(expression.unwrapped)
    }

    private mutating func compute(_ expression: ExprSyntax) -> ScrollRange {
        let unbounded = ScrollRange(boundedBelow: false, boundedAbove: false, direct: true, throughState: false)
        switch expression {
        case let identifier as IdentifierExprSyntax:
            guard let binding = context.bindings.resolve(identifier.name, at: identifier) else { return .bounded }
            return range(of: binding)
        case let member as MemberAccessExprSyntax:
            guard let base = member.base else { return .bounded }
            switch context.flow.value(of: base).object {
            case .transitionPhase?:
                return ScrollRange(boundedBelow: true, boundedAbove: true, direct: true, throughState: false)
            case .proxyRect?, .scrollGeometry?:
                return unbounded
            case .proxy?, .fixedRect?:
                return .bounded
            case nil:
                if member.name == "magnitude" { return absolute(range(base)) }
                return range(base)
            }
        case let call as CallExprSyntax:
            return callRange(call)
        case let binary as BinaryExprSyntax:
            let lhs = range(binary.lhs), rhs = range(binary.rhs)
            let lhsScroll = context.flow.value(of: binary.lhs).scroll, rhsScroll = context.flow.value(of: binary.rhs).scroll
            switch binary.op {
            case "+":
                return ScrollRange(boundedBelow: lhs.boundedBelow && rhs.boundedBelow, boundedAbove: lhs.boundedAbove && rhs.boundedAbove,
                                   direct: false, throughState: false).sources(lhs).sources(rhs)
            case "-":
                return ScrollRange(boundedBelow: lhs.boundedBelow && rhs.boundedAbove, boundedAbove: lhs.boundedAbove && rhs.boundedBelow,
                                   direct: false, throughState: false).sources(lhs).sources(rhs)
            case "*", "/":
                if lhsScroll && rhsScroll {
                    let bounded = !lhs.isUnbounded && !rhs.isUnbounded && lhs.boundedBelow && lhs.boundedAbove
                        && rhs.boundedBelow && rhs.boundedAbove
                    return ScrollRange(boundedBelow: bounded, boundedAbove: bounded, direct: false, throughState: false)
                        .sources(lhs).sources(rhs)
                }
                // A scroll value divided into a constant (`100 / minY`) is not followed.
                if binary.op == "/", rhsScroll { return .bounded }
                let scroll = lhsScroll ? lhs : rhs
                let factor = lhsScroll ? binary.rhs : binary.lhs
                return isNegative(factor) ? scroll.flipped : scroll
            default:
                return .bounded
            }
        case let prefix as PrefixExprSyntax:
            if prefix.op == "-" { return range(prefix.operand).flipped }
            return prefix.op == "+" ? range(prefix.operand) : .bounded
        case let ternary as TernaryExprSyntax:
            let then = range(ternary.thenExpression), otherwise = range(ternary.elseExpression)
            // `minY > 0 ? minY / 500 : 0`: the condition on the scroll value is the clamp.
            if context.flow.value(of: ternary.condition).scroll || ternary.condition.descendants(ExprSyntax.self)
                .contains(where: { context.flow.value(of: $0).scroll }) {
                return ScrollRange.bounded.sources(then).sources(otherwise)
            }
            return ScrollRange(boundedBelow: then.boundedBelow && otherwise.boundedBelow,
                               boundedAbove: then.boundedAbove && otherwise.boundedAbove,
                               direct: false, throughState: false).sources(then).sources(otherwise)
        default:
            return .bounded
        }
    }

    private mutating func callRange(_ call: CallExprSyntax) -> ScrollRange {
        guard let name = call.name else { return .bounded }
        let arguments = call.arguments.compactMap(\.expression)
        if let member = call.callee as? MemberAccessExprSyntax, let base = member.base {
            // `x.clamped(to: 0...1)`: bounded whatever `x` is.
            if ScrollRangeWalker.clampNames.contains(name) { return ScrollRange.bounded.sources(range(base)) }
            if name == "rounded" { return range(base) }
            if name == "squareRoot" { return ScrollRange(boundedBelow: true, boundedAbove: range(base).boundedAbove, direct: false, throughState: false).sources(range(base)) }
            return .bounded
        }
        let ranges = arguments.map { range($0) }
        let scrollRanges = zip(arguments, ranges).filter { context.flow.value(of: $0.0).scroll }.map(\.1)
        let merged = ranges.reduce(ScrollRange(boundedBelow: false, boundedAbove: false, direct: false, throughState: false)) { $0.sources($1) }
        switch name {
        case "min":
            // Any constant argument bounds the result from above.
            let above = ranges.contains { $0.boundedAbove } || scrollRanges.count < ranges.count
            let below = scrollRanges.allSatisfy(\.boundedBelow)
            return ScrollRange(boundedBelow: below, boundedAbove: above, direct: merged.direct, throughState: merged.throughState)
        case "max":
            let below = ranges.contains { $0.boundedBelow } || scrollRanges.count < ranges.count
            let above = scrollRanges.allSatisfy(\.boundedAbove)
            return ScrollRange(boundedBelow: below, boundedAbove: above, direct: merged.direct, throughState: merged.throughState)
        case "abs":
            return ranges.first.map(absolute) ?? .bounded
        case "sqrt":
            return ScrollRange(boundedBelow: true, boundedAbove: scrollRanges.allSatisfy(\.boundedAbove),
                               direct: merged.direct, throughState: merged.throughState)
        default:
            if ScrollRangeWalker.clampNames.contains(name) { return ScrollRange.bounded.sources(merged) }
            if ScrollRangeWalker.passThrough.contains(name) {
                return ScrollRange(boundedBelow: scrollRanges.allSatisfy(\.boundedBelow),
                                   boundedAbove: scrollRanges.allSatisfy(\.boundedAbove),
                                   direct: merged.direct, throughState: merged.throughState)
            }
            return .bounded
        }
    }

    private func absolute(_ range: ScrollRange) -> ScrollRange {
        ScrollRange(boundedBelow: true, boundedAbove: range.boundedBelow && range.boundedAbove,
                    direct: range.direct, throughState: range.throughState)
    }

    /// A factor known to be negative (`-0.5`, `-speed`); measured sizes and speeds are taken as
    /// positive.
    private func isNegative(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        if let literal = expression as? LiteralExprSyntax, let value = literal.numericValue { return value < 0 }
        if let prefix = expression as? PrefixExprSyntax, prefix.op == "-" { return !isNegative(prefix.operand) }
        return false
    }

    private mutating func range(of binding: Binding) -> ScrollRange {
        switch binding {
        case let .local(variable):
            var result = variable.initializer.map { range($0) }
            // Later assignments to a local `var` in the same scope.
            if !variable.isLet, let scope = variable.parent {
                for assignment in scope.descendants(AssignmentExprSyntax.self) where assignment.op == "="
                    && (assignment.target.unwrapped as? IdentifierExprSyntax)?.name == variable.name {
                    result = both(result, range(assignment.value))
                }
            }
            return result ?? .bounded
        case let .conditionBinding(condition):
            return condition.expression.map { range($0) } ?? .bounded
        case let .closureParameter(closure, _):
            switch context.role(of: closure) {
            case .scrollGeometryAction, .geometryAction:
                guard let result = context.transformResult(pairedWith: closure) else { return .bounded }
                return range(result)
            case let .valueChange(observed):
                return observed.map { range($0) } ?? .bounded
            case .preferenceChange:
                return ScrollRange(boundedBelow: false, boundedAbove: false, direct: false, throughState: true)
            default:
                return .bounded
            }
        case let .member(type, property):
            // State written from scroll geometry: bounded only if every write is.
            var result: ScrollRange?
            for assignment in context.assignments(directlyIn: type) {
                guard assignment.op == "=", let write = context.state.write(assignment.target, at: assignment),
                      write.path.count == 1, write.rootName == property.name else { continue }
                result = both(result, range(assignment.value))
            }
            guard var found = result else { return .bounded }
            found.direct = false
            found.throughState = true
            return found
        case .functionParameter, .loopVariable:
            return .bounded
        }
    }

    private func both(_ first: ScrollRange?, _ second: ScrollRange) -> ScrollRange {
        guard let first else { return second }
        return ScrollRange(boundedBelow: first.boundedBelow && second.boundedBelow, boundedAbove: first.boundedAbove && second.boundedAbove,
                           direct: first.direct || second.direct, throughState: first.throughState || second.throughState)
    }

    // MARK: Clamped intervals

    /// The interval a value is kept in (infinite on a side nothing bounds); see `clampedInterval(of:)`.
    mutating func band(_ expression: ExprSyntax) -> ClosedRange<Double> {
        let anything = -Double.infinity ... Double.infinity
        guard depth < 48 else { return anything }
        if let constant = interval(expression) { return constant }
        depth += 1
        defer { depth -= 1 }
        switch expression.unwrapped {
        case let call as CallExprSyntax:
            if let clamp = clampInterval(call) { return clamp }
            guard call.callee is IdentifierExprSyntax, let name = call.name, !call.arguments.isEmpty else { return anything }
            let ranges = call.arguments.map { $0.expression.map { band($0) } ?? anything }
            switch name {
            case "min": return ranges.map(\.lowerBound).min()! ... ranges.map(\.upperBound).min()!
            case "max": return ranges.map(\.lowerBound).max()! ... ranges.map(\.upperBound).max()!
            case "CGFloat", "Double", "Float": return ranges.count == 1 ? ranges[0] : anything
            default: return anything
            }
        case let identifier as IdentifierExprSyntax:
            guard case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
                  let initializer = variable.initializer else { return anything }
            // A reassignment that reads the variable itself (`progress = max(progress, 1)`) sees
            // what the variable can hold up to there.
            if let sofar = localBands[ObjectIdentifier(variable)] { return sofar }
            var result = band(initializer)
            guard !variable.isLet, let scope = variable.parent else { return result }
            defer { localBands[ObjectIdentifier(variable)] = nil }
            for assignment in scope.descendants(AssignmentExprSyntax.self)
            where (assignment.target.unwrapped as? IdentifierExprSyntax)?.name == variable.name {
                guard assignment.op == "=" else { return anything }
                localBands[ObjectIdentifier(variable)] = result
                let written = band(assignment.value)
                result = Swift.min(result.lowerBound, written.lowerBound) ... Swift.max(result.upperBound, written.upperBound)
            }
            return result
        default:
            return anything
        }
    }

    // MARK: Constant intervals

    mutating func interval(_ expression: ExprSyntax) -> ClosedRange<Double>? {
        guard depth < 48 else { return nil }
        depth += 1
        defer { depth -= 1 }
        switch expression.unwrapped {
        case let literal as LiteralExprSyntax:
            return literal.numericValue.map { $0...$0 }
        case let member as MemberAccessExprSyntax:
            guard member.name == "value", let base = member.base,
                  context.flow.value(of: base).object == .transitionPhase else { return nil }
            return -1...1
        case let identifier as IdentifierExprSyntax:
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .local(variable)? where variable.isLet:
                return variable.initializer.flatMap { interval($0) }
            case let .member(type, _)?:
                return stateInterval(identifier.name, of: type)
            default:
                return nil
            }
        case let prefix as PrefixExprSyntax:
            guard let inner = interval(prefix.operand) else { return nil }
            if prefix.op == "-" { return -inner.upperBound ... -inner.lowerBound }
            return prefix.op == "+" ? inner : nil
        case let ternary as TernaryExprSyntax:
            guard let then = interval(ternary.thenExpression), let otherwise = interval(ternary.elseExpression) else { return nil }
            return Swift.min(then.lowerBound, otherwise.lowerBound) ... Swift.max(then.upperBound, otherwise.upperBound)
        case let binary as BinaryExprSyntax:
            guard let lhs = interval(binary.lhs), let rhs = interval(binary.rhs) else { return nil }
            switch binary.op {
            case "+": return (lhs.lowerBound + rhs.lowerBound) ... (lhs.upperBound + rhs.upperBound)
            case "-": return (lhs.lowerBound - rhs.upperBound) ... (lhs.upperBound - rhs.lowerBound)
            case "*":
                let products = [lhs.lowerBound * rhs.lowerBound, lhs.lowerBound * rhs.upperBound,
                                lhs.upperBound * rhs.lowerBound, lhs.upperBound * rhs.upperBound]
                return products.min()! ... products.max()!
            case "/":
                guard rhs.lowerBound > 0 || rhs.upperBound < 0 else { return nil }
                let quotients = [lhs.lowerBound / rhs.lowerBound, lhs.lowerBound / rhs.upperBound,
                                 lhs.upperBound / rhs.lowerBound, lhs.upperBound / rhs.upperBound]
                return quotients.min()! ... quotients.max()!
            default: return nil
            }
        case let call as CallExprSyntax:
            guard call.callee is IdentifierExprSyntax, let name = call.name else { return nil }
            let values = call.arguments.map { $0.expression.flatMap { interval($0) } }
            guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { return nil }
            let ranges = values.map { $0! }
            switch name {
            case "min": return ranges.map(\.lowerBound).min()! ... ranges.map(\.upperBound).min()!
            case "max": return ranges.map(\.lowerBound).max()! ... ranges.map(\.upperBound).max()!
            case "abs":
                guard ranges.count == 1 else { return nil }
                let range = ranges[0]
                if range.lowerBound >= 0 { return range }
                if range.upperBound <= 0 { return -range.upperBound ... -range.lowerBound }
                return 0 ... Swift.max(-range.lowerBound, range.upperBound)
            case "CGFloat", "Double", "Float":
                return ranges.count == 1 ? ranges[0] : nil
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The values a private `@State` can hold when it starts at a constant and every write of it
    /// in the file is a constant or a clamp to constant ends (`progress = max(min(offset / 75, 1), 0)`):
    /// the union of those intervals. Nil when any write is something else (`+=`, an unclamped
    /// value), or the state is handed out as a binding (`$progress`), which lets other views write it.
    mutating func stateInterval(_ name: String, of type: TypeDeclSyntax) -> ClosedRange<Double>? {
        guard let declaration = type.children.lazy.flatMap(FileSummarizer.variables(in:)).first(where: { $0.name == name && !$0.isStatic }),
              declaration.hasAttribute("State"), declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate"),
              let initial = declaration.initializer, !visiting.contains(ObjectIdentifier(declaration)),
              var result = interval(initial) else { return nil }
        // States written from each other (`a = b`, `b = a`) are followed once per walk.
        visiting.insert(ObjectIdentifier(declaration))
        defer { visiting.remove(ObjectIdentifier(declaration)) }
        // A private state is written only in this file: in the declaration and its extensions here.
        let typeName = TypeNames.baseName(type.name)
        let declarations = context.typeDeclarations.filter { $0 === type || ($0.kind == .extension && TypeNames.baseName($0.name) == typeName) }
        for declaration in declarations {
            if declaration.containsNode(where: { ($0 as? IdentifierExprSyntax)?.name == "$" + name }) { return nil }
            for assignment in context.assignments(directlyIn: declaration) {
                guard let write = context.state.write(assignment.target, at: assignment), write.rootName == name else { continue }
                guard assignment.op == "=", write.path.count == 1, let written = writtenInterval(assignment.value) else { return nil }
                result = Swift.min(result.lowerBound, written.lowerBound) ... Swift.max(result.upperBound, written.upperBound)
            }
        }
        return result
    }

    /// The interval of a value written to state: a constant, a clamp of anything to constant ends
    /// (`max(min(x, hi), lo)`, `min(max(x, lo), hi)`, `x.clamped(to: lo...hi)`), or the new value
    /// of a geometry action whose transform returns one of those.
    private mutating func writtenInterval(_ value: ExprSyntax) -> ClosedRange<Double>? {
        if let constant = interval(value) { return constant }
        let value = value.unwrapped
        if let identifier = value as? IdentifierExprSyntax,
           case let .closureParameter(closure, _)? = context.bindings.resolve(identifier.name, at: identifier) {
            switch context.role(of: closure) {
            case .scrollGeometryAction, .geometryAction:
                guard let result = context.transformResult(pairedWith: closure) else { return nil }
                return clampInterval(result)
            default:
                return nil
            }
        }
        return clampInterval(value)
    }

    /// `max(min(x, hi), lo)`, `min(max(x, lo), hi)` or `x.clamped(to: lo...hi)` with constant ends:
    /// the interval the clamp keeps any `x` in.
    mutating func clampInterval(_ expression: ExprSyntax) -> ClosedRange<Double>? {
        guard let call = expression.unwrapped as? CallExprSyntax, let name = call.name else { return nil }
        if let member = call.callee as? MemberAccessExprSyntax, member.base != nil, ScrollRangeWalker.clampNames.contains(name) {
            guard call.arguments.count == 1, let range = call.arguments[0].expression?.unwrapped as? BinaryExprSyntax,
                  range.op == "...", let lower = interval(range.lhs), let upper = interval(range.rhs),
                  lower.lowerBound <= upper.upperBound else { return nil }
            return lower.lowerBound ... upper.upperBound
        }
        guard call.callee is IdentifierExprSyntax, name == "min" || name == "max", call.arguments.count == 2 else { return nil }
        let arguments = call.arguments.compactMap(\.expression)
        guard arguments.count == 2 else { return nil }
        let inner = name == "max" ? "min" : "max"
        for (bound, other) in [(arguments[1], arguments[0]), (arguments[0], arguments[1])] {
            guard let outerBound = interval(bound), let nested = other.unwrapped as? CallExprSyntax,
                  nested.callee is IdentifierExprSyntax, nested.name == inner, nested.arguments.count == 2 else { continue }
            var innerBound: ClosedRange<Double>?
            for argument in nested.arguments.compactMap(\.expression) where innerBound == nil {
                innerBound = interval(argument)
            }
            guard let innerBound else { continue }
            // max(min(x, hi), lo) is in lo...max(hi, lo); min(max(x, lo), hi) in min(lo, hi)...hi.
            return name == "max"
                ? outerBound.lowerBound ... Swift.max(innerBound.upperBound, outerBound.upperBound)
                : Swift.min(innerBound.lowerBound, outerBound.lowerBound) ... outerBound.upperBound
        }
        return nil
    }
}
