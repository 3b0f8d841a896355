/// The syntax skeleton: declarations, statements and expressions of a Swift file, as far as a
/// linter needs them. Every node knows its token range and its parent. What the parser cannot
/// make sense of becomes an `OpaqueSyntax` covering those tokens.
///
/// Nodes are classes so that rules can walk up (`parent`) as easily as down (`children`).
/// Children form an intrusive list: a node owns its first child, and each child owns the next
/// sibling. That costs no array per node, which matters because most nodes have one or two
/// children and the parser builds hundreds of thousands of them per megabyte. Typed references
/// (`callee`, `lhs`, `initializer`, ...) and parents are unowned: a node is only valid while its
/// `SyntaxTree` (or an ancestor that is held) is alive.
public class Syntax {
    // Token indices are stored in 32 bits (no file has 2^31 tokens): a smaller node is a
    // smaller allocation, and the parser makes hundreds of thousands of them.
    private let storedFirstToken: Int32
    @exclusivity(unchecked) private var storedEndToken: Int32
    /// Index of the node's first significant token in `SyntaxTree.tokens`.
    public var firstToken: Int { Int(storedFirstToken) }
    /// Index one past the node's last token.
    public internal(set) var endToken: Int {
        get { Int(storedEndToken) }
        set { storedEndToken = Int32(truncatingIfNeeded: newValue) }
    }
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var parent: Syntax?
    // Written only while the single-threaded parser builds the tree, so exclusivity checks on
    // every link would buy nothing.
    @exclusivity(unchecked) public private(set) var firstChild: Syntax?
    @exclusivity(unchecked) private unowned(unsafe) var lastChild: Syntax?
    @exclusivity(unchecked) public private(set) var nextSibling: Syntax?

    init(firstToken: Int, endToken: Int) {
        storedFirstToken = Int32(truncatingIfNeeded: firstToken)
        storedEndToken = Int32(truncatingIfNeeded: endToken)
    }

    deinit {
        // Each child owns the next: releasing them one by one here keeps a file of 100,000
        // statements from recursing once per sibling. Recursion is left only along depth.
        // `take()` hands each link over without touching reference counts.
        var child = firstChild.take()
        while let current = child.take() {
            child = current.nextSibling.take()
        }
    }

    /// Adopts `child`: sets its parent and appends it to the children. The caller's reference
    /// moves into the list, so a node joins its tree without a retain and release; callers set
    /// typed references (`initializer`, `body`) before, while they still hold the child. A node
    /// has one parent: adopting it twice would corrupt the list.
    @inline(__always)
    func adopt(_ child: consuming Syntax) {
        assert(child.parent == nil && child.nextSibling == nil, "a syntax node was adopted twice")
        child.parent = self
        let previousLast = lastChild
        lastChild = child
        if let previousLast { previousLast.nextSibling = child } else { firstChild = child }
    }

    /// The node's direct children in source order, read along the sibling links (no array is
    /// built unless the caller makes one).
    public var children: SyntaxChildren { SyntaxChildren(first: firstChild) }

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

    /// Calls `visit` for this node and every descendant in source order (pre-order, following
    /// the child and sibling links, so deep trees cannot overflow the stack and nothing is
    /// allocated). Return `false` from `visit` to skip a node's subtree.
    public func walk(_ visit: (Syntax) -> Bool) {
        var node: Syntax = self
        while true {
            if visit(node), let child = node.firstChild {
                node = child
                continue
            }
            // Next in pre-order: the sibling of this node or of its nearest ancestor below self.
            while node !== self {
                if let sibling = node.nextSibling {
                    node = sibling
                    break
                }
                guard let up = node.parent else { return }
                node = up
            }
            if node === self { return }
        }
    }

