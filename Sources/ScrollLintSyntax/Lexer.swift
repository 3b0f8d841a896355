/// Swift's lexical grammar in one forward pass over UTF-8 bytes, with no regular expressions.
///
/// Token boundaries follow the Swift compiler's own lexer (swift-syntax's `Lexer.Cursor`, checked by
/// `LexerOracleTests`), with deliberate merges that suit a linter: a whole string or regex literal
/// is one token (interpolations and nested literals included), `@name` and `#name` are one token
/// each, and `$name` is a dollar token like `$0`.
///
/// Interpolations are lexed as code (so a `)` or `"` inside a nested string, regex or comment does
/// not end them), but their tokens are folded into the enclosing literal. Nesting is tracked with
/// an explicit stack: nothing here recurses on input, so no input can overflow the stack.
///
/// Malformed input never stops the lexer: an unterminated literal, a stray byte, invalid UTF-8, a NUL
/// byte or an unterminated comment becomes an `.error` token and lexing goes on. Bytes the compiler
/// would skip as erroneous trivia (invalid UTF-8, NUL, control characters) are error tokens that do
/// not influence the whitespace and regex rules around them.
public enum Lexer {
    /// All tokens of `bytes`, comments included, in source order.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        tokenize(bytes, separatingComments: false).tokens
    }

    /// The significant tokens of `bytes` and, apart, its comments, each in source order. The
    /// parser wants them apart; splitting while lexing spares a second pass over every token.
    /// Without `assigningPositions`, tokens are left at line 0, column 0: a reader that needs
    /// only a few positions finds them from the bytes (`SourceFile.position(ofByte:)`) instead.
    public static func tokenizeSeparatingComments(_ bytes: [UInt8],
                                                  assigningPositions: Bool = true) -> (tokens: [Token], comments: [Token]) {
        tokenize(bytes, separatingComments: true, assigningPositions: assigningPositions)
    }

    private static func tokenize(_ bytes: [UInt8], separatingComments: Bool,
                                 assigningPositions: Bool = true) -> (tokens: [Token], comments: [Token]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return ([], []) }
            var comments: [Token] = []
            // Tokens are written straight into the result's storage; about one token per six
            // bytes is typical, so this estimate is rarely exceeded (then they move to the heap).
            let estimate = buffer.count / 4 + 64
            var overflow: [Token]?
            let tokens = [Token](unsafeUninitializedCapacity: estimate) { storage, initialized in
                var scanner = Scanner(base, buffer.count, TokenBuffer(external: storage.baseAddress!, capacity: estimate))
                if separatingComments { scanner.comments = [] }
                scanner.run()
                let written = UnsafeMutableBufferPointer(start: scanner.tokens.storage, count: scanner.tokens.count)
                if var separated = scanner.comments {
                    if assigningPositions {
                        separated.withUnsafeMutableBufferPointer { LinePositions.assign(to: written, and: $0, in: buffer) }
                    }
                    comments = separated
                } else if assigningPositions {
                    LinePositions.assign(to: written, in: buffer)
                }
                if scanner.tokens.isExternal {
                    initialized = written.count
                } else {
                    overflow = Array(written)
                    scanner.tokens.deallocate()
                    initialized = 0
                }
            }
            return (overflow ?? tokens, comments)
        }
    }
}

// MARK: - Character classes

/// Byte classes for ASCII; non-ASCII scalars are classified by `ScalarClass`.
private enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierContinue: UInt8 = 2
    static let operatorCharacter: UInt8 = 4
    static let digit: UInt8 = 8
    static let hexDigit: UInt8 = 16
    static let letter: UInt8 = 32
    /// Bytes that need attention inside string content: `\`, `"`, `'`, line breaks.
    static let stringSpecial: UInt8 = 64

    /// 256 entries, allocated once and never freed, so the hot loops read a plain pointer.
    static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierStart | identifierContinue | letter }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierStart | identifierContinue | letter }
        table[Int(UInt8(ascii: "_"))] |= identifierStart | identifierContinue
        table[Int(UInt8(ascii: "$"))] |= identifierContinue
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierContinue | digit | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for character in "/=-+*%<>!&|^~?." { table[Int(character.asciiValue!)] |= operatorCharacter }
        for character in "\\\"'\n\r" { table[Int(character.asciiValue!)] |= stringSpecial }
        return UnsafePointer(table)
    }()
}

/// Unicode classification for identifiers and operators, after the ranges of the Swift reference
/// (identifier characters after C/C++ proposal N1518; operator characters after the Swift book).
private enum ScalarClass {
    static func isOperatorStart(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ value: UInt32) -> Bool {
        if isOperatorStart(value) { return true }
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars allowed inside an identifier.
    static func isIdentifierContinuation(_ value: UInt32) -> Bool {
        switch value {
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
             0xF8...0xFF, 0x100...0x167F, 0x1681...0x180D, 0x180F...0x1FFF,
             0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F,
             0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
             0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFF8:
            return true
        case 0x10000...0xEFFFD:
            // Every plane but the last two code points of each.
            return value & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may start an identifier: continuation characters but combining marks.
    static func isIdentifierStart(_ value: UInt32) -> Bool {
        guard isIdentifierContinuation(value) else { return false }
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return false
        default:
            return true
        }
    }
}

/// What the previous token was, as far as the regex-versus-division guess and `x.0.1` need it.
/// Mirrors the compiler's classification of its previous raw token.
private enum Previous: UInt8 {
    /// Nothing yet: start of file.
    case start
    case leftParen, leftSquare, leftBrace, comma, colon, colonColon, semicolon, equal
    case binaryOperator, prefixOperator, prefixAmpersand, infixQuestionMark
    /// A keyword other than those below.
    case keyword
    /// `true`, `false`, `Any`, `nil`, `self`, `Self`, `super`: expressions themselves.
    case expressionKeyword
    /// `func`, `operator`: a following `/` is an operator name.
    case funcKeyword
    case tryKeyword
    /// `#if`, `#else`, `#elseif`, `#endif`.
    case poundConditional
    /// A token the compiler calls unknown (`*/`, a closing curly quote).
    case unknown
    case period
    /// Anything after which an expression has ended (identifiers, literals, closing brackets, ...).
    case other

    var isRegexLiteralPosition: Bool {
        switch self {
        case .start, .leftParen, .leftSquare, .leftBrace, .comma, .colon, .semicolon, .equal,
             .binaryOperator, .prefixOperator, .prefixAmpersand, .infixQuestionMark, .keyword,
             .funcKeyword, .tryKeyword, .poundConditional, .unknown:
            return true
        case .colonColon, .expressionKeyword, .period, .other:
            return false
        }
    }

    /// After these, an unapplied operator such as `(/)` is legal, so a `/` there is not forced
    /// to be a regex literal.
    var allowsUnappliedOperator: Bool {
        switch self {
        case .leftParen, .leftSquare, .comma, .colon, .colonColon: return true
        default: return false
        }
    }
}

/// Keywords the Swift lexer itself classifies; every other word is an identifier.
///
/// An open-addressing hash table keyed on length, first and last byte, allocated once and never
/// freed: a lookup costs a hash, one or two probes and a short byte comparison, with no ARC.
private enum LexerKeywords {
    struct Slot {
        /// Packed bytes of the keyword (up to 16), little-endian; `length == 0` marks an empty slot.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length: Int = 0
        var previous: Previous = .keyword
    }

    static let mask = 255

    @inline(__always)
    static func hash(_ length: Int, _ first: UInt8, _ last: UInt8) -> Int {
        (length &* 37 &+ Int(first) &* 7 &+ Int(last) &* 13) & mask
    }

    static let table: UnsafePointer<Slot> = {
        let expression: Set<String> = ["true", "false", "Any", "nil", "self", "Self", "super"]
        let words = [
            "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
            "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
            "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
            "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
            "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
            "var", "where", "while",
        ]
        let table = UnsafeMutablePointer<Slot>.allocate(capacity: mask + 1)
        table.initialize(repeating: Slot(), count: mask + 1)
        for word in words {
            let bytes = Array(word.utf8)
            var slot = Slot()
            (slot.low, slot.high) = pack(bytes)
            slot.length = bytes.count
            if expression.contains(word) {
                slot.previous = .expressionKeyword
            } else if word == "func" || word == "operator" {
                slot.previous = .funcKeyword
            } else if word == "try" {
                slot.previous = .tryKeyword
            }
            var index = hash(bytes.count, bytes[0], bytes[bytes.count - 1])
            while table[index].length != 0 { index = (index + 1) & mask }
            table[index] = slot
        }
        return UnsafePointer(table)
    }()

    static func pack<C: Collection>(_ bytes: C) -> (UInt64, UInt64) where C.Element == UInt8 {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
        }
        return (low, high)
    }
}

// MARK: - The scanner

/// A growable token array without the per-append uniqueness check of `Array`; the scanner owns it
/// and `Lexer.tokenize` turns it into an array once.
private struct TokenBuffer {
    var storage: UnsafeMutablePointer<Token>
    var count = 0
    var capacity: Int
    /// `storage` belongs to the caller (the result array) until the buffer outgrows it.
    var isExternal: Bool

