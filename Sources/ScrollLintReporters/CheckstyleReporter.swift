import ScrollLintFindings

/// Checkstyle XML (read by Jenkins' warnings plugin, Danger, reviewdog): one `<file>` per file
/// with findings, one `<error>` per finding, `source` naming the rule as `scroll-lint.<id>`.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ input: ReportInput) -> String {
        var output = XMLEscaping.declaration + "<checkstyle version=\"4.3\">\n"
        var index = input.findings.startIndex
        while index < input.findings.endIndex {
            let path = input.findings[index].path
            output += "  <file name=\"\(XMLEscaping.escaped(path))\">\n"
            while index < input.findings.endIndex, input.findings[index].path == path {
                let finding = input.findings[index]
                output += "    <error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\""
                    + " severity=\"\(severity(of: finding.severity))\""
                    + " message=\"\(XMLEscaping.escaped(finding.message))\""
                    + " source=\"scroll-lint.\(XMLEscaping.escaped(finding.ruleID))\"/>\n"
                index += 1
            }
            output += "  </file>\n"
        }
        return output + "</checkstyle>\n"
    }

    private func severity(of severity: Severity) -> String {
        severity == .note ? "info" : severity.rawValue
    }
}
