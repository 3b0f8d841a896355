import ScrollLintFindings
import ScrollLintSyntax

/// A `ForEach` in a lazy container whose content returns a varying number of top-level views.
struct VariableRowSubviewsRule: Rule {
    static let id = "variable-row-subviews"
    static let defaultSeverity = Severity.warning
    static let summary = "A `ForEach` in a lazy stack or `List` produces a varying number of views per element."

    static let lazyContainers: Set<String> = ["LazyVStack", "LazyHStack", "List"]
    /// Containers whose children are the children of the container around them.
    static let transparentContainers: Set<String> = ["Section", "Group", "ForEach"]

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        // A `List`, or a `ForEach` in a lazy stack of the same file (`lazyContainer(of:)`).
        calledNames.contains("List") || (calledNames.contains("ForEach") && calls(calledNames, any: ["LazyVStack", "LazyHStack"]))
    }

    /// Up to this many elements, building every row costs nothing worth a finding.
    static let smallCollection = 20

    func check(_ context: FileContext) {
        for call in context.calls(named: "ForEach") + context.calls(named: "List") {
            guard let row = context.rowContentClosure(of: call), let container = lazyContainer(of: call, context),
                  let dataExpression = call.arguments.first?.expression,
                  !Self.isSmall(dataExpression, context), !Self.isContainerSections(dataExpression, context) else { continue }
            let counts = row.statements.map { statement in
                Self.harmlessVariation(statement, data: dataExpression, row: row, container: container, context)
                    ?? ViewCount.of(statement, context)
            }
            guard let total = ViewCount.sum(counts), total.possible.count > 1,
                  !ViewCount.producesOnlySections(row.statements, context) else { continue }
            let data = context.text(dataExpression)
            let range = ViewCount.describe(total.possible)
            // One finding per ForEach, at the first statement that makes the count vary.
            let reasons = counts.compactMap { count in count.flatMap { $0.possible.count > 1 ? $0.reason : nil } }
            guard let reason = reasons.first else { continue }
            // The cost grows with the data: report where the data is known to be long, or where
            // the varying statement itself searches the iterated collection (quadratic whatever its
            // size). A collection of unknown size may well be a handful of items, and a search of
            // another one (a fixed table looked up per row) grows only with the rows: stay silent.
            func scans(_ condition: ConditionSyntax) -> Bool {
                Self.scansCollection(condition, data: dataExpression, onlyData: true, context)
            }
            let scansData = reasons.contains { reason in
                (reason.statement as? IfStmtSyntax)?.conditions.contains(where: scans) == true
            }
            let paginated = Self.loadsPages(row)
            guard scansData || paginated || Self.isKnownLong(dataExpression, context) else { continue }
            let others = reasons.count > 1 ? " (and \(reasons.count - 1) more statement\(reasons.count > 2 ? "s" : "") of the row)" : ""
            if let scanning = (reason.statement as? IfStmtSyntax)?.conditions.first(where: scans),
               !Self.isKnownLong(dataExpression, context) {
                // What costs is the search in every row, made worse by building every row.
                context.report(atToken: reason.token,
                               "Every row of `\(data)` in this `\(container)` searches the collection again (`\(context.text(scanning))`), and the row produces \(range) top-level views, so the lazy container builds every row to count them: the rows cost work that grows with the square of the data. Compute what the condition needs once (a `let` before the `ForEach`, or in the model) and compare with that")
                continue
            }
            if let footer = reason.statement as? IfStmtSyntax, footer.elseBranch == nil,
               footer.body?.descendants(CallExprSyntax.self).contains(where: { $0.name == "ProgressView" }) == true {
                context.report(atToken: reason.token,
                               "The rows of `\(data)` in this `\(container)` produce \(range) top-level views per element (a loading footer inside the row), so the lazy container has to build every row to count its views; show the footer after the `ForEach`, not inside the last row")
                continue
            }
            if container == "List", reason.isOptionalView, total.possible.min() == 0 {
                // A List has no stack spacing, and an empty container would be an empty row.
                context.report(atToken: reason.token,
                               "The rows of `\(data)` in this `List` produce \(range) views per element (\(reason.description)\(others)), so the list has to build every row to count them; filter the data before the `ForEach` so each element is one row (a fetch predicate where the condition reads stored attributes, otherwise a filtered collection kept in the model)")
                continue
            }
            let filter = reason.isOptionalView && total.possible.min() == 0
                ? "; when the `if` skips elements, filter the data before the `ForEach` instead" : ""
            context.report(atToken: reason.token,
                           "The rows of `\(data)` in this `\(container)` produce \(range) top-level views per element (\(reason.description)\(others)), so the lazy container has to build every row to count its views; \(reason.fix)\(filter)")
        }
    }

    /// Statements whose varying count costs nothing or is meant, counted as the fixed count they
    /// really have:
    /// - `if let value = dictionary[key]` over `dictionary.keys`: the lookup never fails;
    /// - a separator between rows (`if item != items.last { Divider() }`), unless its condition
    ///   scans the collection (`filter`, `firstIndex`, ...: work per row that grows with the data);
    ///   also a project's own separator view (`if showsLines && index != items.count - 1 {
    ///   ThemedDivider() }`) where the condition says "not the last row";
    /// - in a `List`, extra buttons or links that are meant to be rows of their own.
    static func harmlessVariation(_ statement: Syntax, data: ExprSyntax, row: ClosureExprSyntax, container: String,
                                  _ context: FileContext) -> ViewCount? {
        guard let ifStatement = ((statement as? StatementExprSyntax)?.statement ?? statement) as? IfStmtSyntax,
              let body = ifStatement.body else { return nil }
        if isLookupOfIteratedKey(ifStatement, data: data, row: row), let then = ViewCount.sum(body.statements.map { ViewCount.of($0, context) }) {
            return ViewCount(possible: then.possible)
        }
        guard ifStatement.elseBranch == nil else { return nil }
        let views = body.statements.compactMap { ViewCount.rootCall(of: $0)?.name }
        guard views.count == body.statements.count, !views.isEmpty else { return nil }
        if views.allSatisfy({ $0 == "Divider" }), !ifStatement.conditions.contains(where: { scansCollection($0, data: data, context) }) { return .zero }
        if views.count == 1, isSeparator(views[0]), separatesFromNextRow(ifStatement, data: data, row: row) { return .zero }
        if container == "List", views.allSatisfy({ ["Button", "NavigationLink", "Toggle", "Link"].contains($0) }) { return .zero }
        return nil
    }

    /// A view that draws the line between two rows: `Divider`, or a view of the project named
    /// like one (`ThemedDivider`, `RowSeparator`).
    static func isSeparator(_ name: String) -> Bool {
        name.contains("Divider") || name.contains("Separator")
    }

    /// A condition that holds for every row but the last, as a separator between rows needs: a
    /// single condition whose `&&` operands include a comparison of the row with the end of the
    /// iterated data (`index != items.count - 1`, `index < items.count - 1`, `item != items.last`,
    /// `item.id != items.last?.id`), and whose other operands do not read the row (a setting such
    /// as `showsLines`): every row but the last gets the same separator.
    static func separatesFromNextRow(_ ifStatement: IfStmtSyntax, data: ExprSyntax, row: ClosureExprSyntax) -> Bool {
        guard ifStatement.conditions.count == 1, let condition = ifStatement.conditions.first, condition.kind == .expression,
              let expression = condition.expression else { return false }
        let rowNames: Set<String> = row.parameters.isEmpty ? ["$0", "$1"] : Set(row.parameters.filter { $0 != "_" })
        let operands = andOperands(expression)
        let ends = operands.filter { comparesWithEnd($0, rowNames, data: data) }
        guard !ends.isEmpty else { return false }
        return operands.allSatisfy { operand in
            ends.contains { $0 === operand }
                || !operand.containsNode { ($0 as? IdentifierExprSyntax).map { rowNames.contains($0.name) } ?? false }
        }
    }

    /// The operands of `a && b && c` (an expression that is no `&&` is its own one operand).
    static func andOperands(_ expression: ExprSyntax, depth: Int = 0) -> [ExprSyntax] {
        guard depth < 16, let and = expression.unwrapped as? BinaryExprSyntax, and.op == "&&" else { return [expression.unwrapped] }
        return andOperands(and.lhs, depth: depth + 1) + andOperands(and.rhs, depth: depth + 1)
    }

    /// `index != items.count - 1`, `index < items.count - 1`, `item != items.last`,
    /// `item.id != items.last?.id` (either side for `!=`), where the row side starts at one of
    /// the row's parameters and `items` is read by the data of the `ForEach`.
    static func comparesWithEnd(_ operand: ExprSyntax, _ rowNames: Set<String>, data: ExprSyntax) -> Bool {
        guard let comparison = operand as? BinaryExprSyntax else { return false }
        let pairs: [(row: ExprSyntax, end: ExprSyntax)]
        switch comparison.op {
        case "!=": pairs = [(comparison.lhs, comparison.rhs), (comparison.rhs, comparison.lhs)]
        case "<": pairs = [(comparison.lhs, comparison.rhs)]
        case ">": pairs = [(comparison.rhs, comparison.lhs)]
        default: return false
        }
        func isIterated(_ collection: [String]) -> Bool {
            data.containsNode { ($0 as? ExprSyntax)?.dottedPath == collection }
        }
        return pairs.contains { pair in
            guard let rowPath = pair.row.unwrapped.dottedPath, let first = rowPath.first, rowNames.contains(first) else { return false }
            let end = pair.end.unwrapped
            // `items.count - 1`, compared with the index itself.
            if rowPath.count == 1, let minus = end as? BinaryExprSyntax, minus.op == "-",
               (minus.rhs.unwrapped as? LiteralExprSyntax)?.numericValue == 1,
               let count = minus.lhs.unwrapped as? MemberAccessExprSyntax, count.name == "count",
               let collection = count.base?.unwrapped.dottedPath {
                return isIterated(collection)
            }
            // `items.last`, `items.last?.id`: the same member of the last element.
            guard let endPath = end.dottedPath, let last = endPath.lastIndex(of: "last"), last > 0 else { return false }
            return Array(endPath[(last + 1)...]) == Array(rowPath.dropFirst()) && isIterated(Array(endPath[..<last]))
        }
    }

    /// `ForEach(dictionary.keys...) { key in if let value = dictionary[key] { ... } }`.
    static func isLookupOfIteratedKey(_ ifStatement: IfStmtSyntax, data: ExprSyntax, row: ClosureExprSyntax) -> Bool {
        var keys = data.unwrapped
        while let call = keys as? CallExprSyntax {
            if call.name == "Array", call.base == nil, let inner = call.arguments.first?.expression { keys = inner.unwrapped }
            else if call.name == "sorted", let base = call.base { keys = base.unwrapped }
            else { break }
        }
        guard let member = keys as? MemberAccessExprSyntax, member.name == "keys", let dictionary = member.base?.dottedPath,
              let lookup = ifStatement.conditions.first, lookup.kind == .optionalBinding,
              let subscriptExpression = lookup.expression?.unwrapped as? SubscriptExprSyntax,
              subscriptExpression.base.dottedPath == dictionary, subscriptExpression.arguments.count == 1,
              let key = subscriptExpression.arguments[0].expression?.unwrapped as? IdentifierExprSyntax else { return false }
        return row.parameters.first == key.name || (row.parameters.isEmpty && key.name == "$0")
    }

    /// Calls that walk the collection they are called on. (`count` is no search: a collection
    /// knows its count.)
    static let scanningCalls: Set<String> = ["filter", "firstIndex", "lastIndex", "contains", "first", "last", "sorted",
                                             "map", "compactMap", "reduce", "index", "enumerated", "reversed"]

    /// A condition that walks a collection the view holds (`items.firstIndex(of: item) != ...`):
    /// a scanning call whose receiver is the iterated data or a stored collection of the view or
    /// its model, so every row does work that grows with the data (with `onlyData`, the iterated
    /// data alone).
    static func scansCollection(_ condition: ConditionSyntax, data: ExprSyntax, onlyData: Bool = false, _ context: FileContext) -> Bool {
        condition.descendants(CallExprSyntax.self).contains { call in
            guard let base = call.base, scanningCalls.contains(call.name ?? "") else { return false }
            return isHeldCollection(base, data: data, onlyData: onlyData, context)
        }
    }

    /// Whether `receiver` (looking through calls on it: `items.filter { ... }.first(where:)`) is
    /// the iterated data (`items` of `ForEach(items.filter(\.isDone))`) or a stored property of
    /// the view or of a model it holds (`store.items`). Not a value of one row: a subscript result
    /// (`icons[file]`), a name the condition list bound (`if let icon = ..., icon.map(...)`), the
    /// row's parameter, a local or an optional: `Optional.map` or an element's own list is no
    /// search of the data; nor is a list of a payload-free enum's cases (enabled feature flags),
    /// at most one element per case.
    static func isHeldCollection(_ receiver: ExprSyntax, data: ExprSyntax, onlyData: Bool = false, _ context: FileContext) -> Bool {
        var expression = receiver.unwrapped
        while let call = expression as? CallExprSyntax, let base = call.base {
            // `items.suffix(5).contains(...)`: a few elements searched, whatever the data's length.
            if isFewElements(call, ["prefix", "suffix"]) { return false }
            expression = base.unwrapped
        }
        guard var path = expression.dottedPath, !path.isEmpty else { return false }
        if path.first == "self", path.count > 1 { path.removeFirst() }
        if data.containsNode(where: { ($0 as? ExprSyntax)?.dottedPath == path }) { return true }
        guard !onlyData, path.count <= 2, case let .member(_, property)? = context.bindings.resolve(path[0], at: expression) else { return false }
        if path.count == 1 {
            return property.isStored && property.typeAnnotation?.hasSuffix("?") != true && !context.isCappedByEnum(property)
        }
        guard context.state.holdsObservableModel(property), let model = context.state.modelTypeName(of: property),
              let member = context.members(ofTypeNamed: model).first(where: { $0.name == path[1] }) else { return false }
        return member.isStored && member.typeAnnotation?.hasSuffix("?") != true && !context.isCappedByEnum(member)
    }

    /// Data known to be long: a Core Data or SwiftData fetch (`@FetchRequest`, `@Query`,
    /// `FetchedResults`) outside the app's settings screens, or a literal range or array of more than `smallCollection` elements —
    /// directly, through `Array(...)`, `.enumerated()`, `.indices`, a transform, a local or a
    /// computed property.
    static func isKnownLong(_ data: ExprSyntax, _ context: FileContext, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        var expression = data.unwrapped
        while true {
            if let call = expression as? CallExprSyntax, call.name == "Array", call.base == nil, call.arguments.count == 1,
               let inner = call.arguments[0].expression {
                expression = inner.unwrapped
            } else if let call = expression as? CallExprSyntax, let base = call.base,
                      ["enumerated", "sorted", "filter", "reversed", "compactMap", "map"].contains(call.name ?? "") {
                expression = base.unwrapped
            } else if let member = expression as? MemberAccessExprSyntax, member.name == "indices", let base = member.base {
                expression = base.unwrapped
            } else {
                break
            }
        }
        if let count = ViewCount.literalCount(expression) { return count > smallCollection }
        let name: String
        if let identifier = expression as? IdentifierExprSyntax {
            name = identifier.name
        } else if let member = expression as? MemberAccessExprSyntax, member.base?.isSelfReference == true {
            name = member.name
        } else {
            return false
        }
        switch context.bindings.resolve(name, at: expression) {
        case let .member(type, property)?:
            let fetches: Set<String> = ["FetchRequest", "SectionedFetchRequest", "Query", "ObservedResults", "ObservedSectionedResults"]
            let fetched = property.attributes.contains(where: fetches.contains)
                || property.typeAnnotation.map { $0.contains("FetchedResults") || $0.hasPrefix("Results<") } == true
            // A settings screen fetches what the user configured: a handful, however it is stored.
            if fetched { return !context.isInSettingsScreen(data) }
            guard !property.isStored, let getter = context.getter(of: property.name, in: type),
                  let result = getter.singleExpression ?? (getter.statements.last as? JumpStmtSyntax)?.value else { return false }
            return isKnownLong(result, context, depth: depth + 1)
        case let .local(variable)?:
            return variable.initializer.map { isKnownLong($0, context, depth: depth + 1) } ?? false
        default:
            return false
        }
    }

    /// Rows that load the next page when they appear (`.onAppear { loadMore() }`, `.task { await
    /// fetchNextPage() }`, `.onAppear(perform: loadMore)`): the data grows page by page, as long as
    /// the user scrolls. Preloading (`preload_events(...)`) prepares the rows already there.
    static func loadsPages(_ row: ClosureExprSyntax) -> Bool {
        let pageWords = ["load", "fetch", "more", "next", "page"]
        // `preloadEvents`, `prefetchImages`: work for the rows already there, not a next page.
        func namesPageLoad(_ name: String) -> Bool { !name.hasPrefix("pre") && pageWords.contains { name.contains($0) } }
        return row.descendants(CallExprSyntax.self).contains { trigger in
            guard trigger.name == "onAppear" || trigger.name == "task", trigger.callee is MemberAccessExprSyntax else { return false }
            // `.onAppear(perform: loadMore)`: the function handed in by name.
            if let performed = trigger.argument("perform")?.unwrapped.dottedPath?.last?.lowercased() {
                return namesPageLoad(performed)
            }
            guard let action = trigger.allClosures.first else { return false }
            return action.descendants(CallExprSyntax.self).contains { call in
                namesPageLoad((call.name ?? "").lowercased())
            }
        }
    }

    /// `xs.prefix(5)` (one of `methods`) with a literal count of at most `smallCollection`.
    static func isFewElements(_ call: CallExprSyntax, _ methods: Set<String>) -> Bool {
        guard let name = call.name, methods.contains(name),
              let count = (call.arguments.first?.expression?.unwrapped as? LiteralExprSyntax)?.numericValue else { return false }
        return count <= Double(smallCollection)
    }

    /// Data of a known small size: `Kind.allCases`, a literal or a local `let` bound to one,
    /// `.prefix(n)`, a range of literals, the user's accounts — through `Array(...)`,
    /// `.enumerated()` and `.indices`.
    static func isSmall(_ data: ExprSyntax, _ context: FileContext) -> Bool {
        var expression = data.unwrapped
        while true {
            if let call = expression as? CallExprSyntax, call.name == "Array", call.base == nil, call.arguments.count == 1,
               let inner = call.arguments[0].expression {
                expression = inner.unwrapped
            } else if let call = expression as? CallExprSyntax, call.name == "enumerated", let base = call.base {
                expression = base.unwrapped
            } else if let member = expression as? MemberAccessExprSyntax, member.name == "indices", let base = member.base {
                expression = base.unwrapped
            } else {
                break
            }
        }
        if let count = ViewCount.literalCount(expression) { return count <= smallCollection }
        if let member = expression as? MemberAccessExprSyntax, member.name == "allCases" { return true }
        if let call = expression as? CallExprSyntax, call.name == "prefix", call.base != nil,
           (call.arguments.first?.expression?.unwrapped as? LiteralExprSyntax)?.numericValue != nil {
            return isFewElements(call, ["prefix"])
        }
        // The user's own accounts (`@Query var accounts: [LoggedAccount]`), the app's settings: a
        // handful, however they are stored or fetched.
        if let identifier = expression as? IdentifierExprSyntax,
           case let .member(_, property)? = context.bindings.resolve(identifier.name, at: identifier),
           let element = property.typeAnnotation.flatMap(TypeNames.elementType(ofAnnotation:)), FileContext.namesAHandful(element) {
            return true
        }
        if let identifier = expression as? IdentifierExprSyntax,
           case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier), variable.isLet,
           let initializer = variable.initializer, let count = ViewCount.literalCount(initializer) {
            return count <= smallCollection
        }
        return false
    }

    /// `ForEach(sections)` over the sections or subviews a custom container is handed
    /// (`Group(sections: content) { sections in ... }`): as many as its caller wrote, a few.
    static func isContainerSections(_ data: ExprSyntax, _ context: FileContext) -> Bool {
        guard let identifier = data.unwrapped as? IdentifierExprSyntax,
              case let .closureParameter(closure, _)? = context.bindings.resolve(identifier.name, at: identifier),
              let (owner, _) = context.owningCall(of: closure), owner.name == "Group" || owner.name == "ForEach" else { return false }
        return owner.arguments.contains { $0.label == "sections" || $0.label == "subviews" }
    }

    /// The lazy container (`LazyVStack`, `LazyHStack`, `List`) whose children the rows of `call`
    /// become, looking through `Section`, `Group` and outer `ForEach`. `List(data) { row }` is
    /// its own container.
    func lazyContainer(of call: CallExprSyntax, _ context: FileContext) -> String? {
        // A sidebar's rows are the app's navigation, a handful the user made.
        if call.name == "List" { return context.isSidebarList(call) ? nil : "List" }
        var view: ExprSyntax = context.chainTop(of: call)
        while let closure = Self.closureHoldingStatement(view) {
            guard let (owner, parameter) = context.owningCall(of: closure), owner.callee is IdentifierExprSyntax,
                  parameter == "content", let name = owner.name else { return nil }
            if name == "List", context.isSidebarList(owner) { return nil }
            // A lazy stack that is one row of a `List` builds all its rows anyway: there is no
            // laziness for the rows' view count to defeat.
            if Self.lazyContainers.contains(name) { return name != "List" && context.isInsideListRow(owner) ? nil : name }
            guard Self.transparentContainers.contains(name) else { return nil }
            view = context.chainTop(of: owner)
        }
        return nil
    }

    /// The closure `view` is a top-level statement of (looking through `if`, `switch` and `#if`).
    static func closureHoldingStatement(_ view: ExprSyntax) -> ClosureExprSyntax? {
        var node: Syntax = view
        while let parent = node.parent {
            switch parent {
            case let closure as ClosureExprSyntax: return closure
            case is CodeBlockSyntax, is IfStmtSyntax, is SwitchStmtSyntax, is SwitchCaseSyntax, is StatementExprSyntax,
                 is IfConfigSyntax, is IfConfigClauseSyntax:
                node = parent
            default:
                return nil
            }
        }
        return nil
    }
}

