import ScrollLintFindings
import ScrollLintSyntax

/// A continuous scroll value stored into state on every scroll frame.
struct ScrollStatePerFrameRule: Rule {
    static let id = "scroll-state-per-frame"
    static let defaultSeverity = Severity.warning
    static let summary = "A continuous scroll value is stored into state on every scroll frame."

    /// Transform result types that change with every scrolled point.
    static let continuousTypes: Set<String> = ["CGFloat", "Double", "Float", "CGPoint", "CGSize", "CGRect", "EdgeInsets", "ScrollGeometry"]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["onScrollGeometryChange", "onPreferenceChange", "GeometryReader", "onGeometryChange"])
            // The project's own measuring modifiers (`.onFrameChange { }`) read geometry too.
            || calls(calledNames, any: project.geometryHelpers.keys)
    }

    /// Where the per-frame value comes from, and whether that API has a transform to quantize in.
    struct Source {
        var description: String
        var hasTransform: Bool
        /// The type the geometry callback reports (`CGFloat`, `ScrollGeometry`); nil where the API
        /// does not name one.
        var valueType: String? = nil
        /// The value is a frame of a view in the scroll content (`onGeometryChange`, a project
        /// measuring helper), not the scroll view's own offset.
        var measuresContent = false
    }

    func check(_ context: FileContext) {
        var reads = RenderReads(context: context)
        for call in context.modifiers(named: "onScrollGeometryChange") {
            guard let type = call.argument("for").flatMap(FileSummarizer.metatypeName),
                  Self.continuousTypes.contains(type), let action = call.closure(boundTo: "action"),
                  !context.isInDisabledScroll(call) else { continue }
            // `min(g.contentOffset.y + g.contentInsets.top, 0)`, a stretchy header's pull: the
            // transform returns the same value at rest and all through normal scrolling, and
            // SwiftUI calls the action only when the result changes, so it runs only while the
            // content is pulled past its top, when the header must lay out again anyway.
            if let transform = call.closure(boundTo: "of"), let result = context.resultExpression(of: transform),
               Self.isConstantAtRest(result, context) { continue }
            reportContinuousWrites(in: action, context, &reads,
                                   Source(description: "onScrollGeometryChange(for: \(type).self)", hasTransform: true, valueType: type))
        }
        for call in context.modifiers(named: "onPreferenceChange") {
            guard let key = call.arguments.first?.expression.flatMap(FileSummarizer.metatypeName),
                  context.project.preferenceFlow(ofKey: key)?.carriesScrollPosition == true,
                  !Self.isProducedOutsideScrollContent(key, context), !Self.isProducedOnlyInDisabledScrolls(key, context),
                  !Self.carriesOnlySizes(key, under: call, context),
                  let action = call.closure(boundTo: "action") else { continue }
            reportContinuousWrites(in: action, context, &reads,
                                   Source(description: "onPreferenceChange(\(key).self)", hasTransform: false))
        }
        for call in context.calls(named: "GeometryReader") where call.callee is IdentifierExprSyntax {
            guard let content = call.closure(boundTo: "content"), context.isInScrollContent(call),
                  !context.isInDisabledScroll(call) else { continue }
            reportContinuousWrites(in: content, context, &reads,
                                   Source(description: "a GeometryReader in scroll content", hasTransform: false))
        }
        checkGeometryHelpers(context, &reads)
        // A view in scroll content whose frame in a scroll or global space moves with every frame.
        for call in context.modifiers(named: "onGeometryChange") {
            guard let type = call.argument("for").flatMap(FileSummarizer.metatypeName), Self.continuousTypes.contains(type),
                  let transform = call.closure(boundTo: "of"), Self.readsMovingFrame(transform, context),
                  let action = call.closure(boundTo: "action"), context.isInScrollContent(call),
                  !context.isInDisabledScroll(call) else { continue }
            reportContinuousWrites(in: action, context, &reads,
                                   Source(description: "onGeometryChange(for: \(type).self) in scroll content", hasTransform: true, valueType: type,
                                          measuresContent: true))
        }
    }

    /// A measuring modifier of the project's own that hands on, on every change, a frame in a
    /// scrolling space (from scroll content) or a scroll offset.
    func checkGeometryHelpers(_ context: FileContext, _ reads: inout RenderReads) {
        for (call, closure, helper, callback) in context.geometryHelperCalls() where callback.trigger == .everyChange {
            // A reading of the modified view's own frame does not move when that view is the
            // container around the scroll view (`ScrollViewReader { ScrollView { ... } }.readFrame`).
            if callback.measuresModifiedView,
               Self.modifiesScrollContainer(call, context) || Self.decoratesScrollContainer(call, context) { continue }
            let moving = callback.value.object == .proxyRect ? context.isInScrollContent(call) : callback.value.moves
            guard moving, !context.isInDisabledScroll(call) else { continue }
            reportContinuousWrites(in: closure, context, &reads,
                                   Source(description: "`.\(helper.name)`, which hands on the view's geometry on every change", hasTransform: false,
                                          measuresContent: callback.value.object == .proxyRect))
        }
    }

    /// A key this file declares, whose every `.preference(key:)` here is set outside scroll
    /// content (a modifier measuring the view it is applied to, a sidebar): the frame it carries
    /// moves with no scroll this file shows, like a `GeometryReader` outside scroll content.
    static func isProducedOutsideScrollContent(_ key: String, _ context: FileContext) -> Bool {
        guard context.declarationsByName[key] != nil else { return false }
        let producers = Self.producers(ofKey: key, context)
        return !producers.isEmpty && producers.allSatisfy { !context.isInScrollContent($0) && context.enclosingScrollContainer(of: $0) == nil }
    }

    /// `.preference(key: ViewSizeKey.self, value: proxy.size.height)` under the receiving view,
    /// and no other producer of the key there: a key other files fill with scroll offsets carries
    /// only a size here, which changes with the content, not with scrolling.
    static func carriesOnlySizes(_ key: String, under receiver: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let modified = receiver.base else { return false }
        let producers = Self.producers(ofKey: key, context).filter { modified.contains($0) }
        return !producers.isEmpty && producers.allSatisfy { producer in
            guard let value = producer.argument("value") else { return false }
            let flow = context.flow.value(of: value)
            return flow.geometry && !flow.scroll && flow.object != .proxyRect
        }
    }

    /// The file's `.preference(key: Key.self, value: ...)` calls for `key`.
    static func producers(ofKey key: String, _ context: FileContext) -> [CallExprSyntax] {
        context.modifiers(named: "preference").filter { $0.argument("key").flatMap(FileSummarizer.metatypeName) == key }
    }

    /// A key whose every `.preference(key:)` in this file sits in a scroll view that cannot scroll
    /// (`.disabled(true)`): the value moves with no scroll.
    static func isProducedOnlyInDisabledScrolls(_ key: String, _ context: FileContext) -> Bool {
        let producers = Self.producers(ofKey: key, context)
        return !producers.isEmpty && producers.allSatisfy(context.isInDisabledScroll)
    }

    /// `TabView { ... }.overlay { Text(tab).readFrame { ... } }`: a view in an overlay,
    /// background or inset of a scroll container (or a paging `TabView`) stays put while the
    /// content under it moves.
    static func decoratesScrollContainer(_ node: Syntax, _ context: FileContext, depth: Int = 0) -> Bool {
        func isScroller(_ call: CallExprSyntax) -> Bool {
            context.isScrollContainer(call) || (call.name == "TabView" && call.callee is IdentifierExprSyntax)
        }
        for closure in context.enclosingClosures(of: node) {
            guard let (owner, _) = context.owningCall(of: closure), let name = owner.name else { continue }
            if isScroller(owner) { return false }
            guard ["overlay", "background", "safeAreaInset"].contains(name),
                  let decorated = (owner.callee as? MemberAccessExprSyntax)?.base else { continue }
            return context.chainCalls(of: decorated).contains(where: isScroller)
        }
        // In a helper view (`func TabsView()`): judged where the helper is shown.
        guard depth < 3, let helper = context.enclosingHelperView(of: node), let type = context.enclosingType(of: node) else { return false }
        let uses = context.uses(ofHelperView: helper, in: type)
        return !uses.isEmpty && uses.allSatisfy { decoratesScrollContainer($0, context, depth: depth + 1) }
    }

    /// `container.readFrame { ... }` where the modified view holds a `ScrollView` or `List` of
    /// its own: it stays put while that scroll view's content moves.
    static func modifiesScrollContainer(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let modified = (call.callee as? MemberAccessExprSyntax)?.base else { return false }
        return ([modified.unwrapped as? CallExprSyntax].compactMap { $0 } + modified.descendants(CallExprSyntax.self))
            .contains { context.isScrollContainer($0) }
    }

    func reportContinuousWrites(in closure: ClosureExprSyntax, _ context: FileContext, _ reads: inout RenderReads, _ source: Source) {
        // A sheet whose detent follows the scroll (`presentationDetents([.height(h)])` with `h`
        // written here): the per-frame value is what the sheet's height is made of.
        if Self.sizesPresentation(writtenIn: closure, context) { return }
        let scrollContent = context.owningCall(of: closure).flatMap { context.scrollContainer(of: $0.call) }
            .flatMap(context.scrollContentClosure(of:))
        // The writes of the view's own methods the callback calls (`handleScroll(y)`) count too.
        for (assignment, scope) in context.assignments(reachableFrom: closure) {
            guard let write = Self.continuousScrollWrite(assignment, context),
                  !Self.isWrittenOnce(assignment, write, within: scope),
                  // A step value written only when it changes (a `@State` drops equal writes).
                  !(Self.isQuantizedToSteps(assignment.value, context)
                    && (Self.skipsEqualWrites(write, context)
                        || assignment.runConditions(within: scope).contains { Self.comparesForChange($0, of: write) })),
                  !Self.isThrottledToSteps(assignment, within: scope, skipsEqualWrites: Self.skipsEqualWrites(write, context), context),
                  !Self.isPublicBindingAPI(write, at: assignment, context) else { continue }
            // SwiftUI skips a `@State` write of an equal value, and so does an `@Observable`
            // model's setter (Swift 6.2 and later); a `@Published` property notifies anyway.
            if Self.skipsEqualWrites(write, context) {
                var band = ShortBand(context: context)
                if band.isShortBand(assignment.value) || band.isInsideBand(assignment, within: scope) { continue }
                // One-sided clamps that hold the value still at rest and while scrolling normally.
                if Self.isConstantAtRest(assignment.value, context) { continue }
            }
            var fix: String
            switch reads.renderReads(of: write, at: assignment, scrollContent: scrollContent) {
            case .none:
                // Private view state nothing reads while rendering: no view re-renders.
                continue
            case let .thresholds(constants):
                let list = constants.joined(separator: ", ")
                fix = "the view only compares it with \(list) while rendering: store a Bool (or enum) that changes when that threshold is crossed instead"
            case .readout:
                fix = "the view only shows it as text: move the readout into a small child view that reads the value, so only that view re-renders"
            case .unreadModelMember(_, published: false):
                // An `@Observable` model tracks each property: nothing re-renders.
                continue
            case let .unreadModelMember(root, published: true):
                fix = "this view never reads it while rendering, but each set of a `@Published` property makes every view that observes `\(root)` render again: make it a plain property (not `@Published`), or keep it outside the observed model"
            case let .otherMembers(root):
                fix = "nothing reads it while rendering, but the write invalidates every view that reads `\(root)`: keep it outside the observed state (a plain reference the actions share) or quantize it"
            case let .drivesOutside(showsValue):
                // A readout of the raw value needs every value: no clamp can stop the writes. Nor
                // can one for a `@Published` property, which notifies on every set, equal or not.
                if Self.isPublishedModelMember(write, context) {
                    fix = "it drives views outside the scroll content, which visualEffect and scrollTransition cannot reach, and a `@Published` property notifies every observer on each set, even of an equal value: compare before writing, so it is set only while the value changes, or move the value and the views that read it into a small child view"
                    break
                }
                // Already clamped (a progress over the whole content): no further clamp stops the
                // writes, so only keeping the parent's body from reading the value helps.
                // Said only of a clamp the code spells out (`min(max(p, 0), 1)`), or of a reading
                // followed to the scroll geometry that spans the scroll range; a value the analysis
                // cannot follow (handed in through a method's parameter) is not known to be either.
                let range = context.scrollRange(of: assignment.value)
                let bound: String? = context.clampedInterval(of: assignment.value) != nil ? "it is already clamped"
                    : range.boundedAbove && range.boundedBelow && range.direct ? "it follows the scroll range itself, so no clamp stops the writes"
                    : nil
                fix = showsValue
                    ? "it drives views outside the scroll content, which visualEffect and scrollTransition cannot reach: move the state and the views that read it into a small child view (or an @Observable model only they read), so only they render again on each frame"
                    : bound != nil
                    ? "\(bound ?? ""), and it drives views outside the scroll content, which visualEffect and scrollTransition cannot reach: move the views that read it into their own view and hand them a binding (or an @Observable model only they read), so this view's body no longer reads the value and only they render again on each frame"
                    : source.valueType == "ScrollGeometry"
                    // The whole geometry: no number to clamp.
                    ? "it drives views outside the scroll content, which visualEffect and scrollTransition cannot reach: store only the number those views use, clamped to their range, or keep the value where only those views read it (an @Observable model that only their bodies read, or the state moved with them into a small child view), so only they render again on each frame"
                    : "it drives views outside the scroll content, which visualEffect and scrollTransition cannot reach: clamp the stored value to the range those views use, so the writes stop outside it, or keep the value where only those views read it (an @Observable model that only their bodies read, or the state moved with them into a small child view), so only they render again on each frame"
            case .other where Self.isPublishedModelMember(write, context):
                fix = "a `@Published` property notifies every observer on each set, even of an equal value: compare before writing, so it is set only when a discrete value (a Bool, Int or enum) or a clamped value changes, or move the effect into visualEffect or scrollTransition"
            case .other:
                fix = source.hasTransform
                    ? "map the geometry to a discrete value in the transform (a Bool, Int or enum), clamp it to the range the view uses so the writes stop outside it, or move the effect into visualEffect or scrollTransition"
                    : "compare before writing so state changes only when a discrete value (a Bool, Int or enum) changes, clamp it to the range the view uses so the writes stop outside it, or move the effect into visualEffect or scrollTransition"
            }
            if let element = write.element, source.measuresContent {
                // A row storing its own position (a tab strip's underline target): measured in the
                // scroll view's space, it moves with every scrolled point; in the content's own
                // space it changes only with the layout.
                fix = "each row stores its position in a space that moves while the content scrolls: measure `\(element)` in the content's own coordinate space (a named space on the stack) and draw what follows it inside the content, so it changes only with the layout, or move `\(write.path.joined(separator: "."))` and the views that read it into a small child view"
            }
            let owner = reads.boundStates(of: write, at: assignment).flatMap { $0.count == 1 ? $0[0] : nil }
            let target = owner.map { "`\(write.displayName)` (a binding to `\(TypeNames.baseName($0.owner.name)).\($0.name)`)" }
                ?? "`\(write.displayName)`"
            context.report(at: assignment.target,
                           "\(target) is written on every scroll frame from \(source.description); \(fix)")
        }
    }

    /// A state write of a continuous scroll-derived value. A guard does not make it discrete:
    /// `if abs(new - last) >= 1 { last = new }` still writes on nearly every frame. Discrete
    /// values (`new > 120`) are not scroll-derived, so they never count.
    static func continuousScrollWrite(_ assignment: AssignmentExprSyntax, _ context: FileContext) -> StateWrite? {
        // Only values that move with the scroll position change on every frame: a content size
        // written from the same callback changes when the content does.
        let value = context.flow.value(of: assignment.value)
        guard value.scroll, value.moves, let write = context.state.write(assignment.target, at: assignment) else { return nil }
        return write
    }

    /// Whether SwiftUI drops a write of an equal value: a `@State` (or a binding to one), or a
    /// member of an `@Observable` model (Swift 6.2 and later); a `@Published` property notifies anyway.
    static func skipsEqualWrites(_ write: StateWrite, _ context: FileContext) -> Bool {
        (write.path.count == 1 && !Set(write.property.attributes).isDisjoint(with: ["State", "Binding"]))
            || isObservableModelMember(write, context)
    }

    /// A value that is one constant while the content rests or scrolls normally, and moves only
    /// while it is pulled past its top: `min(g.contentOffset.y + g.contentInsets.top, 0)` (the
    /// clamp saturates on the side scrolling stays on; `max(…, 0)` of the same sum does not, and
    /// counts). Frame readings are not taken on a resting side here: where a measured view sits
    /// in the content is not known.
    static func isConstantAtRest(_ value: ExprSyntax, _ context: FileContext) -> Bool {
        guard let range = context.restingRange(of: value, framesAtTopOfContent: false) else { return false }
        return range.lowerBound == range.upperBound
    }

    // MARK: A write throttled to steps

    /// `if abs(p - lastSent) >= 0.03 { lastSent = p; progress = p }` where `p` is clamped to a
    /// band (`min(max(scrolled / total, 0), 1)`): each write waits until `p` has moved a set step
    /// from the value last written, so a whole scroll writes about (band width / step) times, a
    /// deliberate quantisation rather than a write per frame. The step must be at least 1% of
    /// the band; a throttle on a raw offset (`abs(y - last) >= 1`) still writes nearly every frame.
    static func isThrottledToSteps(_ assignment: AssignmentExprSyntax, within scope: Syntax, skipsEqualWrites: Bool,
                                   _ context: FileContext) -> Bool {
        guard let band = context.clampedInterval(of: assignment.value), band.upperBound > band.lowerBound else { return false }
        let throttle = Throttle(context: context, scope: scope, value: assignment.value, band: band, skipsEqualWrites: skipsEqualWrites)
        return assignment.runConditions(within: scope).contains { throttle.limitsToSteps($0, guarding: $0, depth: 0) }
    }

    /// The conditions a throttled write of `value` (kept in `band`) may run under.
    struct Throttle {
        let context: FileContext
        let scope: Syntax
        let value: ExprSyntax
        let band: ClosedRange<Double>
        let skipsEqualWrites: Bool

        /// Whether `condition` lets the write through only at steps: a step throttle, a value
        /// pinned to an end of its band, an `&&` with one of them, or an `||` of them (also
        /// through a local `let` holding the condition). `guarding` is the `if` condition itself.
        func limitsToSteps(_ condition: ExprSyntax, guarding: ExprSyntax, depth: Int) -> Bool {
            guard depth < 6 else { return false }
            let condition = condition.unwrapped
            if let identifier = condition as? IdentifierExprSyntax {
                guard case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier), variable.isLet,
                      let initializer = variable.initializer else { return false }
                return limitsToSteps(initializer, guarding: guarding, depth: depth + 1)
            }
            guard let binary = condition as? BinaryExprSyntax else { return false }
            switch binary.op {
            case "&&":
                return limitsToSteps(binary.lhs, guarding: guarding, depth: depth + 1)
                    || limitsToSteps(binary.rhs, guarding: guarding, depth: depth + 1)
            case "||":
                return limitsToSteps(binary.lhs, guarding: guarding, depth: depth + 1)
                    && limitsToSteps(binary.rhs, guarding: guarding, depth: depth + 1)
            default:
                return isStep(binary, guarding: guarding) || (skipsEqualWrites && pinsToEnd(binary))
            }
        }

        /// `abs(value - last) >= step` (or `>`, either way round) where `last` is set to `value`
        /// under the same condition and the step is at least 1% of the band.
        func isStep(_ comparison: BinaryExprSyntax, guarding: ExprSyntax) -> Bool {
            let difference: ExprSyntax, step: ExprSyntax
            switch comparison.op {
            case ">=", ">": (difference, step) = (comparison.lhs, comparison.rhs)
            case "<=", "<": (difference, step) = (comparison.rhs, comparison.lhs)
            default: return false
            }
            guard let call = difference.unwrapped as? CallExprSyntax, call.callee is IdentifierExprSyntax, call.name == "abs",
                  call.arguments.count == 1, let subtraction = call.arguments[0].expression?.unwrapped as? BinaryExprSyntax,
                  subtraction.op == "-", let size = context.constantRange(of: step),
                  size.lowerBound >= 0.01 * (band.upperBound - band.lowerBound) else { return false }
            let last: ExprSyntax
            if isValue(subtraction.lhs) { last = subtraction.rhs } else if isValue(subtraction.rhs) { last = subtraction.lhs } else { return false }
            return recordsValue(in: last, guardedBy: guarding)
        }

        /// `value >= 1` where the band ends at 1 (or `value <= 0` where it starts at 0): the write
        /// repeats one value, which SwiftUI drops.
        func pinsToEnd(_ comparison: BinaryExprSyntax) -> Bool {
            let mirrored = ["<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="]
            for (side, other, flipped) in [(comparison.lhs, comparison.rhs, false), (comparison.rhs, comparison.lhs, true)] {
                guard isValue(side), let bound = context.constantRange(of: other),
                      let op = flipped ? mirrored[comparison.op] : comparison.op else { continue }
                if (op == ">=" || op == "==") && bound.lowerBound >= band.upperBound { return true }
                if (op == "<=" || op == "==") && bound.upperBound <= band.lowerBound { return true }
            }
            return false
        }

        /// The same expression as the written value (`progress`).
        func isValue(_ expression: ExprSyntax) -> Bool {
            context.text(expression.unwrapped) == context.text(value.unwrapped)
        }

        /// `last = value` runs under the same `if` condition as the write.
        func recordsValue(in last: ExprSyntax, guardedBy guarding: ExprSyntax) -> Bool {
            guard let path = last.unwrapped.dottedPath else { return false }
            return context.assignments(in: scope).contains { assignment in
                assignment.op == "=" && assignment.target.unwrapped.dottedPath == path && isValue(assignment.value)
                    && assignment.runConditions(within: scope).contains { $0 === guarding }
            }
        }
    }

    /// `(offset / 360).rounded() * 360`, `floor(y / step) * step`: the value moves in steps of a
    /// constant of at least 8 points (a culling window's bucket), so a write of it that skips equal
    /// values happens once per step, not once per frame. Also through a local `let`.
    static func isQuantizedToSteps(_ value: ExprSyntax, _ context: FileContext, depth: Int = 0) -> Bool {
        let value = value.unwrapped
        if let identifier = value as? IdentifierExprSyntax, depth < 2,
           case let .local(local)? = context.bindings.resolve(identifier.name, at: identifier), local.isLet,
           let initializer = local.initializer {
            return isQuantizedToSteps(initializer, context, depth: depth + 1)
        }
        guard let product = value as? BinaryExprSyntax, product.op == "*" else { return false }
        for (rounded, step) in [(product.lhs, product.rhs), (product.rhs, product.lhs)] {
            guard let quotient = roundedOperand(rounded), quotient.op == "/",
                  context.text(quotient.rhs.unwrapped) == context.text(step.unwrapped),
                  let size = stepSize(step, context), size >= 8 else { continue }
            return true
        }
        return false
    }

    /// `next != bucket`: a test of the written state against a new value.
    static func comparesForChange(_ condition: ExprSyntax, of write: StateWrite) -> Bool {
        guard let binary = condition.unwrapped as? BinaryExprSyntax, binary.op == "!=" else { return false }
        return [binary.lhs, binary.rhs].contains { side in
            guard var path = side.unwrapped.dottedPath else { return false }
            if path.first == "self" { path.removeFirst() }
            return path == write.path
        }
    }

    /// `(x / k).rounded()`, `round(x / k)`, `floor(x / k)`, `ceil(x / k)`: the division rounded.
    private static func roundedOperand(_ expression: ExprSyntax) -> BinaryExprSyntax? {
        guard let call = expression.unwrapped as? CallExprSyntax, let name = call.name else { return nil }
        if name == "rounded", let base = call.base { return base.unwrapped as? BinaryExprSyntax }
        guard ["round", "floor", "ceil"].contains(name), call.base == nil, call.arguments.count == 1 else { return nil }
        return call.arguments[0].expression?.unwrapped as? BinaryExprSyntax
    }

    /// A step's size: a constant, or a static property of the view that returns one
    /// (`static var bucketSize: CGFloat { 360 }`).
    private static func stepSize(_ step: ExprSyntax, _ context: FileContext) -> Double? {
        if let range = context.constantRange(of: step), range.lowerBound == range.upperBound { return range.lowerBound }
        guard let name = step.unwrapped.dottedPath?.last, let type = context.enclosingType(of: step) else { return nil }
        for member in type.members {
            guard let variable = member as? VariableDeclSyntax, variable.name == name, variable.isStatic,
                  let literal = (variable.initializer ?? variable.getter?.singleExpression)?.unwrapped as? LiteralExprSyntax else { continue }
            return literal.numericValue
        }
        return nil
    }

    /// `model.headerOffset` where `model` is an `ObservableObject` the view holds (its
    /// `@Published` properties notify on every set).
    static func isPublishedModelMember(_ write: StateWrite, _ context: FileContext) -> Bool {
        write.path.count >= 2 && context.state.holdsObservableModel(write.property) && !isObservableModelMember(write, context)
    }

    /// `model.headerOffset` where `model` is an `@Observable` class the view holds.
    static func isObservableModelMember(_ write: StateWrite, _ context: FileContext) -> Bool {
        guard write.path.count == 2, context.state.holdsObservableModel(write.property),
              let model = context.state.modelTypeName(of: write.property).flatMap(context.type(named:)) else { return false }
        return model.attributes.contains("Observable")
    }

    /// `proxy.frame(in: .scrollView)` / `.global` / a named space: a frame that moves as the content
    /// scrolls (a `.local` frame or a size does not).
    static func readsMovingFrame(_ transform: ClosureExprSyntax, _ context: FileContext) -> Bool {
        transform.descendants(CallExprSyntax.self).contains { call in
            guard call.name == "frame" || call.name == "bounds", call.callee is MemberAccessExprSyntax,
                  let space = call.argument("in")?.unwrapped else { return false }
            if let member = space as? MemberAccessExprSyntax, member.base == nil, member.name == "local" { return false }
            // `.named("content")` declared on a stack of the scroll content around the reader:
            // both scroll together, so the frame moves only when the layout does.
            if let named = space as? CallExprSyntax, named.name == "named", let name = named.arguments.first?.expression,
               context.isDeclaredAround(transform, withoutScrollViewBetween: name) { return false }
            return true
        }
    }

    /// A library's public view that hands the offset out through a `@Binding` no code of the
    /// project passes: per-frame updates are its contract, and what they cost is the caller's.
    static func isPublicBindingAPI(_ write: StateWrite, at assignment: AssignmentExprSyntax, _ context: FileContext) -> Bool {
        guard write.path.count == 1, write.property.attributes.contains("Binding"),
              let type = context.enclosingType(of: assignment),
              type.modifiers.contains("public") || type.modifiers.contains("open") else { return false }
        return !context.project.isUsed(typeNamed: TypeNames.baseName(type.name))
    }

    /// The closure writes state that sizes a presented sheet (`presentationDetents`) in its view.
    static func sizesPresentation(writtenIn closure: ClosureExprSyntax, _ context: FileContext) -> Bool {
        let roots = Set(context.assignments(in: closure).compactMap { context.state.write($0.target, at: $0)?.rootName })
        guard !roots.isEmpty, let type = context.enclosingType(of: closure) else { return false }
        return context.modifiers(named: "presentationDetents").contains { detents in
            context.enclosingType(of: detents) === type
                && detents.descendants(IdentifierExprSyntax.self).contains { roots.contains($0.name) }
        }
    }

    // MARK: A write that happens once

    /// `if start == 0 { start = y }`, `guard start == nil else { return }`: the write is guarded by
    /// the target still holding its initial value, so it happens once (or once per reset).
    static func isWrittenOnce(_ assignment: AssignmentExprSyntax, _ write: StateWrite, within scope: Syntax) -> Bool {
        assignment.runConditions(within: scope).contains { checksInitialValue($0, write.path) }
    }

    /// `target == 0`, `target == .zero`, `target == nil` (also as one part of an `&&` chain).
    static func checksInitialValue(_ condition: ExprSyntax, _ path: [String]) -> Bool {
        guard let binary = condition.unwrapped as? BinaryExprSyntax else { return false }
        if binary.op == "&&" { return checksInitialValue(binary.lhs, path) || checksInitialValue(binary.rhs, path) }
        guard binary.op == "==" else { return false }
        for (side, other) in [(binary.lhs, binary.rhs), (binary.rhs, binary.lhs)] {
            guard var sidePath = side.unwrapped.dottedPath else { continue }
            if sidePath.first == "self" { sidePath.removeFirst() }
            if sidePath == path, GeometryWritebackRule.isInitialValue(other) { return true }
        }
        return false
    }
}

