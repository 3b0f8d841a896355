import ScrollLintFindings
import ScrollLintSyntax

/// Geometry measured during layout is written into state, and either the state sizes the measured
/// view (a loop), or the write repeats with every layout pass, or it mirrors a proxy value the
/// reader's own content could read directly.
struct GeometryWritebackRule: Rule {
    static let id = "geometry-writeback"
    static let defaultSeverity = Severity.warning
    static let summary = "Geometry measured during layout is written into state (geometry -> state -> layout loop)."

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["GeometryReader", "onPreferenceChange", "onGeometryChange"])
            // The project's own measuring modifiers (`.onFrameChange { }`) read geometry too.
            || calls(calledNames, any: project.geometryHelpers.keys)
    }

    /// When a write inside a `GeometryReader` runs, as far as the measurement is concerned.
    enum Trigger: Int, Comparable {
        /// Once: when the view appears (`onAppear`, `task` without an id), or guarded by the state
        /// still holding its initial value (`if height == 0`).
        case once
        /// Whenever the observed geometry changes (`onChange(of:)` / `task(id:)` of a proxy value).
        case everyChange
        /// Every time the reader's content is evaluated (straight in the content, or in
        /// `DispatchQueue.main.async` there).
        case everyPass

        static func < (lhs: Trigger, rhs: Trigger) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Candidate {
        var assignment: AssignmentExprSyntax
        var write: StateWrite
        var trigger: Trigger
    }

    func check(_ context: FileContext) {
        // Only values that come from a geometry reading in the write's own closures count: state
        // filled from geometry elsewhere is not a measurement taken here.
        let direct = ScrollFlow(context: context, followsState: false, proxyParameters: true)
        var reads = DerivedReads(context: context)
        var helpersSeen: Set<ObjectIdentifier> = []

        for reader in context.calls(named: "GeometryReader") where reader.callee is IdentifierExprSyntax {
            guard let content = reader.closure(boundTo: "content") else { continue }
            checkWrites(in: content, of: reader, direct, context, &reads)
            // A helper handed the proxy (`makeBody(geometry)`) builds the reader's content too.
            for helper in Self.proxyHelpers(called: content, context)
            where helpersSeen.insert(ObjectIdentifier(helper)).inserted {
                if let body = helper.body { checkWrites(in: body, of: reader, direct, context, &reads) }
            }
        }

        // onPreferenceChange of a key given a geometry value anywhere in the project: reported when
        // the state sizes the view that reports the preference (or a view containing it).
        for call in context.modifiers(named: "onPreferenceChange") {
            guard let key = call.arguments.first?.expression.flatMap(FileSummarizer.metatypeName),
                  let flow = context.project.preferenceFlow(ofKey: key), flow.carriesGeometry,
                  let action = call.closure(boundTo: "action") else { continue }
            var candidates: [Candidate] = []
            for assignment in context.assignments(in: action) {
                guard Self.runsWithAction(assignment, action, context),
                      let write = context.state.write(assignment.target, at: assignment),
                      direct.value(of: assignment.value).geometry else { continue }
                if flow.carriesScrollPosition, ScrollStatePerFrameRule.continuousScrollWrite(assignment, context) != nil { continue }
                candidates.append(Candidate(assignment: assignment, write: write,
                                            trigger: Self.actionTrigger(assignment, write, in: action, otherwise: .everyChange)))
            }
            for group in Self.perState(candidates) {
                let candidate = Self.strongest(group)
                let read = reads.paths(readingAfterWriting: candidate.write, at: candidate.assignment)
                let axes = group.reduce(Axes()) { $0.union(Self.measuredAxes($1.assignment.value, direct, context)) }
                guard let sizing = preferenceLoop(read, key: key, receiver: call, axes: axes, direct, context, &reads) else { continue }
                reportLoop(candidate.write, at: candidate.assignment, sizing,
                           source: "preference key `\(key)`, which carries a geometry reading,", trigger: candidate.trigger, context)
            }
        }

        // onGeometryChange, or a measuring modifier of the project's own (`.readSize { ... }`),
        // whose state sizes the view it measures (or a view containing it).
        var measurings: [(call: CallExprSyntax, action: ClosureExprSyntax, source: String, trigger: Trigger)] = []
        for call in context.modifiers(named: "onGeometryChange") {
            if let action = call.closure(boundTo: "action") { measurings.append((call, action, "onGeometryChange", .everyChange)) }
        }
        for (call, closure, helper, callback) in context.geometryHelperCalls() where callback.value.geometry {
            measurings.append((call, closure, "`.\(helper.name)`", callback.trigger == .once ? .once : .everyChange))
        }
        for (call, action, source, trigger) in measurings where !Self.measuresHiddenCopy(call, context) {
            var candidates: [Candidate] = []
            for assignment in context.assignments(in: action) {
                guard Self.runsWithAction(assignment, action, context),
                      let write = context.state.write(assignment.target, at: assignment),
                      direct.value(of: assignment.value).geometry else { continue }
                // A scroll position handed on by a helper is no size: storing it per frame is
                // scroll-state-per-frame's finding.
                if call.name != "onGeometryChange", ScrollStatePerFrameRule.continuousScrollWrite(assignment, context) != nil { continue }
                candidates.append(Candidate(assignment: assignment, write: write,
                                            trigger: Self.actionTrigger(assignment, write, in: action, otherwise: trigger)))
            }
            for group in Self.perState(candidates) {
                let candidate = Self.strongest(group)
                let read = reads.paths(readingAfterWriting: candidate.write, at: candidate.assignment)
                let axes = group.reduce(Axes()) { $0.union(Self.measuredAxes($1.assignment.value, direct, context)) }
                var site = modifierSite(call, axes: axes, context)
                site.gates = Self.gates(of: action)
                guard let sizing = loop(read, site: site, context, &reads) else { continue }
                reportLoop(candidate.write, at: candidate.assignment, sizing, source: source, trigger: candidate.trigger, context)
            }
        }
    }

    /// The plain conditions of the `guard` an action starts with (`guard fitsWidth, width > 0 else
    /// { return }`): every write after it happens only while they hold.
    static func gates(of action: ClosureExprSyntax) -> [ExprSyntax] {
        guard let guardStatement = action.statements.first as? GuardStmtSyntax else { return [] }
        return guardStatement.conditions.compactMap { $0.kind == .expression ? $0.expression : nil }
    }

    /// A measurement of a `.hidden()` copy (the tallest of several rows measured out of sight):
    /// the state sizes the visible instances, never the measured one.
    static func measuresHiddenCopy(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        context.enclosingChains(of: call).contains { chain in
            chain.contains { $0.name == "hidden" && $0.callee is MemberAccessExprSyntax && $0.arguments.isEmpty }
        }
    }

    /// The writes of measured geometry in a reader's content (`scope`: its closure, or the body of
    /// a helper function the content hands the proxy to).
    func checkWrites(in scope: Syntax, of reader: CallExprSyntax, _ direct: ScrollFlow, _ context: FileContext,
                     _ reads: inout DerivedReads) {
        let inScrollContent = context.isInScrollContent(reader)
        var candidates: [Candidate] = []
        for assignment in context.assignments(in: scope) {
            guard let write = context.state.write(assignment.target, at: assignment),
                  let trigger = Self.trigger(of: assignment, writing: write, in: scope, direct, context),
                  direct.value(of: assignment.value).geometry else { continue }
            // A scroll position stored from scroll content is scroll-state-per-frame's finding.
            if inScrollContent, ScrollStatePerFrameRule.continuousScrollWrite(assignment, context) != nil { continue }
            candidates.append(Candidate(assignment: assignment, write: write, trigger: trigger))
        }
        for group in Self.perState(candidates) {
            let read = reads.paths(readingAfterWriting: group[0].write, at: group[0].assignment)
            let axes = group.reduce(Axes()) { $0.union(Self.measuredAxes($1.assignment.value, direct, context)) }
            if let sizing = loop(read, site: readerSite(reader, axes: axes, context), context, &reads) {
                let first = Self.strongest(group)
                reportLoop(first.write, at: first.assignment, sizing, source: "the GeometryReader's proxy",
                           trigger: first.trigger, context)
            } else if let body = group.first(where: { $0.trigger == .everyPass }) {
                context.report(at: body.assignment.target,
                               "`\(body.write.displayName)` is written from the GeometryReader's proxy straight in the reader's content, so every evaluation of the content (each layout pass, each scroll frame when it moves) writes state and renders the view again; use the proxy's value where it is needed, or report it with onGeometryChange")
            } else if let change = group.first(where: { $0.trigger == .everyChange }),
                      let use = Self.renderRead(read, in: scope, context),
                      !Self.isShownWithCompanion(use, of: change, context) {
                let name = change.write.displayName
                let usedName = context.text(use)
                let note = usedName == name || usedName == "self." + name
                    ? "the reader's content reads `\(name)` here, where the proxy is in scope"
                    : "the reader's content reads `\(usedName)`, computed from `\(name)`, here, where the proxy is in scope"
                let firstFrame = Self.startsEmpty(change.write, at: change.assignment, context) ? " (zero on the first frame)" : ""
                var related = [context.related(use, note)]
                var fix = "read the proxy's value directly where it is used"
                // Also read outside the reader (a sheet's options): the state stays for those reads.
                if let outside = Self.readOutside(read, scope: scope, at: change.assignment, context) {
                    fix = "read the proxy's value directly where the content uses it, and keep the state only for the reads outside the reader"
                    related.append(context.related(outside, "`\(name)` is also read here, outside the reader"))
                }
                context.report(at: change.assignment.target,
                               "`\(name)` copies the GeometryReader's proxy into state whenever the observed geometry changes, and the reader's own content reads it (or a value computed from it): each change renders the content again, the first time with the stale value\(firstFrame); \(fix)",
                               related: related)
            }
        }
    }

    /// A read of the state (or of a value computed from it) in the view outside the reader's
    /// content: a sheet, a toolbar, a task that needs the state whatever the content does.
    static func readOutside(_ read: [[String]], scope: Syntax, at node: Syntax, _ context: FileContext) -> ExprSyntax? {
        guard let type = context.enclosingType(of: node) else { return nil }
        var found: ExprSyntax?
        type.walk { child in
            guard found == nil, child !== scope else { return false }
            // The computed members that derive from it are not themselves reads of it.
            if let variable = child as? VariableDeclSyntax, context.isMember(variable), read.contains([variable.name]) { return false }
            if let function = child as? FunctionDeclSyntax, read.contains([function.name]) { return false }
            // An assignment's target is written, not read.
            if let assignment = child.parent as? AssignmentExprSyntax, assignment.target === child { return false }
            if let expression = child as? ExprSyntax, DerivedReads.isRead(read, expression) {
                // The helper view that holds the reader itself (`contentView`) is not another read,
                // though the modifiers applied to it may be (`contentView.sheet { ... }`).
                if holdsScope(expression) { return true }
                found = expression
                return false
            }
            return true
        }
        func holdsScope(_ expression: ExprSyntax) -> Bool {
            // The root of the chain read: `content` of `content.padding()`, `self.content`, `content()`.
            var root = expression
            while true {
                if let call = root as? CallExprSyntax {
                    root = call.callee
                } else if let member = root as? MemberAccessExprSyntax, let base = member.base,
                          (base as? IdentifierExprSyntax)?.name != "self" {
                    root = base
                } else {
                    break
                }
            }
            guard let name = (root as? IdentifierExprSyntax)?.name ?? (root as? MemberAccessExprSyntax)?.name else { return false }
            return type.members.contains { member in
                let declared = (member as? FunctionDeclSyntax)?.name ?? (member as? VariableDeclSyntax)?.name
                return declared == name && member.firstToken <= scope.firstToken && scope.endToken <= member.endToken
            }
        }
        return found
    }

    /// Whether the written state starts out empty: declared `= 0`, `= .zero` or `= nil`, or as an
    /// optional `@State` without a value. Only then is the stale value of the first frame zero; a
    /// state that starts from a guess (`= UIScreen.main.bounds.size`) or a binding starts from
    /// something else.
    static func startsEmpty(_ write: StateWrite, at node: Syntax, _ context: FileContext) -> Bool {
        guard write.path.count == 1, write.element == nil, let type = context.enclosingType(of: node) else { return false }
        for member in type.children {
            for variable in FileSummarizer.variables(in: member) where variable.name == write.rootName && !variable.isStatic {
                if let initializer = variable.initializer { return isInitialValue(initializer) }
                return variable.attributes.contains { $0.name == "State" } && variable.typeAnnotation?.hasSuffix("?") == true
            }
        }
        return false
    }

    /// Member functions of the enclosing type that the reader's content calls with its proxy
    /// (`makeBody(geometry)` where `func makeBody(_ geometry: GeometryProxy)`).
    static func proxyHelpers(called content: ClosureExprSyntax, _ context: FileContext) -> [FunctionDeclSyntax] {
        guard let type = context.enclosingType(of: content) else { return [] }
        var helpers: [FunctionDeclSyntax] = []
        content.walk { node in
            if let closure = node as? ClosureExprSyntax, closure !== content, !context.isRenderClosure(closure) { return false }
            guard let call = node as? CallExprSyntax, let name = call.name,
                  call.callee is IdentifierExprSyntax || (call.base as? IdentifierExprSyntax)?.name == "self" else { return true }
            for (index, argument) in call.arguments.enumerated() {
                guard let identifier = argument.expression?.unwrapped as? IdentifierExprSyntax,
                      case let .closureParameter(owner, 0)? = context.bindings.resolve(identifier.name, at: identifier),
                      owner === content else { continue }
                for member in type.members {
                    guard let function = member as? FunctionDeclSyntax, function.name == name,
                          function.parameters.count == call.arguments.count, index < function.parameters.count,
                          function.parameters[index].type.map(TypeNames.baseName) == "GeometryProxy" else { continue }
                    helpers.append(function)
                }
            }
            return true
        }
        return helpers
    }

    // MARK: Reporting

    func reportLoop(_ write: StateWrite, at assignment: AssignmentExprSyntax, _ sizing: SizingRead, source: String,
                    trigger: Trigger, _ context: FileContext) {
        // The value cannot change what was measured (it sizes a spacer of a stack that fills its
        // offer, or the measured view is held along the axes it is used on): no loop, whether it
        // is measured once or on every change; only a write in every pass is still reported.
        if trigger != .everyPass, sizing.cannotChangeMeasurement { return }
        // Written only while the state that sizes the view is still unset (`if limit == nil {
        // natural = width }`): once the measurement has set it, nothing is written again.
        if Self.runsOnlyWhileUnset(assignment, sizing: sizing.call, write, context) { return }
        let name = write.displayName
        // Held at its last measured size while a condition lasts: the measurement reads that
        // size back, and the content is measured again once the condition ends.
        if case .held? = sizing.ownFrame { return }
        // The frame is what is measured: no loop, but the content is no longer measured.
        if trigger != .once, let ownFrame = sizing.ownFrame {
            let how: String
            switch ownFrame {
            case .minimum where Self.keepsMaximum(assignment, write):
                // `width = max(width, measured)` outside `.frame(minWidth: width)`: the widest
                // content so far, exactly what a measurement inside the frame would keep (labels
                // given one common width on purpose).
                return
            case let .minimum(label):
                how = "`\(name)` is written from \(source) and sets the `.frame(\(label):)` of \(sizing.place), which the measurement includes: from the first write on, the reader measures at least that frame, never less, so `\(name)` can grow with the content but never shrinks back when the content gets smaller (shorter text, a smaller Dynamic Type size, another language), and each growth is laid out again"
            case .held:
                return
            case let .exact(label):
                how = "`\(name)` is written from \(source) and sets the `.frame(\(label):)` of \(sizing.place), which the measurement includes: from the first write on, the reader measures that frame rather than the content, so `\(name)` keeps the first size it settles on and no longer follows the content (longer text, a larger Dynamic Type size, another language)"
            }
            context.report(at: assignment.target,
                           how + ". Measure the content inside the frame (put the measurement before `.frame`), or let a Layout or Grid size the views together",
                           severity: .warning, related: [context.related(sizing.call, "the frame `\(name)` sets, around the content, is what is measured here")])
            return
        }
        let how: String
        switch trigger {
        case .once where Self.isShownOnlyWhenMeasured(sizing.call, write):
            // What it sizes is shown only once the measurement is in (`if let width { ... }`):
            // the one reading cannot have included it, but it goes stale.
            how = "`\(name)` is measured once from \(source), before the views it sizes are shown, and then sizes \(sizing.description): it is not taken again when the container resizes (rotation, a window or split view), so they keep the first size"
        case .once:
            how = "`\(name)` is measured once from \(source) and then sizes \(sizing.description): the measurement already includes the size it feeds, and it is not taken again when the content changes"
        case .everyChange, .everyPass:
            // Whether the value it feeds really changes what is measured depends on layout the
            // rule cannot always see (a sibling that fills, a scroll view around it): the message
            // states the pass it costs for certain, and the loop where it happens.
            how = "`\(name)` is written from \(source) and sizes \(sizing.description): every new measurement is laid out again with the value it produced (an extra layout pass on each change), and wherever that value changes what is measured, state and layout keep feeding each other (geometry -> state -> layout -> geometry)"
        }
        var related = [context.related(sizing.call, "`\(name)` sizes \(sizing.place) here")]
        let fix: String
        if let taker = sizing.heightTaker {
            // No container-relative layout sizes a detent: the fix is content of its own height.
            let what = taker.callee is MemberAccessExprSyntax ? "`.frame(maxHeight: .infinity)`" : "`\(taker.name ?? "")`"
            fix = ". The measured content takes the height its sheet offers (\(what)), so it measures the detent it sets; measure content that keeps its own height, or give the sheet a fixed detent"
            related.append(context.related(taker, "this takes the height the sheet offers"))
        } else {
            fix = ". Size the view from its container (containerRelativeFrame, a Layout, ViewThatFits) or keep the measurement out of its own layout"
        }
        context.report(at: assignment.target, how + fix, severity: trigger == .once ? .warning : .error, related: related)
    }

    /// `width = max(width, measured)` (also `max(width ?? 0, measured)`, either order): the write
    /// keeps the largest value measured so far.
    static func keepsMaximum(_ assignment: AssignmentExprSyntax, _ write: StateWrite) -> Bool {
        guard assignment.op == "=", let call = assignment.value.unwrapped as? CallExprSyntax, call.name == "max",
              call.callee is IdentifierExprSyntax, call.arguments.count == 2 else { return false }
        return call.arguments.contains { argument in
            guard var value = argument.expression?.unwrapped else { return false }
            if let binary = value as? BinaryExprSyntax, binary.op == "??" { value = binary.lhs.unwrapped }
            guard var path = value.dottedPath else { return false }
            if path.first == "self" { path.removeFirst() }
            return path == write.path
        }
    }

    /// `if let width { Pill(maxWidth: width) }`, `if width != nil { ... }`: the read is in a branch
    /// shown only once the state is set.
    static func isShownOnlyWhenMeasured(_ read: CallExprSyntax, _ write: StateWrite) -> Bool {
        presenceTests(around: read).contains { test in
            switch test {
            case let .bound(path): return path == write.path
            case let .notNil(expression): return DerivedReads.isRead([write.path], expression)
            }
        }
    }

    /// What an `if` around a view tests to be present before showing it.
    enum PresenceTest {
        /// `if let width`, `if let w = self.width`: the bound value's path, without `self`.
        case bound([String])
        /// `if width != nil` (or `nil != width`): the side that is not `nil`.
        case notNil(ExprSyntax)
    }

    /// The presence tests of the `if` statements whose bodies hold `node`, out to its type.
    static func presenceTests(around node: Syntax) -> [PresenceTest] {
        var tests: [PresenceTest] = []
        var previous: Syntax = node
        for ancestor in node.ancestors {
            if ancestor is TypeDeclSyntax { break }
            if let statement = ancestor as? IfStmtSyntax, previous === statement.body {
                for condition in statement.conditions {
                    if condition.kind == .optionalBinding {
                        guard var bound = condition.expression?.unwrapped.dottedPath ?? condition.boundName.map({ [$0] }),
                              !bound.isEmpty else { continue }
                        if bound.first == "self" { bound.removeFirst() }
                        tests.append(.bound(bound))
                    } else if let binary = condition.expression?.unwrapped as? BinaryExprSyntax, binary.op == "!=" {
                        let sides = [binary.lhs.unwrapped, binary.rhs.unwrapped]
                        guard let nilSide = sides.firstIndex(where: { ($0 as? LiteralExprSyntax)?.kind == .nil }) else { continue }
                        tests.append(.notNil(sides[1 - nilSide]))
                    }
                }
            }
            previous = ancestor
        }
        return tests
    }

    /// `if let scene { ChartView(scene: scene, size: $size) }` where the action that mirrors the
    /// proxy into `size` also writes `scene` (directly or through a method of the view it calls):
    /// the read is shown only once both are written, and each change renders the content again
    /// for `scene` anyway. The mirror costs no stale frame and no extra render.
    static func isShownWithCompanion(_ use: ExprSyntax, of change: Candidate, _ context: FileContext) -> Bool {
        guard let action = context.enclosingClosures(of: change.assignment).first else { return false }
        var written: [[String]] = []
        func collect(_ node: Syntax, depth: Int) {
            for assignment in context.assignments(in: node) {
                guard var path = assignment.target.unwrapped.dottedPath else { continue }
                if path.first == "self" { path.removeFirst() }
                if path != change.write.path { written.append(path) }
            }
            guard depth == 0 else { return }
            node.walk { inner in
                if let call = inner as? CallExprSyntax, let method = context.calledMethod(call), let body = method.body {
                    collect(body, depth: 1)
                }
                return !(inner is ClosureExprSyntax) || inner === node
            }
        }
        collect(action, depth: 0)
        guard !written.isEmpty else { return false }
        return presenceTests(around: use).contains { test in
            switch test {
            case let .bound(path):
                return written.contains(path)
            case let .notNil(expression):
                guard var path = expression.dottedPath else { return false }
                if path.first == "self" { path.removeFirst() }
                return written.contains(path)
            }
        }
    }

    /// The write runs only while another state, which the sizing read reads, still holds its
    /// initial value (`if crumbWidth == nil { textWidth = width }` where `crumbWidth` sizes the
    /// crumbs): the measurement stops before the size it feeds is applied.
    static func runsOnlyWhileUnset(_ assignment: AssignmentExprSyntax, sizing read: CallExprSyntax, _ write: StateWrite,
                                   _ context: FileContext) -> Bool {
        let scope: Syntax = context.enclosingClosures(of: assignment).first ?? assignment
        return assignment.runConditions(within: scope).flatMap(initialValueTests).contains { tested in
            guard var path = tested.dottedPath, !path.isEmpty else { return false }
            if path.first == "self" { path.removeFirst() }
            return path != write.path && DerivedReads.readsAny([path], in: read)
        }
    }

    // MARK: When a write runs

    /// Closures that run a write later without changing what triggers it.
    static let deferringCalls: Set<String> = ["async", "asyncAfter", "withAnimation", "withTransaction", "Task"]
    /// View builders whose content closure takes parameters (any other closure with parameters
    /// inside a reader is an action: a gesture's `onChanged`, a custom gesture's handler).
    static let parameterizedViewBuilders: Set<String> = ["ForEach", "List", "ScrollViewReader", "TimelineView", "Group"]
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    /// When a write in a reader's content runs, or nil when it is not tied to the measurement (a
    /// gesture, a button, `onChange(of:)` a value that is not geometry).
    static func trigger(of assignment: AssignmentExprSyntax, writing write: StateWrite, in content: Syntax,
                        _ direct: ScrollFlow, _ context: FileContext) -> Trigger? {
        var found: Trigger?
        var reachedContent = false
        for closure in context.enclosingClosures(of: assignment) {
            if closure === content {
                reachedContent = true
                break
            }
            guard let (call, _) = context.owningCall(of: closure), let name = call.name else { return nil }
            switch name {
            case _ where deferringCalls.contains(name):
                continue
            case "onAppear":
                found = found ?? .once
            case "task":
                if let id = call.argument("id") {
                    guard direct.value(of: id).geometry else { return nil }
                    found = found ?? .everyChange
                } else {
                    found = found ?? .once
                }
            case _ where name == "onChange" || FileContext.isOnChangeWrapper(call):
                guard let observed = call.argument("of"), direct.value(of: observed).geometry else { return nil }
                found = found ?? .everyChange
            default:
                // A nested reader reports its own writes; views built around the write are
                // transparent, actions (gestures, buttons) and presented content are not.
                if case .geometryReaderContent = context.role(of: closure) { return nil }
                guard context.isRenderClosure(closure), !context.isPresentedContent(closure),
                      closure.parameters.isEmpty || parameterizedViewBuilders.contains(name) else { return nil }
            }
        }
        // In a helper function's body the closures end at the function.
        guard reachedContent || !(content is ClosureExprSyntax) else { return nil }
        // Inside a gesture passed to `.gesture(...)`: runs on input.
        var previous: Syntax = assignment
        for ancestor in assignment.ancestors {
            if ancestor === content { break }
            if let call = ancestor as? CallExprSyntax, let name = call.name, gestureModifiers.contains(name),
               previous !== call.callee { return nil }
            previous = ancestor
        }
        if isGuardedToRunOnce(assignment, write, inside: content) { return .once }
        // `if rect != box { box = rect }`: written only when the measurement changes.
        if found == nil, isGuardedByChange(assignment, write, inside: content) { return .everyChange }
        return found ?? .everyPass
    }

    /// `if height == 0 { height = proxy.size.height }`, or `guard size == nil else { return }`
    /// before `size = newSize` in the same closure: the write happens while the state still holds
    /// its initial value, so once. Also where the guard tests another state that the same closure
    /// sets to a value that is not initial (`if measured == nil { measured = true; trim = h }`):
    /// a flag that lets the block run once.
    static func isGuardedToRunOnce(_ assignment: AssignmentExprSyntax, _ write: StateWrite, inside scope: Syntax) -> Bool {
        let conditions = assignment.runConditions(within: scope)
        if conditions.contains(where: { testsInitialValue($0, of: write) }) { return true }
        let flags = conditions.flatMap(initialValueTests).compactMap { tested -> [String]? in
            guard var path = tested.dottedPath, !path.isEmpty else { return nil }
            if path.first == "self" { path.removeFirst() }
            return path == write.path ? nil : path
        }
        guard !flags.isEmpty else { return false }
        var setsFlag = false
        var resetsFlag = false
        for other in scope.descendants(AssignmentExprSyntax.self) where other.op == "=" {
            guard var path = other.target.unwrapped.dottedPath, !path.isEmpty else { continue }
            if path.first == "self" { path.removeFirst() }
            guard flags.contains(path) else { continue }
            if isInitialValue(other.value) { resetsFlag = true } else { setsFlag = true }
        }
        return setsFlag && !resetsFlag
    }

    /// When a write in a measuring action (`onPreferenceChange`, `onGeometryChange`, a helper's
    /// callback) runs: once when a guard holds it to the state's initial value, otherwise as
    /// often as the action runs (`trigger`).
    static func actionTrigger(_ assignment: AssignmentExprSyntax, _ write: StateWrite, in action: ClosureExprSyntax,
                              otherwise trigger: Trigger) -> Trigger {
        isGuardedToRunOnce(assignment, write, inside: action) ? .once : trigger
    }

    /// The write sits in an `if` that compares the written state with something (`!=`, or a
    /// `>`/`<` difference): it runs when the value changes, not on every evaluation.
    static func isGuardedByChange(_ assignment: AssignmentExprSyntax, _ write: StateWrite, inside content: Syntax) -> Bool {
        var previous: Syntax = assignment
        for ancestor in assignment.ancestors {
            if ancestor === content { return false }
            if let statement = ancestor as? IfStmtSyntax, previous === statement.body {
                for condition in statement.conditions {
                    guard let expression = condition.expression else { continue }
                    let comparisons = expression.descendants(BinaryExprSyntax.self).filter { ["!=", ">", "<", ">=", "<="].contains($0.op) }
                    if comparisons.contains(where: { DerivedReads.readsAny([write.path], in: $0) }) { return true }
                    // `if rect != frame { insets = ...; frame = rect }`: a state the block records
                    // the new reading in lets every write of the block through only on a change.
                    let recorded = statement.body.map { body in
                        body.descendants(AssignmentExprSyntax.self).compactMap { recording -> [String]? in
                            guard var path = recording.target.unwrapped.dottedPath, !path.isEmpty else { return nil }
                            if path.first == "self" { path.removeFirst() }
                            return path
                        }
                    } ?? []
                    if !recorded.isEmpty, comparisons.contains(where: { DerivedReads.readsAny(recorded, in: $0) }) { return true }
                }
            }
            previous = ancestor
        }
        return false
    }

    /// `height == 0`, also as one operand of `&&`.
    static func testsInitialValue(_ expression: ExprSyntax, of write: StateWrite) -> Bool {
        initialValueTests(expression).contains { DerivedReads.isRead([write.path], $0) }
    }

    /// What `expression` tests for its initial value: `height` in `height == 0` (either way
    /// round), in each operand of `&&`.
    static func initialValueTests(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let binary = expression.unwrapped as? BinaryExprSyntax else { return [] }
        if binary.op == "&&" { return initialValueTests(binary.lhs) + initialValueTests(binary.rhs) }
        guard binary.op == "==" else { return [] }
        return [(binary.lhs, binary.rhs), (binary.rhs, binary.lhs)].compactMap { tested, other in
            isInitialValue(other) ? tested.unwrapped : nil
        }
    }

    /// `0`, `nil`, `.zero`, `CGSize.zero`, `CGRect.zero`.
    static func isInitialValue(_ expression: ExprSyntax) -> Bool {
        let expression = expression.unwrapped
        if let literal = expression as? LiteralExprSyntax {
            return literal.kind == .nil || literal.numericValue == 0
        }
        if let member = expression as? MemberAccessExprSyntax { return member.name == "zero" }
        return false
    }

    /// Whether a write in an `onPreferenceChange` / `onGeometryChange` action runs with the action
    /// itself (directly, or deferred by `DispatchQueue.main.async` / `withAnimation`).
    static func runsWithAction(_ assignment: AssignmentExprSyntax, _ action: ClosureExprSyntax, _ context: FileContext) -> Bool {
        for closure in context.enclosingClosures(of: assignment) {
            if closure === action { return true }
            guard let name = context.owningCall(of: closure)?.call.name, deferringCalls.contains(name) else { return false }
        }
        return false
    }

    /// The writes grouped per written state (and per `#if` branch): one finding per state per
    /// measurement, however many branches of a `switch` or pairs of `onAppear` + `onChange` write it.
    static func perState(_ candidates: [Candidate]) -> [[Candidate]] {
        var order: [String] = []
        var groups: [String: [Candidate]] = [:]
        for candidate in candidates {
            let branch = candidate.assignment.ancestor(IfConfigClauseSyntax.self).map { "\($0.firstToken)" } ?? ""
            let key = candidate.write.displayName + "#" + branch
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(candidate)
        }
        return order.compactMap { groups[$0] }
    }

    /// The write that repeats most often (the first of those).
    static func strongest(_ group: [Candidate]) -> Candidate {
        group.reduce(group[0]) { best, next in next.trigger > best.trigger ? next : best }
    }

    // MARK: What is measured

    struct Axes: OptionSet {
        let rawValue: Int
        static let horizontal = Axes(rawValue: 1)
        static let vertical = Axes(rawValue: 2)
        static let both: Axes = [.horizontal, .vertical]
    }

    static let widthMembers: Set<String> = ["width", "maxX"]
    static let heightMembers: Set<String> = ["height", "maxY"]
    /// Positions and insets: they do not change when the view is resized from inside.
    static let placementMembers: Set<String> = ["minX", "midX", "minY", "midY", "origin", "x", "y", "safeAreaInsets",
                                                "top", "bottom", "leading", "trailing"]

    /// The axes along which a written value measures a size: `proxy.size.width` horizontally,
    /// `proxy.size` or a frame along both, a position (`minY`) or a safe-area inset along none.
    static func measuredAxes(_ expression: ExprSyntax, _ direct: ScrollFlow, _ context: FileContext, depth: Int = 0) -> Axes {
        guard depth < 6 else { return .both }
        let expression = expression.unwrapped
        let geometry = direct.value(of: expression)
        guard geometry.geometry || geometry.object != nil else { return [] }
        switch expression {
        case let member as MemberAccessExprSyntax:
            if member.name == "safeAreaInsets" || member.base?.dottedPath?.contains("safeAreaInsets") == true { return [] }
            if member.name == "maxX" || member.name == "maxY", let base = member.base, isPlacedFrame(base, context) { return [] }
            if widthMembers.contains(member.name) { return .horizontal }
            if heightMembers.contains(member.name) { return .vertical }
            if placementMembers.contains(member.name) { return [] }
            return .both
        case let identifier as IdentifierExprSyntax:
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .closureParameter(closure, _)?:
                switch context.role(of: closure) {
                case let .valueChange(observed?):
                    return measuredAxes(observed, direct, context, depth: depth + 1)
                case .geometryAction:
                    guard let result = context.transformResult(pairedWith: closure) else { return .both }
                    return measuredAxes(result, direct, context, depth: depth + 1)
                case let .geometryHelper(callback):
                    // A project helper handing on a position (`minY` of a frame in a named
                    // space): no size is measured, whatever it sizes.
                    if callback.value.moves && callback.value.object == nil { return [] }
                    // `.onHeightChange { height = $0 }`: the helper hands on one dimension.
                    switch callback.dimension {
                    case .width?: return .horizontal
                    case .height?: return .vertical
                    case nil: return .both
                    }
                default:
                    return .both
                }
            case let .local(variable)?:
                return variable.initializer.map { measuredAxes($0, direct, context, depth: depth + 1) } ?? .both
            default:
                return .both
            }
        case let call as CallExprSyntax:
            if let member = call.callee as? MemberAccessExprSyntax, member.name == "frame" || member.name == "bounds" { return .both }
            if call.callee is IdentifierExprSyntax || (call.callee as? MemberAccessExprSyntax).map({ ScrollFlow.passThroughMethods.contains($0.name) }) == true {
                var axes = Axes()
                if let member = call.callee as? MemberAccessExprSyntax, let base = member.base {
                    axes.formUnion(measuredAxes(base, direct, context, depth: depth + 1))
                }
                for argument in call.arguments {
                    if let value = argument.expression { axes.formUnion(measuredAxes(value, direct, context, depth: depth + 1)) }
                }
                return axes
            }
            return .both
        case let binary as BinaryExprSyntax:
            return measuredAxes(binary.lhs, direct, context, depth: depth + 1)
                .union(measuredAxes(binary.rhs, direct, context, depth: depth + 1))
        case let ternary as TernaryExprSyntax:
            return measuredAxes(ternary.thenExpression, direct, context, depth: depth + 1)
                .union(measuredAxes(ternary.elseExpression, direct, context, depth: depth + 1))
        case let prefix as PrefixExprSyntax:
            return measuredAxes(prefix.operand, direct, context, depth: depth + 1)
        default:
            return .both
        }
    }

    /// `proxy.frame(in: .global)` (directly or through a local `let`): a frame in a space other
    /// than the view's own, whose far edge (`maxX`) is a place on screen or in the container
    /// rather than a size; in `.local` space `maxX` is the width.
    static func isPlacedFrame(_ frame: ExprSyntax, _ context: FileContext, depth: Int = 0) -> Bool {
        let frame = frame.unwrapped
        if let identifier = frame as? IdentifierExprSyntax, depth < 2,
           case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
           let initializer = variable.initializer {
            return isPlacedFrame(initializer, context, depth: depth + 1)
        }
        guard let call = frame as? CallExprSyntax, (call.callee as? MemberAccessExprSyntax)?.name == "frame",
              let space = call.argument("in") else { return false }
        return space.unwrapped.dottedPath?.last != "local"
    }

    /// A measurement: the views around it, which of them is measured, and what is measured.
    struct Site {
        /// The views around the measurement, innermost first.
        var views: [FileContext.EnclosingView]
        /// Index in `views` of the measured view.
        var measured: Int
        /// The call of the measured view's chain that takes the measurement: the `background` /
        /// `overlay` holding the reader, the `onGeometryChange`, or the reader itself.
        var holder: CallExprSyntax
        /// Whether the measured view's own content decides its size (not for a reader measuring
        /// itself, a scroll view, a `TabView`, shapes: they take the size they are offered).
        var contentSizes: Bool
        /// The axes along which a size is measured (empty: only a position or an inset).
        var axes: Axes
        /// Conditions every write of the measurement requires (`guard fitsWidth else { return }`):
        /// while the state is written, a layout value chosen by one of them (`fitsWidth ? .infinity
        /// : nil`) is the one in effect.
        var gates: [ExprSyntax] = []

        /// The value `expression` has whenever the state is written: the first branch of a
        /// ternary on a gate (`fitsWidth ? nil : width` is `nil`), else the expression itself.
        func inEffect(_ expression: ExprSyntax, _ context: FileContext) -> ExprSyntax {
            guard !gates.isEmpty, let choice = expression.unwrapped as? TernaryExprSyntax,
                  gates.contains(where: { context.text($0) == context.text(choice.condition) }) else { return expression }
            return choice.thenExpression
        }
    }

    /// `ScrollView { ... }`, `Color.red`-like views built by name: they take the size offered.
    static func isProposalFilling(_ view: CallExprSyntax) -> Bool {
        view.callee is IdentifierExprSyntax && proposalFillingViews.contains(view.name ?? "")
    }

    /// Also a view of the project whose body is such a view (`ScrollHorizontalOffsetView(.horizontal)
    /// { ... }` around a `ScrollView`).
    static func isProposalFilling(_ view: CallExprSyntax, _ context: FileContext) -> Bool {
        if isProposalFilling(view) { return true }
        guard view.callee is IdentifierExprSyntax, let name = view.name else { return false }
        return context.type(named: name)?.fillsProposal == true
    }

    static let measuringModifiers: Set<String> = ["background", "overlay"]
    /// Views that take the size they are offered whatever their content.
    static let proposalFillingViews = FileSummarizer.proposalFillingViews

    /// A reader in a `background` / `overlay` measures the view it decorates; any other reader
    /// measures itself.
    func readerSite(_ reader: CallExprSyntax, axes: Axes, _ context: FileContext) -> Site {
        let views = context.enclosingViews(of: reader)
        if views.count > 1, let decorated = views[1].holder, let name = decorated.name,
           Self.measuringModifiers.contains(name), decorated.callee is MemberAccessExprSyntax {
            let root = views[1].chain.last
            let fills = root.map { Self.isProposalFilling($0, context) } ?? true
            return Site(views: views, measured: 1, holder: decorated, contentSizes: !fills, axes: axes)
        }
        return Site(views: views, measured: 0, holder: reader, contentSizes: false, axes: axes)
    }

    /// `onGeometryChange` measures the view it modifies.
    func modifierSite(_ call: CallExprSyntax, axes: Axes, _ context: FileContext) -> Site {
        let views = context.enclosingViews(of: call)
        let root = views[0].chain.last
        let fills = root.map { Self.isProposalFilling($0, context) } ?? true
        return Site(views: views, measured: 0, holder: call, contentSizes: !fills, axes: axes)
    }

    // MARK: Does the state size the measured view?

    struct SizingRead {
        var call: CallExprSyntax
        /// "the measured view through `.frame`", for the message.
        var description: String
        /// "the measured view", for the related location.
        var place: String
        /// For a sheet's detent: the view in the measured content that takes the height the sheet
        /// offers (a scroll view, a spacer), so that the measurement follows the detent.
        var heightTaker: CallExprSyntax?
        /// A read inside the measured view along axes it fills whatever its content does (an
        /// unframed `Spacer` in a stack along its axis): it cannot change what is measured.
        var cannotChangeMeasurement = false
        /// The read is the measured view's outermost frame along every measured axis: the
        /// reader measures the frame the state sets, not the content (`ownFrame(_:inside:)`).
        var ownFrame: OwnFrame?
    }

    /// How a frame the state sets decides what is measured outside it: `width:` makes the
    /// measured width the state's; `minWidth:` makes it at least the state's.
    enum OwnFrame {
        case exact(label: String)
        case minimum(label: String)
        /// `width: isLoading ? size.width : nil`: the view is held at its last measured size
        /// while the condition lasts, and its content is measured again once it ends.
        case held
    }

    /// Modifiers between a frame and its measurement that leave the measured size the frame's.
    static let sizeKeepingModifiers: Set<String> = [
        "background", "overlay", "foregroundColor", "foregroundStyle", "tint", "opacity", "clipped", "clipShape",
        "cornerRadius", "shadow", "contentShape", "id", "accessibilityLabel", "accessibilityHidden", "help",
        "onTapGesture", "preference", "anchorPreference", "zIndex",
    ]

    /// `Text(label).frame(minWidth: width).onGeometryChange { width = $0 }`: along every measured
    /// axis the frame the state sets (with the state itself, not a value computed or chosen
    /// from it) is the outermost size of the measured view. From the first write on, the reader
    /// measures that frame, not the content: exactly the state (`width:`) or at least it
    /// (`minWidth:`). Nil where any modifier between may size the view.
    static func ownFrame(_ frame: CallExprSyntax, inside between: ArraySlice<CallExprSyntax>, reading read: [[String]],
                         along axes: Axes) -> OwnFrame? {
        guard frame.name == "frame", frame.callee is MemberAccessExprSyntax, !axes.isEmpty,
              between.allSatisfy({ $0.callee is MemberAccessExprSyntax && sizeKeepingModifiers.contains($0.name ?? "") })
        else { return nil }
        var found: [OwnFrame] = []
        for (axis, exact, minimum, labels) in [(Axes.horizontal, "width", "minWidth", widthLabels),
                                               (Axes.vertical, "height", "minHeight", heightLabels)] where axes.contains(axis) {
            let given = frame.arguments.filter { $0.label.map(labels.contains) ?? false }
            guard given.count == 1, let label = given[0].label, label == exact || label == minimum,
                  let value = given[0].expression, DerivedReads.readsAny(read, in: value) else { return nil }
            if isPlainValue(value) {
                found.append(label == exact ? .exact(label: label) : .minimum(label: label))
            } else if label == exact, let choice = value.unwrapped as? TernaryExprSyntax,
                      let held = [choice.thenExpression, choice.elseExpression].first(where: { ($0.unwrapped as? LiteralExprSyntax)?.kind != .nil }),
                      [choice.thenExpression, choice.elseExpression].contains(where: { ($0.unwrapped as? LiteralExprSyntax)?.kind == .nil }),
                      DerivedReads.readsAny(read, in: held), isPlainValue(held) {
                found.append(.held)
            } else {
                return nil
            }
        }
        guard let first = found.first else { return nil }
        // Every measured axis must be held the same way for one message to describe them.
        let kinds = Set(found.map { kind -> Int in
            switch kind {
            case .exact: return 0
            case .minimum: return 1
            case .held: return 2
            }
        })
        return kinds.count == 1 ? first : nil
    }

    /// A stored value read as it is: names, members, optional chaining and unwrapping, a `??`
    /// default; no arithmetic, no call, no choice.
    static func isPlainValue(_ expression: ExprSyntax) -> Bool {
        var plain = true
        expression.unwrapped.walk { node in
            guard plain else { return false }
            switch node {
            case is IdentifierExprSyntax, is MemberAccessExprSyntax, is PostfixExprSyntax, is LiteralExprSyntax:
                return true
            case let binary as BinaryExprSyntax where binary.op == "??":
                return true
            default:
                plain = false
                return false
            }
        }
        return plain
    }

    /// What a layout read sizes.
    enum Sized {
        /// The view itself: a layout modifier, a stack's spacing.
        case view
        /// The sheet the view is presented in: `presentationDetents`.
        case sheet
    }

    /// Modifiers whose content is drawn around a view without sizing it.
    static let decorationModifiers: Set<String> = ["background", "overlay", "mask", "clipShape"]

    /// A layout read of the written state by the measured view (its modifiers, the views inside
    /// it) or by a view containing it, along an axis that is measured. Outside the measurement,
    /// an axis fixed by `fixedSize` inside it, or the scroll axis of a scroll view the measured
    /// view scrolls in, cannot feed back: the measured view's size along it ignores the offer.
    ///
    /// A detent (`presentationDetents([.height(h)])`) counts only when nothing else reads the state
    /// for layout and the measured content takes the height the sheet offers. Content of its own
    /// height (text, buttons, fixed frames) measures the same whatever detent it sits in: a
    /// fit-to-content sheet settles after one pass, and no container-relative layout can size a
    /// detent anyway.
    func loop(_ read: [[String]], site: Site, _ context: FileContext, _ reads: inout DerivedReads) -> SizingRead? {
        var found: SizingRead
        if let view = sizingRead(read, site: site, .view, context, &reads) {
            found = view
        } else if let taker = Self.heightTaker(measuredAt: site, context),
                  var sheet = sizingRead(read, site: site, .sheet, context, &reads) {
            sheet.heightTaker = taker
            sheet.description = "the sheet that holds the measured view through `.presentationDetents`"
            sheet.place = "the sheet that holds the measured view"
            found = sheet
        } else {
            return nil
        }
        // Say so when what sizes the view is computed from the state rather than the state itself.
        if let written = read.first, !DerivedReads.readsAny([written], in: found.call), context.calledMethod(found.call) == nil {
            found.description += ", through a value computed from it"
        }
        return found
    }

    func sizingRead(_ read: [[String]], site: Site, _ sized: Sized, _ context: FileContext,
                    _ reads: inout DerivedReads) -> SizingRead? {
        guard !site.axes.isEmpty else { return nil }
        let measured = site.views[site.measured].chain
        let holderIndex = measured.firstIndex { $0 === site.holder } ?? measured.count - 1
        let innerStart = min(holderIndex + 1, measured.count)
        var fixed = measured[innerStart...].reduce(Axes()) { $0.union(Self.fixedAxes($1)) }
        // One line of text is one line high whatever height it is offered.
        if let root = measured.last, root.callee is IdentifierExprSyntax, root.name == "Text",
           measured[innerStart...].contains(where: { modifier in
               modifier.name == "lineLimit" && (modifier.arguments.first?.expression?.unwrapped as? LiteralExprSyntax)?.numericValue == 1
           }) {
            fixed.formUnion(.vertical)
        }
        let axes = site.axes
        var unproposed: Axes?
        // Along an axis the measured view fills whatever it is offered, a read along the other
        // axis only cannot change what is measured. A scroll view offers no size along its
        // scroll axis, so there the view keeps its content's size instead.
        let inEffect = { (expression: ExprSyntax) in site.inEffect(expression, context) }
        var filled = Self.filledAxes(measured, holderIndex: holderIndex, inEffect: inEffect)
        filled.formUnion(Self.lazyGridAxes(measured.last))
        // A reader measuring itself (or a scroll view, a shape) is the size it is offered along
        // both axes: `.frame(height: width)` on it cannot change the width it measures.
        if !site.contentSizes { filled = .both }
        if !filled.isEmpty {
            filled.subtract(Self.fixesSize(Array(measured[..<innerStart])) ? []
                : unproposedScrollAxes(site.views, from: site.measured + 1, context, &reads))
        }
        if let call = Self.layoutRead(read, in: Array(measured[innerStart...]), sizing: sized, accepting: { call in
                Self.feedsBack(Self.axes(of: call, reading: read, inEffect: inEffect), measured: axes, cut: [], filled: filled)
            })
            ?? Self.layoutRead(read, in: Array(measured[..<innerStart]), sizing: sized, accepting: { call in
                var cut = fixed
                // `.overlay(reader).fixedSize().frame(width: measured)`: a `fixedSize` between the
                // measurement and the frame hands the measured view its ideal size along its axes,
                // whatever the frame offers.
                if let readIndex = measured.firstIndex(where: { $0 === call }), readIndex + 1 < holderIndex {
                    cut.formUnion(measured[(readIndex + 1)..<holderIndex].reduce(Axes()) { $0.union(Self.fixedAxes($1)) })
                }
                if Self.passesNoSizeOn(call) {
                    if unproposed == nil {
                        unproposed = Self.fixesSize(Array(measured[..<innerStart])) ? []
                            : unproposedScrollAxes(site.views, from: site.measured + 1, context, &reads)
                    }
                    cut.formUnion(unproposed ?? [])
                }
                return Self.feedsBack(Self.axes(of: call, reading: read, inEffect: inEffect), measured: axes, cut: cut, filled: filled)
            }) {
            // A modifier after the one holding the reader (`.background(reader).padding(h)`) wraps
            // the measured view: it sizes a view containing it, and offers the measured view that size.
            let index = measured.firstIndex { $0 === call } ?? innerStart
            if index < holderIndex {
                return SizingRead(call: call, description: "a view containing the measured view through `.\(call.name ?? "frame")`",
                                  place: "a view containing the measured view")
            }
            var found = SizingRead(call: call, description: "the measured view through `.\(call.name ?? "frame")`", place: "the measured view")
            if index >= innerStart { found.ownFrame = Self.ownFrame(call, inside: measured[innerStart..<index], reading: read, along: axes) }
            return found
        }
        if sized == .view, site.contentSizes, let root = measured.last,
           let call = Self.contentSizingRead(read, in: root, context) {
            let what: String
            if context.calledMethod(call) != nil,
               !call.arguments.contains(where: { $0.expression.map { DerivedReads.readsAny(read, in: $0) } ?? false }) {
                what = "a view inside the measured view (the one `\(call.name ?? "")()` builds)"
            } else if call.callee is IdentifierExprSyntax {
                what = "a view inside the measured view (it is passed to `\(call.name ?? "")`)"
            } else {
                what = "a view inside the measured view through `.\(call.name ?? "frame")`"
            }
            let spacerFilled = Self.spacerFilledAxes(root)
            let used = Self.axes(of: call, reading: read, inEffect: inEffect)
            // The measured view is held at its container's share (`.containerRelativeFrame(.horizontal)`)
            // or a fixed size along every axis it measures, or along those the state is used on with
            // that axis's own length (`innerSize.width` for widths): what is measured there is not the
            // content's to change. (A `frame(maxWidth: .infinity)` is no such hold: it grows with a
            // child wider than the offer.)
            let independent = fixed
            let arguments = call.arguments.compactMap { $0.expression.map(context.text) }.joined(separator: " ")
            let readsOtherLength = (used == .horizontal && arguments.contains("height")) || (used == .vertical && arguments.contains("width"))
            let heldAlongUse = !used.isEmpty && (independent.isSuperset(of: axes) || (independent.isSuperset(of: used) && !readsOtherLength))
            return SizingRead(call: call, description: what, place: "a view inside the measured view",
                              cannotChangeMeasurement: heldAlongUse || (!spacerFilled.isEmpty && spacerFilled.isSuperset(of: used)
                                  && (spacerFilled.isSuperset(of: axes) || !readsOtherLength)))
        }
        // Content that keeps a height of its own (no scroll view, flexible frame, spacer or reader
        // in it to take the height offered) is as tall whatever height a container's
        // `frame(height:)` offers it, so a read that sets only a height there does not reach
        // what is measured. Views the caller hands in (`content(item)`) may take any height.
        let ownHeight = sized == .view && site.contentSizes && measured.last.map { !Self.buildsCallerContent($0, context) } == true
            && Self.heightTaker(measuredAt: site, context) == nil
        if let call = containerRead(read, site.views, from: site.measured + 1, cut: fixed, axes: axes, sized, context, &reads,
                                    ownHeight: ownHeight) {
            return SizingRead(call: call, description: "a view containing the measured view through `.\(call.name ?? "frame")`",
                              place: "a view containing the measured view")
        }
        return nil
    }

    // MARK: Does the measured content take its sheet's height?

    /// The view that makes the measured content take the height it is offered instead of a height
    /// of its own: the measured view itself (a reader measuring itself, a scroll view), a
    /// `frame(maxHeight: .infinity)` inside the measurement, or, in the content that sizes it, a
    /// vertical scroll view, list or form, a `GeometryReader`, or a `Spacer` in a vertical stack,
    /// none of them held to a finite height. Nil when none is found: the content keeps its height.
    static func heightTaker(measuredAt site: Site, _ context: FileContext) -> CallExprSyntax? {
        let measured = site.views[site.measured].chain
        guard let root = measured.last else { return nil }
        let holderIndex = measured.firstIndex { $0 === site.holder } ?? measured.count - 1
        let inside = Array(measured[min(holderIndex + 1, measured.count)...]) + [root]
        if let taker = inside.first(where: { takesOfferedHeight($0, context) && !heightIsCapped($0, context) }) { return taker }
        // A reader measuring itself has no content of its own here.
        return root === site.holder ? nil : heightTaker(in: root, context, depth: 0)
    }

    /// A height taker in the views `scope` always builds in place, looking into the type's helper
    /// methods and the bodies of views declared in this file (a few levels deep). Backgrounds,
    /// overlays, actions and presented content size nothing; and a view under an `if` or `switch`
    /// may not be there when the sheet is shown (`if stickToBottom { Spacer() }` in a helper the
    /// sheet calls without it), so only what every branch shows counts.
    static func heightTaker(in scope: Syntax, _ context: FileContext, depth: Int) -> CallExprSyntax? {
        guard depth < 3 else { return nil }
        var found: CallExprSyntax?
        var helpers: [Syntax] = []
        scope.walk { node in
            guard found == nil else { return false }
            if node is SwitchStmtSyntax { return false }
            if let statement = node as? IfStmtSyntax {
                // `if #available(...)`: the branch of the systems that have detents is shown.
                if let body = statement.body, statement.conditions.allSatisfy({ $0.kind == .availability }) { helpers.append(body) }
                return false
            }
            if let closure = node as? ClosureExprSyntax, closure !== scope, !isSizingContent(closure, context) { return false }
            if let owner = node.parent as? CallExprSyntax, node !== owner.callee, let name = owner.name,
               decorationModifiers.contains(name), owner.callee is MemberAccessExprSyntax { return false }
            guard let call = node as? CallExprSyntax else { return true }
            if takesOfferedHeight(call, context) || isVerticalSpacer(call, context), !heightIsCapped(call, context) {
                found = call
                return false
            }
            if let body = context.calledMethod(call)?.body {
                helpers.append(body)
            } else if call.callee is IdentifierExprSyntax, let name = call.name, let view = context.viewDeclaration(named: name),
                      let body = context.getter(of: "body", in: view) {
                helpers.append(body)
            }
            return true
        }
        if let found { return found }
        for helper in helpers {
            if let taker = heightTaker(in: helper, context, depth: depth + 1) { return taker }
        }
        return nil
    }

    /// Whether `scope` builds, in place or through the type's helper methods (a few levels deep),
    /// a view handed in by its caller: a call of a stored closure or a parameter (`content()`,
    /// `label(item)`) rather than of a view type or a method. What such a view does with the
    /// height it is offered is not known here.
    static func buildsCallerContent(_ scope: Syntax, _ context: FileContext, depth: Int = 0) -> Bool {
        guard depth < 3 else { return true }
        var found = false
        var helpers: [Syntax] = []
        scope.walk { node in
            guard !found else { return false }
            if let closure = node as? ClosureExprSyntax, !isSizingContent(closure, context) { return false }
            guard let call = node as? CallExprSyntax else { return true }
            if let body = context.calledMethod(call)?.body {
                helpers.append(body)
            } else if let callee = call.callee as? IdentifierExprSyntax, context.bindings.resolve(callee.name, at: callee) != nil {
                found = true
            } else if let callee = call.callee as? MemberAccessExprSyntax, (callee.base as? IdentifierExprSyntax)?.name == "self" {
                found = true
            }
            return !found
        }
        return found || helpers.contains { buildsCallerContent($0, context, depth: depth + 1) }
    }

    /// A view that takes all the height it is offered: a vertical scroll view, `List`, `Form`,
    /// `GeometryReader`, or a `frame(maxHeight: .infinity)`.
    static func takesOfferedHeight(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        if call.callee is MemberAccessExprSyntax {
            return call.name == "frame" && call.argument("maxHeight").map(isInfinity) == true
        }
        guard call.callee is IdentifierExprSyntax, let name = call.name else { return false }
        if context.isScrollContainer(call) { return scrollAxes(of: call, context).contains(.vertical) }
        return name == "Form" || name == "GeometryReader"
    }

    /// `Spacer()` among the children of a `VStack` (through `ForEach`, `Group` and `Section`): it
    /// grows with the height the stack is offered. In an `HStack` it grows only sideways.
    static func isVerticalSpacer(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard call.callee is IdentifierExprSyntax, call.name == "Spacer" else { return false }
        for view in context.enclosingViews(of: call).dropFirst().prefix(4) {
            guard let root = view.chain.last, view.holder === root, root.callee is IdentifierExprSyntax,
                  let name = root.name else { return false }
            if ["ForEach", "Group", "Section"].contains(name) { continue }
            return name == "VStack" || name == "LazyVStack"
        }
        return false
    }

    /// Whether a finite height is set around `call`: outside it in its own chain, or on a view
    /// containing it (a `frame` with a height or maximum height, or `fixedSize` vertically).
    static func heightIsCapped(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        let chain = context.chainCalls(of: context.chainTop(of: call))
        if chain.prefix(while: { $0 !== call }).contains(where: capsHeight) { return true }
        return context.enclosingViews(of: call).dropFirst().contains { $0.chain.contains(where: capsHeight) }
    }

    /// `.frame(height: 200)`, `.frame(maxHeight: 300)`, `.fixedSize()`: a height of its own.
    static func capsHeight(_ modifier: CallExprSyntax) -> Bool {
        guard modifier.callee is MemberAccessExprSyntax else { return false }
        if fixedAxes(modifier).contains(.vertical) { return true }
        return modifier.name == "frame" && modifier.arguments.contains { argument in
            guard let label = argument.label, label == "height" || label == "maxHeight",
                  let value = argument.expression else { return false }
            return !isInfinity(value)
        }
    }

    /// `.infinity`, `CGFloat.infinity`.
    static func isInfinity(_ expression: ExprSyntax) -> Bool {
        expression.unwrapped.dottedPath?.last == "infinity"
    }

    /// The scroll axes along which the measured view is offered no size: it is the content of a
    /// scroll view, directly, through stacks or as the helper view placed there, and nothing in
    /// between sets a size. Along them a padding or a min/max frame outside the measurement
    /// passes "no size" on, so the view keeps its ideal size whatever the state makes of them
    /// (a bar centred by `.frame(minWidth: containerWidth)` when its measured content fits).
    func unproposedScrollAxes(_ views: [FileContext.EnclosingView], from start: Int, _ context: FileContext,
                              _ reads: inout DerivedReads, depth: Int = 0) -> Axes {
        for view in views.dropFirst(start) {
            guard let root = view.chain.last else { return [] }
            if let holder = view.holder {
                guard holder === root else { return [] }
                if context.isScrollContainer(root) { return Self.scrollAxes(of: root, context) }
                guard root.callee is IdentifierExprSyntax, let name = root.name,
                      FileContext.stacks.contains(name) || name == "ZStack" else { return [] }
            }
            if Self.fixesSize(view.chain.dropLast()) { return [] }
        }
        guard depth < 2, let outermost = views.last,
              let helper = Self.helperDeclaration(returning: outermost.top, context) else { return [] }
        var axes: Axes?
        for use in reads.uses(of: helper.name, in: helper.type) {
            let here = unproposedScrollAxes(context.enclosingViews(of: use), from: 0, context, &reads, depth: depth + 1)
            axes = axes.map { $0.intersection(here) } ?? here
            if axes == [] { return [] }
        }
        return axes ?? []
    }

    /// `padding`, or a `frame` with only minimum and maximum sizes: offered no size along an
    /// axis, they offer none to the view inside.
    static func passesNoSizeOn(_ call: CallExprSyntax) -> Bool {
        guard call.callee is MemberAccessExprSyntax else { return false }
        if call.name == "padding" { return true }
        return call.name == "frame" && call.arguments.allSatisfy { argument in
            guard let label = argument.label else { return false }
            return ["minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"].contains(label)
        }
    }

    /// Whether a modifier of `calls` offers the view inside a size of its own (a fixed or ideal
    /// `frame`, `containerRelativeFrame`, `aspectRatio`, `fixedSize`).
    static func fixesSize<Calls: Collection>(_ calls: Calls) -> Bool where Calls.Element == CallExprSyntax {
        calls.contains { call in
            guard call.callee is MemberAccessExprSyntax, let name = call.name,
                  FileContext.layoutModifiers.contains(name) else { return false }
            return !passesNoSizeOn(call)
        }
    }

    /// For a preference: the views that report it with a `GeometryReader` in this type, and the
    /// views the receiving `onPreferenceChange` modifies (they contain every reporting view).
    func preferenceLoop(_ read: [[String]], key: String, receiver: CallExprSyntax, axes written: Axes, _ direct: ScrollFlow,
                        _ context: FileContext, _ reads: inout DerivedReads) -> SizingRead? {
        let type = context.enclosingType(of: receiver)
        var reported = Axes()
        var sawSetter = false
        for setter in context.calls(named: "preference") where setter.callee is MemberAccessExprSyntax {
            guard setter.argument("key").flatMap(FileSummarizer.metatypeName) == key,
                  context.enclosingType(of: setter) === type, let value = setter.argument("value") else { continue }
            sawSetter = true
            let axes = written.intersection(Self.measuredAxes(value, direct, context))
            reported.formUnion(axes)
            guard let reader = context.enclosingClosures(of: setter).lazy.compactMap({ closure -> CallExprSyntax? in
                guard case .geometryReaderContent = context.role(of: closure) else { return nil }
                return context.owningCall(of: closure)?.call
            }).first else { continue }
            if var sizing = loop(read, site: readerSite(reader, axes: axes, context), context, &reads) {
                sizing.description = sizing.description.replacingOccurrences(of: "the measured view", with: "the view that reports it")
                sizing.place = sizing.place.replacingOccurrences(of: "the measured view", with: "the view that reports it")
                return sizing
            }
        }
        let axes = sawSetter ? reported : written
        guard !axes.isEmpty else { return nil }
        // The reporting views are inside the receiver: what its chain fixes inside the receiver
        // (`fixedSize`), and the scroll axis when it is a scroll view, holds for them.
        let views = context.enclosingViews(of: receiver)
        let chain = views[0].chain
        let receiverIndex = chain.firstIndex { $0 === receiver } ?? 0
        var cut = chain[(receiverIndex + 1)...].reduce(Axes()) { $0.union(Self.fixedAxes($1)) }
        if let root = chain.last { cut.formUnion(Self.scrollAxes(of: root, context)) }
        // Only layout reads here: the measured content is not known, so a detent is not judged.
        if let call = containerRead(read, views, from: 0, cut: cut, axes: axes, .view, context, &reads,
                                    filled: Self.lazyGridAxes(chain.last)) {
            return SizingRead(call: call, description: "a view containing the view that reports it through `.\(call.name ?? "frame")`",
                              place: "a view containing the view that reports it")
        }
        return nil
    }

    /// A layout read in the chains of `views[start...]` (views containing the measured one), then,
    /// when the outermost is a helper view (a `@ViewBuilder` function or computed property of the
    /// type), in the views around the places that use it. Past a scroll view, its scroll axis is
    /// cut as well. With `ownHeight` (the measured content keeps a height of its own), a read
    /// that sets only a height is not one.
    func containerRead(_ read: [[String]], _ views: [FileContext.EnclosingView], from start: Int, cut initialCut: Axes,
                       axes: Axes, _ sized: Sized, _ context: FileContext, _ reads: inout DerivedReads,
                       ownHeight: Bool = false, filled: Axes = [], depth: Int = 0) -> CallExprSyntax? {
        var cut = initialCut
        for view in views.dropFirst(start) {
            if let root = view.chain.last, view.holder === root || view.holder == nil { cut.formUnion(Self.scrollAxes(of: root, context)) }
            if cut.isSuperset(of: axes) { return nil }
            let currentCut = cut
            if let call = Self.layoutRead(read, in: view.chain, sizing: sized, accepting: {
                if Self.padsFillingHost($0, under: view, context) { return false }
                let used = Self.axes(of: $0, reading: read)
                if ownHeight, used == .vertical { return false }
                return Self.feedsBack(used, measured: axes, cut: currentCut, filled: filled)
            }) {
                return call
            }
        }
        guard depth < 2, let outermost = views.last,
              let helper = Self.helperDeclaration(returning: outermost.top, context) else { return nil }
        for use in reads.uses(of: helper.name, in: helper.type) {
            if let call = containerRead(read, context.enclosingViews(of: use), from: 0, cut: cut, axes: axes, sized, context,
                                        &reads, ownHeight: ownHeight, depth: depth + 1) {
                return call
            }
        }
        return nil
    }

    /// `.frame(maxHeight: .infinity).padding(.bottom, barHeight).overlay { measured bar }`: a
    /// vertical padding of a view that takes all the height it is offered, under the overlay or
    /// background that holds the measured view. The padded view stays the height it is offered
    /// whatever the padding (only the view inside shrinks), so the overlay is offered the same
    /// size again: a bar inset by hand, the way `safeAreaInset` does it, not a loop.
    static func padsFillingHost(_ padding: CallExprSyntax, under view: FileContext.EnclosingView, _ context: FileContext) -> Bool {
        guard padding.name == "padding", let holder = view.holder, holder.name == "overlay" || holder.name == "background",
              let edges = padding.arguments.first(where: { $0.label == nil })?.expression?.unwrapped.dottedPath,
              edges.count == 2, edges[0].isEmpty, ["top", "bottom", "vertical"].contains(edges[1]),
              let holderIndex = view.chain.firstIndex(where: { $0 === holder }),
              let paddingIndex = view.chain.firstIndex(where: { $0 === padding }), holderIndex < paddingIndex,
              paddingIndex + 1 < view.chain.count else { return false }
        // Nothing between the padding and the holder changes the size.
        guard !view.chain[(holderIndex + 1)..<paddingIndex].contains(where: { $0.name.map(FileContext.layoutModifiers.contains) ?? false }) else {
            return false
        }
        return takesOfferedHeight(view.chain[paddingIndex + 1], context)
    }

    /// Whether a layout read outside the measurement can change what is measured: not when every
    /// measured axis, or every axis the read uses, is one the measured view ignores offers along
    /// (fixed by `fixedSize` inside the measurement, or the scroll axis of a scroll view around it).
    /// Nor when the read uses only axes that are not measured and the measured view fills its
    /// offer along every measured axis (`filled`): a `frame(height: rows(width))` changes the
    /// height, while the width measured is the width offered, whatever the height becomes.
    static func feedsBack(_ used: Axes, measured: Axes, cut: Axes, filled: Axes = []) -> Bool {
        if used.isDisjoint(with: measured), filled.isSuperset(of: measured) { return false }
        return !cut.isSuperset(of: measured) && !cut.isSuperset(of: used)
    }

    /// `HStack { Spacer().frame(width: w); content; Spacer() }`: a stack holding an unframed
    /// `Spacer` takes the whole length it is offered along its axis, whatever its other children
    /// are given (as long as they fit). Empty for anything else.
    static func spacerFilledAxes(_ root: CallExprSyntax, depth: Int = 0) -> Axes {
        guard depth < 4, root.callee is IdentifierExprSyntax, let name = root.name, let content = root.allClosures.last else { return [] }
        let axis: Axes
        switch name {
        case "HStack", "LazyHStack": axis = .horizontal
        case "VStack", "LazyVStack": axis = .vertical
        case "ZStack": return layersFilledAxes(content.statements, depth: depth + 1) ?? []
        default: return []
        }
        let hasBareSpacer = content.statements.contains { statement in
            guard let call = statement as? CallExprSyntax else { return false }
            return call.callee is IdentifierExprSyntax && call.name == "Spacer"
        }
        return hasBareSpacer ? axis : []
    }

    /// The axes that every layer of a `ZStack` fills with a `Spacer` (`if hasLower { HStack {
    /// Slider(...); Spacer(minLength: 0) } }`, looking through `if` and modifiers that keep a
    /// size): the stack fills them too. Nil where there is no layer.
    static func layersFilledAxes(_ statements: [Syntax], depth: Int) -> Axes? {
        var filled: Axes?
        for statement in statements {
            let layer: Axes
            if let branch = statement as? IfStmtSyntax, let body = branch.body {
                guard let inner = layersFilledAxes(body.statements, depth: depth + 1) else { return [] }
                layer = inner
                if let other = branch.elseBranch {
                    let rest = (other as? CodeBlockSyntax)?.statements ?? [other]
                    guard let alternative = layersFilledAxes(rest, depth: depth + 1) else { return [] }
                    filled = (filled ?? alternative).intersection(alternative)
                }
            } else if var call = statement as? CallExprSyntax {
                while let member = call.callee as? MemberAccessExprSyntax, let base = member.base?.unwrapped as? CallExprSyntax {
                    guard sizeKeepingModifiers.contains(call.name ?? "") else { return [] }
                    call = base
                }
                layer = spacerFilledAxes(call, depth: depth)
            } else {
                return []
            }
            filled = (filled ?? layer).intersection(layer)
        }
        return filled
    }

    /// The axes along which the measured view takes the whole size it is offered: a
    /// `frame(maxWidth: .infinity)` / `frame(maxHeight: .infinity)` in its chain inside the
    /// measurement. Not when a `fixedSize` or `aspectRatio` between the measurement and that frame
    /// offers it a size of its content's making instead.
    static func filledAxes(_ measured: [CallExprSyntax], holderIndex: Int,
                           inEffect: (ExprSyntax) -> ExprSyntax = { $0 }) -> Axes {
        var filled = Axes()
        var reshaped = Axes()
        for modifier in measured.dropFirst(holderIndex + 1) where modifier.callee is MemberAccessExprSyntax {
            if modifier.name == "aspectRatio" { reshaped = .both }
            reshaped.formUnion(fixedAxes(modifier))
            guard modifier.name == "frame" else { continue }
            if modifier.argument("maxWidth").map({ isInfinity(inEffect($0)) }) == true, !reshaped.contains(.horizontal) {
                filled.insert(.horizontal)
            }
            if modifier.argument("maxHeight").map({ isInfinity(inEffect($0)) }) == true, !reshaped.contains(.vertical) {
                filled.insert(.vertical)
            }
        }
        return filled
    }

    /// A lazy grid's width (a horizontal grid's height) comes from its columns and the width it is
    /// offered, never from the height it is offered: a read of the other axis cannot change it.
    static func lazyGridAxes(_ root: CallExprSyntax?) -> Axes {
        guard let root, root.callee is IdentifierExprSyntax else { return [] }
        switch root.name {
        case "LazyVGrid": return .horizontal
        case "LazyHGrid": return .vertical
        default: return []
        }
    }

    /// The axes a scroll container does not propose a size along (its scroll axes).
    static func scrollAxes(of call: CallExprSyntax, _ context: FileContext) -> Axes {
        guard context.isScrollContainer(call) else { return [] }
        switch context.scrollAxis(of: call) {
        case .vertical?: return .vertical
        case .horizontal?: return .horizontal
        case nil: return .both
        }
    }

    /// The helper view (`func header() -> some View`, `var header: some View`, not `body`) whose
    /// body builds the view at `top` in place (not inside a closure of another view).
    static func helperDeclaration(returning top: ExprSyntax, _ context: FileContext) -> (name: String, type: TypeDeclSyntax)? {
        for ancestor in top.ancestors {
            if ancestor is ClosureExprSyntax { return nil }
            if let function = ancestor as? FunctionDeclSyntax {
                guard function.keyword == "func", let type = function.parent as? TypeDeclSyntax else { return nil }
                return (function.name, type)
            }
            if let variable = ancestor as? VariableDeclSyntax {
                guard variable.name != "body", !variable.isStored, let type = variable.parent as? TypeDeclSyntax else { return nil }
                return (variable.name, type)
            }
            if ancestor is TypeDeclSyntax { return nil }
        }
        return nil
    }

    /// The axes a `.fixedSize()` / `.fixedSize(horizontal:vertical:)`, a numeric `frame` or a
    /// `containerRelativeFrame` call fixes.
    static func fixedAxes(_ call: CallExprSyntax) -> Axes {
        // The usual helpers around it (`.fixedVertical()` for `fixedSize(horizontal: false,
        // vertical: true)`), declared in a package the project uses or in the project itself.
        if call.arguments.isEmpty, call.callee is MemberAccessExprSyntax, let helper = fixingHelpers[call.name ?? ""] { return helper }
        // `.frame(height: 150)`: a size given as a number is the view's whatever it is offered.
        if call.name == "frame", call.callee is MemberAccessExprSyntax {
            var axes = Axes()
            for argument in call.arguments where (argument.expression?.unwrapped as? LiteralExprSyntax)?.numericValue != nil {
                if argument.label == "width" { axes.insert(.horizontal) }
                if argument.label == "height" { axes.insert(.vertical) }
            }
            return axes
        }
        // `.containerRelativeFrame(.horizontal)`: along its axes the view is a share of its
        // container, whatever its content.
        if call.name == "containerRelativeFrame", call.callee is MemberAccessExprSyntax, let axes = call.arguments.first?.expression {
            var fixed = Axes()
            axes.walk { node in
                if let member = node as? MemberAccessExprSyntax, member.base == nil {
                    if member.name == "horizontal" { fixed.insert(.horizontal) }
                    if member.name == "vertical" { fixed.insert(.vertical) }
                }
                return true
            }
            return fixed
        }
        guard call.name == "fixedSize", call.callee is MemberAccessExprSyntax else { return [] }
        if call.arguments.isEmpty { return .both }
        var axes = Axes()
        for argument in call.arguments where (argument.expression?.unwrapped as? LiteralExprSyntax)?.text == "true" {
            if argument.label == "horizontal" { axes.insert(.horizontal) }
            if argument.label == "vertical" { axes.insert(.vertical) }
        }
        return axes
    }

    static let fixingHelpers: [String: Axes] = [
        "fixedVertical": .vertical, "fixedHeight": .vertical, "fixedHorizontal": .horizontal, "fixedWidth": .horizontal,
    ]

    static let widthLabels: Set<String> = ["width", "minWidth", "idealWidth", "maxWidth"]
    static let heightLabels: Set<String> = ["height", "minHeight", "idealHeight", "maxHeight"]

    /// The axes along which a layout call uses the state: a `frame` by the labels of the
    /// arguments that read it; anything else along both.
    static func axes(of call: CallExprSyntax, reading read: [[String]], inEffect: (ExprSyntax) -> ExprSyntax = { $0 }) -> Axes {
        guard call.name == "frame", call.callee is MemberAccessExprSyntax else { return .both }
        var axes = Axes()
        for argument in call.arguments where argument.expression.map({ DerivedReads.readsAny(read, in: inEffect($0)) }) ?? false {
            if let label = argument.label, widthLabels.contains(label) {
                axes.insert(.horizontal)
            } else if let label = argument.label, heightLabels.contains(label) {
                axes.insert(.vertical)
            } else {
                return .both
            }
        }
        return axes
    }

    /// Layout modifiers and stack spacings that size a view, or `presentationDetents`, which sizes
    /// its sheet.
    static func layoutRead(_ read: [[String]], in calls: [CallExprSyntax], sizing sized: Sized = .view,
                           accepting accept: (CallExprSyntax) -> Bool = { _ in true }) -> CallExprSyntax? {
        for call in calls {
            guard let name = call.name else { continue }
            let arguments: [ArgumentSyntax]
            if sized == .sheet {
                guard name == "presentationDetents", call.callee is MemberAccessExprSyntax else { continue }
                arguments = call.arguments
            } else if FileContext.layoutModifiers.contains(name), call.callee is MemberAccessExprSyntax {
                arguments = call.arguments
            } else if FileContext.stacks.contains(name), call.callee is IdentifierExprSyntax {
                arguments = call.arguments.filter { $0.label == "spacing" }
            } else {
                continue
            }
            if arguments.contains(where: { $0.expression.map { DerivedReads.readsMagnitude(read, in: $0) } ?? false }), accept(call) {
                return call
            }
        }
        return nil
    }

    /// Inside the measured view: a layout modifier or a stack spacing that reads the state, or
    /// the state handed to a view that sizes itself with it (`Row(minWidth: $width)`), the
    /// measured view's own initializer included. Backgrounds, overlays, actions and presented
    /// content size nothing.
    static func contentSizingRead(_ read: [[String]], in root: CallExprSyntax, _ context: FileContext) -> CallExprSyntax? {
        if passesToSizing(read, root, context) { return root }
        var found: CallExprSyntax?
        for closure in root.allClosures where isSizingContent(closure, context) {
            closure.walk { node in
                guard found == nil else { return false }
                if let nested = node as? ClosureExprSyntax, nested !== closure, !isSizingContent(nested, context) { return false }
                // What a background or overlay draws is sized by the view, not the other way round.
                if let owner = node.parent as? CallExprSyntax, node !== owner.callee, let name = owner.name,
                   decorationModifiers.contains(name), owner.callee is MemberAccessExprSyntax { return false }
                guard let call = node as? CallExprSyntax, call.name != nil else { return true }
                if call.callee is MemberAccessExprSyntax || FileContext.stacks.contains(call.name ?? "") {
                    if layoutRead(read, in: [call]) != nil, !padsFillingContent(call, context),
                       !scrollsAlong(axes(of: call, reading: read), at: call, inside: root, context),
                       !capsBesideFillingLayer(call, read, root: root, context) { found = call }
                } else if call.callee is IdentifierExprSyntax, call.enclosingArgument == nil, passesToSizing(read, call, context),
                          !scrollsAlong(.both, at: call, inside: root, context) {
                    found = call
                } else if let method = context.calledMethod(call), let body = method.body, sizes(read, in: body),
                          !scrollsAlong(.both, at: call, inside: root, context),
                          !capsBesideFillingLayer(call, read, root: root, context) {
                    // A method of the view that builds part of the content (`header()`) sizes it.
                    found = call
                }
                return found == nil
            }
            if found != nil { break }
        }
        return found
    }

    /// `ZStack { grid; if open { panel(group) } }`, where the panel only caps its size from the state
    /// (`.frame(maxHeight: size.height * 0.8)`, directly or in the method that builds it) and another
    /// layer takes all it is offered (a `ScrollView`, also through a computed property): the stack is
    /// as large as its offer whatever the panel does, and a cap only makes the panel smaller.
    static func capsBesideFillingLayer(_ found: CallExprSyntax, _ read: [[String]], root: CallExprSyntax,
                                       _ context: FileContext) -> Bool {
        guard root.name == "ZStack", root.callee is IdentifierExprSyntax, let layers = root.allClosures.last else { return false }
        let scope: Syntax = context.calledMethod(found)?.body ?? found
        var capped = Axes()
        var capsOnly = true
        scope.walk { node in
            guard capsOnly else { return false }
            guard let call = node as? CallExprSyntax, layoutRead(read, in: [call]) != nil else { return true }
            guard call.name == "frame", call.callee is MemberAccessExprSyntax else {
                capsOnly = false
                return false
            }
            for argument in call.arguments where argument.expression.map({ DerivedReads.readsAny(read, in: $0) }) ?? false {
                switch argument.label {
                case "maxWidth": capped.insert(.horizontal)
                case "maxHeight": capped.insert(.vertical)
                default: capsOnly = false
                }
            }
            return capsOnly
        }
        guard capsOnly, !capped.isEmpty else { return false }
        func takesOffer(_ view: ExprSyntax, depth: Int) -> Bool {
            context.chainCalls(of: view).last.map(isProposalFilling) == true || fills(view, along: capped, context, depth: depth)
        }
        let type = context.enclosingType(of: root)
        return layers.statements.contains { statement in
            guard let layer = statement as? ExprSyntax, !layer.contains(found) else { return false }
            if takesOffer(layer, depth: 0) { return true }
            // `scrollContent.blur(radius: 8)`: a computed property of the view holds the layer.
            guard let type, let name = (context.chainCalls(of: layer).last?.base?.unwrapped ?? layer.unwrapped) as? IdentifierExprSyntax,
                  let getter = context.getter(of: name.name, in: type) else { return false }
            return getter.statements.contains { ($0 as? ExprSyntax).map { takesOffer($0, depth: 1) } ?? false }
        }
    }

    /// `.padding(.horizontal, wide ? 16 : 0)` on a view that fills what it is offered along every
    /// padded axis (`Text(title).frame(maxWidth: .infinity)` in it, a `Color` in the other branch):
    /// the padded view is as wide as it is offered whatever the padding, only what is inside it
    /// shrinks, so the measured view around it sees the same size.
    static func padsFillingContent(_ padding: CallExprSyntax, _ context: FileContext) -> Bool {
        guard padding.name == "padding", let base = (padding.callee as? MemberAccessExprSyntax)?.base else { return false }
        var padded = Axes.both
        if let edges = padding.arguments.first(where: { $0.label == nil })?.expression?.unwrapped.dottedPath,
           edges.count == 2, edges[0].isEmpty {
            switch edges[1] {
            case "horizontal", "leading", "trailing": padded = .horizontal
            case "vertical", "top", "bottom": padded = .vertical
            default: break
            }
        }
        return fills(base, along: padded, context, depth: 0)
    }

    /// Views that take every size they are offered.
    static let fillingViews: Set<String> = ["Color", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "GeometryReader",
                                            "LinearGradient", "RadialGradient", "AngularGradient"]

    /// Whether the view `expression` builds takes all it is offered along `axes`: an infinite
    /// maximum frame in its chain, a filling view, or a container of views with one statement
    /// that fills (an `if` fills when each of its branches does, an `else` included).
    static func fills(_ expression: ExprSyntax, along axes: Axes, _ context: FileContext, depth: Int) -> Bool {
        let chain = context.chainCalls(of: expression)
        var filled = Axes()
        for modifier in chain where modifier.callee is MemberAccessExprSyntax {
            // A fixed size or an aspect ratio gives the view a size of its own making.
            if !fixedAxes(modifier).isDisjoint(with: axes) || modifier.name == "aspectRatio" { return false }
            guard modifier.name == "frame" else { continue }
            if modifier.argument("maxWidth").map(isInfinity) == true { filled.insert(.horizontal) }
            if modifier.argument("maxHeight").map(isInfinity) == true { filled.insert(.vertical) }
        }
        if filled.isSuperset(of: axes) { return true }
        // `Color.clear`, `Color.accentColor`: a color fills.
        if chain.isEmpty, let member = expression.unwrapped as? MemberAccessExprSyntax,
           let base = member.base as? IdentifierExprSyntax, fillingViews.contains(base.name) {
            return true
        }
        guard depth < 4, let root = chain.last, root.callee is IdentifierExprSyntax, let name = root.name,
              name.first?.isUppercase == true else { return false }
        if fillingViews.contains(name) { return true }
        // The content closure, trailing or passed as the last argument (`HStack(content: { ... })`).
        guard let content = root.allClosures.last, content.parameters.isEmpty else { return false }
        return statementsFill(content.statements, along: axes, context, depth: depth + 1)
    }

    /// Whether a container's content statements take all it is offered along `axes`: one of them
    /// does, an `if` only when it has an `else` and both branches do.
    static func statementsFill(_ statements: [Syntax], along axes: Axes, _ context: FileContext, depth: Int) -> Bool {
        statements.contains { statement in
            if let expression = statement as? ExprSyntax { return fills(expression, along: axes, context, depth: depth) }
            guard let branch = statement as? IfStmtSyntax, let body = branch.body, let other = branch.elseBranch else { return false }
            let otherFills = (other as? CodeBlockSyntax).map { statementsFill($0.statements, along: axes, context, depth: depth) }
                ?? statementsFill([other], along: axes, context, depth: depth)
            return otherFills && statementsFill(body.statements, along: axes, context, depth: depth)
        }
    }

    /// Whether `call`, inside the measured view `root`, is in the content of a scroll view (on the
    /// way out to `root`). A scroll view takes the size it is offered along both axes: content
    /// sizes along its scroll axis change how far it scrolls, and across it they change what is
    /// shown, never its frame, so the measured view never sees them
    /// (`ZStack { ScrollView { VStack { ... }.frame(minHeight: h) } }.onGeometryChange` measuring
    /// `h`; rows `.frame(width: w)` in a vertical scroll view measured for `w`). Not when a
    /// `fixedSize` on an axis, on the scroll view or a view out to `root`, makes the scroll view
    /// as tall (or wide) as its content.
    static func scrollsAlong(_ used: Axes, at call: CallExprSyntax, inside root: CallExprSyntax, _ context: FileContext) -> Bool {
        var scrolled = Axes()
        var fixed = Axes()
        for view in context.enclosingViews(of: call).dropFirst() {
            guard let container = view.chain.last else { return false }
            // In the scroll view's content, not in a modifier's closure (a background, an overlay).
            if view.holder === container, container !== root, context.isScrollContainer(container) { scrolled = .both }
            // A `fixedSize` inside the scrolled content caps nothing; from the scroll view out it does.
            if !scrolled.isEmpty { fixed.formUnion(view.chain.reduce(Axes()) { $0.union(fixedAxes($1)) }) }
            if container === root { return !used.isEmpty && scrolled.subtracting(fixed).isSuperset(of: used) }
        }
        return false
    }

    /// Views whose initializer arguments draw rather than size.
    static let drawingViews: Set<String> = ["RoundedRectangle", "Rectangle", "Circle", "Capsule", "Ellipse",
                                            "UnevenRoundedRectangle", "Color", "Image", "LinearGradient",
                                            "RadialGradient", "AngularGradient", "Path"]

    /// The state handed to a view that sizes itself with it: a view type of this file, or a
    /// helper function of this type, whose layout modifiers read the parameter it is passed as;
    /// for a view declared elsewhere only a `$binding` (the measured value handed back to the
    /// measured view).
    static func passesToSizing(_ read: [[String]], _ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let callee = call.callee as? IdentifierExprSyntax, !drawingViews.contains(callee.name) else { return false }
        let passed = call.arguments.enumerated().filter { _, argument in
            guard let expression = argument.expression, !(expression is ClosureExprSyntax) else { return false }
            return DerivedReads.readsAny(read, in: expression)
        }
        guard !passed.isEmpty else { return false }
        if callee.name.first?.isUppercase == true {
            if let type = context.viewDeclaration(named: callee.name) {
                return passed.contains { _, argument in
                    argument.label.map { sizes([[$0]], in: type) } ?? false
                }
            }
            // A binding the project's view declares but never reads (`XRayLegendChip(anchor: $rect)`)
            // sizes nothing there.
            let neverRead = Set(context.members(ofTypeNamed: callee.name).filter(\.isNeverRead).map(\.name))
            return passed.contains { _, argument in
                guard !(argument.label.map(neverRead.contains) ?? false) else { return false }
                return argument.expression.map { DerivedReads.passesBinding(read, in: $0) } ?? false
            }
        }
        guard let function = context.calledMethod(call), let body = function.body else { return false }
        return passed.contains { index, _ in sizes([[function.parameters[index].name]], in: body) }
    }

    /// Whether a layout modifier or stack spacing inside `node` reads one of `read`.
    static func sizes(_ read: [[String]], in node: Syntax) -> Bool {
        var found = false
        node.walk { current in
            guard !found else { return false }
            if let call = current as? CallExprSyntax, layoutRead(read, in: [call]) != nil { found = true }
            return !found
        }
        return found
    }

    static func isSizingContent(_ closure: ClosureExprSyntax, _ context: FileContext) -> Bool {
        guard context.isRenderClosure(closure), !context.isPresentedContent(closure) else { return false }
        if let name = context.owningCall(of: closure)?.call.name, decorationModifiers.contains(name) { return false }
        return true
    }

    // MARK: Does the reader's content read the state?

    /// Calls whose arguments observe a value rather than show it.
    static let observingCalls: Set<String> = ["onChange", "task", "onReceive", "animation", "sensoryFeedback",
                                              "onPreferenceChange", "onGeometryChange"]

    /// A read of the state where the reader's content builds views (not in actions, not as a
    /// value an `onChange` observes).
    static func renderRead(_ read: [[String]], in content: Syntax, _ context: FileContext) -> ExprSyntax? {
        var found: ExprSyntax?
        content.walk { node in
            guard found == nil else { return false }
            // `if rect != frame { frame = rect }`: the check that guards the write renders nothing.
            if let statement = node as? IfStmtSyntax, let body = statement.body,
               context.assignments(in: body).contains(where: { DerivedReads.isRead(read, $0.target.unwrapped) }) {
                found = renderRead(read, in: body, context) ?? statement.elseBranch.flatMap { renderRead(read, in: $0, context) }
                return false
            }
            if let closure = node as? ClosureExprSyntax, closure !== content,
               !context.isRenderClosure(closure) || context.isPresentedContent(closure) { return false }
            if let call = node as? CallExprSyntax, let name = call.name, observingCalls.contains(name),
               call.callee is MemberAccessExprSyntax {
                // Only the view it modifies.
                if let base = call.base, let inner = renderRead(read, in: base, context) { found = inner }
                return false
            }
            if let expression = node as? ExprSyntax, DerivedReads.isRead(read, expression) {
                if !isMethodReference(expression, context) { found = expression }
                return false
            }
            return true
        }
        return found
    }

    /// `onExposureDrag: handleExposureDrag`: a method of the view handed on by name, not called.
    /// What it reads, it reads when the callback runs (a gesture), not while the content renders.
    static func isMethodReference(_ expression: ExprSyntax, _ context: FileContext) -> Bool {
        let name: String
        if let identifier = expression as? IdentifierExprSyntax {
            name = identifier.name
        } else if let member = expression as? MemberAccessExprSyntax, member.base?.isSelfReference == true {
            name = member.name
        } else {
            return false
        }
        if let call = expression.parent as? CallExprSyntax, call.callee === expression { return false }
        guard let type = context.enclosingType(of: expression) else { return false }
        let baseName = TypeNames.baseName(type.name)
        return context.typeDeclarations.contains { declaration in
            TypeNames.baseName(declaration.name) == baseName && declaration.members.contains {
                ($0 as? FunctionDeclSyntax).map { $0.keyword == "func" && $0.name == name } ?? false
            }
        }
    }
}

