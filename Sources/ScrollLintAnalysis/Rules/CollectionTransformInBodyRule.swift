import ScrollLintFindings
import ScrollLintSyntax

/// `sorted` / `filter` in a view's render path that feeds a `ForEach` or `List`.
struct CollectionTransformInBodyRule: Rule {
    static let id = "collection-transform-in-body"
    static let defaultSeverity = Severity.warning
    static let enabledByDefault = false
    static let summary = "A `ForEach` / `List` is fed by `sorted` or `filter` run in `body` on every render."

    static let transforms: Set<String> = ["sorted", "filter"]
    /// Calls that pass a collection on (its elements, reordered or cut): the transform still feeds
    /// whatever takes their result.
    static let passThrough: Set<String> = ["sorted", "filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "map", "compactMap"]

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: transforms)
    }

    func check(_ context: FileContext) {
        for name in Self.transforms {
            for call in context.modifiers(named: name) {
                guard let member = call.callee as? MemberAccessExprSyntax, let receiver = member.base,
                      // In a chain `xs.filter { }.sorted()`, the first transform is reported.
                      !Self.containsTransform(receiver),
                      let property = context.renderingProperty(of: call), property.getter?.contains(call) == true,
                      let view = context.enclosingView(of: call), context.enclosingType(of: call) === view,
                      let consumer = feedsRows(call, in: property, context),
                      let source = dynamicSource(receiver, at: call, context, depth: 0) else { continue }
                let fix = source.isQuery
                    ? "move it into the query (a predicate or sort descriptors) so the store does it once"
                    : "keep the \(name == "sorted" ? "sorted" : "filtered") collection in the model or in state, updated when `\(source.path)` changes, and hand that to `\(consumer)`"
                context.report(atToken: member.nameToken,
                               "`\(name)` on `\(source.path)` runs in `\(view.name).\(property.name)` on every render to feed `\(consumer)`: \(name == "sorted" ? "sorting" : "filtering") the whole collection is in the render hot path of the list; \(fix)")
            }
        }
    }

    static func containsTransform(_ expression: ExprSyntax) -> Bool {
        var expression: ExprSyntax? = expression
        while let current = expression?.unwrapped {
            if let call = current as? CallExprSyntax {
                if let name = call.name, transforms.contains(name), call.base != nil { return true }
                expression = call.base ?? ((call.name == "Array" && call.arguments.count == 1) ? call.arguments[0].expression : nil)
            } else if let member = current as? MemberAccessExprSyntax {
                expression = member.base
            } else {
                return false
            }
        }
        return false
    }

    /// The `ForEach` / `List` (by name) whose data is the transform's result: directly, through
    /// `Array(...)`, further order-preserving calls, or a local `let` of the same getter.
    func feedsRows(_ call: CallExprSyntax, in property: VariableDeclSyntax, _ context: FileContext) -> String? {
        let result = Self.outermostPassThrough(call)
        if let owner = result.parent as? CallExprSyntax, let data = owner.arguments.first, data.expression === result,
           data.label == nil, owner.callee is IdentifierExprSyntax, let name = owner.name, name == "ForEach" || name == "List" {
            return isListed(owner, context) ? name : nil
        }
        // `let visible = items.filter { ... }` then `ForEach(visible)`.
        guard let local = result.parent as? VariableDeclSyntax, local.initializer === result, !context.isMember(local),
              let getter = property.getter else { return nil }
        for name in ["ForEach", "List"] {
            for consumer in context.calls(named: name) where getter.contains(consumer) && consumer.callee is IdentifierExprSyntax {
                guard consumer.arguments.first?.label == nil, let data = consumer.arguments.first?.expression,
                      let root = Self.rootIdentifier(data), root.name == local.name,
                      case let .local(variable)? = context.bindings.resolve(root.name, at: root), variable === local,
                      isListed(consumer, context) else { continue }
                return name
            }
        }
        return nil
    }

    /// Menus of choices (`Picker`, `Menu`, a context menu, a sheet) are not the scrolling list
    /// whose render path matters; rows shown in place are.
    func isListed(_ consumer: CallExprSyntax, _ context: FileContext) -> Bool {
        for ancestor in consumer.ancestors {
            if ancestor is TypeDeclSyntax || ancestor is FunctionDeclSyntax { break }
            if context.isPresentedArgument(ancestor) { return false }
            guard let closure = ancestor as? ClosureExprSyntax else { continue }
            if context.isPresentedContent(closure) { return false }
            if let name = context.owningCall(of: closure)?.call.name, ["Picker", "Menu"].contains(name) { return false }
        }
        return true
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

    struct Source {
        var path: String
        var isQuery: Bool
    }

    /// The collection the transform runs on, when it is data of unknown size: a (non-static)
    /// property of the view or of a model it holds, or a row's element. Literal arrays, ranges,
    /// `allCases`, static constants and anything unresolved stay silent.
    func dynamicSource(_ receiver: ExprSyntax, at node: Syntax, _ context: FileContext, depth: Int) -> Source? {
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
        case let .member(_, property)?:
            guard !property.isStatic else { return nil }
            if property.isLet, path.count == 1, property.initializerElementType != nil || property.typeAnnotation == nil { return nil }
            let queries: Set<String> = ["Query", "FetchRequest", "SectionedFetchRequest"]
            return Source(path: display, isQuery: path.count == 1 && !queries.isDisjoint(with: property.attributes))
        case let .local(variable)?:
            guard let initializer = variable.initializer, !(initializer.unwrapped is CollectionExprSyntax) else { return nil }
            let initial = initializer.unwrapped
            if let call = initial as? CallExprSyntax, let name = call.name, Self.passThrough.contains(name), let base = call.base {
                return dynamicSource(base, at: variable, context, depth: depth + 1).map { Source(path: display, isQuery: $0.isQuery) }
            }
            return dynamicSource(initial, at: variable, context, depth: depth + 1).map { Source(path: display, isQuery: $0.isQuery) }
        case let .closureParameter(closure, _)?:
            // A row's element: `ForEach(groups) { group in ForEach(group.items.sorted()) }`.
            guard path.count >= 2, let (owner, _) = context.owningCall(of: closure),
                  context.rowContentClosure(of: owner) === closure,
                  let data = owner.arguments.first?.expression,
                  dynamicSource(data, at: owner, context, depth: depth + 1) != nil else { return nil }
            return Source(path: display, isQuery: false)
        default:
            return nil
        }
    }
}
