import SwiftUI

/// The hero photo of the detail screen: it grows on overscroll and fades as it scrolls away.
struct DetailHeader: View {
    let imageName: String
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        TrailImage(name: imageName)
            .frame(height: Metrics.detailHeroHeight)
            .clipped()
            .visualEffect { [reduceMotion] content, proxy in
                let minY = proxy.frame(in: .scrollView).minY
                let fade = (-minY / 250).clamped(to: 0...1)
                return content
                    .scaleEffect(reduceMotion ? 1 : 1 + minY / proxy.size.height, anchor: .bottom)
                    .opacity(1 - fade)
            }
    }
}
