import ScrollLintFindings
import ScrollLintSyntax

/// Identity minted anew while the view lives: `.id(UUID())`, a computed UUID `id`, and models with
/// `let id = UUID()` built where SwiftUI re-runs the code, feeding a container keyed by that id.
struct UnstableIdentityUUIDRule: Rule {
    static let id = "unstable-identity-uuid"
    static let defaultSeverity = Severity.warning
    static let summary = "A view's identity is a UUID minted on every render."

    static func mayFire(inFileCalling calledNames: CalledNameLookup, project: ProjectIndex) -> Bool {
        // `.id(UUID())` and `var id: UUID { UUID() }` need a `UUID()` standing as the value; a
        // model's stored `let id = UUID()` matters only where the model is constructed.
        calledNames.contains(CalledNames.identityUUID) || !calledNames.isDisjoint(with: project.uuidMintingIdentifiables)
    }

    func check(_ context: FileContext) {
        checkIdModifiers(context)
        for type in context.typeDeclarations {
            checkComputedIdentity(type, context)
        }
        checkConstructions(context)
    }

    // MARK: .id(UUID())

    /// `.id(UUID())`, `.id(UUID().uuidString)` in view code.
    func checkIdModifiers(_ context: FileContext) {
        var explained: Set<Int>?
        for call in context.modifiers(named: "id") {
            guard let argument = call.arguments.first?.expression, call.arguments.count == 1,
                  let uuid = UUIDExpressions.freshUUIDCall(argument), isViewCode(call, context),
                  !isNeverShown(call, context), !isBuiltOnce(call, context) else { continue }
            // In a `private` helper nothing in its file calls (`private extension View { func uniqued() }`).
            if let function = call.ancestor(FunctionDeclSyntax.self), context.isNeverNamed(function) { continue }
            let line = context.position(ofToken: (call.callee as? MemberAccessExprSyntax)?.nameToken ?? call.firstToken).line
            // A loading row of layout and an indeterminate spinner has no state to lose: the new
            // identity is the known workaround that restarts a spinner a reused List cell shows
            // stopped, and recreating a few stateless views costs nothing.
            if isSpinnerRestart(call, context) { continue }
            // A toolbar button with a plain label: no state to lose either, and the new identity is
            // the known workaround for toolbar buttons that stop responding after a sheet closes.
            if isToolbarButtonReset(call, context) { continue }
            // A picker's items of text and tags: the known workaround that makes a menu-style
            // picker rebuild its items when their titles change, with no state to lose.
            if isPickerItemsReset(call, context) { continue }
            // A menu of plain items under a plain label: the known workaround for a `Menu` whose
            // label or items do not refresh, with no state to lose either.
            if isMenuReset(call, context) { continue }
            // A hot-reload hook (the Inject package): the body runs again only when code is
            // injected while developing, and a full rebuild then is the point.
            if isHotReloadReset(call, context) { continue }
            if explained == nil { explained = explainedLines(context) }
            let text = context.text(argument)
            if explained?.contains(line) == true {
                // A reset its comment explains is the author's stated choice, like a suppression
                // with a reason, as long as the view holds no text input: there each render would
                // also drop the edit in progress (cursor, focus), which the comment does not cover.
                guard holdsTextInput(call) else { continue }
                context.report(at: uuid.callee,
                               "`.id(\(text))` gives the view a new identity on every render, so SwiftUI discards and recreates it each time (state, animations and scroll position are lost); the comment here says the reset is deliberate: if it is, keep it with `// scroll-lint:disable:this unstable-identity-uuid -- <why>`, or reset on purpose with a token kept in @State",
                               severity: .error)
            } else if holdsNoState(call, context) {
                // Text, images and plain buttons lose nothing a user sees; what the new identity
                // costs is the rebuild, and the changes it stops from animating.
                context.report(at: uuid.callee,
                               "`.id(\(text))` gives the view a new identity on every render, so SwiftUI throws it away and builds it again each time: nothing in it keeps state, but every render rebuilds the whole subtree and its changes (a new icon, a count) replace the old view instead of animating; drop the modifier, or use a stable identifier from the model if a reset is needed",
                               severity: .error)
            } else {
                context.report(at: uuid.callee,
                               "`.id(\(text))` gives the view a new identity on every render, so SwiftUI discards and recreates it each time (state, animations and scroll position are lost); use a stable identifier from the model, or a token kept in @State and changed when a reset is wanted",
                               severity: .error)
            }
        }
    }

    /// A construction in one case of `switch self` in an enum's computed collection (`case .free:
    /// return [Perk(...)]`) is keyed only if a container reads the collection from that case, or
    /// from a value whose case the code does not name (`ForEach(plan.perks)`).
    func readsCase(around call: CallExprSyntax, in variable: VariableDeclSyntax, _ context: FileContext) -> Bool {
        guard let switchCase = call.ancestor(SwitchCaseSyntax.self), variable.contains(switchCase),
              !switchCase.isDefault else { return true }
        var labels: Set<String> = []
        for pattern in switchCase.patterns {
            guard let member = pattern.unwrapped as? MemberAccessExprSyntax, member.base == nil else { return true }
            labels.insert(member.name)
        }
        return labels.isEmpty || context.project.identity.keysData(named: variable.name, inCaseAmong: labels)
    }

    /// Code that builds views, as opposed to a test that applies `.id(UUID())` to a view value and
    /// renders nothing: not in an `XCTestCase` or `@Suite` type, a `@Test` function, or a value
    /// thrown away (`_ = view.id(UUID())`).
    func isViewCode(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        if let assignment = context.chainTop(of: call).parent as? AssignmentExprSyntax,
           (assignment.target as? IdentifierExprSyntax)?.name == "_" {
            return false
        }
        for ancestor in call.ancestors {
            if let function = ancestor as? FunctionDeclSyntax, function.attributes.contains(where: { $0.name == "Test" }) { return false }
            if let type = ancestor as? TypeDeclSyntax, type.inheritedTypes.contains("XCTestCase") || type.hasAttribute("Suite") {
                return false
            }
        }
        return true
    }

    /// Whether the view type holding `call` is constructed only inside free functions that nothing
    /// calls (a `private func` left behind): its body never runs, so nothing is recreated.
    func isNeverShown(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let type = context.enclosingType(of: call) else { return false }
        return context.project.identity.constructedOnlyInUncalledFunctions.contains(TypeNames.baseName(type.name))
    }

