/// Small inputs, each lexed on its own (the regex rules depend on what precedes), covering the
/// constructs the compiler's lexer distinguishes. All written for this test.
enum OracleSnippets {
    static let constructs: [String] = [
        "a?.b", "x!.y", "a ?? b", "!flag", "-1", "a-1", "a - -1", "0..<n", "0...n", "x...", "...x", "(Int) -> Int",
        "&x", "a&&b", "infix operator <=> : ComparisonPrecedence", "a .+. b", "a+/*c*/b", "a+//c\nb", "a/**/+b",
        "let r = /ab+c/", "x / y / z", "a/b/c", "foo(/a/)", "[/a/, /b/]", "return /x/", "(/, /)", "try? /x/",
        "try! /x/.test", "#/multi\n line/#", "##/a/#b/##", "#\"raw \"quote\" \\#(x)\"#", "#\"\"\"#", "#\"\"\" \"#",
        "\"\"\"\n  a \\\n  b \\(\"\"\"\n  inner\n  \"\"\")\n  \"\"\"", "let café = 1", "let 你好 = 2", "\"😀 emoji\"",
        "`default`", "`$`", "`raw identifier`", "$0", "$name", "$", "0x1p-2", "0xff.description", "1.description",
        "x.0.1", "<#placeholder#>", "f(<#T##Int#>)", "#if os(iOS)\n#elseif DEBUG\n#else\n#endif", "#available(iOS 17, *)",
        "#unavailable(iOS 16)", "#Preview { }", "#Preview(\"x\") { Text(\"y\") }", "@available(iOS 17, *)",
        "@Environment(\\.dismiss)", "\\.self", "\\Foo.bar?.baz", "Array<Dictionary<String, Int>>", "some View",
        "any P", "1_000", "0b1010", "0o17", "1e-9", "1E+9", "0x1.8p3", "0xff.fp", "0x1.fp1", "07", "1.5.rounded()",
        "a::b", "@MainActor @Sendable", "@`escaped`", "#`escaped`", "#sourceLocation(file: \"a\", line: 1)",
        "#!/usr/bin/swift\nlet a = 1", "/// doc\n/** block doc */\nlet x = 1", "/* outer /* inner */ still */ x",
        "\"a\\(b ? \"c\\(d)\" : \"e\")f\"", "\"\\(\"\\(\"\\(\"deep\")\")\")\"", "\"\\(x /* ) */)\"", "\"\\(x // )\n\"",
        "'c'", "'\\(x)'", "\"\\u{1F600}\\t\\n\\\\\\\"\"", "x = a /b/ c", "x = a / b / c", "let f = (/)", "reduce(0, /)",
        "case /x/:", "x ? /a/ : /b/", "if x / y > 1 {}", "{ /x/ }", "; /x/", ": /x/", "= /x/", "+/x/", "!/x/", "&/x/",
        "func /(a: Int) {}", "prefix operator /^/", "postfix func /(lhs: Int) -> Int { lhs }", "true /x/", "self /x/",
        "foo /x/", "1 /x/", "\"s\" /x/", ") /x/", "] /x/", "} /x/", "x! /x/", "x? /x/", "x.y /x/", "#if /x/",
        "/ x/", "/x /", "/x/ ", "/x\\ /", "/[)]/", "/\\)/", "/)/", "/(/", "/a/*b*/", "/a//b", "/*a*/", "//a",
        "#/\n  a # comment\n/#", "#/a/", "#/a", "#/\n unterminated", "\"unterminated", "\"unterminated\nnext",
        "\"\"\"\nunterminated", "/* unterminated", "`unterminated", "#\"unterminated", "\"\\(unterminated", "'a",
        "x+<#p#>", "a ?b :c", "a? b", "x!", "x !y", "a!=b", "a! = b", "a=b", "a =b", "a= b", "&& x", "x &&", "\u{00A0}x",
        "a\u{00A0}+\u{00A0}b", "a\u{2028}b", "\u{FEFF}let x = 1", "a\u{0301}b", "\u{0301}a", "x ≤ y", "√x", "x°",
        "“curly” quotes", "”", "1 */ 2", "0x", "0xG", "0b12", "0o9", "1e", "1e+", "12abc", "1.5x", "0x1p", "0x1.8",
        "\"\\q\"", "\"\\u{ZZ}\"", "\"\\u{110000}\"", "#\"\\##(x)\"#", "#\"\\(x)\"#", "##\"a\"#b\"##", "#\"abc\"##",
        "\"a\"\"\"", "\"\"\"a\"\"\"", "\"\"\"\n\"\"\"\"", "x.`default`", "x.1.2.3", "1..2", "1...2", "1.e5", "1._0",
        "a<b>(c)", "a < b > c", "f<T>()", "[a: b]", "[:]", "(a: 1, b: 2)", "x?.y!.z?()", "x?[0]", "x![0]", "try?x",
        "try!x", "await x", "a->b", "a -> b", "a - > b", "..<x", "x..<", "a..<b", "a...b", ".a", "a.b.c", "..", ".. .",
        "a .. b", "@", "#", "\\", "`", "x@y", "x#y", "x\\y", "x`y`z", "@ x", "# x", "`x` `y`", "@_spi(Testing) import A",
    ]

    static let regexContexts: [String] = [
        "", "let r = ", "x = a ", "foo(", "[", "return ", "try? ", "try! ", "try ", "case ", "(", ", ", "x ? ", "!", "&",
        "func ", "operator ", "#if ", "#else\n", "true ", "self ", "nil ", "super ", "} ", ") ", "] ", "{ ", "a.", "1 ",
        "1.5 ", "\"s\" ", "x! ", "x? ", "-> ", "@", "\\", "`a` ", "$0 ", "_ ", "in ", "#available ", "a:: ", "; ", ": ",
        "= ", "+ ", "x+", "x + ", "/x/ ", "#/x/# ", "<#p#> ", "x /*c*/ ", "x // c\n", "#sourceLocation ",
    ]

    static let regexBodies: [String] = [
        "/a/", "/ a/", "/a /", "/a/ b", "/ ", "/)/", "/(/)", "/a/*c*/", "/a//c", "/=/", "/.*/", "#/a/#", "/\\/ /",
        "/a\\//", "/[/]/", "/a/.b", "/a/(b)", "/,/", "/ , /", "/a\tb/", "/\t/", "/=", "/",
    ]

    static var all: [String] {
        var snippets = constructs
        for context in regexContexts {
            for body in regexBodies {
                snippets.append(context + body)
                snippets.append(context + body + " + 1")
            }
        }
        return snippets
    }

    static let fragments: [[UInt8]] = [
        "\"", "\"\"\"", "#", "##", "/", "\\(", ")", "(", "'", "`", "\n", " ", "a", "b1", "1", "2.5", ".", "0x", "0b",
        "0o", "e", "p", "-", "+", "*", "?", "!", "&", "<#", "#>", "@", "$", "$0", "[", "]", "{", "}", ",", ":", ";",
        "\\", "é", "€", "“", "”", "\t", "\r", "if", "try", "func", "return", "=", "_", "/*", "*/", "//", "\\#(", "#/",
        "/#", "x", "true", "self", "<", ">", "...", "..<", "->", "%", "1e", "0xf.", "p-", "#if", "u{", "\u{00A0}",
        "\u{2028}", "\u{0301}", "😀",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0], [0x01], [0xE2, 0x82]]

    /// A random sequence of fragments: mostly nonsense, dense in delimiters.
    static func soup(_ random: inout SplitMix) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<(1 + random.below(16)) { bytes += fragments[random.below(fragments.count)] }
        return bytes
    }
}
