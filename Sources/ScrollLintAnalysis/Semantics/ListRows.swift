import ScrollLintSyntax

/// Where a view's rows sit relative to a `List`'s rows, looking through the helper views (computed
/// properties and methods) that show them.
extension FileContext {
    /// A property or method of a type (where a helper view is declared), not a local one.
    func isHelperDeclaration(_ node: Syntax) -> Bool {
        (node is FunctionDeclSyntax || node is VariableDeclSyntax) && isMemberDeclaration(node)
    }

    /// The places in its type that show the helper view `node` is written in (a computed property
    /// or method other than `body`), outside the helper itself. Nil for `body`, for anything else,
    /// and past a few levels of helpers showing helpers.
    func placesShowingHelper(around node: Syntax, depth: Int) -> [ExprSyntax]? {
        guard depth < 4, let name = enclosingHelperView(of: node), let type = enclosingType(of: node) else {
            return nil
        }
        let declaration = node.ancestors.first { isHelperDeclaration($0) }
        return uses(ofHelperView: name, in: type).filter { use in declaration.map { !$0.contains(use) } ?? true }
    }

    /// Whether a lazy stack or grid is laid out inside one row of a `List`, with no scroll view of
    /// its own in between (directly, or as a helper view every caller shows in a `List`): the
    /// list builds and sizes each row whole, so the stack creates all its views, like a `VStack`.
    public func isInsideListRow(_ node: Syntax, depth: Int = 0) -> Bool {
        for ancestor in node.ancestors {
            if ancestor is TypeDeclSyntax { return false }
            if isHelperDeclaration(ancestor) {
                guard let places = placesShowingHelper(around: node, depth: depth) else { return false }
                return !places.isEmpty && places.allSatisfy { isInsideListRow($0, depth: depth + 1) }
            }
            if ancestor is FunctionDeclSyntax { return false }
            guard let closure = ancestor as? ClosureExprSyntax else { continue }
            if isPresentedContent(closure) { return false }
            if let (owner, _) = owningCall(of: closure), scrollContentClosure(of: owner) === closure {
                return owner.name == "List"
            }
        }
        return false
    }
}
