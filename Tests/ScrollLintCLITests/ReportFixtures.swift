import ScrollLintFindings
import ScrollLintReporters

/// Hand-built findings with everything a format must escape: quotes, `<&>`, `%`, `,`, `:`,
/// line breaks, tabs in the source line, a related location and every severity.
enum ReportFixtures {
    static let header = Finding(
        ruleID: "geometry-writeback", severity: .error, path: "Sources/App/Header.swift",
        start: SourcePosition(line: 3, column: 9), end: SourcePosition(line: 3, column: 47),
        message: "geometry written into state",
        related: [RelatedLocation(path: "Sources/App/Header.swift", start: SourcePosition(line: 5, column: 3),
                                  end: SourcePosition(line: 5, column: 10), message: "state read here")])

    static let list = Finding(
        ruleID: "scroll-state-per-frame", severity: .warning, path: "Sources/App/List.swift",
        start: SourcePosition(line: 2, column: 3), end: SourcePosition(line: 2, column: 10),
        message: "scroll offset, stored: 100% \"hot\" <&>")

    static let note = Finding(
        ruleID: "reduce-motion-ignored", severity: .note, path: "Sources/App/List.swift",
        start: SourcePosition(line: 7, column: 1), end: SourcePosition(line: 7, column: 7),
        message: "reduce motion\nis ignored")

    static let findings = [header, list, note]

    static let sourceLines: [String: [String]] = [
        "Sources/App/Header.swift": ["import SwiftUI", "", "        offset = proxy.frame(in: .global).minY"],
        "Sources/App/List.swift": ["struct List {", "\t\ty = new", "", "", "", "", "struct X {}"],
    ]

    static let rules = [
        RuleMetadata(id: "geometry-writeback", defaultSeverity: .warning, enabledByDefault: true,
                     summary: "Geometry measured during layout is written into state.",
                     documentation: "# geometry-writeback\n\nGeometry measured during layout\nis written into state.\n\n## Fix\n"),
        RuleMetadata(id: "reduce-motion-ignored", defaultSeverity: .warning, enabledByDefault: false,
                     summary: "Scroll-driven motion ignores Reduce Motion.", documentation: ""),
        RuleMetadata(id: "scroll-state-per-frame", defaultSeverity: .warning, enabledByDefault: true,
                     summary: "A continuous scroll value is stored on every frame.", documentation: ""),
    ]

    static func input(_ findings: [Finding] = findings, fileCount: Int = 4) -> ReportInput {
        ReportInput(findings: findings, rules: rules, fileCount: fileCount,
                    tool: ToolInfo(name: "scroll-lint", version: "9.9.9", informationURI: "https://example.com/scroll-lint"),
                    baseDirectory: "/work/project",
                    sourceLine: { path, line in
                        guard let lines = sourceLines[path], line >= 1, line <= lines.count else { return nil }
                        return Substring(lines[line - 1])
                    })
    }
}
