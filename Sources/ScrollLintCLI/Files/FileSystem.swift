#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the CLI needs, with `errno` turned into readable messages
/// ("Permission denied"), identical on every platform's C library.
enum FileSystem {
    enum Kind { case file, directory, other }

    struct Failure: Error, Equatable {
        var message: String
    }

    static func lastErrorMessage() -> String { String(cString: strerror(errno)) }

    /// What `path` is, following symbolic links; nil when it does not exist (or dangles).
    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// Whether `path` itself is a symbolic link (not followed).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// The path with every symbolic link resolved: one identity per file, for loop detection
    /// and for reading each file once.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func currentDirectory() -> String {
        guard let buffer = getcwd(nil, 0) else { return "." }
        defer { free(buffer) }
        return String(cString: buffer)
    }

    /// A directory entry: its name, and its kind as the directory lists it (nil for a symbolic
    /// link, or where the file system does not say, when `kind(of:)` must be asked).
    struct Entry: Equatable {
        var name: String
        var kind: Kind?
    }

    /// The entries of a directory, sorted by name, without `.` and `..`.
    static func directoryEntries(_ path: String) throws -> [Entry] {
        guard let directory = opendir(path) else { throw Failure(message: lastErrorMessage()) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            guard name != ".", name != ".." else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): entries.append(Entry(name: name, kind: .file))
            case Int32(DT_DIR): entries.append(Entry(name: name, kind: .directory))
            case Int32(DT_LNK), Int32(DT_UNKNOWN): entries.append(Entry(name: name, kind: nil))
            default: entries.append(Entry(name: name, kind: .other))
            }
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// The whole file. Read into an array sized from the file's length, so the bytes are read
    /// once, in place: no buffer to clear, no copy.
    static func readFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(message: lastErrorMessage()) }
        defer { close(descriptor) }
        var info = stat()
        let length = fstat(descriptor, &info) == 0 ? max(0, Int(info.st_size)) : 0
        var reachedEnd = false
        // One byte more than the length, so that the end of the file is seen without a second
        // read into a second buffer.
        var bytes = try [UInt8](unsafeUninitializedCapacity: length + 1) { buffer, initialized in
            while initialized < buffer.count {
                let rest = UnsafeMutableBufferPointer(rebasing: buffer[initialized...])
                let count = try readSome(descriptor, into: UnsafeMutableRawBufferPointer(rest))
                if count == 0 {
                    reachedEnd = true
                    return
                }
                initialized += count
            }
        }
        // The file grew since its length was taken: the rest, a chunk at a time.
        while !reachedEnd {
            let chunk = try [UInt8](unsafeUninitializedCapacity: 1 << 16) { buffer, initialized in
                initialized = try readSome(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
            }
            reachedEnd = chunk.isEmpty
            bytes += chunk
        }
        return bytes
    }

    /// Whether `needle` (not empty) occurs in `bytes`: `memchr` to each occurrence of its first
    /// byte, then a comparison; no copy, no decoding.
    static func bytes(_ bytes: [UInt8], contain needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                let base = haystack.baseAddress!
                let last = haystack.count - needle.count
                var start = 0
                while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(hit, needle.baseAddress!, needle.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    /// One `read`, retried when interrupted; 0 at the end of the file.
    private static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw Failure(message: lastErrorMessage()) }
        }
    }

    /// Writes `bytes` to `path` whole or not at all: into a temporary file beside it, then renamed
    /// over it, so a reader (or a failed run) never sees half a report or baseline.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let temporary = PathNames.join(PathNames.parent(of: path),
                                       ".\(PathNames.lastComponent(path)).\(getpid()).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw Failure(message: lastErrorMessage()) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let message = lastErrorMessage()
                close(descriptor)
                unlink(temporary)
                throw Failure(message: message)
            }
            written += count
        }
        guard close(descriptor) == 0, rename(temporary, path) == 0 else {
            let message = lastErrorMessage()
            unlink(temporary)
            throw Failure(message: message)
        }
    }

}
