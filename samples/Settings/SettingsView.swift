import SwiftUI

struct SettingsView: View {
    @AppStorage("distanceUnit") private var unit: DistanceUnit = .kilometers
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("autoplayVideos") private var autoplayVideos = true
    @State private var offlineRegions = [
        OfflineRegion(name: "Cascades", sizeInMegabytes: 420),
        OfflineRegion(name: "Sierra Nevada", sizeInMegabytes: 610),
    ]

    var body: some View {
        NavigationStack {
            Form {
                Section("Units") {
                    Picker("Distance", selection: $unit) {
                        ForEach(DistanceUnit.allCases) { unit in
                            Text(unit.title).tag(unit)
                        }
                    }
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases, id: \.self) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Autoplay trail videos", isOn: $autoplayVideos)
                }

                Section {
                    ForEach(offlineRegions, id: \.self) { region in
                        LabeledContent(region.name, value: "\(region.sizeInMegabytes) MB")
                    }
                    .onDelete { offsets in
                        offlineRegions.remove(atOffsets: offsets)
                    }
                } header: {
                    Text("Offline maps")
                } footer: {
                    Text("Swipe to delete a region you no longer need.")
                }

                Section {
                    NavigationLink("About Trailmix") {
                        AboutView()
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
