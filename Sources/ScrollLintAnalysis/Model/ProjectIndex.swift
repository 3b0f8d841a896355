import Dispatch
import ScrollLintSyntax

/// What the project declares about one stored or computed property, enough to answer "is this
/// state", "what type does it hold" and "does it mint a new UUID" from any file.
public struct PropertySummary: Sendable {
    public var name: String
    public var isLet: Bool
    public var isStatic: Bool
    public var isStored: Bool
    /// `private` or `fileprivate`: not settable from outside the type (no memberwise init).
    public var isPrivate: Bool
    /// Has a default value (`= ...`).
    public var hasInitializer: Bool
    /// Attribute names without `@` (`State`, `Query`, `Environment`).
    public var attributes: [String]
    /// For `@Environment(Model.self)`: `Model`.
    public var environmentObjectType: String?
    /// The type annotation, whitespace removed.
    public var typeAnnotation: String?
    /// The type named by a `Type(...)` or `[Type]()` initializer, when there is no annotation.
    public var initializerType: String?
    /// For an initializer `[T(...), T(...)]` or `[T]()`: `T`.
    public var initializerElementType: String?
    /// The stored default or the computed getter is `UUID()` or `UUID().uuidString`.
    public var mintsUUID: Bool
    /// The computed getter returns a dictionary's values, filtered or mapped
    /// (`downloaders.values.filter { $0.isActive }`): elements in no particular order.
    public var isUnordered = false
    /// A `@Binding` or `@State` the type's declaration names nowhere but where it declares it:
    /// whatever the parent passes in or the view keeps, it neither shows nor sizes anything with it.
    public var isNeverRead = false
}

/// Where a type name is used in the project (constructed, or referred to as `Name.` / `Name<`).
public struct TypeUses: Sendable {
    public enum Context: Equatable, Sendable { case preview, type(String), otherCode }
    /// Used in `#Preview { }` or a `PreviewProvider` type.
    public var fromPreview = false
    /// Used in code outside any type and outside previews (a global function, top-level code).
    public var fromOtherCode = false
    /// The (outermost, or extended) types whose code uses it.
    public var fromTypes: Set<String> = []
    /// Used outside previews inside a sheet's or popover's content (`.sheet { Picker() }`), or
    /// anywhere else outside previews.
    public var fromPresentedContent = false
    public var fromElsewhere = false

    /// The name a modifier method is tracked under beside type names (`.card`).
    static func modifierName(_ method: String) -> String { "." + method }

    mutating func add(_ context: Context) {
        switch context {
        case .preview: fromPreview = true
        case .otherCode: fromOtherCode = true
        case let .type(name): fromTypes.insert(name)
        }
    }

    mutating func add(_ context: Context, presented: Bool) {
        add(context)
        guard context != .preview else { return }
        if presented { fromPresentedContent = true } else { fromElsewhere = true }
    }

    mutating func merge(_ other: TypeUses) {
        fromPresentedContent = fromPresentedContent || other.fromPresentedContent
        fromElsewhere = fromElsewhere || other.fromElsewhere
        fromPreview = fromPreview || other.fromPreview
        fromOtherCode = fromOtherCode || other.fromOtherCode
        fromTypes.formUnion(other.fromTypes)
    }
}

/// One file's uses of capitalised names and of modifier methods, each name kept as a hash of its
/// bytes: pass one meets a use at almost every view, and a string per use would cost more than the
/// scan. `ProjectIndex.finish` matches the hashes against the names the project declares.
struct TypeUseTable: Sendable {
    struct Use: Sendable, Comparable {
        var name: UInt64
        var context: Int32
        /// In a sheet's or popover's content (`FileSummarizer.presentingModifierNames`).
        var presented: Bool

        static func < (lhs: Use, rhs: Use) -> Bool {
            (lhs.name, lhs.context, lhs.presented ? 1 : 0) < (rhs.name, rhs.context, rhs.presented ? 1 : 0)
        }
    }

    var contexts: [TypeUses.Context] = []
    /// Each (name, context) once, sorted (hashing every use into a set costs more than sorting).
    private(set) var uses: [Use] = []

