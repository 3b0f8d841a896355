import Dispatch
import Foundation
import ScrollLintFindings
import ScrollLintSyntax

/// A value from the `options` section of the configuration.
public enum RuleOptionValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case strings([String])
}

/// Which rules run, at which severity, with which options. Built by the CLI from the
/// configuration file and flags; the engine only reads it.
public struct LintConfiguration: Sendable {
    /// Ids of the rules to run.
    public var enabledRules: Set<String>
    /// Severity overrides by rule id.
    public var severities: [String: Severity]
    /// Per-rule options by rule id, then option name.
    public var options: [String: [String: RuleOptionValue]]

    public init(enabledRules: Set<String>, severities: [String: Severity] = [:],
                options: [String: [String: RuleOptionValue]] = [:]) {
        self.enabledRules = enabledRules
        self.severities = severities
        self.options = options
    }

    /// The rules that are on by default, with their default severities.
    public static var defaults: LintConfiguration {
        LintConfiguration(enabledRules: Set(Linter.rules.filter(\.enabledByDefault).map(\.id)))
    }
}

/// One file handed to the linter: the path it is reported under and its bytes.
public struct LintInput: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// The engine's entry point: indexes every input (pass one), then runs the enabled rules file by
/// file against that index (pass two), applies suppression comments, and returns the findings in
/// report order. Both passes run files in parallel across cores.
public struct Linter: Sendable {
    public let configuration: LintConfiguration

    public init(configuration: LintConfiguration = .defaults) {
        self.configuration = configuration
    }

    /// Every rule the engine knows, in id order (`superfluous-disable` included).
    public static var rules: [RuleMetadata] {
        (RuleRegistry.rules.map { $0.metadata } + [SuppressionDirectives.ruleMetadata]).sorted { $0.id < $1.id }
    }

    public func lint(_ inputs: [LintInput]) -> [Finding] {
        // Pass one: the project index. Trees are not kept between passes, so memory stays
        // bounded by the files being worked on, not by the size of the project.
        let summaries = ConcurrentMap.map(inputs) { input -> FileSummary in
            let source = SourceFile(path: input.path, bytes: input.bytes)
            let tree = SyntaxTree.parse(source, skippingBodiesWithout: FileSummarizer.indexedBodyWords)
            let context = FileContext(tree: tree, project: .empty)
            return FileSummarizer.summarize(context)
        }
        let project = ProjectIndex(merging: summaries)

        // Pass two: rules per file, only where an enabled rule can fire (or directives need
        // checking): a file that calls none of a rule's trigger APIs is not parsed again.
        let enabled = RuleRegistry.rules.filter { configuration.enabledRules.contains($0.id) }
        let relevant = inputs.indices.filter { index in
            summaries[index].hasDirectives
                || enabled.contains { $0.mayFire(inFileCalling: summaries[index].calledNames, project: project) }
        }
        let perFile = ConcurrentMap.map(relevant) { index in
            lintFile(SourceFile(path: inputs[index].path, bytes: inputs[index].bytes), project: project)
        }
        return perFile.flatMap { $0 }.sorted(by: Finding.reportOrder)
    }

    /// Lints one file against an index (pass two only).
    func lintFile(_ source: SourceFile, project: ProjectIndex) -> [Finding] {
        let tree = SyntaxTree.parse(source)
        let context = FileContext(tree: tree, project: project)
        for rule in RuleRegistry.rules where configuration.enabledRules.contains(rule.id) {
            context.currentRule = (rule.id, configuration.severities[rule.id] ?? rule.defaultSeverity)
            context.options = configuration.options[rule.id] ?? [:]
            rule.init().check(context)
        }
        var findings = context.findings
        // A configured severity replaces whatever the rule chose.
        for index in findings.indices {
            if let override = configuration.severities[findings[index].ruleID] { findings[index].severity = override }
        }
        return Suppressions.apply(findings: findings, tokens: tree.comments, source: source,
                                  knownRuleIDs: Set(Linter.rules.map(\.id)),
                                  enabledRuleIDs: configuration.enabledRules,
                                  directiveSeverity: configuration.severities[SuppressionDirectives.ruleID] ?? .warning)
    }
}

/// `map` across cores, results in input order. Uses its own threads with large stacks, so the
/// bounded but real recursion of parsing never depends on the platform's default thread stack.
enum ConcurrentMap {
    static let stackSize = 64 << 20

    static func map<Input, Output>(_ inputs: [Input], _ transform: @escaping (Input) -> Output) -> [Output] {
        let workers = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        guard workers > 1 else { return inputs.map(transform) }
        let results = ResultSlots<Output>(count: inputs.count)
        let next = WorkCounter()
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let index = next.take(below: inputs.count) {
                    results.store(transform(inputs[index]), at: index)
                }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
        return results.values()
    }
}

/// Hands out indices to worker threads.
private final class WorkCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per input; each is written by exactly one worker.
private final class ResultSlots<Output>: @unchecked Sendable {
    private var slots: UnsafeMutablePointer<Output?>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    func store(_ value: Output, at index: Int) { slots[index] = value }

    func values() -> [Output] { (0..<count).map { slots[$0]! } }
}
