import SwiftUI

struct FeedItem: Identifiable, Hashable {
    let id: UUID
    var title: String
    var subtitle: String?
    var progress: Double
}

@MainActor
final class FeedModel: ObservableObject {
    @Published private(set) var items: [FeedItem] = []
    @Published var query = ""
    private var task: Task<Void, Never>?

    var filtered: [FeedItem] {
        guard !query.isEmpty else { return items }
        return items.filter { $0.title.localizedCaseInsensitiveContains(query) || ($0.subtitle ?? "").contains(query) }
    }

    func refresh() {
        task?.cancel()
        task = Task { [weak self] in
            try? await Task.sleep(nanoseconds: 250_000_000)
            guard let self, !Task.isCancelled else { return }
            self.items = (0..<20).map { FeedItem(id: UUID(), title: "Item \($0)", subtitle: $0 % 2 == 0 ? nil : "Odd #\($0)", progress: Double($0) / 20) }
        }
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()
    @State private var selection: FeedItem.ID?
    @State private var offset: CGFloat = 0
    @Namespace private var namespace

    var body: some View {
        NavigationStack {
            ScrollView(.vertical, showsIndicators: false) {
                LazyVStack(spacing: 12) {
                    ForEach(model.filtered) { item in
                        FeedRow(item: item, isSelected: item.id == selection)
                            .matchedGeometryEffect(id: item.id, in: namespace)
                            .onTapGesture { withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { selection = item.id } }
                    }
                }
                .padding(.horizontal, 16)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(OffsetKey.self) { offset = $0 }
            .searchable(text: $model.query, prompt: "Search \(model.items.count) items")
            .navigationTitle("Feed")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button { model.refresh() } label: { Label("Refresh", systemImage: "arrow.clockwise") }
                }
            }
            .refreshable { model.refresh() }
        }
        .task { model.refresh() }
    }
}

struct FeedRow: View {
    let item: FeedItem
    var isSelected: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 4) {
                Text(item.title).font(.headline)
                if let subtitle = item.subtitle { Text(subtitle).font(.subheadline).foregroundStyle(.secondary) }
                ProgressView(value: item.progress, total: 1.0)
                    .tint(item.progress > 0.5 ? .green : .orange)
            }
            Spacer(minLength: 0)
            Text(item.progress, format: .percent.precision(.fractionLength(0)))
                .monospacedDigit()
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(isSelected ? Color.accentColor.opacity(0.2) : Color(.secondarySystemBackground)))
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("\(item.title), \(Int(item.progress * 100)) percent"))
    }
}

private struct OffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = .zero
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
}

#Preview {
    FeedView()
}
