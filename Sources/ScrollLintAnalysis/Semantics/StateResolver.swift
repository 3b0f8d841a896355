import ScrollLintSyntax

/// A write to view state: `offset = ...`, `self.offset = ...`, `model.headerHeight = ...`.
public struct StateWrite {
    /// The written path without `self` (`["offset"]`, `["model", "headerHeight"]`).
    public var path: [String]
    /// The view property at the root of the path.
    public var rootName: String
    public var property: PropertySummary
    /// For a write through a row's element binding (`tab.minX` in `ForEach($tabs) { $tab in }`),
    /// the element path as written; the write changes the whole collection.
    public var element: String?
    /// As messages name it: the path, or the element path as written.
    public var displayName: String { element ?? path.joined(separator: ".") }

    public init(path: [String], rootName: String, property: PropertySummary, element: String? = nil) {
        self.path = path
        self.rootName = rootName
        self.property = property
        self.element = element
    }
}

/// Decides whether an assignment target is state, as RULES.md defines it: a property of the
/// enclosing type with `@State`, `@Binding`, `@SceneStorage` or `@AppStorage`; a property reached
/// through an `@Observable` / `ObservableObject` model the view holds; or any stored property
/// written in a class.
public struct StateResolver {
    unowned let context: FileContext

    static let stateWrappers: Set<String> = ["State", "Binding", "SceneStorage", "AppStorage"]
    static let modelWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]

    public func write(_ target: ExprSyntax, at node: Syntax) -> StateWrite? {
        var expression = target.unwrapped
        // `items[0] = x` writes `items`.
        while let subscriptNode = expression as? SubscriptExprSyntax { expression = subscriptNode.base.unwrapped }
        // `items[i].rect = x` writes `items` too: an element's member.
        if expression.dottedPath == nil, let element = Self.subscriptedCollection(expression), element !== expression,
           var write = write(element, at: node), write.path.count == 1 {
            write.element = context.text(target)
            return write
        }
        guard var path = expression.dottedPath, !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first, !root.isEmpty else { return nil }
        let resolved: Binding?
        if expression.dottedPath?.first == "self", let type = context.enclosingType(of: node) {
            resolved = context.bindings.member(root, of: type)
        } else {
            resolved = context.bindings.resolve(root, at: node)
        }
        if !{ if case .member? = resolved { return true } else { return false } }(),
           let collection = boundCollection(ofElement: root, at: node) {
            // `ForEach($tabs) { $tab in ... tab.minX = x }`: the element's binding writes `tabs`.
            guard case let .member(_, property)? = context.bindings.resolve(collection, at: node),
                  !Set(property.attributes).isDisjoint(with: StateResolver.stateWrappers) else { return nil }
            return StateWrite(path: [collection], rootName: collection, property: property, element: path.joined(separator: "."))
        }
        guard case let .member(type, property)? = resolved else { return nil }
        let write = StateWrite(path: path, rootName: root, property: property)
        if !Set(property.attributes).isDisjoint(with: StateResolver.stateWrappers) { return write }
        if path.count >= 2, holdsObservableModel(property), !isUnpublished(path[1], of: property) { return write }
        if type.kind == .class, property.isStored, !property.isLet { return write }
        return nil
    }

    /// `items` in `items[i].rect` or `items[i].frame.origin`: the collection an element's member
    /// belongs to.
    static func subscriptedCollection(_ expression: ExprSyntax) -> ExprSyntax? {
        var current = expression
        for _ in 0..<8 {
            if let member = current as? MemberAccessExprSyntax, let base = member.base {
                current = base.unwrapped
            } else if let subscriptNode = current as? SubscriptExprSyntax {
                return subscriptNode.base.unwrapped.dottedPath == nil ? nil : subscriptNode.base.unwrapped
            } else {
                return nil
            }
        }
        return nil
    }

    /// For `item` in `ForEach($items) { $item in ... }` (or `List($items)`), `items`.
    func boundCollection(ofElement name: String, at node: Syntax) -> String? {
        let parameter = context.bindings.resolve("$" + name, at: node) ?? context.bindings.resolve(name, at: node)
        guard case let .closureParameter(closure, 0)? = parameter,
              let (call, _) = context.owningCall(of: closure), context.rowContentClosure(of: call) === closure,
              let data = call.arguments.first?.expression?.unwrapped as? IdentifierExprSyntax,
              data.name.hasPrefix("$"), data.name.count > 1 else { return nil }
        return String(data.name.dropFirst())
    }

    /// The property holds an `@Observable` class or an `ObservableObject`.
    public func holdsObservableModel(_ property: PropertySummary) -> Bool {
        if !Set(property.attributes).isDisjoint(with: StateResolver.modelWrappers) { return true }
        if let name = modelTypeName(of: property) { return context.isObservableModel(name) }
        return false
    }

    /// A plain `var` of an `ObservableObject` (no `@Published`): setting it renders nothing. (A
    /// `didSet` may start work elsewhere, a UIKit sheet resize, which the analyzer cannot see.)
    /// Properties of `@Observable` classes are all observed.
    func isUnpublished(_ member: String, of property: PropertySummary) -> Bool {
        guard let name = modelTypeName(of: property), let model = context.type(named: name),
              model.inheritedTypes.contains("ObservableObject"), !model.attributes.contains("Observable"),
              let declared = model.properties.first(where: { $0.name == member && !$0.isStatic }) else { return false }
        return declared.isStored && !declared.attributes.contains("Published")
    }

    /// The type a property holds, from its annotation, its `Type()` initializer or
    /// `@Environment(Type.self)`.
    public func modelTypeName(of property: PropertySummary) -> String? {
        if let environment = property.environmentObjectType { return environment }
        if let annotation = property.typeAnnotation { return TypeNames.baseName(annotation) }
        return property.initializerType
    }

    /// Whether `name` (resolved at `node`) is a state property of the enclosing view, for reads.
    public func isStateProperty(_ name: String, at node: Syntax) -> PropertySummary? {
        guard case let .member(_, property)? = context.bindings.resolve(name, at: node) else { return nil }
        return Set(property.attributes).isDisjoint(with: StateResolver.stateWrappers) ? nil : property
    }
}
