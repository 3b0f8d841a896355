import Foundation

/// `scroll-lint install-hook`: a git pre-commit hook for teams without the pre-commit framework.
/// The hook lints the staged content of the staged Swift files (`lint --staged`), so what is
/// checked is exactly what gets committed. It goes where git looks for hooks (`core.hooksPath`
/// included), never replaces a hook scroll-lint did not write unless `--force`, and
/// `--uninstall` removes it only when it is scroll-lint's.
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
        // Checked now, so a typo (or an option --staged excludes) fails here, not at every commit.
        _ = try LintOptions.parse(["--staged"] + options.lintArguments)
        return options
    }

    static func run(_ arguments: [String], io: CommandIO, executable: String? = Bundle.main.executablePath) throws -> ExitCode {
        let options = try parse(arguments)
        let hook = try hookPath(io: io)
        let shown = PathNames.relative(hook, to: io.currentDirectory) ?? hook
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
            io.report("removed the scroll-lint pre-commit hook '\(shown)'")
            return .success
        }

        if existing != nil, !isOurs, !options.force {
            throw UsageError("'\(shown)' exists and was not installed by scroll-lint; "
                + "use --force to replace it, or call scroll-lint from it (see 'scroll-lint help install-hook')")
        }
        let folder = PathNames.parent(of: hook)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw UsageError("cannot create the hooks folder '\(folder)': \(error.localizedDescription)")
        }
        let text = script(executable: executable, lintArguments: options.lintArguments)
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: hook)
        } catch let failure as FileSystem.Failure {
            throw UsageError("cannot write '\(shown)': \(failure.message)")
        }
        guard chmod(hook, 0o755) == 0 else {
            throw UsageError("cannot make '\(shown)' executable: \(FileSystem.lastErrorMessage())")
        }
        let verb = existing == nil ? "installed" : (isOurs ? "updated" : "replaced the existing hook with")
        io.report("\(verb) the scroll-lint pre-commit hook '\(shown)'")
        return .success
    }

    /// Where git runs the pre-commit hook from: `core.hooksPath` when set, else `.git/hooks` (of
    /// the main repository, for a linked work tree too), as an absolute path.
    static func hookPath(io: CommandIO) throws -> String {
        let here = GitProcess(directory: io.currentDirectory, environment: io.environment)
        let root = try here.topLevel(purpose: "install-hook")
        // Asked from the top of the work tree: `--git-path hooks` honours core.hooksPath, whose
        // relative values (like git's own answer) are relative to that folder.
        let git = GitProcess(directory: root, environment: io.environment)
        let folder = String(decoding: try git.output(["rev-parse", "--git-path", "hooks"],
                                                     what: "install-hook: cannot find the hooks folder"),
                            as: UTF8.self).trimmingCharacters(in: .newlines)
        return PathNames.join(PathNames.absolute(folder, from: root), "pre-commit")
    }

    /// The hook: runs the scroll-lint that installed it, else the one on PATH, and fails the
    /// commit when neither exists rather than letting unchecked code through silently.
    static func script(executable: String?, lintArguments: [String]) -> String {
        let installed = executable.map { PathNames.standardized($0) } ?? ""
        let arguments = (["lint", "--staged", "--force-exclude"] + lintArguments).map(shellQuoted).joined(separator: " ")
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
