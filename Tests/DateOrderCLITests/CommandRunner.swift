import DateOrderCLI
import Foundation
import TestSupport

/// Runs the command in-process and captures what it prints.
final class CommandRunner {
    private(set) var standardOutput = ""
    private(set) var standardError = ""

    /// Build stamps of in-process builds go here, never into the user's `~/.cache/dateorder`; removed when the test
    /// process exits, so that runs do not pile up folders in the temporary directory.
    static let cacheEnvironment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["DATEORDER_CACHE_DIR"] = cacheFolder
        environment["DATEORDER_CACHE"] = nil
        atexit { try? FileManager.default.removeItem(atPath: CommandRunner.cacheFolder) }
        return environment
    }()

    private static let cacheFolder =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("dateorder-tests-cache-\(ProcessInfo.processInfo.processIdentifier)").path

    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = cacheEnvironment
    ) -> (code: DateOrderCommand.ExitCode, out: String, err: String) {
        let runner = CommandRunner()
        let output = DateOrderCommand.Output(
            standardOutput: { runner.standardOutput += $0 },
            standardError: { runner.standardError += $0 }
        )
        let code = DateOrderCommand(output: output, workingDirectory: directory, environment: environment).run(
            arguments)
        return (code, runner.standardOutput, runner.standardError)
    }
}

/// Runs the built `dateorder` executable as a separate process with a chosen environment.
enum ExecutableRunner {
    static func run(
        _ arguments: [String], environment: [String: String], in directory: URL? = nil
    ) throws -> (status: Int32, out: Data) {
        guard let executable = TestPaths.executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    /// What a finished child did: its status (or the signal that ended it), and both streams.
    struct Outcome {
        var status: Int32
        var signaled: Bool
        var out: Data
        var err: String
    }

    /// Runs the executable with `prefix` words before it (a shell, `setpriv`), its standard output sent to
    /// `standardOutput` (captured when `nil`), standard error captured.
    static func outcome(
        _ arguments: [String], environment: [String: String], in directory: URL? = nil, prefix: [String] = [],
        standardOutput: FileHandle? = nil, standardError: FileHandle? = nil
    ) throws -> Outcome {
        guard let executable = TestPaths.executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        let words = prefix + [executable.path] + arguments
        process.executableURL = URL(fileURLWithPath: words[0])
        process.arguments = Array(words.dropFirst())
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = standardOutput ?? outPipe
        process.standardError = standardError ?? errPipe
        try process.run()
        // Read both pipes at once, so a child that fills one never blocks on it.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data()
        nonisolated(unsafe) var err = Data()
        if standardOutput == nil {
            DispatchQueue.global().async(group: group) { out = outPipe.fileHandleForReading.readDataToEndOfFile() }
        }
        if standardError == nil {
            DispatchQueue.global().async(group: group) { err = errPipe.fileHandleForReading.readDataToEndOfFile() }
        }
        process.waitUntilExit()
        group.wait()
        return Outcome(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, out: out,
            err: String(decoding: err, as: UTF8.self))
    }
}
