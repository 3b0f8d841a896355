import ScrollLintSyntax

/// A project's own `View` modifier that measures the view and hands the reading to a closure the
/// caller passes: `.readSize { size in ... }`, `.readFrame(in: .named("scroll")) { rect in ... }`.
/// Real apps wrap GeometryReader, onGeometryChange, onPreferenceChange and onScrollGeometryChange
/// this way, and the problem then sits at the call site: its closure is analysed as if the raw
/// API were written there. The helper itself, a reusable measuring tool, is not reported.
public struct GeometryHelper: Sendable {
    public enum Trigger: Sendable, Equatable {
        /// Once, when the view appears (`onAppear`, `task` without an id).
        case once
        /// Whenever the reading changes (a preference, `onGeometryChange`, `onChange(of:)`).
        case everyChange
    }

    /// One closure parameter of the helper that receives a reading.
    public struct Callback: Sendable {
        /// The parameter's argument label (nil: unlabeled).
        public var label: String?
        /// Its position among the helper's closure parameters.
        public var closureIndex: Int
        /// What the closure is handed: a size, a frame, a scroll offset (as the scroll flow sees it).
        public var value: FlowValue
        public var trigger: Trigger
        /// The reading is of the view the helper modifies (a reader in its background, its own
        /// preference, onGeometryChange), not of a scroll view: it moves with the scroll only
        /// when that view sits in scroll content.
        public var measuresModifiedView: Bool
        /// The one dimension of a size the closure is handed (`action(proxy.size.height)`): nil
        /// when it is handed more (a whole size or frame) or it is not known.
        public var dimension: Dimension? = nil
    }

    /// A width or a height.
    public enum Dimension: Sendable, Equatable { case width, height }

    public var name: String
    /// The file that declares it.
    public var path: String = ""
    public var callbacks: [Callback]
    /// The labels of all the helper's closure parameters, in order (nil: unlabeled).
    public var closureLabels: [String?]
}

enum GeometryHelperSummarizer {
    /// The calls a measuring helper's body makes: only bodies that mention one are looked at.
    static let measuringCalls: Set<String> = ["GeometryReader", "onGeometryChange", "onPreferenceChange", "onScrollGeometryChange"]

    /// Whether an `extension View` of the file has a method whose body makes a measuring call.
    static func mayDeclareHelpers(_ types: [TypeDeclSyntax]) -> Bool {
        types.contains { type in
            type.kind == .extension && TypeNames.baseName(type.name) == "View" && type.members.contains { member in
                guard let function = member as? FunctionDeclSyntax, let body = function.body else { return false }
                return body.descendants(CallExprSyntax.self).contains { measuringCalls.contains($0.name ?? "") }
            }
        }
    }

    /// The geometry helpers `extension View { func ... }` declares in this file. `context` must
    /// know the file's own preference keys (a helper usually declares its key beside it).
    static func helpers(in tree: SyntaxTree, _ context: FileContext) -> [GeometryHelper] {
        var helpers: [GeometryHelper] = []
        for type in tree.root.descendants(TypeDeclSyntax.self)
        where type.kind == .extension && TypeNames.baseName(type.name) == "View" {
            for case let function as FunctionDeclSyntax in type.members where function.keyword == "func" {
                if let helper = helper(function, context) { helpers.append(helper) }
            }
        }
        return helpers
    }

