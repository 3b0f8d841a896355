import SwiftUI
import os

private let chartLogger = Logger(subsystem: "com.example.trailmix", category: "ElevationProfile")

/// A simple line chart of elevation along the trail.
struct ElevationProfileView: View {
    let samples: [Double]
    let unit: DistanceUnit

    var body: some View {
        GeometryReader { proxy in
            let highest = max(samples.max() ?? 1, 1)
            let lowest = samples.min() ?? 0
            let range = max(highest - lowest, 1)
            Path { path in
                for (index, sample) in samples.enumerated() {
                    let x = proxy.size.width * CGFloat(index) / CGFloat(max(samples.count - 1, 1))
                    let y = proxy.size.height * (1 - (sample - lowest) / range)
                    if index == 0 {
                        path.move(to: CGPoint(x: x, y: y))
                    } else {
                        path.addLine(to: CGPoint(x: x, y: y))
                    }
                }
            }
            .stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        }
        .padding(12)
        .background(.quaternary.opacity(0.4), in: .rect(cornerRadius: 12))
        .overlay(alignment: .topLeading) {
            Text(unit.elevationLabel)
                .font(.caption2)
                .foregroundStyle(.secondary)
                .padding(6)
        }
        .visualEffect { content, proxy in
            let top = proxy.frame(in: .scrollView).minY
            chartLogger.debug("elevation chart top: \(Double(top))")
            return content.opacity(top < 0 ? 0.6 : 1)
        }
    }
}