    mutating func add(_ use: Use) { uses.append(use) }

    /// Sorts the uses and drops repeats; the file's scan calls this once at its end.
    mutating func compact() {
        uses.sort()
        var kept = 0
        for index in uses.indices where kept == 0 || uses[index] != uses[kept - 1] {
            uses[kept] = uses[index]
            kept += 1
        }
        uses.removeLast(uses.count - kept)
        uses.trimCapacity()
    }

    var isEmpty: Bool { uses.isEmpty }

    mutating func index(of context: TypeUses.Context) -> Int32 {
        if let index = contexts.firstIndex(of: context) { return Int32(index) }
        contexts.append(context)
        return Int32(contexts.count - 1)
    }

    /// FNV-1a over the name's UTF-8; modifier methods (`.card`) hash apart from types (`Card`).
    static func hash<Bytes: Sequence>(_ bytes: Bytes, modifier: Bool = false) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = modifier ? 0x84222325cbf29ce4 : 0xcbf29ce484222325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        return hash
    }
}

/// One type declaration (or extension) as seen by the index.
public struct TypeSummary: Sendable {
    public var name: String
    public var kind: TypeDeclSyntax.Kind
    public var inheritedTypes: Set<String>
    public var attributes: Set<String>
    public var properties: [PropertySummary]
    /// Enum declarations: whether any case carries associated values.
    public var hasPayloadCases: Bool
    /// Declares a `hash(into:)` that combines no mutable stored property, so `\.self` is stable.
    public var definesHashing: Bool
    public var hasBody: Bool
    /// A view that is only an indeterminate spinner (`var body: some View { ProgressView()
    /// .controlSize(.large) }`), with no stored property: it keeps no state.
    public var isSpinner = false
    /// A view whose body is a view that takes the size it is offered whatever its content
    /// (`var body: some View { ScrollView(axes) { content() }.coordinateSpace(...) }`), with no
    /// `fixedSize` in it.
    public var fillsProposal = false
    /// The view whose construction is the whole body (`var body: some View { Home() }`): a
    /// wrapper that shows that view as it is offered.
    public var wrappedView: String? = nil
    /// The file of the declaration (of the first extension, for a type known only from those).
    public var path = ""
    /// The type it is declared in (`Modal` for `extension Modal { final class ViewModel }` or
    /// `extension Modal.ViewModel`): what the name means inside that type, where several share it.
    public var outerType: String? = nil
    /// A generic container view's closure properties and initializer labels that it shows only
    /// as a pushed or presented screen (`NavigationLink("See all") { more() }`).
    public var presentedClosures: [String] = []

    /// Takes in an extension of this type (or a declaration of a type so far known only from
    /// extensions, or another declaration of the name, which leaves no members).
    mutating func merge(_ other: TypeSummary, keepingMembers: Bool) {
        if kind == .extension && other.kind != .extension {
            kind = other.kind
            path = other.path
        }
        inheritedTypes.formUnion(other.inheritedTypes)
        attributes.formUnion(other.attributes)
        if keepingMembers { properties += other.properties } else { properties = [] }
        // An extension may read what the declaration does not.
        if other.kind == .extension || kind == .extension {
            for index in properties.indices { properties[index].isNeverRead = false }
        }
        hasPayloadCases = hasPayloadCases || other.hasPayloadCases
        definesHashing = definesHashing || other.definesHashing
        hasBody = hasBody || other.hasBody
        // An extension that stores nothing leaves a spinner a spinner.
        isSpinner = (isSpinner || other.isSpinner) && !properties.contains { $0.isStored && !$0.isStatic }
        fillsProposal = fillsProposal || other.fillsProposal
        wrappedView = wrappedView ?? other.wrappedView
        presentedClosures += other.presentedClosures
    }
}

