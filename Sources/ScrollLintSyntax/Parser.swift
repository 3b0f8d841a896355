/// A tolerant recursive-descent parser from significant tokens to the syntax skeleton.
///
/// Robustness rests on two mechanisms:
/// - Brackets are matched once, up front, without recursion. Every bracketed region is parsed
///   within the bound of its matching closer, and afterwards the parser jumps past that closer, so
///   a mistake inside a region never leaks out of it.
/// - Nesting depth is bounded: past `maximumDepth`, a bracketed region, a type's body, an `#if`
///   block or the rest of an `else if` chain is kept as one opaque node instead of being descended
///   into, so 10,000 nested brackets, types or `#if` blocks cannot overflow the stack, and no
///   region is scanned more than `maximumDepth` times (linear time).
/// Every parse step consumes at least one token, so no input makes it loop.
struct Parser {
    let source: SourceFile
    let tokens: [Token]
    let bytes: [UInt8]
    /// For each opening bracket, the index of its closer (or `tokens.count` when unterminated).
    let matching: [Int32]
    var position = 0
    /// The current region's end: parsing never reads at or past it.
    var limit: Int
    var depth = 0
    static let maximumDepth = 160
    /// Longest member/call chain or operator sequence kept as one expression. Real code stays far
    /// below; the bound keeps generated input from building trees deep enough to overflow the
    /// stack when they are released.
    static let maximumChainLength = 512
    /// Longest generic argument list recognized as one, in tokens.
    static let maximumGenericArgumentTokens = 512

    /// In a declarations-only parse (for indexing), which skips code blocks and closures that
    /// mention none of its words: how many of the tokens before each index are such words, so a
    /// block is asked about in constant time, however deep it nests. Nil in a full parse.
    let wordsBefore: [Int32]?

    init(source: SourceFile, tokens: [Token], skippingBodiesWithout words: BodyWords? = nil) {
        self.source = source
        self.tokens = tokens
        self.bytes = source.bytes
        self.limit = tokens.count
        self.matching = Parser.matchBrackets(tokens, bytes: source.bytes)
        self.wordsBefore = words.map { $0.countsBefore(tokens, in: source.bytes) }
    }

    // MARK: Bracket matching

    static func matchBrackets(_ tokens: [Token], bytes: [UInt8]) -> [Int32] {
        var matching = [Int32](repeating: -1, count: tokens.count)
        // Every token is looked at once: buffer pointers spare a bounds and uniqueness check each.
        matching.withUnsafeMutableBufferPointer { matching in
            tokens.withUnsafeBufferPointer { tokens in
                bytes.withUnsafeBufferPointer { bytes in
                    var stack: [(index: Int32, closer: UInt8)] = []
                    stack.reserveCapacity(64)
                    for index in tokens.indices {
                        let token = tokens[index]
                        guard token.kind == .punctuation, token.end - token.start == 1 else { continue }
                        let byte = bytes[Int(token.start)]
                        // The usual case: the closer of the innermost open bracket.
                        if let top = stack.last, top.closer == byte {
                            matching[Int(top.index)] = Int32(index)
                            stack.removeLast()
                            continue
                        }
                        switch byte {
                        case UInt8(ascii: "("): stack.append((Int32(index), UInt8(ascii: ")")))
                        case UInt8(ascii: "["): stack.append((Int32(index), UInt8(ascii: "]")))
                        case UInt8(ascii: "{"): stack.append((Int32(index), UInt8(ascii: "}")))
                        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                            // Close the nearest opener of the same kind; openers left open in between
                            // are unterminated (they end here too). A closer with no opener is ignored.
                            guard let found = stack.lastIndex(where: { $0.closer == byte }) else { continue }
                            // A `}` never closes across an unclosed `{` — but `)`/`]` must not close across `{`.
                            if byte != UInt8(ascii: "}"), stack[found...].contains(where: { $0.closer == UInt8(ascii: "}") }) {
                                continue
                            }
                            while stack.count > found {
                                matching[Int(stack.removeLast().index)] = Int32(index)
                            }
                        default:
                            break
                        }
                    }
                    for open in stack { matching[Int(open.index)] = Int32(tokens.count) }
                }
            }
        }
        return matching
    }

    // MARK: Token helpers

    var atEnd: Bool { position >= limit }

    func kind(_ index: Int) -> TokenKind? { index < limit ? tokens[index].kind : nil }

    /// Whether token `index` (within the region) has exactly this text.
    func `is`(_ index: Int, _ text: StaticString) -> Bool {
        guard index < limit else { return false }
        let token = tokens[index]
        guard token.length == text.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        var offset = 0
        let pointer = text.utf8Start
        while offset < token.length {
            if bytes[start + offset] != pointer[offset] { return false }
            offset += 1
        }
        return true
    }

    func isPunctuation(_ index: Int, _ character: UInt8) -> Bool {
        guard index < limit else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 && bytes[Int(token.start)] == character
    }

    func isWord(_ index: Int) -> Bool {
        guard index < limit else { return false }
        let kind = tokens[index].kind
        return kind == .identifier || kind == .keyword
    }

    func text(_ index: Int) -> String { index < tokens.count ? source.text(of: tokens[index]) : "" }

    /// A name's text without backticks (`` `default` `` → `default`); only backticked tokens pay
    /// for the trimming.
    func name(_ index: Int) -> String {
        guard index < tokens.count else { return "" }
        let token = tokens[index]
        guard token.length >= 2, bytes[Int(token.start)] == UInt8(ascii: "`") else { return text(index) }
        return text(index).trimmingBackticks
    }

    func newlineBefore(_ index: Int) -> Bool { index < tokens.count && tokens[index].newlineBefore }

