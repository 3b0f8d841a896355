/// JUnit XML, for CI systems that show test results: one suite, one failing test case per finding
/// (named by rule and position, classed by file), so each finding is listed on its own.
public struct JUnitReporter: Reporter {
    public init() {}

    public func report(_ input: ReportInput) -> String {
        let count = input.findings.count
        var output = XMLEscaping.declaration
        output += "<testsuites name=\"scroll-lint\" tests=\"\(count)\" failures=\"\(count)\">\n"
        output += "  <testsuite name=\"scroll-lint\" tests=\"\(count)\" failures=\"\(count)\">\n"
        for finding in input.findings {
            let position = "\(finding.start.line):\(finding.start.column)"
            output += "    <testcase classname=\"\(XMLEscaping.escaped(finding.path))\""
                + " name=\"\(XMLEscaping.escaped("\(finding.ruleID) at \(position)"))\">\n"
            output += "      <failure type=\"\(finding.severity.rawValue)\""
                + " message=\"\(XMLEscaping.escaped(finding.message))\">"
                + XMLEscaping.escaped("\(finding.path):\(position): \(finding.severity.rawValue): "
                    + "\(finding.message) [\(finding.ruleID)]")
                + "</failure>\n"
            output += "    </testcase>\n"
        }
        return output + "  </testsuite>\n</testsuites>\n"
    }
}