    /// `super.init(view: AnyView(Preview().id(UUID())))` in the initializer, or another method
    /// that returns no view, of a type that is no view (an editor instance that keeps the view it
    /// shows): the identity is minted once per instance, and every render reuses the view value.
    func isBuiltOnce(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        for ancestor in call.ancestors {
            // A view built there is a value kept whole; only a row closure (`ForEach`, `List`)
            // runs again as the container renders.
            if let closure = ancestor as? ClosureExprSyntax {
                if let owner = context.owningCall(of: closure)?.call.name, owner == "ForEach" || owner == "List" { return false }
                continue
            }
            if let function = ancestor as? FunctionDeclSyntax {
                guard function.returnType?.contains("View") != true, let type = context.enclosingType(of: function) else { return false }
                return !context.isView(type)
            }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) { return false }
            if ancestor is TypeDeclSyntax { return false }
        }
        return false
    }

    /// Views a loading row is made of: layout, text, images and a `ProgressView`.
    static let loadingRowViews: Set<String> = [
        "ProgressView", "Spacer", "HStack", "VStack", "ZStack", "Group", "Text", "Image", "Label", "Divider",
    ]

    /// Values a loading row's modifiers take (`.listRowInsets(EdgeInsets())`): not views.
    static let modifierValues: Set<String> = [
        "EdgeInsets", "Color", "Font", "Angle", "UnitPoint", "CGSize", "CGPoint", "CGRect", "CGFloat", "Double", "Int",
        "String", "LocalizedStringKey",
    ]

    /// `HStack { Spacer(); ProgressView(); Spacer() }.id(UUID())`: a loading row made only of
    /// layout, text and an indeterminate `ProgressView`, with no state, input or action. It has
    /// no state to lose; the new identity restarts the spinner, which a reused List cell
    /// otherwise shows stopped.
    func isSpinnerRestart(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let view = (call.callee as? MemberAccessExprSyntax)?.base else { return false }
        var spinner = false
        var plain = true
        view.walk { node in
            guard plain else { return false }
            switch node {
            case let closure as ClosureExprSyntax:
                // Every statement of a stack's content builds its view here (not a view held
                // elsewhere), directly or in the branches of an `if` (a spinner, or an empty note).
                plain = Self.buildsViewsInPlace(closure.statements, depth: 0)
            case let inner as CallExprSyntax:
                // A view of the project that is only a spinner (`LoadingIndicator()`) is one too.
                if inner.callee is IdentifierExprSyntax, let name = inner.name, inner.arguments.isEmpty,
                   context.type(named: name)?.isSpinner == true {
                    spinner = true
                    return false
                }
                // A constant `.id("loading")` further in is harmless.
                plain = Self.isPlainPiece(inner, allowingID: true)
                if inner.name == "ProgressView", inner.callee is IdentifierExprSyntax, inner.argument("value") == nil { spinner = true }
            default:
                break
            }
            return plain
        }
        return plain && spinner
    }

    static func buildsViewsInPlace(_ statements: [Syntax], depth: Int) -> Bool {
        guard depth < 4 else { return false }
        return statements.allSatisfy { statement in
            if statement is CallExprSyntax { return true }
            guard let branch = statement as? IfStmtSyntax, let body = branch.body,
                  buildsViewsInPlace(body.statements, depth: depth + 1) else { return false }
            switch branch.elseBranch {
            case nil: return true
            case let block as CodeBlockSyntax: return buildsViewsInPlace(block.statements, depth: depth + 1)
            case let next?: return buildsViewsInPlace([next], depth: depth + 1)
            }
        }
    }

    /// `ToolbarItem { Button { showSettings = true } label: { Label("Settings", systemImage: "gear") } .id(UUID()) }`:
    /// the view given the new identity is a `Button` whose label is only text, images and layout,
    /// in a toolbar's content.
    func isToolbarButtonReset(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let view = (call.callee as? MemberAccessExprSyntax)?.base,
              let button = context.chainCalls(of: view).last, button.callee is IdentifierExprSyntax, button.name == "Button",
              context.enclosingClosures(of: call).contains(where: { closure in
                  context.owningCall(of: closure).flatMap(\.call.name).map(Self.toolbarContent.contains) ?? false
              }) else { return false }
        // `Button("Settings") { ... }`: a text label.
        if button.arguments.first?.expression?.unwrapped is LiteralExprSyntax { return true }
        guard let label = button.closure(boundTo: "label")
                ?? (button.argument("action") != nil ? button.trailingClosures.first?.closure : nil) else { return false }
        return label.descendants(CallExprSyntax.self).allSatisfy { Self.isPlainPiece($0, allowingID: false) }
    }

    /// `Picker("Layout", selection: $layout) { ForEach(layouts, id: \.self) { Text($0).tag($0) }.id(UUID()) }`,
    /// or `.id(UUID())` on such a `Picker` itself: the view given the new identity is a picker's
    /// content, or a picker whose content is, built only of `ForEach`, `Section` and plain pieces
    /// (text, images, tags): menu items that hold no state.
    func isPickerItemsReset(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let view = (call.callee as? MemberAccessExprSyntax)?.base else { return false }
        func isItems(_ content: Syntax) -> Bool {
            ([content] + content.descendants(CallExprSyntax.self)).allSatisfy { piece in
                guard let call = piece as? CallExprSyntax else { return true }
                // `.tag` is how a picker's item names its value.
                return (call.callee is IdentifierExprSyntax && ["ForEach", "Section"].contains(call.name ?? ""))
                    || (call.callee is MemberAccessExprSyntax && call.name == "tag") || Self.isPlainPiece(call, allowingID: true)
            }
        }
        if let picker = context.chainCalls(of: view).last, picker.callee is IdentifierExprSyntax, picker.name == "Picker",
           let content = picker.closure(boundTo: "content") ?? picker.trailingClosures.first?.closure {
            return isItems(content)
        }
        guard let closure = context.enclosingClosures(of: call).first,
              context.owningCall(of: closure)?.call.name == "Picker" else { return false }
        return isItems(view)
    }

    /// `Menu { ForEach(editors) { Button(...) } } label: { Text(title) }.id(UUID())`: the view given
    /// the new identity is a `Menu` whose items and label keep no state (`isStatelessContent`),
    /// with no modifier between them that does.
    func isMenuReset(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let view = (call.callee as? MemberAccessExprSyntax)?.base else { return false }
        let chain = context.chainCalls(of: view)
        guard let menu = chain.last, menu.callee is IdentifierExprSyntax, menu.name == "Menu", !menu.allClosures.isEmpty,
              !chain.dropLast().contains(where: { Self.statefulModifiers.contains($0.name ?? "") }) else { return false }
        return menu.allClosures.allSatisfy { isStatelessContent($0, context) }
    }

    /// `.id(UUID()).enableInjection()`, or `.id(UUID())` in a type whose `@ObserveInjection`
    /// property re-renders it when code is injected.
    func isHotReloadReset(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        if context.chainCalls(of: context.chainTop(of: call)).contains(where: { $0.name == "enableInjection" }) { return true }
        guard let type = context.enclosingType(of: call) else { return false }
        return type.members.flatMap(FileSummarizer.variables(in:)).contains { $0.hasAttribute("ObserveInjection") }
    }

    /// A call a stateless view is built of: layout, text, images or a spinner (`loadingRowViews`),
    /// a value for a modifier, a modifier that gives no state, input or motion (`.id` only where
    /// `allowingID`), or an implicit member value (`.system(size: 12)`).
    static func isPlainPiece(_ call: CallExprSyntax, allowingID: Bool) -> Bool {
        guard let name = call.name else { return false }
        if call.callee is IdentifierExprSyntax { return loadingRowViews.contains(name) || modifierValues.contains(name) }
        guard (call.callee as? MemberAccessExprSyntax)?.base != nil else { return true }
        return (allowingID && name == "id") || !SelfIDMutableModelRule.rowBehaviourModifiers.contains(name)
    }

    static let toolbarContent: Set<String> = ["toolbar", "ToolbarItem", "ToolbarItemGroup", "navigationBarItems"]

    /// Views that keep no state of their own: layout, text, images, shapes and colours.
    static let statelessViews: Set<String> = loadingRowViews.union([
        "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color", "EmptyView", "GeometryReader", "Section",
    ])

    /// Modifiers that keep state, start work or animate, which a new identity resets or
    /// restarts: presentations, gestures in progress, focus, transitions, tasks.
    static let statefulModifiers: Set<String> = [
        "onAppear", "onDisappear", "task", "onReceive", "gesture", "simultaneousGesture", "highPriorityGesture",
        "onLongPressGesture", "transition", "animation", "matchedGeometryEffect", "phaseAnimator", "keyframeAnimator",
        "contentTransition", "contextMenu", "swipeActions", "sheet", "popover", "fullScreenCover", "alert",
        "confirmationDialog", "navigationDestination", "focused", "draggable", "dropDestination", "onDrag", "onDrop",
        "onMove", "onDelete", "refreshable", "onSubmit", "scrollPosition",
    ]

    /// A view of the project whose properties are plain inputs (no `@State`, `@Binding`,
    /// `@StateObject` or other wrapper, but for a `@State` or `@Binding` it never reads, and the
    /// environment's values and objects, which its ancestors keep): it keeps nothing between
    /// renders itself.
    func keepsNoState(viewNamed name: String, _ context: FileContext) -> Bool {
        guard name.first?.isUppercase == true, let type = context.type(named: name),
              type.inheritedTypes.contains("View"), type.kind == .struct else { return false }
        return type.properties.allSatisfy {
            $0.attributes.allSatisfy { $0 == "Environment" || $0 == "EnvironmentObject" } || $0.isStatic || $0.isNeverRead
        }
    }

    /// Whether the view given the new identity keeps nothing a user would see lost: built only
    /// of `statelessViews`, the project's views that keep no state, and buttons whose labels
    /// are (their actions are not views), with no modifier that keeps state, starts work or
    /// animates (`statefulModifiers`), and no row behaviour around it (`.swipeActions` after the
    /// `.id`, `.onMove` / `.onDelete` on the `ForEach` it is a row of, where a `List` runs them).
    func holdsNoState(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        guard let view = (call.callee as? MemberAccessExprSyntax)?.base, isStatelessContent(view, context) else { return false }
        let after = context.chainCalls(of: context.chainTop(of: call)).compactMap(\.name)
        if after.contains(where: { ["swipeActions", "contextMenu", "onDrag", "draggable", "onMove", "onDelete", "sheet", "popover"].contains($0) }) { return false }
        // Row editing counts only where SwiftUI offers it: outside a `List` or `Form` an `.onMove`
        // on the rows is never run.
        if let (row, _) = context.enclosingRowContent(of: call), context.rowEdits(of: row) != nil { return false }
        return true
    }

    /// The rows of a `ForEach` / `List` keep nothing a user would see lost (`isStatelessContent`
    /// of its row content, and no `onMove` / `onDelete` / `swipeActions` on it).
    func rowsHoldNoState(_ container: CallExprSyntax?, _ context: FileContext) -> Bool {
        guard let container, container.name == "ForEach" || container.name == "List",
              let rows = context.rowContentClosure(of: container), isStatelessContent(rows, context) else { return false }
        if container.name == "ForEach", context.rowEdits(of: container) != nil { return false }
        return !context.chainCalls(of: context.chainTop(of: container)).contains {
            ["swipeActions", "contextMenu"].contains($0.name ?? "")
        }
    }

    /// Built only of `statelessViews`, the project's views that keep no state, and buttons whose
    /// labels are (their actions are not views), with no modifier that keeps state, starts work
    /// or animates (`statefulModifiers`).
    func isStatelessContent(_ view: Syntax, _ context: FileContext, depth: Int = 0) -> Bool {
        var plain = true
        var skipped: Set<ObjectIdentifier> = []
        view.walk { node in
            guard plain, !skipped.contains(ObjectIdentifier(node)) else { return false }
            guard let inner = node as? CallExprSyntax, let name = inner.name else { return true }
            if inner.callee is IdentifierExprSyntax {
                if name == "Button" {
                    // Only the label is a view; the action runs on a tap.
                    let label = inner.closure(boundTo: "label") ?? (inner.argument("action") != nil ? inner.trailingClosures.first?.closure : nil)
                    for closure in inner.allClosures where closure !== label { skipped.insert(ObjectIdentifier(closure)) }
                    return true
                }
                // `Image(uiImage: UIImage(named: name)!)`: an initializer's argument is a value, not
                // a view (a modifier's, `.overlay(Badge())`, is a view).
                var argumentOwner: Syntax? = inner.parent
                while let postfix = argumentOwner as? PostfixExprSyntax { argumentOwner = postfix.parent }
                if let owner = argumentOwner as? CallExprSyntax, owner.callee is IdentifierExprSyntax, owner.callee !== inner,
                   !owner.allClosures.contains(where: { $0 === inner }) {
                    return false
                }
                // `footerView(item: item)`: a method of the view that builds the row.
                if name.first?.isLowercase == true, let method = context.calledMethod(inner), let body = method.body,
                   method.returnType?.contains("View") == true {
                    plain = depth < 3 && isStatelessContent(body, context, depth: depth + 1)
                    return false
                }
                plain = Self.statelessViews.contains(name) || Self.modifierValues.contains(name) || name == "ForEach"
                    // `.buttonStyle(PlainButtonStyle())`: a value.
                    || name.hasSuffix("Style")
                    // `Text(renderDate(note.date))`, `if let tags = tags(of: note)`: a value, not
                    // a statement of the view's content (which would build a view).
                    || (name.first?.isLowercase == true && !(inner.parent is ClosureExprSyntax || inner.parent is CodeBlockSyntax))
                    || keepsNoState(viewNamed: name, context)
                // `MemoryLevelRow(item: item) { open(item) }`: the action a view of the project is
                // handed runs on a tap; it is not content.
                for closure in inner.allClosures where context.isActionCallback(closure, of: inner) {
                    skipped.insert(ObjectIdentifier(closure))
                }
            } else if (inner.callee as? MemberAccessExprSyntax)?.base != nil {
                plain = !Self.statefulModifiers.contains(name)
                // `.onTapGesture { open(item) }`: an action, not content.
                for closure in inner.allClosures where !context.isRenderClosure(closure) { skipped.insert(ObjectIdentifier(closure)) }
            }
            return plain
        }
        return plain
    }

    /// Views that hold text being typed.
    static let textInputViews: Set<String> = ["TextField", "SecureField", "TextEditor"]

    /// Whether the view given the new identity holds text input (`TextEditor(text: $draft)`, a
    /// `.focused` field): a reset on every render drops the edit in progress with it.
    func holdsTextInput(_ call: CallExprSyntax) -> Bool {
        guard let view = (call.callee as? MemberAccessExprSyntax)?.base else { return false }
        var found = false
        view.walk { node in
            if !found, let inner = node as? CallExprSyntax, let name = inner.name,
               Self.textInputViews.contains(name) || (name == "focused" && inner.callee is MemberAccessExprSyntax) {
                found = true
            }
            return !found
        }
        return found
    }

    /// Lines with an ordinary comment at their end, or right below a line that is only a comment.
    func explainedLines(_ context: FileContext) -> Set<Int> {
        var lines: Set<Int> = []
        for token in context.tree.comments {
            let text = context.tree.source.text(of: token)
            guard !text.contains("scroll-lint:") else { continue }
            let line = Int(token.line)
            lines.insert(line)
            if token.newlineBefore || line == 1 { lines.insert(line + 1) }
        }
        return lines
    }

    // MARK: Computed ids

    /// A computed `id` (or a computed property used as `id: \.name`) that returns `UUID()`, on a
    /// type whose values reach a container keyed by their `id` somewhere in the project.
    func checkComputedIdentity(_ type: TypeDeclSyntax, _ context: FileContext) {
        let typeName = TypeNames.baseName(type.name)
        for member in type.members {
            guard let variable = member as? VariableDeclSyntax, !variable.isStatic, let getter = variable.getter,
                  let value = getter.singleExpression, let uuid = UUIDExpressions.freshUUIDCall(value) else { continue }
            let keyPathIdentity = variable.name != "id" && context.project.identityKeyPaths.contains(variable.name)
            let isIdentity = keyPathIdentity
                || (variable.name == "id" && context.conforms(typeName, to: "Identifiable") && reachesKeyedContainer(typeName, context))
            guard isIdentity else { continue }
            // Values rebuilt on every render would get new ids from a stored `UUID()` too.
            let fix = isBuiltInViewCode(typeName, context)
                ? "derive the id from the data (a name, a key, a combination of fields that is unique), because the values are built again in view code and a stored `UUID()` would change as well"
                : "store the id (`let \(variable.name) = UUID()`) when the value is created"
            context.report(at: uuid.callee,
                           "`\(typeName).\(variable.name)` is computed as a new UUID on every access, so every render sees a different identity and SwiftUI recreates the rows; \(fix)",
                           severity: .error)
        }
    }

    /// Whether values of `typeName` feed a `ForEach` / `List` / `OutlineGroup` / `Chart` keyed by
    /// their `id` somewhere in the shipped code of the project: by their element type where the
    /// data's file tells it, or through a property of type `[typeName]` whose name is keyed data.
    /// Containers in views that only previews show key nothing a user sees.
    func reachesKeyedContainer(_ typeName: String, _ context: FileContext) -> Bool {
        let facts = context.project.identity
        func ships(_ name: String, _ type: TypeSummary?) -> Bool {
            !context.project.previewOnlyTypes.contains(name) && type?.inheritedTypes.contains("PreviewProvider") != true
        }
        if facts.keyedElementTypes.contains(typeName),
           facts.keyedElementTypeHolders[typeName, default: [""]].contains(where: { ships($0, context.project.type(named: $0)) }) {
            return true
        }
        for type in context.project.types.values where ships(type.name, type) {
            for property in type.properties where facts.keyedDataNames.contains(property.name) {
                if let annotation = property.typeAnnotation, TypeNames.elementType(ofAnnotation: annotation) == typeName { return true }
                if property.initializerElementType == typeName { return true }
            }
        }
        return false
    }

    /// A `Chart(data)`, or a `ForEach` among a chart's content: its elements are marks, not rows.
    static func isChart(_ container: CallExprSyntax?) -> Bool {
        guard let container else { return false }
        if container.name == "Chart" { return true }
        return container.ancestors.contains { ($0 as? CallExprSyntax)?.name == "Chart" }
    }

    /// Whether some view in the project constructs `typeName`.
    func isBuiltInViewCode(_ typeName: String, _ context: FileContext) -> Bool {
        for site in context.project.identity.constructionSites[typeName] ?? [] {
            // Several modules may each declare a view of one name (`RootView`): any of them counts.
            if let type = context.project.types[site], type.inheritedTypes.contains("View") || type.hasBody { return true }
        }
        return false
    }

    // MARK: Constructions

    /// `Tile(...)`, where `Tile` is Identifiable with `let id = UUID()`, building a collection
    /// (an array literal, a `map` result, an `append` in a loop) that reaches a container keyed by
    /// `id`, in code SwiftUI runs again while the view lives: `body`, a computed property or method
    /// of a view (each render), or a stored default or initializer of a view (each time a parent
    /// that has state re-creates the view). One finding per collection.
    func checkConstructions(_ context: FileContext) {
        var candidates: [CallExprSyntax] = []
        for name in context.project.uuidMintingIdentifiables {
            let calls = context.calls(named: name).filter { $0.callee is IdentifierExprSyntax }
            if !calls.isEmpty, context.mintsUUIDIdentity(name) { candidates += calls }
        }
        guard !candidates.isEmpty else { return }
        // The finding of a getter or method goes on its main path: a `guard ... else { return
        // [placeholder] }` fallback comes last.
        func isFallback(_ call: CallExprSyntax) -> Bool {
            call.ancestors.contains { ($0 as? GuardStmtSyntax)?.body?.contains(call) == true }
        }
        let fallbacks = Set(candidates.filter(isFallback).map(ObjectIdentifier.init))
        candidates.sort { first, second in
            let firstFalls = fallbacks.contains(ObjectIdentifier(first)), secondFalls = fallbacks.contains(ObjectIdentifier(second))
            return firstFalls != secondFalls ? !firstFalls : first.firstToken < second.firstToken
        }
        var sites: Set<ObjectIdentifier> = []
        // Several `return` branches of one getter or method (a placeholder and the real data)
        // build one collection: one finding, on the first.
        var members: Set<String> = []
        let uses = FlowTracer.UseCache()
        for call in candidates {
            // Built in a `private` method that nothing in its file names: dead code, never shown.
            if let function = call.ancestor(FunctionDeclSyntax.self), context.isNeverNamed(function) { continue }
            guard let site = collectionSite(of: call, context), sites.insert(ObjectIdentifier(site.anchor)).inserted,
                  !isInsideOtherConstruction(call, context), let place = mintingPlace(of: call, context) else { continue }
            var tracer = FlowTracer(context: context, uses: uses)
            guard tracer.reachesKeyedContainer(site.flow, element: call.name ?? "") else { continue }
            let name = call.name ?? "the model"
            switch place {
            case let .render(view, member):
                guard hasInputs(view, context), rendersAgain(view, context), members.insert(view + "\u{0}" + member + "\u{0}" + name).inserted else { continue }
                let lost = Self.isChart(tracer.container)
                    ? "each render gives the chart's marks new identities, so SwiftUI draws every update as marks removed and inserted instead of animating them to their new values"
                    : rowsHoldNoState(tracer.container, context)
                    ? "each render gives the rows new identities, so SwiftUI builds every row again instead of updating it: the rows keep no state, but their changes replace the old rows instead of animating"
                    : "each render gives the rows new identities, so SwiftUI recreates them (state, animations and scroll position are lost)"
                context.report(at: call.callee,
                               "`\(name)` mints `id = UUID()` when created, and this collection of `\(name)` values is built in \(member), which runs again on every render of `\(view)`: \(lost); create the values once (in @State, a model or a `static let`) or give `\(name)` an id derived from its data")
            case let .modelAccess(type, property):
                if isReadOnlyByViewsRenderingOnce(property, context) { continue }
                context.report(at: call.callee,
                               "`\(name)` mints `id = UUID()` when created, and `\(type).\(property)` builds new `\(name)` values on every access; a container keyed by id reads `\(property)` on every render, so the rows get new identities and SwiftUI recreates them; store the values when the model is built, or give `\(name)` an id derived from its data")
            case let .parentRecreation(view, member, inInitializer):
                guard parentRecreates(view, context) else { continue }
                let fix = inInitializer
                    ? "create the values once by handing them to @State (`_property = State(initialValue: ...)`), or move them to the model"
                    : "make the data a `static let`, or move it to the model"
                let lost = Self.isChart(tracer.container)
                    ? "the chart's marks get new identities, so SwiftUI draws the update as marks removed and inserted instead of animating them"
                    : "the rows get new identities, so SwiftUI recreates them"
                context.report(at: call.callee,
                               "`\(name)` mints `id = UUID()` when created, and this collection of `\(name)` values is built in \(member), which runs each time the parent re-creates `\(view)` (a parent with state re-renders): \(lost); \(fix)")
            }
        }
    }

    /// Where a construction's value starts flowing as a collection, and the node that names the
    /// collection (one finding per literal, `map` or `append`).
    struct Site {
        var flow: FlowTracer.Flow
        var anchor: Syntax
    }

    func collectionSite(of call: CallExprSyntax, _ context: FileContext) -> Site? {
        // An element of an array literal.
        if let literal = call.parent as? CollectionExprSyntax {
            return literal.isDictionary ? nil : Site(flow: .expression(literal), anchor: literal)
        }
        // The value a `map` / `compactMap` / `flatMap` closure produces.
        if let closure = closureProducing(call, context), let (owner, _) = context.owningCall(of: closure),
           let name = owner.name, ["map", "compactMap", "flatMap"].contains(name) {
            return Site(flow: .expression(owner), anchor: owner)
        }
        // `rows.append(Row(...))` into a local array (in a loop, or one by one).
        if let append = call.parent as? CallExprSyntax, call.enclosingArgument?.label == nil,
           let variable = localArray(appendedToBy: append, context) {
            return Site(flow: .local(variable), anchor: variable)
        }
        // `let row = Row(...)` then `rows.append(row)` into a local array.
        if let variable = call.parent as? VariableDeclSyntax, variable.initializer === call, !context.isMember(variable),
           let scope = variable.parent {
            var target: VariableDeclSyntax?
            scope.walk { node in
                guard target == nil else { return false }
                guard let append = node as? CallExprSyntax, let argument = append.arguments.first, argument.label == nil,
                      let value = argument.expression as? IdentifierExprSyntax, value.name == variable.name,
                      case .local(let bound)? = context.bindings.resolve(value.name, at: value), bound === variable,
                      let array = localArray(appendedToBy: append, context) else { return true }
                target = array
                return false
            }
            if let target { return Site(flow: .local(target), anchor: target) }
        }
        // `ForEach(Row.samples(...))`-like data handed over directly.
        if let owner = call.parent as? CallExprSyntax, let data = owner.arguments.first, data.expression === call,
           data.label == nil, owner.callee is IdentifierExprSyntax, ["ForEach", "List"].contains(owner.name ?? "") {
            return Site(flow: .expression(call), anchor: call)
        }
        return nil
    }

    /// `rows` in `rows.append(...)` / `rows.insert(...)`, where `rows` is a local.
    func localArray(appendedToBy call: CallExprSyntax, _ context: FileContext) -> VariableDeclSyntax? {
        guard let member = call.callee as? MemberAccessExprSyntax, member.name == "append" || member.name == "insert",
              let base = member.base as? IdentifierExprSyntax,
              case let .local(variable)? = context.bindings.resolve(base.name, at: base) else { return nil }
        return variable
    }

    /// The closure whose result `call` is: its single expression, its last expression, or the value
    /// of a `return` in it (not in a nested closure).
    func closureProducing(_ call: CallExprSyntax, _ context: FileContext) -> ClosureExprSyntax? {
        if let closure = call.parent as? ClosureExprSyntax {
            return context.resultExpression(of: closure) === call ? closure : nil
        }
        guard let jump = call.parent as? JumpStmtSyntax, jump.keyword == "return", jump.value === call else { return nil }
        for ancestor in jump.ancestors {
            if let closure = ancestor as? ClosureExprSyntax { return closure }
            if ancestor is FunctionDeclSyntax || ancestor is TypeDeclSyntax { return nil }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) { return nil }
        }
        return nil
    }

    /// `Parent(children: [Child(...)])`: the inner values are minted with the outer one, whose
    /// own construction is the finding.
    func isInsideOtherConstruction(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        for ancestor in call.ancestors {
            if let outer = ancestor as? CallExprSyntax, outer !== call, outer.callee is IdentifierExprSyntax,
               let name = outer.name, context.mintsUUIDIdentity(name) {
                return true
            }
            if ancestor is ClosureExprSyntax || ancestor is FunctionDeclSyntax || ancestor is TypeDeclSyntax { return false }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) { return false }
        }
        return false
    }

    enum Place {
        /// `body`, a computed property or a method of a view: runs on every render.
        case render(view: String, member: String)
        /// A stored default or the initializer of a view: runs when the view is created.
        case parentRecreation(view: String, member: String, inInitializer: Bool)
        /// A computed collection of a model type (`JSONValue.children`): runs on every access.
        case modelAccess(type: String, property: String)
    }

    /// Closures that run synchronously where they are written (a transform of the collection).
    static let inlineClosureCalls: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "reduce", "sorted", "contains", "first", "allSatisfy",
        "enumerated", "lazy", "prefix", "suffix", "drop",
    ]

    /// Where the construction runs, when that is code SwiftUI runs again while the view lives.
    func mintingPlace(of call: CallExprSyntax, _ context: FileContext) -> Place? {
        for ancestor in call.ancestors {
            if let closure = ancestor as? ClosureExprSyntax {
                let owner = context.owningCall(of: closure)?.call.name ?? ""
                if UnstableIdentityUUIDRule.inlineClosureCalls.contains(owner) || FlowTracer.isImmediatelyCalled(closure) { continue }
                if !context.isRenderClosure(closure) { return nil }
                continue
            }
            if let function = ancestor as? FunctionDeclSyntax {
                guard let view = viewStruct(containing: function, context) else { return nil }
                if function.keyword == "init" { return .parentRecreation(view: view.name, member: "`\(view.name).init`", inInitializer: true) }
                var visited: Set<ObjectIdentifier> = []
                guard isRenderMethod(function, in: view, context, &visited) else { return nil }
                return .render(view: view.name, member: "`\(view.name).\(function.name)()`")
            }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) {
                guard !variable.isStatic else { return nil }
                guard let view = viewStruct(containing: variable, context) else {
                    // A model's computed collection, read by a keyed container under its name.
                    guard variable.getter?.contains(call) == true, let type = context.enclosingType(of: variable),
                          type.kind != .protocol,
                          context.project.identity.keysData(named: variable.name, of: call.name ?? "",
                                                            owner: TypeNames.baseName(type.name)),
                          readsCase(around: call, in: variable, context) else { return nil }
                    return .modelAccess(type: TypeNames.baseName(type.name), property: variable.name)
                }
                if variable.isStored {
                    guard variable.initializer?.contains(call) == true, !variable.modifiers.contains("lazy"),
                          variable.attributes.isEmpty else { return nil }
                    return .parentRecreation(view: view.name, member: "the default of `\(view.name).\(variable.name)`",
                                             inInitializer: false)
                }
                guard variable.getter?.contains(call) == true else { return nil }
                return .render(view: view.name, member: variable.name == "body" ? "`\(view.name).body`" : "`\(view.name).\(variable.name)`")
            }
            if ancestor is TypeDeclSyntax { return nil }
        }
        return nil
    }

    /// A method of a view that runs while the view renders: it returns a view, or `body`, a computed
    /// property or another such method calls it (through view-building closures only, not actions).
    func isRenderMethod(_ function: FunctionDeclSyntax, in view: TypeDeclSyntax, _ context: FileContext,
                        _ visited: inout Set<ObjectIdentifier>) -> Bool {
        guard function.keyword == "func", !function.modifiers.contains("static"),
              visited.insert(ObjectIdentifier(function)).inserted else { return false }
        if function.returnType?.contains("View") == true { return true }
        for call in context.calls(named: function.name) where view.contains(call) {
            if let member = call.callee as? MemberAccessExprSyntax, (member.base as? IdentifierExprSyntax)?.name != "self" { continue }
            if isRenderCode(call, in: view, context, &visited) { return true }
        }
        return false
    }

    /// Whether `node` runs while `view` renders: in `body` or a computed property, or in a render
    /// method, with only view-building or inline closures in between.
    func isRenderCode(_ node: Syntax, in view: TypeDeclSyntax, _ context: FileContext, _ visited: inout Set<ObjectIdentifier>) -> Bool {
        for ancestor in node.ancestors {
            if let closure = ancestor as? ClosureExprSyntax {
                let owner = context.owningCall(of: closure)?.call.name ?? ""
                if UnstableIdentityUUIDRule.inlineClosureCalls.contains(owner) || context.isRenderClosure(closure) { continue }
                return false
            }
            if let function = ancestor as? FunctionDeclSyntax { return isRenderMethod(function, in: view, context, &visited) }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) {
                return !variable.isStatic && variable.getter?.contains(node) == true
            }
            if ancestor is TypeDeclSyntax { return false }
        }
        return false
    }

    /// The view struct a member belongs to (declared in it or in an extension of it).
    func viewStruct(containing member: Syntax, _ context: FileContext) -> TypeDeclSyntax? {
        guard let type = context.enclosingType(of: member), context.isView(type), type.kind != .class else { return nil }
        return type
    }

    static let dynamicWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Binding", "Bindable", "Query",
        "FetchRequest", "SectionedFetchRequest", "AppStorage", "SceneStorage", "FocusState", "GestureState",
    ]

    /// A view that can render again while it lives: it has state, observed or environment inputs,
    /// or any stored input its parent can change. A view with no stored property renders once.
    func hasInputs(_ viewName: String, _ context: FileContext) -> Bool {
        let name = TypeNames.baseName(viewName)
        let declaration = context.onlyDeclaration(named: name)
        return context.members(ofTypeNamed: name).contains { property in
            // A `let` with a value (`let legend = Legend(...)`) is a constant: no parent sets it.
            guard !property.isStatic, property.isStored, !(property.isLet && property.hasInitializer) else { return false }
            return !isAction(property, in: declaration)
        }
    }

    /// Whether the view's body runs again while it lives: it has state, observed, environment or
    /// other wrapped inputs, or holds an observable model, or a parent that renders again
    /// re-creates it with new inputs (or no code that builds it is found). A view of plain inputs
    /// (`let account: Account`) that a stateless parent or a `UIHostingController` builds, or that
    /// every caller builds with constants, renders once: SwiftUI runs its body again only for new
    /// inputs.
    func rendersAgain(_ viewName: String, _ context: FileContext) -> Bool {
        let name = TypeNames.baseName(viewName)
        let declaration = context.onlyDeclaration(named: name)
        let dynamic = context.members(ofTypeNamed: name).contains { property in
            guard !property.isStatic, property.isStored, !isAction(property, in: declaration) else { return false }
            // Any wrapper, also one the analyzer does not know (`@Default`, `@Dependency`), may render.
            // A SwiftData `@Model` is observed through a plain `let` as an `@Observable` is.
            return !property.attributes.isEmpty || context.state.holdsObservableModel(property)
                || context.state.modelTypeName(of: property).flatMap(context.type(named:))?.attributes.contains("Model") == true
        }
        if dynamic { return true }
        // Where the code that builds it is not found, assume a parent that renders again.
        let sites = (context.project.identity.constructionSites[name] ?? []).filter { !$0.isEmpty && $0 != name }
        if sites.isEmpty { return true }
        // Built only with constants (`AppInfoView(document: .manual)`) and holding no default of
        // its own: each re-creation is equal to the last, and SwiftUI does not run its body again.
        if !context.project.identity.constructedWithValues.contains(name),
           !context.members(ofTypeNamed: name).contains(where: { $0.isStored && !$0.isStatic && $0.hasInitializer }) {
            return false
        }
        return parentRecreates(name, context)
    }

    /// `ForEach(document.sections)` in this file's views only, each of which renders once
    /// (`rendersAgain(_:_:)`): the model builds the values on every access, but nothing reads them
    /// again while those views live.
    func isReadOnlyByViewsRenderingOnce(_ property: String, _ context: FileContext) -> Bool {
        var readers: [TypeDeclSyntax] = []
        for name in IdentityFacts.keyedContainers {
            for call in context.calls(named: name) {
                guard let data = IdentityFacts.keyedContainerData(call), IdentityFacts.isKeyedByID(call),
                      data.unwrapped.dottedPath?.last == property else { continue }
                guard let view = context.enclosingView(of: call) else { return false }
                readers.append(view)
            }
        }
        return !readers.isEmpty && readers.allSatisfy { !rendersAgain($0.name, context) }
    }

    /// Whether some type that constructs `viewName` has state, bindings, observed or environment
    /// inputs, so that its renders re-create the view. Previews and stateless parents (a menu of
    /// links, an `App` without state) build the view once.
    func parentRecreates(_ viewName: String, _ context: FileContext) -> Bool {
        let viewName = TypeNames.baseName(viewName)
        for site in context.project.identity.constructionSites[viewName] ?? [] where !site.isEmpty && site != viewName {
            guard let parent = context.type(named: site), !parent.inheritedTypes.contains("PreviewProvider"),
                  // Another app of the repository that also names a `ContentView` builds its own;
                  // a view declared once (in a folder the apps share) is the one every app builds.
                  parent.path.isEmpty || !context.project.ambiguousTypes.contains(viewName)
                    || context.project.identity.sameApp(parent.path, context.path) else { continue }
            let declaration = context.onlyDeclaration(named: site)
            let dynamic = parent.properties.contains { property in
                guard !property.isStatic, property.isStored else { return false }
                let attributes = Set(property.attributes)
                if attributes == ["State"] {
                    // A parent's own state changes only where it is written (checked when the parent
                    // is in this file), or when it holds a model with changing properties.
                    if let model = context.state.modelTypeName(of: property), context.isObservableModel(model) {
                        return context.members(ofTypeNamed: model).contains { $0.isStored && !$0.isLet && !$0.isStatic }
                    }
                    guard let declaration else { return true }
                    // A state the body only hands on as a binding (`Picker(selection: $tab)`) renders
                    // the children that read it, not the parent.
                    return context.isMutated(property.name, in: declaration) && Self.readsValue(of: property.name, in: declaration)
                }
                if isAction(property, in: declaration) { return false }
                return !attributes.isDisjoint(with: UnstableIdentityUUIDRule.dynamicWrappers) || context.state.holdsObservableModel(property)
            }
            if dynamic { return true }
        }
        return false
    }

    /// Whether `type` reads its property `name` as a value (`name`, `self.name`) anywhere but as
    /// the target of a plain assignment; `$name` (a binding) is no read.
    static func readsValue(of name: String, in type: TypeDeclSyntax) -> Bool {
        type.containsNode(where: { node in
            let read: ExprSyntax
            if let identifier = node as? IdentifierExprSyntax, identifier.name == name {
                read = identifier
            } else if let member = node as? MemberAccessExprSyntax, member.name == name, member.base?.isSelfReference == true {
                read = member
            } else {
                return false
            }
            guard let assignment = read.parent as? AssignmentExprSyntax else { return true }
            return !(assignment.target === read && assignment.op == "=")
        })
    }

    /// Environment values that are actions, which never change while the view is shown.
    static let actionEnvironmentKeys: Set<String> = ["dismiss", "openURL", "openWindow", "dismissWindow", "dismissSearch", "requestReview"]

    /// `@Environment(\.dismiss) var dismiss` of `type` (declared in this file): an input that
    /// never changes, so it re-renders nothing.
    func isAction(_ property: PropertySummary, in type: TypeDeclSyntax?) -> Bool {
        guard let type, property.attributes == ["Environment"] else { return false }
        return isActionEnvironment(property.name, in: type)
    }

    /// `@Environment(\.dismiss) var dismiss` in `type`.
    func isActionEnvironment(_ name: String, in type: TypeDeclSyntax) -> Bool {
        for member in type.members {
            for variable in FileSummarizer.variables(in: member) where variable.name == name {
                guard let key = variable.attribute("Environment")?.arguments.first?.expression as? KeyPathExprSyntax,
                      let last = key.components.last else { return false }
                return UnstableIdentityUUIDRule.actionEnvironmentKeys.contains(last)
            }
        }
        return false
    }
}

