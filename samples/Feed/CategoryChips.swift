import SwiftUI

/// Difficulty filter shown under the feed header.
struct CategoryChips: View {
    @Binding var selection: Difficulty?

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                chip("All", isSelected: selection == nil) {
                    selection = nil
                }
                ForEach(Difficulty.allCases, id: \.self) { difficulty in
                    chip(difficulty.title, isSelected: selection == difficulty) {
                        selection = difficulty
                    }
                }
            }
            .padding(.horizontal)
        }
        .scrollIndicators(.hidden)
        // Dim the chips once they slide under the top bar.
        .visualEffect { content, proxy in
            content.opacity(proxy.frame(in: .global).minY < 60 ? 0.4 : 1)
        }
    }

    private func chip(_ title: String, isSelected: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Text(title)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .foregroundStyle(isSelected ? Color.white : Color.primary)
                .background(isSelected ? Palette.accent : Palette.chipBackground, in: .capsule)
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
