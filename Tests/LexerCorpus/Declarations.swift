#!/usr/bin/env swift
// Identifiers, keywords, attributes, pound keywords, macros, comments.
/// A documentation comment.
/** A block documentation comment. */
/* A /* nested */ block comment */
import SwiftUI
import Observation

@available(iOS 17, macOS 14, *)
@MainActor
@Observable
final class Model {
    var `default` = 0
    var `class`: String = "c"
    var café = 1
    var 你好 = 2
    var π = 3.14
    var 😀 = "emoji identifier"
    var _private = 0
    var name$ = 0
    @ObservationIgnored var cache: [String: Int] = [:]
    nonisolated func compute() -> Int { 0 }
}

struct ContentView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) var colorScheme
    @State private var text = ""
    @Binding var isOn: Bool
    @StateObject private var loader = Loader()
    @FocusState private var focused: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            TextField("Name", text: $text)
            Toggle("On", isOn: $isOn)
            ForEach(0..<3, id: \.self) { index in
                Text("Row \(index)")
            }
            List([1, 2, 3], id: \.self) { Text("\($0)") }
            Button("Close") { dismiss() }
        }
        .onChange(of: text) { oldValue, newValue in print(oldValue, newValue) }
        .task { await loader.load() }
    }

    func placeholder() -> some View { Text(<#T##String#>) }
}

final class Loader: ObservableObject {
    @Published var items: [String] = []
    func load() async { items = ["a"] }
}

#if os(iOS)
let platform = "iOS"
#elseif os(macOS)
let platform = "macOS"
#else
let platform = "other"
#endif

func availability() {
    if #available(iOS 17, *) {
        print(#file, #line, #function, #column)
    }
    if #unavailable(iOS 16) { }
    let selector = #selector(Loader.load)
    _ = selector
    #warning("check this")
}

#Preview {
    ContentView(isOn: .constant(true))
}

#Preview("Dark") { Text("dark") }

@freestanding(expression) macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
let wildcard: (Int) -> Void = { _ in }
let dollarZero = [1].map { $0 + 1 }
let projected = $isOnStorage
let backtickDollar = `$`
let rawIdentifier = `test some behaviour`
let keywordsAsLabels = f(for: 1, in: 2, default: 3)
func f(for a: Int, in b: Int, default c: Int) -> Int { a + b + c }
var isOnStorage = false
protocol P { associatedtype A }
struct S: P { typealias A = Int }
let anyP: any P = S()
let someP: some P = S()
actor Counter { var value = 0 }
enum Direction: CaseIterable { case north, south; indirect case nested(Direction) }
extension Int { static var zero2: Int { 0 } }
let `self` = 1
