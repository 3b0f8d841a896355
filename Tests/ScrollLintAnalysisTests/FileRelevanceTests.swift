@testable import ScrollLintAnalysis
import ScrollLintSyntax
import XCTest

/// What pass one keeps to decide whether pass two checks a file.
final class FileRelevanceTests: XCTestCase {
    private func tree(_ text: String) -> SyntaxTree {
        SyntaxTree.parse(SourceFile(path: "A.swift", text: text), skippingBodiesWithout: FileSummarizer.indexedBodies)
    }

    func testCalledNamesAreTheDistinctCalledOrMemberNames() {
        let names = CalledNames(in: tree("func f() { a.b(c); d { }; e(1); a.b(c); let g = h }\nstruct S { var body: some View { Text(\"x\").padding() } }"))
        // A superset: `S {` and `View {` count too, as a name before `{` may be a trailing closure;
        // `func f(` declares `f` and calls nothing.
        XCTAssertEqual(Set(names.strings), ["b", "d", "e", "S", "View", "Text", "padding"])
        XCTAssertEqual(names.count, 7)
        XCTAssertEqual(names.strings.count, 7, "each name once")
        let lookup = names.lookup
        XCTAssertTrue(lookup.contains("padding"))
        XCTAssertFalse(lookup.contains("f"))
        XCTAssertFalse(lookup.contains("paddin"))
        XCTAssertTrue(lookup.isDisjoint(with: ["f", "g", "h", "c", "a"]))
        XCTAssertFalse(lookup.isDisjoint(with: ["f", "Text"]))
    }

    func testManyDistinctNamesAreAllKept() {
        let calls = (0..<5_000).map { "call\($0)()" }
        let names = CalledNames(in: tree("func f() {\n" + (calls + calls.reversed()).joined(separator: "\n") + "\n}"))
        XCTAssertEqual(Set(names.strings), Set((0..<5_000).map { "call\($0)" }))
        XCTAssertEqual(names.strings.count, 5_000)
        let lookup = names.lookup
        XCTAssertTrue((0..<5_000).allSatisfy { lookup.contains("call\($0)") })
        XCTAssertFalse(lookup.contains("call5000"))
    }

    func testPresentFindsTheWantedNamesAcrossFiles() {
        let first = CalledNames(in: tree("func table() -> some View { rows() }"))
        let second = CalledNames(in: tree("struct V { var body: some View { header().padding() } }"))
        XCTAssertEqual(CalledNames.present(["table", "rows", "header", "footer", "paddin"], in: [first, second]), ["rows", "header"])
        XCTAssertEqual(CalledNames.present(["table"], in: []), [])
    }

    func testAUUIDThatCanBeAnIdentityIsMarked() {
        func marked(_ text: String) -> Bool { CalledNames(in: tree(text)).lookup.contains(CalledNames.identityUUID) }
        // A getter's value, the argument of `.id(...)`, through parentheses, `try` and `await`.
        XCTAssertTrue(marked("struct Row: Identifiable { var id: UUID { UUID() } }"))
        XCTAssertTrue(marked("struct Row { var id: String { return UUID().uuidString } }"))
        XCTAssertTrue(marked("struct Row { var id: UUID { get { (UUID()) } } }"))
        XCTAssertTrue(marked("struct V: View { var body: some View { Text(\"x\").id(UUID()) } }"))
        XCTAssertTrue(marked("func f() { view.id(try UUID()) }"))
        // A stored default, an argument, a value built from one: minted once, or no identity here.
        XCTAssertFalse(marked("struct Row: Identifiable { let id = UUID() }"))
        XCTAssertFalse(marked("func f() { save(name: UUID().uuidString); let row = Row(id: UUID()) }"))
        XCTAssertFalse(marked("struct V: View { var body: some View { Text(\"x\").id(UUID(uuidString: key)) } }"))
        XCTAssertFalse(marked("func f() -> UUID { return UUID }"))
    }

