import Foundation
import XCTest

/// Files the project shares beside the repository (`../shared`), and the repository itself.
enum SharedFiles {
    /// The repository root, found from this source file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/<relativePath>`, or a skip that says what is missing.
    static func url(_ relativePath: String, test: String = #function, file: String = #fileID) throws -> URL {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/\(relativePath)")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SkippedTests.skip("\(url.path) is absent: the shared folder beside the repository is needed for this test",
                                    test: test, file: file)
        }
        return url
    }
}
