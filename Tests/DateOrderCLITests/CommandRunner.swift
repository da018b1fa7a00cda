import DateOrderCLI
import Foundation

/// Runs the command in-process and captures what it prints.
final class CommandRunner {
    private(set) var standardOutput = ""
    private(set) var standardError = ""

    static func run(_ arguments: [String], in directory: URL? = nil) -> (code: DateOrderCommand.ExitCode, out: String, err: String) {
        let runner = CommandRunner()
        let output = DateOrderCommand.Output(
            standardOutput: { runner.standardOutput += $0 },
            standardError: { runner.standardError += $0 }
        )
        let code = DateOrderCommand(output: output, workingDirectory: directory).run(arguments)
        return (code, runner.standardOutput, runner.standardError)
    }
}

/// Runs the built `dateorder` executable as a separate process with a chosen environment.
enum ExecutableRunner {
    /// The `dateorder` binary beside the test bundle (`swift build` puts both in the same folder).
    static var executable: URL? {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dateorder"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dateorder"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/dateorder"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, out: Data) {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
