import ScrollLintAnalysis
import ScrollLintFindings

/// `scroll-lint rules`: a table of every rule.
enum RulesCommand {
    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        if let extra = arguments.first { throw UsageError("'rules' takes no arguments, got '\(extra)'") }
        io.writeStandardOutput(table(Linter.rules))
        return .success
    }

    static func table(_ rules: [RuleMetadata]) -> String {
        let header = ["RULE", "SEVERITY", "DEFAULT", "SUMMARY"]
        let rows = rules.map { [$0.id, $0.defaultSeverity.rawValue, $0.enabledByDefault ? "on" : "opt-in", $0.summary] }
        let idWidth = ([header] + rows).map { $0[0].count }.max()! + 2
        let lines = ([header] + rows).map { row in
            row[0].padding(idWidth) + row[1].padding(10) + row[2].padding(8) + row[3]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