/// The project-wide index built in the first pass over every linted file: types merged with their
/// extensions, preference keys fed geometry, and key paths used as identity.
public final class ProjectIndex: @unchecked Sendable {
    /// Types by simple name. Extensions are merged into their type; names declared by more than
    /// one (non-extension) declaration (two apps of one repository, each with its `Item`) are
    /// ambiguous: under the name itself they keep no members (a mix of unrelated types'), and a
    /// file resolves them to the declaration nearest its folder (`type(named:from:)`).
    private(set) var types: [String: TypeSummary] = [:]
    /// Types declared inside another (`Modal.ViewModel`), under that qualified name: many screens
    /// of an app may each nest a `ViewModel`, more than the nearest-folder rule can tell apart.
    private var nestedTypes: [String: TypeSummary] = [:]
    private var ambiguousNestedTypes: Set<String> = []
    private(set) var ambiguousTypes: Set<String> = []
    /// Each declaration of an ambiguous name, merged (in `finish`) with the extensions nearest it.
    /// A name declared more often than `maximumDeclarationsResolved` (a collection of dozens of
    /// samples, each with its `ContentView`) is left ambiguous: keeping every declaration's
    /// members would grow the index with each copy of the name.
    private var declarationsOfAmbiguousNames: [String: [TypeSummary]] = [:]
    private var extensionsOfAmbiguousNames: [String: [TypeSummary]] = [:]
    /// The folders of each kept declaration's file, for `nearest` (filled by `finish`).
    private var declarationFolders: [String: [[Substring]]] = [:]
    private var unresolvedNames: Set<String> = []
    static let maximumDeclarationsResolved = 8
    /// Preference keys given a geometry value with `.preference(key:value:)`, and whether that
    /// value is a scroll position.
    private(set) var geometryPreferenceKeys: [String: PreferenceFlow] = [:]
    /// Names used as `id: \.name` in `ForEach` / `List`.
    private(set) var identityKeyPaths: Set<String> = []
    /// The project's own modifiers that measure a view and hand the reading to a closure, by name
    /// (the first declaration; `geometryHelper(named:from:)` picks the one of the caller's app).
    public private(set) var geometryHelpers: [String: GeometryHelper] = [:]
    /// Every declaration of a helper name, where two apps of a repository declare it.
    private var geometryHelperDeclarations: [String: [GeometryHelper]] = [:]
    /// File-level type aliases by alias (`Episode` → `EpisodeV2`; "" where declared differently
    /// twice).
    private var typeAliases: [String: String] = [:]

    /// The type a file-level `typealias` of the project names, if `name` is one.
    public func aliasedType(_ name: String) -> String? {
        guard let type = typeAliases[name], !type.isEmpty else { return nil }
        return type
    }
    /// Modifier methods the project's extensions of SwiftUI view types declare, as `.name`.
    private(set) var viewModifierMethods: Set<String> = []
    /// Views some caller shows full screen, ignoring the top safe area, with the files of those
    /// callers.
    private(set) var fullScreenViews: [String: [String]] = [:]
    /// Views some `WindowGroup` shows as its whole content: they span the window's width.
    /// `isWindowRoot` also follows the wrappers whose body is one of them.
    public private(set) var windowRootViews: Set<String> = []
    /// Views some `NavigationSplitView` shows as its sidebar column.
    public private(set) var sidebarViews: Set<String> = []
    /// `View` extension methods of the project that call `scrollDisabled`.
    private(set) var scrollDisablingModifiers: Set<String> = []
    /// Where each declared type or modifier method is used, for telling preview-only code apart.
    private var typeUses: [String: TypeUses] = [:]
    /// Each file's uses, until `finish` knows which names the project declares (uses of other
    /// names, `Text` or `VStack`, are not kept: they would grow with every type that uses them).
    private var pendingTypeUses: [TypeUseTable] = []
    /// Each file's called names, until `finish` has asked which methods anything calls.
    private var pendingCalledNames: [CalledNames] = []
    /// What the project does to row identities: position-shifting changes, in-place writes,
    /// construction sites, keyed data (`IdentityFacts`).
    public private(set) var identity = IdentityFacts()

    public struct PreferenceFlow: Sendable {
        public var carriesGeometry: Bool
        public var carriesScrollPosition: Bool
        /// The value is a whole frame (`CGRect`): its `minY` is a position, its `height` a size.
        public var carriesFrame = false
    }

