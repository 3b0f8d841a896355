// swift-tools-version:5.9
import PackageDescription
import Foundation

// Apple's SwiftParser/SwiftSyntax ship with the toolchain in `usr/lib/swift/host`. They are used only
// as a test oracle for our lexer; the product never depends on them. The oracle target is declared
// only where that folder exists, so a toolchain without it still builds and tests everything else.
func toolchainHostLibraryFolder() -> String? {
    let fileManager = FileManager.default
    var candidates: [String] = []
    if let explicit = ProcessInfo.processInfo.environment["SCROLL_LINT_SWIFT_HOST_LIBS"] {
        candidates.append(explicit)
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let swiftExecutable = "\(directory)/swift"
        guard fileManager.fileExists(atPath: swiftExecutable) else { continue }
        let resolved = URL(fileURLWithPath: swiftExecutable).resolvingSymlinksInPath()
        candidates.append(resolved.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path)
    }
    candidates.append("/opt/swift/usr/lib/swift/host")
    return candidates.first { fileManager.fileExists(atPath: "\($0)/SwiftParser.swiftmodule") }
}

var targets: [Target] = [
    // Source text, tokens, lexer and the tolerant syntax skeleton. Knows nothing of rules.
    .target(name: "ScrollLintSyntax"),
    // What a finding is (rule, severity, location, message). Shared by rules and reporters.
    .target(name: "ScrollLintFindings"),
    // Project index, data flow, rule engine, the rules themselves, suppression comments.
    // `RuleDocuments` (rules/*.md for `scroll-lint explain`) is a checked-in generated source, so the
    // package builds the same as a dependency of another package's plugin; a test keeps it in step.
    .target(name: "ScrollLintAnalysis", dependencies: ["ScrollLintSyntax", "ScrollLintFindings"]),
    // Regenerates it: `swift run EmbedRuleDocumentsTool Sources/ScrollLintAnalysis/Generated/RuleDocuments.swift rules/*.md`.
    .executableTarget(name: "EmbedRuleDocumentsTool"),
    // For projects that use scroll-lint: `swift package scroll-lint [--target NAME] [LINT OPTIONS]`,
    // and a build-tool plugin that lints a target's sources on each build (findings as warnings).
    .plugin(name: "ScrollLintCommandPlugin",
            capability: .command(intent: .custom(verb: "scroll-lint",
                                                 description: "Lint the package's Swift sources with scroll-lint")),
            dependencies: ["scroll-lint"]),
    .plugin(name: "ScrollLintBuildToolPlugin", capability: .buildTool(), dependencies: ["scroll-lint"]),
    // Output formats. Knows nothing of parsing.
    .target(name: "ScrollLintReporters", dependencies: ["ScrollLintFindings"]),
    // Argument handling, configuration, file discovery, baseline: everything the executable does.
    .target(name: "ScrollLintCLI", dependencies: ["ScrollLintSyntax", "ScrollLintFindings", "ScrollLintAnalysis", "ScrollLintReporters"]),
    .executableTarget(name: "scroll-lint", dependencies: ["ScrollLintCLI"]),
    // Throughput and peak-memory benchmark (not a test).
    .executableTarget(name: "scroll-lint-bench", dependencies: ["ScrollLintSyntax", "ScrollLintAnalysis"]),

    .testTarget(name: "ScrollLintSyntaxTests", dependencies: ["ScrollLintSyntax"]),
    .testTarget(name: "ScrollLintAnalysisTests", dependencies: ["ScrollLintSyntax", "ScrollLintFindings", "ScrollLintAnalysis"]),
    .testTarget(name: "ScrollLintCLITests", dependencies: ["ScrollLintCLI", "ScrollLintReporters", "ScrollLintFindings", "ScrollLintAnalysis", "ScrollLintSyntax", "scroll-lint"]),
]

if let host = toolchainHostLibraryFolder() {
    // The compiler's lexer behind a module built with library evolution, whose imports of
    // SwiftParser stay internal: the test-discovery module, which imports the oracle tests, is
    // compiled without the host folder and must not need SwiftParser.
    targets.append(.target(
        name: "CompilerLexer",
        path: "Tests/CompilerLexer",
        swiftSettings: [.unsafeFlags(["-I", host, "-enable-library-evolution"])],
        linkerSettings: [.unsafeFlags(["-L", host, "-lSwiftParser", "-lSwiftSyntax", "-Xlinker", "-rpath", "-Xlinker", host])]
    ))
    targets.append(.testTarget(name: "LexerOracleTests", dependencies: ["ScrollLintSyntax", "CompilerLexer"]))
}

let package = Package(
    name: "scroll-lint",
    products: [
        .executable(name: "scroll-lint", targets: ["scroll-lint"]),
        .plugin(name: "ScrollLintCommandPlugin", targets: ["ScrollLintCommandPlugin"]),
        .plugin(name: "ScrollLintBuildToolPlugin", targets: ["ScrollLintBuildToolPlugin"]),
    ],
    targets: targets
)
