import ScrollLintFindings

/// GitLab Code Quality (a subset of Code Climate's format): an array of issues with description,
/// check_name, fingerprint, severity and location (repository-relative path, first line).
public struct GitLabReporter: Reporter {
    public init() {}

    public func report(_ input: ReportInput) -> String {
        let fingerprints = FindingFingerprint.fingerprints(of: input)
        let issues = zip(input.findings, fingerprints).map { finding, fingerprint in
            JSONOutput.object([
                ("description", .string(finding.message)),
                ("check_name", .string(finding.ruleID)),
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(severity(of: finding.severity))),
                ("location", .object([
                    ("path", .string(input.relativePath(finding.path))),
                    ("lines", .object([("begin", .integer(finding.start.line))])),
                ])),
            ])
        }
        return JSONOutput.array(issues).rendered()
    }

    /// Code Quality's scale is info, minor, major, critical, blocker.
    private func severity(of severity: Severity) -> String {
        switch severity {
        case .note: return "info"
        case .warning: return "minor"
        case .error: return "major"
        }
    }
}