    /// Identifiable types declared in the project with a stored `id` defaulting to `UUID()`:
    /// every construction mints a new identity.
    public private(set) var uuidMintingIdentifiables: Set<String> = []

    /// An index of nothing.
    public convenience init() { self.init(merging: []) }

    public static let empty = ProjectIndex()

    /// The index of these files, complete.
    init(merging summaries: [FileSummary]) {
        for summary in summaries { add(summary) }
        finish()
    }

    /// Pass one adds the files one by one, in input order (the order of merged members), and
    /// finishes the index before anything reads it: then every worker of pass two reads it at once.
    /// Finishing is serial work between the two parallel passes, so its two independent halves
    /// (where types are used; what identity and ambiguous names resolve to) run side by side:
    /// each writes only its own properties, and both only read `types`.
    func finish() {
        let usesResolved = DispatchGroup()
        DispatchQueue.global().async(group: usesResolved) { self.resolveTypeUses() }
        resolveIdentity()
        usesResolved.wait()
        // Last: it writes `types`, which both halves read.
        for index in types.indices { types.values[index].properties.trimCapacity() }
    }

    /// Where each declared type is used, and so which types only previews use or the app never shows.
    private func resolveTypeUses() {
        // The declared names by hash, sorted: each use is looked up by binary search.
        let declared = (types.keys.map { (TypeUseTable.hash($0.utf8), $0) }
            + viewModifierMethods.map { (TypeUseTable.hash($0.utf8.dropFirst(), modifier: true), $0) })
            .sorted { $0.0 < $1.0 }
        func lookup(_ hash: UInt64) -> String? {
            var low = 0, high = declared.count
            while low < high {
                let middle = (low + high) / 2
                if declared[middle].0 < hash { low = middle + 1 } else { high = middle }
            }
            return low < declared.count && declared[low].0 == hash ? declared[low].1 : nil
        }
        for table in pendingTypeUses {
            for use in table.uses {
                guard let name = lookup(use.name) else { continue }
                typeUses[name, default: TypeUses()].add(table.contexts[Int(use.context)], presented: use.presented)
            }
        }
        pendingTypeUses = []
        previewOnlyTypes = Self.previewOnly(typeUses)
        // Fields read in place: iterating the values would copy each whole summary out.
        declaresAppEntryPoint = types.values.indices.contains { index in
            types.values[index].attributes.contains("main") && types.values[index].inheritedTypes.contains("App")
        }
        neverShownNames = declaresAppEntryPoint ? neverShown() : []
    }

    /// The facts that need every file: element types keyed through called methods, the
    /// extensions of names several files declare, the types of properties chains start from.
    private func resolveIdentity() {
        // An element type keyed only in methods reaches a keyed container if anything calls one
        // of them; a method nothing calls is dead code (`func thresholdTable()` left behind).
        let methodsKeyingTypes = identity.keyedElementTypesInMethods.filter { !identity.keyedElementTypes.contains($0.key) }
        let constructingFunctions = identity.functionsConstructingTypes
        // One pass over every file's called names answers both questions.
        let asked = Set(methodsKeyingTypes.values.joined()).union(constructingFunctions)
        let called = asked.isEmpty ? [] : CalledNames.present(asked, in: pendingCalledNames)
        for (type, methods) in methodsKeyingTypes where !methods.isDisjoint(with: called) {
            identity.keyedElementTypes.insert(type)
        }
        // A type constructed only in free functions nothing calls is never shown.
        identity.resolveUncalledConstructions(called: called.intersection(constructingFunctions))
        pendingCalledNames = []
        for (name, declarations) in declarationsOfAmbiguousNames {
            declarationFolders[name] = declarations.map { Self.folders(of: $0.path) }
        }
        for (name, extensions) in extensionsOfAmbiguousNames {
            // Taken out while merging, so the dictionary's copy does not make the merge copy it.
            guard let folders = declarationFolders[name],
                  var declarations = declarationsOfAmbiguousNames.removeValue(forKey: name) else { continue }
            for element in extensions {
                if let nearest = Self.nearest(folders, to: Self.folders(of: element.path)) {
                    declarations[nearest].merge(element, keepingMembers: true)
                }
            }
            declarationsOfAmbiguousNames[name] = declarations
        }
        extensionsOfAmbiguousNames = [:]
        unresolvedNames = []
        propertyTypesByName = propertyTypes(named: identity.propertiesStartingUnknownChains)
        uuidMintingIdentifiables = Set(types.indices.compactMap { index in
            let name = types.keys[index]
            if let declarations = declarationsOfAmbiguousNames[name] {
                return declarations.contains(where: Self.mintsUUIDIdentity) ? name : nil
            }
            return Self.mintsUUIDIdentity(types.values[index]) ? name : nil
        })
    }

