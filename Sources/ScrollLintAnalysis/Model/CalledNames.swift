import Foundation
import ScrollLintSyntax

/// The distinct names a file calls, kept from pass one until pass two decides whether to check the
/// file. The run holds one per file of the project, so they are one byte buffer (each name followed
/// by a zero byte), about 600 bytes, not a `Set` of strings of some 3 KB; pass two's workers make
/// the `Set` when they ask the rules.
struct CalledNames: Sendable, Equatable {
    private(set) var bytes: [UInt8] = []
    private(set) var count = 0

    init() {}

    /// Names that may be called anywhere in the file, bodies skipped by the declarations-only
    /// parse included: every identifier followed by `(`, `{` or `<`, or following a `.`, except the
    /// name a `func` declares. A superset
    /// of the called names, which is all `Rule.mayFire` needs. Repeats are recognised from the
    /// bytes, so an identifier costs neither a `String` nor a `Hasher`.
    init(in tree: SyntaxTree) {
        var names = ByteStringTable()
        tree.tokens.withUnsafeBufferPointer { tokens in
            tree.source.bytes.withUnsafeBufferPointer { source in
                func isPunctuation(_ index: Int, _ byte: UInt8) -> Bool {
                    index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
                        && tokens[index].length == 1 && source[Int(tokens[index].start)] == byte
                }
                // `func name(` declares the name; it calls nothing.
                func isDeclared(_ index: Int) -> Bool {
                    guard index > 0, tokens[index - 1].kind == .keyword, tokens[index - 1].length == 4 else { return false }
                    let start = Int(tokens[index - 1].start)
                    return source[start] == UInt8(ascii: "f") && source[start + 1] == UInt8(ascii: "u")
                        && source[start + 2] == UInt8(ascii: "n") && source[start + 3] == UInt8(ascii: "c")
                }
                func hasText(_ index: Int, _ text: StaticString) -> Bool {
                    index >= 0 && Int(tokens[index].length) == text.utf8CodeUnitCount
                        && memcmp(source.baseAddress! + Int(tokens[index].start), text.utf8Start, text.utf8CodeUnitCount) == 0
                }
                // `UUID()` as a whole value where it can be an identity: a getter's value (`{ UUID() }`,
                // `return UUID()`) or the argument of `.id(...)`, through parentheses, `try` and `await`.
                func isIdentityUUID(_ index: Int) -> Bool {
                    guard hasText(index, "UUID"), isPunctuation(index + 1, UInt8(ascii: "(")),
                          isPunctuation(index + 2, UInt8(ascii: ")")) else { return false }
                    var before = index - 1
                    var inParentheses = false
                    while before >= 0 {
                        if isPunctuation(before, UInt8(ascii: "(")) {
                            inParentheses = true
                        } else if !(tokens[before].kind == .keyword && (hasText(before, "try") || hasText(before, "await")))
                                    && !(tokens[before].kind == .operator && before > 0 && hasText(before - 1, "try")) {
                            break
                        }
                        before -= 1
                    }
                    guard before >= 0 else { return false }
                    if isPunctuation(before, UInt8(ascii: "{")) { return true }
                    if tokens[before].kind == .keyword, hasText(before, "return") { return true }
                    return inParentheses && tokens[before].kind == .identifier && hasText(before, "id")
                }
                func mark(_ marker: String) {
                    var marker = marker
                    marker.withUTF8 { _ = names.insert($0) }
                }
                // `GeometryReader<AnyView> { ... }`, `ScrollViewReader<Content>(content:)`: a call with
                // generic arguments (any name before `<` is taken, a superset of those).
                func startsGenericArguments(_ index: Int) -> Bool {
                    index < tokens.count && tokens[index].kind == .operator && source[Int(tokens[index].start)] == UInt8(ascii: "<")
                }
                // `id: \.self`, `id: \.offset`: a row identity keyed by the whole value or its position.
                func isSelfOrOffsetIdentity(_ index: Int) -> Bool {
                    hasText(index, "id") && isPunctuation(index + 1, UInt8(ascii: ":")) && isPunctuation(index + 2, UInt8(ascii: "\\"))
                        && isPunctuation(index + 3, UInt8(ascii: ".")) && index + 4 < tokens.count
                        && (hasText(index + 4, "self") || hasText(index + 4, "offset"))
                }
                var scrollContainerNames = 0
                for index in tokens.indices where tokens[index].kind == .identifier && !isDeclared(index) {
                    if isPunctuation(index + 1, UInt8(ascii: "(")) || isPunctuation(index + 1, UInt8(ascii: "{"))
                        || isPunctuation(index - 1, UInt8(ascii: ".")) || startsGenericArguments(index + 1) {
                        names.insert(UnsafeBufferPointer(rebasing: source[tokens[index].byteRange]))
                    }
                    switch tokens[index].length {
                    case 2 where isSelfOrOffsetIdentity(index): mark(Self.selfOrOffsetIdentity)
                    case 4 where isIdentityUUID(index): mark(Self.identityUUID)
                    case 4 where hasText(index, "List"), 10 where hasText(index, "ScrollView"): scrollContainerNames += 1
                    default: break
                    }
                }
                if scrollContainerNames > 1 { mark(Self.scrollContainers) }
            }
        }
        bytes = names.storedBytes()
        count = names.count
    }

