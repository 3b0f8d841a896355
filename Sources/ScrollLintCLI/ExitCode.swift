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
