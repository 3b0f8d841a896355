import Foundation
import XCTest

/// Inputs built to exhaust the stack or the clock, linted by the real binary as users run it:
/// one file, so the parse happens on the main thread with the platform's default stack, in a
/// separate process, so a stack overflow shows as a failing exit status (SIGSEGV, 139 in a shell)
/// instead of killing the test runner. Each deep construct is followed by a view with one known finding, which must be
/// reported at its exact place: past the nesting bound the linter skips, it does not give up.
final class RobustnessEndToEndTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        // Every rule walks the deep trees, opt-in ones included.
        try folder.write(".scroll-lint.json", #"{"rules": {"all": true}}"#)
    }

    /// A view after the deep part; its `.id(UUID())` is the one finding every case expects.
    private static let trailer = ["", "struct Row: View {", "    var body: some View {", "        Text(\"row\").id(UUID())",
                                  "    }", "}", ""]

    private struct ReportedFinding: Decodable, Equatable, CustomStringConvertible {
        var rule: String, line: Int, column: Int
        var description: String { "\(rule)@\(line):\(column)" }
    }

    /// Lints `deep` followed by the trailer view; checks the exit status, that the only finding is
    /// the trailer's, and that the run took less than `seconds`.
    private func assertLintsPast(_ name: String, _ deep: String, seconds: TimeInterval = 30,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let deepLines = deep.reduce(into: 0) { count, character in if character == "\n" { count += 1 } }
        let text = deep + (deep.hasSuffix("\n") ? "" : "\n") + Self.trailer.joined(separator: "\n")
        let trailerStart = deepLines + (deep.hasSuffix("\n") ? 0 : 1)
        try folder.write("\(name).swift", text)
        let start = Date()
        let result = try folder.run(["lint", "\(name).swift", "--format", "json"])
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(result.status, 1, "\(name): \(result.standardError.prefix(500))", file: file, line: line)
        struct Report: Decodable { var findings: [ReportedFinding] }
        let findings = (try? JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8)))?.findings
        let expected = ReportedFinding(rule: "unstable-identity-uuid", line: trailerStart + 4, column: 24)
        XCTAssertEqual(findings, [expected], name, file: file, line: line)
        XCTAssertLessThan(elapsed, seconds, name, file: file, line: line)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("\(name).swift"))
    }

    private func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// Nesting that is not bracketed, or whose brackets belong to a declaration: each once made
    /// the parser recurse without bound (8,000 `#if` and 10,000 types were enough).
    func testNestedConditionalCompilationTypesAndElseIfChains() throws {
        try assertLintsPast("IfConfig", repeated("#if A\n", 8_000) + "let x = 1\n" + repeated("#endif\n", 8_000))
        try assertLintsPast("IfConfigElse", repeated("#if A\nlet a = 1\n#else\n", 8_000) + repeated("#endif\n", 8_000))
        for keyword in ["struct", "enum", "extension", "class", "protocol", "actor"] {
            try assertLintsPast("Nested-\(keyword)", repeated("\(keyword) S {\n", 10_000) + repeated("}\n", 10_000))
        }
        try assertLintsPast("ElseIfExpression", "let v = if a { 1 }" + repeated(" else if a { 1 }", 50_000) + " else { 2 }\n")
        try assertLintsPast("ElseIfStatement", "func f() {\n    if a {}\n"
            + repeated("    else if a {}\n", 50_000) + "}\n")
        try assertLintsPast("SwitchCasesInIfConfig", "func f() {\n    switch x {\n" + repeated("#if A\n", 8_000)
            + "    case 1: break\n" + repeated("#endif\n", 8_000) + "    }\n}\n")
    }

    /// A modifier chain continued through nested `#if` blocks: once a crash at 20,000 levels,
    /// and time that grew with the square of the depth before it.
    func testPostfixChainThroughNestedIfConfig() throws {
        try assertLintsPast("PostfixIfConfig", "let v = x\n" + repeated("#if A\n.a\n", 20_000) + repeated("#endif\n", 20_000),
                            seconds: 20)
    }

    /// Prefixes the parser used to consume by recursion: pattern bindings and attributes.
    func testRepeatedBindingsAndAttributesInExpressions() throws {
        try assertLintsPast("Bindings", "let v = f(" + repeated("let ", 50_000) + "x)\n")
        try assertLintsPast("Attributes", "let v = f(" + repeated("@a ", 50_000) + "x)\n")
    }

    /// Deep brackets of every kind, which were bounded already; kept so the bound stays tested for
    /// each construct (10,000 levels overflowed the stack where the bound was missing).
    func testDeeplyNestedBracketsClosuresAndStatements() throws {
        let depth = 10_000
        try assertLintsPast("Parentheses", "let v = " + repeated("(", depth) + "x" + repeated(")", depth))
        try assertLintsPast("Arrays", "let v = " + repeated("[", depth) + "x" + repeated("]", depth))
        try assertLintsPast("Calls", "let v = " + repeated("f(", depth) + "x" + repeated(")", depth))
        try assertLintsPast("Closures", "let v = " + repeated("{ x in ", depth) + repeated("}", depth))
        try assertLintsPast("TrailingClosures", "let v = " + repeated("f { ", depth) + repeated("}", depth))
        try assertLintsPast("Ifs", "func f() {\n" + repeated("if a {\n", depth) + repeated("}\n", depth) + "}\n")
        try assertLintsPast("Switches", "func f() {\n" + repeated("switch x {\ncase 1:\n", depth) + repeated("}\n", depth) + "}\n")
        try assertLintsPast("Functions", repeated("func f() {\n", depth) + repeated("}\n", depth))
        try assertLintsPast("Accessors", repeated("var a: Int {\n", depth) + repeated("}\n", depth))
        try assertLintsPast("Interpolations", "let s = " + repeated("\"\\(", depth) + "x" + repeated(")\"", depth))
        try assertLintsPast("Ternaries", "let v = " + repeated("a ? b : ", depth) + "c\n")
        try assertLintsPast("Prefixes", "let v = " + repeated("- ", depth) + "x\n")
        try assertLintsPast("Tries", "let v = " + repeated("try ", depth) + "x\n")
        // The deepest trees the bounds allow: the longest member chains, nested in arguments.
        try assertLintsPast("NestedChains", "let v = " + repeated("x" + repeated(".a", 510) + "(", 60) + repeated(")", 60) + "\n")
    }

    /// Runs that cost time proportional to the square of their length before: every modifier
    /// looked ahead to the declaration, every `<` scanned to the end for a generic list.
    func testLongRunsStayLinear() throws {
        try assertLintsPast("Modifiers", repeated("private ", 200_000) + "var x = 1\n", seconds: 20)
        try assertLintsPast("LessThanChain", "let v = " + repeated("a<", 100_000) + "a\n", seconds: 20)
    }
}