/// The names through which a view reads a state property: the property itself, the view's
/// computed properties and helper functions that read it (transitively), and for a model
/// property (`model.height`) the model's computed properties declared in this file that read it.
struct DerivedReads {
    unowned let context: FileContext
    private var cache: [String: [[String]]] = [:]
    private var usesCache: [String: [ExprSyntax]] = [:]
    /// The first names of the paths each body or initializer reads (`mayRead(_:in:)`).
    private var readNamesCache: [ObjectIdentifier: Set<String>] = [:]

    init(context: FileContext) { self.context = context }

    mutating func paths(readingAfterWriting write: StateWrite, at node: Syntax) -> [[String]] {
        guard let type = context.enclosingType(of: node) else { return [write.path] }
        let key = "\(type.firstToken):" + write.displayName
        if let known = cache[key] { return known }
        var result: [[String]] = [write.path]
        if write.path.count == 1 {
            let members = Self.computedMembers(of: type)
            addComputed(members, to: &result)
            // State an `onChange(of:)` of the written state recomputes (directly or through a
            // method of the type) follows the measurement too: one step.
            var followers: [[String]] = []
            for call in context.calls(named: "onChange") where call.callee is MemberAccessExprSyntax {
                guard context.enclosingType(of: call) === type, let observed = call.argument("of"),
                      Self.readsAny(result, in: observed), let action = call.closure(boundTo: "action") else { continue }
                var bodies: [Syntax] = [action]
                action.walk { node in
                    if let invoked = node as? CallExprSyntax, let callee = invoked.callee as? IdentifierExprSyntax,
                       let body = members.first(where: { $0.0 == callee.name })?.1 {
                        bodies.append(body)
                    }
                    return true
                }
                for body in bodies {
                    for assignment in context.assignments(in: body) {
                        guard let follower = context.state.write(assignment.target, at: assignment),
                              !result.contains([follower.rootName]), !followers.contains([follower.rootName]) else { continue }
                        followers.append([follower.rootName])
                    }
                }
            }
            if !followers.isEmpty {
                result += followers
                addComputed(members, to: &result)
            }
            // Locals computed from it in the view's getters and methods (`let h = max(measured, 37)`
            // then `.frame(height: h)`). Reads are matched by name, so a name counts only where
            // every local of that name in the type is computed from it: a touch handler's `frame`
            // from the measured size is not the body's own `frame` from the layout.
            let locals = Dictionary(grouping: type.descendants(VariableDeclSyntax.self).filter { !context.isMember($0) }, by: \.name)
            var added = true
            var rounds = 0
            while added, rounds < 4 {
                added = false
                rounds += 1
                for (name, declarations) in locals where !result.contains([name]) {
                    if declarations.allSatisfy({ declaration in
                        declaration.initializer.map { mayRead(result, in: $0) && Self.readsAny(result, in: $0) } ?? false
                    }) {
                        result.append([name])
                        added = true
                    }
                }
            }
        } else if write.path.count == 2, let property = context.bindings.member(write.path[0], of: type),
                  case let .member(_, summary) = property,
                  let modelName = context.state.modelTypeName(of: summary),
                  let model = context.onlyDeclaration(named: modelName) {
            for (name, body) in Self.computedMembers(of: model) where Self.readsAny([[write.path[1]]], in: body) {
                result.append([write.path[0], name])
            }
        }
        cache[key] = result
        return result
    }