/// Follows a collection of freshly minted models through the code of its view to where SwiftUI
/// consumes it: a `ForEach` / `List` / `OutlineGroup` / `Chart` keyed by the elements' `id`
/// (directly, through locals, computed properties, methods, stored properties, or a child view's
/// parameter that is keyed data). A `.preference` value, indices, `enumerated()` offsets and
/// anything unknown end the trail without a sink.
struct FlowTracer {
    unowned let context: FileContext
    /// Uses of a member in a type, found once per file: many collections of one view follow the
    /// same members.
    final class UseCache {
        var members: [ObjectIdentifier: [String: [ExprSyntax]]] = [:]
        var candidates: [ObjectIdentifier: [String: [ExprSyntax]]] = [:]
    }
    let cache: UseCache
    /// The keyed container the values were found to reach (`ForEach`, `Chart` ...).
    private(set) var container: CallExprSyntax?
    private var visited: Set<ObjectIdentifier> = []
    private var steps = 0

    init(context: FileContext, uses: UseCache) {
        self.context = context
        cache = uses
    }

    enum Flow {
        case expression(ExprSyntax)
        /// A local array the values are appended to.
        case local(VariableDeclSyntax)
        /// A member of a view: uses of the name in that type.
        case member(TypeDeclSyntax, String)
        /// A method of a view: its calls in that type.
        case function(TypeDeclSyntax, String)
    }

