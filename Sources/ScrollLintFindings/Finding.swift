/// How serious a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Comparable, CaseIterable, Sendable, Codable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A 1-based position in a source file. Columns count Unicode scalars, as editors and SARIF do.
public struct SourcePosition: Hashable, Comparable, Sendable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A secondary place that helps explain a finding (for example where the written state is read).
public struct RelatedLocation: Hashable, Sendable, Codable {
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var message: String

    public init(path: String, start: SourcePosition, end: SourcePosition, message: String) {
        self.path = path
        self.start = start
        self.end = end
        self.message = message
    }
}

/// One problem found by one rule at one place. A finding keeps its position, never its source
/// line: consumers that show or identify the line read it from the file (see `identifyingText`),
/// so a long line with many findings costs no more than a short one.
public struct Finding: Hashable, Sendable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var path: String
    public var start: SourcePosition
    public var end: SourcePosition
    public var message: String
    public var related: [RelatedLocation]

    public init(ruleID: String, severity: Severity, path: String, start: SourcePosition,
                end: SourcePosition, message: String, related: [RelatedLocation] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.start = start
        self.end = end
        self.message = message
        self.related = related
    }

    /// What identifies a flagged line across edits elsewhere in the file (baselines, fingerprints):
    /// the line without its indentation and without trailing spaces, tabs and carriage return.
    public static func identifyingText(ofLine line: Substring) -> Substring {
        var text = line
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }

    /// Deterministic report order: path, then line, then column, then rule.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.start != b.start { return a.start < b.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// What a reporter needs to know about a rule (SARIF lists every rule; `rules` prints a table).
public struct RuleMetadata: Hashable, Sendable {
    public var id: String
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    public var summary: String
    /// The rule's full document (`rules/<id>.md`), markdown.
    public var documentation: String

    public init(id: String, defaultSeverity: Severity, enabledByDefault: Bool, summary: String,
                documentation: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.documentation = documentation
    }
}
