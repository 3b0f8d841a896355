import SwiftUI

enum AppTab: String {
    case feed, packing, settings
}

struct RootView: View {
    let packingStore: PackingStore
    @SceneStorage("selectedTab") private var selectedTab: AppTab = .feed

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Explore", systemImage: "map", value: .feed) {
                FeedView()
            }
            Tab("Packing", systemImage: "backpack", value: .packing) {
                PackingListView(store: packingStore)
            }
            .badge(packingStore.items.count - packingStore.packedCount)
            Tab("Settings", systemImage: "gearshape", value: .settings) {
                SettingsView()
            }
        }
    }
}
