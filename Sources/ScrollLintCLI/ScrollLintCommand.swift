/// The `scroll-lint` command: picks the subcommand and turns errors into exit statuses.
public enum ScrollLintCommand {
    static let subcommands = ["lint", "rules", "explain", "init", "tokens", "install-hook", "help"]

    /// Runs one invocation. `arguments` excludes the program name.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        do {
            return try dispatch(arguments, io: io).rawValue
        } catch let error as UsageError {
            io.report(error.description)
        } catch let error as ConfigurationError {
            io.report(error.description)
        } catch {
            io.report("error: \(error)")
        }
        return ExitCode.usageError.rawValue
    }

    /// Whether `arguments` ask for a lint of one or more folders (of the current one when no
    /// path is given), not of named files, standard input or the staged files: a run long enough
    /// for the executable's allocator setting to pay for starting twice.
    public static func lintsFolders(_ arguments: [String], currentDirectory: String) -> Bool {
        var lintArguments = arguments
        if let first = arguments.first {
            if first == "lint" {
                lintArguments.removeFirst()
            } else if subcommands.contains(first) || ["--help", "-h", "--version"].contains(first) {
                return false
            }
        }
        guard let options = try? LintOptions.parse(lintArguments), !options.readStandardInput, !options.staged else { return false }
        let paths = options.paths.isEmpty ? ["."] : options.paths
        return paths.contains { FileSystem.kind(of: PathNames.absolute($0, from: currentDirectory)) == .directory }
    }

    private static func dispatch(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        guard let first = arguments.first else { return try LintCommand.run(LintOptions(), io: io) }
        let rest = Array(arguments.dropFirst())
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }), subcommands.contains(first) {
            io.writeStandardOutput(HelpText.text(for: first)!)
            return .success
        }
        switch first {
        case "--help", "-h":
            io.writeStandardOutput(HelpText.overview)
            return .success
        case "--version":
            io.writeStandardOutput(ScrollLintVersion.current + "\n")
            return .success
        case "help":
            guard let topic = rest.first else {
                io.writeStandardOutput(HelpText.overview)
                return .success
            }
            guard rest.count == 1, let text = HelpText.text(for: topic) else {
                let suggestion = rest.count == 1 ? Suggestion.didYouMean(topic, in: subcommands) : ""
                throw UsageError("no help for '\(rest.joined(separator: " "))'"
                    + (suggestion.isEmpty ? "; commands: " + subcommands.joined(separator: ", ") : suggestion))
            }
            io.writeStandardOutput(text)
            return .success
        case "lint": return try LintCommand.run(try LintOptions.parse(rest), io: io)
        case "rules": return try RulesCommand.run(rest, io: io)
        case "explain": return try ExplainCommand.run(rest, io: io)
        case "init": return try InitCommand.run(rest, io: io)
        case "tokens": return try TokensCommand.run(rest, io: io)
        case "install-hook": return try InstallHookCommand.run(rest, io: io)
        default:
            // `scroll-lint PATH ...` and `scroll-lint --format json` mean `lint`; a first word that
            // is no path and looks like no path was most likely meant as a command.
            if !first.hasPrefix("-"), !first.contains("/"), !first.contains("."),
               !FileSystem.exists(PathNames.absolute(first, from: io.currentDirectory)) {
                let suggestion = Suggestion.didYouMean(first, in: subcommands)
                throw UsageError("'\(first)' is neither a command nor a file or folder"
                    + (suggestion.isEmpty ? " (commands: \(subcommands.joined(separator: ", ")))" : suggestion))
            }
            return try LintCommand.run(try LintOptions.parse(arguments), io: io)
        }
    }
}
