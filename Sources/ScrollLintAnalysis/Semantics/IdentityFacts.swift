import ScrollLintSyntax

/// What the whole project does to the values SwiftUI uses as row identity, learnt in pass one from
/// every file (bodies included, which the declarations-only parse skips): which collections get
/// elements inserted or removed in the middle, which properties are written in place, which types
/// construct which views, and which data feeds a `ForEach` / `List` / `OutlineGroup` / `Chart`
/// keyed by the elements' `id`. Facts are keyed by name: a model's mutations and its views usually
/// live in different files, and pass one knows no types yet.
public struct IdentityFacts: Sendable {
    /// Collections that somewhere get a change that shifts positions, with the change (for
    /// messages): an insert or a removal in the middle, a move, a reorder, a prepend or a filtered
    /// copy written back. Changes at the end (`append`, `removeLast`, clearing) shift nothing.
    /// Keyed `Owner.name`: the type whose own code makes the change (`items.remove(at:)`,
    /// `self.items.insert(x, at: 0)` in `Store`: `Store.items`), or `.name` when other code makes it
    /// through a value (`store.items.remove(at:)`).
    public var positionShifts: [String: String] = [:]
    /// Property names written in place through a member access or a binding: `x.title = ...`,
    /// `x.isDone.toggle()`, `x.tags.append(...)`, `$item.title`, `&x.title`. `self.title = ...`
    /// (an initializer's assignment) does not count. Written through a local constructed as a
    /// type the file spells (`let save = Override(context: ctx)`; `save.date = now`), as `Override.date`.
    /// Each with the folders of the files that write it: an app's models are edited by that
    /// app's code (see `isWritten(_:from:)`).
    public var writtenMembers: [String: Set<String>] = [:]
    /// Members written through a longer chain from a value whose type the file declares
    /// (`$draft.accent.color` with `@State var draft: Theme`): for each member, the chain before
    /// it (`Theme.accent`, `Store.items.[]` for `store.items[i].title`), with the folders of the
    /// files that write it. Which type the member belongs to is known only once every file's
    /// types are (`FileContext.isEdited(_:of:)`).
    public var chainWrites: [String: [String: Set<String>]] = [:]
    /// The folder all the files seen lie in (their longest common folder; nil before any file):
    /// apps are the folders just inside it, however the paths were given (`.`, relative or
    /// absolute).
    public var root: String?
    /// Types that declare a `mutating func`: their values can change in place.
    public var typesWithMutatingMethods: Set<String> = []
    /// For each capitalised name called as `Name(...)` (a construction), the types whose code
    /// contains the call; "" for code outside any type (previews, top-level functions).
    public var constructionSites: [String: Set<String>] = [:]
    /// Capitalised names called at least once with an argument that is not a constant (a name, a
    /// call, an interpolated string, a closure): `Doc(document: .manual)` and `Doc()` are constant.
    public var constructedWithValues: Set<String> = []
    /// For each name constructed outside any type, the free functions whose bodies hold the
    /// constructions; "" for code outside a free function (previews, global constants).
    public var freeFunctionConstructions: [String: Set<String>] = [:]
    /// Types constructed only inside free functions that nothing in the project calls
    /// (`resolveUncalledConstructions(called:)`): dead code, never shown.
    public private(set) var constructedOnlyInUncalledFunctions: Set<String> = []
    /// Data of `ForEach` / `List` / `OutlineGroup` / `Chart` keyed by the elements' `id` (no `id:`
    /// argument, or `id: \.id`): the property or function names (`items`, `makeDays`) and the
    /// `children:` key paths.
    public var keyedDataNames: Set<String> = []
    /// The element types of the keyed data under each name, where the container's file tells
    /// them ("" where it does not): `ForEach(servers)` over `[Server]` keys no `MCPServer` a
    /// model builds under the same name.
    public var keyedDataElementTypes: [String: Set<String>] = [:]
    /// The types whose property under each name is the keyed data, where the container's file
    /// tells them ("" where it does not): `ForEach(store.results)` with `store: Store` keys
    /// `Store.results`, not a `results` another model declares.
    public var keyedDataOwners: [String: Set<String>] = [:]
    /// The enum cases whose property under each name the keyed data is, where the container
    /// names one (`ForEach(Plan.pro.perks)`: `pro`), and "*" for any other read of the name.
    public var keyedDataCases: [String: Set<String>] = [:]
    /// ... and the element types where the file alone tells them (`let rows = [Row(...)]`).
    public var keyedElementTypes: Set<String> = []
    /// The types whose code holds the keyed containers of each element type ("" for code outside
    /// any type): a type keyed only in preview-only views is keyed in no shipped code.
    public var keyedElementTypeHolders: [String: Set<String>] = [:]
    /// Element types keyed only inside a method of a type (`func thresholdTable() -> some View`),
    /// with the methods' names: they reach a keyed container only if something calls them.
    public var keyedElementTypesInMethods: [String: Set<String>] = [:]
    /// The `@Binding` properties (`Type.property`) their type writes through: assigns to, edits an
    /// element or member of, calls a mutating method on, passes `inout`, or hands on as `$property`.
    /// A binding property of a project type missing here is one its type only reads.
    public var writtenBindings: Set<String> = []
    /// Collections (`Type.property`) their type trims to a fixed size of at most 100
    /// (`lists = Array(lists.sorted { ... }.prefix(maxLists))` with `let maxLists = 50`).
    public var cappedCollections: Set<String> = []

    public init() {}

    mutating func merge(_ other: IdentityFacts) {
        positionShifts.merge(other.positionShifts) { first, _ in first }
        for (member, folders) in other.writtenMembers { writtenMembers[member, default: []].formUnion(folders) }
        for (member, chains) in other.chainWrites {
            for (chain, folders) in chains { chainWrites[member, default: [:]][chain, default: []].formUnion(folders) }
        }
        root = Self.commonFolder(root, other.root)
        typesWithMutatingMethods.formUnion(other.typesWithMutatingMethods)
        for (name, sites) in other.constructionSites { constructionSites[name, default: []].formUnion(sites) }
        for (name, functions) in other.freeFunctionConstructions { freeFunctionConstructions[name, default: []].formUnion(functions) }
        constructedWithValues.formUnion(other.constructedWithValues)
        keyedDataNames.formUnion(other.keyedDataNames)
        for (name, types) in other.keyedDataElementTypes { keyedDataElementTypes[name, default: []].formUnion(types) }
        for (name, owners) in other.keyedDataOwners { keyedDataOwners[name, default: []].formUnion(owners) }
        for (name, cases) in other.keyedDataCases { keyedDataCases[name, default: []].formUnion(cases) }
        keyedElementTypes.formUnion(other.keyedElementTypes)
        for (type, methods) in other.keyedElementTypesInMethods { keyedElementTypesInMethods[type, default: []].formUnion(methods) }
        for (type, holders) in other.keyedElementTypeHolders { keyedElementTypeHolders[type, default: []].formUnion(holders) }
        writtenBindings.formUnion(other.writtenBindings)
        cappedCollections.formUnion(other.cappedCollections)
    }

    /// Whether a keyed container's data named `name` may hold `element` values: its element type
    /// is `element`, or one of the containers under that name has data of an unknown type; and,
    /// given the `owner` declaring the property, that the data may be that type's property.
    public func keysData(named name: String, of element: String, owner: String? = nil) -> Bool {
        guard let types = keyedDataElementTypes[name], types.contains(element) || types.contains("") else { return false }
        guard let owner, let owners = keyedDataOwners[name] else { return true }
        return owners.contains(owner) || owners.contains("")
    }

    /// Views and containers whose data is keyed by its elements' `id`.
    static let keyedContainers: [String] = ["ForEach", "List", "OutlineGroup", "Chart"]

