import ScrollLintFindings
import ScrollLintSyntax

/// `id: \.self` on values whose content changes, and position ids over collections that shift.
struct SelfIDMutableModelRule: Rule {
    static let id = "self-id-mutable-model"
    static let defaultSeverity = Severity.warning
    static let summary = "`id: \\.self` (or an index) identifies rows whose content or position changes."

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        // The rule checks containers keyed `\.self` or `\.offset` only.
        calls(calledNames, any: ["ForEach", "List"]) && calledNames.contains(CalledNames.selfOrOffsetIdentity)
    }

    /// Position-shifting changes per view type, computed once per type and file.
    final class ShiftCache {
        var byType: [ObjectIdentifier: [String: String]] = [:]
    }
    let shifts = ShiftCache()

    func check(_ context: FileContext) {
        for name in ["ForEach", "List"] {
            for call in context.calls(named: name) where call.callee is IdentifierExprSyntax {
                guard let keyPath = call.argument("id") as? KeyPathExprSyntax, keyPath.root == nil,
                      keyPath.components.count == 1, let data = call.arguments.first?.expression,
                      call.arguments.first?.label == nil else { continue }
                switch keyPath.components[0] {
                case "self": checkSelfIdentity(call, name, data, keyPath, context)
                case "offset": checkOffsetIdentity(call, name, data, keyPath, context)
                default: break
                }
            }
        }
    }

    func checkSelfIdentity(_ call: CallExprSyntax, _ name: String, _ data: ExprSyntax, _ keyPath: KeyPathExprSyntax,
                           _ context: FileContext) {
        // Rows given a new identity on every render (`.id(UUID())`, unstable-identity-uuid's
        // finding) keep nothing to be taken over, whatever the `ForEach` keys them by.
        if Self.rowsGetFreshIdentity(call, context) { return }
        // The items of a picker or a menu (`Text(browser.name).tag(browser)`, buttons) keep no
        // state, and the menu builds them again when it opens: a changed id loses nothing.
        if Self.isMenuItems(call, context) { return }
        let data = data.unwrapped
        // `xs.indices` and `0..<xs.count`: ids are positions.
        if let member = data as? MemberAccessExprSyntax, member.name == "indices", let collection = member.base {
            reportPositions(call, name, collection, keyPath, "`\(context.text(data))`", enumerated: false, context)
            return
        }
        if let range = data as? BinaryExprSyntax, range.op == "..<",
           let count = range.rhs.unwrapped as? MemberAccessExprSyntax, count.name == "count", let collection = count.base {
            reportPositions(call, name, collection, keyPath, "`\(context.text(data))`", enumerated: false, context)
            return
        }
        // A view's own constant list (a `let` or private default without a wrapper) never changes,
        // so its values keep their identity.
        if context.isConstantViewData(data, at: call) { return }
        // Classes are compared by the instance the row keeps, which an edit changes along with the
        // current value; only structs get a new identity from an edit.
        guard let element = context.elementType(of: data, at: call),
              let type = context.type(named: element), type.kind == .struct,
              !type.definesHashing, !selectionNeedsValues(of: element, around: call, context) else { return }
        // A view's own `@State` list of values changes only where that view changes it: replaced
        // whole (a reload), its values keep their identity until then, and edits of the type
        // elsewhere are edits of other copies.
        if let (owner, property) = ownState(data, at: call, context), !context.editsElementsInPlace(property, in: owner) { return }
        let facts = context.project.identity
        // A closure is not Hashable, and a wrapped field hashes as its wrapper decides
        // (`@EquatableNoop var action`): neither takes part in a synthesized `\.self`.
        let stored = type.properties.filter { property in
            property.isStored && !property.isLet && !property.isStatic && property.attributes.isEmpty
                && !TypeNames.isFunctionType(property.typeAnnotation)
        }.map(\.name)
        // A field counts when some code writes it in place (`x.title = ...`, `$item.title`,
        // `xs[i].isDone.toggle()`) or the type has a mutating method; fields set only by an
        // initializer never change a value's identity, and neither do writes that belong to
        // another type or build new values (`FileContext.isEdited(_:of:)`).
        let edited = facts.typesWithMutatingMethods.contains(element) ? stored : stored.filter {
            context.isEdited($0, of: element)
        }
        guard let firstEdited = edited.first else { return }
        let dataText = context.text(data)
        let fix: String
        if let id = type.properties.first(where: { $0.name == "id" && !$0.isStatic }), type.inheritedTypes.contains("Identifiable") {
            fix = id.isStored
                ? "drop `id: \\.self` and let `\(name)` use `\(element).id`"
                : "give `\(element)` a stored id that does not change with its content (its `id` is computed) and use `\(name)(\(dataText))`"
        } else {
            fix = "make `\(element)` Identifiable with a stable stored `id` and use `\(name)(\(dataText))`"
        }
        let fields = edited.count > 1 ? "`\(firstEdited)`, ..." : "`\(firstEdited)`"
        context.report(at: keyPath,
                       "`\(name)` identifies `\(element)` values by `\\.self`, and the code edits `\(element)` in place (\(fields)): each edit gives the value a new identity, so SwiftUI destroys and recreates the row, losing its state, focus and animations; \(fix)")
    }

    /// Whether the `ForEach` is the content of a `Picker` or `Menu` (also inside a `Section` or
    /// `Group` of it).
    static func isMenuItems(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        for closure in context.enclosingClosures(of: call) {
            guard let (owner, _) = context.owningCall(of: closure), owner.callee is IdentifierExprSyntax else { return false }
            if owner.name == "Picker" || owner.name == "Menu" { return true }
            guard owner.name == "Section" || owner.name == "Group" else { return false }
        }
        return false
    }

    /// The view and its `@State` property that `data` names (`snapshot`, `self.snapshot`).
    func ownState(_ data: ExprSyntax, at call: CallExprSyntax, _ context: FileContext) -> (TypeDeclSyntax, String)? {
        guard var path = data.unwrapped.dottedPath else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1, case let .member(owner, property)? = context.bindings.resolve(path[0], at: call),
              property.attributes == ["State"] else { return nil }
        return (owner, path[0])
    }

    /// `List(xs, id: \.self, selection: $selection)` (or a `ForEach` inside a `List` / `Picker` with
    /// a selection) where the selection holds `Element` values: the ids must be the values.
    func selectionNeedsValues(of element: String, around call: CallExprSyntax, _ context: FileContext) -> Bool {
        var candidates = [call]
        for closure in context.enclosingClosures(of: call) {
            if let (owner, _) = context.owningCall(of: closure), owner.callee is IdentifierExprSyntax,
               owner.name == "List" || owner.name == "Picker" {
                candidates.append(owner)
            }
        }
        for candidate in candidates {
            guard let selection = candidate.argument("selection"), var path = selection.unwrapped.dottedPath,
                  let first = path.first, first.hasPrefix("$") else { continue }
            path[0] = String(first.dropFirst())
            guard case let .member(owner, property)? = context.bindings.resolve(path[0], at: candidate) else { continue }
            // `@State private var selection = Set<Item>()`: the type is the initializer's.
            if path.count == 1, property.typeAnnotation == nil, let selected = Self.constructedCollectionElement(property.name, in: owner) {
                if selected == element { return true }
                continue
            }
            var held: PropertySummary? = property
            if path.count == 2 {
                held = context.state.modelTypeName(of: property).flatMap { model in
                    context.members(ofTypeNamed: model).first { $0.name == path[1] }
                }
            } else if path.count > 2 {
                held = nil
            }
            guard let annotation = held?.typeAnnotation else { continue }
            let selected = TypeNames.elementType(ofAnnotation: annotation) ?? TypeNames.baseName(annotation)
            if selected == element { return true }
        }
        return false
    }

    /// `Set<Item>()` or `[Item]()` as the initializer of the member `name` of `type`: `Item`.
    static func constructedCollectionElement(_ name: String, in type: TypeDeclSyntax) -> String? {
        for member in type.members {
            for variable in FileSummarizer.variables(in: member) where variable.name == name && !variable.isStatic {
                guard let call = variable.initializer?.unwrapped as? CallExprSyntax, call.arguments.isEmpty else { return nil }
                if let identifier = call.callee as? IdentifierExprSyntax, identifier.name == "Set" || identifier.name == "Array",
                   let argument = identifier.genericArguments {
                    return TypeNames.baseName(argument)
                }
                return TypeNames.constructedElementType(call)
            }
        }
        return nil
    }

    /// The row's outermost view carries `.id(UUID())`, in every branch where the row is an `if`.
    static func rowsGetFreshIdentity(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let row = context.rowContentClosure(of: call) else { return false }
        func fresh(_ statements: [Syntax], depth: Int) -> Bool {
            let views = statements.filter { !($0 is VariableDeclSyntax) }
            guard depth < 4, views.count == 1 else { return false }
            if let branch = views[0] as? IfStmtSyntax {
                guard let body = branch.body, fresh(body.statements, depth: depth + 1) else { return false }
                switch branch.elseBranch {
                case nil: return true
                case let block as CodeBlockSyntax: return fresh(block.statements, depth: depth + 1)
                case let next?: return fresh([next], depth: depth + 1)
                }
            }
            guard let view = views[0] as? ExprSyntax else { return false }
            return context.chainCalls(of: view).contains { modifier in
                modifier.name == "id" && modifier.callee is MemberAccessExprSyntax && modifier.arguments.count == 1
                    && modifier.arguments[0].expression.flatMap(UUIDExpressions.freshUUIDCall) != nil
            }
        }
        return fresh(row.statements, depth: 0)
    }

    func checkOffsetIdentity(_ call: CallExprSyntax, _ name: String, _ data: ExprSyntax, _ keyPath: KeyPathExprSyntax,
                             _ context: FileContext) {
        if Self.rowsGetFreshIdentity(call, context) { return }
        // `Array(xs.enumerated())`, `xs.enumerated().map { $0 }`.
        var expression = data.unwrapped
        if let call = expression as? CallExprSyntax, call.name == "Array", call.callee is IdentifierExprSyntax,
           call.arguments.count == 1, let inner = call.arguments[0].expression {
            expression = inner.unwrapped
        }
        if let call = expression as? CallExprSyntax, call.name == "map", let base = call.base { expression = base.unwrapped }
        guard let enumerated = expression as? CallExprSyntax, enumerated.name == "enumerated",
              let collection = enumerated.base else { return }
        reportPositions(call, name, collection, keyPath, "enumerated offsets", enumerated: true, context)
    }

    /// Position-based ids on a collection that shifts: inserting or removing in the middle (or
    /// reordering) gives every later row the identity of another element.
    func reportPositions(_ call: CallExprSyntax, _ name: String, _ collection: ExprSyntax, _ keyPath: KeyPathExprSyntax,
                         _ what: String, enumerated: Bool, _ context: FileContext) {
        if positionIsTheMeaning(of: call, context) { return }
        let cache = shifts
        guard let shift = context.positionShift(of: collection, rows: call, changesIn: { type in
            if let known = cache.byType[ObjectIdentifier(type)] { return known }
            let changes = context.shiftingChanges(in: type)
            cache.byType[ObjectIdentifier(type)] = changes
            return changes
        }) else { return }
        // A row of plain text that takes over another position only shows that element's text,
        // whichever code shifts the collection (the view, its model, a binding's owner): with no
        // animation of the collection in the rows' file, nothing visibly breaks. List editing and
        // store changes animate the rows by themselves, so they stay reported.
        // The pages of a `TabView` show one at a time: a plain page that takes over another
        // position has no neighbour to slide past, animated or not.
        if shift.isMadeByCode, Self.rowsShowOnlyText(of: call, context),
           Self.isTabViewPage(call, context) || !Self.animatesChanges(of: collection, rows: call, context) { return }
        if let elementID = elementIdentity(ofRowsOf: call, collection, enumerated: enumerated, context) {
            // The rows re-key themselves by the element: a shifted row is not left holding another
            // element's state, it is rebuilt for the element it now shows. What still shows is an
            // animated insert or removal, played at the wrong row; without one nothing visibly breaks.
            guard Self.animatesChanges(of: collection, rows: call, context) else { return }
            let element = context.elementType(of: collection, at: call)
            let fix = element.map { context.conforms($0, to: "Identifiable") } == true
                ? "iterate the elements (`\(name)(\(shift.path))`, `\(element ?? "")` is Identifiable)"
                : "iterate the elements by that id (`\(name)(\(shift.path), id: \\.id)`)"
            context.report(at: keyPath,
                           "`\(name)` identifies rows of `\(shift.path)` by position (\(what)), and `\(shift.path)` shifts (\(shift.change)): the rows carry `.id(\(elementID))`, so after an insert or delete every later row gets another element and is torn down and rebuilt, and the insertion or removal animates at the wrong row; \(fix)")
            return
        }
        context.report(at: keyPath,
                       "`\(name)` identifies rows of `\(shift.path)` by position (\(what)), and `\(shift.path)` shifts (\(shift.change)): after an insert, delete or move every later row takes over another element's identity, so rows keep the wrong state and animate wrongly (and an index a row captured can point past the end); identify rows by a stable id of the element")
    }

    /// How a row's code names its element: through the closure's element parameter
    /// (`{ index, item in }`: `item`; `{ pair in }`: `pair.element`), or by subscripting the
    /// collection with the row's index (`{ index in }`: `items[index]`).
    enum ElementAccess {
        case element([String])
        case subscripted(collection: [String], index: String)

        /// `item.id`, `pair.element.key`, `items[index].pubkey`: a member of the element.
        func isKey(_ key: ExprSyntax) -> Bool {
            switch self {
            case let .element(path):
                guard let keyPath = key.unwrapped.dottedPath else { return false }
                return keyPath.count > path.count && Array(keyPath.prefix(path.count)) == path
            case .subscripted:
                guard let member = key.unwrapped as? MemberAccessExprSyntax, var base = member.base?.unwrapped else { return false }
                while let inner = base as? MemberAccessExprSyntax, let next = inner.base?.unwrapped { base = next }
                return isElement(base)
            }
        }

        /// `item`, `pair.element`, `items[index]`: the element itself.
        func isElement(_ expression: ExprSyntax) -> Bool {
            switch self {
            case let .element(path):
                return expression.unwrapped.dottedPath == path
            case let .subscripted(collection, index):
                guard let subscriptNode = expression.unwrapped as? SubscriptExprSyntax, subscriptNode.arguments.count == 1,
                      var base = subscriptNode.base.unwrapped.dottedPath else { return false }
                if base.first == "self" { base.removeFirst() }
                return base == collection && subscriptNode.arguments[0].expression?.unwrapped.dottedPath == [index]
            }
        }

        /// The same access inside a method of the file that builds the row, which gets the
        /// element (or, for a subscripted access, the index) as its parameter `parameter`.
        func passed(_ argument: ExprSyntax, as parameter: String) -> ElementAccess? {
            if isElement(argument) { return .element([parameter]) }
            if case let .subscripted(collection, index) = self, argument.unwrapped.dottedPath == [index] {
                return .subscripted(collection: collection, index: parameter)
            }
            return nil
        }
    }

    /// The ways the rows of `call` over `collection` can name their element.
    static func elementAccesses(of row: ClosureExprSyntax, _ collection: ExprSyntax, enumerated: Bool) -> [ElementAccess] {
        var accesses: [ElementAccess] = []
        var path = collection.unwrapped.dottedPath
        if path?.first == "self" { path?.removeFirst() }
        if enumerated, row.parameters.count == 2, let element = row.parameterName(1) {
            accesses.append(.element([element]))
        } else if enumerated, let pair = row.parameterName(0) {
            return [.element([pair, "element"])]
        }
        if let path, !path.isEmpty, let index = row.parameterName(0) {
            accesses.append(.subscripted(collection: path, index: index))
        }
        return accesses
    }

    /// The `.id(...)` of the element (as written) that the outermost view of each row carries,
    /// directly (`Row(item).id(item.id)`, `Avatar(people[index]).id(people[index].key)`) or as
    /// the last modifier of a method of this file that builds the row from the element or its
    /// index (`makeItem(container)` returning `... .id(container.id)`).
    func elementIdentity(ofRowsOf call: CallExprSyntax, _ collection: ExprSyntax, enumerated: Bool,
                         _ context: FileContext) -> String? {
        guard let row = context.rowContentClosure(of: call), let result = context.resultExpression(of: row) else { return nil }
        var accesses = Self.elementAccesses(of: row, collection, enumerated: enumerated)
        var view: ExprSyntax = result
        for step in 0..<2 {
            while let modifier = view.unwrapped as? CallExprSyntax, let member = modifier.callee as? MemberAccessExprSyntax,
                  let base = member.base {
                if member.name == "id", modifier.arguments.count == 1, let key = modifier.arguments[0].expression,
                   accesses.contains(where: { $0.isKey(key) }) {
                    return context.text(key)
                }
                view = base
            }
            // `makeItem(element)`: the method's own result, with its parameter for the element.
            guard step == 0, let builder = view.unwrapped as? CallExprSyntax, builder.callee is IdentifierExprSyntax,
                  let name = builder.name, builder.arguments.count == 1, let argument = builder.arguments[0].expression,
                  let function = Self.onlyFunction(named: name, context), function.parameters.count == 1,
                  let body = function.body?.singleExpression else { return nil }
            accesses = accesses.compactMap { $0.passed(argument, as: function.parameters[0].name) }
            view = body
        }
        return nil
    }

    /// Whether the file animates the changes of `collection`, which a row re-keyed by its element
    /// still shows at the wrong row: an `.animation(_:value:)` whose value reads the collection
    /// (`value: items.count`) or an `.animation(_:)` without one (it animates every change below
    /// it), a `withAnimation` whose body can change the collection (`withAnimation { offset = 0 }`
    /// animates `offset` only), or a `.transition` on the rows.
    static func animatesChanges(of collection: ExprSyntax, rows call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard var path = collection.unwrapped.dottedPath, let name = path.last else { return animatesChanges(context) }
        if path.first == "self" { path.removeFirst() }
        let owner = path.count > 1 ? path.first : nil
        func mentions(_ node: Syntax) -> Bool {
            node.containsNode { node in
                (node as? IdentifierExprSyntax).map { $0.name == name || $0.name == "$" + name }
                    ?? ((node as? MemberAccessExprSyntax)?.name == name)
            }
        }
        for animation in context.modifiers(named: "animation") {
            guard (animation.arguments.first?.expression?.unwrapped as? LiteralExprSyntax)?.kind != .nil else { continue }
            guard let value = animation.argument("value") else { return true }
            if mentions(value) { return true }
        }
        for block in context.calls(named: "withAnimation") {
            guard let body = block.allClosures.last else { return true }
            if body.statements.contains(where: { canChange($0, name: name, owner: owner, mentions) }) { return true }
        }
        guard let row = context.rowContentClosure(of: call) else { return false }
        return row.containsNode { ($0 as? CallExprSyntax).map { $0.name == "transition" && $0.base != nil } ?? false }
    }

    /// Whether a statement of a `withAnimation` body can change the collection `name` (held by
    /// `owner`, for `store.items`): an assignment that mentions it, a method call on it or on its
    /// owner (`store.discard(item)`), or anything else but an assignment or a method call on
    /// another value (a free function may change anything).
    static func canChange(_ statement: Syntax, name: String, owner: String?, _ mentions: (Syntax) -> Bool) -> Bool {
        if statement is AssignmentExprSyntax { return mentions(statement) }
        guard let call = statement as? CallExprSyntax, var base = call.base?.unwrapped.dottedPath else { return true }
        if base.first == "self" { base.removeFirst() }
        return mentions(statement) || base.first == owner || base.isEmpty
    }

    /// The file's one function of this name (nil when there are several, or none).
    static func onlyFunction(named name: String, _ context: FileContext) -> FunctionDeclSyntax? {
        let functions = context.tree.root.descendants(FunctionDeclSyntax.self).filter { $0.name == name && $0.keyword == "func" }
        return functions.count == 1 ? functions.first : nil
    }

    /// Views that keep no state of their own and take no input: a row built only of these has
    /// nothing to lose when it takes over another element's position.
    static let statelessDisplayViews: Set<String> = [
        "Text", "Image", "Label", "Divider", "Spacer", "HStack", "VStack", "ZStack", "Group", "GridRow", "Color",
        "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "String", "Int", "Double", "CGFloat",
    ]
    /// Display views (and conversions) whose arguments are values only: the calls in them
    /// (`Text(label(for: date))`) format values, they build no views.
    static let valueTakingViews: Set<String> = ["Text", "String", "Int", "Double", "CGFloat"]
    /// Modifiers that give a row state, input, identity or motion.
    static let rowBehaviourModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture",
        "highPriorityGesture", "transition", "animation", "id", "onChange", "contextMenu", "swipeActions", "sheet",
        "popover", "focused", "matchedGeometryEffect", "navigationDestination", "draggable", "dropDestination",
        "onDrag", "onDrop", "tag", "phaseAnimator", "keyframeAnimator", "contentTransition",
    ]

    /// A row of plain text and images (`Text(logs[index]).font(.caption)`): taking over another
    /// element's position only shows that element's text, so nothing visibly breaks. An `.id` of
    /// the very index the `ForEach` keys the row by (`.id(index)`, kept for `scrollTo`) gives the
    /// row no identity it did not have.
    static func rowsShowOnlyText(of call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let row = context.rowContentClosure(of: call) else { return false }
        return showsOnlyText(row, row: row, context, depth: 0)
    }

    /// Whether `content` (the row, or a closure the row hands to a view of this file) is built
    /// only of display views, delete buttons of the row's own position and modifiers that give
    /// no state, input, identity or motion.
    static func showsOnlyText(_ content: Syntax, row: ClosureExprSyntax, _ context: FileContext, depth: Int) -> Bool {
        var stateless = true
        content.walk { node in
            guard stateless else { return false }
            guard let inner = node as? CallExprSyntax, let name = inner.name else { return stateless }
            if inner.callee is IdentifierExprSyntax {
                // What `Text(label(for: date))` is given is a value, not a view, and so is what a
                // method of the file that returns no view makes (`.foregroundColor(color(for: item))`).
                if Self.valueTakingViews.contains(name) { return false }
                if let method = context.calledMethod(inner), !(method.returnType ?? "").contains("View") { return false }
                if statelessDisplayViews.contains(name) { return true }
                // The delete button's action was checked; what is left to look at is its label.
                if removesOwnRow(inner, row) {
                    let action = inner.closure(boundTo: "action") ?? inner.allClosures.first
                    stateless = inner.allClosures.allSatisfy { $0 === action || showsOnlyText($0, row: row, context, depth: depth + 1) }
                    return false
                }
                // `Chip { tags.remove(at: index) } label: { Text(tags[index]) }`: a view of this file
                // that keeps nothing, handed display content and an action on the row's own position.
                guard depth < 2, let view = context.viewDeclaration(named: name), isStatelessWrapper(view, context) else {
                    stateless = false
                    return false
                }
                // Each closure handed in is an action on the row's own position or display content
                // (which sets nothing).
                func isPlain(_ value: ExprSyntax) -> Bool {
                    if let closure = value.unwrapped as? ClosureExprSyntax, passesOwnPosition(closure, row) { return true }
                    return value.descendants(AssignmentExprSyntax.self).isEmpty && showsOnlyText(value, row: row, context, depth: depth + 1)
                }
                stateless = inner.arguments.allSatisfy { $0.expression.map(isPlain) ?? true }
                    && inner.trailingClosures.allSatisfy { isPlain($0.closure) }
                return false
            } else if let member = inner.callee as? MemberAccessExprSyntax, member.base != nil {
                stateless = !rowBehaviourModifiers.contains(name) || isPositionID(inner, of: row)
            }
            return stateless
        }
        return stateless
    }

    /// A view that keeps nothing of its own: no property wrapper but `@ViewBuilder`, and a body
    /// of display views, modifiers that give no state, input or motion, and buttons whose actions
    /// call what the view is handed (`Button { onDelete() }`).
    static func isStatelessWrapper(_ view: TypeDeclSyntax, _ context: FileContext) -> Bool {
        let properties = view.members.flatMap(FileSummarizer.variables(in:))
        guard properties.allSatisfy({ $0.attributes.allSatisfy { $0.name == "ViewBuilder" } }),
              let body = context.getter(of: "body", in: view) else { return false }
        let handed = Set(properties.filter { !$0.isStatic }.map(\.name))
        var stateless = true
        body.walk { node in
            guard stateless else { return false }
            guard let inner = node as? CallExprSyntax, let name = inner.name else { return stateless }
            if inner.callee is IdentifierExprSyntax {
                stateless = statelessDisplayViews.contains(name) || name == "Button" || handed.contains(name)
            } else if let member = inner.callee as? MemberAccessExprSyntax, member.base != nil {
                stateless = !rowBehaviourModifiers.contains(name)
            }
            return stateless
        }
        return stateless
    }

    /// `Button { photos.remove(at: index) } label: { ... }`: a delete button whose action only
    /// passes the row's own position to calls (a haptic besides). The row keeps no state, and the
    /// action reads the index it is rebuilt with after every change.
    static func removesOwnRow(_ button: CallExprSyntax, _ row: ClosureExprSyntax) -> Bool {
        guard button.name == "Button", let action = button.closure(boundTo: "action") ?? button.allClosures.first else { return false }
        return passesOwnPosition(action, row)
    }

    /// `{ photos.remove(at: index) }`: an action whose statements only pass the row's own
    /// position to calls (a haptic besides).
    static func passesOwnPosition(_ action: ClosureExprSyntax, _ row: ClosureExprSyntax) -> Bool {
        guard !action.statements.isEmpty else { return false }
        var passesIndex = false
        for statement in action.statements {
            guard let call = statement as? CallExprSyntax, call.allClosures.isEmpty else { return false }
            if call.arguments.contains(where: { $0.expression.map { isRowIndex($0, of: row) } ?? false }) { passesIndex = true }
        }
        return passesIndex
    }

    /// The `ForEach` builds the pages of a `TabView` (its content, not a modifier's closure).
    static func isTabViewPage(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let container = context.enclosingViews(of: call).dropFirst().first, let root = container.chain.last else { return false }
        return root.name == "TabView" && root.callee is IdentifierExprSyntax && container.holder === root
    }

    /// `.id(index)` where `index` is the row's position, which is already the row's identity.
    static func isPositionID(_ modifier: CallExprSyntax, of row: ClosureExprSyntax) -> Bool {
        guard modifier.name == "id", modifier.arguments.count == 1, let value = modifier.arguments[0].expression else { return false }
        return isRowIndex(value, of: row)
    }

    /// Whether `expression` is the position of the row: the first parameter of the row closure
    /// (`index` of `{ index in }` over indices, of `{ index, item in }` over `enumerated()`), or
    /// `pair.offset` of a single `enumerated()` pair.
    static func isRowIndex(_ expression: ExprSyntax, of row: ClosureExprSyntax) -> Bool {
        guard let index = row.parameterName(0), let path = expression.unwrapped.dottedPath else { return false }
        return path == [index] || (path == [index, "offset"] && row.parameters.count == 1)
    }

    /// Whether the file animates changes anywhere (`withAnimation`, `.animation`, `.transition`):
    /// an animated insert is where position ids show, as rows sliding into the wrong place.
    static func animatesChanges(_ context: FileContext) -> Bool {
        !context.calls(named: "withAnimation").isEmpty || !context.calls(named: "animation").isEmpty
            || !context.calls(named: "transition").isEmpty
    }

    /// The row's index is what the row means, not a stand-in for the element: the row is tagged or
    /// selected by its index (`.tag(index)`, `index == selectedIndex`, also through
    /// `if let editing = editingIndex, editing == index`), it reads its neighbours
    /// (`items[index - 1]`), or it is a card of a deck where only the last row takes input.
    func positionIsTheMeaning(of call: CallExprSyntax, _ context: FileContext) -> Bool {
        // The pages of a `TabView(selection:)`: a page's id is its tag, so the selection is a
        // page number, and keeping the number selected after a delete is what the pager means.
        for view in context.enclosingViews(of: call).dropFirst().prefix(3) {
            guard let container = view.chain.last, view.holder === container, container.callee is IdentifierExprSyntax else { break }
            if container.name == "Group" { continue }
            if container.name == "TabView", container.argument("selection") != nil { return true }
            break
        }
        guard let row = context.rowContentClosure(of: call) else { return false }
        // `tabButton(index: index, tab: tab)`: a method of the file builds the row from its index,
        // which it knows by its parameter's name.
        var scopes: [(scope: Syntax, names: Set<String>)] = [(row, [])]
        let views = row.statements.filter { !($0 is VariableDeclSyntax) }
        if views.count == 1, let builder = views[0] as? CallExprSyntax, let method = context.calledMethod(builder), let body = method.body,
           builder.arguments.count == method.parameters.count {
            let names = zip(builder.arguments, method.parameters).compactMap { argument, parameter in
                argument.expression.map { Self.isRowIndex($0, of: row) } == true ? parameter.name : nil
            }
            if !names.isEmpty { scopes.append((body, Set(names))) }
        }
        return scopes.contains { positionIsTheMeaning(in: $0.scope, row: row, indexNames: $0.names, context) }
    }

    /// The index shows what the row means inside `scope` (the row, or the method that builds it,
    /// where the index goes by `indexNames`).
    func positionIsTheMeaning(in scope: Syntax, row: ClosureExprSyntax, indexNames: Set<String>, _ context: FileContext) -> Bool {
        func isIndex(_ expression: ExprSyntax) -> Bool {
            if let path = expression.unwrapped.dottedPath, path.count == 1, indexNames.contains(path[0]) { return true }
            return Self.isRowIndex(expression, of: row)
        }
        var meaningful = false
        scope.walk { node in
            guard !meaningful else { return false }
            switch node {
            case let tag as CallExprSyntax where tag.name == "tag" && tag.callee is MemberAccessExprSyntax:
                if let value = tag.arguments.first?.expression, isIndex(value) { meaningful = true }
            case let hitTesting as CallExprSyntax where hitTesting.name == "allowsHitTesting" && hitTesting.callee is MemberAccessExprSyntax:
                // A deck: only the last row takes input (`index == cards.count - 1`), so the rows
                // remove themselves from the end.
                if let condition = hitTesting.arguments.first?.expression?.unwrapped as? BinaryExprSyntax, condition.op == "==",
                   isIndex(condition.lhs) || isIndex(condition.rhs),
                   let last = (isIndex(condition.lhs) ? condition.rhs : condition.lhs).unwrapped as? BinaryExprSyntax,
                   last.op == "-", (last.lhs.unwrapped as? MemberAccessExprSyntax)?.name == "count" {
                    meaningful = true
                }
            case let comparison as BinaryExprSyntax where comparison.op == "==" || comparison.op == "!=":
                let other: ExprSyntax? = isIndex(comparison.lhs) ? comparison.rhs : isIndex(comparison.rhs) ? comparison.lhs : nil
                if let other, Self.readsState(other, context) || Self.readsModelProperty(other, context) { meaningful = true }
            case let subscriptNode as SubscriptExprSyntax:
                if let argument = subscriptNode.arguments.first?.expression?.unwrapped as? BinaryExprSyntax,
                   argument.op == "+" || argument.op == "-", isIndex(argument.lhs), argument.rhs.unwrapped is LiteralExprSyntax {
                    meaningful = true
                }
            default:
                break
            }
            return !meaningful
        }
        return meaningful
    }

    /// `tabs.activeIndex`, a property of a model the view holds (`var tabs: TabsModel`, an
    /// `@Observable` class, or an observed object).
    static func readsModelProperty(_ expression: ExprSyntax, _ context: FileContext) -> Bool {
        guard var path = expression.unwrapped.dottedPath else { return false }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 2, case let .member(_, property)? = context.bindings.resolve(path[0], at: expression) else { return false }
        return context.state.holdsObservableModel(property)
    }

    /// Whether `expression` reads a state property of the view (`selectedIndex`,
    /// `self.selectedIndex`), directly or through a name an `if let` / `guard let` bound to one
    /// (`if let editing = editingIndex`, `if let editingIndex`): the row is picked by position.
    static func readsState(_ expression: ExprSyntax, _ context: FileContext, depth: Int = 0) -> Bool {
        guard depth < 4, let path = expression.unwrapped.dottedPath, var root = path.first else { return false }
        if root == "self", path.count > 1 { root = path[1] }
        if context.state.isStateProperty(root, at: expression) != nil { return true }
        guard root != "self", case let .conditionBinding(condition)? = context.bindings.resolve(root, at: expression),
              let value = condition.expression else { return false }
        return readsState(value, context, depth: depth + 1)
    }
}
