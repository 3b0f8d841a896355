// Operators, punctuation and Swift's whitespace rules for prefix/postfix/infix use.
infix operator <=> : ComparisonPrecedence
prefix operator √
postfix operator °
infix operator .+. : AdditionPrecedence
infix operator ∆∆
precedencegroup PipePrecedence { associativity: left higherThan: AssignmentPrecedence }

func <=> (lhs: Int, rhs: Int) -> Int { lhs < rhs ? -1 : (lhs == rhs ? 0 : 1) }
prefix func √ (value: Double) -> Double { value.squareRoot() }
postfix func ° (value: Double) -> Double { value * .pi / 180 }
func .+. (lhs: Int, rhs: Int) -> Int { lhs + rhs }
postfix func /(lhs: Int) -> Int { lhs }

struct Operators {
    var flag = false
    var a: Int? = 1
    var x: [Int]! = [1, 2]

    func sample(b: Int, c: Int, name: String?) -> Int {
        let optional = a?.description
        let forced = x!.count
        let coalesced = a ?? b
        let negated = !flag
        let minusOne = -1
        let difference = b-1
        let doubleNegative = b - -1
        let halfOpen = 0..<b
        let closed = 0...b
        let upTo = ...b
        let from = b...
        let arrow: (Int) -> Int = { $0 }
        var value = 3
        swap(&value, &value)
        let both = flag&&negated || !flag
        let custom = 1 <=> 2
        let dotted = 1 .+. 2
        let commented = b+/*inline*/c
        let spaced = b + /* comment */ c
        let lineCommented = b // trailing
        let root = √16.0
        let degrees = 90.0°
        let bits = b << 2 >> 1 & 0xF | 0b1 ^ ~b
        let ternary = flag ? b : c
        let ternaryTight = flag ?b:c
        let chain = name?.uppercased()?.lowercased() ?? ""
        let bang = name!.count
        let tupleAccess = (1, (2, 3)).1.0
        let compare = b === c as AnyObject? || b !== c as AnyObject?
        let wrapping = b &+ c &* 2 &- 1
        let assignAdd = { var m = 0; m += 1; m -= 2; m *= 3; m /= 4; m %= 5; m <<= 1; m >>= 1; m &= 1; m |= 2; m ^= 3; return m }()
        let postfixThenDot = x!.first!.description
        let sum = [1, 2, 3].reduce(0, +)
        let divisions = [4, 2].reduce(100, /)
        let fn: (Int, Int) -> Int = (/)
        let parens = (b)-(c)
        let ranges = [0..<1, 2...3]
        let gen = Array<Dictionary<String, Int>>()
        let nested: [Set<Array<Int>>] = []
        let isType = b is Int, asType = b as Any, asOptional = b as? Int, asForced = b as! Int
        _ = (optional, forced, coalesced, negated, minusOne, difference, doubleNegative, halfOpen, closed, upTo, from, arrow,
             both, custom, dotted, commented, spaced, lineCommented, root, degrees, bits, ternary, ternaryTight, chain, bang,
             tupleAccess, compare, wrapping, assignAdd, postfixThenDot, sum, divisions, fn, parens, ranges, gen, nested,
             isType, asType, asOptional, asForced)
        return b<c ? b : c
    }
}

func generic<T: Comparable, U>(_ t: T, _ u: U) -> [T: U] where T: Hashable { [t: u] }
let keyPaths = [\Operators.flag, \.a, \Operators.x?.count]
let selfPath = \String.self
let emptyDictionary: [String: Int] = [:]
let moduleSelector = Swift::print
let unicodeOps = 1 ≤ 2 && 3 ≥ 2 && (4 ≠ 5)
