import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// Messages claim only what was found: the fix a message names follows from where the state is read.
final class RuleMessageTests: XCTestCase {
    func lint(_ source: String, rule: String) -> [Finding] {
        Linter(configuration: LintConfiguration(enabledRules: [rule]))
            .lint([LintInput(path: "View.swift", bytes: Array(source.utf8))])
    }

    /// The one finding of `rule` in `source` is on `line`, and its message says `says` and not `not`.
    func assertMessage(of source: String, rule: String, line: Int, says: String, not absent: String? = nil,
                       file: StaticString = #filePath, lineNumber: UInt = #line) throws {
        let findings = lint(source, rule: rule)
        XCTAssertEqual(findings.count, 1, file: file, line: lineNumber)
        let finding = try XCTUnwrap(findings.first, file: file, line: lineNumber)
        XCTAssertEqual(finding.start.line, line, file: file, line: lineNumber)
        XCTAssertTrue(finding.message.contains(says), finding.message, file: file, line: lineNumber)
        if let absent { XCTAssertFalse(finding.message.contains(absent), finding.message, file: file, line: lineNumber) }
    }

    /// A measurement outside the frame its state sets measures that frame: an exact `width:`
    /// keeps the first size, a `minWidth:` only grows. Neither is called a loop.
    func testGeometryMeasuredOutsideItsOwnFrameSaysWhatItMeasures() throws {
        let exact = #"""
        import SwiftUI

        struct EqualWidthButton: View {
            let title: String
            @Binding var width: CGFloat?

            var body: some View {
                Button(title) {}
                    .frame(width: width, alignment: .center)
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { measured in
                        width = max(width ?? 0, measured)
                    }
            }
        }
        """#
        try assertMessage(of: exact, rule: "geometry-writeback", line: 11,
                          says: "sets the `.frame(width:)` of the measured view, which the measurement includes: from the first write on, the reader measures that frame rather than the content, so `width` keeps the first size it settles on",
                          not: "geometry -> state -> layout -> geometry")
        let minimum = exact.replacingOccurrences(of: ".frame(width: width,", with: ".frame(minWidth: width ?? 0,")
            .replacingOccurrences(of: "width = max(width ?? 0, measured)", with: "width = measured")
        try assertMessage(of: minimum, rule: "geometry-writeback", line: 11,
                          says: "the reader measures at least that frame, never less, so `width` can grow with the content but never shrinks back",
                          not: "geometry -> state -> layout -> geometry")
        // A value computed from the state, or one chosen by a condition, is not the frame the state sets.
        let computed = exact.replacingOccurrences(of: ".frame(width: width,", with: ".frame(width: (width ?? 0) + 8,")
        try assertMessage(of: computed, rule: "geometry-writeback", line: 11, says: "geometry -> state -> layout -> geometry")
    }

    /// The helper view that holds the reader (`content`) is not a read of the state outside it.
    func testGeometryMirrorReadOnlyInsideTheReaderNamesNoOutsideRead() throws {
        let source = #"""
        import SwiftUI

        // The lanes read the measured size through a computed width; the only other place that names
        // them is `content`, the helper view that holds the reader itself: the message says to read the
        // proxy where the content uses it, with no reads outside the reader to keep the state for.
        struct LanesView: View {
            let count: Int
            @State private var size: CGSize = .zero

            var laneWidth: CGFloat { max(size.width / CGFloat(max(count, 1)), 120) }

            var body: some View {
                content
                    .padding(.horizontal)
            }

            var content: some View {
                GeometryReader { proxy in
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(0..<count, id: \.self) { lane(for: $0) }
                        }
                    }
                    .onChange(of: proxy.size) { newSize in
                        size = newSize
                    }
                }
            }