    func testANameBeforeGenericArgumentsIsCalled() {
        let names = CalledNames(in: tree("struct V: View { var body: some View { GeometryReader<AnyView> { proxy in AnyView(Color.clear) } } }"))
        XCTAssertTrue(names.lookup.contains("GeometryReader"))
        // A comparison counts too: the names are a superset of the calls.
        XCTAssertTrue(CalledNames(in: tree("func f() -> Bool { a < b }")).lookup.contains("a"))
    }

    func testAGenericGeometryReaderAloneIsChecked() {
        // No other trigger in the file: before the name before `<` counted, pass two skipped it.
        let source = """
        import SwiftUI
        struct Header: View {
          @Binding var offset: CGFloat
          var body: some View {
            GeometryReader<AnyView> { proxy in
              Task { offset = proxy.frame(in: .global).minY }
              return AnyView(Color.clear)
            }
          }
        }
        """
        let findings = Linter().lint([LintInput(path: "Header.swift", bytes: Array(source.utf8))])
        XCTAssertEqual(findings.map { "\($0.ruleID) \($0.start.line):\($0.start.column)" }, ["geometry-writeback 6:14"])
    }

    func testRowIdentityKeyPathsAndSecondScrollContainersAreMarked() {
        func lookup(_ text: String) -> CalledNameLookup { CalledNames(in: tree(text)).lookup }
        XCTAssertTrue(lookup("func f() { ForEach(xs, id: \\.self) { x in } }").contains(CalledNames.selfOrOffsetIdentity))
        XCTAssertTrue(lookup("func f() { ForEach(xs.enumerated(), id:\\.offset) { x in } }").contains(CalledNames.selfOrOffsetIdentity))
        XCTAssertFalse(lookup("func f() { ForEach(xs, id: \\.name) { x in } }").contains(CalledNames.selfOrOffsetIdentity))
        XCTAssertTrue(lookup("func f() { ScrollView { List(xs) { x in } } }").contains(CalledNames.scrollContainers))
        XCTAssertFalse(lookup("func f() { ScrollView { Text(\"x\") } }").contains(CalledNames.scrollContainers))
    }

    func testDirectivesAreFoundInCommentsOnly() {
        XCTAssertTrue(FileSummarizer.mentionsDirective(tree("let a = 1 // scroll-lint:disable:this x")))
        XCTAssertTrue(FileSummarizer.mentionsDirective(tree("/* sscroll-lint:enable all */")))
        XCTAssertTrue(FileSummarizer.mentionsDirective(tree("//scroll-lint:")))
        XCTAssertFalse(FileSummarizer.mentionsDirective(tree("let s = \"// scroll-lint:disable x\"")))
        XCTAssertFalse(FileSummarizer.mentionsDirective(tree("// scroll-lint disable x\n// scroll-lint")))
    }
}

/// `Linter.run(_:settling:)`: which candidates are linted is settled while pass one starts.
final class SettledInputsTests: XCTestCase {
    private let view = Array("""
    import SwiftUI
    struct Feed: View {
        var body: some View { List { Text("a") }.id(UUID()) }
    }
    """.utf8)

    func testSetAsideCandidatesAreNeitherLintedNorReported() {
        struct Unreadable: Error {}
        let candidates = [
            LintInput(path: "Kept.swift", bytes: view),
            LintInput(path: "SetAside.swift", bytes: view),
            LintInput(path: "Broken.swift") { throw Unreadable() },
        ]
        var asked = 0
        let run = Linter().run(candidates) {
            asked += 1
            return [candidates[0], nil, nil]
        }
        XCTAssertEqual(asked, 1)
        XCTAssertEqual(run.findings.map { "\($0.path) \($0.ruleID) \($0.start.line)" }, ["Kept.swift unstable-identity-uuid 3"])
        // The unreadable candidate was set aside: no error for it.
        XCTAssertTrue(run.unreadable.isEmpty)
        // As a plain run over the kept inputs.
        XCTAssertEqual(run.findings, Linter().run([candidates[0]]).findings)
    }

    func testAnUnreadableKeptCandidateIsReported() {
        struct Unreadable: Error {}
        let candidates = [LintInput(path: "A.swift") { throw Unreadable() }]
        let run = Linter().run(candidates) { [candidates[0]] }
        XCTAssertEqual(run.unreadable.map(\.path), ["A.swift"])
    }
}
