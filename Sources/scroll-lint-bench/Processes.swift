import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of another program: how long it took, its peak memory, and what it wrote.
struct ProcessRun {
    var seconds: Double
    var exitStatus: Int32
    /// The high-water mark of its resident memory, from the kernel's accounting at exit.
    var peakKilobytes: Int
    var standardError: String
    /// Bytes written to standard output (kept only when asked).
    var outputBytes: Int
}

enum Processes {
    /// Runs `executable` to completion with standard output discarded (or counted), standard error
    /// captured, and `environment` added to this process's own.
    ///
    /// It is started by a small helper (this benchmark again, with `helperFlag`), not by the
    /// benchmark itself: the kernel counts a child's peak memory from the memory of the process
    /// that spawned it, and the benchmark may hold a corpus.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                    countOutput: Bool = false) -> ProcessRun {
        let scratch = NSTemporaryDirectory() + "scroll-lint-bench-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let (resultPath, errorPath) = (scratch + ".result", scratch + ".err")
        let outputPath = countOutput ? scratch + ".out" : "/dev/null"
        defer {
            for path in [resultPath, errorPath] + (countOutput ? [outputPath] : []) { unlink(path) }
        }
        let helper = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let status = spawnAndWait(helper, [helperFlag, outputPath, errorPath, executable] + arguments,
                                  output: resultPath, error: "/dev/null",
                                  environment: ProcessInfo.processInfo.environment.merging(environment) { $1 }).status
        let result = ((try? String(contentsOfFile: resultPath, encoding: .utf8)) ?? "").split(whereSeparator: \.isWhitespace)
        guard status == 0, result.count == 3, let seconds = Double(result[0]), let peak = Int(result[1]),
              let exitStatus = Int32(result[2]) else {
            return ProcessRun(seconds: 0, exitStatus: -1, peakKilobytes: 0, standardError: "cannot run \(executable)",
                              outputBytes: 0)
        }
        let outputBytes = countOutput ? ((try? FileManager.default.attributesOfItem(atPath: outputPath)[.size] as? Int) ?? 0) : 0
        return ProcessRun(seconds: seconds, exitStatus: exitStatus, peakKilobytes: peak,
                          standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
                          outputBytes: outputBytes)
    }

    static let helperFlag = "--run-measured"

    /// The helper's side: `--run-measured OUTPUT ERROR EXECUTABLE ARGUMENTS...` runs the program
    /// with its output and errors in those files, and prints `SECONDS PEAK-KB STATUS`.
    static func runAsHelper(_ arguments: [String]) -> Never {
        guard arguments.count >= 3 else { exit(2) }
        let (seconds, status, usage) = spawnAndWait(arguments[2], Array(arguments.dropFirst(3)), output: arguments[0],
                                                    error: arguments[1], environment: ProcessInfo.processInfo.environment)
        #if os(Linux)
        let peakKilobytes = Int(usage.ru_maxrss)
        #else
        let peakKilobytes = Int(usage.ru_maxrss) / 1024
        #endif
        print(String(format: "%.6f %d %d", seconds, peakKilobytes, status))
        exit(0)
    }

    private static func spawnAndWait(_ executable: String, _ arguments: [String], output: String, error: String,
                                     environment: [String: String]) -> (seconds: Double, status: Int32, usage: rusage) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, error, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        var usage = rusage()
        let start = now()
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return (0, -1, usage) }
        var status: Int32 = 0
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        return (now() - start, status, usage)
    }

    /// The first executable called `name` on the PATH.
    static func find(_ name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}

/// The phase times `scroll-lint` prints on standard error when `SCROLL_LINT_PHASE_TIMES` is set:
/// `phase times: discover 0.0123 s, index 0.2100 s, ...`.
func phaseTimes(in standardError: String) -> [(phase: String, seconds: Double)] {
    guard let line = standardError.split(separator: "\n").last(where: { $0.hasPrefix("phase times: ") }) else { return [] }
    return line.dropFirst("phase times: ".count).split(separator: ",").compactMap { entry in
        let parts = entry.split(separator: " ")
        guard parts.count == 3, let seconds = Double(parts[1]) else { return nil }
        return (String(parts[0]), seconds)
    }
}

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
