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
        // Written as bytes: a report of many findings is one long text, and appending bytes costs
        // no per-character work.
        var output: [UInt8] = []
        write(to: &output, depth: 0)
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], depth: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return output += "{}".utf8 }
            output += "{\n".utf8
            for (index, (key, value)) in members.enumerated() {
                Self.indent(&output, depth + 1)
                Self.appendQuoted(key, to: &output)
                output += ": ".utf8
                value.write(to: &output, depth: depth + 1)
                output += (index == members.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(&output, depth)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            guard !elements.isEmpty else { return output += "[]".utf8 }
            output += "[\n".utf8
            for (index, element) in elements.enumerated() {
                Self.indent(&output, depth + 1)
                element.write(to: &output, depth: depth + 1)
                output += (index == elements.count - 1 ? "\n" : ",\n").utf8
            }
            Self.indent(&output, depth)
            output.append(UInt8(ascii: "]"))
        case .string(let text): Self.appendQuoted(text, to: &output)
        case .integer(let number): output += String(number).utf8
        case .bool(let value): output += (value ? "true" : "false").utf8
        case .null: output += "null".utf8
        }
    }

    private static func indent(_ output: inout [UInt8], _ depth: Int) {
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped, the rest as is.
    public static func quoted(_ text: String) -> String {
        var literal: [UInt8] = []
        appendQuoted(text, to: &literal)
        return String(decoding: literal, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal. Every character to escape is ASCII, so the text
    /// is copied as bytes, in whole runs between the characters that need escaping.
    private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): output += "\\\"".utf8
                case UInt8(ascii: "\\"): output += "\\\\".utf8
                case UInt8(ascii: "\n"): output += "\\n".utf8
                case UInt8(ascii: "\r"): output += "\\r".utf8
                case UInt8(ascii: "\t"): output += "\\t".utf8
                default:
                    let hex = String(byte, radix: 16)
                    output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
