import ScrollLintSyntax

/// The scroll axis of a `ScrollView` or `List`.
public enum ScrollAxis: String, Sendable {
    case vertical, horizontal
}

/// Questions about containers of views: which closure builds one row per element of a
/// `ForEach` / `List`, which closures are presented elsewhere (a sheet, a navigation destination)
/// rather than shown in place, and which scroll views scroll along which axis.
extension FileContext {
    /// A sidebar `List`: styled `.sidebar` / `SidebarListStyle()` (on the list, or on a section
    /// inside it), the sidebar column of a `NavigationSplitView`, or the body of a view named as
    /// the sidebar. Its rows are the app's navigation (folders, saved places, accounts), a handful
    /// the user made, not content that grows with the data.
    public func isSidebarList(_ list: CallExprSyntax) -> Bool {
        func isSidebarStyle(_ call: CallExprSyntax) -> Bool {
            guard call.name == "listStyle", let style = call.arguments.first?.expression?.unwrapped else { return false }
            let spelled = text(style)
            return spelled == ".sidebar" || spelled == "SidebarListStyle()"
        }
        if let view = enclosingView(of: list), view.name.hasSuffix("Sidebar") { return true }
        if isInSidebarColumn(list) { return true }
        return chainCalls(of: chainTop(of: list)).contains(where: isSidebarStyle)
            || list.descendants(CallExprSyntax.self).contains(where: isSidebarStyle)
    }

    /// Whether `node` is shown in the sidebar column of a `NavigationSplitView` (or the first of
    /// several columns of a `NavigationView`): in place inside its sidebar closure (through stacks
    /// and modifiers), inside a helper view of the type (`var master: some View`) that is, or in
    /// the body of a view the project shows there (`NavigationSplitView { NavbarView() }` in
    /// another file).
    func isInSidebarColumn(_ node: Syntax, depth: Int = 0) -> Bool {
        let closures = shownInPlaceClosures(of: node)
        for closure in closures {
            if let (split, parameter) = owningCall(of: closure), split.name == "NavigationSplitView",
               split.callee is IdentifierExprSyntax, parameter == "sidebar" || split.trailingClosures.first?.closure === closure {
                return true
            }
            // `NavigationView { List { ... }; Detail() }`: with more than one column, the first
            // view is the sidebar.
            if let (navigation, _) = owningCall(of: closure), navigation.name == "NavigationView",
               navigation.callee is IdentifierExprSyntax, closure.statements.count > 1, let first = closure.statements.first,
               first.contains(node) {
                return true
            }
        }
        // Out to the declaration around it: on to the places that show that helper view.
        for ancestor in (closures.last ?? node).ancestors {
            if ancestor is ClosureExprSyntax || ancestor is TypeDeclSyntax { return false }
            let name: String
            if let function = ancestor as? FunctionDeclSyntax, function.keyword == "func" {
                name = function.name
            } else if let variable = ancestor as? VariableDeclSyntax, isMember(variable) {
                name = variable.name
            } else {
                continue
            }
            guard let type = enclosingType(of: ancestor) else { return false }
            if name == "body" { return project.sidebarViews.contains(TypeNames.baseName(type.name)) }
            guard depth < 3 else { return false }
            return uses(ofHelperView: name, in: type).contains { isInSidebarColumn($0, depth: depth + 1) }
        }
        return false
    }

