import ScrollLintSyntax
import XCTest

/// Token boundaries and kinds for each lexical construct. Boundaries follow the Swift compiler's
/// lexer (see LexerOracleTests); a string or regex literal is one token, `@x` / `#x` one token.
final class LexerTests: XCTestCase {
    // MARK: Operators and punctuation

    func testOptionalChainingAndForceUnwrap() {
        XCTAssertEqual(significant("a?.b"), ["identifier:a", "punctuation:?", "punctuation:.", "identifier:b"])
        XCTAssertEqual(significant("x!.y"), ["identifier:x", "punctuation:!", "punctuation:.", "identifier:y"])
        XCTAssertEqual(significant("x?[0]!"), ["identifier:x", "punctuation:?", "punctuation:[", "integer:0", "punctuation:]", "punctuation:!"])
        XCTAssertEqual(significant("a ?? b"), ["identifier:a", "operator:??", "identifier:b"])
        XCTAssertEqual(significant("a ? b : c"), ["identifier:a", "punctuation:?", "identifier:b", "punctuation::", "identifier:c"])
    }

    func testPrefixInfixPostfixByWhitespace() {
        let source = "!flag; -1; a-1; a - -1; x...; ...x; a...b"
        XCTAssertEqual(significant(source), [
            "operator:!", "identifier:flag", "punctuation:;", "operator:-", "integer:1", "punctuation:;",
            "identifier:a", "operator:-", "integer:1", "punctuation:;",
            "identifier:a", "operator:-", "operator:-", "integer:1", "punctuation:;",
            "identifier:x", "operator:...", "punctuation:;", "operator:...", "identifier:x", "punctuation:;",
            "identifier:a", "operator:...", "identifier:b",
        ])
        let tokens = Lexer.tokenize(Array("a - -1 x... ...y".utf8)).filter { $0.kind == .operator }
        XCTAssertEqual(tokens.map(\.fixity), [.infix, .prefix, .postfix, .prefix])
    }

    func testRangesArrowsAndAmpersands() {
        XCTAssertEqual(significant("0..<n"), ["integer:0", "operator:..<", "identifier:n"])
        XCTAssertEqual(significant("(Int) -> Int"), ["punctuation:(", "identifier:Int", "punctuation:)", "punctuation:->", "identifier:Int"])
        XCTAssertEqual(significant("f(&x)"), ["identifier:f", "punctuation:(", "punctuation:&", "identifier:x", "punctuation:)"])
        XCTAssertEqual(significant("a&&b"), ["identifier:a", "operator:&&", "identifier:b"])
        XCTAssertEqual(significant("a::b"), ["identifier:a", "punctuation:::", "identifier:b"])
    }

    func testCustomOperatorsAndDots() {
        XCTAssertEqual(significant("infix operator <=> : ComparisonPrecedence"),
                       ["identifier:infix", "keyword:operator", "operator:<=>", "punctuation::", "identifier:ComparisonPrecedence"])
        XCTAssertEqual(significant("a .+. b"), ["identifier:a", "operator:.+.", "identifier:b"])
        // A `.` continues an operator only if the operator began with one.
        XCTAssertEqual(significant("a+.b"), ["identifier:a", "operator:+", "punctuation:.", "identifier:b"])
        XCTAssertEqual(significant("x ≤ y"), ["identifier:x", "operator:≤", "identifier:y"])
    }

    func testOperatorsFollowedByComments() {
        XCTAssertEqual(lexed("a+/*c*/b"), ["identifier:a", "operator:+", "blockComment:/*c*/", "identifier:b"])
        XCTAssertEqual(lexed("a+//c\nb"), ["identifier:a", "operator:+", "lineComment://c", "identifier:b"])
        XCTAssertEqual(significant("1 */ 2"), ["integer:1", "error:*/", "integer:2"])
    }

    func testGenericsKeepUnsplitOperators() {
        XCTAssertEqual(significant("Array<Dictionary<String, Int>>"), [
            "identifier:Array", "operator:<", "identifier:Dictionary", "operator:<", "identifier:String",
            "punctuation:,", "identifier:Int", "operator:>>",
        ])
        XCTAssertEqual(significant("some View"), ["identifier:some", "identifier:View"])
        XCTAssertEqual(significant("any P"), ["identifier:any", "identifier:P"])
    }