/// How many top-level views a view-builder statement can produce. A modifier chain, a stack, a
/// `Group` or `EmptyView()` is one view; a declaration none; `if` / `switch` the union of their
/// branches; a `ForEach` over data of unknown size any number.
struct ViewCount {
    struct Reason {
        var token: Int
        /// The `if`, `switch` or nested `ForEach` that makes the count vary.
        var statement: Syntax? = nil
        var description: String
        var fix: String
        /// An `if` without `else`: the element may show nothing.
        var isOptionalView = false
    }

    var possible: Set<Int>
    /// Why the count varies, for the statement that makes it vary.
    var reason: Reason?

    static let fixed1 = ViewCount(possible: [1])
    static let zero = ViewCount(possible: [0])
    /// Stands for "as many as the data has".
    static let manyMarker = 1_000

    /// The count of one statement; nil when the analyzer cannot tell (stays silent).
    static func of(_ statement: Syntax, _ context: FileContext) -> ViewCount? {
        switch statement {
        case is VariableDeclSyntax, is FunctionDeclSyntax:
            return .zero
        case let wrapper as StatementExprSyntax:
            return wrapper.statement.flatMap { of($0, context) }
        case let jump as JumpStmtSyntax:
            guard jump.keyword == "return" else { return nil }
            return jump.value.flatMap { of($0, context) } ?? .zero
        case let ifStatement as IfStmtSyntax:
            return ofIf(ifStatement, context)
        case let switchStatement as SwitchStmtSyntax:
            var union: Set<Int> = []
            for switchCase in switchStatement.cases {
                guard let count = sum(switchCase.statements.map { of($0, context) }) else { return nil }
                union.formUnion(count.possible)
            }
            guard !union.isEmpty else { return nil }
            return ViewCount(possible: union, reason: union.count > 1 ? Reason(
                token: switchStatement.firstToken, statement: switchStatement, description: "the cases of this `switch` produce different numbers of views",
                fix: "give every case the same number of views, or wrap the row in one container (a `VStack` with the lazy stack's `spacing:`, so the layout stays the same)") : nil)
        case let ifConfig as IfConfigSyntax:
            // Decided at compile time: constant per element when every clause agrees.
            let counts = ifConfig.clauses.map { sum($0.items.map { of($0, context) }) }
            guard let first = counts.first ?? nil, counts.allSatisfy({ $0?.possible == first.possible }) else { return nil }
            return ViewCount(possible: first.possible)
        case let expression as ExprSyntax:
            return ofView(expression, context)
        default:
            return nil
        }
    }

