/// Base of every expression node.
public class ExprSyntax: Syntax {}

/// A name: `offset`, `self`, `$0`, `Text`, `true`, `nil`, `#Preview`.
public final class IdentifierExprSyntax: ExprSyntax {
    public let name: String
    /// Generic arguments written after the name (`Array<Int>` keeps `Int`), whitespace removed.
    @exclusivity(unchecked) public internal(set) var genericArguments: String?

    init(name: String, token: Int) {
        self.name = name
        super.init(firstToken: token, endToken: token + 1)
    }
}

public final class LiteralExprSyntax: ExprSyntax {
    public enum Kind: Sendable { case integer, float, string, regex, boolean, `nil` }
    public let kind: Kind
    // The text is read from the source only when asked for: most literals are never looked at,
    // and a string literal longer than 15 bytes would cost an allocation per node.
    private unowned(unsafe) let source: SourceFile
    private let byteStart: Int32
    private let byteEnd: Int32

    init(kind: Kind, source: SourceFile, token: Token, index: Int) {
        self.kind = kind
        self.source = source
        self.byteStart = token.start
        self.byteEnd = token.end
        super.init(firstToken: index, endToken: index + 1)
    }

    /// The literal's source text.
    public var text: String { source.text(Int(byteStart)..<Int(byteEnd)) }

    /// The numeric value of an integer or float literal (`1_000` → 1000, `0x10` → 16).
    public var numericValue: Double? {
        guard kind == .integer || kind == .float else { return nil }
        let cleaned = String(text.filter { $0 != "_" })
        if cleaned.hasPrefix("0x") {
            if kind == .integer { return UInt64(cleaned.dropFirst(2), radix: 16).map(Double.init) }
            return Double(cleaned)
        }
        if cleaned.hasPrefix("0b") { return UInt64(cleaned.dropFirst(2), radix: 2).map(Double.init) }
        if cleaned.hasPrefix("0o") { return UInt64(cleaned.dropFirst(2), radix: 8).map(Double.init) }
        return Double(cleaned)
    }
}

/// `base.name`, or an implicit member `.name` (no base).
public final class MemberAccessExprSyntax: ExprSyntax {
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var base: ExprSyntax?
    public let name: String
    public let nameToken: Int

    init(name: String, nameToken: Int, firstToken: Int) {
        self.name = name
        self.nameToken = nameToken
        super.init(firstToken: firstToken, endToken: nameToken + 1)
    }
}

/// One argument of a call, subscript, tuple or attribute: `label: expression`. A value, not a
/// node: the expression's parent is the call (or subscript, tuple, attribute) itself, and
/// `Syntax.enclosingArgument` finds the argument from the expression. A call has about one
/// argument per node it holds, so this spares the parser a third of its allocations.
public struct ArgumentSyntax {
    public let label: String?
    /// Nil only for an empty argument (`f(a, )`).
    public unowned(unsafe) let expression: ExprSyntax?
    private let storedFirstToken: Int32
    private let storedEndToken: Int32
    /// The first token (the label's, if any) and one past the last.
    public var firstToken: Int { Int(storedFirstToken) }
    public var endToken: Int { Int(storedEndToken) }

    init(label: String?, expression: ExprSyntax?, firstToken: Int, endToken: Int) {
        self.label = label
        self.expression = expression
        storedFirstToken = Int32(truncatingIfNeeded: firstToken)
        storedEndToken = Int32(truncatingIfNeeded: endToken)
    }
}

extension Syntax {
    /// When this node is an argument's expression, that argument (with its label); its parent is
    /// then the call, subscript, tuple or attribute the argument belongs to.
    public var enclosingArgument: ArgumentSyntax? {
        let arguments: [ArgumentSyntax]
        switch parent {
        case let call as CallExprSyntax: arguments = call.arguments
        case let subscriptNode as SubscriptExprSyntax: arguments = subscriptNode.arguments
        case let tuple as TupleExprSyntax: arguments = tuple.elements
        case let attribute as AttributeSyntax: arguments = attribute.arguments
        default: return nil
        }
        return arguments.first { $0.expression === self }
    }
}

