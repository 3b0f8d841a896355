import SwiftUI

struct ReviewsSection: View {
    let reviews: [Review]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Reviews")
                .font(.title3.bold())

            if reviews.isEmpty {
                ContentUnavailableView("No reviews yet", systemImage: "text.bubble")
            } else {
                LazyVStack(alignment: .leading, spacing: 16) {
                    ForEach(reviews) { review in
                        ReviewRow(review: review)
                        if reviews.firstIndex(where: { $0.id == review.id }) != reviews.count - 1 {
                            Divider()
                                .padding(.leading, 24)
                                .padding(.vertical, 4)
                                .overlay(Color.secondary.opacity(0.2))
                        }
                    }
                }
            }
        }
    }
}

struct ReviewRow: View {
    let review: Review

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(review.author)
                    .font(.subheadline.bold())
                Spacer()
                StarRating(rating: review.rating)
            }
            Text(review.text)
        }
        .scrollTransition { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.4)
        }
    }
}

struct StarRating: View {
    let rating: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5, id: \.self) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
            }
        }
        .font(.caption)
        .foregroundStyle(.yellow)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(rating) out of 5 stars")
    }
}
