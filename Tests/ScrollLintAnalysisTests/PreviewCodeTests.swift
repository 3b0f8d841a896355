import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// Preview code is not shipped: `#Preview`, `PreviewProvider` types and the types only previews
/// use (directly or through other preview-only types) get no findings unless `lintsPreviews`.
final class PreviewCodeTests: XCTestCase {
    let app = """
    import SwiftUI

    struct DemoList: View {
        var body: some View { Text("demo").id(UUID()) }
    }

    struct DemoHost: View {
        var body: some View { NavigationStack { DemoList() } }
    }

    #Preview { DemoHost().id(UUID()) }

    struct Shipped: View {
        var body: some View { Text("x").id(UUID()) }
    }

    struct Shipped_Previews: PreviewProvider {
        static var previews: some View { Shipped().id(UUID()) }
    }

    struct PingA: View {
        var body: some View { PingB().id(UUID()) }
    }

    struct PingB: View {
        var body: some View { PingA() }
    }

    extension DemoList {
        var badge: some View { Text("b").id(UUID()) }
    }

    @main struct DemoApp: App {
        var body: some Scene { WindowGroup { Shipped(); Screen() } }
    }
    """

    let helpers = """
    import SwiftUI

    // Used from the app's code in another file: shipped, even though a preview uses it too.
    struct SharedRow: View {
        var body: some View { Text("row").id(UUID()) }
    }

    struct Screen: View {
        var body: some View { SharedRow() }
    }

    #Preview { SharedRow() }
    """

    func lines(lintingPreviews: Bool) -> [String] {
        var configuration = LintConfiguration(enabledRules: ["unstable-identity-uuid"])
        configuration.lintsPreviews = lintingPreviews
        let findings = Linter(configuration: configuration).lint([
            LintInput(path: "App.swift", bytes: Array(app.utf8)),
            LintInput(path: "Helpers.swift", bytes: Array(helpers.utf8)),
        ])
        return findings.map { "\($0.path):\($0.start.line)" }.sorted()
    }

    func testNoFindingsInPreviewCodeByDefault() {
        // Shipped (used by the app) and SharedRow (used by Screen) are linted; DemoList, its
        // extension and DemoHost are preview code, and the PingA/PingB cycle, which nothing the
        // app shows reaches, is never shown.
        XCTAssertEqual(lines(lintingPreviews: false), ["App.swift:14", "Helpers.swift:5"])
    }

    func testLintPreviewsReportsThemToo() {
        XCTAssertEqual(lines(lintingPreviews: true), [
            "App.swift:11", "App.swift:14", "App.swift:18", "App.swift:22", "App.swift:30", "App.swift:4", "Helpers.swift:5",
        ])
    }
}

/// A modifier method of `extension View` (and the ViewModifier it applies) that only preview code
/// calls is preview code too.
final class PreviewOnlyModifierTests: XCTestCase {
    let source = """
    import SwiftUI

    extension ScrollView {
        func demoHeader() -> some View { modifier(DemoHeader()) }
    }

    struct DemoHeader: ViewModifier {
        func body(content: Content) -> some View { content.id(UUID()) }
    }

    extension View {
        func shippedBadge() -> some View { self.id(UUID()) }
    }

    struct DemoScreen: View {
        var body: some View { ScrollView { Text("a") }.demoHeader() }
    }

    struct Shipped: View {
        var body: some View { Text("b").shippedBadge() }
    }

    #Preview { DemoScreen() }

    @main struct DemoApp: App {
        var body: some Scene { WindowGroup { Shipped() } }
    }
    """

    /// A file whose very first token is a name (scanned for uses from its first token on).
    func testAFileThatStartsWithACall() {
        for source in ["load()", "x.y()", ".z()", "A()"] {
            XCTAssertEqual(Linter().lint([LintInput(path: "Top.swift", bytes: Array(source.utf8))]).count, 0, source)
        }
    }

