import ScrollLintFindings
import ScrollLintSyntax

/// A type applies scroll-driven spatial motion and never reads `accessibilityReduceMotion`.
struct ReduceMotionIgnoredRule: Rule {
    static let id = "reduce-motion-ignored"
    static let defaultSeverity = Severity.warning
    static let enabledByDefault = false
    static let summary = "A view moves, scales or rotates content with the scroll position and never reads accessibilityReduceMotion."

    static let motionEffects: Set<String> = ["offset", "scaleEffect", "rotationEffect", "rotation3DEffect"]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["offset", "scaleEffect", "rotationEffect", "rotation3DEffect"])
    }

    func check(_ context: FileContext) {
        var reported: Set<ObjectIdentifier> = []
        var motions: [(CallExprSyntax, TypeDeclSyntax, String)] = []
        for name in Self.motionEffects {
            for call in context.modifiers(named: name) {
                guard let type = context.enclosingType(of: call), rendersBody(type, context),
                      let source = scrollDrivenMotion(call, context) else { continue }
                motions.append((call, type, source))
            }
        }
        for (call, type, source) in motions.sorted(by: { $0.0.callee.endToken < $1.0.callee.endToken }) {
            guard !reported.contains(ObjectIdentifier(type)), !context.readsReduceMotion(type) else { continue }
            reported.insert(ObjectIdentifier(type))
            guard let nameToken = (call.callee as? MemberAccessExprSyntax)?.nameToken else { continue }
            context.report(atToken: nameToken,
                           "`\(TypeNames.baseName(type.name))` applies `.\(call.name ?? "offset")` driven by \(source) but never reads `accessibilityReduceMotion`; with Reduce Motion on, scroll-driven movement, zoom and rotation should be removed or replaced by a fade (read `@Environment(\\.accessibilityReduceMotion)` and use a neutral value)")
        }
    }

    /// A type SwiftUI can show: it declares a conformance (`View`, `ViewModifier`, a protocol of
    /// the project) here or in an extension. A `struct` with a `body` and no conformance at all is
    /// never rendered.
    func rendersBody(_ type: TypeDeclSyntax, _ context: FileContext) -> Bool {
        !type.inheritedTypes.isEmpty || !(context.summary(of: type)?.inheritedTypes.isEmpty ?? true)
    }

    /// What drives a spatial effect, when it is the scroll: a `scrollTransition` phase, or a
    /// scroll position (in `visualEffect`, a `GeometryReader`, state written from scroll geometry,
    /// or a method of the type handed the effect's proxy). Not counted: an offset that pins the
    /// view against the scroll or follows it one to one (see `isPinning`), a small position
    /// marker (a scroll thumb, a tab underline) moved along its track, an offset that keeps the
    /// edge of a narrowing view in place, subtle effects (see `isSubtle`), and positions in a
    /// coordinate space no scroll view moves (a named space on a drag-moved stack).
    func scrollDrivenMotion(_ call: CallExprSyntax, _ context: FileContext) -> String? {
        if isSubtle(call, context) { return nil }
        let arguments = call.arguments.filter { $0.label != "anchor" && $0.label != "axis" && $0.label != "perspective" }
            .compactMap(\.expression).flatMap(Self.angleMeasures)
        for expression in arguments {
            if context.readsTransitionPhase(expression) { return "the scrollTransition phase" }
            if context.flow.value(of: expression).scroll {
                guard context.movesWithScroll(expression) else { continue }
                if call.name == "offset", context.isPinning(expression) || isPositionMarker(call, expression, context)
                    || isPageTitleStrip(call, expression, context) || compensatesNarrowing(call, expression, context) { continue }
                return stretchesOnlyWhenPulled(call, context) ? nil : "the scroll position"
            }
            // Through a helper only for zoom and rotation: an offset helper mostly pins the view
            // (`minX > 0 ? -minX : 0`), which the helper's body alone cannot tell apart here.
            if call.name != "offset", let helper = scrollReadingHelper(in: expression, context) {
                return stretchesOnlyWhenPulled(call, context) ? nil : "the scroll position (through `\(helper)`)"
            }
        }
        return nil
    }

    /// `scaleEffect(minY > 0 ? 1 + minY / height : 1)`, `offset(y: max(minY, 0) * 0.5)`: every
    /// amount of the effect is neutral (a scale of 1, an offset or angle of 0) whenever the content
    /// is not pulled past its top edge (see `restingRange(of:)`, which reads the code's guards and
    /// clamps on that side). Such a stretch moves only while the user drags the content beyond its
    /// top, and follows that drag, as the system's large title does, which iOS keeps under Reduce
    /// Motion too. Not for a row of a `ForEach` / `List`: a row further down rests at a positive
    /// `minY`, where the same expression transforms it at rest and while it scrolls.
    func stretchesOnlyWhenPulled(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard !isInRow(call, context) else { return false }
        let neutral: Double = call.name == "scaleEffect" ? 1 : 0
        let amounts = call.arguments.filter { $0.label != "anchor" && $0.label != "axis" && $0.label != "perspective" }
            .compactMap(\.expression).flatMap(Self.angleMeasures)
        return !amounts.isEmpty && amounts.allSatisfy { context.restingRange(of: $0) == neutral ... neutral }
    }

    /// Whether the effect is built for each element of a `ForEach` / `List` (inside its row
    /// closure, through any closures such as `visualEffect` or a `GeometryReader`).
    func isInRow(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        context.enclosingClosures(of: call).contains { closure in
            context.owningCall(of: closure).map { context.rowContentClosure(of: $0.call) === closure } ?? false
        }
    }

    /// An effect whose every amount is a constant or a transition phase within a small range:
    /// a scale within 0.9...1.1, a rotation within 5 degrees, an offset within 10 points (`phase.isIdentity
    /// ? 1 : 0.95`). Such touches are kept deliberately and are not the motion Reduce Motion is for.
    func isSubtle(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        let amounts = call.arguments.filter { $0.label != "anchor" && $0.label != "axis" && $0.label != "perspective" }
        guard !amounts.isEmpty else { return false }
        return amounts.allSatisfy { argument in
            guard let expression = argument.expression else { return false }
            switch call.name {
            case "scaleEffect":
                guard let range = context.constantRange(of: expression) else { return false }
                return range.lowerBound >= 0.9 && range.upperBound <= 1.1
            case "offset":
                guard argument.label == "x" || argument.label == "y", let range = context.constantRange(of: expression) else { return false }
                return range.lowerBound >= -10 && range.upperBound <= 10
            default:
                guard let angle = expression.unwrapped as? CallExprSyntax, let unit = angle.name,
                      angle.arguments.count == 1, let measure = angle.arguments[0].expression,
                      let range = context.constantRange(of: measure) else { return false }
                let limit: Double
                switch unit {
                case "degrees": limit = 5
                case "radians": limit = 5 * .pi / 180
                case "Angle": limit = angle.arguments[0].label == "radians" ? 5 * .pi / 180 : 5
                default: return false
                }
                return range.lowerBound >= -limit && range.upperBound <= limit
            }
        }
    }

    /// `.frame(width: size.width - cappedWidth).offset(x: -cappedWidth)` (the width reduced by the
    /// very value the offset moves by): the offset shifts the view by the amount its width shrinks, which keeps an edge in place while the view narrows
    /// (a squeeze, not movement).
    func compensatesNarrowing(_ call: CallExprSyntax, _ value: ExprSyntax, _ context: FileContext) -> Bool {
        guard call.argument("x") === value else { return false }
        let shifts = Set(value.descendants(IdentifierExprSyntax.self).compactMap { identifier -> ObjectIdentifier? in
            guard case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
                  context.flow.value(of: identifier).scroll else { return nil }
            return ObjectIdentifier(variable)
        } + [(value.unwrapped as? IdentifierExprSyntax)].compactMap { identifier -> ObjectIdentifier? in
            guard let identifier, case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier) else { return nil }
            return ObjectIdentifier(variable)
        })
        guard !shifts.isEmpty else { return false }
        func mentionsShift(_ expression: ExprSyntax) -> Bool {
            ([expression.unwrapped as? IdentifierExprSyntax].compactMap { $0 } + expression.descendants(IdentifierExprSyntax.self)).contains { identifier in
                guard case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier) else { return false }
                return shifts.contains(ObjectIdentifier(variable))
            }
        }
        /// `width - shift` (through local `let`s): the width shrinks by the shift.
        func reads(_ expression: ExprSyntax, depth: Int) -> Bool {
            let expression = expression.unwrapped
            if let binary = expression as? BinaryExprSyntax, binary.op == "-", mentionsShift(binary.rhs) { return true }
            if let identifier = expression as? IdentifierExprSyntax, depth < 2,
               case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
               let initializer = variable.initializer {
                return reads(initializer, depth: depth + 1)
            }
            if let call = expression as? CallExprSyntax, call.callee is IdentifierExprSyntax, ["max", "min"].contains(call.name ?? "") {
                return call.arguments.contains { $0.expression.map { reads($0, depth: depth) } ?? false }
            }
            if let ternary = expression as? TernaryExprSyntax {
                return reads(ternary.thenExpression, depth: depth) || reads(ternary.elseExpression, depth: depth)
            }
            return false
        }
        for modifier in context.chainCalls(of: call).dropFirst() where modifier.name == "frame" && modifier.callee is MemberAccessExprSyntax {
            if let width = modifier.argument("width"), reads(width, depth: 0) { return true }
        }
        return false
    }

    static let shapes: Set<String> = ["Capsule", "Circle", "Rectangle", "RoundedRectangle", "Ellipse", "UnevenRoundedRectangle"]

    /// A scroll indicator's thumb, a tab underline or a selection pill: a bare shape whose length
    /// along the axis it moves on is small (at most 60 points) or one tab wide (the strip's
    /// length divided by the number of tabs), moved within a bounded range (`trackLength *
    /// progress`, progress clamped to 0...1) or by its own length per page of the pager it
    /// follows. It shows where the user is, as the system indicator or a segmented control's
    /// thumb does; it is not decorative motion.
    func isPositionMarker(_ call: CallExprSyntax, _ value: ExprSyntax, _ context: FileContext) -> Bool {
        guard let axisLabel = call.arguments.first(where: { $0.expression === value || $0.expression?.contains(value) == true })?.label,
              axisLabel == "x" || axisLabel == "y" else { return false }
        let dimension = axisLabel == "x" ? "width" : "height"
        let chain = markerChain(of: call, context)
        guard let root = chain.first, root.callee is IdentifierExprSyntax, let name = root.name, Self.shapes.contains(name),
              let length = chain.last(where: { setsLength($0, along: dimension) }) else { return false }
        guard isSmallLength(length, dimension, context) || isOneTabWide(length, dimension, context) else { return false }
        let range = context.scrollRange(of: value)
        return (range.boundedAbove && range.boundedBelow) || movesOwnLengthPerPage(value, dimension, context)
    }

    /// The modifier chain of the view an offset moves, root first and up to the offset: for
    /// `content.offset(...)` inside `.visualEffect { content, proxy in }`, the chain the
    /// `visualEffect` is applied to comes first.
    func markerChain(of call: CallExprSyntax, _ context: FileContext) -> [CallExprSyntax] {
        let chain = Array(context.chainCalls(of: call).reversed())
        guard let base = chain.first?.base?.unwrapped as? IdentifierExprSyntax,
              case let .closureParameter(closure, 0)? = context.bindings.resolve(base.name, at: base),
              case .visualEffect = context.role(of: closure), let effect = context.owningCall(of: closure)?.call,
              let modified = effect.base else { return chain }
        return Array(context.chainCalls(of: modified).reversed()) + chain
    }

    /// `.frame(width:)` or `.containerRelativeFrame(.horizontal)`: a modifier that sets the view's
    /// length along `dimension` (the last one in the chain decides it).
    func setsLength(_ modifier: CallExprSyntax, along dimension: String) -> Bool {
        guard modifier.callee is MemberAccessExprSyntax else { return false }
        if modifier.name == "frame" { return modifier.argument(dimension) != nil }
        guard modifier.name == "containerRelativeFrame", let axes = modifier.arguments.first?.expression else { return false }
        let axis = dimension == "width" ? "horizontal" : "vertical"
        return axes.descendants(MemberAccessExprSyntax.self).contains { $0.name == axis }
            || (axes.unwrapped as? MemberAccessExprSyntax)?.name == axis
    }

    /// `.frame(width: 40)`: a fixed length of at most 60 points.
    func isSmallLength(_ modifier: CallExprSyntax, _ dimension: String, _ context: FileContext) -> Bool {
        guard modifier.name == "frame", let length = modifier.argument(dimension),
              let points = context.constantRange(of: length) else { return false }
        return points.upperBound <= 60
    }

    /// One tab of a strip: `.frame(width: size.width / CGFloat(tabs.count))` (through local
    /// `let`s), `.containerRelativeFrame(.horizontal, count: tabs.count, spacing: 0)`, or
    /// `.containerRelativeFrame(.horizontal) { length, _ in length / CGFloat(tabs.count) }`.
    func isOneTabWide(_ modifier: CallExprSyntax, _ dimension: String, _ context: FileContext) -> Bool {
        if modifier.name == "containerRelativeFrame" {
            if modifier.argument("count") != nil { return true }
            guard let closure = modifier.allClosures.first, let result = context.resultExpression(of: closure) else { return false }
            return dividesByTabCount(result, context, depth: 0)
        }
        guard let length = modifier.argument(dimension) else { return false }
        return dividesByTabCount(length, context, depth: 0)
    }

    /// `length / CGFloat(tabs.count)` or `length / 3`, directly or through local `let`s.
    func dividesByTabCount(_ expression: ExprSyntax, _ context: FileContext, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        switch expression.unwrapped {
        case let binary as BinaryExprSyntax where binary.op == "/":
            if let literal = binary.rhs.unwrapped as? LiteralExprSyntax, let count = literal.numericValue { return count >= 2 }
            return ([binary.rhs.unwrapped] + binary.rhs.descendants(ExprSyntax.self)).contains { ($0 as? MemberAccessExprSyntax)?.name == "count" }
        case let identifier as IdentifierExprSyntax:
            guard case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
                  let initializer = variable.initializer else { return false }
            return dividesByTabCount(initializer, context, depth: depth + 1)
        default:
            return false
        }
    }

    /// `proxy.size.width * (offset / containerSize.width)` in the marker's `visualEffect`: the
    /// marker moves its own length for each page length the pager scrolls, so it always sits
    /// under the tab of the page shown, whatever the number of pages.
    func movesOwnLengthPerPage(_ value: ExprSyntax, _ dimension: String, _ context: FileContext) -> Bool {
        guard let product = value.unwrapped as? BinaryExprSyntax, product.op == "*" else { return false }
        for (own, progress) in [(product.lhs, product.rhs), (product.rhs, product.lhs)] {
            guard let size = own.unwrapped as? MemberAccessExprSyntax, size.name == dimension,
                  let sizeBase = size.base?.unwrapped as? MemberAccessExprSyntax, sizeBase.name == "size",
                  let proxy = sizeBase.base?.unwrapped as? IdentifierExprSyntax,
                  case let .closureParameter(closure, 1)? = context.bindings.resolve(proxy.name, at: proxy),
                  case .visualEffect = context.role(of: closure),
                  isPageProgress(progress, dimension, context, depth: 0) else { continue }
            return true
        }
        return false
    }

    /// `offsetX / geometry.containerSize.width` (directly, through local `let`s, clamped to the
    /// pages there are with `min` / `max`, or stored in state every scroll-driven write of which is
    /// one): a scroll offset counted in page lengths along the same axis. A write that is not
    /// scroll-driven (a tapped tab's page number) does not change that.
    func isPageProgress(_ expression: ExprSyntax, _ dimension: String, _ context: FileContext, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        switch expression.unwrapped {
        case let binary as BinaryExprSyntax where binary.op == "/":
            return context.flow.value(of: binary.lhs).scroll && (binary.rhs.unwrapped as? MemberAccessExprSyntax)?.name == dimension
        case let call as CallExprSyntax where call.callee is IdentifierExprSyntax && (call.name == "min" || call.name == "max"):
            let scrollArguments = call.arguments.compactMap(\.expression).filter { context.flow.value(of: $0).scroll }
            return !scrollArguments.isEmpty && scrollArguments.allSatisfy { isPageProgress($0, dimension, context, depth: depth + 1) }
        case let identifier as IdentifierExprSyntax:
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .local(variable)?:
                guard let initializer = variable.initializer else { return false }
                return isPageProgress(initializer, dimension, context, depth: depth + 1)
            case let .member(type, property)?:
                let writes = context.assignments(directlyIn: type).filter { assignment in
                    context.state.write(assignment.target, at: assignment)?.rootName == property.name
                }
                let scrollWrites = writes.filter { context.flow.value(of: $0.value).scroll }
                return !scrollWrites.isEmpty && writes.allSatisfy { $0.op == "=" } && scrollWrites.allSatisfy { write in
                    isPageProgress(write.value, dimension, context, depth: depth + 1)
                }
            default:
                return false
            }
        default:
            return false
        }
    }

    /// A strip of page titles, each one tab wide (`HStack { ForEach(tabs) { Text($0).frame(width:
    /// tabWidth) } }`), moved by one title's width for each page the pager scrolls
    /// (`.offset(x: pageProgress * tabWidth)`, the progress counted in page widths): the title of
    /// the page shown stays in the same place, so the strip shows where the user is, as a tab
    /// underline does, and its motion is the pager's own swipe.
    func isPageTitleStrip(_ call: CallExprSyntax, _ value: ExprSyntax, _ context: FileContext) -> Bool {
        guard call.argument("x") === value, let product = value.unwrapped as? BinaryExprSyntax, product.op == "*",
              let root = markerChain(of: call, context).first, root.callee is IdentifierExprSyntax,
              root.name == "HStack" || root.name == "LazyHStack" else { return false }
        let titleWidths = Set(root.descendants(CallExprSyntax.self).compactMap { context.rowContentClosure(of: $0) }
            .flatMap { $0.descendants(CallExprSyntax.self) }
            .filter { $0.name == "frame" && $0.callee is MemberAccessExprSyntax }
            .compactMap { $0.argument("width").flatMap { localVariable($0, context) } })
        return [(product.lhs, product.rhs), (product.rhs, product.lhs)].contains { width, progress in
            guard let variable = localVariable(width, context) else { return false }
            return titleWidths.contains(variable) && isPageProgress(progress, "width", context, depth: 0)
        }
    }

    /// The local `let` / `var` a plain name refers to (`tabWidth`), by identity.
    func localVariable(_ expression: ExprSyntax, _ context: FileContext) -> ObjectIdentifier? {
        guard let identifier = expression.unwrapped as? IdentifierExprSyntax,
              case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier) else { return nil }
        return ObjectIdentifier(variable)
    }

    /// `.degrees(rotation(proxy))`: a method of the same type handed the effect's proxy that reads
    /// a scroll position from it (`proxy.frame(in: .scrollView).midX`). The method's name.
    func scrollReadingHelper(in expression: ExprSyntax, _ context: FileContext) -> String? {
        for call in [expression.unwrapped as? CallExprSyntax].compactMap({ $0 }) + expression.descendants(CallExprSyntax.self) {
            guard let index = call.arguments.firstIndex(where: { $0.expression.map { context.flow.value(of: $0).object == .proxy } ?? false }),
                  let function = context.calledMethod(call), let name = call.name,
                  index < function.parameters.count, let body = function.body,
                  readsScrollPosition(of: function.parameters[index].name, in: body, context) else { continue }
            return "\(name)(_:)"
        }
        return nil
    }

    /// The body reads `parameter.frame(in: space).minX` (or `bounds(of:)`) in a space that moves
    /// with the scroll.
    func readsScrollPosition(of parameter: String, in body: CodeBlockSyntax, _ context: FileContext) -> Bool {
        body.descendants(CallExprSyntax.self).contains { call in
            guard let member = call.callee as? MemberAccessExprSyntax, member.name == "frame" || member.name == "bounds",
                  let base = member.base?.unwrapped as? IdentifierExprSyntax, base.name == parameter,
                  case .functionParameter? = context.bindings.resolve(parameter, at: base),
                  let space = call.arguments.first?.expression,
                  context.motion(ofSpace: space, readBy: base) == .scrolls else { return false }
            var use: Syntax = call
            while let postfix = use.parent as? PostfixExprSyntax { use = postfix }
            guard let position = use.parent as? MemberAccessExprSyntax, position.base === use else { return false }
            return ["minX", "minY", "midX", "midY", "maxX", "maxY", "origin"].contains(position.name)
        }
    }

    /// The numbers inside an angle (`.degrees(x)`, `Angle(radians: x)`, `Angle.degrees(x)`).
    static func angleMeasures(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let call = expression.unwrapped as? CallExprSyntax, ["degrees", "radians", "Angle"].contains(call.name ?? "") else {
            return [expression]
        }
        return call.arguments.compactMap(\.expression)
    }
}
