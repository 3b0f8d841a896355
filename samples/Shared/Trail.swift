import Foundation

struct Trail: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var region: String
    var distanceKilometers: Double
    var elevationGain: Int
    var difficulty: Difficulty
    var coverImageName: String
    var photoNames: [String]
    var tags: [String]
    var summary: String
    var directions: [String]
    var elevationProfile: [Double]
    var isSaved = false
}

enum Difficulty: String, CaseIterable, Codable {
    case easy, moderate, hard

    var title: String { rawValue.capitalized }

    var systemImage: String {
        switch self {
        case .easy: "figure.walk"
        case .moderate: "figure.hiking"
        case .hard: "figure.climbing"
        }
    }
}

struct Review: Identifiable, Codable {
    let id: UUID
    let author: String
    let rating: Int
    let text: String
    let ownerReply: String?
}
