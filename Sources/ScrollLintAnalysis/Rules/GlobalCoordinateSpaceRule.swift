import ScrollLintFindings
import ScrollLintSyntax

/// A scroll effect that measures in the global (screen) coordinate space.
struct GlobalCoordinateSpaceRule: Rule {
    static let id = "global-coordinate-space"
    static let defaultSeverity = Severity.warning
    static let summary = "A scroll effect measures its position in .global (screen) coordinates instead of the scroll view's."

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["visualEffect", "GeometryReader"])
    }

    static let verticalMembers: Set<String> = ["minY", "midY", "maxY"]
    static let horizontalMembers: Set<String> = ["minX", "midX", "maxX"]

    func check(_ context: FileContext) {
        // One finding per statement: a view that reads the global frame twice has one problem.
        var reportedStatements: Set<ObjectIdentifier> = []
        // How each view's global readings travel, worked out once per view.
        var flows: [ObjectIdentifier: GlobalPositionFlow] = [:]
        func isMeasuredAgainstScreenPositions(_ call: CallExprSyntax) -> Bool {
            // The visible part `bounds(of:)` gives changes its size with the scroll too.
            guard call.name == "frame", let type = context.enclosingType(of: call) else { return false }
            if flows[ObjectIdentifier(type)] == nil { flows[ObjectIdentifier(type)] = GlobalPositionFlow(type: type, context) }
            return flows[ObjectIdentifier(type)]!.isOnlyMeasuredAgainstScreenPositions(call)
        }
        for name in ["frame", "bounds"] {
            for call in context.modifiers(named: name) {
                guard Self.isGlobalFrame(call), let member = call.callee as? MemberAccessExprSyntax, let base = member.base,
                      context.flow.value(of: base).object == .proxy,
                      let proxy = base.unwrapped as? IdentifierExprSyntax,
                      case let .closureParameter(closure, _)? = context.bindings.resolve(proxy.name, at: proxy),
                      let place = place(of: call, proxyClosure: closure, context),
                      !Self.isScreenSpaceDelta(call, context), !Self.pinsToScreenOrigin(call), !Self.pinsToScreenTopWhileFlagged(call),
                      !isMeasuredAgainstScreenPositions(call),
                      !Self.fallsBackFromScrollView(call),
                      reportedStatements.insert(ObjectIdentifier(Self.statement(of: call))).inserted else { continue }
                // Bars, the safe area, headers and a sheet move y; what moves x is where the scroll
                // view sits across the screen.
                let positions = Self.positionReads(of: call, in: closure, context)
                let moves = !positions.isEmpty && positions.allSatisfy(Self.horizontalMembers.contains)
                    ? "so its x also counts where the scroll view sits across the screen (padding around it, a sidebar or split view, a sheet on iPad)"
                    : "so its y also counts what sits above the scroll view (the navigation bar and its large title, the safe area, a header) and moves when that changes or a sheet is presented"
                context.report(atToken: member.nameToken,
                               "`\(context.text(call))` \(place) measures in screen coordinates, \(moves); measure in the scroll view's space (`.scrollView`, or a named coordinate space on the ScrollView)")
            }
        }
    }

    /// `if let bounds = proxy.bounds(of: .scrollView) { ... } else { proxy.frame(in: .global) }`:
    /// the scroll view's space is tried first, and the screen is the fallback where there is none
    /// (inside a `List`), a choice the code spells out.
    static func fallsBackFromScrollView(_ call: CallExprSyntax) -> Bool {
        var node: Syntax = call
        for ancestor in call.ancestors {
            defer { node = ancestor }
            guard let branch = ancestor as? IfStmtSyntax else { continue }
            guard branch.elseBranch === node else { continue }
            return branch.conditions.contains { condition in
                condition.containsNode { inner in
                    guard let bounds = inner as? CallExprSyntax, bounds.name == "bounds",
                          var space = bounds.arguments.first?.expression?.unwrapped else { return false }
                    // `.scrollView(axis: .vertical)`: the space is the call's callee.
                    if let axis = space as? CallExprSyntax { space = axis.callee }
                    return space.dottedPath?.last == "scrollView"
                }
            }
        }
        return false
    }

    /// `x.frame(in: .global)`, `x.bounds(of: .global)`.
    static func isGlobalFrame(_ call: CallExprSyntax) -> Bool {
        guard call.name == "frame" || call.name == "bounds", call.callee is MemberAccessExprSyntax,
              call.arguments.count == 1, let space = call.arguments[0].expression else { return false }
        return isGlobal(space)
    }

    /// `.global`, `CoordinateSpace.global`.
    static func isGlobal(_ expression: ExprSyntax) -> Bool {
        guard let path = expression.unwrapped.dottedPath, path.last == "global" else { return false }
        return path == ["", "global"] || path == ["CoordinateSpace", "global"] || path == ["SwiftUI", "CoordinateSpace", "global"]
    }

    /// Where the proxy comes from, when that place is a scroll effect: `visualEffect`, or a
    /// `GeometryReader` in scroll content whose position along the scroll axis is read.
    func place(of call: CallExprSyntax, proxyClosure: ClosureExprSyntax, _ context: FileContext) -> String? {
        switch context.role(of: proxyClosure) {
        case .visualEffect:
            if spansWindowWidth(call, positions: Self.positionReads(of: call, in: proxyClosure, context), context) { return nil }
            // A full-screen scroll view that ignores the top safe area starts at the screen's
            // origin: screen coordinates are the scroll view's there.
            if let scroll = context.enclosingScrollContainer(of: call),
               context.enclosingChains(of: scroll).contains(where: context.ignoresTopSafeArea) { return nil }
            return "inside visualEffect"
        case .geometryReaderContent:
            guard let reader = context.owningCall(of: proxyClosure)?.call, context.isInScrollContent(reader) else { return nil }
            let positions = Self.positionReads(of: call, in: proxyClosure, context)
            // A read across the scroll axis (`maxX` in a vertical list, compared with the screen
            // width to wrap tags) is a layout hack, not a scroll effect.
            // A full-screen scroll view that ignores the top safe area starts at the screen's
            // origin, and an inset subtracted by hand converts the reading: screen coordinates
            // are the scroll view's there.
            if let scroll = context.enclosingScrollContainer(of: reader),
               context.enclosingChains(of: scroll).contains(where: context.ignoresTopSafeArea) { return nil }
            // A header reader that itself ignores the top safe area reaches up to the screen's
            // top edge: its global y is what it stretches and pins its content by.
            if context.ignoresTopSafeArea(context.chainCalls(of: context.chainTop(of: reader))) { return nil }
            // The same when the view's callers show it full screen (`Home().ignoresSafeArea()`).
            if let view = context.enclosingView(of: reader),
               context.project.isShownFullScreen(TypeNames.baseName(view.name), from: context.path) { return nil }
            if Self.subtractsSafeAreaInset(call) { return nil }
            if spansWindowWidth(reader, positions: positions, context) { return nil }
            let axis = Self.scrollAxis(around: reader, context)
            let alongAxis = positions.contains { member in
                switch axis {
                case .vertical?: return !Self.horizontalMembers.contains(member)
                case .horizontal?: return !Self.verticalMembers.contains(member)
                case nil: return true
                }
            }
            return alongAxis ? "in a GeometryReader inside scroll content" : nil
        default:
            return nil
        }
    }

    /// Positions in a scroll view that is the whole body of a view a `WindowGroup` shows (also
    /// through wrappers whose body is that view): with no bar, sheet or split view around it, the
    /// scroll view spans the window from its leading edge and starts below the top safe area, so
    /// the global x is the scroll view's x, and the global y the scroll view's y plus that inset.
    func spansWindowWidth(_ node: Syntax, positions: [String], _ context: FileContext) -> Bool {
        guard !positions.isEmpty, let scroll = context.enclosingScrollContainer(of: node),
              let view = context.enclosingView(of: scroll),
              context.project.isWindowRoot(TypeNames.baseName(view.name)),
              let root = context.getter(of: "body", in: view)?.singleExpression else { return false }
        return context.chainCalls(of: root).last === scroll
    }

    /// The position members read from the frame: `frame(in: .global).minY`, or through a local
    /// (`let rect = proxy.frame(in: .global)` ... `rect.minY`).
    static func positionReads(of call: CallExprSyntax, in closure: ClosureExprSyntax, _ context: FileContext) -> [String] {
        if let position = call.parent as? MemberAccessExprSyntax, position.base === call {
            return ScrollFlow.positionMembers.contains(position.name) ? [position.name] : []
        }
        guard let variable = call.parent as? VariableDeclSyntax, variable.initializer === call else { return [] }
        return closure.descendants(MemberAccessExprSyntax.self).compactMap { member in
            guard ScrollFlow.positionMembers.contains(member.name), let base = member.base as? IdentifierExprSyntax,
                  base.name == variable.name, case let .local(found)? = context.bindings.resolve(base.name, at: base),
                  found === variable else { return nil }
            return member.name
        }
    }

    /// The axis of the innermost scroll container whose content holds `node`.
    static func scrollAxis(around node: Syntax, _ context: FileContext) -> ScrollAxis? {
        context.enclosingScrollContainer(of: node).flatMap(context.scrollAxis(of:))
    }

    /// `proxy.frame(in: .global).minY - safeAreaInsets.top`: the inset taken off by hand.
    static func subtractsSafeAreaInset(_ call: CallExprSyntax) -> Bool {
        var node: Syntax = call
        while let parent = node.parent, parent is MemberAccessExprSyntax || parent is TupleExprSyntax { node = parent }
        guard let binary = node.parent as? BinaryExprSyntax, binary.op == "-", binary.lhs === node,
              let path = binary.rhs.unwrapped.dottedPath else { return false }
        return path.contains(where: namesSafeAreaInset)
    }

    /// Source text naming a safe-area inset (`safeAreaInsets.top`, `safeArea.top`, `topInset`):
    /// the amount by which the screen's origin and a scroll view under the bars differ.
    static func namesSafeAreaInset(_ text: String) -> Bool {
        let lowercased = text.lowercased()
        return lowercased.contains("safearea") || lowercased.contains("inset")
    }

    /// Source text naming the screen's or the window's bounds (`UIScreen.main.bounds.height`,
    /// `windows.first?.bounds`): a size measured in screen space, so a global position compared
    /// with it asks "is this on screen", which the global space answers.
    static func namesScreenBounds(_ text: String) -> Bool {
        text.contains("UIScreen.main.bounds") || text.contains(".screen.bounds") || namesScreenSizeExtension(text)
            || (text.lowercased().contains("window") && text.contains(".bounds"))
    }

    /// `source.minX - proxy.frame(in: .global).minX`: the distance between two places both measured
    /// on screen (the other a rectangle or point captured elsewhere), which is right wherever the
    /// scroll view sits.
    static func isScreenSpaceDelta(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let uses = positionUses(of: call, context) else { return false }
        var relative = false
        var absolute = false
        var stored: [[String]] = []
        // A reading handed on as a preference is judged where the view receives it.
        for use in uses.flatMap({ preferenceReceipts(of: $0, context) ?? [$0] }) {
            switch comparison(of: use, context) {
            case .againstScreen(let compensated):
                if compensated { return true }
                relative = true
            case .stored(let path):
                stored.append(path)
            case .initialCheck:
                continue
            case .extendedByInset, .other:
                // A live reading plus an inset is still a scroll effect measured on screen.
                absolute = true
            }
        }
        if absolute { return false }
        if relative && stored.isEmpty { return true }
        // Kept in state (`refresh.offset = minY`): then every read of that state must be relative.
        guard !stored.isEmpty, let type = context.enclosingType(of: call) else { return relative }
        var reads = 0
        for expression in type.descendants(ExprSyntax.self) {
            guard var path = expression.dottedPath, !path.isEmpty else { continue }
            if path.first == "self" { path.removeFirst() }
            guard stored.contains(path), (expression.parent as? MemberAccessExprSyntax)?.base !== expression,
                  (expression.parent as? AssignmentExprSyntax)?.target !== expression else { continue }
            switch comparison(of: expression, context) {
            case .againstScreen: reads += 1
            // The start captured once, extended by the window's inset: how far a header pinned to
            // the screen travels, screen coordinates on purpose.
            case .stored, .initialCheck, .extendedByInset: continue
            case .other: return false
            }
        }
        return reads > 0
    }

    /// The expressions carrying a position read from the global frame `call`: the reading itself
    /// (`frame(in: .global).minY`), the uses of a local holding it (`let minY = ...`), or the position
    /// reads of a local holding the whole rectangle (`let rect = ...` then `rect.minX`, `rect.minY`;
    /// its size does not move with the scroll). Nil when the rectangle goes anywhere else.
    static func positionUses(of call: CallExprSyntax, _ context: FileContext) -> [ExprSyntax]? {
        if let position = call.parent as? MemberAccessExprSyntax, position.base === call {
            guard let local = position.parent as? VariableDeclSyntax, local.initializer === position else { return [position] }
            return references(to: local, context)
        }
        guard let local = call.parent as? VariableDeclSyntax, local.initializer === call else { return nil }
        var uses: [ExprSyntax] = []
        for reference in references(to: local, context) {
            guard let member = reference.parent as? MemberAccessExprSyntax, member.base === reference else { return nil }
            if ScrollFlow.positionMembers.contains(member.name) {
                uses.append(member)
            } else if !["width", "height", "size"].contains(member.name) {
                return nil
            }
        }
        return uses
    }

    /// The identifiers in the scope of `local` that refer to it.
    static func references(to local: VariableDeclSyntax, _ context: FileContext) -> [IdentifierExprSyntax] {
        guard let scope = local.parent else { return [] }
        return scope.descendants(IdentifierExprSyntax.self).filter { identifier in
            guard identifier.name == local.name, case let .local(found)? = context.bindings.resolve(identifier.name, at: identifier) else { return false }
            return found === local
        }
    }

    enum Use {
        /// Compared with, or measured from, another place on screen (`compensated`: a safe-area
        /// inset, which converts the reading to the scroll view's space by hand).
        case againstScreen(compensated: Bool)
        /// Assigned to this property path.
        case stored([String])
        /// Tested for its initial value (`start == 0`): whether it was captured yet.
        case initialCheck
        /// Plus a safe-area inset (`start + safeAreaInsets.top`).
        case extendedByInset
        case other
    }

    static func comparison(of use: ExprSyntax, _ context: FileContext) -> Use {
        var operand: ExprSyntax = use
        while let tuple = operand.parent as? TupleExprSyntax, tuple.parenthesized === operand { operand = tuple }
        if let assignment = operand.parent as? AssignmentExprSyntax {
            guard assignment.value === operand, var path = assignment.target.unwrapped.dottedPath, !path.isEmpty else { return .other }
            if path.first == "self" { path.removeFirst() }
            return .stored(path)
        }
        // `start = CGPoint(x: rect.minX, y: rect.minY)`: each coordinate is kept at `start.x` / `start.y`.
        if let coordinate = pointCoordinate(of: operand), case let .stored(path) = comparison(of: coordinate.point, context) {
            return .stored(path + [coordinate.label])
        }
        // `outer.frame(in: .global).contains(CGPoint(x: rect.midX, y: rect.midY))`: tested against
        // another rectangle measured on screen, where the bars' and insets' offsets cancel.
        if let coordinate = pointCoordinate(of: operand), let test = coordinate.point.parent as? CallExprSyntax,
           test.name == "contains", test.arguments.count == 1, test.arguments.first?.expression === coordinate.point,
           let rectangle = test.base, screenMeasurementTexts(rectangle, context) != nil {
            return .againstScreen(compensated: false)
        }
        guard let binary = operand.parent as? BinaryExprSyntax, ["-", "+", "<", ">", "<=", ">=", "==", "!="].contains(binary.op) else { return .other }
        let other = binary.lhs === operand ? binary.rhs : binary.lhs
        if binary.op == "==" || binary.op == "!=", GeometryWritebackRule.isInitialValue(other) { return .initialCheck }
        guard let texts = screenMeasurementTexts(other, context) else { return .other }
        let compensated = texts.contains(where: namesSafeAreaInset)
        // A sum is no distance between two places; only a sum with the inset has a meaning here.
        if binary.op == "+" { return compensated ? .extendedByInset : .other }
        return .againstScreen(compensated: compensated)
    }

    /// A project's own shorthand for the screen's size: `UIScreen.height`, `UIScreen.screenWidth`.
    static func namesScreenSizeExtension(_ text: String) -> Bool {
        guard let range = text.range(of: "UIScreen.") else { return false }
        let member = text[range.upperBound...].prefix { $0.isLetter }.lowercased()
        return member.hasSuffix("height") || member.hasSuffix("width") || member == "size" || member == "screensize"
    }

    /// `.preference(key: Key.self, value: reading)`, received by the same view's
    /// `onPreferenceChange(Key.self) { value in ... }`: the uses of `value` there, which carry the
    /// reading on. Nil when `use` is no preference value or no action of the view receives it.
    static func preferenceReceipts(of use: ExprSyntax, _ context: FileContext) -> [ExprSyntax]? {
        guard let actions = preferenceActions(receiving: use, context) else { return nil }
        return actions.flatMap { action in
            let parameter = action.parameterName(0)
            return action.descendants(IdentifierExprSyntax.self).filter { identifier in
                guard identifier.name == parameter,
                      case let .closureParameter(closure, index)? = context.bindings.resolve(identifier.name, at: identifier) else { return false }
                return closure === action && index == 0
            }
        }
    }

    /// The same view's `onPreferenceChange(Key.self) { value in ... }` actions that receive `use`
    /// where it is the value of `.preference(key: Key.self, value: use)`. Nil when `use` is no
    /// preference value or no action of the view receives it.
    static func preferenceActions(receiving use: ExprSyntax, _ context: FileContext) -> [ClosureExprSyntax]? {
        guard use.enclosingArgument?.label == "value", let preference = use.parent as? CallExprSyntax,
              preference.name == "preference", let key = preference.argument("key").flatMap(FileSummarizer.metatypeName),
              let type = context.enclosingType(of: preference) else { return nil }
        let actions = context.modifiers(named: "onPreferenceChange").compactMap { receiver -> ClosureExprSyntax? in
            guard context.enclosingType(of: receiver) === type,
                  receiver.arguments.first?.expression.flatMap(FileSummarizer.metatypeName) == key,
                  let action = receiver.closure(boundTo: "action"), action.parameterName(0) != nil else { return nil }
            return action
        }
        return actions.isEmpty ? nil : actions
    }

    /// `CGPoint(x: value, y: ...)`: the point `value` is a coordinate of, and its label.
    static func pointCoordinate(of value: ExprSyntax) -> (point: CallExprSyntax, label: String)? {
        guard let point = value.parent as? CallExprSyntax, point.name == "CGPoint",
              let label = value.enclosingArgument?.label, label == "x" || label == "y" else { return nil }
        return (point, label)
    }

    /// When `expression` is a place measured on screen elsewhere, the source texts that show it: a
    /// stored or captured rectangle's position (`sourceFrame.minX`), a property the view fills from
    /// a global reading (`start`, set from `frame(in: .global).minY` when it was still zero), a
    /// safe-area inset (`safeTop + 100`, or a file-level `edges` holding the window's insets), or
    /// the screen's bounds (`UIScreen.main.bounds.height / 1.3`).
    static func screenMeasurementTexts(_ expression: ExprSyntax, _ context: FileContext) -> [String]? {
        let expression = expression.unwrapped
        if let member = expression as? MemberAccessExprSyntax, ScrollFlow.positionMembers.contains(member.name),
           let rectangle = member.base?.unwrapped, rectangle is IdentifierExprSyntax || rectangle is MemberAccessExprSyntax {
            return [context.text(member)]
        }
        var texts = sourceTexts(of: expression, context)
        // A property path assigned a global reading somewhere in the view (directly or from a local).
        if var path = expression.dottedPath, !path.isEmpty, let type = context.enclosingType(of: expression) {
            if path.first == "self" { path.removeFirst() }
            for value in assignedValues(to: path, in: type, context) {
                texts += sourceTexts(of: value, context)
            }
        }
        return texts.contains { $0.contains("frame(in: .global)") || namesSafeAreaInset($0) || namesScreenBounds($0) } ? texts : nil
    }

    /// The text of `expression`, and the initializers of the variables it names (locals, and
    /// variables declared at the file's top level, before or after the use).
    static func sourceTexts(of expression: ExprSyntax, _ context: FileContext) -> [String] {
        var texts = [context.text(expression)]
        for identifier in expression.descendants(IdentifierExprSyntax.self) {
            let variable: VariableDeclSyntax?
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .local(local)?: variable = local
            case nil: variable = context.bindings.fileLevelVariable(identifier.name)
            default: variable = nil
            }
            if let initializer = variable?.initializer { texts.append(context.text(initializer)) }
        }
        return texts
    }

    /// The values the type's own code assigns to a property path: `start = minY` for `start`, and
    /// `start = CGPoint(x: rect.minX, y: rect.minY)` gives `rect.minX` for `start.x`.
    static func assignedValues(to path: [String], in type: TypeDeclSyntax, _ context: FileContext) -> [ExprSyntax] {
        var values: [ExprSyntax] = []
        for assignment in context.assignments(directlyIn: type) {
            guard var target = assignment.target.unwrapped.dottedPath else { continue }
            if target.first == "self" { target.removeFirst() }
            if target == path {
                values.append(assignment.value)
            } else if target == Array(path.dropLast()), let label = path.last,
                      let point = assignment.value.unwrapped as? CallExprSyntax, point.name == "CGPoint",
                      let coordinate = point.argument(label) {
                values.append(coordinate)
            }
        }
        return values
    }

    /// `.offset(x: -proxy.frame(in: .global).minX, y: -proxy.frame(in: .global).minY)`: a layer
    /// pinned to the screen's origin on purpose (a full-window backdrop), not a scroll effect.
    static func pinsToScreenOrigin(_ call: CallExprSyntax) -> Bool {
        var node: Syntax = call
        while let parent = node.parent, !(parent is CallExprSyntax && (parent as? CallExprSyntax)?.name == "offset") {
            guard parent is ExprSyntax, !(parent is ClosureExprSyntax) else { return false }
            node = parent
        }
        guard let offset = node.parent as? CallExprSyntax,
              let x = offset.argument("x"), let y = offset.argument("y") else { return false }
        func isNegatedGlobal(_ expression: ExprSyntax, _ member: String) -> Bool {
            guard let prefix = expression.unwrapped as? PrefixExprSyntax, prefix.op == "-",
                  let position = prefix.operand.unwrapped as? MemberAccessExprSyntax, position.name == member,
                  let frame = position.base as? CallExprSyntax, frame.name == "frame",
                  let space = frame.arguments.first?.expression else { return false }
            return isGlobal(space)
        }
        return isNegatedGlobal(x, "minX") && isNegatedGlobal(y, "minY")
    }

    /// `.offset(y: isExpanded ? -proxy.frame(in: .global).minY : 0)`: while a flag of the view is
    /// on, the view is moved to the screen's top edge (a card expanding to full screen), a screen
    /// position on purpose. A condition that tests the reading itself (`minY > 0 ? -minY : 0`, a
    /// stretchy header) is a scroll effect and stays reported.
    static func pinsToScreenTopWhileFlagged(_ call: CallExprSyntax) -> Bool {
        guard let position = call.parent as? MemberAccessExprSyntax, position.base === call, position.name == "minY",
              let negation = position.parent as? PrefixExprSyntax, negation.op == "-" else { return false }
        var branch: ExprSyntax = negation
        while let tuple = branch.parent as? TupleExprSyntax, tuple.parenthesized === branch { branch = tuple }
        guard let ternary = branch.parent as? TernaryExprSyntax, ternary.condition !== branch,
              let other = (ternary.thenExpression === branch ? ternary.elseExpression : ternary.thenExpression).unwrapped as? LiteralExprSyntax,
              other.numericValue == 0, let proxy = call.base?.unwrapped as? IdentifierExprSyntax,
              !ternary.condition.containsNode(where: { ($0 as? IdentifierExprSyntax)?.name == proxy.name }),
              let offset = ternary.parent as? CallExprSyntax, offset.name == "offset",
              offset.argument("y") === ternary else { return false }
        return true
    }

    /// The statement `node` belongs to (the child of the enclosing block or closure).
    static func statement(of node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent, !(parent is CodeBlockSyntax || parent is ClosureExprSyntax || parent is SourceFileSyntax) {
            current = parent
        }
        return current
    }
}
