// String literals: single-line, multi-line, raw, interpolation nested to any depth, escapes.
let plain = "Hello, world"
let empty = ""
let escapes = "tab\tnewline\nquote\"backslash\\nul\0cr\rapostrophe\'unicode\u{1F600}\u{E9}"
let interpolated = "value: \(42) and \(plain.count + 1)"
let nested = "\(true ? "x\(1 + 2)" : "y")"
let deeper = "a \("b \("c \("d \(plain)")")") e"
let parensInside = "\(("tuple", 1).0) \(max((1), (2)))"
let quotesInInterpolation = "\(")") \("(") \("\"")"
let closureInInterpolation = "\([1, 2].map { "\($0)" }.joined(separator: ", "))"
let commentInInterpolation = "\(plain /* ) " */ .count)"
let raw = #"raw "quoted" \n stays \#(plain) interpolates"#
let rawTwo = ##"two "# pounds \##(plain) and \#(not) interpolation"##
let rawQuoteOnly = #"""#
let rawQuoteSpaced = #""" "#
let rawBackslash = #"\"#
let multi = """
    Line one
    Line "two" with ""quotes""
    \(plain) interpolated
    continued \
    on the same line
    Triple in interpolation: \("""
        inner multi-line
        """)
    """
let multiRaw = #"""
    raw multi-line \(not interpolated) \#(plain)
    """ is not the end"
    """#
let multiRawTwo = ##"""
    "# and "## and """# inside
    """##
let emoji = "😀 🇫🇷 👨‍👩‍👧 café"
let chinese = "你好，世界"
let singleQuoteChar = "it's"
let longConcat = "a" + "b" + "c" + "\("d")"
let trailingSpaceBackslash = """
    line with escaped newline and spaces \   
    next
    """
let windowsStyle = "crlf"
let deepNesting = "1\("2\("3\("4\("5\("6\("7\("8")")")")")")")"
let regexInInterpolation = "\(try! Regex("[)]"))"
let slashesInInterpolation = "\(10 / 2 / 5)"
let dictInInterpolation = "\(["k": "v"]["k"] ?? "none")"
let unicodeEscapeEdge = "\u{0}\u{10FFFF}"
