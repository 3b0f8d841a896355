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

/// An option a rule reads from the configuration's `options` section: its name and the kind of
/// value it takes. A rule declares its options, so a misspelled name or a value of the wrong
/// kind is a configuration error rather than a setting silently ignored.
public struct RuleOption: Hashable, Sendable {
    public enum Kind: String, Sendable {
        case number, string, boolean, strings = "array of strings"
    }

    public var name: String
    public var kind: Kind

    public init(_ name: String, _ kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// Whether `value` is of this option's kind.
    public func accepts(_ value: RuleOptionValue) -> Bool {
        switch (kind, value) {
        case (.number, .number), (.string, .string), (.boolean, .bool), (.strings, .strings): return true
        default: return false
        }
    }
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
    /// Report in preview code too (off by default: previews are not shipped).
    public var lintsPreviews = false

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

/// One file handed to the linter: the path it is reported under, and its bytes, given or read
/// when the engine needs them.
public struct LintInput: Sendable {
    public var path: String
    /// Indexed for what the project declares (its models, its modifiers, where its views are
    /// used) but not checked or reported: the rest of the project around the files a hook or an
    /// editor lints.
    public var isContext = false
    /// Only the project's Mac targets compile the file (its Xcode project says so), whatever
    /// the file itself imports.
    public var buildsOnlyForMac = false
    private let content: Content

    private enum Content: Sendable {
        case bytes([UInt8])
        case reader(@Sendable () throws -> [UInt8])
    }

    /// A file whose bytes are already in memory (standard input, staged content, tests).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        content = .bytes(bytes)
    }

    /// A file read when the engine needs it: once for the index, and again if rules check it.
    /// Between the two only a summary is kept, so a run holds the bytes of the files being
    /// worked on, not of the whole project. `read` throws to say why the file cannot be linted.
    public init(path: String, read: @escaping @Sendable () throws -> [UInt8]) {
        self.path = path
        content = .reader(read)
    }

    /// The same file, read only for the index (see `isContext`).
    public var asContext: LintInput {
        var context = self
        context.isContext = true
        return context
    }

    /// The file's bytes; for a file read on demand, read now.
    public func bytes() throws -> [UInt8] {
        switch content {
        case .bytes(let bytes): return bytes
        case .reader(let read): return try read()
        }
    }
}

/// What one run found.
public struct LintRun {
    /// The findings, in report order (`Finding.reportOrder`).
    public var findings: [Finding]
    /// The inputs that could not be read, with what their reader threw, in input order. They
    /// have no findings.
    public var unreadable: [(path: String, error: any Error)]
    /// Where the time went, phase by phase.
    public var phaseTimes: [PhaseTime]
    /// The inputs linted: all of a run's, or those its settling kept (`Linter.run(_:settling:)`).
    public var linted: [LintInput] = []
}

/// The wall-clock time of one phase of a run.
public struct PhaseTime: Sendable, Equatable {
    public var phase: String
    public var seconds: Double

    public init(phase: String, seconds: Double) {
        self.phase = phase
        self.seconds = seconds
    }
}

/// Times consecutive phases.
public struct PhaseClock {
    public private(set) var times: [PhaseTime] = []
    private var start = DispatchTime.now()

    public init() {}

