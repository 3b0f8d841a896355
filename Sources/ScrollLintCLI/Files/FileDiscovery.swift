/// Finds the Swift files to lint under the paths given on the command line.
struct FileDiscovery {
    /// A file to lint: how reports name it, and where it is.
    struct File: Equatable, Sendable {
        var displayPath: String
        var absolutePath: String
        /// Only the Mac targets of the tree's Xcode projects compile it (`XcodeProjects`).
        var buildsOnlyForMac = false
    }

    struct Result {
        var files: [File] = []
        /// Folders given on the command line that held no Swift file to lint.
        var foldersWithoutSwiftFiles: [String] = []
        /// Folders that could not be listed, with the reason.
        var unreadableFolders: [(path: String, reason: String)] = []
        /// Symbolic links to a folder linted already (a loop back up the tree, or a second way to
        /// the same folder), not followed; with the path the folder was linted under.
        var linksNotFollowed: [(link: String, target: String)] = []
        /// Symbolic links named like Swift files that lead nowhere.
        var brokenLinks: [String] = []
        /// Swift files found in folders that no Xcode project of the tree builds
        /// (`XcodeProjects`), not linted.
        var filesOutsideTargets: [String] = []
    }

    /// What a walk notes besides Swift files: the Xcode projects and Swift packages it passes.
    fileprivate struct BuildFiles {
        var projectBundles: [String] = []
        var packageFolders: [String] = []
    }

    /// The files a walk found, before the Xcode projects on the way are read (`settle(_:)`).
    struct Walk {
        var result = Result()
        fileprivate var buildFiles = BuildFiles()
        /// Files named on the command line: linted whatever the projects say.
        fileprivate var namedFiles: Set<String> = []
    }

    /// Folders of build products, dependencies and tools, never linted; and `__MACOSX`, the
    /// Mac's archive metadata (a `._Name.swift` there is a binary resource fork, not source).
    static let skippedFolderNames: Set<String> = [
        ".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules", "__MACOSX",
    ]

    var currentDirectory: String
    var configuration: ConfigurationFile?
    /// `--force-exclude`: files named explicitly are subject to include and exclude too, for
    /// tools that pass every changed file (pre-commit, editors).
    var forceExclude = false

    /// Walks `paths` (files or folders) recursively, in sorted order, following symbolic links.
    /// Files named explicitly are always linted; inside folders the configuration's `include` and
    /// `exclude` apply. Each file is listed once even when reached twice (overlapping arguments,
    /// symbolic links), and a symbolic link to a folder already walked (a loop back up the tree)
    /// is not followed again, which the result records.
    func discover(_ paths: [String]) throws -> Result {
        let found = try walk(paths)
        var result = found.result
        let settled = settle(found)
        result.files = settled.compactMap { $0 }
        result.filesOutsideTargets = Self.setAside(found, settled)
        return result
    }

    /// The display paths of the files `settled` (`settle(_:)` of `walk`) sets aside.
    static func setAside(_ walk: Walk, _ settled: [File?]) -> [String] {
        zip(walk.result.files, settled).compactMap { found, kept in kept == nil ? found.displayPath : nil }
    }

    /// The walk of `discover(_:)`: every Swift file under `paths`, the projects not read yet.
    func walk(_ paths: [String]) throws -> Walk {
        var walk = Walk()
        var seenFiles = Set<String>()
        var seenFolders: [String: String] = [:]
        for path in paths {
            let display = PathNames.standardized(path)
            let absolute = PathNames.absolute(path, from: currentDirectory)
            switch FileSystem.kind(of: absolute) {
            case nil:
                throw UsageError("no such file or directory: '\(path)'")
            case .file?:
                guard path.hasSuffix(".swift") else { throw UsageError("not a Swift file: '\(path)'") }
                if forceExclude, !isLintable(absolute) { continue }
                if let identity = FileSystem.canonicalPath(absolute), seenFiles.insert(identity).inserted {
                    walk.result.files.append(File(displayPath: display, absolutePath: absolute))
                    walk.namedFiles.insert(absolute)
                }
            case .directory?:
                let found = FileSystem.canonicalPath(absolute).map { identity in
                    self.walk(display, absolute, identity: identity, into: &walk.result, seenFiles: &seenFiles,
                              seenFolders: &seenFolders, buildFiles: &walk.buildFiles)
                } ?? 0
                if found == 0 { walk.result.foldersWithoutSwiftFiles.append(path) }
            case .other?:
                throw UsageError("not a file or directory: '\(path)'")
            }
        }
        return walk
    }

