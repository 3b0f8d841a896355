import ScrollLintSyntax

/// Questions about the shape of a SwiftUI view hierarchy: modifier chains, which closures build
/// views (render path) and which run as actions, scroll content, layout modifiers.
extension FileContext {
    /// The getter of the computed property `name` of `type` (`body`, `header`), when it has one.
    public func getter(of name: String, in type: TypeDeclSyntax) -> CodeBlockSyntax? {
        for member in type.members {
            for variable in FileSummarizer.variables(in: member) where variable.name == name && !variable.isStatic {
                return variable.getter
            }
        }
        return nil
    }

    /// The outermost call of the modifier chain `call` belongs to: for `.b()` in `A().b().c()`,
    /// the `c()` call (for a view that is not a call, `header` in `header.padding()`, likewise).
    public func chainTop(of call: ExprSyntax) -> ExprSyntax {
        var current: ExprSyntax = call
        while let member = current.parent as? MemberAccessExprSyntax, member.base === current,
              let outer = member.parent as? CallExprSyntax, outer.callee === member {
            current = outer
        }
        return current
    }

    /// Every call of a chain: the root view (`A()`) and each modifier (`b()`, `c()`).
    public func chainCalls(of top: ExprSyntax) -> [CallExprSyntax] {
        var calls: [CallExprSyntax] = []
        var expression: ExprSyntax? = top
        while let call = expression?.unwrapped as? CallExprSyntax {
            calls.append(call)
            expression = (call.callee as? MemberAccessExprSyntax)?.base
        }
        return calls
    }

    /// The chains of the view containing `call` and of every view that contains that one, up to
    /// the enclosing declaration: the views whose layout the call's surroundings decide.
    public func enclosingChains(of call: CallExprSyntax) -> [[CallExprSyntax]] {
        enclosingViews(of: call).map(\.chain)
    }

    /// A view around another one: its modifier chain (outermost call first) and the call of that
    /// chain whose closure or argument holds the inner view (`background` for a view measured by
    /// a background `GeometryReader`, the stack for one of its children; nil for the innermost).
    public struct EnclosingView {
        /// The outermost expression of the view (its chain's last modifier, or the view itself).
        public var top: ExprSyntax
        public var chain: [CallExprSyntax]
        public var holder: CallExprSyntax?
    }

    /// The view `expression` belongs to and every view containing it, innermost first, up to the
    /// enclosing declaration: through closures (`VStack { ... }`, `.background { ... }`) and view
    /// arguments (`.background(GeometryReader { ... })`) alike.
    public func enclosingViews(of expression: ExprSyntax) -> [EnclosingView] {
        var top = chainTop(of: expression)
        var views = [EnclosingView(top: top, chain: chainCalls(of: top), holder: nil)]
        var node: Syntax = top
        while let parent = node.parent {
            if parent is TypeDeclSyntax || parent is FunctionDeclSyntax || parent is VariableDeclSyntax { break }
            if let call = parent as? CallExprSyntax, node !== call.callee {
                // A sheet, popover or pushed destination is laid out on its own, not by its presenter.
                if let closure = node as? ClosureExprSyntax, isPresentedContent(closure) { break }
                if isPresentedArgument(node) { break }
                top = chainTop(of: call)
                views.append(EnclosingView(top: top, chain: chainCalls(of: top), holder: call))
                node = top
            } else {
                node = parent
            }
        }
        return views
    }

    static let contentModifiers: Set<String> = [
        "overlay", "background", "mask", "safeAreaInset", "toolbar", "sheet", "fullScreenCover", "popover",
        "contextMenu", "navigationDestination", "swipeActions", "listRowBackground", "clipShape", "searchSuggestions",
        "ToolbarItem", "ToolbarItemGroup",
    ]
    static let collectionTransforms: Set<String> = ["map", "compactMap", "flatMap", "filter", "sorted", "reduce", "lazy", "enumerated"]

