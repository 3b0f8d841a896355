/// Swift's lexical grammar in one forward pass over UTF-8 bytes, with no regular expressions.
///
/// Token boundaries follow the Swift compiler's own lexer (swift-syntax's `Lexer.Cursor`), with two
/// deliberate merges that suit a linter: a whole string or regex literal is one token
/// (interpolations included), and `@name` / `#name` are one token each.
///
/// Malformed input never stops the lexer: an unterminated literal or comment, a stray byte, invalid
/// UTF-8 or a NUL byte becomes an `.error` token (or an unterminated comment token) and lexing goes
/// on at the next sensible place. Nothing here recurses on input, so no input can overflow the stack.
public enum Lexer {
    /// All tokens of `bytes`, comments included, in source order.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(buffer)
            scanner.run()
            LinePositions.assign(to: &scanner.tokens, in: buffer)
            return scanner.tokens
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

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierStart | identifierContinue }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierStart | identifierContinue }
        table[Int(UInt8(ascii: "_"))] |= identifierStart | identifierContinue
        table[Int(UInt8(ascii: "$"))] |= identifierContinue
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierContinue | digit | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for character in "/=-+*%<>!&|^~?." { table[Int(character.asciiValue!)] |= operatorCharacter }
        return table
    }()
}

/// Unicode classification for identifiers and operators, after the Swift reference's ranges.
private enum ScalarClass {
    static func isOperatorStart(_ value: UInt32) -> Bool {
        switch value {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
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

    /// Scalars that may continue an identifier but not start one (combining marks).
    static func isIdentifierContinuationOnly(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that can be part of an identifier: everything that is not an operator
    /// character, a line or paragraph separator, a non-breaking space, a curly quote or private use.
    static func isIdentifier(_ value: UInt32) -> Bool {
        if isOperatorStart(value) { return false }
        switch value {
        case 0xA0, 0x2028, 0x2029, 0x201C, 0x201D, 0x200B...0x200D, 0xFEFF, 0xE000...0xF8FF, 0xFFF0...0xFFFF:
            return false
        default:
            return value >= 0xA8
        }
    }
}

/// Keywords the Swift lexer itself classifies; every other word is an identifier.
private enum LexerKeywords {
    /// Keywords grouped by length, then first byte, so a lookup costs no allocation.
    static let table: [[UInt8: [[UInt8]]]] = {
        var table = [[UInt8: [[UInt8]]]](repeating: [:], count: 16)
        for word in words { table[word.count][word[0], default: []].append(word) }
        return table
    }()

    static func contains(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length >= 2, length < 16, let candidates = table[length][input[start]] else { return false }
        let word = UnsafeBufferPointer(rebasing: input[start..<end])
        return candidates.contains { $0.elementsEqual(word) }
    }

    static let words: [[UInt8]] = [
    "Any", "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
    "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator",
    "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
    "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
    "var", "where", "while",
    ].map { Array($0.utf8) }
}

// MARK: - The scanner

private struct Scanner {
    let input: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var tokens: [Token] = []

    /// Whitespace or a comment since the previous token.
    var sawSpace = false
    var sawNewline = false

    /// What the previous significant (non-comment) token was, for the regex heuristics.
    var previousKind: TokenKind?
    var previousFirstByte: UInt8 = 0
    /// Byte range of the previous token when it was a keyword or `#name`.
    var previousWord: Range<Int> = 0..<0
    /// The previous token was `?`/`!` straight after `try`: a following `/` starts a regex.
    var preferRegex = false

    init(_ input: UnsafeBufferPointer<UInt8>) {
        self.input = input
        self.count = input.count
        tokens.reserveCapacity(input.count / 5 + 16)
    }

    func previousWordIs<S: Sequence>(_ text: S) -> Bool where S.Element == UInt8 {
        input[previousWord].elementsEqual(text)
    }

    @inline(__always) func byte(at index: Int) -> UInt8 {
        index < count ? input[index] : 0
    }

    @inline(__always) func isClass(_ byte: UInt8, _ flag: UInt8) -> Bool {
        ByteClass.table[Int(byte)] & flag != 0
    }

    // MARK: Main loop

    mutating func run() {
        if count >= 2, input[0] == UInt8(ascii: "#"), input[1] == UInt8(ascii: "!") {
            let end = endOfLine(from: 0)
            emit(.lineComment, 0, end)
            position = end
        }
        while position < count {
            let start = position
            let current = input[position]
            switch current {
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
                sawSpace = true
            case 0x0A, 0x0D:
                position += 1
                sawSpace = true
                sawNewline = true
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                position = endOfLine(from: position)
                emit(.lineComment, start, position)
                sawSpace = true
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                let (end, terminated, hadNewline) = skipBlockComment(from: position)
                position = end
                emit(terminated ? .blockComment : .error, start, end)
                sawSpace = true
                if hadNewline { sawNewline = true }
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                 UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"),
                 UInt8(ascii: ":"), UInt8(ascii: "\\"):
                position += 1
                emitSignificant(.punctuation, start, position)
            case UInt8(ascii: "@"):
                lexAt()
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                lexString(delimiterStart: start, hashCount: 0)
            case UInt8(ascii: "`"):
                lexBacktick()
            case UInt8(ascii: "$"):
                lexDollar()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            case UInt8(ascii: "!"), UInt8(ascii: "?"):
                if isLeftBound(start) {
                    position += 1
                    let wasTry = previousKind == .keyword && previousWordIs("try".utf8)
                    emitSignificant(.punctuation, start, position, fixity: .postfix)
                    preferRegex = wasTry
                } else {
                    lexOperator()
                }
            case UInt8(ascii: "<") where byte(at: position + 1) == UInt8(ascii: "#"):
                if let end = editorPlaceholderEnd(from: position) {
                    position = end
                    emitSignificant(.identifier, start, end)
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
                        emitSignificant(.error, start, position)
                    }
                } else {
                    lexNonASCII()
                }
            }
        }
    }

    // MARK: Emitting

    mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, fixity: Fixity = .none) {
        tokens.append(Token(kind: kind, start: start, end: end, line: 0, column: 0,
                            spaceBefore: sawSpace || start == 0, newlineBefore: sawNewline,
                            fixity: fixity))
        sawSpace = false
        sawNewline = false
    }

    mutating func emitSignificant(_ kind: TokenKind, _ start: Int, _ end: Int, fixity: Fixity = .none) {
        emit(kind, start, end, fixity: fixity)
        previousKind = kind
        previousFirstByte = input[start]
        previousWord = kind == .keyword || kind == .pound ? start..<end : 0..<0
        preferRegex = false
    }

    // MARK: Scalars

    /// Decodes the UTF-8 scalar at `index`: its value and length, or nil for invalid UTF-8.
    func scalar(at index: Int) -> (value: UInt32, length: Int)? {
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

    func isIdentifierContinuation(at index: Int) -> Int? {
        let current = byte(at: index)
        if current < 0x80 {
            return index < count && isClass(current, ByteClass.identifierContinue) ? 1 : nil
        }
        guard let (value, length) = scalar(at: index), ScalarClass.isIdentifier(value) else { return nil }
        return length
    }

    func isOperatorContinuation(at index: Int) -> Int? {
        let current = byte(at: index)
        if current < 0x80 {
            return index < count && isClass(current, ByteClass.operatorCharacter) ? 1 : nil
        }
        guard let (value, length) = scalar(at: index), ScalarClass.isOperatorContinuation(value) else { return nil }
        return length
    }

    func skipIdentifierContinuation(from index: Int) -> Int {
        var index = index
        while let length = isIdentifierContinuation(at: index) { index += length }
        return index
    }

    mutating func lexNonASCII() {
        let start = position
        guard let (value, length) = scalar(at: position) else {
            // Invalid UTF-8: one error token for the run of undecodable bytes.
            position += 1
            while position < count, input[position] >= 0x80, scalar(at: position) == nil { position += 1 }
            emitSignificant(.error, start, position)
            return
        }
        if value == 0xA0 || value == 0x2028 || value == 0x2029 || value == 0xFEFF {
            // Non-breaking space, separators and a byte-order mark read as whitespace.
            position += length
            sawSpace = true
            return
        }
        if ScalarClass.isOperatorStart(value) {
            lexOperator()
        } else if ScalarClass.isIdentifier(value) && !ScalarClass.isIdentifierContinuationOnly(value) {
            lexIdentifier()
        } else if ScalarClass.isIdentifier(value) {
            position = skipIdentifierContinuation(from: position + length)
            emitSignificant(.identifier, start, position)
        } else if value == 0x201C {
            // An opening curly quote: the compiler recovers by reading to the closing one.
            var index = position + length
            while index < count, input[index] != 0x0A, input[index] != 0x0D {
                if let (inner, innerLength) = scalar(at: index) {
                    index += innerLength
                    if inner == 0x201D { break }
                } else {
                    index += 1
                }
            }
            position = index
            emitSignificant(.error, start, position)
        } else {
            position += length
            emitSignificant(.error, start, position)
        }
    }

    // MARK: Comments

    func endOfLine(from index: Int) -> Int {
        var index = index
        while index < count, input[index] != 0x0A, input[index] != 0x0D { index += 1 }
        return index
    }

    /// Skips a nested `/* ... */` comment starting at `index`.
    func skipBlockComment(from index: Int) -> (end: Int, terminated: Bool, newline: Bool) {
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

    mutating func lexIdentifier() {
        let start = position
        position = skipIdentifierContinuation(from: position)
        let kind: TokenKind = LexerKeywords.contains(input, start, position) ? .keyword : .identifier
        emitSignificant(kind, start, position)
    }

    mutating func lexBacktick() {
        let start = position
        let nameStart = start + 1
        let first = byte(at: nameStart)
        let startsIdentifier = first < 0x80
            ? isClass(first, ByteClass.identifierStart)
            : (scalar(at: nameStart).map { ScalarClass.isIdentifier($0.value) && !ScalarClass.isIdentifierContinuationOnly($0.value) } ?? false)
        if startsIdentifier {
            let end = skipIdentifierContinuation(from: nameStart)
            if byte(at: end) == UInt8(ascii: "`"), end < count {
                position = end + 1
                emitSignificant(.identifier, start, position)
                return
            }
        }
        if byte(at: nameStart) == UInt8(ascii: "$"), byte(at: nameStart + 1) == UInt8(ascii: "`") {
            position = nameStart + 2
            emitSignificant(.identifier, start, position)
            return
        }
        position = nameStart
        emitSignificant(.punctuation, start, position)
    }

    mutating func lexDollar() {
        let start = position
        var index = position + 1
        var allDigits = true
        while true {
            let current = byte(at: index)
            if index < count, isClass(current, ByteClass.digit) {
                index += 1
            } else if let length = isIdentifierContinuation(at: index) {
                allDigits = false
                index += length
            } else {
                break
            }
        }
        position = index
        if index == start + 1 {
            emitSignificant(.identifier, start, index)
        } else {
            // `$0` and `$name` (a property wrapper's projected value) are both dollar tokens here.
            _ = allDigits
            emitSignificant(.dollar, start, index)
        }
    }

    /// `<#placeholder#>` on one line.
    func editorPlaceholderEnd(from index: Int) -> Int? {
        var index = index + 2
        while index < count {
            let current = input[index]
            if current == 0x0A { return nil }
            if current == UInt8(ascii: "<"), byte(at: index + 1) == UInt8(ascii: "#") { return nil }
            if current == UInt8(ascii: "#"), byte(at: index + 1) == UInt8(ascii: ">") { return index + 2 }
            index += 1
        }
        return nil
    }

    // MARK: Attributes and pound keywords

    mutating func lexAt() {
        let start = position
        let nameStart = start + 1
        let first = byte(at: nameStart)
        let startsName: Bool
        if first < 0x80 {
            startsName = nameStart < count && (isClass(first, ByteClass.identifierStart) || first == UInt8(ascii: "`"))
        } else {
            startsName = scalar(at: nameStart).map { ScalarClass.isIdentifier($0.value) } ?? false
        }
        guard startsName else {
            position = nameStart
            emitSignificant(.punctuation, start, position)
            return
        }
        if first == UInt8(ascii: "`") {
            let end = skipIdentifierContinuation(from: nameStart + 1)
            guard end > nameStart + 1, byte(at: end) == UInt8(ascii: "`"), end < count else {
                position = nameStart
                emitSignificant(.punctuation, start, position)
                return
            }
            position = end + 1
        } else {
            position = skipIdentifierContinuation(from: nameStart)
        }
        emitSignificant(.attribute, start, position)
    }

    mutating func lexPound() {
        let start = position
        // A raw string: `#"`, `##"""`, ...
        var hashEnd = position
        while byte(at: hashEnd) == UInt8(ascii: "#"), hashEnd < count { hashEnd += 1 }
        let afterHashes = byte(at: hashEnd)
        if hashEnd < count, afterHashes == UInt8(ascii: "\"") {
            lexString(delimiterStart: start, hashCount: hashEnd - start)
            return
        }
        if hashEnd < count, afterHashes == UInt8(ascii: "/") {
            lexRegex(at: start, mustBeRegex: true)
            return
        }
        // `#` + name: `#if`, `#available`, `#Preview`, `#selector`.
        let nameStart = start + 1
        let first = byte(at: nameStart)
        if nameStart < count, isClass(first, ByteClass.identifierStart) {
            position = skipIdentifierContinuation(from: nameStart)
            emitSignificant(.pound, start, position)
        } else {
            position = nameStart
            emitSignificant(.punctuation, start, position)
        }
    }

    // MARK: Numbers

    mutating func lexNumber() {
        let start = position
        let second = byte(at: position + 1)
        if input[position] == UInt8(ascii: "0"), second == UInt8(ascii: "x") {
            lexHexNumber(start)
            return
        }
        if input[position] == UInt8(ascii: "0"), second == UInt8(ascii: "o") || second == UInt8(ascii: "b") {
            position = skipIdentifierContinuation(from: position + 2)
            emitSignificant(.integer, start, position)
            return
        }
        var index = position
        while index < count, isClass(input[index], ByteClass.digit) || input[index] == UInt8(ascii: "_") { index += 1 }
        var isFloat = false
        let afterDigits = byte(at: index)
        if index < count, afterDigits == UInt8(ascii: "."),
           index + 1 < count, isClass(input[index + 1], ByteClass.digit),
           !(previousKind == .punctuation && previousFirstByte == UInt8(ascii: ".")) {
            // `1.5`, but not `x.0.1` (tuple element access).
            isFloat = true
            index += 1
            while index < count, isClass(input[index], ByteClass.digit) || input[index] == UInt8(ascii: "_") { index += 1 }
        }
        let exponent = byte(at: index)
        if index < count, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            isFloat = true
            index += 1
            if index < count, input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") { index += 1 }
        }
        // Invalid digits (`12abc`) stay inside the literal, as the compiler keeps them.
        index = skipIdentifierContinuation(from: index)
        position = index
        emitSignificant(isFloat ? .float : .integer, start, index)
    }

    mutating func lexHexNumber(_ start: Int) {
        var index = start + 2
        guard index < count, isClass(input[index], ByteClass.hexDigit) else {
            position = skipIdentifierContinuation(from: index)
            emitSignificant(.integer, start, position)
            return
        }
        while index < count, isClass(input[index], ByteClass.hexDigit) || input[index] == UInt8(ascii: "_") { index += 1 }
        var isFloat = false
        if byte(at: index) == UInt8(ascii: "."), index + 1 < count, isClass(input[index + 1], ByteClass.hexDigit) {
            // `0x1.8p3` is a float; `0xff.description` is a member access.
            var fraction = index + 1
            while fraction < count, isClass(input[fraction], ByteClass.hexDigit) || input[fraction] == UInt8(ascii: "_") { fraction += 1 }
            let marker = byte(at: fraction)
            if fraction < count, marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") {
                let afterMarker = byte(at: fraction + 1)
                if isClass(afterMarker, ByteClass.digit) || afterMarker == UInt8(ascii: "+") || afterMarker == UInt8(ascii: "-") {
                    index = fraction
                }
            }
        }
        let marker = byte(at: index)
        if index < count, marker == UInt8(ascii: "p") || marker == UInt8(ascii: "P") {
            isFloat = true
            index += 1
            if index < count, input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-") { index += 1 }
        }
        index = skipIdentifierContinuation(from: index)
        position = index
        emitSignificant(isFloat ? .float : .integer, start, index)
    }

    // MARK: Operators

    /// The compiler's left-binding rule: what stands right before the operator.
    func isLeftBound(_ index: Int) -> Bool {
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
    func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
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
        var end = start + (isOperatorContinuation(at: start) ?? 1)
        while end < count {
            // A `.` continues an operator only if the operator began with one.
            if input[end] == UInt8(ascii: "."), !startsWithDot { break }
            if input[end] == UInt8(ascii: "<"), byte(at: end + 1) == UInt8(ascii: "#"), editorPlaceholderEnd(from: end) != nil { break }
            guard let length = isOperatorContinuation(at: end) else { break }
            end += length
        }

        // A `/` inside the operator may open a regex literal.
        var slash = start
        while slash < end, input[slash] != UInt8(ascii: "/") { slash += 1 }
        if slash < end, tryRegexInOperator(operatorStart: start, operatorEnd: end, slash: slash) {
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
        let fixity: Fixity = leftBound == rightBound ? .infix : (leftBound ? .postfix : .prefix)
        let length = end - start
        let first = input[start]
        if length == 1 {
            switch first {
            case UInt8(ascii: "="), UInt8(ascii: "."):
                emitSignificant(.punctuation, start, end, fixity: .infix)
                return
            case UInt8(ascii: "&") where !leftBound && rightBound:
                emitSignificant(.punctuation, start, end, fixity: .prefix)
                return
            case UInt8(ascii: "?"):
                emitSignificant(.punctuation, start, end, fixity: leftBound ? .postfix : .infix)
                return
            default:
                break
            }
        } else if length == 2, first == UInt8(ascii: "-"), input[start + 1] == UInt8(ascii: ">") {
            emitSignificant(.punctuation, start, end, fixity: .infix)
            return
        }
        if containsCommentEnd(start, end) {
            emitSignificant(.error, start, end)
            return
        }
        emitSignificant(.operator, start, end, fixity: fixity)
    }

    func containsCommentEnd(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index + 1 < end {
            if input[index] == UInt8(ascii: "*"), input[index + 1] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
    }

    // MARK: Regex literals

    /// Swift's guess whether a `/` opens a regex, judged from the previous token.
    func isInRegexLiteralPosition() -> Bool {
        guard let previous = previousKind else { return true }
        switch previous {
        case .punctuation:
            switch previousFirstByte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","),
                 UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "&"):
                return true
            case UInt8(ascii: "?"):
                return tokens.last?.fixity == .infix
            default:
                return false
            }
        case .operator:
            return tokens.last(where: { !$0.kind.isComment })?.fixity != .postfix
        case .keyword:
            for word in ["true", "false", "Any", "nil", "self", "Self", "super"] where previousWordIs(word.utf8) {
                return false
            }
            return true
        case .pound:
            for word in ["#if", "#else", "#elseif", "#endif"] where previousWordIs(word.utf8) {
                return true
            }
            return false
        case .error:
            return true
        default:
            return false
        }
    }

