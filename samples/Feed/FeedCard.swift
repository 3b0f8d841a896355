import SwiftUI

struct FeedCard: View {
    let trail: Trail
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TrailImage(name: trail.coverImageName)
                .frame(height: 180)
                .clipShape(.rect(cornerRadius: Metrics.cardCornerRadius - 6))
                .overlay(alignment: .topTrailing) {
                    if trail.isSaved {
                        Image(systemName: "bookmark.fill")
                            .foregroundStyle(.white)
                            .padding(10)
                    }
                }

            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(trail.name)
                        .font(.headline)
                    Text(trail.region)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                DifficultyBadge(difficulty: trail.difficulty)
            }

            HStack(spacing: 6) {
                ForEach(trail.tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .font(.caption)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(Palette.chipBackground, in: .capsule)
                }
            }

            Label {
                Text("\(trail.distanceKilometers, format: .number.precision(.fractionLength(1))) km · \(trail.elevationGain) m gain")
            } icon: {
                Image(systemName: "point.topleft.down.to.point.bottomright.curvepath")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)
        }
        .padding()
        .background(Palette.cardBackground, in: .rect(cornerRadius: Metrics.cardCornerRadius))
        .scrollTransition(reduceMotion ? .identity : .animated.threshold(.visible(0.3))) { content, phase in
            content
                .opacity(phase.isIdentity ? 1 : 0.3)
                .offset(y: (1 - abs(phase.value)) * 16)
        }
    }
}

#Preview {
    FeedCard(trail: Trail.samples[0])
        .padding()
}
