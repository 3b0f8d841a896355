import Foundation
import PackagePlugin

/// `swift package scroll-lint [--target NAME ...] [LINT OPTIONS]`: lints the package (or the
/// named targets' folders) with the scroll-lint built from source, so a project adopts it without
/// installing a binary. Every other argument goes to `scroll-lint lint`, e.g.
/// `swift package scroll-lint --format github` in CI. The run fails when scroll-lint does
/// (findings at or above the failing severity, or a usage error).
@main
struct ScrollLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        try run(tool: try context.tool(named: "scroll-lint").path.string,
                in: context.package.directory.string,
                paths: targets.map(\.directory.string),
                arguments: extractor.remainingArguments)
    }
}

extension ScrollLintCommandPlugin {
    /// Runs `scroll-lint lint ARGUMENTS PATHS` in `directory`, its output going straight to ours.
    func run(tool: String, in directory: String, paths: [String], arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        // Paths after `--`, so a folder named like an option is still a folder.
        process.arguments = ["lint"] + arguments + (paths.isEmpty ? [] : ["--"] + paths)
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(status: process.terminationStatus)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var status: Int32
        var description: String {
            status == 1 ? "scroll-lint found problems at or above the failing severity (exit status 1)"
                : "scroll-lint failed (exit status \(status))"
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ScrollLintCommandPlugin: XcodeCommandPlugin {
    /// From Xcode's project navigator: lints the selected targets' Swift files, or the whole project.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let files = context.xcodeProject.targets
            .filter { names.isEmpty || names.contains($0.displayName) }
            .flatMap { $0.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path.string) }
        try run(tool: try context.tool(named: "scroll-lint").path.string,
                in: context.xcodeProject.directory.string,
                paths: names.isEmpty ? [] : files,
                arguments: extractor.remainingArguments)
    }
}
#endif