/// A value clamped to a short band of the scroll (`max(min(y / 75, 1), 0)`,
/// `min(max(y - start, 0), headerHeight)`): outside the band every write repeats the saturated
/// value, so state changes only while the band is crossed — the collapse or fade itself.
/// A clamp of a ratio of the content (`offset / scrollableHeight`) is not short: it moves over the
/// whole scroll.
struct ShortBand {
    let context: FileContext
    var depth = 0

    mutating func isShortBand(_ expression: ExprSyntax) -> Bool {
        guard depth < 8 else { return false }
        depth += 1
        defer { depth -= 1 }
        let expression = expression.unwrapped
        if !context.flow.value(of: expression).scroll { return true }
        switch expression {
        case let ternary as TernaryExprSyntax:
            return isShortBand(ternary.thenExpression) && isShortBand(ternary.elseExpression)
        case let binary as BinaryExprSyntax where ["+", "-", "*", "/"].contains(binary.op):
            // `(height - minHeight) / (maxHeight - minHeight)` of a clamped height: a fixed
            // straight-line map of a short band is a short band.
            let lhsMoves = context.flow.value(of: binary.lhs).scroll, rhsMoves = context.flow.value(of: binary.rhs).scroll
            guard lhsMoves != rhsMoves, !(binary.op == "/" && rhsMoves) else { return false }
            return isShortBand(lhsMoves ? binary.lhs : binary.rhs)
        case let identifier as IdentifierExprSyntax:
            guard case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier), variable.isLet,
                  let initializer = variable.initializer else { return false }
            return isShortBand(initializer)
        case let call as CallExprSyntax:
            if ["CGFloat", "Double", "Float"].contains(call.name ?? ""), call.callee is IdentifierExprSyntax,
               call.arguments.count == 1, let inner = call.arguments[0].expression {
                return isShortBand(inner)
            }
            guard let (inner, upper) = clamp(call) else { return false }
            if let literal = HardcodedProgressDivisorRule.numericLiteral(upper)?.numericValue, literal > 200 { return false }
            // The clamped value's own trail gets a budget of its own, however deep the clamp sat.
            var measure = ShortBand(context: context)
            return !measure.dividesByMeasure(inner)
        default:
            return false
        }
    }

    /// `if offset < 80 { if offset > 0 { opacity = (80 - offset) / 80 } }`: the write sits inside
    /// conditions that bound the same scroll value from both sides with fixed values.
    mutating func isInsideBand(_ assignment: AssignmentExprSyntax, within scope: Syntax) -> Bool {
        var lower: Set<String> = []
        var upper: [String: ExprSyntax] = [:]
        var node: Syntax = assignment
        for ancestor in assignment.ancestors {
            if ancestor === scope { break }
            if let statement = ancestor as? IfStmtSyntax, statement.body?.contains(node) == true {
                for condition in statement.conditions {
                    guard let expression = condition.expression else { continue }
                    collectBounds(expression, &lower, &upper)
                }
            }
            node = ancestor
        }
        for (path, bound) in upper where lower.contains(path) {
            if let literal = HardcodedProgressDivisorRule.numericLiteral(bound)?.numericValue, literal > 200 { continue }
            if !dividesByMeasure(assignment.value) { return true }
        }
        return false
    }

    private func collectBounds(_ expression: ExprSyntax, _ lower: inout Set<String>, _ upper: inout [String: ExprSyntax]) {
        guard let binary = expression.unwrapped as? BinaryExprSyntax else { return }
        if binary.op == "&&" {
            collectBounds(binary.lhs, &lower, &upper)
            collectBounds(binary.rhs, &lower, &upper)
            return
        }
        let isLess = binary.op == "<" || binary.op == "<="
        guard isLess || binary.op == ">" || binary.op == ">=" else { return }
        for (side, other, sideIsLeft) in [(binary.lhs, binary.rhs, true), (binary.rhs, binary.lhs, false)] {
            guard let path = HardcodedProgressDivisorRule.pathName(side), context.flow.value(of: side).scroll,
                  !context.flow.value(of: other).scroll else { continue }
            // `x < b` and `b > x` bound x from above.
            if isLess == sideIsLeft { upper[path] = other } else { lower.insert(path) }
        }
    }

    /// `min(max(e, a), b)`, `max(min(e, b), a)`, `e.clamped(to: a...b)` with bounds that do not
    /// move with the scroll: the clamped expression and the upper bound.
    func clamp(_ call: CallExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        func fixed(_ expression: ExprSyntax?) -> Bool { expression.map { !context.flow.value(of: $0).scroll } ?? false }
        if let member = call.callee as? MemberAccessExprSyntax, member.name == "clamped", let base = member.base,
           let range = call.arguments.first?.expression?.unwrapped as? BinaryExprSyntax,
           range.op == "..." || range.op == "..<", fixed(range.lhs), fixed(range.rhs) {
            return (base, range.rhs)
        }
        guard call.callee is IdentifierExprSyntax, let outerName = call.name, outerName == "min" || outerName == "max",
              call.arguments.count == 2 else { return nil }
        let innerName = outerName == "min" ? "max" : "min"
        for (index, argument) in call.arguments.enumerated() {
            guard let nested = argument.expression?.unwrapped as? CallExprSyntax, nested.callee is IdentifierExprSyntax,
                  nested.name == innerName, nested.arguments.count == 2 else { continue }
            let outerBound = call.arguments[1 - index].expression
            guard fixed(outerBound) else { continue }
            for (innerIndex, innerArgument) in nested.arguments.enumerated() {
                let innerBound = nested.arguments[1 - innerIndex].expression
                guard let value = innerArgument.expression, fixed(innerBound), !fixed(value) else { continue }
                let upper = outerName == "min" ? outerBound : innerBound
                if let upper { return (value, upper) }
            }
        }
        return nil
    }

    /// Whether the value divides by something that is not a literal (`offset / scrollable`),
    /// following locals and the transform an action's parameter comes from.
    mutating func dividesByMeasure(_ expression: ExprSyntax) -> Bool {
        guard depth < 8 else { return true }
        depth += 1
        defer { depth -= 1 }
        for node in expression.descendants(ExprSyntax.self) {
            if let binary = node as? BinaryExprSyntax, binary.op == "/",
               HardcodedProgressDivisorRule.numericLiteral(binary.rhs) == nil {
                return true
            }
            guard let identifier = node as? IdentifierExprSyntax else { continue }
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .local(variable)?:
                if let initializer = variable.initializer, !initializer.contains(identifier), dividesByMeasure(initializer) { return true }
            case let .closureParameter(closure, _)?:
                if let transform = context.transform(pairedWith: closure), let result = context.resultExpression(of: transform),
                   !closure.contains(transform), dividesByMeasure(result) {
                    return true
                }
            default:
                break
            }
        }
        return false
    }
}