    mutating func tryRegexInOperator(operatorStart: Int, operatorEnd: Int, slash: Int) -> Bool {
        let leftBound = isLeftBound(operatorStart)
        let rightBound = isRightBound(operatorEnd, leftBound: leftBound)
        guard !leftBound else { return false }
        if previousKind == .keyword, previousWordIs("func".utf8) || previousWordIs("operator".utf8) {
            return false
        }
        var mustBeRegex = false
        if leftBound == rightBound {
            if preferRegex { mustBeRegex = true }
            if !mustBeRegex && !isInRegexLiteralPosition() { return false }
            if previousKind == .operator && tokens.last(where: { !$0.kind.isComment })?.fixity == .infix {
                mustBeRegex = true
            }
            if previousKind == .punctuation && previousFirstByte == UInt8(ascii: "=") {
                mustBeRegex = true
            }
        }
        guard let end = scanRegex(from: slash, mustBeRegex: mustBeRegex) else { return false }
        if slash > operatorStart {
            position = slash
            emitSignificant(.operator, operatorStart, slash, fixity: .prefix)
        }
        position = end.end
        emitSignificant(end.terminated ? .regex : .error, slash, end.end)
        return true
    }

    mutating func lexRegex(at start: Int, mustBeRegex: Bool) {
        if let result = scanRegex(from: start, mustBeRegex: mustBeRegex) {
            position = result.end
            emitSignificant(result.terminated ? .regex : .error, start, result.end)
        } else {
            // `#` not followed by a usable regex: a lone pound.
            position = start + 1
            emitSignificant(.punctuation, start, position)
        }
    }