    /// Ends the phase that has run since the previous one ended (or since the clock was made).
    public mutating func end(_ phase: String) {
        let now = DispatchTime.now()
        times.append(PhaseTime(phase: phase, seconds: Double(now.uptimeNanoseconds - start.uptimeNanoseconds) / 1e9))
        start = now
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

    /// The options each rule reads, by rule id (every rule is listed, most with none).
    public static var optionsByRule: [String: [RuleOption]] {
        var options = Dictionary(uniqueKeysWithValues: RuleRegistry.rules.map { ($0.id, $0.options) })
        options[SuppressionDirectives.ruleID] = []
        return options
    }

    static let ruleIDs = Set(rules.map(\.id))

    /// The findings of `inputs`, in report order (inputs that cannot be read have none).
    public func lint(_ inputs: [LintInput]) -> [Finding] { run(inputs).findings }

    public func run(_ inputs: [LintInput]) -> LintRun { run(inputs, settling: nil) }

    /// `run(_:)` over the `candidates` that `settle` keeps: it answers, for each candidate in
    /// order, the input to lint (its flags as they are to be) or nil for one not linted. It runs on
    /// this thread while pass one starts on the candidates (reading Xcode projects, say, overlaps
    /// the parsing); a candidate set aside is not read once it has answered, and whatever pass
    /// one made of it before is dropped unused. Findings are those of `run(_:)` over the kept inputs.
    public func run(_ candidates: [LintInput], settling settle: (() -> [LintInput?])?) -> LintRun {
        var clock = PhaseClock()
        // Pass one: each file read, parsed for its declarations and summarized. Neither its bytes
        // nor its tree outlive this, and each summary is merged into the index (in input order,
        // on this thread, while the workers go on) and dropped, so memory stays bounded by the
        // files being worked on and the index.
        let project = ProjectIndex()
        var settled: [LintInput?] = candidates
        let setAside = SetAsideInputs()
        // What pass two needs of each linted file; nil for a file that could not be read.
        var relevanceOfFiles: [FileRelevance?] = []
        relevanceOfFiles.reserveCapacity(candidates.count)
        var unreadable: [Int: any Error] = [:]
        ConcurrentMap.forEach(candidates, { index, input -> Result<FileSummary, any Error>? in
            guard !setAside.contains(index) else { return nil }
            return Result { try Self.summarize(SourceFile(path: input.path, bytes: input.bytes())) }
        }, meanwhile: {
            guard let settle else { return }
            settled = settle()
            setAside.mark(settled.indices.filter { settled[$0] == nil })
        }, inOrder: { index, outcome in
            guard let input = settled[index], let outcome else { return }
            switch outcome {
            case .success(let summary):
                project.add(summary)
                relevanceOfFiles.append(summary.relevance)
            case .failure(let error):
                // A context file that cannot be read only leaves the index without its facts.
                if !input.isContext { unreadable[relevanceOfFiles.count] = error }
                relevanceOfFiles.append(nil)
            }
        })
        let inputs = settled.compactMap { $0 }
        settled = []
        clock.end("index")
        project.finish()
        clock.end("merge")

        // Pass two: rules per file, only where an enabled rule can fire (or directives need
        // checking): a file that calls none of a rule's trigger APIs is not read again. Larger
        // files go first, so that no large file is left for one core at the end.
        let enabled = RuleRegistry.rules.filter { configuration.enabledRules.contains($0.id) }
        let relevance = relevanceOfFiles
        let largestFirst = inputs.indices.sorted { (relevance[$0]?.byteCount ?? 0) > (relevance[$1]?.byteCount ?? 0) }
        let checked = ConcurrentMap.map(Array(inputs.indices), order: largestFirst) { index -> Result<[Finding], any Error> in
            guard let file = relevance[index], !inputs[index].isContext else { return .success([]) }
            // Only the rules that can fire here run: a rule whose trigger APIs the file never calls
            // has nothing to find in it. All of them where directives need checking.
            let names = file.calledNames.lookup
            let firing = file.hasDirectives ? enabled : enabled.filter { $0.mayFire(inFileCalling: names, project: project) }
            guard !firing.isEmpty else { return .success([]) }
            return Result {
                try lintFile(SourceFile(path: inputs[index].path, bytes: inputs[index].bytes()), project: project,
                             buildsOnlyForMac: inputs[index].buildsOnlyForMac, rules: firing)
            }
        }
        clock.end("check")

        // Each file's findings come in report order, so the files are put in path order, not
        // every finding (only files reported under one path need their findings merged).
        var findings: [Finding] = []
        var previousPath: String?
        var pathRepeats = false
        for index in inputs.indices.sorted(by: { inputs[$0].path < inputs[$1].path }) {
            switch checked[index] {
            case .success(let fileFindings):
                guard let first = fileFindings.first else { continue }
                pathRepeats = pathRepeats || first.path == previousPath
                previousPath = first.path
                findings += fileFindings
            // Read for the index but not for the rules: the file changed or went in between.
            case .failure(let error): unreadable[index] = error
            }
        }
        if pathRepeats { findings.sort(by: Finding.reportOrder) }
        clock.end("sort")
        return LintRun(findings: findings,
                       unreadable: unreadable.keys.sorted().map { (inputs[$0].path, unreadable[$0]!) },
                       phaseTimes: clock.times, linted: inputs)
    }

    /// Pass one for one file: what the project index needs from it.
    static func summarize(_ source: SourceFile) -> FileSummary {
        // The index needs the positions of a few declarations only, not of every token.
        let tree = SyntaxTree.parse(source, skippingBodiesWithout: FileSummarizer.indexedBodies, tokenPositions: false)
        var summary = FileSummarizer.summarize(FileContext(tree: tree, project: .empty))
        summary.relevance.byteCount = source.bytes.count
        return summary
    }

    /// Lints one file against an index (pass two only).
    /// `rules`: those to run, in the registry's order (all enabled ones when nil).
    func lintFile(_ source: SourceFile, project: ProjectIndex, buildsOnlyForMac: Bool = false,
                  rules: [any Rule.Type]? = nil) -> [Finding] {
        let tree = SyntaxTree.parse(source)
        let context = FileContext(tree: tree, project: project)
        context.buildsOnlyForMac = buildsOnlyForMac
        for rule in rules ?? RuleRegistry.rules.filter({ configuration.enabledRules.contains($0.id) }) {
            context.currentRule = (rule.id, configuration.severities[rule.id] ?? rule.defaultSeverity)
            context.options = configuration.options[rule.id] ?? [:]
            context.lintsPreviews = configuration.lintsPreviews
            rule.init().check(context)
        }
        var findings = context.findings
        // A configured severity replaces whatever the rule chose.
        for index in findings.indices {
            if let override = configuration.severities[findings[index].ruleID] { findings[index].severity = override }
        }
        return Suppressions.apply(findings: findings, tokens: tree.comments, source: source,
                                  knownRuleIDs: Self.ruleIDs,
                                  enabledRuleIDs: configuration.enabledRules,
                                  directiveSeverity: configuration.severities[SuppressionDirectives.ruleID] ?? .warning)
    }
}

/// `map` across cores, results in input order. Uses its own threads with large stacks, so the
/// bounded but real recursion of parsing never depends on the platform's default thread stack.
enum ConcurrentMap {
    static let stackSize = 64 << 20

