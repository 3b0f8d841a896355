/// A fixed set of words, matched against token bytes in place. The parser asks "is this token one
/// of these words" for most tokens it sees; answering from the bytes costs no String and no hash.
struct WordSet: Sendable {
    /// Words bucketed by their UTF-8 length.
    private let buckets: [[[UInt8]]]

    init(_ words: [String]) {
        let encoded = words.map { Array($0.utf8) }
        var buckets = [[[UInt8]]](repeating: [], count: (encoded.map(\.count).max() ?? 0) + 1)
        for word in encoded { buckets[word.count].append(word) }
        self.buckets = buckets
    }

    /// Whether `bytes[start..<start + length]` is one of the words.
    func contains(_ bytes: [UInt8], start: Int, length: Int) -> Bool {
        guard length > 0, length < buckets.count else { return false }
        for word in buckets[length] where word[0] == bytes[start] {
            var offset = 1
            while offset < length, word[offset] == bytes[start + offset] { offset += 1 }
            if offset == length { return true }
        }
        return false
    }
}

extension Parser {
    /// Whether token `index` (within the region) is a word from `set`.
    func isWord(_ index: Int, in set: WordSet) -> Bool {
        guard isWord(index) else { return false }
        let token = tokens[index]
        return set.contains(bytes, start: Int(token.start), length: token.length)
    }
}
