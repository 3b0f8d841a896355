import ScrollLintFindings

/// Exit statuses, as SwiftLint's: CI tells "bad code" from "bad invocation".
public enum ExitCode: Int32 {
    /// No finding at or above the failing severity.
    case success = 0
    /// Findings at or above the failing severity (`error` by default; `--strict`, `--fail-on`).
    case findings = 1
    /// Usage, configuration or I/O error: unknown flag or rule, missing path, malformed
    /// configuration, a file that could not be read or written.
    case usageError = 2
}

extension ExitCode {
    /// The status of a lint run: I/O errors first (the result is incomplete), then findings at or
    /// above the failing severity; with `--strict`, linting nothing at all also fails.
    static func forLint(_ findings: [Finding], failingSeverity: Severity, noFileLinted: Bool, strict: Bool,
                        hadIOError: Bool) -> ExitCode {
        if hadIOError { return .usageError }
        if findings.contains(where: { $0.severity >= failingSeverity }) { return .findings }
        if strict, noFileLinted { return .findings }
        return .success
    }
}