    /// `order` (a permutation of the indices) is the order in which inputs are started.
    static func map<Input, Output>(_ inputs: [Input], order: [Int]? = nil,
                                   _ transform: @escaping (Input) -> Output) -> [Output] {
        let results = ResultSlots<Output>(count: inputs.count)
        run(inputs, order: order, transform, results: results)
        return results.values()
    }

    /// `transform` (of an input's index and the input) across cores, each result handed to
    /// `consume` on the calling thread in input order, as soon as it and every one before it are
    /// ready: serial work on the results overlaps the parallel work, and a result is dropped once
    /// consumed. `meanwhile` runs on the calling thread once the workers have started, before the
    /// first result is consumed; the workers run at most `window` inputs ahead of the consumer.
    static func forEach<Input, Output>(_ inputs: [Input], _ transform: @escaping (Int, Input) -> Output,
                                       meanwhile: () -> Void = {}, inOrder consume: (Int, Output) -> Void) {
        // At most this many results wait to be consumed (about 2 MB of file summaries).
        let window = 1_024
        let results = ResultSlots<Output>(count: inputs.count)
        // The workers are handed indices: a copy of the inputs paired with them would be held
        // for the whole pass.
        let done = run(Array(inputs.indices), order: nil, { index in
            results.waitForRoom(before: index, window: window)
            return transform(index, inputs[index])
        }, results: results, waiting: false)
        meanwhile()
        for index in inputs.indices { consume(index, results.take(at: index)) }
        done.wait()
    }

    @discardableResult
    private static func run<Input, Output>(_ inputs: [Input], order: [Int]?, _ transform: @escaping (Input) -> Output,
                                           results: ResultSlots<Output>, waiting: Bool = true) -> DispatchGroup {
        let done = DispatchGroup()
        let workers = min(inputs.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let next = WorkCounter()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while let position = next.take(below: inputs.count) {
                    let index = order?[position] ?? position
                    results.store(transform(inputs[index]), at: index)
                }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        if waiting { done.wait() }
        return done
    }
}

/// The inputs of a run set aside once it settles them (`Linter.run(_:settling:)`), asked by the
/// workers before each file: marked once, on the calling thread.
private final class SetAsideInputs: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: Set<Int> = []

    func mark(_ setAside: [Int]) {
        lock.lock()
        defer { lock.unlock() }
        indices.formUnion(setAside)
    }

    func contains(_ index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return indices.contains(index)
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

/// One slot per input; each is written by exactly one worker, and read after it is written.
private final class ResultSlots<Output>: @unchecked Sendable {
    private var slots: UnsafeMutablePointer<Output?>
    private let count: Int
    private let stored = NSCondition()

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The slot `take` waits for, if it waits: only storing that one wakes it, not every store.
    private var awaited = -1

    /// How many values `take` has moved out, in index order (`forEach`); workers ahead of it by
    /// `window` or more wait (`waitForRoom`), so results held unconsumed stay bounded however long
    /// the consuming thread is busy elsewhere.
    private var takenCount = 0
    private let room = NSCondition()
    private var waitingForRoom = 0

    func waitForRoom(before index: Int, window: Int) {
        room.lock()
        defer { room.unlock() }
        while index >= takenCount + window {
            waitingForRoom += 1
            room.wait()
            waitingForRoom -= 1
        }
    }

    func store(_ value: Output, at index: Int) {
        stored.lock()
        slots[index] = value
        if index == awaited { stored.signal() }
        stored.unlock()
    }

    /// The value at `index`, moved out once a worker has stored it.
    func take(at index: Int) -> Output {
        stored.lock()
        defer { stored.unlock() }
        while slots[index] == nil {
            awaited = index
            stored.wait()
        }
        awaited = -1
        let value = slots[index].take()!
        room.lock()
        takenCount = index + 1
        if waitingForRoom > 0 { room.broadcast() }
        room.unlock()
        return value
    }

    /// Every value, once all are stored.
    func values() -> [Output] { (0..<count).map { slots[$0]! } }
}
