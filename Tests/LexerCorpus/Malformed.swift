// Malformed input the lexer must survive (and still agree with the compiler on).
let unterminated = "no closing quote
let next = 1
let unterminatedInterpolation = "value \(foo(1, 2)
let after = 2
let badEscape = "\q \u{ZZ} \u{110000}"
let stray = 1 */ 2
let curly = “smart quotes” + ”
let bareBackslash = \
let lonePound = # 
let loneAt = @ 
let loneBacktick = ` 
let badNumbers = [0x, 0xG, 0b102, 0o78, 1e, 1e+, 12abc, 0x1.8, 0x1p, 1.5x]
let tab = "	"
let halfRegex = /abc
let closeParenRegex = x / ) /
let placeholderInOp = +<#x#>
let multiNoNewline = """abc"""
let rawMismatch = #"abc"##
let unbalancedRawRegex = ##/abc/#
let emptyBackticks = ``
let spaceBeforeRegexEnd = /a /
let nbsp = 1 + 2
let unterminatedRegexAtEnd = #/
    never closed
