import ScrollLintFindings
import ScrollLintSyntax

/// `sorted` / `filter` in a view's render path that feeds the rows of a lazy container (`List`,
/// `LazyVStack`, ...), or a query's results filtered or sorted in `body`.
struct CollectionTransformInBodyRule: Rule {
    static let id = "collection-transform-in-body"
    static let defaultSeverity = Severity.warning
    static let enabledByDefault = false
    static let summary = "A lazy `List` / `LazyVStack` / grid is fed by `sorted` or `filter` run in `body` on every render."

    static let transforms: Set<String> = ["sorted", "filter"]
    /// Calls that pass a collection on (its elements, reordered or cut): the transform still feeds
    /// whatever takes their result.
    static let passThrough: Set<String> = ["sorted", "filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "map", "compactMap"]
    /// Containers that build only the rows on screen: there the transform over the whole
    /// collection is the part of a render that grows with the data.
    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table", "OutlineGroup"]
    /// Containers a `ForEach` passes through to the one that lays its rows out.
    static let transparentContainers: Set<String> = ["Section", "Group", "DisclosureGroup"]
    static let queryWrappers: Set<String> = ["Query", "FetchRequest", "SectionedFetchRequest"]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        calls(calledNames, any: transforms)
    }

    func check(_ context: FileContext) {
        var reportedRows: Set<ObjectIdentifier> = []
        var feeds: [Feed] = []
        for name in Self.transforms {
            for call in context.modifiers(named: name) {
                guard let member = call.callee as? MemberAccessExprSyntax, let receiver = member.base,
                      // In a chain `xs.filter { }.sorted()`, the first transform is reported.
                      !Self.containsTransform(receiver),
                      let property = context.renderingProperty(of: call), property.getter?.contains(call) == true,
                      let view = context.enclosingView(of: call), context.enclosingType(of: call) === view,
                      // A view the app never shows renders nothing, however large its data.
                      !context.isNeverShownView(view) else { continue }
                if let consumer = feedsRows(call, in: property, context) {
                    guard !Self.filtersBySearchText(call, in: view, context), !Self.picksIndicesInRange(call, receiver: receiver),
                          !Self.rendersOnlyForItsInputs(call, receiver: receiver, in: view, context),
                          !Self.sortsByTableOrder(call, in: view),
                          !Self.dropsOneFromNarrowedQuery(call, receiver: receiver, in: view),
                          !FileContext.isDebugOnly(view),
                          var source = dynamicSource(receiver, at: call, context, depth: 0) else { continue }
                    if source.isQuery, !queryCanDo(call, name: name, receiver: receiver, context) { source.isQuery = false }
                    guard let container = reportableContainer(of: consumer, source: source, context),
                          !(name == "sorted" && onlyOrdersUnorderedData(call, receiver: receiver, consumer: consumer, context)),
                          // Groups ordered by how many children each holds (categories by their
                          // expenses): a copy kept elsewhere would go stale when a child is added,
                          // since the groups themselves do not change.
                          !(name == "sorted" && sortsByMemberCount(call)),
                          !splitsChartSeries(call, receiver: receiver, consumer: consumer, context) else { continue }
                    feeds.append(Feed(call: call, name: name, nameToken: member.nameToken, source: source, view: view, property: property,
                                      container: container, consumer: consumer.name ?? "ForEach"))
                } else if let (row, collection) = repeatedInRow(call, receiver: receiver, context),
                          !reportedRows.contains(ObjectIdentifier(row)) {
                    reportedRows.insert(ObjectIdentifier(row))
                    context.report(atToken: member.nameToken,
                                   "`\(name)` on `\(collection)` runs again inside every row of the `ForEach` over that collection, so each render does it once per row (quadratic in the number of rows); compute it once before the `ForEach` (a local of `\(property.name)`, or in the model) and compare with that")
                }
            }
        }
        for group in Self.partitions(of: Self.withoutComplementaryQueryParts(feeds, context)) {
            report(group, context)
        }
    }

    /// A transform that feeds the rows of a container, found in one view.
    struct Feed {
        var call: CallExprSyntax
        var name: String
        var nameToken: Int
        var source: Source
        var view: TypeDeclSyntax
        var property: VariableDeclSyntax
        var container: String
        var consumer: String
    }

    /// The feeds grouped into the findings to report, each group in source order. Transforms of
    /// one in-memory collection in one view (`journeys.filter { active }`, `journeys.filter { past }`
    /// for the sections of one list) are one finding: they are partitions of the same data, and
    /// the fix is one grouping of it, not one per section. A query's results stay one finding per
    /// transform: each part can be its own query with its own predicate.
    static func partitions(of feeds: [Feed]) -> [[Feed]] {
        struct Collection: Hashable { var view: ObjectIdentifier; var path: String; var isQuery: Bool }
        var groups: [[Feed]] = []
        var groupOfCollection: [Collection: Int] = [:]
        for feed in feeds.sorted(by: { $0.nameToken < $1.nameToken }) {
            // A derived query chain (`favorites` filtered from a query, then sorted) is its own
            // finding: its message names the chain.
            guard !feed.source.isQuery || feed.source.derived == nil else { groups.append([feed]); continue }
            let key = Collection(view: ObjectIdentifier(feed.view), path: feed.source.path, isQuery: feed.source.isQuery)
            if let index = groupOfCollection[key] {
                groups[index].append(feed)
            } else {
                groupOfCollection[key] = groups.count
                groups.append([feed])
            }
        }
        return groups
    }

    /// `expenses.filter { $0.debt != nil }` beside `expenses.filter { $0.debt == nil }` on one
    /// query's results in one view: together the parts show every result, so a query per part
    /// would fetch the same objects in two requests and save nothing; the split is a grouping
    /// of what is shown. Both parts are dropped; other transforms stay.
    static func withoutComplementaryQueryParts(_ feeds: [Feed], _ context: FileContext) -> [Feed] {
        var dropped: Set<ObjectIdentifier> = []
        for (index, first) in feeds.enumerated() where first.source.isQuery && first.name == "filter" {
            for second in feeds[(index + 1)...] where second.source.isQuery && second.name == "filter"
                && second.view === first.view && second.source.path == first.source.path {
                guard let a = predicate(of: first.call, context), let b = predicate(of: second.call, context),
                      areComplementary(a, b) else { continue }
                dropped.insert(ObjectIdentifier(first.call))
                dropped.insert(ObjectIdentifier(second.call))
            }
        }
        return feeds.filter { !dropped.contains(ObjectIdentifier($0.call)) }
    }

    /// The single expression a filter's closure tests, with its parameter spelled `$0`.
    static func predicate(of call: CallExprSyntax, _ context: FileContext) -> String? {
        let found = closures(of: call)
        guard found.count == 1, let test = found[0].singleExpression else { return nil }
        var text = context.text(test).filter { !$0.isWhitespace }
        if let parameter = found[0].parameterName(0) {
            text = text.replacingOccurrences(of: parameter + ".", with: "$0.")
        }
        return text
    }