            func lane(for index: Int) -> some View {
                Text("Lane \(index)").frame(width: laneWidth)
            }
        }
        """#
        let findings = lint(source, rule: "geometry-writeback")
        XCTAssertEqual(findings.map { "\($0.start.line):\($0.start.column)" }, ["25:17"])
        let message = try XCTUnwrap(findings.first?.message)
        XCTAssertTrue(message.hasSuffix("read the proxy's value directly where it is used"), message)
        XCTAssertEqual(findings.first?.related.count, 1)

        // A read in a sheet's content is outside the reader: the state stays for it.
        let withSheet = source.replacingOccurrences(
            of: "            .padding(.horizontal)",
            with: "            .padding(.horizontal)\n            .sheet(isPresented: .constant(false)) { Text(\"Width\").frame(width: size.width) }")
        let outside = try XCTUnwrap(lint(withSheet, rule: "geometry-writeback").first)
        XCTAssertTrue(outside.message.hasSuffix("keep the state only for the reads outside the reader"), outside.message)
    }

    /// Reads through a computed view in an extension of the view are inside the scroll content.
    func testScrollOffsetReadInsideTheContentThroughAnExtensionIsNotCalledOutside() throws {
        let source = #"""
        import SwiftUI

        struct SeriesDetail: View {
            @State private var offset: CGFloat = 0

            var body: some View {
                ScrollView { content }
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
            }

            var fade: Double { min(max((200 - offset) / 100, 0), 1) }
        }

        private extension SeriesDetail {
            var content: some View {
                VStack {
                    Color.blue.frame(height: 300).offset(y: max(offset, 0) / 4)
                    Text("Title").opacity(fade)
                }
            }
        }
        """#
        let findings = lint(source, rule: "scroll-state-per-frame")
        XCTAssertEqual(findings.map { "\($0.start.line):\($0.start.column)" }, ["8:97"])
        let message = try XCTUnwrap(findings.first?.message)
        XCTAssertFalse(message.contains("outside the scroll content"), message)
        XCTAssertTrue(message.contains("move the effect into visualEffect or scrollTransition"), message)
    }

    /// A sort key that runs the app's own method on each element is no work for a sort descriptor:
    /// the message proposes keeping the sorted list, not the query.
    func testASortKeyTheStoreCannotRunIsNotSentToTheQuery() throws {
        let source = #"""
        import CoreData
        import SwiftUI

        extension String {
            func sortKey() -> String { hasPrefix("The ") ? String(dropFirst(4)) : self }
        }

        // The sort key runs a method of the app's on each title, which no sort descriptor can run: the
        // finding proposes keeping the sorted list, not a query.
        struct Shelf: View {
            @FetchRequest(sortDescriptors: [SortDescriptor(\.title)]) private var books: FetchedResults<Book>

            var body: some View {
                List {
                    ForEach(books.sorted { ($0.title ?? "").sortKey() < ($1.title ?? "").sortKey() }, id: \.objectID) { book in
                        Text(book.title ?? "")
                    }
                }
            }
        }
        """#
        try assertMessage(of: source, rule: "collection-transform-in-body", line: 15,
                          says: "keep the sorted collection in the model or in state", not: "query")
    }

    /// A second instance given `.constant(0)` binds no state: the parent's read of the bound
    /// state still shows that the value drives views outside the scroll content.
    func testAConstantBindingDoesNotHideTheParentsRead() throws {
        let source = #"""
        import SwiftUI

        // The pager hands its offset to the parent through a binding; the parent reads it only to slide a
        // background behind the pagers. The second pager is given `.constant(0)`, which binds no state.
        struct Welcome: View {
            @State private var offset: CGFloat = 0

            var body: some View {
                ZStack {
                    Backdrop(offset: offset)
                    VStack {
                        Pager(offset: $offset) { Text("One") }
                        Pager(offset: .constant(0)) { Text("Two") }
                    }
                }
            }
        }

        struct Backdrop: View {
            let offset: CGFloat
            var body: some View {
                Color.blue.offset(x: -offset / 3)
            }
        }

        struct Pager<Content: View>: View {
            @Binding var offset: CGFloat
            @ViewBuilder let content: Content

            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack { content }
                }
                .onScrollGeometryChange(for: CGFloat.self) { geometry in
                    geometry.contentOffset.x
                } action: { _, newOffset in
                    offset = newOffset
                }
            }
        }
        """#
        try assertMessage(of: source, rule: "scroll-state-per-frame", line: 37,
                          says: "drives views outside the scroll content", not: "discrete value")
    }

    /// A helper that wraps the rows its caller builds (`content(items)`) in a `List` as tall as
    /// those rows: the `List` never scrolls, so the message names the bounce, not a capped panel.
    func testAListSizedToTheRowsItsContentClosureBuilds() throws {
        let source = #"""
        import SwiftUI

        // A helper wraps the rows the caller builds in a `List` (for its swipe actions) as tall as those
        // rows: it never scrolls, so the message names the bounce, not a capped panel.
        struct Wallet: View {
            let coins: [String]

            var body: some View {
                ScrollView {
                    rows(coins) { data in
                        ForEach(data, id: \.self) { Text($0).frame(height: 60) }
                    }
                }
            }

            func rows(_ items: [String], @ViewBuilder content: @escaping ([String]) -> some View) -> some View {
                List { content(items).listRowInsets(EdgeInsets()) }
                    .listStyle(.plain)
                    .frame(height: CGFloat(items.count) * 60)
            }
        }
        """#
        try assertMessage(of: source, rule: "nested-same-axis-scroll", line: 17, says: "is sized to its rows")
    }

    /// A bound made of sizes that hold still while scrolling is a threshold like a literal: the
    /// message says to store a Bool, not to move the views or clamp the value.
    func testACompareWithAStillBoundIsAThreshold() throws {
        let source = #"""
        import SwiftUI

        // The offset is compared with a bound made of the content's and the viewport's heights, which hold
        // still while scrolling: the message says to store the Bool each edge fade needs.
        struct FadingEdges: View {
            @State private var offset: CGFloat = 0
            @State private var contentHeight: CGFloat = 0
            @State private var viewportHeight: CGFloat = 0

            var body: some View {
                ScrollView {
                    Text("Long text")
                }
                .onScrollGeometryChange(for: CGFloat.self) { geometry in
                    geometry.contentOffset.y
                } action: { _, newOffset in
                    offset = newOffset
                }
                .overlay(alignment: .top) { if offset > 5 { Color.black.frame(height: 20) } }
                .overlay(alignment: .bottom) { if offset < contentHeight - viewportHeight - 5 { Color.black.frame(height: 20) } }
            }
        }
        """#
        try assertMessage(of: source, rule: "scroll-state-per-frame", line: 17,
                          says: "compares it with 5, contentHeight - viewportHeight - 5", not: "clamp")
    }

    /// A search of the last few elements (`suffix(5)`) costs the same in every row: the rows vary
    /// in their view count, but no work grows with the square of the data.
    func testASearchOfTheLastFewElementsIsNoQuadraticScan() throws {
        let source = #"""