    /// Scans a regex literal from its first `#` or `/`. Returns its end, or nil when the text is not
    /// a regex literal (then the caller lexes an operator). Mirrors the compiler's heuristics: a bare
    /// `/.../` may not start or end with a space, may not hold an unbalanced `)`, and ends on its line.
    func scanRegex(from start: Int, mustBeRegex: Bool) -> (end: Int, terminated: Bool)? {
        var index = start
        var pounds = 0
        while byte(at: index) == UInt8(ascii: "#"), index < count { pounds += 1; index += 1 }
        guard index < count, input[index] == UInt8(ascii: "/") else { return nil }
        index += 1
        if pounds == 0, index < count {
            switch input[index] {
            case 0x20, 0x09:
                if !mustBeRegex { return nil }
            case UInt8(ascii: "*"), UInt8(ascii: "/"):
                return nil
            default:
                break
            }
        }
        var firstNewline: Int?
        if pounds > 0 {
            var scan = index
            while scan < count, input[scan] == 0x20 || input[scan] == 0x09 { scan += 1 }
            if scan < count, input[scan] == 0x0A || input[scan] == 0x0D {
                firstNewline = scan
                index = scan
            }
        }
        var groupDepth = 0
        var classDepth = 0
        var lastSpace = -1
        while true {
            // Try the closing delimiter first.
            if index < count, input[index] == UInt8(ascii: "/") {
                var close = index + 1
                var closePounds = 0
                if pounds > 0 {
                    while close < count, input[close] == UInt8(ascii: "#") { closePounds += 1; close += 1 }
                }
                if closePounds >= pounds {
                    if closePounds == 0 {
                        let next = byte(at: close)
                        if close < count, next == UInt8(ascii: "*") || next == UInt8(ascii: "/") {
                            return mustBeRegex ? (index, false) : nil
                        }
                        if lastSpace == index - 1 && !mustBeRegex { return nil }
                    }
                    return (close, true)
                }
            }
            guard index < count else {
                if !mustBeRegex { return nil }
                return (firstNewline ?? count, false)
            }
            var current = input[index]
            var escaped = false
            if current == UInt8(ascii: "\\") {
                index += 1
                escaped = true
                guard index < count else { return mustBeRegex ? (count, false) : nil }
                current = input[index]
            }
            switch current {
            case 0x0A, 0x0D:
                if firstNewline == nil { return mustBeRegex ? (index, false) : nil }
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
            case 0x20, 0x09:
                if !escaped { lastSpace = index }
            default:
                break
            }
            if current >= 0x80, let (_, length) = scalar(at: index) {
                index += length
            } else {
                index += 1
            }
        }
    }