    /// The call at the root of a statement's modifier chain (`Divider()` in `Divider().padding()`).
    static func rootCall(of statement: Syntax) -> CallExprSyntax? {
        guard var root = (statement as? ExprSyntax)?.unwrapped else { return nil }
        while let call = root as? CallExprSyntax, let base = call.base { root = base.unwrapped }
        return root as? CallExprSyntax
    }

    static func ofView(_ expression: ExprSyntax, _ context: FileContext) -> ViewCount? {
        // The root of a modifier chain decides: `ForEach(...) { }.padding()` is still the ForEach.
        var root = expression.unwrapped
        while let call = root as? CallExprSyntax, let base = call.base { root = base.unwrapped }
        guard let call = root as? CallExprSyntax, call.name == "ForEach", call.callee is IdentifierExprSyntax else { return .fixed1 }
        guard let inner = context.rowContentClosure(of: call), let perElement = sum(inner.statements.map { of($0, context) }) else { return nil }
        if let elements = literalCount(call.arguments.first?.expression) {
            return ViewCount(possible: Set(perElement.possible.map { $0 * elements }), reason: perElement.reason)
        }
        let data = call.arguments.first?.expression.map { context.text($0) } ?? "its data"
        return ViewCount(possible: [0, manyMarker], reason: Reason(
            token: call.callee.firstToken, description: "a nested `ForEach` over `\(data)` at the top of the row",
            fix: "wrap the inner `ForEach` in one container (a VStack or a Section) so each element is one row"))
    }

