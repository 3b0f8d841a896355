import XCTest

/// A file whose only geometry reading is the project's own measuring modifier, declared in another
/// file, is still checked when the geometry rules run alone (`--only`): the helper, not the file,
/// names the `GeometryReader`.
final class ProjectHelperRelevanceTests: XCTestCase {
    private let helper = """
        import SwiftUI

        extension View {
            func readSize(_ onChange: @escaping (CGSize) -> Void) -> some View {
                background(GeometryReader { proxy in
                    Color.clear
                        .onAppear { onChange(proxy.size) }
                        .onChange(of: proxy.size) { onChange($0) }
                })
            }
        }

        """
    private let note = """
        import SwiftUI

        struct ExpandingNote: View {
            let text: String
            @State private var height: CGFloat = 0

            var body: some View {
                Text(text)
                    .frame(height: height)
                    .readSize { size in height = size.height }
            }
        }

        """

    func testGeometryWritebackAloneChecksAFileCallingOnlyAProjectHelper() {
        XCTAssertEqual(findingPlaces([("View+ReadSize.swift", helper), ("ExpandingNote.swift", note)], rule: "geometry-writeback"),
                       ["ExpandingNote.swift:10:33"])
    }

    func testScrollStatePerFrameAloneChecksAFileCallingOnlyAProjectHelper() {
        let screen = """
            import SwiftUI

            struct ArtistScreen: View {
                @State private var headerTop: CGFloat = 0

                var body: some View {
                    ScrollView {
                        Text("Artist")
                            .readFrame(in: .named("scroll")) { rect in
                                headerTop = rect.minY
                            }
                        Text("Albums")
                    }
                    .coordinateSpace(name: "scroll")
                    .overlay(alignment: .top) { Text("Artist").offset(y: max(headerTop, 0)) }
                }
            }

            """
        let frameHelper = """
            import SwiftUI

            struct FramePreferenceKey: PreferenceKey {
                static var defaultValue: CGRect = .zero
                static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
            }

            extension View {
                func readFrame(in space: CoordinateSpace, onChange: @escaping (CGRect) -> Void) -> some View {
                    background(GeometryReader { proxy in
                        Color.clear.preference(key: FramePreferenceKey.self, value: proxy.frame(in: space))
                    })
                    .onPreferenceChange(FramePreferenceKey.self, perform: onChange)
                }
            }

            """
        XCTAssertEqual(findingPlaces([("View+ReadFrame.swift", frameHelper), ("ArtistScreen.swift", screen)], rule: "scroll-state-per-frame"),
                       ["ArtistScreen.swift:10:21"])
    }
}
