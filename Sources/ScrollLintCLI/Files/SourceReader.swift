import Dispatch
import ScrollLintAnalysis

/// Reads the files to lint, in parallel, and keeps only what the linter can read: text in UTF-8.
enum SourceReader {
    /// Why a file is not linted.
    struct Problem: Error, Equatable {
        var path: String
        var reason: String

        var description: String { "error: cannot lint '\(path)': \(reason)" }
    }

    /// The inputs in the order of `files`, and the files that could not be used.
    static func read(_ files: [FileDiscovery.File]) -> (inputs: [LintInput], problems: [Problem]) {
        var outcomes = [Result<[UInt8], Problem>?](repeating: nil, count: files.count)
        outcomes.withUnsafeMutableBufferPointer { slots in
            // Each iteration writes only its own slot, so the buffer is shared safely.
            let buffer = slots
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                buffer[index] = readOne(files[index])
            }
        }
        var inputs: [LintInput] = []
        var problems: [Problem] = []
        for (file, outcome) in zip(files, outcomes) {
            switch outcome! {
            case .success(let bytes): inputs.append(LintInput(path: file.displayPath, bytes: bytes))
            case .failure(let problem): problems.append(problem)
            }
        }
        return (inputs, problems)
    }

    private static func readOne(_ file: FileDiscovery.File) -> Result<[UInt8], Problem> {
        do {
            let bytes = try FileSystem.readFile(file.absolutePath)
            if let reason = undecodableReason(bytes) { return .failure(Problem(path: file.displayPath, reason: reason)) }
            return .success(bytes)
        } catch {
            return .failure(Problem(path: file.displayPath, reason: (error as? FileSystem.Failure)?.message ?? "\(error)"))
        }
    }

    /// Why `bytes` are not Swift source text, or nil when they are UTF-8 without NUL bytes.
    static func undecodableReason(_ bytes: [UInt8]) -> String? {
        if bytes.contains(0) { return "binary file (contains NUL bytes)" }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return "invalid UTF-8 on line \(line)"
            }
        }
    }
}