    /// Changes that shift the position of later elements, by method name.
    static let shiftingMethods: Set<String> = [
        "insert", "remove", "removeFirst", "removeSubrange", "removeAll", "move", "swapAt", "shuffle", "sort", "reverse",
    ]
    static let shiftingMethodBytes = shiftingMethods.map { Array($0.utf8) }
    /// Copies that drop or reorder elements, which shift positions when written back.
    static let shiftingCopies: Set<String> = ["filter", "sorted", "shuffled", "reversed", "dropFirst", "suffix", "compactMap"]
    /// Methods that change a value in place.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "shuffle",
        "reverse", "formUnion", "formIntersection", "subtract", "merge", "updateValue", "removeValue", "removeSubrange",
        "replaceSubrange", "swapAt", "move",
    ]
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// The free functions that construct some type outside any type: their calls decide, once
    /// every file is read, which types only dead code constructs.
    var functionsConstructingTypes: Set<String> {
        Set(freeFunctionConstructions.values.joined()).subtracting([""])
    }

    /// With `called`, the free functions some file calls: types whose every construction sits in a
    /// free function nothing calls (a `private func` left behind) are never shown.
    mutating func resolveUncalledConstructions(called: Set<String>) {
        for (name, functions) in freeFunctionConstructions
        where constructionSites[name] == [""] && !functions.contains("") && functions.isDisjoint(with: called) {
            constructedOnlyInUncalledFunctions.insert(name)
        }
    }

    static func collect(_ context: FileContext) -> IdentityFacts {
        var facts = IdentityFacts()
        facts.root = folder(of: context.tree.source.path)
        let types = context.typeDeclarations
        facts.scanTokens(context.tree, types)
        for type in types {
            for case let function as FunctionDeclSyntax in type.members where function.modifiers.contains("mutating") {
                facts.typesWithMutatingMethods.insert(TypeNames.baseName(type.name))
                break
            }
        }
        facts.scanKeyedData(context)
        return facts
    }

    // MARK: Token scans (bodies the declarations-only parse skips included)

    /// One pass over the tokens, knowing the innermost type declaration at each token.
    private mutating func scanTokens(_ tree: SyntaxTree, _ types: [TypeDeclSyntax]) {
        let scan = TokenScan(tree, types: types)
        // The enclosing type declarations of the current token: where each ends, and its name.
        var ends: [Int] = []
        var names: [String] = []
        // ... and the type itself, with the names of its `@Binding` properties.
        var enclosing: [(type: TypeDeclSyntax, bindings: [String])] = []
        var innermostHasBindings = false
        var nextType = 0
        var nextTypeStart = types.first?.firstToken ?? Int.max
        var innermostEnd = Int.max
        let tokens = scan.tokens
        let bytes = scan.bytes
        let count = tokens.count
        func pushTypes(starting index: Int) {
            while nextType < types.count, types[nextType].firstToken <= index {
                let type = types[nextType]
                if type.endToken > index {
                    ends.append(type.endToken)
                    // `extension Outer.Inner`: `Inner`, as the index names types.
                    names.append(type.name.utf8.contains(UInt8(ascii: ".")) ? String(type.name.split(separator: ".").last ?? "") : type.name)
                    let bindings = type.members.flatMap(FileSummarizer.variables(in:)).filter { $0.hasAttribute("Binding") }.map(\.name)
                    enclosing.append((type, bindings))
                    innermostHasBindings = !bindings.isEmpty
                    innermostEnd = type.endToken
                }
                nextType += 1
            }
            nextTypeStart = nextType < types.count ? types[nextType].firstToken : Int.max
        }

        // The free functions of the file (at its top level), for constructions outside any type.
        let freeFunctions = tree.root.children.compactMap { $0 as? FunctionDeclSyntax }.filter { $0.keyword == "func" }
        func freeFunction(around index: Int) -> String? {
            freeFunctions.first { $0.firstToken < index && index < $0.endToken }?.name
        }

        func scanToken(_ index: Int) {
            switch tokens[index].kind {
            case .identifier:
                guard index + 1 < count else { return }
                let next = tokens[index + 1]
                // Every shape below has `=`, `(`, `{`, `.` or an operator right after the name.
                let nextByte = next.length == 1 ? bytes[Int(next.start)] : 0
                let afterDot = scan.isPunctuation(index - 1, ".")
                if next.kind == .operator {
                    if afterDot { scanMemberUse(at: index, owner: names.last ?? "", next: .compound, scan) }
                    return
                }
                guard next.kind == .punctuation else { return }
                switch nextByte {
                case UInt8(ascii: "="):
                    scanMemberUse(at: index, owner: names.last ?? "", next: .assignment, scan)
                case UInt8(ascii: "("), UInt8(ascii: "{"):
                    if afterDot { scanMemberUse(at: index, owner: names.last ?? "", next: .call, scan) }
                    // `Name(...)`: a construction by the type around it.
                    if nextByte == UInt8(ascii: "("), !afterDot, scan.startsUppercase(index) {
                        let constructed = scan.text(index)
                        constructionSites[constructed, default: []].insert(names.last ?? "")
                        if !scan.hasOnlyConstantArguments(openingAt: index + 1) { constructedWithValues.insert(constructed) }
                        if names.isEmpty {
                            freeFunctionConstructions[constructed, default: []].insert(freeFunction(around: index) ?? "")
                        }
                    }
                case UInt8(ascii: "."):
                    if afterDot { scanMemberUse(at: index, owner: names.last ?? "", next: .member, scan) }
                default:
                    break
                }
            case .dollar:
                // `$item.title`, `$todos[i].isDone`: a binding to a member can write it.
                guard !scan.isShorthandArgument(index) else { return }
                recordChainMembers(after: index, scan)
            case .punctuation where scan.isPunctuation(index, "&"):
                // `&x.title`: an inout member.
                guard index + 1 < count, scan.tokens[index + 1].kind == .identifier else { return }
                recordChainMembers(after: index + 1, scan)
            case .operator where scan.isSingle(index, "+"):
                // `[new] + items`, `[new] + self.items`: a prepend.
                guard scan.isPunctuation(index - 1, "]"), scan.isArrayLiteral(closingAt: index - 1),
                      let (name, isOwn) = scan.plainChainEnd(from: index + 1) else { return }
                recordShift(of: name, owner: isOwn ? names.last ?? "" : "", "a prepend (`[x] + \(name)`)")
            default:
                break
            }
        }

        for index in 0..<count {
            if innermostEnd <= index {
                while let end = ends.last, end <= index {
                    ends.removeLast()
                    names.removeLast()
                    enclosing.removeLast()
                }
                innermostHasBindings = !(enclosing.last?.bindings.isEmpty ?? true)
                innermostEnd = ends.last ?? Int.max
            }
            if nextTypeStart <= index {
                pushTypes(starting: index)
            }
            let kind = tokens[index].kind
            // Most tokens are none of the shapes below.
            guard kind == .identifier || kind == .dollar || kind == .operator || kind == .punctuation else { continue }
            if innermostHasBindings, kind == .identifier || kind == .dollar, let innermost = enclosing.last {
                recordBindingWrite(at: index, in: innermost.type, innermost.bindings, scan)
            }
            if kind == .identifier, tokens[index].length == 6, bytes[tokens[index].byteRange].elementsEqual("prefix".utf8),
               let innermost = enclosing.last {
                recordCap(at: index, in: innermost.type, scan)
            }
            if kind == .punctuation, !(tokens[index].length == 1 && bytes[Int(tokens[index].start)] == UInt8(ascii: "&")) {
                continue
            }
            scanToken(index)
        }
    }

    /// `writtenBindings`: the token at `index` names one of `type`'s `@Binding` properties
    /// (`bindings`) where it is written through, or hands it on as `$name`.
    private mutating func recordBindingWrite(at index: Int, in type: TypeDeclSyntax, _ bindings: [String], _ scan: TokenScan) {
        let token = scan.tokens[index]
        let drop = token.kind == .dollar ? 1 : 0
        let start = Int(token.start) + drop, length = Int(token.length) - drop
        // Compared by bytes: most tokens differ in length already.
        guard let name = bindings.first(where: { $0.utf8.count == length && scan.bytes[start..<(start + length)].elementsEqual($0.utf8) }) else {
            return
        }
        if token.kind == .identifier {
            // Its declaration, and a member of another value (`other.items`), are no write.
            if scan.isKeyword(index - 1, "var") || scan.isKeyword(index - 1, "let") { return }
            if scan.isPunctuation(index - 1, "."), !scan.isKeyword(index - 2, "self") { return }
            guard scan.writesThrough(startingAt: index) else { return }
        }
        writtenBindings.insert(TypeNames.baseName(type.name) + "." + name)
    }

    /// `cappedCollections`: `name = ... .prefix(K)` at `index` (the `prefix`), where `K` is a
    /// literal or a `let` constant of `type`, at most 100.
    private mutating func recordCap(at index: Int, in type: TypeDeclSyntax, _ scan: TokenScan) {
        guard scan.isPunctuation(index - 1, "."), scan.isPunctuation(index + 1, "("), scan.isPunctuation(index + 3, ")") else { return }
        let count = scan.text(index + 2)
        let limit = Double(count) ?? type.members.flatMap(FileSummarizer.variables(in:)).first { variable in
            variable.isLet && variable.name == count
        }.flatMap { ($0.initializer?.unwrapped as? LiteralExprSyntax)?.numericValue }
        guard let limit, limit <= 100, let target = scan.assignedName(before: index - 1) else { return }
        cappedCollections.insert(TypeNames.baseName(type.name) + "." + target)
    }

    private mutating func recordShift(of name: String, owner: String, _ change: String) {
        let key = owner + "." + name
        if positionShifts[key] == nil { positionShifts[key] = change }
    }

    /// What follows a name: `=`, a compound assignment or other operator, a call, a member.
    private enum Follower { case assignment, compound, call, member }

    /// A name followed by `=`, or a member (`x.name`) followed by an operator, a call or a member.
    private mutating func scanMemberUse(at index: Int, owner: String, next: Follower, _ scan: TokenScan) {
        let afterDot = scan.isPunctuation(index - 1, ".")
        switch next {
        case .assignment:
            // `items = items.filter { ... }`, `self.items = items.sorted(by: ...)`.
            if let copy = scan.copyMethod(writtenAt: index, after: index + 2) {
                let name = scan.text(index)
                recordShift(of: name, owner: scan.isOwnMember(index) ? owner : "", "a `\(copy)` copy written back to `\(name)`")
            }
            // `x.title = ...`: a member written in place through another value.
            if afterDot, index >= 2, scan.isValueBase(index - 2) { recordMemberWrite(scan.text(index), base: index - 2, scan) }
        case .compound:
            guard index >= 2, scan.isValueBase(index - 2), Self.compoundAssignments.contains(scan.text(index + 1)) else { return }
            recordMemberWrite(scan.text(index), base: index - 2, scan)
        case .call:
            // `items.remove(at: i)`, `self.items.insert(x, at: 0)`, `store.items.removeAll { ... }`.
            // Compared as bytes first: most member calls (`.padding(`) are none of these.
            guard index >= 2, scan.tokens[index - 2].kind == .identifier, scan.isOne(of: Self.shiftingMethodBytes, at: index) else { return }
            let name = scan.text(index)
            guard let change = shiftingChange(name, at: index, scan) else { return }
            let base = scan.text(index - 2)
            recordShift(of: base, owner: scan.isOwnMember(index - 2) ? owner : scan.receiverKey(ofMemberAt: index - 2),
                        "`\(base).\(change)`")
        case .member:
            // `x.isDone.toggle()`, `x.tags.append(t)`: a member changed in place.
            guard index >= 2, index + 3 < scan.tokens.count, scan.tokens[index + 2].kind == .identifier,
                  scan.isPunctuation(index + 3, "(") || scan.isPunctuation(index + 3, "{"), scan.isValueBase(index - 2),
                  Self.mutatingMethods.contains(scan.text(index + 2)) else { return }
            recordMemberWrite(scan.text(index), base: index - 2, scan)
        }
    }

    /// The change the shifting method call at token `index` makes (`shiftingChange(_:labels:trailingClosure:)`).
    private func shiftingChange(_ method: String, at index: Int, _ scan: TokenScan) -> String? {
        let labels = scan.isPunctuation(index + 1, "(") ? scan.argumentLabels(openingAt: index + 1) : []
        let trailing = scan.isPunctuation(index + 1, "{")
            || (scan.isPunctuation(index + 1, "(") && scan.isPunctuation(scan.closer(of: index + 1) + 1, "{"))
        return Self.shiftingChange(method, labels: labels, trailingClosure: trailing)
    }

    /// The change a call of a collection method makes to later positions (`remove(at:)`), for
    /// messages; nil when it keeps them (`Set.insert(x)`, `removeAll()` clears, `append`).
    static func shiftingChange(_ method: String, labels: [String], trailingClosure: Bool) -> String? {
        switch method {
        case "insert": return labels.contains("at") ? "insert(_:at:)" : nil
        case "remove":
            if labels.contains("atOffsets") { return "remove(atOffsets:)" }
            return labels.contains("at") ? "remove(at:)" : nil
        case "removeAll": return labels.contains("where") || trailingClosure ? "removeAll(where:)" : nil
        case "move": return labels.contains("fromOffsets") ? "move(fromOffsets:toOffset:)" : nil
        case "removeFirst", "removeSubrange", "swapAt", "shuffle", "sort", "reverse": return "\(method)(...)"
        default: return nil
        }
    }

    /// One file's facts hold its own folder alone: each member's set is that one set, shared, so
    /// a write costs a lookup of the member only, not a hash of the (long) folder as well.
    private mutating func recordWrite(_ member: String, _ scan: TokenScan) {
        if writtenMembers[member] == nil { writtenMembers[member] = scan.folders }
    }

    /// `recordWrite(_:_:)` for a member written through `chain`.
    private mutating func recordChainWrite(_ member: String, _ chain: String, _ scan: TokenScan) {
        if chainWrites[member]?[chain] == nil { chainWrites[member, default: [:]][chain] = scan.folders }
    }

    /// Records `member` written in place through the value that ends at token `base` (`x` of
    /// `x.title = ...`, `]` of `xs[i].title = ...`, `accent` of `$draft.accent.color`):
    /// - not at all when the chain starts at a local that this body began empty
    ///   (`var out: [Span] = []` ... `out[i].end = date`): the code is building new values, and
    ///   no value on display is edited (`TokenScan.isLocalBuiltFromEmpty(_:)`);
    /// - under the chain before it when the chain starts at a value whose type the file declares
    ///   (`draft: Theme`, so `color` of `Theme.accent`), to be resolved once types are known;
    /// - else as `writtenMemberKey(_:base:)` gives it, or as `fallback` when one is given.
    private mutating func recordMemberWrite(_ member: String, base: Int, fallback: String? = nil, _ scan: TokenScan) {
        // `postView.read = true` in a row view that keeps `@State var postView: PostView`: the
        // row edits its own copy; no list that shows the value changes.
        if scan.isStateCopy(scan.ownMemberRoot(endingAt: base) ?? base) { return }
        if let chain = scan.memberChain(endingAt: base) {
            if chain.path.first == "[]", scan.isLocalBuiltFromEmpty(chain.root) { return }
            // `notes[i].name = ...` where `notes: [Note]`: a `Note`'s member, not that of every type
            // with a `name`.
            if chain.path.first == "[]", !chain.path.dropFirst().contains("[]"),
               let element = scan.arrayElementType(ofNameAt: chain.root) {
                let rest = chain.path.dropFirst()
                if rest.isEmpty {
                    recordWrite(element + "." + member, scan)
                } else {
                    recordChainWrite(member, ([element] + rest).joined(separator: "."), scan)
                }
                return
            }
            // `for var icon in decoded { icon.id += "-v2" }`: a copy of an element, of a type
            // the scan does not know; recorded by the bare member name it would stand for every
            // type with an `id`.
            if chain.path.isEmpty, scan.isLoopCopy(chain.root) || scan.isEncodedCopy(chain.root) { return }
            if let first = chain.path.first, first != "[]" {
                // `subject.interest?.type = ...` through a value of a type the scan does not know
                // (or knows only to be some class): the member belongs to the type of whatever
                // property is named `interest`.
                var root = scan.declaredType(ofNameAt: chain.root, depth: 0) ?? IdentityFacts.unknownRoot
                if root == TokenScan.referenceType { root = IdentityFacts.unknownRoot }
                recordChainWrite(member, ([root] + chain.path).joined(separator: "."), scan)
                return
            }
        }
        // `self.notes[i].name = ...` where `notes: [Note]`: a `Note`'s member.
        if scan.isPunctuation(base, "]"), let open = scan.opener(of: base), open >= 3, scan.tokens[open - 1].kind == .identifier,
           scan.isPunctuation(open - 2, "."), scan.isKeyword(open - 3, "self"), let element = scan.arrayElementType(ofNameAt: open - 1) {
            recordWrite(element + "." + member, scan)
            return
        }
        let key = fallback ?? scan.writtenMemberKey(member, base: base)
        // `guard var team else { ... }; team.isActive = true`: a local copy of the property
        // `team` (declared in another file, so of a type the scan cannot name). Recorded as a
        // chain from that property, which the index resolves by name, not as any type's `isActive`.
        if key == member, let chain = scan.memberChain(endingAt: base), chain.path.isEmpty,
           let property = scan.copiedProperty(ofNameAt: chain.root) {
            recordChainWrite(member, IdentityFacts.unknownRoot + "." + property, scan)
            return
        }
        recordWrite(key, scan)
    }

    /// The root of a recorded chain whose first value's type is not known (`?.interest`).
    static let unknownRoot = "?"

    /// The property names that begin chains from values of unknown type: the index resolves them
    /// by name across the project's types.
    var propertiesStartingUnknownChains: Set<String> {
        var names: Set<String> = []
        for chains in chainWrites.values {
            for chain in chains.keys where chain.hasPrefix(Self.unknownRoot + ".") {
                names.insert(String(chain.dropFirst(2).prefix { $0 != "." }))
            }
        }
        return names
    }

    /// The folder of a path ("" for a file named without one).
    public static func folder(of path: String) -> String {
        // Searched on bytes: `lastIndex(of:)` on the string walks its characters.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The longest folder both folders lie in.
    static func commonFolder(_ first: String?, _ second: String?) -> String? {
        guard let first else { return second }
        guard let second else { return first }
        // Compared byte by byte: the index merges every file's folder into the root, serially.
        let a = first.utf8, b = second.utf8
        var end = 0
        var index = 0
        var ai = a.startIndex, bi = b.startIndex
        while ai != a.endIndex, bi != b.endIndex, a[ai] == b[bi] {
            if a[ai] == UInt8(ascii: "/") { end = index }
            index += 1
            ai = a.index(after: ai)
            bi = b.index(after: bi)
        }
        // Both run out together, or one continues with a separator: the whole shorter one is shared.
        let aEnds = ai == a.endIndex || a[ai] == UInt8(ascii: "/")
        let bEnds = bi == b.endIndex || b[bi] == UInt8(ascii: "/")
        if aEnds && bEnds { end = index }
        if end == first.utf8.count { return first }
        return String(first.utf8.prefix(end))!
    }

    /// The app a folder belongs to: its first folder inside `root` ("" for the root itself).
    func app(ofFolder folder: String) -> String {
        var rest = Substring(folder)
        if let root, !root.isEmpty {
            guard rest.hasPrefix(root) else { return "" }
            rest = rest.dropFirst(root.count)
            if rest.first == "/" { rest = rest.dropFirst() }
        }
        return String(rest.prefix { $0 != "/" })
    }

    /// Whether code of the app of the file at `path` writes `member` in place.
    public func isWritten(_ member: String, from path: String) -> Bool {
        guard let folders = writtenMembers[member] else { return false }
        return writes(in: folders, reach: path)
    }

    /// Whether any of the writing files' folders is in the app of the file at `path`.
    func writes(in folders: Set<String>, reach path: String) -> Bool {
        folders.contains { inSameApp(folder: $0, Self.folder(of: path)) }
    }

    /// Whether two files belong to the same app. Code at the top of the tree may be included by
    /// any app, and sees every app.
    public func sameApp(_ first: String, _ second: String) -> Bool {
        inSameApp(folder: Self.folder(of: first), Self.folder(of: second))
    }

    private func inSameApp(folder first: String, _ second: String) -> Bool {
        let one = app(ofFolder: first), other = app(ofFolder: second)
        return one.isEmpty || other.isEmpty || one == other
    }

    /// Records every member name of the chain after token `index` (`$item`, `x` of `&x`):
    /// `.title`, `[i].isDone`; the first one typed where the file declares the value's type, the
    /// later ones under the chain before them (`recordMemberWrite`).
    private mutating func recordChainMembers(after index: Int, _ scan: TokenScan) {
        var next = index + 1
        var steps = 0
        while steps < 16, next < scan.tokens.count {
            steps += 1
            if scan.isPunctuation(next, "."), scan.tokens.indices.contains(next + 1), scan.tokens[next + 1].kind == .identifier {
                let member = scan.text(next + 1)
                if next == index + 1 {
                    recordWrite(scan.writtenMemberKey(member, base: index), scan)
                } else {
                    recordMemberWrite(member, base: next - 1, fallback: member, scan)
                }
                next += 2
            } else if scan.isPunctuation(next, "[") {
                next = scan.closer(of: next) + 1
            } else {
                return
            }
        }
    }

    // MARK: Keyed data

    private mutating func scanKeyedData(_ context: FileContext) {
        for name in Self.keyedContainers {
            for call in context.calls(named: name) {
                guard let data = Self.keyedContainerData(call) else { continue }
                if let children = call.argument("children") as? KeyPathExprSyntax, let last = children.components.last {
                    recordKeyedData(named: last, elementType: "", owner: "", enumCase: "*")
                }
                guard Self.isKeyedByID(call) else { continue }
                let source = IdentityFacts.keyedSource(data)
                let elementType = source.elementType ?? context.elementType(of: data, at: call) ?? localElementType(data, context)
                if let name = source.name {
                    recordKeyedData(named: name, elementType: elementType ?? "", owner: Self.owner(ofKeyedData: data, at: call, context),
                                    enumCase: Self.enumCase(ofKeyedData: data) ?? "*")
                }
                if let type = elementType {
                    keyedElementTypeHolders[type, default: []].insert(call.ancestor(TypeDeclSyntax.self).map { TypeNames.baseName($0.name) } ?? "")
                    if let method = Self.calledMethod(around: call, context) {
                        keyedElementTypesInMethods[type, default: []].insert(method)
                    } else {
                        keyedElementTypes.insert(type)
                    }
                }
            }
        }
    }

    /// One use of keyed data under `name`, in the four tables that describe it ("" and "*" where
    /// the container's file does not tell).
    private mutating func recordKeyedData(named name: String, elementType: String, owner: String, enumCase: String) {
        keyedDataNames.insert(name)
        keyedDataElementTypes[name, default: []].insert(elementType)
        keyedDataOwners[name, default: []].insert(owner)
        keyedDataCases[name, default: []].insert(enumCase)
    }

    /// The data of a `ForEach` / `List` / `OutlineGroup` / `Chart` call: its unlabelled first
    /// argument, when that is not the content closure.
    public static func keyedContainerData(_ call: CallExprSyntax) -> ExprSyntax? {
        guard call.callee is IdentifierExprSyntax, let name = call.name, keyedContainers.contains(name),
              let first = call.arguments.first, first.label == nil, let data = first.expression,
              !(data is ClosureExprSyntax) else { return nil }
        return data
    }

    /// The container keys its rows by their `id`: no `id:` argument, or `id: \.id`.
    public static func isKeyedByID(_ call: CallExprSyntax) -> Bool {
        guard let key = call.argument("id") else { return true }
        return (key as? KeyPathExprSyntax)?.components == ["id"]
    }

    /// Whose property the keyed data is: a type's name; `localOwner` for a local value or a
    /// parameter (`let items = ...; List(items)` keys no property named `items`); "" when unknown.
    static func owner(ofKeyedData data: ExprSyntax, at call: CallExprSyntax, _ context: FileContext) -> String {
        if let owner = context.ownerOfProperty(data, at: call) { return owner }
        if let identifier = IdentityFacts.keyedRoot(data) as? IdentifierExprSyntax {
            switch context.bindings.resolve(identifier.name, at: identifier) {
            case .member?, nil: return ""
            default: return localOwner
            }
        }
        return ""
    }

    /// `pro` in `Plan.pro.perks`: keyed data read from one case of a type (not from its shared
    /// instance, `Store.shared.items`).
    static func enumCase(ofKeyedData data: ExprSyntax) -> String? {
        guard let path = keyedRoot(data).dottedPath, path.count == 3, path[0].first?.isUppercase == true,
              path[1].first?.isLowercase == true, !FileContext.sharedInstanceNames.contains(path[1]) else { return nil }
        return path[1]
    }

    /// Whether a keyed container may read `name` from the enum case `label`.
    public func keysData(named name: String, inCaseAmong labels: Set<String>) -> Bool {
        guard let cases = keyedDataCases[name] else { return true }
        return cases.contains("*") || !cases.isDisjoint(with: labels)
    }

    /// The owner of keyed data held in a local value: no type's property.
    static let localOwner = "-"

    /// The expression under order-preserving calls (`items` in `items.filter { }.sorted()`).
    static func keyedRoot(_ data: ExprSyntax) -> ExprSyntax {
        var expression = data.unwrapped
        while let call = expression as? CallExprSyntax, let name = call.name, FileContext.orderPreservingMethods.contains(name),
              let base = call.base {
            expression = base.unwrapped
        }
        return expression
    }

    /// The name of the type's method that holds `node`, when only a call in code can run that
    /// method: not `body`, nor a method SwiftUI or UIKit calls (`makeBody`, `makeUIView`,
    /// `updateUIView`), nor an initializer or accessor.
    static func calledMethod(around node: Syntax, _ context: FileContext) -> String? {
        guard let function = node.ancestor(FunctionDeclSyntax.self), function.keyword == "func",
              function.name != "body", !function.name.hasPrefix("make"), !function.name.hasPrefix("update") else { return nil }
        var parent = function.parent
        while let current = parent, current is OpaqueSyntax || current is IfConfigClauseSyntax || current is IfConfigSyntax {
            parent = current.parent
        }
        return parent is TypeDeclSyntax ? function.name : nil
    }

    /// `let entries = condition ? [Row(...)] : [Row(...)]`: the element type of a local's literal value.
    private func localElementType(_ data: ExprSyntax, _ context: FileContext) -> String? {
        guard let identifier = data.unwrapped as? IdentifierExprSyntax,
              case let .local(variable)? = context.bindings.resolve(identifier.name, at: identifier),
              let value = variable.initializer else { return nil }
        func elementType(_ expression: ExprSyntax, depth: Int) -> String? {
            let expression = expression.unwrapped
            if let collection = expression as? CollectionExprSyntax { return TypeNames.constructedElementType(collection) }
            guard depth < 4 else { return nil }
            if let ternary = expression as? TernaryExprSyntax {
                return elementType(ternary.thenExpression, depth: depth + 1) ?? elementType(ternary.elseExpression, depth: depth + 1)
            }
            if let binary = expression as? BinaryExprSyntax, binary.op == "??" || binary.op == "+" {
                return elementType(binary.lhs, depth: depth + 1) ?? elementType(binary.rhs, depth: depth + 1)
            }
            return nil
        }
        return elementType(value, depth: 0)
    }

    /// The name (`items`, `makeDays`) and, where written, the element type a keyed container's data
    /// comes from. Positions (`indices`, `enumerated()`, ranges) are not keyed by the elements.
    static func keyedSource(_ data: ExprSyntax) -> (name: String?, elementType: String?) {
        let expression = keyedRoot(data)
        if let call = expression as? CallExprSyntax, let name = call.name {
            if ["map", "compactMap"].contains(name), let closure = call.allClosures.first, let value = closure.singleExpression {
                return (nil, TypeNames.constructedType(value))
            }
            if ["enumerated", "indices"].contains(name) { return (nil, nil) }
            return (name, nil)
        }
        if let collection = expression as? CollectionExprSyntax { return (nil, TypeNames.constructedElementType(collection)) }
        guard let path = expression.dottedPath, let last = path.last, last != "indices" else { return (nil, nil) }
        return (last.hasPrefix("$") ? String(last.dropFirst()) : last, nil)
    }
}

