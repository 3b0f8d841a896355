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
        Set(bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
    }

    /// Names that may be called anywhere in the file, bodies skipped by the declarations-only
    /// parse included: every identifier followed by `(` or `{`, or following a `.`. A superset
    /// of the called names, which is all `Rule.mayFire` needs. Repeats are recognised from the
    /// bytes, so an identifier costs neither a `String` nor a `Hasher`.
    init(in tree: SyntaxTree) {
        let tokens = tree.tokens
        var table = DistinctNameTable()
        tree.source.bytes.withUnsafeBufferPointer { source in
            func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
                index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].length == 1
                    && source[Int(tokens[index].start)] == byte
            }
            for index in tokens.indices where tokens[index].kind == .identifier {
                if isPunctuation(index + 1, UInt8(ascii: "(")) || isPunctuation(index + 1, UInt8(ascii: "{"))
                    || isPunctuation(index - 1, UInt8(ascii: ".")) {
                    table.insert(UnsafeBufferPointer(rebasing: source[tokens[index].byteRange]), into: &bytes)
                }
            }
        }
        // Appending left spare capacity; the copy kept until pass two is exactly as long as it needs.
        bytes = bytes.withUnsafeBufferPointer { Array($0) }
    }
}

/// An open-addressing hash table over names stored in a `CalledNames` buffer: each slot holds
/// where a name starts in the buffer (plus one; zero is an empty slot).
private struct DistinctNameTable {
    private var slots = [Int32](repeating: 0, count: 64)
    private var count = 0

    /// Appends `name` and a zero byte to `buffer` unless the buffer already holds it.
    mutating func insert(_ name: UnsafeBufferPointer<UInt8>, into buffer: inout [UInt8]) {
        guard !name.isEmpty else { return }
        let mask = slots.count - 1
        var slot = Self.hash(name) & mask
        while slots[slot] != 0 {
            let start = Int(slots[slot]) - 1
            if start + name.count < buffer.count, buffer[start + name.count] == 0,
               buffer.withUnsafeBufferPointer({ $0[start..<start + name.count].elementsEqual(name) }) {
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(buffer.count + 1)
        buffer.append(contentsOf: name)
        buffer.append(0)
        count += 1
        if count * 2 > slots.count { grow(buffer) }
    }

    /// Doubles the table, placing every name again.
    private mutating func grow(_ buffer: [UInt8]) {
        let starts = slots.filter { $0 != 0 }
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        buffer.withUnsafeBufferPointer { buffer in
            for start in starts {
                let name = buffer[(Int(start) - 1)...].prefix { $0 != 0 }
                var slot = Self.hash(UnsafeBufferPointer(rebasing: name)) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = start
            }
        }
    }

    /// FNV-1a: a few instructions a byte, ample for names.
    private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash)
    }
}
