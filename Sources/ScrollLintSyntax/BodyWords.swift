/// The words a declarations-only parse looks for (`SyntaxTree.parse(_:skippingBodiesWithout:)`):
/// a code block or closure none of whose identifiers spells one of them is skipped whole. Made
/// once and shared by every file's parse; each parse counts the words among its tokens in one
/// pass (`countsBefore(_:in:)`).
public struct BodyWords: Sendable {
    /// The words by length (below `lengthLimit`; a longer word is no identifier worth indexing):
    /// most identifiers have a length no word has, or a first byte none of that length starts with.
    private let byLength: [[[UInt8]]]
    private static let lengthLimit = 64

    public init(_ words: Set<String>) {
        var byLength = [[[UInt8]]](repeating: [], count: Self.lengthLimit)
        for word in words where !word.isEmpty && word.utf8.count < Self.lengthLimit {
            byLength[word.utf8.count].append(Array(word.utf8))
        }
        self.byLength = byLength
    }

    /// For each index of `tokens` (and one past the last), how many identifiers before it spell
    /// one of the words.
    func countsBefore(_ tokens: [Token], in bytes: [UInt8]) -> [Int32] {
        var counts = [Int32](repeating: 0, count: tokens.count + 1)
        var found: Int32 = 0
        for index in tokens.indices {
            counts[index] = found
            let token = tokens[index]
            guard token.kind == .identifier, Int(token.length) < Self.lengthLimit else { continue }
            let start = Int(token.start)
            for word in byLength[Int(token.length)] where bytes[start] == word[0] {
                if bytes[start..<(start + word.count)].elementsEqual(word) {
                    found += 1
                    break
                }
            }
        }
        counts[tokens.count] = found
        return counts
    }
}
