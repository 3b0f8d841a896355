import SwiftUI

/// The stretchy photo header at the top of the feed: it stretches on overscroll, scrolls away
/// at half speed, and its title fades out as it leaves.
struct ParallaxHeader: View {
    let imageName: String
    let title: String
    let subtitle: String

    var body: some View {
        GeometryReader { proxy in
            let minY = proxy.frame(in: .scrollView).minY
            let stretch = max(minY, 0)
            let titleOpacity = 1 - min(max(-minY / 140, 0), 1)

            ZStack(alignment: .bottomLeading) {
                TrailImage(name: imageName)
                    .frame(width: proxy.size.width, height: proxy.size.height + stretch)
                    .blur(radius: stretch * 0.2)
                    .offset(y: minY > 0 ? -minY : -minY / 2)

                LinearGradient(
                    colors: [.clear, .black.opacity(0.55)],
                    startPoint: .center,
                    endPoint: .bottom
                )

                VStack(alignment: .leading, spacing: 4) {
                    Text(title)
                        .font(.largeTitle.bold())
                    Text(subtitle)
                        .font(.subheadline)
                }
                .foregroundStyle(.white)
                .padding()
                .opacity(titleOpacity)
            }
        }
        .frame(height: Metrics.feedHeaderHeight)
    }
}
