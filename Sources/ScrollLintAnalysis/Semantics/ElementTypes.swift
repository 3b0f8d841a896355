import ScrollLintSyntax

/// Element types of collections handed to `ForEach` / `List`, resolved across the project from
/// annotations (`[Todo]`, `Array<Todo>`, `@Query var x: [Todo]`), initializers (`[Todo]()`,
/// `= [Todo(...)]`) and members of models the view holds (`store.items`). Unknown stays nil.
extension FileContext {
    /// Element types whose values are a handful the user or the app configures, however they are
    /// stored: the user's own accounts (`LoggedAccount`), the app's settings and layout
    /// configuration (`HomeRowConfig`, `NotificationSetting`).
    public static func namesAHandful(_ element: String) -> Bool {
        ["Account", "Config", "Configuration", "Setting", "Preference"].contains { element.hasSuffix($0) }
    }

    /// Whether `node` lies in one of the app's settings screens: a view named `…Settings…` or
    /// `…Preferences…`, or a file in a `Settings` or `Preferences` folder. What such a screen
    /// lists (accounts, servers, imported models, filters) is what the user configured: a handful.
    public func isInSettingsScreen(_ node: Syntax) -> Bool {
        let words = ["settings", "preferences"]
        if let view = enclosingView(of: node)?.name.lowercased(), words.contains(where: view.contains) { return true }
        return path.split(separator: "/").dropLast().contains { words.contains($0.lowercased()) }
    }

    /// An array of a project enum without payloads (`[SidebarItem]`, enabled `[FeatureFlag]`): at
    /// most one element per case in practice, so its size is fixed by the enum.
    public func isCappedByEnum(_ property: PropertySummary) -> Bool {
        guard let annotation = property.typeAnnotation, let element = TypeNames.elementType(ofAnnotation: annotation),
              let type = type(named: element) else { return false }
        return type.kind == .enum && !type.hasPayloadCases
    }

