import Foundation
import ScrollLintAnalysis

/// A program measured over a folder the way a user runs it: a whole process, from start to exit.
struct Contender {
    var name: String
    var executable: String
    var arguments: [String]
    var environment: [String: String] = [:]

    /// `cat FILES | wc -l`: reading the files and counting lines, the floor any linter stands on.
    static func lineCount(of files: [String], listIn scratch: String) throws -> Contender {
        let list = scratch + "/files.list"
        try Data(files.joined(separator: "\0").utf8).write(to: URL(fileURLWithPath: list))
        return Contender(name: "cat \\| wc -l", executable: "/bin/sh",
                         arguments: ["-c", "xargs -0 cat < '\(list)' | wc -l"])
    }

    /// `scroll-lint lint FOLDER` with the default rules, reporting its phase times.
    static func scrollLint(_ executable: String, name: String, folder: String) -> Contender {
        Contender(name: name, executable: executable, arguments: ["lint", "--format", "json", folder],
                  environment: ["SCROLL_LINT_PHASE_TIMES": "1"])
    }
}

struct Measurement {
    var contender: Contender
    /// The fastest run.
    var best: ProcessRun
    var failed: Bool { best.exitStatus != 0 && best.exitStatus != 1 << 8 }
}

/// Runs every contender `iterations` times, taking turns, and keeps each one's fastest run: the
/// machine's speed drifts from minute to minute, so versions are only compared in the same minutes.
func measureSideBySide(_ contenders: [Contender], iterations: Int) -> [Measurement] {
    var best: [ProcessRun?] = Array(repeating: nil, count: contenders.count)
    for _ in 0..<iterations {
        for (index, contender) in contenders.enumerated() {
            let run = Processes.run(contender.executable, contender.arguments, environment: contender.environment)
            if best[index].map({ run.seconds < $0.seconds }) ?? true { best[index] = run }
        }
    }
    return zip(contenders, best).map { Measurement(contender: $0, best: $1!) }
}

/// The phases `scroll-lint` reports, in order.
let reportedPhases = ["discover", "index", "merge", "check", "sort", "report"]

/// A markdown table: wall time, throughput, multiple of `wc -l`, peak memory and phase times.
func printTable(_ measurements: [Measurement], lines: Int) {
    let floor = measurements.first { $0.contender.executable == "/bin/sh" }?.best.seconds
    print("| Run | Wall | Lines/s | × `wc -l` | Peak memory | "
          + reportedPhases.joined(separator: " | ") + " |")
    print("| --- | ---: | ---: | ---: | ---: | " + reportedPhases.map { _ in "---:" }.joined(separator: " | ") + " |")
    for measurement in measurements {
        let run = measurement.best
        let phases = Dictionary(phaseTimes(in: run.standardError), uniquingKeysWith: { $1 })
        let phaseCells = reportedPhases.map { phases[$0].map { String(format: "%.3f", $0) } ?? "–" }
        let multiple = floor.map { String(format: "%.1f", run.seconds / $0) } ?? "–"
        let memory = measurement.contender.executable == "/bin/sh" ? "–" : String(format: "%.0f MB", Double(run.peakKilobytes) / 1024)
        let wall = measurement.failed ? "failed (\(run.exitStatus))" : String(format: "%.3f s", run.seconds)
        print("| \(measurement.contender.name) | \(wall) | \(String(format: "%.2fM", Double(lines) / run.seconds / 1e6)) | "
              + "\(multiple) | \(memory) | " + phaseCells.joined(separator: " | ") + " |")
    }
}

/// The whole process over the corpus, side by side with `wc -l` and any other builds.
func processPhase(folder: String, files: [String], lines: Int, binaries: [(String, String)], scratch: String) throws {
    let contenders = [try Contender.lineCount(of: files, listIn: scratch)]
        + binaries.map { Contender.scrollLint($0.1, name: $0.0, folder: folder) }
    print("\nWhole process, default rules, \(files.count) files, \(lines) lines; best of \(options.iterations), taking turns:\n")
    printTable(measureSideBySide(contenders, iterations: options.iterations), lines: lines)
}

/// The corpus copied `copies` times: throughput should not fall (linear), memory should not grow
/// with it (summaries are kept, not bytes).
func scalingPhase(folder: String, files: [String], lines: Int, binaries: [(String, String)], scratch: String) throws {
    let copies = options.copies
    let copiesFolder = scratch + "/copies"
    var copiedFiles: [String] = []
    for copy in 1...copies {
        let target = copiesFolder + String(format: "/copy%02d", copy)
        try FileManager.default.createDirectory(atPath: copiesFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: folder, toPath: target)
        copiedFiles += files.map { target + $0.dropFirst(folder.count) }
    }
    let iterations = max(1, min(options.iterations, 3))
    print("\nScaling: the corpus and \(copies) copies of it (\(lines * copies) lines); best of \(iterations), taking turns:\n")
    let single = binaries.map { Contender.scrollLint($0.1, name: "\($0.0), 1 copy", folder: folder) }
    let many = binaries.map { Contender.scrollLint($0.1, name: "\($0.0), \(copies) copies", folder: copiesFolder) }
    let floorOne = try Contender.lineCount(of: files, listIn: scratch)
    try FileManager.default.createDirectory(atPath: scratch + "/copies-list", withIntermediateDirectories: true)
    var floorMany = try Contender.lineCount(of: copiedFiles, listIn: scratch + "/copies-list")
    floorMany.name = "cat \\| wc -l, \(copies) copies"
    let oneCopy = measureSideBySide([floorOne] + single, iterations: iterations)
    let manyCopies = measureSideBySide([floorMany] + many, iterations: iterations)
    printTable(oneCopy, lines: lines)
    print("")
    printTable(manyCopies, lines: lines * copies)
    print("")
    for (one, all) in zip(oneCopy.dropFirst(), manyCopies.dropFirst()) {
        let ratio = (Double(lines * copies) / all.best.seconds) / (Double(lines) / one.best.seconds)
        print(String(format: "%@: %d copies run at %.0f%% of the throughput of one; peak memory %.0f MB → %.0f MB",
                     one.contender.name.replacingOccurrences(of: ", 1 copy", with: ""), copies, ratio * 100,
                     Double(one.best.peakKilobytes) / 1024, Double(all.best.peakKilobytes) / 1024))
    }
    try? FileManager.default.removeItem(atPath: copiesFolder)
}

