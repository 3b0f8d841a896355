import Foundation
import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// Runs the examples of every `rules/<id>.md` as tests: each triggering block must produce
/// exactly the findings its `↓` markers show, each non-triggering block none of that rule; and
/// each triggering block is re-run in variants that must change nothing or suppress everything.
final class RuleDocumentTests: XCTestCase {
    /// The six core rules document at least eight examples of each kind; every other rule six.
    static let coreRules: Set<String> = [
        "geometry-writeback", "scroll-state-per-frame", "unstable-identity-uuid", "self-id-mutable-model",
        "hardcoded-progress-divisor", "identity-phase-not-neutral",
    ]

    func minimumExamples(_ ruleID: String) -> Int { Self.coreRules.contains(ruleID) ? 8 : 6 }

    func testEveryRuleHasADocument() throws {
        let documents = try RuleDocument.all()
        let documented = Set(documents.map(\.ruleID))
        for rule in Linter.rules where rule.id != "superfluous-disable" {
            XCTAssertTrue(documented.contains(rule.id), "rules/\(rule.id).md is missing")
        }
    }

    func testTriggeringExamplesProduceExactlyTheMarkedFindings() throws {
        for document in try RuleDocument.all() {
            XCTAssertGreaterThanOrEqual(document.triggering.count, minimumExamples(document.ruleID),
                                        "\(document.ruleID): too few triggering examples")
            for (index, example) in document.triggering.enumerated() {
                let found = positions(lint(example.source), rule: document.ruleID)
                XCTAssertFalse(example.expected.isEmpty, "\(document.ruleID) triggering #\(index + 1) has no ↓ marker")
                XCTAssertEqual(found, example.expected,
                               "\(document.ruleID) triggering #\(index + 1):\n\(example.source)")
            }
        }
    }

    func testNonTriggeringExamplesProduceNoFinding() throws {
        for document in try RuleDocument.all() {
            XCTAssertGreaterThanOrEqual(document.nonTriggering.count, minimumExamples(document.ruleID),
                                        "\(document.ruleID): too few non-triggering examples")
            for (index, example) in document.nonTriggering.enumerated() {
                let found = positions(lint(example.source), rule: document.ruleID)
                XCTAssertEqual(found, [], "\(document.ruleID) non-triggering #\(index + 1):\n\(example.source)")
            }
        }
    }

    func testTriggeringExamplesInsideCommentsAndStringsProduceNothing() throws {
        for document in try RuleDocument.all() {
            for (index, example) in document.triggering.enumerated() {
                let commented = "/*\n" + example.source + "\n*/\n"
                XCTAssertEqual(positions(lint(commented), rule: document.ruleID), [],
                               "\(document.ruleID) triggering #\(index + 1) inside a block comment")
                let quoted = "let example = \"\"\"\n" + example.source + "\n\"\"\"\n"
                XCTAssertEqual(positions(lint(quoted), rule: document.ruleID), [],
                               "\(document.ruleID) triggering #\(index + 1) inside a multi-line string")
            }
        }
    }

    func testMultiByteLineAboveShiftsLinesOnly() throws {
        for document in try RuleDocument.all() {
            for (index, example) in document.triggering.enumerated() {
                let prefixed = "// Überschrift — 日本語 ✓ 🚀\n" + example.source
                let shifted = Set(example.expected.map { Position(line: $0.line + 1, column: $0.column) })
                XCTAssertEqual(positions(lint(prefixed), rule: document.ruleID), shifted,
                               "\(document.ruleID) triggering #\(index + 1) after a multi-byte line")
            }
        }
    }

    func testDisableCommentSuppressesEveryFinding() throws {
        for document in try RuleDocument.all() {
            for (index, example) in document.triggering.enumerated() {
                let disabled = "// scroll-lint:disable \(document.ruleID)\n" + example.source
                let findings = lint(disabled)
                XCTAssertEqual(positions(findings, rule: document.ruleID), [],
                               "\(document.ruleID) triggering #\(index + 1) under scroll-lint:disable")
                XCTAssertEqual(positions(findings, rule: "superfluous-disable"), [],
                               "\(document.ruleID) triggering #\(index + 1): the directive suppressed nothing")
            }
        }
    }