    mutating func reachesKeyedContainer(_ flow: Flow, element: String) -> Bool {
        steps += 1
        guard steps < 64 else { return false }
        switch flow {
        case let .expression(expression):
            return reachesFromExpression(expression, element: element)
        case let .local(variable):
            guard visited.insert(ObjectIdentifier(variable)).inserted, let scope = variable.parent,
                  !isCachedInState(variable, in: scope) else { return false }
            for use in scope.descendants(IdentifierExprSyntax.self) where use.name == variable.name && use.firstToken > variable.firstToken {
                guard case let .local(bound)? = context.bindings.resolve(use.name, at: use), bound === variable else { continue }
                // The appends themselves, and writes, are not uses of the finished collection.
                if let member = use.parent as? MemberAccessExprSyntax, member.base === use,
                   member.parent is CallExprSyntax, ["append", "insert"].contains(member.name) { continue }
                if let assignment = use.parent as? AssignmentExprSyntax, assignment.target === use { continue }
                if reachesKeyedContainer(.expression(use), element: element) { return true }
            }
            return false
        case let .member(type, name):
            // A model's computed collection that a keyed container reads by its name elsewhere
            // (`OutlineGroup(roots, children: \.children)`).
            if !context.isView(type), context.project.identity.keysData(named: name, of: element, owner: TypeNames.baseName(type.name)),
               case let .member(_, property)? = context.bindings.member(name, of: type), !property.isStored,
               property.typeAnnotation.flatMap(TypeNames.elementType(ofAnnotation:)) == element {
                return true
            }
            for use in uses(ofMember: name, in: type) where reachesKeyedContainer(.expression(use), element: element) { return true }
            return false
        case let .function(type, name):
            for use in calls(ofMethod: name, in: type) where reachesKeyedContainer(.expression(use), element: element) { return true }
            return false
        }
    }