    static func helper(_ function: FunctionDeclSyntax, _ context: FileContext) -> GeometryHelper? {
        guard let body = function.body,
              body.descendants(CallExprSyntax.self).contains(where: { measuringCalls.contains($0.name ?? "") }) else { return nil }
        let closureParameters = function.parameters.enumerated().filter { TypeNames.isFunctionType($0.element.type) }
        var callbacks: [GeometryHelper.Callback] = []
        for (closureIndex, (_, parameter)) in closureParameters.enumerated() {
            var value = FlowValue.none
            var trigger: GeometryHelper.Trigger?
            var measuresModifiedView = true
            var dimensions: [GeometryHelper.Dimension?] = []
            for use in body.descendants(IdentifierExprSyntax.self) where use.name == parameter.name {
                guard case let .functionParameter(owner, _)? = context.bindings.resolve(use.name, at: use), owner === function,
                      let (reading, when) = reading(handedTo: use, context) else { continue }
                value = value.union(reading)
                if let object = reading.object { value.object = object }
                trigger = trigger == .everyChange ? .everyChange : when
                measuresModifiedView = measuresModifiedView && readsModifiedView(use, in: body, context)
                dimensions.append(dimension(handedTo: use, in: body, context))
            }
            guard let trigger, value.geometry || value.scroll || value.object != nil else { continue }
            callbacks.append(.init(label: parameter.label == "_" ? nil : parameter.label, closureIndex: closureIndex,
                                   value: value, trigger: trigger, measuresModifiedView: measuresModifiedView,
                                   dimension: Set(dimensions).count == 1 ? dimensions[0] : nil))
        }
        guard !callbacks.isEmpty else { return nil }
        return GeometryHelper(name: function.name, path: context.path, callbacks: callbacks,
                              closureLabels: closureParameters.map { $0.element.label == "_" ? nil : $0.element.label })
    }

    /// What a use of the closure parameter hands it: `onChange(reading)` called with a value, or
    /// `perform: onChange` / `action: onChange` given as the callback itself.
    static func reading(handedTo use: IdentifierExprSyntax, _ context: FileContext) -> (FlowValue, GeometryHelper.Trigger)? {
        if let call = use.parent as? CallExprSyntax, call.callee === use {
            guard let argument = call.arguments.first?.expression else { return nil }
            return (context.flow.value(of: argument), trigger(around: call, context))
        }
        guard let call = use.parent as? CallExprSyntax, let name = call.name,
              let label = use.enclosingArgument?.label else { return nil }
        switch (name, label) {
        case ("onPreferenceChange", "perform"):
            guard let key = call.arguments.first?.expression.flatMap(FileSummarizer.metatypeName),
                  let flow = context.project.preferenceFlow(ofKey: key) else { return nil }
            let value = flow.carriesFrame ? FlowValue(geometry: true, object: .proxyRect)
                : FlowValue(scroll: flow.carriesScrollPosition, geometry: flow.carriesGeometry, moves: flow.carriesScrollPosition)
            return (value, .everyChange)
        case ("onGeometryChange", "action"), ("onScrollGeometryChange", "action"):
            guard let transform = call.closure(boundTo: "of"), let result = context.resultExpression(of: transform) else { return nil }
            return (context.flow.value(of: result).asValue, .everyChange)
        case ("onChange", "perform"):
            guard let observed = call.argument("of") else { return nil }
            return (context.flow.value(of: observed).asValue, .everyChange)
        default:
            return nil
        }
    }

    /// The dimension a call of the closure parameter at `use` hands it: `onChange(proxy.size.height)`,
    /// the value the helper sets for the preference it hands on, or the result of
    /// `onGeometryChange(for:of:)`'s transform, when that is one width or height.
    static func dimension(handedTo use: IdentifierExprSyntax, in body: CodeBlockSyntax, _ context: FileContext) -> GeometryHelper.Dimension? {
        let reading: ExprSyntax?
        if let call = use.parent as? CallExprSyntax, call.callee === use {
            reading = call.arguments.first?.expression
        } else if let call = use.parent as? CallExprSyntax, call.name == "onPreferenceChange",
                  let key = call.arguments.first?.expression.flatMap(FileSummarizer.metatypeName) {
            // `.preference(key: HeightKey.self, value: proxy.size.height)` set in the helper itself.
            let values = body.descendants(CallExprSyntax.self).filter { setter in
                setter.name == "preference" && setter.argument("key").flatMap(FileSummarizer.metatypeName) == key
            }.map { $0.argument("value") }
            reading = values.count == 1 ? values[0] : nil
        } else if let call = use.parent as? CallExprSyntax, call.name == "onGeometryChange" || call.name == "onChange" {
            reading = call.name == "onChange" ? call.argument("of")
                : call.closure(boundTo: "of").flatMap { context.resultExpression(of: $0) }
        } else {
            reading = nil
        }
        var member = reading?.unwrapped as? MemberAccessExprSyntax
        // `onChange(of: proxy.size.height) { action($0) }`: the value observed.
        if let identifier = reading?.unwrapped as? IdentifierExprSyntax,
           case let .closureParameter(closure, _)? = context.bindings.resolve(identifier.name, at: identifier),
           case let .valueChange(observed?) = context.role(of: closure) {
            member = observed.unwrapped as? MemberAccessExprSyntax
        }
        switch member?.name {
        case "width": return .width
        case "height": return .height
        default: return nil
        }
    }

