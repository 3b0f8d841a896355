/// Xcode's build-log format, one line per finding, so a Run Script phase shows findings inline:
/// `path:line:col: warning: message (rule-id)` (`error:` and `note:` likewise).
public struct XcodeReporter: Reporter {
    public init() {}

    public func report(_ input: ReportInput) -> String {
        input.findings.map { finding in
            "\(finding.path):\(finding.start.line):\(finding.start.column): "
                + "\(finding.severity.rawValue): \(ReportText.singleLine(finding.message)) (\(finding.ruleID))\n"
        }.joined()
    }
}
