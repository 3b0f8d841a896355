import ScrollLintSyntax

/// Which coordinate spaces move with a scroll view. `ScrollFlow` counts every
/// `proxy.frame(in:)` / `bounds(of:)` position as a scroll position; a rule that claims "moves
/// with the scroll" asks here whether the space can: `.scrollView` does; `.local` never does;
/// `.named("x")` does when a view that declares `x` is or contains a scroll view; `.global` does
/// when the reading sits in a type that has a scroll view.
extension FileContext {
    public enum SpaceMotion { case scrolls, fixed, unknown }

    /// Whether a value the scroll flow calls scroll-derived can change as a scroll view scrolls:
    /// false only when every geometry position it is computed from (through local `let`s) is in a
    /// space that no scroll view moves (a named space declared on a drag-moved stack, `.global`
    /// in a type without a scroll view). Anything not followed counts as moving.
    public func movesWithScroll(_ expression: ExprSyntax) -> Bool {
        var visited: Set<ObjectIdentifier> = []
        var sawFixed = false
        var sawMoving = false
        func visit(_ expression: ExprSyntax, _ depth: Int) {
            guard depth < 12, !sawMoving, visited.insert(ObjectIdentifier(expression)).inserted else { return }
            expression.walk { node in
                guard !sawMoving else { return false }
                switch node {
                case let call as CallExprSyntax:
                    guard let member = call.callee as? MemberAccessExprSyntax, let base = member.base,
                          member.name == "frame" || member.name == "bounds",
                          flow.value(of: base).object == .proxy else { return true }
                    // A size read from the rect (`frame(in: .global).width`) is no position.
                    var use: Syntax = call
                    while let postfix = use.parent as? PostfixExprSyntax { use = postfix }
                    if let size = use.parent as? MemberAccessExprSyntax, size.base === use,
                       ["width", "height", "size"].contains(size.name) { return false }
                    let space = call.arguments.first?.expression
                    switch space.map({ motion(ofSpace: $0, readBy: base) }) ?? .unknown {
                    case .fixed: sawFixed = true
                    case .scrolls, .unknown: sawMoving = true
                    }
                    return false
                case let member as MemberAccessExprSyntax:
                    guard let base = member.base else { return true }
                    switch flow.value(of: base).object {
                    case .scrollGeometry?, .transitionPhase?:
                        sawMoving = true
                        return false
                    default:
                        return true
                    }
                case let identifier as IdentifierExprSyntax:
                    let value = flow.value(of: identifier)
                    guard value.scroll || value.object != nil else { return true }
                    switch bindings.resolve(identifier.name, at: identifier) {
                    case let .local(variable)?:
                        if let initializer = variable.initializer { visit(initializer, depth + 1) } else { sawMoving = true }
                    case let .conditionBinding(condition)?:
                        if let value = condition.expression { visit(value, depth + 1) } else { sawMoving = true }
                    case let .closureParameter(closure, _)?:
                        switch role(of: closure) {
                        case .geometryReaderContent, .visualEffect, .geometryTransform:
                            break  // the proxy itself: its readings are visited where they are made
                        case .scrollGeometryAction, .geometryAction:
                            if let result = transformResult(pairedWith: closure) {
                                visit(result, depth + 1)
                            } else {
                                sawMoving = true
                            }
                        default:
                            sawMoving = true
                        }
                    default:
                        sawMoving = true
                    }
                    return true
                default:
                    return true
                }
            }
        }
        visit(expression, 0)
        return sawMoving || !sawFixed
    }

    /// How the coordinate space `space` (the argument of `frame(in:)` / `bounds(of:)`) moves with
    /// scrolling, for a reading made through `proxy`. Without a proxy, `.global` is unknown: the
    /// scroll view may be in another file.
    public func motion(ofSpace space: ExprSyntax, readBy proxy: ExprSyntax?) -> SpaceMotion {
        let space = space.unwrapped
        var name: String?
        var argument: ExprSyntax?
        if let member = space as? MemberAccessExprSyntax, member.base == nil || member.base?.dottedPath == ["CoordinateSpace"] {
            name = member.name
        } else if let call = space as? CallExprSyntax, let member = call.callee as? MemberAccessExprSyntax,
                  member.base == nil || member.base?.dottedPath == ["CoordinateSpace"] {
            name = member.name
            argument = call.arguments.first?.expression
        } else if space is LiteralExprSyntax {
            // `frame(in: "scroll")` is not valid; a string names a space only through `.named`.
            return .unknown
        }
        switch name {
        case "scrollView"?: return .scrolls
        case "local"?: return .fixed
        case "global"?:
            guard let proxy else { return .unknown }
            return typeContainsScrollView(around: proxy) ? .scrolls : .fixed
        case "named"?: return argument.map(motion(ofNamedSpace:)) ?? .unknown
        default: return .unknown
        }
    }

