import ScrollLintFindings
import ScrollLintSyntax

/// A scroll position fed into the frame or padding of a view whose neighbours in a stack are laid
/// out again, and move, on every scroll frame.
struct LayoutFromScrollRule: Rule {
    static let id = "layout-from-scroll"
    static let defaultSeverity = Severity.warning
    static let enabledByDefault = false
    static let summary = "A scroll position sizes a view in a stack, so its neighbours are laid out again and move on every scroll frame."

    /// Layout modifiers and the arguments of each that decide size or spacing.
    static let layoutArguments: [String: Set<String?>?] = [
        "frame": nil, "padding": nil, "containerRelativeFrame": ["count", "span", "spacing"], "aspectRatio": nil,
    ]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["frame", "padding", "containerRelativeFrame", "aspectRatio"])
    }

    func check(_ context: FileContext) {
        for (name, labels) in Self.layoutArguments {
            for call in context.modifiers(named: name) {
                guard let nameToken = (call.callee as? MemberAccessExprSyntax)?.nameToken else { continue }
                for argument in call.arguments {
                    guard labels?.contains(argument.label) ?? true, let expression = argument.expression,
                          context.flow.value(of: expression).scroll else { continue }
                    // State written from scroll geometry is reported where it is written
                    // (scroll-state-per-frame, geometry-writeback).
                    let range = context.scrollRange(of: expression)
                    guard range.direct, !range.throughState, context.movesWithScroll(expression),
                          let stack = movedNeighbours(of: call, axes: axes(of: call, argument: argument), context) else { continue }
                    context.report(atToken: nameToken,
                                   "`.\(name)(\(Self.argumentText(call, context)))` follows the scroll position, so the other views of the `\(stack)` around it are laid out again and move on every scroll frame; if they need not move, keep this layout fixed and express the change at render time (offset or scaleEffect in visualEffect)")
                    break
                }
            }
        }
    }

    // MARK: Which neighbours move

    struct Axes: OptionSet {
        let rawValue: Int
        static let horizontal = Axes(rawValue: 1)
        static let vertical = Axes(rawValue: 2)
        static let both: Axes = [.horizontal, .vertical]
    }

    static let horizontalLabels: Set<String> = ["width", "minWidth", "idealWidth", "maxWidth"]
    static let verticalLabels: Set<String> = ["height", "minHeight", "idealHeight", "maxHeight"]

    /// The axes along which the modifier changes the view's size: a frame's width or height, the
    /// edges of a padding (`.top` vertical, `.horizontal` horizontal, none or `.all` both).
    func axes(of call: CallExprSyntax, argument: ArgumentSyntax) -> Axes {
        switch call.name {
        case "frame":
            if let label = argument.label {
                if Self.horizontalLabels.contains(label) { return .horizontal }
                if Self.verticalLabels.contains(label) { return .vertical }
            }
            return .both
        case "padding":
            guard let first = call.arguments.first, first.label == nil, first.expression !== argument.expression,
                  let edges = first.expression?.unwrapped else { return .both }
            var names: [String] = []
            if let member = edges as? MemberAccessExprSyntax {
                names = [member.name]
            } else if let set = edges as? CollectionExprSyntax {
                names = set.elements.compactMap { ($0.unwrapped as? MemberAccessExprSyntax)?.name }
            }
            var axes: Axes = []
            for name in names {
                switch name {
                case "top", "bottom", "vertical": axes.insert(.vertical)
                case "leading", "trailing", "horizontal": axes.insert(.horizontal)
                default: axes = .both
                }
            }
            return axes.isEmpty ? .both : axes
        default:
            return .both
        }
    }

    static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]
    static let horizontalStacks: Set<String> = ["HStack", "LazyHStack"]

    /// The stack (by name) whose other views move when the modified view changes size along
    /// `axes`: the view sits in a `VStack` / `HStack` / `ZStack` (directly, in a `Group`, or in the
    /// rows of a `ForEach`) with other, different views, and the stack lays them out along that
    /// axis (a `ZStack` along both). A stack whose own size changes across its axis is followed outwards.
    /// Nil when the view is alone in the `GeometryReader` that supplies the position (the reader
    /// has the size its parent offers, so the relayout stays inside it), or sits in a background,
    /// overlay or mask (which never move their host), or anywhere the analysis cannot follow.
    func movedNeighbours(of call: CallExprSyntax, axes: Axes, _ context: FileContext) -> String? {
        var view: Syntax = context.chainTop(of: call)
        var axes = axes
        while true {
            guard let closure = enclosingViewClosure(of: view), let (owner, _) = context.owningCall(of: closure),
                  owner.callee is IdentifierExprSyntax, let name = owner.name else { return nil }
            // The other rows of the same `ForEach` are copies of this view sharing out the space
            // (page dots making room for the active one): that relayout is the effect itself.
            if name == "ForEach", context.rowContentClosure(of: owner) === closure {
                view = context.chainTop(of: owner)
                continue
            }
            if name == "Group" {
                view = context.chainTop(of: owner)
                continue
            }
            let stackAxes: Axes
            if Self.verticalStacks.contains(name) {
                stackAxes = .vertical
            } else if Self.horizontalStacks.contains(name) {
                stackAxes = .horizontal
            } else if name == "ZStack" {
                stackAxes = .both
            } else {
                return nil
            }
            let hasNeighbours = closure.statements.filter { !($0 is VariableDeclSyntax) }.count > 1
            if hasNeighbours, !stackAxes.isDisjoint(with: axes) {
                // A stretchy header: a `ZStack` alone in a `GeometryReader`, offset up by the
                // scroll as it grows (`.offset(y: -max(0, minY))`), so that it stretches from the
                // top with its gradient and caption, layers of its own, inside a reader that keeps
                // the size its parent offers: nothing outside it moves.
                if name == "ZStack", isAloneInReader(owner, context), isPinnedByScroll(owner, context) { return nil }
                return isSizedByScroll(around: owner, axes: stackAxes.intersection(axes), context) ? nil : name
            }
            // The stack grows across its axis; its own neighbours may move.
            axes = axes.subtracting(stackAxes)
            if axes.isEmpty { return nil }
            view = context.chainTop(of: owner)
        }
    }

    /// Whether the stack `stack`, or a view around it, has a frame on one of `axes` that follows
    /// the scroll position itself: the stack is part of a stretchy or collapsing header sized as a
    /// whole (the header's own frame is not reported when it is alone in its reader). That frame
    /// lays every view of the stack out again on each scroll frame anyway, and the neighbours
    /// moving with it is the header's design; the view inside only follows the header's size.
    func isSizedByScroll(around stack: CallExprSyntax, axes: Axes, _ context: FileContext) -> Bool {
        var labels: Set<String> = []
        if axes.contains(.vertical) { labels.formUnion(Self.verticalLabels) }
        if axes.contains(.horizontal) { labels.formUnion(Self.horizontalLabels) }
        for view in context.enclosingViews(of: stack) {
            for call in view.chain where call.name == "frame" && call.callee is MemberAccessExprSyntax {
                if call.arguments.contains(where: { argument in
                    guard let label = argument.label, labels.contains(label), let expression = argument.expression else { return false }
                    return context.flow.value(of: expression).scroll
                }) { return true }
            }
        }
        return false
    }

    /// Whether `view` is the only view of a `GeometryReader`'s content.
    func isAloneInReader(_ view: CallExprSyntax, _ context: FileContext) -> Bool {
        let top = context.chainTop(of: view)
        guard let closure = enclosingViewClosure(of: top), let (reader, _) = context.owningCall(of: closure),
              reader.callee is IdentifierExprSyntax, reader.name == "GeometryReader" else { return false }
        let views = closure.statements.filter { !($0 is VariableDeclSyntax) }
        return views.count == 1 && views[0].contains(top)
    }

    /// Whether `stack` has an `.offset(y:)` that follows the scroll position.
    func isPinnedByScroll(_ stack: CallExprSyntax, _ context: FileContext) -> Bool {
        context.chainCalls(of: context.chainTop(of: stack)).contains { call in
            call.name == "offset" && call.callee is MemberAccessExprSyntax
                && call.argument("y").map { context.flow.value(of: $0).scroll } == true
        }
    }

    /// The closure whose statements include `view` (through `if` / `switch` branches).
    func enclosingViewClosure(of view: Syntax) -> ClosureExprSyntax? {
        for ancestor in view.ancestors {
            if let closure = ancestor as? ClosureExprSyntax { return closure }
            if ancestor is IfStmtSyntax || ancestor is CodeBlockSyntax || ancestor is SwitchStmtSyntax
                || ancestor is SwitchCaseSyntax || ancestor is StatementExprSyntax || ancestor is IfConfigSyntax
                || ancestor is IfConfigClauseSyntax {
                continue
            }
            return nil
        }
        return nil
    }

    /// The modifier's arguments as written, labels included, whitespace runs collapsed and long
    /// text shortened.
    static func argumentText(_ call: CallExprSyntax, _ context: FileContext) -> String {
        let parts = call.arguments.compactMap { argument -> String? in
            guard let expression = argument.expression else { return nil }
            let value = context.text(expression)
            return argument.label.map { "\($0): \(value)" } ?? value
        }
        var text = ""
        var lastWasSpace = false
        for character in parts.joined(separator: ", ") {
            if character.isWhitespace {
                if !lastWasSpace { text.append(" ") }
                lastWasSpace = true
            } else {
                text.append(character)
                lastWasSpace = false
            }
        }
        return text.count > 90 ? String(text.prefix(87)) + "..." : text
    }
}
