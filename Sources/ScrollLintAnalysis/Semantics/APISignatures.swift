import ScrollLintSyntax

/// The SwiftUI signatures the rules read, so that a closure is bound to its parameter however it
/// is written: in parentheses with its label, as the trailing closure, or as a labeled trailing
/// closure. `.onScrollGeometryChange(for: T.self, of: { ... }) { _, y in ... }` hands its trailing
/// closure to `action:` — only the signature can tell, not the spelling.
public struct APISignature: Sendable {
    public struct Parameter: Sendable {
        /// The argument label; nil for an unlabeled (`_`) parameter.
        public var label: String?
        /// The name rules ask for: the label, or a name for an unlabeled parameter (`action` for
        /// `onChange(of:initial:_:)`'s closure). Equal labels across overloads share one name.
        public var name: String
        public var isClosure: Bool
        /// Has a default value, so an argument may leave it out.
        public var isOptional: Bool
    }

    public var parameters: [Parameter]
}

enum APISignatures {
    typealias Parameter = APISignature.Parameter

    private static func value(_ label: String?, optional: Bool = false) -> Parameter {
        Parameter(label: label, name: label ?? "_", isClosure: false, isOptional: optional)
    }

    private static func closure(_ label: String?, named name: String? = nil, optional: Bool = false) -> Parameter {
        Parameter(label: label, name: name ?? label ?? "_", isClosure: true, isOptional: optional)
    }

    private static func overloads(_ lists: [Parameter]...) -> [APISignature] { lists.map(APISignature.init) }

    /// `(isPresented:onDismiss:content:)` and `(item:onDismiss:content:)`.
    private static let presentation = overloads(
        [value("isPresented"), closure("onDismiss", optional: true), closure("content")],
        [value("item"), closure("onDismiss", optional: true), closure("content")])

    /// `VStack(alignment:spacing:content:)` and the other stacks.
    private static let stack = overloads([value("alignment", optional: true), value("spacing", optional: true),
                                          value("pinnedViews", optional: true), closure("content")])
    private static func grid(_ tracks: String) -> [APISignature] {
        overloads([value(tracks), value("alignment", optional: true), value("spacing", optional: true),
                   value("pinnedViews", optional: true), closure("content")])
    }