    static let orderPreservingMethods: Set<String> = ["filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]

    public func elementType(of expression: ExprSyntax, at node: Syntax) -> String? {
        guard let element = declaredElementType(of: expression, at: node) else { return nil }
        // `struct Chips<Tag: Hashable>` with `var tags: [Tag]`: the element is whatever type the
        // caller picks, not a type of the project that happens to share the name.
        return isGenericParameter(element, at: node) ? nil : element
    }

    /// Whether `name` is a generic parameter of a type or function around `node` (or of the type
    /// an enclosing extension extends, declared in this file).
    func isGenericParameter(_ name: String, at node: Syntax) -> Bool {
        for ancestor in node.ancestors {
            if let function = ancestor as? FunctionDeclSyntax, function.genericParameters.contains(name) { return true }
            guard let type = ancestor as? TypeDeclSyntax else { continue }
            if type.genericParameters.contains(name) { return true }
            if type.kind == .extension,
               declarationsByName[type.name]?.contains(where: { $0.genericParameters.contains(name) }) == true {
                return true
            }
        }
        return false
    }

    private func declaredElementType(of expression: ExprSyntax, at node: Syntax) -> String? {
        let expression = expression.unwrapped
        if let call = expression as? CallExprSyntax, let name = call.name,
           FileContext.orderPreservingMethods.contains(name), let base = call.base {
            return elementType(of: base, at: node)
        }
        if let collection = expression as? CollectionExprSyntax {
            return TypeNames.constructedElementType(collection)
        }
        guard var path = expression.dottedPath, !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        // `$todos` (a binding's elements) has the elements of `todos`.
        if let first = path.first, first.hasPrefix("$"), first.count > 1 { path[0] = String(first.dropFirst()) }
        guard let root = path.first, !root.isEmpty, path.count <= 2 else { return nil }
        let binding: Binding?
        if expression.dottedPath?.first == "self", let type = enclosingType(of: node) {
            binding = bindings.member(root, of: type)
        } else {
            binding = bindings.resolve(root, at: node)
        }
        if path.count == 1 {
            switch binding {
            case let .member(_, property)?: return elementType(of: property)
            case let .local(variable)?:
                if let annotation = variable.typeAnnotation { return elementType(ofAnnotation: annotation) }
                return variable.initializer.flatMap(TypeNames.constructedElementType)
            default: return nil
            }
        }
        // `store.items`: the model's type, then its property.
        guard case let .member(_, holder)? = binding, let modelType = state.modelTypeName(of: holder),
              let property = self.members(ofTypeNamed: modelType).first(where: { $0.name == path[1] }) else { return nil }
        return elementType(of: property)
    }

    func elementType(of property: PropertySummary) -> String? {
        if let annotation = property.typeAnnotation { return elementType(ofAnnotation: annotation) }
        return property.initializerElementType
    }

    /// The element type of an annotation, unless it is qualified by a module (`[Runtime.Filter]`):
    /// the project's own `Filter` is then another type.
    func elementType(ofAnnotation annotation: String) -> String? {
        guard let element = TypeNames.elementType(ofAnnotation: annotation) else { return nil }
        if let range = annotation.range(of: "." + element) {
            let qualifier = annotation[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !qualifier.isEmpty, project.types[String(qualifier.reversed())] == nil { return nil }
        }
        return element
    }

    /// The type that declares the property `expression` names, past order-preserving calls:
    /// the enclosing type for `items` (a member of it), the declared type of `store` for
    /// `store.items`. Nil for locals, parameters and anything unresolved.
    public func ownerOfProperty(_ expression: ExprSyntax, at node: Syntax) -> String? {
        guard var path = IdentityFacts.keyedRoot(expression).dottedPath, !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        if let first = path.first, first.hasPrefix("$"), first.count > 1 { path[0] = String(first.dropFirst()) }
        guard let root = path.first, !root.isEmpty else { return nil }
        // `ItemsProvider.shared.items`: the property of the type's shared instance.
        if path.count == 3, root.first?.isUppercase == true, Self.sharedInstanceNames.contains(path[1]) { return root }
        guard path.count <= 2, case let .member(type, holder)? = bindings.resolve(root, at: node) else { return nil }
        // The holder's declared type, from this file alone: pass one records it before the
        // project's types are known.
        return path.count == 1 ? TypeNames.baseName(type.name) : state.modelTypeName(of: holder)
    }

    /// How a type's one shared instance is named by convention (`Store.shared`).
    static let sharedInstanceNames: Set<String> = ["shared", "default", "standard", "instance", "current"]

    /// `data` is a property of the enclosing view with a default value, no property wrapper, and
    /// no way to be set from outside (`let`, or `private`): constant for the view's lifetime.
    public func isConstantViewData(_ data: ExprSyntax, at node: Syntax) -> Bool {
        guard var path = data.unwrapped.dottedPath else { return false }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1, case let .member(type, property)? = bindings.resolve(path[0], at: node),
              isView(type), property.isStored, property.attributes.isEmpty, property.hasInitializer,
              property.isLet || property.isPrivate else { return false }
        return true
    }

    // MARK: Position shifts

    /// The position-shifting change found for a collection whose positions are row ids: an element
    /// inserted or removed in the middle, a move, a reorder, a dropping copy or a prepend written
    /// back, `.onDelete` / `.onMove` on the rows. Changes at the end (`append`, `removeLast`,
    /// clearing), whole replacements (a reload) and element writes (`xs[i] = x`, `$xs[i]`) keep every
    /// remaining row at its position and are not shifts.
    public struct PositionShift {
        /// The collection as written, without `self` (`groups`, `model.items`).
        public var path: String
        /// The change, for messages (`` `groups.remove(atOffsets:)` ``).
        public var change: String
        /// The change is made by the project's code — the view that shows the rows, its model, or
        /// the owner of its binding — rather than by list editing (`.onDelete` / `.onMove`, whose
        /// swipes and drags animate the rows by themselves) or by a store (`@Query`,
        /// `@FetchRequest`, which can animate its own changes).
        public var isMadeByCode = false
    }

    /// Whether `type`'s code changes the property `name` at all: assigns it (or an element of it),
    /// calls a mutating method on it, or hands out `$name`.
    public func isMutated(_ name: String, in type: TypeDeclSyntax) -> Bool {
        !mutations(of: name, in: type, firstOnly: true).isEmpty
    }

    /// Whether `type` edits elements of its property `name` in place (`items[i].done = true`,
    /// `items[i].isDone.toggle()`, `&items[i]`) or hands it out as a binding (`$items`); replacing
    /// it whole with other values (`items = load()`) or adding to it (`items.append(x)`) edits no
    /// value already shown; writing back a copy made from it (`items = items.markedDone()`) does.
    public func editsElementsInPlace(_ name: String, in type: TypeDeclSyntax) -> Bool {
        /// How deep below the property `expression` reaches (`items` 0, `items[i]` 1,
        /// `items[i].done` 2); nil when it does not start at the property.
        func depth(_ expression: ExprSyntax?) -> Int? {
            var expression = expression?.unwrapped
            var steps = 0
            while let current = expression, steps < 16 {
                if let member = current as? MemberAccessExprSyntax {
                    guard let base = member.base?.unwrapped else { return nil }
                    if (base as? IdentifierExprSyntax)?.name == "self" { return member.name == name ? steps : nil }
                    expression = base
                } else if let subscriptNode = current as? SubscriptExprSyntax {
                    expression = subscriptNode.base.unwrapped
                } else if let identifier = current as? IdentifierExprSyntax {
                    return identifier.name == name ? steps : nil
                } else {
                    return nil
                }
                steps += 1
            }
            return nil
        }
        var edits = false
        type.walk { node in
            switch node {
            case let assignment as AssignmentExprSyntax:
                // `items = items.markedDone()`: edited copies written back.
                if let steps = depth(assignment.target),
                   steps > 0 || assignment.value.descendants(IdentifierExprSyntax.self).contains(where: { $0.name == name })
                    || (assignment.value as? IdentifierExprSyntax)?.name == name {
                    edits = true
                }
            case let call as CallExprSyntax:
                if let member = call.callee as? MemberAccessExprSyntax, let steps = depth(member.base), steps > 0 { edits = true }
            case let identifier as IdentifierExprSyntax where identifier.name == "$" + name:
                if !handsToReader(identifier) { edits = true }
            case let prefix as PrefixExprSyntax where prefix.op == "&":
                if let steps = depth(prefix.operand), steps > 0 { edits = true }
            default:
                break
            }
            return !edits
        }
        return edits
    }

    /// `Row(item: item, items: $items)`, where `Row` is a view of the project whose `@Binding var
    /// items` its code never writes through: the binding leaves only to be read.
    func handsToReader(_ binding: IdentifierExprSyntax) -> Bool {
        guard let call = binding.parent as? CallExprSyntax, call.callee is IdentifierExprSyntax, let child = call.name,
              let label = binding.enclosingArgument?.label,
              members(ofTypeNamed: child).contains(where: { $0.name == label && $0.attributes == ["Binding"] }) else { return false }
        return !project.identity.writtenBindings.contains(child + "." + label)
    }

    /// The places where `type`'s code changes the property `name`: assignments to it (or to an
    /// element of it), mutating method calls on it, and `$name` handed out as a binding. With
    /// `firstOnly`, the walk stops at the first one.
    public func mutations(of name: String, in type: TypeDeclSyntax, firstOnly: Bool = false) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        func isProperty(_ expression: ExprSyntax?) -> Bool {
            var expression = expression?.unwrapped
            while let subscriptNode = expression as? SubscriptExprSyntax { expression = subscriptNode.base.unwrapped }
            guard var path = expression?.dottedPath else { return false }
            if path.first == "self" { path.removeFirst() }
            return path.first == name
        }
        type.walk { node in
            switch node {
            case let assignment as AssignmentExprSyntax where isProperty(assignment.target):
                found.append(assignment)
            case let call as CallExprSyntax:
                if let member = call.callee as? MemberAccessExprSyntax, IdentityFacts.mutatingMethods.contains(member.name),
                   isProperty(member.base) {
                    found.append(call)
                }
            case let identifier as IdentifierExprSyntax where identifier.name == "$" + name:
                found.append(identifier)
            default:
                break
            }
            return !(firstOnly && !found.isEmpty)
        }
        return found
    }

    /// For `collection` (the data behind `ForEach(collection.indices, ...)` of `rows`): the shift its
    /// owner makes. `@State` is changed by its view; `@Binding` by its view or by a type that builds
    /// the view (up to three levels) and shifts its collection of the same name; a model's property
    /// by the model's own code or through a value anywhere in the project (by name); `@Query` and
    /// `@FetchRequest` results by the store. Nil when no shift is found or the owner is unknown.
    /// `changesIn` gives `shiftingChanges(in:)` of a type (cached by the caller).
    public func positionShift(of collection: ExprSyntax, rows: CallExprSyntax,
                              changesIn: (TypeDeclSyntax) -> [String: String]) -> PositionShift? {
        // `chips[row].indices`: the inner list of one element, changed as `chips[row].remove(at: i)`.
        var collection = collection.unwrapped
        var element = ""
        if let subscriptNode = collection as? SubscriptExprSyntax {
            collection = subscriptNode.base.unwrapped
            element = "[]"
        }
        guard var path = collection.dottedPath, !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first, !root.isEmpty, path.count <= 2,
              case let .member(type, property)? = bindings.resolve(root, at: collection) else { return nil }
        let display = path.joined(separator: ".") + element
        if !element.isEmpty {
            let attributes = Set(property.attributes)
            guard !property.isLet, !attributes.isDisjoint(with: ["State", "Binding", "SceneStorage", "AppStorage"])
                    || (path.count == 2 && state.holdsObservableModel(property)) else { return nil }
            if let rowEdits = rowEdits(of: rows) { return PositionShift(path: display, change: rowEdits) }
            return changesIn(type)[display].map { PositionShift(path: display, change: $0, isMadeByCode: true) }
        }
        let rowEdits = rowEdits(of: rows)
        if path.count == 1 {
            guard !property.isLet else { return nil }
            let attributes = Set(property.attributes)
            if !attributes.isDisjoint(with: ["Query", "FetchRequest", "SectionedFetchRequest"]) {
                return PositionShift(path: display, change: rowEdits ?? "inserts and deletes in the store")
            }
            guard !attributes.isDisjoint(with: ["State", "Binding", "SceneStorage", "AppStorage"]) else { return nil }
            if let rowEdits { return PositionShift(path: display, change: rowEdits) }
            if let change = changesIn(type)[root] { return PositionShift(path: display, change: change, isMadeByCode: true) }
            if attributes.contains("Binding"), let (owner, change) = ownerShift(of: root, passedTo: TypeNames.baseName(type.name)) {
                return PositionShift(path: display, change: change + " in `\(owner)`, which owns it", isMadeByCode: true)
            }
            return nil
        }
        guard state.holdsObservableModel(property), let modelType = state.modelTypeName(of: property),
              let member = self.members(ofTypeNamed: modelType).first(where: { $0.name == path[1] }),
              member.isStored, !member.isLet else { return nil }
        // An ObservableObject publishes only its `@Published` properties.
        if let model = self.type(named: modelType), !model.attributes.contains("Observable"),
           model.inheritedTypes.contains("ObservableObject"), !member.attributes.contains("Published") { return nil }
        if let rowEdits { return PositionShift(path: display, change: rowEdits) }
        if let change = changesIn(type)[display] { return PositionShift(path: display, change: change, isMadeByCode: true) }
        // The model's own code, or other code through a value (`store.items.remove(at:)`).
        if let change = project.identity.positionShifts[modelType + "." + path[1]] {
            return PositionShift(path: display, change: change + " in `\(modelType)`", isMadeByCode: true)
        }
        // Another view's own `@StateObject` of the type is another instance than the one this view
        // creates for itself; one handed in may be the same.
        if !property.attributes.contains("StateObject"), let change = project.identity.positionShifts["~" + modelType + "." + path[1]] {
            return PositionShift(path: display, change: change + " elsewhere in the project", isMadeByCode: true)
        }
        if let change = project.identity.positionShifts["." + path[1]] {
            return PositionShift(path: display, change: change + " elsewhere in the project", isMadeByCode: true)
        }
        return nil
    }

    /// For a `@Binding` named `name` of `view`: a type that builds `view` (or builds a view that
    /// builds it, three levels up) and shifts its own collection of that name.
    func ownerShift(of name: String, passedTo view: String) -> (owner: String, change: String)? {
        var level: Set<String> = [view]
        var seen = level
        for _ in 0..<3 {
            var parents: Set<String> = []
            for child in level {
                for parent in project.identity.constructionSites[child] ?? [] where !parent.isEmpty {
                    if let change = project.identity.positionShifts[parent + "." + name] { return (parent, change) }
                    if seen.insert(parent).inserted { parents.insert(parent) }
                }
            }
            level = parents
        }
        return nil
    }

    static let shiftingCopies: Set<String> = IdentityFacts.shiftingCopies

    /// `.onDelete` / `.onMove` on the rows, which let the user edit the collection only in a
    /// `List` or `Form`: in a stack or a scroll view SwiftUI offers no swipe or drag for them. Rows
    /// with no container in their file may sit in a parent's `List`.
    func rowEdits(of rows: CallExprSyntax) -> String? {
        guard let edit = chainCalls(of: chainTop(of: rows)).first(where: { $0.name == "onDelete" || $0.name == "onMove" }) else {
            return nil
        }
        for view in enclosingViews(of: rows).dropFirst() {
            guard let root = view.chain.last, root.callee is IdentifierExprSyntax, let name = root.name,
                  !["Section", "Group", "ForEach"].contains(name) else { continue }
            if name == "List" || name == "Form" { break }
            return nil
        }
        return "`.\(edit.name ?? "onDelete")` on the rows"
    }

    /// The position-shifting changes the code of `type` makes, by the path it changes (`items`,
    /// `model.items`): a shifting method call, or a dropping copy or prepend assigned back; and a
    /// binding `$items` handed whole to a child whose parameter of that label the child shifts.
    /// One walk of the type; callers cache the result per type.
    public func shiftingChanges(in type: TypeDeclSyntax) -> [String: String] {
        var changes: [String: String] = [:]
        func path(of expression: ExprSyntax?) -> [String]? {
            var expression = expression?.unwrapped
            var element = ""
            if let subscriptNode = expression as? SubscriptExprSyntax {
                expression = subscriptNode.base.unwrapped
                element = "[]"
            }
            guard var path = expression?.dottedPath, !path.isEmpty else { return nil }
            if path.first == "self" { path.removeFirst() }
            guard (1...2).contains(path.count), !path.contains("") else { return nil }
            path[path.count - 1] += element
            return path
        }
        /// A value that drops, reorders or prepends to the collection at `target` (`items.filter { }`,
        /// `[x] + items`), through one local (`let kept = items.filter { }; items = kept`).
        func shiftedCopy(_ value: ExprSyntax, of target: [String], depth: Int = 0) -> String? {
            let value = value.unwrapped
            let display = target.joined(separator: ".")
            if let call = value as? CallExprSyntax, let name = call.name, FileContext.shiftingCopies.contains(name),
               path(of: call.base) == target {
                return "a `\(name)` copy written back to `\(display)`"
            }
            if let binary = value as? BinaryExprSyntax, binary.op == "+", binary.lhs.unwrapped is CollectionExprSyntax,
               reads(target, in: binary.rhs) {
                return "a prepend (`[x] + \(display)`)"
            }
            if depth == 0, let identifier = value as? IdentifierExprSyntax,
               case let .local(variable)? = bindings.resolve(identifier.name, at: identifier), let initializer = variable.initializer {
                return shiftedCopy(initializer, of: target, depth: 1)
            }
            return nil
        }
        // The closures of `.onMove` / `.onDelete` on rows outside a `List`, which SwiftUI never runs.
        var inert: Set<ObjectIdentifier> = []
        for name in ["onMove", "onDelete"] {
            for modifier in modifiers(named: name) where type.contains(modifier) {
                guard let rows = chainCalls(of: chainTop(of: modifier)).last, rows.name == "ForEach", rowEdits(of: rows) == nil else { continue }
                for closure in modifier.allClosures { inert.insert(ObjectIdentifier(closure)) }
            }
        }
        type.walk { node in
            switch node {
            // `private func move(from:to:)` that nothing names (no `.onMove(perform: move)`): dead code.
            case let function as FunctionDeclSyntax where isNeverNamed(function):
                return false
            case let closure as ClosureExprSyntax where inert.contains(ObjectIdentifier(closure)):
                return false
            case let call as CallExprSyntax:
                if let member = call.callee as? MemberAccessExprSyntax, let target = path(of: member.base),
                   let change = FileContext.shiftingCall(member.name, call) {
                    let display = target.joined(separator: ".")
                    if changes[display] == nil { changes[display] = "`\(display).\(change)`" }
                }
                // `Editor(steps: $steps)`: the child shifts its `steps`.
                for argument in call.arguments {
                    guard let label = argument.label, let identifier = argument.expression as? IdentifierExprSyntax,
                          identifier.name.hasPrefix("$"), identifier.name.count > 1, let child = call.name,
                          let change = project.identity.positionShifts[child + "." + label] else { continue }
                    let name = String(identifier.name.dropFirst())
                    if changes[name] == nil { changes[name] = "`$\(name)` handed to `\(child)(\(label):)`, which makes \(change)" }
                }
            case let assignment as AssignmentExprSyntax where assignment.op == "=":
                if let target = path(of: assignment.target), let change = shiftedCopy(assignment.value, of: target) {
                    let display = target.joined(separator: ".")
                    if changes[display] == nil { changes[display] = change }
                }
            default:
                break
            }
            return true
        }
        return changes
    }

    /// The change a call of a shifting collection method makes (`remove(at:)`), or nil when it keeps
    /// positions (`Set.insert(x)`, `removeAll()` clears, `append`).
    static func shiftingCall(_ method: String, _ call: CallExprSyntax) -> String? {
        IdentityFacts.shiftingChange(method, labels: call.arguments.compactMap(\.label), trailingClosure: !call.trailingClosures.isEmpty)
    }
}

extension ExprSyntax {
    /// The expression under `Array(...)` and calls of `methods` on it (`items` in
    /// `Array(items.filter { ... })` with `filter` among them), for at most eight steps.
    func peelingCalls(_ methods: Set<String>) -> ExprSyntax {
        var current = unwrapped
        for _ in 0..<8 {
            guard let call = current as? CallExprSyntax else { break }
            if call.name == "Array", call.callee is IdentifierExprSyntax, call.arguments.count == 1,
               let inner = call.arguments[0].expression {
                current = inner.unwrapped
            } else if let name = call.name, methods.contains(name), let base = call.base {
                current = base.unwrapped
            } else {
                break
            }
        }
        return current
    }
}
