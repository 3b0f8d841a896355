import ScrollLintSyntax

/// Pass one: reads one file's declarations into a `FileSummary` for the project index.
enum FileSummarizer {
    /// Containers that add no bar or inset of their own: `.ignoresSafeArea()` on one reaches the
    /// view it wraps.
    static let transparentWrappers: Set<String> = ["ScrollViewReader", "GeometryReader", "Group", "ZStack"]
    static func summarize(_ context: FileContext) -> FileSummary {
        var summary = FileSummary()
        let tree = context.tree
        for type in context.typeDeclarations {
            summary.types.append(summarize(type, context))
        }
        for call in context.calls(named: "preference") {
            guard let key = call.argument("key").flatMap(metatypeName), let value = call.argument("value") else { continue }
            let flow = context.flow.value(of: value)
            guard flow.geometry else { continue }
            // A whole frame (`proxy.frame(in: .named("scroll"))`) carries its position too.
            let isFrame = flow.object == .proxyRect
            summary.preferenceKeys.append((key, .init(carriesGeometry: true, carriesScrollPosition: flow.scroll || isFrame,
                                                      carriesFrame: isFrame)))
        }
        summary.typeAliases = typeAliases(in: tree)
        summary.scrollDisablingModifiers = scrollDisablingModifiers(in: context.typeDeclarations)
        // Views the file shows full screen: `Home().ignoresSafeArea(.all, edges: .top)`.
        for call in context.calls(named: "ignoresSafeArea") + context.calls(named: "edgesIgnoringSafeArea") {
            let chain = context.chainCalls(of: context.chainTop(of: call))
            guard let root = chain.last, root.callee is IdentifierExprSyntax, var name = root.name,
                  name.first?.isUppercase == true, context.ignoresTopSafeArea(chain) else { continue }
            // `ScrollViewReader { proxy in Home(proxy: proxy) }.ignoresSafeArea()`: a container
            // that adds no bar passes the full screen on to the one view it wraps.
            if Self.transparentWrappers.contains(name) {
                guard let content = root.trailingClosures.first?.closure,
                      let wrappedName = wrappedView(in: content, tree, context),
                      !Self.transparentWrappers.contains(wrappedName) else { continue }
                name = wrappedName
            }
            summary.fullScreenViews.insert(name)
            summary.path = tree.source.path
        }
        // Views a window shows whole: `WindowGroup { ContentView() }`.
        for call in context.calls(named: "WindowGroup") {
            guard let content = call.trailingClosures.first?.closure,
                  let name = wrappedView(in: content, tree, context) else { continue }
            summary.windowRootViews.insert(name)
        }
        // Views a `NavigationSplitView` shows as its sidebar column: `NavigationSplitView { Sidebar() }`.
        for call in context.calls(named: "NavigationSplitView") where call.callee is IdentifierExprSyntax {
            guard let sidebar = call.closure(boundTo: "sidebar") ?? call.trailingClosures.first?.closure,
                  let name = wrappedView(in: sidebar, tree, context) else { continue }
            summary.sidebarViews.insert(name)
        }
        // Measuring helpers are read against the file's own preference keys (declared beside them),
        // in a full parse: the declarations-only one skips the closures their readings pass through.
        // So are the closures a generic container view shows only as another screen.
        let containers = context.typeDeclarations.filter { mayTakeContentClosures($0) && mentionsPresentation($0, tree) }
        let mayDeclareHelpers = GeometryHelperSummarizer.mayDeclareHelpers(context.typeDeclarations)
        if mayDeclareHelpers || !containers.isEmpty {
            let local = ProjectIndex()
            local.add(FileSummary(preferenceKeys: summary.preferenceKeys))
            let full = SyntaxTree.parse(tree.source)
            let fullContext = FileContext(tree: full, project: local)
            if mayDeclareHelpers {
                summary.geometryHelpers = GeometryHelperSummarizer.helpers(in: full, fullContext)
            }
            if !containers.isEmpty {
                let starts = Set(containers.map(\.firstToken))
                for type in fullContext.typeDeclarations where starts.contains(type.firstToken) {
                    let presented = fullContext.presentedClosures(of: type)
                    guard !presented.isEmpty,
                          let index = summary.types.firstIndex(where: { $0.path == tree.source.path && $0.name == TypeNames.baseName(type.name) })
                    else { continue }
                    summary.types[index].presentedClosures = presented
                }
            }
        }
        summary.relevance.calledNames = CalledNames(in: tree)
        summary.relevance.hasDirectives = mentionsDirective(tree)
        // Only code that imports SwiftUI can build a view or call a view modifier.
        if importsSwiftUI(tree) { summary.typeUses = typeUses(in: tree, functions: context.functionDeclarations) }
        summary.viewModifierMethods = Set(viewModifierMethods(in: context.typeDeclarations).map { TypeUses.modifierName($0.name) })
        for call in context.calls(named: "ForEach") + context.calls(named: "List") {
            if let keyPath = call.argument("id") as? KeyPathExprSyntax, keyPath.components.count == 1 {
                summary.identityKeyPaths.insert(keyPath.components[0])
            }
        }
        summary.identity = IdentityFacts.collect(context)
        return summary
    }