    private mutating func reachesFromExpression(_ expression: ExprSyntax, element: String) -> Bool {
        guard visited.insert(ObjectIdentifier(expression)).inserted, let parent = expression.parent else { return false }
        switch parent {
        case is TupleExprSyntax, is CastExprSyntax, is PostfixExprSyntax, is EffectExprSyntax:
            return (parent as? ExprSyntax).map { reachesKeyedContainer(.expression($0), element: element) } ?? false
        case let ternary as TernaryExprSyntax where ternary.condition !== expression:
            return reachesKeyedContainer(.expression(ternary), element: element)
        case let binary as BinaryExprSyntax where binary.op == "??" || binary.op == "+":
            return reachesKeyedContainer(.expression(binary), element: element)
        case let member as MemberAccessExprSyntax where member.base === expression:
            // `rows.filter { ... }` keeps the elements; `rows.indices`, `rows.enumerated()` do not.
            guard let call = member.parent as? CallExprSyntax, call.callee === member,
                  FileContext.orderPreservingMethods.contains(member.name) else { return false }
            return reachesKeyedContainer(.expression(call), element: element)
        case let call as CallExprSyntax:
            guard let argument = expression.enclosingArgument else { return false }
            return reachesThroughArgument(call, argument, element: element)
        case let variable as VariableDeclSyntax where variable.initializer === expression:
            if context.isMember(variable) {
                guard let type = context.enclosingType(of: variable) else { return false }
                return reachesKeyedContainer(.member(type, variable.name), element: element)
            }
            return reachesKeyedContainer(.local(variable), element: element)
        case let assignment as AssignmentExprSyntax where assignment.value === expression:
            guard var path = assignment.target.unwrapped.dottedPath else { return false }
            if path.first == "self" { path.removeFirst() }
            guard path.count == 1 else { return false }
            switch context.bindings.resolve(path[0], at: assignment) {
            case let .local(variable)?: return reachesKeyedContainer(.local(variable), element: element)
            case let .member(type, property)?:
                // An initializer filling a plain stored property; state keeps what it is given.
                guard property.attributes.isEmpty, property.isStored,
                      (assignment.ancestor(FunctionDeclSyntax.self)?.keyword == "init") else { return false }
                return reachesKeyedContainer(.member(type, path[0]), element: element)
            default: return false
            }
        case let jump as JumpStmtSyntax where jump.keyword == "return":
            return reachesFromResult(of: jump, element: element)
        case let block as CodeBlockSyntax where block.singleExpression === expression:
            return reachesFromResult(of: block, element: element)
        case let switchCase as SwitchCaseSyntax where switchCase.statements.last === expression:
            // A branch of a `switch` used as the value of a getter or method.
            return reachesFromResult(of: switchCase, element: element)
        case let closure as ClosureExprSyntax where FlowTracer.isImmediatelyCalled(closure) && context.resultExpression(of: closure) === expression:
            guard let call = closure.parent as? CallExprSyntax else { return false }
            return reachesKeyedContainer(.expression(call), element: element)
        default:
            return false
        }
    }