extension FileContext {
    /// Whether code of this file's app edits `field` of `type` in place: written through a value
    /// of that type (`Todo.title`), of no type the file declares (`title`, which may be any
    /// type's), or at the end of a chain whose members lead to `type` (`$draft.accent.color`
    /// where `Theme.accent` is a `Swatch`: `color` of `Swatch`). A chain the project's
    /// declarations cannot follow counts, as a write of unknown type does.
    func isEdited(_ field: String, of type: String) -> Bool {
        let facts = project.identity
        if facts.isWritten(field, from: path) || facts.isWritten(type + "." + field, from: path) { return true }
        for (chain, folders) in facts.chainWrites[field] ?? [:] where facts.writes(in: folders, reach: path) {
            guard let owners = typesReached(by: chain), !owners.contains(type) else { return true }
        }
        return false
    }

    /// `typeReached(by:)`, where a chain from a value of unknown type (`?.interest`) begins at
    /// every type whose property has that name: the types it may lead to, nil where any is not
    /// known (or no type declares the property).
    func typesReached(by chain: String) -> [String]? {
        guard chain.hasPrefix(IdentityFacts.unknownRoot + ".") else { return typeReached(by: chain).map { [$0] } }
        let rest = chain.dropFirst(2)
        let name = String(rest.prefix { $0 != "." })
        guard let declared = project.typesOfProperties(named: name) else { return nil }
        var owners: [String] = []
        for start in declared {
            // A property of that name in a type without the rest of the chain is another one.
            guard let start else { return nil }
            switch follow(start + rest.dropFirst(name.count)) {
            case let .type(owner): owners.append(owner)
            case .impossible: continue
            case .unknown: return nil
            }
        }
        return owners.isEmpty ? nil : owners
    }

