// Regex literals and the regex-versus-division rules.
import RegexBuilder

func regexes(x: Int, y: Int, z: Int, a: Int, b: Int, c: Int) throws {
    let r = /ab+c/
    let quotient = x / y / z
    let tight = a/b/c
    let mixed = x / 2 + y / 3
    let extended = #/multi
        line (?<name>\w+) # comment
        /#
    let pounded = #/a/b/#
    let twoPounds = ##/a/#b/##
    let withGroup = /(?<year>\d{4})-(?<month>\d{2})/
    let withClass = /[)(]+/
    let escapedSlash = /a\/b/
    let spaceInside = /a b/
    let caseInsensitive = /hello/.ignoresCase()
    _ = try /x+/.wholeMatch(in: "xxx")
    _ = try? /^ x/.wholeMatch(in: " x")
    _ = try! /y/.firstMatch(in: "y")
    _ = [/a/, /b/]
    _ = [1, 2].map { $0 / 2 }
    let ops: [(Int, Int) -> Int] = [(/), (*)]
    print(/a/)
    let halves = (x / 2, y / 2)
    let divided = x/2
    if x / y > 1 { }
    let afterReturn = { () -> Regex<Substring> in return /x/ }
    let conditional = x > 0 ? /pos/ : /neg/
    let notRegex = x /y
    let also = (x) / (y)
    let arrayDivision = [x][0] / y
    _ = (r, quotient, tight, mixed, extended, pounded, twoPounds, withGroup, withClass, escapedSlash, spaceInside,
         caseInsensitive, ops, halves, divided, afterReturn, conditional, notRegex, also, arrayDivision)
}

prefix operator /^/
func scan(_ text: String) -> Bool { text.contains(/\d/) || text.contains(#/[a-z]/#) }
let composed = Regex { OneOrMore(.digit); "/"; Capture { OneOrMore(.word) } }