/// What reads a view's private `@State` while SwiftUI renders: `body`, the computed properties and
/// view-building functions it reaches, modifier arguments (`.onChange(of:)`, `.animation(value:)`),
/// and bindings handed to children. Reads inside action closures (`onChange` actions, gestures,
/// `onReceive`, `task`, scroll and phase callbacks) run later and re-render nothing.
struct RenderReads {
    enum Result {
        /// A view's private state that nothing reads while rendering.
        case none
        /// Every render-time read compares the value with a constant (the constants' text).
        case thresholds([String])
        /// Every render-time read shows the value in a string interpolation.
        case readout
        /// The written member of a state struct is not read while rendering, but other members
        /// are: the write still invalidates every reader of the whole value.
        case otherMembers(root: String)
        /// A member of a model the view observes that nothing reads while rendering: an
        /// `@Observable` class tracks it alone (no view renders), an `ObservableObject` publishes
        /// every set to all its observers (`published` true).
        case unreadModelMember(root: String, published: Bool)
        /// Every render-time read lies outside the scroll content (an overlay on the scroll view,
        /// a sibling header), where no render-time scroll effect can reach.
        case drivesOutside(showsValue: Bool)
        /// Read otherwise, or not private view state (a binding, a model, a published property):
        /// someone re-renders.
        case other
    }

