/// Expressions: a precedence-climbing parser over Swift's standard operator precedence groups,
/// with postfix chains (members, calls, subscripts, trailing closures) and primaries.
extension Parser {
    struct ExpressionOptions {
        var allowTrailingClosure: Bool
        /// `#if` conditions end with their line.
        var stopAtLineEnd: Bool
        /// `case .x = value` patterns end before `=`.
        var stopAtEqual: Bool
    }

    mutating func parseExpression(allowTrailingClosure: Bool, stopAtLineEnd: Bool = false,
                                  stopAtEqual: Bool = false) -> ExprSyntax {
        let options = ExpressionOptions(allowTrailingClosure: allowTrailingClosure, stopAtLineEnd: stopAtLineEnd,
                                        stopAtEqual: stopAtEqual)
        let start = position
        guard depth < Parser.maximumDepth else {
            skipOne()
            return OpaqueExprSyntax(firstToken: start, endToken: position)
        }
        depth += 1
        defer { depth -= 1 }
        return parseBinary(minimumPrecedence: 0, options)
    }

    // MARK: Operators

    enum Precedence {
        static let assignment = 1
        static let ternary = 2
        static let `default` = 3
        static let disjunction = 4
        static let conjunction = 5
        static let comparison = 6
        static let nilCoalescing = 7
        static let casting = 8
        static let rangeFormation = 9
        static let addition = 10
        static let multiplication = 11
        static let shift = 12
    }