    func add(_ summary: FileSummary) {
        for type in summary.types {
            guard let outer = type.outerType else { continue }
            let key = outer + "." + type.name
            guard let index = nestedTypes.index(forKey: key) else {
                nestedTypes[key] = type
                continue
            }
            if type.kind != .extension, nestedTypes.values[index].kind != .extension { ambiguousNestedTypes.insert(key) }
            nestedTypes.values[index].merge(type, keepingMembers: true)
        }
        for type in summary.types where type.kind != .extension {
            if let existing = types[type.name], existing.kind != .extension {
                // The first declaration, with the extensions merged so far, is one candidate.
                if ambiguousTypes.insert(type.name).inserted { declarationsOfAmbiguousNames[type.name] = [existing] }
                if !unresolvedNames.contains(type.name) {
                    declarationsOfAmbiguousNames[type.name]?.append(type)
                    if (declarationsOfAmbiguousNames[type.name]?.count ?? 0) > Self.maximumDeclarationsResolved {
                        declarationsOfAmbiguousNames[type.name] = nil
                        extensionsOfAmbiguousNames[type.name] = nil
                        unresolvedNames.insert(type.name)
                    }
                }
            }
            merge(type)
        }
        for type in summary.types where type.kind == .extension {
            if declarationsOfAmbiguousNames[type.name] != nil { extensionsOfAmbiguousNames[type.name, default: []].append(type) }
            merge(type)
        }
        for (key, flow) in summary.preferenceKeys {
            var merged = geometryPreferenceKeys[key] ?? PreferenceFlow(carriesGeometry: false, carriesScrollPosition: false)
            merged.carriesGeometry = merged.carriesGeometry || flow.carriesGeometry
            merged.carriesScrollPosition = merged.carriesScrollPosition || flow.carriesScrollPosition
            merged.carriesFrame = merged.carriesFrame || flow.carriesFrame
            geometryPreferenceKeys[key] = merged
        }
        identityKeyPaths.formUnion(summary.identityKeyPaths)
        for (alias, type) in summary.typeAliases where alias != type {
            // An alias declared twice with different meanings stands for neither.
            if let known = typeAliases[alias], known != type { typeAliases[alias] = "" } else { typeAliases[alias] = type }
        }
        scrollDisablingModifiers.formUnion(summary.scrollDisablingModifiers)
        for name in summary.fullScreenViews { fullScreenViews[name, default: []].append(summary.path) }
        windowRootViews.formUnion(summary.windowRootViews)
        sidebarViews.formUnion(summary.sidebarViews)
        viewModifierMethods.formUnion(summary.viewModifierMethods)
        identity.merge(summary.identity)
        for helper in summary.geometryHelpers {
            if geometryHelpers[helper.name] == nil { geometryHelpers[helper.name] = helper }
            geometryHelperDeclarations[helper.name, default: []].append(helper)
        }
        if !summary.typeUses.isEmpty { pendingTypeUses.append(summary.typeUses) }
        pendingCalledNames.append(summary.relevance.calledNames)
    }

    private func merge(_ type: TypeSummary) {
        // Merged where it is stored: a copy taken out and written back would copy the type's
        // whole property list for every extension, quadratic in the extensions of one type.
        guard let index = types.index(forKey: type.name) else {
            types[type.name] = type
            return
        }
        types.values[index].merge(type, keepingMembers: !ambiguousTypes.contains(type.name))
    }