    /// The parent's `@State` that a use of a child view or modifier binds to the written
    /// `@Binding` (`TrackableScroll(offset: $offset) { ... }`, `.modifier(Tracker(offset: $offset))`).
    struct BoundState {
        var owner: TypeDeclSyntax
        var name: String
        /// The `$offset` argument.
        var argument: IdentifierExprSyntax
        /// The part of the parent's view the child's scrolling moves: the content of the scroll
        /// view the modifier is applied to, or the child's own call (its content closure).
        var scrolledRegion: Syntax
    }

    let context: FileContext
    private var functionMemo: [ObjectIdentifier: Bool] = [:]
    private var propertyMemo: [ObjectIdentifier: Bool] = [:]
    private var resultMemo: [String: Result] = [:]
    /// Whether a member (method or computed property) is used inside a region, by both nodes.
    private var insideMemo: [[ObjectIdentifier]: Bool] = [:]
    private var memberUses: [String: [String: [Syntax]]] = [:]

    init(context: FileContext) { self.context = context }

    /// Closures that SwiftUI runs on an event, after rendering.
    static let actionCalls: Set<String> = [
        "onChange", "onAppear", "onDisappear", "task", "onReceive", "onTapGesture", "onLongPressGesture",
        "onChanged", "onEnded", "updating", "onScrollGeometryChange", "onGeometryChange", "onPreferenceChange",
        "onScrollPhaseChange", "onScrollVisibilityChange", "onScrollTargetVisibilityChange", "onSubmit",
        "refreshable", "onKeyPress", "onHover", "onContinuousHover", "onOpenURL", "onDrop", "onMoveCommand",
        "Task", "async", "asyncAfter", "scheduledTimer", "sink",
    ]
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    mutating func renderReads(of write: StateWrite, at node: Syntax, scrollContent: ClosureExprSyntax?) -> Result {
        if let bound = boundStates(of: write, at: node), let type = context.enclosingType(of: node) {
            let key = "binding \(TypeNames.baseName(type.name)).\(write.displayName)"
            if let known = resultMemo[key] { return known }
            let result = boundResult(of: write, bound, in: type)
            resultMemo[key] = result
            return result
        }
        let result = classifyOwnState(write, at: node)
        if case .other = result, let scrollContent, let showsValue = readOnlyOutside(scrollContent, write, at: node) {
            // `ProgressBar(progress: $offset)` beside the scroll view: handing a child a binding is
            // no read, so this view's body does not render again, only the small views outside the
            // content that read it, which is the fix the rule would give.
            if let type = context.enclosingType(of: node),
               reads(of: write.path[0], inTypeNamed: type.name).filter({ isRenderTime($0) })
                   .allSatisfy({ Self.isBindingForChild($0, write.path[0]) }) {
                return .none
            }
            return .drivesOutside(showsValue: showsValue)
        }
        return result
    }

