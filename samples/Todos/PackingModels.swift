import Foundation

/// One thing to bring on the trip.
struct PackingItem: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var category: GearCategory
    var quantity = 1
    var isPacked = false
}

enum GearCategory: String, CaseIterable, Identifiable {
    case shelter, sleep, kitchen, clothing, navigation, firstAid

    var id: Self { self }

    var title: String {
        switch self {
        case .shelter: "Shelter"
        case .sleep: "Sleep system"
        case .kitchen: "Kitchen"
        case .clothing: "Clothing"
        case .navigation: "Navigation"
        case .firstAid: "First aid"
        }
    }
}

/// A free-form note about the trip. Notes can be edited and pinned after they are written.
struct TripNote: Hashable {
    var text: String
    let createdAt: Date
    var isPinned = false
}
