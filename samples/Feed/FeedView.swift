import SwiftUI

struct FeedView: View {
    @Environment(FeedStore.self) private var store
    @State private var selectedDifficulty: Difficulty?
    @State private var scrollOffset: CGFloat = 0
    @State private var showsScrollToTop = false
    @State private var position = ScrollPosition(edge: .top)

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    ParallaxHeader(
                        imageName: "feed-header",
                        title: "Trails near you",
                        subtitle: "Fresh picks for this weekend"
                    )
                    CategoryChips(selection: $selectedDifficulty)
                    FeaturedCarousel(trails: store.featured)

                    LazyVStack(spacing: Metrics.gridSpacing) {
                        ForEach(store.trails) { trail in
                            NavigationLink(value: trail) {
                                FeedCard(trail: trail)
                            }
                            .buttonStyle(.plain)
                            .task { await store.loadNextPage() }
                        }
                        if store.isLoading {
                            ProgressView()
                                .padding()
                        }
                    }
                    .padding(.horizontal)
                }
            }
            .scrollPosition($position)
            .ignoresSafeArea(edges: .top)
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y + geometry.contentInsets.top
            } action: { _, newValue in
                scrollOffset = newValue
            }
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y
            } action: { _, offsetY in
                let isDeep = offsetY > 1_200
                if isDeep != showsScrollToTop {
                    withAnimation(.easeInOut(duration: 0.2)) { showsScrollToTop = isDeep }
                }
            }
            .overlay(alignment: .top) {
                topBar
            }
            .overlay(alignment: .bottomTrailing) {
                if showsScrollToTop {
                    Button {
                        withAnimation { position.scrollTo(edge: .top) }
                    } label: {
                        Image(systemName: "arrow.up")
                            .font(.headline)
                            .padding(14)
                            .background(.thinMaterial, in: .circle)
                    }
                    .padding()
                    .transition(.opacity)
                    .accessibilityLabel("Scroll to top")
                }
            }
            .toolbar(.hidden, for: .navigationBar)
            .navigationDestination(for: Trail.self) { trail in
                TrailDetailView(trail: trail)
            }
            .task(id: selectedDifficulty) {
                await store.loadFirstPage(difficulty: selectedDifficulty)
            }
        }
    }

    private var topBar: some View {
        Text("Trailmix")
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.bottom, 10)
            .background(.bar, ignoresSafeAreaEdges: .top)
            .opacity(min(max(scrollOffset / Metrics.navBarFadeDistance, 0), 1))
    }
}

#Preview {
    FeedView()
        .environment(FeedStore())
}
