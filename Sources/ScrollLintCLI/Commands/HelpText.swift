import ScrollLintReporters

/// `--help`, `help COMMAND` and `COMMAND --help`.
enum HelpText {
    static let overview = """
    OVERVIEW: scroll-lint \(ScrollLintVersion.current) - finds SwiftUI scroll and geometry feedback loops, \
    unstable identity and scroll effects that are wrong at rest.

    USAGE: scroll-lint [lint] [OPTIONS] [PATH ...]
           scroll-lint <command> [ARGUMENTS]

    COMMANDS:
      lint [PATH ...]   Lint Swift files and folders (default: .); the default command
      rules             List every rule: id, default severity, default on or opt-in, summary
      explain RULE      Print a rule's documentation
      init              Write a commented default .scroll-lint.json here
      tokens FILE       Print the tokens of a file as JSON Lines (lexer debugging)
      install-hook      Install a git pre-commit hook that lints staged Swift files
      help [COMMAND]    Show help for a command

    OPTIONS:
      --help, -h        Show help
      --version         Print the version

    See 'scroll-lint help lint' for the lint options.

    """

    static let lint = """
    USAGE: scroll-lint lint [OPTIONS] [PATH ...]

    Lints .swift files in the given files and folders (recursively; default: the current folder).
    .build, .git, DerivedData, Pods, Carthage, .swiftpm and node_modules are skipped, as are the
    configuration's "exclude" patterns (inside folders; files named explicitly are always linted).
    Symbolic links are followed, except to a folder linted already (a note names the link).

    INPUT:
      --stdin, --use-stdin      Lint source read from standard input
      --stdin-path PATH         Report standard input as PATH (default: <stdin>)
      --staged                  Lint the staged content of the Swift files staged in git
                                (the rest of git's index is read for what the project declares)
      --project DIR             Also read the Swift files under DIR for what the project declares
                                (models, modifiers, where views are used); report only on PATHs
      --force-exclude           Apply include/exclude to files named explicitly and to the
                                --stdin-path too

    CHANGED LINES (report only findings on new code; all files are still analyzed):
      --changed-since REV       Lines added or modified since git revision REV, uncommitted
                                changes and untracked files included (with --staged: the index)
      --diff FILE               Lines a unified diff adds ('-': standard input); its paths are
                                relative to the current folder, 'a/' and 'b/' prefixes removed

    OUTPUT:
      --format, --reporter NAME Report format (default: text):
    \(ReportFormat.allCases.map { "                                  \($0.rawValue.padding(11))\($0.purpose)" }.joined(separator: "\n"))
                                      (github-actions-logging: SwiftLint's name for github)
      --output, -o FILE         Write the report to FILE instead of standard output
      --report FORMAT:FILE      Also write a report in FORMAT to FILE (repeatable)
      --quiet                   No summary line in text reports
      --color auto|always|never Color the text report (auto: only on a terminal, not with NO_COLOR)
      No report or baseline is written over a Swift source or another input of the run
      (configuration, baseline, diff), and no two outputs may be the same file.

    RULES:
      --config FILE             Use FILE instead of the nearest .scroll-lint.json
      --enable RULE[,RULE]      Also run these rules (repeatable; 'all' is every rule)
      --disable RULE[,RULE]     Do not run these rules (repeatable)
      --only RULE[,RULE]        Run only these rules (repeatable)

    BASELINE:
      --baseline FILE           Report only findings not recorded in FILE
      --write-baseline FILE     Record the current findings in FILE
      --update-baseline         With --baseline: drop the entries that no longer occur in the
                                files and rules linted (entries of other files and rules stay)

    EXIT STATUS:
      --fail-on note|warning|error  Lowest severity that fails the run (default: error)
      --strict                  Same as --fail-on warning; also fail when no Swift file was found
      0: no finding at or above the failing severity; 1: such findings;
      2: usage, configuration or I/O error (unreadable files are skipped, reported, and exit 2).

    """

    static let rules = """
    USAGE: scroll-lint rules

    Lists every rule: id, default severity, whether it runs by default or is opt-in, and summary.

    """

    static let explain = """
    USAGE: scroll-lint explain RULE

    Prints the rule's documentation (markdown): what it finds, why, and how to fix it.

    """

    static let initialize = """
    USAGE: scroll-lint init

    Writes a default .scroll-lint.json in the current folder, listing every rule with comments.
    Never overwrites an existing file.

    """

    static let tokens = """
    USAGE: scroll-lint tokens FILE

    Prints one JSON object per token, in source order, comments left out:
    {"kind":KIND,"start":BYTE,"end":BYTE}. FILE '-' reads standard input.

    """

    static let installHook = """
    USAGE: scroll-lint install-hook [--force] [-- LINT OPTION ...]
           scroll-lint install-hook --uninstall

    Installs a git pre-commit hook that runs 'scroll-lint lint --staged --force-exclude' on the
    staged content of the staged Swift files and blocks the commit on findings at or above the
    failing severity. Lint options after '--' go into the hook (for example '-- --strict' or
    '-- --changed-since HEAD' to gate only new lines). The hook goes where git runs hooks from:
    core.hooksPath when set, else .git/hooks. It runs the scroll-lint that installed it, else
    the one on PATH; SCROLL_LINT overrides both. Skip it once with 'git commit --no-verify'.

    With the pre-commit framework, use the 'scroll-lint' hook of .pre-commit-hooks.yaml instead.

      --force                   Replace a pre-commit hook that scroll-lint did not install; that
                                hook is kept as pre-commit.legacy
      --uninstall               Remove the hook, only if scroll-lint installed it, and put back
                                a hook kept as pre-commit.legacy

    The lint options are checked when installing, by planning the run the hook will make (from
    the top of the work tree); options or a configuration that would fail every commit are refused.

    """

    static func text(for command: String) -> String? {
        switch command {
        case "lint": return lint
        case "rules": return rules
        case "explain": return explain
        case "init": return initialize
        case "tokens": return tokens
        case "install-hook": return installHook
        case "help": return overview
        default: return nil
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
