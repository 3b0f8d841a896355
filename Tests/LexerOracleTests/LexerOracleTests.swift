import Foundation
import ScrollLintSyntax
import XCTest

/// Our lexer against the Swift compiler's own (swift-syntax's raw lexer, shipped with the
/// toolchain): identical token boundaries and kinds, as `scroll-lint tokens` prints them.
///
/// Deliberate differences, handled in the mapping rather than allow-listed:
/// - Bytes the compiler skips as erroneous trivia (invalid UTF-8, NUL, control characters, other
///   characters that are neither identifier nor operator characters, an unterminated `/* ...`)
///   are `error` tokens for us; `OracleComparison` drops our error tokens that overlap no
///   compiler token.
/// - A “curly-quoted string” is an identifier for the compiler's recovery, an `error` for us.
/// - `@name` / `#name` are one token for us; the compiler's `@`/`#` + adjacent name are merged
///   (not when the name is `$x`, an editor placeholder or a curly quote, which stay separate).
/// - A whole string or regex literal is one token; unterminated literals are `error` tokens
///   spanning what the compiler's pieces span.
/// Known differences that remain are listed in `knownDifferences` (currently none).
final class LexerOracleTests: XCTestCase {
    /// Inputs on which we knowingly differ from the compiler, with the reason. Keep it small.
    static let knownDifferences: [(input: String, reason: String)] = []

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Tally {
        var files = 0
        var tokens = 0
        var mismatches = 0
        var report: [String] = []

        mutating func compare(_ name: String, _ bytes: [UInt8]) {
            let comparison = OracleComparison(bytes)
            files += 1
            tokens += comparison.compiler.count
            guard comparison.mismatchCount > 0 else { return }
            let text = String(decoding: bytes, as: UTF8.self)
            if LexerOracleTests.knownDifferences.contains(where: { $0.input == text }) { return }
            mismatches += comparison.mismatchCount
            if report.count < 20 {
                report.append("\(name): \(comparison.mismatchCount) mismatches\n" + comparison.describeDifferences(bytes, limit: 4))
            }
        }

        func summary(_ label: String) -> String {
            "oracle[\(label)]: \(files) files, \(tokens) tokens, \(mismatches) mismatches"
        }
    }

    static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.path.contains("/.build/") }
            .sorted { $0.path < $1.path }
    }

    static func bytes(of url: URL) -> [UInt8] {
        (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
    }

    /// The ```swift fences of a Markdown document, `↓` markers removed.
    static func swiftBlocks(inMarkdown text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed.hasPrefix("```swift") { current = [] }
            } else if trimmed.hasPrefix("```") {
                blocks.append(current!.joined(separator: "\n").replacingOccurrences(of: "↓", with: "") + "\n")
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    func check(_ tally: Tally, _ label: String) {
        print(tally.summary(label))
        XCTAssertEqual(tally.mismatches, 0, "\(tally.summary(label))\n" + tally.report.joined(separator: "\n"))
    }

    func testCorpus() {
        var tally = Tally()
        for url in Self.swiftFiles(under: Self.packageRoot.appendingPathComponent("Tests/LexerCorpus")) {
            tally.compare(url.lastPathComponent, Self.bytes(of: url))
        }
        for (index, snippet) in OracleSnippets.all.enumerated() {
            tally.compare("snippet \(index): \(snippet.debugDescription)", Array(snippet.utf8))
        }
        XCTAssertGreaterThan(tally.files, 100)
        check(tally, "corpus")
    }

    func testSamplesAndRuleDocuments() {
        var tally = Tally()
        for url in Self.swiftFiles(under: Self.packageRoot.appendingPathComponent("samples")) {
            tally.compare(url.path, Self.bytes(of: url))
        }
        let rules = Self.packageRoot.appendingPathComponent("rules")
        let documents = ((try? FileManager.default.contentsOfDirectory(at: rules, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        for url in documents {
            let text = String(decoding: Self.bytes(of: url), as: UTF8.self)
            for (index, block) in Self.swiftBlocks(inMarkdown: text).enumerated() {
                tally.compare("\(url.lastPathComponent) block \(index)", Array(block.utf8))
            }
        }
        check(tally, "samples+rules")
    }

    /// Every Swift file of this package: sources, tests and their fixtures.
    func testPackageSources() {
        var tally = Tally()
        for folder in ["Sources", "Tests", "Plugins"] {
            for url in Self.swiftFiles(under: Self.packageRoot.appendingPathComponent(folder))
            where !url.path.contains("/LexerCorpus/") {
                tally.compare(url.path, Self.bytes(of: url))
            }
        }
        check(tally, "package sources")
    }

    /// Random token soup and random damage to the corpus: malformed input must lex the same too.
    func testGeneratedAndMutatedInput() {
        var tally = Tally()
        var random = SplitMix(seed: 0x5C2011)
        for index in 0..<4000 {
            tally.compare("soup \(index)", OracleSnippets.soup(&random))
        }
        var sources = Self.swiftFiles(under: Self.packageRoot.appendingPathComponent("Tests/LexerCorpus"))
        sources += Self.swiftFiles(under: Self.packageRoot.appendingPathComponent("samples")).prefix(12)
        for url in sources {
            let original = Self.bytes(of: url)
            for round in 0..<12 {
                tally.compare("\(url.lastPathComponent) mutation \(round)", Mutations.mutate(original, &random))
            }
        }
        check(tally, "generated+mutated")
    }

    /// Manual measurement: `SCROLL_LINT_ORACLE_DIRS=/path/a:/path/b swift test --filter LexerOracleTests`
    /// compares every Swift file below those folders and prints the figures.
    func testExternalFolders() throws {
        guard let folders = ProcessInfo.processInfo.environment["SCROLL_LINT_ORACLE_DIRS"] else {
            throw XCTSkip("set SCROLL_LINT_ORACLE_DIRS to compare other folders")
        }
        var tally = Tally()
        for folder in folders.split(separator: ":") {
            for url in Self.swiftFiles(under: URL(fileURLWithPath: String(folder))) {
                tally.compare(url.path, Self.bytes(of: url))
            }
        }
        check(tally, "external")
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix {
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

/// Damage of the kinds editors produce mid-typing.
enum Mutations {
    static func mutate(_ bytes: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var bytes = bytes
        for _ in 0..<(1 + random.below(3)) {
            let at = random.below(bytes.count + 1)
            switch random.below(7) {
            case 0: bytes.removeSubrange(at...)                                  // truncation
            case 1: if let i = bytes.indices.filter({ "()[]{}".utf8.contains(bytes[$0]) }).randomElement(using: &random) { bytes.remove(at: i) }
            case 2: if let i = bytes.indices.filter({ "()[]{}".utf8.contains(bytes[$0]) }).randomElement(using: &random) { bytes.insert(bytes[i], at: i) }
            case 3: bytes.insert(UInt8(ascii: "\""), at: at)
            case 4: bytes.insert(contentsOf: ["/", "\\(", "#", "\"\"\"", "*/", "/*", "'", "`"].randomElement(using: &random)!.utf8, at: at)
            case 5: bytes.insert(contentsOf: [[0xFF], [0xC3], [0], [0xE2, 0x80]].randomElement(using: &random)!, at: at)
            default:
                let length = min(random.below(40), bytes.count - min(at, bytes.count))
                if length > 0 { bytes.insert(contentsOf: Array(bytes[at..<(at + length)]), at: at) }  // duplication
            }
            if bytes.isEmpty { break }
        }
        return bytes
    }
}

extension SplitMix: RandomNumberGenerator {}
