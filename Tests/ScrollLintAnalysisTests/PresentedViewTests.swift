import XCTest

/// A view the app shows only in sheets and popovers, presented from another file, is presented
/// content as a whole, as a sheet's closure is in the file that presents it.
final class PresentedViewTests: XCTestCase {
    private let picker = """
        import SwiftUI

        struct BranchPicker: View {
            @State private var branches: [Branch] = []

            var body: some View {
                List {
                    ForEach(branches.sorted { $0.name < $1.name }) { branch in
                        Text(branch.name)
                    }
                }
            }
        }

        """

    private func home(_ presentation: String) -> String {
        """
        import SwiftUI

        struct Home: View {
            @State private var shown = false

            var body: some View {
                Button("Branches") { shown = true }
                    \(presentation)
            }
        }

        """
    }

    private func findings(_ presenter: String) -> [String] {
        findingPlaces([("Home.swift", presenter), ("BranchPicker.swift", picker)], rule: "collection-transform-in-body")
    }

    func testAViewShownOnlyInASheetIsPresentedContent() {
        XCTAssertEqual(findings(home(".sheet(isPresented: $shown) { BranchPicker() }")), [])
        XCTAssertEqual(findings(home(".popover(isPresented: $shown) {\n            NavigationStack { BranchPicker() }\n        }")), [])
    }

    func testAViewAlsoShownInPlaceIsReported() {
        let both = home(".sheet(isPresented: $shown) { BranchPicker() }\n                    .overlay { BranchPicker() }")
        XCTAssertEqual(findings(both), ["BranchPicker.swift:8:30"])
        XCTAssertEqual(findings(home(".fullScreenCover(isPresented: $shown) { BranchPicker() }")), ["BranchPicker.swift:8:30"])
    }
}
