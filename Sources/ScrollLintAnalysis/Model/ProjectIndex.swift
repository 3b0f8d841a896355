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
    public var path: String
    public var line: Int
    public var column: Int
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

    /// Takes in an extension of this type (or a declaration of a type so far known only from
    /// extensions, or another declaration of the name, which leaves no members).
    mutating func merge(_ other: TypeSummary, keepingMembers: Bool) {
        if kind == .extension && other.kind != .extension { kind = other.kind }
        inheritedTypes.formUnion(other.inheritedTypes)
        attributes.formUnion(other.attributes)
        if keepingMembers { properties += other.properties } else { properties = [] }
        hasPayloadCases = hasPayloadCases || other.hasPayloadCases
        definesHashing = definesHashing || other.definesHashing
        hasBody = hasBody || other.hasBody
    }
}

/// The project-wide index built in the first pass over every linted file: types merged with their
/// extensions, preference keys fed geometry, and key paths used as identity.
public final class ProjectIndex: @unchecked Sendable {
    /// Types by simple name. Extensions are merged into their type; names declared by more than
    /// one (non-extension) declaration are ambiguous: they resolve to nothing, so their members
    /// (a mix of unrelated types', which nothing can ask for) are not kept.
    private(set) var types: [String: TypeSummary] = [:]
    private(set) var ambiguousTypes: Set<String> = []
    /// Preference keys given a geometry value with `.preference(key:value:)`, and whether that
    /// value is a scroll position.
    private(set) var geometryPreferenceKeys: [String: PreferenceFlow] = [:]
    /// Names used as `id: \.name` in `ForEach` / `List`.
    private(set) var identityKeyPaths: Set<String> = []

    public struct PreferenceFlow: Sendable {
        public var carriesGeometry: Bool
        public var carriesScrollPosition: Bool
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
    func finish() {
        uuidMintingIdentifiables = Set(types.compactMap { name, type in
            guard type.kind == .struct || type.kind == .class, !ambiguousTypes.contains(name),
                  type.inheritedTypes.contains("Identifiable"),
                  type.properties.contains(where: { $0.name == "id" && $0.isStored && !$0.isStatic && $0.mintsUUID })
            else { return nil }
            return name
        })
    }

    func add(_ summary: FileSummary) {
        for type in summary.types where type.kind != .extension {
            if types[type.name] != nil, types[type.name]?.kind != .extension {
                ambiguousTypes.insert(type.name)
            }
            merge(type)
        }
        for type in summary.types where type.kind == .extension { merge(type) }
        for (key, flow) in summary.preferenceKeys {
            var merged = geometryPreferenceKeys[key] ?? PreferenceFlow(carriesGeometry: false, carriesScrollPosition: false)
            merged.carriesGeometry = merged.carriesGeometry || flow.carriesGeometry
            merged.carriesScrollPosition = merged.carriesScrollPosition || flow.carriesScrollPosition
            geometryPreferenceKeys[key] = merged
        }
        identityKeyPaths.formUnion(summary.identityKeyPaths)
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
    /// A type known only from extensions (declared outside the project) resolves to nothing.
    public func type(named name: String) -> TypeSummary? {
        guard !ambiguousTypes.contains(name), let type = types[name], type.kind != .extension else { return nil }
        return type
    }

    /// Members from extensions count too, even for types declared outside the project.
    public func members(ofTypeNamed name: String) -> [PropertySummary] {
        guard !ambiguousTypes.contains(name) else { return [] }
        return types[name]?.properties ?? []
    }

    public func isObservableModel(_ name: String) -> Bool {
        guard let type = type(named: name), type.kind == .class || type.kind == .actor else { return false }
        return type.attributes.contains("Observable") || type.inheritedTypes.contains("ObservableObject")
    }

    public func conforms(_ name: String, to protocolName: String) -> Bool {
        types[name]?.inheritedTypes.contains(protocolName) ?? false
    }

    public func preferenceFlow(ofKey key: String) -> PreferenceFlow? { geometryPreferenceKeys[key] }
}

/// What pass one learns from a single file.
struct FileSummary: Sendable {
    var types: [TypeSummary] = []
    var preferenceKeys: [(String, ProjectIndex.PreferenceFlow)] = []
    var identityKeyPaths: Set<String> = []
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
