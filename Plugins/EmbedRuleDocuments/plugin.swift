import Foundation
import PackagePlugin

/// Turns every `rules/<id>.md` of the package into one generated Swift source holding the
/// documents, so `scroll-lint explain` works from an installed binary and the embedded text can
/// never drift from the files: the table is regenerated whenever a document changes.
@main
struct EmbedRuleDocuments: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rulesDirectory = context.package.directory.appending("rules")
        let documents = markdownFiles(in: rulesDirectory.string).map { rulesDirectory.appending($0) }
        let output = context.pluginWorkDirectory.appending("RuleDocuments.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(documents.count) rule documents",
                executable: try context.tool(named: "EmbedRuleDocumentsTool").path,
                arguments: [output.string] + documents.map(\.string),
                // The folder itself is an input too (when it exists: git keeps no empty folder), so
                // adding or removing a document reruns the tool.
                inputFiles: documents + (FileManager.default.fileExists(atPath: rulesDirectory.string)
                    ? [rulesDirectory] : []),
                outputFiles: [output]
            ),
        ]
    }

    /// Sorted names of the `.md` files directly inside `directory`; none when it does not exist.
    private func markdownFiles(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }
}
