import ScrollLintFindings

/// Counts of a run's findings by severity.
struct FindingSummary {
    var findings = 0
    var errors = 0
    var warnings = 0
    var notes = 0

    init(_ findings: [Finding]) {
        self.findings = findings.count
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    /// "1 finding", "3 findings".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
