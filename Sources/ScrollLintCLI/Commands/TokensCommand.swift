import ScrollLintSyntax

/// `scroll-lint tokens FILE`: the lexer's tokens as JSON Lines, to compare with another lexer.
enum TokensCommand {
    static func run(_ arguments: [String], io: CommandIO) throws -> ExitCode {
        guard arguments.count == 1, let path = arguments.first else {
            throw UsageError("'tokens' takes one file, e.g. 'scroll-lint tokens Sources/App/View.swift'")
        }
        let bytes: [UInt8]
        if path == "-" {
            bytes = io.readStandardInput()
        } else {
            do {
                bytes = try FileSystem.readFile(PathNames.absolute(path, from: io.currentDirectory))
            } catch let failure as FileSystem.Failure {
                throw UsageError("cannot read '\(path)': \(failure.message)")
            }
        }
        io.writeStandardOutput(TokenDump.jsonLines(bytes))
        return .success
    }
}
