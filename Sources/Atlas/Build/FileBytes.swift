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
    /// than `maximum` bytes, or unreadable; with `ownedByUser`, also when the file is not the effective user's or
    /// is writable by its group or others.
    static func contents(_ path: String, maximum: Int = 512 << 20, ownedByUser: Bool = false) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maximum else {
            return nil
        }
        if ownedByUser, info.st_uid != geteuid() || info.st_mode & 0o022 != 0 { return nil }
        // procfs files report size 0; anything else is read into room for its whole size at once.
        var data = Data(capacity: Int(info.st_size) + 1)
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

    /// The bytes of the regular file at `path` like `contents(_:maximum:)`, in memory of their own (an anonymous
    /// mapping, not the allocator's heap) that goes back to the system the moment the last `Data` sharing it is
    /// gone: for a large file read once and dropped partway through a build.
    static func contentsOutsideHeap(_ path: String, maximum: Int) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
            Int(info.st_size) <= maximum
        else { return nil }
        let size = Int(info.st_size)
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            memory != MAP_FAILED
        else { return nil }
        var offset = 0
        while offset < size {
            let count = read(descriptor, memory + offset, size - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
        }
        // Shorter than it said (cut meanwhile) or unreadable: nothing.
        guard offset == size else {
            munmap(memory, size)
            return nil
        }
        return Data(bytesNoCopy: memory, count: size, deallocator: .custom { pointer, count in munmap(pointer, count) })
    }

    /// Creates a new file at `path` holding `data`, with `mode` (0600 unless given; the umask applies):
    /// `O_CREAT | O_EXCL | O_NOFOLLOW`, so an entry already there (a link planted to redirect the write, say)
    /// makes it fail instead of being written through. Returns `errno` on failure, 0 on success; a partly
    /// written file is removed.
    static func create(_ path: String, _ data: Data, mode: mode_t = 0o600) -> Int32 {
        create(path, mode: mode) { $0.append(data) }
    }

    /// Creates a new file at `path` like `create(_:_:mode:)`, with the bytes `produce` appends to the writer it is
    /// given (buffered: a few large writes, however many small pieces). Nothing is forced to the disk (no
    /// `fsync`): the kernel writes it back as it does any tool's output.
    static func create(_ path: String, mode: mode_t = 0o600, _ produce: (inout BufferedWriter) -> Void) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return errno }
        var writer = BufferedWriter(descriptor: descriptor)
        produce(&writer)
        writer.flush()
        var failure = writer.failure
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        if failure != 0 { unlink(path) }
        return failure
    }

    /// Collects bytes and writes them to a descriptor a megabyte at a time; the first failure is kept and
    /// everything after it dropped.
    struct BufferedWriter {
        let descriptor: Int32
        private(set) var failure: Int32 = 0
        private var buffer: [UInt8] = []
        private static let capacity = 1 << 20

        init(descriptor: Int32) {
            self.descriptor = descriptor
            buffer.reserveCapacity(Self.capacity)
        }

        mutating func append(_ data: Data) {
            if buffer.count + data.count > Self.capacity { flush() }
            if data.count >= Self.capacity {
                data.withUnsafeBytes { writeAll($0) }
            } else {
                buffer.append(contentsOf: data)
            }
        }

        mutating func append<Integer: FixedWidthInteger>(littleEndian value: Integer) {
            withUnsafeBytes(of: value.littleEndian) { bytes in
                if buffer.count + bytes.count > Self.capacity { flush() }
                buffer.append(contentsOf: bytes)
            }
        }

        mutating func flush() {
            buffer.withUnsafeBytes { writeAll($0) }
            buffer.removeAll(keepingCapacity: true)
        }

        private mutating func writeAll(_ bytes: UnsafeRawBufferPointer) {
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
    }
}
