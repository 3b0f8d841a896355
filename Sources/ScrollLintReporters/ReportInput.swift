import ScrollLintFindings

/// The name, version and home page of the tool, as reports that carry them (SARIF) show them.
public struct ToolInfo: Sendable {
    public var name: String
    public var version: String
    public var informationURI: String

    public init(name: String, version: String, informationURI: String) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }
}

/// Everything a reporter may show: the findings of one run and what surrounds them.
public struct ReportInput {
    /// The findings, already in report order (`Finding.reportOrder`).
    public var findings: [Finding]
    /// Every rule the engine knows (SARIF lists them all, used or not).
    public var rules: [RuleMetadata]
    /// How many files were linted.
    public var fileCount: Int
    public var tool: ToolInfo
    /// The absolute directory that relative finding paths are relative to (the working directory).
    /// Formats that want repository-relative paths (SARIF, GitHub, GitLab) strip it from absolute ones.
    public var baseDirectory: String
    /// The untrimmed text of a line of a linted file (a view into the file's text, not a copy), for
    /// the text format's excerpt and for fingerprints. Asked in report order, file by file.
    public var sourceLine: (_ path: String, _ line: Int) -> Substring?

    public init(findings: [Finding], rules: [RuleMetadata], fileCount: Int, tool: ToolInfo,
                baseDirectory: String, sourceLine: @escaping (_ path: String, _ line: Int) -> Substring? = { _, _ in nil }) {
        self.findings = findings
        self.rules = rules
        self.fileCount = fileCount
        self.tool = tool
        self.baseDirectory = baseDirectory
        self.sourceLine = sourceLine
    }

    /// `path` relative to `baseDirectory` when it lies inside it, without a leading `./`.
    public func relativePath(_ path: String) -> String {
        ReportPaths.relative(path, to: baseDirectory)
    }
}

/// Turns one run's findings into one output format.
public protocol Reporter {
    func report(_ input: ReportInput) -> String
}