    /// The number of elements of a literal array or a range of integer literals.
    static func literalCount(_ data: ExprSyntax?) -> Int? {
        guard let data = data?.unwrapped else { return nil }
        if let collection = data as? CollectionExprSyntax, !collection.isDictionary { return collection.elements.count }
        if let range = data as? BinaryExprSyntax, range.op == "..<" || range.op == "...",
           let lower = (range.lhs.unwrapped as? LiteralExprSyntax)?.numericValue,
           let upper = (range.rhs.unwrapped as? LiteralExprSyntax)?.numericValue {
            let count = Int(upper - lower) + (range.op == "..." ? 1 : 0)
            return count >= 0 ? count : nil
        }
        return nil
    }

    static func ofIf(_ statement: IfStmtSyntax, _ context: FileContext) -> ViewCount? {
        guard let body = statement.body, let then = sum(body.statements.map { of($0, context) }) else { return nil }
        let otherwise: ViewCount?
        switch statement.elseBranch {
        case nil: otherwise = .zero
        case let block as CodeBlockSyntax: otherwise = sum(block.statements.map { of($0, context) })
        case let elseIf as IfStmtSyntax: otherwise = ofIf(elseIf, context)
        default: otherwise = nil
        }
        guard let otherwise else { return nil }
        let union = then.possible.union(otherwise.possible)
        guard union.count > 1 else { return ViewCount(possible: union) }
        // `if #available`: the same branch for every element.
        if statement.conditions.contains(where: { $0.kind == .availability }) { return nil }
        let condition = statement.conditions.first.map { context.text($0) } ?? ""
        let reason: Reason
        var last = statement
        while let next = last.elseBranch as? IfStmtSyntax { last = next }
        if last.elseBranch == nil {
            reason = Reason(token: statement.firstToken, statement: statement,
                            description: "`if \(condition)` has no \(last === statement ? "" : "final ")`else`",
                            fix: "wrap the row in one container (a `VStack` with the lazy stack's `spacing:`, so the layout stays the same) so every element is one view", isOptionalView: true)
        } else {
            reason = Reason(token: statement.firstToken, statement: statement, description: "the branches of `if \(condition)` produce different numbers of views",
                            fix: "give both branches the same number of views, or wrap the row in one container (a `VStack` with the lazy stack's `spacing:`, so the layout stays the same)")
        }
        return ViewCount(possible: union, reason: reason)
    }

