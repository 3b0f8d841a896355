import ScrollLintFindings

/// `--changed-since REV` and `--diff FILE`: the lines added or modified per file, so a run reports
/// only findings on new code and a large code base can adopt scroll-lint one change at a time.
struct ChangedLines {
    enum Lines: Equatable {
        /// A file git does not track yet: all of it is new.
        case all
        case some(Set<Int>)
    }

    /// Canonical absolute path → changed lines.
    private(set) var files: [String: Lines]

    init(files: [String: Lines]) {
        self.files = files
    }

    /// What the options ask for, or nil when they do not limit the report to changed lines.
    static func load(options: LintOptions, io: CommandIO) throws -> ChangedLines? {
        if let revision = options.changedSince {
            return try fromGit(since: revision, staged: options.staged, io: io)
        }
        if let diffFile = options.diffFile {
            let bytes: [UInt8]
            if diffFile == "-" {
                bytes = io.readStandardInput()
            } else {
                do {
                    bytes = try FileSystem.readFile(PathNames.absolute(diffFile, from: io.currentDirectory))
                } catch {
                    throw UsageError("cannot read diff '\(diffFile)': \((error as? FileSystem.Failure)?.message ?? "\(error)")")
                }
            }
            return try fromDiff(String(decoding: bytes, as: UTF8.self), named: diffFile, root: io.currentDirectory)
        }
        return nil
    }

    /// A unified diff whose paths are relative to `root`.
    static func fromDiff(_ text: String, named name: String, root: String) throws -> ChangedLines {
        do {
            let added = try UnifiedDiff.addedLines(text)
            var files: [String: Lines] = [:]
            for (path, lines) in added {
                files[key(PathNames.absolute(path, from: root)), default: .some([])].add(.some(lines))
            }
            return ChangedLines(files: files)
        } catch let failure as UnifiedDiff.Failure {
            throw UsageError("cannot read diff '\(name)' line \(failure.line): \(failure.message)")
        }
    }

    /// `git diff REV` (the work tree, or with `staged` the index, against REV) plus, for the work
    /// tree, the untracked files that git does not ignore.
    static func fromGit(since revision: String, staged: Bool, io: CommandIO) throws -> ChangedLines {
        let option = "--changed-since"
        let here = GitProcess(directory: io.currentDirectory, environment: io.environment)
        let root = try here.topLevel(purpose: option)
        let git = GitProcess(directory: root, environment: io.environment)
        guard !revision.hasPrefix("-") else {
            throw UsageError("\(option): '\(revision)' is not a commit in the repository at '\(root)'")
        }
        var base = revision
        if try git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]).status != 0 {
            // While the first commit is being made, HEAD names a branch with no commit yet: every
            // line is new, so compare with the empty tree (a hook gating new lines must not block
            // the first commit).
            guard revision == "HEAD", try git.run(["symbolic-ref", "--quiet", "HEAD"]).status == 0,
                  try git.run(["rev-parse", "--verify", "--quiet", "HEAD"]).status != 0 else {
                throw UsageError("\(option): '\(revision)' is not a commit in the repository at '\(root)'")
            }
            let emptyTree = try git.output(["hash-object", "-t", "tree", "--stdin"], what: "\(option): git hash-object failed")
            base = String(decoding: emptyTree.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        }
        // Pinned so that user configuration cannot change the format read here.
        var arguments = ["-c", "core.quotePath=false", "-c", "diff.relative=false", "diff"]
        if staged { arguments.append("--cached") }
        arguments += ["--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "--find-renames",
                      "--src-prefix=a/", "--dst-prefix=b/", base, "--"]
        let diff = try git.output(arguments, what: "\(option): git diff failed")
        var changed = try fromDiff(String(decoding: diff, as: UTF8.self), named: "git diff \(revision)", root: root)
        if !staged {
            let untracked = try git.output(["ls-files", "-z", "--others", "--exclude-standard"],
                                           what: "\(option): git ls-files failed")
            for path in GitProcess.nulSeparated(untracked) {
                changed.files[key(PathNames.join(root, path))] = .all
            }
        }
        return changed
    }

    /// One identity per file, however it was named (symbolic links resolved where the file exists).
    private static func key(_ absolutePath: String) -> String {
        FileSystem.canonicalPath(absolutePath) ?? absolutePath
    }

    /// The findings that touch a changed line: any line from their start to their end.
    func filter(_ findings: [Finding], currentDirectory: String) -> [Finding] {
        var keys: [String: String] = [:]
        return findings.filter { finding in
            let key = keys[finding.path] ?? Self.key(PathNames.absolute(finding.path, from: currentDirectory))
            keys[finding.path] = key
            switch files[key] {
            case nil: return false
            case .all?: return true
            case .some(let lines)?:
                return (finding.start.line...max(finding.start.line, finding.end.line)).contains { lines.contains($0) }
            }
        }
    }
}

private extension ChangedLines.Lines {
    mutating func add(_ other: ChangedLines.Lines) {
        switch (self, other) {
        case (.all, _), (_, .all): self = .all
        case let (.some(mine), .some(theirs)): self = .some(mine.union(theirs))
        }
    }
}
