import Foundation
import ScrollLintAnalysis
import ScrollLintFindings
import XCTest

/// Lints the bundled sample app and requires exactly the findings its README lists.
final class SampleAppTests: XCTestCase {
    static var samplesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples")
    }

    func testSampleAppProducesExactlyTheListedFindings() throws {
        let root = Self.samplesDirectory
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let expected = try XCTUnwrap(Self.manifest(readme), "samples/README.md has no ```findings block")

        var inputs: [LintInput] = []
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        for case let relative as String in enumerator where relative.hasSuffix(".swift") {
            let data = try Data(contentsOf: root.appendingPathComponent(relative))
            inputs.append(LintInput(path: relative, bytes: [UInt8](data)))
        }
        XCTAssertGreaterThanOrEqual(inputs.count, 15)

        let implemented = Set(Linter.rules.map(\.id))
        // Every registered rule runs, opt-in rules included, so each one's sample findings are checked.
        let findings = Linter(configuration: LintConfiguration(enabledRules: implemented)).lint(inputs)
        let found = Set(findings.map { "\($0.path):\($0.start.line):\($0.start.column) \($0.ruleID)" })
        // Manifest lines for rules that do not exist yet are not expected.
        let expectedNow = expected.filter { implemented.contains(String($0.split(separator: " ").last ?? "")) }
        XCTAssertEqual(found.subtracting(expectedNow).sorted(), [], "findings the manifest does not list")
        XCTAssertEqual(expectedNow.subtracting(found).sorted(), [], "listed findings that were not found")
        XCTAssertGreaterThanOrEqual(expectedNow.count, 12)
    }

    static func manifest(_ readme: String) -> Set<String>? {
        guard let start = readme.range(of: "```findings\n") else { return nil }
        let rest = readme[start.upperBound...]
        guard let end = rest.range(of: "```") else { return nil }
        return Set(rest[..<end.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
    }
}
