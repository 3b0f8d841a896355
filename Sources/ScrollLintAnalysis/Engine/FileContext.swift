import ScrollLintFindings
import ScrollLintSyntax

/// Everything a rule needs to check one file: its syntax tree, the project index, the rule's
/// options, and semantic questions answered once and cached (which type is a view, what a name
/// refers to, which values come from scroll geometry, what is state).
public final class FileContext {
    public let tree: SyntaxTree
    public let project: ProjectIndex
    /// Calls by their called name (`Text`, `padding`, `onScrollGeometryChange`), in source order.
    private var callsByName: [String: [CallExprSyntax]] = [:]
    /// Names several apps declare, resolved for this file (`nearestDeclaration(of:)`).
    private var nearestDeclarations: [String: TypeSummary?] = [:]
    public private(set) var binaryExpressions: [BinaryExprSyntax] = []
    public private(set) var typeDeclarations: [TypeDeclSyntax] = []
    /// Every function declaration of the file, in source order.
    public private(set) var functionDeclarations: [FunctionDeclSyntax] = []
    /// `showsOnlyWhenPresented(_:in:)` by view and property.
    var presentedOnlyMemo: [String: Bool] = [:]
    /// Declarations (extensions apart) by name: rules look a view up for every call that could
    /// instantiate one, and a scan of all types per call would be quadratic in a large file.
    private(set) lazy var declarationsByName: [String: [TypeDeclSyntax]] =
        Dictionary(grouping: typeDeclarations.filter { $0.kind != .extension }, by: \.name)

    /// The file's declaration of `name` where it declares exactly one (nil for none or several).
    func onlyDeclaration(named name: String) -> TypeDeclSyntax? {
        guard let declarations = declarationsByName[name], declarations.count == 1 else { return nil }
        return declarations[0]
    }

    /// Names of the methods the file's types declare that are spelled like views
    /// (`func ExpandedView(...)`): only those calls of a capitalised name can be method calls.
    private(set) lazy var viewSpelledMethodNames: Set<String> = Set(methodsByName.keys.filter { $0.first?.isUppercase == true })

    /// The methods (`func`) the file's types declare, by name, each with the base name of the type
    /// declaring it, in declaration order: `calledMethod(_:)` is asked for every call in the
    /// content rules walk, and most called names are no method of the file.
    private(set) lazy var methodsByName: [String: [(typeName: String, function: FunctionDeclSyntax)]] = {
        var methods: [String: [(typeName: String, function: FunctionDeclSyntax)]] = [:]
        for declaration in typeDeclarations {
            for case let function as FunctionDeclSyntax in declaration.members where function.keyword == "func" {
                methods[function.name, default: []].append((TypeNames.baseName(declaration.name), function))
            }
        }
        return methods
    }()

    private(set) lazy var bindings = Bindings(context: self)
    public private(set) lazy var flow = ScrollFlow(context: self)
    public private(set) lazy var state = StateResolver(context: self)

    init(tree: SyntaxTree, project: ProjectIndex) {
        self.tree = tree
        self.project = project
        // About one distinct called name per 40 tokens: growing the table step by step would
        // rehash it several times per file.
        callsByName.reserveCapacity(tree.tokens.count / 40)
        tree.root.walk { node in
            switch node {
            case let call as CallExprSyntax:
                if let name = call.name { self.callsByName[name, default: []].append(call) }
            case let binary as BinaryExprSyntax:
                self.binaryExpressions.append(binary)
            case let type as TypeDeclSyntax:
                self.typeDeclarations.append(type)
            case let function as FunctionDeclSyntax:
                self.functionDeclarations.append(function)
            default:
                break
            }
            return true
        }
    }

    public var path: String { tree.source.path }

    public func calls(named name: String) -> [CallExprSyntax] { callsByName[name] ?? [] }

    /// Every name the file's expressions use (`move` of `move(from:to:)`, `.onMove(perform: move)`
    /// and `self.move`), gathered the first time it is asked for.
    private lazy var namesUsed: Set<String> = {
        var names: Set<String> = []
        tree.root.walk { node in
            if let identifier = node as? IdentifierExprSyntax { names.insert(identifier.name) }
            if let member = node as? MemberAccessExprSyntax, member.base?.isSelfReference == true { names.insert(member.name) }
            return true
        }
        return names
    }()

