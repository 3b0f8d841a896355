import ScrollLintFindings
import ScrollLintSyntax

/// `id: \.self` on values whose content changes.
struct SelfIDMutableModelRule: Rule {
    static let id = "self-id-mutable-model"
    static let defaultSeverity = Severity.warning
    static let summary = "`id: \\.self` (or an index) identifies rows whose content or position changes."

    static func mayFire(inFileCalling calledNames: Set<String>, project: ProjectIndex) -> Bool {
        calls(calledNames, any: ["ForEach", "List"])
    }

    func check(_ context: FileContext) {
        for name in ["ForEach", "List"] {
            for call in context.calls(named: name) where call.callee is IdentifierExprSyntax {
                guard let keyPath = call.argument("id") as? KeyPathExprSyntax, keyPath.root == nil,
                      keyPath.components.count == 1, let data = call.arguments.first?.expression,
                      call.arguments.first?.label == nil else { continue }
                switch keyPath.components[0] {
                case "self": checkSelfIdentity(call, name, data, keyPath, context)
                case "offset": checkOffsetIdentity(name, data, keyPath, context)
                default: break
                }
            }
        }
    }

    func checkSelfIdentity(_ call: CallExprSyntax, _ name: String, _ data: ExprSyntax, _ keyPath: KeyPathExprSyntax,
                           _ context: FileContext) {
        let data = data.unwrapped
        // `xs.indices` and `0..<xs.count`: ids are positions.
        if let member = data as? MemberAccessExprSyntax, member.name == "indices", let collection = member.base {
            reportPositions(name, collection, keyPath, "`\(context.text(data))`", context)
            return
        }
        if let range = data as? BinaryExprSyntax, range.op == "..<",
           let count = range.rhs.unwrapped as? MemberAccessExprSyntax, count.name == "count", let collection = count.base {
            reportPositions(name, collection, keyPath, "`\(context.text(data))`", context)
            return
        }
        // A view's own constant list (a `let` or private default without a wrapper) never changes,
        // so its values keep their identity.
        if context.isConstantViewData(data, at: call) { return }
        guard let element = context.elementType(of: data, at: call),
              let type = context.project.type(named: element), type.kind == .struct || type.kind == .class,
              !type.definesHashing else { return }
        let mutable = type.properties.filter { $0.isStored && !$0.isLet && !$0.isStatic }.map(\.name)
        guard let firstMutable = mutable.first else { return }
        let fix = type.inheritedTypes.contains("Identifiable")
            ? "drop `id: \\.self` and let `\(name)` use `\(element).id`"
            : "make `\(element)` Identifiable with a stable `id` and use `\(name)(\(context.text(data)))`"
        context.report(at: keyPath,
                       "`\(name)` identifies `\(element)` values by `\\.self`, but `\(element)` has mutable stored properties (`\(firstMutable)`\(mutable.count > 1 ? ", ..." : "")): editing one changes its identity, so SwiftUI destroys and recreates the row, losing its state and animations; \(fix)")
    }

    func checkOffsetIdentity(_ name: String, _ data: ExprSyntax, _ keyPath: KeyPathExprSyntax, _ context: FileContext) {
        // `Array(xs.enumerated())`, `xs.enumerated().map { $0 }`.
        var expression = data.unwrapped
        if let call = expression as? CallExprSyntax, call.name == "Array", call.callee is IdentifierExprSyntax,
           call.arguments.count == 1, let inner = call.arguments[0].expression {
            expression = inner.unwrapped
        }
        if let call = expression as? CallExprSyntax, call.name == "map", let base = call.base { expression = base.unwrapped }
        guard let enumerated = expression as? CallExprSyntax, enumerated.name == "enumerated",
              let collection = enumerated.base else { return }
        reportPositions(name, collection, keyPath, "enumerated offsets", context)
    }

    /// Position-based ids on a collection that is mutable state: inserting or deleting shifts
    /// every later row's identity.
    func reportPositions(_ name: String, _ collection: ExprSyntax, _ keyPath: KeyPathExprSyntax, _ what: String,
                         _ context: FileContext) {
        guard let path = context.mutableStateCollection(collection) else { return }
        context.report(at: keyPath,
                       "`\(name)` identifies rows of `\(path)` by position (\(what)), but `\(path)` is mutable state: inserting, deleting or moving an element shifts the identity of every later row, so rows swap state and animate wrongly; identify rows by a stable id of the element")
    }
}