    /// The type a chain of stored members leads to (`Theme.accent` → the type of `accent`;
    /// `Store.items.[]` → the element type of `items`), from the members' annotations or
    /// initializers; nil where a member or its type is not known.
    func typeReached(by chain: String) -> String? {
        if case let .type(type) = follow(chain) { return type }
        return nil
    }

    enum ChainEnd {
        case type(String)
        /// A type along the chain is declared by the project without the next member: a value of
        /// it cannot begin the chain.
        case impossible
        case unknown
    }

    func follow(_ chain: String) -> ChainEnd {
        let parts = chain.split(separator: ".").map(String.init)
        guard var type = parts.first else { return .unknown }
        var index = 1
        while index < parts.count {
            type = resolvingAlias(type)
            guard parts[index] != "[]" else { return .unknown }
            // A collection (`[TimelineEntry]`) has no member of that name.
            if type.hasPrefix("[") { return .impossible }
            guard let property = members(ofTypeNamed: type).first(where: { $0.name == parts[index] && !$0.isStatic }) else {
                return self.type(named: type) != nil ? .impossible : .unknown
            }
            let subscripted = index + 1 < parts.count && parts[index + 1] == "[]"
            let next = subscripted
                ? property.typeAnnotation.flatMap(TypeNames.elementType(ofAnnotation:)) ?? property.initializerElementType
                : property.typeAnnotation.map(TypeNames.baseName) ?? property.initializerType
            guard let next else { return .unknown }
            type = next
            index += subscripted ? 2 : 1
        }
        return .type(resolvingAlias(type))
    }

