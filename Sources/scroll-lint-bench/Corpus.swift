import Foundation

/// One Swift file of the benchmark corpus, in memory.
struct BenchFile {
    let path: String
    let bytes: [UInt8]
    let lines: Int
}

/// Lines as `wc -l` counts them: line feeds.
func countLines(_ bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
}

/// Every .swift file below `folder` (build folders apart), sorted by path.
func readFolder(_ folder: String) -> [BenchFile] {
    let root = URL(fileURLWithPath: folder)
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var files: [BenchFile] = []
    for case let url as URL in enumerator where url.pathExtension == "swift" && !url.path.contains("/.build/") {
        guard let data = try? Data(contentsOf: url) else { continue }
        let bytes = [UInt8](data)
        files.append(BenchFile(path: url.path, bytes: bytes, lines: countLines(bytes)))
    }
    return files.sorted { $0.path < $1.path }
}

/// Writes `files` below `folder` (their paths taken as relative to it).
func write(_ files: [BenchFile], to folder: String) throws {
    for file in files {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
    }
}

/// SplitMix64: the generated corpus is the same on every run.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Realistic SwiftUI source: models, views with modifier chains, closures, strings with
/// interpolation, comments, generics, key paths, regex literals and number literals.
enum CorpusGenerator {
    static let nouns = ["Trail", "Photo", "Review", "Feed", "Profile", "Setting", "Message", "Order", "Track", "Note"]
    static let modifiers = [
        ".padding(.horizontal, 16)", ".font(.headline)", ".foregroundStyle(.secondary)", ".frame(maxWidth: .infinity, alignment: .leading)",
        ".background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))", ".clipShape(Capsule())",
        ".opacity(isVisible ? 1 : 0.4)", ".animation(.spring(response: 0.35, dampingFraction: 0.8), value: isVisible)",
        ".accessibilityLabel(Text(\"\\(title), \\(count) items\"))", ".onTapGesture { isVisible.toggle() }",
        ".task { await model.load() }", ".scrollTargetLayout()", ".contentShape(Rectangle())", ".shadow(radius: 4, y: 2)",
    ]

    static func file(_ index: Int, _ random: inout SplitMix) -> String {
        let noun = random.pick(nouns) + String(index)
        var out = """
            //
            //  \(noun)View.swift
            //  Generated benchmark corpus — deterministic, not real code.
            //
            import SwiftUI
            import Observation

            /// A \(noun.lowercased()) as the feed shows it.
            struct \(noun)Item: Identifiable, Hashable, Sendable {
                let id: UUID
                var title: String
                var subtitle: String?
                var count: Int
                var rating: Double = 0.0
                var tags: [String] = []
            }

            @MainActor
            @Observable
            final class \(noun)Model {
                var items: [\(noun)Item] = []
                var query = ""
                private(set) var isLoading = false

                var filtered: [\(noun)Item] {
                    guard !query.isEmpty else { return items }
                    return items.filter { $0.title.localizedCaseInsensitiveContains(query) || ($0.subtitle ?? "").contains(query) }
                }

                func load() async {
                    isLoading = true
                    defer { isLoading = false }
                    try? await Task.sleep(nanoseconds: \(random.below(900) + 100)_000_000)
                    items = (0..<\(random.below(80) + 20)).map { index in
                        \(noun)Item(id: UUID(), title: "Item #\\(index)", subtitle: index % 3 == 0 ? nil : "Subtitle \\(index * 2)",
                                    count: index, rating: Double(index) / 10.0, tags: ["a", "b\\(index)"])
                    }
                }
            }


            """
        let views = 2 + random.below(4)
        for viewIndex in 0..<views {
            out += view(named: "\(noun)View\(viewIndex == 0 ? "" : String(viewIndex))", noun: noun, &random)
        }
        out += """
            private struct \(noun)OffsetKey: PreferenceKey {
                static var defaultValue: CGFloat = .zero
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
            }

            extension \(noun)Item {
                static let pattern = /(?<word>[A-Za-z]+)-(?<number>\\d{1,4})/
                static let raw = #"C:\\path\\"quoted" \\#(1 + 2)"#
                var scaled: Double { rating * 0x1p-2 + 1e-9 * Double(count) + 0b1010 - 0o17 + 1_000 }
                var summary: String {
                    \"\"\"
                    \\(title) — \\(subtitle ?? "none")
                    rated \\(String(format: "%.1f", rating)) with \\(tags.count) tags
                    \"\"\"
                }
            }

            #Preview {
                \(noun)View(model: \(noun)Model())
            }


            """
        return out
    }

    static func view(named name: String, noun: String, _ random: inout SplitMix) -> String {
        var body = """
            struct \(name): View {
                @State var model: \(noun)Model
                @State private var isVisible = true
                @State private var offset: CGFloat = 0
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                var title = "\(noun)"
                var count: Int { model.items.count }

                var body: some View {
                    ScrollView(.vertical, showsIndicators: false) {
                        LazyVStack(alignment: .leading, spacing: \(random.below(20))) {

            """
        for _ in 0..<(2 + random.below(5)) {
            switch random.below(4) {
            case 0:
                body += """
                                ForEach(model.filtered) { item in
                                    HStack {
                                        Text(item.title)
                                        Spacer(minLength: 0)
                                        Text(item.rating, format: .number.precision(.fractionLength(1)))
                                    }
                                    \(random.pick(modifiers))
                                }

                """
            case 1:
                body += """
                                if let first = model.items.first, first.count > \(random.below(10)) {
                                    Label("\\(first.title) (\\(first.count))", systemImage: "star.fill")
                                        \(random.pick(modifiers))
                                        \(random.pick(modifiers))
                                }

                """
            case 2:
                body += """
                                GeometryReader { proxy in
                                    Color.clear.preference(key: \(noun)OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                                }
                                .frame(height: 0) // measures the scroll offset

                """
            default:
                body += """
                                Button {
                                    withAnimation(reduceMotion ? nil : .easeInOut(duration: 0.25)) { isVisible.toggle() }
                                } label: {
                                    Text(isVisible ? "Hide" : "Show \\(count - 1 >= 0 ? count - 1 : 0) more")
                                }
                                \(random.pick(modifiers))

                """
            }
        }
        body += """
                        }
                        .padding()
                    }
                    .coordinateSpace(name: "scroll")
                    .onPreferenceChange(\(noun)OffsetKey.self) { offset = $0 }
                    .searchable(text: $model.query)
                    .navigationTitle(title)
                    .toolbar { ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } } }
                    /* Offsets above \(random.below(500)) pt collapse the header. */
                    .opacity(offset < -\(random.below(300)) ? 0.5 : 1)
                }
            }


            """
        return body
    }

    static func corpus(megabytes: Int) -> [BenchFile] {
        var random = SplitMix(state: 0x5C2011_BE4C)
        var files: [BenchFile] = []
        var total = 0
        var index = 0
        while total < megabytes << 20 {
            let bytes = Array(file(index, &random).utf8)
            files.append(BenchFile(path: "Generated/File\(index).swift", bytes: bytes, lines: countLines(bytes)))
            total += bytes.count
            index += 1
        }
        return files
    }
}
