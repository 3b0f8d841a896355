import ScrollLintFindings
import ScrollLintSyntax

/// A scroll view inside the content of another scroll view that scrolls along the same axis.
struct NestedSameAxisScrollRule: Rule {
    static let id = "nested-same-axis-scroll"
    static let defaultSeverity = Severity.warning
    static let summary = "A `ScrollView` or `List` is nested in the content of another one that scrolls along the same axis."

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        // Two scroll containers in the file (`check(_:)`).
        calledNames.contains(CalledNames.scrollContainers)
    }

    func check(_ context: FileContext) {
        // Both scroll containers are calls in this file (the walks follow only this file's views,
        // methods and properties): one alone has nothing inside it.
        guard context.calls(named: "ScrollView").count + context.calls(named: "List").count > 1 else { return }
        let walks = ContentWalks()
        for name in ["ScrollView", "List"] {
            for outer in context.calls(named: name) where context.isScrollContainer(outer) {
                guard let axis = context.scrollAxis(of: outer), let content = context.scrollContentClosure(of: outer),
                      !context.isScrollDisabled(outer),
                      let type = context.enclosingType(of: outer) else { continue }
                var visited: Set<ObjectIdentifier> = []
                for found in scrolls(in: content, of: type, context, depth: 0, visited: &visited, walks: walks) {
                    // A walk that came back round to the outer container (through a name that
                    // resolved to the view's own `body`) has found nothing nested.
                    guard found.scroll !== outer, !found.scroll.contains(outer),
                          context.scrollAxis(of: found.scroll) == axis, !context.isScrollDisabled(found.scroll),
                          !FileContext.isDebugOnly(found.scroll), !(found.via.map(FileContext.isDebugOnly) ?? false),
                          !Self.isFallbackOfViewThatFits(found.via ?? found.scroll, axis: axis, context) else { continue }
                    if Self.isTextBox(found, axis: axis, context) || Self.isFullPage(found, of: outer, axis: axis, context) { continue }
                    report(found, outer: outer, axis: axis, context)
                }
            }
        }
    }

    /// `ViewThatFits { VStack { ... }; ScrollView { ... } }`: a scroll view offered only when the
    /// views before it do not fit. In the content of an outer scroll view along its axis nothing
    /// is too long, so the first choice is taken and the fallback is never built.
    /// (Only where it fits along that axis: `ViewThatFits(in: .horizontal)` picks by width.)
    static func isFallbackOfViewThatFits(_ node: Syntax, axis: ScrollAxis, _ context: FileContext) -> Bool {
        var child: Syntax = node
        for ancestor in node.ancestors {
            if let closure = ancestor as? ClosureExprSyntax {
                guard let (owner, _) = context.owningCall(of: closure), owner.name == "ViewThatFits",
                      owner.callee is IdentifierExprSyntax else { return false }
                if let axes = owner.argument("in").map(context.text), !axes.contains(axis.rawValue), !axes.contains("all") {
                    return false
                }
                return closure.statements.first.map { $0 !== child } ?? false
            }
            if ancestor is TypeDeclSyntax || ancestor is FunctionDeclSyntax { return false }
            child = ancestor
        }
        return false
    }

    struct Found {
        var scroll: CallExprSyntax
        /// The instantiation of another view of this file, in the outer content, that holds it.
        var via: CallExprSyntax?
        var viewName: String?
    }

    func report(_ found: Found, outer: CallExprSyntax, axis: ScrollAxis, _ context: FileContext) {
        let inner = found.scroll.name ?? "ScrollView"
        let outerName = outer.name ?? "ScrollView"
        let fix = inner == "List"
            ? "show the rows as a `LazyVStack` (or `ForEach`) in the outer content, or make the `List` the only scroll view"
            : "let the outer `\(outerName)` scroll this content (drop the inner `ScrollView`), or give the inner one the other axis"
        let related = [context.related(outer, "the outer \(axis.rawValue) `\(outerName)`")]
        // A panel's finding: the subject names the inner scroll view (or the view that contains it,
        // followed by `joiner`), and `claim` says what happens to it.
        func reportPanel(joiner: String, _ claim: String) {
            let subject = found.viewName.map { "`\($0)` contains a \(axis.rawValue) `\(inner)` \(joiner)" } ?? "This \(axis.rawValue) `\(inner)`"
            context.report(at: (found.via ?? found.scroll).callee, "\(subject) \(claim)",
                           related: found.via == nil ? related : related + [context.related(found.scroll, "the \(axis.rawValue) `\(inner)` in `\(found.viewName ?? inner)`")])
        }
        if Self.isInOverlay(found.via ?? found.scroll, of: outer, context) {
            // An overlay takes the size of the view it covers: the inner one neither sizes itself
            // to its content nor collapses, it scrolls along with the page.
            reportPanel(joiner: "and", "is shown in an overlay (or background) inside the content of a \(axis.rawValue) `\(outerName)`: it takes the size of the view it covers, moves with the page, and the two compete for the same drags; attach the overlay outside the outer `\(outerName)`, or disable the outer one's scrolling while it is shown")
            return
        }
        if Self.isSizedToItsRows(found, axis: axis, context) {
            // A frame as long as its rows: the inner one never scrolls, only its bounce is left.
            reportPanel(joiner: "that", "is sized to its rows (a frame computed from the count of the collection its `ForEach` shows) inside the content of a \(axis.rawValue) `\(outerName)`: it never scrolls, but it still bounces and takes the drags that start on it from the page; add `.scrollDisabled(true)` to it")
            return
        }
        if Self.isCapped(found, axis: axis, context) {
            // On the Mac there are no drags to compete for: the wheel scrolls whatever view is
            // under the pointer, and a list box of fixed height in a scrolling form is the
            // platform's usual control.
            if context.isMacCode { return }
            // A panel given a height of its own scrolls within it: the problem is only the drags.
            reportPanel(joiner: "and", "is capped by a frame inside the content of a \(axis.rawValue) `\(outerName)`: drags that start on it scroll the panel, not the page, until it reaches its end; make sure that is wanted, or show the panel's rows in the outer content")
            return
        }
        if let via = found.via, let viewName = found.viewName {
            context.report(at: via.callee,
                           "`\(viewName)` contains a \(axis.rawValue) `\(inner)`, and it is placed in the content of a \(axis.rawValue) `\(outerName)`: the two compete for the same drags and the inner one sizes itself to its content or collapses; \(fix)",
                           related: related + [context.related(found.scroll, "the \(axis.rawValue) `\(inner)` in `\(viewName)`")])
        } else {
            context.report(at: found.scroll.callee,
                           "This \(axis.rawValue) `\(inner)` is inside the content of a \(axis.rawValue) `\(outerName)`: the two compete for the same drags and the inner one sizes itself to its content or collapses; \(fix)",
                           related: related)
        }
    }

    /// The scroll containers shown in place by `root` (not inside a further scroll container,
    /// a sheet, a navigation destination or an action), looking through computed properties and
    /// methods of `type` and the bodies of views declared in this file that `root` instantiates.
    func scrolls(in root: Syntax, of type: TypeDeclSyntax, _ context: FileContext, depth: Int,
                 visited: inout Set<ObjectIdentifier>, walks: ContentWalks) -> [Found] {
        guard depth < 4 else { return [] }
        let walk = walks.walk(of: root, in: type) { Self.walk(root, of: type, context) }
        var found = walk.found
        for next in walk.next where !visited.contains(ObjectIdentifier(next.content)) {
            visited.insert(ObjectIdentifier(next.content))
            for inner in scrolls(in: next.content, of: next.type, context, depth: depth + 1, visited: &visited, walks: walks) {
                // The instantiation closest to the outer scroll view is where it is reported.
                found.append(next.via.map { Found(scroll: inner.scroll, via: $0, viewName: next.viewName) } ?? inner)
            }
        }
        return found
    }

    /// One walk of `root`: the scroll containers in it, and what it leads into.
    static func walk(_ root: Syntax, of type: TypeDeclSyntax, _ context: FileContext) -> ContentWalk {
        // Only names of the type's computed properties can lead into another getter; checking the
        // name first spares a scope lookup for every other identifier in the content.
        let computedNames = Set(type.members.flatMap(FileSummarizer.variables(in:)).filter { !$0.isStored }.map(\.name))
        var walk = ContentWalk()
        root.walk { node in
            if context.isPresentedArgument(node) { return false }
            switch node {
            case let closure as ClosureExprSyntax where closure !== root:
                return context.isRenderClosure(closure) && !context.isPresentedContent(closure)
            case let call as CallExprSyntax:
                if context.isScrollContainer(call) {
                    walk.found.append(Found(scroll: call))
                    return false
                }
                // `rows().scrollDisabled(true)`: whatever the call builds does not scroll.
                guard let name = call.name, !context.isScrollDisabled(call) else { return true }
                if call.callee is IdentifierExprSyntax, let view = context.viewDeclaration(named: name), view !== type,
                   let body = context.getter(of: "body", in: view) {
                    walk.next.append((body, view, call, name))
                } else if let method = context.calledMethod(call)?.body {
                    walk.next.append((method, type, nil, nil))
                }
                return true
            case let identifier as IdentifierExprSyntax:
                if computedNames.contains(identifier.name),
                   let property = computedProperty(identifier, of: type, context) { walk.next.append((property, type, nil, nil)) }
                return true
            case let member as MemberAccessExprSyntax:
                if member.base?.isSelfReference == true, let property = context.getter(of: member.name, in: type) {
                    walk.next.append((property, type, nil, nil))
                }
                return true
            case is TypeDeclSyntax, is FunctionDeclSyntax:
                return node === root
            default:
                return true
            }
        }
        return walk
    }

    /// What one piece of content shows: the scroll containers in it, and the bodies it leads into
    /// (this file's views it instantiates, methods it calls, computed properties it reads).
    struct ContentWalk {
        var found: [Found] = []
        var next: [(content: Syntax, type: TypeDeclSyntax, via: CallExprSyntax?, viewName: String?)] = []
    }

    /// The walks of one file, by content and type: the outer containers of a file share the
    /// views and properties they show, and each is walked once.
    final class ContentWalks {
        private var walks: [[ObjectIdentifier]: ContentWalk] = [:]

        func walk(of content: Syntax, in type: TypeDeclSyntax, _ make: () -> ContentWalk) -> ContentWalk {
            let key = [ObjectIdentifier(content), ObjectIdentifier(type)]
            if let known = walks[key] { return known }
            let walk = make()
            walks[key] = walk
            return walk
        }
    }

    /// A page of a paging scroll view: the outer one snaps by pages (`.scrollTargetBehavior(.paging)`)
    /// and every frame of the inner one along the axis is the height (or width) of the proxy of a
    /// `GeometryReader` around the outer one, the viewport. Each inner list fills the screen the
    /// outer one pages between, like a vertical `TabView` of lists: a layout chosen on purpose.
    static func isFullPage(_ found: Found, of outer: CallExprSyntax, axis: ScrollAxis, _ context: FileContext) -> Bool {
        let pages = context.chainCalls(of: context.chainTop(of: outer)).contains { modifier in
            modifier.name == "scrollTargetBehavior" && modifier.arguments.first?.expression?.unwrapped.dottedPath == ["", "paging"]
        }
        guard pages else { return false }
        let lengths = frameLengths(found, axis: axis, context)
        let length = axis == .vertical ? "height" : "width"
        return !lengths.isEmpty && lengths.allSatisfy { value in
            var root: ExprSyntax? = value.unwrapped
            while let member = root as? MemberAccessExprSyntax { root = member.base }
            guard let path = value.unwrapped.dottedPath, path.count == 3, path[1] == "size", path[2] == length,
                  let proxy = root as? IdentifierExprSyntax,
                  case let .closureParameter(closure, 0)? = context.bindings.resolve(path[0], at: proxy),
                  case .geometryReaderContent = context.role(of: closure) else { return false }
            return closure.contains(outer)
        }
    }

    /// `.frame(maxHeight: 300)` (or `height:`) along the scroll axis on the inner scroll view or a
    /// view around it in its declaration, or on the instantiation that holds it.
    static func isCapped(_ found: Found, axis: ScrollAxis, _ context: FileContext) -> Bool {
        !frameLengths(found, axis: axis, context).isEmpty
    }

    /// The lengths along the scroll axis (`height:` / `maxHeight:`, or the widths) given by the
    /// `.frame` modifiers on the inner scroll view, on the views around it in its declaration, and
    /// on the instantiation that holds it.
    static func frameLengths(_ found: Found, axis: ScrollAxis, _ context: FileContext) -> [ExprSyntax] {
        let labels: Set<String> = axis == .vertical ? ["height", "maxHeight"] : ["width", "maxWidth"]
        var chains = [context.chainCalls(of: context.chainTop(of: found.scroll))] + context.enclosingChains(of: found.scroll)
        if let via = found.via { chains.append(context.chainCalls(of: context.chainTop(of: via))) }
        return chains.joined().filter { $0.name == "frame" && $0.callee is MemberAccessExprSyntax }.flatMap { frame in
            frame.arguments.filter { $0.label.map(labels.contains) ?? false }.compactMap(\.expression)
        }
    }

    /// Every frame along the axis is arithmetic of the count of the collection the inner
    /// container's rows iterate (`.frame(height: CGFloat(order.count * 60))` on a `List` of
    /// `ForEach(order)`, kept for drag-to-reorder): the container is as long as its rows, so it
    /// never scrolls. What is left of the nesting is its bounce, which still takes the drags that
    /// start on it; `.scrollDisabled(true)` is the fix, not moving the rows. A frame that also caps
    /// the length (`min(order.count * 60, 300)`) lets it scroll again: that is a capped panel.
    static func isSizedToItsRows(_ found: Found, axis: ScrollAxis, _ context: FileContext) -> Bool {
        let lengths = frameLengths(found, axis: axis, context)
        let collections = rowCollections(of: found.scroll, context)
        guard !lengths.isEmpty, !collections.isEmpty else { return false }
        return lengths.allSatisfy { (countTerms(in: $0, of: collections, depth: 0) ?? 0) > 0 }
    }

    /// The collections whose elements are the inner container's rows, as paths without `self`:
    /// the data of each outermost `ForEach` in its content and of `List(data)` itself, through calls that
    /// keep one row per element (`Array(order.enumerated())`, `order.indices`).
    static func rowCollections(of scroll: CallExprSyntax, _ context: FileContext) -> Set<[String]> {
        var data: [ExprSyntax] = []
        if scroll.name == "List", let first = scroll.arguments.first, first.label == nil, let expression = first.expression {
            data.append(expression)
        }
        if let content = context.scrollContentClosure(of: scroll) {
            for call in content.descendants(CallExprSyntax.self) where call.name == "ForEach" && call.callee is IdentifierExprSyntax {
                // A `ForEach` inside the rows of another one shows several rows per outer element.
                if let row = context.enclosingRowContent(of: call), scroll.contains(row.call) { continue }
                if let first = call.arguments.first, first.label == nil, let expression = first.expression { data.append(expression) }
            }
            // `func rows(_ items: [Coin], content: ([Coin]) -> some View)` wrapping `List { content(items) }`:
            // the closure the caller hands in builds the rows of what it is given.
            let builders = Set((scroll.ancestor(FunctionDeclSyntax.self)?.parameters ?? [])
                .filter { TypeNames.isFunctionType($0.type) }.map(\.name))
            for call in content.descendants(CallExprSyntax.self) {
                guard let name = (call.callee as? IdentifierExprSyntax)?.name, builders.contains(name) else { continue }
                data += call.arguments.filter { $0.label == nil }.compactMap(\.expression)
            }
        }
        return Set(data.compactMap(elementCollection))
    }

    /// `order` in `order`, `self.order`, `Array(order.enumerated())`, `order.indices`: the
    /// collection with as many elements as the expression.
    static func elementCollection(_ expression: ExprSyntax) -> [String]? {
        var current = expression.unwrapped
        for _ in 0..<8 {
            current = current.peelingCalls(["enumerated", "reversed", "sorted"])
            if let member = current as? MemberAccessExprSyntax, ["indices", "lazy"].contains(member.name), let base = member.base {
                current = base.unwrapped
                continue
            }
            guard var path = current.dottedPath, !path.isEmpty else { return nil }
            if path.first == "self" { path.removeFirst() }
            return path.isEmpty ? nil : path
        }
        return nil
    }

    /// How many times `expression` reads `.count` of one of `collections`, when it is only that
    /// combined with numbers and names by `+ - * /` and numeric conversions (`CGFloat(...)`);
    /// nil for anything else (a `min`, a ternary, a call).
    static func countTerms(in expression: ExprSyntax, of collections: Set<[String]>, depth: Int) -> Int? {
        guard depth < 8 else { return nil }
        let expression = expression.unwrapped
        switch expression {
        case let literal as LiteralExprSyntax:
            return literal.numericValue == nil ? nil : 0
        case let member as MemberAccessExprSyntax where member.name == "count":
            guard var path = member.base?.dottedPath else { return nil }
            if path.first == "self" { path.removeFirst() }
            return collections.contains(path) ? 1 : nil
        case let binary as BinaryExprSyntax where ["+", "-", "*", "/"].contains(binary.op):
            guard let left = countTerms(in: binary.lhs, of: collections, depth: depth + 1),
                  let right = countTerms(in: binary.rhs, of: collections, depth: depth + 1) else { return nil }
            return left + right
        case let call as CallExprSyntax:
            guard let name = call.name, ["CGFloat", "Double", "Float", "Int"].contains(name), call.callee is IdentifierExprSyntax,
                  call.arguments.count == 1, let argument = call.arguments[0].expression else { return nil }
            return countTerms(in: argument, of: collections, depth: depth + 1)
        default:
            // A row height kept in a name (`rowHeight`, `Metrics.row`).
            return expression.dottedPath == nil ? nil : 0
        }
    }

    /// A capped `ScrollView` whose whole content is one `Text` (a log, a JSON dump), shown once in
    /// the outer content: the usual bounded text box. A long text needs a scroller of its own once
    /// it is given a height, and there are no rows the outer content could show instead. Repeated in
    /// every row of a `ForEach` or `List`, each row would take the page's drags: still reported.
    static func isTextBox(_ found: Found, axis: ScrollAxis, _ context: FileContext) -> Bool {
        guard isCapped(found, axis: axis, context), showsOneText(found.scroll, context) else { return false }
        return context.enclosingRowContent(of: found.via ?? found.scroll) == nil
    }

    /// A `ScrollView` whose whole content is one `Text`, with its font or selection modifiers.
    static func showsOneText(_ scroll: CallExprSyntax, _ context: FileContext) -> Bool {
        guard scroll.name == "ScrollView", let content = context.scrollContentClosure(of: scroll),
              let only = content.singleExpression, let root = context.chainCalls(of: only).last,
              root.callee is IdentifierExprSyntax else { return false }
        return root.name == "Text"
    }

    /// Whether `node` lies in an `overlay` or `background` of a view inside `outer`'s content.
    static func isInOverlay(_ node: Syntax, of outer: CallExprSyntax, _ context: FileContext) -> Bool {
        for closure in context.enclosingClosures(of: node) {
            guard let (call, _) = context.owningCall(of: closure) else { continue }
            if call === outer { return false }
            if call.callee is MemberAccessExprSyntax, call.name == "overlay" || call.name == "background" { return true }
        }
        return false
    }

    /// `header` naming a computed property of `type` (not a local or a parameter of that name).
    static func computedProperty(_ identifier: IdentifierExprSyntax, of type: TypeDeclSyntax, _ context: FileContext) -> CodeBlockSyntax? {
        if (identifier.parent as? MemberAccessExprSyntax)?.base === identifier { return nil }
        guard case let .member(owner, property)? = context.bindings.resolve(identifier.name, at: identifier),
              owner === type, !property.isStored else { return nil }
        return context.getter(of: identifier.name, in: type)
    }
}
