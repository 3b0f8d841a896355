import SwiftUI

/// A cover photo from the asset catalog, with a neutral placeholder while assets are missing.
struct TrailImage: View {
    let name: String

    var body: some View {
        Rectangle()
            .fill(Palette.cardBackground)
            .overlay {
                Image(name)
                    .resizable()
                    .scaledToFill()
            }
            .clipped()
            .accessibilityHidden(true)
    }
}
