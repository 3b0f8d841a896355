import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScrollLintFindings
@testable import ScrollLintReporters
import XCTest

/// The CI formats read back the way their consumers read them: GitHub's workflow-command
/// grammar, XML parsers for Checkstyle and JUnit, the official SARIF schema, GitLab's Code
/// Quality fields; on the fixtures (every escape) and on the binary's output for the sample app.
final class CIFormatConsumerTests: XCTestCase {
    // MARK: GitHub workflow commands

    /// One `::COMMAND PROPERTIES::MESSAGE` line, decoded as the Actions runner does.
    struct WorkflowCommand: Equatable {
        var command: String
        var properties: [String: String]
        var message: String

        /// GitHub's grammar: `::` command name, optional space and `key=value` pairs separated by
        /// `,`, `::`, then the message. Property values escape `%` CR LF `:` `,`; the message
        /// escapes `%` CR LF (as `%25`, `%0D`, `%0A`, `%3A`, `%2C`).
        init?(line: Substring) {
            guard line.hasPrefix("::") else { return nil }
            let rest = line.dropFirst(2)
            guard let end = rest.range(of: "::") else { return nil }
            let head = rest[..<end.lowerBound]
            message = Self.unescape(rest[end.upperBound...], property: false)
            let parts = head.split(separator: " ", maxSplits: 1)
            guard let name = parts.first, !name.isEmpty else { return nil }
            command = String(name)
            properties = [:]
            if parts.count == 2 {
                for pair in parts[1].split(separator: ",") {
                    guard let equals = pair.firstIndex(of: "=") else { return nil }
                    properties[String(pair[..<equals])] = Self.unescape(pair[pair.index(after: equals)...], property: true)
                }
            }
        }

        static func unescape(_ text: Substring, property: Bool) -> String {
            var codes = ["%0D": "\r", "%0A": "\n"]
            if property { codes["%3A"] = ":"; codes["%2C"] = "," }
            var output = ""
            var index = text.startIndex
            while index < text.endIndex {
                let end = text.index(index, offsetBy: 3, limitedBy: text.endIndex) ?? text.endIndex
                // %25 last, as the runner does, so "%250A" stays "%0A".
                if let decoded = codes[String(text[index..<end])] {
                    output += decoded
                    index = end
                } else if text[index..<end] == "%25" {
                    output += "%"
                    index = end
                } else {
                    output.append(text[index])
                    index = text.index(after: index)
                }
            }
            return output
        }
    }

    func testGitHubCommandsDecodeBackToTheFindings() throws {
        var awkward = ReportFixtures.list
        awkward.path = "/work/project/Sources/a,b:c%0A.swift"
        awkward.message = "100%0A literally, then\r\na break: done"
        let findings = ReportFixtures.findings + [awkward]
        let lines = GitHubActionsReporter().report(ReportFixtures.input(findings)).split(separator: "\n")
        XCTAssertEqual(lines.count, findings.count)
        for (line, finding) in zip(lines, findings) {
            let command = try XCTUnwrap(WorkflowCommand(line: line), String(line))
            XCTAssertEqual(command.command, ["error": "error", "warning": "warning", "note": "notice"][finding.severity.rawValue])
            XCTAssertEqual(command.message, finding.message)
            XCTAssertEqual(command.properties, [
                "file": finding.path.replacingOccurrences(of: "/work/project/", with: ""),
                "line": "\(finding.start.line)", "col": "\(finding.start.column)",
                "endLine": "\(finding.end.line)", "endColumn": "\(finding.end.column)", "title": finding.ruleID,
            ])
        }
    }

    // MARK: The binary on the sample app

    private struct JSONFinding: Decodable, Equatable {
        var rule: String, severity: String, path: String, line: Int, column: Int, endLine: Int, endColumn: Int, message: String
    }