    /// Adds the computed members that read what `result` holds, until nothing changes.
    private mutating func addComputed(_ members: [(String, Syntax)], to result: inout [[String]]) {
        var added = true
        var rounds = 0
        while added, rounds < 4 {
            added = false
            rounds += 1
            for (name, body) in members where !result.contains([name]) {
                if mayRead(result, in: body), Self.readsAny(result, in: body) {
                    result.append([name])
                    added = true
                }
            }
        }
    }

    /// Computed properties (other than `body`) and functions of a type, with their bodies.
    static func computedMembers(of type: TypeDeclSyntax) -> [(String, Syntax)] {
        var members: [(String, Syntax)] = []
        for member in type.members {
            if let variable = member as? VariableDeclSyntax, variable.name != "body", let getter = variable.getter {
                // `var drag: some Gesture { DragGesture().onEnded { ... } }`: a gesture's
                // handlers read state on input, not while the view renders.
                if variable.typeAnnotation?.contains("Gesture") == true { continue }
                members.append((variable.name, getter))
            } else if let function = member as? FunctionDeclSyntax, function.keyword == "func", let body = function.body {
                members.append((function.name, body))
            }
        }
        return members
    }

    /// The places in `type` that use the helper view `name` (`header`, `self.header`, `content()`).
    mutating func uses(of name: String, in type: TypeDeclSyntax) -> [ExprSyntax] {
        let key = "\(type.firstToken):" + name
        if let known = usesCache[key] { return known }
        var found: [ExprSyntax] = []
        type.walk { node in
            guard found.count < 8 else { return false }
            if let identifier = node as? IdentifierExprSyntax, identifier.name == name {
                // A local or parameter of the same name is not the helper.
                switch context.bindings.resolve(name, at: identifier) {
                case .member?, nil: break
                default: return false
                }
                if let call = identifier.parent as? CallExprSyntax, call.callee === identifier {
                    found.append(call)
                } else {
                    found.append(identifier)
                }
            } else if let member = node as? MemberAccessExprSyntax, member.name == name,
                      (member.base as? IdentifierExprSyntax)?.name == "self" {
                if let call = member.parent as? CallExprSyntax, call.callee === member {
                    found.append(call)
                } else {
                    found.append(member)
                }
                return false
            }
            return true
        }
        usesCache[key] = found
        return found
    }

