import Foundation
import ScrollLintSyntax

/// Evaluates `scrollTransition` effect arguments at the identity phase (`phase.isIdentity ==
/// true`, `phase.value == 0`, `phase == .identity`). Returns nil whenever it cannot reduce an
/// expression, so the rule stays silent rather than guessing.
public struct IdentityPhaseEvaluator {
    public enum Value: Equatable {
        case number(Double)
        case bool(Bool)
        /// An angle in degrees.
        case angle(Double)
        case size(width: Double, height: Double)
        /// `.zero`: zero of whatever type is expected.
        case zero
        /// The phase parameter itself, or one of `ScrollTransitionPhase`'s cases.
        case phase
        case phaseCase(String)
    }

    let context: FileContext
    let closure: ClosureExprSyntax
    private var depth = 0

    public init(context: FileContext, closure: ClosureExprSyntax) {
        self.context = context
        self.closure = closure
    }

    public func evaluate(_ expression: ExprSyntax) -> Value? {
        var evaluator = self
        return evaluator.value(expression)
    }

    private mutating func value(_ expression: ExprSyntax) -> Value? {
        guard depth < 48 else { return nil }
        depth += 1
        defer { depth -= 1 }
        switch expression {
        case let literal as LiteralExprSyntax:
            if literal.kind == .boolean { return .bool(literal.text == "true") }
            return literal.numericValue.map(Value.number)
        case let tuple as TupleExprSyntax:
            return tuple.parenthesized.flatMap { value($0) }
        case let identifier as IdentifierExprSyntax:
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .closureParameter(owner, index)? where owner === closure:
                return index == 1 ? .phase : nil
            case let .local(variable)? where variable.isLet && closure.contains(variable):
                return variable.initializer.flatMap { value($0) }
            default:
                return nil
            }
        case let member as MemberAccessExprSyntax:
            guard let base = member.base else {
                switch member.name {
                case "zero": return .zero
                case "identity", "topLeading", "bottomTrailing": return .phaseCase(member.name)
                default: return nil
                }
            }
            let baseValue = value(base)
            if baseValue == .phase {
                switch member.name {
                case "isIdentity": return .bool(true)
                case "value": return .number(0)
                default: return nil
                }
            }
            if member.name == "zero", let name = (base as? IdentifierExprSyntax)?.name,
               ["Angle", "CGSize", "CGFloat", "Double", "CGPoint"].contains(name) {
                return .zero
            }
            if member.name == "magnitude", case let .number(number)? = baseValue { return .number(abs(number)) }
            return nil
        case let call as CallExprSyntax:
            return evaluateCall(call)
        case let prefix as PrefixExprSyntax:
            switch (prefix.op, value(prefix.operand)) {
            case ("-", .number(let number)?): return .number(-number)
            case ("-", .angle(let degrees)?): return .angle(-degrees)
            case ("-", .zero?): return .zero
            case ("+", let operand): return operand
            case ("!", .bool(let flag)?): return .bool(!flag)
            default: return nil
            }
        case let ternary as TernaryExprSyntax:
            if case let .bool(condition)? = value(ternary.condition) {
                return value(condition ? ternary.thenExpression : ternary.elseExpression)
            }
            let thenValue = value(ternary.thenExpression)
            return thenValue != nil && thenValue == value(ternary.elseExpression) ? thenValue : nil
        case let binary as BinaryExprSyntax:
            return evaluateBinary(binary)
        default:
            return nil
        }
    }

    private mutating func evaluateBinary(_ binary: BinaryExprSyntax) -> Value? {
        guard let lhs = value(binary.lhs), let rhs = value(binary.rhs) else {
            // `false && x`, `true || x` need only one side.
            if binary.op == "&&", value(binary.lhs) == .bool(false) || value(binary.rhs) == .bool(false) { return .bool(false) }
            if binary.op == "||", value(binary.lhs) == .bool(true) || value(binary.rhs) == .bool(true) { return .bool(true) }
            return nil
        }
        switch (binary.op, lhs, rhs) {
        case ("==", .phase, .phaseCase(let name)), ("==", .phaseCase(let name), .phase): return .bool(name == "identity")
        case ("!=", .phase, .phaseCase(let name)), ("!=", .phaseCase(let name), .phase): return .bool(name != "identity")
        case ("&&", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("||", .bool(let a), .bool(let b)): return .bool(a || b)
        default: break
        }
        guard let a = Self.number(lhs), let b = Self.number(rhs) else {
            // Angles scale and add: `.degrees(30) * phase.value`.
            if case let .angle(degrees) = lhs, let factor = Self.number(rhs), binary.op == "*" { return .angle(degrees * factor) }
            if case let .angle(degrees) = rhs, let factor = Self.number(lhs), binary.op == "*" { return .angle(degrees * factor) }
            return nil
        }
        switch binary.op {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/": return b == 0 ? nil : .number(a / b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    private mutating func evaluateCall(_ call: CallExprSyntax) -> Value? {
        guard call.trailingClosures.isEmpty, let name = call.name else { return nil }
        let arguments = call.arguments
        func onlyArgument(_ label: String?) -> ExprSyntax? {
            arguments.count == 1 && arguments[0].label == label ? arguments[0].expression : nil
        }
        let isAngleConstructor = (call.callee as? IdentifierExprSyntax)?.name == "Angle"
            || (call.callee as? MemberAccessExprSyntax).map { $0.base == nil || ($0.base as? IdentifierExprSyntax)?.name == "Angle" } == true
        switch name {
        case "degrees" where isAngleConstructor:
            guard let argument = onlyArgument(nil), let number = value(argument).flatMap(Self.number) else { return nil }
            return .angle(number)
        case "radians" where isAngleConstructor:
            guard let argument = onlyArgument(nil), let number = value(argument).flatMap(Self.number) else { return nil }
            return .angle(number * 180 / Double.pi)
        case "Angle":
            if let argument = onlyArgument("degrees"), let number = value(argument).flatMap(Self.number) { return .angle(number) }
            if let argument = onlyArgument("radians"), let number = value(argument).flatMap(Self.number) { return .angle(number * 180 / .pi) }
            return nil
        case "CGFloat", "Double", "Float":
            guard call.callee is IdentifierExprSyntax, let argument = onlyArgument(nil), let number = value(argument).flatMap(Self.number) else { return nil }
            return .number(number)
        case "abs":
            guard let argument = onlyArgument(nil), let number = value(argument).flatMap(Self.number) else { return nil }
            return .number(abs(number))
        case "min", "max":
            guard arguments.count >= 2, arguments.allSatisfy({ $0.label == nil }) else { return nil }
            var numbers: [Double] = []
            for argument in arguments {
                guard let expression = argument.expression, let number = value(expression).flatMap(Self.number) else { return nil }
                numbers.append(number)
            }
            return .number(name == "min" ? numbers.min()! : numbers.max()!)
        case "CGSize":
            guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height",
                  let width = arguments[0].expression.flatMap({ value($0) }).flatMap(Self.number),
                  let height = arguments[1].expression.flatMap({ value($0) }).flatMap(Self.number) else { return nil }
            return .size(width: width, height: height)
        default:
            return nil
        }
    }

    static func number(_ value: Value) -> Double? {
        switch value {
        case let .number(number): return number
        case .zero: return 0
        default: return nil
        }
    }
}
