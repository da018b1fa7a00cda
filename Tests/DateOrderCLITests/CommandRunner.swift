import DateOrderCLI
import Foundation
import TestSupport

/// Runs the command in-process and captures what it prints.
final class CommandRunner {
    private(set) var standardOutput = ""
    private(set) var standardError = ""

    /// Build stamps of in-process builds go here, never into the user's `~/.cache/dateorder`.
    static let cacheEnvironment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        environment["DATEORDER_CACHE_DIR"] =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("dateorder-tests-cache-\(ProcessInfo.processInfo.processIdentifier)").path
        environment["DATEORDER_CACHE"] = nil
        return environment
    }()

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
}
