import ScrollLintAnalysis

/// Reads the files to lint, keeping only what the linter can read: text in UTF-8.
enum SourceReader {
    /// Why a file is not linted.
    struct Problem: Error, Equatable {
        var path: String
        var reason: String

        var description: String { "error: cannot lint '\(path)': \(reason)" }
    }

    /// The file as an input the engine reads when it needs it (see `LintInput`); a file that
    /// cannot be read throws a `Problem`.
    static func input(_ file: FileDiscovery.File) -> LintInput {
        var input = LintInput(path: file.displayPath) { try read(file) }
        input.buildsOnlyForMac = file.buildsOnlyForMac
        return input
    }

    static func read(_ file: FileDiscovery.File) throws -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(file.absolutePath)
        } catch {
            throw Problem(path: file.displayPath, reason: (error as? FileSystem.Failure)?.message ?? "\(error)")
        }
        if let reason = undecodableReason(bytes) { throw Problem(path: file.displayPath, reason: reason) }
        return bytes
    }

    /// Why `bytes` are not Swift source text, or nil when they are UTF-8 without NUL bytes.
    static func undecodableReason(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let invalid = UTF8Validation.firstInvalidSequence(in: buffer) else {
                return UTF8Validation.containsNUL(buffer) ? binaryReason : nil
            }
            // A NUL anywhere makes it binary, even after the first invalid sequence.
            if UTF8Validation.containsNUL(buffer) { return binaryReason }
            let line = 1 + buffer[..<invalid].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return "invalid UTF-8 on line \(line)"
        }
    }

    private static let binaryReason = "binary file (contains NUL bytes)"
}

/// UTF-8 checks over raw bytes: ASCII, nearly all of source code, is passed over eight bytes at a
/// time; only multi-byte sequences are decoded, by the rules of Unicode's well-formed UTF-8 table
/// (no overlong forms, surrogates or scalars past U+10FFFF), which the standard decoder also
/// applies.
enum UTF8Validation {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The offset where the first ill-formed sequence starts, or nil when all of `bytes` is UTF-8.
    static func firstInvalidSequence(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            while index + 8 <= count, UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & highs == 0 {
                index += 8
            }
            guard index < count else { break }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The range of the second byte depends on the lead byte; later ones are 80...BF.
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= count, second.contains(base[index + 1]) else { return index }
            for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    /// Whether a NUL byte occurs, eight bytes at a time.
    static func containsNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (word &- ones) & ~word & highs != 0 { break }
            index += 8
        }
        return bytes[index...].contains(0)
    }
}
