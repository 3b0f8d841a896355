import ScrollLintAnalysis

/// Which configuration file a run uses: `--config FILE`, else the nearest `.scroll-lint.json`
/// from the folder containing everything linted (or standard input's reported path), upwards.
enum ConfigurationSource {
    static func load(options: LintOptions, lintedPaths: [String], io: CommandIO) throws -> ConfigurationFile? {
        let path: String
        if let explicit = options.configurationFile {
            path = explicit
        } else {
            let start = searchStart(options: options, lintedPaths: lintedPaths, io: io)
            guard let found = ConfigurationLocator.nearest(from: start, fileExists: FileSystem.exists) else { return nil }
            path = found
        }
        let absolute = PathNames.absolute(path, from: io.currentDirectory)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(absolute)
        } catch let failure as FileSystem.Failure {
            throw UsageError("cannot read configuration '\(path)': \(failure.message)")
        }
        let shownPath = PathNames.relative(absolute, to: io.currentDirectory) ?? absolute
        guard SourceReader.undecodableReason(bytes) == nil else {
            throw ConfigurationError(path: shownPath, position: nil, message: "not UTF-8 text")
        }
        let loader = ConfigurationLoader(ruleOptions: Linter.optionsByRule)
        return try loader.load(text: String(decoding: bytes, as: UTF8.self), path: shownPath,
                               directory: PathNames.parent(of: absolute))
    }

    private static func searchStart(options: LintOptions, lintedPaths: [String], io: CommandIO) -> String {
        if options.readStandardInput {
            guard let reported = options.standardInputPath else { return io.currentDirectory }
            return PathNames.parent(of: PathNames.absolute(reported, from: io.currentDirectory))
        }
        let folders = lintedPaths.map { path -> String in
            let absolute = PathNames.absolute(path, from: io.currentDirectory)
            return FileSystem.kind(of: absolute) == .directory ? absolute : PathNames.parent(of: absolute)
        }
        return PathNames.commonAncestor(folders)
    }
}