    /// `Subject` where the project declares `typealias Subject = SubjectV2` and no type `Subject`:
    /// `SubjectV2`, whose members are the alias's.
    func resolvingAlias(_ type: String) -> String {
        self.type(named: type) == nil ? project.aliasedType(type) ?? type : type
    }
}

/// Reading a file's significant tokens for the scans above.
private final class TokenScan {
    let tree: SyntaxTree
    let tokens: [Token]
    let bytes: [UInt8]
    /// The file's type declarations in source order (an outer one before those inside it).
    let types: [TypeDeclSyntax]

    init(_ tree: SyntaxTree, types: [TypeDeclSyntax]) {
        self.tree = tree
        tokens = tree.tokens
        bytes = tree.source.bytes
        self.types = types
    }

    func text(_ index: Int) -> String { tree.text(index) }

    /// The file's folder (`IdentityFacts.folder(of:)`), as the set of folders its writes are
    /// recorded with.
    lazy var folders: Set<String> = [IdentityFacts.folder(of: tree.source.path)]

    /// How a member written through the value at `base` is recorded: `Type.member` where the
    /// nearest declaration of the value's name before it spells a type, else the name alone.
    func writtenMemberKey(_ member: String, base: Int) -> String {
        // `self?.title = ...`, `self!.title = ...`: only a class is captured `weak` or unowned
        // optional, so the member belongs to a reference.
        if isPunctuation(base, "?") || isPunctuation(base, "!"), isKeyword(base - 1, "self") {
            return Self.referenceType + "." + member
        }
        // `self.feedback?.text = ...`: a member of the type `feedback` is declared with.
        var base = base
        if base > 0, isPunctuation(base, "?") || isPunctuation(base, "!"), tokens[base - 1].kind == .identifier { base -= 1 }
        guard tokens[base].kind == .identifier || tokens[base].kind == .dollar,
              let type = declaredType(ofNameAt: base, depth: 0) else { return member }
        return type + "." + member
    }

    /// The type the nearest declaration before `use` of the same name spells (searched back at
    /// most 3,000 tokens, about a long function): constructed (`let save = Override(context: ctx)`,
    /// also after `??` or a ternary's `:`), annotated (`var state: StateModel`, a parameter
    /// `preset: Preset`), a copy of a collection extension's element (`collectionElement(copiedAt:)`),
    /// or an alias of such a name (`let save = preset`); any other `let`, whose
    /// members only a class lets the code set, as `AnyObject`.
    func declaredType(ofNameAt use: Int, depth: Int) -> String? {
        guard depth < 4, let declaration = nearestDeclaration(ofNameAt: use) else { return nil }
        if isPunctuation(declaration + 1, ":") { return text(declaration + 2) }
        var end = declaration + 2
        while end < tokens.count, end < declaration + 64, !isPunctuation(end, "("), !isPunctuation(end, "{"),
              !isPunctuation(end, "}"), tokens[end].line == tokens[declaration].line { end += 1 }
        if end < tokens.count, isPunctuation(end, "("), tokens[end - 1].kind == .identifier, startsUppercase(end - 1),
           end - 1 == declaration + 2 || isSingle(end - 2, ":") || text(end - 2) == "??" {
            return text(end - 1)
        }
        if declaration + 2 < tokens.count, let element = collectionElement(copiedAt: declaration + 2) { return element }
        if let decoded = decodedType(after: declaration + 1) { return decoded }
        if let element = subscriptedElementType(at: declaration + 2) { return element }
        if declaration + 3 < tokens.count, tokens[declaration + 2].kind == .identifier, !isPunctuation(declaration + 3, "."),
           !isPunctuation(declaration + 3, "("), let aliased = declaredType(ofNameAt: declaration + 2, depth: depth + 1) {
            return aliased
        }
        // A member set through a constant (`if let preset = store.first(...)`; `preset.date = now`)
        // compiles only on a reference: not a value whose identity `\.self` hashes.
        return isKeyword(declaration - 1, "let") ? Self.referenceType : nil
    }

    /// Whether the arguments in the parentheses opening at `open` are all constants (labels,
    /// literals without interpolation, `true` / `false` / `nil`, implicit members `.manual`) and
    /// no trailing closure follows: the view built is equal each time it is built.
    func hasOnlyConstantArguments(openingAt open: Int) -> Bool {
        var index = open + 1
        while index < tokens.count, index < open + 64 {
            let token = tokens[index]
            switch token.kind {
            case .punctuation where isSingle(index, ")"):
                return !(index + 1 < tokens.count && isPunctuation(index + 1, "{") && !tokens[index + 1].newlineBefore)
            case .punctuation where isSingle(index, ",") || isSingle(index, ":"):
                break
            case .punctuation where isSingle(index, "."):
                // An implicit member (`.manual`) right after `(`, `,` or a label's `:`.
                guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
                      isSingle(index - 1, "(") || isSingle(index - 1, ",") || isSingle(index - 1, ":") else { return false }
                index += 1
            case .identifier:
                // Only a label (`document:`).
                guard index + 1 < tokens.count, isSingle(index + 1, ":") else { return false }
            case .integer, .float:
                break
            case .string:
                if bytes[token.byteRange].contains(UInt8(ascii: "\\")) { return false }
            case .keyword:
                guard hasText(index, "true") || hasText(index, "false") || hasText(index, "nil") else { return false }
            default:
                return false
            }
            index += 1
        }
        return false
    }

    /// `T` of an initializer `try JSONDecoder().decode(T.self, from: data)` that follows the `=`
    /// at `equals` on the same line: a value decoded fresh, of the type it names.
    func decodedType(after equals: Int) -> String? {
        guard isSingle(equals, "=") else { return nil }
        var index = equals + 1
        while index + 4 < tokens.count, index < equals + 24, tokens[index].line == tokens[equals].line {
            if hasText(index, "decode"), isPunctuation(index + 1, "("), tokens[index + 2].kind == .identifier,
               startsUppercase(index + 2), isPunctuation(index + 3, "."), isKeyword(index + 4, "self") {
                return text(index + 2)
            }
            index += 1
        }
        return nil
    }

    /// The element type of `xs` for an initializer `xs[0]` at `index` that ends its statement,
    /// where `xs` is declared an array (`var items: [Item]`): a copy of one element.
    func subscriptedElementType(at index: Int) -> String? {
        guard index + 1 < tokens.count, tokens[index].kind == .identifier, isPunctuation(index + 1, "[") else { return nil }
        let close = closer(of: index + 1)
        guard close + 1 >= tokens.count || tokens[close + 1].newlineBefore || isPunctuation(close + 1, ";") else { return nil }
        return arrayElementType(ofNameAt: index)
    }

