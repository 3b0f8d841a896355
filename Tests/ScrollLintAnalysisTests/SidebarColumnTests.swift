import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// A view the project shows as the sidebar column of a `NavigationSplitView` in another file lists
/// the app's navigation: its body's lists are sidebar lists.
final class SidebarColumnTests: XCTestCase {
    let root = #"""
    import SwiftUI

    struct Channel: Hashable { let name: String }

    struct RootView: View {
        @State private var follows: [Channel] = []

        var body: some View {
            NavigationSplitView {
                ChannelNav(follows: $follows)
                    .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 400)
            } detail: {
                Text("Detail")
            }
        }
    }
    """#

    let navigation = #"""
    import SwiftUI

    struct ChannelNav: View {
        @Binding var follows: [Channel]
        @State private var byName = true

        var body: some View {
            list
        }

        var list: some View {
            VStack {
                Toggle("By name", isOn: $byName)
                List {
                    ForEach(follows.sorted { byName ? $0.name < $1.name : $0.name > $1.name }, id: \.self) { Text($0.name) }
                }
            }
        }
    }
    """#

    func lint(_ files: [(String, String)]) -> [String] {
        findingPlaces(files, rule: "collection-transform-in-body")
    }

    func testAViewShownAsTheSidebarColumnElsewhereListsNavigation() {
        XCTAssertEqual(lint([("Root.swift", root), ("Nav.swift", navigation)]), [])
    }

    func testTheSameViewShownInTheDetailColumnIsReported() {
        let detail = root.replacingOccurrences(of: "ChannelNav(follows: $follows)", with: "Text(\"Channels\")")
            .replacingOccurrences(of: "Text(\"Detail\")", with: "ChannelNav(follows: $follows)")
        XCTAssertEqual(lint([("Root.swift", detail), ("Nav.swift", navigation)]), ["Nav.swift:15:33"])
    }
}
