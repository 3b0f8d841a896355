/// A parsed file: its source, its tokens (comments apart) and the syntax skeleton.
public final class SyntaxTree: @unchecked Sendable {
    public let source: SourceFile
    /// Significant tokens (no comments). Node token indices refer to this array.
    public let tokens: [Token]
    /// Comment tokens, in source order (suppression directives are read from them).
    public let comments: [Token]
    public let root: SourceFileSyntax
    /// Whether the tokens carry their line and column; if not, positions are found from the bytes.
    let tokensHavePositions: Bool

    init(source: SourceFile, tokens: [Token], comments: [Token], root: SourceFileSyntax, tokensHavePositions: Bool) {
        self.source = source
        self.tokens = tokens
        self.comments = comments
        self.root = root
        self.tokensHavePositions = tokensHavePositions
    }

    /// Lexes and parses `source`. Never fails: unparseable regions become opaque nodes.
    /// With `skippingBodiesWithout`, function bodies, accessors and closures that mention none of
    /// those identifiers are left empty: a fast declarations-only parse for indexing. Without
    /// `tokenPositions`, tokens get no line and column while lexing (a quarter of its work);
    /// `position(ofToken:)` then finds the few positions asked for from the bytes.
    public static func parse(_ source: SourceFile, skippingBodiesWithout words: BodyWords? = nil,
                             tokenPositions: Bool = true) -> SyntaxTree {
        let (significant, comments) = Lexer.tokenizeSeparatingComments(source.bytes, assigningPositions: tokenPositions)
        var parser = Parser(source: source, tokens: significant, skippingBodiesWithout: words)
        let root = parser.parseSourceFile()
        return SyntaxTree(source: source, tokens: significant, comments: comments, root: root,
                          tokensHavePositions: tokenPositions)
    }

    /// The index of the bracket that closes the `(`, `[` or `{` at `index`, found by counting
    /// brackets forward (the last token where it is never closed).
    public func closingBracket(of index: Int) -> Int {
        let bytes = source.bytes
        var depth = 0
        var scan = index
        while scan < tokens.count {
            let token = tokens[scan]
            if token.kind == .punctuation, token.length == 1 {
                switch bytes[Int(token.start)] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return scan }
                default: break
                }
            }
            scan += 1
        }
        return tokens.count - 1
    }

    /// The source text of token `index`.
    public func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        return source.text(of: tokens[index])
    }

    /// The source text a node covers.
    public func text(of node: Syntax) -> String {
        guard node.firstToken < tokens.count, node.endToken > node.firstToken else { return "" }
        let last = min(node.endToken, tokens.count) - 1
        return source.text(Int(tokens[node.firstToken].start)..<Int(tokens[last].end))
    }

    /// 1-based line and column where token `index` starts.
    public func position(ofToken index: Int) -> (line: Int, column: Int) {
        guard !tokens.isEmpty else { return (1, 1) }
        let token = tokens[max(0, min(index, tokens.count - 1))]
        guard tokensHavePositions else { return source.position(ofByte: Int(token.start)) }
        return (Int(token.line), Int(token.column))
    }

    /// 1-based line and column just past the end of token `index`. Counted on from the token's
    /// own start, which the lexer recorded: counting from the start of the line would cost the
    /// whole line for each finding on a minified file.
    public func endPosition(ofToken index: Int) -> (line: Int, column: Int) {
        guard !tokens.isEmpty else { return (1, 1) }
        let token = tokens[max(0, min(index, tokens.count - 1))]
        guard tokensHavePositions else { return source.position(ofByte: Int(token.end)) }
        return source.position(ofByte: Int(token.end), from: (Int(token.start), Int(token.line), Int(token.column)))
    }

    public func position(of node: Syntax) -> (line: Int, column: Int) { position(ofToken: node.firstToken) }
}
