// The Swift compiler's own lexer (swift-syntax's raw lexer, shipped with the toolchain), mapped
// onto `scroll-lint tokens` kinds. Only the test oracle uses it; the product never does.
// A module of its own, built with library evolution, so that its imports stay internal: the
// test-discovery module that imports the oracle tests does not get the toolchain's host library
// path, so no module it loads may require SwiftParser of its clients.
@_spi(Testing) @_spi(RawSyntax) @_spi(ExperimentalLanguageFeatures) internal import SwiftParser
@_spi(RawSyntax) internal import SwiftSyntax

/// One token as `scroll-lint tokens` prints it.
public struct DumpToken: Equatable, Hashable, CustomStringConvertible, Sendable {
    public var kind: String
    public var start: Int
    public var end: Int
    public var description: String { "\(kind) \(start)..<\(end)" }

    public init(kind: String, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

public enum CompilerTokens {
    /// A raw lexeme with absolute offsets. Private: no public declaration may mention a
    /// SwiftSyntax type, the modules are imported internally.
    fileprivate struct Lexeme {
        var kind: RawTokenKind
        var start: Int
        var end: Int
        var hasLeadingTrivia: Bool
        var diagnostic: TokenDiagnostic.Kind?
    }

    fileprivate static func lexemes(_ bytes: [UInt8]) -> [Lexeme] {
        var result: [Lexeme] = []
        bytes.withUnsafeBufferPointer { buffer in
            var tracker = LookaheadTracker()
            withUnsafeMutablePointer(to: &tracker) { trackerPointer in
                var offset = 0
                for lexeme in SwiftParser.Lexer.tokenize(buffer, lookaheadTracker: trackerPointer, experimentalFeatures: []) {
                    let start = offset + lexeme.leadingTriviaText.count
                    let end = start + lexeme.tokenText.count
                    result.append(Lexeme(kind: lexeme.rawTokenKind, start: start, end: end,
                                         hasLeadingTrivia: lexeme.leadingTriviaText.count > 0,
                                         diagnostic: lexeme.diagnostic?.kind))
                    offset += lexeme.byteLength
                    if lexeme.rawTokenKind == .endOfFile { break }
                }
            }
        }
        return result
    }

    /// The compiler's tokens, merged and named as `scroll-lint tokens` names them: a string or regex
    /// literal from its opening to its closing delimiter is one token, `@name` and `#name` are one
    /// token, `$name` is a dollar token.
    public static func tokens(_ bytes: [UInt8]) -> [DumpToken] {
        let lexemes = lexemes(bytes)
        var output: [DumpToken] = []
        var index = 0

        /// Literal nesting while merging one outermost literal.
        enum Frame {
            /// A string with `pounds` raw delimiters; `singleLine` once its opening quote is known.
            case string(pounds: Int, phase: StringPhase, singleLine: Bool)
            case interpolation(parens: Int)
            case regex(pounds: Int, slashes: Int)
        }
        enum StringPhase { case opening, content, closed }

        /// The literals open while one outermost literal is merged, and how it ended.
        struct LiteralMerge {
            var stack: [Frame] = []
            var terminated = false

            mutating func open(_ lexeme: Lexeme) {
                let length = lexeme.end - lexeme.start
                switch lexeme.kind {
                case .rawStringPoundDelimiter: stack.append(.string(pounds: length, phase: .opening, singleLine: true))
                case .regexPoundDelimiter: stack.append(.regex(pounds: length, slashes: 0))
                case .regexSlash: stack.append(.regex(pounds: 0, slashes: 1))
                default: stack.append(.string(pounds: 0, phase: .content, singleLine: lexeme.kind != .multilineStringQuote))
                }
            }

            mutating func close(_ success: Bool) {
                stack.removeLast()
                if stack.isEmpty { terminated = success }
            }
        }

        while index < lexemes.count {
            let lexeme = lexemes[index]
            switch lexeme.kind {
            case .endOfFile:
                return output
            case .shebang:
                index += 1
                continue
            case .rawStringPoundDelimiter, .stringQuote, .multilineStringQuote, .singleQuote,
                 .regexPoundDelimiter, .regexSlash:
                // Merge a whole literal, interpolations and nested literals included.
                let start = lexeme.start
                var end = lexeme.end
                var merge = LiteralMerge()
                merge.open(lexeme)
                index += 1
                while !merge.stack.isEmpty && index < lexemes.count {
                    // After each lexeme the compiler drops a single-line string whose content has
                    // reached a line break.
                    if case let .string(_, .content, singleLine) = merge.stack[merge.stack.count - 1], singleLine,
                       end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D {
                        merge.close(false)
                        continue
                    }
                    let next = lexemes[index]
                    let top = merge.stack[merge.stack.count - 1]
                    var consumed = true
                    switch top {
                    case let .string(pounds, phase, _):
                        switch (phase, next.kind) {
                        case (.opening, .stringQuote), (.opening, .multilineStringQuote), (.opening, .singleQuote):
                            merge.stack[merge.stack.count - 1] = .string(pounds: pounds, phase: .content, singleLine: next.kind != .multilineStringQuote)
                        case (.content, _) where next.hasLeadingTrivia || next.kind == .endOfFile:
                            merge.close(false)
                            consumed = false
                        case (.content, .stringSegment), (.content, .backslash), (.content, .rawStringPoundDelimiter):
                            break
                        case (.content, .leftParen):
                            merge.stack.append(.interpolation(parens: 0))
                        case (.content, .stringQuote), (.content, .multilineStringQuote), (.content, .singleQuote):
                            if pounds > 0 {
                                let singleLine = next.kind != .multilineStringQuote
                                merge.stack[merge.stack.count - 1] = .string(pounds: pounds, phase: .closed, singleLine: singleLine)
                            } else {
                                merge.close(true)
                            }
                        case (.closed, .rawStringPoundDelimiter) where !next.hasLeadingTrivia:
                            merge.close(true)
                        default:
                            merge.close(false)
                            consumed = false
                        }
                    case let .interpolation(parens):
                        switch next.kind {
                        case .leftParen:
                            merge.stack[merge.stack.count - 1] = .interpolation(parens: parens + 1)
                        case .rightParen:
                            if parens == 0 { merge.stack.removeLast() } else { merge.stack[merge.stack.count - 1] = .interpolation(parens: parens - 1) }
                        case .stringSegment, .endOfFile:
                            // The compiler ends an interpolation of a single-line string at a line
                            // break with an empty segment that belongs to the string.
                            merge.stack.removeLast()
                            consumed = false
                        case .rawStringPoundDelimiter, .stringQuote, .multilineStringQuote, .singleQuote,
                             .regexPoundDelimiter, .regexSlash:
                            merge.open(next)
                        default:
                            break
                        }
                    case let .regex(pounds, slashes):
                        switch next.kind {
                        case .regexSlash where !next.hasLeadingTrivia && slashes < 2:
                            merge.stack[merge.stack.count - 1] = .regex(pounds: pounds, slashes: slashes + 1)
                            if slashes + 1 == 2 && pounds == 0 { merge.close(true) }
                        case .regexLiteralPattern where !next.hasLeadingTrivia:
                            break
                        case .regexPoundDelimiter where !next.hasLeadingTrivia && slashes == 2:
                            // Fewer closing than opening pounds: the compiler's recovery, unterminated.
                            merge.close(next.end - next.start >= pounds)
                        default:
                            merge.close(false)
                            consumed = false
                        }
                    }
                    if consumed {
                        end = next.end
                        index += 1
                    }
                }
                let isRegex = lexeme.kind == .regexSlash || lexeme.kind == .regexPoundDelimiter
                output.append(DumpToken(kind: merge.terminated ? (isRegex ? "regex" : "string") : "error", start: start, end: end))
                continue
            case .pound, .atSign:
                let next = index + 1 < lexemes.count ? lexemes[index + 1] : nil
                if let next, !next.hasLeadingTrivia, next.start == lexeme.end,
                   next.kind == .identifier || next.kind == .keyword || next.kind == .wildcard,
                   bytes[next.start] != UInt8(ascii: "$"), bytes[next.start] != UInt8(ascii: "<"),
                   bytes[next.start] != 0xE2 || bytes[next.start + 1] != 0x80 {
                    output.append(DumpToken(kind: lexeme.kind == .pound ? "pound" : "attribute", start: lexeme.start, end: next.end))
                    index += 2
                    continue
                }
                output.append(DumpToken(kind: "punctuation", start: lexeme.start, end: lexeme.end))
            case .poundIf, .poundElse, .poundElseif, .poundEndif, .poundAvailable, .poundUnavailable, .poundSourceLocation:
                output.append(DumpToken(kind: "pound", start: lexeme.start, end: lexeme.end))
            case .identifier:
                let first = bytes[lexeme.start]
                let kind: String
                if bytes[lexeme.start] == 0xE2, bytes[lexeme.start + 1] == 0x80, bytes[lexeme.start + 2] == 0x9C {
                    // A “curly-quoted string”: the compiler recovers with an identifier, we say error.
                    kind = "error"
                } else if first == UInt8(ascii: "$") && lexeme.end - lexeme.start > 1 {
                    kind = "dollar"
                } else {
                    kind = "word"
                }
                output.append(DumpToken(kind: kind, start: lexeme.start, end: lexeme.end))
            case .keyword, .wildcard:
                output.append(DumpToken(kind: "word", start: lexeme.start, end: lexeme.end))
            case .dollarIdentifier:
                output.append(DumpToken(kind: "dollar", start: lexeme.start, end: lexeme.end))
            case .integerLiteral:
                output.append(DumpToken(kind: "integer", start: lexeme.start, end: lexeme.end))
            case .floatLiteral:
                output.append(DumpToken(kind: "float", start: lexeme.start, end: lexeme.end))
            case .binaryOperator, .prefixOperator, .postfixOperator:
                output.append(DumpToken(kind: "operator", start: lexeme.start, end: lexeme.end))
            case .unknown:
                output.append(DumpToken(kind: "error", start: lexeme.start, end: lexeme.end))
            case .stringSegment, .regexLiteralPattern:
                // Only reachable after malformed input the merge above did not claim; the empty
                // segment that ends an interpolation at a line break is nothing.
                if lexeme.end > lexeme.start { output.append(DumpToken(kind: "error", start: lexeme.start, end: lexeme.end)) }
            default:
                output.append(DumpToken(kind: "punctuation", start: lexeme.start, end: lexeme.end))
            }
            index += 1
        }
        return output
    }
}
