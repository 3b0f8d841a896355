/// The source line under a finding as the text format prints it, with the caret's indentation:
/// the whole line when it is short, else a window around the finding's column with `…` where the
/// line is cut, so a long generated or minified line with many findings cannot flood the output.
struct SourceExcerpt: Equatable {
    /// Lines of up to this many Unicode scalars are printed whole; longer ones are cut to it.
    static let maximumScalars = 200
    /// How much of a cut line stands before the column (the rest of the window follows it).
    static let scalarsBeforeColumn = 80
    static let cutMarker: Unicode.Scalar = "…"

    var text: String
    /// Spaces, and tabs where the excerpt has tabs, so the caret lines up under the column.
    var caretIndent: String
}

/// Makes the excerpts of findings given in report order. On a long line the walk to each
/// finding's column continues from the previous finding's, so a line is walked once however
/// many findings it has.
struct SourceExcerpts {
    private var lineKey: (path: String, line: Int)?
    /// The current long line's length in scalars.
    private var lineLength = 0
    /// How far the walk along the current long line has come: a scalar index and its column.
    private var walked: (index: String.Index, column: Int)?

    mutating func excerpt(of line: Substring, path: String, lineNumber: Int, column: Int) -> SourceExcerpt {
        let scalars = line.unicodeScalars
        let targetColumn = max(1, column)
        guard let overflow = scalars.index(scalars.startIndex, offsetBy: SourceExcerpt.maximumScalars,
                                           limitedBy: scalars.endIndex), overflow != scalars.endIndex else {
            return SourceExcerpt(text: String(line), caretIndent: Self.indent(scalars.prefix(targetColumn - 1)))
        }
        if lineKey?.path != path || lineKey?.line != lineNumber {
            lineKey = (path, lineNumber)
            lineLength = scalars.count
            walked = nil
        }
        // Near the end of the line the window ends with it, so it is always full.
        let windowColumn = max(1, min(targetColumn - SourceExcerpt.scalarsBeforeColumn,
                                      lineLength - SourceExcerpt.maximumScalars + 1))
        var (index, reached) = walked.flatMap { $0.column <= windowColumn ? $0 : nil } ?? (scalars.startIndex, 1)
        while reached < windowColumn, index != scalars.endIndex {
            scalars.formIndex(after: &index)
            reached += 1
        }
        walked = (index, reached)
        let windowStart = index
        let windowEnd = scalars.index(windowStart, offsetBy: SourceExcerpt.maximumScalars,
                                      limitedBy: scalars.endIndex) ?? scalars.endIndex
        let window = scalars[windowStart..<windowEnd]
        var text = String.UnicodeScalarView()
        var indent = ""
        if windowStart != scalars.startIndex {
            text.append(SourceExcerpt.cutMarker)
            indent = " "
        }
        text.append(contentsOf: window)
        if windowEnd != scalars.endIndex { text.append(SourceExcerpt.cutMarker) }
        indent += Self.indent(window.prefix(targetColumn - reached))
        return SourceExcerpt(text: String(text), caretIndent: indent)
    }

    /// Spaces for the scalars before the caret, keeping tabs so the caret lines up under them.
    private static func indent<Scalars: Sequence>(_ scalars: Scalars) -> String where Scalars.Element == Unicode.Scalar {
        String(scalars.map { $0 == "\t" ? "\t" : " " })
    }
}