    /// Recorded, besides the names, where a file has `UUID()` as a whole value that can be an
    /// identity: a getter's value or the argument of `.id(...)` (`UUID().uuidString` too). Not an
    /// identifier, so no called name can be taken for it.
    static let identityUUID = "UUID() as identity"
    /// Recorded where a file has `id: \.self` or `id: \.offset`.
    static let selfOrOffsetIdentity = "id: \\.self or \\.offset"
    /// Recorded where a file names `ScrollView` or `List` more than once (any use, calls or not):
    /// one scroll container alone has none nested in it.
    static let scrollContainers = "ScrollView or List twice"

    /// Which of `names` any of `tables` holds. One scan of every table, comparing bytes only
    /// where the lengths match, so a few wanted names cost no `String` per called name.
    static func present(_ names: Set<String>, in tables: [CalledNames]) -> Set<String> {
        // Candidates by length and first byte, in a flat table (a slot per length below 128 and
        // first byte): most called names are compared with none, and none is hashed.
        let lengths = 128
        var slots = [Int32](repeating: -1, count: lengths << 8)
        var candidates: [[[UInt8]]] = []
        for name in names where !name.isEmpty && name.utf8.count < lengths {
            let bytes = Array(name.utf8)
            let slot = bytes.count << 8 | Int(bytes[0])
            if slots[slot] < 0 {
                slots[slot] = Int32(candidates.count)
                candidates.append([])
            }
            candidates[Int(slots[slot])].append(bytes)
        }
        var found: Set<String> = []
        for table in tables where found.count < names.count {
            table.bytes.withUnsafeBufferPointer { buffer in
                var start = 0
                for end in buffer.indices where buffer[end] == 0 {
                    defer { start = end + 1 }
                    guard end > start, end - start < lengths else { continue }
                    let slot = slots[(end - start) << 8 | Int(buffer[start])]
                    guard slot >= 0 else { continue }
                    let name = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    if let match = candidates[Int(slot)].first(where: { $0.elementsEqual(name) }) {
                        found.insert(String(decoding: match, as: UTF8.self))
                    }
                }
            }
        }
        return found
    }

    /// The names as rules ask for them (`Rule.mayFire`).
    var lookup: CalledNameLookup { CalledNameLookup(self) }

    /// The names as strings, in the order the file first calls them (for tests and diagnostics).
    var strings: [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }
}

/// One file's called names as `Rule.mayFire` asks for them, name by name: a hash table over the
/// names' bytes, built in pass two from the buffer pass one kept, so neither building it nor
/// asking it makes a `String` per called name.
public final class CalledNameLookup {
    // Built once and only read after: a `let` spares every lookup an exclusivity check.
    private let table: ByteStringTable