    /// Calls by their called name (`ForEach`, `onChange`); constructors and modifiers share the
    /// table because SwiftUI never gives a view and a modifier the same name.
    static let byName: [String: [APISignature]] = [
        "onScrollGeometryChange": overloads([value("for"), closure("of"), closure("action")]),
        "onGeometryChange": overloads([value("for"), closure("of"), closure("action")]),
        "onChange": overloads(
            [value("of"), value("initial", optional: true), closure(nil, named: "action")],
            [value("of"), closure("perform", named: "action")]),
        "onPreferenceChange": overloads([value(nil), closure("perform", named: "action")]),
        "scrollTransition": overloads(
            [value(nil, optional: true), value("axis", optional: true), closure("transition")],
            [value("topLeading"), value("bottomTrailing"), value("axis", optional: true), closure("transition")]),
        "visualEffect": overloads([closure(nil, named: "effect")]),
        "GeometryReader": overloads([closure("content")]),
        "VStack": stack, "HStack": stack, "ZStack": stack, "LazyVStack": stack, "LazyHStack": stack,
        "LazyVGrid": grid("columns"), "LazyHGrid": grid("rows"),
        "Group": overloads([closure("content")]),
        "Section": overloads(
            [closure("content"), closure("header", optional: true), closure("footer", optional: true)],
            [value("header", optional: true), value("footer", optional: true), closure("content")],
            [value(nil), closure("content")],
            [value(nil), value("isExpanded"), closure("content")],
            [value("isExpanded"), closure("content"), closure("header")]),
        "ScrollView": overloads([value(nil, optional: true), value("showsIndicators", optional: true), closure("content")]),
        "ForEach": overloads(
            [value(nil), value("id", optional: true), closure("content")],
            [value(nil), value("editActions"), closure("content")]),
        "List": overloads(
            [value(nil), value("id", optional: true), value("selection", optional: true), closure("rowContent", named: "content")],
            [value(nil), value("selection", optional: true), closure("rowContent", named: "content")],
            [value("selection", optional: true), closure("content")]),
        "NavigationLink": overloads(
            [closure("destination"), closure("label")],
            [value("destination"), value("isActive", optional: true), closure("label")],
            [value(nil), closure("destination")],
            [value(nil), value("destination")],
            [value("value"), closure("label")],
            [value(nil), value("value")],
            // The deprecated programmatic forms (iOS 13-16): `NavigationLink("Title", tag: id,
            // selection: $shown) { Detail() }` and `isActive:`.
            [value(nil), value("tag"), value("selection"), closure("destination")],
            [value(nil), value("isActive"), closure("destination")],
            [value("tag"), value("selection"), closure("destination"), closure("label")],
            [value("isActive"), closure("destination"), closure("label")]),
        // Transmission's links (`PresentationLink(transition: .sheet) { Detail() } label: { Row() }`):
        // a button that presents its destination in a new view controller or window.
        "PresentationLink": overloads([value("transition", optional: true), value("isPresented", optional: true),
                                       closure("destination"), closure("label")]),
        "DestinationLink": overloads([value("transition", optional: true), value("isPresented", optional: true),
                                      closure("destination"), closure("label")]),
        "WindowLink": overloads([value("level", optional: true), value("transition", optional: true),
                                 value("isPresented", optional: true), closure("destination"), closure("label")]),
        "Button": overloads(
            [closure("action"), closure("label")],
            [value("role"), closure("action"), closure("label")],
            [value(nil), value("role", optional: true), closure("action")],
            [value(nil), value("image"), value("role", optional: true), closure("action")],
            [value(nil), value("systemImage"), value("role", optional: true), closure("action")],
            [value("intent"), closure("label")]),
        "sheet": presentation,
        "fullScreenCover": presentation,
        "popover": overloads(
            [value("isPresented"), value("attachmentAnchor", optional: true), value("arrowEdge", optional: true), closure("content")],
            [value("item"), value("attachmentAnchor", optional: true), value("arrowEdge", optional: true), closure("content")]),
        "contextMenu": overloads(
            [closure("menuItems"), closure("preview", optional: true)],
            [value("forSelectionType"), closure("menu"), closure("primaryAction", optional: true)]),
        "background": overloads(
            [value("alignment", optional: true), closure("content")],
            [value(nil), value("alignment", optional: true)],
            [value(nil), value("in"), value("fillStyle", optional: true)],
            [value(nil), value("ignoresSafeAreaEdges", optional: true)]),
        "overlay": overloads(
            [value("alignment", optional: true), closure("content")],
            [value(nil), value("alignment", optional: true)],
            [value(nil), value("in"), value("fillStyle", optional: true)]),
        "onAppear": overloads([closure("perform", named: "action", optional: true)]),
        "onDisappear": overloads([closure("perform", named: "action", optional: true)]),
        "task": overloads(
            [value("priority", optional: true), closure(nil, named: "action")],
            [value("id"), value("priority", optional: true), closure(nil, named: "action")]),
        "navigationDestination": overloads(
            [value("for"), closure("destination")],
            [value("isPresented"), closure("destination")],
            [value("item"), closure("destination")]),
        "safeAreaInset": overloads([value("edge"), value("alignment", optional: true), value("spacing", optional: true),
                                    closure("content")]),
    ]

