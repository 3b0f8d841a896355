import Foundation
import XCTest

/// A hook lints a few files, but what those files mean depends on the rest of the project: a
/// staged list edits a model declared in a committed file. `--staged` and `--project DIR` read
/// the rest for what it declares, so they report what a full lint reports on the same files.
final class ProjectContextTests: XCTestCase {
    private var repository: GitRepository!

    override func setUpWithError() throws {
        repository = try GitRepository()
        // The model, committed long ago; the list that edits it in place, staged now.
        try repository.write("Model/Todo.swift", ["struct Todo: Hashable {", "    var title: String",
                                                  "    var done = false", "}"])
        _ = try repository.commitAll("model")
        try repository.write("Views/TodoList.swift", [
            "import SwiftUI",
            "",
            "struct TodoList: View {",
            "    @State private var todos = [Todo(title: \"Milk\")]",
            "",
            "    var body: some View {",
            "        List {",
            "            ForEach(todos, id: \\.self) { todo in",
            "                Text(todo.title).onTapGesture {",
            "                    if let index = todos.firstIndex(of: todo) { todos[index].done.toggle() }",
            "                }",
            "            }",
            "        }",
            "    }",
            "}",
        ])
        try repository.run(["add", "Views/TodoList.swift"])
    }

    private func lint(_ arguments: [String], in folder: String = "") throws -> ScrollLintProcess.Result {
        try ExternalTool.run(ScrollLintProcess.binary, arguments + ["--format", "xcode"],
                             in: repository.url.appendingPathComponent(folder))
    }

    /// "path:line:column (rule)" of each finding.
    private func findings(_ result: ScrollLintProcess.Result) -> [String] {
        result.standardOutput.split(separator: "\n").map { line in
            let location = line.split(separator: ":").prefix(3).joined(separator: ":")
            return "\(location) \(line.split(separator: " ").last ?? "")"
        }
    }

    func testStagedAndProjectReportWhatAFullLintReports() throws {
        let expected = ["Views/TodoList.swift:8:32 (self-id-mutable-model)"]
        let full = try lint([])
        XCTAssertEqual(findings(full), expected, full.standardError)

        let staged = try lint(["--staged"])
        XCTAssertEqual(findings(staged), expected, staged.standardError)
        XCTAssertEqual(staged.status, 0)

        let project = try lint(["--project", ".", "Views/TodoList.swift"])
        XCTAssertEqual(findings(project), expected, project.standardError)
        // From a subfolder, the project folder and the paths are relative to it.
        let fromViews = try lint(["--project", "..", "TodoList.swift"], in: "Views")
        XCTAssertEqual(findings(fromViews), ["TodoList.swift:8:32 (self-id-mutable-model)"], fromViews.standardError)

        // An editor's unsaved buffer, on standard input, in its project.
        let buffer = try repository.folder.read("Views/TodoList.swift")
        let editor = try ExternalTool.run(ScrollLintProcess.binary, ["--stdin", "--stdin-path", "Views/TodoList.swift",
                                                                     "--project", ".", "--format", "xcode"],
                                          in: repository.url, standardInput: Array(buffer.utf8))
        XCTAssertEqual(findings(editor), expected, editor.standardError)

        // Alone, the file cannot know that `Todo` is edited in place: silent, as it should be.
        XCTAssertEqual(findings(try lint(["Views/TodoList.swift"])), [])
    }

    func testContextFilesAreNeverReported() throws {
        // A finding in a committed file is not the staged files' business.
        try repository.write("Views/Old.swift", SwiftUISources.row("Old", unstable: true))
        try repository.run(["add", "Views/Old.swift"])
        try repository.run(["commit", "-q", "-m", "old", "--", "Views/Old.swift"])
        let staged = try lint(["--staged"])
        XCTAssertEqual(findings(staged), ["Views/TodoList.swift:8:32 (self-id-mutable-model)"], staged.standardError)
        let project = try lint(["--project", ".", "Views/TodoList.swift"])
        XCTAssertEqual(findings(project), ["Views/TodoList.swift:8:32 (self-id-mutable-model)"])
        // Named both ways, a file is linted once and reported.
        let both = try lint(["--project", ".", "Views/TodoList.swift", "Views/Old.swift"])
        XCTAssertEqual(findings(both), ["Views/Old.swift:5:24 (unstable-identity-uuid)",
                                        "Views/TodoList.swift:8:32 (self-id-mutable-model)"])
        XCTAssertEqual(both.status, 1)
    }

    func testProjectThatIsNotAFolderOrWithStagedIsAUsageError() throws {
        let missing = try lint(["--project", "nope", "Views/TodoList.swift"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "error: --project needs a folder: 'nope'\n")
        let withStaged = try lint(["--staged", "--project", "."])
        XCTAssertEqual(withStaged.status, 2)
        XCTAssertEqual(withStaged.standardError, "error: --staged reads the rest of git's index itself; do not also give --project\n")
    }
}
