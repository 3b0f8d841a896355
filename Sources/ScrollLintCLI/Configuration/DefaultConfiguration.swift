import ScrollLintFindings
import ScrollLintReporters

/// The file `scroll-lint init` writes. JSON has no comments, so explanations are keys that start
/// with `//` (the npm `package.json` convention), which the loader skips at any depth; the file
/// stays plain JSON that any tool can read and edit.
enum DefaultConfiguration {
    static func text(rules: [RuleMetadata]) -> String {
        JSONOutput.object([
            ("//", .string("scroll-lint configuration. Every key is optional. Keys starting with // are comments.")),
            ("// rules", .string("Turn rules on (true) or off (false). \"all\" sets every rule; a rule's own entry "
                + "wins over \"all\". Listed: every rule with its default. 'scroll-lint rules' describes them.")),
            ("rules", .object(rules.map { ($0.id, .bool($0.enabledByDefault)) })),
            ("// severity", .string("Change a rule's severity: \"note\", \"warning\" or \"error\". "
                + "Example: \"scroll-state-per-frame\": \"error\".")),
            ("severity", .object([])),
            ("// options", .string("Rule options by rule id, as documented by 'scroll-lint explain RULE'. "
                + "Example: \"hardcoded-progress-divisor\": { \"minimumDivisor\": 10 }.")),
            ("options", .object([])),
            ("// include", .string("Glob patterns (relative to this file's folder) of the files to lint; "
                + "empty means all. ** matches any folders, * any name part, ? one character.")),
            ("include", .array([])),
            ("// exclude", .string("Glob patterns of files or folders to skip, e.g. \"**/Generated/**\". "
                + ".build, .git, DerivedData, Pods, Carthage, .swiftpm and node_modules are always skipped.")),
            ("exclude", .array([])),
            ("// lintPreviews", .string("Report in preview code too: #Preview, PreviewProvider types and the types "
                + "only previews use. Off by default: previews are not shipped.")),
            ("lintPreviews", .bool(false)),
        ]).rendered()
    }
}