    /// A `private` (or `fileprivate`) function, or a method of a `private extension`, that no
    /// expression of its file names: nothing can call it.
    public func isNeverNamed(_ function: FunctionDeclSyntax) -> Bool {
        guard function.keyword == "func" else { return false }
        if function.modifiers.contains("private") || function.modifiers.contains("fileprivate") { return !namesUsed.contains(function.name) }
        // A method of a `private extension View` (`func uniqued() -> some View`): the file's
        // modifier chains would name it on any view (`.uniqued()`), not only on `self`.
        guard let type = function.ancestor(TypeDeclSyntax.self), type.kind == .extension,
              type.modifiers.contains("private") || type.modifiers.contains("fileprivate") else { return false }
        return !namesUsed.contains(function.name) && !memberNamesUsed.contains(function.name)
    }

    /// Every member name the file's expressions access, on any base (`.uniqued()` of a chain).
    private lazy var memberNamesUsed: Set<String> = {
        var names: Set<String> = []
        tree.root.walk { node in
            if let member = node as? MemberAccessExprSyntax { names.insert(member.name) }
            return true
        }
        return names
    }()

    /// Code compiled only into debug builds (inside `#if DEBUG`): a developer's screen or panel,
    /// not shipped.
    public static func isDebugOnly(_ node: Syntax) -> Bool {
        node.ancestors.contains { ancestor in
            guard let clause = ancestor as? IfConfigClauseSyntax, clause.keyword == "#if",
                  let condition = clause.condition as? IdentifierExprSyntax else { return false }
            return condition.name == "DEBUG"
        }
    }

    /// Whether `node` is compiled only for `platform`: inside `#if os(tvOS)` (or `#elseif`).
    public func isOnlyFor(platform: String, _ node: Syntax) -> Bool {
        node.ancestors.contains { ancestor in
            guard let clause = ancestor as? IfConfigClauseSyntax, clause.keyword != "#else", let condition = clause.condition else {
                return false
            }
            return text(condition).filter { !$0.isWhitespace } == "os(\(platform))"
        }
    }

    /// Whether the file calls anything that can disable scrolling (`isScrollDisabled(_:)` asks
    /// of every call a content walk meets; most files call none of these).
    private(set) lazy var callsScrollDisablingModifier: Bool =
        callsByName["disabled"] != nil || callsByName["scrollDisabled"] != nil
            || project.scrollDisablingModifiers.contains { callsByName[$0] != nil }

    /// The assignments inside `node`, in source order (a walk of that subtree only, so asking
    /// for each closure of a large file stays linear).
    public func assignments(in node: Syntax) -> [AssignmentExprSyntax] { node.descendants(AssignmentExprSyntax.self) }

    private var assignmentsByType: [ObjectIdentifier: [AssignmentExprSyntax]] = [:]

    /// The assignments of a type's own code (not of types nested in it), computed once per type.
    public func assignments(directlyIn type: TypeDeclSyntax) -> [AssignmentExprSyntax] {
        if let known = assignmentsByType[ObjectIdentifier(type)] { return known }
        let found = assignments(in: type).filter { enclosingType(of: $0) === type }
        assignmentsByType[ObjectIdentifier(type)] = found
        return found
    }


    /// Modifier calls (`x.name(...)`, not `Name(...)` constructors) with this name.
    public func modifiers(named name: String) -> [CallExprSyntax] {
        calls(named: name).filter { $0.callee is MemberAccessExprSyntax }
    }

    // MARK: Types and views

    /// The innermost type declaration containing `node`.
    public func enclosingType(of node: Syntax) -> TypeDeclSyntax? { node.ancestor(TypeDeclSyntax.self) }

    /// The project's knowledge of a type (declaration plus extensions from every file).
    public func summary(of type: TypeDeclSyntax) -> TypeSummary? {
        let name = TypeNames.baseName(type.name)
        return project.ambiguousTypes.contains(name) ? nearestDeclaration(of: name) : project.types[name]
    }

    // The project's types as this file sees them: a name that several apps of a repository
    // declare resolves to the declaration nearest this file.

    public func type(named name: String) -> TypeSummary? {
        project.ambiguousTypes.contains(name) ? nearestDeclaration(of: name) : project.type(named: name)
    }

    public func members(ofTypeNamed name: String) -> [PropertySummary] {
        project.ambiguousTypes.contains(name) ? nearestDeclaration(of: name)?.properties ?? [] : project.members(ofTypeNamed: name)
    }

    public func conforms(_ name: String, to protocolName: String) -> Bool {
        guard project.ambiguousTypes.contains(name), let type = nearestDeclaration(of: name) else {
            return project.conforms(name, to: protocolName)
        }
        return type.inheritedTypes.contains(protocolName)
    }

