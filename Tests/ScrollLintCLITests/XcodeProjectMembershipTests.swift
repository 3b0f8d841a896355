import Foundation
import XCTest

/// A Swift file that no Xcode project of the tree builds (a scratch copy beside the live view) is
/// not shipped, so a folder lint leaves it out and says so; everything an Xcode project, a Swift
/// package or a synchronised folder may build is linted.
final class XcodeProjectMembershipTests: XCTestCase {
    private var folder: TemporaryFolder!

    /// A row that gives itself a new identity on every render: one finding wherever it is linted.
    static func view(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            var body: some View {
                Text("Row").id(UUID())
            }
        }

        """
    }

    /// A project file as Xcode writes it (old-style property list), whose main group holds
    /// `App/` (its path relative to the group, in the case the project spells it) and the
    /// given items.
    static func project(files: [String], synchronizedFolder: String? = nil) -> String {
        var objects = ""
        var children: [String] = []
        for (index, file) in files.enumerated() {
            let id = String(format: "F%023d", index)
            objects += "\t\t\(id) /* \(file) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(file); sourceTree = \"<group>\"; };\n"
            children.append(id)
        }
        var mainChildren = ["G00000000000000000000001"]
        if let synchronizedFolder {
            objects += "\t\tS00000000000000000000001 = {isa = PBXFileSystemSynchronizedRootGroup; path = \(synchronizedFolder); sourceTree = \"<group>\"; };\n"
            mainChildren.append("S00000000000000000000001")
        }
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \(objects)\t\tG00000000000000000000001 /* App */ = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); path = APP; sourceTree = "<group>"; };
        \t\tG00000000000000000000000 = {isa = PBXGroup; children = (\(mainChildren.joined(separator: ", "))); sourceTree = "<group>"; };
        \t\tP00000000000000000000000 /* Project object */ = {isa = PBXProject; mainGroup = G00000000000000000000000; projectDirPath = ""; projectRoot = ""; };
        \t};
        \trootObject = P00000000000000000000000 /* Project object */;
        }

        """
    }

    override func setUpWithError() throws {
        folder = try TemporaryFolder()
        try folder.write("App/Live.swift", Self.view("Live"))
        try folder.write("App/temp-Live.swift", Self.view("LiveCopy"))
    }

    /// "path:line" of each finding (xcode format), sorted.
    private func findings(_ result: ScrollLintProcess.Result) -> [String] {
        result.standardOutput.split(separator: "\n").map { $0.split(separator: ":").prefix(2).joined(separator: ":") }.sorted()
    }

    func testFilesNoProjectBuildsAreLeftOutWithANote() throws {
        try folder.write("Shop.xcodeproj/project.pbxproj", Self.project(files: ["Live.swift"]))
        let result = try folder.run(["lint", ".", "--format", "xcode"])
        XCTAssertEqual(findings(result), ["App/Live.swift:5"], result.standardError)
        XCTAssertEqual(result.standardError.split(separator: "\n").filter { $0.contains("no Xcode project") },
                       ["note: not linting 'App/temp-Live.swift', a Swift file that no Xcode project here builds; name a file to lint it, or set \"lintFilesOutsideTargets\": true"])
        XCTAssertEqual(result.status, 1)

        // Named on the command line, it is linted.
        let named = try folder.run(["lint", "App/temp-Live.swift", "--format", "xcode"])
        XCTAssertEqual(findings(named), ["App/temp-Live.swift:5"], named.standardError)

        // The configuration turns the check off.
        try folder.write(".scroll-lint.json", #"{ "lintFilesOutsideTargets": true }"#)
        let all = try folder.run(["lint", ".", "--format", "xcode"])
        XCTAssertEqual(findings(all), ["App/Live.swift:5", "App/temp-Live.swift:5"], all.standardError)
        XCTAssertFalse(all.standardError.contains("no Xcode project"), all.standardError)
    }

    func testWhatAProjectMayBuildIsLinted() throws {
        // A folder the project builds whole (Xcode 16), a Swift package, a project that names no
        // Swift file, and a project that cannot be read: nothing is left out.
        let cases: [(String, [(String, String)])] = [
            ("synchronised folder", [("Shop.xcodeproj/project.pbxproj", Self.project(files: ["Live.swift"], synchronizedFolder: "App"))]),
            ("package", [("Shop.xcodeproj/project.pbxproj", Self.project(files: ["Live.swift"])),
                         ("App/Package.swift", "// swift-tools-version:5.9\n")]),
            ("no Swift file named", [("Shop.xcodeproj/project.pbxproj", Self.project(files: []))]),
            ("unreadable project", [("Shop.xcodeproj/project.pbxproj", "{ objects = { (((")]),
            ("nested past any real project", [("Shop.xcodeproj/project.pbxproj", String(repeating: "(", count: 10_000))]),
        ]
        for (name, files) in cases {
            folder = try TemporaryFolder()
            try folder.write("App/Live.swift", Self.view("Live"))
            try folder.write("App/temp-Live.swift", Self.view("LiveCopy"))
            for (path, text) in files { try folder.write(path, text) }
            let result = try folder.run(["lint", ".", "--format", "xcode"])
            XCTAssertEqual(findings(result), ["App/Live.swift:5", "App/temp-Live.swift:5"], "\(name): \(result.standardError)")
            XCTAssertFalse(result.standardError.contains("no Xcode project"), "\(name): \(result.standardError)")
        }
    }

    func testAFileOutsideTheProjectsFolderIsLinted() throws {
        // The project lives in `Shop/`; a script beside it is outside every project's folder.
        try folder.write("Shop/Shop.xcodeproj/project.pbxproj", Self.project(files: ["Live.swift"]))
        try folder.write("Shop/App/Live.swift", Self.view("Live"))
        try folder.write("Shop/App/Old.swift", Self.view("Old"))
        let result = try folder.run(["lint", ".", "--format", "xcode"])
        XCTAssertEqual(findings(result), ["App/Live.swift:5", "App/temp-Live.swift:5", "Shop/App/Live.swift:5"], result.standardError)
        XCTAssertTrue(result.standardError.contains("note: not linting 'Shop/App/Old.swift'"), result.standardError)
    }
}