    /// Modifiers whose view-building closure is shown somewhere else (a sheet, a pushed screen, a
    /// toolbar, a menu), not in place of the modified view.
    static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "navigationDestination", "contextMenu", "toolbar", "alert",
        "confirmationDialog", "inspector", "searchSuggestions", "swipeActions", "ToolbarItem", "ToolbarItemGroup",
    ]

    /// Links whose `destination` closure is shown elsewhere and whose `label` is shown in place:
    /// SwiftUI's `NavigationLink`, and Transmission's `PresentationLink` (a sheet, popover or
    /// custom presentation), `DestinationLink` (a pushed screen) and `WindowLink` (a new window).
    static let destinationLinks: Set<String> = ["NavigationLink", "PresentationLink", "DestinationLink", "WindowLink"]

    /// Whether a closure builds content presented elsewhere: a `sheet` / `popover` /
    /// `navigationDestination` / `toolbar` ... closure, or a link's destination.
    public func isPresentedContent(_ closure: ClosureExprSyntax) -> Bool {
        if isShownElsewhereByItsCall(closure) { return true }
        guard let (call, parameter) = owningCall(of: closure), call.callee is IdentifierExprSyntax, let name = call.name else { return false }
        // `InfoTitle(sheetContent: { HelpPage() })`: a view of this file that calls the closure
        // only inside its sheets.
        guard let property = parameter ?? memberwiseClosureProperty(of: closure, in: call) else { return false }
        if let view = viewDeclaration(named: name) { return showsOnlyWhenPresented(property, in: view) }
        // A view declared in another file: what pass one read there.
        return type(named: name)?.presentedClosures.contains(property) ?? false
    }

    /// The closure properties of a generic container view (`let more: () -> Page`, where `Page`
    /// is its parameter), and the initializer parameters that set them, that it shows only as a
    /// pushed or presented screen (see `showsOnlyWhenPresented`).
    public func presentedClosures(of view: TypeDeclSyntax) -> [String] {
        guard !view.genericParameters.isEmpty else { return [] }
        var names: [String] = []
        for member in view.members {
            for variable in FileSummarizer.variables(in: member) where variable.isStored && FileContext.returnsParameter(variable.typeAnnotation, of: view) {
                if showsOnlyWhenPresented(variable.name, in: view) { names.append(variable.name) }
            }
            if let function = member as? FunctionDeclSyntax, function.keyword == "init" {
                for parameter in function.parameters where FileContext.returnsParameter(parameter.type, of: view) {
                    let label = parameter.label == "_" ? parameter.name : parameter.label
                    if !names.contains(label), showsOnlyWhenPresented(parameter.name, in: view) { names.append(label) }
                }
            }
        }
        return names
    }

    /// `() -> Page`, `@escaping ([Item]) -> ViewAll`: a function type returning one of the
    /// view's generic parameters.
    static func returnsParameter(_ annotation: String?, of view: TypeDeclSyntax) -> Bool {
        guard let utf8 = annotation?.utf8, let arrow = utf8.indices.last(where: { index in
            utf8[index] == UInt8(ascii: ">") && index > utf8.startIndex && utf8[utf8.index(before: index)] == UInt8(ascii: "-")
        }) else { return false }
        let returned = utf8[utf8.index(after: arrow)...].filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ")") }
        return view.genericParameters.contains { $0.utf8.elementsEqual(returned) }
    }

    /// Whether every use of the member `property` in `view` lies in presented content (a
    /// `sheet`, `popover` ... closure), at least one.
    func showsOnlyWhenPresented(_ property: String, in view: TypeDeclSyntax) -> Bool {
        let key = "\(view.firstToken):" + property
        if let known = presentedOnlyMemo[key] { return known }
        // A property stored into itself through initializers is shown nowhere.
        presentedOnlyMemo[key] = false
        var uses = 0
        var presented = true
        view.walk { node in
            guard presented else { return false }
            let used = (node as? IdentifierExprSyntax)?.name == property
                || ((node as? MemberAccessExprSyntax).map { $0.name == property && $0.base?.isSelfReference == true } ?? false)
            guard used, !(node.parent is VariableDeclSyntax) else { return true }
            // `self.more = more`: the property is set, not shown.
            if let assignment = node.parent as? AssignmentExprSyntax, assignment.target === node { return true }
            // `sheetContent != nil`: a test, not the view shown.
            if let test = node.parent as? BinaryExprSyntax, test.op == "!=" || test.op == "==",
               [test.lhs, test.rhs].contains(where: { ($0.unwrapped as? LiteralExprSyntax)?.kind == .nil }) {
                return true
            }
            uses += 1
            // `self.page = more` in an initializer: shown wherever the property it is stored in is.
            if let assignment = node.parent as? AssignmentExprSyntax, assignment.value === node,
               let function = node.ancestor(FunctionDeclSyntax.self), function.keyword == "init",
               var target = assignment.target.unwrapped.dottedPath, target.count <= 2 {
                if target.first == "self" { target.removeFirst() }
                presented = target.count == 1 && target[0] != property && showsOnlyWhenPresented(target[0], in: view)
                return presented
            }
            presented = isShownElsewhere(node)
            return presented
        }
        presentedOnlyMemo[key] = presented && uses > 0
        return presented && uses > 0
    }

    /// Whether `node` is part of content shown elsewhere: inside a `sheet`, `popover` ...
    /// closure or a link's destination closure, or the `destination:` argument of a link
    /// (`NavigationLink(destination: destination) { ... }`).
    func isShownElsewhere(_ node: Syntax) -> Bool {
        var current: Syntax = node
        for ancestor in node.ancestors {
            if ancestor is TypeDeclSyntax { return false }
            if let call = ancestor as? CallExprSyntax, call.callee !== current, FileContext.isLink(call),
               (current as? ExprSyntax)?.enclosingArgument?.label == "destination" {
                return true
            }
            if let closure = ancestor as? ClosureExprSyntax, isShownElsewhereByItsCall(closure) { return true }
            current = ancestor
        }
        return false
    }

    /// A closure its own call shows elsewhere: a `sheet` / `popover` / `navigationDestination` /
    /// `toolbar` ... closure, or a link's destination. `NavigationLink("Title") { Detail() }` and
    /// `NavigationLink { Detail() } label: { ... }` alike push a screen, and so does the
    /// `destination:` closure of an app's own link (`StackLink(title:) { label } destination: { ... }`).
    func isShownElsewhereByItsCall(_ closure: ClosureExprSyntax) -> Bool {
        guard let (call, parameter) = owningCall(of: closure), let name = call.name else { return false }
        if FileContext.presentationModifiers.contains(name) { return true }
        return FileContext.isLink(call) && (parameter ?? memberwiseClosureProperty(of: closure, in: call)) == "destination"
    }

    /// `NavigationLink(...)`, or another `...Link` (`DestinationLink`, an app's own `StackLink`).
    static func isLink(_ call: CallExprSyntax) -> Bool {
        guard call.callee is IdentifierExprSyntax, let name = call.name else { return false }
        return destinationLinks.contains(name) || name.hasSuffix("Link")
    }

    /// The stored closure property of a project view that an unlabeled first trailing closure
    /// sets through the memberwise initializer: `NextLink { Detail() } label: { ... }` sets
    /// `destination` where the type declares `var destination: () -> D` just before `label`.
    func memberwiseClosureProperty(of closure: ClosureExprSyntax, in call: CallExprSyntax) -> String? {
        guard let name = call.name, call.trailingClosures.first?.closure === closure,
              call.trailingClosures.first?.label == nil else { return nil }
        let closures = members(ofTypeNamed: name).filter { property in
            property.isStored && !property.isStatic && !property.isPrivate && !(property.isLet && property.hasInitializer)
                && TypeNames.isFunctionType(property.typeAnnotation)
        }.map(\.name)
        guard let firstLabel = call.trailingClosures.dropFirst().first?.label else {
            return call.trailingClosures.count == 1 ? closures.last : nil
        }
        guard let index = closures.firstIndex(of: firstLabel), index > 0 else { return nil }
        return closures[index - 1]
    }

    /// The closure that builds the views of each element: `ForEach(data) { element in ... }`,
    /// `List(data) { element in ... }` (`content:` / `rowContent:` labels included). Nil for a
    /// `List { ... }` of static rows and for content given as a function reference.
    public func rowContentClosure(of call: CallExprSyntax) -> ClosureExprSyntax? {
        guard call.callee is IdentifierExprSyntax, call.name == "ForEach" || call.name == "List",
              call.arguments.first?.label == nil, call.arguments.first?.expression != nil else { return nil }
        return call.closure(boundTo: "content")
    }

    /// The innermost `ForEach` / `List` row closure whose per-element views contain `node`, with its
    /// call, when every closure in between builds views in place (no action closure, no sheet or
    /// navigation destination in between).
    public func enclosingRowContent(of node: Syntax) -> (call: CallExprSyntax, closure: ClosureExprSyntax)? {
        for closure in shownInPlaceClosures(of: node) {
            if let (call, _) = owningCall(of: closure), rowContentClosure(of: call) === closure { return (call, closure) }
        }
        return nil
    }

    /// The closures around `node`, innermost first, up to its declaration, for as long as `node`
    /// is shown in place of them: the list ends before an action closure (`Button` action,
    /// `onAppear`) or presented content (a sheet, `NavigationLink(destination:)`).
    public func shownInPlaceClosures(of node: Syntax) -> [ClosureExprSyntax] {
        var result: [ClosureExprSyntax] = []
        for ancestor in node.ancestors {
            if ancestor is TypeDeclSyntax || ancestor is FunctionDeclSyntax || ancestor is VariableDeclSyntax { break }
            if isPresentedArgument(ancestor) { break }
            guard let closure = ancestor as? ClosureExprSyntax else { continue }
            result.append(closure)
            if let (call, _) = owningCall(of: closure), rowContentClosure(of: call) === closure { continue }
            if !isRenderClosure(closure) || isPresentedContent(closure) { return Array(result.dropLast()) }
        }
        return result
    }

    /// `NavigationLink(destination: Detail())`: a view passed as an argument to be shown elsewhere.
    /// True for the expression of that argument.
    public func isPresentedArgument(_ node: Syntax) -> Bool {
        guard let call = node.parent as? CallExprSyntax, call.callee is IdentifierExprSyntax,
              call.name == "NavigationLink" else { return false }
        return node.enclosingArgument?.label == "destination"
    }

    /// Whether `expression` reads a row's element (or index): a parameter of the row closure
    /// (`item`, `$item`, `$0`), or a local declared inside that closure (`let reply = item.reply`).
    public func readsRowElement(_ expression: Syntax, of row: ClosureExprSyntax) -> Bool {
        var found = false
        expression.walk { node in
            guard !found else { return false }
            guard let identifier = node as? IdentifierExprSyntax else { return true }
            let name = identifier.name
            let plain = name.hasPrefix("$") ? String(name.dropFirst()) : name
            if row.parameters.contains(name) || row.parameters.contains(plain) || row.parameters.contains("$" + plain) {
                found = true
                return false
            }
            switch bindings.resolve(name, at: identifier) {
            case let .closureParameter(closure, _)?: found = closure === row || row.contains(closure)
            case let .local(variable)?: found = row.contains(variable)
            case let .conditionBinding(condition)?: found = row.contains(condition)
            default: break
            }
            return !found
        }
        return found
    }

    // MARK: Scroll views

    /// `.ignoresSafeArea()` / `.edgesIgnoringSafeArea(.all)` covering the top edge in a modifier
    /// chain: the view extends to the screen's top.
    public func ignoresTopSafeArea(_ chain: [CallExprSyntax]) -> Bool {
        chain.contains { modifier in
            guard modifier.callee is MemberAccessExprSyntax,
                  modifier.name == "ignoresSafeArea" || modifier.name == "edgesIgnoringSafeArea" else { return false }
            var edges = modifier.argument("edges")
            if edges == nil, modifier.name == "edgesIgnoringSafeArea" { edges = modifier.argument(nil) }
            if modifier.name == "ignoresSafeArea",
               (modifier.argument(nil)?.unwrapped as? MemberAccessExprSyntax)?.name == "keyboard" { return false }
            guard let edges else { return true }
            let names = edges.descendants(MemberAccessExprSyntax.self).map(\.name)
            return !Set(names).isDisjoint(with: ["all", "top", "vertical"])
        }
    }

    /// The innermost scroll container whose content holds `node`.
    public func enclosingScrollContainer(of node: Syntax) -> CallExprSyntax? {
        for closure in enclosingClosures(of: node) {
            if let (call, _) = owningCall(of: closure), scrollContentClosure(of: call) === closure { return call }
        }
        return nil
    }

    /// The scroll container a modifier applies to (`ScrollView { }.onScrollGeometryChange(...)`),
    /// or else the one whose content holds it.
    public func scrollContainer(of modifier: CallExprSyntax) -> CallExprSyntax? {
        chainCalls(of: chainTop(of: modifier)).first(where: isScrollContainer) ?? enclosingScrollContainer(of: modifier)
    }

    /// `ScrollView(...)` or `List(...)` (a constructor, not a modifier).
    public func isScrollContainer(_ call: CallExprSyntax) -> Bool {
        guard call.callee is IdentifierExprSyntax, call.name == "ScrollView" || call.name == "List" else { return false }
        // `ScrollView(.init())`, `ScrollView([])`: no axis, so it never scrolls (a way to lay a
        // pager out full screen); its content does not move.
        return !scrollsOnNoAxis(call)
    }

    /// The axis a `ScrollView` or `List` scrolls along: `List` and `ScrollView { }` scroll
    /// vertically; `ScrollView(.horizontal)`, `ScrollView([.horizontal])`,
    /// `ScrollView(axes: .horizontal)` horizontally. Nil when both axes or unknown (a variable).
    public func scrollAxis(of call: CallExprSyntax) -> ScrollAxis? {
        guard isScrollContainer(call) else { return nil }
        if call.name == "List" { return .vertical }
        let axes = call.arguments.first { $0.label == "axes" } ?? call.arguments.first { $0.label == nil && !($0.expression is ClosureExprSyntax) }
        guard let argument = axes?.expression?.unwrapped else { return .vertical }
        var names: [String] = []
        if let collection = argument as? CollectionExprSyntax {
            for element in collection.elements {
                guard let member = element.unwrapped as? MemberAccessExprSyntax, member.base == nil else { return nil }
                names.append(member.name)
            }
        } else if let member = argument as? MemberAccessExprSyntax, member.base == nil || member.base?.dottedPath == ["Axis", "Set"] {
            names.append(member.name)
        } else {
            return nil
        }
        switch Set(names) {
        case ["vertical"]: return .vertical
        case ["horizontal"]: return .horizontal
        default: return nil
        }
    }

    /// `ScrollView(.init())`, `ScrollView([])`, `ScrollView(Axis.Set())`: a scroll view given no
    /// axis to scroll on (used to lay content out edge to edge); it never moves its content.
    public func scrollsOnNoAxis(_ call: CallExprSyntax) -> Bool {
        guard call.callee is IdentifierExprSyntax, call.name == "ScrollView" else { return false }
        let axes = call.arguments.first { $0.label == "axes" } ?? call.arguments.first { $0.label == nil && !($0.expression is ClosureExprSyntax) }
        guard let argument = axes?.expression?.unwrapped else { return false }
        if let collection = argument as? CollectionExprSyntax { return collection.elements.isEmpty }
        guard let empty = argument as? CallExprSyntax, empty.arguments.isEmpty, empty.allClosures.isEmpty else { return false }
        if let member = empty.callee as? MemberAccessExprSyntax, member.name == "init" {
            return member.base == nil || member.base?.dottedPath == ["Axis", "Set"]
        }
        return empty.callee.dottedPath == ["Axis", "Set"]
    }

    /// The view-building closure of a scroll container: `ScrollView { }`, `ScrollView(content:)`,
    /// `List { }` and `List(data) { row }`.
    public func scrollContentClosure(of call: CallExprSyntax) -> ClosureExprSyntax? {
        guard isScrollContainer(call) else { return nil }
        return call.closure(boundTo: "content")
    }

    /// Whether a scroll container's modifier chain turns scrolling off (`.scrollDisabled(true)`,
    /// or a modifier of the project's that calls `scrollDisabled`), unless given a literal `false`;
    /// or turns all input off for good (`.disabled(true)`, a skeleton shown while loading).
    public func isScrollDisabled(_ call: CallExprSyntax) -> Bool {
        guard callsScrollDisablingModifier else { return false }
        return chainCalls(of: chainTop(of: call)).contains { modifier in
            guard let name = modifier.name, modifier.callee is MemberAccessExprSyntax else { return false }
            let argument = modifier.arguments.first?.expression?.unwrapped as? LiteralExprSyntax
            if name == "disabled" { return argument?.text == "true" }
            guard name == "scrollDisabled" || project.scrollDisablingModifiers.contains(name) else { return false }
            return argument?.text != "false"
        }
    }

    /// Whether the scroll container a modifier applies to, or whose content holds it, never
    /// scrolls: `.scrollDisabled(true)` or `.disabled(true)`, spelled with a literal `true`
    /// (`.scrollDisabled(isEditing)` scrolls at other times).
    public func isInDisabledScroll(_ call: CallExprSyntax) -> Bool {
        guard let scroll = scrollContainer(of: call) else { return false }
        return chainCalls(of: chainTop(of: scroll)).contains { modifier in
            guard let name = modifier.name, name == "disabled" || name == "scrollDisabled",
                  modifier.callee is MemberAccessExprSyntax else { return false }
            return (modifier.arguments.first?.expression?.unwrapped as? LiteralExprSyntax)?.text == "true"
        }
    }

    /// The `View` type declared in this file under `name` (only when exactly one declares it).
    public func viewDeclaration(named name: String) -> TypeDeclSyntax? {
        guard let type = onlyDeclaration(named: name), isView(type) else { return nil }
        return type
    }
}
