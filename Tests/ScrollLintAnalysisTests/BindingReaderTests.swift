import XCTest

/// A view's own `@State` list handed as `$list` to a view in another file: whether that view
/// writes through its binding decides whether the list's values can be edited in place.
final class BindingReaderTests: XCTestCase {
    private let summary = """
        import SwiftUI

        struct Leg: Identifiable, Hashable {
            var id = UUID()
            var code: String
        }

        struct LegEditor: View {
            @Binding var leg: Leg

            var body: some View {
                Button("Rename") { leg.code = "EGLL" }
            }
        }

        struct LegSummary: View {
            let codes: [String]
            @State private var legs: [Leg] = []

            var body: some View {
                VStack {
                    ForEach(legs, id: \\.self) { leg in
                        LegCell(leg: leg, legs: $legs)
                    }
                }
                .onAppear { legs = codes.map { Leg(code: $0) } }
            }
        }

        """

    private func cell(_ body: String) -> String {
        "import SwiftUI\n\nstruct LegCell: View {\n    let leg: Leg\n    @Binding var legs: [Leg]\n\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    func testACellThatOnlyReadsTheBindingEditsNothing() {
        let files = [("Summary.swift", summary), ("LegCell.swift", cell("Text(leg.code)"))]
        XCTAssertEqual(findingPlaces(files, rule: "self-id-mutable-model"), [])
    }

    func testACellThatWritesThroughTheBindingEditsTheList() {
        for write in ["Button(leg.code) { legs[0].code += \"!\" }", "Button(leg.code) { legs.removeAll() }",
                      "LegEditor(leg: $legs[0])"] {
            let files = [("Summary.swift", summary), ("LegCell.swift", cell(write))]
            XCTAssertEqual(findingPlaces(files, rule: "self-id-mutable-model"), ["Summary.swift:22:31"], write)
        }
    }
}
