import Foundation
import XCTest

/// A file that only Mac targets compile is Mac code even when it names no AppKit type: its Xcode
/// project builds it with `SDKROOT = macosx` (listed in the target's sources, or under a folder
/// synchronised into it). There a capped panel inside a scroll view is the platform's usual
/// control, not a panel that takes drags from the page.
final class MacTargetTests: XCTestCase {
    /// A capped panel of rows inside a scroll view: one `nested-same-axis-scroll` finding on iOS.
    static let detail = """
        import SwiftUI

        struct Detail: View {
            let lines: [String]

            var body: some View {
                ScrollView {
                    Text("Title")
                    ScrollView {
                        ForEach(lines, id: \\.self) { line in
                            Text(line)
                        }
                    }
                    .frame(maxHeight: 350)
                }
            }
        }

        """

    /// A project with one target whose configuration sets `sdk` (none where nil; the project's
    /// own configuration sets `projectSDK`), compiling `App/Detail.swift` from its sources or
    /// from the synchronised folder `App`; `platforms` is its `SUPPORTED_PLATFORMS`.
    static func project(sdk: String?, projectSDK: String? = nil, platforms: String? = nil, synchronized: Bool = false) -> String {
        func settings(_ sdk: String?, _ platforms: String?) -> String {
            var fields = ""
            if let sdk { fields += "SDKROOT = \(sdk); " }
            if let platforms { fields += "SUPPORTED_PLATFORMS = \"\(platforms)\"; " }
            return "buildSettings = { PRODUCT_NAME = Shop; \(fields)}; name = Release;"
        }
        let group = synchronized
            ? "S0 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };"
            : "F0 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Detail.swift; sourceTree = \"<group>\"; };\n\t\tG1 = {isa = PBXGroup; children = (F0); path = App; sourceTree = \"<group>\"; };"
        let mainChildren = synchronized ? "S0" : "G1"
        let sources = synchronized ? "files = ();" : "files = (B0);"
        let synchronizedGroups = synchronized ? "fileSystemSynchronizedGroups = (S0);" : ""
        return """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\t\(group)
        \t\tB0 = {isa = PBXBuildFile; fileRef = F0; };
        \t\tG0 = {isa = PBXGroup; children = (\(mainChildren)); sourceTree = "<group>"; };
        \t\tSP = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; \(sources) };
        \t\tTC = {isa = XCBuildConfiguration; \(settings(sdk, platforms)) };
        \t\tTL = {isa = XCConfigurationList; buildConfigurations = (TC); defaultConfigurationName = Release; };
        \t\tT0 = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (SP); \(synchronizedGroups) name = Shop; };
        \t\tPC = {isa = XCBuildConfiguration; \(settings(projectSDK, nil)) };
        \t\tPL = {isa = XCConfigurationList; buildConfigurations = (PC); defaultConfigurationName = Release; };
        \t\tP0 = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G0; projectDirPath = ""; projectRoot = ""; targets = (T0); };
        \t};
        \trootObject = P0;
        }

        """
    }

    /// The findings with `projects` (each a bundle name and its project file) beside `App/`.
    private func findingLines(projects: [(String, String)]) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("App/Detail.swift", Self.detail)
        for (bundle, project) in projects { try folder.write("\(bundle).xcodeproj/project.pbxproj", project) }
        let result = try folder.run(["lint", ".", "--format", "xcode"])
        return result.standardOutput.split(separator: "\n").map { $0.split(separator: ":").prefix(3).joined(separator: ":") }
    }

    private func findingLines(_ project: String?) throws -> [String] {
        try findingLines(projects: project.map { [("Shop", $0)] } ?? [])
    }

    func testAFileOnlyMacTargetsCompileIsMacCode() throws {
        let reported = ["App/Detail.swift:9:13"]
        XCTAssertEqual(try findingLines(nil), reported, "no project")
        XCTAssertEqual(try findingLines(Self.project(sdk: "iphoneos")), reported, "iOS target")
        XCTAssertEqual(try findingLines(Self.project(sdk: "macosx")), [], "Mac target")
        XCTAssertEqual(try findingLines(Self.project(sdk: nil, projectSDK: "macosx")), [], "Mac project, target sets no SDK")
        XCTAssertEqual(try findingLines(Self.project(sdk: nil)), reported, "no SDK anywhere")
        XCTAssertEqual(try findingLines(Self.project(sdk: "macosx", platforms: "macosx iphoneos iphonesimulator")), reported,
                       "a Mac SDK that supports iOS too")
        XCTAssertEqual(try findingLines(Self.project(sdk: "macosx", synchronized: true)), [], "synchronised folder of a Mac target")
        XCTAssertEqual(try findingLines(Self.project(sdk: "iphoneos", synchronized: true)), reported, "synchronised folder of an iOS target")
    }

    /// Projects are read in parallel; what they say together does not depend on which is read first.
    func testAFileAnotherProjectCompilesForIOSIsNoMacCode() throws {
        let mac = Self.project(sdk: "macosx"), phone = Self.project(sdk: "iphoneos")
        XCTAssertEqual(try findingLines(projects: [("A", mac), ("B", phone)]), ["App/Detail.swift:9:13"])
        XCTAssertEqual(try findingLines(projects: [("A", phone), ("B", mac)]), ["App/Detail.swift:9:13"])
        XCTAssertEqual(try findingLines(projects: [("A", mac), ("B", mac)]), [])
    }
}
