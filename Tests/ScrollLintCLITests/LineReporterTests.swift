import ScrollLintFindings
@testable import ScrollLintReporters
import XCTest

/// Exact output of the line-oriented formats: text, xcode, github.
final class LineReporterTests: XCTestCase {
    func testTextReportShowsLocationSourceLineCaretRelatedNotesAndSummary() {
        let expected = """
        Sources/App/Header.swift:3:9: error: geometry written into state [geometry-writeback]
                offset = proxy.frame(in: .global).minY
                ^
        Sources/App/Header.swift:5:3: note: state read here
        Sources/App/List.swift:2:3: warning: scroll offset, stored: 100% "hot" <&> [scroll-state-per-frame]
        \t\ty = new
        \t\t^
        Sources/App/List.swift:7:1: note: reduce motion is ignored [reduce-motion-ignored]
        struct X {}
        ^
        3 findings (1 error, 1 warning, 1 note) in 4 files

        """
        XCTAssertEqual(TextReporter(useColor: false).report(ReportFixtures.input()), expected)
    }

    func testTextReportColorsOnlyWhenAsked() {
        let input = ReportFixtures.input([ReportFixtures.list], fileCount: 1)
        let expected = "\u{1B}[1mSources/App/List.swift:2:3:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m "
            + "scroll offset, stored: 100% \"hot\" <&> [scroll-state-per-frame]\n"
            + "\t\ty = new\n\t\t\u{1B}[1;32m^\u{1B}[0m\n"
            + "1 finding (0 errors, 1 warning) in 1 file\n"
        XCTAssertEqual(TextReporter(useColor: true).report(input), expected)
        XCTAssertFalse(TextReporter(useColor: false).report(input).contains("\u{1B}"))
    }

    func testTextReportOfNoFindingsIsTheSummaryAlone() {
        XCTAssertEqual(TextReporter(useColor: false).report(ReportFixtures.input([], fileCount: 2)),
                       "0 findings (0 errors, 0 warnings) in 2 files\n")
    }

    func testTextReportWithoutSourceTextOmitsTheExcerpt() {
        var finding = ReportFixtures.list
        finding.path = "Elsewhere.swift"
        XCTAssertEqual(TextReporter(useColor: false).report(ReportFixtures.input([finding], fileCount: 1)),
                       "Elsewhere.swift:2:3: warning: scroll offset, stored: 100% \"hot\" <&> [scroll-state-per-frame]\n"
                       + "1 finding (0 errors, 1 warning) in 1 file\n")
    }

    func testXcodeReportIsOneCompilerStyleLinePerFinding() {
        let expected = """
        Sources/App/Header.swift:3:9: error: geometry written into state (geometry-writeback)
        Sources/App/List.swift:2:3: warning: scroll offset, stored: 100% "hot" <&> (scroll-state-per-frame)
        Sources/App/List.swift:7:1: note: reduce motion is ignored (reduce-motion-ignored)

        """
        XCTAssertEqual(XcodeReporter().report(ReportFixtures.input()), expected)
        XCTAssertEqual(XcodeReporter().report(ReportFixtures.input([])), "")
    }

    func testGitHubReportEscapesDataAndProperties() {
        var absolute = ReportFixtures.list
        absolute.path = "/work/project/Sources/a,b:c%.swift"
        let expected = """
        ::error file=Sources/App/Header.swift,line=3,col=9,endLine=3,endColumn=47,title=geometry-writeback::geometry written into state
        ::warning file=Sources/App/List.swift,line=2,col=3,endLine=2,endColumn=10,title=scroll-state-per-frame::scroll offset, stored: 100%25 "hot" <&>
        ::notice file=Sources/App/List.swift,line=7,col=1,endLine=7,endColumn=7,title=reduce-motion-ignored::reduce motion%0Ais ignored
        ::warning file=Sources/a%2Cb%3Ac%25.swift,line=2,col=3,endLine=2,endColumn=10,title=scroll-state-per-frame::scroll offset, stored: 100%25 "hot" <&>

        """
        XCTAssertEqual(GitHubActionsReporter().report(ReportFixtures.input(ReportFixtures.findings + [absolute])), expected)
        XCTAssertEqual(GitHubActionsReporter.escapedData("a\r\nb"), "a%0D%0Ab")
    }

    func testSingleLineTurnsEveryKindOfLineBreakIntoOneSpace() {
        XCTAssertEqual(ReportText.singleLine("a\r\nb\nc\rd"), "a b c d")
    }
}
