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
    /// Folders (absolute) built whole, holding a `Package.swift`, or whose project could not be read.
    private(set) var wholeFolders: [String] = []

    /// Reads `bundle` (an absolute `.xcodeproj` path).
    mutating func read(bundle: String) {
        let folder = PathNames.parent(of: bundle)
        guard let data = FileManager.default.contents(atPath: PathNames.join(bundle, "project.pbxproj")), data.count < 64 << 20,
              let contents = ProjectFileParser.parse(Array(data)), let rootID = contents.rootObject,
              let root = contents.objects[rootID] else {
            wholeFolders.append(folder.lowercased())
            return
        }
        let objects = contents.objects
        var sourceRoot = folder
        if let projectDir = root["projectDirPath"]?.string, !projectDir.isEmpty {
            sourceRoot = PathNames.absolute(projectDir, from: folder)
        }
        var named = 0
        // The group tree, walked with an explicit stack (a project file is user input too).
        var pending: [(id: String, parentPath: String, depth: Int)] = []
        if let mainGroup = root["mainGroup"]?.string { pending.append((mainGroup, sourceRoot, 0)) }
        var visited: Set<String> = []
        while let (id, parentPath, depth) = pending.popLast() {
            guard depth < 64, visited.insert(id).inserted, let object = objects[id],
                  let path = Self.path(of: object, parentPath: parentPath, sourceRoot: sourceRoot) else { continue }
            switch object["isa"]?.string {
            case "PBXFileReference"?:
                if path.hasSuffix(".swift") {
                    referencedFiles.insert(path.lowercased())
                    named += 1
                }
            case "PBXFileSystemSynchronizedRootGroup"?:
                wholeFolders.append(path.lowercased())
            default:
                for child in object["children"]?.list ?? [] { pending.append((child, path, depth + 1)) }
            }
        }
        if named > 0 { governingFolders.append(folder.lowercased()) }
    }

    /// Notes a folder holding a `Package.swift`: SwiftPM may build anything under it.
    mutating func addPackage(folder: String) {
        wholeFolders.append(folder.lowercased())
    }

    /// Whether a file found under the projects' folders is built by none of them (nor by a
    /// package around it).
    func isLeftOver(_ absolute: String) -> Bool {
        let path = absolute.lowercased()
        func isInside(_ folder: String) -> Bool { PathNames.relative(path, to: folder) != nil }
        return !referencedFiles.contains(path) && governingFolders.contains(where: isInside)
            && !wholeFolders.contains(where: isInside)
    }

    /// Where an item of the group tree lies: relative to its group, to the project's source root,
    /// or absolute. Items relative to the SDK or the build products are nowhere in the tree.
    static func path(of object: [String: ProjectFileParser.Field], parentPath: String, sourceRoot: String) -> String? {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return path.map { PathNames.absolute($0, from: parentPath) } ?? parentPath
        case "SOURCE_ROOT": return path.map { PathNames.absolute($0, from: sourceRoot) } ?? sourceRoot
        case "<absolute>": return path.map(PathNames.standardized)
        default: return nil
        }
    }
}
