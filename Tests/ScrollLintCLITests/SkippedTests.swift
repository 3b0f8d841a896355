import Foundation
import XCTest

/// Skips that say why at the end of the run too: a missing folder or tool, or a slow test left
/// out, is listed after XCTest's summary line instead of only in the middle of the log.
final class SkippedTests: NSObject, XCTestObservation {
    private static let shared = SkippedTests()
    private static let lock = NSLock()
    private var reasons: [String] = []
    private var registered = false

    /// The skip to throw, recorded for the summary under the calling test's name.
    static func skip(_ reason: String, test: String = #function, file: String = #fileID) -> XCTSkip {
        let testName = "\(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)."
            + test.replacingOccurrences(of: "()", with: "")
        lock.lock()
        defer { lock.unlock() }
        shared.reasons.append("\(testName): \(reason)")
        if !shared.registered {
            shared.registered = true
            XCTestObservationCenter.shared.addTestObserver(shared)
        }
        return XCTSkip(reason)
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        print(Self.summary(reasons), terminator: "")
    }

    /// `Skipped 2 tests:` and one indented line per test and reason.
    static func summary(_ reasons: [String]) -> String {
        guard !reasons.isEmpty else { return "" }
        return "Skipped \(reasons.count) \(reasons.count == 1 ? "test" : "tests"):\n"
            + reasons.map { "  \($0)\n" }.joined()
    }
}

/// Tests that take minutes: real clients that build this package (pre-commit builds it in
/// release, SwiftPM for a sample package) and inputs sized for a release build. Plain
/// `swift test` skips them so the unit suite stays quick; CI runs them as a separate step
/// (`.ci/run`): `SCROLL_LINT_SLOW_TESTS=1 swift test --filter '<SlowTests.classes>'`.
enum SlowTests {
    static let environmentVariable = "SCROLL_LINT_SLOW_TESTS"
    /// The test classes made of slow tests only, for `swift test --filter`.
    static let classes = ["PreCommitHookEndToEndTests", "PackagePluginEndToEndTests", "LongLineEndToEndTests"]

    /// Skips the calling test unless slow tests were asked for.
    static func require(_ why: String, test: String = #function, file: String = #fileID) throws {
        guard ProcessInfo.processInfo.environment[environmentVariable] == "1" else {
            throw SkippedTests.skip("slow (\(why)); run with \(environmentVariable)=1", test: test, file: file)
        }
    }

    /// A line in the log before a step that takes minutes, so the run does not look stuck.
    static func announce(_ step: String) {
        print("note: \(step)")
        fflush(stdout)
    }
}
