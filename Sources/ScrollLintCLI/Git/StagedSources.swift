import ScrollLintAnalysis

/// `--staged`: the Swift files staged for the next commit, with their staged content (the index),
/// not what the work tree holds now, so a pre-commit hook judges exactly what will be committed.
enum StagedSources {
    struct Entry: Equatable {
        /// How reports name the file: relative to the current folder when inside it.
        var displayPath: String
        var absolutePath: String
        /// The staged blob.
        var object: String
    }

    /// Staged Swift files (added, copied, modified, renamed; not deleted), regular files only.
    static func list(io: CommandIO) throws -> [Entry] {
        let here = GitProcess(directory: io.currentDirectory, environment: io.environment)
        let root = try here.topLevel(purpose: "--staged")
        let git = GitProcess(directory: root, environment: io.environment)
        // Raw output: ":oldmode newmode oldsha newsha status\0path\0" per file; newsha is the index's.
        let raw = try git.output(["-c", "diff.relative=false", "diff", "--cached", "--raw", "-z", "--no-abbrev",
                                  "--no-renames", "--diff-filter=d", "--no-ext-diff"],
                                 what: "--staged: git diff --cached failed")
        let fields = GitProcess.nulSeparated(raw)
        var entries: [Entry] = []
        var index = 0
        while index + 1 < fields.count {
            let status = fields[index].split(separator: " ")
            let path = fields[index + 1]
            index += 2
            guard status.count >= 5, ["100644", "100755"].contains(status[1]), path.hasSuffix(".swift") else { continue }
            let absolute = PathNames.join(root, path)
            let display = PathNames.relative(absolute, to: PathNames.standardized(io.currentDirectory)) ?? absolute
            entries.append(Entry(displayPath: display, absolutePath: absolute, object: String(status[3])))
        }
        return entries
    }

    /// Every other Swift file in git's index, with its content there (the committed content, or
    /// what is staged): the rest of the project, which a staged view's models and callers live in.
    static func restOfIndex(besides staged: [Entry], io: CommandIO) throws -> [Entry] {
        let here = GitProcess(directory: io.currentDirectory, environment: io.environment)
        let root = try here.topLevel(purpose: "--staged")
        let git = GitProcess(directory: root, environment: io.environment)
        // "mode sha stage\tpath\0" per file.
        let raw = try git.output(["ls-files", "--stage", "-z", "--", "*.swift"], what: "--staged: git ls-files failed")
        let stagedPaths = Set(staged.map(\.absolutePath))
        let currentDirectory = PathNames.standardized(io.currentDirectory)
        return GitProcess.nulSeparated(raw).compactMap { record in
            guard let tab = record.firstIndex(of: "\t") else { return nil }
            let fields = record[..<tab].split(separator: " ")
            let path = String(record[record.index(after: tab)...])
            guard fields.count == 3, ["100644", "100755"].contains(fields[0]), fields[2] == "0", path.hasSuffix(".swift") else { return nil }
            let absolute = PathNames.join(root, path)
            guard !stagedPaths.contains(absolute) else { return nil }
            let display = PathNames.relative(absolute, to: currentDirectory) ?? absolute
            return Entry(displayPath: display, absolutePath: absolute, object: String(fields[1]))
        }
    }

    /// The staged content of `entries`, read in one `git cat-file --batch`.
    static func read(_ entries: [Entry], io: CommandIO) throws -> (inputs: [LintInput], problems: [SourceReader.Problem]) {
        guard !entries.isEmpty else { return ([], []) }
        let git = GitProcess(directory: io.currentDirectory, environment: io.environment)
        let request = entries.map { $0.object + "\n" }.joined()
        let output = try git.output(["cat-file", "--batch"], input: Array(request.utf8),
                                    what: "--staged: git cat-file failed")
        // Each answer: "<sha> blob <size>\n<content>\n".
        var inputs: [LintInput] = []
        var problems: [SourceReader.Problem] = []
        var offset = 0
        for entry in entries {
            guard let newline = output[offset...].firstIndex(of: 10) else {
                throw UsageError("--staged: git cat-file answered less than asked")
            }
            let header = String(decoding: output[offset..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]),
                  newline + 1 + size <= output.count else {
                throw UsageError("--staged: cannot read the staged content of '\(entry.displayPath)'")
            }
            let bytes = Array(output[(newline + 1)..<(newline + 1 + size)])
            offset = newline + 1 + size + 1
            if let reason = SourceReader.undecodableReason(bytes) {
                problems.append(SourceReader.Problem(path: entry.displayPath, reason: reason))
            } else {
                inputs.append(LintInput(path: entry.displayPath, bytes: bytes))
            }
        }
        return (inputs, problems)
    }
}
