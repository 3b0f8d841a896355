import ScrollLintSyntax

/// Element types of collections handed to `ForEach` / `List`, resolved across the project from
/// annotations (`[Todo]`, `Array<Todo>`, `@Query var x: [Todo]`), initializers (`[Todo]()`,
/// `= [Todo(...)]`) and members of models the view holds (`store.items`). Unknown stays nil.
extension FileContext {
    static let orderPreservingMethods: Set<String> = ["filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]

    public func elementType(of expression: ExprSyntax, at node: Syntax) -> String? {
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
                if let annotation = variable.typeAnnotation { return TypeNames.elementType(ofAnnotation: annotation) }
                return variable.initializer.flatMap(TypeNames.constructedElementType)
            default: return nil
            }
        }
        // `store.items`: the model's type, then its property.
        guard case let .member(_, holder)? = binding, let modelType = state.modelTypeName(of: holder),
              let property = project.members(ofTypeNamed: modelType).first(where: { $0.name == path[1] }) else { return nil }
        return elementType(of: property)
    }

    func elementType(of property: PropertySummary) -> String? {
        if let annotation = property.typeAnnotation { return TypeNames.elementType(ofAnnotation: annotation) }
        return property.initializerElementType
    }

    /// The display path of `expression` when it is a mutable collection held as state: a
    /// `@State`/`@Binding`/`@Query`... `var`, or a stored `var` of a model the view holds.
    public func mutableStateCollection(_ expression: ExprSyntax) -> String? {
        guard var path = expression.unwrapped.dottedPath, !path.isEmpty else { return nil }
        if path.first == "self" { path.removeFirst() }
        guard let root = path.first, !root.isEmpty, path.count <= 2 else { return nil }
        guard case let .member(_, property)? = bindings.resolve(root, at: expression) else { return nil }
        if path.count == 1 {
            guard !property.isLet else { return nil }
            // Bindings and queries exist to change; a @State array counts once the view changes it.
            let changing: Set<String> = ["Binding", "Query", "FetchRequest", "SceneStorage", "AppStorage"]
            if !Set(property.attributes).isDisjoint(with: changing) { return root }
            guard property.attributes.contains("State"), let type = enclosingType(of: expression),
                  isMutated(root, in: type) else { return nil }
            return root
        }
        guard state.holdsObservableModel(property), let modelType = state.modelTypeName(of: property),
              let member = project.members(ofTypeNamed: modelType).first(where: { $0.name == path[1] }),
              member.isStored, !member.isLet else { return nil }
        return path.joined(separator: ".")
    }

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

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "popLast",
        "move", "sort", "swapAt", "shuffle", "reverse", "replaceSubrange", "formUnion", "subtract", "update",
    ]

    /// Whether `type` assigns to the property `name`, calls a mutating collection method on it, or
    /// hands out its binding (`$name`).
    public func isMutated(_ name: String, in type: TypeDeclSyntax) -> Bool {
        var mutated = false
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
                mutated = true
            case let call as CallExprSyntax:
                if let member = call.callee as? MemberAccessExprSyntax, FileContext.mutatingMethods.contains(member.name),
                   isProperty(member.base) {
                    mutated = true
                }
            case let identifier as IdentifierExprSyntax where identifier.name == "$" + name:
                mutated = true
            default:
                break
            }
            return !mutated
        }
        return mutated
    }
}
