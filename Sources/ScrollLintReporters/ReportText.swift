/// Line-oriented formats (text, Xcode) must keep one finding on one line.
enum ReportText {
    static func singleLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var output = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if !(scalar == "\n" && previousWasCarriageReturn) { output += " " }
            } else {
                output.unicodeScalars.append(scalar)
            }
            previousWasCarriageReturn = scalar == "\r"
        }
        return output
    }
}
