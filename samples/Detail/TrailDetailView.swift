import SwiftUI

struct TrailDetailView: View {
    @State private var model: TrailDetailModel
    @State private var isTitleHidden = false
    @State private var showsStartButton = false
    @AppStorage("distanceUnit") private var unit: DistanceUnit = .kilometers
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    init(trail: Trail) {
        _model = State(initialValue: TrailDetailModel(trail: trail))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                DetailHeader(imageName: model.trail.coverImageName)

                VStack(alignment: .leading, spacing: 8) {
                    Text(model.trail.name)
                        .font(.largeTitle.bold())
                        .onGeometryChange(for: Bool.self) { proxy in
                            proxy.frame(in: .scrollView).maxY < 0
                        } action: { hidden in
                            isTitleHidden = hidden
                        }
                    HStack {
                        DifficultyBadge(difficulty: model.trail.difficulty)
                        Text(unit.format(kilometers: model.trail.distanceKilometers))
                            .foregroundStyle(.secondary)
                    }
                    HStack(spacing: 12) {
                        ForEach(["🥾", "⛰️", "🌲"].map { Reaction(emoji: $0) }) { reaction in
                            Button {
                                model.react(with: reaction.emoji)
                            } label: {
                                Text("\(reaction.emoji) \(model.reactionCounts[reaction.emoji, default: 0])")
                            }
                            .buttonStyle(.bordered)
                        }
                    }
                }
                .padding(.horizontal)

                TrailDescriptionView(text: model.trail.summary)
                    .padding(.horizontal)

                // Redraw the chart when the distance unit changes.
                ElevationProfileView(samples: model.trail.elevationProfile, unit: unit)
                    .frame(height: 160)
                    .id(UUID())
                    .padding(.horizontal)

                VStack(alignment: .leading, spacing: 8) {
                    Text("Directions")
                        .font(.title3.bold())
                    ScrollView {
                        ForEach(model.trail.directions, id: \.self) { Text($0) }
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .frame(maxHeight: 180)
                }
                .padding(.horizontal)

                PhotoStrip(photoNames: model.trail.photoNames)

                ReviewsSection(reviews: model.reviews)
                    .padding(.horizontal)
            }
            .padding(.bottom, 96)
        }
        .ignoresSafeArea(edges: .top)
        .safeAreaInset(edge: .top, spacing: 0) {
            ProgressView(value: model.readingProgress)
                .progressViewStyle(.linear)
                .opacity(isTitleHidden ? 1 : 0)
        }
        .onScrollGeometryChange(for: Double.self) { geometry in
            let scrollable = geometry.contentSize.height - geometry.containerSize.height
            return scrollable > 0 ? Double(geometry.contentOffset.y / scrollable) : 0
        } action: { _, progress in
            model.readingProgress = progress.clamped(to: 0...1)
        }
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > Metrics.detailHeroHeight
        } action: { _, isPastHero in
            withAnimation(reduceMotion ? nil : .snappy) {
                showsStartButton = isPastHero
            }
        }
        .overlay(alignment: .bottom) {
            if showsStartButton {
                Button {
                    // Hand off to the navigation screen.
                } label: {
                    Label("Start navigation", systemImage: "location.north.line.fill")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding()
                .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
            }
        }
        .navigationTitle(isTitleHidden ? model.trail.name : "")
        .navigationBarTitleDisplayMode(.inline)
        .task { await model.loadReviews() }
    }
}

#Preview {
    NavigationStack {
        TrailDetailView(trail: Trail.samples[0])
    }
}