    /// `.named(x)`: the views of this file that declare `x` with `.coordinateSpace(name:)` /
    /// `.coordinateSpace(.named(x))`. It scrolls when one of them is or contains a scroll view (or a
    /// view of the project that may hold one); it is fixed when every one is a plain stack, a
    /// `GeometryReader` or the like moved by other means (a drag gesture). Unknown when this file
    /// declares no such space.
    func motion(ofNamedSpace name: ExprSyntax) -> SpaceMotion {
        let declarations = declarations(ofNamedSpace: name)
        for call in declarations {
            guard let view = call.base else { return .unknown }
            if mayHoldScrollView(view) { return .scrolls }
        }
        return declarations.isEmpty ? .unknown : .fixed
    }

    /// The file's `.coordinateSpace(name:)` / `.coordinateSpace(.named(...))` modifiers that
    /// declare the space `name`.
    func declarations(ofNamedSpace name: ExprSyntax) -> [CallExprSyntax] {
        let key = text(name).filter { !$0.isWhitespace }
        return modifiers(named: "coordinateSpace").filter { call in
            guard let argument = call.arguments.first?.expression else { return false }
            var declaredName: ExprSyntax?
            if call.arguments.first?.label == "name" {
                declaredName = argument
            } else if let named = argument.unwrapped as? CallExprSyntax, named.name == "named" {
                declaredName = named.arguments.first?.expression
            }
            return declaredName.map { text($0).filter { !$0.isWhitespace } == key } ?? false
        }
    }

    /// Whether every declaration of the space `name` is on a view that contains `node` with no
    /// scroll view between them (`VStack { ... reader ... }.coordinateSpace(.named("content"))`
    /// inside a `ScrollView`): the reader and the space move together.
    func isDeclaredAround(_ node: Syntax, withoutScrollViewBetween name: ExprSyntax) -> Bool {
        let declarations = declarations(ofNamedSpace: name)
        return !declarations.isEmpty && declarations.allSatisfy { call in
            guard let view = call.base, view.contains(node) else { return false }
            // The view holds the scroll view around the reader when it is that scroll view or
            // lies outside it: the space is declared on the scroll view or beyond it.
            guard let scroll = enclosingScrollContainer(of: node) else { return true }
            return !view.contains(scroll)
        }
    }

    /// `view` is a `ScrollView` / `List` or contains one, directly or in a view of this file it
    /// builds (a few levels deep); a view of the project declared elsewhere may hold one too.
    func mayHoldScrollView(_ view: Syntax, depth: Int = 0) -> Bool {
        var found = false
        view.walk { node in
            guard !found else { return false }
            guard let call = node as? CallExprSyntax, call.callee is IdentifierExprSyntax, let name = call.name else { return true }
            if self.isScrollContainer(call) {
                found = true
            } else if let type = self.type(named: name), type.hasBody || type.inheritedTypes.contains("View") {
                if let declaration = viewDeclaration(named: name), depth < 3 {
                    found = mayHoldScrollView(declaration, depth: depth + 1)
                } else {
                    found = true
                }
            }
            return !found
        }
        return found
    }

    /// Whether the outermost type around `node` builds a `ScrollView` or `List` anywhere: only
    /// then can a `.global` position inside it move with a scroll (as far as this file shows).
    func typeContainsScrollView(around node: Syntax) -> Bool {
        var outermost: TypeDeclSyntax?
        var current: Syntax? = node
        while let type = current?.ancestor(TypeDeclSyntax.self) {
            outermost = type
            current = type
        }
        guard let outermost else { return true }
        return !calls(named: "ScrollView").filter { outermost.contains($0) && isScrollContainer($0) }.isEmpty
            || !calls(named: "List").filter { outermost.contains($0) && $0.callee is IdentifierExprSyntax }.isEmpty
    }
}
