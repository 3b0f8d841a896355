import Foundation
import ScrollLintSyntax
import XCTest

/// `kind:text` for every token, comments included, e.g. `["keyword:let", "identifier:x"]`.
func lexed(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).map { "\($0.kind):\(String(decoding: bytes[$0.byteRange], as: UTF8.self))" }
}

/// `kind:text` for non-comment tokens only.
func significant(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).filter { !$0.kind.isComment }
        .map { "\($0.kind):\(String(decoding: bytes[$0.byteRange], as: UTF8.self))" }
}

/// The one token of `source` that is not a comment, or a failure.
func onlyToken(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Token? {
    let tokens = Lexer.tokenize(Array(source.utf8)).filter { !$0.kind.isComment }
    XCTAssertEqual(tokens.count, 1, "\(source.debugDescription) -> \(significant(source))", file: file, line: line)
    return tokens.first
}

/// Structural invariants that hold for any input: tokens are non-empty, ordered, inside the file,
/// and every byte between them is whitespace.
func assertWellFormed(_ bytes: [UInt8], _ tokens: [Token], _ label: String,
                      file: StaticString = #filePath, line: UInt = #line) {
    var previousEnd = 0
    for token in tokens {
        let start = Int(token.start), end = Int(token.end)
        guard start < end, start >= previousEnd, end <= bytes.count else {
            XCTFail("\(label): bad token \(token.kind) \(start)..<\(end) after \(previousEnd) in \(bytes.count) bytes", file: file, line: line)
            return
        }
        var index = previousEnd
        while index < start {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0xC2 where index + 1 < start && bytes[index + 1] == 0xA0:
                index += 2
            case 0xEF where index + 2 < start && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3
            default:
                XCTFail("\(label): byte \(bytes[index]) at \(index) belongs to no token", file: file, line: line)
                return
            }
        }
        previousEnd = end
    }
}

/// Deterministic random numbers (SplitMix64).
struct TestRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
