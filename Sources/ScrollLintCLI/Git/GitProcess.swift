import Dispatch
import Foundation

/// Runs `git` (found on PATH) in a folder, for the commands that read a repository: staged files,
/// changed lines, where hooks live. Paths in git's output are kept as bytes until decoded, and
/// options that user configuration could change (prefixes, quoting, colors) are pinned by callers.
struct GitProcess {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: String

        /// Git's own explanation: its first `fatal:`/`error:` line, else the first line of stderr.
        var reason: String {
            let lines = standardError.split(whereSeparator: \.isNewline).map(String.init)
            let line = lines.first { $0.hasPrefix("fatal: ") || $0.hasPrefix("error: ") } ?? lines.first ?? "exit status \(status)"
            for prefix in ["fatal: ", "error: "] where line.hasPrefix(prefix) { return String(line.dropFirst(prefix.count)) }
            return line
        }
    }

    var directory: String
    var environment: [String: String]

    init(directory: String, environment: [String: String]) {
        self.directory = directory
        self.environment = environment
    }

    /// Runs `git ARGUMENTS`; `input` is written to its standard input. Throws a `UsageError` only
    /// when git itself cannot be started.
    func run(_ arguments: [String], input: [UInt8] = []) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        // git may exit before reading all of its input; that must not kill scroll-lint.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw UsageError("cannot run git: \(error.localizedDescription)")
        }
        // Standard error and input are served on other threads, so no pipe can fill up and block.
        let group = DispatchGroup()
        let errorBox = DataBox()
        DispatchQueue.global().async(group: group) {
            errorBox.data = error.fileHandleForReading.readDataToEndOfFile()
        }
        DispatchQueue.global().async(group: group) {
            let handle = standardInput.fileHandleForWriting
            if !input.isEmpty { try? handle.write(contentsOf: input) }
            try? handle.close()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        let result = Output(status: process.terminationStatus, standardOutput: [UInt8](outputData),
                            standardError: String(decoding: errorBox.data, as: UTF8.self))
        // `env` says 127 when it cannot find the program.
        if result.status == 127, result.standardError.contains("git") {
            throw UsageError("cannot run git: it is not installed or not on PATH")
        }
        return result
    }

    /// Standard output of `git ARGUMENTS`, or a `UsageError` that starts with `what` and gives
    /// git's reason.
    func output(_ arguments: [String], input: [UInt8] = [], what: String) throws -> [UInt8] {
        let result = try run(arguments, input: input)
        guard result.status == 0 else { throw UsageError("\(what): \(result.reason)") }
        return result.standardOutput
    }

    /// The top folder of the work tree holding `directory`, or a `UsageError` naming `purpose`.
    func topLevel(purpose: String) throws -> String {
        let result = try run(["rev-parse", "--show-toplevel"])
        let text = String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard result.status == 0, !text.isEmpty else {
            throw UsageError("\(purpose) needs a git work tree; '\(directory)' is not inside one")
        }
        return text
    }

    /// `a\0b\0` → `["a", "b"]`.
    static func nulSeparated(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// Holds what a reader thread collected until the group it belongs to is waited on.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
