/// Bad input from the user (flags, paths, rule names, files to read or write): one line on
/// stderr, exit status 2.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { "error: \(message)" }
}
