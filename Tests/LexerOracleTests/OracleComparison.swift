import CompilerLexer
#if canImport(ScrollLintSyntax)
import ScrollLintSyntax
#endif

/// Our lexer's tokens against the compiler's, as `scroll-lint tokens` prints them.
struct OracleComparison {
    var ours: [DumpToken]
    var compiler: [DumpToken]
    /// Tokens present on one side only (by kind and byte range).
    var onlyOurs: [DumpToken]
    var onlyCompiler: [DumpToken]

    var mismatchCount: Int { onlyOurs.count + onlyCompiler.count }

    static func ourTokens(_ bytes: [UInt8]) -> [DumpToken] {
        Lexer.tokenize(bytes).compactMap { token in
            token.kind.dumpName.map { DumpToken(kind: $0, start: Int(token.start), end: Int(token.end)) }
        }
    }

    init(_ bytes: [UInt8]) {
        let compiler = CompilerTokens.tokens(bytes)
        self.compiler = compiler
        var ours = OracleComparison.ourTokens(bytes)
        // Deliberate difference: bytes the compiler skips as erroneous trivia (invalid UTF-8, NUL,
        // control characters, an unterminated block comment) are error tokens for us.
        var compilerIndex = 0
        ours.removeAll { token in
            guard token.kind == "error" else { return false }
            while compilerIndex < compiler.count, compiler[compilerIndex].end <= token.start { compilerIndex += 1 }
            return !(compilerIndex < compiler.count && compiler[compilerIndex].start < token.end)
        }
        self.ours = ours
        let compilerSet = Set(compiler)
        let ourSet = Set(ours)
        onlyOurs = ours.filter { !compilerSet.contains($0) }
        onlyCompiler = compiler.filter { !ourSet.contains($0) }
    }

    /// A short human-readable report of the first differences.
    func describeDifferences(_ bytes: [UInt8], limit: Int = 8) -> String {
        func text(_ token: DumpToken) -> String {
            let upper = min(token.end, token.start + 60)
            return String(decoding: bytes[token.start..<upper], as: UTF8.self).debugDescription
        }
        var lines: [String] = []
        for token in onlyOurs.prefix(limit) { lines.append("  ours only:     \(token) \(text(token))") }
        for token in onlyCompiler.prefix(limit) { lines.append("  compiler only: \(token) \(text(token))") }
        return lines.joined(separator: "\n")
    }
}