    /// `if key != lastKey { items = build(); DispatchQueue.main.async { cached = items } } else {
    /// items = cached }`: the local is either the state's cached values or new values that are
    /// then kept in that state, so the ids minted survive until the key changes.
    private func isCachedInState(_ local: VariableDeclSyntax, in scope: Syntax) -> Bool {
        var storedIn: Set<String> = []
        var readFrom: Set<String> = []
        for assignment in scope.descendants(AssignmentExprSyntax.self) {
            guard var target = assignment.target.unwrapped.dottedPath, var value = assignment.value.unwrapped.dottedPath,
                  !target.isEmpty, !value.isEmpty else { continue }
            if target.first == "self" { target.removeFirst() }
            if value.first == "self" { value.removeFirst() }
            if value == [local.name], target.count == 1, isState(target[0], at: assignment) { storedIn.insert(target[0]) }
            if target == [local.name], value.count == 1, isState(value[0], at: assignment) { readFrom.insert(value[0]) }
        }
        return !storedIn.isDisjoint(with: readFrom)
    }

    private func isState(_ name: String, at node: Syntax) -> Bool {
        guard case let .member(_, property)? = context.bindings.resolve(name, at: node) else { return false }
        return property.attributes.contains("State")
    }

    /// `{ ... }()`: a closure called where it is written, whose result is the call's value.
    static func isImmediatelyCalled(_ closure: ClosureExprSyntax) -> Bool {
        (closure.parent as? CallExprSyntax)?.callee === closure
    }