    public func isObservableModel(_ name: String) -> Bool {
        guard let type = type(named: name), type.kind == .class || type.kind == .actor else { return false }
        return type.attributes.contains("Observable") || type.inheritedTypes.contains("ObservableObject")
    }

    /// Whether `name`, as this file resolves it, is an `Identifiable` type whose stored `id`
    /// defaults to `UUID()`.
    public func mintsUUIDIdentity(_ name: String) -> Bool {
        guard project.uuidMintingIdentifiables.contains(name) else { return false }
        guard project.ambiguousTypes.contains(name) else { return true }
        return nearestDeclaration(of: name).map(ProjectIndex.mintsUUIDIdentity) ?? false
    }

    /// An ambiguous name's declaration nearest this file, looked up once per name.
    private func nearestDeclaration(of name: String) -> TypeSummary? {
        if let known = nearestDeclarations[name] { return known }
        let found = project.type(named: name, from: path, insideOneOf: Set(typeDeclarations.map { TypeNames.baseName($0.name) }))
        nearestDeclarations[name] = .some(found)
        return found
    }

    /// A SwiftUI view: conforms to `View` (here or in an extension anywhere), or has a computed
    /// `body`.
    public func isView(_ type: TypeDeclSyntax) -> Bool {
        if type.inheritedTypes.contains("View") { return true }
        if let summary = summary(of: type) {
            if summary.inheritedTypes.contains("View") { return true }
            if summary.hasBody && type.kind == .struct { return true }
        }
        return type.members.contains { ($0 as? VariableDeclSyntax)?.name == "body" && ($0 as? VariableDeclSyntax)?.isStored == false }
    }

    /// The view type containing `node`, if any.
    public func enclosingView(of node: Syntax) -> TypeDeclSyntax? {
        var current: Syntax? = node
        while let type = current?.ancestor(TypeDeclSyntax.self) {
            if isView(type) { return type }
            current = type
        }
        return nil
    }

    private var propertySummaries: [ObjectIdentifier: PropertySummary] = [:]

    /// The index's view of a property declared in this file.
    public func propertySummary(of variable: VariableDeclSyntax) -> PropertySummary {
        if let known = propertySummaries[ObjectIdentifier(variable)] { return known }
        let summary = FileSummarizer.summarize(variable, self)
        propertySummaries[ObjectIdentifier(variable)] = summary
        return summary
    }

    // MARK: Positions

    public func position(ofToken index: Int) -> SourcePosition {
        let (line, column) = tree.position(ofToken: index)
        return SourcePosition(line: line, column: column)
    }

    public func endPosition(ofToken index: Int) -> SourcePosition {
        let (line, column) = tree.endPosition(ofToken: index)
        return SourcePosition(line: line, column: column)
    }

    // MARK: Findings

    var currentRule: (id: String, severity: Severity)?
    /// Report in preview code too (`#Preview`, `PreviewProvider` types, types only previews use).
    var lintsPreviews = false
    /// Only the project's Mac targets compile this file (`LintInput.buildsOnlyForMac`).
    public var buildsOnlyForMac = false
    /// Code for the Mac alone: the project builds the file only for the Mac, or the file says so
    /// itself (`FileSummarizer.isMacOnly`: AppKit and no UIKit).
    public var isMacCode: Bool { buildsOnlyForMac || FileSummarizer.isMacOnly(tree) }
    var options: [String: RuleOptionValue] = [:]
    private(set) var findings: [Finding] = []
    /// Where each rule has reported: a rule reporting twice at one place gives one finding, and
    /// the check costs the same however many findings the file has.
    private var reportedPlaces: Set<ReportedPlace> = []

    private struct ReportedPlace: Hashable {
        var ruleID: String
        var start: SourcePosition
    }

    /// A numeric option of the running rule, or `fallback`.
    public func numberOption(_ name: String, default fallback: Double) -> Double {
        if case let .number(value)? = options[name] { return value }
        return fallback
    }

    public func stringListOption(_ name: String, default fallback: [String]) -> [String] {
        if case let .strings(value)? = options[name] { return value }
        return fallback
    }

    /// Reports a finding of the running rule from token `start` through token `end`
    /// (default: the start token).
    public func report(atToken start: Int, through end: Int? = nil, _ message: String,
                       severity: Severity? = nil, related: [RelatedLocation] = []) {
        guard let rule = currentRule, lintsPreviews || !isInPreviewCode(token: start) else { return }
        let startPosition = position(ofToken: start)
        guard reportedPlaces.insert(ReportedPlace(ruleID: rule.id, start: startPosition)).inserted else { return }
        findings.append(Finding(ruleID: rule.id, severity: severity ?? rule.severity, path: path,
                                start: startPosition, end: endPosition(ofToken: end ?? start), message: message,
                                related: related))
    }

