import ScrollLintAnalysis
@testable import ScrollLintCLI
import ScrollLintFindings
import XCTest

final class ConfigurationTests: XCTestCase {
    private let loader = ConfigurationLoader(ruleOptions: [
        "reduce-motion-ignored": [], "scroll-state-per-frame": [],
        "hardcoded-progress-divisor": [RuleOption("minimumDivisor", .number), RuleOption("names", .strings),
                                       RuleOption("flag", .boolean), RuleOption("s", .string)],
    ])

    private func load(_ text: String) throws -> ConfigurationFile {
        try loader.load(text: text, path: "cfg/.scroll-lint.json", directory: "/p/cfg")
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try load(text)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testTheExampleFromTheIssueLoads() throws {
        let file = try load("""
        {"rules": {"all": true, "reduce-motion-ignored": false}, "severity": {"scroll-state-per-frame": "error"},
         "options": {"hardcoded-progress-divisor": {"minimumDivisor": 10, "names": ["a"], "flag": true, "s": "x"}},
         "include": ["Sources/**"], "exclude": ["**/Generated/**"]}
        """)
        XCTAssertEqual(file.ruleSwitches, ["all": true, "reduce-motion-ignored": false])
        XCTAssertEqual(file.severities, ["scroll-state-per-frame": .error])
        XCTAssertEqual(file.options, ["hardcoded-progress-divisor": ["minimumDivisor": .number(10), "names": .strings(["a"]),
                                                                      "flag": .bool(true), "s": .string("x")]])
        XCTAssertEqual(file.include.map(\.text), ["Sources/**"])
        XCTAssertEqual(file.exclude.map(\.text), ["**/Generated/**"])
        XCTAssertEqual(file.directory, "/p/cfg")
    }

    func testErrorsNameTheKeyFileLineAndColumn() {
        XCTAssertEqual(error("{\n  \"rules\": {},\n  \"colour\": 1\n}"),
                       "cfg/.scroll-lint.json:3:3: error: unknown key \"colour\"; expected one of rules, severity, options, include, exclude, lintPreviews, lintFilesOutsideTargets")
        XCTAssertEqual(error("{\"rules\": {\"no-such-rule\": true}}"),
                       "cfg/.scroll-lint.json:1:12: error: unknown rule \"no-such-rule\" in \"rules\" (run 'scroll-lint rules' for the list)")
        XCTAssertEqual(error("{\"rules\": {\"all\": \"yes\"}}"),
                       "cfg/.scroll-lint.json:1:19: error: \"rules\".\"all\" must be true or false, not a string")
        XCTAssertEqual(error("{\"rules\": []}"), "cfg/.scroll-lint.json:1:11: error: \"rules\" must be an object, not an array")
        XCTAssertEqual(error("{\"severity\": {\"scroll-state-per-frame\": \"fatal\"}}"),
                       "cfg/.scroll-lint.json:1:41: error: \"severity\".\"scroll-state-per-frame\" must be \"note\", \"warning\" or \"error\"")
        XCTAssertEqual(error("{\"severity\": {\"all\": \"error\"}}"),
                       "cfg/.scroll-lint.json:1:15: error: unknown rule \"all\" in \"severity\" (run 'scroll-lint rules' for the list)")
        XCTAssertEqual(error("{\"options\": {\"hardcoded-progress-divisor\": {\"flag\": null}}}"),
                       "cfg/.scroll-lint.json:1:53: error: \"options\".\"hardcoded-progress-divisor\".\"flag\" must be a boolean, not null")
        XCTAssertEqual(error("{\"exclude\": \"Generated\"}"),
                       "cfg/.scroll-lint.json:1:13: error: \"exclude\" must be an array of glob patterns, not a string")
        XCTAssertEqual(error("{\"include\": [1]}"), "cfg/.scroll-lint.json:1:14: error: \"include\" must hold only strings, not a number")
        XCTAssertEqual(error("{\"rules\": {}, \"rules\": {}}"), "cfg/.scroll-lint.json:1:15: error: duplicate key \"rules\"")
        XCTAssertEqual(error("[]"), "cfg/.scroll-lint.json:1:1: error: the configuration must be an object, not an array")
    }

    func testLintPreviewsAndFilesOutsideTargetsAreBooleans() throws {
        XCTAssertTrue(try load("{\"lintPreviews\": true}").lintsPreviews)
        XCTAssertFalse(try load("{}").lintsPreviews)
        XCTAssertEqual(error("{\"lintPreviews\": \"yes\"}"),
                       "cfg/.scroll-lint.json:1:18: error: \"lintPreviews\" must be true or false, not a string")
        XCTAssertTrue(try load("{\"lintFilesOutsideTargets\": true}").lintsFilesOutsideTargets)
        XCTAssertFalse(try load("{}").lintsFilesOutsideTargets)
        XCTAssertEqual(error("{\"lintFilesOutsideTargets\": 1}"),
                       "cfg/.scroll-lint.json:1:29: error: \"lintFilesOutsideTargets\" must be true or false, not a number")
    }

    /// Options a rule does not read, and values of the wrong kind, are errors like any other key.
    func testRuleOptionsAreCheckedByNameAndKind() {
        XCTAssertEqual(error("{\"options\": {\"hardcoded-progress-divisor\": {\"minDivisor\": 3}}}"),
                       "cfg/.scroll-lint.json:1:45: error: \"options\".\"hardcoded-progress-divisor\" has no option "
                       + "\"minDivisor\"; did you mean \"minimumDivisor\"? (options: minimumDivisor, names, flag, s)")
        XCTAssertEqual(error("{\"options\": {\"hardcoded-progress-divisor\": {\n  \"minimumDivisor\": \"ten\"}}}"),
                       "cfg/.scroll-lint.json:2:21: error: \"options\".\"hardcoded-progress-divisor\".\"minimumDivisor\" "
                       + "must be a number, not a string")
        XCTAssertEqual(error("{\"options\": {\"hardcoded-progress-divisor\": {\"names\": \"a\"}}}"),
                       "cfg/.scroll-lint.json:1:54: error: \"options\".\"hardcoded-progress-divisor\".\"names\" "
                       + "must be an array of strings, not a string")
        XCTAssertEqual(error("{\"options\": {\"hardcoded-progress-divisor\": {\"names\": [\"a\", 1]}}}"),
                       "cfg/.scroll-lint.json:1:60: error: \"options\".\"hardcoded-progress-divisor\".\"names\" "
                       + "must hold only strings, not a number")
        XCTAssertEqual(error("{\"options\": {\"scroll-state-per-frame\": {\"limit\": 1}}}"),
                       "cfg/.scroll-lint.json:1:41: error: \"options\".\"scroll-state-per-frame\": the rule has no options")
        XCTAssertEqual(error("{\"rules\": {\"scroll_state_per_frame\": true}}"),
                       "cfg/.scroll-lint.json:1:12: error: unknown rule \"scroll_state_per_frame\" in \"rules\"; "
                       + "did you mean \"scroll-state-per-frame\"?")
    }

    /// The options the engine's rules declare are the ones their documents describe.
    func testDeclaredOptionsMatchTheRuleDocuments() {
        let declared = Linter.optionsByRule
        XCTAssertEqual(Set(declared.keys), Set(Linter.rules.map(\.id)))
        XCTAssertEqual(declared["hardcoded-progress-divisor"], [RuleOption("minimumDivisor", .number)])
        for (rule, options) in declared {
            let document = RuleDocuments.markdown(for: rule) ?? ""
            for option in options {
                XCTAssertTrue(document.contains("- `\(option.name)` (\(option.kind.rawValue)"), "\(rule): \(option.name)")
            }
        }
    }

    func testMalformedJSONIsLocated() {
        XCTAssertEqual(error("{\n  \"rules\": {\"all\": true,}\n}"),
                       "cfg/.scroll-lint.json:2:25: error: invalid JSON: expected a quoted key")
        XCTAssertEqual(error("{\"rules\": {}"), "cfg/.scroll-lint.json:1:13: error: invalid JSON: expected ',' or '}'")
        XCTAssertEqual(error(""), "cfg/.scroll-lint.json:1:1: error: invalid JSON: unexpected end of file; expected a value")
        XCTAssertEqual(error("{} x"), "cfg/.scroll-lint.json:1:4: error: invalid JSON: unexpected text after the JSON value")
    }

    func testCommentKeysAreSkippedAtAnyDepth() throws {
        let file = try load("{\"//\": \"about\", \"rules\": {\"// why\": [1], \"all\": false}, \"// more\": {}}")
        XCTAssertEqual(file.ruleSwitches, ["all": false])
    }

    func testTheInitTemplateIsAcceptedByTheLoader() throws {
        let rules = [RuleMetadata(id: "reduce-motion-ignored", defaultSeverity: .warning, enabledByDefault: false,
                                  summary: "s", documentation: "")]
        let file = try load(DefaultConfiguration.text(rules: rules))
        XCTAssertEqual(file.ruleSwitches, ["reduce-motion-ignored": false])
        XCTAssertTrue(file.include.isEmpty && file.exclude.isEmpty && file.severities.isEmpty)
    }

    func testJSONParserDecodesEscapesAndNumbers() throws {
        let node = try JSONParser.parse("[\"a\\u00e9\\ud83d\\ude00\\n\", -1.5e2, 0]")
        guard case .array(let elements) = node.value, case .string(let text) = elements[0].value,
              case .number(let number) = elements[1].value else { return XCTFail("unexpected \(node)") }
        XCTAssertEqual(text, "aé😀\n")
        XCTAssertEqual(number, -150)
        XCTAssertEqual(elements[2].position, JSONPosition(line: 1, column: 35))
        XCTAssertThrowsError(try JSONParser.parse("01"))
        XCTAssertThrowsError(try JSONParser.parse("\"\\ud83d\""))
    }

    /// Nesting is bounded (a deep file is an error, not a stack overflow) at a depth no
    /// configuration or baseline comes near.
    func testDeeplyNestedJSONIsAnErrorNotACrash() throws {
        let depth = 100_000
        XCTAssertEqual(error(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)),
                       "cfg/.scroll-lint.json:1:257: error: invalid JSON: objects and arrays nested more than 256 levels deep")
        XCTAssertEqual(error(String(repeating: "{\"a\":", count: depth)),
                       "cfg/.scroll-lint.json:1:1281: error: invalid JSON: objects and arrays nested more than 256 levels deep")
        let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        XCTAssertNoThrow(try JSONParser.parse(deepest))
    }

