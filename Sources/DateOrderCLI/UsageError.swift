import LocaleProfiles

/// A command line that cannot be run as given: exit 64 (EX_USAGE) with a message and the usage line.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in one line.
    package let message: String
    /// The usage line of the subcommand concerned, or of the whole tool.
    package var usage: String

    init(_ message: String, usage: String = Usage.summary) {
        self.message = message
        self.usage = usage
    }

    package var description: String { message }
}

/// A run that failed for a reason other than its arguments: exit 1, or 74 when the site could not be written.
package struct CommandFailure: Error, Equatable, CustomStringConvertible {
    /// What failed, in one line, naming the stage and file where there is one (`--check` lists files on
    /// further lines).
    package let message: String
    /// The exit status: `.failure`, or `.ioError` when the output could not be written.
    package let status: DateOrderCommand.ExitCode

    package init(_ message: String, status: DateOrderCommand.ExitCode = .failure) {
        self.message = message
        self.status = status
    }

    package var description: String { message }
}