    /// Whether the reading handed on at `use` measures the view the helper modifies: not one
    /// from `onScrollGeometryChange`, and for a preference, only a key the helper sets itself
    /// (a key set elsewhere may carry a position from anywhere in scroll content).
    static func readsModifiedView(_ use: IdentifierExprSyntax, in body: CodeBlockSyntax, _ context: FileContext) -> Bool {
        if let call = use.parent as? CallExprSyntax, call.name == "onPreferenceChange" {
            guard let key = call.arguments.first?.expression.flatMap(FileSummarizer.metatypeName) else { return false }
            return body.descendants(CallExprSyntax.self).contains { setter in
                setter.name == "preference" && setter.argument("key").flatMap(FileSummarizer.metatypeName) == key
            }
        }
        return !context.enclosingClosures(of: use).contains { closure in
            context.owningCall(of: closure)?.call.name == "onScrollGeometryChange"
        } && (use.parent as? CallExprSyntax)?.name != "onScrollGeometryChange"
    }

    /// `.once` inside `onAppear` or `task` without an id, else `.everyChange`.
    static func trigger(around node: Syntax, _ context: FileContext) -> GeometryHelper.Trigger {
        for closure in context.enclosingClosures(of: node) {
            guard let (call, _) = context.owningCall(of: closure), let name = call.name else { continue }
            if name == "onAppear" || (name == "task" && call.argument("id") == nil) { return .once }
            if ["onChange", "onPreferenceChange", "onGeometryChange", "onScrollGeometryChange"].contains(name) { return .everyChange }
        }
        return .everyChange
    }
}

extension FileContext {
    /// The project helper a closure is handed to, and the callback it binds to:
    /// `.readSize { size in ... }` (trailing: the first closure parameter no label claims) or
    /// `.readFrame(in: space, onChange: { rect in ... })`.
    public func geometryHelperCallback(of closure: ClosureExprSyntax) -> (helper: GeometryHelper, callback: GeometryHelper.Callback)? {
        guard let call = closure.parent as? CallExprSyntax, call.callee is MemberAccessExprSyntax, let name = call.name,
              let helper = project.geometryHelper(named: name, from: path) else { return nil }
        let label = closure.isTrailing ? closure.trailingLabel : closure.enclosingArgument?.label
        let index: Int?
        if let label {
            index = helper.closureLabels.firstIndex(of: label)
        } else {
            let claimed = Set(call.allClosures.compactMap { $0.isTrailing ? $0.trailingLabel : $0.enclosingArgument?.label })
            index = helper.closureLabels.firstIndex { $0 == nil || !claimed.contains($0!) }
        }
        guard let index, let callback = helper.callbacks.first(where: { $0.closureIndex == index }) else { return nil }
        return (helper, callback)
    }

    /// The calls of project geometry helpers in this file, with the closure each hands a reading to.
    public func geometryHelperCalls() -> [(call: CallExprSyntax, closure: ClosureExprSyntax, helper: GeometryHelper, callback: GeometryHelper.Callback)] {
        guard !project.geometryHelpers.isEmpty else { return [] }
        var result: [(call: CallExprSyntax, closure: ClosureExprSyntax, helper: GeometryHelper, callback: GeometryHelper.Callback)] = []
        for name in project.geometryHelpers.keys.sorted() {
            for call in modifiers(named: name) {
                for closure in call.allClosures {
                    if let (helper, callback) = geometryHelperCallback(of: closure) { result.append((call, closure, helper, callback)) }
                }
            }
        }
        return result.sorted { $0.call.firstToken < $1.call.firstToken }
    }
}
