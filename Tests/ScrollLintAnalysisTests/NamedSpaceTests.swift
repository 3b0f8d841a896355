import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// A frame read in a named space that a stack of the same scroll content declares around the
/// reader scrolls with it: its value changes with the layout, not with every scroll frame.
final class NamedSpaceTests: XCTestCase {
    let transcript = #"""
    import SwiftUI

    private enum TranscriptSpace {
        static let content = "transcript-content"
    }

    // The end marker's frame is read in a space declared on the stack of the scroll content that holds
    // it: both scroll together, so the value changes only when the transcript grows, not per frame.
    struct Transcript: View {
        let lines: [String]
        @State private var endY: CGFloat = 0

        private var reserve: CGFloat { max(600 - endY, 0) }

        var body: some View {
            ScrollView {
                VStack {
                    ForEach(lines, id: \.self) { Bubble(text: $0) }
                    Color.clear
                        .frame(height: 1)
                        .onGeometryChange(for: CGFloat.self) {
                            $0.frame(in: .named(TranscriptSpace.content)).maxY
                        } action: { endY = $0 }
                    Color.clear.frame(height: reserve)
                }
                .coordinateSpace(.named(TranscriptSpace.content))
            }
        }
    }
    """#

    // A view of another file in the stack: the space's declaring view might hold a scroll view.
    let bubble = #"""
    import SwiftUI

    struct Bubble: View {
        let text: String

        var body: some View {
            Text(text).padding(8)
        }
    }
    """#

    func lint(_ files: [(String, String)]) -> [String] {
        findingPlaces(files, rule: "scroll-state-per-frame")
    }

    func testASpaceDeclaredAroundTheReaderInsideTheScrollContentDoesNotScroll() {
        XCTAssertEqual(lint([("Transcript.swift", transcript), ("Bubble.swift", bubble)]), [])
    }

    func testTheSameSpaceDeclaredOnTheScrollViewScrolls() {
        let onScrollView = transcript
            .replacingOccurrences(of: "            }\n            .coordinateSpace(.named(TranscriptSpace.content))\n        }",
                                  with: "            }\n        }\n        .coordinateSpace(.named(TranscriptSpace.content))")
        XCTAssertNotEqual(onScrollView, transcript)
        XCTAssertEqual(lint([("Transcript.swift", onScrollView), ("Bubble.swift", bubble)]), ["Transcript.swift:23:33"])
    }
}