    /// A generic type with a stored property or initializer parameter of a function type that
    /// returns one of its parameters (`let more: () -> Page`): a view that takes content.
    static func mayTakeContentClosures(_ type: TypeDeclSyntax) -> Bool {
        guard !type.genericParameters.isEmpty else { return false }
        return type.members.contains { member in
            if variables(in: member).contains(where: { FileContext.returnsParameter($0.typeAnnotation, of: type) }) { return true }
            guard let function = member as? FunctionDeclSyntax, function.keyword == "init" else { return false }
            return function.parameters.contains { FileContext.returnsParameter($0.type, of: type) }
        }
    }

    /// Whether the type's tokens name a link (`NavigationLink`, `...Link`) or a presenting
    /// modifier (`sheet`, `navigationDestination`): where it can show content as another screen.
    static func mentionsPresentation(_ type: TypeDeclSyntax, _ tree: SyntaxTree) -> Bool {
        let bytes = tree.source.bytes
        let link = Array("Link".utf8)
        let presenting = FileContext.presentationModifiers.map { Array($0.utf8) }
        for index in type.firstToken..<min(type.endToken, tree.tokens.count) where tree.tokens[index].kind == .identifier {
            let range = tree.tokens[index].byteRange
            if range.count >= link.count, bytes[(range.upperBound - link.count)..<range.upperBound].elementsEqual(link) { return true }
            if presenting.contains(where: { $0.count == range.count && bytes[range].elementsEqual($0) }) { return true }
        }
        return false
    }

    /// Whether a comment holds `scroll-lint:` (see `SuppressionDirective.isMentioned`).
    static func mentionsDirective(_ tree: SyntaxTree) -> Bool {
        tree.source.bytes.withUnsafeBufferPointer { source in
            tree.comments.contains { SuppressionDirective.isMentioned(in: UnsafeBufferPointer(rebasing: source[$0.byteRange])) }
        }
    }

