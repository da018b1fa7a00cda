import DateOrder
import Foundation
import LocaleProfiles

/// The `dateorder` command line, callable from tests with an argument array and captured output.
public struct DateOrderCommand {
    /// Exit statuses: 0 success, 1 failure, 64 usage error (EX_USAGE).
    public enum ExitCode: Int32, Sendable {
        case success = 0
        case failure = 1
        case usage = 64
    }

    /// Where the command writes: standard output and standard error, injectable for tests.
    public struct Output {
        /// Receives text for standard output.
        public var standardOutput: (String) -> Void
        /// Receives text for standard error.
        public var standardError: (String) -> Void

        /// Creates an output from two sinks.
        public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void) {
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        /// The process's standard output and standard error.
        public static var console: Output {
            Output(
                standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
                standardError: { FileHandle.standardError.write(Data($0.utf8)) }
            )
        }
    }

    /// The tool's version.
    public static let version = "0.1.0"

    let output: Output
    let workingDirectory: URL
    let environment: [String: String]

    /// Creates a command writing to `output`, resolving relative paths against `workingDirectory` (default: the
    /// process's), and reading its settings (`DATEORDER_CACHE_DIR`, `DATEORDER_CACHE`, `HOME`, …) from
    /// `environment` (default: the process's).
    public init(output: Output = .console, workingDirectory: URL? = nil, environment: [String: String]? = nil) {
        self.output = output
        self.workingDirectory =
            workingDirectory
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        self.environment = environment ?? ProcessInfo.processInfo.environment
    }

    /// Runs the command for `arguments` (without the program name) and returns the exit status.
    public func run(_ arguments: [String]) -> ExitCode {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            output.standardError("dateorder: \(error.message)\n\(error.usage)\n")
            return .usage
        } catch let error as CommandFailure {
            output.standardError("dateorder: \(error.message)\n")
            return .failure
        } catch {
            output.standardError("dateorder: \(error)\n")
            return .failure
        }
    }

    private func dispatch(_ arguments: [String]) throws -> ExitCode {
        guard let subcommand = arguments.first else { throw UsageError("missing command") }
        let rest = Array(arguments.dropFirst())
        if let command = CommandSpec.named(subcommand), Self.asksForHelp(rest) {
            output.standardOutput(command.help + "\n")
            return .success
        }
        switch subcommand {
        case "--help", "-h", "help", "--version":
            guard rest.isEmpty else {
                throw UsageError("unexpected argument \(Visible.quoted(rest[0])) after \(subcommand)")
            }
            output.standardOutput(subcommand == "--version" ? "dateorder \(Self.version)\n" : Usage.help + "\n")
        case "show":
            try ShowCommand(arguments: rest).run(output: output)
        case "build":
            try BuildCommand(arguments: rest, workingDirectory: workingDirectory, environment: environment)
                .run(output: output)
        case "list":
            try ListCommand(arguments: rest).run(output: output)
        case "diff":
            return try DiffCommand(arguments: rest, workingDirectory: workingDirectory).run(output: output)
                ? .failure : .success
        default:
            throw UsageError("unknown command \(Visible.quoted(subcommand)) (build, show, list, diff)")
        }
        return .success
    }

    /// Whether `--help` or `-h` comes among a subcommand's options (before any `--`).
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }
}