    func testRuleSelection() throws {
        let rules = ["a", "b", "c"].map {
            RuleMetadata(id: $0, defaultSeverity: .warning, enabledByDefault: $0 != "c", summary: "", documentation: "")
        }
        var file = ConfigurationFile(path: "f", directory: "/")
        func enabled(_ options: LintOptions = LintOptions()) throws -> [String] {
            try RuleSelection.configuration(rules: rules, file: file, options: options).enabledRules.sorted()
        }
        XCTAssertEqual(try enabled(), ["a", "b"])
        file.ruleSwitches = ["all": true, "b": false]
        XCTAssertEqual(try enabled(), ["a", "c"])
        file.ruleSwitches = ["all": false, "c": true]
        XCTAssertEqual(try enabled(), ["c"])
        XCTAssertEqual(try enabled(LintOptions.parse(["--enable", "a,b", "--disable", "c"])), ["a", "b"])
        XCTAssertEqual(try enabled(LintOptions.parse(["--only", "b", "--only", "c"])), ["b", "c"])
        XCTAssertThrowsError(try enabled(LintOptions.parse(["--disable", "zzz"]))) { error in
            XCTAssertEqual("\(error)", "error: unknown rule 'zzz' in --disable (run 'scroll-lint rules' for the list)")
        }
        // `all`, as in the configuration file.
        file.ruleSwitches = ["all": false]
        XCTAssertEqual(try enabled(LintOptions.parse(["--enable", "all"])), ["a", "b", "c"])
        XCTAssertEqual(try enabled(LintOptions.parse(["--only", "all", "--disable", "b"])), ["a", "c"])
        XCTAssertEqual(try enabled(LintOptions.parse(["--enable", "c", "--disable", "all"])), [])
        XCTAssertThrowsError(try enabled(LintOptions.parse(["--only", "d"]))) { error in
            XCTAssertEqual("\(error)", "error: unknown rule 'd' in --only; did you mean 'a'?")
        }
    }

