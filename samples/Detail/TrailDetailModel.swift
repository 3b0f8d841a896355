import Foundation
import Observation

@Observable
final class TrailDetailModel {
    let trail: Trail
    private(set) var reviews: [Review] = []
    private(set) var reactionCounts: [String: Int] = [:]
    var readingProgress: Double = 0

    private let service: any TrailService

    init(trail: Trail, service: any TrailService = SampleTrailService()) {
        self.trail = trail
        self.service = service
    }

    func loadReviews() async {
        reviews = (try? await service.reviews(for: trail.id)) ?? []
    }

    func react(with emoji: String) {
        reactionCounts[emoji, default: 0] += 1
    }
}

/// A quick reaction shown under the trail's title.
struct Reaction: Identifiable {
    let id = UUID()
    let emoji: String
}
