#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error could not take what the command printed: exit 74 (EX_IOERR). Whatever the
/// command did before (a site it wrote, say) stays done.
package struct OutputError: Error, Equatable, CustomStringConvertible {
    /// `standard output` or `standard error`.
    package let stream: String
    /// The `errno` of the failed write (`ENOSPC`, `EPIPE`, `EBADF`, …).
    package let code: Int32

    package init(stream: String, code: Int32) {
        self.stream = stream
        self.code = code
    }

    /// Standard output is a pipe whose reader went away (`dateorder list | head`): the reader has what it
    /// wanted, so the command stops without a message (exit 74), as `git log | head` does without one.
    package var isReaderGone: Bool { stream == StandardStream.output.name && code == EPIPE }

    /// `cannot write to standard output: No space left on device`.
    package var description: String {
        "cannot write to \(stream): \(String(cString: strerror(code)))"
    }
}