    /// Text of tokens `start..<end` without whitespace (for types and patterns).
    func compactText(_ start: Int, _ end: Int) -> String {
        let end = min(end, tokens.count)
        if end - start == 1 { return text(start) }  // most types are one name
        var result: [UInt8] = []
        var index = start
        while index < end {
            // Keep one space between words (`some View`), none elsewhere (`[String:Int]`).
            if index > start, isWordLike(index - 1), isWordLike(index) { result.append(UInt8(ascii: " ")) }
            result.append(contentsOf: bytes[tokens[index].byteRange])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    func isWordLike(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier, .keyword, .attribute, .integer, .float: return true
        default: return false
        }
    }

    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    static let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), semicolon = UInt8(ascii: ";")
    static let period = UInt8(ascii: "."), equal = UInt8(ascii: "="), backslash = UInt8(ascii: "\\")
    static let question = UInt8(ascii: "?"), exclamation = UInt8(ascii: "!"), ampersand = UInt8(ascii: "&")

    /// Index of the closer matching the opener at `index`, bounded by the current region.
    func closer(of index: Int) -> Int {
        let match = Int(matching[index])
        return match < 0 ? index + 1 : min(match, limit)
    }

    /// Consumes one token, or a whole bracketed region when the token opens one.
    mutating func skipOne() {
        if position < limit, tokens[position].kind == .punctuation, matching[position] >= 0 {
            position = min(closer(of: position) + 1, limit)
        } else {
            position += 1
        }
    }

    /// Whether nesting has reached `maximumDepth`: what would be descended into is skipped instead.
    var isTooDeep: Bool { depth >= Parser.maximumDepth }

    /// Runs `body` one nesting level deeper; callers check `isTooDeep` first.
    mutating func deeper<T>(_ body: (inout Parser) -> T) -> T {
        depth += 1
        defer { depth -= 1 }
        return body(&self)
    }

    /// Runs `body` one level deeper with the region limited to the inside of the bracket at
    /// `position`, then moves past the closer whatever `body` consumed.
    mutating func inside<T>(_ body: (inout Parser) -> T) -> T {
        let open = position
        let close = closer(of: open)
        let savedLimit = limit
        position = open + 1
        limit = close
        let result = deeper(body)
        limit = savedLimit
        position = min(close + 1, limit)
        return result
    }

    /// Runs `body` one level deeper with the region limited to end before token `end` (an `#if`
    /// clause), then moves to `end` whatever `body` consumed.
    mutating func within<T>(_ end: Int, _ body: (inout Parser) -> T) -> T {
        let savedLimit = limit
        limit = end
        let result = deeper(body)
        limit = savedLimit
        position = end
        return result
    }

    /// In a declarations-only parse: whether the block opening at `index` mentions none of the
    /// filter words, so it can be skipped without building nodes.
    func canSkipBody(at index: Int) -> Bool {
        guard let wordsBefore else { return false }
        // The words among the tokens inside the block: from after its opening to its closing.
        let end = max(closer(of: index), index + 1)
        return wordsBefore[end] == wordsBefore[index + 1]
    }

    /// Skips to the end of the current line (balanced), returning an opaque node for what it skipped.
    mutating func opaqueToLineEnd(from start: Int) -> OpaqueSyntax {
        if position == start { skipOne() }
        while !atEnd && !newlineBefore(position) && !isPunctuation(position, Parser.semicolon) {
            skipOne()
        }
        return OpaqueSyntax(firstToken: start, endToken: position)
    }

    // MARK: File and items

    mutating func parseSourceFile() -> SourceFileSyntax {
        let file = SourceFileSyntax(firstToken: 0, endToken: tokens.count)
        parseItems(into: file, inEnum: false)
        return file
    }

    /// Declarations and statements until the end of the current region, adopted by `parent`.
    mutating func parseItems(into parent: Syntax, inEnum: Bool) {
        while !atEnd {
            if isPunctuation(position, Parser.semicolon) {
                position += 1
                continue
            }
            let start = position
            let item = parseItem(inEnum: inEnum)
            if position == start {
                // Nothing understood: keep the token (or its bracketed region) as opaque.
                skipOne()
                parent.adopt(OpaqueSyntax(firstToken: start, endToken: position))
                continue
            }
            let isIfConfig = item is IfConfigSyntax
            if let item = consume item { parent.adopt(item) }
            // Leftovers on the same line belong to no statement we understood.
            if !atEnd, !newlineBefore(position), !isPunctuation(position, Parser.semicolon),
               position > start, !isIfConfig {
                let leftoverStart = position
                parent.adopt(opaqueToLineEnd(from: leftoverStart))
            }
        }
    }

    static let declarationModifiers = WordSet([
        "private", "fileprivate", "internal", "public", "open", "package", "static", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic",
        "optional", "indirect", "nonisolated", "isolated", "consuming", "borrowing", "distributed",
        "prefix", "postfix", "infix", "class",
    ])

    enum DeclarationStart: String, CaseIterable, Sendable {
        case `struct`, `class`, `enum`, `protocol`, `extension`, actor, `let`, `var`, `func`, `init`, `deinit`,
             `subscript`, `case`, `typealias`, `import`, `associatedtype`, `operator`, `precedencegroup`, macro
    }
    static let declarationStarts = WordMap(DeclarationStart.self)

