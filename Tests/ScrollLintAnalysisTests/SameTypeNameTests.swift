@testable import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// A repository of several apps declares the same type name more than once: each file resolves the
/// name to the declaration nearest its folder, and stays silent where two are equally near.
final class SameTypeNameTests: XCTestCase {
    private func lint(_ files: [String: String]) -> [String] {
        let inputs = files.keys.sorted().map { LintInput(path: $0, bytes: Array(files[$0]!.utf8)) }
        return Linter(configuration: LintConfiguration(enabledRules: ["self-id-mutable-model"])).lint(inputs)
            .map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID)" }
    }

    /// A value type whose title the list edits in place: `\.self` changes with every edit.
    private let valueItem = "struct Item: Hashable {\n    var title: String\n}\n"
    /// A class: a row keeps the instance, whatever an edit changes.
    private let classItem = "final class Item: Hashable {\n    var title = \"\"\n    static func == (a: Item, b: Item) -> Bool { a === b }\n    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }\n}\n"
    private let list = """
        import SwiftUI

        struct ItemList: View {
            @State private var items: [Item] = []

            var body: some View {
                List {
                    ForEach(items, id: \\.self) { item in
                        Text(item.title)
                    }
                }
                .onAppear { items[0].title = "Renamed" }
            }
        }

        """

    func testEachAppResolvesItsOwnDeclaration() {
        let findings = lint([
            "Travel/Models/Item.swift": valueItem,
            "Travel/Views/ItemList.swift": list,
            "Notes/Item.swift": classItem,
            "Notes/Screens/ItemList.swift": list,
        ])
        XCTAssertEqual(findings, ["Travel/Views/ItemList.swift:8:32 self-id-mutable-model"])
    }

    /// Screens of one folder, each with its own nested `Item` (`extension Screen { struct Item }`):
    /// inside each screen the name means its own, as for the compiler, however near the others.
    func testANestedDeclarationIsWhatTheNameMeansInsideItsType() {
        func screen(_ name: String) -> String {
            list.replacingOccurrences(of: "ItemList", with: name)
        }
        let findings = lint([
            "App/Screens/Travel.swift": screen("Travel") + "extension Travel {\n" + valueItem + "}\n",
            "App/Screens/Notes.swift": screen("Notes"),
            "App/Screens/Notes+Item.swift": "extension Notes {\n" + classItem + "}\n",
        ])
        XCTAssertEqual(findings, ["App/Screens/Travel.swift:8:32 self-id-mutable-model"])
    }

    func testEquallyNearDeclarationsLeaveTheNameAmbiguous() {
        let findings = lint([
            "Apps/Travel/Item.swift": valueItem,
            "Apps/Notes/Item.swift": classItem,
            "Apps/Shared/ItemList.swift": list,
        ])
        XCTAssertEqual(findings, [])
    }

    func testANameDeclaredInMoreThanEightAppsStaysAmbiguous() {
        func apps(_ count: Int) -> [String: String] {
            var files = ["App0/ItemList.swift": list]
            for index in 0..<count { files["App\(index)/Item.swift"] = index == 0 ? valueItem : classItem }
            return files
        }
        XCTAssertEqual(lint(apps(8)), ["App0/ItemList.swift:8:32 self-id-mutable-model"])
        XCTAssertEqual(lint(apps(9)), [], "nine declarations: the index keeps none of them")
    }

    func testAnExtensionJoinsTheNearestDeclaration() {
        let index = ProjectIndex.nearest(["Travel/Models/Item.swift", "Notes/Item.swift"], to: "Travel/Views/ItemList.swift")
        XCTAssertEqual(index, 0)
        XCTAssertEqual(ProjectIndex.nearest(["A/Item.swift", "A/B/Item.swift"], to: "A/List.swift"), 0, "the same folder wins")
        XCTAssertEqual(ProjectIndex.nearest(["A/Item.swift", "B/Item.swift"], to: "C/List.swift"), nil, "a tie resolves to nothing")
        XCTAssertEqual(ProjectIndex.nearest(["Item.swift", "B/Item.swift"], to: "List.swift"), 0)
    }

    /// Apps are the folders just inside the folder every linted file lies in, however the paths
    /// are spelled: `.`, one folder up, or absolute. A write in one app is not another app's edit.
    func testAppsAreFoldersInsideTheLintedTreeHoweverPathsAreGiven() {
        let writer = "struct Renamer {\n    func rename(_ item: inout Item) { item.title = \"Renamed\" }\n}\n"
        // The list is handed in (its owner may pass elements to the renamer), and edits nothing itself.
        let readOnlyList = list.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(".onAppear") }.joined(separator: "\n")
            .replacingOccurrences(of: "@State private var items: [Item] = []", with: "@Binding var items: [Item]")
        for prefix in ["", "Repo/", "/work/checkouts/Repo/"] {
            let findings = lint([
                prefix + "Travel/Item.swift": valueItem,
                prefix + "Travel/ItemList.swift": readOnlyList,
                prefix + "Notes/Renamer.swift": writer,
            ])
            XCTAssertEqual(findings, [], "paths under \"\(prefix)\"")
            let sameApp = lint([
                prefix + "Travel/Item.swift": valueItem,
                prefix + "Travel/ItemList.swift": readOnlyList,
                prefix + "Travel/Renamer.swift": writer,
            ])
            XCTAssertEqual(sameApp, [prefix + "Travel/ItemList.swift:8:32 self-id-mutable-model"], "paths under \"\(prefix)\"")
        }
    }

    func testCommonFolderOfPaths() {
        XCTAssertEqual(IdentityFacts.commonFolder("/a/b/c", "/a/b/d"), "/a/b")
        XCTAssertEqual(IdentityFacts.commonFolder("a/b", "c"), "")
        XCTAssertEqual(IdentityFacts.commonFolder(nil, "a/b"), "a/b")
        var facts = IdentityFacts()
        facts.root = "/r"
        XCTAssertEqual(facts.app(ofFolder: "/r/Travel/Views"), "Travel")
        XCTAssertEqual(facts.app(ofFolder: "/r"), "")
    }

    /// Two apps declare a measuring helper of the same name: each file reads its own app's.
    func testEachAppUsesItsOwnGeometryHelper() {
        let scrollOffsetHelper = """
            import SwiftUI
            extension View {
                func track(_ onChange: @escaping (CGFloat) -> Void) -> some View {
                    onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in onChange(y) }
                }
            }

            """
        let frameHelper = """
            import SwiftUI
            struct EdgeKey: PreferenceKey {
                static let defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
            }
            extension View {
                func track(_ onChange: @escaping (CGFloat) -> Void) -> some View {
                    background(GeometryReader { proxy in
                        Color.clear.preference(key: EdgeKey.self, value: proxy.frame(in: .global).minY)
                    })
                    .onPreferenceChange(EdgeKey.self) { onChange($0) }
                }
            }

            """
        let screen = """
            import SwiftUI
            struct Screen: View {
                @State private var top: CGFloat = 0
                var body: some View {
                    ScrollViewReader { _ in
                        ScrollView { Text("Rows") }
                    }
                    .track { top = $0 }
                    .overlay { Text("Index").offset(y: top) }
                }
            }

            """
        let findings = Linter(configuration: LintConfiguration(enabledRules: ["scroll-state-per-frame"])).lint([
            LintInput(path: "Alpha/Track.swift", bytes: Array(scrollOffsetHelper.utf8)),
            LintInput(path: "Beta/Track.swift", bytes: Array(frameHelper.utf8)),
            LintInput(path: "Beta/Screen.swift", bytes: Array(screen.utf8)),
        ]).map { "\($0.path):\($0.start.line)" }
        XCTAssertEqual(findings, [])
    }

    /// Two apps each show their own `ContentView` in a window. Only the app whose `App` keeps
    /// state re-creates its window's view; the other's stored rows are made once.
    func testAParentInAnotherAppDoesNotRecreateTheView() {
        let view = """
            import SwiftUI

            struct City: Identifiable {
                var id = UUID()
                var name: String
            }

            struct ContentView: View {
                let cities: [City] = [City(name: "Oslo"), City(name: "Lima")]
                var body: some View {
                    List(cities) { city in Text(city.name) }
                }
            }

            """
        let statelessApp = "import SwiftUI\n\n@main\nstruct CitiesApp: App {\n    var body: some Scene {\n        WindowGroup { ContentView() }\n    }\n}\n"
        let statefulApp = "import SwiftUI\n\n@main\nstruct CounterApp: App {\n    @State private var count = 0\n    var body: some Scene {\n        WindowGroup { ContentView().onTapGesture { count += 1 } }\n    }\n}\n"
        let inputs = [("Cities/ContentView.swift", view), ("Cities/CitiesApp.swift", statelessApp),
                      ("Counter/ContentView.swift", view), ("Counter/CounterApp.swift", statefulApp)]
        XCTAssertEqual(findingPlaces(inputs, rule: "unstable-identity-uuid"), ["Counter/ContentView.swift:9:27"])
    }
}