    /// Whether a closure is evaluated while SwiftUI renders (a view builder or a collection
    /// transform inside one), as opposed to an action run on an event (`Button` actions,
    /// `onAppear`, `task`, gestures, `Task { }`).
    public func isRenderClosure(_ closure: ClosureExprSyntax) -> Bool {
        guard let (call, parameter) = owningCall(of: closure), let name = call.name else { return false }
        if name == "Button" { return parameter == "label" }
        if name == "Task" { return false }
        // `Binding(get:set:)`: a control reads the getter as it renders; the setter runs on input.
        if name == "Binding", call.callee is IdentifierExprSyntax { return parameter == "get" }
        if call.callee is IdentifierExprSyntax, name.first?.isUppercase == true { return !isActionCallback(closure, of: call) }
        return FileContext.contentModifiers.contains(name) || FileContext.collectionTransforms.contains(name)
    }

    /// `ExpandedView { offset = -size.width }` where `ExpandedView` is a method of the type
    /// spelled like a view, whose parameter for this closure returns nothing
    /// (`dismiss: @escaping () -> Void`): the method calls it from a button or gesture, so it
    /// runs on input, not while the view renders.
    func isActionCallback(_ closure: ClosureExprSyntax, of call: CallExprSyntax) -> Bool {
        guard let name = call.name else { return false }
        if let label = closure.enclosingArgument?.label ?? closure.trailingLabel,
           isCallbackProperty(label, ofTypeNamed: name) { return true }
        // `MemoryLevelRow(item: item) { open(item) }`: an unlabelled trailing closure takes the
        // memberwise initializer's first closure property the call does not name (`action`).
        if closure.enclosingArgument == nil, closure.trailingLabel == nil, call.trailingClosures.first?.closure === closure,
           let type = type(named: name), type.kind == .struct {
            let named = Set(call.arguments.compactMap(\.label))
            if let property = type.properties.first(where: { property in
                property.isStored && !property.isStatic && !named.contains(property.name)
                    && TypeNames.isFunctionType(property.typeAnnotation)
            }), isCallbackProperty(property.name, ofTypeNamed: name) { return true }
        }
        guard viewSpelledMethodNames.contains(name),
              let method = calledMethod(call, spelledAsView: true) else { return false }
        let index: Int
        if let argument = closure.enclosingArgument {
            guard let position = method.parameters.firstIndex(where: { $0.label == (argument.label ?? "_") }) else { return false }
            index = position
        } else {
            guard let position = call.trailingClosures.firstIndex(where: { $0.closure === closure }) else { return false }
            index = call.arguments.count + position
        }
        guard index < method.parameters.count, let type = method.parameters[index].type else { return false }
        let spelled = type.filter { !$0.isWhitespace }
        return !spelled.contains("ViewBuilder") && (spelled.hasSuffix("->Void") || spelled.hasSuffix("->()"))
    }

    /// `MultiTouchView(touchHandler: { ... })` where the project's `MultiTouchView` stores
    /// `let touchHandler: (Phase, [Touch]) -> Void`: a callback the type keeps and calls on an
    /// event (a UIKit view's touches, a completion), not content it renders.
    func isCallbackProperty(_ label: String, ofTypeNamed name: String) -> Bool {
        guard let type = type(named: name),
              let property = type.properties.first(where: { $0.name == label && !$0.isStatic }),
              !property.attributes.contains("ViewBuilder"), var spelled = property.typeAnnotation?[...] else { return false }
        while let last = spelled.last, last == "?" || last == "!" { spelled = spelled.dropLast() }
        while spelled.hasPrefix("("), spelled.hasSuffix(")"), TypeNames.isFunctionType(spelled.dropFirst().dropLast()),
              !spelled.hasSuffix("->()") {
            spelled = spelled.dropFirst().dropLast()
        }
        return spelled.hasSuffix("->Void") || spelled.hasSuffix("->()")
    }

    /// The computed property or `body` whose getter contains `node`, if every closure in between
    /// is a render closure.
    public func renderingProperty(of node: Syntax) -> VariableDeclSyntax? {
        for ancestor in node.ancestors {
            if let closure = ancestor as? ClosureExprSyntax, !isRenderClosure(closure) { return nil }
            if ancestor is FunctionDeclSyntax || ancestor is TypeDeclSyntax { return nil }
            // A local `let` inside a getter is part of that getter; only a member counts.
            if let variable = ancestor as? VariableDeclSyntax, isMember(variable) { return variable }
        }
        return nil
    }

