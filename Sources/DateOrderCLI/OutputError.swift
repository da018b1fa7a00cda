#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error could not take what the command printed: exit 74 (EX_IOERR). Whatever the
/// command did before (a site it wrote, say) stays done.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    /// `standard output` or `standard error`.
    public let stream: String
    /// The `errno` of the failed write (`ENOSPC`, `EPIPE`, `EBADF`, …).
    public let code: Int32

    public init(stream: String, code: Int32) {
        self.stream = stream
        self.code = code
    }

    /// `cannot write to standard output: No space left on device`.
    public var description: String {
        "cannot write to \(stream): \(String(cString: strerror(code)))"
    }
}