    /// The type declared under this name (with its extensions), unless unknown or ambiguous.
    /// A type known only from extensions (declared outside the project) resolves to nothing. A
    /// name declared more than once resolves, for the file at `path`, to the declaration in the
    /// nearest folder, and to nothing where two are equally near.
    /// Inside a type that declares its own (`Modal.ViewModel`, written `ViewModel` in `Modal`'s
    /// file), the name means that one, as it does for the compiler in `Modal`'s scope.
    public func type(named name: String, from path: String? = nil, insideOneOf outerTypes: Set<String> = []) -> TypeSummary? {
        if ambiguousTypes.contains(name) {
            if let nested = nestedType(named: name, insideOneOf: outerTypes) { return nested }
            guard let path, let declarations = declarationsOfAmbiguousNames[name], let folders = declarationFolders[name] else { return nil }
            guard let nearest = Self.nearest(folders, to: Self.folders(of: path)) else { return nil }
            return declarations[nearest]
        }
        guard let type = types[name], type.kind != .extension else { return nil }
        return type
    }

    /// Members from extensions count too, even for types declared outside the project.
    public func members(ofTypeNamed name: String, from path: String? = nil) -> [PropertySummary] {
        if ambiguousTypes.contains(name) { return type(named: name, from: path)?.properties ?? [] }
        return types[name]?.properties ?? []
    }

    /// For the names that begin written chains from values of unknown type: the type each
    /// non-static property of that name holds (its annotation's or initializer's, nil where
    /// neither tells), over every declaration in the project.
    private var propertyTypesByName: [String: [String?]] = [:]

    private func propertyTypes(named names: Set<String>) -> [String: [String?]] {
        guard !names.isEmpty else { return [:] }
        var found: [String: [String?]] = [:]
        // Most property names are none of `names`, told apart by length before any is hashed.
        var lengths = [Bool](repeating: false, count: 64)
        for name in names { lengths[min(name.utf8.count, 63)] = true }
        func add(_ properties: [PropertySummary]) {
            // By index: a loop over the elements would copy each property out, fields and all.
            for index in properties.indices where !properties[index].isStatic && lengths[min(properties[index].name.utf8.count, 63)] {
                let property = properties[index]
                guard names.contains(property.name) else { continue }
                found[property.name, default: []].append(property.typeAnnotation.map(TypeNames.baseName) ?? property.initializerType ?? property.environmentObjectType)
            }
        }
        // The properties read in place: iterating the values would copy each whole summary out.
        for index in types.values.indices { add(types.values[index].properties) }
        for declarations in declarationsOfAmbiguousNames.values { declarations.forEach { add($0.properties) } }
        return found
    }

    /// The types held by the project's properties named `name` (nil entries where a property's
    /// type is not known); nil unless a written chain from a value of unknown type begins with it.
    public func typesOfProperties(named name: String) -> [String?]? { propertyTypesByName[name] }

    /// The index of the path nearest `path` by folder: the most leading folders in common, the
    /// same folder counting one more. Nil where two are equally near.
    static func nearest(_ paths: [String], to path: String) -> Int? {
        nearest(paths.map(folders(of:)), to: folders(of: path))
    }

    /// The one type `name` declared in a type of `outerTypes` (with its extensions), if exactly one.
    func nestedType(named name: String, insideOneOf outerTypes: Set<String>) -> TypeSummary? {
        var found: TypeSummary?
        for outer in outerTypes {
            let key = outer + "." + name
            guard let type = nestedTypes[key], !ambiguousNestedTypes.contains(key), type.kind != .extension else { continue }
            if found != nil { return nil }
            found = type
        }
        return found
    }