    /// A property of a type (not a local variable).
    public func isMember(_ variable: VariableDeclSyntax) -> Bool { isMemberDeclaration(variable) }

    /// A declaration (property or method) of a type, not a local one.
    public func isMemberDeclaration(_ declaration: Syntax) -> Bool {
        var parent = declaration.parent
        while let current = parent, current is OpaqueSyntax || current is IfConfigClauseSyntax || current is IfConfigSyntax {
            parent = current.parent
        }
        return parent is TypeDeclSyntax
    }

    /// Whether `node` lies in the content of a `ScrollView` or `List` of the same declaration.
    public func isInScrollContent(_ node: Syntax) -> Bool {
        enclosingClosures(of: node).contains { closure in
            guard let (call, parameter) = owningCall(of: closure), parameter == "content" else { return false }
            return isScrollContainer(call)
        }
    }

    static let layoutModifiers: Set<String> = ["frame", "padding", "containerRelativeFrame", "fixedSize", "aspectRatio"]
    static let stacks: Set<String> = ["VStack", "HStack", "LazyVStack", "LazyHStack", "Grid", "LazyVGrid", "LazyHGrid"]

    /// A layout modifier (or a stack's `spacing:`) among `calls` whose arguments read `path`.
    public func layoutRead(of path: [String], in calls: [CallExprSyntax]) -> CallExprSyntax? {
        for call in calls {
            guard let name = call.name else { continue }
            let arguments: [ArgumentSyntax]
            if FileContext.layoutModifiers.contains(name), call.callee is MemberAccessExprSyntax {
                arguments = call.arguments
            } else if FileContext.stacks.contains(name), call.callee is IdentifierExprSyntax {
                arguments = call.arguments.filter { $0.label == "spacing" }
            } else {
                continue
            }
            if arguments.contains(where: { $0.expression.map { reads(path, in: $0) } ?? false }) { return call }
        }
        return nil
    }

    /// Whether `expression` reads the property at `path` (`offset`, `self.offset`, `model.height`).
    public func reads(_ path: [String], in expression: ExprSyntax) -> Bool {
        expression.containsNode { node in
            guard let candidate = node as? ExprSyntax, var candidatePath = candidate.dottedPath else { return false }
            if candidatePath.first == "self" { candidatePath.removeFirst() }
            // Only the whole of a member chain counts (`model` alone is not a read of `model.x`).
            let isBaseOfMember = (candidate.parent as? MemberAccessExprSyntax)?.base === candidate
            return candidatePath.starts(with: path) && !isBaseOfMember
        }
    }
}

// MARK: Helper views

extension FileContext {
    /// The member property or method that `node` is written in, when it is a helper view of its
    /// type (a computed property or function other than `body`): its name, for `uses(ofHelperView:in:)`.
    public func enclosingHelperView(of node: Syntax) -> String? {
        for ancestor in node.ancestors {
            if ancestor is TypeDeclSyntax { return nil }
            if let function = ancestor as? FunctionDeclSyntax {
                return function.keyword == "func" && isMemberDeclaration(function) ? function.name : nil
            }
            if let variable = ancestor as? VariableDeclSyntax, isMember(variable) {
                return variable.name == "body" || variable.isStatic ? nil : variable.name
            }
        }
        return nil
    }

    /// The places in `type` (and in its extensions in this file) that show the helper view `name`:
    /// `header`, `self.header`, `content()`, where the name means the member and not a local.
    public func uses(ofHelperView name: String, in type: TypeDeclSyntax) -> [ExprSyntax] {
        let baseName = TypeNames.baseName(type.name)
        var found: [ExprSyntax] = []
        for declaration in typeDeclarations where TypeNames.baseName(declaration.name) == baseName {
            declaration.walk { node in
                if let identifier = node as? IdentifierExprSyntax, identifier.name == name {
                    if let member = identifier.parent as? MemberAccessExprSyntax, member.base !== identifier { return true }
                    guard case .member? = bindings.resolve(name, at: identifier) else { return true }
                    found.append(identifier)
                } else if let member = node as? MemberAccessExprSyntax, member.name == name,
                          (member.base as? IdentifierExprSyntax)?.name == "self" {
                    found.append(member)
                    return false
                }
                return true
            }
        }
        return found
    }
}
