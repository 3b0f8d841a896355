/// Walks command-line arguments, splitting `--name=value` and fetching option values.
struct ArgumentReader {
    private var remaining: ArraySlice<String>
    /// The value written after `=` in the option just read, if any.
    private var attachedValue: String?

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument; for `--name=value` only `--name` (the value waits for `value(for:)`).
    mutating func next() -> String? {
        guard let argument = remaining.popFirst() else { return nil }
        attachedValue = nil
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            attachedValue = String(argument[argument.index(after: equals)...])
            return String(argument[..<equals])
        }
        return argument
    }

    /// The value of `option`: written after `=` or as the next argument. An empty value
    /// (`--output=`) is never meaningful, so it is refused like a missing one.
    mutating func value(for option: String) throws -> String {
        let value: String?
        if let attached = attachedValue {
            attachedValue = nil
            value = attached
        } else {
            value = remaining.popFirst()
        }
        guard let value, !value.isEmpty else { throw UsageError("option '\(option)' needs a value") }
        return value
    }

    /// Throws if a flag that takes no value was written as `--flag=value`.
    func checkNoValue(for option: String) throws {
        if attachedValue != nil { throw UsageError("option '\(option)' takes no value") }
    }

    /// The arguments not read yet (after `--`, all paths).
    mutating func rest() -> [String] {
        defer { remaining = [] }
        return Array(remaining)
    }
}