    /// Precedence and right-associativity of the standard library's infix operators, by group.
    /// Any other operator is in the default group.
    static let operatorPrecedence: WordMap<(Int, rightAssociative: Bool)> = {
        let groups: [([String], Int, Bool)] = [
            (["=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "|=", "^=", "&*=", "&+=", "&-=", "&<<=", "&>>="],
             Precedence.assignment, true),
            (["||"], Precedence.disjunction, false),
            (["&&"], Precedence.conjunction, false),
            (["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>="],
             Precedence.comparison, false),
            (["??"], Precedence.nilCoalescing, true),
            (["...", "..<"], Precedence.rangeFormation, false),
            (["+", "-", "&+", "&-", "|", "^"], Precedence.addition, false),
            (["*", "/", "%", "&", "&*"], Precedence.multiplication, false),
            (["<<", ">>", "&<<", "&>>"], Precedence.shift, false),
        ]
        return WordMap(groups.flatMap { group in group.0.map { ($0, (group.1, rightAssociative: group.2)) } })
    }()

    mutating func parseBinary(minimumPrecedence: Int, _ options: ExpressionOptions) -> ExprSyntax {
        // Right-associative chains (`a ? b : c ? d : ...`, `a = b = ...`) recurse once per link.
        guard depth < Parser.maximumDepth else { return parseUnary(options) }
        depth += 1
        defer { depth -= 1 }
        var lhs = parseUnary(options)
        var links = 0
        while !atEnd, links < Parser.maximumChainLength {
            links += 1
            let token = tokens[position]
            if options.stopAtLineEnd && token.newlineBefore { break }
            let opIndex = position
            if token.kind == .operator, token.fixity == .infix {
                let (precedence, rightAssociative) = lookUp(position, in: Parser.operatorPrecedence)
                    ?? (Precedence.default, false)
                guard precedence >= minimumPrecedence else { break }
                let op = text(position)
                position += 1
                let rhs = parseBinary(minimumPrecedence: rightAssociative ? precedence : precedence + 1, options)
                if precedence == Precedence.assignment {
                    lhs = AssignmentExprSyntax(op: op, target: consume lhs, value: rhs)
                } else {
                    lhs = BinaryExprSyntax(op: op, opToken: opIndex, lhs: consume lhs, rhs: rhs)
                }
            } else if isPunctuation(position, Parser.equal) {
                guard !options.stopAtEqual, Precedence.assignment >= minimumPrecedence else { break }
                position += 1
                let rhs = parseBinary(minimumPrecedence: Precedence.assignment, options)
                lhs = AssignmentExprSyntax(op: "=", target: consume lhs, value: rhs)
            } else if isPunctuation(position, Parser.question), token.fixity == .infix {
                guard Precedence.ternary >= minimumPrecedence else { break }
                position += 1
                let thenExpression = parseBinary(minimumPrecedence: Precedence.assignment, options)
                guard isPunctuation(position, Parser.colon) else {
                    lhs = TernaryExprSyntax(condition: consume lhs, thenExpression: thenExpression,
                                            elseExpression: OpaqueExprSyntax(firstToken: position, endToken: position))
                    break
                }
                position += 1
                let elseExpression = parseBinary(minimumPrecedence: Precedence.ternary, options)
                lhs = TernaryExprSyntax(condition: consume lhs, thenExpression: thenExpression, elseExpression: elseExpression)
            } else if token.kind == .keyword, `is`(position, "is") || `is`(position, "as") {
                guard Precedence.casting >= minimumPrecedence else { break }
                var op = text(position)
                position += 1
                if op == "as", position < limit, tokens[position].fixity == .postfix,
                   isPunctuation(position, Parser.question) || isPunctuation(position, Parser.exclamation) {
                    op += text(position)
                    position += 1
                }
                let type = parseType()
                lhs = CastExprSyntax(op: op, type: type, operand: consume lhs, endToken: position)
            } else {
                break
            }
        }
        return lhs
    }

    mutating func parseUnary(_ options: ExpressionOptions) -> ExprSyntax {
        let start = position
        guard !atEnd else { return OpaqueExprSyntax(firstToken: start, endToken: start) }
        guard depth < Parser.maximumDepth else {
            skipOne()
            return OpaqueExprSyntax(firstToken: start, endToken: position)
        }
        depth += 1
        defer { depth -= 1 }
        let token = tokens[position]
        // Prefix operators, and `&` marking an inout argument.
        if token.fixity == .prefix, token.kind == .operator || isPunctuation(position, Parser.ampersand) {
            let op = text(position)
            position += 1
            let operand = parseUnary(options)
            return PrefixExprSyntax(op: op, operand: operand, firstToken: start)
        }
        if token.kind == .keyword, `is`(position, "try") {
            var keyword = "try"
            position += 1
            if position < limit, tokens[position].fixity == .postfix,
               isPunctuation(position, Parser.question) || isPunctuation(position, Parser.exclamation) {
                keyword += text(position)
                position += 1
            }
            let operand = parseUnary(options)
            return EffectExprSyntax(keyword: keyword, operand: operand, firstToken: start)
        }
        if token.kind == .identifier, `is`(position, "await") || `is`(position, "consume") || `is`(position, "copy"),
           position + 1 < limit, !newlineBefore(position + 1), startsExpression(position + 1) {
            let keyword = text(position)
            position += 1
            let operand = parseUnary(options)
            return EffectExprSyntax(keyword: keyword, operand: operand, firstToken: start)
        }
        guard let primary = parsePrimary(options) else {
            return OpaqueExprSyntax(firstToken: start, endToken: position)
        }
        return parsePostfix(primary, options)
    }

    /// Whether token `index` can begin an expression (used to tell `await x` from a variable `await`).
    func startsExpression(_ index: Int) -> Bool {
        guard index < limit else { return false }
        switch tokens[index].kind {
        case .identifier, .integer, .float, .string, .regex, .dollar, .pound: return true
        case .keyword: return isWord(index, in: Parser.expressionKeywords)
        case .operator: return tokens[index].fixity == .prefix
        case .punctuation:
            return isPunctuation(index, Parser.openParen) || isPunctuation(index, Parser.openBracket)
                || isPunctuation(index, Parser.period) || isPunctuation(index, Parser.backslash)
        default: return false
        }
    }

    static let expressionKeywords = WordSet(["self", "Self", "super", "try", "true", "false", "nil"])
    static let closureSignatureKeywords = WordSet(["inout", "throws", "rethrows", "Self", "Any", "self"])

    // MARK: Primaries

    mutating func parsePrimary(_ options: ExpressionOptions) -> ExprSyntax? {
        // Skipped before the expression: bindings inside a pattern (`case let .x(value)`,
        // `case .x(let value)`) and attributes (`@MainActor in` closures, attributed types). A
        // loop rather than recursion, so `let let let ...` costs no stack.
        while !atEnd {
            let token = tokens[position]
            if token.kind == .keyword, `is`(position, "let") || `is`(position, "var") {
                position += 1
            } else if token.kind == .attribute {
                position += 1
                if isPunctuation(position, Parser.openParen), !tokens[position].spaceBefore { skipOne() }
            } else {
                break
            }
        }
        guard !atEnd else { return nil }
        let start = position
        let token = tokens[position]
        switch token.kind {
        case .identifier, .dollar:
            let identifier = IdentifierExprSyntax(name: name(position), token: position)
            position += 1
            if token.kind == .identifier { parseGenericArguments(into: identifier) }
            return identifier
        case .keyword:
            switch text(position) {
            case "true", "false":
                position += 1
                return LiteralExprSyntax(kind: .boolean, source: source, token: tokens[start], index: start)
            case "nil":
                position += 1
                return LiteralExprSyntax(kind: .nil, source: source, token: tokens[start], index: start)
            case "self", "Self", "super", "Any", "init":
                position += 1
                return IdentifierExprSyntax(name: text(start), token: start)
            case "if":
                let node = StatementExprSyntax(firstToken: start, endToken: start)
                node.adopt(parseIf())
                node.endToken = position
                return node
            case "switch":
                let node = StatementExprSyntax(firstToken: start, endToken: start)
                node.adopt(parseSwitch())
                node.endToken = position
                return node
            case "is":
                position += 1
                _ = parseType()
                return OpaqueExprSyntax(firstToken: start, endToken: position)
            default:
                return nil
            }
        case .integer:
            position += 1
            return LiteralExprSyntax(kind: .integer, source: source, token: tokens[start], index: start)
        case .float:
            position += 1
            return LiteralExprSyntax(kind: .float, source: source, token: tokens[start], index: start)
        case .string:
            position += 1
            return LiteralExprSyntax(kind: .string, source: source, token: tokens[start], index: start)
        case .regex:
            position += 1
            return LiteralExprSyntax(kind: .regex, source: source, token: tokens[start], index: start)
        case .pound:
            if `is`(position, "#if") || `is`(position, "#else") || `is`(position, "#elseif") || `is`(position, "#endif") {
                return nil
            }
            position += 1
            return IdentifierExprSyntax(name: text(start), token: start)
        case .operator:
            // An operator used as a function value: `sorted(by: <)`, `reduce(0, +)`.
            let next = position + 1
            if next >= limit || isPunctuation(next, Parser.closeParen) || isPunctuation(next, Parser.comma) {
                position += 1
                return IdentifierExprSyntax(name: text(start), token: start)
            }
            return nil
        case .punctuation:
            if isPunctuation(position, Parser.openParen) {
                let tuple = TupleExprSyntax(firstToken: start, endToken: start)
                tuple.elements = parseArgumentList(into: tuple)
                tuple.endToken = position
                return tuple
            }
            if isPunctuation(position, Parser.openBracket) { return parseCollection() }
            if isPunctuation(position, Parser.openBrace) { return parseClosure() }
            if isPunctuation(position, Parser.period), isWord(position + 1) || kind(position + 1) == .integer {
                let member = MemberAccessExprSyntax(name: name(position + 1), nameToken: position + 1, firstToken: start)
                position += 2
                return member
            }
            if isPunctuation(position, Parser.backslash) { return parseKeyPath() }
            return nil
        default:
            return nil
        }
    }

    mutating func parseGenericArguments(into identifier: IdentifierExprSyntax) {
        guard position < limit, tokens[position].kind == .operator, !tokens[position].spaceBefore,
              bytes[Int(tokens[position].start)] == UInt8(ascii: "<"), let end = genericArgumentsEnd(from: position) else { return }
        // Only a real generic list is followed by something a type can be followed by.
        if end < limit {
            let follower = tokens[end]
            let acceptable = isPunctuation(end, Parser.openParen) || isPunctuation(end, Parser.period)
                || isPunctuation(end, Parser.closeParen) || isPunctuation(end, Parser.comma)
                || isPunctuation(end, Parser.closeBracket) || isPunctuation(end, Parser.openBrace)
                || isPunctuation(end, Parser.closeBrace) || follower.newlineBefore
            guard acceptable else { return }
        }
        identifier.genericArguments = compactText(position + 1, end - 1)
        position = end
        identifier.endToken = end
    }

    mutating func parseCollection() -> CollectionExprSyntax {
        let node = CollectionExprSyntax(firstToken: position, endToken: position)
        if depth >= Parser.maximumDepth {
            skipOne()
            node.endToken = position
            return node
        }
        inside { parser in
            while !parser.atEnd {
                let start = parser.position
                if parser.isPunctuation(parser.position, Parser.colon) {  // `[:]`
                    node.isDictionary = true
                    parser.position += 1
                    continue
                }
                let element = parser.parseExpression(allowTrailingClosure: true)
                node.elements.append(element)
                node.adopt(element)
                if parser.isPunctuation(parser.position, Parser.colon) {
                    node.isDictionary = true
                    parser.position += 1
                    let value = parser.parseExpression(allowTrailingClosure: true)
                    node.elements.append(value)
                    node.adopt(value)
                }
                while !parser.atEnd, !parser.isPunctuation(parser.position, Parser.comma) { parser.skipOne() }
                if parser.isPunctuation(parser.position, Parser.comma) { parser.position += 1 }
                if parser.position == start { parser.skipOne() }
            }
        }
        node.endToken = position
        return node
    }

    mutating func parseKeyPath() -> KeyPathExprSyntax {
        let start = position
        position += 1
        var root: String?
        if isWord(position), !tokens[position].spaceBefore {
            root = text(position)
            position += 1
            skipGenericArguments()
        }
        var components: [String] = []
        while !atEnd, !tokens[position].spaceBefore {
            if isPunctuation(position, Parser.period), isWord(position + 1) || kind(position + 1) == .integer {
                components.append(name(position + 1))
                position += 2
            } else if tokens[position].fixity == .postfix,
                      isPunctuation(position, Parser.question) || isPunctuation(position, Parser.exclamation) {
                components.append(text(position))
                position += 1
            } else if isPunctuation(position, Parser.openBracket) {
                let open = position
                skipOne()
                components.append(compactText(open, position))
            } else {
                break
            }
        }
        return KeyPathExprSyntax(root: root, components: components, firstToken: start, endToken: position)
    }

    // MARK: Closures

    mutating func parseClosure() -> ClosureExprSyntax {
        let node = ClosureExprSyntax(firstToken: position, endToken: position)
        if depth >= Parser.maximumDepth || canSkipBody(at: position) {
            skipOne()
            node.endToken = position
            return node
        }
        inside { parser in
            if let inIndex = parser.closureSignatureEnd() {
                parser.parseClosureParameters(until: inIndex, into: node)
                parser.position = inIndex + 1
            }
            parser.parseItems(into: node, inEnum: false)
        }
        node.endToken = position
        return node
    }

    /// If the closure starting at `position` has a signature (`a, b in`, `(a: Int) -> T in`,
    /// `[weak self] in`, `$item in`), the index of its `in`.
    func closureSignatureEnd() -> Int? {
        var index = position
        var scanned = 0
        while index < limit, scanned < 96 {
            scanned += 1
            let token = tokens[index]
            switch token.kind {
            case .keyword:
                if `is`(index, "in") { return index }
                guard isWord(index, in: Parser.closureSignatureKeywords) else { return nil }
            case .identifier, .attribute:
                break
            case .dollar:
                // `$item in`: a binding parameter; `$0` never is one.
                guard isBindingParameter(index) else { return nil }
            case .punctuation:
                if isPunctuation(index, Parser.openParen) || isPunctuation(index, Parser.openBracket) {
                    index = closer(of: index) + 1
                    continue
                }
                guard isPunctuation(index, Parser.comma) || isPunctuation(index, Parser.colon)
                        || isPunctuation(index, Parser.period) || `is`(index, "->")
                        || isPunctuation(index, Parser.question) || isPunctuation(index, Parser.exclamation) else { return nil }
            case .operator:
                guard text(index).allSatisfy({ "<>&?!".contains($0) }) else { return nil }
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// `$item`: a property-wrapper parameter name (not `$0`, a shorthand argument).
    func isBindingParameter(_ index: Int) -> Bool {
        guard index < limit, tokens[index].kind == .dollar, tokens[index].length >= 2 else { return false }
        let second = bytes[Int(tokens[index].start) + 1]
        return !(second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9"))
    }

    mutating func parseClosureParameters(until inIndex: Int, into node: ClosureExprSyntax) {
        // At most one parameter per token before `in`: one allocation instead of growing 1, 2, 4.
        node.parameters.reserveCapacity(inIndex - position)
        var index = position
        while index < inIndex, tokens[index].kind == .attribute {
            index += 1
            if isPunctuation(index, Parser.openParen), !tokens[index].spaceBefore { index = closer(of: index) + 1 }
        }
        if isPunctuation(index, Parser.openBracket) { index = closer(of: index) + 1 }  // capture list
        if isPunctuation(index, Parser.openParen) {
            let close = closer(of: index)
            var expectName = true
            var scan = index + 1
            while scan < close {
                if isPunctuation(scan, Parser.openParen) || isPunctuation(scan, Parser.openBracket) {
                    scan = closer(of: scan) + 1
                    continue
                }
                if isPunctuation(scan, Parser.comma) {
                    expectName = true
                } else if expectName, isWord(scan) || isBindingParameter(scan) {
                    node.parameters.append(isWord(scan) ? name(scan) : text(scan))
                    expectName = false
                }
                scan += 1
            }
            return
        }
        while index < inIndex {
            if isWord(index), !isWord(index, in: Parser.effectWords) {
                node.parameters.append(name(index))
            } else if isBindingParameter(index) {
                // `ForEach($items) { $item in ... }`: the parameter is the element's binding.
                node.parameters.append(text(index))
            } else if !isPunctuation(index, Parser.comma) {
                break
            }
            index += 1
        }
    }

    // MARK: Postfix chains

    mutating func parsePostfix(_ primary: consuming ExprSyntax, _ options: ExpressionOptions) -> ExprSyntax {
        var expression = primary
        var links = 0
        while !atEnd, links < Parser.maximumChainLength {
            links += 1
            let token = tokens[position]
            if options.stopAtLineEnd && token.newlineBefore { break }
            if token.kind == .punctuation {
                if isPunctuation(position, Parser.period), isWord(position + 1) || kind(position + 1) == .integer {
                    let member = MemberAccessExprSyntax(name: name(position + 1), nameToken: position + 1,
                                                         firstToken: expression.firstToken)
                    member.base = expression
                    member.adopt(consume expression)
                    position += 2
                    expression = member
                    continue
                }
                if isPunctuation(position, Parser.openParen), !token.newlineBefore {
                    expression = parseCall(callee: consume expression, options)
                    continue
                }
                if isPunctuation(position, Parser.openBracket), !token.newlineBefore {
                    let subscriptNode = SubscriptExprSyntax(base: consume expression)
                    subscriptNode.arguments = parseArgumentList(into: subscriptNode)
                    subscriptNode.endToken = position
                    expression = subscriptNode
                    continue
                }
                if isPunctuation(position, Parser.openBrace), canTakeTrailingClosure(expression, options) {
                    expression = parseCall(callee: consume expression, options)
                    continue
                }
                if token.fixity == .postfix, isPunctuation(position, Parser.question) || isPunctuation(position, Parser.exclamation) {
                    position += 1
                    expression = PostfixExprSyntax(op: text(position - 1), operand: consume expression, endToken: position)
                    continue
                }
                break
            }
            if token.kind == .operator, token.fixity == .postfix, !token.newlineBefore {
                position += 1
                expression = PostfixExprSyntax(op: text(position - 1), operand: consume expression, endToken: position)
                continue
            }
            if token.kind == .pound, token.newlineBefore, `is`(position, "#if"), !isTooDeep, ifConfigContinuesChain() {
                expression = parsePostfixIfConfig(expression, options)
                continue
            }
            break
        }
        return expression
    }

    func canTakeTrailingClosure(_ expression: ExprSyntax, _ options: ExpressionOptions) -> Bool {
        guard options.allowTrailingClosure, position < limit, !tokens[position].newlineBefore,
              !isAccessorBlock(position) else { return false }
        switch expression {
        case is IdentifierExprSyntax, is MemberAccessExprSyntax, is CallExprSyntax, is SubscriptExprSyntax, is PostfixExprSyntax:
            return true
        default:
            return false
        }
    }

    /// `callee(arguments) { } label: { }`. Also used for a bare trailing closure (`VStack { }`).
    mutating func parseCall(callee: consuming ExprSyntax, _ options: ExpressionOptions) -> CallExprSyntax {
        let call: CallExprSyntax
        if let existing = callee as? CallExprSyntax, !existing.hasTrailingClosure,
           isPunctuation(position, Parser.openBrace) {
            call = existing  // `Foo(x) { }`: the closure belongs to the same call.
        } else {
            call = CallExprSyntax(callee: callee)
        }
        if isPunctuation(position, Parser.openParen) {
            call.arguments = parseArgumentList(into: call)
            call.endToken = position
        }
        if isPunctuation(position, Parser.openBrace), canTakeTrailingClosure(call, options) {
            let closure = parseClosure()
            closure.isTrailing = true
            call.adopt(closure)
            // Labeled trailing closures: `} action: {`.
            while position + 2 < limit, isWord(position), tokens[position].kind == .identifier,
                  isPunctuation(position + 1, Parser.colon), isPunctuation(position + 2, Parser.openBrace) {
                let label = text(position)
                position += 2
                let labeled = parseClosure()
                labeled.isTrailing = true
                labeled.trailingLabel = label
                call.adopt(labeled)
            }
            call.endToken = position
        }
        return call
    }

    /// `( label: expression, ... )` or `[ ... ]`; `owner` adopts the expressions.
    mutating func parseArgumentList(into owner: Syntax) -> [ArgumentSyntax] {
        guard depth < Parser.maximumDepth else {
            skipOne()
            return []
        }
        return inside { parser in
            var arguments: [ArgumentSyntax] = []
            // One allocation of the right size instead of growing 1, 2, 4.
            if !parser.atEnd { arguments.reserveCapacity(parser.topLevelCommas() + 1) }
            while !parser.atEnd {
                let start = parser.position
                var label: String?
                if parser.isWord(parser.position), parser.isPunctuation(parser.position + 1, Parser.colon),
                   !parser.isPunctuation(parser.position + 2, Parser.colon) {
                    label = parser.name(parser.position)
                    parser.position += 2
                }
                // Unowned: the owner's child list holds the expression, the argument only points at it.
                unowned(unsafe) var expression: ExprSyntax?
                if !parser.atEnd, !parser.isPunctuation(parser.position, Parser.comma) {
                    let parsed = parser.parseExpression(allowTrailingClosure: true)
                    expression = parsed
                    owner.adopt(parsed)
                }
                while !parser.atEnd, !parser.isPunctuation(parser.position, Parser.comma) { parser.skipOne() }
                arguments.append(ArgumentSyntax(label: label, expression: expression, firstToken: start,
                                                endToken: parser.position))
                if parser.isPunctuation(parser.position, Parser.comma) { parser.position += 1 }
                if parser.position == start { parser.skipOne() }
            }
            return arguments
        }
    }

    /// The commas from `position` to the end of the region, not counting those inside brackets.
    func topLevelCommas() -> Int {
        var commas = 0
        var index = position
        while index < limit {
            let token = tokens[index]
            if token.kind == .punctuation, token.length == 1 {
                if matching[index] >= 0 {
                    index = closer(of: index) + 1
                    continue
                }
                if bytes[Int(token.start)] == Parser.comma { commas += 1 }
            }
            index += 1
        }
        return commas
    }

    /// Whether the `#if` at `position` wraps modifiers of the chain before it (its first line
    /// after the condition starts with `.`).
    func ifConfigContinuesChain() -> Bool {
        var index = position + 1
        while index < limit, !tokens[index].newlineBefore { index += 1 }
        return isPunctuation(index, Parser.period)
    }

    /// Modifiers under `#if` in a chain: the first clause's modifiers continue the chain; the other
    /// clauses are alternatives the skeleton does not apply.
    mutating func parsePostfixIfConfig(_ base: ExprSyntax, _ options: ExpressionOptions) -> ExprSyntax {
        position += 1
        while !atEnd, !tokens[position].newlineBefore { skipOne() }
        var noLineStop = options
        noLineStop.stopAtLineEnd = false
        let chained = within(endOfIfConfigClause(from: position)) { parser in parser.parsePostfix(base, noLineStop) }
        while !atEnd, kind(position) == .pound, !`is`(position, "#endif") {
            position = endOfIfConfigClause(from: position + 1)
        }
        if kind(position) == .pound, `is`(position, "#endif") { position += 1 }
        return chained
    }
}