    /// The folders of a file's path, its name dropped (`App/Views/Row.swift`: `App`, `Views`),
    /// split on bytes: a `Character` walk of every path costs more than the merge around it.
    static func folders(of path: String) -> [Substring] {
        var folders: [Substring] = []
        let utf8 = path.utf8
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") {
                if start < index { folders.append(path[start..<index]) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        return folders
    }

    static func nearest(_ candidates: [[Substring]], to folders: [Substring]) -> Int? {
        var best: (index: Int, score: Int)?
        var tied = false
        for (index, candidateFolders) in candidates.enumerated() {
            var score = zip(folders, candidateFolders).prefix { $0 == $1 }.count
            if score == folders.count && score == candidateFolders.count { score += 1 }
            if best == nil || score > best!.score {
                best = (index, score)
                tied = false
            } else if score == best!.score {
                tied = true
            }
        }
        return tied ? nil : best?.index
    }

    /// An `Identifiable` struct or class with a stored `id` defaulting to `UUID()`.
    static func mintsUUIDIdentity(_ type: TypeSummary) -> Bool {
        (type.kind == .struct || type.kind == .class) && type.inheritedTypes.contains("Identifiable")
            && type.properties.contains(where: { $0.name == "id" && $0.isStored && !$0.isStatic && $0.mintsUUID })
    }


    public func isObservableModel(_ name: String, from path: String? = nil) -> Bool {
        guard let type = type(named: name, from: path), type.kind == .class || type.kind == .actor else { return false }
        return type.attributes.contains("Observable") || type.inheritedTypes.contains("ObservableObject")
    }

    /// Whether the type (any declaration of the name, where the file cannot tell which) conforms.
    public func conforms(_ name: String, to protocolName: String, from path: String? = nil) -> Bool {
        if ambiguousTypes.contains(name), let path, let type = type(named: name, from: path) {
            return type.inheritedTypes.contains(protocolName)
        }
        return types[name]?.inheritedTypes.contains(protocolName) ?? false
    }

    public func preferenceFlow(ofKey key: String) -> PreferenceFlow? { geometryPreferenceKeys[key] }

    /// Types the shipped app never uses: every use is in `#Preview` / `PreviewProvider` code or in
    /// another preview-only type (a demo screen a preview shows, and the views only it shows).
    /// Cycles of types that use only each other are not preview-only: the set grows from the
    /// previews outwards.
    public private(set) var previewOnlyTypes: Set<String> = []

    private static func previewOnly(_ typeUses: [String: TypeUses]) -> Set<String> {
        var previewOnly: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for (name, uses) in typeUses where !previewOnly.contains(name) {
                guard !uses.fromOtherCode, uses.fromPreview || !uses.fromTypes.isEmpty,
                      uses.fromTypes.allSatisfy({ $0 == name || previewOnly.contains($0) }) else { continue }
                previewOnly.insert(name)
                changed = true
            }
        }
        return previewOnly
    }

    /// Whether a `WindowGroup` shows the view `name` as its whole content, also through views
    /// whose body is only the next one (`windowRootViews`, `TypeSummary.wrappedView`).
    public func isWindowRoot(_ name: String) -> Bool {
        var shown = windowRootViews
        // `WindowGroup { ContentView() }` with `ContentView`'s body `Home()`: the window shows `Home`.
        for _ in 0..<4 where !shown.contains(name) {
            let next = Set(shown.compactMap { types[$0]?.wrappedView })
            if next.isSubset(of: shown) { break }
            shown.formUnion(next)
        }
        return shown.contains(name)
    }

    /// Whether a caller in the same app of the project (`IdentityFacts.app(ofFolder:)`) shows the
    /// view `name` full screen.
    public func isShownFullScreen(_ name: String, from path: String) -> Bool {
        guard let callers = fullScreenViews[name] else { return false }
        return callers.contains { identity.sameApp($0, path) }
    }

    /// The helper `name` as the file at `path` sees it: where several apps declare one, the
    /// declaration nearest the file within its app (else the first).
    public func geometryHelper(named name: String, from path: String) -> GeometryHelper? {
        guard let declarations = geometryHelperDeclarations[name], declarations.count > 1 else { return geometryHelpers[name] }
        let sameApp = declarations.filter { identity.sameApp($0.path, path) }
        guard !sameApp.isEmpty else { return geometryHelpers[name] }
        return Self.nearest(sameApp.map(\.path), to: path).map { sameApp[$0] } ?? sameApp[0]
    }

    /// Whether any code of the project constructs or names the type (outside its own declaration).
    public func isUsed(typeNamed name: String) -> Bool { typeUses[name] != nil }

