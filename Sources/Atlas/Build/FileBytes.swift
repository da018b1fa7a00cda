import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes small files without following a symbolic link at the path and without blocking on a FIFO:
/// what the build reads from folders it does not own (templates, its cache) and what it writes there.
enum FileBytes {
    /// The bytes of the regular file at `path`, or `nil` when it is missing, a link, not a regular file, larger
    /// than `maximum` bytes, or unreadable.
    static func contents(_ path: String, maximum: Int = 512 << 20) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximum else {
            return nil
        }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return data }
            data.append(contentsOf: chunk[0..<count])
            if data.count > maximum { return nil }
        }
    }

    /// Creates a new file at `path` holding `data`, with mode 0600: `O_CREAT | O_EXCL | O_NOFOLLOW`, so an entry
    /// already there (a link planted to redirect the write, say) makes it fail instead of being written through.
    /// Returns `errno` on failure, 0 on success; a partly written file is removed.
    static func create(_ path: String, _ data: Data) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return errno }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    failure = count < 0 ? errno : EIO
                    return
                }
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 { unlink(path) }
        return failure
    }
}
