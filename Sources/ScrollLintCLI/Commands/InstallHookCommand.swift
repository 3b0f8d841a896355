import Foundation

/// `scroll-lint install-hook`: a git pre-commit hook for teams without the pre-commit framework.
/// The hook lints the staged content of the staged Swift files (`lint --staged`), so what is
/// checked is exactly what gets committed. It goes where git looks for hooks (`core.hooksPath`
/// included), never replaces a hook scroll-lint did not write unless `--force`, which keeps that
/// hook as `pre-commit.legacy` (as the pre-commit framework does), and `--uninstall` removes it
/// only when it is scroll-lint's, putting a kept hook back. The hook's lint options are checked
/// by planning a run with them first, so a hook that would fail every commit is not installed.
enum InstallHookCommand {
    /// The line that marks a hook as scroll-lint's own.
    static let marker = "# installed by: scroll-lint install-hook"

    struct Options: Equatable {
        var force = false
        var uninstall = false
        /// Lint options written into the hook (after `--`).
        var lintArguments: [String] = []
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case "--force":
                try reader.checkNoValue(for: argument)
                options.force = true
            case "--uninstall":
                try reader.checkNoValue(for: argument)
                options.uninstall = true
            case "--": options.lintArguments = reader.rest()
            default:
                throw UsageError("unknown argument '\(argument)' for install-hook (see 'scroll-lint help install-hook')")
            }
        }
        if options.uninstall, !options.lintArguments.isEmpty {
            throw UsageError("--uninstall takes no lint options")
        }
        return options
    }

    /// The arguments the hook passes to `scroll-lint`.
    static func hookArguments(_ lintArguments: [String]) -> [String] {
        ["lint", "--staged", "--force-exclude"] + lintArguments
    }

    /// Plans the hook's run where git runs it, at the top of the work tree, so a typo, an unknown
    /// rule, an option `--staged` excludes or a configuration error fails here, not at every
    /// commit. Planning writes nothing and lints nothing. The configuration is looked up from the
    /// top of the work tree too, as for a file staged there: with nothing staged yet, the plan
    /// itself looks for none.
    static func checkHookArguments(_ lintArguments: [String], root: String, io: CommandIO) throws {
        var hookIO = io
        hookIO.currentDirectory = root
        do {
            let options = try LintOptions.parse(Array(hookArguments(lintArguments).dropFirst()))
            _ = try ConfigurationSource.load(options: options, lintedPaths: [root], io: hookIO)
            _ = try LintCommand.plan(options, io: hookIO)
        } catch let error as UsageError {
            throw UsageError("not installing the hook: \(error.message)")
        }
    }

    static func run(_ arguments: [String], io: CommandIO, executable: String? = Bundle.main.executablePath) throws -> ExitCode {
        let options = try parse(arguments)
        let (hook, root) = try hookPath(io: io)
        let shown = PathNames.relative(hook, to: io.currentDirectory) ?? hook
        let legacy = hook + ".legacy"
        let shownLegacy = shown + ".legacy"
        let existing = try? FileSystem.readFile(hook)
        let isOurs = existing.map { String(decoding: $0, as: UTF8.self).contains(marker) } ?? false

        if options.uninstall {
            guard existing != nil else {
                io.report("note: no pre-commit hook at '\(shown)'; nothing to remove")
                return .success
            }
            guard isOurs else {
                throw UsageError("'\(shown)' was not installed by scroll-lint; not removing it")
            }
            guard unlink(hook) == 0 else {
                throw UsageError("cannot remove '\(shown)': \(FileSystem.lastErrorMessage())")
            }
            guard FileSystem.exists(legacy) else {
                io.report("removed the scroll-lint pre-commit hook '\(shown)'")
                return .success
            }
            guard rename(legacy, hook) == 0 else {
                throw UsageError("removed the scroll-lint pre-commit hook '\(shown)' but cannot put '\(shownLegacy)' "
                    + "back: \(FileSystem.lastErrorMessage())")
            }
            io.report("removed the scroll-lint pre-commit hook '\(shown)' and put back the hook kept as '\(shownLegacy)'")
            return .success
        }

        if existing != nil, !isOurs, !options.force {
            throw UsageError("'\(shown)' exists and was not installed by scroll-lint; "
                + "use --force to replace it (it is kept as '\(shownLegacy)'), or call scroll-lint from it "
                + "(see 'scroll-lint help install-hook')")
        }
        try checkHookArguments(options.lintArguments, root: root, io: io)
        let keepsExisting = existing != nil && !isOurs
        if keepsExisting, FileSystem.exists(legacy) {
            throw UsageError("'\(shownLegacy)' exists already; move it or '\(shown)' away before installing the hook")
        }
        let folder = PathNames.parent(of: hook)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create the hooks folder '\(folder)': \(error.localizedDescription)")
        }
        if keepsExisting, rename(hook, legacy) != 0 {
            throw UsageError("cannot keep the existing hook as '\(shownLegacy)': \(FileSystem.lastErrorMessage())")
        }
        let text = script(executable: executable, lintArguments: options.lintArguments)
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: hook)
            guard chmod(hook, 0o755) == 0 else {
                throw FileSystem.Failure(message: "cannot make it executable: \(FileSystem.lastErrorMessage())")
            }
        } catch let failure as FileSystem.Failure {
            // The user's hook goes back where it was.
            if keepsExisting { unlink(hook); rename(legacy, hook) }
            throw UsageError("cannot write '\(shown)': \(failure.message)")
        }
        if keepsExisting {
            io.report("moved the existing hook to '\(shownLegacy)' and installed the scroll-lint pre-commit hook '\(shown)'")
        } else {
            io.report("\(isOurs ? "updated" : "installed") the scroll-lint pre-commit hook '\(shown)'")
        }
        return .success
    }

    /// Where git runs the pre-commit hook from: `core.hooksPath` when set, else `.git/hooks` (of
    /// the main repository, for a linked work tree too), as an absolute path; and the top of the
    /// work tree, where git runs it.
    static func hookPath(io: CommandIO) throws -> (hook: String, root: String) {
        let here = GitProcess(directory: io.currentDirectory, environment: io.environment)
        let root = try here.topLevel(purpose: "install-hook")
        // Asked from the top of the work tree: `--git-path hooks` honours core.hooksPath, whose
        // relative values (like git's own answer) are relative to that folder.
        let git = GitProcess(directory: root, environment: io.environment)
        let folder = String(decoding: try git.output(["rev-parse", "--git-path", "hooks"],
                                                     what: "install-hook: cannot find the hooks folder"),
                            as: UTF8.self).trimmingCharacters(in: .newlines)
        return (PathNames.join(PathNames.absolute(folder, from: root), "pre-commit"), root)
    }

    /// The hook: runs the scroll-lint that installed it, else the one on PATH, and fails the
    /// commit when neither exists rather than letting unchecked code through silently.
    static func script(executable: String?, lintArguments: [String]) -> String {
        let installed = executable.map { PathNames.standardized($0) } ?? ""
        let arguments = hookArguments(lintArguments).map(shellQuoted).joined(separator: " ")
        return """
        #!/bin/sh
        \(marker)
        # Lints the staged content of the staged Swift files. Skip once: git commit --no-verify.
        # Remove: scroll-lint install-hook --uninstall. Another binary: SCROLL_LINT=/path/to/scroll-lint.
        installed=\(shellQuoted(installed))
        scroll_lint=${SCROLL_LINT:-$installed}
        if [ ! -x "$scroll_lint" ]; then
            scroll_lint=$(command -v scroll-lint) || {
                echo "scroll-lint pre-commit hook: scroll-lint is neither at '${SCROLL_LINT:-$installed}' nor on PATH" >&2
                echo "(set SCROLL_LINT, reinstall with 'scroll-lint install-hook', or skip once with --no-verify)" >&2
                exit 1
            }
        fi
        exec "$scroll_lint" \(arguments)

        """
    }

    /// `it's` → `'it'\''s'`; plain words stay as they are.
    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII || "0123456789-_./,:=@+%".unicodeScalars.contains($0) }
        if plain, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