    init(external storage: UnsafeMutablePointer<Token>, capacity: Int) {
        self.storage = storage
        self.capacity = capacity
        isExternal = true
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (storage + count).initialize(to: token)
        count += 1
    }

    mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        if !isExternal { storage.deallocate() }
        isExternal = false
        storage = larger
        capacity *= 2
    }

    func deallocate() { storage.deallocate() }
}

private struct Scanner {
    let input: UnsafePointer<UInt8>
    let count: Int
    let classes: UnsafePointer<UInt8>
    let keywords: UnsafePointer<LexerKeywords.Slot>
    var position = 0
    var tokens: TokenBuffer
    /// When set, comments are collected here instead of among the tokens.
    var comments: [Token]?

    /// Whitespace or a comment since the previous token.
    var sawSpace = false
    var sawNewline = false

    /// The previous significant token, for the regex heuristics and `x.0.1`.
    var previous: Previous = .start
    /// The previous token was `?`/`!` straight after `try`: a following `/` starts a regex.
    var preferRegex = false

    /// Open literals, innermost last; empty outside string literals. Tokens are only emitted
    /// while it is empty; inside interpolations they are folded into the outermost literal.
    var frames: [Frame] = []
    /// `!frames.isEmpty`, kept as a flag for the hot paths (see `push` and `pop`).
    var inLiteral = false

    mutating func push(_ frame: Frame) {
        frames.append(frame)
        inLiteral = true
    }

    mutating func pop() {
        frames.removeLast()
        inLiteral = !frames.isEmpty
    }
    var literalStart = 0
    var literalSpaceBefore = false
    var literalNewlineBefore = false
    /// End of the last token lexed (emitted or folded into a literal), comments and trivia aside.
    var lastTokenEnd = 0
    /// In multi-line strings, the line break after the opening `"""` and an escaped line break
    /// (`\` + line break) are not content: if the file ends right after one (at
    /// `multilineContentStart`), the unterminated literal ends at `multilineOpeningEnd`.
    var multilineContentStart = -1
    var multilineOpeningEnd = -1

    // Look-ahead caches that keep repetitive input linear where a naive rescan (as the
    // compiler does) would be quadratic: `+<#+<#...`, `“““...`, `####...`, `#/⏎#/⏎...`.
    /// Editor placeholder inside operators: the answer for every start in the range.
    var placeholderCacheFrom = -1
    var placeholderCacheEnd = -1
    var placeholderCacheFound = false
    /// A curly-quote string scan that started at `curlyFailFrom` failed at `curlyFailAt`; scans
    /// starting in between fail the same way.
    var curlyFailFrom = -1
    var curlyFailAt = -1
    /// `#`s before `poundRunEnd` open neither a raw string nor a regex literal.
    var poundRunEnd = -1
    /// A multi-line regex with this many pounds, starting at this line break, never closed;
    /// later ones with as many pounds or more cannot close either.
    var openRegexFrom = Int.max
    var openRegexPounds = Int.max

    enum StringKind: UInt8 { case singleLine, multiLine, singleQuote }

    enum Frame {
        /// Inside string content with `hashes` raw delimiters.
        case string(hashes: Int, kind: StringKind)
        /// Inside `\( ... )`, counting unclosed parentheses; `singleLine` if its string is.
        case interpolation(parens: Int, singleLine: Bool)
    }

    init(_ input: UnsafePointer<UInt8>, _ count: Int, _ tokens: TokenBuffer) {
        self.input = input
        self.count = count
        self.classes = ByteClass.table
        self.keywords = LexerKeywords.table
        // About one token per six bytes in real code; avoid regrowing the array.
        self.tokens = tokens
    }

    @inline(__always) mutating func byte(at index: Int) -> UInt8 {
        index < count ? input[index] : 0
    }

    @inline(__always) mutating func isClass(_ byte: UInt8, _ flag: UInt8) -> Bool {
        classes[Int(byte)] & flag != 0
    }

    @inline(__always) mutating func byteIs(_ index: Int, _ flag: UInt8) -> Bool {
        index < count && classes[Int(input[index])] & flag != 0
    }

    // MARK: Main loop

    mutating func run() {
        while true {
            if inLiteral, case let .string(hashes, kind) = frames[frames.count - 1] {
                guard position < count else { break }
                scanStringContent(hashes: hashes, kind: kind)
                continue
            }
            guard position < count else { break }
            // The single space between tokens, without the call.
            if input[position] == 0x20, position + 1 < count, input[position + 1] != 0x20 {
                position += 1
                sawSpace = true
                continue
            }
            lexToken()
        }
        if !frames.isEmpty {
            // Unterminated literal: it runs to the end of the file, or to the last token of an
            // unclosed interpolation (trailing whitespace and comments are not part of it).
            var end = count
            if case .interpolation? = frames.last {
                end = lastTokenEnd
            } else if position == multilineContentStart {
                // Nothing after the opening `"""` and its line break.
                end = multilineOpeningEnd
            }
            frames.removeAll()
            inLiteral = false
            emitLiteral(end: end, terminated: false)
        }
    }