    /// What the parents' reads of the states bound to the written binding make of the write.
    private mutating func boundResult(of write: StateWrite, _ bound: [BoundState], in type: TypeDeclSyntax) -> Result {
        // The child renders again itself where it reads the binding while rendering.
        if reads(of: write.path[0], inTypeNamed: type.name).contains(where: { isRenderTime($0) }) { return .other }
        let results = bound.map { state in
            let readers = reads(of: state.name, inTypeNamed: state.owner.name).filter { $0 !== state.argument && isRenderTime($0) }
            let result = classify(readers, [state.name])
            if case .other = result, !readers.contains(where: { isInside($0, state.scrolledRegion, depth: 0) }) {
                return Result.drivesOutside(showsValue: readers.contains { $0 is LiteralExprSyntax })
            }
            return result
        }
        let read = results.filter { if case .none = $0 { return false } else { return true } }
        // Only a type private to this file shows every use here.
        if read.isEmpty { return type.modifiers.contains("private") || type.modifiers.contains("fileprivate") ? .none : .other }
        return read.count == 1 ? read[0] : .other
    }

    /// The read sits in a branch (a ternary's value, an `if` body, the right of `&&`) chosen by a
    /// condition on another member of the same model (`model.isPulling ? model.offset : 0`).
    static func isGated(_ read: Syntax, byAnotherMemberOf path: [String]) -> Bool {
        func readsOtherMember(_ condition: Syntax) -> Bool {
            condition.containsNode { node in
                guard let member = node as? MemberAccessExprSyntax, var memberPath = member.dottedPath else { return false }
                if memberPath.first == "self" { memberPath.removeFirst() }
                return memberPath.count == 2 && memberPath[0] == path[0] && memberPath[1] != path[1]
            }
        }
        var node = read
        for ancestor in read.ancestors {
            switch ancestor {
            case let ternary as TernaryExprSyntax where ternary.condition !== node:
                if readsOtherMember(ternary.condition) { return true }
            case let binary as BinaryExprSyntax where binary.op == "&&" && binary.rhs === node:
                if readsOtherMember(binary.lhs) { return true }
            case let statement as IfStmtSyntax where statement.body === node:
                if statement.conditions.contains(where: { $0.expression.map(readsOtherMember) ?? false }) { return true }
            case is ClosureExprSyntax, is FunctionDeclSyntax, is TypeDeclSyntax:
                return false
            default:
                break
            }
            node = ancestor
        }
        return false
    }