    /// Whether the app shows the view `name` only in sheets and popovers: every use outside
    /// previews is in their content (`FileSummarizer.presentingModifierNames`), or in views that
    /// are themselves shown only there (the steps of a wizard that a sheet presents).
    public func isShownOnlyPresented(_ name: String, depth: Int = 0) -> Bool {
        guard let uses = typeUses[name] else { return false }
        guard uses.fromElsewhere else { return uses.fromPresentedContent }
        guard depth < 4, !uses.fromOtherCode, !uses.fromTypes.isEmpty else { return false }
        return uses.fromTypes.allSatisfy { $0 != name && isShownOnlyPresented($0, depth: depth + 1) }
    }

    /// Views, view modifiers and modifier methods (`.name`) of an app that no shipped code reaches:
    /// nothing names them, or only code that is itself never shown or preview-only does (a
    /// work-in-progress `ViewModifier` applied only by a modifier method nothing calls). Empty
    /// unless the project declares its app's entry point.
    public private(set) var neverShownNames: Set<String> = []

    private func neverShown() -> Set<String> {
        let candidates = Set(types.indices.compactMap { index in
            let kind = types.values[index].kind
            guard kind == .struct || kind == .class else { return nil }
            let inherited = types.values[index].inheritedTypes
            return inherited.contains("View") || inherited.contains("ViewModifier") ? types.keys[index] : nil
        }).union(viewModifierMethods)
        // Shown: what code other than views and previews uses (an `App`, a hosting controller, a
        // free function), then whatever a shown view uses. Views that only use each other (a debug
        // screen and its own subviews that nothing opens) are never shown.
        var shown = Set(candidates.filter { name in
            guard let uses = typeUses[name] else { return false }
            return uses.fromOtherCode || uses.fromTypes.contains { $0 != name && !candidates.contains($0) && !previewOnlyTypes.contains($0) }
        })
        var changed = true
        while changed {
            changed = false
            for name in candidates where !shown.contains(name) {
                guard let uses = typeUses[name], uses.fromTypes.contains(where: { $0 != name && shown.contains($0) }) else { continue }
                shown.insert(name)
                changed = true
            }
        }
        return candidates.subtracting(shown)
    }

    /// The project declares an app's entry point (`@main struct MyApp: App`): the linted files
    /// hold a whole app, not a fragment of one, so an internal view type that no code names is
    /// one the app never shows.
    public private(set) var declaresAppEntryPoint = false
}

extension Array {
    /// Drops the spare capacity growth left: the index keeps its arrays (one or more per file)
    /// for the whole run, and doubling leaves a quarter of them empty on average.
    mutating func trimCapacity() {
        guard capacity > count else { return }
        self = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: self)
        }
    }
}

/// What pass one learns from a single file.
struct FileSummary: Sendable {
    var types: [TypeSummary] = []
    var preferenceKeys: [(String, ProjectIndex.PreferenceFlow)] = []
    var identityKeyPaths: Set<String> = []
    var identity = IdentityFacts()
    var scrollDisablingModifiers: Set<String> = []
    /// File-level `typealias Alias = Type` declarations (simple names).
    var typeAliases: [(alias: String, type: String)] = []
    var fullScreenViews: Set<String> = []
    /// Views a `WindowGroup` shows as its whole content.
    var windowRootViews: Set<String> = []
    /// Views a `NavigationSplitView` shows as its sidebar column.
    var sidebarViews: Set<String> = []
    /// The file's path (kept only where a fact needs its place).
    var path = ""
    var viewModifierMethods: Set<String> = []
    var geometryHelpers: [GeometryHelper] = []
    /// Where capitalised names are used (see `TypeUses`).
    var typeUses = TypeUseTable()
    var relevance = FileRelevance()
}

/// What decides whether pass two checks a file.
struct FileRelevance: Sendable {
    /// Every called name in the file (`Text`, `padding`, `GeometryReader`), to skip pass two for
    /// files no rule can fire in.
    var calledNames = CalledNames()
    /// The file has `scroll-lint:` comments, which pass two must check even without findings.
    var hasDirectives = false
    /// The file's size, to check large files first.
    var byteCount = 0
}
