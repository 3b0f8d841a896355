import ScrollLintSyntax
import XCTest

/// The skeleton's shape for the constructs rules rely on, checked through its outline
/// (node kind, key facts and line:column of each node).
final class ParserTests: XCTestCase {
    func outline(_ source: String) -> String {
        SyntaxOutline.render(SyntaxTree.parse(SourceFile(path: "Test.swift", text: source)))
    }

    func testViewWithModifierChainAndScrollTransition() {
        let source = """
        struct Card: View {
            @State private var offset: CGFloat = 0
            var body: some View {
                Text("a")
                    .padding()
                    .scrollTransition { content, phase in
                        content.opacity(phase.isIdentity ? 1 : 0.5)
                    }
            }
        }
        """
        XCTAssertEqual(outline(source), """
        file
          struct Card : View @1:1
            @State var offset: CGFloat @2:5
              @State @2:5
              literal 0 @2:42
            var body: some View {computed} @3:5
              CodeBlock @3:25
                call scrollTransition({}) @4:9
                  member .scrollTransition @4:9
                    call padding() @4:9
                      member .padding @4:9
                        call Text(_) @4:9
                          identifier Text @4:9
                          literal "a" @4:14
                  closure (content, phase) @6:31
                    call opacity(_) @7:17
                      member .opacity @7:17
                        identifier content @7:17
                      ternary @7:33
                        member .isIdentity @7:33
                          identifier phase @7:33
                        literal 1 @7:52
                        literal 0.5 @7:56

        """)
    }

    func testBindingClosureParameter() {
        // `$tab in` is a signature (the element's binding), `$0` in a body is not.
        let source = """
        ForEach($tabs) { $tab in
            tab.minX = 1
        }
        xs.map { $0 }
        """
        XCTAssertEqual(outline(source), """
        file
          call ForEach(_,{}) @1:1
            identifier ForEach @1:1
            identifier $tabs @1:9
            closure ($tab) @1:16
              assign = @2:5
                member .minX @2:5
                  identifier tab @2:5
                literal 1 @2:16
          call map({}) @4:1
            member .map @4:1
              identifier xs @4:1
            closure () @4:8
              identifier $0 @4:10

        """)
    }

    func testLabeledTrailingClosures() {
        let source = """
        x.onScrollGeometryChange(for: CGFloat.self) { geo in
            geo.contentOffset.y
        } action: { _, new in
            offset = new
        }
        """
        XCTAssertEqual(outline(source), """
        file
          call onScrollGeometryChange(for,{},{action}) @1:1
            member .onScrollGeometryChange @1:1
              identifier x @1:1
            for: member .self @1:31
              identifier CGFloat @1:31
            closure (geo) @1:45
              member .y @2:5
                member .contentOffset @2:5
                  identifier geo @2:5
            closure (_, new) @3:11
              assign = @4:5
                identifier offset @4:5
                identifier new @4:14

        """)
    }

    func testNestedTypesExtensionsAndEnumCases() {
        let source = """
        @Observable final class Store {
            var items: [Todo] = []
            enum Filter { case all, done(Bool) }
            struct Todo: Identifiable, Hashable { let id = UUID(); var title: String }
        }
        extension Store: Sendable {}
        """
        XCTAssertEqual(outline(source), """
        file
          class Store @1:1
            @Observable @1:1
            var items: [Todo] @2:5
              CollectionExpr @2:25
            enum Filter @3:5
              case all, done (payload) @3:19
            struct Todo : Identifiable, Hashable @4:5
              let id @4:43
                call UUID() @4:52
                  identifier UUID @4:52
              var title: String @4:60
          extension Store : Sendable @6:1

        """)
    }

    func testIfConditionDoesNotTakeTrailingClosure() {
        let tree = SyntaxTree.parse(SourceFile(path: "T.swift", text: "if items.contains(x) { count += 1 } else { count = 0 }"))
        let statement = tree.root.items.first as? IfStmtSyntax
        XCTAssertNotNil(statement?.body)
        XCTAssertNotNil(statement?.elseBranch)
        let condition = statement?.conditions.first?.expression as? CallExprSyntax
        XCTAssertEqual(condition?.name, "contains")
        XCTAssertEqual(condition?.trailingClosures.count, 0)
    }

    func testPrecedenceAndAssignment() {
        let tree = SyntaxTree.parse(SourceFile(path: "T.swift", text: "progress = min(max(-minY / 500, 0), 1) + a * b - c"))
        let assignment = tree.root.items.first as? AssignmentExprSyntax
        let sum = assignment?.value as? BinaryExprSyntax
        XCTAssertEqual(sum?.op, "-")
        XCTAssertEqual((sum?.lhs as? BinaryExprSyntax)?.op, "+")
        XCTAssertEqual(((sum?.lhs as? BinaryExprSyntax)?.rhs as? BinaryExprSyntax)?.op, "*")
    }

