import XCTest

/// A measured rectangle handed as a `$binding` to a view declared in another file sizes that view
/// only if the view reads the binding: a chip that declares `@Binding var anchor` and never names
/// it again lays out the same whatever is written.
final class UnreadBindingTests: XCTestCase {
    private let screen = """
        import SwiftUI

        struct PayslipsScreen: View {
            @State private var legendAnchor: CGRect = .zero
            @State private var showsLegend = false

            var body: some View {
                NavigationStack {
                    Text("Payslips")
                        .toolbar {
                            ToolbarItem {
                                LegendChip(isShowingLegend: $showsLegend, anchor: $legendAnchor)
                                    .background(
                                        GeometryReader { geo in
                                            Color.clear.preference(key: LegendAnchorKey.self, value: geo.frame(in: .global))
                                        }
                                    )
                            }
                        }
                        .onPreferenceChange(LegendAnchorKey.self) { rect in
                            legendAnchor = rect
                        }
                }
            }
        }

        struct LegendAnchorKey: PreferenceKey {
            static var defaultValue: CGRect = .zero
            static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
        }

        """

    private func findings(chip: String, extra: [(String, String)] = []) -> [String] {
        findingPlaces([("PayslipsScreen.swift", screen), ("LegendChip.swift", chip)] + extra, rule: "geometry-writeback")
    }

    /// The chip, its button given `sizing` (a modifier, or nothing).
    private func chip(sizing: String) -> String {
        """
        import SwiftUI

        struct LegendChip: View {
            @Binding var isShowingLegend: Bool
            @Binding var anchor: CGRect

            var body: some View {
                Button("Legend") { isShowingLegend.toggle() }\(sizing)
            }
        }

        """
    }

    func testABindingTheChildNeverReadsSizesNothing() {
        XCTAssertEqual(findings(chip: chip(sizing: "")), [])
    }

    func testABindingTheChildFramesItselfWithStillLoops() {
        XCTAssertEqual(findings(chip: chip(sizing: "\n                .frame(width: anchor.width)")), ["PayslipsScreen.swift:21:21"])
    }

    func testAnExtensionElsewhereMayReadTheBinding() {
        let chip = """
            import SwiftUI

            struct LegendChip: View {
                @Binding var isShowingLegend: Bool
                @Binding var anchor: CGRect
            }

            """
        let body = """
            import SwiftUI

            extension LegendChip {
                var body: some View {
                    Button("Legend") { isShowingLegend.toggle() }
                        .frame(width: anchor.width)
                }
            }

            """
        XCTAssertEqual(findings(chip: chip, extra: [("LegendChip+Body.swift", body)]), ["PayslipsScreen.swift:21:21"])
    }
}