    /// `p` and `!p`, `!(p)`, or `x == y` and `x != y`.
    static func areComplementary(_ a: String, _ b: String) -> Bool {
        func negations(_ text: String) -> Set<String> {
            var result: Set<String> = ["!" + text, "!(" + text + ")"]
            if text.hasPrefix("!(") && text.hasSuffix(")") { result.insert(String(text.dropFirst(2).dropLast())) }
            if text.hasPrefix("!") { result.insert(String(text.dropFirst())) }
            if text.components(separatedBy: "==").count == 2 { result.insert(text.replacingOccurrences(of: "==", with: "!=")) }
            if text.components(separatedBy: "!=").count == 2 { result.insert(text.replacingOccurrences(of: "!=", with: "==")) }
            return result
        }
        return negations(a).contains(b)
    }

    /// Reports a group of feeds at its first transform.
    func report(_ group: [Feed], _ context: FileContext) {
        guard let first = group.first else { return }
        let verb = first.name == "sorted" ? "sorted" : "filtered"
        let path = first.source.path
        let place = "`\(first.view.name).\(first.property.name)`"
        let message: String
        if first.source.isQuery, let derived = first.source.derived {
            let earlier = derived.by == "sorted" ? "sorted" : "filtered"
            let both = earlier == verb ? verb : "\(earlier) and \(verb)"
            message = "`\(first.name)` on `\(path)` (\(earlier) from `\(derived.from)`, a query's results) runs in \(place) on every render to feed \(first.container): the fetched results are \(both) each time `body` runs; move the work into the query (a predicate and sort descriptors) so the store does it once"
        } else if first.source.isQuery, group.count > 1 {
            let verbs = Set(group.map(\.name)).count > 1 ? "sorted or filtered" : verb
            message = "`\(path)`, a query's results, is \(verbs) \(group.count) times in `\(first.view.name)` on every render, here to feed \(first.container): the fetched results are passed over once per part each time `body` runs; give each part its own query (a predicate per part) so the store does the work once"
        } else if first.source.isQuery {
            message = "`\(first.name)` on `\(path)`, a query's results, runs in \(place) on every render to feed \(first.container): the whole fetched collection is \(verb) each time `body` runs; move it into the query (a predicate or sort descriptors) so the store does it once"
        } else if group.count > 1 {
            let names = Set(group.map(\.name))
            let verbs = names.count > 1 ? "sorted or filtered" : verb
            message = "`\(path)` is \(verbs) \(group.count) times in `\(first.view.name)` on every render, here to feed \(first.container): each render passes over the whole collection once per part, while the lazy container builds only the rows on screen; compute the parts once (grouped in the model or in state, updated when `\(path)` changes) and hand each part to its `\(first.consumer)`"
        } else {
            message = "`\(first.name)` on `\(path)` runs in \(place) on every render to feed \(first.container): the whole collection is \(verb) each time `body` runs, while the lazy container builds only the rows on screen; keep the \(verb) collection in the model or in state, updated when `\(path)` changes, and hand that to `\(first.consumer)`"
        }
        context.report(atToken: first.nameToken, message)
    }

    static func containsTransform(_ expression: ExprSyntax) -> Bool { transformName(in: expression) != nil }

    /// The innermost `sorted` / `filter` of a chain (`xs.filter { }.sorted()`: `filter`).
    static func transformName(in expression: ExprSyntax) -> String? {
        var found: String?
        var expression: ExprSyntax? = expression
        while let current = expression?.unwrapped {
            if let call = current as? CallExprSyntax {
                if let name = call.name, transforms.contains(name), call.base != nil { found = name }
                expression = call.base ?? ((call.name == "Array" && call.arguments.count == 1) ? call.arguments[0].expression : nil)
            } else if let member = current as? MemberAccessExprSyntax {
                expression = member.base
            } else {
                break
            }
        }
        return found
    }

    /// The `ForEach` / `List` whose data is the transform's result: directly, through
    /// `Array(...)`, further order-preserving calls, or a local `let` of the same getter.
    func feedsRows(_ call: CallExprSyntax, in property: VariableDeclSyntax, _ context: FileContext) -> CallExprSyntax? {
        let result = Self.outermostPassThrough(call)
        if let owner = result.parent as? CallExprSyntax, let data = owner.arguments.first, data.expression === result,
           data.label == nil, owner.callee is IdentifierExprSyntax, let name = owner.name, name == "ForEach" || name == "List" {
            return isListed(owner, context) ? owner : nil
        }
        // `let visible = items.filter { ... }` then `ForEach(visible)`.
        guard let local = result.parent as? VariableDeclSyntax, local.initializer === result, !context.isMember(local),
              let getter = property.getter else { return nil }
        for name in ["ForEach", "List"] {
            for consumer in context.calls(named: name) where getter.contains(consumer) && consumer.callee is IdentifierExprSyntax {
                // `ForEach(visible.sorted { ... })`: the later transform is reported, naming both.
                guard consumer.arguments.first?.label == nil, let data = consumer.arguments.first?.expression,
                      !Self.containsTransform(data),
                      let root = Self.rootIdentifier(data), root.name == local.name,
                      case let .local(variable)? = context.bindings.resolve(root.name, at: root), variable === local,
                      isListed(consumer, context) else { continue }
                return consumer
            }
        }
        return nil
    }

    /// Menus of choices (`Picker`, `Menu`, a context menu, a sheet) are not the scrolling list
    /// whose render path matters; rows shown in place are. A helper view (a computed property or
    /// a method other than `body`) is judged where it is shown: one that every caller shows in a
    /// sheet or context menu (an accounts list built for a sheet) is presented content too.
    func isListed(_ node: Syntax, _ context: FileContext, depth: Int = 0) -> Bool {
        // A view the app shows only in sheets and popovers (`.sheet { BranchPicker() }` in
        // another file) is presented content as a whole.
        func isShownInPlace() -> Bool {
            guard let type = context.enclosingType(of: node) else { return true }
            return !context.project.isShownOnlyPresented(TypeNames.baseName(type.name))
        }
        for ancestor in node.ancestors {
            if ancestor is TypeDeclSyntax { break }
            if context.isHelperDeclaration(ancestor) {
                guard let places = context.placesShowingHelper(around: node, depth: depth) else { return isShownInPlace() }
                return places.isEmpty || places.contains { isListed($0, context, depth: depth + 1) }
            }
            if ancestor is FunctionDeclSyntax { break }
            if context.isPresentedArgument(ancestor) { return false }
            guard let closure = ancestor as? ClosureExprSyntax else { continue }
            if context.isPresentedContent(closure) { return false }
            if let name = context.owningCall(of: closure)?.call.name, ["Picker", "Menu"].contains(name) { return false }
        }
        return isShownInPlace()
    }

    // MARK: The container of the rows

    enum RowContainer {
        /// `List`, `LazyVStack`, a lazy grid: builds only the visible rows.
        case lazy(String)
        /// `Form`: settings screens, a handful of rows per section.
        case form
        /// A sidebar `List`: the app's navigation, a handful of rows the user made, whatever
        /// their source (a query's results included).
        case sidebar
        /// `VStack`, `HStack`, `Chart`, a custom layout or view: builds (or draws) every row anyway.
        case eager(String)
    }

