import Foundation
import ScrollLintFindings

/// SARIF 2.1.0 as GitHub code scanning reads it: one run; the driver lists every rule; each
/// result points at a repository-relative URI under the `SRCROOT` base and carries a fingerprint
/// that survives unrelated edits (see `FindingFingerprint`).
public struct SARIFReporter: Reporter {
    public static let schemaURI =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let sourceRoot = "SRCROOT"
    static let fingerprintKey = "scrollLint/v1"

    public init() {}

    public func report(_ input: ReportInput) -> String {
        var rules = input.rules
        // Every result needs a rule entry for its `ruleIndex`, even a rule missing from the registry.
        for id in Set(input.findings.map(\.ruleID)) where !rules.contains(where: { $0.id == id }) {
            rules.append(RuleMetadata(id: id, defaultSeverity: .warning, enabledByDefault: true,
                                      summary: id, documentation: ""))
        }
        rules.sort { $0.id < $1.id }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let fingerprints = FindingFingerprint.fingerprints(of: input)
        let results = zip(input.findings, fingerprints).map { finding, fingerprint in
            result(finding, ruleIndex: ruleIndex[finding.ruleID] ?? 0, fingerprint: fingerprint, input: input)
        }
        let run = JSONOutput.object([
            ("tool", .object([("driver", .object([
                ("name", .string(input.tool.name)),
                ("version", .string(input.tool.version)),
                ("informationUri", .string(input.tool.informationURI)),
                ("rules", .array(rules.map(descriptor))),
            ]))])),
            ("originalUriBaseIds", .object([
                (Self.sourceRoot, .object([("uri", .string(Self.fileURI(directory: input.baseDirectory)))])),
            ])),
            // Our columns count Unicode scalars, not SARIF's default UTF-16 code units.
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONOutput.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    private func descriptor(_ rule: RuleMetadata) -> JSONOutput {
        let help = rule.documentation.isEmpty ? rule.summary : rule.documentation
        return .object([
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(Self.firstParagraph(of: rule.documentation) ?? rule.summary))])),
            ("help", .object([("text", .string(help)), ("markdown", .string(help))])),
            ("defaultConfiguration", .object([
                ("enabled", .bool(rule.enabledByDefault)),
                ("level", .string(Self.level(of: rule.defaultSeverity))),
            ])),
        ])
    }

    private func result(_ finding: Finding, ruleIndex: Int, fingerprint: String, input: ReportInput) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(Self.level(of: finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([location(finding.path, finding.start, finding.end, input: input)])),
            ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
        ]
        if !finding.related.isEmpty {
            members.append(("relatedLocations", .array(finding.related.enumerated().map { index, related in
                guard case .object(var location) = location(related.path, related.start, related.end, input: input) else {
                    return .null
                }
                location.insert(("id", .integer(index)), at: 0)
                location.append(("message", .object([("text", .string(related.message))])))
                return .object(location)
            })))
        }
        return .object(members)
    }

    private func location(_ path: String, _ start: SourcePosition, _ end: SourcePosition,
                          input: ReportInput) -> JSONOutput {
        let relative = input.relativePath(path)
        let artifact: JSONOutput = relative.hasPrefix("/")
            ? .object([("uri", .string(Self.fileURI(path: relative)))])
            : .object([("uri", .string(Self.percentEncoded(relative))), ("uriBaseId", .string(Self.sourceRoot))])
        return .object([("physicalLocation", .object([
            ("artifactLocation", artifact),
            ("region", .object([
                ("startLine", .integer(start.line)),
                ("startColumn", .integer(start.column)),
                ("endLine", .integer(end.line)),
                ("endColumn", .integer(end.column)),
            ])),
        ]))])
    }

    static func level(of severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// The first paragraph of a markdown document that is not a heading, joined into one line.
    static func firstParagraph(of markdown: String) -> String? {
        var paragraph: [String] = []
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") {
                if !paragraph.isEmpty { break }
                continue
            }
            paragraph.append(line)
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }

    static func fileURI(directory: String) -> String {
        let uri = fileURI(path: directory)
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    static func fileURI(path: String) -> String { "file://" + percentEncoded(path) }

    /// Percent-encodes everything but RFC 3986 unreserved characters and `/`.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                output.append(character)
            } else {
                output += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return output
    }
}