    /// Every view the statements can produce is a `Section`: the `ForEach` makes sections of a
    /// list, not rows, and there are few of them.
    static func producesOnlySections(_ statements: [Syntax], _ context: FileContext) -> Bool {
        var sawSection = false
        func visit(_ statements: [Syntax]) -> Bool {
            for statement in statements {
                switch statement {
                case is VariableDeclSyntax, is FunctionDeclSyntax:
                    continue
                case let wrapper as StatementExprSyntax:
                    guard let inner = wrapper.statement, visit([inner]) else { return false }
                case let ifStatement as IfStmtSyntax:
                    guard let body = ifStatement.body, visit(body.statements) else { return false }
                    if let elseBranch = ifStatement.elseBranch {
                        let branch = (elseBranch as? CodeBlockSyntax)?.statements ?? [elseBranch]
                        // `if let parts { Section ... } else { Text("Error") }`: one fallback view
                        // for an element whose data is missing.
                        let isFallback = ifStatement.conditions.contains { $0.kind == .optionalBinding }
                            && branch.count == 1 && branch[0] is ExprSyntax
                        guard isFallback || visit(branch) else { return false }
                    }
                case let switchStatement as SwitchStmtSyntax:
                    for switchCase in switchStatement.cases where !visit(switchCase.statements) { return false }
                case let expression as ExprSyntax:
                    var root = expression.unwrapped
                    while let call = root as? CallExprSyntax, let base = call.base { root = base.unwrapped }
                    // `EmptyView().id("top")`, a scroll anchor, adds no row.
                    if (root as? CallExprSyntax)?.name == "EmptyView" { continue }
                    guard (root as? CallExprSyntax)?.name == "Section" else { return false }
                    sawSection = true
                default:
                    return false
                }
            }
            return true
        }
        return visit(statements) && sawSection
    }

    /// "1 or 2", "0 to 2", "a varying number of".
    static func describe(_ possible: Set<Int>) -> String {
        let sorted = possible.sorted()
        guard let low = sorted.first, let high = sorted.last, high < manyMarker else { return "a varying number of" }
        return sorted.count == 2 ? "\(low) or \(high)" : "\(low) to \(high)"
    }

    /// The counts of consecutive statements added up; nil when any is unknown.
    static func sum(_ counts: [ViewCount?]) -> ViewCount? {
        var total: Set<Int> = [0]
        var reason: Reason?
        for count in counts {
            guard let count else { return nil }
            var next: Set<Int> = []
            for a in total { for b in count.possible { next.insert(min(a + b, manyMarker)) } }
            total = next
            if reason == nil, count.possible.count > 1 { reason = count.reason }
        }
        return ViewCount(possible: total, reason: reason)
    }
}