    /// Where each capitalised name is constructed or referred to (`Name(`, `Name {`, `Name.`,
    /// `Name<`): from preview code, from the code of which types, or from other code. Tokens are
    /// scanned, not the tree, so bodies the declarations-only parse skipped count too.
    static func typeUses(in tree: SyntaxTree, functions: [FunctionDeclSyntax]) -> TypeUseTable {
        var table = TypeUseTable()
        let tokens = tree.tokens
        let bytes = tree.source.bytes
        func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].length == 1
                && bytes[Int(tokens[index].start)] == byte
        }
        func isFollowedByUse(_ index: Int) -> Bool {
            isPunctuation(index + 1, UInt8(ascii: "(")) || isPunctuation(index + 1, UInt8(ascii: "{"))
                || isPunctuation(index + 1, UInt8(ascii: ".")) || isPunctuation(index + 1, UInt8(ascii: "<"))
                || (index + 1 < tokens.count && tokens[index + 1].kind == .operator && bytes[Int(tokens[index + 1].start)] == UInt8(ascii: "<"))
        }
        // `.sheet(isPresented: $shown) { Picker() }`: the views built in a sheet's or popover's
        // arguments and content are shown presented. Its last token (`}` or `)`), from the
        // token after the modifier's name; the scan marks uses before it.
        let presentingModifiers = presentingModifierNames.map { Array($0.utf8) }
        func presentationEnd(after name: Int) -> Int? {
            let token = tokens[name]
            guard isPunctuation(name - 1, UInt8(ascii: ".")), presentingModifiers.contains(where: { modifier in
                modifier.count == Int(token.length) && bytes[token.byteRange].elementsEqual(modifier)
            }) else { return nil }
            // `(...)`, then the trailing closure `{ ... }` after it, if any; or the closure alone.
            var end = name + 1
            if isPunctuation(end, UInt8(ascii: "(")) {
                end = tree.closingBracket(of: end)
                guard isPunctuation(end + 1, UInt8(ascii: "{")) else { return end }
                end += 1
            }
            guard isPunctuation(end, UInt8(ascii: "{")) else { return nil }
            return tree.closingBracket(of: end)
        }
        var presentedUntil = -1
        // `func GridItem(_ item: Item) -> some View` called as `GridItem(item)` is no use of a type.
        let functionNames = Set(functions.map { TypeUseTable.hash($0.name.utf8) })
        func scan(_ item: Syntax, from context: TypeUses.Context) {
            let end = min(item.endToken, tokens.count)
            guard item.firstToken < end else { return }
            let contextIndex = table.index(of: context)
            // A type's uses of its own name (`Self`-like `Name.shared`) are no uses.
            var ownName: UInt64?
            var inModifierMethod = false
            if case let .type(name) = context {
                inModifierMethod = name.hasPrefix(".")
                ownName = inModifierMethod ? TypeUseTable.hash(name.utf8.dropFirst(), modifier: true) : TypeUseTable.hash(name.utf8)
            }
            for index in item.firstToken..<end where tokens[index].kind == .identifier {
                let token = tokens[index]
                let first = bytes[Int(token.start)]
                let name: UInt64
                if first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") {
                    guard isFollowedByUse(index) else { continue }
                    // `LabelManagerView.UserGroup`: a type nested in it, named as a type; no use of
                    // the view itself.
                    if isPunctuation(index + 1, UInt8(ascii: ".")), index + 2 < tokens.count, tokens[index + 2].kind == .identifier {
                        let next = bytes[Int(tokens[index + 2].start)]
                        if next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") { continue }
                    }
                    name = TypeUseTable.hash(bytes[token.byteRange])
                    if functionNames.contains(name) { continue }
                } else if isPunctuation(index + 1, UInt8(ascii: "(")) || isPunctuation(index + 1, UInt8(ascii: "{")),
                          inModifierMethod || isPunctuation(index - 1, UInt8(ascii: ".")) {
                    if let end = presentationEnd(after: index) { presentedUntil = max(presentedUntil, end) }
                    // `.scrollableHeader(...)`, or `scrollableHeader(...)` inside another modifier of
                    // `extension View`: a use of a modifier method (kept only if the project declares it).
                    name = TypeUseTable.hash(bytes[token.byteRange], modifier: true)
                } else {
                    continue
                }
                if name == ownName { continue }
                table.add(TypeUseTable.Use(name: name, context: contextIndex, presented: index < presentedUntil))
            }
        }
        func visit(_ items: SyntaxChildren) {
            for item in items {
                switch item {
                case let config as IfConfigSyntax:
                    for clause in config.clauses { visit(clause.children) }
                case let type as TypeDeclSyntax where isViewExtension(type):
                    // Each modifier method of `extension View` is a unit of its own: used by its callers.
                    for member in type.children {
                        if let function = member as? FunctionDeclSyntax, function.keyword == "func" {
                            scan(function, from: .type(TypeUses.modifierName(function.name)))
                        } else {
                            scan(member, from: .type(TypeNames.baseName(type.name)))
                        }
                    }
                case let type as TypeDeclSyntax:
                    scan(type, from: type.inheritedTypes.contains("PreviewProvider") ? .preview : .type(TypeNames.baseName(type.name)))
                case let call as CallExprSyntax where call.name == "#Preview":
                    scan(call, from: .preview)
                default:
                    scan(item, from: .otherCode)
                }
            }
        }
        visit(tree.root.children)
        table.compact()
        return table
    }

    /// Sheets and popovers: what they show is a panel over the screen that presents it, not that
    /// screen's content. (A `fullScreenCover` is a screen of its own.)
    static let presentingModifierNames = ["sheet", "popover"]

    /// `import SwiftUI` (its imports come first, so the scan stops early where there is one).
    static func importsSwiftUI(_ tree: SyntaxTree) -> Bool { imports(["SwiftUI"], tree) }

    /// Whether the file imports any of `modules` (`import AppKit`).
    static func imports(_ modules: [String], _ tree: SyntaxTree) -> Bool {
        let names = modules.map { Array($0.utf8) }, importWord = Array("import".utf8)
        let bytes = tree.source.bytes, tokens = tree.tokens
        // Each `import` and the name right after it: a file that imports none of the modules is
        // read to its end, so the test per token is the cheapest one (length, then first byte).
        for index in tokens.indices.dropLast() where tokens[index].length == 6 && bytes[Int(tokens[index].start)] == UInt8(ascii: "i") {
            let token = tokens[index + 1]
            guard token.kind == .identifier, bytes[tokens[index].byteRange].elementsEqual(importWord) else { continue }
            if names.contains(where: { $0.count == token.length && bytes[token.byteRange].elementsEqual($0) }) { return true }
        }
        return false
    }

    /// AppKit types a file of Mac code names (SwiftUI re-exports them: such a file need not
    /// import AppKit).
    static let appKitTypes: Set<String> = [
        "NSApp", "NSApplication", "NSWindow", "NSView", "NSImage", "NSColor", "NSFont", "NSOpenPanel", "NSSavePanel",
        "NSWorkspace", "NSPasteboard", "NSEvent", "NSCursor", "NSAlert", "NSMenu", "NSStatusBar", "NSHostingView",
        "NSHostingController", "NSViewRepresentable", "NSViewControllerRepresentable", "NSBitmapImageRep", "NSScreen",
    ]

    /// Argument labels of SwiftUI initializers that exist only on the Mac (`Color(nsColor:)`).
    static let appKitLabels: Set<String> = ["nsColor", "nsImage", "nsFont"]

    /// SwiftUI views and colours that exist only on the Mac (`HSplitView`,
    /// `Color(.windowBackgroundColor)`): a file naming them builds for the Mac alone.
    static let macOnlySwiftUINames: [[UInt8]] = ["HSplitView", "VSplitView", "windowBackgroundColor", "controlBackgroundColor",
                                                 "textBackgroundColor", "underPageBackgroundColor"].map { Array($0.utf8) }

    /// A file of Mac code: it imports AppKit (or Cocoa), names an AppKit type or a Mac-only
    /// initializer label or a Mac-only SwiftUI view or colour (`HSplitView`,
    /// `.windowBackgroundColor`), and neither imports UIKit nor names a UIKit type (`UI` and a capital:
    /// `UIImage`, `UIApplication`).
    static func isMacOnly(_ tree: SyntaxTree) -> Bool {
        guard !imports(["UIKit"], tree) else { return false }
        var mac = imports(["AppKit", "Cocoa"], tree)
        let bytes = tree.source.bytes
        for token in tree.tokens where token.kind == .identifier && token.length > 2 {
            let start = Int(token.start)
            if !mac, token.length >= 10, macOnlySwiftUINames.contains(where: { name in
                name.count == token.length && bytes[start] == name[0] && bytes[token.byteRange].elementsEqual(name)
            }) {
                mac = true
            }
            let second = bytes[start + 2]
            guard second >= UInt8(ascii: "A"), second <= UInt8(ascii: "Z") else { continue }
            if bytes[start] == UInt8(ascii: "U"), bytes[start + 1] == UInt8(ascii: "I") { return false }
            if !mac, bytes[start] == UInt8(ascii: "N"), bytes[start + 1] == UInt8(ascii: "S"),
               appKitTypes.contains(String(decoding: bytes[token.byteRange], as: UTF8.self)) {
                mac = true
            }
            if !mac, bytes[start] == UInt8(ascii: "n"), bytes[start + 1] == UInt8(ascii: "s"),
               appKitLabels.contains(String(decoding: bytes[token.byteRange], as: UTF8.self)) {
                mac = true
            }
        }
        return mac
    }

    /// SwiftUI types whose extensions add modifiers (`extension View { func card() -> some View }`).
    static let extendedViewTypes: Set<String> = ["View", "ScrollView", "List", "Text", "Image", "Shape", "Button",
                                                 "TextField", "NavigationStack", "TabView", "Form", "VStack", "HStack"]

    static func isViewExtension(_ type: TypeDeclSyntax) -> Bool {
        type.kind == .extension && extendedViewTypes.contains(TypeNames.baseName(type.name))
    }

    /// The modifier methods the file's extensions of SwiftUI view types declare.
    static func viewModifierMethods(in types: [TypeDeclSyntax]) -> [FunctionDeclSyntax] {
        types.filter(isViewExtension).flatMap { type in
            type.members.compactMap { ($0 as? FunctionDeclSyntax).flatMap { $0.keyword == "func" ? $0 : nil } }
        }
    }

    /// Identifiers whose bodies the index needs: preference values, `ForEach`/`List` identity
    /// key paths, computed UUID ids, custom hashing, data keyed by id (`OutlineGroup`, `Chart`),
    /// modifiers that turn scrolling off, the project's measuring modifiers, and a dictionary's
    /// values returned by a computed collection (`PropertySummary.isUnordered`), and a body that
    /// is only a spinner (`TypeSummary.isSpinner`).
    static let indexedBodyWords = Set(["preference", "ForEach", "List", "UUID", "combine", "OutlineGroup", "Chart", "scrollDisabled",
                                       "ignoresSafeArea", "edgesIgnoringSafeArea", "WindowGroup", "NavigationSplitView", "values",
                                       "ProgressView"])
        .union(GeometryHelperSummarizer.measuringCalls)
    /// `indexedBodyWords` as the declarations-only parse takes them.
    static let indexedBodies = BodyWords(indexedBodyWords)

    /// The one view a wrapper's content builds (`{ proxy in Home(proxy: proxy) }`: `Home`). This
    /// parse skips closures that mention no indexed word, so a skipped one is read from its tokens:
    /// a capitalised call as its first statement, with nothing after that call but modifiers.
    static func wrappedView(in content: ClosureExprSyntax, _ tree: SyntaxTree, _ context: FileContext) -> String? {
        if let only = content.singleExpression {
            guard let wrapped = context.chainCalls(of: only).last, wrapped.callee is IdentifierExprSyntax,
                  let name = wrapped.name, name.first?.isUppercase == true else { return nil }
            return name
        }
        guard content.statements.isEmpty else { return nil }
        let tokens = tree.tokens
        var index = content.firstToken + 1
        let end = content.endToken - 1  // the closing brace
        // Past a signature (`proxy in`).
        if let inIndex = (index..<end).first(where: { tokens[$0].kind == .keyword && tree.text($0) == "in" }) { index = inIndex + 1 }
        guard index + 1 < end, tokens[index].kind == .identifier, tree.text(index + 1) == "(" else { return nil }
        let name = tree.text(index)
        guard name.first?.isUppercase == true else { return nil }
        // The call's arguments run to the matching parenthesis, which must be the last token or
        // be followed only by modifiers (`.frame(minWidth: 200)`, `.navigationTitle("Inbox")`).
        var depth = 0
        var position = index + 1
        while position < end {
            let text = tree.text(position)
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" { depth -= 1 }
            position += 1
            guard depth == 0 else { continue }
            if position == end { return name }
            // A trailing closure of the call just read (`.toolbar(id: "main") { ... }`): skipped
            // the same way.
            if tree.text(position) == "{" { continue }
            // `.modifier(` or `.modifier {` next: its arguments or closure are read the same way.
            guard position + 2 < end, tree.text(position) == ".", tokens[position + 1].kind == .identifier,
                  tree.text(position + 2) == "(" || tree.text(position + 2) == "{" else { return nil }
            position += 2
        }
        return nil
    }

    /// The project's own `View` modifiers that turn scrolling off (`func withoutScroll() -> some
    /// View { scrollDisabled(true) }`), so a scroll view they modify is not a nested scroller.
    static func scrollDisablingModifiers(in types: [TypeDeclSyntax]) -> Set<String> {
        var names: Set<String> = []
        for type in types where type.kind == .extension && TypeNames.baseName(type.name) == "View" {
            for case let function as FunctionDeclSyntax in type.members where function.keyword == "func" {
                if function.body?.descendants(CallExprSyntax.self).contains(where: { $0.name == "scrollDisabled" }) == true {
                    names.insert(function.name)
                }
            }
        }
        return names
    }

    /// File-level `typealias Episode = EpisodeV2` (also `= Schema.EpisodeV2`): the alias and the
    /// simple name of the type it stands for (`[]` for an array or dictionary). Generic or
    /// composed aliases are skipped.
    static func typeAliases(in tree: SyntaxTree) -> [(alias: String, type: String)] {
        var aliases: [(alias: String, type: String)] = []
        for case let declaration as OpaqueSyntax in tree.root.children {
            var index = declaration.firstToken
            let end = min(declaration.endToken, tree.tokens.count)
            while index < end, tree.tokens[index].kind == .keyword, tree.text(index) != "typealias" { index += 1 }
            guard index + 3 < end, tree.text(index) == "typealias", tree.tokens[index + 1].kind == .identifier,
                  tree.text(index + 2) == "=" else { continue }
            // An array or dictionary (`= [String: Int]`): recorded as `[]`, a collection.
            if tree.text(index + 3) == "[" {
                aliases.append((tree.text(index + 1), "[]"))
                continue
            }
            // `Name` or `Module.Name`, and nothing after it.
            var position = index + 3
            var target = ""
            while position < end, tree.tokens[position].kind == .identifier {
                target = tree.text(position)
                position += 1
                guard position < end, tree.text(position) == "." else { break }
                position += 1
            }
            guard !target.isEmpty, position == end else { continue }
            aliases.append((tree.text(index + 1), target))
        }
        return aliases
    }

    /// `Foo.self` → `Foo`.
    static func metatypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.unwrapped as? MemberAccessExprSyntax, member.name == "self",
              let base = member.base?.dottedPath, !base.isEmpty else { return nil }
        return base.last
    }

    static func summarize(_ type: TypeDeclSyntax, _ context: FileContext) -> TypeSummary {
        var properties: [PropertySummary] = []
        var hasPayload = false
        var definesHashing = false
        var hasBody = false
        var bodyGetter: CodeBlockSyntax?
        for member in type.members {
            for variable in variables(in: member) {
                properties.append(summarize(variable, context))
                if variable.name == "body", !variable.isStored {
                    hasBody = true
                    bodyGetter = variable.getter
                }
            }
            if let enumCase = member as? EnumCaseDeclSyntax, enumCase.hasPayload { hasPayload = true }
        }
        properties.trimCapacity()
        let wrapped = properties.indices.filter { properties[$0].attributes.contains { $0 == "Binding" || $0 == "State" } }
        if !wrapped.isEmpty {
            let counts = mentions(of: wrapped.map { properties[$0].name }, in: type, context.tree)
            for (index, count) in zip(wrapped, counts) { properties[index].isNeverRead = count == 1 }
        }
        // A custom `hash(into:)` that combines only constants (`hasher.combine(id)`), or a custom
        // `==` that compares only them (`lhs.id == rhs.id`), keeps `\.self` stable even when
        // other properties change.
        let mutableNames = Set(properties.filter { $0.isStored && !$0.isLet && !$0.isStatic }.map(\.name))
        for case let function as FunctionDeclSyntax in type.members where function.name == "hash" || function.name == "==" {
            guard let body = function.body else { continue }
            let referenced = Set(body.descendants(IdentifierExprSyntax.self).map(\.name)
                + body.descendants(MemberAccessExprSyntax.self).map(\.name))
            definesHashing = definesHashing || referenced.isDisjoint(with: mutableNames)
        }
        // `extension Outer.Inner`: `Inner`, declared in `Outer`. Most names have no dot: a
        // byte test spares the generic `split` (a grapheme walk) for them.
        var name = type.name
        var outer: String?
        if name.utf8.contains(UInt8(ascii: ".")) {
            let dotted = name.split(separator: ".")
            name = dotted.last.map(String.init) ?? name
            outer = dotted.count > 1 ? String(dotted[dotted.count - 2]) : nil
        } else {
            outer = type.ancestor(TypeDeclSyntax.self).map { TypeNames.baseName($0.name) }
        }
        var summary = TypeSummary(name: name,
                                  kind: type.kind, inheritedTypes: Set(type.inheritedTypes),
                                  attributes: Set(type.attributes.map(\.name)), properties: properties,
                                  hasPayloadCases: hasPayload, definesHashing: definesHashing, hasBody: hasBody,
                                  path: context.tree.source.path, outerType: outer)
        if let bodyGetter {
            summary.isSpinner = isSpinnerOnly(bodyGetter, properties, context)
            summary.fillsProposal = bodyFillsProposal(bodyGetter, context.tree)
            summary.wrappedView = bodyConstruction(bodyGetter, context.tree)
        }
        return summary
    }

    /// Views that take the size they are offered whatever their content.
    static let proposalFillingViews: Set<String> = ["GeometryReader", "ScrollView", "List", "Form", "TabView",
                                                    "NavigationStack", "NavigationView", "NavigationSplitView",
                                                    "Color", "Rectangle", "RoundedRectangle", "Capsule", "Circle",
                                                    "Ellipse", "Spacer", "Map"]

    /// Whether the `body` getter starts with a view of `proposalFillingViews` (`ScrollView(axes) {
    /// ... }`) and names no `fixedSize`, which would size it by its content. Read from the tokens:
    /// pass one skips bodies that name no indexed word.
    static func bodyFillsProposal(_ getter: CodeBlockSyntax, _ tree: SyntaxTree) -> Bool {
        let (index, end) = innerTokens(of: getter, tree)
        guard index + 1 < end, tree.tokens[index].kind == .identifier, proposalFillingViews.contains(tree.text(index)),
              tree.text(index + 1) == "(" || tree.text(index + 1) == "{" else { return false }
        return !(index..<end).contains { tree.tokens[$0].kind == .identifier && tree.text($0) == "fixedSize" }
    }

    /// The token indexes of a getter's statements, inside its braces (`index..<end`).
    static func innerTokens(of getter: CodeBlockSyntax, _ tree: SyntaxTree) -> (index: Int, end: Int) {
        var index = getter.firstToken
        var end = getter.endToken
        if index < end, tree.text(index) == "{" { index += 1 }
        if end > index, tree.text(end - 1) == "}" { end -= 1 }
        return (index, end)
    }

    /// `var body: some View { Home() }` or `{ Home(store: store) }`: the name of the view whose
    /// construction, with no modifier, is the whole getter. Read from the tokens, as above.
    static func bodyConstruction(_ getter: CodeBlockSyntax, _ tree: SyntaxTree) -> String? {
        let (index, end) = innerTokens(of: getter, tree)
        guard index + 2 < end, end <= tree.tokens.count, tree.tokens[index].kind == .identifier, tree.text(index + 1) == "(",
              tree.text(end - 1) == ")" else { return nil }
        let name = tree.text(index)
        guard name.first?.isUppercase == true else { return nil }
        // The parenthesis opened after the name closes at the getter's last token.
        var depth = 0
        for position in (index + 1)..<end {
            switch tree.text(position) {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return position == end - 1 ? name : nil }
            default: continue
            }
        }
        return nil
    }

    /// Modifiers that start work when a view appears: a view with one is more than a spinner.
    static let workStartingModifiers: Set<String> = ["onAppear", "onDisappear", "task", "onReceive", "onChange"]

    /// `var body: some View { ProgressView().controlSize(.large).frame(maxWidth: .infinity) }` (the
    /// `body` getter) in a type with no stored property: an indeterminate spinner and nothing else.
    static func isSpinnerOnly(_ getter: CodeBlockSyntax, _ properties: [PropertySummary], _ context: FileContext) -> Bool {
        guard !properties.contains(where: { $0.isStored && !$0.isStatic }), let expression = getter.singleExpression else { return false }
        let chain = context.chainCalls(of: expression)
        guard let root = chain.last, root.callee is IdentifierExprSyntax, root.name == "ProgressView",
              root.arguments.isEmpty, root.trailingClosures.isEmpty else { return false }
        return chain.dropLast().allSatisfy { !workStartingModifiers.contains($0.name ?? "") }
    }

    /// How often the type's tokens name each of `names` (also as `$name` or `_name`), in one
    /// pass; a string literal with an interpolation that holds a name counts, as it may read it.
    static func mentions(of names: [String], in type: TypeDeclSyntax, _ tree: SyntaxTree) -> [Int] {
        let words = names.map { Array($0.utf8) }
        var counts = [Int](repeating: 0, count: words.count)
        let bytes = tree.source.bytes
        let interpolation: [UInt8] = [UInt8(ascii: "\\"), UInt8(ascii: "(")]
        for index in type.firstToken..<min(type.endToken, tree.tokens.count) {
            let token = tree.tokens[index]
            var range = token.byteRange
            switch token.kind {
            case .identifier, .dollar:
                if bytes[range.lowerBound] == UInt8(ascii: "$") || bytes[range.lowerBound] == UInt8(ascii: "_") { range = range.dropFirst() }
                for (slot, word) in words.enumerated() where word.count == range.count && bytes[range].elementsEqual(word) {
                    counts[slot] += 1
                }
            case .string:
                // Only an interpolation (`\(`) can read a name.
                guard bytes[range].containsBytes(interpolation) else { continue }
                for (slot, word) in words.enumerated() where bytes[range].containsBytes(word) { counts[slot] += 1 }
            default:
                continue
            }
        }
        return counts
    }

    /// Variable declarations directly in a member list (a multi-binding `var a, b` is grouped;
    /// `#if` clauses are looked through).
    static func variables(in member: Syntax) -> [VariableDeclSyntax] {
        if let variable = member as? VariableDeclSyntax { return [variable] }
        if member is OpaqueSyntax { return member.children.compactMap { $0 as? VariableDeclSyntax } }
        if let config = member as? IfConfigSyntax {
            return config.clauses.flatMap { $0.items.flatMap(variables(in:)) }
        }
        return []
    }

    static func summarize(_ variable: VariableDeclSyntax, _ context: FileContext) -> PropertySummary {
        var environmentType: String?
        if let environment = variable.attribute("Environment"), let argument = environment.arguments.first?.expression {
            environmentType = metatypeName(argument)
        }
        var initializerType: String?
        var elementType: String?
        if let initializer = variable.initializer {
            initializerType = TypeNames.constructedType(initializer)
            elementType = TypeNames.constructedElementType(initializer)
        }
        var mintsUUID = false
        if let initializer = variable.initializer { mintsUUID = UUIDExpressions.isFreshUUID(initializer) }
        if let getter = variable.getter, let value = getter.singleExpression {
            mintsUUID = UUIDExpressions.isFreshUUID(value)
        }
        return PropertySummary(name: variable.name, isLet: variable.isLet, isStatic: variable.isStatic,
                               isStored: variable.isStored,
                               isPrivate: variable.modifiers.contains("private") || variable.modifiers.contains("fileprivate"),
                               hasInitializer: variable.initializer != nil, attributes: variable.attributes.map(\.name),
                               environmentObjectType: environmentType, typeAnnotation: variable.typeAnnotation,
                               initializerType: initializerType, initializerElementType: elementType,
                               mintsUUID: mintsUUID,
                               isUnordered: variable.getter?.singleExpression.map(isDictionaryEntries) ?? false)
    }

    /// `downloaders.values`, through `filter`, `map` and `compactMap` (`Array(...)` too): a
    /// dictionary's values, which come in no particular order.
    static func isDictionaryEntries(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.peelingCalls(["filter", "map", "compactMap"]) as? MemberAccessExprSyntax,
              member.base != nil else { return false }
        return member.name == "values"
    }
}

