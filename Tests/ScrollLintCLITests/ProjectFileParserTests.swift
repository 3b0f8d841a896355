@testable import ScrollLintCLI
import XCTest

/// The project-file reader keeps what `XcodeProjects` needs and nothing breaks it: comments,
/// quoted and escaped strings, nested dictionaries and lists of dictionaries are read or skipped;
/// a file cut short or nested without end is no project (nil), never a crash.
final class ProjectFileParserTests: XCTestCase {
    func testReadsObjectsAndSkipsWhatItDoesNotNeed() throws {
        let text = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objects = {
        /* Begin PBXFileReference section */
        		A1 /* Row.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "My \"Row\".swift"; sourceTree = "<group>"; };
        		G1 /* App */ = {isa = PBXGroup; children = (A1 /* Row.swift */, ); path = App; sourceTree = "<group>"; };
        		T1 = {isa = PBXNativeTarget; buildSettings = { OTHER = ( "-a", "-b" ); nested = { deep = 1; }; }; packageProductDependencies = ( { a = b; }, ); };
        		P1 /* Project object */ = {isa = PBXProject; mainGroup = G1; projectDirPath = ""; };
        	};
        	rootObject = P1 /* Project object */;
        }
        """#
        let contents = try XCTUnwrap(ProjectFileParser.parse(Array(text.utf8)))
        XCTAssertEqual(contents.rootObject, "P1")
        XCTAssertEqual(contents.objects["A1"]?[.path], .string(#"My "Row".swift"#))
        XCTAssertEqual(contents.objects["A1"]?[.sourceTree], .string("<group>"))
        XCTAssertFalse(ProjectFileParser.Key.allCases.map(\.rawValue).contains("lastKnownFileType"), "not kept")
        XCTAssertEqual(contents.objects["G1"]?[.children], .list(["A1"]))
        XCTAssertEqual(contents.objects["T1"]?[.isa], .string("PBXNativeTarget"))
        XCTAssertEqual(contents.objects["P1"]?[.mainGroup], .string("G1"))
        XCTAssertEqual(contents.objects["P1"]?[.projectDirPath], .string(""))
    }

    /// Whether a project names the Mac SDK decides whether its targets are read.
    func testByteSearchFindsANeedleAnywhere() {
        func contains(_ text: String, _ needle: String) -> Bool { FileSystem.bytes(Array(text.utf8), contain: Array(needle.utf8)) }
        XCTAssertTrue(contains("macosx", "macosx"))
        XCTAssertTrue(contains("SDKROOT = macosx;", "macosx"))
        XCTAssertTrue(contains("mmmacmacosx", "macosx"), "after partial matches")
        XCTAssertTrue(contains("SDKROOT = iphoneos; x = macosx", "macosx"), "at the very end")
        XCTAssertFalse(contains("SDKROOT = iphoneos; macos", "macosx"), "cut short at the end")
        XCTAssertFalse(contains("macOSX", "macosx"))
        XCTAssertFalse(contains("", "macosx"))
        XCTAssertFalse(contains("abc", ""))
    }

    func testBrokenFilesAreNoProject() {
        for text in ["{ objects = { A = { isa = PBXGroup; children = (", "{ rootObject = ", "",
                     String(repeating: "(", count: 100_000), String(repeating: "{ a = ", count: 100_000),
                     "{ objects = { A = { path = \"unterminated; }; }; }"] {
            XCTAssertNil(ProjectFileParser.parse(Array(text.utf8)), String(text.prefix(40)))
        }
    }
}