    func testModifiersOnlyPreviewsUseAreNotLinted() {
        let findings = Linter(configuration: LintConfiguration(enabledRules: ["unstable-identity-uuid"]))
            .lint([LintInput(path: "App.swift", bytes: Array(source.utf8))])
        XCTAssertEqual(findings.map { "\($0.start.line):\($0.start.column)" }, ["12:48"])
    }
}

/// Other code that does not ship: a file with top-level statements outside `main.swift` (a
/// playground page, notes kept as `.swift`), and a struct with a `body` that conforms to nothing
/// and that nothing uses.
final class UnshippedCodeTests: XCTestCase {
    func lines(_ files: [(String, String)]) -> [String] {
        Linter(configuration: LintConfiguration(enabledRules: ["unstable-identity-uuid"]))
            .lint(files.map { LintInput(path: $0.0, bytes: Array($0.1.utf8)) })
            .map { "\($0.path):\($0.start.line)" }
    }

    func testTopLevelStatementsMakeAFileAScript() {
        let notes = """
        https://example.com/a-question-about-ids

        struct Row: View {
            var body: some View { Text("x").id(UUID()) }
        }
        """
        let main = """
        print("starting")
        struct Tool: View {
            var body: some View { Text("x").id(UUID()) }
        }
        """
        XCTAssertEqual(lines([("Notes/Ids.swift", notes), ("Tool/main.swift", main)]), ["Tool/main.swift:3"])
    }

    func testAnUnusedBodyThatIsNoViewIsADraft() {
        let source = """
        import SwiftUI

        struct Draft {
            var body: some View { Text("x").id(UUID()) }
        }

        struct Used {
            var body: some View { Text("y").id(UUID()) }
        }

        struct Screen: View {
            var body: some View { Used().body }
        }
        """
        XCTAssertEqual(lines([("Draft.swift", source)]), ["Draft.swift:8"])
    }

    /// In a whole app (its `@main` is linted), a non-public view or modifier that nothing names is
    /// never shown; without the entry point (a module linted alone) every view counts as used.
    func testAViewOrModifierNothingNamesInAnAppIsNeverShown() {
        let views = """
        import SwiftUI

        struct SwipeDraft: ViewModifier {
            func body(content: Content) -> some View { content.id(UUID()) }
        }

        struct OldScreen: View {
            var body: some View { Text("old").id(UUID()) }
        }

        public struct PublicCard: View {
            public var body: some View { Text("card").id(UUID()) }
        }

        struct Home: View {
            var body: some View { Text("home").id(UUID()).framed() }
        }

        // A debug screen and its own picker, which name only each other: never shown.
        struct SyncDebugScreen: View {
            var body: some View { RangePicker().id(UUID()) }
            enum Range { case day, week }
        }

        struct RangePicker: View {
            var range = SyncDebugScreen.Range.day
            var body: some View { Text("range").id(UUID()) }
        }

        // Applied only by a modifier method nothing calls: never shown.
        struct SwipeReveal: ViewModifier {
            func body(content: Content) -> some View { content.id(UUID()) }
        }

        // Applied by a modifier method that a used one calls without a dot: shown.
        struct Frame: ViewModifier {
            func body(content: Content) -> some View { content.id(UUID()) }
        }

        extension View {
            func swipeReveal() -> some View { modifier(SwipeReveal()) }
            func bordered() -> some View { modifier(Frame()) }
            func framed() -> some View { bordered().padding() }
        }
        """
        let app = """
        import SwiftUI

        @main struct NotesApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        """
        XCTAssertEqual(lines([("Views.swift", views), ("App.swift", app)]).sorted(), ["Views.swift:12", "Views.swift:16", "Views.swift:37"])
        XCTAssertEqual(lines([("Views.swift", views)]).sorted(),
                       ["Views.swift:12", "Views.swift:16", "Views.swift:21", "Views.swift:27", "Views.swift:32",
                        "Views.swift:37", "Views.swift:4", "Views.swift:8"])
    }
}
