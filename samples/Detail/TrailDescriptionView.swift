import SwiftUI

/// The trail summary, collapsed to a few lines with a "Read more" button when it is long.
struct TrailDescriptionView: View {
    let text: String
    @State private var isExpanded = false
    @State private var fullHeight: CGFloat = 0

    private let collapsedHeight: CGFloat = 96

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(text)
                .lineSpacing(2)
                .background {
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear { fullHeight = proxy.size.height }
                            .onChange(of: proxy.size.height) { fullHeight = proxy.size.height }
                    }
                }
                .frame(height: isExpanded ? fullHeight : min(fullHeight, collapsedHeight), alignment: .top)
                .clipped()

            if fullHeight > collapsedHeight {
                Button(isExpanded ? "Show less" : "Read more") {
                    withAnimation(.easeInOut) { isExpanded.toggle() }
                }
                .font(.subheadline.weight(.semibold))
            }
        }
    }
}
