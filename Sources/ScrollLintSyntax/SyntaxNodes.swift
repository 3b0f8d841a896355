/// The syntax skeleton: declarations, statements and expressions of a Swift file, as far as a
/// linter needs them. Every node knows its token range and its parent. What the parser cannot
/// make sense of becomes an `OpaqueSyntax` covering those tokens.
///
/// Nodes are classes so that rules can walk up (`parent`) as easily as down (`children`).
/// Parents are unowned: a node is only valid while its `SyntaxTree` is alive.
public class Syntax {
    /// Index of the node's first significant token in `SyntaxTree.tokens`.
    public let firstToken: Int
    /// Index one past the node's last token.
    @exclusivity(unchecked) public internal(set) var endToken: Int
    public internal(set) unowned(unsafe) var parent: Syntax?
    /// The node's direct children in source order.
    /// Written only while the single-threaded parser builds the tree, so exclusivity checks on
    /// every append would buy nothing.
    @exclusivity(unchecked) public internal(set) var children: [Syntax] = []

    init(firstToken: Int, endToken: Int) {
        self.firstToken = firstToken
        self.endToken = endToken
    }

    /// Adopts `child` (sets its parent) and returns it, for building nodes in one expression.
    @discardableResult
    func adopt<T: Syntax>(_ child: T) -> T {
        child.parent = self
        // Most nodes have a handful of children: one allocation instead of growing 1, 2, 4.
        if children.isEmpty { children.reserveCapacity(4) }
        children.append(child)
        return child
    }

    /// The nearest ancestor of the given type.
    public func ancestor<T: Syntax>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }

    /// All ancestors, nearest first.
    public var ancestors: AnySequence<Syntax> {
        AnySequence(sequence(first: parent) { $0?.parent }.lazy.compactMap { $0 })
    }

    /// Calls `visit` for this node and every descendant in source order (pre-order, iterative, so
    /// deep trees cannot overflow the stack). Return `false` from `visit` to skip a node's subtree.
    public func walk(_ visit: (Syntax) -> Bool) {
        var stack: [Syntax] = [self]
        while let node = stack.popLast() {
            guard visit(node) else { continue }
            for child in node.children.reversed() { stack.append(child) }
        }
    }

    /// Every descendant (and self) of type `T`, in source order.
    public func descendants<T: Syntax>(_ type: T.Type) -> [T] {
        var found: [T] = []
        walk { node in
            if let match = node as? T { found.append(match) }
            return true
        }
        return found
    }

    /// Whether `other` is this node or lies inside it.
    public func contains(_ other: Syntax) -> Bool {
        var node: Syntax? = other
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }
}

// MARK: - File and declarations

public final class SourceFileSyntax: Syntax {
    public var items: [Syntax] { children }
}

/// `@Name` or `@Name(arguments)`.
public final class AttributeSyntax: Syntax {
    /// The attribute's name without `@` (`State`, `Environment`, `MainActor`).
    public let name: String
    @exclusivity(unchecked) public internal(set) var arguments: [ArgumentSyntax] = []

    init(name: String, firstToken: Int, endToken: Int) {
        self.name = name
        super.init(firstToken: firstToken, endToken: endToken)
    }
}

/// struct / class / enum / actor / extension / protocol.
public final class TypeDeclSyntax: Syntax {
    public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `actor`, `extension`, `protocol` }
    public let kind: Kind
    /// The declared name; for an extension, the extended type's name (`Foo.Bar` kept whole).
    public let name: String
    /// Index of the name token (for reporting).
    public let nameToken: Int
    /// Names in the inheritance clause, generic arguments dropped (`View`, `Identifiable`).
    @exclusivity(unchecked) public internal(set) var inheritedTypes: [String] = []
    @exclusivity(unchecked) public internal(set) var attributes: [AttributeSyntax] = []
    @exclusivity(unchecked) public internal(set) var modifiers: [String] = []
    @exclusivity(unchecked) public internal(set) var members: [Syntax] = []

    init(kind: Kind, name: String, nameToken: Int, firstToken: Int) {
        self.kind = kind
        self.name = name
        self.nameToken = nameToken
        super.init(firstToken: firstToken, endToken: firstToken)
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

/// One binding of a `let` / `var` declaration (`var a = 1, b = 2` yields two of these).
public final class VariableDeclSyntax: Syntax {
    public let isLet: Bool
    /// The bound name; for a tuple pattern, the pattern's text.
    public let name: String
    public let nameToken: Int
    @exclusivity(unchecked) public internal(set) var attributes: [AttributeSyntax] = []
    @exclusivity(unchecked) public internal(set) var modifiers: [String] = []
    /// The type annotation's text, whitespace removed (`[Todo]`, `CGFloat`, `some View`).
    @exclusivity(unchecked) public internal(set) var typeAnnotation: String?
    @exclusivity(unchecked) public internal(set) var initializer: ExprSyntax?
    /// A computed property's getter body (`var body: some View { ... }` or `get { }`).
    @exclusivity(unchecked) public internal(set) var getter: CodeBlockSyntax?
    /// Other accessors and observers by name (`set`, `didSet`, `willSet`).
    @exclusivity(unchecked) public internal(set) var accessors: [(name: String, body: CodeBlockSyntax)] = []

    init(isLet: Bool, name: String, nameToken: Int, firstToken: Int) {
        self.isLet = isLet
        self.name = name
        self.nameToken = nameToken
        super.init(firstToken: firstToken, endToken: firstToken)
    }

    /// Stored, not computed: no getter (observers such as `didSet` still mean stored).
    public var isStored: Bool { getter == nil }
    public var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    public func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
    public func attribute(_ name: String) -> AttributeSyntax? { attributes.first { $0.name == name } }
}

public struct ParameterSyntax: Sendable {
    /// The argument label (`_` when none), and the name used inside the body.
    public var label: String
    public var name: String
    public var type: String?
    public var nameToken: Int
}

/// func / init / subscript / deinit.
public final class FunctionDeclSyntax: Syntax {
    public let keyword: String
    public let name: String
    public let nameToken: Int
    @exclusivity(unchecked) public internal(set) var parameters: [ParameterSyntax] = []
    @exclusivity(unchecked) public internal(set) var returnType: String?
    @exclusivity(unchecked) public internal(set) var attributes: [AttributeSyntax] = []
    @exclusivity(unchecked) public internal(set) var modifiers: [String] = []
    @exclusivity(unchecked) public internal(set) var body: CodeBlockSyntax?

    init(keyword: String, name: String, nameToken: Int, firstToken: Int) {
        self.keyword = keyword
        self.name = name
        self.nameToken = nameToken
        super.init(firstToken: firstToken, endToken: firstToken)
    }
}

/// `case a, b(Int)` inside an enum.
public final class EnumCaseDeclSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var names: [String] = []
    /// Whether any element of this declaration has associated values.
    @exclusivity(unchecked) public internal(set) var hasPayload = false
}