    mutating func parseItem(inEnum: Bool) -> Syntax? {
        let start = position
        if kind(position) == .pound, `is`(position, "#if") { return parseIfConfig(inEnum: inEnum) }

        var attributes: [AttributeSyntax] = []
        var modifiers: [String] = []
        // Where the look-ahead found the declaration: the modifiers before it need no new look,
        // so a run of modifiers costs linear time.
        var declarationAhead = -1
        while !atEnd {
            if kind(position) == .attribute {
                attributes.append(parseAttribute())
            } else if isWord(position, in: Parser.declarationModifiers),
                      isWord(position + 1) || kind(position + 1) == .attribute || isPunctuation(position + 1, Parser.openParen) {
                if position >= declarationAhead {
                    guard let found = declarationStart(after: position + 1) else { break }
                    declarationAhead = found
                }
                modifiers.append(text(position))
                position += 1
                if isPunctuation(position, Parser.openParen) { skipOne() }  // private(set)
            } else {
                break
            }
        }

        // Declarations start with a keyword, or the contextual `actor` / `macro`: an identifier
        // (most statements) needs no string comparison here.
        if isWord(position), tokens[position].kind == .keyword || `is`(position, "actor") || `is`(position, "macro") {
            switch lookUp(position, in: Parser.declarationStarts) {
            case .struct, .class, .enum, .protocol, .extension:
                if isWord(position + 1) || kind(position + 1) == .identifier {
                    return parseTypeDecl(start: start, attributes: attributes, modifiers: modifiers)
                }
            case .actor:
                if kind(position + 1) == .identifier, !newlineBefore(position + 1) {
                    return parseTypeDecl(start: start, attributes: attributes, modifiers: modifiers)
                }
            case .let, .var:
                if tokens[position].kind == .keyword {
                    return parseVariableDecl(start: start, attributes: attributes, modifiers: modifiers)
                }
            case .func, .`init`, .deinit, .subscript:
                if tokens[position].kind == .keyword,
                   `is`(position, "func") || !(isPunctuation(position + 1, Parser.period)) {
                    return parseFunctionDecl(start: start, attributes: attributes, modifiers: modifiers)
                }
            case .case:
                if inEnum { return parseEnumCase(start: start) }
            case .typealias, .import, .associatedtype, .operator, .precedencegroup, .macro:
                if tokens[position].kind == .keyword || !attributes.isEmpty || !modifiers.isEmpty
                    || kind(position + 1) == .identifier {
                    return parseOpaqueDeclaration(start: start)
                }
            case nil:
                break
            }
        }
        if !attributes.isEmpty || !modifiers.isEmpty {
            // Attributes before something that is not a declaration (e.g. a closure); carry on.
            if atEnd || position == start { return nil }
        }
        return parseStatement()
    }

    /// The index of the declaration keyword (or attribute) that follows `index`, possibly after
    /// more modifiers, so that a word like `class` or `weak` is a modifier here rather than an
    /// identifier; nil when none follows.
    func declarationStart(after index: Int) -> Int? {
        var index = index
        while index < limit {
            if isPunctuation(index, Parser.openParen) {
                index = closer(of: index) + 1
                continue
            }
            guard isWord(index) else { return kind(index) == .attribute ? index : nil }
            if isWord(index, in: Parser.declarationKeywords) { return index }
            if isWord(index, in: Parser.declarationModifiers) { index += 1; continue }
            return nil
        }
        return nil
    }

    static let typePrefixWords = WordSet(["some", "any", "inout", "borrowing", "consuming", "sending", "each", "repeat", "__owned", "__shared"])
    static let effectWords = WordSet(["async", "throws", "rethrows"])
    static let accessorEffectWords = WordSet(["async", "throws", "mutating", "nonmutating"])
    static let signatureContinuationWords = WordSet(["where", "async", "throws", "rethrows"])
    static let memberStartWords = WordSet(["let", "var", "func", "init", "case", "struct", "class", "enum"])
    static let labelableStatementWords = WordSet(["for", "while", "repeat", "do", "if", "switch"])
    static let forPrefixWords = WordSet(["case", "try", "await"])

    static let declarationKeywords = WordSet([
        "let", "var", "func", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol",
        "extension", "typealias", "associatedtype", "case", "macro", "operator",
    ])

    mutating func parseAttribute() -> AttributeSyntax {
        let start = position
        let name = String(text(position).dropFirst())
        position += 1
        let attribute = AttributeSyntax(name: name, firstToken: start, endToken: position)
        if isPunctuation(position, Parser.openParen), !tokens[position].spaceBefore {
            attribute.arguments = parseArgumentList(into: attribute)
            attribute.endToken = position
        }
        return attribute
    }

    mutating func parseOpaqueDeclaration(start: Int) -> Syntax {
        position += 1
        while !atEnd && !newlineBefore(position) && !isPunctuation(position, Parser.semicolon)
                && !isPunctuation(position, Parser.openBrace) {
            skipOne()
        }
        if isPunctuation(position, Parser.openBrace) { skipOne() }  // precedencegroup bodies
        return OpaqueSyntax(firstToken: start, endToken: position)
    }

    // MARK: #if

    mutating func parseIfConfig(inEnum: Bool) -> IfConfigSyntax {
        let node = IfConfigSyntax(firstToken: position, endToken: position)
        if isTooDeep {
            skipIfConfig()
            node.endToken = position
            return node
        }
        while !atEnd, kind(position) == .pound, `is`(position, "#if") || `is`(position, "#elseif") || `is`(position, "#else") {
            let clause = IfConfigClauseSyntax(keyword: text(position), firstToken: position)
            let isElse = `is`(position, "#else")
            position += 1
            if !isElse, !atEnd {
                let condition = parseExpression(allowTrailingClosure: false, stopAtLineEnd: true)
                clause.condition = condition
                clause.adopt(condition)
            }
            // Items up to the next clause keyword at this level.
            within(endOfIfConfigClause(from: position)) { parser in parser.parseItems(into: clause, inEnum: inEnum) }
            clause.endToken = position
            node.clauses.append(clause)
            node.adopt(clause)
        }
        if kind(position) == .pound, `is`(position, "#endif") { position += 1 }
        node.endToken = position
        return node
    }

