import SwiftUI

@main
struct TrailmixApp: App {
    @State private var feedStore = FeedStore()
    @State private var packingStore = PackingStore()

    var body: some Scene {
        WindowGroup {
            RootView(packingStore: packingStore)
                .environment(feedStore)
        }
    }
}