    /// The parameters the closures of `call` bind to, in the order of `call.allClosures`
    /// (parenthesised first, then trailing). Nil when the call is not in the table or no overload
    /// takes its arguments.
    static func boundParameters(_ call: CallExprSyntax) -> [Parameter]? {
        guard let name = call.name, let signatures = byName[name] else { return nil }
        let argumentLabels = call.arguments.map { ($0.label, $0.expression is ClosureExprSyntax) }
        let trailingLabels = call.trailingClosures.map(\.label)
        // A literal closure argument binds to a closure parameter and anything else to a value
        // parameter; only where no overload fits that way may a value (a function reference) fill a
        // closure parameter.
        for strict in [true, false] {
            for signature in signatures {
                if let bound = bind(argumentLabels, trailingLabels, to: signature.parameters, strict: strict) { return bound }
            }
        }
        return nil
    }

    /// Swift's forward scan (SE-0286): parenthesised arguments match parameters in order by label;
    /// the unlabeled trailing closure takes the next closure parameter, skipping one with a default
    /// when a later required closure parameter would otherwise be left without an argument; each
    /// labeled trailing closure takes the next parameter with its label.
    private static func bind(_ arguments: [(label: String?, isClosure: Bool)], _ trailing: [String?],
                             to parameters: [Parameter], strict: Bool) -> [Parameter]? {
        var bound: [Parameter] = []
        var next = 0
        for argument in arguments {
            guard let index = parameters[next...].firstIndex(where: { $0.label == argument.label }) else { return nil }
            let parameter = parameters[index]
            if strict, parameter.isClosure != argument.isClosure { return nil }
            if parameters[next..<index].contains(where: { !$0.isOptional }) { return nil }
            if argument.isClosure { bound.append(parameter) }
            next = index + 1
        }
        let labeledTrailing = Set(trailing.dropFirst().compactMap { $0 })
        for (position, label) in trailing.enumerated() {
            let index: Int?
            if position == 0, label == nil {
                index = parameters[next...].indices.first { candidate in
                    let parameter = parameters[candidate]
                    guard parameter.isClosure else { return false }
                    guard parameter.isOptional else { return true }
                    // A closure with a default is skipped while a later required closure would
                    // otherwise get no argument (`sheet(isPresented:) { }` fills `content`).
                    return !parameters[(candidate + 1)...].contains {
                        $0.isClosure && !$0.isOptional && !labeledTrailing.contains($0.label ?? "")
                    }
                }
            } else if let label {
                index = parameters[next...].firstIndex { $0.label == label && $0.isClosure }
            } else {
                index = nil
            }
            guard let index, !parameters[next..<index].contains(where: { !$0.isOptional && !$0.isClosure }) else { return nil }
            bound.append(parameters[index])
            next = index + 1
        }
        if parameters[next...].contains(where: { !$0.isOptional }) { return nil }
        return bound
    }
}

extension CallExprSyntax {
    /// The closure passed for the parameter `name` of a SwiftUI API in the signature table
    /// (`closure(boundTo: "action")` of `onScrollGeometryChange` in any spelling). For other calls,
    /// the closure labeled `name`.
    public func closure(boundTo name: String) -> ClosureExprSyntax? {
        guard let parameters = boundClosureParameters else { return closure(name) }
        for (closure, parameter) in zip(allClosures, parameters) where parameter.name == name { return closure }
        return nil
    }

    /// For a SwiftUI API of the signature table, the parameters its closure arguments bind to, in
    /// the order of `allClosures`; nil for other calls.
    public var boundClosureParameters: [APISignature.Parameter]? { APISignatures.boundParameters(self) }

    /// The parameter a closure argument of this call binds to: its signature-table name, or for
    /// other calls its label (nil for the unlabeled trailing closure).
    public func parameterName(of closure: ClosureExprSyntax) -> String? {
        if let parameters = boundClosureParameters, let index = allClosures.firstIndex(where: { $0 === closure }),
           index < parameters.count {
            return parameters[index].name
        }
        if closure.isTrailing { return closure.trailingLabel }
        return closure.enclosingArgument?.label
    }
}