    /// Moves past the `#if` block at `position`, every clause and its `#endif` (or to the end of
    /// the region when unterminated), without parsing it.
    mutating func skipIfConfig() {
        position = endOfIfConfigClause(from: position + 1)
        while !atEnd, !`is`(position, "#endif") {
            position = endOfIfConfigClause(from: position + 1)
        }
        if !atEnd { position += 1 }
    }

    /// The index of the next `#elseif`/`#else`/`#endif` belonging to the current `#if`.
    func endOfIfConfigClause(from start: Int) -> Int {
        var index = start
        var nesting = 0
        while index < limit {
            if tokens[index].kind == .pound {
                if `is`(index, "#if") {
                    nesting += 1
                } else if `is`(index, "#endif") {
                    if nesting == 0 { return index }
                    nesting -= 1
                } else if nesting == 0, `is`(index, "#else") || `is`(index, "#elseif") {
                    return index
                }
            }
            index += 1
        }
        return limit
    }

    // MARK: Types

    /// Consumes a type and returns its text with whitespace removed.
    mutating func parseType() -> String {
        let start = position
        var expectOperand = true
        while !atEnd {
            let token = tokens[position]
            if expectOperand {
                if token.kind == .attribute {
                    position += 1
                    if isPunctuation(position, Parser.openParen), !tokens[position].spaceBefore { skipOne() }
                    continue
                }
                if isWord(position) {
                    if isWord(position, in: Parser.typePrefixWords),
                       isWord(position + 1) || isPunctuation(position + 1, Parser.openParen) || isPunctuation(position + 1, Parser.openBracket) {
                        position += 1
                        continue
                    }
                    position += 1
                    skipGenericArguments()
                    expectOperand = false
                    continue
                }
                if isPunctuation(position, Parser.openParen) || isPunctuation(position, Parser.openBracket) {
                    skipOne()
                    expectOperand = false
                    continue
                }
                break
            }
            // After an operand: member types, optionals, functions, compositions.
            if isPunctuation(position, Parser.period), isWord(position + 1) {
                position += 2
                skipGenericArguments()
            } else if token.kind == .punctuation, token.fixity == .postfix, isPunctuation(position, Parser.question) || isPunctuation(position, Parser.exclamation) {
                position += 1
            } else if token.kind == .operator, token.fixity == .postfix, text(position).allSatisfy({ $0 == "?" || $0 == "!" }) {
                position += 1
            } else if token.kind == .operator, `is`(position, "...") {
                position += 1
            } else if isWord(position, in: Parser.effectWords) {
                position += 1
                if isPunctuation(position, Parser.openParen), !tokens[position].spaceBefore { skipOne() }  // throws(E)
            } else if token.kind == .punctuation, `is`(position, "->") {
                position += 1
                expectOperand = true
            } else if token.kind == .operator, `is`(position, "&") {
                position += 1
                expectOperand = true
            } else {
                break
            }
        }
        return compactText(start, position)
    }

    /// The parameter names of `<...>` directly after a type or function name (`<Content: View, Tag>`:
    /// each name that opens the list or follows one of its top-level commas).
    func genericParameterNames() -> [String] {
        guard position < limit, tokens[position].kind == .operator, !tokens[position].spaceBefore,
              bytes[Int(tokens[position].start)] == UInt8(ascii: "<"), let end = genericArgumentsEnd(from: position) else { return [] }
        var names: [String] = []
        var expectsName = true
        var scan = position + 1
        while scan < end - 1 {
            if expectsName, kind(scan) == .identifier { names.append(text(scan)) }
            expectsName = isPunctuation(scan, Parser.comma)
            if isPunctuation(scan, Parser.openParen) || isPunctuation(scan, Parser.openBracket) {
                scan = closer(of: scan)
            } else if tokens[scan].kind == .operator, text(scan).contains("<"), let inner = genericArgumentsEnd(from: scan) {
                scan = inner - 1
            }
            scan += 1
        }
        return names
    }

    /// Skips `<...>` directly after a type or function name.
    mutating func skipGenericArguments() {
        guard position < limit, tokens[position].kind == .operator, !tokens[position].spaceBefore,
              bytes[Int(tokens[position].start)] == UInt8(ascii: "<") else { return }
        if let end = genericArgumentsEnd(from: position) { position = end }
    }

    /// If `<` at `index` opens a generic argument list, the index just past its `>`.
    func genericArgumentsEnd(from index: Int) -> Int? {
        var angle = 0
        var scan = index
        // Real argument lists are short; the bound keeps `a<b<c<...` (every `<` a comparison)
        // from being scanned to its end once per name.
        let end = min(limit, index + Parser.maximumGenericArgumentTokens)
        while scan < end {
            let token = tokens[scan]
            switch token.kind {
            case .operator:
                // `<`, `>`, `>>`, `?>`, `>?` ... count their angle brackets.
                for character in text(scan) {
                    if character == "<" { angle += 1 } else if character == ">" {
                        angle -= 1
                        if angle == 0 { return scan + 1 }
                        if angle < 0 { return nil }
                    } else if character != "?" && character != "!" && character != "." && character != "&" {
                        return nil
                    }
                }
            case .identifier, .keyword, .attribute, .integer:
                break
            case .punctuation:
                if matching[scan] >= 0, isPunctuation(scan, Parser.openParen) || isPunctuation(scan, Parser.openBracket) {
                    scan = closer(of: scan)
                } else if !(isPunctuation(scan, Parser.comma) || isPunctuation(scan, Parser.period)
                            || isPunctuation(scan, Parser.colon) || isPunctuation(scan, Parser.question)
                            || isPunctuation(scan, Parser.exclamation) || `is`(scan, "->")) {
                    return nil
                }
            default:
                return nil
            }
            scan += 1
        }
        return nil
    }