    /// The sample app's findings in JSON, and the run's other formats written by `--report`.
    private func lintSamples(_ formats: [String]) throws -> (findings: [JSONFinding], reports: [String: String]) {
        let samples = SharedFiles.repositoryRoot.appendingPathComponent("samples")
        guard FileManager.default.fileExists(atPath: samples.path) else { throw XCTSkip("no samples folder") }
        let folder = try TemporaryFolder()
        // Named relative to the current folder, as CI runs it from the checkout's root.
        var arguments = ["lint", "samples", "--format", "json"]
        for format in formats { arguments += ["--report", "\(format):\(folder.url.path)/report.\(format)"] }
        let result = try ScrollLintProcess.run(arguments, in: SharedFiles.repositoryRoot)
        XCTAssertNotEqual(result.status, 2, result.standardError)
        struct Report: Decodable { var findings: [JSONFinding] }
        let findings = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8)).findings
        guard !findings.isEmpty else { throw XCTSkip("the sample app has no findings yet (no rules registered?)") }
        var reports: [String: String] = [:]
        for format in formats { reports[format] = try folder.read("report.\(format)") }
        return (findings, reports)
    }

    func testSampleAppReportsInEveryCIFormatAgreeWithTheJSON() throws {
        let (findings, reports) = try lintSamples(["github", "checkstyle", "junit", "sarif", "gitlab"])

        let commands = try reports["github"]!.split(separator: "\n").map { try XCTUnwrap(WorkflowCommand(line: $0)) }
        XCTAssertEqual(commands.map { [$0.properties["file"]!, $0.properties["line"]!, $0.properties["title"]!, $0.message] },
                       findings.map { [$0.path, "\($0.line)", $0.rule, $0.message] })

        let checkstyle = try XMLElements(reports["checkstyle"]!)
        XCTAssertEqual(checkstyle.root, "checkstyle")
        let errors = checkstyle.elements.filter { $0.name == "error" }
        XCTAssertEqual(errors.map { [$0.parent["name"] ?? "", $0.attributes["line"]!, $0.attributes["column"]!,
                                     $0.attributes["source"]!, $0.attributes["message"]!] },
                       findings.map { [$0.path, "\($0.line)", "\($0.column)", "scroll-lint.\($0.rule)", $0.message] })
        XCTAssertEqual(Set(errors.map { $0.attributes["severity"]! }).subtracting(["error", "warning", "info"]), [])

        let junit = try XMLElements(reports["junit"]!)
        XCTAssertEqual(junit.root, "testsuites")
        let cases = junit.elements.filter { $0.name == "testcase" }
        let failures = junit.elements.filter { $0.name == "failure" }
        XCTAssertEqual(cases.map { $0.attributes["classname"]! }, findings.map(\.path))
        XCTAssertEqual(failures.map { $0.attributes["message"]! }, findings.map(\.message))
        XCTAssertEqual(junit.elements.first { $0.name == "testsuites" }?.attributes["failures"], "\(failures.count)")

        try SchemaValidation.validate(reports["sarif"]!, schema: try SharedFiles.url("schemas/sarif-2.1.0.json"))

        let gitlab = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(reports["gitlab"]!.utf8)) as? [[String: Any]])
        XCTAssertEqual(gitlab.count, findings.count)
        for (issue, finding) in zip(gitlab, findings) {
            XCTAssertEqual(issue["check_name"] as? String, finding.rule)
            XCTAssertEqual(issue["description"] as? String, finding.message)
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, finding.path)
            XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, finding.line)
            XCTAssertEqual((issue["fingerprint"] as? String)?.isEmpty, false)
        }
        XCTAssertEqual(Set(gitlab.map { $0["fingerprint"] as! String }).count, gitlab.count, "fingerprints must be unique")
    }
}

/// A whole XML document read with Foundation's XMLParser: every element with its attributes and
/// its parent's attributes, in document order.
final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: [String: String]
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var elements: [Element] = []
    private var stack: [[String: String]] = []
    var root: String? { elements.first?.name }

    init(_ document: String) throws {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw ReadError(description: "not well-formed XML: \(String(describing: parser.parserError))")
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes, parent: stack.last ?? [:]))
        stack.append(attributes)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }
}