    /// The parent states every use in this file binds to the written `@Binding`, or nil when it is
    /// not a binding, nothing here binds it, or a use passes anything but a parent's `$state`.
    mutating func boundStates(of write: StateWrite, at node: Syntax) -> [BoundState]? {
        guard write.path.count == 1, write.property.attributes.contains("Binding"),
              let type = context.enclosingType(of: node), context.isView(type) || type.inheritedTypes.contains("ViewModifier") else { return nil }
        var bound: [BoundState] = []
        for site in context.calls(named: TypeNames.baseName(type.name)) where site.callee is IdentifierExprSyntax {
            // `.constant(0)` for a second instance binds no state: its writes go nowhere.
            if let constant = site.argument(write.path[0])?.unwrapped as? CallExprSyntax,
               (constant.callee as? MemberAccessExprSyntax)?.name == "constant" { continue }
            guard let argument = site.argument(write.path[0])?.unwrapped as? IdentifierExprSyntax, argument.name.hasPrefix("$"),
                  let owner = context.enclosingType(of: site), owner !== type else { return nil }
            let name = String(argument.name.dropFirst())
            guard case let .member(_, property)? = context.bindings.resolve(name, at: argument),
                  property.attributes.contains("State") else { return nil }
            var region: Syntax = site
            if let modifier = site.parent?.parent as? CallExprSyntax, modifier.name == "modifier",
               let content = context.scrollContainer(of: modifier).flatMap(context.scrollContentClosure(of:)) {
                region = content
            }
            bound.append(BoundState(owner: owner, name: name, argument: argument, scrolledRegion: region))
        }
        return bound.isEmpty ? nil : bound
    }