    mutating func parseTypeDecl(start: Int, attributes: [AttributeSyntax], modifiers: [String]) -> TypeDeclSyntax {
        let kindWord = text(position)
        position += 1
        let nameStart = position
        var name = text(position)
        position += 1
        // Extensions of nested types: `extension Foo.Bar`.
        while isPunctuation(position, Parser.period), isWord(position + 1) {
            name += "." + text(position + 1)
            position += 2
        }
        let genericParameters = genericParameterNames()
        skipGenericArguments()
        let declaration = TypeDeclSyntax(kind: TypeDeclSyntax.Kind(rawValue: kindWord) ?? .struct, name: name,
                                          nameToken: nameStart, firstToken: start)
        declaration.genericParameters = genericParameters
        for attribute in attributes { declaration.adopt(attribute) }
        declaration.attributes = attributes
        declaration.modifiers = modifiers
        if isPunctuation(position, Parser.colon) {
            position += 1
            while !atEnd {
                let typeText = parseType()
                if typeText.isEmpty { break }
                declaration.inheritedTypes.append(Parser.baseTypeName(typeText))
                if isPunctuation(position, Parser.comma) { position += 1 } else { break }
            }
        }
        // `where` clauses and anything else up to the body.
        while !atEnd, !isPunctuation(position, Parser.openBrace) {
            if newlineBefore(position) && !isWord(position) && !isPunctuation(position, Parser.comma) { break }
            // `Element == Bookmark`: a same-type requirement between two plain names.
            if `is`(position + 1, "=="), kind(position) == .identifier, kind(position + 2) == .identifier,
               !isPunctuation(position + 3, Parser.period), !`is`(position + 3, "<") {
                declaration.sameTypeRequirements[text(position)] = text(position + 2)
            }
            skipOne()
        }
        if isPunctuation(position, Parser.openBrace) {
            if isTooDeep {
                skipOne()
            } else {
                let inEnum = declaration.kind == .enum
                inside { parser in parser.parseItems(into: declaration, inEnum: inEnum) }
            }
        }
        declaration.endToken = position
        return declaration
    }