/// The toolchain's `swift-format lint` over one app, on all cores (`--parallel`) and as it runs by
/// default (one file at a time), against `scroll-lint` in the same minutes.
func swiftFormatPhase(app: String, binaries: [(String, String)]) {
    guard let swiftFormat = ProcessInfo.processInfo.environment["SWIFT_FORMAT"] ?? Processes.find("swift-format") else {
        print("\nswift-format: not found (set SWIFT_FORMAT)")
        return
    }
    let appLines = readFolder(app).reduce(0) { $0 + $1.lines }
    print("\n`swift-format lint --recursive` against `scroll-lint lint` on \(app) (\(appLines) lines):\n")
    let parallel = Processes.run(swiftFormat, ["lint", "--recursive", "--parallel", app])
    let linters = measureSideBySide(binaries.map { Contender.scrollLint($0.1, name: $0.0, folder: app) },
                                    iterations: options.iterations)
    let serial = Processes.run(swiftFormat, ["lint", "--recursive", app])
    print(String(format: "swift-format lint --parallel: %.2f s; without --parallel: %.2f s", parallel.seconds, serial.seconds))
    for linter in linters {
        print(String(format: "%@: %.3f s: %.0f× faster than swift-format lint --parallel, %.0f× without", linter.contender.name,
                     linter.best.seconds, parallel.seconds / linter.best.seconds, serial.seconds / linter.best.seconds))
    }
}

/// What a finding costs, per finding, as the number of findings in one file grows (linear means
/// a flat cost): through the whole process (JSON report) and in the engine alone. Then 4,000
/// findings on one 5 MB line through the whole process with the text report and its excerpts.
func findingsPhase(binaries: [(String, String)], scratch: String) throws {
    print("\nFindings in one file (default rules; µs per finding):\n")
    let counts = [10, 20_000, 200_000]
    print("| Run | " + counts.map { "\($0) findings" }.joined(separator: " | ") + " |")
    print("| --- |" + counts.map { _ in " ---: |" }.joined())
    var processCells: [[String]] = binaries.map { _ in [] }
    var engineCells: [String] = []
    for count in counts {
        let text = FindingsCorpus.rows(count)
        let path = scratch + "/Rows\(count).swift"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let repeats = count < 1000 ? max(1, options.iterations) * 4 : max(1, min(options.iterations, 2))
        let runs = measureSideBySide(binaries.map { Contender(name: $0.0, executable: $0.1, arguments: ["lint", "--format", "json", path]) },
                                     iterations: repeats)
        for (index, run) in runs.enumerated() {
            processCells[index].append(run.failed ? "failed" : String(format: "%.2f", run.best.seconds / Double(count) * 1e6))
        }
        let input = LintInput(path: "Rows.swift", bytes: Array(text.utf8))
        var best = Double.infinity
        var found = 0
        for _ in 0..<repeats * 5 {
            let start = now()
            found = Linter().lint([input]).count
            best = min(best, now() - start)
        }
        engineCells.append(found == count ? String(format: "%.2f", best / Double(count) * 1e6) : "\(found) found")
    }
    for (index, binary) in binaries.enumerated() {
        print("| \(binary.0), whole process | " + processCells[index].joined(separator: " | ") + " |")
    }
    print("| engine alone (this build) | " + engineCells.joined(separator: " | ") + " |")

    let longLine = scratch + "/LongLine.swift"
    try Data(FindingsCorpus.longLine(findings: 4_000, lineBytes: 5 << 20).utf8).write(to: URL(fileURLWithPath: longLine))
    print("")
    for (name, executable) in binaries {
        // An address-space limit, so a build that copies the line per finding fails instead of
        // taking the machine's memory.
        let run = Processes.run("/bin/sh", ["-c", "ulimit -v 4000000; exec '\(executable)' lint --color never '\(longLine)'"],
                                countOutput: true)
        let outcome = run.exitStatus == 1 << 8
            ? String(format: "%.2f s, %.1f MB of output, peak memory %.0f MB", run.seconds,
                     Double(run.outputBytes) / 1_048_576, Double(run.peakKilobytes) / 1024)
            : String(format: "failed under a 4 GB address-space limit after %.1f s (status %d)", run.seconds, run.exitStatus)
        print("\(name): 4,000 findings on one 5 MB line, text report: \(outcome)")
    }
}

/// Files made to have a known number of findings (each `.id(UUID())` in a view's content is one).
enum FindingsCorpus {
    static func rows(_ count: Int) -> String {
        "import SwiftUI\n\nstruct Rows: View {\n    var body: some View {\n        VStack {\n"
            + String(repeating: "            Text(\"row\").id(UUID())\n", count: count)
            + "        }\n    }\n}\n"
    }

    static func longLine(findings: Int, lineBytes: Int) -> String {
        let padding = String(repeating: "x", count: max(0, lineBytes / findings - 30))
        return "import SwiftUI\n\nstruct Rows: View {\n    var body: some View {\n        VStack { "
            + String(repeating: "Text(\"\(padding)\").id(UUID()); ", count: findings)
            + "}\n    }\n}\n"
    }
}
