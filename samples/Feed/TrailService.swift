import Foundation

protocol TrailService: Sendable {
    func trails(page: Int, difficulty: Difficulty?) async throws -> [Trail]
    func featuredTrails() async throws -> [Trail]
    func reviews(for trailID: Trail.ID) async throws -> [Review]
}

/// Serves bundled sample data; the real client talks to the trails API.
struct SampleTrailService: TrailService {
    private static let pageSize = 10

    func trails(page: Int, difficulty: Difficulty?) async throws -> [Trail] {
        try await Task.sleep(for: .milliseconds(300))
        let matching = Trail.samples.filter { difficulty == nil || $0.difficulty == difficulty }
        let start = page * Self.pageSize
        guard start < matching.count else { return [] }
        return Array(matching[start..<min(start + Self.pageSize, matching.count)])
    }

    func featuredTrails() async throws -> [Trail] {
        Array(Trail.samples.prefix(4))
    }

    func reviews(for trailID: Trail.ID) async throws -> [Review] {
        [
            Review(id: UUID(), author: "Maya", rating: 5,
                   text: "Stunning views from the ridge, go early to beat the crowds.",
                   ownerReply: "Thanks Maya! Parking fills up by 9 on weekends."),
            Review(id: UUID(), author: "Jonas", rating: 4,
                   text: "Muddy after rain, bring poles.", ownerReply: nil),
        ]
    }
}

extension Trail {
    static let samples: [Trail] = [
        Trail(id: UUID(), name: "Eagle Ridge Loop", region: "Cascades", distanceKilometers: 11.4,
              elevationGain: 720, difficulty: .moderate, coverImageName: "eagle-ridge",
              photoNames: ["eagle-ridge-1", "eagle-ridge-2", "eagle-ridge-3"],
              tags: ["views", "wildflowers"],
              summary: "A steady climb through old-growth forest to an open ridge with views of three volcanoes.",
              directions: ["From the trailhead, follow the creek for 2 km.", "Take the left fork uphill."],
              elevationProfile: [420, 480, 610, 790, 980, 1140, 1010, 760, 520, 420]),
        Trail(id: UUID(), name: "Lakeshore Stroll", region: "Cascades", distanceKilometers: 4.2,
              elevationGain: 60, difficulty: .easy, coverImageName: "lakeshore",
              photoNames: ["lakeshore-1", "lakeshore-2"],
              tags: ["family", "lake"],
              summary: "A flat path around the lake, stroller friendly for most of the way.",
              directions: ["Start at the boat ramp.", "Keep the water on your right."],
              elevationProfile: [300, 305, 310, 302, 298, 300]),
        Trail(id: UUID(), name: "Granite Chimney", region: "Sierra", distanceKilometers: 16.8,
              elevationGain: 1480, difficulty: .hard, coverImageName: "granite-chimney",
              photoNames: ["granite-1", "granite-2", "granite-3", "granite-4"],
              tags: ["scramble", "alpine"],
              summary: "A long approach and a class 3 scramble to a summit with a 360 degree view.",
              directions: ["Cross the meadow.", "Follow the cairns up the gully on the north side."],
              elevationProfile: [1800, 2100, 2450, 2800, 3120, 3280, 2900, 2300, 1800]),
    ]
}
