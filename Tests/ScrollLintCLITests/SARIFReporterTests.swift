import Foundation
import ScrollLintFindings
@testable import ScrollLintReporters
import XCTest

final class SARIFReporterTests: XCTestCase {
    private func report(_ input: ReportInput = ReportFixtures.input()) throws -> [String: Any] {
        let text = SARIFReporter().report(input)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func run(_ document: [String: Any]) throws -> [String: Any] {
        let runs = try XCTUnwrap(document["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return runs[0]
    }

    func testDriverDescribesTheToolAndEveryRule() throws {
        let document = try report()
        XCTAssertEqual(document["version"] as? String, "2.1.0")
        let driver = try XCTUnwrap((try run(document)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "scroll-lint")
        XCTAssertEqual(driver["version"] as? String, "9.9.9")
        XCTAssertEqual(driver["informationUri"] as? String, "https://example.com/scroll-lint")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["geometry-writeback", "reduce-motion-ignored", "scroll-state-per-frame"])
        let first = rules[0]
        XCTAssertEqual((first["shortDescription"] as? [String: Any])?["text"] as? String,
                       "Geometry measured during layout is written into state.")
        XCTAssertEqual((first["fullDescription"] as? [String: Any])?["text"] as? String,
                       "Geometry measured during layout is written into state.")
        XCTAssertEqual((first["help"] as? [String: Any])?["markdown"] as? String,
                       "# geometry-writeback\n\nGeometry measured during layout\nis written into state.\n\n## Fix\n")
        XCTAssertEqual((first["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        XCTAssertEqual((rules[1]["defaultConfiguration"] as? [String: Any])?["enabled"] as? Bool, false)
        // Without documentation, help falls back to the summary.
        XCTAssertEqual((rules[2]["help"] as? [String: Any])?["text"] as? String,
                       "A continuous scroll value is stored on every frame.")
    }

    func testResultsPointAtRelativeURIsWithLevelsAndRuleIndexes() throws {
        var absolute = ReportFixtures.list
        absolute.path = "/work/project/Sources/My View.swift"
        var outside = ReportFixtures.list
        outside.path = "/elsewhere/B.swift"
        let run = try run(try report(ReportFixtures.input(ReportFixtures.findings + [absolute, outside])))
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        XCTAssertEqual(((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])?["uri"] as? String,
                       "file:///work/project/")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String },
                       ["geometry-writeback", "scroll-state-per-frame", "reduce-motion-ignored",
                        "scroll-state-per-frame", "scroll-state-per-frame"])
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [0, 2, 1, 2, 2])
        XCTAssertEqual(results.map { $0["level"] as? String }, ["error", "warning", "note", "warning", "warning"])
        let artifacts = results.map { result -> [String: Any] in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return location?["artifactLocation"] as? [String: Any] ?? [:]
        }
        XCTAssertEqual(artifacts.map { $0["uri"] as? String },
                       ["Sources/App/Header.swift", "Sources/App/List.swift", "Sources/App/List.swift",
                        "Sources/My%20View.swift", "file:///elsewhere/B.swift"])
        XCTAssertEqual(artifacts.map { $0["uriBaseId"] as? String }, ["SRCROOT", "SRCROOT", "SRCROOT", "SRCROOT", nil])
        let region = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Int]
        XCTAssertEqual(region, ["startLine": 3, "startColumn": 9, "endLine": 3, "endColumn": 47])
        let related = try XCTUnwrap(results[0]["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "state read here")
    }

    func testFingerprintsIgnoreLineNumbersAndCountRepeats() {
        let moved = Finding(ruleID: "r", severity: .warning, path: "A.swift", start: SourcePosition(line: 40, column: 1),
                            end: SourcePosition(line: 40, column: 2), message: "m")
        var original = moved
        original.start.line = 4
        var otherLine = moved
        otherLine.start.line = 41
        let lines: [Int: Substring] = [4: "  x = 1", 40: "\tx = 1 \r", 41: "x = 2"]
        let before = FindingFingerprint.fingerprints(of: [original], relativePath: { $0 }, sourceLine: { lines[$1] })
        let after = FindingFingerprint.fingerprints(of: [moved, moved, otherLine], relativePath: { $0 },
                                                    sourceLine: { lines[$1] })
        XCTAssertEqual(before[0], after[0])
        XCTAssertEqual(after[1], String(after[0].dropLast()) + "2")
        XCTAssertNotEqual(after[2].prefix(16), after[0].prefix(16))
        // The hash must never change between releases: pinned to FNV-1a's published test vectors.
        XCTAssertEqual(FindingFingerprint.fnv1a64(""), 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(FindingFingerprint.fnv1a64("a"), 0xaf63_dc4c_8601_ec8c)
    }

    func testFirstParagraphSkipsHeadingsAndJoinsLines() {
        XCTAssertEqual(SARIFReporter.firstParagraph(of: "# T\n\nOne\ntwo\n\nThree"), "One two")
        XCTAssertNil(SARIFReporter.firstParagraph(of: "# Only a heading\n"))
    }

    /// Validates against the official schema with Python's `jsonschema`, when available.
    func testReportValidatesAgainstTheOfficialSchema() throws {
        let schema = try SharedFiles.url("schemas/sarif-2.1.0.json")
        for input in [ReportFixtures.input(), ReportFixtures.input([], fileCount: 0)] {
            try SchemaValidation.validate(SARIFReporter().report(input), schema: schema)
        }
    }
}

/// Runs `python3 -m jsonschema`-style validation; skips when Python or the package is missing.
enum SchemaValidation {
    static func validate(_ document: String, schema: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            print("SKIP: python3 has no jsonschema module (pip install jsonschema)"); sys.exit(3)
        schema = json.load(open(sys.argv[1]))
        document = json.load(sys.stdin)
        errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(document), key=lambda e: list(e.path))
        for error in errors:
            print("/".join(map(str, error.path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, schema.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            throw XCTSkip("cannot run python3 to validate against the SARIF schema: \(error)")
        }
        input.fileHandleForWriting.write(Data(document.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 || process.terminationStatus == 127 {
            throw XCTSkip(text.isEmpty ? "python3 is not installed" : text)
        }
        XCTAssertEqual(process.terminationStatus, 0, "SARIF schema violations:\n\(text)", file: file, line: line)
    }
}
