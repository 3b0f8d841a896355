import Foundation
import XCTest

/// The command plugin, used as a project would: a sample package made here depends on this
/// repository by path and runs `swift package scroll-lint`. SwiftPM builds scroll-lint inside the
/// sample package first (about a minute on two cores), so this is one test and one run.
final class PackagePluginEndToEndTests: XCTestCase {
    func testCommandPluginLintsTheSamplePackage() throws {
        let swift = try ExternalTool.require("swift", install: "put the Swift toolchain on PATH")
        let sample = try TemporaryFolder()
        try sample.write("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Sample",
            dependencies: [.package(path: \(quoted(SharedFiles.repositoryRoot.path)))],
            targets: [
                .target(name: "Feed"),
            ]
        )

        """)
        try sample.write("Sources/Feed/RowView.swift", SwiftUISources.row("RowView", unstable: true).joined(separator: "\n") + "\n")
        // Builds stay out of the repository's own .build and out of each other's way.
        let scratch = sample.url.appendingPathComponent(".build").path
        func swiftRun(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let result = try ExternalTool.run(swift, arguments, in: sample.url, timeout: 1200)
            return (result.status, result.standardOutput + result.standardError)
        }

        let command = try swiftRun(["package", "--scratch-path", scratch, "--disable-sandbox", "scroll-lint",
                                    "--format", "xcode"])
        XCTAssertNotEqual(command.status, 0, command.output)
        XCTAssertTrue(command.output.contains("Sources/Feed/RowView.swift:5:"), command.output)
        XCTAssertTrue(command.output.contains("error: ") && command.output.contains("(\(SwiftUISources.errorRule))"),
                      command.output)
        XCTAssertTrue(command.output.contains("scroll-lint found problems at or above the failing severity"), command.output)
        // The build-tool plugin is not driven here: `swift build` of a package that applies it
        // fails on Linux (SwiftPM 6.3) before it runs, because SwiftPM does not run scroll-lint's
        // own EmbedRuleDocuments plugin when it builds scroll-lint as a host tool.
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
