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
    private struct BuildFiles {
        var projectBundles: [String] = []
        var packageFolders: [String] = []
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
        var result = Result()
        var seenFiles = Set<String>()
        var seenFolders: [String: String] = [:]
        var buildFiles = BuildFiles()
        var namedFiles: Set<String> = []
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
                    result.files.append(File(displayPath: display, absolutePath: absolute))
                    namedFiles.insert(absolute)
                }
            case .directory?:
                let found = FileSystem.canonicalPath(absolute).map { identity in
                    walk(display, absolute, identity: identity, into: &result, seenFiles: &seenFiles, seenFolders: &seenFolders,
                         buildFiles: &buildFiles)
                } ?? 0
                if found == 0 { result.foldersWithoutSwiftFiles.append(path) }
            case .other?:
                throw UsageError("not a file or directory: '\(path)'")
            }
        }
        if !buildFiles.projectBundles.isEmpty {
            applyProjects(&result, buildFiles, namedFiles: namedFiles,
                          settingAsideFilesOutsideTargets: configuration?.lintsFilesOutsideTargets != true)
        }
        return result
    }

    /// Marks the files only Mac targets compile, and moves the files found in folders that no
    /// Xcode project builds out of `result.files` where asked. Files named on the command line
    /// are linted whatever the projects say.
    private func applyProjects(_ result: inout Result, _ buildFiles: BuildFiles, namedFiles: Set<String>,
                               settingAsideFilesOutsideTargets: Bool) {
        // Each project is read on its own and then merged: what a tree of many projects says
        // together costs the size of each, not the size of all before it.
        var projects = XcodeProjects()
        for (index, bundle) in buildFiles.projectBundles.enumerated() {
            let project = XcodeProjects(reading: bundle)
            // The first as it is: merging it into an empty value would hash every path again.
            if index == 0 { projects = project } else { projects.merge(project) }
        }
        for folder in buildFiles.packageFolders { projects.addPackage(folder: folder) }
        var kept: [File] = []
        for var file in result.files {
            if settingAsideFilesOutsideTargets, !namedFiles.contains(file.absolutePath),
               projects.isLeftOver(file.absolutePath) {
                result.filesOutsideTargets.append(file.displayPath)
            } else {
                file.buildsOnlyForMac = projects.buildsOnlyForMac(file.absolutePath)
                kept.append(file)
            }
        }
        result.files = kept
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
