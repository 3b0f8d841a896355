import Foundation

/// The process around a command: its streams, environment and working directory. Tests pass
/// their own to run commands in-process; the executable passes `CommandIO.process()`.
public struct CommandIO {
    public var readStandardInput: () -> [UInt8]
    public var writeStandardOutput: (String) -> Void
    public var writeStandardError: (String) -> Void
    public var standardOutputIsTerminal: Bool
    public var environment: [String: String]
    public var currentDirectory: String

    public init(readStandardInput: @escaping () -> [UInt8], writeStandardOutput: @escaping (String) -> Void,
                writeStandardError: @escaping (String) -> Void, standardOutputIsTerminal: Bool,
                environment: [String: String], currentDirectory: String) {
        self.readStandardInput = readStandardInput
        self.writeStandardOutput = writeStandardOutput
        self.writeStandardError = writeStandardError
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The real process's streams.
    public static func process() -> CommandIO {
        CommandIO(
            readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            writeStandardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeStandardError: { FileHandle.standardError.write(Data($0.utf8)) },
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileSystem.currentDirectory()
        )
    }

    /// One line on standard error.
    func report(_ line: String) { writeStandardError(line + "\n") }
}
