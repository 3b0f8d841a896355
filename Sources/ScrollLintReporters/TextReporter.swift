import ScrollLintFindings

/// The default, human format, in the compiler's style so editors and terminals link the location:
///
///     Sources/App/Header.swift:12:9: warning: message [rule-id]
///         .offset(y: proxy.frame(in: .global).minY)
///                                    ^
///     1 finding (0 errors, 1 warning) in 4 files
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
        for finding in input.findings {
            output += paint(.bold, "\(finding.path):\(finding.start.line):\(finding.start.column):") + " "
            output += paint(color(of: finding.severity), "\(finding.severity.rawValue):") + " "
            output += "\(ReportText.singleLine(finding.message)) [\(finding.ruleID)]\n"
            if let line = input.sourceLine(finding.path, finding.start.line) {
                output += line + "\n"
                output += caretIndent(line, column: finding.start.column) + paint(.green, "^") + "\n"
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

    /// Spaces up to the 1-based scalar `column`, keeping tabs so the caret lines up under them.
    private func caretIndent(_ line: String, column: Int) -> String {
        String(line.unicodeScalars.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
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
