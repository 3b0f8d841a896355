// Throughput and peak-memory benchmark (not a test).
//
//   swift run -c release --scratch-path /tmp/build-lexer-rel scroll-lint-bench [FOLDER] [--megabytes N] [--iterations N]
//   scroll-lint-bench --write /tmp/corpus     # writes the generated corpus and exits
//   scroll-lint-bench --only parse            # one phase (lex, parse or lint), e.g. under callgrind
//
// Without FOLDER it generates a deterministic corpus of realistic SwiftUI files (a few MB); with
// FOLDER it reads every .swift file below it instead. Each phase runs its closure over all files
// `iterations` times and reports the best run: MB/s, lines/s, items/s. Peak memory is the
// process's high-water mark (VmHWM in /proc/self/status).
import Foundation
import ScrollLintAnalysis
import ScrollLintSyntax

struct BenchFile {
    let path: String
    let bytes: [UInt8]
    let lines: Int
}

struct Options {
    var folder: String?
    var megabytes = 4
    var iterations = 5
    /// Write the generated corpus to this folder and exit (to lint it with `scroll-lint`).
    var writeFolder: String?
    /// Run only this phase (`lex`, `parse`, `lint`).
    var onlyPhase: String?

    static let usage = "usage: scroll-lint-bench [FOLDER] [--megabytes N] [--iterations N] [--only lex|parse|lint] [--write FOLDER]"

    init(_ arguments: [String]) {
        var index = 0
        /// The value after an option, or the usage line and exit 2 when it is missing.
        func value(of option: String) -> String {
            index += 1
            guard index < arguments.count else {
                FileHandle.standardError.write(Data("error: \(option) needs a value\n\(Options.usage)\n".utf8))
                exit(2)
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--megabytes": megabytes = max(1, Int(value(of: argument)) ?? megabytes)
            case "--iterations": iterations = max(1, Int(value(of: argument)) ?? iterations)
            case "--write": writeFolder = value(of: argument)
            case "--only":
                let phase = value(of: argument)
                guard ["lex", "parse", "lint"].contains(phase) else {
                    FileHandle.standardError.write(Data("error: unknown phase '\(phase)'\n\(Options.usage)\n".utf8))
                    exit(2)
                }
                onlyPhase = phase
            case "-h", "--help":
                print(Options.usage)
                exit(0)
            default:
                folder = argument
            }
            index += 1
        }
    }
}

// MARK: - Input

func countLines(_ bytes: [UInt8]) -> Int {
    var lines = bytes.isEmpty ? 0 : 1
    for byte in bytes where byte == 0x0A { lines += 1 }
    return lines
}

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

// MARK: - Measurement

func peakMemoryKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        return Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty }.map(String.init) ?? "")
    }
    return nil
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// Runs `body` over every file `iterations` times and reports the best run. `body` returns a
/// count of what it produced (tokens, nodes, findings), which also keeps the work observable.
func phase(_ name: String, _ files: [BenchFile], iterations: Int, unit: String, _ body: ([BenchFile]) -> Int) {
    if let only = options.onlyPhase, only != name { return }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    let lines = files.reduce(0) { $0 + $1.lines }
    var best = Double.infinity
    var produced = 0
    for _ in 0..<iterations {
        let start = now()
        produced = body(files)
        best = min(best, now() - start)
    }
    let megabytes = Double(bytes) / 1_048_576
    let padded = name.padding(toLength: 8, withPad: " ", startingAt: 0)
    print(String(format: "%@ %8.1f MB/s %12.0f lines/s %12.0f %@/s   best of %d: %.3f s, %d %@",
                 padded, megabytes / best, Double(lines) / best, Double(produced) / best, unit, iterations, best, produced, unit))
}

// MARK: - Main

let options = Options(Array(CommandLine.arguments.dropFirst()))
let files = options.folder.map(readFolder) ?? CorpusGenerator.corpus(megabytes: options.megabytes)
if let folder = options.writeFolder {
    for file in files {
        let url = URL(fileURLWithPath: folder).appendingPathComponent(file.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.bytes).write(to: url)
    }
    print("wrote \(files.count) files to \(folder)")
    exit(0)
}
let totalBytes = files.reduce(0) { $0 + $1.bytes.count }
let totalLines = files.reduce(0) { $0 + $1.lines }
print(String(format: "corpus: %d files, %.2f MB, %d lines (%@)", files.count, Double(totalBytes) / 1_048_576, totalLines,
             options.folder ?? "generated"))

phase("lex", files, iterations: options.iterations, unit: "tokens") { files in
    var tokens = 0
    for file in files { tokens += Lexer.tokenize(file.bytes).count }
    return tokens
}

// Lexing plus the syntax skeleton, single core.
phase("parse", files, iterations: options.iterations, unit: "tokens") { files in
    var tokens = 0
    for file in files { tokens += SyntaxTree.parse(SourceFile(path: file.path, bytes: file.bytes)).tokens.count }
    return tokens
}

// The whole engine as `scroll-lint lint` runs it: both passes, every rule (opt-in ones too),
// suppression comments, files spread over all cores.
let allRules = LintConfiguration(enabledRules: Set(Linter.rules.map(\.id)))
phase("lint", files, iterations: options.iterations, unit: "findings") { files in
    Linter(configuration: allRules).lint(files.map { LintInput(path: $0.path, bytes: $0.bytes) }).count
}

if let peak = peakMemoryKilobytes() {
    print(String(format: "peak memory (VmHWM): %.1f MB", Double(peak) / 1024))
}
