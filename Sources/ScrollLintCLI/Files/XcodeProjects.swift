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
    private(set) var governingFolders = FolderSet()
    /// Folders (absolute) built whole, holding a `Package.swift`, or whose project could not be read.
    private(set) var wholeFolders = FolderSet()
    /// The Swift files (absolute, lower case) that only targets for the Mac compile: every target
    /// whose sources list them builds with `SDKROOT = macosx` and supports no other platform.
    private(set) var macOnlyFiles: Set<String> = []
    /// The Swift files some target for another platform (or an unknown one) compiles.
    private var otherPlatformFiles: Set<String> = []
    /// Folders (absolute, lower case) synchronised whole into Mac targets only, and into others.
    private var macFolders = FolderSet()
    private var otherPlatformFolders = FolderSet()

    static let macSDK = Array("macosx".utf8)

    init() {}

    /// What one project says: `bundle` (an absolute `.xcodeproj` path) read on its own, to be
    /// merged with the others of the tree (`merge(_:)`).
    init(reading bundle: String) {
        read(bundle: bundle)
    }

    private mutating func read(bundle: String) {
        let folder = PathNames.parent(of: bundle)
        guard let bytes = try? FileSystem.readFile(PathNames.join(bundle, "project.pbxproj")), bytes.count < 64 << 20 else {
            wholeFolders.insert(folder.lowercased())
            return
        }
        // Targets matter only where one may build for the Mac: the file names `macosx`.
        let namesMac = FileSystem.bytes(bytes, contain: Self.macSDK)
        guard let contents = ProjectFileParser.parse(bytes, readingPlatforms: namesMac),
              let rootID = contents.rootObject,
              let root = contents.objects[rootID] else {
            wholeFolders.insert(folder.lowercased())
            return
        }
        let objects = contents.objects
        var sourceRoot = folder
        if let projectDir = root[.projectDirPath]?.string, !projectDir.isEmpty {
            sourceRoot = PathNames.absolute(projectDir, from: folder)
        }
        var named = 0
        var swiftFileIDs: [String: String] = [:]
        // Most objects of a large project are its files: room for them up front.
        referencedFiles.reserveCapacity(referencedFiles.count + objects.count / 2)
        swiftFileIDs.reserveCapacity(objects.count / 2)
        var synchronizedFolderIDs: [String: String] = [:]
        // The group tree, walked with an explicit stack (a project file is user input too).
        var pending: [(id: String, parentPath: String, depth: Int)] = []
        if let mainGroup = root[.mainGroup]?.string { pending.append((mainGroup, sourceRoot, 0)) }
        var visited: Set<String> = []
        while let (id, parentPath, depth) = pending.popLast() {
            guard depth < 64, visited.insert(id).inserted, let object = objects[id],
                  let path = Self.path(of: object, parentPath: parentPath, sourceRoot: sourceRoot) else { continue }
            switch object[.isa]?.string {
            case "PBXFileReference"?:
                if path.hasSuffix(".swift") {
                    referencedFiles.insert(path.lowercased())
                    swiftFileIDs[id] = path.lowercased()
                    named += 1
                }
            case "PBXFileSystemSynchronizedRootGroup"?:
                wholeFolders.insert(path.lowercased())
                synchronizedFolderIDs[id] = path.lowercased()
            default:
                for child in object[.children]?.list ?? [] { pending.append((child, path, depth + 1)) }
            }
        }
        if named > 0 { governingFolders.insert(folder.lowercased()) }
        if namesMac {
            notePlatforms(of: root, objects, swiftFileIDs, synchronizedFolderIDs)
        } else {
            // No target of this project builds for the Mac: what it compiles is built for another
            // platform, whatever another project of the tree builds it for.
            otherPlatformFiles.formUnion(swiftFileIDs.values)
            otherPlatformFolders.formUnion(synchronizedFolderIDs.values)
        }
    }

    /// Sorts the Swift files the targets compile into those only Mac targets compile and the
    /// others. A target's SDK is its configurations' `SDKROOT`, or the project's where it sets
    /// none; a target is for the Mac when every configuration says `macosx` and any
    /// `SUPPORTED_PLATFORMS` lists nothing else.
    private mutating func notePlatforms(of root: ProjectFileParser.Object, _ objects: [String: ProjectFileParser.Object],
                                        _ swiftFileIDs: [String: String], _ synchronizedFolderIDs: [String: String]) {
        func configurations(_ list: ProjectFileParser.Field?) -> [ProjectFileParser.Object] {
            guard let id = list?.string, let ids = objects[id]?[.buildConfigurations]?.list else { return [] }
            return ids.compactMap { objects[$0] }
        }
        let projectSDKs = Set(configurations(root[.buildConfigurationList]).compactMap { $0[.sdkRoot]?.string })
        for targetID in root[.targets]?.list ?? [] {
            guard let target = objects[targetID] else { continue }
            let settings = configurations(target[.buildConfigurationList])
            let isMac = !settings.isEmpty && settings.allSatisfy { configuration in
                let sdks = configuration[.sdkRoot]?.string.map { [$0] } ?? Array(projectSDKs)
                let platforms = configuration[.supportedPlatforms]?.string?.split(separator: " ") ?? ["macosx"]
                return sdks == ["macosx"] && platforms.allSatisfy { $0 == "macosx" }
            }
            // Xcode 16's synchronised folders: the target compiles every Swift file under them.
            for groupID in target[.fileSystemSynchronizedGroups]?.list ?? [] {
                guard let folder = synchronizedFolderIDs[groupID] else { continue }
                if isMac { macFolders.insert(folder) } else { otherPlatformFolders.insert(folder) }
            }
            for phaseID in target[.buildPhases]?.list ?? [] {
                guard let phase = objects[phaseID], phase[.isa]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase[.files]?.list ?? [] {
                    guard let reference = objects[buildFileID]?[.fileRef]?.string, let path = swiftFileIDs[reference] else { continue }
                    if isMac { macOnlyFiles.insert(path) } else { otherPlatformFiles.insert(path) }
                }
            }
        }
        macOnlyFiles.subtract(otherPlatformFiles)
    }

    /// Whether only the projects' Mac targets compile the file: listed in their sources, or under
    /// a folder synchronised into them and into no other target.
    func buildsOnlyForMac(_ absolute: String) -> Bool {
        let path = absolute.lowercased()
        if macOnlyFiles.contains(path) { return true }
        return macFolders.holds(path) && !otherPlatformFolders.holds(path)
            && !otherPlatformFiles.contains(path)
    }

    /// Adds what another set of projects says (one bundle's, read on its own). A file some project
    /// compiles for another platform is no Mac-only file, in whichever order the projects come.
    mutating func merge(_ other: XcodeProjects) {
        referencedFiles.formUnion(other.referencedFiles)
        governingFolders.formUnion(other.governingFolders)
        wholeFolders.formUnion(other.wholeFolders)
        // Each side's Mac-only files are already none of its other-platform files: only the other
        // side's are taken away, so a merge costs the size of what it adds, not of all before it.
        macOnlyFiles.subtract(other.otherPlatformFiles)
        for file in other.macOnlyFiles where !otherPlatformFiles.contains(file) { macOnlyFiles.insert(file) }
        otherPlatformFiles.formUnion(other.otherPlatformFiles)
        macFolders.formUnion(other.macFolders)
        otherPlatformFolders.formUnion(other.otherPlatformFolders)
    }

    /// Notes a folder holding a `Package.swift`: SwiftPM may build anything under it.
    mutating func addPackage(folder: String) {
        wholeFolders.insert(folder.lowercased())
    }

    /// Whether a file found under the projects' folders is built by none of them (nor by a
    /// package around it).
    func isLeftOver(_ absolute: String) -> Bool {
        let path = absolute.lowercased()
        return !referencedFiles.contains(path) && governingFolders.holds(path) && !wholeFolders.holds(path)
    }

    /// Where an item of the group tree lies: relative to its group, to the project's source root,
    /// or absolute. Items relative to the SDK or the build products are nowhere in the tree.
    static func path(of object: ProjectFileParser.Object, parentPath: String, sourceRoot: String) -> String? {
        let path = object[.path]?.string
        switch object[.sourceTree]?.string ?? "<group>" {
        case "<group>": return path.map { PathNames.absolute($0, from: parentPath) } ?? parentPath
        case "SOURCE_ROOT": return path.map { PathNames.absolute($0, from: sourceRoot) } ?? sourceRoot
        case "<absolute>": return path.map(PathNames.standardized)
        default: return nil
        }
    }
}

/// Folders (absolute), asked which of them a path lies in: the path's own folders are looked up,
/// one by one up to `/`, so a tree of many projects costs each file a few lookups, not a
/// comparison with every project's folder.
struct FolderSet {
    private var folders: Set<String> = []

    mutating func insert(_ folder: String) {
        folders.insert(folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder)
    }

    mutating func formUnion<Folders: Sequence<String>>(_ other: Folders) {
        for folder in other { insert(folder) }
    }

    mutating func formUnion(_ other: FolderSet) { folders.formUnion(other.folders) }

    /// Whether `path` (absolute) is one of the folders or lies inside one.
    func holds(_ path: String) -> Bool {
        guard !folders.isEmpty else { return false }
        if folders.contains(path) { return true }
        let bytes = path.utf8
        var index = bytes.endIndex
        while let slash = bytes[..<index].lastIndex(of: UInt8(ascii: "/")) {
            // The folder before this separator; the root for the leading one.
            let folder = slash == bytes.startIndex ? "/" : String(path[..<slash])
            if folders.contains(folder) { return true }
            index = slash
        }
        return false
    }
}