    // MARK: String literals

    /// Lexes a whole string literal (single-line, multi-line, raw; `"` or `'`) with interpolations
    /// nested to any depth. Uses an explicit stack instead of recursion.
    mutating func lexString(delimiterStart start: Int, hashCount: Int) {
        let end = scanString(openingAt: start + hashCount, hashCount: hashCount)
        position = end.end
        emitSignificant(end.terminated ? .string : .error, start, end.end)
    }

    enum Frame {
        /// Inside string content.
        case string(hashes: Int, multiline: Bool, quote: UInt8)
        /// Inside `\( ... )`; counts unclosed parentheses.
        case interpolation(parens: Int)
    }

    /// If a string opens at `index` (its quote), returns its frame and where its content begins.
    func openString(at index: Int, hashes: Int) -> (Frame, Int) {
        let quote = input[index]
        if quote == UInt8(ascii: "\""), byte(at: index + 1) == UInt8(ascii: "\""), byte(at: index + 2) == UInt8(ascii: "\"") {
            // `#"""#` is a one-line raw string holding a quote, not a multi-line opener.
            var isSingleLine = false
            if hashes > 0 {
                var scan = index + 1
                while scan < count, input[scan] != 0x0A, input[scan] != 0x0D {
                    if input[scan] == UInt8(ascii: "\"") && hasHashes(at: scan + 1, hashes) {
                        isSingleLine = true
                        break
                    }
                    scan += 1
                }
            }
            if !isSingleLine {
                return (.string(hashes: hashes, multiline: true, quote: quote), index + 3)
            }
        }
        return (.string(hashes: hashes, multiline: false, quote: quote), index + 1)
    }