    /// A value a getter, method or immediately called closure returns: where that value is used.
    private mutating func reachesFromResult(of node: Syntax, element: String) -> Bool {
        for ancestor in node.ancestors {
            if let closure = ancestor as? ClosureExprSyntax {
                guard FlowTracer.isImmediatelyCalled(closure), let call = closure.parent as? CallExprSyntax else { return false }
                return reachesKeyedContainer(.expression(call), element: element)
            }
            if let function = ancestor as? FunctionDeclSyntax {
                guard function.keyword == "func", let type = context.enclosingType(of: function) else { return false }
                return reachesKeyedContainer(.function(type, function.name), element: element)
            }
            if let variable = ancestor as? VariableDeclSyntax, context.isMember(variable) {
                guard let type = context.enclosingType(of: variable) else { return false }
                return reachesKeyedContainer(.member(type, variable.name), element: element)
            }
            if ancestor is TypeDeclSyntax { return false }
        }
        return false
    }

    private mutating func reachesThroughArgument(_ call: CallExprSyntax, _ argument: ArgumentSyntax, element: String) -> Bool {
        guard call.callee is IdentifierExprSyntax, let name = call.name else { return false }
        if IdentityFacts.keyedContainers.contains(name) {
            guard argument.label == nil, call.arguments.first?.expression === argument.expression,
                  !isInUncalledPrivateMethod(call) else { return false }
            guard IdentityFacts.isKeyedByID(call) else { return false }
            container = call
            return true
        }
        if name == "Array", argument.label == nil { return reachesKeyedContainer(.expression(call), element: element) }
        // `ChipBar(chips: [...])`: the child view keys its `chips` by id. A child declared in
        // this file is read: one that shows the values by position (`chips.indices`) keys none.
        guard let label = argument.label, name.first?.isUppercase == true,
              context.project.identity.keyedDataNames.contains(label) else { return false }
        if let declarations = context.declarationsByName[name], !declarations.isEmpty {
            // The child's container is the one the message describes (a `Chart`'s marks, rows).
            guard let keyed = declarations.lazy.compactMap(keyedRowsContainer).first else { return false }
            container = keyed
        }
        let members = context.members(ofTypeNamed: name)
        guard !members.isEmpty else { return context.type(named: name) == nil }
        guard let property = members.first(where: { $0.name == label && !$0.isStatic }) else { return false }
        let elementType = property.typeAnnotation.flatMap(TypeNames.elementType(ofAnnotation:))
        return elementType == nil || elementType == element
    }