import SwiftUI

struct FileRow: Identifiable { let id: Int; let name: String }

struct Files: View {
    @State private var files: [FileRow] = []
    @State private var hasMore = true

    var body: some View {
        List {
            ForEach(files) { file in
                Text(file.name)
                if hasMore && files.suffix(5).contains(where: { $0.id == file.id }) {
                    Color.clear.frame(height: 1).onAppear { loadMore() }
                }
            }
        }
    }

    func loadMore() {}
}
"""#
        try assertMessage(of: source, rule: "variable-row-subviews", line: 13,
                          says: "produce 1 or 2 top-level views per element", not: "searches the collection again")
    }

    /// Values built per render that feed a chart's marks: the message speaks of marks and their
    /// update animation, not of rows losing state.
    func testUUIDIdentityOfChartMarksNamesTheMarks() throws {
        let chart = #"""
        import SwiftUI
        import Charts

        struct TrendPoint: Identifiable {
            let id = UUID()
            let day: Date
            let minutes: Double
        }

        struct TrendChart: View {
            let sessions: [(Date, Double)]

            private var points: [TrendPoint] {
                sessions.map { TrendPoint(day: $0.0, minutes: $0.1) }
            }

            var body: some View {
                CONTAINER
            }
        }
        """#
        let marks = "each render gives the chart's marks new identities, so SwiftUI draws every update as marks removed and inserted"
        try assertMessage(of: chart.replacingOccurrences(of: "CONTAINER", with: "Chart(points) { LineMark(x: .value(\"Day\", $0.day), y: .value(\"Minutes\", $0.minutes)) }"),
                          rule: "unstable-identity-uuid", line: 14, says: marks, not: "scroll position")
        try assertMessage(of: chart.replacingOccurrences(of: "CONTAINER", with: "Chart { ForEach(points) { BarMark(x: .value(\"Day\", $0.day), y: .value(\"Minutes\", $0.minutes)) } }"),
                          rule: "unstable-identity-uuid", line: 14, says: marks)
        try assertMessage(of: chart.replacingOccurrences(of: "CONTAINER", with: "List(points) { Text(\"\\($0.minutes)\") }"),
                          rule: "unstable-identity-uuid", line: 14, says: "each render gives the rows new identities", not: "marks")
    }

    /// Rows minted per render whose content keeps no state (text, images, a row method of the
    /// view, a tap action): the message names the rebuild and the lost animation, not lost state.
    func testUUIDIdentityOfStatelessRowsNamesTheRebuild() throws {
        let strip = #"""
        import SwiftUI

        struct Tile: Identifiable {
            var id = UUID()
            var title: String
            var symbol: String
        }

        struct DiscoverStrip: View {
            @State private var opened: String?

            var body: some View {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(tiles) { tile in
                            card(tile)
                                .onTapGesture { opened = tile.title }
                        }
                    }
                }
            }

            private func card(_ tile: Tile) -> some View {
                VStack { Image(systemName: tile.symbol); Text(tile.title) }.frame(width: 120)
            }

            private var tiles: [Tile] { [Tile(title: "New", symbol: "star"), Tile(title: "Tips", symbol: "lightbulb")] }
        }
        """#
        try assertMessage(of: strip, rule: "unstable-identity-uuid", line: 27,
                          says: "the rows keep no state, but their changes replace the old rows instead of animating",
                          not: "scroll position")
        try assertMessage(of: strip.replacingOccurrences(of: "Text(tile.title) }", with: "Text(tile.title) }.task { }"),
                          rule: "unstable-identity-uuid", line: 27, says: "state, animations and scroll position are lost")
    }

    /// The container the message describes is also one found past a child view the values are
    /// handed to (its `Chart`); a view of the project handed an action closure keeps no state for it.
    func testUUIDIdentityMessageFollowsTheContainerItReaches() throws {
        let charted = #"""
        import SwiftUI
        import Charts

        struct VolumeChart: View {
            let points: [VolumeModule.Point]
            var body: some View {
                Chart(points) { BarMark(x: .value("Day", $0.day), y: .value("Volume", $0.value)) }
            }
        }

        struct VolumeModule: View {
            struct Point: Identifiable { let id = UUID(); let day: Date; let value: Double }
            @State private var range = 7
            let sessions: [(Date, Double)]

            private var points: [Point] { sessions.suffix(range).map { Point(day: $0.0, value: $0.1) } }

            var body: some View {
                VolumeChart(points: points)
            }
        }
        """#
        try assertMessage(of: charted, rule: "unstable-identity-uuid", line: 16, says: "the chart's marks new identities",
                          not: "scroll position")
        let levels = #"""
        import SwiftUI

        struct Level: Identifiable { let id = UUID(); let title: String; let count: Int }

        struct LevelRow: View {
            let level: Level
            let open: () -> Void
            var body: some View { Button(action: open) { Text(level.title) } }
        }

        struct Vocabulary: View {
            @State private var counts: [Int] = [0, 0, 0]
            private var levels: [Level] { counts.map { Level(title: "Level", count: $0) } }
            var body: some View {
                VStack {
                    ForEach(levels) { level in
                        LevelRow(level: level) { counts[0] += 1 }
                    }
                }
            }
        }
        """#
        try assertMessage(of: levels, rule: "unstable-identity-uuid", line: 13,
                          says: "the rows keep no state, but their changes replace the old rows instead of animating",
                          not: "scroll position")
    }

    /// A row of text, images and a plain button loses nothing a user sees to a new identity: the
    /// message names the rebuild, not lost state. The same row given swipe actions, or holding a
    /// view of the project with `@State`, keeps the message about lost state.
    func testUUIDIdentityOnAStatelessRowNamesTheRebuild() throws {
        let row = """
        import SwiftUI

        struct TagChip: View {
            let name: String
            var body: some View { Text(name).padding(4) }
        }

        struct Draft: View {
            @State private var text = ""
            var body: some View { TextField("Note", text: $text) }
        }

        struct NotesList: View {
            let notes: [String]

            var body: some View {
                List {
                    ForEach(notes.indices, id: \\.self) { index in
                        HStack {
                            Image(systemName: "note")
                            Text(notes[index].uppercased())
                            TagChip(name: label(for: index))
                            Button(action: { print(index) }) {
                                Image(systemName: "star")
                            }
                            .buttonStyle(PlainButtonStyle())
                        }
                        .id(UUID())EXTRA
                    }
                }
            }

            func label(for index: Int) -> String { "#\\(index)" }
        }
        """
        let rebuild = "nothing in it keeps state, but every render rebuilds the whole subtree"
        try assertMessage(of: row.replacingOccurrences(of: "EXTRA", with: ""), rule: "unstable-identity-uuid", line: 28,
                          says: rebuild, not: "state, animations and scroll position are lost")
        try assertMessage(of: row.replacingOccurrences(of: "EXTRA", with: "\n.swipeActions { Button(\"Delete\") { } }"),
                          rule: "unstable-identity-uuid", line: 28, says: "state, animations and scroll position are lost", not: rebuild)
        try assertMessage(of: row.replacingOccurrences(of: "TagChip(name: label(for: index))", with: "Draft()")
                            .replacingOccurrences(of: "EXTRA", with: ""),
                          rule: "unstable-identity-uuid", line: 28, says: "state, animations and scroll position are lost", not: rebuild)
    }

    /// What a row keeps is what a user could see lost: a `@State` the row's view never reads
    /// keeps nothing, and `.onMove` on rows in a stack (no `List` to offer the drag) is never run.
    /// Read, the state is lost again; in a `List`, the drag in progress is.
    func testUUIDIdentityOnRowsWithUnreadStateOrInertMovesNamesTheRebuild() throws {
        let rows = """
        import SwiftUI

        struct AlternateRow: View {
            let name: String
            @State private var draft = ""
            var body: some View { Text(name)READ }
        }

        struct AlternatesList: View {
            @Binding var names: [String]

            var body: some View {
                CONTAINER {
                    ForEach(names.indices, id: \\.self) { index in
                        AlternateRow(name: names[index]).id(UUID())
                    }
                    .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
        """
        let rebuild = "nothing in it keeps state, but every render rebuilds the whole subtree"
        let lost = "state, animations and scroll position are lost"
        func variant(read: String = "", container: String = "VStack") -> String {
            rows.replacingOccurrences(of: "READ", with: read).replacingOccurrences(of: "CONTAINER", with: container)
        }
        try assertMessage(of: variant(), rule: "unstable-identity-uuid", line: 15, says: rebuild, not: lost)
        try assertMessage(of: variant(read: ".overlay(Text(draft))"), rule: "unstable-identity-uuid", line: 15, says: lost, not: rebuild)
        try assertMessage(of: variant(container: "List"), rule: "unstable-identity-uuid", line: 15, says: lost, not: rebuild)
        // The environment's values belong to the row's ancestors: reading one keeps nothing in the row.
        try assertMessage(of: variant(read: ".foregroundStyle(scheme == .dark ? .white : .black)")
                            .replacingOccurrences(of: "@State private var draft = \"\"", with: "@Environment(\\.colorScheme) private var scheme"),
                          rule: "unstable-identity-uuid", line: 15, says: rebuild, not: lost)
    }

    /// A horizontal position read in screen coordinates moves with where the scroll view sits
    /// across the screen, not with bars or the safe area: the message names what moves x.
    func testGlobalHorizontalPositionNamesWhatMovesX() throws {
        let carousel = """
        import SwiftUI

        struct NewsCarousel: View {
            let titles: [String]

            var body: some View {
                VStack {
                    Text("News")
                    ScrollView(.horizontal) {
                        HStack {
                            ForEach(titles, id: \\.self) { title in
                                GeometryReader { proxy in
                                    Text(title)
                                        .rotation3DEffect(.degrees(Double(proxy.frame(in: .global).MEMBER - 50) / -20), axis: (x: 0, y: 1, z: 0))
                                }
                                .frame(width: 250, height: 250)
                            }
                        }
                    }
                }
            }
        }
        """
        let acrossScreen = "its x also counts where the scroll view sits across the screen"
        let bars = "so its y also counts what sits above the scroll view"
        try assertMessage(of: carousel.replacingOccurrences(of: "MEMBER", with: "minX"), rule: "global-coordinate-space", line: 14,
                          says: acrossScreen, not: bars)
        try assertMessage(of: carousel.replacingOccurrences(of: "MEMBER", with: "minY").replacingOccurrences(of: "(.horizontal)", with: ""),
                          rule: "global-coordinate-space", line: 14, says: bars, not: acrossScreen)
    }

    /// A write that a flag lets through once (`if measured == nil { measured = true; trim = h }`,
    /// the flag set in the same block) is a size taken once, not a loop on every change.
    func testWriteBehindAOnceFlagIsReportedAsMeasuredOnce() throws {
        let source = """
        import SwiftUI

        struct FitHeader: View {
            @State private var measured: Bool? = nil
            @State private var trim: CGFloat = 0

            var body: some View {
                GeometryReader { outer in
                    VStack {
                        Text("Title")
                        Spacer()
                    }
                    .padding(.top, 200 - trim)
                    .background(GeometryReader { inner in
                        Color.clear.onChange(of: inner.size) { _ in
                            if measured == nil {
                                measured = true
                                trim = max(0, inner.size.height - outer.size.height)
                            }
                        }
                    })
                }
            }
        }
        """
        try assertMessage(of: source, rule: "geometry-writeback", line: 18, says: "is measured once from",
                          not: "every new measurement is laid out again")
    }

    /// An offset handed in through a method's parameter is not known to be clamped: the message
    /// says what would stop the writes, and claims no clamp the code does not spell out.
    func testScrollStateHandedThroughAMethodClaimsNoClamp() throws {
        let source = """
        import SwiftUI

        struct ReceiptScreen: View {
            @State private var offset: Double = 0
            @State private var startOffset: Double?

            var body: some View {
                VStack {
                    Text("Receipt").opacity(offset < -40 ? 1 : 0)
                    ScrollView {
                        Text(String(repeating: "Line ", count: 800))
                    }
                    .onScrollGeometryChange(for: Double.self) { geometry in
                        geometry.contentOffset.y
                    } action: { oldValue, newValue in
                        update(oldValue: oldValue, newValue: newValue)
                    }
                }
                .offset(y: offset / 4)
            }

            private func update(oldValue: Double, newValue: Double) {
                guard oldValue != newValue else { return }
                let start = startOffset ?? oldValue
                startOffset = start
                offset = start - newValue
            }
        }
        """
        try assertMessage(of: source, rule: "scroll-state-per-frame", line: 26,
                          says: "clamp the stored value to the range those views use", not: "already clamped")
    }
}
