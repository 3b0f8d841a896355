import Foundation
import XCTest

/// A minified file: many findings on one very long line. Sized like real minified output, which
/// a debug build lints in about a minute, so it is a slow test (`SCROLL_LINT_SLOW_TESTS=1`).
final class LongLineEndToEndTests: XCTestCase {
    /// 167,000 findings on one 4 MB line (a minified file): linted in seconds, in bounded memory
    /// (the process may not map more than 2 GB), each with a window of the line, not the whole line.
    func testFindingsOnAFourMegabyteLine() throws {
        try SlowTests.require("a 4 MB line with 167,000 findings")
        let folder = try TemporaryFolder()
        let count = 167_000
        try folder.write("Minified.swift", "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack { "
            + String(repeating: "Text(\"item\").id(UUID()); ", count: count) + "}\n    }\n}\n")
        let memoryLimitKilobytes = 2 << 20
        let start = Date()
        let result = try ScrollLintProcess.launch(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "ulimit -v \(memoryLimitKilobytes) && exec \"$0\" \"$@\"", ScrollLintProcess.binary.path,
             "lint", "Minified.swift"],
            in: folder.url, environment: ProcessInfo.processInfo.environment)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(result.status, 1, String(result.standardError.prefix(500)))
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        // Per finding its message, a window of the line and the caret; then the summary and the final newline.
        XCTAssertEqual(lines.count, 3 * count + 2)
        XCTAssertTrue(lines.first?.hasPrefix("Minified.swift:4:34: error: `.id(UUID())`") ?? false, String(lines.first ?? ""))
        XCTAssertLessThan(result.standardOutput.utf8.count, count * 800, "excerpts are windows, not the 4 MB line")
        XCTAssertEqual(lines.dropLast().last, "\(count) findings (\(count) errors, 0 warnings) in 1 file")
        XCTAssertLessThan(elapsed, 120)
    }
}
