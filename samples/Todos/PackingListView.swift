import SwiftUI

struct PackingListView: View {
    @Bindable var store: PackingStore
    @State private var draft = ""
    @State private var draftCategory: GearCategory = .shelter

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ProgressView(value: Double(store.packedCount), total: Double(max(store.items.count, 1))) {
                        Text("\(store.packedCount) of \(store.items.count) packed")
                    }
                }

                ForEach(GearCategory.allCases, id: \.self) { category in
                    Section(category.title) {
                        ForEach(store.items.filter { $0.category == category }) { item in
                            PackingRow(item: item) {
                                store.togglePacked(item)
                            }
                        }
                    }
                }

                Section("Add an item") {
                    TextField("Item", text: $draft)
                        .onSubmit(addDraft)
                    Picker("Category", selection: $draftCategory) {
                        ForEach(GearCategory.allCases) { category in
                            Text(category.title).tag(category)
                        }
                    }
                    Button("Add") {
                        store.items.append(PackingItem(name: draft, category: draftCategory))
                        draft = ""
                    }
                    .disabled(draft.isEmpty)
                }

                TagEditor(tags: $store.tags)
            }
            .navigationTitle("Packing list")
            .toolbar {
                NavigationLink {
                    TripNotesView(store: store)
                } label: {
                    Label("Notes", systemImage: "note.text")
                }
            }
        }
    }

    private func addDraft() {
        store.add(draft, to: draftCategory)
        draft = ""
    }
}

struct PackingRow: View {
    let item: PackingItem
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Image(systemName: item.isPacked ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(item.isPacked ? Color.green : Color.secondary)
                Text(item.name)
                    .strikethrough(item.isPacked)
                Spacer()
                if item.quantity > 1 {
                    Text("×\(item.quantity)")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    List {
        PackingRow(item: PackingItem(name: "Headlamp", category: .navigation)) {}
    }
}