    // MARK: Regex literals versus division

    func testRegexVersusDivision() {
        XCTAssertEqual(significant("let r = /ab+c/"), ["keyword:let", "identifier:r", "punctuation:=", "regex:/ab+c/"])
        XCTAssertEqual(significant("x / y / z"), ["identifier:x", "operator:/", "identifier:y", "operator:/", "identifier:z"])
        XCTAssertEqual(significant("a/b/c"), ["identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c"])
        XCTAssertEqual(significant("foo(/a/)"), ["identifier:foo", "punctuation:(", "regex:/a/", "punctuation:)"])
        XCTAssertEqual(significant("[/a/, /b/]"), ["punctuation:[", "regex:/a/", "punctuation:,", "regex:/b/", "punctuation:]"])
        XCTAssertEqual(significant("return /x/"), ["keyword:return", "regex:/x/"])
        XCTAssertEqual(significant("(/, /)"), ["punctuation:(", "operator:/", "punctuation:,", "operator:/", "punctuation:)"])
        XCTAssertEqual(significant("reduce(0, /)"), ["identifier:reduce", "punctuation:(", "integer:0", "punctuation:,", "operator:/", "punctuation:)"])
        XCTAssertEqual(significant("try? /x/"), ["keyword:try", "punctuation:?", "regex:/x/"])
        XCTAssertEqual(significant("try? / x/"), ["keyword:try", "punctuation:?", "regex:/ x/"])
        XCTAssertEqual(significant("x = a /b/ c"), ["identifier:x", "punctuation:=", "identifier:a", "regex:/b/", "identifier:c"])
        XCTAssertEqual(significant("!/x/"), ["operator:!", "regex:/x/"])
        XCTAssertEqual(significant("func /(a: Int)"), ["keyword:func", "operator:/", "punctuation:(", "identifier:a", "punctuation::", "identifier:Int", "punctuation:)"])
        XCTAssertEqual(significant("/a /"), ["operator:/", "identifier:a", "operator:/"])
        XCTAssertEqual(significant("a /)/"), ["identifier:a", "operator:/", "punctuation:)", "operator:/"])
        XCTAssertEqual(significant("/)/"), ["regex:/)/"])
    }

    func testExtendedAndPoundRegex() {
        XCTAssertEqual(significant("#/\n  multi\n  line\n/#"), ["regex:#/\n  multi\n  line\n/#"])
        // Only a line break right after `#/` makes a multi-line literal.
        XCTAssertEqual(significant("#/multi\n line/#"), ["error:#/multi", "identifier:line", "operator:/", "punctuation:#"])
        XCTAssertEqual(significant("let r = #/\n  a # comment\n  /#"), ["keyword:let", "identifier:r", "punctuation:=", "regex:#/\n  a # comment\n  /#"])
        XCTAssertEqual(significant("##/a/#b/##"), ["regex:##/a/#b/##"])
        XCTAssertEqual(significant("x.contains(#/[a-z]/#)"), ["identifier:x", "punctuation:.", "identifier:contains", "punctuation:(", "regex:#/[a-z]/#", "punctuation:)"])
    }

    // MARK: Strings

