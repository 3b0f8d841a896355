import XCTest

/// A preference key other views fill with scroll offsets carries only a size where the views under
/// the receiver send it one (a growing text editor's hidden text height): no write per scroll frame.
final class SharedPreferenceKeyTests: XCTestCase {
    private let feed = """
        import SwiftUI

        // One key serves two views: the feed sends its scroll offset through it, the growing editor only
        // its hidden text's height. Under the editor the key carries a size, which changes as the text
        // does, not with scrolling.
        struct ViewSizeKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }

        struct FeedScreen: View {
            @State private var pulled: CGFloat = 0

            var body: some View {
                ScrollView {
                    Color.clear.frame(height: 0)
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: ViewSizeKey.self, value: proxy.frame(in: .named("feed")).minY)
                        })
                    Text("Posts")
                }
                .coordinateSpace(name: "feed")
                .onPreferenceChange(ViewSizeKey.self) { pulled = max($0, 0) }
                .overlay(alignment: .top) { ProgressView().opacity(pulled > 40 ? 1 : 0) }
            }
        }

        """
    private let editor = """
        import SwiftUI

        struct GrowingEditor: View {
            @Binding var text: String
            @State private var textHeight: CGFloat = 36

            var body: some View {
                ScrollView {
                    ZStack(alignment: .topLeading) {
                        Text(text)
                            .background(GeometryReader { proxy in
                                Color.clear.preference(key: ViewSizeKey.self, value: proxy.size.height)
                            })
                            .hidden()
                        TextEditor(text: $text)
                            .scrollDisabled(true)
                            .frame(height: textHeight)
                    }
                    .onPreferenceChange(ViewSizeKey.self) { value in
                        textHeight = value + 4
                    }
                }
            }
        }
        """

    func testASizeSentThroughAnOffsetKeyIsNoScrollState() {
        XCTAssertEqual(findingPlaces([("FeedScreen.swift", feed), ("GrowingEditor.swift", editor)], rule: "scroll-state-per-frame"),
                       ["FeedScreen.swift:23:49"])
    }
}
