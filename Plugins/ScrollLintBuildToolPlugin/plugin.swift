import Foundation
import PackagePlugin

/// Lints a target's Swift sources on every build that changes them. Findings come out in the
/// compiler's `path:line:column: warning: message` form, which SwiftPM and Xcode show as build
/// warnings and errors; an error-level finding fails the build, as a compiler error would.
/// The configuration is the nearest `.scroll-lint.json` above the sources; its include/exclude
/// apply to every file.
@main
struct ScrollLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let files = sources.sourceFiles(withSuffix: "swift").map(\.path)
        return try commands(tool: context.tool(named: "scroll-lint").path, name: target.name, files: files,
                            workDirectory: context.pluginWorkDirectory)
    }

    /// One command: `scroll-lint lint --format xcode FILES`. Its declared output, a JSON report,
    /// lets the build system skip it until a source changes.
    func commands(tool: Path, name: String, files: [Path], workDirectory: Path) -> [Command] {
        guard !files.isEmpty else { return [] }
        let report = workDirectory.appending("scroll-lint-\(name).json")
        // The configuration is an input too: editing it lints again.
        let configuration = nearestConfiguration(from: commonFolder(of: files))
        return [
            .buildCommand(
                displayName: "scroll-lint \(name) (\(files.count) \(files.count == 1 ? "file" : "files"))",
                executable: tool,
                arguments: ["lint", "--format", "xcode", "--force-exclude", "--report", "json:\(report.string)", "--"]
                    + files.map(\.string),
                inputFiles: files + (configuration.map { [$0] } ?? []),
                outputFiles: [report]
            ),
        ]
    }

    /// The folder holding all of `files`, where scroll-lint starts looking for its configuration.
    func commonFolder(of files: [Path]) -> Path {
        var common = files[0].removingLastComponent().string.split(separator: "/")
        for file in files.dropFirst() {
            let parts = file.removingLastComponent().string.split(separator: "/")
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        return Path("/" + common.joined(separator: "/"))
    }

    /// `.scroll-lint.json` in `folder` or the nearest folder above it, as scroll-lint finds it.
    func nearestConfiguration(from folder: Path) -> Path? {
        var current = folder
        while true {
            let candidate = current.appending(".scroll-lint.json")
            if FileManager.default.fileExists(atPath: candidate.string) { return candidate }
            let parent = current.removingLastComponent()
            if parent == current || parent.string.isEmpty { return nil }
            current = parent
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScrollLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path)
        return try commands(tool: context.tool(named: "scroll-lint").path, name: target.displayName, files: files,
                            workDirectory: context.pluginWorkDirectory)
    }
}
#endif
