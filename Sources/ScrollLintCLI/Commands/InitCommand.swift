import ScrollLintAnalysis

/// `scroll-lint init`: writes the default configuration, never over an existing one.
enum InitCommand {
    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        if let extra = arguments.first { throw UsageError("'init' takes no arguments, got '\(extra)'") }
        let path = PathNames.join(io.currentDirectory, ConfigurationFile.fileName)
        if FileSystem.exists(path) {
            throw UsageError("\(ConfigurationFile.fileName) already exists; not overwriting it")
        }
        do {
            try FileSystem.writeAtomically(Array(DefaultConfiguration.text(rules: Linter.rules).utf8), to: path)
        } catch let failure as FileSystem.Failure {
            throw UsageError("cannot write \(ConfigurationFile.fileName): \(failure.message)")
        }
        io.report("wrote \(ConfigurationFile.fileName)")
        return .success
    }
}