    /// Whether `node` uses the value of one of `paths`, not only whether it still holds its
    /// initial value (`width == nil ? 52 : nil` switches once, it does not follow the measurement).
    static func readsMagnitude(_ paths: [[String]], in node: Syntax) -> Bool {
        node.containsNode(where: { ($0 as? ExprSyntax).map { isRead(paths, $0) } ?? false }, descendingInto: { current in
            guard let binary = current as? BinaryExprSyntax, ["==", "!=", ">"].contains(binary.op) else { return true }
            return !(GeometryWritebackRule.isInitialValue(binary.rhs) && isRead(paths, binary.lhs.unwrapped))
        })
    }

    /// Whether `node` hands out a binding to one of `paths` (`$width`, `$model.width`).
    static func passesBinding(_ paths: [[String]], in node: Syntax) -> Bool {
        node.containsNode { current in
            guard let expression = current as? ExprSyntax, expression.dottedPath?.first?.hasPrefix("$") == true else { return false }
            return isRead(paths, expression)
        }
    }

    /// Whether `node` can read one of `paths`: it reads a path starting with the first name of one
    /// (what `readsAny` needs to be true). The members and locals of a type are asked again each
    /// time the paths grow; the names each reads are collected once.
    private mutating func mayRead(_ paths: [[String]], in node: Syntax) -> Bool {
        let key = ObjectIdentifier(node)
        let names: Set<String>
        if let known = readNamesCache[key] {
            names = known
        } else {
            var found: Set<String> = []
            node.walk { current in
                guard let expression = current as? ExprSyntax,
                      (expression.parent as? MemberAccessExprSyntax)?.base !== expression,
                      var path = expression.dottedPath else { return true }
                if path.first == "self" { path.removeFirst() }
                if let first = path.first { found.insert(first.hasPrefix("$") ? String(first.dropFirst()) : first) }
                return true
            }
            readNamesCache[key] = found
            names = found
        }
        return paths.contains { $0.first.map(names.contains) ?? true }
    }

    /// Whether `expression` reads one of `paths` (`$binding` counts as a read of `binding`).
    static func readsAny(_ paths: [[String]], in node: Syntax) -> Bool {
        node.containsNode { ($0 as? ExprSyntax).map { isRead(paths, $0) } ?? false }
    }

    /// `expression` as a whole is one of `paths` or a member of one (`size.width` reads `size`);
    /// the base of a longer member chain is not itself a read.
    static func isRead(_ paths: [[String]], _ expression: ExprSyntax) -> Bool {
        if (expression.parent as? MemberAccessExprSyntax)?.base === expression { return false }
        guard var path = expression.dottedPath, !path.isEmpty else { return false }
        if path.first == "self" { path.removeFirst() }
        guard let first = path.first else { return false }
        if first.hasPrefix("$") { path[0] = String(first.dropFirst()) }
        return paths.contains { path.starts(with: $0) }
    }
}