/// `#if ... #elseif ... #else ... #endif`: every clause is kept, so rules see all branches.
public final class IfConfigSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var clauses: [IfConfigClauseSyntax] = []
}

public final class IfConfigClauseSyntax: Syntax {
    /// `#if`, `#elseif` or `#else`.
    public let keyword: String
    @exclusivity(unchecked) public internal(set) var condition: ExprSyntax?
    public var items: [Syntax] { children.filter { $0 !== condition } }

    init(keyword: String, firstToken: Int) {
        self.keyword = keyword
        super.init(firstToken: firstToken, endToken: firstToken)
    }
}

/// Tokens the parser skipped: an unknown declaration (`import`, `typealias`, operators) or input it
/// could not make sense of.
public final class OpaqueSyntax: Syntax {}

// MARK: - Statements

public final class CodeBlockSyntax: Syntax {
    public var statements: [Syntax] { children }

    /// The value of a one-expression block (a getter's implicit return) or of a lone `return`.
    public var singleExpression: ExprSyntax? { Syntax.singleExpression(of: statements) }
}

extension Syntax {
    /// The single expression of a body, or the value of its lone `return`; nil otherwise.
    static func singleExpression(of statements: [Syntax]) -> ExprSyntax? {
        guard statements.count == 1 else { return nil }
        if let expression = statements[0] as? ExprSyntax { return expression }
        if let jump = statements[0] as? JumpStmtSyntax, jump.keyword == "return" { return jump.value }
        return nil
    }
}

/// One condition of `if` / `guard` / `while`.
public final class ConditionSyntax: Syntax {
    public enum Kind: Sendable { case expression, optionalBinding, casePattern, availability }
    public let kind: Kind
    /// For `let x = e` / `if let x`: the bound name.
    @exclusivity(unchecked) public internal(set) var boundName: String?
    /// The condition expression, or the bound value.
    @exclusivity(unchecked) public internal(set) var expression: ExprSyntax?

    init(kind: Kind, firstToken: Int) {
        self.kind = kind
        super.init(firstToken: firstToken, endToken: firstToken)
    }
}

public final class IfStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var conditions: [ConditionSyntax] = []
    @exclusivity(unchecked) public internal(set) var body: CodeBlockSyntax?
    /// `else { }` or `else if ...`.
    @exclusivity(unchecked) public internal(set) var elseBranch: Syntax?
}

public final class GuardStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var conditions: [ConditionSyntax] = []
    @exclusivity(unchecked) public internal(set) var body: CodeBlockSyntax?
}

public final class WhileStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var conditions: [ConditionSyntax] = []
    @exclusivity(unchecked) public internal(set) var body: CodeBlockSyntax?
}

public final class ForStmtSyntax: Syntax {
    /// The loop variable's name (or pattern text).
    @exclusivity(unchecked) public internal(set) var pattern: String = ""
    @exclusivity(unchecked) public internal(set) var sequence: ExprSyntax?
    @exclusivity(unchecked) public internal(set) var whereClause: ExprSyntax?
    @exclusivity(unchecked) public internal(set) var body: CodeBlockSyntax?
}

public final class SwitchStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var subject: ExprSyntax?
    @exclusivity(unchecked) public internal(set) var cases: [SwitchCaseSyntax] = []
}

public final class SwitchCaseSyntax: Syntax {
    /// The case patterns (`.identity`, `let x where x > 0`), as expressions where they parse.
    @exclusivity(unchecked) public internal(set) var patterns: [ExprSyntax] = []
    @exclusivity(unchecked) public internal(set) var isDefault = false
    @exclusivity(unchecked) public internal(set) var statements: [Syntax] = []
}

/// `do { } catch { }`, `repeat { } while c`, `defer { }`: blocks whose statements rules may visit.
public final class BlockStmtSyntax: Syntax {
    public let keyword: String
    init(keyword: String, firstToken: Int) {
        self.keyword = keyword
        super.init(firstToken: firstToken, endToken: firstToken)
    }
}

/// return / throw / break / continue / fallthrough, with its value if any.
public final class JumpStmtSyntax: Syntax {
    public let keyword: String
    @exclusivity(unchecked) public internal(set) var value: ExprSyntax?
    init(keyword: String, firstToken: Int) {
        self.keyword = keyword
        super.init(firstToken: firstToken, endToken: firstToken)
    }
}
