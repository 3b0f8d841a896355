import SwiftUI

/// Horizontally paged cards for the editors' picks.
struct FeaturedCarousel: View {
    let trails: [Trail]
    @State private var currentID: Trail.ID?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var currentIndex: Int {
        trails.firstIndex { $0.id == currentID } ?? 0
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Featured")
                .font(.title2.bold())
                .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(trails) { trail in
                        NavigationLink(value: trail) {
                            FeaturedCard(trail: trail)
                        }
                        .buttonStyle(.plain)
                        .containerRelativeFrame(.horizontal)
                        .scrollTransition(reduceMotion ? .identity : .interactive, axis: .horizontal) { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                .opacity(phase.isIdentity ? 1 : 0.7)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)

            PageDots(count: trails.count, current: currentIndex)
                .frame(maxWidth: .infinity)
        }
    }
}

struct FeaturedCard: View {
    let trail: Trail
    @State private var cardWidth: CGFloat = 0

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            TrailImage(name: trail.coverImageName)
            LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
            VStack(alignment: .leading, spacing: 4) {
                Text(trail.name)
                    .font(.title3.bold())
                Text(trail.region)
                    .font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding()
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { newWidth in
            cardWidth = newWidth
        }
        .frame(height: cardWidth * 0.62)
        .clipShape(.rect(cornerRadius: Metrics.cardCornerRadius))
    }
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: 6, height: 6)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Page \(current + 1) of \(count)")
    }
}