    public func report(at node: Syntax, _ message: String, severity: Severity? = nil, related: [RelatedLocation] = []) {
        report(atToken: node.firstToken, through: max(node.firstToken, node.endToken - 1), message,
               severity: severity, related: related)
    }

    /// A related location at a node of this file.
    public func related(_ node: Syntax, _ message: String) -> RelatedLocation {
        RelatedLocation(path: path, start: position(ofToken: node.firstToken),
                        end: endPosition(ofToken: max(node.firstToken, node.endToken - 1)), message: message)
    }

    // MARK: Preview code

    /// Token ranges of code that ships only in previews, in source order.
    private lazy var previewRanges: [Range<Int>] = {
        if isScriptFile { return [0..<tree.tokens.count] }
        var ranges = calls(named: "#Preview").map { $0.firstToken..<$0.endToken }
        for type in typeDeclarations where type.inheritedTypes.contains("PreviewProvider")
            || project.previewOnlyTypes.contains(TypeNames.baseName(type.name)) || isUnusedDraft(type)
            || isUnusedViewOrModifier(type) {
            ranges.append(type.firstToken..<type.endToken)
        }
        // `extension View { func demoHeader() ... }` called only from preview code.
        for method in FileSummarizer.viewModifierMethods(in: typeDeclarations)
        where project.previewOnlyTypes.contains(TypeUses.modifierName(method.name))
            || (!method.modifiers.contains("public") && project.neverShownNames.contains(TypeUses.modifierName(method.name))) {
            ranges.append(method.firstToken..<method.endToken)
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }()

    /// Top-level statements outside `main.swift`: no app or library target compiles this file
    /// (a playground page, a script, notes kept as `.swift`), so nothing in it ships.
    private var isScriptFile: Bool {
        guard !path.hasSuffix("/main.swift"), path != "main.swift" else { return false }
        return tree.root.children.contains { item in
            switch item {
            case let call as CallExprSyntax: return !(call.name ?? "").hasPrefix("#")
            case is StatementExprSyntax, is IfStmtSyntax, is GuardStmtSyntax, is WhileStmtSyntax, is ForStmtSyntax,
                 is SwitchStmtSyntax, is JumpStmtSyntax, is IdentifierExprSyntax, is MemberAccessExprSyntax,
                 is BinaryExprSyntax, is AssignmentExprSyntax:
                return true
            default:
                return false
            }
        }
    }

    /// A struct with a `body` that conforms to nothing (so is no `View`, and no extension makes it
    /// one) and that nothing in the project uses: a draft left in the file, never shipped.
    private func isUnusedDraft(_ type: TypeDeclSyntax) -> Bool {
        guard type.kind == .struct, type.inheritedTypes.isEmpty, let summary = summary(of: type), summary.hasBody,
              summary.inheritedTypes.isEmpty else { return false }
        return !project.isUsed(typeNamed: TypeNames.baseName(type.name))
    }

    /// A `View` or `ViewModifier` of an app that no shipped code reaches: never shown, so like
    /// preview code it is not shipped (a work-in-progress modifier left in the project).
    private func isUnusedViewOrModifier(_ type: TypeDeclSyntax) -> Bool {
        guard type.kind == .struct || type.kind == .class,
              type.inheritedTypes.contains(where: { $0 == "View" || $0 == "ViewModifier" }) else { return false }
        return isNeverShownView(type)
    }

    /// A view type of an app that no shipped code constructs or names (dead code): the project
    /// declares its `@main` app, so the app's views are all in view, and the type is not
    /// `public` / `open` (a library's API is used by code that is not here). Without an entry
    /// point (one file, a package, a module linted alone) no type counts as unused.
    public func isNeverShownView(_ type: TypeDeclSyntax) -> Bool {
        guard project.declaresAppEntryPoint, !type.modifiers.contains("public"), !type.modifiers.contains("open") else {
            return false
        }
        let name = TypeNames.baseName(type.name)
        return !project.isUsed(typeNamed: name) || project.neverShownNames.contains(name)
    }

    /// Whether token `index` lies in preview code: a `#Preview`, a `PreviewProvider` type, or a
    /// type (or extension) that only previews use. Such code is not shipped, so by default no
    /// rule reports in it.
    public func isInPreviewCode(token index: Int) -> Bool {
        previewRanges.contains { $0.contains(index) }
    }

    /// The source text of a node, for messages.
    public func text(_ node: Syntax) -> String { tree.text(of: node) }
}