    private mutating func classifyOwnState(_ write: StateWrite, at node: Syntax) -> Result {
        if write.path.count >= 2, context.state.holdsObservableModel(write.property), let type = context.enclosingType(of: node) {
            let memberReads = reads(of: write.path[0], inTypeNamed: type.name).filter { read in
                isRenderTime(read) && (memberPath(read).map { $0.starts(with: write.path) || write.path.starts(with: $0) } ?? true)
            }
            let model = context.state.modelTypeName(of: write.property).flatMap { context.type(named: $0) }
            let observable = model?.attributes.contains("Observable") == true
            // An `@Observable` model tracks what body touches: a read behind another member's
            // flag (`model.isPulling ? model.offset : 0`) renders nothing while the flag is off.
            if memberReads.isEmpty || (observable && memberReads.allSatisfy { Self.isGated($0, byAnotherMemberOf: write.path) }) {
                return .unreadModelMember(root: write.path[0], published: !observable)
            }
            return .other
        }
        guard write.property.attributes.contains("State"), let type = context.enclosingType(of: node) else {
            return .other
        }
        let key = "\(TypeNames.baseName(type.name)).\(write.displayName)"
        if let known = resultMemo[key] { return known }
        let result = compute(write.path, type)
        resultMemo[key] = result
        return result
    }

    /// Whether every render-time read of the written state lies outside `content` (an overlay on
    /// the scroll view, a sibling), where no render-time scroll effect can reach.
    /// A read of a whole `ScrollGeometry`'s `containerSize`, `contentSize` or `contentInsets`
    /// changes with the layout, not the scroll position, so it does not place the effect.
    /// Nil where some read is inside; else whether a read shows the raw value as text.
    private mutating func readOnlyOutside(_ content: ClosureExprSyntax, _ write: StateWrite, at node: Syntax) -> Bool? {
        guard let type = context.enclosingType(of: node) else { return nil }
        let renderReads = reads(of: write.path[0], inTypeNamed: type.name).filter { read in
            isRenderTime(read) && !(memberPath(read).map { $0.count > 1 && Self.layoutScrollMembers.contains($0[1]) } ?? false)
        }
        guard !renderReads.isEmpty, !renderReads.contains(where: { isInside($0, content, depth: 0) }) else { return nil }
        return renderReads.contains { $0 is LiteralExprSyntax }
    }

    static let layoutScrollMembers: Set<String> = ["containerSize", "contentSize", "contentInsets"]