    func testModifiersUnderIfConfigContinueTheChain() {
        let source = """
        Text("a")
            .padding()
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .opacity(0.5)
        """
        let tree = SyntaxTree.parse(SourceFile(path: "T.swift", text: source))
        let chain = (tree.root.items.first as? ExprSyntax)?.modifierCalls.compactMap(\.name)
        XCTAssertEqual(chain, ["padding", "navigationBarTitleDisplayMode", "opacity"])
    }

    func testParentsAndRanges() {
        let tree = SyntaxTree.parse(SourceFile(path: "T.swift", text: "struct V: View {\n  var body: some View { ScrollView { Text(\"x\") } }\n}"))
        let text = tree.root.descendants(CallExprSyntax.self).first { $0.name == "Text" }
        XCTAssertEqual(text?.ancestor(TypeDeclSyntax.self)?.name, "V")
        XCTAssertEqual(text?.ancestor(VariableDeclSyntax.self)?.name, "body")
        XCTAssertEqual(text.map { tree.text(of: $0) }, "Text(\"x\")")
        XCTAssertEqual(text.map { tree.position(of: $0).line }, 2)
    }

    func testContainsNodeStopsAtTheFirstMatchAndSkipsWhatItIsToldTo() {
        let tree = SyntaxTree.parse(SourceFile(path: "T.swift", text: "let a = f(x, g(y), z)"))
        var visited: [String] = []
        let found = tree.root.containsNode { node in
            guard let identifier = node as? IdentifierExprSyntax else { return false }
            visited.append(identifier.name)
            return identifier.name == "x"
        }
        XCTAssertTrue(found)
        XCTAssertEqual(visited, ["f", "x"])
        // Kept out of `g(...)`, `y` is not found; `z` is.
        let isGCall: (Syntax) -> Bool = { ($0 as? CallExprSyntax)?.name == "g" }
        XCTAssertFalse(tree.root.containsNode(where: { ($0 as? IdentifierExprSyntax)?.name == "y" }, descendingInto: { !isGCall($0) }))
        XCTAssertTrue(tree.root.containsNode(where: { ($0 as? IdentifierExprSyntax)?.name == "z" }, descendingInto: { !isGCall($0) }))
    }

    func testArgumentsAreValuesAndClosuresKnowWhetherTheyTrail() throws {
        let tree = SyntaxTree.parse(SourceFile(path: "Test.swift", text: """
        Button(action: { save() }, label: { Text("Save") }) { Image("x") } more: { Text("y") }
        """))
        let call = try XCTUnwrap(tree.root.items.first as? CallExprSyntax)
        XCTAssertEqual(call.arguments.map(\.label), ["action", "label"])
        XCTAssertEqual(call.trailingClosures.map(\.label), [nil, "more"])
        XCTAssertEqual(call.allClosures.count, 4)
        let action = try XCTUnwrap(call.closure("action"))
        XCTAssertFalse(action.isTrailing)
        XCTAssertTrue(action.parent === call)
        XCTAssertEqual(action.enclosingArgument?.label, "action")
        XCTAssertEqual(tree.position(ofToken: try XCTUnwrap(action.enclosingArgument).firstToken).column, 8)
        XCTAssertTrue(call.closure(nil)?.isTrailing ?? false)
        XCTAssertNil(call.closure(nil)?.enclosingArgument)
        XCTAssertEqual(call.closure("more")?.trailingLabel, "more")
    }

    /// A token's end is counted on from its start, not from the start of its line; both give the
    /// same place, for tokens with multi-byte characters, on later lines and across lines.
    func testTokenEndPositionsAgreeWithTheLineTable() {
        let quotes = String(repeating: "\"", count: 3)
        let text = "let café = \"naïve 😀\" ; let x = 1\r\nlet s = \(quotes)\n  two lines é\n  \(quotes) + `weird name`"
        let tree = SyntaxTree.parse(SourceFile(path: "Test.swift", text: text))
        XCTAssertEqual(tree.tokens.count, 15)
        for index in tree.tokens.indices {
            let expected = tree.source.position(ofByte: Int(tree.tokens[index].end))
            let actual = tree.endPosition(ofToken: index)
            XCTAssertTrue(actual == expected, "token \(index) '\(tree.text(index))': \(actual) != \(expected)")
        }
        XCTAssertTrue(tree.endPosition(ofToken: 3) == (1, 21))  // just past "naïve 😀"
    }
}
