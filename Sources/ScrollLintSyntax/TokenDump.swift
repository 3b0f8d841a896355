/// `scroll-lint tokens FILE`: one JSON object per token, in source order, comments left out, so
/// anyone can compare our token boundaries with another lexer's.
public enum TokenDump {
    public static func jsonLines(_ bytes: [UInt8]) -> String {
        var output = ""
        for token in Lexer.tokenize(bytes) {
            guard let name = token.kind.dumpName else { continue }
            output += "{\"kind\":\"\(name)\",\"start\":\(token.start),\"end\":\(token.end)}\n"
        }
        return output
    }
}