    init(_ names: CalledNames) {
        // Sized for the names up front: growing would place each name again.
        var table = ByteStringTable(capacity: names.count, storageBytes: names.bytes.count)
        names.bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            for end in buffer.indices where buffer[end] == 0 {
                table.insert(UnsafeBufferPointer(rebasing: buffer[start..<end]))
                start = end + 1
            }
        }
        self.table = table
    }

    /// Whether the file calls `name`.
    public func contains(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { table.contains($0) }
    }

    /// Whether the file calls none of `names`.
    public func isDisjoint<Names: Sequence<String>>(with names: Names) -> Bool {
        !names.contains(where: contains)
    }
}

/// Distinct byte strings: an open-addressing hash table over the strings themselves, kept one
/// after another in one buffer (each followed by a zero byte) and numbered in that order. Looking
/// up a string already held, the common case, costs its hash and one comparison.
struct ByteStringTable: ~Copyable {
    /// Zero for an empty slot; else the upper half of the string's hash, and its number plus one.
    private var slots: UnsafeMutablePointer<UInt64>
    private var slotCount = 256
    private var storage: UnsafeMutablePointer<UInt8>
    private var storageCapacity = 4096
    private var storageCount = 0
    /// Where each string starts in `storage`, by number.
    private var starts: [Int32] = []

    /// Room for 128 strings in 4 KB before it grows.
    init() {
        self.init(capacity: 128, storageBytes: 4096)
    }

    /// Room for `capacity` strings of `storageBytes` bytes in all (with their zero bytes) without
    /// growing.
    init(capacity: Int, storageBytes: Int) {
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: 0, count: slotCount)
        storageCapacity = max(storageBytes, 16)
        storage = .allocate(capacity: storageCapacity)
        starts.reserveCapacity(capacity)
    }

    deinit {
        slots.deallocate()
        storage.deallocate()
    }

    var count: Int { starts.count }

    /// Whether `string` is held.
    func contains(_ string: UnsafeBufferPointer<UInt8>) -> Bool {
        let hash = Self.hash(string)
        return probe(string, hash: hash, tag: hash & 0xFFFF_FFFF_0000_0000).found
    }

    /// The slot holding `string`, or the empty slot where it would go.
    private func probe(_ string: UnsafeBufferPointer<UInt8>, hash: UInt64, tag: UInt64) -> (slot: Int, found: Bool) {
        let length = string.count
        let mask = slotCount - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let number = Int(entry & 0xFFFF_FFFF) - 1
                let held = self.string(number)
                if held.count == length, length == 0 || memcmp(held.baseAddress!, string.baseAddress!, length) == 0 {
                    return (slot, true)
                }
            }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    /// Adds `string` unless it is held already; whether it was new.
    @discardableResult
    mutating func insert(_ string: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = string.count
        let hash = Self.hash(string)
        let tag = hash & 0xFFFF_FFFF_0000_0000
        let (slot, found) = probe(string, hash: hash, tag: tag)
        if found { return false }
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
        return true
    }

    /// The strings one after another, each followed by a zero byte, in an array of that length.
    func storedBytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: storage, count: storageCount))
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

    /// Eight bytes at a time, each word mixed in with a multiplication: names are short, and a
    /// byte-by-byte hash would be a chain of dependent multiplications as long as the name.
    private static func hash(_ string: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(string.count) &* multiplier
        guard let base = string.baseAddress else { return hash }
        var index = 0
        while index + 8 <= string.count {
            hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        // The last bytes as one little-endian word, read in at most three loads (most names are
        // shorter than eight bytes, so this is most of the work).
        let rest = UnsafeRawPointer(base + index)
        let remaining = string.count - index
        var tail: UInt64 = 0
        var offset = 0
        if remaining & 4 != 0 {
            tail = UInt64(rest.loadUnaligned(as: UInt32.self))
            offset = 4
        }
        if remaining & 2 != 0 {
            tail |= UInt64(rest.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << (8 * UInt64(offset))
            offset += 2
        }
        if remaining & 1 != 0 {
            tail |= UInt64(rest.load(fromByteOffset: offset, as: UInt8.self)) << (8 * UInt64(offset))
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }
}
