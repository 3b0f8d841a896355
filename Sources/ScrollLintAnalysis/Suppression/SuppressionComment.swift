import ScrollLintSyntax

/// The text of one comment and where it starts. Only real comment tokens become these, so a
/// directive spelled inside a string literal is never read as one.
public struct SuppressionComment: Hashable, Sendable {
    /// The whole comment including its delimiters (`// ...` or `/* ... */`).
    public var text: String
    /// 1-based line and column (Unicode scalars) of the comment's first character.
    public var line: Int
    public var column: Int

    public init(text: String, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }

    /// The comments among `tokens` (line and block comments), in source order.
    public static func comments(in tokens: [Token], of source: SourceFile) -> [SuppressionComment] {
        tokens.lazy.filter(\.kind.isComment).map {
            SuppressionComment(text: source.text(of: $0), line: Int($0.line), column: Int($0.column))
        }
    }

    /// Line and column of the scalar at `offset` (in Unicode scalars) inside the comment; block
    /// comments may span lines.
    func position(atScalarOffset offset: Int) -> (line: Int, column: Int) {
        var line = self.line
        var column = self.column
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars.prefix(offset) {
            if scalar == "\n" {
                if !previousWasCarriageReturn { line += 1 }
                column = 1
            } else if scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previousWasCarriageReturn = scalar == "\r"
        }
        return (line, column)
    }

    /// The line of the comment's last character.
    var endLine: Int { position(atScalarOffset: text.unicodeScalars.count).line }
}
