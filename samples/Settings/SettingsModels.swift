import Foundation

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometers, miles

    var id: Self { self }

    var title: String {
        switch self {
        case .kilometers: "Kilometers"
        case .miles: "Miles"
        }
    }

    var elevationLabel: String {
        switch self {
        case .kilometers: "m"
        case .miles: "ft"
        }
    }

    func format(kilometers: Double) -> String {
        let measurement = Measurement(value: kilometers, unit: UnitLength.kilometers)
        let converted = self == .kilometers ? measurement : measurement.converted(to: .miles)
        return converted.formatted(.measurement(width: .abbreviated, usage: .asProvided,
                                                numberFormatStyle: .number.precision(.fractionLength(1))))
    }
}

enum AppTheme: String, CaseIterable {
    case system, light, dark
}

/// A downloaded offline map region.
struct OfflineRegion: Hashable {
    let name: String
    let sizeInMegabytes: Int
}

/// A link in the About screen.
struct SettingsLink: Identifiable {
    var id: String { title }
    let title: String
    let systemImage: String
    let url: URL
}

/// An open-source acknowledgement.
struct LicenseEntry: Identifiable {
    let name: String
    let license: String

    var id: UUID { UUID() }
}