    /// Apps write the same call with its closures in parentheses, trailing, or mixed
    /// (`.onScrollGeometryChange(for: T.self, of: { ... }) { _, y in ... }`): every example gives the
    /// same findings (by line: columns move with the respelling) in every spelling.
    func testEveryClosureSpellingGivesTheSameFindings() throws {
        var variantsChecked = 0
        for document in try RuleDocument.all() {
            let examples = document.triggering.map { ($0, "triggering") } + document.nonTriggering.map { ($0, "non-triggering") }
            for (index, (example, kind)) in examples.enumerated() {
                let expectedLines = example.expected.map(\.line).sorted()
                for spelling in ClosureSpellings.Spelling.allCases {
                    for depth in ClosureSpellings.Depth.allCases {
                        guard let variant = ClosureSpellings.variant(of: example.source, spelling, depth) else { continue }
                        variantsChecked += 1
                        let lines = lint(variant).filter { $0.ruleID == document.ruleID }.map(\.start.line).sorted()
                        XCTAssertEqual(lines, expectedLines,
                                       "\(document.ruleID) \(kind) example #\(index + 1) spelled \(spelling) (\(depth)):\n\(variant)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(variantsChecked, 200, "the respelling found too few calls to rewrite")
    }

    // MARK: Helpers

    struct Position: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    func lint(_ source: String) -> [Finding] {
        let configuration = LintConfiguration(enabledRules: Set(Linter.rules.map(\.id)))
        return Linter(configuration: configuration).lint([LintInput(path: "Example.swift", bytes: Array(source.utf8))])
    }

    func positions(_ findings: [Finding], rule: String) -> Set<Position> {
        Set(findings.filter { $0.ruleID == rule }.map { Position(line: $0.start.line, column: $0.start.column) })
    }
}

/// A parsed `rules/<id>.md`: its examples, with `↓` markers turned into expected positions.
struct RuleDocument {
    struct Example {
        var source: String
        var expected: Set<RuleDocumentTests.Position>
    }

    var ruleID: String
    var triggering: [Example] = []
    var nonTriggering: [Example] = []

    static var rulesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("rules")
    }

    static func all() throws -> [RuleDocument] {
        let names = try FileManager.default.contentsOfDirectory(atPath: rulesDirectory.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: rulesDirectory.appendingPathComponent(name), encoding: .utf8)
            return parse(String(name.dropLast(3)), text)
        }
    }

    static func parse(_ ruleID: String, _ text: String) -> RuleDocument {
        var document = RuleDocument(ruleID: ruleID)
        enum Section { case other, triggering, nonTriggering }
        var section = Section.other
        var block: [String]?
        for line in text.components(separatedBy: "\n") {
            if var lines = block {
                if line.hasPrefix("```") {
                    let source = lines.joined(separator: "\n") + "\n"
                    switch section {
                    case .triggering: document.triggering.append(example(source))
                    case .nonTriggering: document.nonTriggering.append(Example(source: source, expected: []))
                    case .other: break
                    }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
                continue
            }
            if line.hasPrefix("## ") { section = .other }
            if line.hasPrefix("### ") {
                let title = line.dropFirst(4).lowercased()
                section = title.hasPrefix("not triggering") ? .nonTriggering : title.hasPrefix("triggering") ? .triggering : .other
            }
            if line.hasPrefix("```swift") { block = [] }
        }
        return document
    }

    /// Removes the `↓` markers and records where each stood (1-based, columns in scalars).
    static func example(_ marked: String) -> Example {
        var expected: Set<RuleDocumentTests.Position> = []
        var lines: [String] = []
        for (index, line) in marked.components(separatedBy: "\n").enumerated() {
            var cleaned = ""
            var column = 1
            for scalar in line.unicodeScalars {
                if scalar == "↓" {
                    expected.insert(.init(line: index + 1, column: column))
                } else {
                    cleaned.unicodeScalars.append(scalar)
                    column += 1
                }
            }
            lines.append(cleaned)
        }
        return Example(source: lines.joined(separator: "\n"), expected: expected)
    }
}
