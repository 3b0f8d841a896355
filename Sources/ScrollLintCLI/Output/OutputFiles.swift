/// The files a lint run writes (reports, baseline), checked before anything is linted: none may
/// be a Swift source or another input of the run (its configuration, the baseline it reads, the
/// diff it reads), nor a folder, and no two may be the same file, where the last write would
/// silently replace the others. Paths are compared after resolving `.`, `..` and symbolic links.
enum OutputFiles {
    /// One file the run would write, and the option that asks for it.
    struct Output {
        var path: String
        var option: String
    }

    static func outputs(of options: LintOptions) -> [Output] {
        var outputs: [Output] = []
        if let file = options.outputFile { outputs.append(Output(path: file, option: "--output")) }
        for report in options.extraReports {
            outputs.append(Output(path: report.file, option: "--report \(report.format.rawValue)"))
        }
        if let file = options.writeBaseline { outputs.append(Output(path: file, option: "--write-baseline")) }
        if options.updateBaseline, let file = options.baseline {
            outputs.append(Output(path: file, option: "--update-baseline"))
        }
        return outputs
    }

    /// Files the run reads besides the Swift sources, described for messages.
    static func inputs(of options: LintOptions, configurationPath: String?) -> [(path: String, what: String)] {
        var inputs: [(path: String, what: String)] = []
        if let configurationPath { inputs.append((configurationPath, "the configuration this run reads")) }
        // With --update-baseline the baseline is also an output, which the run means to rewrite.
        if let baseline = options.baseline, !options.updateBaseline { inputs.append((baseline, "the baseline this run reads")) }
        if let diff = options.diffFile, diff != "-" { inputs.append((diff, "the diff this run reads")) }
        return inputs
    }

    /// Throws a usage error naming the first output that would overwrite a source, an input or
    /// another output.
    static func check(_ options: LintOptions, configurationPath: String?, io: CommandIO) throws {
        let outputs = outputs(of: options)
        guard !outputs.isEmpty else { return }
        let inputs = inputs(of: options, configurationPath: configurationPath).map { (identity($0.path, io: io), $0.what) }
        var written: [String: Output] = [:]
        for output in outputs {
            let absolute = PathNames.absolute(output.path, from: io.currentDirectory)
            let identity = identity(output.path, io: io)
            func refuse(_ reason: String) -> UsageError {
                UsageError("cannot write \(output.option) to '\(output.path)': \(reason)")
            }
            if isSwiftSource(absolute) || isSwiftSource(identity) { throw refuse("it is a Swift source file") }
            if FileSystem.kind(of: absolute) == .directory { throw refuse("it is a folder") }
            if let input = inputs.first(where: { $0.0 == identity }) { throw refuse("it is \(input.1)") }
            if let earlier = written[identity] {
                throw UsageError("\(earlier.option) and \(output.option) would both write '\(output.path)'; "
                    + "give each its own file")
            }
            written[identity] = output
        }
    }

    private static func isSwiftSource(_ path: String) -> Bool { path.lowercased().hasSuffix(".swift") }

    /// One name per file: symbolic links resolved, also for a file not written yet (through its
    /// folder), so `out/r.json`, `./out/../out/r.json` and a link to it are the same file.
    private static func identity(_ path: String, io: CommandIO) -> String {
        let absolute = PathNames.absolute(path, from: io.currentDirectory)
        if let canonical = FileSystem.canonicalPath(absolute) { return canonical }
        let folder = FileSystem.canonicalPath(PathNames.parent(of: absolute)) ?? PathNames.parent(of: absolute)
        return PathNames.join(folder, PathNames.lastComponent(absolute))
    }
}
