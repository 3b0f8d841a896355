/// The words a declarations-only parse looks for (`SyntaxTree.parse(_:skippingBodiesWithout:)`):
/// a code block or closure none of whose identifiers spells one of them is skipped whole. Made
/// once and shared by every file's parse; each parse counts the words among its tokens in one
/// pass (`countsBefore(_:in:)`).
public struct BodyWords: Sendable {
    /// The words by length (below `lengthLimit`; a longer word is no identifier worth indexing).
    private let byLength: [[[UInt8]]]
    /// For each length, the first bytes of the words of that length, as 256 bits: most
    /// identifiers are told apart by these two alone, with no word compared.
    private let firstBytes: [UInt64]
    private static let lengthLimit = 64

    public init(_ words: Set<String>) {
        var byLength = [[[UInt8]]](repeating: [], count: Self.lengthLimit)
        var firstBytes = [UInt64](repeating: 0, count: Self.lengthLimit * 4)
        for word in words where !word.isEmpty && word.utf8.count < Self.lengthLimit {
            let bytes = Array(word.utf8)
            byLength[bytes.count].append(bytes)
            firstBytes[bytes.count * 4 + Int(bytes[0] >> 6)] |= 1 << UInt64(bytes[0] & 63)
        }
        self.byLength = byLength
        self.firstBytes = firstBytes
    }

    /// For each index of `tokens` (and one past the last), how many identifiers before it spell
    /// one of the words.
    func countsBefore(_ tokens: [Token], in bytes: [UInt8]) -> [Int32] {
        // Every token is looked at once: buffer pointers spare a bounds check each.
        [Int32](unsafeUninitializedCapacity: tokens.count + 1) { counts, initialized in
            tokens.withUnsafeBufferPointer { tokens in
                bytes.withUnsafeBufferPointer { bytes in
                    firstBytes.withUnsafeBufferPointer { firstBytes in
                        var found: Int32 = 0
                        for index in tokens.indices {
                            counts[index] = found
                            let token = tokens[index]
                            let length = Int(token.length)
                            guard token.kind == .identifier, length < Self.lengthLimit else { continue }
                            let start = Int(token.start)
                            let first = bytes[start]
                            guard (firstBytes[length * 4 + Int(first >> 6)] >> UInt64(first & 63)) & 1 != 0 else { continue }
                            if byLength[length].contains(where: { $0[0] == first && bytes[start..<(start + length)].elementsEqual($0) }) {
                                found += 1
                            }
                        }
                        counts[tokens.count] = found
                    }
                }
            }
            initialized = tokens.count + 1
        }
    }
}
