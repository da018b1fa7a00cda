#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error, written with `write(2)` until every byte is out. Unlike `FileHandle.write`,
/// which traps, a stream that cannot take the bytes (a full device, a closed descriptor, a reader that went away)
/// is an `OutputError` the command reports with exit status 74.
struct StandardStream {
    /// The file descriptor: 1 or 2.
    let descriptor: Int32
    /// `standard output` or `standard error`, for the message.
    let name: String

    static let output = StandardStream(descriptor: 1, name: "standard output")
    static let error = StandardStream(descriptor: 2, name: "standard error")

    /// Writes all of `text`, retrying after interruptions and short writes.
    func write(_ text: String) throws(OutputError) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                throw OutputError(stream: name, code: count < 0 ? errno : EIO)
            }
        }
    }
}
