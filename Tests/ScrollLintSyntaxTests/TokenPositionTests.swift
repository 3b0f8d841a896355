import ScrollLintSyntax
import XCTest

/// Positions found from the bytes, for trees lexed without them, match those the lexer assigns.
final class TokenPositionTests: XCTestCase {
    func testPositionsFromBytesMatchAssignedPositions() {
        let text = "struct A {\r\n  var é = \"ü\\n\" // ß\r  let b = \"\"\"\n  x\n  \"\"\"\n}\n\t/* 🙂\n */ func f() {}"
        let source = SourceFile(path: "A.swift", text: text)
        let assigned = SyntaxTree.parse(source)
        let found = SyntaxTree.parse(SourceFile(path: "A.swift", text: text), tokenPositions: false)
        XCTAssertEqual(assigned.tokens.count, found.tokens.count)
        for index in assigned.tokens.indices {
            XCTAssertTrue(assigned.position(ofToken: index) == found.position(ofToken: index), "token \(index)")
            XCTAssertTrue(assigned.endPosition(ofToken: index) == found.endPosition(ofToken: index), "token \(index)")
        }
    }
}
