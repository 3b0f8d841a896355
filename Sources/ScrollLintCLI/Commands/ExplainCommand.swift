import ScrollLintAnalysis

/// `scroll-lint explain RULE`: the rule's document, embedded in the binary at build time.
enum ExplainCommand {
    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        guard arguments.count == 1, let id = arguments.first else {
            throw UsageError("'explain' takes one rule id, e.g. 'scroll-lint explain geometry-writeback'")
        }
        guard let document = document(for: id) else {
            throw RuleSelection.unknownRule(id, known: Linter.rules.map(\.id))
        }
        io.writeStandardOutput(document.hasSuffix("\n") ? document : document + "\n")
        return .success
    }

    /// The registered rule's documentation, else the embedded `rules/<id>.md`.
    static func document(for id: String) -> String? {
        if let rule = Linter.rules.first(where: { $0.id == id }), !rule.documentation.isEmpty {
            return rule.documentation
        }
        return RuleDocuments.markdown(for: id)
    }
}
