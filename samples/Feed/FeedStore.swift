import Foundation
import Observation

@Observable
final class FeedStore {
    private(set) var trails: [Trail] = []
    private(set) var featured: [Trail] = []
    private(set) var isLoading = false
    private(set) var hasMorePages = true

    private var nextPage = 0
    private var difficulty: Difficulty?
    private let service: any TrailService

    init(service: any TrailService = SampleTrailService()) {
        self.service = service
    }

    func loadFirstPage(difficulty: Difficulty?) async {
        self.difficulty = difficulty
        nextPage = 0
        hasMorePages = true
        trails = []
        featured = (try? await service.featuredTrails()) ?? []
        await loadNextPage()
    }

    func loadNextPage() async {
        guard !isLoading, hasMorePages else { return }
        isLoading = true
        defer { isLoading = false }
        let page = (try? await service.trails(page: nextPage, difficulty: difficulty)) ?? []
        hasMorePages = !page.isEmpty
        trails.append(contentsOf: page)
        nextPage += 1
    }

    func toggleSaved(_ trail: Trail) {
        guard let index = trails.firstIndex(where: { $0.id == trail.id }) else { return }
        trails[index].isSaved.toggle()
    }
}