/// Reading type names out of type annotations and constructor calls.
enum TypeNames {
    /// Whether a spelled type is a function type (`() -> Void`, `@escaping (Item) -> Row`): it
    /// holds `->`, found on bytes.
    static func isFunctionType<Text: StringProtocol>(_ text: Text?) -> Bool {
        guard let utf8 = text?.utf8 else { return false }
        var previous: UInt8 = 0
        for byte in utf8 {
            if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
            previous = byte
        }
        return false
    }

    /// `Todo?` → `Todo`; `Swift.Array<Int>` → `Array`; `some View` → `View`.
    static func baseName(_ text: String) -> String {
        // Most names are already plain (`Item`): answer them without building a substring.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: " ") }) {
            return text
        }
        var name = Substring(text)
        for prefix in ["some ", "any "] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// The element type of a collection type annotation: `[Todo]`, `[Todo]?`, `Array<Todo>`,
    /// `Set<Todo>`, `IdentifiedArrayOf<Todo>`.
    static func elementType(ofAnnotation text: String) -> String? {
        var type = Substring(text)
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = type.dropFirst().dropLast()
            guard !inner.utf8.contains(UInt8(ascii: ":")), !inner.utf8.contains(UInt8(ascii: "[")) else { return nil }  // dictionaries, nesting
            return baseName(String(inner))
        }
        for generic in ["Array<", "Set<", "ContiguousArray<", "ArraySlice<", "IdentifiedArrayOf<"] where type.hasPrefix(generic) && type.hasSuffix(">") {
            let inner = type.dropFirst(generic.count).dropLast()
            guard !inner.utf8.contains(UInt8(ascii: ",")), !inner.utf8.contains(UInt8(ascii: "<")) else { return nil }
            return baseName(String(inner))
        }
        return nil
    }

    /// `Store()` / `Store.shared` / `Store(items: x)` → `Store` (a capitalised name only).
    static func constructedType(_ expression: ExprSyntax) -> String? {
        let expression = expression.unwrapped
        if let call = expression as? CallExprSyntax, let identifier = call.callee as? IdentifierExprSyntax,
           identifier.name.first?.isUppercase == true {
            return identifier.genericArguments == nil ? identifier.name : nil
        }
        if let member = expression as? MemberAccessExprSyntax, let base = member.base as? IdentifierExprSyntax,
           base.name.first?.isUppercase == true, member.name == "shared" {
            return base.name
        }
        return nil
    }

    /// `[Todo]()`, `Array<Todo>()`, `[Todo(...), Todo(...)]` → `Todo`.
    static func constructedElementType(_ expression: ExprSyntax) -> String? {
        let expression = expression.unwrapped
        if let call = expression as? CallExprSyntax, call.arguments.isEmpty {
            if let collection = call.callee as? CollectionExprSyntax, collection.elements.count == 1,
               let element = collection.elements[0] as? IdentifierExprSyntax {
                return element.name
            }
            if let identifier = call.callee as? IdentifierExprSyntax, identifier.name == "Array",
               let argument = identifier.genericArguments {
                return baseName(argument)
            }
        }
        if let collection = expression as? CollectionExprSyntax, !collection.isDictionary, !collection.elements.isEmpty {
            let names = collection.elements.map { constructedType($0) }
            if let first = names.first ?? nil, names.allSatisfy({ $0 == first }) { return first }
        }
        return nil
    }
}

/// Recognising `UUID()` minted in place.
enum UUIDExpressions {
    /// `UUID()` or `UUID().uuidString`.
    static func isFreshUUID(_ expression: ExprSyntax) -> Bool {
        freshUUIDCall(expression) != nil
    }

    /// The `UUID()` call of `UUID()` / `UUID().uuidString`.
    static func freshUUIDCall(_ expression: ExprSyntax) -> CallExprSyntax? {
        var expression = expression.unwrapped
        if let member = expression as? MemberAccessExprSyntax, member.name == "uuidString", let base = member.base {
            expression = base.unwrapped
        }
        guard let call = expression as? CallExprSyntax, call.arguments.isEmpty, call.trailingClosures.isEmpty,
              let callee = call.callee as? IdentifierExprSyntax, callee.name == "UUID" else { return nil }
        return call
    }
}
