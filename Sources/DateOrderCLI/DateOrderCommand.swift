import DateOrder
import Foundation
import LocaleProfiles

/// The `dateorder` command line, callable from tests with an argument array and captured output.
package struct DateOrderCommand {
    /// Exit statuses: 0 success, 1 failure, 64 usage error (EX_USAGE), 74 output could not be written
    /// (EX_IOERR: standard output, standard error or the site).
    package enum ExitCode: Int32, Sendable {
        case success = 0
        case failure = 1
        case usage = 64
        case software = 70
        case ioError = 74
    }

    /// Where the command writes: standard output and standard error, injectable for tests. A sink that cannot
    /// take the text throws (an `OutputError` for the console); the command then exits 74.
    package struct Output {
        /// Receives text for standard output.
        package var standardOutput: (String) throws -> Void
        /// Receives text for standard error.
        package var standardError: (String) throws -> Void

        /// Creates an output from two sinks.
        package init(
            standardOutput: @escaping (String) throws -> Void, standardError: @escaping (String) throws -> Void
        ) {
            self.standardOutput = standardOutput
            self.standardError = standardError
        }

        /// The first note or warning standard error could not take (`notice(_:)`).
        private let missedNotice = MissedNotice()

        /// Writes a note or warning to standard error. One it cannot take does not stop the command: its answer
        /// still reaches standard output, and the command exits 74 once it is done.
        package func notice(_ text: String) {
            do { try standardError(text) } catch { missedNotice.error = missedNotice.error ?? error }
        }

        /// `dateorder: warning: …` on standard error, as `notice(_:)` writes it; control and bidi characters shown.
        package func warn(_ warning: String) { notice(Visible.message("dateorder: warning: " + warning + "\n")) }

        /// `dateorder: note: …` on standard error, as `notice(_:)` writes it; control and bidi characters shown.
        package func note(_ note: String) { notice(Visible.message("dateorder: note: " + note + "\n")) }

        /// The error of the first note or warning standard error could not take, if any.
        var noticeFailure: (any Error)? { missedNotice.error }

        /// The process's standard output and standard error, written with `write(2)`: a full device, a closed
        /// descriptor or a closed pipe is an error, never a crash.
        package static var console: Output {
            Output(
                standardOutput: { text throws(OutputError) in try StandardStream.output.write(text) },
                standardError: { text throws(OutputError) in try StandardStream.error.write(text) }
            )
        }
    }

    /// The tool's version.
    package static let version = "0.2.0"

    /// Keeps a standard descriptor the process was started without (`dateorder show de >&-`) from being taken by
    /// the next file or event descriptor opened, so output meant for it still fails as a closed stream. Call it
    /// first in `main`.
    package static func holdClosedStandardDescriptors() { StandardStream.holdClosedDescriptors() }

    let output: Output
    let workingDirectory: URL
    let environment: [String: String]
    /// The raw bytes of the stamp-folder variables that are not UTF-8 (`EnvironmentCheck.undecodableCachePaths`).
    let undecodableEnvironment: [String: [UInt8]]

    /// Creates a command writing to `output`, resolving relative paths against `workingDirectory` (default: the
    /// process's), and reading its settings (`DATEORDER_CACHE_DIR`, `DATEORDER_CACHE`, `HOME`, …) from
    /// `environment` (default: the process's, whose stamp-folder variables are checked to be UTF-8 as `getenv`
    /// gives them).
    package init(output: Output = .console, workingDirectory: URL? = nil, environment: [String: String]? = nil) {
        self.init(
            output: output, workingDirectory: workingDirectory, environment: environment,
            undecodableEnvironment: environment == nil
                ? EnvironmentCheck.undecodableCachePaths { name in
                    getenv(name).map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
                } : [:])
    }

    /// Creates a command as `init(output:workingDirectory:environment:)` does, with the bytes of the stamp-folder
    /// variables that are not UTF-8 given (tests).
    package init(
        output: Output, workingDirectory: URL?, environment: [String: String]?,
        undecodableEnvironment: [String: [UInt8]]
    ) {
        self.undecodableEnvironment = undecodableEnvironment
        self.output = output
        self.workingDirectory =
            workingDirectory
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        self.environment = environment ?? ProcessInfo.processInfo.environment
    }

    /// Runs the command for `arguments` (without the program name) and returns the exit status.
    ///
    /// Every failure is rendered here, once: a usage error with the usage line (64), a failed run (1, or 74 when
    /// the site could not be written), output that could not be written (74; silently when standard output is a
    /// pipe whose reader went away, as `head` leaves it). The message goes through
    /// `Visible.message`, so no control or bidi character reaches the terminal even if a value escaped its
    /// own `Visible` call; when standard error cannot take it either, the status is 74.
    package func run(_ arguments: [String]) -> ExitCode {
        report { () throws -> ExitCode in try dispatch(arguments) }
    }

    /// Runs the command for `arguments` as the bytes the kernel passed (`argv` without the program name): an
    /// argument that is not valid UTF-8 is a usage error naming its option, never text with U+FFFD in it (a path
    /// that names another file). `main` calls this; `CommandLine.arguments` has repaired the bytes already.
    package func run(bytes arguments: [[UInt8]]) -> ExitCode {
        report { () throws -> ExitCode in try dispatch(RawArguments.decode(arguments)) }
    }

    /// Runs `body` and renders its failure, if any, as `run(_:)` describes.
    private func report(_ body: () throws -> ExitCode) -> ExitCode {
        let status: ExitCode
        let message: String
        do {
            let status = try body()
            // A note standard error could not take: the answer was given, but not all of the output.
            return output.noticeFailure == nil ? status : .ioError
        } catch let error as UsageError {
            (status, message) = (.usage, "\(error.message)\n\(error.usage)")
        } catch let error as CommandFailure {
            (status, message) = (error.status, error.message)
        } catch let error as OutputError where error.isReaderGone {
            // `dateorder list | head`: the reader took what it wanted; a message would only clutter the terminal.
            return .ioError
        } catch let error as OutputError {
            (status, message) = (.ioError, error.description)
        } catch {
            (status, message) = (.failure, Visible.text("\(error)", limit: 400))
        }
        do {
            try output.standardError(Visible.message("dateorder: " + message + "\n"))
        } catch {
            return .ioError
        }
        return status
    }

    private func dispatch(_ arguments: [String]) throws -> ExitCode {
        guard let subcommand = arguments.first else { throw UsageError("missing command") }
        let rest = Array(arguments.dropFirst())
        if let command = CommandSpec.named(subcommand), Self.asksForHelp(rest) {
            try output.standardOutput(command.help + "\n")
            return .success
        }
        if [CommandSpec.build, .show, .list].map(\.name).contains(subcommand) {
            for warning in EnvironmentCheck.warnings(environment) {
                output.warn(warning)
            }
        }
        switch subcommand {
        case "help" where rest.count == 1 && CommandSpec.named(rest[0]) != nil:
            // `dateorder help build`, as git and swift answer it: that command's help.
            try output.standardOutput(CommandSpec.named(rest[0])!.help + "\n")
        case "help" where rest == ["help"]:
            // `dateorder help help`: the help is about the commands, so it is the answer.
            try output.standardOutput(Usage.help + "\n")
        case "help" where rest.count == 1 && !rest[0].hasPrefix("-"):
            throw UsageError(Self.unknownCommand(rest[0]))
        case "--help", "-h", "help", "--version":
            // `help build extra`: the word after the command is the one too many.
            let extra = subcommand == "help" && rest.count > 1 && CommandSpec.named(rest[0]) != nil ? 1 : 0
            guard rest.isEmpty else {
                throw UsageError(
                    "unexpected argument \(Visible.quoted(rest[extra])) after "
                        + ([subcommand] + rest.prefix(extra)).joined(separator: " "))
            }
            try output.standardOutput(subcommand == "--version" ? "dateorder \(Self.version)\n" : Usage.help + "\n")
        case "show":
            try ShowCommand(arguments: rest).run(output: output)
        case "build":
            let (environment, warning) = EnvironmentCheck.cacheEnvironment(
                environment, undecodable: undecodableEnvironment)
            if let warning { output.warn(warning) }
            try BuildCommand(arguments: rest, workingDirectory: workingDirectory, environment: environment)
                .run(output: output)
        case "list":
            try ListCommand(arguments: rest).run(output: output)
        case "diff":
            return try DiffCommand(arguments: rest, workingDirectory: workingDirectory).run(output: output)
                ? .failure : .success
        default:
            throw UsageError(Self.unknownCommand(subcommand, before: rest))
        }
        return .success
    }

    /// `unknown command 'buid'; did you mean build? (build, show, list, diff)`: a suggestion where the word is one
    /// or two letters off a command. An option where the command goes is called an option, with the commands that
    /// take it (`--output` before `build`, the command named later in `arguments` first): options follow their command.
    static func unknownCommand(_ word: String, before arguments: [String] = []) -> String {
        let commands = CommandSpec.all.map(\.name)
        if word.hasPrefix("-") {
            let name = String(word.prefix { $0 != "=" })
            let owners = CommandSpec.all.filter { $0.options.contains { $0.name == name } }.map(\.name)
            let example = owners.first { arguments.contains($0) } ?? owners.first ?? ""
            return "unknown option \(Visible.quoted(word)) before the command"
                + (owners.isEmpty
                    ? " (only --help and --version come first; options follow their command: "
                        + commands.joined(separator: ", ") + ")"
                    : "; it is an option of "
                        + (owners.count > 1
                            ? owners.dropLast().joined(separator: ", ") + " and " + owners[owners.count - 1]
                            : example) + ", and follows it: dateorder "
                        + example + " " + name + " …")
        }
        return "unknown command \(Visible.quoted(word))"
            + IdentifierResolver.didYouMean(IdentifierResolver.near(word, among: commands))
            + " (\(commands.joined(separator: ", ")))"
    }

    /// Whether `--help` or `-h` comes among a subcommand's options (before any `--`).
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }
}

/// Where `DateOrderCommand.Output` keeps the first note standard error could not take, shared by its copies.
private final class MissedNotice {
    var error: (any Error)?
}
