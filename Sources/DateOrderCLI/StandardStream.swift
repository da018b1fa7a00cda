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

    /// Holds each of descriptors 0, 1 and 2 that the process was started without on `/dev/null`, opened so that
    /// the direction the stream is used in fails with `EBADF` (standard input write-only, the others read-only).
    /// Otherwise the next descriptor anything opens takes the free number: libdispatch's event descriptor, once
    /// threads start, or a site file, which would then receive what was meant for standard output. A closed
    /// stream stays an error ("Bad file descriptor", exit 74), as it was.
    static func holdClosedDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let held = open("/dev/null", (descriptor == 0 ? O_WRONLY : O_RDONLY) | O_CLOEXEC)
            guard held >= 0 else { continue }
            if held != descriptor {
                dup2(held, descriptor)
                close(held)
            }
        }
    }

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
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // A descriptor another process made non-blocking (the pipe is shared with it): wait until the
                // reader has taken some, as a blocking write would, rather than fail with "Resource temporarily
                // unavailable".
                try waitUntilWritable()
            } else {
                throw OutputError(stream: name, code: count < 0 ? errno : EIO)
            }
        }
    }

    /// Blocks until the descriptor can take bytes again (or is in error, which the next write reports).
    private func waitUntilWritable() throws(OutputError) {
        var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&request, 1, -1) < 0 {
            guard errno == EINTR else { throw OutputError(stream: name, code: errno) }
        }
    }
}
