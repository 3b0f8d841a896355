/// Reads a unified diff (`git diff`, `diff -u`, combined `git diff --cc`) into the lines each new
/// file gained: added or modified lines, numbered in the new file. Deleted files, pure renames,
/// mode changes and binary files contribute nothing; `/dev/null` marks a side that does not exist.
enum UnifiedDiff {
    struct Failure: Error, Equatable {
        var line: Int
        var message: String
    }

    /// New-file path (as the diff names it, without git's `b/` prefix) → its added line numbers.
    /// A file whose hunks only delete is listed with no lines.
    static func addedLines(_ text: String) throws -> [String: Set<Int>] {
        var result: [String: Set<Int>] = [:]
        var oldPath: String??
        var newPath: String?? // nil: no `+++` yet; .some(nil): /dev/null
        var hunk: Hunk?
        var lineNumber = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() } // after the final newline
        for rawLine in lines {
            lineNumber += 1
            let line = Substring(rawLine)
            if var current = hunk {
                if line.hasPrefix("\\") { continue } // "\ No newline at end of file"
                let added = try current.consume(line, lineNumber: lineNumber)
                if added.isAdded, case let path?? = newPath {
                    result[path, default: []].insert(added.newLine)
                }
                hunk = current.isFinished ? nil : current
                continue
            }
            let header = line.hasSuffix("\r") ? line.dropLast() : line
            if header.hasPrefix("diff ") {
                oldPath = nil
                newPath = nil
            } else if header.hasPrefix("--- ") {
                oldPath = .some(path(header.dropFirst(4)))
            } else if header.hasPrefix("+++ ") {
                var parsed = path(header.dropFirst(4))
                // git's `a/` and `b/` prefixes (a new file's old side is /dev/null).
                let oldHasPrefix = oldPath.map { $0 == nil || $0!.hasPrefix("a/") } ?? true
                if let name = parsed, name.hasPrefix("b/"), oldHasPrefix { parsed = String(name.dropFirst(2)) }
                newPath = .some(parsed)
                if let name = parsed { result[name, default: []].formUnion([]) }
            } else if header.hasPrefix("@@") {
                guard newPath != nil else {
                    throw Failure(line: lineNumber, message: "hunk before the '+++' line naming its file")
                }
                guard let parsed = Hunk(header: header) else {
                    throw Failure(line: lineNumber, message: "malformed hunk header '\(header)'")
                }
                hunk = parsed.isFinished ? nil : parsed
            }
            // Anything else (index, mode, rename, similarity, "Binary files ...") says nothing about lines.
        }
        if hunk != nil {
            throw Failure(line: lineNumber, message: "the diff ends inside a hunk")
        }
        return result
    }

    /// The path on a `---`/`+++` line: C-quoted as git writes unusual names, or up to a tab
    /// (before `diff -u`'s timestamp); nil for `/dev/null`.
    static func path(_ field: Substring) -> String? {
        let name: String
        if field.hasPrefix("\"") {
            name = unquoted(field.dropFirst())
        } else {
            name = String(field.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        }
        return name == "/dev/null" ? nil : name
    }

    /// Decodes git's C-style quoting up to the closing quote: `\t`, `\n`, `\"`, `\\` and octal
    /// byte escapes (UTF-8 names are written as `\303\251` unless core.quotePath is false).
    static func unquoted(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\"), let escape = iterator.popFirst() else {
                bytes.append(byte)
                continue
            }
            switch escape {
            case UInt8(ascii: "a"): bytes.append(7)
            case UInt8(ascii: "b"): bytes.append(8)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "v"): bytes.append(11)
            case UInt8(ascii: "f"): bytes.append(12)
            case UInt8(ascii: "r"): bytes.append(13)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(escape - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let next = iterator.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                    value = value * 8 + Int(next - UInt8(ascii: "0"))
                    iterator.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes.append(escape)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One hunk being read: `@@ -a,b +c,d @@`, or `@@@ -a,b -c,d +e,f @@@` for a merge's
    /// combined diff (one prefix column per parent).
    struct Hunk {
        var oldRemaining: [Int]
        var newRemaining: Int
        var nextNewLine: Int

        init?(header: Substring) {
            let markers = header.prefix { $0 == "@" }.count
            let fields = header.split(separator: " ", omittingEmptySubsequences: true)
            let parents = markers - 1
            guard markers >= 2, fields.count >= parents + 3, fields[0].allSatisfy({ $0 == "@" }),
                  fields[parents + 2] == fields[0] else { return nil }
            var old: [Int] = []
            for field in fields[1...parents] {
                guard field.hasPrefix("-"), let range = Self.range(field.dropFirst()) else { return nil }
                old.append(range.count)
            }
            guard fields[parents + 1].hasPrefix("+"), let new = Self.range(fields[parents + 1].dropFirst()) else {
                return nil
            }
            oldRemaining = old
            newRemaining = new.count
            nextNewLine = new.start
        }

        /// `start[,count]`; the count is 1 when left out.
        private static func range(_ text: Substring) -> (start: Int, count: Int)? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count <= 2, let start = Int(parts[0]), start >= 0 else { return nil }
            guard parts.count == 2 else { return (start, 1) }
            guard let count = Int(parts[1]), count >= 0 else { return nil }
            return (start, count)
        }

        var isFinished: Bool { newRemaining == 0 && oldRemaining.allSatisfy { $0 == 0 } }

        /// Reads one body line: whether it is in the new file as an added line, and its number there.
        mutating func consume(_ line: Substring, lineNumber: Int) throws -> (isAdded: Bool, newLine: Int) {
            let parents = oldRemaining.count
            // An empty line stands for a context line whose trailing space was stripped.
            let prefix = line.isEmpty ? Substring(String(repeating: " ", count: parents)) : line.prefix(parents)
            guard prefix.count == parents, prefix.allSatisfy({ $0 == " " || $0 == "+" || $0 == "-" }) else {
                throw Failure(line: lineNumber, message: "line inside a hunk starts with neither ' ', '+' nor '-'")
            }
            let inNewFile = !prefix.contains("-")
            let line = nextNewLine
            if inNewFile {
                guard newRemaining > 0 else { throw Failure(line: lineNumber, message: "more lines than the hunk header counts") }
                newRemaining -= 1
                nextNewLine += 1
            }
            // A line of the result is in each parent marked ' '; a removed line in each marked '-'.
            for (index, marker) in prefix.enumerated() where marker == (inNewFile ? " " : "-") {
                guard oldRemaining[index] > 0 else {
                    throw Failure(line: lineNumber, message: "more lines than the hunk header counts")
                }
                oldRemaining[index] -= 1
            }
            return (inNewFile && prefix.contains("+"), line)
        }
    }
}