    func hasHashes(at index: Int, _ hashes: Int) -> Bool {
        guard hashes > 0 else { return true }
        guard index + hashes <= count else { return false }
        for offset in 0..<hashes where input[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    func scanString(openingAt quoteIndex: Int, hashCount: Int) -> (end: Int, terminated: Bool) {
        let maximumDepth = 512
        var (frame, index) = openString(at: quoteIndex, hashes: hashCount)
        var stack: [Frame] = [frame]
        // Whether any enclosing string is single-line: a line break then ends the whole literal.
        func innermostStringIsSingleLine(_ stack: [Frame]) -> Bool {
            for frame in stack.reversed() {
                if case let .string(_, multiline, _) = frame { return !multiline }
            }
            return false
        }
        while index < count {
            frame = stack[stack.count - 1]
            let current = input[index]
            switch frame {
            case let .string(hashes, multiline, quote):
                if current == UInt8(ascii: "\\") && hasHashes(at: index + 1, hashes) {
                    let afterEscape = index + 1 + hashes
                    if byte(at: afterEscape) == UInt8(ascii: "("), afterEscape < count {
                        guard stack.count < maximumDepth else { return (endOfLine(from: index), false) }
                        stack.append(.interpolation(parens: 0))
                        index = afterEscape + 1
                    } else if afterEscape < count, input[afterEscape] == 0x0A || input[afterEscape] == 0x0D {
                        if !multiline { return (afterEscape, false) }
                        index = afterEscape
                    } else {
                        // Skip the escaped character (`\"`, `\\`, `\u{...}` starts here).
                        index = afterEscape + 1
                    }
                    continue
                }
                if current == quote {
                    if multiline {
                        if quote == UInt8(ascii: "\""), byte(at: index + 1) == quote, byte(at: index + 2) == quote,
                           hasHashes(at: index + 3, hashes) {
                            index += 3 + hashes
                            stack.removeLast()
                            if stack.isEmpty { return (index, true) }
                            continue
                        }
                    } else if hasHashes(at: index + 1, hashes) {
                        index += 1 + hashes
                        stack.removeLast()
                        if stack.isEmpty { return (index, true) }
                        continue
                    }
                    index += 1
                    continue
                }
                if (current == 0x0A || current == 0x0D) && !multiline {
                    return (index, false)
                }
                index += 1
            case let .interpolation(parens):
                switch current {
                case UInt8(ascii: "("):
                    stack[stack.count - 1] = .interpolation(parens: parens + 1)
                    index += 1
                case UInt8(ascii: ")"):
                    if parens == 0 {
                        stack.removeLast()
                    } else {
                        stack[stack.count - 1] = .interpolation(parens: parens - 1)
                    }
                    index += 1
                case 0x0A, 0x0D:
                    if innermostStringIsSingleLine(stack) { return (index, false) }
                    index += 1
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    guard stack.count < maximumDepth else { return (endOfLine(from: index), false) }
                    let (nested, contentStart) = openString(at: index, hashes: 0)
                    stack.append(nested)
                    index = contentStart
                case UInt8(ascii: "#"):
                    var hashEnd = index
                    while hashEnd < count, input[hashEnd] == UInt8(ascii: "#") { hashEnd += 1 }
                    if hashEnd < count, input[hashEnd] == UInt8(ascii: "\"") {
                        guard stack.count < maximumDepth else { return (endOfLine(from: index), false) }
                        let (nested, contentStart) = openString(at: hashEnd, hashes: hashEnd - index)
                        stack.append(nested)
                        index = contentStart
                    } else {
                        index = hashEnd
                    }
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                    index = endOfLine(from: index)
                case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                    let comment = skipBlockComment(from: index)
                    if comment.newline && innermostStringIsSingleLine(stack) {
                        return (endOfLine(from: index), false)
                    }
                    index = comment.end
                default:
                    index += 1
                }
            }
        }
        return (count, false)
    }
}

// MARK: - Lines and columns

/// Fills in 1-based lines and columns (in Unicode scalars) in one linear sweep, so that even a
/// single 10 MB line costs linear time.
enum LinePositions {
    static func assign(to tokens: inout [Token], in input: UnsafeBufferPointer<UInt8>) {
        var line: Int32 = 1
        var column: Int32 = 1
        var index = 0
        let count = input.count
        for tokenIndex in tokens.indices {
            let start = Int(tokens[tokenIndex].start)
            while index < start && index < count {
                let byte = input[index]
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else if byte == 0x0D {
                    if index + 1 < count, input[index + 1] == 0x0A { index += 1 }
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            tokens[tokenIndex].line = line
            tokens[tokenIndex].column = column
        }
    }
}