    func testStringLiteralsAreWhole() {
        XCTAssertEqual(significant(#"let s = "a \(b) c""#), ["keyword:let", "identifier:s", "punctuation:=", #"string:"a \(b) c""#])
        XCTAssertEqual(significant(#""\(a ? "x\(b)" : "y")""#), [#"string:"\(a ? "x\(b)" : "y")""#])
        XCTAssertEqual(significant(#""\(")") \("(")" + 1"#), [#"string:"\(")") \("(")""#, "operator:+", "integer:1"])
        XCTAssertEqual(significant(#""\(x /* ) " */)" y"#), [#"string:"\(x /* ) " */)""#, "identifier:y"])
        XCTAssertEqual(significant(#""esc \" \\ \u{1F600}" x"#), [#"string:"esc \" \\ \u{1F600}""#, "identifier:x"])
        XCTAssertEqual(significant("'c' x"), ["string:'c'", "identifier:x"])
    }

    func testRawStrings() {
        XCTAssertEqual(significant(##"#"a "quoted" \#(x) \(y)"# z"##), [##"string:#"a "quoted" \#(x) \(y)"#"##, "identifier:z"])
        XCTAssertEqual(significant(###"##"one "# still"## z"###), [###"string:##"one "# still"##"###, "identifier:z"])
        XCTAssertEqual(significant(##"#"""# z"##), [##"string:#"""#"##, "identifier:z"])
        XCTAssertEqual(significant(##"#"\"# z"##), [##"string:#"\"#"##, "identifier:z"])
    }

    func testMultiLineStrings() {
        let source = "let m = \"\"\"\n  a \\\n  b \\(\"\"\"\n    inner\n    \"\"\")\n  \"\"\" + x"
        XCTAssertEqual(significant(source), [
            "keyword:let", "identifier:m", "punctuation:=",
            "string:\"\"\"\n  a \\\n  b \\(\"\"\"\n    inner\n    \"\"\")\n  \"\"\"", "operator:+", "identifier:x",
        ])
        let raw = "##\"\"\"\n  \"\"\"# \"# \\##(x)\n  \"\"\"## y"
        XCTAssertEqual(significant(raw), ["string:##\"\"\"\n  \"\"\"# \"# \\##(x)\n  \"\"\"##", "identifier:y"])
    }

    func testEmojiAndUnicodeInStrings() {
        XCTAssertEqual(significant("\"😀 🇫🇷 café\" + 你好"), ["string:\"😀 🇫🇷 café\"", "operator:+", "identifier:你好"])
    }

    // MARK: Numbers

    func testNumbers() {
        let cases: [(String, TokenKind)] = [
            ("1_000", .integer), ("0x1p-2", .float), ("0b1010", .integer), ("0o17", .integer), ("1e-9", .float),
            ("3.14", .float), ("0x1.8p3", .float), ("6.022E+23", .float), ("007", .integer), ("12abc", .integer),
        ]
        for (source, kind) in cases {
            XCTAssertEqual(onlyToken(source)?.kind, kind, source)
            XCTAssertEqual(onlyToken(source)?.length, source.utf8.count, source)
        }
        XCTAssertEqual(significant("0xff.description"), ["integer:0xff", "punctuation:.", "identifier:description"])
        XCTAssertEqual(significant("1.description"), ["integer:1", "punctuation:.", "identifier:description"])
        XCTAssertEqual(significant("x.0.1"), ["identifier:x", "punctuation:.", "integer:0", "punctuation:.", "integer:1"])
        XCTAssertEqual(significant("1.5.rounded()"), ["float:1.5", "punctuation:.", "identifier:rounded", "punctuation:(", "punctuation:)"])
        XCTAssertEqual(significant("1.5x"), ["float:1.5", "identifier:x"])
    }

    // MARK: Words

    func testIdentifiersAndKeywords() {
        XCTAssertEqual(significant("let café = 1"), ["keyword:let", "identifier:café", "punctuation:=", "integer:1"])
        XCTAssertEqual(significant("let 你好 = 2"), ["keyword:let", "identifier:你好", "punctuation:=", "integer:2"])
        XCTAssertEqual(significant("`default` `$` `two words`"), ["identifier:`default`", "identifier:`$`", "identifier:`two words`"])
        XCTAssertEqual(significant("_ = self; Self.x"), ["identifier:_", "punctuation:=", "keyword:self", "punctuation:;", "keyword:Self", "punctuation:.", "identifier:x"])
        XCTAssertEqual(significant("$0 $1 $name $"), ["dollar:$0", "dollar:$1", "dollar:$name", "dollar:$"])
        XCTAssertEqual(significant("f(<#T##Int#>)"), ["identifier:f", "punctuation:(", "identifier:<#T##Int#>", "punctuation:)"])
    }

    func testAttributesAndPoundKeywords() {
        XCTAssertEqual(significant("@available(iOS 17, *)"), [
            "attribute:@available", "punctuation:(", "identifier:iOS", "integer:17", "punctuation:,", "operator:*", "punctuation:)",
        ])
        XCTAssertEqual(significant(#"@Environment(\.dismiss) var d"#), [
            "attribute:@Environment", "punctuation:(", "punctuation:\\", "punctuation:.", "identifier:dismiss", "punctuation:)",
            "keyword:var", "identifier:d",
        ])
        XCTAssertEqual(significant("#if os(iOS)\n#endif"), ["pound:#if", "identifier:os", "punctuation:(", "identifier:iOS", "punctuation:)", "pound:#endif"])
        XCTAssertEqual(significant("#available(iOS 17, *)").first, "pound:#available")
        XCTAssertEqual(significant("#Preview { }"), ["pound:#Preview", "punctuation:{", "punctuation:}"])
        XCTAssertEqual(significant("#selector(f)").first, "pound:#selector")
        XCTAssertEqual(significant("@ x # y"), ["punctuation:@", "identifier:x", "punctuation:#", "identifier:y"])
        XCTAssertEqual(significant(#"\.self"#), ["punctuation:\\", "punctuation:.", "keyword:self"])
    }

    // MARK: Comments

    func testCommentsAreKept() {
        XCTAssertEqual(lexed("#!/usr/bin/swift\n/// doc\n/* a /* nested */ b */ x // end"), [
            "lineComment:#!/usr/bin/swift", "lineComment:/// doc", "blockComment:/* a /* nested */ b */", "identifier:x",
            "lineComment:// end",
        ])
        XCTAssertEqual(lexed("/** doc */ x"), ["blockComment:/** doc */", "identifier:x"])
    }

    func testCommentsSeparatedWhileLexing() {
        let source = "a /* c1 */+b // c2\n/// c3\nlet r = x /* c4 */ / y\n\"\\(z /* in */)\""
        let (tokens, comments) = Lexer.tokenizeSeparatingComments(Array(source.utf8))
        let all = Lexer.tokenize(Array(source.utf8))
        XCTAssertEqual(tokens, all.filter { !$0.kind.isComment })
        XCTAssertEqual(comments, all.filter(\.kind.isComment))
        XCTAssertEqual(comments.map { [$0.line, $0.column] }, [[1, 3], [1, 14], [2, 1], [3, 11]])
        XCTAssertEqual(tokens.first { $0.kind == .operator }?.fixity, .prefix)  // `+b` after a comment
    }

    // MARK: Positions

    func testByteRangesLinesAndColumns() {
        let source = "let café = \"😀\"; x\r\n  y"
        let tokens = Lexer.tokenize(Array(source.utf8))
        let expected: [(TokenKind, Int, Int, Int, Int)] = [
            (.keyword, 0, 3, 1, 1), (.identifier, 4, 9, 1, 5), (.punctuation, 10, 11, 1, 10),
            (.string, 12, 18, 1, 12), (.punctuation, 18, 19, 1, 15), (.identifier, 20, 21, 1, 17),
            (.identifier, 25, 26, 2, 3),
        ]
        XCTAssertEqual(tokens.count, expected.count)
        for (token, (kind, start, end, line, column)) in zip(tokens, expected) {
            XCTAssertEqual(token.kind, kind)
            XCTAssertEqual(token.byteRange, start..<end)
            XCTAssertEqual(token.line, Int32(line), "line of \(kind) at \(start)")
            XCTAssertEqual(token.column, Int32(column), "column of \(kind) at \(start)")
        }
        let multiLine = Lexer.tokenize(Array("\"\"\"\n  😀\n  \"\"\" z".utf8))
        XCTAssertEqual(multiLine.map(\.line), [1, 3])
        XCTAssertEqual(multiLine.last?.column, 7)
    }

    func testWhitespaceFlags() {
        let tokens = Lexer.tokenize(Array("a /*c*/ b\n  c(d)".utf8)).filter { !$0.kind.isComment }
        XCTAssertEqual(tokens.map(\.spaceBefore), [true, true, true, false, false, false])
        XCTAssertEqual(tokens.map(\.newlineBefore), [false, false, true, false, false, false])
    }

    func testTokenDumpOmitsComments() {
        let dump = TokenDump.jsonLines(Array("let x = 1 // one\n".utf8))
        XCTAssertEqual(dump, """
            {"kind":"word","start":0,"end":3}
            {"kind":"word","start":4,"end":5}
            {"kind":"punctuation","start":6,"end":7}
            {"kind":"integer","start":8,"end":9}

            """)
    }
}
