@testable import ScrollLintAnalysis
import ScrollLintFindings
import ScrollLintSyntax
import XCTest

final class SuppressionTests: XCTestCase {
    private let known: Set<String> = ["geometry-writeback", "scroll-state-per-frame", "superfluous-disable", "layout-from-scroll"]
    private let enabled: Set<String> = ["geometry-writeback", "scroll-state-per-frame", "superfluous-disable"]

    /// A source of 12 lines ("line 1" ... "line 12").
    private let source = SourceFile(path: "A.swift", text: (1...12).map { "line \($0)" }.joined(separator: "\n"))

    private func finding(_ rule: String, line: Int, column: Int = 5) -> Finding {
        Finding(ruleID: rule, severity: .warning, path: "A.swift", start: SourcePosition(line: line, column: column),
                end: SourcePosition(line: line, column: column + 1), message: "m")
    }

    private func comment(_ text: String, line: Int, column: Int = 1) -> SuppressionComment {
        SuppressionComment(text: text, line: line, column: column)
    }

    private func apply(_ findings: [Finding], _ comments: [SuppressionComment], enabled: Set<String>? = nil) -> [Finding] {
        Suppressions.apply(findings: findings, comments: comments, source: source, knownRuleIDs: known,
                           enabledRuleIDs: enabled ?? self.enabled)
    }

