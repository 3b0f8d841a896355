/// The kinds of token the lexer produces. One forward pass assigns exactly one kind per token.
public enum TokenKind: UInt8, Sendable {
    /// An identifier, including backticked identifiers (`` `default` ``) and contextual keywords.
    case identifier
    /// A reserved word (`struct`, `var`, `if`, `in`, `self`, `true`, ...).
    case keyword
    case integer
    case float
    /// A whole string literal: delimiters, raw `#`s and interpolations included.
    case string
    /// A whole regex literal (`/.../`, `#/.../#`).
    case regex
    /// An operator (`+`, `?.`-free operator characters, `..<`, custom operators).
    case `operator`
    /// Punctuation: `( ) [ ] { } , : ; . = -> @ # \ ?` (postfix/ternary), `!` (postfix), `&` (inout).
    case punctuation
    /// `@` directly followed by a name: `@State`, `@MainActor`.
    case attribute
    /// `#` directly followed by a name: `#if`, `#Preview`, `#selector`.
    case pound
    /// `$0`, `$name`.
    case dollar
    /// `// ...` up to (not including) the line break, `///` doc comments and the shebang line too.
    case lineComment
    /// `/* ... */`, nested, possibly unterminated.
    case blockComment
    /// Bytes that form no token (a stray byte, invalid UTF-8, NUL) or an unterminated literal.
    case error

    /// Comments carry no syntax; rules skip them, suppression reads them.
    public var isComment: Bool { self == .lineComment || self == .blockComment }

    /// The kind names of `scroll-lint tokens` (nil for comments, which the dump omits).
    public var dumpName: String? {
        switch self {
        case .identifier, .keyword: return "word"
        case .integer: return "integer"
        case .float: return "float"
        case .string: return "string"
        case .regex: return "regex"
        case .operator: return "operator"
        case .punctuation: return "punctuation"
        case .attribute: return "attribute"
        case .pound: return "pound"
        case .dollar: return "dollar"
        case .error: return "error"
        case .lineComment, .blockComment: return nil
        }
    }
}

/// A token: its kind, UTF-8 byte range in the file and 1-based start line and column
/// (columns in Unicode scalars). Kept small: files are tokenized whole and kept as arrays.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    /// Whitespace or a comment stands right before the token (Swift's operator-position rules).
    public var spaceBefore: Bool
    /// A line break stands between the previous token and this one.
    public var newlineBefore: Bool
    /// For operators and `?`/`!`/`&`: how the token binds by Swift's whitespace rules.
    public var fixity: Fixity
    public var start: Int32
    public var end: Int32
    public var line: Int32
    public var column: Int32

    public init(kind: TokenKind, start: Int, end: Int, line: Int, column: Int,
                spaceBefore: Bool = false, newlineBefore: Bool = false, fixity: Fixity = .none) {
        self.kind = kind
        self.fixity = fixity
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
        self.line = Int32(truncatingIfNeeded: line)
        self.column = Int32(truncatingIfNeeded: column)
        self.spaceBefore = spaceBefore
        self.newlineBefore = newlineBefore
    }

    public var byteRange: Range<Int> { Int(start)..<Int(end) }
    public var length: Int { Int(end - start) }
}

/// Swift decides prefix, postfix or infix use of an operator from the whitespace around it:
/// bound on both sides or on neither is infix, bound only on the left is postfix.
public enum Fixity: UInt8, Sendable {
    case none, prefix, postfix, infix
}