    /// The value a member is written through, read back from its last token `base`: the root
    /// name (`draft`, `$draft`, `xs`) and the members and subscripts between it and the written
    /// member (`["accent"]` for `draft.accent.color`, `["[]"]` for `xs[i].title`, optional
    /// chaining looked through). Nil when the chain starts at a call, `self` or anything else.
    func memberChain(endingAt base: Int) -> (root: Int, path: [String])? {
        var path: [String] = []
        var index = base
        for _ in 0..<16 {
            guard index >= 0 else { return nil }
            if isPunctuation(index, "?") || isPunctuation(index, "!") {
                index -= 1
            } else if isPunctuation(index, "]") {
                guard let open = opener(of: index) else { return nil }
                path.insert("[]", at: 0)
                index = open - 1
            } else if tokens[index].kind == .identifier || (tokens[index].kind == .dollar && !isShorthandArgument(index)) {
                guard isPunctuation(index - 1, ".") else { return (index, path) }
                path.insert(text(index), at: 0)
                index -= 2
            } else {
                return nil
            }
        }
        return nil
    }

    /// The first member of a chain from `self` that ends at `base` (`postView` of
    /// `self.postView.comment.read`), nil for any other chain.
    func ownMemberRoot(endingAt base: Int) -> Int? {
        var index = base
        for _ in 0..<16 {
            if isPunctuation(index, "?") || isPunctuation(index, "!") { index -= 1; continue }
            guard index >= 2, tokens[index].kind == .identifier, isPunctuation(index - 1, ".") else { return nil }
            if isKeyword(index - 2, "self") { return index }
            index -= 2
        }
        return nil
    }

    /// The names of the file's `@State` properties: most written members are none of them.
    private lazy var stateNames = Set(types.flatMap { type in
        type.members.compactMap { ($0 as? VariableDeclSyntax).flatMap { $0.hasAttribute("State") ? $0.name : nil } }
    })

    /// Whether the name at `use` is a view's `@State` holding one value of a type the code spells
    /// (`@State var postView: PostView`, `@State private var draft = Draft()`), not a collection,
    /// and no nearer declaration hides it: the view's own copy of a value handed to it.
    func isStateCopy(_ use: Int) -> Bool {
        guard tokens[use].kind == .identifier else { return false }
        let name = text(use)
        guard stateNames.contains(name), let type = types.last(where: { $0.firstToken < use && use < $0.endToken }) else { return false }
        guard let property = type.members.first(where: { ($0 as? VariableDeclSyntax)?.name == name }) as? VariableDeclSyntax,
              property.hasAttribute("State"), !property.isLet else { return false }
        if let annotation = property.typeAnnotation {
            guard annotation.first?.isUppercase == true, !annotation.utf8.contains(UInt8(ascii: "<")) else { return false }
        } else {
            guard let call = property.initializer as? CallExprSyntax, call.callee is IdentifierExprSyntax,
                  call.name?.first?.isUppercase == true else { return false }
        }
        if let declaration = nearestDeclaration(ofNameAt: use), declaration != property.nameToken { return false }
        return true
    }

    /// The property a local at `use` copies, by its own name: `if let team {`, `guard var team
    /// else`, `var team = self.team!`, `if var team = team,`. Nil for any other declaration.
    func copiedProperty(ofNameAt use: Int) -> String? {
        guard let declaration = variableDeclaration(ofNameAt: use), declaration + 1 < tokens.count else { return nil }
        let name = text(declaration)
        func endsCondition(_ index: Int) -> Bool {
            index >= tokens.count || tokens[index].newlineBefore || isPunctuation(index, ",") || isPunctuation(index, "{")
                || isPunctuation(index, ";") || isKeyword(index, "else")
        }
        // `if let team {`, `guard var team else`, `if let a, var team, ...`.
        if isKeyword(declaration - 2, "if") || isKeyword(declaration - 2, "guard") || isPunctuation(declaration - 2, ",") {
            if isPunctuation(declaration + 1, ",") || isPunctuation(declaration + 1, "{") || isKeyword(declaration + 1, "else") {
                return name
            }
        }
        // `= self.team`, `= team`, with `!` or `?` after it.
        guard isSingle(declaration + 1, "=") else { return nil }
        var index = declaration + 2
        if isKeyword(index, "self"), isPunctuation(index + 1, ".") { index += 2 }
        guard index < tokens.count, tokens[index].kind == .identifier, sameText(index, declaration) else { return nil }
        index += 1
        while index < tokens.count, !tokens[index].newlineBefore, isSingle(index, "!") || isSingle(index, "?") { index += 1 }
        return endsCondition(index) ? name : nil
    }

    /// Whether the name at `root` is a local `var` that this body began as an empty collection
    /// (`var out: [Span] = []`, `var byDay = [Date: Span]()`): declared in the braces of a
    /// function, getter or closure (not as a type's member) that also hold `root`. Writing its
    /// elements' members builds the values the body returns; no value on display changes.
    func isLocalBuiltFromEmpty(_ root: Int) -> Bool {
        guard let declaration = variableDeclaration(ofNameAt: root), isKeyword(declaration - 1, "var"),
              startsEmpty(declaredAt: declaration), let brace = openingBrace(around: declaration) else { return false }
        let end = closer(of: brace)
        guard root < end else { return false }
        return !types.contains { $0.firstToken < brace && $0.endToken - 1 == end }
    }

    /// Whether the name at `use` is the variable of an enclosing `for var name in ...` loop (no
    /// nearer declaration of it in between): each pass works on a copy of an element.
    /// So is a local `var` copied from the variable of an enclosing `for name in ...` loop
    /// (`for highlight in highlights { var updated = highlight; updated.colors = ... }`).
    func isLoopCopy(_ use: Int) -> Bool {
        if isLoopVariable(use, declaredVar: true) { return true }
        guard let declaration = plainCopy(declaring: use) else { return false }
        return isLoopVariable(declaration + 2, declaredVar: false)
    }

    /// The declaration of the name at `use` where it is `var copy = value`, alone on its line: a
    /// local copy of another value.
    func plainCopy(declaring use: Int) -> Int? {
        guard let declaration = variableDeclaration(ofNameAt: use), isKeyword(declaration - 1, "var"),
              declaration + 3 < tokens.count, isSingle(declaration + 1, "="), tokens[declaration + 2].kind == .identifier,
              tokens[declaration + 3].newlineBefore || isPunctuation(declaration + 3, ";") else { return nil }
        return declaration
    }

