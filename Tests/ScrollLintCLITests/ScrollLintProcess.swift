import Foundation
import XCTest

/// Runs the built `scroll-lint` binary as a separate process, as users and CI do.
struct ScrollLintProcess {
    struct Result: Equatable {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The products folder that holds both the test bundle and the executable.
    static var binary: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("scroll-lint")
    }

    static func run(_ arguments: [String], in directory: URL, standardInput: [UInt8] = [],
                    environment: [String: String] = [:]) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            XCTFail("scroll-lint is not built at \(binary.path)")
            return Result(status: -1, standardOutput: "", standardError: "")
        }
        var inherited = ProcessInfo.processInfo.environment
        inherited["NO_COLOR"] = nil
        return try launch(binary, arguments, in: directory, environment: inherited.merging(environment) { $1 },
                          standardInput: standardInput)
    }

    /// Runs `executable` with exactly `environment` to completion (ended after `timeout` seconds).
    /// Output goes to files, not pipes: nothing can block on a full pipe buffer.
    static func launch(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String],
                       standardInput: [UInt8] = [], timeout: TimeInterval = 300) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scroll-lint-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let paths = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
        try Data(standardInput).write(to: paths[0])
        for path in paths.dropFirst() { try Data().write(to: path) }
        let handles = try [FileHandle(forReadingFrom: paths[0]), FileHandle(forWritingTo: paths[1]),
                           FileHandle(forWritingTo: paths[2])]
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ran longer than \(Int(timeout)) s")
        }
        process.waitUntilExit()
        for handle in handles { try handle.close() }
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: try Data(contentsOf: paths[1]), as: UTF8.self),
                      standardError: String(decoding: try Data(contentsOf: paths[2]), as: UTF8.self))
    }
}

/// A fresh folder per test, removed afterwards, with helpers to fill it.
final class TemporaryFolder {
    let url: URL

    init() throws {
        let base = URL(fileURLWithPath: FileManager.default.temporaryDirectory.path).resolvingSymlinksInPath()
        url = base.appendingPathComponent("scroll-lint-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> URL {
        try write(relativePath, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    func read(_ relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(relativePath)), as: UTF8.self)
    }

    func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    func contents(_ relativePath: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(relativePath).path).sorted()
    }

    func run(_ arguments: [String], standardInput: [UInt8] = [], environment: [String: String] = [:]) throws
        -> ScrollLintProcess.Result {
        try ScrollLintProcess.run(arguments, in: url, standardInput: standardInput, environment: environment)
    }
}
