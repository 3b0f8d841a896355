import SwiftUI

/// A horizontal strip of trail photos that snaps to each photo.
struct PhotoStrip: View {
    let photoNames: [String]
    @State private var firstVisiblePhoto: String?
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Photos")
                    .font(.title3.bold())
                Spacer()
                if let firstVisiblePhoto, let index = photoNames.firstIndex(of: firstVisiblePhoto) {
                    Text("\(index + 1) of \(photoNames.count)")
                        .font(.footnote.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
            }
            .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 8) {
                    ForEach(photoNames, id: \.self) { name in
                        TrailImage(name: name)
                            .frame(width: 220, height: 150)
                            .clipShape(.rect(cornerRadius: 12))
                            .scrollTransition(reduceMotion ? .identity : .interactive, axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(1 - abs(phase.value) * 0.12)
                                    .grayscale(1 - abs(phase.value))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 16, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollIndicators(.hidden)
            .onScrollTargetVisibilityChange(idType: String.self, threshold: 0.6) { visibleNames in
                firstVisiblePhoto = visibleNames.first
            }
        }
    }
}
