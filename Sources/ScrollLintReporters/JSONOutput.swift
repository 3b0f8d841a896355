/// A JSON document to write, with object keys in the order given (deterministic, readable output).
public indirect enum JSONOutput {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// The document pretty-printed with two-space indentation and a final line break.
    public func rendered() -> String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += inner + JSONOutput.quoted(key) + ": "
                value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text): output += JSONOutput.quoted(text)
        case .integer(let number): output += String(number)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest as is.
    public static func quoted(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    literal += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
