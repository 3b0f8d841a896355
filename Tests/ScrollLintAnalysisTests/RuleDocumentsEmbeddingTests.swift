import Foundation
import ScrollLintAnalysis
import XCTest

/// `scroll-lint explain` prints the documents embedded in the binary; they must be exactly the
/// files in `rules/`.
final class RuleDocumentsEmbeddingTests: XCTestCase {
    static let regenerate = "swift run EmbedRuleDocumentsTool Sources/ScrollLintAnalysis/Generated/RuleDocuments.swift rules/*.md"

    func testEmbeddedDocumentsMatchTheRulesFolder() throws {
        let folder = RuleDocument.rulesDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }.sorted()
        XCTAssertEqual(RuleDocuments.ids, names.map { String($0.dropLast(3)) },
                       "rules/ and the embedded documents differ; run \(Self.regenerate)")
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(RuleDocuments.markdown(for: String(name.dropLast(3))), text,
                           "\(name) changed since it was embedded; run \(Self.regenerate)")
        }
    }
}
