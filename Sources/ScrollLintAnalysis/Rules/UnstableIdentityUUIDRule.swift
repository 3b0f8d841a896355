import ScrollLintFindings
import ScrollLintSyntax

/// Identity that changes on every render.
struct UnstableIdentityUUIDRule: Rule {
    static let id = "unstable-identity-uuid"
    static let defaultSeverity = Severity.warning
    static let summary = "A view's identity is a UUID minted on every render."

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calledNames.contains("UUID") || !calledNames.isDisjoint(with: project.uuidMintingIdentifiables)
    }

    func check(_ context: FileContext) {
        // `.id(UUID())`, `.id(UUID().uuidString)`.
        for call in context.modifiers(named: "id") {
            guard let argument = call.arguments.first?.expression, call.arguments.count == 1,
                  let uuid = UUIDExpressions.freshUUIDCall(argument) else { continue }
            context.report(at: uuid.callee,
                           "`.id(\(context.text(argument)))` gives the view a new identity on every render, so SwiftUI discards and recreates it each time (state, animations and scroll position are lost); use a stable identifier from the model",
                           severity: .error)
        }
        for type in context.typeDeclarations {
            checkComputedIdentity(type, context)
        }
        checkConstructionsInRender(context)
    }

    /// A computed `id` (or a computed property used as `id: \.name`) that returns `UUID()`.
    func checkComputedIdentity(_ type: TypeDeclSyntax, _ context: FileContext) {
        let typeName = TypeNames.baseName(type.name)
        for member in type.members {
            guard let variable = member as? VariableDeclSyntax, !variable.isStatic, let getter = variable.getter,
                  let value = getter.singleExpression, let uuid = UUIDExpressions.freshUUIDCall(value) else { continue }
            let isIdentity = (variable.name == "id" && context.project.conforms(typeName, to: "Identifiable"))
                || context.project.identityKeyPaths.contains(variable.name)
            guard isIdentity else { continue }
            context.report(at: uuid.callee,
                           "`\(typeName).\(variable.name)` is computed as a new UUID on every access, so every render sees a different identity and SwiftUI recreates the rows; store the id (`let \(variable.name) = UUID()`) when the value is created",
                           severity: .error)
        }
    }

    /// `Tile(...)` built in a view's render path, where `Tile` is Identifiable with
    /// `let id = UUID()`: each render mints new ids.
    func checkConstructionsInRender(_ context: FileContext) {
        for name in context.project.uuidMintingIdentifiables.sorted() {
            for call in context.calls(named: name) where call.callee is IdentifierExprSyntax {
                guard buildsCollection(call, context), let place = renderPlace(of: call, context) else { continue }
                context.report(at: call.callee,
                               "`\(name)` mints `id = UUID()` when created, and this `\(name)(...)` runs \(place) on every render, so each render gives the items new identities; create the values once (in @State, a model or a store) and pass them in")
            }
        }
    }

    /// The construction makes the elements of a collection (an array literal element, a `map`
    /// result, `ForEach`'s data): values that become row identities. A single value passed to a
    /// child view is not necessarily used as identity, so it stays silent.
    func buildsCollection(_ call: CallExprSyntax, _ context: FileContext) -> Bool {
        if call.parent is CollectionExprSyntax { return true }
        if let closure = call.parent as? ClosureExprSyntax, context.resultExpression(of: closure) === call,
           let name = context.owningCall(of: closure)?.call.name, ["map", "compactMap", "flatMap"].contains(name) {
            return true
        }
        if let owner = call.parent as? CallExprSyntax, let data = owner.arguments.first, data.expression === call,
           data.label == nil, owner.callee is IdentifierExprSyntax, ["ForEach", "List"].contains(owner.name ?? "") {
            return true
        }
        return false
    }

    /// Where a construction runs on every render: a view's `body` or computed property, or the
    /// default of a stored property of a view struct (without a state wrapper that keeps it).
    func renderPlace(of call: CallExprSyntax, _ context: FileContext) -> String? {
        guard let view = context.enclosingView(of: call), context.enclosingType(of: call) === view,
              let property = context.renderingProperty(of: call) else { return nil }
        if property.isStored {
            guard property.initializer?.contains(call) == true, view.kind == .struct,
                  !property.hasAttribute("State"), !property.hasAttribute("StateObject"), !property.isStatic else { return nil }
            return "in the default of `\(view.name).\(property.name)`"
        }
        guard property.getter?.contains(call) == true else { return nil }
        return property.name == "body" ? "in `\(view.name).body`" : "in the computed property `\(view.name).\(property.name)`"
    }
}
