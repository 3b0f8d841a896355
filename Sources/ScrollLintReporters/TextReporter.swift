import ScrollLintFindings

/// The default, human format, in the compiler's style so editors and terminals link the location:
///
///     Sources/App/Header.swift:12:9: warning: message [rule-id]
///         .offset(y: proxy.frame(in: .global).minY)
///                                    ^
///     1 finding (0 errors, 1 warning) in 4 files
///
/// A long source line is shown as a window around the column (see `SourceExcerpt`).
public struct TextReporter: Reporter {
    /// ANSI colors, wanted only when the output is a terminal (decided by the caller).
    public var useColor: Bool
    /// Whether the closing "N findings ..." line is written (`--quiet` leaves it out).
    public var summary: Bool

    public init(useColor: Bool, summary: Bool = true) {
        self.useColor = useColor
        self.summary = summary
    }

    public func report(_ input: ReportInput) -> String {
        var output = ""
        var excerpts = SourceExcerpts()
        for finding in input.findings {
            output += paint(.bold, "\(finding.path):\(finding.start.line):\(finding.start.column):") + " "
            output += paint(color(of: finding.severity), "\(finding.severity.rawValue):") + " "
            output += "\(ReportText.singleLine(finding.message)) [\(finding.ruleID)]\n"
            if let line = input.sourceLine(finding.path, finding.start.line) {
                let excerpt = excerpts.excerpt(of: line, path: finding.path, lineNumber: finding.start.line,
                                               column: finding.start.column)
                output += excerpt.text + "\n"
                output += excerpt.caretIndent + paint(.green, "^") + "\n"
            }
            for related in finding.related {
                output += paint(.bold, "\(related.path):\(related.start.line):\(related.start.column):") + " "
                output += paint(.cyan, "note:") + " \(ReportText.singleLine(related.message))\n"
            }
        }
        if summary { output += Self.summary(input.findings, fileCount: input.fileCount) + "\n" }
        return output
    }

    /// "N findings (E errors, W warnings) in F files", with notes named only when there are any.
    static func summary(_ findings: [Finding], fileCount: Int) -> String {
        let counts = FindingSummary(findings)
        var kinds = [FindingSummary.count(counts.errors, "error"), FindingSummary.count(counts.warnings, "warning")]
        if counts.notes > 0 { kinds.append(FindingSummary.count(counts.notes, "note")) }
        return "\(FindingSummary.count(counts.findings, "finding")) (\(kinds.joined(separator: ", "))) in "
            + FindingSummary.count(fileCount, "file")
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36", green = "1;32"
    }

    private func color(of severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .note: return .cyan
        }
    }

    private func paint(_ style: Style, _ text: String) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
