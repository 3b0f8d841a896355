import ScrollLintSyntax

/// The distinct names a file calls, kept from pass one until pass two decides whether to check
/// the file. The index holds one per file of the project, so they are stored as one byte buffer
/// (each name followed by a zero byte), not as a `Set` of strings: about 50 names in 700 bytes
/// instead of some 3 KB.
struct CalledNames: Sendable, Equatable {
    private(set) var bytes: [UInt8] = []

    init() {}

    /// The names as rules ask for them (`Rule.mayFire`).
    var set: Set<String> {
        bytes.withUnsafeBufferPointer { buffer in
            var names = Set<String>(minimumCapacity: count)
            var start = 0
            for end in buffer.indices where buffer[end] == 0 {
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self))
                start = end + 1
            }
            return names
        }
    }

    /// How many names there are.
    private(set) var count = 0

    /// Names that may be called anywhere in the file, bodies skipped by the declarations-only
    /// parse included: every identifier followed by `(` or `{`, or following a `.`. A superset
    /// of the called names, which is all `Rule.mayFire` needs. Repeats are recognised from the
    /// bytes, so an identifier costs neither a `String` nor a `Hasher`.
    init(in tree: SyntaxTree) {
        var table = DistinctNameTable()
        tree.tokens.withUnsafeBufferPointer { tokens in
            tree.source.bytes.withUnsafeBufferPointer { source in
                func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
                    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
                        && tokens[index].length == 1 && source[Int(tokens[index].start)] == byte
                }
                for index in tokens.indices where tokens[index].kind == .identifier {
                    if isPunctuation(index + 1, UInt8(ascii: "(")) || isPunctuation(index + 1, UInt8(ascii: "{"))
                        || isPunctuation(index - 1, UInt8(ascii: ".")) {
                        table.insert(UnsafeBufferPointer(rebasing: source[tokens[index].byteRange]))
                    }
                }
            }
        }
        // The buffer grew by appending; the copy kept until pass two is exactly as long as it needs.
        bytes = table.names.withUnsafeBufferPointer { Array($0) }
        count = table.count
    }
}

/// An open-addressing hash table of distinct names, themselves kept one after another in a byte
/// buffer (each followed by a zero byte). A slot holds where its name starts in the buffer, plus
/// one; zero is an empty slot.
private struct DistinctNameTable {
    /// Room for 128 names before the table grows: most files call fewer.
    private var slots = [Int32](repeating: 0, count: 256)
    private(set) var count = 0
    private(set) var names: [UInt8] = []

    mutating func insert(_ name: UnsafeBufferPointer<UInt8>) {
        guard !name.isEmpty else { return }
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] != 0 {
            let start = Int(slots[slot]) - 1
            let isSame = names.withUnsafeBufferPointer { stored in
                guard start + name.count < stored.count, stored[start + name.count] == 0 else { return false }
                for offset in 0..<name.count where stored[start + offset] != name[offset] { return false }
                return true
            }
            if isSame { return }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(names.count + 1)
        names.append(contentsOf: name)
        names.append(0)
        count += 1
        if count * 2 > slots.count { grow() }
    }

    /// Doubles the table, placing every name again.
    private mutating func grow() {
        var grown = [Int32](repeating: 0, count: slots.count * 2)
        let mask = grown.count - 1
        names.withUnsafeBufferPointer { stored in
            var start = 0
            for end in stored.indices where stored[end] == 0 {
                var slot = Self.hash(UnsafeBufferPointer(rebasing: stored[start..<end])) & mask
                while grown[slot] != 0 { slot = (slot + 1) & mask }
                grown[slot] = Int32(start + 1)
                start = end + 1
            }
        }
        slots = grown
    }

    /// FNV-1a: a few instructions a byte, ample for names.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }
}