    /// Whether this node or a descendant satisfies `match`, looking no further once one does.
    /// `descend` returning false keeps the search out of a node's subtree (the node itself is
    /// still matched).
    public func containsNode(where match: (Syntax) -> Bool, descendingInto descend: (Syntax) -> Bool = { _ in true }) -> Bool {
        var found = false
        walk { node in
            if found { return false }
            if match(node) {
                found = true
                return false
            }
            return descend(node)
        }
        return found
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

/// A node's children in source order.
public struct SyntaxChildren: Sequence, IteratorProtocol {
    private var upcoming: Syntax?

    init(first: Syntax?) { upcoming = first }

    public mutating func next() -> Syntax? {
        let current = upcoming
        upcoming = current?.nextSibling
        return current
    }

    public var isEmpty: Bool { upcoming == nil }
}

// MARK: - File and declarations

public final class SourceFileSyntax: Syntax {
    public var items: [Syntax] { Array(children) }
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
    /// The names of the generic parameters (`struct Chips<Content: View, Tag: Hashable>`:
    /// `Content`, `Tag`).
    @exclusivity(unchecked) public internal(set) var genericParameters: [String] = []
    /// Same-type requirements of the `where` clause, one name on each side
    /// (`extension Array where Element == Bookmark`: `Element` → `Bookmark`).
    @exclusivity(unchecked) public internal(set) var sameTypeRequirements: [String: String] = [:]
    /// Members in source order (the children after the attributes). Made the first time they are
    /// asked for, once the tree is built (the parser never asks), and kept: analyses ask for a
    /// type's members many times, and a new array each time was a sizeable share of the run.
    public var members: [Syntax] {
        if let cachedMembers { return cachedMembers }
        let members = Array(children.dropFirst(attributes.count))
        cachedMembers = members
        return members
    }
    // A tree is read by one thread at a time (its file's worker).
    @exclusivity(unchecked) private var cachedMembers: [Syntax]?

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
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var initializer: ExprSyntax?
    /// A computed property's getter body (`var body: some View { ... }` or `get { }`).
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var getter: CodeBlockSyntax?
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
    /// The names of the generic parameters (`func chips<Tag: Hashable>`: `Tag`).
    @exclusivity(unchecked) public internal(set) var genericParameters: [String] = []
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var body: CodeBlockSyntax?

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
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var condition: ExprSyntax?
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
    public var statements: [Syntax] { Array(children) }

    /// The value of a one-expression block (a getter's implicit return) or of a lone `return`.
    public var singleExpression: ExprSyntax? { Syntax.singleExpression(of: children) }
}

extension Syntax {
    /// The single expression of a body, or the value of its lone `return`; nil otherwise.
    static func singleExpression(of statements: SyntaxChildren) -> ExprSyntax? {
        var statements = statements
        guard let only = statements.next(), statements.next() == nil else { return nil }
        if let expression = only as? ExprSyntax { return expression }
        if let jump = only as? JumpStmtSyntax, jump.keyword == "return" { return jump.value }
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
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var expression: ExprSyntax?

    init(kind: Kind, firstToken: Int) {
        self.kind = kind
        super.init(firstToken: firstToken, endToken: firstToken)
    }
}

public final class IfStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var conditions: [ConditionSyntax] = []
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var body: CodeBlockSyntax?
    /// `else { }` or `else if ...`.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var elseBranch: Syntax?
}

public final class GuardStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var conditions: [ConditionSyntax] = []
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var body: CodeBlockSyntax?
}

public final class WhileStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) var conditions: [ConditionSyntax] = []
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var body: CodeBlockSyntax?
}

public final class ForStmtSyntax: Syntax {
    /// The loop variable's name (or pattern text).
    @exclusivity(unchecked) public internal(set) var pattern: String = ""
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var sequence: ExprSyntax?
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var whereClause: ExprSyntax?
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var body: CodeBlockSyntax?
}

public final class SwitchStmtSyntax: Syntax {
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var subject: ExprSyntax?
    @exclusivity(unchecked) public internal(set) var cases: [SwitchCaseSyntax] = []
}

public final class SwitchCaseSyntax: Syntax {
    /// The case patterns (`.identity`, `let x where x > 0`), as expressions where they parse.
    @exclusivity(unchecked) public internal(set) var patterns: [ExprSyntax] = []
    @exclusivity(unchecked) public internal(set) var isDefault = false
    /// How many children (patterns and `where` clauses) precede the statements.
    @exclusivity(unchecked) var statementsStart = 0
    public var statements: [Syntax] { Array(children.dropFirst(statementsStart)) }
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
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var value: ExprSyntax?
    init(keyword: String, firstToken: Int) {
        self.keyword = keyword
        super.init(firstToken: firstToken, endToken: firstToken)
    }
}
