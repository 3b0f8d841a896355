import Foundation
import ScrollLintSyntax

/// The distinct names a file calls, kept from pass one until pass two decides whether to check the
/// file. The run holds one per file of the project, so a file keeps only numbers into the run's
/// `CalledNameTable`, where each name is stored once: about 200 bytes per file instead of a `Set`
/// of strings of some 3 KB.
struct CalledNames: Sendable, Equatable {
    fileprivate(set) var numbers: [Int32] = []

    init() {}

    /// Names that may be called anywhere in the file, bodies skipped by the declarations-only
    /// parse included: every identifier followed by `(` or `{`, or following a `.`. A superset
    /// of the called names, which is all `Rule.mayFire` needs. Repeats are recognised from the
    /// bytes, so an identifier costs neither a `String` nor a `Hasher`.
    init(in tree: SyntaxTree, table: CalledNameTable) {
        var names = ByteStringTable()
        tree.tokens.withUnsafeBufferPointer { tokens in
            tree.source.bytes.withUnsafeBufferPointer { source in
                func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
                    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
                        && tokens[index].length == 1 && source[Int(tokens[index].start)] == byte
                }
                for index in tokens.indices where tokens[index].kind == .identifier {
                    if isPunctuation(index + 1, UInt8(ascii: "(")) || isPunctuation(index + 1, UInt8(ascii: "{"))
                        || isPunctuation(index - 1, UInt8(ascii: ".")) {
                        names.insert(UnsafeBufferPointer(rebasing: source[tokens[index].byteRange]))
                    }
                }
            }
        }
        numbers = table.numbers(of: names)
    }
}

/// Every called name of one run, each stored once and numbered. Pass one's workers add names
/// (under a lock, once per file); pass two only reads.
final class CalledNameTable: @unchecked Sendable {
    private let lock = NSLock()
    private var table = ByteStringTable()
    private var strings: [String] = []

    /// The numbers of a file's distinct names, adding the names not seen before.
    fileprivate func numbers(of names: borrowing ByteStringTable) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        var numbers: [Int32] = []
        numbers.reserveCapacity(names.count)
        names.forEach { name in
            let (number, inserted) = table.insert(name)
            if inserted { strings.append(String(decoding: name, as: UTF8.self)) }
            numbers.append(number)
        }
        return numbers
    }

    /// The names as rules ask for them (`Rule.mayFire`). Only once every file is indexed.
    func set(of names: CalledNames) -> Set<String> {
        var set = Set<String>(minimumCapacity: names.numbers.count)
        for number in names.numbers { set.insert(strings[Int(number)]) }
        return set
    }
}

/// Distinct byte strings numbered in order of first insertion: an open-addressing hash table over
/// the strings themselves, kept one after another in one buffer (each followed by a zero byte).
/// Looking up a string already held, the common case, costs its hash and one comparison.
struct ByteStringTable: ~Copyable {
    /// Zero for an empty slot; else the upper half of the string's hash, and its number plus one.
    private var slots: UnsafeMutablePointer<UInt64>
    private var slotCount = 256
    private var storage: UnsafeMutablePointer<UInt8>
    private var storageCapacity = 4096
    private var storageCount = 0
    /// Where each string starts in `storage`, by number.
    private var starts: [Int32] = []

    init() {
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        storage = .allocate(capacity: storageCapacity)
    }

    deinit {
        slots.deallocate()
        storage.deallocate()
    }

    var count: Int { starts.count }

    /// The string's number, and whether it was new.
    @discardableResult
    mutating func insert(_ string: UnsafeBufferPointer<UInt8>) -> (number: Int32, inserted: Bool) {
        let length = string.count
        let hash = Self.hash(string)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let mask = slotCount - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let number = Int(entry & 0xFFFF_FFFF) - 1
                let held = self.string(number)
                if held.count == length, length == 0 || memcmp(held.baseAddress!, string.baseAddress!, length) == 0 {
                    return (Int32(number), false)
                }
            }
            slot = (slot + 1) & mask
        }
        if storageCount + length + 1 > storageCapacity {
            storageCapacity = max(storageCapacity * 2, storageCount + length + 1)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: storageCapacity)
            grown.update(from: storage, count: storageCount)
            storage.deallocate()
            storage = grown
        }
        if length > 0 { (storage + storageCount).update(from: string.baseAddress!, count: length) }
        storage[storageCount + length] = 0
        starts.append(Int32(storageCount))
        slots[slot] = tag | UInt64(starts.count)
        storageCount += length + 1
        if starts.count * 2 > slotCount { grow() }
        return (Int32(starts.count - 1), true)
    }

    /// Every string, in number order.
    func forEach(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        for number in starts.indices { body(string(number)) }
    }

    private func string(_ number: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(starts[number])
        let end = number + 1 < starts.count ? Int(starts[number + 1]) - 1 : storageCount - 1
        return UnsafeBufferPointer(start: storage + start, count: end - start)
    }

    /// Doubles the table, placing every string again.
    private mutating func grow() {
        let grownCount = slotCount * 2
        let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: grownCount)
        grown.initialize(repeating: 0, count: grownCount)
        for index in 0..<slotCount where slots[index] != 0 {
            let entry = slots[index]
            var slot = Int(truncatingIfNeeded: Self.hash(string(Int(entry & 0xFFFF_FFFF) - 1))) & (grownCount - 1)
            while grown[slot] != 0 { slot = (slot + 1) & (grownCount - 1) }
            grown[slot] = entry
        }
        slots.deallocate()
        slots = grown
        slotCount = grownCount
    }

    /// FNV-1a: a few instructions a byte, ample for names.
    private static func hash(_ string: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
