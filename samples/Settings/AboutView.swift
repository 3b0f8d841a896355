import SwiftUI

struct AboutView: View {
    private let links = [
        SettingsLink(title: "Privacy policy", systemImage: "hand.raised",
                     url: URL(string: "https://example.com/privacy")!),
        SettingsLink(title: "Terms of use", systemImage: "doc.text",
                     url: URL(string: "https://example.com/terms")!),
        SettingsLink(title: "Contact support", systemImage: "envelope",
                     url: URL(string: "mailto:support@example.com")!),
    ]

    private let licenses = [
        LicenseEntry(name: "Swift Collections", license: "Apache 2.0"),
        LicenseEntry(name: "Swift Algorithms", license: "Apache 2.0"),
    ]

    private var version: String {
        let info = Bundle.main.infoDictionary
        let short = info?["CFBundleShortVersionString"] as? String ?? "1.0"
        let build = info?["CFBundleVersion"] as? String ?? "1"
        return "\(short) (\(build))"
    }

    var body: some View {
        List {
            Section {
                LabeledContent("Version", value: version)
                Text("Made with ❤️ for people who like to walk uphill.")
                    .foregroundStyle(.secondary)
            }

            Section("Links") {
                ForEach(links) { link in
                    Link(destination: link.url) {
                        Label(link.title, systemImage: link.systemImage)
                    }
                }
            }

            Section("Acknowledgements") {
                ForEach(licenses) { entry in
                    LabeledContent(entry.name, value: entry.license)
                }
            }
        }
        .navigationTitle("About")
    }
}
