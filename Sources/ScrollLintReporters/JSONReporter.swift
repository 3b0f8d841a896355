/// scroll-lint's own machine-readable format:
/// `{"version":1,"findings":[{rule,severity,path,line,column,endLine,endColumn,message}],
///   "summary":{files,findings,errors,warnings,notes}}`.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ input: ReportInput) -> String {
        let counts = FindingSummary(input.findings)
        let findings = input.findings.map { finding in
            JSONOutput.object([
                ("rule", .string(finding.ruleID)),
                ("severity", .string(finding.severity.rawValue)),
                ("path", .string(finding.path)),
                ("line", .integer(finding.start.line)),
                ("column", .integer(finding.start.column)),
                ("endLine", .integer(finding.end.line)),
                ("endColumn", .integer(finding.end.column)),
                ("message", .string(finding.message)),
            ])
        }
        return JSONOutput.object([
            ("version", .integer(1)),
            ("findings", .array(findings)),
            ("summary", .object([
                ("files", .integer(input.fileCount)),
                ("findings", .integer(counts.findings)),
                ("errors", .integer(counts.errors)),
                ("warnings", .integer(counts.warnings)),
                ("notes", .integer(counts.notes)),
            ])),
        ]).rendered()
    }
}
