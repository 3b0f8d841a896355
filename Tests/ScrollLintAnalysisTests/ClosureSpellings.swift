import ScrollLintAnalysis
import ScrollLintSyntax

/// Rewrites the closure arguments of the SwiftUI calls in a source into the other spellings Swift
/// allows, so a rule document example can be checked in every form apps write it:
/// `f(a, of: { ... }, action: { ... })`, `f(a) { ... } action: { ... }` and the mixed
/// `f(a, of: { ... }) { ... }`. Only calls of the signature table are rewritten, and only where
/// the rewrite keeps every line where it was (nothing but spaces between the pieces), so findings
/// keep their lines.
enum ClosureSpellings {
    enum Spelling: CaseIterable {
        /// Every closure inside the parentheses, with its label.
        case parenthesised
        /// Every closure at the end of the argument list written as a trailing closure.
        case trailing
        /// The first closure of that run in parentheses, the rest trailing.
        case mixed
    }

    /// Which calls to rewrite when one is nested inside another's closure.
    enum Depth: CaseIterable { case outermost, innermost }

    /// The source with every rewritable call respelled, or nil when nothing changes.
    static func variant(of source: String, _ spelling: Spelling, _ depth: Depth) -> String? {
        let tree = SyntaxTree.parse(SourceFile(path: "Example.swift", text: source))
        var edits: [(range: Range<Int>, text: String)] = []
        let candidates = tree.root.descendants(CallExprSyntax.self).compactMap { rewrite($0, spelling, tree) }
        for candidate in candidates {
            let nestedInOther = candidates.contains { other in
                other.range != candidate.range && other.range.lowerBound <= candidate.range.lowerBound
                    && candidate.range.upperBound <= other.range.upperBound
            }
            let containsOther = candidates.contains { other in
                other.range != candidate.range && candidate.range.lowerBound <= other.range.lowerBound
                    && other.range.upperBound <= candidate.range.upperBound
            }
            if depth == .outermost ? !nestedInOther : !containsOther { edits.append(candidate) }
        }
        guard !edits.isEmpty else { return nil }
        var bytes = Array(source.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        let result = String(decoding: bytes, as: UTF8.self)
        return result == source ? nil : result
    }

    private struct Piece {
        var label: String?
        var text: String
        var isClosure: Bool
    }

    /// The byte range from the end of the callee to the end of the call, and its new text.
    private static func rewrite(_ call: CallExprSyntax, _ spelling: Spelling, _ tree: SyntaxTree) -> (range: Range<Int>, text: String)? {
        guard let parameters = call.boundClosureParameters, !parameters.isEmpty else { return nil }
        let tokens = tree.tokens
        let source = tree.source
        func text(_ first: Int, _ end: Int) -> String {
            source.text(Int(tokens[first].start)..<Int(tokens[end - 1].end))
        }
        let calleeEnd = call.callee.endToken
        let hasParentheses = calleeEnd < tokens.count && source.text(of: tokens[calleeEnd]) == "("
            && tokens[calleeEnd].start == tokens[calleeEnd - 1].end
        // Each argument as label and text; closures carry the label of the parameter they bind to.
        var pieces: [Piece] = []
        var closureIndex = 0
        for argument in call.arguments {
            guard let expression = argument.expression else { return nil }
            if let closure = expression as? ClosureExprSyntax {
                pieces.append(Piece(label: parameters[closureIndex].label, text: text(closure.firstToken, closure.endToken), isClosure: true))
                closureIndex += 1
            } else {
                pieces.append(Piece(label: argument.label, text: text(expression.firstToken, expression.endToken), isClosure: false))
            }
        }
        for (_, closure) in call.trailingClosures {
            guard closureIndex < parameters.count else { return nil }
            pieces.append(Piece(label: parameters[closureIndex].label, text: text(closure.firstToken, closure.endToken), isClosure: true))
            closureIndex += 1
        }
        // The run of closures that ends the argument list is what may move.
        var runStart = pieces.count
        while runStart > 0, pieces[runStart - 1].isClosure { runStart -= 1 }
        guard runStart < pieces.count else { return nil }
        let parenthesisedCount: Int
        switch spelling {
        case .parenthesised: parenthesisedCount = pieces.count
        case .trailing: parenthesisedCount = runStart
        case .mixed:
            guard pieces.count - runStart >= 2 else { return nil }
            parenthesisedCount = runStart + 1
        }
        // A trailing closure after the first needs a label to be written.
        if parenthesisedCount + 1 < pieces.count, pieces[(parenthesisedCount + 1)...].contains(where: { $0.label == nil }) { return nil }
        func argument(_ piece: Piece) -> String { piece.label.map { "\($0): \(piece.text)" } ?? piece.text }
        var result = ""
        if parenthesisedCount > 0 || !hasParentheses && parenthesisedCount == pieces.count {
            result += "(" + pieces[..<parenthesisedCount].map(argument).joined(separator: ", ") + ")"
        }
        for (index, piece) in pieces[parenthesisedCount...].enumerated() {
            result += index == 0 ? " \(piece.text)" : " \(argument(piece))"
        }
        // Keep lines: the pieces themselves may span lines, nothing between them may.
        let start = Int(tokens[calleeEnd - 1].end)
        let end = Int(tokens[call.endToken - 1].end)
        let original = source.text(start..<end)
        func lineBreaks(_ string: String) -> Int { string.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
        guard lineBreaks(original) == lineBreaks(result) else { return nil }
        return (start..<end, result)
    }
}
