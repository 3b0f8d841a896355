import ScrollLintFindings

/// GitHub Actions workflow commands, which annotate the pull request's diff:
/// `::warning file=PATH,line=L,col=C,endLine=L2,endColumn=C2,title=RULE::MESSAGE`.
public struct GitHubActionsReporter: Reporter {
    public init() {}

    public func report(_ input: ReportInput) -> String {
        input.findings.map { finding in
            let properties = [
                "file=" + Self.escapedProperty(input.relativePath(finding.path)),
                "line=\(finding.start.line)",
                "col=\(finding.start.column)",
                "endLine=\(finding.end.line)",
                "endColumn=\(finding.end.column)",
                "title=" + Self.escapedProperty(finding.ruleID),
            ]
            return "::\(command(for: finding.severity)) \(properties.joined(separator: ","))::"
                + Self.escapedData(finding.message) + "\n"
        }.joined()
    }

    private func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The runner decodes `%25`, `%0D`, `%0A` in a command's message.
    static func escapedData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Property values also end at `,` and `:`, so those are encoded too.
    static func escapedProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

private extension String {
    /// Replaces characters in one pass, so an inserted `%` is never encoded again.
    func replacingAll(_ replacements: [Character: String]) -> String {
        guard unicodeScalars.contains(where: { replacements[Character($0)] != nil }) else { return self }
        var output = ""
        for character in unicodeScalars.map(Character.init) {
            output += replacements[character] ?? String(character)
        }
        return output
    }
}
