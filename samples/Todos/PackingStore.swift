import Foundation
import Observation

@Observable
final class PackingStore {
    var items: [PackingItem] = [
        PackingItem(name: "Tent", category: .shelter),
        PackingItem(name: "Sleeping bag", category: .sleep),
        PackingItem(name: "Stove", category: .kitchen),
        PackingItem(name: "Gas canister", category: .kitchen, quantity: 2),
        PackingItem(name: "Rain jacket", category: .clothing),
        PackingItem(name: "Map and compass", category: .navigation),
        PackingItem(name: "Blister kit", category: .firstAid),
    ]
    var notes: [TripNote] = []
    var tags: [String] = ["weekend", "alpine"]

    var packedCount: Int {
        items.reduce(0) { $1.isPacked ? $0 + 1 : $0 }
    }

    func add(_ name: String, to category: GearCategory) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        items.append(PackingItem(name: trimmed, category: category))
    }

    func togglePacked(_ item: PackingItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isPacked.toggle()
    }

    func togglePinned(_ note: TripNote) {
        guard let index = notes.firstIndex(of: note) else { return }
        notes[index].isPinned.toggle()
    }

    func addNote(_ text: String) {
        guard !text.isEmpty else { return }
        notes.insert(TripNote(text: text, createdAt: .now), at: 0)
    }
}
