import SwiftUI

struct DifficultyBadge: View {
    let difficulty: Difficulty

    private var tint: Color {
        switch difficulty {
        case .easy: .green
        case .moderate: .orange
        case .hard: .red
        }
    }

    var body: some View {
        Label(difficulty.title, systemImage: difficulty.systemImage)
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .foregroundStyle(tint)
            .background(tint.opacity(0.15), in: .capsule)
    }
}