    /// `node` lies in `content`, or in a computed property or method of the view that `content`
    /// builds from (`CarouselView()` declared as a member and used in the scroll content).
    private mutating func isInside(_ node: Syntax, _ content: Syntax, depth: Int) -> Bool {
        if content.contains(node) { return true }
        guard depth < 3 else { return false }
        var member: (name: String, node: Syntax)?
        for ancestor in node.ancestors {
            if let function = ancestor as? FunctionDeclSyntax { member = (function.name, function); break }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) { member = (variable.name, variable); break }
            if ancestor is TypeDeclSyntax { break }
        }
        guard let member, let type = context.enclosingType(of: member.node) else { return false }
        let key = [ObjectIdentifier(member.node), ObjectIdentifier(content)]
        if let known = insideMemo[key] { return known }
        insideMemo[key] = false
        // Every use of the member in the view: inside the content, or in another helper that is.
        var result = false
        for use in uses(ofMembersIn: type)[member.name] ?? [] where !member.node.contains(use) {
            if isInside(use, content, depth: depth + 1) {
                result = true
                break
            }
        }
        insideMemo[key] = result
        return result
    }

    /// The uses of each name as a member (`name`, `self.name`) in `type` and in the other
    /// declarations of its name in the file (its extensions), gathered in one walk.
    private mutating func uses(ofMembersIn type: TypeDeclSyntax) -> [String: [Syntax]] {
        let name = TypeNames.baseName(type.name)
        if let known = memberUses[name] { return known }
        var uses: [String: [Syntax]] = [:]
        for declaration in context.typeDeclarations where TypeNames.baseName(declaration.name) == name {
            declaration.walk { node in
                if let identifier = node as? IdentifierExprSyntax {
                    uses[identifier.name, default: []].append(identifier)
                } else if let member = node as? MemberAccessExprSyntax, member.base?.isSelfReference == true {
                    uses[member.name, default: []].append(member)
                }
                // A type nested in this one is walked as a declaration of its own name.
                return !(node is TypeDeclSyntax) || node === declaration
            }
        }
        memberUses[name] = uses
        return uses
    }

    private mutating func compute(_ path: [String], _ type: TypeDeclSyntax) -> Result {
        classify(reads(of: path[0], inTypeNamed: type.name).filter { isRenderTime($0) }, path)
    }

    /// `$name` as an argument of a view or modifier the project constructs (`Indicator(value: $name)`).
    static func isBindingForChild(_ read: Syntax, _ name: String) -> Bool {
        guard let identifier = read as? IdentifierExprSyntax, identifier.name == "$" + name,
              identifier.enclosingArgument != nil, let call = identifier.parent as? CallExprSyntax,
              let callee = call.callee as? IdentifierExprSyntax else { return false }
        return callee.name.first?.isUppercase == true
    }

    /// What the render-time reads of the state at `path` do with it.
    private func classify(_ renderReads: [Syntax], _ path: [String]) -> Result {
        var renderReads = renderReads
        if renderReads.isEmpty { return .none }
        if path.count > 1 {
            // `state.a = x` while rendering reads only `state.b`.
            let readPaths = renderReads.map(memberPath)
            if readPaths.allSatisfy({ $0 != nil && !$0!.starts(with: path) && !path.starts(with: $0!) }) {
                return .otherMembers(root: path[0])
            }
            renderReads = zip(renderReads, readPaths).filter { pair in
                pair.1.map { $0.starts(with: path) || path.starts(with: $0) } ?? true
            }.map(\.0)
        }
        if renderReads.allSatisfy({ $0 is LiteralExprSyntax }) { return .readout }
        var constants: [String] = []
        for read in renderReads {
            guard let constant = comparedConstant(read) else { return .other }
            if !constants.contains(constant) { constants.append(constant) }
        }
        return .thresholds(constants)
    }

    /// Reads of the property `name` in every declaration of the type in this file: `name`,
    /// `self.name`, `$name`, `_name`, and string literals that interpolate it.
    private func reads(of name: String, inTypeNamed typeName: String) -> [Syntax] {
        let spellings: Set<String> = [name, "$" + name, "_" + name]
        var found: [Syntax] = []
        for declaration in context.typeDeclarations where declaration.name == typeName {
            declaration.walk { node in
                if node !== declaration, node is TypeDeclSyntax { return false }
                switch node {
                case let identifier as IdentifierExprSyntax where spellings.contains(identifier.name):
                    if isWriteTarget(identifier) || isCallee(identifier) { return true }
                    if case .member? = context.bindings.resolve(name, at: identifier) { found.append(identifier) }
                case let member as MemberAccessExprSyntax where spellings.contains(member.name):
                    if (member.base?.unwrapped as? IdentifierExprSyntax)?.name == "self", !isWriteTarget(member), !isCallee(member) {
                        found.append(member)
                    }
                case let literal as LiteralExprSyntax where literal.kind == .string:
                    if interpolates(literal.text, name) { found.append(literal) }
                default:
                    break
                }
                return true
            }
        }
        return found
    }

    private func isWriteTarget(_ node: ExprSyntax) -> Bool {
        guard let assignment = node.parent as? AssignmentExprSyntax else { return false }
        return assignment.target === node && assignment.op == "="
    }

    private func isCallee(_ node: ExprSyntax) -> Bool {
        (node.parent as? CallExprSyntax)?.callee === node
    }

    /// `"\(name)"`, `"\(Int(name))"`, `"\(self.name, specifier: ...)"`: the name as a whole word
    /// inside an interpolation (not as a member of something else, `other.name`).
    private func interpolates(_ text: String, _ name: String) -> Bool {
        // A byte test first: most texts interpolate nothing.
        guard text.utf8.contains(UInt8(ascii: "\\")), text.contains("\\(") else { return false }
        let scalars = Array(text.unicodeScalars)
        let word = Array(name.unicodeScalars)
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$"
        }
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "\\", scalars[index + 1] == "(" else {
                index += 1
                continue
            }
            // The interpolation runs to the matching parenthesis.
            var depth = 1
            var end = index + 2
            while end < scalars.count, depth > 0 {
                if scalars[end] == "(" { depth += 1 } else if scalars[end] == ")" { depth -= 1 }
                end += 1
            }
            var position = index + 2
            while position + word.count <= end {
                if Array(scalars[position..<(position + word.count)]) == word {
                    let before: Unicode.Scalar = position > 0 ? scalars[position - 1] : " "
                    let after: Unicode.Scalar = position + word.count < scalars.count ? scalars[position + word.count] : " "
                    let selfMember = before == "." && position >= 5
                        && String(String.UnicodeScalarView(scalars[(position - 5)..<position])) == "self."
                    if !isWordScalar(before) && !isWordScalar(after) && (before != "." || selfMember) { return true }
                }
                position += 1
            }
            index = end
        }
        return false
    }

    /// The property path a read spells (`state.a.b` from `state`, `self.state`, `$state.a`), or nil
    /// for a read inside a string.
    private func memberPath(_ read: Syntax) -> [String]? {
        guard var node = read as? ExprSyntax else { return nil }
        var path: [String]
        if let identifier = node as? IdentifierExprSyntax {
            path = [identifier.name]
        } else if let member = node as? MemberAccessExprSyntax {
            path = [member.name]
        } else {
            return nil
        }
        if path[0].hasPrefix("$") || path[0].hasPrefix("_") { path[0].removeFirst() }
        while let member = node.parent as? MemberAccessExprSyntax, member.base === node {
            path.append(member.name)
            node = member
        }
        return path
    }

    /// The constant a read is compared with (`offset > 20`, `offset == .zero`), or nil.
    private func comparedConstant(_ read: Syntax) -> String? {
        var node: Syntax = read
        while let member = node.parent as? MemberAccessExprSyntax, member.base === node { node = member }
        // `-offset > 450`: a negated read compared with a constant is still a threshold.
        while true {
            if let parent = node.parent as? TupleExprSyntax, parent.parenthesized === node { node = parent; continue }
            if let prefix = node.parent as? PrefixExprSyntax, prefix.op == "-" { node = prefix; continue }
            break
        }
        guard let comparison = node.parent as? BinaryExprSyntax,
              ["==", "!=", "<", "<=", ">", ">="].contains(comparison.op) else { return nil }
        let other = comparison.lhs === node ? comparison.rhs : comparison.lhs
        var constant = other.unwrapped
        if let prefix = constant as? PrefixExprSyntax, prefix.op == "-" { constant = prefix.operand.unwrapped }
        if let literal = constant as? LiteralExprSyntax, literal.numericValue != nil { return context.text(other) }
        if let member = constant as? MemberAccessExprSyntax, member.name == "zero" { return context.text(other) }
        // `y < contentHeight - viewportHeight - 5`: a bound made of sizes or other state that
        // holds still while the content scrolls is a threshold too.
        if !context.flow.value(of: other).moves, other.containsNode(where: { $0 is IdentifierExprSyntax }),
           !other.containsNode(where: { ($0 as? IdentifierExprSyntax)?.name == (read as? IdentifierExprSyntax)?.name }) {
            return context.text(other)
        }
        return nil
    }

    /// Whether a read runs while SwiftUI renders the view.
    private mutating func isRenderTime(_ read: Syntax) -> Bool {
        var node = read
        for ancestor in read.ancestors {
            switch ancestor {
            case let closure as ClosureExprSyntax:
                if isActionClosure(closure) { return false }
            case let function as FunctionDeclSyntax:
                return isRenderFunction(function)
            case let variable as VariableDeclSyntax where context.isMember(variable):
                if variable.accessors.contains(where: { $0.body === node || $0.body.contains(node) }) { return false }
                return isRenderProperty(variable)
            case is TypeDeclSyntax:
                return true
            default:
                break
            }
            node = ancestor
        }
        return true
    }

    private func isActionClosure(_ closure: ClosureExprSyntax) -> Bool {
        guard let (call, parameter) = context.owningCall(of: closure), let name = call.name else { return false }
        if name == "Button" { return parameter != "label" }
        if RenderReads.actionCalls.contains(name) { return true }
        // `.offsetX { rect in ... }`: a project measuring helper calls it with each new reading.
        if context.geometryHelperCallback(of: closure) != nil { return true }
        // `.gesture(MyPanGesture { ... })`: the closures of a gesture value are its handlers.
        var gesture: ExprSyntax = call
        while let member = gesture.parent as? MemberAccessExprSyntax, member.base === gesture,
              let outer = member.parent as? CallExprSyntax, outer.callee === member {
            gesture = outer
        }
        guard let modifier = gesture.parent as? CallExprSyntax, modifier.callee !== gesture else { return false }
        return RenderReads.gestureModifiers.contains(modifier.name ?? "")
    }

    private mutating func isRenderFunction(_ function: FunctionDeclSyntax) -> Bool {
        if function.keyword != "func" { return false }
        if function.name == "body" || function.attributes.contains(where: { $0.name == "ViewBuilder" }) { return true }
        if let returnType = function.returnType, returnType.contains("View") { return true }
        let key = ObjectIdentifier(function)
        if let known = functionMemo[key] { return known }
        functionMemo[key] = false
        var result = false
        for call in context.calls(named: function.name) where context.calledMethod(call) === function {
            if isRenderTime(call) {
                result = true
                break
            }
        }
        functionMemo[key] = result
        return result
    }

    private mutating func isRenderProperty(_ variable: VariableDeclSyntax) -> Bool {
        if variable.name == "body" || variable.isStored { return true }
        let key = ObjectIdentifier(variable)
        if let known = propertyMemo[key] { return known }
        propertyMemo[key] = false
        var result = false
        for read in reads(of: variable.name, inTypeNamed: context.enclosingType(of: variable)?.name ?? "") where isRenderTime(read) {
            result = true
            break
        }
        propertyMemo[key] = result
        return result
    }
}
