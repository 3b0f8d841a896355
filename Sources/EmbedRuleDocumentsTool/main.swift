import Foundation

// Usage: EmbedRuleDocumentsTool OUTPUT.swift [DOCUMENT.md ...]
// Writes a Swift source declaring `RuleDocuments`, a table of rule id (the file name without
// `.md`) to markdown; output is deterministic. Run after editing a rule document:
//   swift run EmbedRuleDocumentsTool Sources/ScrollLintAnalysis/Generated/RuleDocuments.swift rules/*.md
// (RuleDocumentsTests fails while the checked-in file and rules/ disagree.)

/// A Swift string literal for `text`: every character that could end or alter the literal is escaped.
func swiftStringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        case "\t": literal += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                literal.unicodeScalars.append(scalar)
            }
        }
    }
    return literal + "\""
}

var arguments = CommandLine.arguments.dropFirst()
guard let outputPath = arguments.popFirst() else {
    FileHandle.standardError.write(Data("usage: EmbedRuleDocumentsTool OUTPUT.swift [DOCUMENT.md ...]\n".utf8))
    exit(2)
}

var entries: [(id: String, markdown: String)] = []
for documentPath in arguments {
    let url = URL(fileURLWithPath: documentPath)
    guard let data = FileManager.default.contents(atPath: documentPath),
          let markdown = String(data: data, encoding: .utf8) else {
        FileHandle.standardError.write(Data("error: cannot read \(documentPath) as UTF-8\n".utf8))
        exit(1)
    }
    entries.append((url.deletingPathExtension().lastPathComponent, markdown))
}
entries.sort { $0.id < $1.id }

var source = """
// Generated from rules/*.md by EmbedRuleDocumentsTool. Do not edit; regenerate with
// swift run EmbedRuleDocumentsTool Sources/ScrollLintAnalysis/Generated/RuleDocuments.swift rules/*.md

/// The rule documents (`rules/<id>.md`), embedded so an installed binary can explain its rules.
public enum RuleDocuments {
    /// The markdown document of the rule `id`, or nil when `rules/` has no document for it.
    public static func markdown(for id: String) -> String? { byID[id] }

    /// Ids of every embedded document, sorted.
    public static let ids: [String] = byID.keys.sorted()

    private static let byID: [String: String] = [

"""
if entries.isEmpty { source += "        :\n" }
for entry in entries {
    source += "        \(swiftStringLiteral(entry.id)): \(swiftStringLiteral(entry.markdown)),\n"
}
source += "    ]\n}\n"

do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
}