    /// Whether the name at `use` is a local `var` copied from another value (`var draft =
    /// postDraft`) that the code only writes members of and hands to `encode(_:)`: a copy
    /// serialised to disk, not a value on display.
    func isEncodedCopy(_ use: Int) -> Bool {
        guard let declaration = plainCopy(declaring: use), let brace = openingBrace(around: declaration) else { return false }
        let end = closer(of: brace)
        let length = tokens[declaration].length
        var encoded = false
        var index = declaration + 1
        while index < end {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index].length == length, sameText(index, declaration),
                  !isPunctuation(index - 1, ".") else { continue }
            // `draft.fileName = ...`: a member written.
            if isPunctuation(index + 1, "."), index + 3 < end, tokens[index + 2].kind == .identifier, isSingle(index + 3, "=") { continue }
            // `encoder.encode(draft)`: serialised.
            if isPunctuation(index - 1, "("), isPunctuation(index + 1, ")"), text(index - 2) == "encode" {
                encoded = true
                continue
            }
            return false
        }
        return encoded
    }

    /// Whether the name at `use` is the variable of an enclosing `for name in ...` loop (`for var`
    /// where `declaredVar`), with no nearer declaration of it in between.
    func isLoopVariable(_ use: Int, declaredVar: Bool) -> Bool {
        guard let brace = openingBrace(around: use) else { return false }
        // `for var name in xs {`: the loop's brace is the first one after `in`.
        var index = brace - 1
        while index >= 3, brace - index < 64, !isKeyword(index, "in") { index -= 1 }
        guard isKeyword(index, "in"), text(index - 1) == text(use) else { return false }
        let loop = declaredVar ? isKeyword(index - 2, "var") && isKeyword(index - 3, "for") : isKeyword(index - 2, "for")
        return loop && (nearestDeclaration(ofNameAt: use) ?? 0) < index
    }

    /// Every `let name` / `var name` of the file as a `nameKey` (the name's hash above its token),
    /// sorted, found in one pass over the keywords the first time a declaration is looked up.
    /// One flat table, not an array per name: most files that look up a declaration look up only
    /// a few.
    private lazy var variableDeclarations: [UInt64] = {
        var found: [UInt64] = []
        for index in 0..<max(tokens.count - 1, 0) where tokens[index].kind == .keyword && tokens[index].length == 3 {
            let start = Int(tokens[index].start)
            // `let` or `var` (no other keyword has these letters).
            guard (bytes[start] == UInt8(ascii: "l") && bytes[start + 1] == UInt8(ascii: "e") && bytes[start + 2] == UInt8(ascii: "t"))
                    || (bytes[start] == UInt8(ascii: "v") && bytes[start + 1] == UInt8(ascii: "a") && bytes[start + 2] == UInt8(ascii: "r")),
                  tokens[index + 1].kind == .identifier else { continue }
            found.append(nameKey(TypeUseTable.hash(bytes[tokens[index + 1].byteRange]), index + 1))
        }
        found.sort()
        return found
    }()

    /// The nearest `let name` / `var name` before `use` of the same name (at most 3,000 tokens
    /// before it, about a long function).
    func variableDeclaration(ofNameAt use: Int) -> Int? {
        nearest(named: bytes[tokens[use].byteRange], in: variableDeclarations, before: use, from: use - 2_999)
    }

    /// How many low bits of a `nameKey` hold the token: enough for the file's tokens.
    private lazy var tokenBits = Int.bitWidth - max(tokens.count, 1).leadingZeroBitCount

    /// A name's declaration at `token` as one sortable word: the upper bits of the name's hash
    /// above the token, so a table of them sorts by name (up to a shared hash), then by token, as
    /// plain integers (the bytes tell names that share the hash's upper bits apart).
    private func nameKey(_ hash: UInt64, _ token: Int) -> UInt64 {
        (hash >> tokenBits) << tokenBits | UInt64(token)
    }

    /// The last token of `table` (sorted `nameKey`s) that spells `name`, before `use` and not
    /// before `floor`: a binary search for the name's entries before `use`, then back through them
    /// while they are not before `floor`.
    private func nearest(named name: ArraySlice<UInt8>, in table: [UInt64], before use: Int, from floor: Int) -> Int? {
        let bound = nameKey(TypeUseTable.hash(name), use)
        // The first entry past this name's entries before `use`.
        var low = 0, high = table.count
        while low < high {
            let middle = (low + high) / 2
            if table[middle] < bound { low = middle + 1 } else { high = middle }
        }
        let hashBits = bound >> tokenBits
        let tokenMask = (UInt64(1) << tokenBits) - 1
        while low > 0, table[low - 1] >> tokenBits == hashBits {
            let token = Int(table[low - 1] & tokenMask)
            guard token >= floor else { return nil }
            if bytes[tokens[token].byteRange].elementsEqual(name) { return token }
            low -= 1
        }
        return nil
    }

    /// Whether the declaration of the name at `declaration` gives it an empty collection: `= []`,
    /// `= [:]`, `= [Span]()`, `= [Date: Span]()`, after a type annotation or not.
    func startsEmpty(declaredAt declaration: Int) -> Bool {
        var index = declaration + 1
        while index < tokens.count, index - declaration < 32, !isSingle(index, "="), !isPunctuation(index, "{"),
              tokens[index].line == tokens[declaration].line { index += 1 }
        guard index + 2 < tokens.count, isSingle(index, "="), isPunctuation(index + 1, "[") else { return false }
        let close = closer(of: index + 1)
        if close == index + 2 || (close == index + 3 && isPunctuation(index + 2, ":")) { return true }
        return close + 2 < tokens.count && isPunctuation(close + 1, "(") && isPunctuation(close + 2, ")")
    }

    /// The `[` that the `]` at `index` closes (searched back at most 4,096 tokens).
    func opener(of index: Int) -> Int? {
        var depth = 0
        var scan = index
        while scan >= 0, index - scan < 4_096 {
            if isPunctuation(scan, ")") || isPunctuation(scan, "]") || isPunctuation(scan, "}") { depth += 1 }
            if isPunctuation(scan, "(") || isPunctuation(scan, "[") || isPunctuation(scan, "{") {
                depth -= 1
                if depth == 0 { return isPunctuation(scan, "[") ? scan : nil }
            }
            scan -= 1
        }
        return nil
    }

    /// Methods of a collection whose closure gets an element as `$0`.
    static let elementClosureMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "contains", "allSatisfy", "sorted",
        "firstIndex", "lastIndex", "min", "max",
    ]
    /// Collection types an extension can constrain by `Element == T`.
    static let collectionTypes: Set<String> = [
        "Array", "ArraySlice", "ContiguousArray", "Set", "Sequence", "Collection", "BidirectionalCollection",
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
    ]

    /// `var item = $0` (the `$0` at `index`, alone on its line) in the closure an element-wise
    /// method of the collection itself gets (`map { ... }`, `self.map { ... }`) inside
    /// `extension Array where Element == Bookmark`: a copy of an element, a `Bookmark`.
    func collectionElement(copiedAt index: Int) -> String? {
        guard tokens[index].kind == .dollar, text(index) == "$0",
              index + 1 >= tokens.count || tokens[index + 1].newlineBefore || isPunctuation(index + 1, ";"),
              let brace = openingBrace(around: index) else { return nil }
        var method = brace - 1
        if isPunctuation(method, "(") { method -= 1 }
        guard method > 0, tokens[method].kind == .identifier, Self.elementClosureMethods.contains(text(method)),
              !isPunctuation(method - 1, ".") || isKeyword(method - 2, "self"),
              let type = types.last(where: { $0.firstToken < index && index < $0.endToken }), type.kind == .extension,
              Self.collectionTypes.contains(type.name) else { return nil }
        return type.sameTypeRequirements["Element"]
    }

    /// The `{` of the innermost braces around `index` (searched back at most 3,000 tokens).
    func openingBrace(around index: Int) -> Int? {
        var depth = 0
        var scan = index - 1
        while scan >= 0, index - scan < 3_000 {
            if isPunctuation(scan, "}") { depth += 1 }
            if isPunctuation(scan, "{") {
                if depth == 0 { return scan }
                depth -= 1
            }
            scan -= 1
        }
        return nil
    }

    /// Every declaration `nearestDeclaration(ofNameAt:)` can find: each `name: Type` (annotated,
    /// `Type` capitalised, neither `Type.Inner` nor generic) and `let name =` / `var name =`, as a
    /// sorted `nameKey`. Found in one pass once a file has had a few lookups, so each later one is
    /// a binary search, not a scan back through the function.
    private lazy var declarations: [UInt64] = {
        var found: [UInt64] = []
        for index in 0..<max(tokens.count - 2, 0) where tokens[index].kind == .identifier && isDeclaration(index) {
            found.append(nameKey(TypeUseTable.hash(bytes[tokens[index].byteRange]), index))
        }
        found.sort()
        return found
    }()

    /// How many declarations have been looked up by scanning back: past a few, a table of the
    /// file's declarations is cheaper than more scans.
    private var declarationScans = 0
    /// Where each name was last looked up from by scanning back, and the declaration found then:
    /// a later use scans back only to the earlier one.
    private var lastDeclarationLookup: [String: (use: Int, declaration: Int?)] = [:]

    /// The token of the nearest declaration of the name at `use` before it (at most 3,000 tokens
    /// before it, about a long function): `name: Type` (annotated, `Type` capitalised) or
    /// `let name =` / `var name =`. The first few lookups of a file scan back from the use; later
    /// ones search the table of the file's declarations.
    func nearestDeclaration(ofNameAt use: Int) -> Int? {
        let dropsDollar = tokens[use].kind == .dollar
        let start = Int(tokens[use].start) + (dropsDollar ? 1 : 0)
        let length = Int(tokens[use].length) - (dropsDollar ? 1 : 0)
        guard length > 0 else { return nil }
        let name = bytes[start..<(start + length)]
        let floor = max(use - 3_000, 1)
        guard declarationScans >= 16 else {
            declarationScans += 1
            return scanBackForDeclaration(of: name, before: use, floor: floor)
        }
        return nearest(named: name, in: declarations, before: use, from: floor)
    }

    /// Whether the identifier at `index` declares its name: `name: Type` or `let name =` / `var name =`.
    private func isDeclaration(_ index: Int) -> Bool {
        let annotated = isPunctuation(index + 1, ":") && tokens[index + 2].kind == .identifier && startsUppercase(index + 2)
            && !isPunctuation(index + 3, ".") && !isPunctuation(index + 3, "<")
        return annotated || (isSingle(index + 1, "=") && (isKeyword(index - 1, "let") || isKeyword(index - 1, "var")))
    }

    /// `nearestDeclaration(ofNameAt:)` by scanning back from `use` to `floor`, or to where the same
    /// name was last looked up from (whose answer stands if nothing nearer is found).
    private func scanBackForDeclaration(of name: ArraySlice<UInt8>, before use: Int, floor: Int) -> Int? {
        let key = String(decoding: name, as: UTF8.self)
        var stop = floor
        var fallback: Int?
        if let earlier = lastDeclarationLookup[key], earlier.use < use {
            stop = max(stop, earlier.use)
            fallback = earlier.declaration.flatMap { $0 >= floor ? $0 : nil }
        }
        var index = use - 1
        while index >= stop {
            defer { index -= 1 }
            guard tokens[index].kind == .identifier, Int(tokens[index].length) == name.count, index + 2 < tokens.count,
                  bytes[tokens[index].byteRange].elementsEqual(name), isDeclaration(index) else { continue }
            lastDeclarationLookup[key] = (use, index)
            return index
        }
        lastDeclarationLookup[key] = (use, fallback)
        return fallback
    }

    /// The element type the nearest declaration before `use` of the same name spells as an array
    /// (`notes: [Note]`, also `@Binding var notes: [Note]`), searched back at most 3,000 tokens.
    func arrayElementType(ofNameAt use: Int) -> String? {
        guard tokens[use].kind == .identifier else { return nil }
        var index = use - 1
        while index >= 0, use - index < 3_000 {
            defer { index -= 1 }
            guard tokens[index].kind == .identifier, tokens[index].length == tokens[use].length, sameText(index, use),
                  isPunctuation(index + 1, ":") else { continue }
            guard isPunctuation(index + 2, "["), index + 4 < tokens.count, tokens[index + 3].kind == .identifier,
                  isPunctuation(index + 4, "]"), startsUppercase(index + 3) else { return nil }
            return text(index + 3)
        }
        return nil
    }

    /// The property assigned by the statement that reaches `index` (`name` or `self.name` of
    /// `name = Array(xs.prefix(50))`), searched back at most 64 tokens to an `=` outside brackets.
    func assignedName(before index: Int) -> String? {
        var depth = 0
        var scan = index
        while scan > 0, index - scan < 64 {
            scan -= 1
            if isPunctuation(scan, ")") || isPunctuation(scan, "]") || isPunctuation(scan, "}") { depth += 1 }
            if isPunctuation(scan, "(") || isPunctuation(scan, "[") || isPunctuation(scan, "{") {
                if depth == 0 {
                    // Opened before the statement's value started: only `Array(` and the like.
                    if isPunctuation(scan, "{") { return nil }
                    continue
                }
                depth -= 1
            }
            guard depth == 0, isSingle(scan, "="), scan >= 1, tokens[scan - 1].kind == .identifier else { continue }
            let name = scan - 1
            if isPunctuation(name - 1, "."), !isKeyword(name - 2, "self") { return nil }
            return text(name)
        }
        return nil
    }

    /// Whether the value named at `index` is written: `&name`, or the chain from it (subscripts,
    /// members, `?` and `!`) ends in an assignment, a compound assignment or a mutating call.
    func writesThrough(startingAt index: Int) -> Bool {
        if isPunctuation(index - 1, "&") || (isPunctuation(index - 1, ".") && isPunctuation(index - 3, "&")) { return true }
        var next = index + 1
        var lastMember: Int?
        for _ in 0..<32 {
            guard next < tokens.count else { return false }
            if isPunctuation(next, "[") {
                next = closer(of: next) + 1
            } else if isPunctuation(next, "."), next + 1 < tokens.count, tokens[next + 1].kind == .identifier {
                lastMember = next + 1
                next += 2
            } else if tokens[next].length == 1, isSingle(next, "?") || isSingle(next, "!") {
                next += 1
            } else {
                break
            }
        }
        guard next < tokens.count else { return false }
        if isSingle(next, "=") { return true }
        if tokens[next].kind == .operator, IdentityFacts.compoundAssignments.contains(text(next)) { return true }
        if let member = lastMember, isPunctuation(next, "(") || isPunctuation(next, "{"),
           IdentityFacts.mutatingMethods.contains(text(member)) || IdentityFacts.shiftingMethods.contains(text(member)) {
            return true
        }
        return false
    }

    /// The type recorded for a value only a class can be (a `let` whose member is written).
    static let referenceType = "AnyObject"

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 && bytes[Int(token.start)] == UInt8(ascii: character)
    }

    /// A one-byte token of any kind with this character (`+`).
    func isSingle(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        tokens[index].length == 1 && bytes[Int(tokens[index].start)] == UInt8(ascii: character)
    }

    func isKeyword(_ index: Int, _ word: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .keyword && hasText(index, word)
    }

    /// Whether the token at `index` spells `word`, compared byte for byte: the scan asks this of
    /// many tokens, and a `String` per token would cost more than the scan.
    func hasText(_ index: Int, _ word: String) -> Bool {
        Int(tokens[index].length) == word.utf8.count && bytes[tokens[index].byteRange].elementsEqual(word.utf8)
    }

    /// Whether the token at `index` spells one of `words` (compared byte for byte, by length first).
    func isOne(of words: [[UInt8]], at index: Int) -> Bool {
        let token = tokens[index]
        return words.contains { $0.count == Int(token.length) && bytes[token.byteRange].elementsEqual($0) }
    }

    /// Whether the tokens at `first` and `second` spell the same, compared byte for byte.
    func sameText(_ first: Int, _ second: Int) -> Bool {
        bytes[tokens[first].byteRange].elementsEqual(bytes[tokens[second].byteRange])
    }

    /// `$0`, `$1`: closure arguments, not bindings.
    func isShorthandArgument(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.length >= 2 else { return true }
        let second = bytes[Int(token.start) + 1]
        return second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9")
    }

    /// A token that can be the value a member is read from: a name, a binding, a call's or a
    /// subscript's result, an optional chain. Not `self` (an initializer's `self.x = x`).
    func isValueBase(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier: return true
        case .dollar: return !isShorthandArgument(index)
        case .punctuation: return isPunctuation(index, ")") || isPunctuation(index, "]") || isPunctuation(index, "?")
            || isPunctuation(index, "!")
        default: return false
        }
    }

    /// The index of the bracket closing the one at `index` (the last token when unbalanced).
    func closer(of index: Int) -> Int { tree.closingBracket(of: index) }

    /// Whether the `]` at `index` closes an array literal (not a subscript `xs[i]`).
    func isArrayLiteral(closingAt index: Int) -> Bool {
        guard let open = opener(of: index) else { return false }
        guard open > 0 else { return true }
        // After a value (`xs[`, `f()[`, `a?[`) the brackets subscript it.
        let before = tokens[open - 1]
        return !(before.kind == .identifier || before.kind == .dollar || isPunctuation(open - 1, ")")
            || isPunctuation(open - 1, "]") || isPunctuation(open - 1, "?") || isPunctuation(open - 1, "!"))
    }

    /// The labels of the arguments in the parentheses opening at `index`.
    func argumentLabels(openingAt index: Int) -> [String] {
        let end = closer(of: index)
        var labels: [String] = []
        var scan = index + 1
        var expectsArgument = true
        while scan < end {
            if expectsArgument, tokens[scan].kind == .identifier || tokens[scan].kind == .keyword, isPunctuation(scan + 1, ":") {
                labels.append(text(scan))
            }
            expectsArgument = false
            if isPunctuation(scan, "(") || isPunctuation(scan, "[") || isPunctuation(scan, "{") {
                scan = closer(of: scan) + 1
                continue
            }
            if isPunctuation(scan, ",") { expectsArgument = true }
            scan += 1
        }
        return labels
    }

    /// For `name`, `self.name` or `x.name` starting at `index` and not followed by a call or
    /// subscript: the last name, and whether it is a member of the code's own type (`name`,
    /// `self.name`) rather than of another value.
    func plainChainEnd(from index: Int) -> (String, Bool)? {
        var scan = index
        var isOwn = true
        if isKeyword(scan, "self"), isPunctuation(scan + 1, ".") { scan += 2 }
        guard scan < tokens.count, tokens[scan].kind == .identifier else { return nil }
        var last = scan
        while isPunctuation(last + 1, "."), last + 2 < tokens.count, tokens[last + 2].kind == .identifier {
            last += 2
            isOwn = false
        }
        if isPunctuation(last + 1, "(") || isPunctuation(last + 1, "[") { return nil }
        return (text(last), isOwn)
    }

    /// For `vm.songs.move(...)`: the type of `vm` where its declaration spells one (`@StateObject
    /// private var vm = EditModel()`), prefixed `~` where that declaration is a view's own
    /// `@StateObject` / `@State` (an instance only that view changes); "" where it is not known.
    func receiverKey(ofMemberAt index: Int) -> String {
        guard isPunctuation(index - 1, "."), index >= 2, tokens[index - 2].kind == .identifier,
              !isPunctuation(index - 3, "."), let type = declaredType(ofNameAt: index - 2, depth: 0),
              type != Self.referenceType, type.first?.isUppercase == true,
              let declaration = nearestDeclaration(ofNameAt: index - 2) else { return "" }
        var attribute = declaration - 2
        while attribute >= 0, declaration - attribute < 6, tokens[attribute].kind == .keyword { attribute -= 1 }
        let owned = attribute >= 0 && tokens[attribute].kind == .attribute && ["@StateObject", "@State"].contains(text(attribute))
        return (owned ? "~" : "") + type
    }

    /// Whether the name at `index` is reached from the code's own type: written alone (`items`) or
    /// after `self.`, not as a member of another value (`store.items`).
    func isOwnMember(_ index: Int) -> Bool {
        guard isPunctuation(index - 1, ".") else { return true }
        return isKeyword(index - 2, "self")
    }

    func startsUppercase(_ index: Int) -> Bool {
        let first = bytes[Int(tokens[index].start)]
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// For the value after `name =` at `index`: the dropping or reordering copy of `name` it is
    /// (`name.filter { ... }`, `self.name.sorted(by: ...)`), if any.
    func copyMethod(writtenAt target: Int, after index: Int) -> String? {
        // The written chain's root, `self.` left out: `vm` of `vm.items = ...` (at most 8 names).
        var root = target
        var names = 1
        while root >= 2, names < 8, isPunctuation(root - 1, "."), tokens[root - 2].kind == .identifier {
            root -= 2
            names += 1
        }
        var scan = index
        if isKeyword(scan, "self"), isPunctuation(scan + 1, ".") { scan += 2 }
        // `items.filter { ... }` copies `items` (`vm.items.sorted()` copies `vm.items`); a copy
        // of another value (`post.items.compactMap { ... }`) is a reload, which shifts nothing.
        for name in stride(from: root, through: target, by: 2) {
            guard scan + 2 < tokens.count, tokens[scan].kind == .identifier, isPunctuation(scan + 1, "."),
                  sameText(scan, name) else { return nil }
            scan += 2
        }
        guard scan < tokens.count, tokens[scan].kind == .identifier else { return nil }
        let method = text(scan)
        return IdentityFacts.shiftingCopies.contains(method) ? method : nil
    }
}