    /// `Swift.Array<Int>` → `Array`; `Foo.Bar` → `Bar`.
    static func baseTypeName(_ text: String) -> String {
        // Most names are already plain: answer them without building a substring.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) { return text }
        var name = Substring(text)
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    // MARK: Variables

    mutating func parseVariableDecl(start: Int, attributes: [AttributeSyntax], modifiers: [String]) -> Syntax {
        let isLet = `is`(position, "let")
        position += 1
        // Most declarations bind one name; a group node exists only from the second binding on.
        var first: VariableDeclSyntax?
        var group: OpaqueSyntax?
        while !atEnd {
            let bindingStart = first == nil ? start : position
            let nameToken = position
            let name: String
            if isPunctuation(position, Parser.openParen) {
                let open = position
                skipOne()
                name = compactText(open, position)
            } else if isWord(position) {
                name = self.name(position)
                position += 1
            } else {
                break
            }
            let declaration = VariableDeclSyntax(isLet: isLet, name: name, nameToken: nameToken, firstToken: bindingStart)
            // `@State var a = 1, b = 2`: every binding has the attributes; the first holds them.
            if first == nil { for attribute in attributes { declaration.adopt(attribute) } }
            declaration.attributes = attributes
            declaration.modifiers = modifiers
            if isPunctuation(position, Parser.colon) {
                position += 1
                declaration.typeAnnotation = parseType()
            }
            if isPunctuation(position, Parser.equal) {
                position += 1
                let child = parseExpression(allowTrailingClosure: true)
                declaration.initializer = child
                declaration.adopt(child)
            }
            if isPunctuation(position, Parser.openBrace) {
                parseAccessors(into: declaration)
            }
            declaration.endToken = position
            if let first, group == nil {
                group = OpaqueSyntax(firstToken: start, endToken: start)
                group?.adopt(first)
            }
            if let group { group.adopt(declaration) } else { first = declaration }
            if isPunctuation(position, Parser.comma) { position += 1 } else { break }
        }
        // Several bindings come back in an opaque group, so each keeps its own node.
        if let group {
            group.endToken = position
            return group
        }
        return first ?? OpaqueSyntax(firstToken: start, endToken: max(position, start + 1))
    }

    static let accessorNames = WordSet(["get", "set", "didSet", "willSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress", "unsafeMutableAddress"])

    /// Whether the `{` at `index` starts an accessor block (`get {`, `didSet {`, `{ get set }`).
    func isAccessorBlock(_ index: Int) -> Bool {
        var inner = index + 1
        while inner < limit, tokens[inner].kind == .attribute { inner += 1 }
        guard isWord(inner, in: Parser.accessorNames) else { return false }
        let next = inner + 1
        return isPunctuation(next, Parser.openBrace) || isPunctuation(next, Parser.closeBrace)
            || isPunctuation(next, Parser.openParen) || isWord(next, in: Parser.accessorNames) || isWord(next, in: Parser.accessorEffectWords)
    }

    mutating func parseAccessors(into declaration: VariableDeclSyntax) {
        if isAccessorBlock(position) {
            inside { parser in
                while !parser.atEnd {
                    if parser.kind(parser.position) == .attribute { parser.position += 1; continue }
                    guard parser.isWord(parser.position) else { parser.skipOne(); continue }
                    let name = parser.text(parser.position)
                    parser.position += 1
                    if parser.isPunctuation(parser.position, Parser.openParen) { parser.skipOne() }  // set(newValue)
                    while parser.isWord(parser.position, in: Parser.accessorEffectWords) {
                        parser.position += 1
                    }
                    if parser.isPunctuation(parser.position, Parser.openBrace) {
                        let body = parser.parseCodeBlock()
                        declaration.adopt(body)
                        if name == "get" { declaration.getter = body } else { declaration.accessors.append((name, body)) }
                    }
                }
            }
        } else {
            let body = parseCodeBlock()
            declaration.adopt(body)
            declaration.getter = body
        }
    }

    // MARK: Functions

    mutating func parseFunctionDecl(start: Int, attributes: [AttributeSyntax], modifiers: [String]) -> FunctionDeclSyntax {
        let keyword = text(position)
        position += 1
        var nameToken = start
        var name = keyword
        if keyword == "func", !atEnd {
            nameToken = position
            name = self.name(position)
            position += 1
        } else if keyword == "init", isPunctuation(position, Parser.question) || isPunctuation(position, Parser.exclamation) {
            position += 1
        }
        let function = FunctionDeclSyntax(keyword: keyword, name: name, nameToken: nameToken, firstToken: start)
        for attribute in attributes { function.adopt(attribute) }
        function.attributes = attributes
        function.modifiers = modifiers
        function.genericParameters = genericParameterNames()
        skipGenericArguments()
        if isPunctuation(position, Parser.openParen) {
            function.parameters = inside { parser in parser.parseParameters() }
        }
        // Effects, return type and where clause, up to the body.
        while !atEnd, !isPunctuation(position, Parser.openBrace) {
            if `is`(position, "->") {
                position += 1
                function.returnType = parseType()
                continue
            }
            if newlineBefore(position), !isWord(position, in: Parser.signatureContinuationWords) { break }
            if isWord(position, in: Parser.memberStartWords) { break }
            skipOne()
        }
        if isPunctuation(position, Parser.openBrace) {
            if keyword == "subscript", isAccessorBlock(position) {
                skipOne()
            } else {
                let child = parseCodeBlock()
                function.body = child
                function.adopt(child)
            }
        }
        function.endToken = position
        return function
    }

    /// Parameters inside `( ... )`: `label name: Type = default`.
    mutating func parseParameters() -> [ParameterSyntax] {
        var parameters: [ParameterSyntax] = []
        while !atEnd {
            let segmentStart = position
            // `@ViewBuilder content: () -> Content`: attributes before the names.
            while !atEnd, kind(position) == .attribute {
                position += 1
                if isPunctuation(position, Parser.openParen) { skipOne() }
            }
            var names: [(String, Int)] = []
            while isWord(position) && names.count < 2 && !isPunctuation(position + 1, Parser.openParen) {
                names.append((name(position), position))
                position += 1
            }
            var type: String?
            if isPunctuation(position, Parser.colon) {
                position += 1
                type = parseType()
            }
            if isPunctuation(position, Parser.equal) {
                position += 1
                _ = parseExpression(allowTrailingClosure: true)
            }
            if let first = names.first {
                let name = names.count == 2 ? names[1] : first
                parameters.append(ParameterSyntax(label: first.0, name: name.0, type: type, nameToken: name.1))
            }
            while !atEnd, !isPunctuation(position, Parser.comma) { skipOne() }
            if isPunctuation(position, Parser.comma) { position += 1 }
            if position == segmentStart { skipOne() }
        }
        return parameters
    }

    // MARK: Enum cases

    mutating func parseEnumCase(start: Int) -> EnumCaseDeclSyntax {
        let declaration = EnumCaseDeclSyntax(firstToken: start, endToken: start)
        position += 1
        while !atEnd {
            guard isWord(position) else { break }
            declaration.names.append(name(position))
            position += 1
            if isPunctuation(position, Parser.openParen) {
                declaration.hasPayload = true
                skipOne()
            }
            if isPunctuation(position, Parser.equal) {
                position += 1
                _ = parseExpression(allowTrailingClosure: false)
            }
            if isPunctuation(position, Parser.comma) { position += 1 } else { break }
        }
        declaration.endToken = position
        return declaration
    }

    // MARK: Statements

    mutating func parseCodeBlock() -> CodeBlockSyntax {
        let block = CodeBlockSyntax(firstToken: position, endToken: position)
        if isPunctuation(position, Parser.openBrace) {
            if isTooDeep || canSkipBody(at: position) {
                skipOne()
            } else {
                inside { parser in parser.parseItems(into: block, inEnum: false) }
            }
        }
        block.endToken = position
        return block
    }

    enum StatementKeyword: String, CaseIterable, Sendable {
        case `if`, `guard`, `while`, `for`, `switch`, `repeat`, `do`, `defer`, `return`, `throw`, `break`, `continue`,
             `fallthrough`
    }
    static let statementKeywords = WordMap(StatementKeyword.self)

    mutating func parseStatement() -> Syntax? {
        guard !atEnd else { return nil }
        let start = position
        if isWord(position) {
            // Labeled statement: `outer: for ...`.
            if tokens[position].kind == .identifier, isPunctuation(position + 1, Parser.colon),
               isWord(position + 2, in: Parser.labelableStatementWords) {
                position += 2
            }
            switch tokens[position].kind == .keyword ? lookUp(position, in: Parser.statementKeywords) : nil {
            case .if: return parseIf()
            case .guard: return parseGuard()
            case .while: return parseWhile()
            case .for: return parseFor()
            case .switch: return parseSwitch()
            case .do: return parseBlockStatement()
            case .repeat, .defer:
                if isPunctuation(position + 1, Parser.openBrace) { return parseBlockStatement() }
            case .return, .throw:
                let jump = JumpStmtSyntax(keyword: text(position), firstToken: start)
                position += 1
                if !atEnd, !newlineBefore(position), !isPunctuation(position, Parser.closeBrace),
                   !isPunctuation(position, Parser.semicolon) {
                    let child = parseExpression(allowTrailingClosure: true)
                    jump.value = child
                    jump.adopt(child)
                }
                jump.endToken = position
                return jump
            case .break, .continue, .fallthrough:
                let jump = JumpStmtSyntax(keyword: text(position), firstToken: start)
                position += 1
                if kind(position) == .identifier, !newlineBefore(position) { position += 1 }
                jump.endToken = position
                return jump
            case nil:
                break
            }
        }
        let expression = parseExpression(allowTrailingClosure: true)
        if expression is OpaqueExprSyntax && position == start { return nil }
        return expression
    }

    mutating func parseConditions(into node: Syntax, stopAtElse: Bool) -> [ConditionSyntax] {
        var conditions: [ConditionSyntax] = []
        while !atEnd, !isPunctuation(position, Parser.openBrace) {
            if stopAtElse, `is`(position, "else") { break }
            let start = position
            let condition: ConditionSyntax
            if `is`(position, "let") || `is`(position, "var") {
                condition = ConditionSyntax(kind: .optionalBinding, firstToken: start)
                position += 1
                if isWord(position) { condition.boundName = name(position); position += 1 }
                if isPunctuation(position, Parser.colon) { position += 1; _ = parseType() }
                if isPunctuation(position, Parser.equal) {
                    position += 1
                    let child = parseExpression(allowTrailingClosure: false)
                    condition.expression = child
                    condition.adopt(child)
                } else if let name = condition.boundName {
                    // `if let x` binds the outer `x`.
                    let reference = IdentifierExprSyntax(name: name, token: start + 1)
                    condition.expression = reference
                    condition.adopt(reference)
                }
            } else if `is`(position, "case") {
                condition = ConditionSyntax(kind: .casePattern, firstToken: start)
                position += 1
                _ = parseExpression(allowTrailingClosure: false, stopAtEqual: true)
                if isPunctuation(position, Parser.equal) {
                    position += 1
                    let child = parseExpression(allowTrailingClosure: false)
                    condition.expression = child
                    condition.adopt(child)
                }
            } else if kind(position) == .pound, `is`(position, "#available") || `is`(position, "#unavailable") {
                condition = ConditionSyntax(kind: .availability, firstToken: start)
                position += 1
                if isPunctuation(position, Parser.openParen) { skipOne() }
            } else {
                condition = ConditionSyntax(kind: .expression, firstToken: start)
                let child = parseExpression(allowTrailingClosure: false)
                condition.expression = child
                condition.adopt(child)
            }
            if position == start { skipOne() }
            condition.endToken = position
            conditions.append(condition)
            node.adopt(condition)
            if isPunctuation(position, Parser.comma) { position += 1 } else if !isPunctuation(position, Parser.openBrace) && !(stopAtElse && `is`(position, "else")) {
                // Something we did not understand inside the condition list: skip it.
                if newlineBefore(position) && !isPunctuation(position, Parser.openBrace) { break }
                skipOne()
            }
        }
        return conditions
    }

    /// The `{ }` block at `position`, adopted by `node`, or nil when no block follows. Statements
    /// are rare next to expressions, so returning the adopted block (one retain) costs nothing
    /// that matters.
    mutating func parseBody(of node: Syntax) -> CodeBlockSyntax? {
        guard isPunctuation(position, Parser.openBrace) else { return nil }
        let block = parseCodeBlock()
        node.adopt(copy block)
        return block
    }

    mutating func parseIf() -> IfStmtSyntax {
        let node = IfStmtSyntax(firstToken: position, endToken: position)
        position += 1
        node.conditions = parseConditions(into: node, stopAtElse: false)
        node.body = parseBody(of: node)
        if `is`(position, "else") {
            position += 1
            if `is`(position, "if") {
                // Each `else if` nests one level deeper in the tree, so a long chain is bounded
                // like any other nesting.
                if isTooDeep {
                    skipIfChain()
                } else {
                    let child = deeper { parser in parser.parseIf() }
                    node.elseBranch = child
                    node.adopt(child)
                }
            } else {
                node.elseBranch = parseBody(of: node)
            }
        }
        node.endToken = position
        return node
    }

    /// Moves past `if conditions { } else if ... else { }` at `position` without parsing it.
    mutating func skipIfChain() {
        while `is`(position, "if") {
            position += 1
            while !atEnd, !isPunctuation(position, Parser.openBrace) { skipOne() }
            if !atEnd { skipOne() }
            guard `is`(position, "else") else { return }
            position += 1
        }
        if isPunctuation(position, Parser.openBrace) { skipOne() }
    }

    mutating func parseGuard() -> GuardStmtSyntax {
        let node = GuardStmtSyntax(firstToken: position, endToken: position)
        position += 1
        node.conditions = parseConditions(into: node, stopAtElse: true)
        if `is`(position, "else") { position += 1 }
        node.body = parseBody(of: node)
        node.endToken = position
        return node
    }

    mutating func parseWhile() -> WhileStmtSyntax {
        let node = WhileStmtSyntax(firstToken: position, endToken: position)
        position += 1
        node.conditions = parseConditions(into: node, stopAtElse: false)
        node.body = parseBody(of: node)
        node.endToken = position
        return node
    }

    mutating func parseFor() -> ForStmtSyntax {
        let node = ForStmtSyntax(firstToken: position, endToken: position)
        position += 1
        while isWord(position, in: Parser.forPrefixWords) { position += 1 }
        let patternStart = position
        while !atEnd, !`is`(position, "in"), !isPunctuation(position, Parser.openBrace) { skipOne() }
        node.pattern = compactText(patternStart, position)
        if `is`(position, "in") {
            position += 1
            let child = parseExpression(allowTrailingClosure: false)
            node.sequence = child
            node.adopt(child)
        }
        if `is`(position, "where") {
            position += 1
            let child = parseExpression(allowTrailingClosure: false)
            node.whereClause = child
            node.adopt(child)
        }
        while !atEnd, !isPunctuation(position, Parser.openBrace), !newlineBefore(position) { skipOne() }
        node.body = parseBody(of: node)
        node.endToken = position
        return node
    }

    mutating func parseSwitch() -> SwitchStmtSyntax {
        let node = SwitchStmtSyntax(firstToken: position, endToken: position)
        position += 1
        let child = parseExpression(allowTrailingClosure: false)
        node.subject = child
        node.adopt(child)
        while !atEnd, !isPunctuation(position, Parser.openBrace), !newlineBefore(position) { skipOne() }
        if isPunctuation(position, Parser.openBrace), !isTooDeep {
            inside { parser in
                parser.parseSwitchCases(into: node)
            }
        } else if isPunctuation(position, Parser.openBrace) {
            skipOne()
        }
        node.endToken = position
        return node
    }

    mutating func parseSwitchCases(into node: SwitchStmtSyntax) {
        while !atEnd {
            let start = position
            if kind(position) == .attribute { position += 1; continue }  // @unknown
            if kind(position) == .pound, `is`(position, "#if") {
                // Cases inside #if: parse each clause's cases into this switch.
                if isTooDeep {
                    skipIfConfig()
                    continue
                }
                while !atEnd, kind(position) == .pound, !`is`(position, "#endif") {
                    position += 1
                    if !`is`(position - 1, "#else") { _ = parseExpression(allowTrailingClosure: false, stopAtLineEnd: true) }
                    within(endOfIfConfigClause(from: position)) { parser in parser.parseSwitchCases(into: node) }
                }
                if `is`(position, "#endif") { position += 1 }
                continue
            }
            guard `is`(position, "case") || `is`(position, "default") else {
                skipOne()
                continue
            }
            let switchCase = SwitchCaseSyntax(firstToken: start, endToken: start)
            if `is`(position, "default") {
                switchCase.isDefault = true
                position += 1
            } else {
                position += 1
                while !atEnd, !isPunctuation(position, Parser.colon) {
                    let patternStart = position
                    let pattern = parseExpression(allowTrailingClosure: false)
                    switchCase.patterns.append(pattern)
                    switchCase.adopt(pattern)
                    if `is`(position, "where") {
                        position += 1
                        switchCase.adopt(parseExpression(allowTrailingClosure: false))
                    }
                    if isPunctuation(position, Parser.comma) { position += 1 }
                    if position == patternStart { skipOne() }
                }
            }
            if isPunctuation(position, Parser.colon) { position += 1 }
            let bodyEnd = endOfCaseBody(from: position)
            let savedLimit = limit
            limit = bodyEnd
            switchCase.statementsStart = switchCase.children.reduce(0) { count, _ in count + 1 }
            parseItems(into: switchCase, inEnum: false)
            limit = savedLimit
            position = bodyEnd
            switchCase.endToken = position
            node.cases.append(switchCase)
            node.adopt(switchCase)
        }
    }

    /// The index of the next `case` / `default` / `@unknown` / `#if`-level keyword at this level.
    func endOfCaseBody(from start: Int) -> Int {
        var index = start
        var nesting = 0
        while index < limit {
            let token = tokens[index]
            if token.kind == .punctuation, matching[index] >= 0 {
                index = closer(of: index) + 1
                continue
            }
            if token.kind == .pound {
                if `is`(index, "#if") { nesting += 1 } else if `is`(index, "#endif") {
                    if nesting == 0 { return index }
                    nesting -= 1
                } else if nesting == 0, `is`(index, "#else") || `is`(index, "#elseif") { return index }
            }
            if nesting == 0, token.kind == .keyword, `is`(index, "case") || `is`(index, "default"),
               token.newlineBefore || index == start {
                return index
            }
            if nesting == 0, token.kind == .attribute, `is`(index, "@unknown") { return index }
            index += 1
        }
        return limit
    }

    mutating func parseBlockStatement() -> BlockStmtSyntax {
        let node = BlockStmtSyntax(keyword: text(position), firstToken: position)
        let keyword = node.keyword
        position += 1
        while isWord(position), `is`(position, "throws") { position += 1; if isPunctuation(position, Parser.openParen) { skipOne() } }
        if isPunctuation(position, Parser.openBrace) { node.adopt(parseCodeBlock()) }
        if keyword == "do" {
            while `is`(position, "catch") {
                position += 1
                if !isPunctuation(position, Parser.openBrace) {
                    node.adopt(parseExpression(allowTrailingClosure: false))
                }
                if isPunctuation(position, Parser.openBrace) { node.adopt(parseCodeBlock()) }
            }
        } else if keyword == "repeat", `is`(position, "while") {
            position += 1
            node.adopt(parseExpression(allowTrailingClosure: false))
        }
        node.endToken = position
        return node
    }
}

extension String {
    /// `` `default` `` → `default`.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
