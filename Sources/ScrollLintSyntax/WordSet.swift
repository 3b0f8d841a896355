/// A fixed table from words to values, matched against token bytes in place. The parser asks
/// "is this token one of these words" (and "which one") for most tokens it sees; answering from
/// the bytes costs no String, no hash and no chain of string comparisons.
struct WordMap<Value: Sendable>: Sendable {
    /// Entries bucketed by the word's UTF-8 length.
    private let buckets: [[(word: [UInt8], value: Value)]]

    init(_ entries: [(String, Value)]) {
        let encoded = entries.map { (word: Array($0.0.utf8), value: $0.1) }
        var buckets = [[(word: [UInt8], value: Value)]](repeating: [], count: (encoded.map(\.word.count).max() ?? 0) + 1)
        for entry in encoded { buckets[entry.word.count].append(entry) }
        self.buckets = buckets
    }

    /// The value of the word spelled by `bytes[start..<start + length]`, if it is in the table.
    func value(_ bytes: [UInt8], start: Int, length: Int) -> Value? {
        guard length > 0, length < buckets.count else { return nil }
        for entry in buckets[length] where entry.word[0] == bytes[start] {
            var offset = 1
            while offset < length, entry.word[offset] == bytes[start + offset] { offset += 1 }
            if offset == length { return entry.value }
        }
        return nil
    }
}

/// A fixed set of words (a `WordMap` with no values).
struct WordSet: Sendable {
    private let map: WordMap<Bool>

    init(_ words: [String]) { map = WordMap(words.map { ($0, true) }) }

    func contains(_ bytes: [UInt8], start: Int, length: Int) -> Bool {
        map.value(bytes, start: start, length: length) != nil
    }
}

extension WordMap where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// A table of an enum's cases, spelled as their raw values.
    init(_ type: Value.Type) { self.init(Value.allCases.map { ($0.rawValue, $0) }) }
}

extension Parser {
    /// Whether token `index` (within the region) is a word from `set`.
    func isWord(_ index: Int, in set: WordSet) -> Bool {
        guard isWord(index) else { return false }
        let token = tokens[index]
        return set.contains(bytes, start: Int(token.start), length: token.length)
    }

    /// The value `map` gives token `index` (within the region), if its text is in the table.
    func lookUp<Value>(_ index: Int, in map: WordMap<Value>) -> Value? {
        guard index < limit else { return nil }
        let token = tokens[index]
        return map.value(bytes, start: Int(token.start), length: token.length)
    }
}
