import ScrollLintSyntax

/// What a name refers to at a given place.
public enum Binding {
    /// A `let`/`var` in a block, closure or file.
    case local(VariableDeclSyntax)
    /// The `index`-th parameter of a closure (`$index` included).
    case closureParameter(ClosureExprSyntax, Int)
    case functionParameter(FunctionDeclSyntax, Int)
    /// `if let x = ...`, `guard let x = ...`.
    case conditionBinding(ConditionSyntax)
    /// `for x in ...`.
    case loopVariable(ForStmtSyntax)
    /// A property of the enclosing type, from any file that declares or extends it.
    case member(TypeDeclSyntax, PropertySummary)
}

/// Name resolution by walking outwards from the use: block-local declarations before the use,
/// closure and function parameters, condition bindings, then the enclosing type's properties.
public struct Bindings {
    unowned let context: FileContext

    public func resolve(_ name: String, at node: Syntax) -> Binding? {
        var current: Syntax = node
        var steps = 0
        while let parent = current.parent, steps < 512 {
            steps += 1
            switch parent {
            case let closure as ClosureExprSyntax:
                if let index = closure.parameters.firstIndex(of: name) { return .closureParameter(closure, index) }
                if closure.parameters.isEmpty, name.hasPrefix("$"), let index = Int(name.dropFirst()) {
                    return .closureParameter(closure, index)
                }
                if let local = localDeclaration(name, in: closure.children, before: current) { return local }
            case let block as CodeBlockSyntax:
                if let local = localDeclaration(name, in: block.children, before: current) { return local }
            case let switchCase as SwitchCaseSyntax:
                // Patterns come first; they declare nothing a statement could shadow.
                if let local = localDeclaration(name, in: switchCase.children, before: current) { return local }
            case let file as SourceFileSyntax:
                if let local = localDeclaration(name, in: file.children, before: current) { return local }
            case let statement as IfStmtSyntax:
                if let binding = conditionBinding(name, in: statement.conditions, body: statement.body, from: current) { return binding }
            case let statement as WhileStmtSyntax:
                if let binding = conditionBinding(name, in: statement.conditions, body: statement.body, from: current) { return binding }
            case let statement as GuardStmtSyntax:
                if let binding = conditionBinding(name, in: statement.conditions, body: nil, from: current) { return binding }
            case let statement as ForStmtSyntax where current === statement.body:
                if statement.pattern == name { return .loopVariable(statement) }
            case let function as FunctionDeclSyntax:
                if let index = function.parameters.firstIndex(where: { $0.name == name }) {
                    return .functionParameter(function, index)
                }
            case let type as TypeDeclSyntax:
                return member(name, of: type)
            default:
                break
            }
            current = parent
        }
        return nil
    }

    /// A name bound by a condition list, seen from `use`: in the body every binding is visible, in
    /// a condition the bindings of the conditions before it (`if let body = note.body, body != ""`).
    private func conditionBinding(_ name: String, in conditions: [ConditionSyntax], body: CodeBlockSyntax?,
                                  from use: Syntax) -> Binding? {
        let visible: ArraySlice<ConditionSyntax>
        if use === body {
            visible = conditions[...]
        } else if let index = conditions.firstIndex(where: { $0 === use }) {
            visible = conditions[..<index]
        } else {
            return nil
        }
        return visible.last(where: { $0.boundName == name }).map { .conditionBinding($0) }
    }

    /// A property named `name` of `type` (declared in it or in any extension in the project).
    public func member(_ name: String, of type: TypeDeclSyntax) -> Binding? {
        // The declaration at hand first: it is right even when other files declare a type of the
        // same name (several apps in one repository).
        // Members are the type's children after its attributes, which declare no variables.
        for member in type.children {
            for variable in FileSummarizer.variables(in: member) where variable.name == name && !variable.isStatic {
                return .member(type, context.propertySummary(of: variable))
            }
        }
        let typeName = TypeNames.baseName(type.name)
        if let property = context.members(ofTypeNamed: typeName).first(where: { $0.name == name && !$0.isStatic }) {
            return .member(type, property)
        }
        return nil
    }

    /// A variable declared at the top level of this file (`private let logger = Logger(...)`),
    /// for names `resolve` leaves unresolved inside a type (it stops at the type's members).
    public func fileLevelVariable(_ name: String) -> VariableDeclSyntax? {
        for item in context.tree.root.children {
            for variable in FileSummarizer.variables(in: item) where variable.name == name { return variable }
        }
        return nil
    }

    /// The last declaration of `name` among `items` that stands before `use` (guard bindings
    /// included: they are visible after the guard).
    private func localDeclaration(_ name: String, in items: SyntaxChildren, before use: Syntax) -> Binding? {
        var found: Binding?
        for item in items {
            if item === use { break }
            switch item {
            case let variable as VariableDeclSyntax where variable.name == name:
                found = .local(variable)
            case let group as OpaqueSyntax:
                for case let variable as VariableDeclSyntax in group.children where variable.name == name {
                    found = .local(variable)
                }
            case let guardStatement as GuardStmtSyntax:
                if let condition = guardStatement.conditions.last(where: { $0.boundName == name }) {
                    found = .conditionBinding(condition)
                }
            default:
                break
            }
        }
        return found
    }
}
