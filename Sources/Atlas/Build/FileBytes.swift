import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes small files without following a symbolic link at the path and without blocking on a FIFO:
/// what the build reads from folders it does not own (templates, its cache) and what it writes there.
package enum FileBytes {
    /// The bytes of the regular file at `path`, or `nil` when it is missing, a link, not a regular file, larger
    /// than `maximum` bytes, or unreadable; with `ownedByUser`, also when the file is not the effective user's or
    /// is writable by its group or others.
    static func contents(_ path: String, maximum: Int = 512 << 20, ownedByUser: Bool = false) -> Data? {
        try? regularFile(path, maximum: maximum, ownedByUser: ownedByUser).get()
    }

    /// The same, or why not, in words: the system's reason (`Permission denied`), `not a regular file`, larger
    /// than `maximum`, or `not the user's own`.
    static func regularFile(
        _ path: String, maximum: Int = 512 << 20, ownedByUser: Bool = false
    ) -> Result<Data, InputFailure> {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(InputFailure(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(InputFailure(String(cString: strerror(errno)))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(InputFailure("not a regular file")) }
        guard Int(info.st_size) <= maximum else { return .failure(InputFailure("larger than \(maximum >> 20) MB")) }
        if ownedByUser, info.st_uid != geteuid() || info.st_mode & 0o022 != 0 {
            return .failure(InputFailure("not the user's own"))
        }
        return readToEnd(descriptor, expected: Int(info.st_size), maximum: maximum)
    }

    /// What is left to read from `descriptor`, up to `maximum` bytes; `expected` (a regular file's size) sizes the
    /// buffer at once (procfs files and pipes report 0). Fails with `errno`'s text, or when more than `maximum`.
    private static func readToEnd(_ descriptor: Int32, expected: Int, maximum: Int) -> Result<Data, InputFailure> {
        var data = Data(capacity: expected + 1)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return .failure(InputFailure(String(cString: strerror(errno)))) }
            if count == 0 { return .success(data) }
            data.append(contentsOf: chunk[0..<count])
            if data.count > maximum { return .failure(InputFailure("larger than \(maximum >> 20) MB")) }
        }
    }

    /// The bytes of a file the user named on the command line (`diff`'s exports, `--previous`, `--config`), read to
    /// its end: a regular file, or a pipe, process substitution or standard input (`<(git show …)`, `/dev/stdin`),
    /// links followed as a shell would. On failure, why, in words: `No such file or directory`, `is a folder`, or
    /// larger than `maximum` bytes.
    package static func input(_ path: String, maximum: Int = 512 << 20) -> Result<Data, InputFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(InputFailure(String(cString: strerror(errno)))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(InputFailure(String(cString: strerror(errno)))) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(InputFailure("is a folder")) }
        let size = info.st_mode & S_IFMT == S_IFREG ? min(Int(info.st_size), maximum) : 0
        return readToEnd(descriptor, expected: size, maximum: maximum)
    }

    /// Why a named input could not be read.
    package struct InputFailure: Error, CustomStringConvertible {
        package let description: String
        init(_ description: String) { self.description = description }
    }

    /// Creates a new file at `path` holding `data`, with `mode` (0600 unless given; the umask applies):
    /// `O_CREAT | O_EXCL | O_NOFOLLOW`, so an entry already there (a link planted to redirect the write, say)
    /// makes it fail instead of being written through. Returns `errno` on failure, 0 on success; a partly
    /// written file is removed. Nothing is forced to the disk (no `fsync`): the kernel writes it back as it does
    /// any tool's output. `exactly` sets the permission bits to `mode` as given, whatever a default ACL of the
    /// folder would make them.
    static func create(_ path: String, _ data: Data, mode: mode_t = 0o600, exactly: Bool = false) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return errno }
        var failure: Int32 = 0
        if exactly, fchmod(descriptor, mode) != 0 { failure = errno }
        data.withUnsafeBytes { bytes in
            var offset = 0
            while failure == 0, offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count > 0 {
                    offset += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    failure = count < 0 ? errno : EIO
                }
            }
        }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 { unlink(path) }
        return failure
    }
}
