import SwiftUI

/// Design tokens shared by every screen.
enum Metrics {
    static let cardCornerRadius: CGFloat = 20
    static let gridSpacing: CGFloat = 16
    static let feedHeaderHeight: CGFloat = 320
    static let detailHeroHeight: CGFloat = 360
    /// Scroll distance over which the feed's top bar fades in.
    static let navBarFadeDistance: CGFloat = 96
}

enum Palette {
    static let accent = Color("AccentColor")
    static let cardBackground = Color(.secondarySystemBackground)
    static let chipBackground = Color(.tertiarySystemFill)
}
