import Foundation
import XCTest

/// The command plugin, used as a project would: a sample package made here depends on this
/// repository by path and runs `swift package scroll-lint`. SwiftPM builds scroll-lint inside the
/// sample package first (about a minute on two cores), so this is one test and one run. A slow
/// test: run with `SCROLL_LINT_SLOW_TESTS=1`.
final class PackagePluginEndToEndTests: XCTestCase {
    func testCommandPluginLintsTheSamplePackage() throws {
        try SlowTests.require("SwiftPM builds scroll-lint for a sample package")
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
                .target(name: "Rows", plugins: [.plugin(name: "ScrollLintBuildToolPlugin", package: \(quoted(packageIdentity)))]),
            ]
        )

        """)
        try sample.write("Sources/Feed/RowView.swift", SwiftUISources.row("RowView", unstable: true).joined(separator: "\n") + "\n")
        // The build-tool plugin's target must compile on Linux too, so it stands in for SwiftUI.
        try sample.write("Sources/Rows/Spinner.swift", """
        import Foundation

        struct Text {
            init(_ title: String) {}
            func id<ID: Hashable>(_ id: ID) -> Text { self }
        }

        func spinner() -> Text {
            Text("Loading").id(UUID())
        }

        """)
        // Builds stay out of the repository's own .build and out of each other's way.
        let scratch = sample.url.appendingPathComponent(".build").path
        func swiftRun(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let result = try ExternalTool.run(swift, arguments, in: sample.url, timeout: 1200)
            return (result.status, result.standardOutput + result.standardError)
        }

        SlowTests.announce("swift package scroll-lint: building scroll-lint for a sample package, about a minute")
        let command = try swiftRun(["package", "--scratch-path", scratch, "--disable-sandbox", "scroll-lint",
                                    "--format", "xcode"])
        XCTAssertNotEqual(command.status, 0, command.output)
        XCTAssertTrue(command.output.contains("Sources/Feed/RowView.swift:5:"), command.output)
        XCTAssertTrue(command.output.contains("error: ") && command.output.contains("(\(SwiftUISources.errorRule))"),
                      command.output)
        XCTAssertTrue(command.output.contains("scroll-lint found problems at or above the failing severity"), command.output)

        // The build-tool plugin: findings surface as build diagnostics, an error fails the build.
        let build = try swiftRun(["build", "--scratch-path", scratch, "--target", "Rows"])
        XCTAssertNotEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Sources/Rows/Spinner.swift:9:24: error: `.id(UUID())`"), build.output)
    }

    /// SwiftPM names a package added by path after its folder.
    private var packageIdentity: String { SharedFiles.repositoryRoot.lastPathComponent.lowercased() }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
