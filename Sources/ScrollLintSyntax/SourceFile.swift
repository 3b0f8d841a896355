/// The text of one file as UTF-8 bytes, with a line table for turning byte offsets into
/// 1-based line/column positions (columns counted in Unicode scalars).
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`. Made on first use: tokens
    /// carry their own positions, so indexing a file never needs it. (A file is worked on by one
    /// thread at a time.)
    public private(set) lazy var lineStarts: [Int] = Self.lineStarts(of: bytes)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            var index = 0
            // Line breaks found eight bytes at a time, as the lexer finds them.
            while true {
                let (lineBreak, _) = LinePositions.nextBreak(base, count, from: index)
                guard lineBreak < count else { break }
                index = base[lineBreak] == 0x0D && lineBreak + 1 < count && base[lineBreak + 1] == 0x0A
                    ? lineBreak + 2 : lineBreak + 1
                starts.append(index)
            }
        }
        return starts
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// 1-based line containing `offset`.
    public func line(ofByte offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// 1-based (line, column) of a byte offset; the column counts Unicode scalars (UTF-8 lead bytes).
    public func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let line = self.line(ofByte: offset)
        var column = 1
        var index = lineStarts[line - 1]
        let limit = min(offset, bytes.count)
        while index < limit {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    /// `position(ofByte:)` for an offset at or after a known position: walks on from there rather
    /// than from the start of the line, so positions along one long line cost only what lies
    /// between them.
    public func position(ofByte offset: Int, from known: (offset: Int, line: Int, column: Int)) -> (line: Int, column: Int) {
        let limit = min(offset, bytes.count)
        var line = known.line
        while line < lineStarts.count, lineStarts[line] <= limit { line += 1 }
        var index = line == known.line ? known.offset : lineStarts[line - 1]
        var column = line == known.line ? known.column : 1
        while index < limit {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (line, column)
    }

    /// The text of a 1-based line without its line break.
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The source text of a byte range.
    public func text(_ range: Range<Int>) -> String {
        let lower = max(0, min(range.lowerBound, bytes.count))
        let upper = max(lower, min(range.upperBound, bytes.count))
        // Decoding from a buffer pointer skips the generic slice path: names are made this way
        // for every identifier the parser keeps.
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lower..<upper]), as: UTF8.self) }
    }

    public func text(of token: Token) -> String { text(token.byteRange) }
}
