@testable import ScrollLintCLI
import ScrollLintReporters
import XCTest

final class ArgumentTests: XCTestCase {
    func testLintOptions() throws {
        let options = try LintOptions.parse(["Sources", "--format=json", "--reporter", "sarif", "--report", "junit:out/j.xml",
                                             "--color", "never", "--strict", "--fail-on", "note", "--", "--weird"])
        XCTAssertEqual(options.paths, ["Sources", "--weird"])
        XCTAssertEqual(options.format, .sarif)
        XCTAssertEqual(options.extraReports, [LintOptions.ExtraReport(format: .junit, file: "out/j.xml")])
        XCTAssertEqual(options.color, .never)
        XCTAssertEqual(options.failingSeverity, .note)
        XCTAssertEqual(try LintOptions.parse(["--strict"]).failingSeverity, .warning)
        XCTAssertEqual(try LintOptions.parse([]).failingSeverity, .error)
    }

    func testBadArgumentsAreOneClearLine() {
        let cases: [([String], String)] = [
            (["--frobnicate"], "error: unknown option '--frobnicate' (see 'scroll-lint help lint')"),
            (["--format"], "error: option '--format' needs a value"),
            (["--format", "yaml"], "error: unknown format 'yaml' for --format; expected one of text, xcode, json, sarif, github, gitlab, checkstyle, junit"),
            (["--report", "json"], "error: --report expects FORMAT:FILE, got 'json'"),
            (["--color", "sometimes"], "error: invalid value 'sometimes' for --color; expected auto, always or never"),
            (["--fail-on", "info"], "error: invalid value 'info' for --fail-on; expected note, warning or error"),
            (["--strict=yes"], "error: option '--strict' takes no value"),
            (["--stdin", "A.swift"], "error: --stdin reads one file from standard input; do not also give paths"),
            (["--stdin-path", "A.swift"], "error: --stdin-path needs --stdin"),
            (["--update-baseline"], "error: --update-baseline needs --baseline FILE"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try LintOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertEqual("\(error)", message)
            }
        }
    }

    func testPathNames() {
        XCTAssertEqual(PathNames.standardized("./Sources//A/../B.swift"), "Sources/B.swift")
        XCTAssertEqual(PathNames.standardized("."), ".")
        XCTAssertEqual(PathNames.standardized("/a/../../b"), "/b")
        // The byte scan that passes standard paths through agrees with the component walk.
        let expected = ["a/b": "a/b", "/a/b/": "/a/b", "a//b": "a/b", "/": "/", "": ".", "a/./b": "a/b",
                        "a/...": "a/...", ".../a": ".../a", "..": "..", "/..": "/", "a/..": ".", "./a": "a",
                        "a/.b/c.": "a/.b/c.", "/a/b/..": "/a", "//a": "/a", "a/.": "a"]
        for (path, standard) in expected {
            XCTAssertEqual(PathNames.standardized(path), standard, path)
            // The scan may send a standard path the long way (`..`), never the reverse.
            if PathNames.isStandardized(path) { XCTAssertEqual(path, standard) }
        }
        XCTAssertEqual(["a/b", "/", "a/.b/c.", "a/...", "/a/b"].filter(PathNames.isStandardized).count, 5)
        XCTAssertEqual(PathNames.absolute("../x", from: "/a/b"), "/a/x")
        XCTAssertEqual(PathNames.relative("/a/b/c", to: "/a"), "b/c")
        XCTAssertNil(PathNames.relative("/ab/c", to: "/a"))
        XCTAssertEqual(PathNames.commonAncestor(["/a/b/c", "/a/b/d", "/a/b"]), "/a/b")
        XCTAssertEqual(PathNames.commonAncestor(["/a", "/b"]), "/")
    }
}