    mutating func lexToken() {
        let start = position
        let current = input[position]
        switch current {
        case 0x20, 0x09, 0x0B, 0x0C:
            position += 1
            // Indentation: eight spaces at a time.
            while position + 8 <= count,
                  UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                position += 8
            }
            while position < count, input[position] == 0x20 || input[position] == 0x09 { position += 1 }
            sawSpace = true
        case 0x0A, 0x0D:
            if inLiteral, case let .interpolation(_, singleLine)? = frames.last, singleLine {
                // A single-line string cannot go on past a line break: the interpolation ends here
                // and the string content scanner ends the string at this very line break.
                pop()
                return
            }
            position += 1
            sawSpace = true
            sawNewline = true
            // The next line's indentation.
            while position + 8 <= count,
                  UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                position += 8
            }
            while position < count, input[position] == 0x20 || input[position] == 0x09 { position += 1 }
        case UInt8(ascii: "/"):
            let next = byte(at: position + 1)
            if next == UInt8(ascii: "/") {
                position = endOfLine(from: position + 2)
                emitComment(.lineComment, start, position, newline: false)
            } else if next == UInt8(ascii: "*") {
                let (end, terminated, hadNewline) = skipBlockComment(from: position)
                position = end
                if terminated {
                    emitComment(.blockComment, start, end, newline: hadNewline)
                } else {
                    emitTrivia(start, end)
                    sawSpace = true
                }
            } else {
                lexOperator()
            }
        case UInt8(ascii: "("):
            position += 1
            if inLiteral, case let .interpolation(parens, singleLine)? = frames.last {
                frames[frames.count - 1] = .interpolation(parens: parens + 1, singleLine: singleLine)
            }
            emitSignificant(.punctuation, start, position, .leftParen)
        case UInt8(ascii: ")"):
            position += 1
            if inLiteral, case let .interpolation(parens, singleLine)? = frames.last {
                if parens == 0 {
                    // Back into the string content.
                    pop()
                    previous = .other
                    lastTokenEnd = position
                    return
                }
                frames[frames.count - 1] = .interpolation(parens: parens - 1, singleLine: singleLine)
            }
            emitSignificant(.punctuation, start, position, .other)
        case UInt8(ascii: "["):
            position += 1
            emitSignificant(.punctuation, start, position, .leftSquare)
        case UInt8(ascii: "{"):
            position += 1
            emitSignificant(.punctuation, start, position, .leftBrace)
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\\"):
            position += 1
            emitSignificant(.punctuation, start, position, .other)
        case UInt8(ascii: ","):
            position += 1
            emitSignificant(.punctuation, start, position, .comma)
        case UInt8(ascii: ";"):
            position += 1
            emitSignificant(.punctuation, start, position, .semicolon)
        case UInt8(ascii: ":"):
            if byte(at: position + 1) == UInt8(ascii: ":") {
                position += 2
                emitSignificant(.punctuation, start, position, .colonColon)
            } else {
                position += 1
                emitSignificant(.punctuation, start, position, .colon)
            }
        case UInt8(ascii: "@"):
            lexAt()
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            openString(start: start, hashes: 0)
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "$"):
            position = skipIdentifierContinuation(from: position + 1)
            // A lone `$` is a dollar identifier for the compiler too.
            emitSignificant(.dollar, start, position, .other)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(start) {
                // Postfix `!` / `?`: one character, whatever follows.
                let afterTry = previous == .tryKeyword
                position += 1
                emitSignificant(.punctuation, start, position, .other, fixity: .postfix)
                preferRegex = afterTry
            } else {
                lexOperator()
            }
        case UInt8(ascii: "<") where byte(at: position + 1) == UInt8(ascii: "#"):
            if let end = editorPlaceholderEnd(from: position) {
                position = end
                emitSignificant(.identifier, start, end, .other)
            } else {
                lexOperator()
            }
        default:
            if current < 0x80 {
                if isClass(current, ByteClass.identifierStart) {
                    lexIdentifier()
                } else if isClass(current, ByteClass.operatorCharacter) {
                    lexOperator()
                } else {
                    // A control character or NUL: not Swift source.
                    position += 1
                    emitTrivia(start, position)
                }
            } else {
                lexNonASCII()
            }
        }
    }

    // MARK: Emitting

    @inline(__always)
    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, fixity: Fixity) {
        if !inLiteral {
            tokens.append(Token(kind: kind, start: start, end: end, line: 0, column: 0,
                                spaceBefore: sawSpace || start == 0, newlineBefore: sawNewline,
                                fixity: fixity))
        }
        sawSpace = false
        sawNewline = false
    }

    @inline(__always)
    mutating func emitSignificant(_ kind: TokenKind, _ start: Int, _ end: Int, _ previous: Previous,
                                  fixity: Fixity = .none) {
        emit(kind, start, end, fixity: fixity)
        self.previous = previous
        preferRegex = false
        lastTokenEnd = end
    }

    /// A comment: whitespace for the operator rules, invisible to the regex rules.
    mutating func emitComment(_ kind: TokenKind, _ start: Int, _ end: Int, newline: Bool) {
        if !inLiteral {
            let comment = Token(kind: kind, start: start, end: end, line: 0, column: 0,
                                spaceBefore: sawSpace || start == 0, newlineBefore: sawNewline)
            if comments != nil { comments!.append(comment) } else { tokens.append(comment) }
        }
        sawSpace = true
        if newline { sawNewline = true }
    }

    /// Bytes the compiler skips as erroneous trivia: an error token that leaves the previous-token
    /// state alone.
    mutating func emitTrivia(_ start: Int, _ end: Int) {
        if !inLiteral {
            tokens.append(Token(kind: .error, start: start, end: end, line: 0, column: 0,
                                spaceBefore: sawSpace || start == 0, newlineBefore: sawNewline))
        }
    }

    /// Emits the outermost literal, `literalStart..<end`, once its last frame closed.
    mutating func emitLiteral(end: Int, terminated: Bool) {
        tokens.append(Token(kind: terminated ? .string : .error, start: literalStart, end: end, line: 0, column: 0,
                            spaceBefore: literalSpaceBefore, newlineBefore: literalNewlineBefore))
        sawSpace = false
        sawNewline = false
        previous = .other
        preferRegex = false
    }

    // MARK: Scalars

    /// Decodes the UTF-8 scalar at `index`: its value and length, or nil for invalid UTF-8.
    mutating func scalar(at index: Int) -> (value: UInt32, length: Int)? {
        let lead = byte(at: index)
        if lead < 0x80 { return index < count ? (UInt32(lead), 1) : nil }
        var length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= count else { return nil }
        for offset in 1..<length {
            let next = input[index + offset]
            guard next & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | UInt32(next & 0x3F)
        }
        // Reject overlong forms, surrogates and values past U+10FFFF.
        switch length {
        case 3 where value < 0x800 || (0xD800...0xDFFF).contains(value): return nil
        case 4 where value < 0x10000 || value > 0x10FFFF: return nil
        default: break
        }
        return (value, length)
    }

    /// Length of the identifier character at `index`, or nil.
    @inline(__always)
    mutating func identifierContinuationLength(at index: Int) -> Int? {
        guard index < count else { return nil }
        let current = input[index]
        if current < 0x80 {
            return isClass(current, ByteClass.identifierContinue) ? 1 : nil
        }
        guard let (value, length) = scalar(at: index), ScalarClass.isIdentifierContinuation(value) else { return nil }
        return length
    }

    mutating func operatorContinuationLength(at index: Int) -> Int? {
        guard index < count else { return nil }
        let current = input[index]
        if current < 0x80 {
            return isClass(current, ByteClass.operatorCharacter) ? 1 : nil
        }
        guard let (value, length) = scalar(at: index), ScalarClass.isOperatorContinuation(value) else { return nil }
        return length
    }

    @inline(__always)
    mutating func skipIdentifierContinuation(from index: Int) -> Int {
        var index = index
        while true {
            // ASCII run first: one table lookup per byte.
            while index < count, classes[Int(input[index])] & ByteClass.identifierContinue != 0 { index += 1 }
            guard index < count, input[index] >= 0x80, let length = identifierContinuationLength(at: index) else {
                return index
            }
            index += length
        }
    }

    /// Whether an identifier starts at `index` (ASCII letter or `_`, or a Unicode start character).
    mutating func startsIdentifier(at index: Int) -> Bool {
        guard index < count else { return false }
        let current = input[index]
        if current < 0x80 { return isClass(current, ByteClass.identifierStart) }
        guard let (value, _) = scalar(at: index) else { return false }
        return ScalarClass.isIdentifierStart(value)
    }

    /// Whether a name the compiler lexes as an identifier follows `@` or `#` at `index`: an
    /// identifier start, or a combining mark it recovers from as an identifier.
    mutating func startsName(at index: Int) -> Bool {
        guard index < count else { return false }
        let current = input[index]
        if current < 0x80 { return isClass(current, ByteClass.identifierStart) }
        guard let (value, _) = scalar(at: index) else { return false }
        return ScalarClass.isIdentifierContinuation(value)
    }

    /// The compiler peeks single bytes as Latin-1 scalars when it decides whether a malformed
    /// number literal swallows what follows; this is that test.
    mutating func isLatin1IdentifierContinuation(_ byte: UInt8) -> Bool {
        byte < 0x80 ? isClass(byte, ByteClass.identifierContinue) : ScalarClass.isIdentifierContinuation(UInt32(byte))
    }

    mutating func lexNonASCII() {
        let start = position
        let lead = input[position]
        if lead == 0xEF, byte(at: position + 1) == 0xBB, byte(at: position + 2) == 0xBF {
            // A byte-order mark is whitespace.
            position += 3
            sawSpace = true
            return
        }
        guard let (value, length) = scalar(at: position) else {
            // Invalid UTF-8: one error token for the run of undecodable bytes.
            position += 1
            while position < count, input[position] >= 0x80, scalar(at: position) == nil { position += 1 }
            emitTrivia(start, position)
            return
        }
        if value == 0xA0 {
            // A non-breaking space reads as a space (the compiler diagnoses it and does the same).
            position += length
            sawSpace = true
            return
        }
        if ScalarClass.isIdentifierStart(value) {
            lexIdentifier()
        } else if ScalarClass.isOperatorStart(value) {
            lexOperator()
        } else if ScalarClass.isIdentifierContinuation(value) {
            // A combining mark cannot start an identifier; the compiler recovers with one anyway.
            position = skipIdentifierContinuation(from: position)
            emitSignificant(.identifier, start, position, .other)
        } else if value == 0x201C {
            // An opening curly quote: the compiler reads a "string" up to the closing quote.
            let contentStart = position + length
            if contentStart >= curlyFailFrom && contentStart <= curlyFailAt {
                position = contentStart
            } else {
                let scan = curlyQuoteStringEnd(from: contentStart)
                position = scan.end ?? contentStart
                if scan.end == nil {
                    curlyFailFrom = contentStart
                    curlyFailAt = scan.stop
                }
            }
            emitSignificant(.error, start, position, .other)
        } else if value == 0x201D {
            position += length
            emitSignificant(.error, start, position, .unknown)
        } else {
            position += length
            emitTrivia(start, position)
        }
    }

    /// Where a curly-quoted string that starts before `index` ends (`end`), or nil when it does not
    /// end on its line in a way the compiler accepts; `stop` is where the scan gave up.
    mutating func curlyQuoteStringEnd(from index: Int) -> (end: Int?, stop: Int) {
        var index = index
        func fail() -> (end: Int?, stop: Int) { (nil, index) }
        while index < count {
            let current = input[index]
            switch current {
            case 0x0A, 0x0D:
                return fail()
            case UInt8(ascii: "\""):
                return (index + 1, index + 1)
            case UInt8(ascii: "\\"):
                let next = byte(at: index + 1)
                switch next {
                case UInt8(ascii: "0"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"),
                     UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
                    index += 2
                case UInt8(ascii: "u"):
                    guard byte(at: index + 2) == UInt8(ascii: "{") else { return fail() }
                    var digits = index + 3
                    var value: UInt32 = 0
                    while digits < count, isClass(input[digits], ByteClass.hexDigit), digits - index - 3 < 9 {
                        let digit = input[digits]
                        let nibble = digit <= UInt8(ascii: "9") ? digit - 48 : (digit | 0x20) - 87
                        value = value << 4 | UInt32(nibble)
                        digits += 1
                    }
                    let digitCount = digits - index - 3
                    guard byte(at: digits) == UInt8(ascii: "}"), digitCount >= 1, digitCount <= 8,
                          Unicode.Scalar(value) != nil else { return fail() }
                    index = digits + 1
                default:
                    return fail()
                }
            default:
                if current < 0x20 || current == 0x7F { return fail() }
                if current < 0x80 {
                    index += 1
                } else {
                    guard let (value, length) = scalar(at: index) else { return fail() }
                    index += length
                    if value == 0x201D { return (index, index) }
                }
            }
        }
        return fail()
    }

    // MARK: Comments

    mutating func endOfLine(from index: Int) -> Int {
        var index = index
        while index < count, input[index] != 0x0A, input[index] != 0x0D { index += 1 }
        return index
    }

    /// Skips a nested `/* ... */` comment starting at `index`.
    mutating func skipBlockComment(from index: Int) -> (end: Int, terminated: Bool, newline: Bool) {
        var index = index + 2
        var depth = 1
        var newline = false
        while index < count {
            let current = input[index]
            if current == UInt8(ascii: "*"), byte(at: index + 1) == UInt8(ascii: "/") {
                index += 2
                depth -= 1
                if depth == 0 { return (index, true, newline) }
            } else if current == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "*") {
                index += 2
                depth += 1
            } else {
                if current == 0x0A || current == 0x0D { newline = true }
                index += 1
            }
        }
        return (count, false, newline)
    }

    // MARK: Words

    /// The class of a just-lexed word, and whether it is a keyword.
    @inline(__always)
    mutating func classifyWord(_ start: Int, _ end: Int) -> Previous? {
        let length = end - start
        guard length >= 2, length < 16 else { return nil }
        // Keywords are lowercase but for `Any` and `Self`.
        let first = input[start]
        guard first >= UInt8(ascii: "a") || first == UInt8(ascii: "A") || first == UInt8(ascii: "S") else { return nil }
        var index = LexerKeywords.hash(length, input[start], input[end - 1])
        var packed: (low: UInt64, high: UInt64)?
        while true {
            let slot = keywords[index]
            if slot.length == 0 { return nil }
            if slot.length == length {
                if packed == nil {
                    var low: UInt64 = 0
                    var high: UInt64 = 0
                    for offset in 0..<min(length, 8) { low |= UInt64(input[start + offset]) << (8 * UInt64(offset)) }
                    if length > 8 {
                        for offset in 8..<length { high |= UInt64(input[start + offset]) << (8 * UInt64(offset - 8)) }
                    }
                    packed = (low, high)
                }
                if slot.low == packed!.low && slot.high == packed!.high { return slot.previous }
            }
            index = (index + 1) & LexerKeywords.mask
        }
    }

    /// Lexes an identifier or keyword at `position` and returns its end and class.
    mutating func scanWord() -> (end: Int, kind: TokenKind, previous: Previous) {
        let start = position
        let end = skipIdentifierContinuation(from: start + (input[start] < 0x80 ? 1 : scalar(at: start)!.length))
        if input[start] < 0x80, let keyword = classifyWord(start, end) {
            return (end, .keyword, keyword)
        }
        return (end, .identifier, .other)
    }

    mutating func lexIdentifier() {
        let start = position
        if input[start] < 0x80 {
            // The common case, without the tuple of `scanWord`.
            let end = skipIdentifierContinuation(from: start + 1)
            position = end
            if let keyword = classifyWord(start, end) {
                emitSignificant(.keyword, start, end, keyword)
            } else {
                emitSignificant(.identifier, start, end, .other)
            }
            return
        }
        let (end, kind, previous) = scanWord()
        position = end
        emitSignificant(kind, start, end, previous)
    }

    /// End of a backticked (raw) identifier starting at `index`, or nil for a lone backtick.
    mutating func backtickedIdentifierEnd(from index: Int) -> Int? {
        var scan = index + 1
        while scan < count {
            let current = input[scan]
            if current == UInt8(ascii: "`") { return scan + 1 }
            if current == 0x0A || current == 0x0D { return nil }
            scan += 1
        }
        return nil
    }

    mutating func lexBacktick() {
        let start = position
        if let end = backtickedIdentifierEnd(from: start) {
            position = end
            emitSignificant(.identifier, start, end, .other)
        } else {
            position = start + 1
            emitSignificant(.punctuation, start, position, .other)
        }
    }

    /// `<#placeholder#>` on one line.
    mutating func editorPlaceholderEnd(from index: Int) -> Int? {
        var index = index + 2
        while index < count {
            let current = input[index]
            index += 1
            if current == 0x0A { return nil }
            if current == UInt8(ascii: "<"), byte(at: index) == UInt8(ascii: "#") { return nil }
            if current == UInt8(ascii: "#"), byte(at: index) == UInt8(ascii: ">") { return index + 1 }
        }
        return nil
    }

    /// Inside an operator, `<#` stops it when a `#>` follows before the next line feed.
    mutating func placeholderEndFollows(_ index: Int) -> Bool {
        if index >= placeholderCacheFrom, index <= placeholderCacheEnd { return placeholderCacheFound }
        var scan = index
        var found = false
        while scan + 1 < count {
            let current = input[scan]
            if current == 0x0A { break }
            if current == UInt8(ascii: "#"), input[scan + 1] == UInt8(ascii: ">") { found = true; break }
            scan += 1
        }
        placeholderCacheFrom = index
        placeholderCacheEnd = scan
        placeholderCacheFound = found
        return found
    }

    // MARK: Attributes and pound keywords

    mutating func lexAt() {
        let start = position
        let nameStart = start + 1
        if startsName(at: nameStart) {
            position = nameStart
            let (end, _, previous) = scanWord()
            position = end
            emitSignificant(.attribute, start, end, previous)
        } else if byte(at: nameStart) == UInt8(ascii: "`"), let end = backtickedIdentifierEnd(from: nameStart) {
            position = end
            emitSignificant(.attribute, start, end, .other)
        } else {
            position = nameStart
            emitSignificant(.punctuation, start, position, .other)
        }
    }

    mutating func lexPound() {
        let start = position
        if byte(at: start + 1) == UInt8(ascii: "!"), start == 0 || input[start - 1] == 0 {
            // Shebang line.
            position = endOfLine(from: start)
            emitComment(.lineComment, start, position, newline: false)
            previous = .other
            return
        }
        if start >= poundRunEnd {
            var hashEnd = start
            while hashEnd < count, input[hashEnd] == UInt8(ascii: "#") { hashEnd += 1 }
            if byte(at: hashEnd) == UInt8(ascii: "\""), hashEnd < count {
                openString(start: start, hashes: hashEnd - start)
                return
            }
            if let regex = scanRegex(from: start, mustBeRegex: true) {
                position = regex.end
                emitSignificant(regex.terminated ? .regex : .error, start, regex.end, .other)
                return
            }
            if byte(at: hashEnd) != UInt8(ascii: "/") { poundRunEnd = hashEnd }
        }
        // `#if`, `#available`, ... are single tokens for the compiler; `#name` is `#` + a name.
        var letters = start + 1
        while letters < count, isClass(input[letters], ByteClass.letter) || input[letters] == UInt8(ascii: "_") {
            letters += 1
        }
        if let keyword = poundKeyword(start + 1, letters) {
            position = letters
            emitSignificant(.pound, start, letters, keyword)
            return
        }
        let nameStart = start + 1
        if startsName(at: nameStart) {
            position = nameStart
            let (end, _, previous) = scanWord()
            position = end
            emitSignificant(.pound, start, end, previous)
        } else if byte(at: nameStart) == UInt8(ascii: "`"), let end = backtickedIdentifierEnd(from: nameStart) {
            position = end
            emitSignificant(.pound, start, end, .other)
        } else {
            position = nameStart
            emitSignificant(.punctuation, start, position, .other)
        }
    }

    mutating func poundKeyword(_ start: Int, _ end: Int) -> Previous? {
        func matches(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == end - start else { return false }
            let pointer = word.utf8Start
            for index in 0..<(end - start) where pointer[index] != input[start + index] { return false }
            return true
        }
        switch end - start {
        case 2: return matches("if") ? .poundConditional : nil
        case 4: return matches("else") ? .poundConditional : nil
        case 5: return matches("endif") ? .poundConditional : nil
        case 6: return matches("elseif") ? .poundConditional : nil
        case 9: return matches("available") ? .other : nil
        case 11: return matches("unavailable") ? .other : nil
        case 14: return matches("sourceLocation") ? .other : nil
        default: return nil
        }
    }

    // MARK: Numbers

    @inline(__always) mutating func isDigit(_ index: Int) -> Bool { byteIs(index, ByteClass.digit) }
    @inline(__always) mutating func isHex(_ index: Int) -> Bool { byteIs(index, ByteClass.hexDigit) }

    mutating func lexNumber() {
        let start = position
        let second = byte(at: position + 1)
        if input[start] == UInt8(ascii: "0"), second == UInt8(ascii: "x") {
            lexHexNumber(start)
            return
        }
        if input[start] == UInt8(ascii: "0"), second == UInt8(ascii: "o") || second == UInt8(ascii: "b") {
            let isOctal = second == UInt8(ascii: "o")
            var index = start + 2
            func isRadixDigit(_ index: Int) -> Bool {
                guard index < count else { return false }
                let byte = input[index]
                return isOctal ? (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7")) : (byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1"))
            }
            if index < count, !isRadixDigit(index) {
                index = skipIdentifierContinuation(from: index)
            } else {
                while isRadixDigit(index) || byte(at: index) == UInt8(ascii: "_") && index < count { index += 1 }
                index = skipIdentifierContinuation(from: index)
            }
            position = index
            emitSignificant(.integer, start, index, .other)
            return
        }
        var index = start
        while index < count, isClass(input[index], ByteClass.digit) || input[index] == UInt8(ascii: "_") { index += 1 }
        let afterDigits = byte(at: index)
        if index < count, afterDigits == UInt8(ascii: ".") {
            // `1.5`, but not `1.description`, `1.` at the end, or `x.0.1` (tuple element access).
            if !isDigit(index + 1) || previous == .period {
                position = index
                emitSignificant(.integer, start, index, .other)
                return
            }
        } else if index >= count || (afterDigits != UInt8(ascii: "e") && afterDigits != UInt8(ascii: "E")) {
            // Invalid digits (`12abc`) stay inside the literal, as the compiler keeps them.
            position = skipIdentifierContinuation(from: index)
            emitSignificant(.integer, start, position, .other)
            return
        }
        if byte(at: index) == UInt8(ascii: "."), index < count {
            index += 1
            while index < count, isClass(input[index], ByteClass.digit) || input[index] == UInt8(ascii: "_") { index += 1 }
        }
        let exponent = byte(at: index)
        if index < count, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            index += 1
            if index < count, input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") { index += 1 }
            if index < count, !isDigit(index) {
                index = skipIdentifierContinuation(from: index)
            } else {
                while index < count, isClass(input[index], ByteClass.digit) || input[index] == UInt8(ascii: "_") { index += 1 }
                index = skipIdentifierContinuation(from: index)
            }
        }
        position = index
        emitSignificant(.float, start, index, .other)
    }

    mutating func lexHexNumber(_ start: Int) {
        var index = start + 2
        func finish(_ kind: TokenKind, _ end: Int) {
            position = end
            emitSignificant(kind, start, end, .other)
        }
        guard index < count else { return finish(.integer, index) }
        guard isHex(index) else {
            if isLatin1IdentifierContinuation(input[index]) { index = skipIdentifierContinuation(from: index) }
            return finish(.integer, index)
        }
        while index < count, isClass(input[index], ByteClass.hexDigit) || input[index] == UInt8(ascii: "_") { index += 1 }
        var marker = byte(at: index)
        if index >= count || (marker != UInt8(ascii: ".") && marker != UInt8(ascii: "p") && marker != UInt8(ascii: "P")) {
            return finish(.integer, skipIdentifierContinuation(from: index))
        }
        var dot: Int?
        if marker == UInt8(ascii: ".") {
            dot = index
            index += 1
            // `0xff.description` is a member access.
            if index < count, !isHex(index) { return finish(.integer, dot!) }
            while index < count, isClass(input[index], ByteClass.hexDigit) || input[index] == UInt8(ascii: "_") { index += 1 }
            marker = byte(at: index)
            if index >= count || (marker != UInt8(ascii: "p") && marker != UInt8(ascii: "P")) {
                if index + 1 < count, !isDigit(index + 1) { return finish(.integer, dot!) }
                return finish(.integer, index)
            }
        }
        // [pP][+-]?[0-9][0-9_]*
        if index < count { index += 1 }
        var signed = false
        if index < count, input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") {
            index += 1
            signed = true
        }
        if index < count, !isDigit(index) {
            if let dot, dot + 1 < count, !isDigit(dot + 1), !signed { return finish(.integer, dot) }
            return finish(.float, skipIdentifierContinuation(from: index))
        }
        while index < count, isClass(input[index], ByteClass.digit) || input[index] == UInt8(ascii: "_") { index += 1 }
        finish(.float, skipIdentifierContinuation(from: index))
    }

    // MARK: Operators

    /// The compiler's left-binding rule: what stands right before the operator.
    mutating func isLeftBound(_ index: Int) -> Bool {
        if index == 0 { return false }
        switch input[index - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "/"):
            return !(index >= 2 && input[index - 2] == UInt8(ascii: "*"))
        case 0xA0:
            return !(index >= 2 && input[index - 2] == 0xC2)
        default:
            return true
        }
    }

    /// The compiler's right-binding rule: what stands right after the operator.
    mutating func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        guard index < count else { return false }
        switch input[index] {
        case 0x20, 0x0D, 0x0A, 0x09, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), 0:
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let next = byte(at: index + 1)
            return !(next == UInt8(ascii: "/") || next == UInt8(ascii: "*"))
        case 0xC2:
            return byte(at: index + 1) != 0xA0
        default:
            return true
        }
    }

    mutating func lexOperator() {
        let start = position
        let startsWithDot = input[start] == UInt8(ascii: ".")
        var end = start + (operatorContinuationLength(at: start) ?? 1)
        var slash = input[start] == UInt8(ascii: "/") ? start : -1
        while end < count {
            let current = input[end]
            // A `.` continues an operator only if the operator began with one.
            if current == UInt8(ascii: "."), !startsWithDot { break }
            if current == UInt8(ascii: "<"), byte(at: end + 1) == UInt8(ascii: "#"), placeholderEndFollows(end) { break }
            if current < 0x80 {
                guard isClass(current, ByteClass.operatorCharacter) else { break }
                if current == UInt8(ascii: "/"), slash < 0 { slash = end }
                end += 1
            } else {
                guard let length = operatorContinuationLength(at: end) else { break }
                end += length
            }
        }

        // The first `/` inside the operator may open a regex literal.
        if slash >= 0, lexOperatorAsRegex(operatorStart: start, operatorEnd: end, slash: slash) {
            return
        }

        // `//` or `/*` inside an operator starts a comment.
        if end - start > 2 {
            var index = start + 1
            while index < end - 1 {
                if input[index] == UInt8(ascii: "/"), input[index + 1] == UInt8(ascii: "/") || input[index + 1] == UInt8(ascii: "*") {
                    end = index
                    break
                }
                index += 1
            }
        }
        position = end
        classifyOperator(start, end)
    }

    mutating func classifyOperator(_ start: Int, _ end: Int) {
        let leftBound = isLeftBound(start)
        let rightBound = isRightBound(end, leftBound: leftBound)
        let length = end - start
        let first = input[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "="):
                emitSignificant(.punctuation, start, end, .equal, fixity: .infix)
                return
            case UInt8(ascii: "."):
                emitSignificant(.punctuation, start, end, .period, fixity: .infix)
                return
            case UInt8(ascii: "&") where !leftBound && rightBound:
                emitSignificant(.punctuation, start, end, .prefixAmpersand, fixity: .prefix)
                return
            case UInt8(ascii: "?"):
                if leftBound {
                    emitSignificant(.punctuation, start, end, .other, fixity: .postfix)
                } else {
                    emitSignificant(.punctuation, start, end, .infixQuestionMark, fixity: .infix)
                }
                return
            default:
                break
            }
        } else if length == 2, first == UInt8(ascii: "-"), input[start + 1] == UInt8(ascii: ">") {
            emitSignificant(.punctuation, start, end, .other, fixity: .infix)
            return
        }
        if containsCommentEnd(start, end) {
            emitSignificant(.error, start, end, .unknown)
            return
        }
        if leftBound == rightBound {
            emitSignificant(.operator, start, end, .binaryOperator, fixity: .infix)
        } else if leftBound {
            emitSignificant(.operator, start, end, .other, fixity: .postfix)
        } else {
            emitSignificant(.operator, start, end, .prefixOperator, fixity: .prefix)
        }
    }

    mutating func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index + 1 < end {
            if input[index] == UInt8(ascii: "*"), input[index + 1] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
    }

    // MARK: Regex literals

    /// The compiler's guess whether the first `/` of an operator opens a regex literal; lexes it
    /// (and the prefix operator before it, if any) when it does.
    mutating func lexOperatorAsRegex(operatorStart: Int, operatorEnd: Int, slash: Int) -> Bool {
        // A left-bound `/` is a postfix or infix operator.
        guard !isLeftBound(operatorStart) else { return false }
        // `func /(...)`, `operator /^/`: an operator name.
        guard previous != .funcKeyword else { return false }
        let rightBound = isRightBound(operatorEnd, leftBound: false)
        var mustBeRegex = false
        if !rightBound {
            // Looks like a binary operator (`/ x`). After `try?` only a regex makes sense.
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !previous.isRegexLiteralPosition { return false }
            // In expression position a binary operator would be illegal anyway, except as an
            // unapplied operator in an argument list (`reduce(0, /)`).
            if !previous.allowsUnappliedOperator { mustBeRegex = true }
        }
        guard let regex = scanRegex(from: slash, mustBeRegex: mustBeRegex) else { return false }
        if slash > operatorStart {
            position = slash
            classifyOperator(operatorStart, slash)
        }
        position = regex.end
        emitSignificant(regex.terminated ? .regex : .error, slash, regex.end, .other)
        return true
    }

    /// Scans a regex literal from its first `#` or `/`, as the compiler's regex lexer does. Returns
    /// its end, or nil when the text is not a regex literal (then the caller lexes an operator or a
    /// pound). A bare `/.../` may not start with a space or end with one, may not hold an unbalanced
    /// `)` and ends on its line; `#/` followed by a line break opens a multi-line literal.
    mutating func scanRegex(from start: Int, mustBeRegex: Bool) -> (end: Int, terminated: Bool)? {
        var index = start
        var pounds = 0
        while index < count, input[index] == UInt8(ascii: "#") { pounds += 1; index += 1 }
        guard index < count, input[index] == UInt8(ascii: "/") else { return nil }
        let openSlash = index
        index += 1
        if pounds == 0 {
            if index < count {
                switch input[index] {
                case 0x20, 0x09:
                    if !mustBeRegex { return nil }
                case UInt8(ascii: "*"), UInt8(ascii: "/"):
                    return nil
                default:
                    break
                }
            }
            if openSlash > 0, input[openSlash - 1] == UInt8(ascii: "*") { return nil }
        }
        var firstNewline = -1
        if pounds > 0 {
            var scan = index
            while scan < count, input[scan] == 0x20 || input[scan] == 0x09 { scan += 1 }
            if scan < count, input[scan] == 0x0A || input[scan] == 0x0D {
                firstNewline = scan
                index = scan
                if scan >= openRegexFrom && pounds >= openRegexPounds { return (scan, false) }
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1

        func unterminated(at end: Int) -> (end: Int, terminated: Bool)? {
            // (Multi-line literals always have pounds, so they are always regexes.)
            mustBeRegex ? (end, false) : nil
        }

        while true {
            // The closing delimiter, if it is one.
            if index < count, input[index] == UInt8(ascii: "/") {
                var close = index + 1
                var closePounds = 0
                if pounds > 0 {
                    while close < count, input[close] == UInt8(ascii: "#") { closePounds += 1; close += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        if close < count, input[close] == UInt8(ascii: "*") || input[close] == UInt8(ascii: "/") {
                            // `/a//comment`: prefer the comment.
                            return unterminated(at: index)
                        }
                        if lastSpace >= 0, lastSpace == index - 1, !mustBeRegex { return nil }
                    }
                    return (close, true)
                }
            }
            // One pattern character, escaped characters two.
            var escaped = false
            while true {
                guard index < count else {
                    if firstNewline >= 0 {
                        openRegexFrom = firstNewline
                        openRegexPounds = pounds
                    }
                    return unterminated(at: firstNewline >= 0 ? firstNewline : count)
                }
                let current = input[index]
                switch current {
                case 0x0A, 0x0D:
                    if firstNewline < 0 { return unterminated(at: index) }
                case UInt8(ascii: "\\") where !escaped:
                    escaped = true
                    index += 1
                    continue
                case UInt8(ascii: "(") where !escaped && classDepth == 0:
                    groupDepth += 1
                case UInt8(ascii: ")") where !escaped && classDepth == 0:
                    if groupDepth == 0 {
                        if !mustBeRegex { return nil }
                    } else {
                        groupDepth -= 1
                    }
                case UInt8(ascii: "[") where !escaped:
                    classDepth += 1
                case UInt8(ascii: "]") where !escaped:
                    if classDepth > 0 { classDepth -= 1 }
                case 0x20:
                    if !escaped { lastSpace = index }
                case 0x09:
                    // The compiler flags a tab in a one-line regex as unprintable, not as a space.
                    if !escaped && firstNewline >= 0 { lastSpace = index }
                default:
                    break
                }
                if current >= 0x80 {
                    index += utf8Advance(at: index)
                } else {
                    index += 1
                }
                break
            }
        }
    }

    /// How far the compiler's UTF-8 reader moves over the non-ASCII byte at `index`: a whole valid
    /// scalar, the valid prefix of a broken one, or a run of stray continuation bytes.
    mutating func utf8Advance(at index: Int) -> Int {
        if let (_, length) = scalar(at: index) { return length }
        let lead = input[index]
        var scan = index + 1
        if lead < 0xC2 || lead >= 0xF5 {
            while scan < count, input[scan] >= 0x80, input[scan] < 0xC2 || input[scan] >= 0xF5 { scan += 1 }
            return scan - index
        }
        while scan < count, scan - index < 4, input[scan] & 0xC0 == 0x80 { scan += 1 }
        return scan - index
    }

    // MARK: String literals

    /// Opens a string literal (`"`, `"""`, `'`, raw with `hashes` leading `#`) at `start`.
    mutating func openString(start: Int, hashes: Int) {
        let quoteIndex = start + hashes
        if frames.isEmpty {
            literalStart = start
            literalSpaceBefore = sawSpace || start == 0
            literalNewlineBefore = sawNewline
        }
        let quote = input[quoteIndex]
        if quote == UInt8(ascii: "'") {
            push(.string(hashes: hashes, kind: .singleQuote))
            position = quoteIndex + 1
            return
        }
        if byte(at: quoteIndex + 1) == UInt8(ascii: "\""), byte(at: quoteIndex + 2) == UInt8(ascii: "\""),
           quoteIndex + 2 < count, !(hashes > 0 && closesOnSameLine(quoteIndex + 3, hashes: hashes)) {
            push(.string(hashes: hashes, kind: .multiLine))
            position = quoteIndex + 3
            let next = byte(at: position)
            if next == 0x0A || next == 0x0D, position < count {
                multilineOpeningEnd = position
                multilineContentStart = position + (next == 0x0D && byte(at: position + 1) == 0x0A ? 2 : 1)
            }
            return
        }
        push(.string(hashes: hashes, kind: .singleLine))
        position = quoteIndex + 1
    }

    /// `#"""#` and `#""" a "#` are one-line raw strings: a `"` with enough `#`s follows on the line.
    mutating func closesOnSameLine(_ index: Int, hashes: Int) -> Bool {
        if poundCount(at: index) >= hashes { return true }
        var scan = index
        while scan < count, input[scan] != 0x0A, input[scan] != 0x0D {
            if input[scan] == UInt8(ascii: "\""), poundCount(at: scan + 1) >= hashes { return true }
            scan += 1
        }
        return false
    }

    @inline(__always) mutating func poundCount(at index: Int) -> Int {
        var scan = index
        while scan < count, input[scan] == UInt8(ascii: "#") { scan += 1 }
        return scan - index
    }

    /// Scans string content from `position` up to the next event: the closing quote, an
    /// interpolation, a line break that ends a single-line string, or the end of the file.
    mutating func scanStringContent(hashes: Int, kind: StringKind) {
        let quote = kind == .singleQuote ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        var index = position
        while index < count {
            let current = input[index]
            if classes[Int(current)] & ByteClass.stringSpecial == 0 {
                index += 1
                continue
            }
            if current == UInt8(ascii: "\\") {
                var delimiter = 0
                if hashes > 0 {
                    let available = poundCount(at: index + 1)
                    if available < hashes {
                        // Not an escape in a raw string: a plain backslash.
                        index += 1
                        continue
                    }
                    // The compiler's delimiter matcher takes one `#` more when there is one.
                    delimiter = available > hashes ? hashes + 1 : hashes
                }
                var next = index + 1 + delimiter
                if next < count, input[next] == UInt8(ascii: "(") {
                    push(.interpolation(parens: 0, singleLine: kind != .multiLine))
                    position = next + 1
                    previous = .leftParen
                    preferRegex = false
                    lastTokenEnd = position
                    return
                }
                if kind == .multiLine {
                    // `\` before the line break continues the line.
                    var scan = next
                    while scan < count, input[scan] == 0x20 || input[scan] == 0x09 { scan += 1 }
                    if scan < count, input[scan] == 0x0A || input[scan] == 0x0D {
                        // Should the file end right after, the literal ends before the backslash.
                        multilineOpeningEnd = index
                        multilineContentStart = scan + (input[scan] == 0x0D && byte(at: scan + 1) == 0x0A ? 2 : 1)
                        index = scan
                        continue
                    }
                }
                if next < count {
                    let escapedByte = input[next]
                    switch escapedByte {
                    case UInt8(ascii: "u"):
                        next += 1
                        if byte(at: next) == UInt8(ascii: "{"), next < count {
                            next += 1
                            while isHex(next) { next += 1 }
                            if byte(at: next) == UInt8(ascii: "}"), next < count { next += 1 }
                        }
                    case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
                        next += 1
                    default:
                        if isClass(escapedByte, ByteClass.letter | ByteClass.digit) { next += 1 }
                    }
                }
                index = next
                continue
            }
            if current == quote {
                var end = -1
                switch kind {
                case .singleQuote:
                    end = index + 1
                case .singleLine:
                    if hashes == 0 {
                        end = index + 1
                    } else {
                        let closing = poundCount(at: index + 1)
                        if closing >= hashes { end = index + 1 + closing }
                    }
                case .multiLine:
                    if byte(at: index + 1) == quote, byte(at: index + 2) == quote, index + 2 < count {
                        if hashes == 0 {
                            end = index + 3
                        } else {
                            let closing = poundCount(at: index + 3)
                            if closing >= hashes { end = index + 3 + closing }
                        }
                    }
                }
                if end < 0 {
                    index += 1
                    continue
                }
                pop()
                position = end
                lastTokenEnd = end
                if frames.isEmpty {
                    emitLiteral(end: end, terminated: true)
                } else {
                    previous = .other
                    preferRegex = false
                }
                return
            }
            if current == 0x0A || current == 0x0D {
                if kind == .multiLine {
                    index += 1
                    continue
                }
                // A single-line string ends, unterminated, at the line break.
                pop()
                position = index
                lastTokenEnd = index
                if frames.isEmpty {
                    emitLiteral(end: index, terminated: false)
                } else {
                    previous = .other
                }
                return
            }
            // The other quote character: plain content.
            index += 1
        }
        position = index
        lastTokenEnd = index
    }
}

// MARK: - Lines and columns

/// Fills in 1-based lines and columns (in Unicode scalars) in linear time, even for a single
/// 10 MB line. Line breaks are found eight bytes at a time; a token's column is its offset in its
/// line, minus the UTF-8 continuation bytes before it when the line holds non-ASCII bytes.
enum LinePositions {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The first `\n` or `\r` at or after `index` (or `count`), and whether a byte of 0x80 or more
    /// comes before it.
    @inline(__always)
    static func nextBreak(_ base: UnsafePointer<UInt8>, _ count: Int, from index: Int) -> (Int, Bool) {
        var index = index
        var high: UInt64 = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let lf = word ^ (0x0A &* ones), cr = word ^ (0x0D &* ones)
            // The lowest flagged byte is exactly the first line feed or return (flags above a
            // real match may be spurious, and are never looked at).
            let breaks = (((lf &- ones) & ~lf) | ((cr &- ones) & ~cr)) & highs
            if breaks != 0 {
                let byte = breaks.trailingZeroBitCount >> 3
                let before: UInt64 = byte == 0 ? 0 : ~0 >> UInt64(64 - 8 * byte)
                high |= word & highs & before
                return (index + byte, high != 0)
            }
            high |= word & highs
            index += 8
        }
        var nonASCII = high != 0
        while index < count {
            let byte = base[index]
            if byte == 0x0A || byte == 0x0D { break }
            if byte >= 0x80 { nonASCII = true }
            index += 1
        }
        return (index, nonASCII)
    }

    /// Sets line and column of `tokens` and `comments` (each in source order), walking the lines
    /// once for both.
    static func assign(to tokens: UnsafeMutableBufferPointer<Token>,
                       and comments: UnsafeMutableBufferPointer<Token> = UnsafeMutableBufferPointer(start: nil, count: 0),
                       in input: UnsafeBufferPointer<UInt8>) {
        guard let base = input.baseAddress, !tokens.isEmpty || !comments.isEmpty else { return }
        let count = input.count
        var line: Int32 = 1
        var lineStart = 0
        var (lineBreak, lineIsNonASCII) = nextBreak(base, count, from: 0)
        // Scalar counting on non-ASCII lines resumes where the previous token left off.
        var countedTo = 0
        var countedColumn: Int32 = 1
        var nextToken = 0
        var nextComment = 0
        while nextToken < tokens.count || nextComment < comments.count {
            // The two lists merged in source order.
            let takesComment = nextComment < comments.count
                && (nextToken == tokens.count || comments[nextComment].start < tokens[nextToken].start)
            let list = takesComment ? comments : tokens
            let tokenIndex = takesComment ? nextComment : nextToken
            if takesComment { nextComment += 1 } else { nextToken += 1 }
            let start = min(Int(list[tokenIndex].start), count)
            while lineBreak < start {
                var next = lineBreak + 1
                if base[lineBreak] == 0x0D, next < count, base[next] == 0x0A { next += 1 }
                line += 1
                lineStart = next
                countedTo = next
                countedColumn = 1
                (lineBreak, lineIsNonASCII) = nextBreak(base, count, from: next)
            }
            list[tokenIndex].line = line
            if !lineIsNonASCII {
                list[tokenIndex].column = Int32(truncatingIfNeeded: start - lineStart + 1)
            } else {
                while countedTo < start {
                    if base[countedTo] & 0xC0 != 0x80 { countedColumn += 1 }
                    countedTo += 1
                }
                list[tokenIndex].column = countedColumn
            }
        }
    }
}