/// `callee(arguments) { trailing } label: { trailing }`.
public final class CallExprSyntax: ExprSyntax {
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var callee: ExprSyntax
    @exclusivity(unchecked) public internal(set) var arguments: [ArgumentSyntax] = []
    /// Trailing closures; the first has no label.
    public var trailingClosures: [(label: String?, closure: ClosureExprSyntax)] {
        var closures: [(label: String?, closure: ClosureExprSyntax)] = []
        var child = firstChild
        while let current = child {
            if let closure = current as? ClosureExprSyntax, closure.isTrailing {
                closures.append((closure.trailingLabel, closure))
            }
            child = current.nextSibling
        }
        return closures
    }

    /// The first trailing closure with this label (nil: the unlabeled one), without building a list.
    func trailingClosure(labeled label: String?) -> ClosureExprSyntax? {
        var child = firstChild
        while let current = child {
            if let closure = current as? ClosureExprSyntax, closure.isTrailing, closure.trailingLabel == label {
                return closure
            }
            child = current.nextSibling
        }
        return nil
    }

    var hasTrailingClosure: Bool { trailingClosure(labeled: nil) != nil }

    init(callee: ExprSyntax) {
        self.callee = callee
        super.init(firstToken: callee.firstToken, endToken: callee.endToken)
        adopt(callee)
    }

    /// The called name: `Text` in `Text(x)`, `padding` in `x.padding()` and `.padding()`.
    public var name: String? {
        if let identifier = callee as? IdentifierExprSyntax { return identifier.name }
        if let member = callee as? MemberAccessExprSyntax { return member.name }
        return nil
    }

    /// The expression a modifier is applied to: `x` in `x.padding()`; nil for `Text(x)`.
    public var base: ExprSyntax? { (callee as? MemberAccessExprSyntax)?.base }

    /// The argument with this label (nil label: the first unlabeled argument).
    public func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label == label }?.expression
    }

    /// A closure passed under this label, in parentheses or as a trailing closure. `nil` asks for
    /// the unlabeled trailing closure (or the last unlabeled closure argument).
    public func closure(_ label: String?) -> ClosureExprSyntax? {
        if let trailing = trailingClosure(labeled: label) { return trailing }
        return arguments.last { $0.label == label && $0.expression is ClosureExprSyntax }?.expression as? ClosureExprSyntax
    }

    /// Every closure argument, parenthesised or trailing, in source order.
    public var allClosures: [ClosureExprSyntax] {
        arguments.compactMap { $0.expression as? ClosureExprSyntax } + trailingClosures.map(\.closure)
    }
}

/// `base[arguments]`.
public final class SubscriptExprSyntax: ExprSyntax {
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var base: ExprSyntax
    @exclusivity(unchecked) public internal(set) var arguments: [ArgumentSyntax] = []

    init(base: ExprSyntax) {
        self.base = base
        super.init(firstToken: base.firstToken, endToken: base.endToken)
        adopt(base)
    }
}

/// `{ [captures] params in statements }`.
public final class ClosureExprSyntax: ExprSyntax {
    /// Parameter names in order (`_` kept). Empty when the closure names none (it may use `$0`).
    @exclusivity(unchecked) public internal(set) var parameters: [String] = []
    /// Written after the call's parentheses (`Button("Save") { }`), not inside them.
    @exclusivity(unchecked) public internal(set) var isTrailing = false
    /// For a trailing closure after the first: its label (`action` in `} action: {`).
    @exclusivity(unchecked) public internal(set) var trailingLabel: String?
    /// The body's statements (a closure's only children: parameters are not nodes).
    public var statements: [Syntax] { Array(children) }