    /// The first container of `type`'s own code keyed by its rows' `id` (no `id:`, or `id: \.id`)
    /// over data other than indices or offsets.
    private func keyedRowsContainer(_ type: TypeDeclSyntax) -> CallExprSyntax? {
        type.descendants(CallExprSyntax.self).first { call in
            guard let data = IdentityFacts.keyedContainerData(call), IdentityFacts.isKeyedByID(call) else { return false }
            let source = IdentityFacts.keyedSource(data)
            return source.name != nil || source.elementType != nil
        }
    }

    /// `name` and `self.name` (and `$name`) in `type`, where they mean its member. The type's
    /// names are collected in one walk, then resolved only for the member asked for.
    private func uses(ofMember name: String, in type: TypeDeclSyntax) -> [ExprSyntax] {
        if let known = cache.members[ObjectIdentifier(type)]?[name] { return known }
        if cache.candidates[ObjectIdentifier(type)] == nil {
            var candidates: [String: [ExprSyntax]] = [:]
            type.walk { node in
                if let identifier = node as? IdentifierExprSyntax {
                    if let member = identifier.parent as? MemberAccessExprSyntax, member.base !== identifier { return true }
                    let plain = identifier.name.hasPrefix("$") ? String(identifier.name.dropFirst()) : identifier.name
                    candidates[plain, default: []].append(identifier)
                } else if let member = node as? MemberAccessExprSyntax, (member.base as? IdentifierExprSyntax)?.name == "self" {
                    candidates[member.name, default: []].append(member)
                }
                return true
            }
            cache.candidates[ObjectIdentifier(type)] = candidates
        }
        let found = (cache.candidates[ObjectIdentifier(type)]?[name] ?? []).filter { use in
            if use is MemberAccessExprSyntax { return context.enclosingType(of: use) === type }
            guard case let .member(owner, _)? = context.bindings.resolve(name, at: use) else { return false }
            return owner === type
        }
        cache.members[ObjectIdentifier(type), default: [:]][name] = found
        return found
    }

    /// Calls of the method `name` on `self` (implicit or written) in `type`.
    /// A `private` (or `fileprivate`) method of the type that its file never calls: the keyed
    /// container inside it is dead code (`@MapContentBuilder private func pins()` left behind).
    private func isInUncalledPrivateMethod(_ node: Syntax) -> Bool {
        guard let function = node.ancestor(FunctionDeclSyntax.self), function.keyword == "func",
              function.modifiers.contains("private") || function.modifiers.contains("fileprivate") else { return false }
        // Called or handed on by name (`pins()`, `self.pins()`, `map(makeRow)`) anywhere in the
        // file (an extension too): every such use is the name as an expression.
        return !context.tree.root.containsNode { node in
            (node as? IdentifierExprSyntax)?.name == function.name || (node as? MemberAccessExprSyntax)?.name == function.name
        }
    }

    private func calls(ofMethod name: String, in type: TypeDeclSyntax) -> [ExprSyntax] {
        context.calls(named: name).filter { call in
            guard type.contains(call), context.enclosingType(of: call) === type else { return false }
            if call.callee is IdentifierExprSyntax { return true }
            return ((call.callee as? MemberAccessExprSyntax)?.base as? IdentifierExprSyntax)?.name == "self"
        }
    }
}
