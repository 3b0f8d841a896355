import Foundation

/// Which Swift files the Xcode projects of a tree build. A project that lists its files names
/// every file its targets compile; a Swift file under the project's folder that no project
/// names is left over: a scratch copy (`temp-Editor.swift` beside `Editor.swift`), or a file
/// taken out of the target but not off the disk. Such a file is never shipped, and often declares
/// the same types as the live one, so linting it reports code the app does not run.
///
/// Only what is certain is ruled out. Nothing is left over where a folder is built whole (Xcode
/// 16's folder-synchronised groups), where a `Package.swift` may build it, or where a project could
/// not be read; and a project that names no Swift file governs nothing.
struct XcodeProjects {
    /// The Swift files the projects name (absolute, standardised). Paths here are compared
    /// ignoring case, as the Mac's file system does: a project may name `Components/Badge.swift`
    /// where the disk (and a Linux checkout) says `components/Badge.swift`.
    private(set) var referencedFiles: Set<String> = []
    /// Folders (absolute) holding a project that names at least one Swift file.
    private(set) var governingFolders: [String] = []
    /// Folders (absolute) built whole, or whose project could not be read.
    private(set) var wholeFolders: [String] = []

    /// Reads `bundle` (an absolute `.xcodeproj` path).
    mutating func read(bundle: String) {
        let folder = PathNames.parent(of: bundle)
        guard let objects = Self.objects(inProjectFile: PathNames.join(bundle, "project.pbxproj")),
              let root = Self.rootProject(objects) else {
            wholeFolders.append(folder.lowercased())
            return
        }
        var sourceRoot = folder
        if let projectDir = root["projectDirPath"] as? String, !projectDir.isEmpty {
            sourceRoot = PathNames.absolute(projectDir, from: folder)
        }
        var named = 0
        // The group tree, walked with an explicit stack (a project file is user input too).
        var pending: [(id: String, parentPath: String, depth: Int)] = []
        if let mainGroup = root["mainGroup"] as? String { pending.append((mainGroup, sourceRoot, 0)) }
        var visited: Set<String> = []
        while let (id, parentPath, depth) = pending.popLast() {
            guard depth < 64, visited.insert(id).inserted, let object = objects[id] as? [String: Any],
                  let path = Self.path(of: object, parentPath: parentPath, sourceRoot: sourceRoot) else { continue }
            switch object["isa"] as? String {
            case "PBXFileReference"?:
                if path.hasSuffix(".swift") {
                    referencedFiles.insert(path.lowercased())
                    named += 1
                }
            case "PBXFileSystemSynchronizedRootGroup"?:
                wholeFolders.append(path.lowercased())
            default:
                for child in object["children"] as? [String] ?? [] { pending.append((child, path, depth + 1)) }
            }
        }
        if named > 0 { governingFolders.append(folder.lowercased()) }
    }

    /// Whether a file found under the projects' folders is built by none of them.
    func isLeftOver(_ absolute: String, packageFolders: [String]) -> Bool {
        let path = absolute.lowercased()
        func isInside(_ folder: String) -> Bool { PathNames.relative(path, to: folder) != nil }
        return !referencedFiles.contains(path) && governingFolders.contains(where: isInside)
            && !wholeFolders.contains(where: isInside) && !packageFolders.map { $0.lowercased() }.contains(where: isInside)
    }

    /// Where an item of the group tree lies: relative to its group, to the project's source root,
    /// or absolute. Items relative to the SDK or the build products are nowhere in the tree.
    static func path(of object: [String: Any], parentPath: String, sourceRoot: String) -> String? {
        let path = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>": return path.map { PathNames.absolute($0, from: parentPath) } ?? parentPath
        case "SOURCE_ROOT": return path.map { PathNames.absolute($0, from: sourceRoot) } ?? sourceRoot
        case "<absolute>": return path.map(PathNames.standardized)
        default: return nil
        }
    }

    static func rootProject(_ objects: [String: Any]) -> [String: Any]? {
        objects.values.lazy.compactMap { $0 as? [String: Any] }.first { $0["isa"] as? String == "PBXProject" }
    }

    /// The `objects` table of a `project.pbxproj` (an old-style property list), or nil when the
    /// file is missing, too large, nested deeper than any real project, or not a property list.
    static func objects(inProjectFile path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 64 << 20,
              nestingDepth(of: data) <= 16,
              let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let top = list as? [String: Any] else { return nil }
        return top["objects"] as? [String: Any]
    }

    /// The deepest nesting of `{` and `(` outside quoted strings and comments: the property list
    /// reader recurses once per level, so a file nested beyond what Xcode writes (five levels) is
    /// not handed to it.
    static func nestingDepth(of data: Data) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var inComment = false
        var inLineComment = false
        var previous: UInt8 = 0
        var escaped = false
        for byte in data {
            defer { previous = byte }
            if inLineComment {
                if byte == UInt8(ascii: "\n") { inLineComment = false }
                continue
            }
            if inComment {
                if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { inComment = false }
                continue
            }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): inComment = true
            case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
            default: break
            }
        }
        return deepest
    }
}
