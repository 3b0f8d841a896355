/// Escaping for XML 1.0 text and attribute values.
enum XMLEscaping {
    /// Escapes markup characters; line breaks and tabs become character references so they
    /// survive in attributes; characters XML 1.0 cannot carry at all become U+FFFD.
    static func escaped(_ text: String) -> String {
        // Most text has nothing to escape: markup and control characters are ASCII, and the two
        // noncharacters XML cannot carry start with the byte 0xEF.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0xEF || "&<>\"'".utf8.contains($0) }) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                output.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return output
    }

    static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
}