    /// The closure's name for its `index`-th parameter: the declared name, or `$index`.
    public func parameterName(_ index: Int) -> String? {
        if parameters.isEmpty { return "$\(index)" }
        guard index < parameters.count, parameters[index] != "_" else { return nil }
        return parameters[index]
    }

    /// The single expression of a one-expression closure (its implicit return value), or the
    /// value of a lone `return`.
    public var singleExpression: ExprSyntax? { Syntax.singleExpression(of: children) }
}

/// `lhs op rhs` for every infix operator except assignment and the ternary.
public final class BinaryExprSyntax: ExprSyntax {
    public let op: String
    public let opToken: Int
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var lhs: ExprSyntax
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var rhs: ExprSyntax

    init(op: String, opToken: Int, lhs: ExprSyntax, rhs: ExprSyntax) {
        self.op = op
        self.opToken = opToken
        self.lhs = lhs
        self.rhs = rhs
        super.init(firstToken: lhs.firstToken, endToken: rhs.endToken)
        adopt(lhs)
        adopt(rhs)
    }
}

/// `target = value` and compound assignments (`+=`, `-=`, ...).
public final class AssignmentExprSyntax: ExprSyntax {
    public let op: String
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var target: ExprSyntax
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var value: ExprSyntax

    init(op: String, target: ExprSyntax, value: ExprSyntax) {
        self.op = op
        self.target = target
        self.value = value
        super.init(firstToken: target.firstToken, endToken: value.endToken)
        adopt(target)
        adopt(value)
    }
}

/// `condition ? then : else`.
public final class TernaryExprSyntax: ExprSyntax {
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var condition: ExprSyntax
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var thenExpression: ExprSyntax
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var elseExpression: ExprSyntax

    init(condition: ExprSyntax, thenExpression: ExprSyntax, elseExpression: ExprSyntax) {
        self.condition = condition
        self.thenExpression = thenExpression
        self.elseExpression = elseExpression
        super.init(firstToken: condition.firstToken, endToken: elseExpression.endToken)
        adopt(condition)
        adopt(thenExpression)
        adopt(elseExpression)
    }
}

/// `-x`, `!flag`, `&value`, `.^x`.
public final class PrefixExprSyntax: ExprSyntax {
    public let op: String
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var operand: ExprSyntax

    init(op: String, operand: ExprSyntax, firstToken: Int) {
        self.op = op
        self.operand = operand
        super.init(firstToken: firstToken, endToken: operand.endToken)
        adopt(operand)
    }
}

/// `x!`, `x?` (optional chaining), `x...`, custom postfix operators.
public final class PostfixExprSyntax: ExprSyntax {
    public let op: String
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var operand: ExprSyntax

    init(op: String, operand: ExprSyntax, endToken: Int) {
        self.op = op
        self.operand = operand
        super.init(firstToken: operand.firstToken, endToken: endToken)
        adopt(operand)
    }
}

/// `x is T`, `x as T`, `x as? T`, `x as! T`.
public final class CastExprSyntax: ExprSyntax {
    public let op: String
    public let type: String
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var operand: ExprSyntax

    init(op: String, type: String, operand: ExprSyntax, endToken: Int) {
        self.op = op
        self.type = type
        self.operand = operand
        super.init(firstToken: operand.firstToken, endToken: endToken)
        adopt(operand)
    }
}

/// `try`, `try?`, `try!`, `await`, `consume`, `copy` applied to an expression.
public final class EffectExprSyntax: ExprSyntax {
    public let keyword: String
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var operand: ExprSyntax

    init(keyword: String, operand: ExprSyntax, firstToken: Int) {
        self.keyword = keyword
        self.operand = operand
        super.init(firstToken: firstToken, endToken: operand.endToken)
        adopt(operand)
    }
}

/// `(a, b)`, `(x)`, `(label: a)`.
public final class TupleExprSyntax: ExprSyntax {
    @exclusivity(unchecked) public internal(set) var elements: [ArgumentSyntax] = []