    /// What lays out the rows of `consumer`: `List(data)` itself, or the nearest container of a
    /// `ForEach` (through `Section`, `Group` and the rows of an outer `ForEach`). Nil when the
    /// `ForEach` is the root of a declaration (its container is chosen by a caller).
    func rowContainer(of consumer: CallExprSyntax, _ context: FileContext) -> RowContainer? {
        if consumer.name == "List" { return context.isSidebarList(consumer) ? .sidebar : .lazy("List") }
        for ancestor in consumer.ancestors {
            if ancestor is TypeDeclSyntax || ancestor is FunctionDeclSyntax { return nil }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) { return nil }
            guard let closure = ancestor as? ClosureExprSyntax else { continue }
            guard let (owner, _) = context.owningCall(of: closure), let name = owner.name else { return .eager("closure") }
            if owner.callee is IdentifierExprSyntax {
                if Self.transparentContainers.contains(name) { continue }
                if name == "ForEach", context.rowContentClosure(of: owner) === closure { continue }
                if Self.lazyStacks.contains(name), context.isInsideListRow(owner) { return .eager(name) }
                if name == "List", context.isSidebarList(owner) { return .sidebar }
                if Self.lazyContainers.contains(name) { return .lazy(name) }
                if name == "Form" { return .form }
            }
            return .eager(name)
        }
        return nil
    }

    /// Lazy stacks and grids: they build only the views on screen when they are the content of a
    /// scroll view.
    static let lazyStacks: Set<String> = ["LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    /// How the finding names the container, or nil when the transform is not worth reporting
    /// there: rows of a lazy container; a query's results in any container but a `Form` (the
    /// store is unbounded and the query can do the work).
    func reportableContainer(of consumer: CallExprSyntax, source: Source, _ context: FileContext) -> String? {
        let consumerName = consumer.name ?? "ForEach"
        switch rowContainer(of: consumer, context) {
        case let .lazy(name)?:
            return consumerName == "List" ? "`List`" : "`ForEach` in `\(name)`"
        case let .eager(name)? where source.isQuery:
            return name == "closure" ? "`\(consumerName)`" : "`\(consumerName)` in `\(name)`"
        case nil where source.isQuery:
            return "`\(consumerName)`"
        default:
            return nil
        }
    }

    // MARK: Sorting only to give unordered data an order

    /// `dict.keys.sorted()`, `dict.sorted { $0.key < $1.key }` shown with `id: \.key`, a `Set` of
    /// names sorted into their natural order: the sort exists to give data that has no order a
    /// stable one, and such collections (settings, headers, ids) are small.
    func onlyOrdersUnorderedData(_ call: CallExprSyntax, receiver: ExprSyntax, consumer: CallExprSyntax,
                                 _ context: FileContext) -> Bool {
        if let last = receiver.unwrapped.dottedPath?.last, last == "keys" || last == "values" { return true }
        // `previewURLs.tuples` with `previewURLs: [Int: URL]`: the entries of a dictionary, through
        // a helper of the app's own.
        if let member = receiver.unwrapped as? MemberAccessExprSyntax, let owner = member.base,
           collectionKind(of: owner, at: call, context) == .dictionary { return true }
        if let keyPath = consumer.argument("id") as? KeyPathExprSyntax, let first = keyPath.components.first,
           first == "key" || first == "value" { return true }
        let kind = collectionKind(of: receiver, at: call, context)
        if kind == .dictionary || kind == .dictionaryEntries { return true }
        // A natural-order sort (`sorted()`, `sorted(by: <)`) sorts comparable values (names,
        // ids); on a `Set`, or where the type is unknown, it only fixes an order.
        return isNaturalOrder(call, context) && kind != .array
    }

    func isNaturalOrder(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard call.trailingClosures.isEmpty else { return false }
        if call.arguments.isEmpty { return true }
        guard call.arguments.count == 1, let argument = call.arguments[0].expression else { return false }
        let text = context.text(argument)
        return text == "<" || text == ">"
    }

    /// `dictionaryEntries`: an array of a dictionary's values (`PropertySummary.isUnordered`).
    enum CollectionKind { case array, dictionary, dictionaryEntries, set, unknown }

    /// The kind of collection `expression` is, from the declared type of the property it names
    /// (through the models the view holds) or of a local's initializer.
    func collectionKind(of expression: ExprSyntax, at node: Syntax, _ context: FileContext, depth: Int = 0) -> CollectionKind {
        guard depth < 4 else { return .unknown }
        if let call = expression.unwrapped as? CallExprSyntax, let name = call.name, Self.passThrough.contains(name),
           let base = call.base {
            // `set.filter { }` stays a Set; `sorted` and the rest make arrays.
            if name == "filter" { return collectionKind(of: base, at: node, context, depth: depth + 1) }
            return .array
        }
        guard let path = expression.unwrapped.dottedPath, !path.isEmpty else { return .unknown }
        if path.count == 1, case let .local(variable)? = context.bindings.resolve(path[0], at: node) {
            if let annotation = variable.typeAnnotation { return Self.kind(ofAnnotation: annotation) }
            guard let initializer = variable.initializer else { return .unknown }
            return collectionKind(of: initializer, at: variable, context, depth: depth + 1)
        }
        guard let property = resolvedProperty(expression, at: node, context) else { return .unknown }
        // `var active: [Download] { downloads.values.filter { ... } }`: a dictionary's values.
        if property.isUnordered { return .dictionaryEntries }
        if let annotation = property.typeAnnotation { return Self.kind(ofAnnotation: annotation) }
        if property.initializerType == "Set" { return .set }
        if property.initializerType == "Dictionary" { return .dictionary }
        return property.initializerElementType != nil ? .array : .unknown
    }

    static func kind(ofAnnotation annotation: String) -> CollectionKind {
        var text = Substring(annotation)
        while let last = text.last, last == "?" || last == "!" { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]") {
            // A colon outside nested brackets and angle brackets: `[String: Int]`.
            var depth = 0
            for character in text.dropFirst().dropLast() {
                switch character {
                case "[", "<", "(": depth += 1
                case "]", ">", ")": depth -= 1
                case ":" where depth == 0: return .dictionary
                default: break
                }
            }
            return .array
        }
        let name = TypeNames.baseName(String(text))
        switch name {
        case "Dictionary", "OrderedDictionary": return .dictionary
        case "Set", "OrderedSet", "NSSet": return .set
        case "Array", "ContiguousArray", "ArraySlice", "FetchedResults", "Results", "IdentifiedArray", "IdentifiedArrayOf": return .array
        default: return .unknown
        }
    }

    /// The property a dotted path names: `items` (a member of the view), `store.items` (a member
    /// of the model type the view's `store` holds), and so on for a few steps. Nil for locals,
    /// closure parameters and anything unresolved.
    func resolvedProperty(_ expression: ExprSyntax, at node: Syntax, _ context: FileContext) -> PropertySummary? {
        guard var path = expression.unwrapped.dottedPath, !path.isEmpty else { return nil }
        let hasSelf = path.first == "self"
        if hasSelf { path.removeFirst() }
        guard let root = path.first, !root.isEmpty, path.count <= 4 else { return nil }
        let binding: Binding?
        if hasSelf, let type = context.enclosingType(of: node) {
            binding = context.bindings.member(root, of: type)
        } else {
            binding = context.bindings.resolve(root, at: node)
        }
        guard case var .member(_, property)? = binding else { return nil }
        for name in path.dropFirst() {
            guard let typeName = context.state.modelTypeName(of: property),
                  let next = context.members(ofTypeNamed: typeName).first(where: { $0.name == name && !$0.isStatic }) else {
                return nil
            }
            property = next
        }
        return property
    }

    // MARK: The same collection transformed again in each row

    /// A transform inside the rows of a `ForEach` on the very collection that `ForEach` iterates
    /// (`ForEach(items.filter(\.isDone)) { item in ... items.filter(\.isDone).last ... }`): the
    /// row closure, and the collection's name.
    func repeatedInRow(_ call: CallExprSyntax, receiver: ExprSyntax, _ context: FileContext) -> (ClosureExprSyntax, String)? {
        guard let (rowCall, row) = context.enclosingRowContent(of: call),
              let data = rowCall.arguments.first?.expression,
              let iterated = Self.iteratedCollection(data), let path = iterated.unwrapped.dottedPath,
              receiver.unwrapped.dottedPath == path, !context.readsRowElement(receiver, of: row),
              let source = dynamicSource(receiver, at: call, context, depth: 0, perRow: true),
              reportableContainer(of: rowCall, source: source, context) != nil else { return nil }
        // The name must mean the same thing in the row as in the `ForEach`'s data.
        if let root = Self.rootIdentifier(receiver), let dataRoot = Self.rootIdentifier(iterated),
           !sameBinding(context.bindings.resolve(root.name, at: root), context.bindings.resolve(dataRoot.name, at: dataRoot)) {
            return nil
        }
        return (row, source.path)
    }

    func sameBinding(_ first: Binding?, _ second: Binding?) -> Bool {
        switch (first, second) {
        case let (.member(typeA, a)?, .member(typeB, b)?): return a.name == b.name && typeA === typeB
        case let (.local(a)?, .local(b)?): return a === b
        case let (.closureParameter(a, i)?, .closureParameter(b, j)?): return a === b && i == j
        default: return false
        }
    }

    /// The collection under a `ForEach`'s data: `items` in `items.filter { }.enumerated()` or
    /// `Array(items.sorted())`. Nil when the data is a plain name (nothing is recomputed).
    static func iteratedCollection(_ data: ExprSyntax) -> ExprSyntax? {
        var expression = data.unwrapped
        var transformed = false
        while true {
            if let call = expression as? CallExprSyntax {
                if let name = call.name, passThrough.contains(name), let base = call.base {
                    transformed = transformed || transforms.contains(name)
                    expression = base.unwrapped
                    continue
                }
                if call.name == "Array", call.arguments.count == 1, let inner = call.arguments[0].expression {
                    expression = inner.unwrapped
                    continue
                }
                return nil
            }
            return transformed ? expression : nil
        }
    }

    /// The expression that carries `call`'s result outwards through `Array(...)`, parentheses and
    /// calls such as `.prefix(10)` or `.enumerated()`.
    static func outermostPassThrough(_ call: CallExprSyntax) -> ExprSyntax {
        var current: ExprSyntax = call
        while true {
            if let member = current.parent as? MemberAccessExprSyntax, member.base === current,
               let outer = member.parent as? CallExprSyntax, outer.callee === member, let name = outer.name,
               passThrough.contains(name) {
                current = outer
            } else if let member = current.parent as? MemberAccessExprSyntax, member.base === current,
                      ["lazy", "indices"].contains(member.name) {
                current = member
            } else if let outer = current.parent as? CallExprSyntax, outer.name == "Array", outer.arguments.count == 1,
                      outer.arguments[0].label == nil, outer.arguments[0].expression === current {
                current = outer
            } else if let tuple = current.parent as? TupleExprSyntax, tuple.parenthesized === current {
                current = tuple
            } else if let effect = current.parent as? EffectExprSyntax {
                current = effect
            } else {
                return current
            }
        }
    }

    /// The identifier at the root of `items`, `items.prefix(3)`, `Array(items)`.
    static func rootIdentifier(_ expression: ExprSyntax) -> IdentifierExprSyntax? {
        var expression: ExprSyntax? = expression
        while let current = expression?.unwrapped {
            switch current {
            case let identifier as IdentifierExprSyntax: return identifier
            case let member as MemberAccessExprSyntax: expression = member.base
            case let call as CallExprSyntax:
                expression = call.base ?? (call.name == "Array" && call.arguments.count == 1 ? call.arguments[0].expression : nil)
            default: return nil
            }
        }
        return nil
    }

    // MARK: What a query can do

    /// Whether the query could do the transform in the store: not when it reads a computed
    /// property of the model, nor a sort by a relationship's count.
    /// `items.filter { $0.title.contains(model.query) }` where the view binds `model.query` to
    /// `.searchable(text:)` or a `TextField`: live search, whose result changes with each
    /// keystroke that renders the view again, so keeping it elsewhere would save nothing.
    static func filtersBySearchText(_ call: CallExprSyntax, in view: TypeDeclSyntax, _ context: FileContext) -> Bool {
        guard call.name == "filter", let predicate = call.allClosures.first else { return false }
        var searched: Set<[String]> = []
        view.walk { node in
            guard let bound = node as? CallExprSyntax, let name = bound.name else { return true }
            let text: ExprSyntax?
            switch name {
            case "searchable": text = bound.argument("text")
            case "TextField" where bound.callee is IdentifierExprSyntax: text = bound.argument("text") ?? bound.arguments.dropFirst().first?.expression
            default: text = nil
            }
            if var path = text?.unwrapped.dottedPath, let first = path.first, first.hasPrefix("$") {
                path[0] = String(first.dropFirst())
                if path.first == "self" { path.removeFirst() }
                searched.insert(path)
            }
            return true
        }
        guard !searched.isEmpty else { return false }
        // Directly, or through a local derived from it (`let pattern = query.lowercased()`).
        func readsSearchText(_ node: Syntax, depth: Int) -> Bool {
            node.descendants(ExprSyntax.self).contains { expression in
                guard var path = expression.dottedPath else { return false }
                if path.first == "self" { path.removeFirst() }
                if searched.contains(path) { return true }
                guard depth < 2, let identifier = expression as? IdentifierExprSyntax,
                      case let .local(local)? = context.bindings.resolve(identifier.name, at: identifier),
                      let initializer = local.initializer else { return false }
                return (initializer.dottedPath.map(searched.contains) ?? false) || readsSearchText(initializer, depth: depth + 1)
            }
        }
        return readsSearchText(predicate, depth: 0)
    }

    /// The view owns no state and observes no model: what can render it again is only bindings
    /// its parent hands in, and the transform reads every one of them
    /// (`apps.filter { query.isEmpty || $0.name.contains(query) }` with `@Binding var query`), on a
    /// collection of the view (not a row's element). Each render then comes with new inputs for the
    /// transform, and a copy kept elsewhere would be recomputed as often. Environment values
    /// (`\.dismiss`) do not count.
    static func rendersOnlyForItsInputs(_ call: CallExprSyntax, receiver: ExprSyntax, in view: TypeDeclSyntax,
                                        _ context: FileContext) -> Bool {
        guard var root = receiver.unwrapped.dottedPath, !root.isEmpty else { return false }
        if root.first == "self" { root.removeFirst() }
        guard let name = root.first, case .member? = context.bindings.member(name, of: view) else { return false }
        var read: Set<String> = [name]
        for closure in call.allClosures {
            for expression in closure.descendants(ExprSyntax.self) {
                guard var path = expression.dottedPath, !path.isEmpty else { continue }
                if path.first == "self" { path.removeFirst() }
                if let first = path.first { read.insert(first.hasPrefix("$") ? String(first.dropFirst()) : first) }
            }
        }
        var bindings = 0
        for member in view.members {
            guard let variable = member as? VariableDeclSyntax, variable.isStored, !variable.isStatic,
                  !variable.attributes.isEmpty else { continue }
            let attributes = Set(variable.attributes.map(\.name))
            if attributes == ["Namespace"] { continue }
            if attributes == ["Environment"], variable.attribute("Environment")?.arguments.first?.expression is KeyPathExprSyntax { continue }
            guard attributes == ["Binding"], read.contains(variable.name) else { return false }
            bindings += 1
        }
        return bindings > 0
    }

    /// `ForEach(readings.filter { $0.value > high })` beside `ForEach(readings.filter { $0.value <= high })`
    /// in one `Chart { }`: the series of one chart, picked by filters of the same collection. The
    /// chart draws a mark for every element anyway, so picking the series costs what drawing them
    /// does, and one query per series would cost no less. A single filtered series is still
    /// reported.
    func splitsChartSeries(_ call: CallExprSyntax, receiver: ExprSyntax, consumer: CallExprSyntax,
                           _ context: FileContext) -> Bool {
        guard call.name == "filter", let path = receiver.unwrapped.dottedPath,
              let chart = context.enclosingViews(of: consumer).lazy.compactMap({ view -> CallExprSyntax? in
                  guard let root = view.chain.last, root.callee is IdentifierExprSyntax, root.name == "Chart" else { return nil }
                  return root
              }).first else { return false }
        let series = chart.descendants(CallExprSyntax.self).filter { other in
            guard other.name == "filter", let member = other.callee as? MemberAccessExprSyntax else { return false }
            return member.base?.unwrapped.dottedPath == path
        }
        return series.count > 1
    }

    /// `items.sorted(using: sortOrder)` where the view's `Table(..., sortOrder: $sortOrder)` binds
    /// the same state: the user's click on a column header is what renders the view again, so the
    /// sort runs once per new order, as a cache would.
    static func sortsByTableOrder(_ call: CallExprSyntax, in view: TypeDeclSyntax) -> Bool {
        guard call.name == "sorted", var order = call.argument("using")?.unwrapped.dottedPath, !order.isEmpty else { return false }
        if order.first == "self" { order.removeFirst() }
        return view.descendants(CallExprSyntax.self).contains { table in
            guard table.name == "Table", table.callee is IdentifierExprSyntax,
                  var bound = table.argument("sortOrder")?.unwrapped.dottedPath, !bound.isEmpty else { return false }
            if bound.first == "$self" { bound.removeFirst() }
            if let first = bound.first, first.hasPrefix("$") { bound[0] = String(first.dropFirst()) }
            return bound == order
        }
    }

    /// `xs.indices.filter { page.contains($0) }` (or `$0 >= start && $0 < end`): one page of the
    /// indices, picked by testing each index against a range. The pass compares integers and its
    /// result is capped by the range, so it is not the work that grows with the rows; the fitting
    /// form is `page.clamped(to: xs.indices)`, not a list kept in the model. A predicate that reads
    /// the elements (`xs[$0].isDone`) is a real filter and stays reported.
    /// `accounts.filter { $0.objectID != account.objectID }` where the view's initializer builds
    /// `accounts`' request with a predicate (`_accounts = FetchRequest(..., predicate: ...)`):
    /// the query already holds only the related records, and the filter drops the one on screen.
    static func dropsOneFromNarrowedQuery(_ call: CallExprSyntax, receiver: ExprSyntax, in view: TypeDeclSyntax) -> Bool {
        guard call.name == "filter", var path = receiver.unwrapped.dottedPath, !path.isEmpty else { return false }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1, let test = closures(of: call).first?.singleExpression?.unwrapped as? BinaryExprSyntax,
              test.op == "!=" || test.op == "!==" else { return false }
        // Both sides name an identity: `$0.id`, `$0.objectID`, or the element itself.
        let identities: Set<String> = ["id", "objectID"]
        func isIdentity(_ side: ExprSyntax) -> Bool {
            guard let spelled = side.unwrapped.dottedPath, let last = spelled.last else { return false }
            return identities.contains(last) || (spelled.count == 1 && test.op == "!==")
        }
        guard isIdentity(test.lhs), isIdentity(test.rhs) else { return false }
        let wrapper = "_" + path[0]
        return view.members.contains { member in
            guard let function = member as? FunctionDeclSyntax, function.keyword == "init", let body = function.body else { return false }
            return body.descendants(AssignmentExprSyntax.self).contains { assignment in
                guard assignment.target.unwrapped.dottedPath?.last == wrapper,
                      let request = assignment.value.unwrapped as? CallExprSyntax,
                      ["FetchRequest", "Query"].contains(request.name ?? "") else { return false }
                return request.arguments.contains { $0.label == "predicate" || $0.label == "filter" }
            }
        }
    }

    static func picksIndicesInRange(_ call: CallExprSyntax, receiver: ExprSyntax) -> Bool {
        let predicates = closures(of: call)
        guard call.name == "filter", (receiver.unwrapped as? MemberAccessExprSyntax)?.name == "indices", predicates.count == 1,
              let index = predicates[0].parameterName(0), let test = predicates[0].singleExpression else { return false }
        return testsAgainstRange(test, index: index, depth: 0)
    }

    /// `range.contains(index)`, or comparisons of `index` with bounds joined by `&&`, where
    /// nothing but the index itself reads the closure's parameter.
    static func testsAgainstRange(_ test: ExprSyntax, index: String, depth: Int) -> Bool {
        guard depth < 6 else { return false }
        func isIndex(_ expression: ExprSyntax) -> Bool { (expression.unwrapped as? IdentifierExprSyntax)?.name == index }
        func readsIndex(_ expression: ExprSyntax) -> Bool {
            expression.containsNode { ($0 as? IdentifierExprSyntax)?.name == index }
        }
        switch test.unwrapped {
        case let call as CallExprSyntax:
            guard call.name == "contains", let range = call.base, !readsIndex(range), call.arguments.count == 1,
                  call.arguments[0].label == nil, let argument = call.arguments[0].expression else { return false }
            return isIndex(argument)
        case let binary as BinaryExprSyntax where binary.op == "&&":
            return testsAgainstRange(binary.lhs, index: index, depth: depth + 1) && testsAgainstRange(binary.rhs, index: index, depth: depth + 1)
        case let binary as BinaryExprSyntax where ["<", "<=", ">", ">="].contains(binary.op):
            return (isIndex(binary.lhs) && !readsIndex(binary.rhs)) || (isIndex(binary.rhs) && !readsIndex(binary.lhs))
        default:
            return false
        }
    }

    func queryCanDo(_ call: CallExprSyntax, name: String, receiver: ExprSyntax, _ context: FileContext) -> Bool {
        if readsComputedProperty(call, receiver: receiver, context) || handsElementToCall(call) || callsMethodOnElement(call) {
            return false
        }
        return !(name == "sorted" && sortsByMemberCount(call))
    }

    /// `downloads.filter { isActive($0) }`: the closure hands the whole element to a function,
    /// whose test (in-memory state, calendar arithmetic) no store predicate can run.
    func handsElementToCall(_ call: CallExprSyntax) -> Bool {
        Self.closures(of: call).contains { closure in
            let parameters = Self.elementNames(of: closure)
            return closure.descendants(CallExprSyntax.self).contains { inner in
                inner.arguments.contains { ($0.expression?.unwrapped as? IdentifierExprSyntax).map { parameters.contains($0.name) } ?? false }
            }
        }
    }

    /// String methods a store predicate or sort descriptor can run (`localizedStandardContains`,
    /// a localized comparator).
    static let storeMethods: Set<String> = [
        "contains", "localizedStandardContains", "localizedCaseInsensitiveContains", "hasPrefix", "hasSuffix", "starts",
        "lowercased", "uppercased", "compare", "caseInsensitiveCompare", "localizedCompare", "localizedStandardCompare",
        "localizedCaseInsensitiveCompare",
    ]

    /// `books.sorted { ($0.title ?? "").sortKey() < ($1.title ?? "").sortKey() }`: the closure
    /// runs a method of the app's on the element's values, which no store predicate or sort
    /// descriptor can run.
    func callsMethodOnElement(_ call: CallExprSyntax) -> Bool {
        Self.closures(of: call).contains { closure in
            let parameters = Self.elementNames(of: closure)
            return closure.descendants(CallExprSyntax.self).contains { inner in
                guard let member = inner.callee as? MemberAccessExprSyntax, !Self.storeMethods.contains(member.name),
                      let base = member.base else { return false }
                return base.containsNode { ($0 as? IdentifierExprSyntax).map { parameters.contains($0.name) } ?? false }
            }
        }
    }

    /// A sort whose key is the count of a member of the element (`($0.expenses?.count ?? 0) >
    /// ($1.expenses?.count ?? 0)`): the element's member is a to-many relationship, and a
    /// `SortDescriptor` takes a key path to one stored, comparable value, not an aggregate over a
    /// relationship, so the store cannot order by it.
    func sortsByMemberCount(_ call: CallExprSyntax) -> Bool {
        for closure in Self.closures(of: call) {
            let parameters = Self.elementNames(of: closure)
            for member in closure.descendants(MemberAccessExprSyntax.self) where member.name == "count" {
                // `$0.expenses.count` or `$0.expenses?.count`.
                guard let inner = member.base?.unwrapped as? MemberAccessExprSyntax,
                      let element = inner.base?.unwrapped as? IdentifierExprSyntax, parameters.contains(element.name) else { continue }
                return true
            }
        }
        return false
    }

    /// The names a transform's closure calls its elements by: its parameters, or `$0` and `$1`.
    static func elementNames(of closure: ClosureExprSyntax) -> Set<String> {
        Set(closure.parameters + ["$0", "$1"])
    }

    /// The closures a transform is given, trailing or as arguments.
    static func closures(of call: CallExprSyntax) -> [ClosureExprSyntax] {
        call.trailingClosures.map(\.closure) + call.arguments.compactMap { $0.expression?.unwrapped as? ClosureExprSyntax }
    }

    /// Whether the transform's closure or key path reads a computed property of the query's model
    /// (`$0.speciesName` where the model declares `var speciesName: String { ... }`): a predicate
    /// or sort descriptor runs in the store and reads only stored properties, so the query cannot
    /// do this transform, and the finding must not say it can.
    func readsComputedProperty(_ call: CallExprSyntax, receiver: ExprSyntax, _ context: FileContext) -> Bool {
        guard let element = context.elementType(of: receiver, at: call) else { return false }
        let computed = Set(context.members(ofTypeNamed: element).filter { !$0.isStored && !$0.isStatic }.map(\.name))
        return !computed.isDisjoint(with: elementMembersRead(by: call))
    }

    /// The members of the element a transform reads: `$0.name` or `item.name` in its closure, the
    /// first component of a key path argument (`filter(\.isDone)`).
    func elementMembersRead(by call: CallExprSyntax) -> Set<String> {
        var names: Set<String> = []
        for argument in call.arguments {
            if let keyPath = argument.expression?.unwrapped as? KeyPathExprSyntax, let first = keyPath.components.first {
                names.insert(first)
            }
        }
        for closure in Self.closures(of: call) {
            let parameters = Self.elementNames(of: closure)
            for member in closure.descendants(MemberAccessExprSyntax.self) {
                if let base = member.base?.unwrapped as? IdentifierExprSyntax, parameters.contains(base.name) { names.insert(member.name) }
            }
        }
        return names
    }

    // MARK: Where the collection comes from

    struct Source {
        var path: String
        var isQuery: Bool
        /// For a local that already transforms the data (`let favs = subs.filter { ... }`): the
        /// collection it comes from and that first transform, so the message names the whole chain.
        var derived: (from: String, by: String)? = nil
    }

    /// The collection the transform runs on, when it is data of unknown size: a (non-static)
    /// property of the view or of a model it holds, or a row's element. Literal arrays, ranges,
    /// `allCases`, static constants, constant literal state, arrays of a payload-free enum and
    /// anything unresolved stay silent.
    /// A plain input the parent hands the view (no property wrapper), transformed itself (not
    /// through a row of a `ForEach` over it, where each section is its own transform), when the
    /// view re-renders only for new inputs: nothing it owns or observes is read while it renders,
    /// except to decide whether the list shows at all (`if isExpanded { ... }` around it) and in
    /// actions (a button's `navigation.push(video)`). Its `body` then runs once per new collection,
    /// as a cache would, or to show the rows, which need the transform anyway.
    /// Or the collection is part of one value: a member of one value handed in (`station.dishes`
    /// of a row's `let station: Station`, a part of one element of the parent's data), or of a
    /// `let` value a model object holds (`model.export.entries` where the class keeps
    /// `let export: KeyExport`), fixed for that object's lifetime.
    static func isHandedInValue(_ property: PropertySummary, path: [String], of type: TypeDeclSyntax, at call: Syntax,
                                _ context: FileContext) -> Bool {
        if path.count == 1 {
            guard property.isStored, property.attributes.isEmpty, property.typeAnnotation?.hasPrefix("[") == true else { return false }
            return type.members.allSatisfy { member in
                guard let variable = member as? VariableDeclSyntax, variable.isStored, !variable.isStatic,
                      !variable.attributes.isEmpty else { return true }
                // A nested type's own member of the same name (a header's `@Binding var isOpen`) is not this one.
                return context.uses(ofHelperView: variable.name, in: type).allSatisfy { use in
                    context.enclosingType(of: use).map { TypeNames.baseName($0.name) } != TypeNames.baseName(type.name)
                        || isActionOrGate(use, of: call, context)
                }
            }
        }
        var holder: PropertySummary? = nil
        var current = property
        for name in path.dropFirst() {
            if current.isStored, current.isLet, holder.map({ isClass($0, context) }) ?? current.attributes.isEmpty,
               let annotation = current.typeAnnotation,
               let declared = context.type(named: TypeNames.baseName(annotation)),
               declared.kind == .struct || declared.kind == .enum { return true }
            guard let typeName = context.state.modelTypeName(of: current),
                  let next = context.members(ofTypeNamed: typeName).first(where: { $0.name == name && !$0.isStatic }) else { return false }
            holder = current
            current = next
        }
        return false
    }

    /// `bleManager.devices.filter { ... }` where the view observes `bleManager`, whose only
    /// `@Published` property is `devices`, and holds nothing else that changes (no state, binding,
    /// environment or other model; plain inputs only): `body` runs again only when `devices`
    /// changes or the parent hands new inputs, so the transform runs once per new collection, as
    /// a cache would.
    static func isOnlyChangeOfObservedModel(_ property: PropertySummary, path: [String], of type: TypeDeclSyntax,
                                            _ context: FileContext) -> Bool {
        // `@Bindable` needs an `@Observable` model, so the `ObservableObject` test below leaves it out.
        guard path.count == 2, !Set(property.attributes).isDisjoint(with: StateResolver.modelWrappers),
              let modelName = context.state.modelTypeName(of: property),
              let model = context.type(named: modelName), model.kind == .class, model.inheritedTypes.contains("ObservableObject")
        else { return false }
        let published = context.members(ofTypeNamed: modelName).filter { $0.attributes.contains("Published") }
        guard published.count == 1, published[0].name == path[1] else { return false }
        return context.members(ofTypeNamed: TypeNames.baseName(type.name)).allSatisfy { member in
            member.name == property.name || member.attributes.isEmpty || !member.isStored || member.isStatic
        }
    }

    static func isClass(_ property: PropertySummary, _ context: FileContext) -> Bool {
        guard let name = context.state.modelTypeName(of: property) else { return false }
        return context.type(named: name)?.kind == .class
    }

    /// A use of a view's state that cannot re-run the transform for nothing: in an action (a
    /// closure handed to a modifier that builds no view, a method returning nothing), or as a
    /// condition of an `if` whose body holds the transform.
    static func isActionOrGate(_ use: ExprSyntax, of call: Syntax, _ context: FileContext) -> Bool {
        for ancestor in use.ancestors {
            if let condition = ancestor as? ConditionSyntax {
                return (condition.parent as? IfStmtSyntax)?.body?.contains(call) ?? false
            }
            if let closure = ancestor as? ClosureExprSyntax, context.owningCall(of: closure) != nil, !context.isRenderClosure(closure),
               !closure.containsNode(where: { ($0 as? CallExprSyntax)?.name?.first?.isUppercase == true }) {
                return true
            }
            if let function = ancestor as? FunctionDeclSyntax {
                return function.keyword == "func" && function.returnType == nil
            }
            if ancestor is TypeDeclSyntax { return false }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) { return false }
        }
        return false
    }

    /// `perRow`: the transform runs once per row, where even an input's cost is quadratic.
    func dynamicSource(_ receiver: ExprSyntax, at node: Syntax, _ context: FileContext, depth: Int, perRow: Bool = false) -> Source? {
        let receiver = receiver.unwrapped
        guard depth < 4, var path = receiver.dottedPath, !path.isEmpty else { return nil }
        if path.last == "allCases" { return nil }
        let display = path.joined(separator: ".")
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first, !root.isEmpty else { return nil }
        let binding: Binding?
        if receiver.dottedPath?.first == "self", let type = context.enclosingType(of: node) {
            binding = context.bindings.member(root, of: type)
        } else {
            binding = context.bindings.resolve(root, at: node)
        }
        switch binding {
        case let .member(type, property)?:
            guard !property.isStatic else { return nil }
            if !perRow, depth == 0, Self.isHandedInValue(property, path: path, of: type, at: node, context) { return nil }
            if !perRow, depth == 0, Self.isOnlyChangeOfObservedModel(property, path: path, of: type, context) { return nil }
            if property.isLet, path.count == 1, property.initializerElementType != nil || property.typeAnnotation == nil { return nil }
            if path.count == 1, isConstantLiteral(property, in: type, context) || isFilledOnlyFromFixedList(property, in: type, context) {
                return nil
            }
            // A collection its owner trims to a fixed size (`lists = Array(lists.prefix(maxLists))`).
            let owner = path.count == 1 ? TypeNames.baseName(type.name) : context.state.modelTypeName(of: property)
            if let owner, path.count <= 2, context.project.identity.cappedCollections.contains(owner + "." + path[path.count - 1]) {
                return nil
            }
            if let final = path.count == 1 ? property : resolvedProperty(receiver, at: node, context) {
                if context.isCappedByEnum(final) { return nil }
                // The user's accounts, the app's settings and layout configuration: a handful.
                if let element = final.typeAnnotation.flatMap(TypeNames.elementType(ofAnnotation:)) ?? final.initializerElementType,
                   FileContext.namesAHandful(element) { return nil }
            }
            return Source(path: display, isQuery: path.count == 1 && !Self.queryWrappers.isDisjoint(with: property.attributes))
        case let .local(variable)?:
            guard let initializer = variable.initializer, !(initializer.unwrapped is CollectionExprSyntax) else { return nil }
            let initial = initializer.unwrapped
            if let call = initial as? CallExprSyntax, let name = call.name, Self.passThrough.contains(name), let base = call.base {
                return dynamicSource(base, at: variable, context, depth: depth + 1, perRow: perRow).map { inner in
                    let by = Self.transformName(in: initial)
                    return Source(path: display, isQuery: inner.isQuery,
                                  derived: inner.derived ?? by.map { (from: inner.path, by: $0) })
                }
            }
            return dynamicSource(initial, at: variable, context, depth: depth + 1, perRow: perRow).map { Source(path: display, isQuery: $0.isQuery) }
        case let .closureParameter(closure, _)?:
            // A row's element: `ForEach(groups) { group in ForEach(group.items.sorted()) }`.
            guard path.count >= 2, let (owner, _) = context.owningCall(of: closure),
                  context.rowContentClosure(of: owner) === closure,
                  let data = owner.arguments.first?.expression,
                  dynamicSource(data, at: owner, context, depth: depth + 1, perRow: perRow) != nil else { return nil }
            return Source(path: display, isQuery: false)
        default:
            return nil
        }
    }

    /// A property initialised with a collection literal that nothing can change: a `let`, or a
    /// `private` `var` / `@State` with a non-empty literal that the file never assigns, mutates or
    /// hands out as a binding. Its size is the literal's.
    func isConstantLiteral(_ property: PropertySummary, in type: TypeDeclSyntax, _ context: FileContext) -> Bool {
        guard property.isStored, property.hasInitializer, property.isLet || property.isPrivate,
              let variable = declaration(of: property.name, in: type),
              let literal = variable.initializer?.unwrapped as? CollectionExprSyntax else { return false }
        if property.isLet { return true }
        // An empty literal is a placeholder for data loaded later, by means the file may not show.
        guard !literal.elements.isEmpty else { return false }
        // `private` members can be changed from extensions in the same file too.
        let baseName = TypeNames.baseName(type.name)
        for declaration in context.typeDeclarations where TypeNames.baseName(declaration.name) == baseName {
            if context.isMutated(property.name, in: declaration) || passesInOut(property.name, in: declaration) { return false }
        }
        return true
    }

    /// A `private` stored property that the file only ever sets to a list written in the code:
    /// every assignment (`paths = Library.all().map { ... }`, the initial value included) is
    /// derived from array literals, directly or through a static function or property that returns
    /// one (a hard-coded library of entries). Its size is the library's, however it is filtered;
    /// `[]` first and the library later is loading, not growth. Any other change (an `append`, a
    /// binding handed out, an element assigned) leaves the size unknown.
    func isFilledOnlyFromFixedList(_ property: PropertySummary, in type: TypeDeclSyntax, _ context: FileContext) -> Bool {
        guard property.isStored, property.isPrivate, !property.isLet, let variable = declaration(of: property.name, in: type),
              variable.initializer.map({ isFixedList($0, context, depth: 0) }) ?? true else { return false }
        var values: [ExprSyntax] = []
        let baseName = TypeNames.baseName(type.name)
        for declaration in context.typeDeclarations where TypeNames.baseName(declaration.name) == baseName {
            if passesInOut(property.name, in: declaration) { return false }
            for mutation in context.mutations(of: property.name, in: declaration) {
                guard let assignment = mutation as? AssignmentExprSyntax, assignment.op == "=",
                      var target = assignment.target.unwrapped.dottedPath else { return false }
                if target.first == "self" { target.removeFirst() }
                guard target == [property.name] else { return false }
                values.append(assignment.value)
            }
        }
        return !values.isEmpty && values.allSatisfy { isFixedList($0, context, depth: 0) }
    }

    /// Whether `expression` is a list written in the code, or derived from one without growing it:
    /// an array literal, `+` of such lists, `map` / `filter` / `compactMap` / `sorted` (and the
    /// other pass-through calls) of one, a local `let` or computed property of the type that holds
    /// one, or a static function or property (`Library.all()`, `Self.presets`) that returns one.
    func isFixedList(_ expression: ExprSyntax, _ context: FileContext, depth: Int) -> Bool {
        // Each step (a call, a local, a getter, a static member) is one level: a dozen is plenty.
        guard depth < 12 else { return false }
        let expression = expression.unwrapped
        switch expression {
        case is CollectionExprSyntax:
            return true
        case let binary as BinaryExprSyntax where binary.op == "+":
            return isFixedList(binary.lhs, context, depth: depth + 1) && isFixedList(binary.rhs, context, depth: depth + 1)
        case let call as CallExprSyntax:
            if let name = call.name, Self.passThrough.contains(name), let base = call.base {
                return isFixedList(base, context, depth: depth + 1)
            }
            if call.name == "Array", call.callee is IdentifierExprSyntax, call.arguments.count == 1, let inner = call.arguments[0].expression {
                return isFixedList(inner, context, depth: depth + 1)
            }
            guard call.arguments.isEmpty, call.trailingClosures.isEmpty,
                  let values = staticMember(call.callee, context)?.returned else { return false }
            return values.allSatisfy { isFixedList($0, context, depth: depth + 1) }
        case let identifier as IdentifierExprSyntax:
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case let .local(variable)?:
                guard variable.isLet, let initializer = variable.initializer else { return false }
                return isFixedList(initializer, context, depth: depth + 1)
            case let .member(type, property)? where !property.isStored && !property.isStatic:
                guard let values = declaration(of: property.name, in: type)?.getter?.returnedValues else { return false }
                return values.allSatisfy { isFixedList($0, context, depth: depth + 1) }
            default:
                return false
            }
        case is MemberAccessExprSyntax:
            guard let member = staticMember(expression, context), !member.isFunction, let values = member.returned else { return false }
            return values.allSatisfy { isFixedList($0, context, depth: depth + 1) }
        default:
            return false
        }
    }

    /// The values a static member of a type of this file gives: `Library.all` (a static function,
    /// for `Library.all()`) or `Self.presets` (a static property's initializer or getter).
    func staticMember(_ reference: ExprSyntax, _ context: FileContext) -> (returned: [ExprSyntax]?, isFunction: Bool)? {
        guard let member = reference.unwrapped as? MemberAccessExprSyntax, let base = member.base?.unwrapped.dottedPath,
              base.count == 1, var typeName = base.first else { return nil }
        if typeName == "Self" {
            guard let type = context.enclosingType(of: member) else { return nil }
            typeName = type.name
        }
        guard typeName.first?.isUppercase == true else { return nil }
        let baseName = TypeNames.baseName(typeName)
        for type in context.typeDeclarations where TypeNames.baseName(type.name) == baseName {
            for declaration in type.members {
                if let function = declaration as? FunctionDeclSyntax, function.keyword == "func", function.name == member.name,
                   function.modifiers.contains("static"), function.parameters.isEmpty {
                    return (function.body?.returnedValues, true)
                }
                for variable in FileSummarizer.variables(in: declaration) where variable.name == member.name && variable.isStatic {
                    return (variable.getter?.returnedValues ?? variable.initializer.map { [$0] }, false)
                }
            }
        }
        return nil
    }

    func declaration(of name: String, in type: TypeDeclSyntax) -> VariableDeclSyntax? {
        for member in type.members {
            for variable in FileSummarizer.variables(in: member) where variable.name == name && !variable.isStatic {
                return variable
            }
        }
        return nil
    }

    /// `&name` or `&self.name` handed to an `inout` parameter.
    func passesInOut(_ name: String, in type: TypeDeclSyntax) -> Bool {
        type.descendants(PrefixExprSyntax.self).contains { prefix in
            guard prefix.op == "&", var path = prefix.operand.unwrapped.dottedPath else { return false }
            if path.first == "self" { path.removeFirst() }
            return path.first == name
        }
    }
}