    /// What the Xcode projects a walk passed say of each file it found, in its order: the file
    /// to lint, marked where only Mac targets compile it, or nil for one found in folders that no
    /// project builds (set aside unless the configuration lints such files). Files named on the
    /// command line are linted whatever the projects say.
    func settle(_ walk: Walk) -> [File?] {
        guard !walk.buildFiles.projectBundles.isEmpty else { return walk.result.files }
        let settingAside = configuration?.lintsFilesOutsideTargets != true
        // Each project is read on its own and then merged: what a tree of many projects says
        // together costs the size of each, not the size of all before it.
        var projects = XcodeProjects()
        for (index, bundle) in walk.buildFiles.projectBundles.enumerated() {
            let project = XcodeProjects(reading: bundle)
            // The first as it is: merging it into an empty value would hash every path again.
            if index == 0 { projects = project } else { projects.merge(project) }
        }
        for folder in walk.buildFiles.packageFolders { projects.addPackage(folder: folder) }
        return walk.result.files.map { file in
            if settingAside, !walk.namedFiles.contains(file.absolutePath), projects.isLeftOver(file.absolutePath) { return nil }
            var file = file
            file.buildsOnlyForMac = projects.buildsOnlyForMac(file.absolutePath)
            return file
        }
    }

    /// Adds the Swift files under a folder whose path with every link resolved is `identity`;
    /// returns how many it holds, counting those already listed through another argument, so
    /// `lint . Sources` does not call Sources empty.
    @discardableResult
    private func walk(_ display: String, _ absolute: String, identity: String, into result: inout Result,
                      seenFiles: inout Set<String>, seenFolders: inout [String: String], buildFiles: inout BuildFiles) -> Int {
        // A folder seen before (a symbolic link back up the tree, or a repeated argument) is not
        // walked again; its files were counted the first time.
        if let firstSeenAs = seenFolders[identity] {
            if FileSystem.isSymbolicLink(absolute) { result.linksNotFollowed.append((display, firstSeenAs)) }
            return 1
        }
        seenFolders[identity] = display
        let entries: [FileSystem.Entry]
        do {
            entries = try FileSystem.directoryEntries(absolute)
        } catch {
            result.unreadableFolders.append((display, (error as? FileSystem.Failure)?.message ?? "\(error)"))
            return 0
        }
        var found = 0
        for entry in entries {
            let name = entry.name
            let childDisplay = PathNames.join(display, name)
            let childAbsolute = PathNames.join(absolute, name)
            // What the directory lists is taken at its word, and lies where its folder lies: only a
            // symbolic link (or an entry of unknown kind) costs a `stat`, and a `realpath` to know
            // where it leads.
            let kind = entry.kind ?? FileSystem.kind(of: childAbsolute)
            func childIdentity() -> String? {
                entry.kind == nil ? FileSystem.canonicalPath(childAbsolute) : PathNames.join(identity, name)
            }
            switch kind {
            case .directory?:
                if name.hasSuffix(".xcodeproj") {
                    buildFiles.projectBundles.append(childAbsolute)
                    continue
                }
                guard !Self.skippedFolderNames.contains(name), !isExcluded(childAbsolute),
                      let folderIdentity = childIdentity() else { continue }
                found += walk(childDisplay, childAbsolute, identity: folderIdentity, into: &result,
                              seenFiles: &seenFiles, seenFolders: &seenFolders, buildFiles: &buildFiles)
            case .file?:
                if name == "Package.swift" || (name.hasPrefix("Package@swift") && name.hasSuffix(".swift")) {
                    buildFiles.packageFolders.append(absolute)
                }
                guard name.hasSuffix(".swift"), isIncluded(childAbsolute), !isExcluded(childAbsolute),
                      let fileIdentity = childIdentity() else { continue }
                found += 1
                if seenFiles.insert(fileIdentity).inserted {
                    result.files.append(File(displayPath: childDisplay, absolutePath: childAbsolute))
                }
            case nil:
                if name.hasSuffix(".swift"), isLintable(childAbsolute), FileSystem.isSymbolicLink(childAbsolute) {
                    result.brokenLinks.append(childDisplay)
                }
            case .other?:
                continue
            }
        }
        return found
    }

    /// Whether the configuration's include and exclude patterns let a file be linted.
    func isLintable(_ absolute: String) -> Bool {
        isIncluded(absolute) && !isExcluded(absolute)
    }

    private func relativeToConfiguration(_ absolute: String) -> String? {
        configuration.flatMap { PathNames.relative(absolute, to: $0.directory) }
    }

    private func isExcluded(_ absolute: String) -> Bool {
        guard let configuration, let relative = relativeToConfiguration(absolute) else { return false }
        return configuration.exclude.contains { $0.matches(relative) }
    }

    /// With no `include`, everything is included; files outside the configuration's folder too.
    private func isIncluded(_ absolute: String) -> Bool {
        guard let configuration, !configuration.include.isEmpty,
              let relative = relativeToConfiguration(absolute) else { return true }
        return configuration.include.contains { $0.matches(relative) }
    }
}
