/// A strict JSON (RFC 8259) parser that records the position of every value and key.
struct JSONParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Objects and arrays open around the current value: bounded, so a hostile file cannot
    /// exhaust the stack (configurations and baselines nest two or three levels).
    private var depth = 0
    static let maximumDepth = 256

    static func parse(_ text: String) throws -> JSONNode {
        var parser = JSONParser(scalars: Array(text.unicodeScalars))
        // A byte order mark is not JSON, but editors write one; skip it.
        if parser.peek == "\u{FEFF}" { parser.index += 1 }
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.peek != nil { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    private init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    private var position: JSONPosition { JSONPosition(line: line, column: column) }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            advance()
        }
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws {
        guard peek == scalar else { throw error("expected \(what)") }
        advance()
    }

    private mutating func parseValue() throws -> JSONNode {
        let start = position
        switch peek {
        case "{": return JSONNode(value: try nested { try $0.parseObject() }, position: start)
        case "[": return JSONNode(value: try nested { try $0.parseArray() }, position: start)
        case "\"": return JSONNode(value: .string(try parseString()), position: start)
        case "t": try parseWord("true"); return JSONNode(value: .bool(true), position: start)
        case "f": try parseWord("false"); return JSONNode(value: .bool(false), position: start)
        case "n": try parseWord("null"); return JSONNode(value: .null, position: start)
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
            return JSONNode(value: .number(try parseNumber()), position: start)
        case nil: throw error("unexpected end of file; expected a value")
        case let scalar?: throw error("unexpected character '\(scalar)'; expected a value")
        }
    }

    /// Parses an object or array one level deeper, refusing to go past `maximumDepth`.
    private mutating func nested(_ parse: (inout JSONParser) throws -> JSONNode.Value) throws -> JSONNode.Value {
        guard depth < JSONParser.maximumDepth else {
            throw error("objects and arrays nested more than \(JSONParser.maximumDepth) levels deep")
        }
        depth += 1
        defer { depth -= 1 }
        return try parse(&self)
    }

    private mutating func parseObject() throws -> JSONNode.Value {
        advance()
        var members: [JSONNode.Member] = []
        skipWhitespace()
        if peek == "}" { advance(); return .object(members) }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard peek == "\"" else { throw error("expected a quoted key") }
            let key = try parseString()
            skipWhitespace()
            try expect(":", "':' after the key")
            skipWhitespace()
            members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: try parseValue()))
            skipWhitespace()
            if peek == "," { advance(); continue }
            try expect("}", "',' or '}'")
            return .object(members)
        }
    }

    private mutating func parseArray() throws -> JSONNode.Value {
        advance()
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek == "]" { advance(); return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek == "," { advance(); continue }
            try expect("]", "',' or ']'")
            return .array(elements)
        }
    }

    /// `true`, `false` or `null`; a misspelling is reported where the word starts.
    private mutating func parseWord(_ word: String) throws {
        let start = position
        for expected in word.unicodeScalars {
            guard peek == expected else {
                throw JSONSyntaxError(position: start, message: "unexpected word; expected '\(word)'")
            }
            advance()
        }
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if peek == "-" { advance() }
        guard let first = peek, ("0"..."9").contains(first) else { throw error("expected a digit") }
        if first == "0" { advance() } else { skipDigits() }
        if peek == "." {
            advance()
            guard let digit = peek, ("0"..."9").contains(digit) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if peek == "e" || peek == "E" {
            advance()
            if peek == "+" || peek == "-" { advance() }
            guard let digit = peek, ("0"..."9").contains(digit) else { throw error("expected an exponent") }
            skipDigits()
        }
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        guard let number = Double(text) else { throw error("invalid number '\(text)'") }
        return number
    }

    private mutating func skipDigits() {
        while let scalar = peek, ("0"..."9").contains(scalar) { advance() }
    }

    private mutating func parseString() throws -> String {
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw error("unterminated string") }
            if scalar == "\"" { advance(); return String(text) }
            if scalar.value < 0x20 { throw error("control character in a string; escape it") }
            if scalar != "\\" { text.append(scalar); advance(); continue }
            advance()
            guard let escape = peek else { throw error("unterminated string") }
            advance()
            switch escape {
            case "\"": text.append("\"")
            case "\\": text.append("\\")
            case "/": text.append("/")
            case "b": text.append("\u{08}")
            case "f": text.append("\u{0C}")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "u": text.append(try parseUnicodeEscape())
            default: throw error("invalid escape '\\\(escape)'")
            }
        }
    }

    /// The scalar of `\uXXXX`, joining a UTF-16 surrogate pair written as two escapes.
    private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        let high = try parseHex4()
        if (0xD800...0xDBFF).contains(high) {
            guard peek == "\\" else { throw error("lone surrogate in \\u escape") }
            advance()
            guard peek == "u" else { throw error("lone surrogate in \\u escape") }
            advance()
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(high) else { throw error("lone surrogate in \\u escape") }
        return scalar
    }

    private mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, let digit = Character(scalar).hexDigitValue else {
                throw error("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }
}