    func testGlobPatterns() {
        let generated = GlobPattern("**/Generated/**")
        XCTAssertTrue(generated.matches("Generated/A.swift"))
        XCTAssertTrue(generated.matches("Sources/App/Generated/A.swift"))
        XCTAssertTrue(generated.matches("Sources/App/Generated"))
        XCTAssertFalse(generated.matches("Sources/App/NotGenerated/A.swift"))
        XCTAssertTrue(GlobPattern("Sources/**").matches("Sources/A/B.swift"))
        XCTAssertFalse(GlobPattern("Sources/**").matches("Tests/A.swift"))
        XCTAssertTrue(GlobPattern("Sources/*.swift").matches("Sources/View.swift"))
        XCTAssertFalse(GlobPattern("Sources/*.swift").matches("Sources/A/View.swift"))
        XCTAssertTrue(GlobPattern("./Sources/V?ew.swift").matches("Sources/View.swift"))
        XCTAssertTrue(GlobPattern("Sources/Generated").matches("Sources/Generated/A.swift"))
        XCTAssertFalse(GlobPattern("*.swift").matches("A/B.swift"))
    }

    /// Patterns with many stars once took exponential time against a long name or path (a
    /// minute and more for the two below); matching is now bounded by pattern times path length.
    func testStarHeavyPatternsMatchInLinearishTime() {
        let name = String(repeating: "a", count: 60) + ".swift"
        let path = Array(repeating: "a", count: 40).joined(separator: "/") + "/" + name
        let start = Date()
        XCTAssertFalse(GlobPattern(String(repeating: "*a", count: 20) + "*b").matches(name))
        XCTAssertFalse(GlobPattern(String(repeating: "**/", count: 20) + "b").matches(path))
        XCTAssertTrue(GlobPattern(String(repeating: "*a", count: 20) + "*.swift").matches(name))
        XCTAssertTrue(GlobPattern(String(repeating: "**/", count: 20) + "a*a.swift").matches(path))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        // Stars still backtrack where they must.
        XCTAssertTrue(GlobPattern("**/a/**/b/*.swift").matches("a/x/a/y/b/c/b/V.swift"))
        XCTAssertFalse(GlobPattern("**/a/**/b/*.swift").matches("a/x/b/y/V.swift"))
        XCTAssertTrue(GlobPattern("*View*Model?.swift").matches("ListViewItemViewModel2.swift"))
        XCTAssertFalse(GlobPattern("*View*Model?.swift").matches("ListViewModel.swift"))
    }

    func testNearestConfigurationWins() {
        let existing: Set<String> = ["/repo/.scroll-lint.json", "/repo/Sub/.scroll-lint.json"]
        XCTAssertEqual(ConfigurationLocator.nearest(from: "/repo/Sub/Deep", fileExists: existing.contains),
                       "/repo/Sub/.scroll-lint.json")
        XCTAssertEqual(ConfigurationLocator.nearest(from: "/repo/Other", fileExists: existing.contains), "/repo/.scroll-lint.json")
        XCTAssertNil(ConfigurationLocator.nearest(from: "/elsewhere", fileExists: existing.contains))
    }
}
