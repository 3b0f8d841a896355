import XCTest

/// A generic container view declared in another file that shows a content closure only as a
/// pushed screen (`NavigationLink("See all") { page() }`): a scroll view built in that closure is
/// a separate screen, not nested in the list around the container.
final class PushedContentTests: XCTestCase {
    private func shelf(showing use: String) -> String {
        """
        import SwiftUI

        struct Shelf<Tile: View, Page: View>: View {
            private let title: String
            private let tile: () -> Tile
            private let page: () -> Page

            init(_ title: String, @ViewBuilder tile: @escaping () -> Tile, @ViewBuilder viewAll: @escaping () -> Page) {
                self.title = title
                self.tile = tile
                self.page = viewAll
            }

            var body: some View {
                Section {
                    tile()
                } header: {
                    HStack {
                        Text(title)
                        \(use)
                    }
                }
            }
        }

        """
    }

    private let library = """
        import SwiftUI

        struct LibraryScreen: View {
            var body: some View {
                NavigationStack {
                    List {
                        Shelf("Albums") {
                            Text("Latest album")
                        } viewAll: {
                            List(0..<50, id: \\.self) { Text("Album \\($0)") }
                        }
                    }
                }
            }
        }

        """

    func testAClosureShownOnlyAsAPushedScreenIsNotNested() {
        XCTAssertEqual(findingPlaces([("Shelf.swift", shelf(showing: "NavigationLink(\"See all\") { page() }")),
                                      ("LibraryScreen.swift", library)], rule: "nested-same-axis-scroll"), [])
    }

    func testAClosureShownInPlaceIsNested() {
        XCTAssertEqual(findingPlaces([("Shelf.swift", shelf(showing: "page()")), ("LibraryScreen.swift", library)],
                                     rule: "nested-same-axis-scroll"), ["LibraryScreen.swift:10:21"])
    }
}