    /// The inner expression of a parenthesised expression `(x)`.
    public var parenthesized: ExprSyntax? {
        elements.count == 1 && elements[0].label == nil ? elements[0].expression : nil
    }
}

/// `[a, b]` and `[k: v]` (dictionary entries keep the value, keyed by the key's expression).
public final class CollectionExprSyntax: ExprSyntax {
    @exclusivity(unchecked) public internal(set) var elements: [ExprSyntax] = []
    @exclusivity(unchecked) public internal(set) var isDictionary = false
}

/// `\.self`, `\.id`, `\Todo.title`, `\.[0]`.
public final class KeyPathExprSyntax: ExprSyntax {
    /// The root type if written (`Todo` in `\Todo.title`).
    public let root: String?
    /// The components' text (`self`, `id`, `title`).
    public let components: [String]

    init(root: String?, components: [String], firstToken: Int, endToken: Int) {
        self.root = root
        self.components = components
        super.init(firstToken: firstToken, endToken: endToken)
    }
}

/// `if` and `switch` used as expressions (Swift 5.9), and closures' statements in general.
public final class StatementExprSyntax: ExprSyntax {
    public var statement: Syntax? { firstChild }
}

/// An expression the parser could not make sense of.
public final class OpaqueExprSyntax: ExprSyntax {}

// MARK: - Convenience for reading modifier chains

extension ExprSyntax {
    /// Strips parentheses, `try`/`await` and postfix `!`/`?`, which do not change what is computed.
    public var unwrapped: ExprSyntax {
        var expression: ExprSyntax = self
        while true {
            if let tuple = expression as? TupleExprSyntax, let inner = tuple.parenthesized {
                expression = inner
            } else if let effect = expression as? EffectExprSyntax {
                expression = effect.operand
            } else if let postfix = expression as? PostfixExprSyntax, postfix.op == "!" || postfix.op == "?" {
                expression = postfix.operand
            } else {
                return expression
            }
        }
    }

    /// `self` (also through parentheses, `?` and `!`): what `dottedPath == ["self"]` says, without
    /// building the path.
    public var isSelfReference: Bool { (unwrapped as? IdentifierExprSyntax)?.name == "self" }

    /// `a.b.c` as ["a", "b", "c"] when the expression is a plain dotted name (also through `?`/`!`).
    public var dottedPath: [String]? {
        // Counted first: rules ask this of every member access, and most (`.padding` of a
        // modifier chain) are not plain names, which then cost no array.
        var count = 0
        var expression: ExprSyntax? = self
        while let current = expression?.unwrapped {
            if let member = current as? MemberAccessExprSyntax {
                count += member.base == nil ? 2 : 1
                expression = member.base
            } else if current is IdentifierExprSyntax {
                count += 1
                break
            } else {
                return nil
            }
        }
        // Filled from the end: the chain is read from its last name back to its first.
        var components = [String](repeating: "", count: count)
        var index = count - 1
        expression = self
        while let current = expression?.unwrapped {
            if let member = current as? MemberAccessExprSyntax {
                components[index] = member.name
                index -= 1
                expression = member.base
            } else if let identifier = current as? IdentifierExprSyntax {
                components[index] = identifier.name
                break
            } else {
                break
            }
        }
        return components
    }

    /// The modifier calls applied to a view, innermost first: for `Text(a).padding().opacity(b)`,
    /// the calls `padding()` and `opacity(b)`; the root (`Text(a)`) is `modifierRoot`.
    public var modifierCalls: [CallExprSyntax] {
        var calls: [CallExprSyntax] = []
        var expression: ExprSyntax? = self
        while let call = expression?.unwrapped as? CallExprSyntax, let member = call.callee as? MemberAccessExprSyntax,
              let base = member.base {
            calls.append(call)
            expression = base
        }
        return calls.reversed()
    }
}