    /// "line:column rule message" of each result, for compact exact comparison.
    private func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.start.line):\($0.start.column) \($0.ruleID)" + ($0.ruleID == "superfluous-disable" ? " \($0.message)" : "") }
    }

    func testRegionSuppressesFromTheDisableLineToTheLineBeforeEnable() {
        let findings = (2...6).map { finding("geometry-writeback", line: $0) } + [finding("scroll-state-per-frame", line: 4)]
        let result = apply(findings, [comment("// scroll-lint:disable geometry-writeback", line: 3),
                                      comment("// scroll-lint:enable geometry-writeback", line: 6)])
        XCTAssertEqual(summary(result), ["2:5 geometry-writeback", "4:5 scroll-state-per-frame", "6:5 geometry-writeback"])
    }

    func testUnclosedRegionRunsToTheEndOfTheFile() {
        let result = apply([finding("geometry-writeback", line: 1), finding("geometry-writeback", line: 12)],
                           [comment("// scroll-lint:disable geometry-writeback", line: 2)])
        XCTAssertEqual(summary(result), ["1:5 geometry-writeback"])
    }

    func testAllSuppressesEveryRuleAndEnableAllClosesEveryRegion() {
        let findings = [finding("geometry-writeback", line: 3), finding("scroll-state-per-frame", line: 4),
                        finding("geometry-writeback", line: 8)]
        let result = apply(findings, [comment("// scroll-lint:disable all", line: 2),
                                      comment("// scroll-lint:disable scroll-state-per-frame", line: 3),
                                      comment("// scroll-lint:enable all", line: 6)])
        XCTAssertEqual(summary(result), ["8:5 geometry-writeback"])
    }

    func testNextThisAndFileDirectives() {
        let findings = [finding("geometry-writeback", line: 5), finding("geometry-writeback", line: 6),
                        finding("scroll-state-per-frame", line: 7), finding("scroll-state-per-frame", line: 8),
                        finding("geometry-writeback", line: 10)]
        let result = apply(findings, [
            comment("// scroll-lint:disable:next geometry-writeback -- measured once, on purpose", line: 4),
            comment("// scroll-lint:disable:this scroll-state-per-frame", line: 7, column: 20),
            comment("/* scroll-lint:disable-file geometry-writeback */", line: 9),
        ])
        XCTAssertEqual(summary(result), ["8:5 scroll-state-per-frame"])
    }

    /// SwiftLint's `disable:previous`: the line before the comment, and only that line.
    func testPreviousDirective() {
        let findings = [finding("geometry-writeback", line: 4), finding("geometry-writeback", line: 5),
                        finding("scroll-state-per-frame", line: 4), finding("geometry-writeback", line: 6)]
        let result = apply(findings, [comment("// scroll-lint:disable:previous geometry-writeback -- measured once", line: 5),
                                      comment("// scroll-lint:disable:previous scroll-state-per-frame", line: 1)])
        XCTAssertEqual(summary(result), ["1:33 superfluous-disable 'scroll-lint:disable:previous scroll-state-per-frame' suppresses nothing; remove it",
                                         "4:5 scroll-state-per-frame", "5:5 geometry-writeback", "6:5 geometry-writeback"])
    }

    func testOneDirectiveMayNameSeveralRules() {
        let findings = [finding("geometry-writeback", line: 2), finding("scroll-state-per-frame", line: 2)]
        XCTAssertEqual(apply(findings, [comment("// scroll-lint:disable:next geometry-writeback, scroll-state-per-frame", line: 1)]), [])
        XCTAssertEqual(apply(findings, [comment("// scroll-lint:disable:next geometry-writeback scroll-state-per-frame", line: 1)]), [])
    }

    func testUnknownRulesMalformedDirectivesAndUnusedDisablesAreReported() {
        let result = apply([finding("geometry-writeback", line: 9)], [
            comment("// scroll-lint:disable:next geometry-writeback", line: 1),
            comment("// scroll-lint:disable:this no-such-rule", line: 2, column: 3),
            comment("// scroll-lint:disabel geometry-writeback", line: 3),
            comment("// scroll-lint:disable", line: 4),
            comment("// scroll-lint:enable scroll-state-per-frame", line: 5),
            comment("// scroll-lint:disable:next geometry-writeback because reasons", line: 8),
        ])
        XCTAssertEqual(summary(result), [
            "1:29 superfluous-disable 'scroll-lint:disable:next geometry-writeback' suppresses nothing; remove it",
            "2:31 superfluous-disable unknown rule 'no-such-rule' in 'scroll-lint:disable:this'",
            "3:1 superfluous-disable unknown directive 'scroll-lint:disabel'; expected disable, enable, disable:next, disable:previous, disable:this or disable-file",
            "4:1 superfluous-disable 'scroll-lint:disable' names no rule; write a rule id or 'all'",
            "5:23 superfluous-disable 'scroll-lint:enable scroll-state-per-frame' has no matching 'scroll-lint:disable'",
            "8:48 superfluous-disable unknown rule 'because' in 'scroll-lint:disable:next'",
            "8:56 superfluous-disable unknown rule 'reasons' in 'scroll-lint:disable:next'",
        ])
        let unused = result[0]
        XCTAssertEqual(unused.severity, .warning)
        XCTAssertEqual(unused.end, SourcePosition(line: 1, column: 47))
    }

    func testDisablingARuleThatDidNotRunIsNotSuperfluous() {
        // layout-from-scroll is known but not enabled: it could not have produced findings.
        XCTAssertEqual(apply([], [comment("// scroll-lint:disable-file layout-from-scroll", line: 1)]), [])
    }

    func testNoDirectiveFindingsWhenSuperfluousDisableIsOff() {
        let result = apply([], [comment("// scroll-lint:disable nope", line: 1)], enabled: ["geometry-writeback"])
        XCTAssertEqual(result, [])
    }

    func testDirectiveFindingsCanThemselvesBeSuppressed() {
        let result = apply([], [comment("// scroll-lint:disable-file superfluous-disable", line: 1),
                                comment("// scroll-lint:disable nope", line: 4)])
        XCTAssertEqual(result, [])
    }

    func testOrdinaryAndDocCommentsAreNotDirectives() {
        XCTAssertNil(SuppressionDirective.parse("/// scroll-lint:disable geometry-writeback"))
        XCTAssertNil(SuppressionDirective.parse("/** scroll-lint:disable geometry-writeback */"))
        XCTAssertNil(SuppressionDirective.parse("// see scroll-lint:disable in the docs"))
        XCTAssertEqual(SuppressionDirective.parse("//scroll-lint:disable a -- why -- not"), .directive(SuppressionDirective(
            action: .disable, rules: [.init(id: "a", scalarOffset: 22, scalarLength: 1)], reason: "why -- not")))
    }

    func testOnlyCommentTokensCount() {
        // A directive spelled inside a string literal is a string token, not a comment.
        let text = "let s = \"// scroll-lint:disable:next geometry-writeback\"\nlet x = 1 // scroll-lint:disable:this scroll-state-per-frame\n"
        let file = SourceFile(path: "A.swift", text: text)
        let tokens = [
            Token(kind: .keyword, start: 0, end: 3, line: 1, column: 1),
            Token(kind: .string, start: 8, end: 56, line: 1, column: 9),
            Token(kind: .keyword, start: 57, end: 60, line: 2, column: 1),
            Token(kind: .lineComment, start: 67, end: 117, line: 2, column: 11),
        ]
        XCTAssertEqual(file.text(of: tokens[3]), "// scroll-lint:disable:this scroll-state-per-frame")
        let findings = [finding("geometry-writeback", line: 2), finding("scroll-state-per-frame", line: 2)]
        let result = Suppressions.apply(findings: findings, tokens: tokens, source: file, knownRuleIDs: known,
                                        enabledRuleIDs: enabled)
        XCTAssertEqual(summary(result), ["2:5 geometry-writeback"])
    }

    func testMetadataOfTheDirectiveRule() {
        let metadata = SuppressionDirectives.ruleMetadata
        XCTAssertEqual(metadata.id, "superfluous-disable")
        XCTAssertEqual(metadata.defaultSeverity, .warning)
        XCTAssertTrue(metadata.enabledByDefault)
        XCTAssertFalse(metadata.documentation.isEmpty)
    }
}
