import Foundation

/// Memory for cmark-gfm's parsers, one bump region per thread. A page's Markdown blocks are parsed, rendered and
/// copied out in one call of `CmarkConverter.html(fromEach:)`, and nothing cmark made outlives that call, so its
/// many small allocations (nodes, buffers, lists) are carved from a region and given back all at once when the
/// call ends, instead of through `malloc` and `free` one by one. cmark-gfm's allocator functions get no context
/// argument, so each thread finds its region through a thread-local key; a region lives as long as its thread.
///
/// `calloc` zeroes what it hands out; `realloc` grows the newest block in place (cmark's output buffer doubles
/// as it renders) and copies otherwise; `free` takes back the newest block and leaves the others to the end of
/// the call. Every block is 16-byte aligned, after a 16-byte header holding its size.
enum ParserArena {
    /// The bytes of a region's first chunk, kept between calls; a call that needs more adds chunks (at least this
    /// size, or the size of one larger block) and lets go of them when it ends.
    static let chunkSize = 1 << 20

    private static let alignment = 16
    private static let headerSize = 16

    /// Runs `body` with the calling thread's region open; when the outermost such call returns, everything
    /// allocated from the region since it opened is given back. Pointers cmark made inside `body` must not
    /// be used after it.
    static func withRegion<Result>(_ body: () throws -> Result) rethrows -> Result {
        let region = Region.current
        region.pointee.depth += 1
        defer {
            region.pointee.depth -= 1
            if region.pointee.depth == 0 { region.pointee.reset() }
        }
        return try body()
    }

    /// `calloc` for cmark-gfm: zeroed memory from the calling thread's region.
    static let allocateZeroed: @convention(c) (Int, Int) -> UnsafeMutableRawPointer? = { count, size in
        let (bytes, overflow) = count.multipliedReportingOverflow(by: size)
        precondition(!overflow && bytes >= 0, "cmark-gfm asked for more memory than can be addressed")
        let block = Region.current.pointee.allocate(bytes)
        block.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return block
    }

    /// `realloc` for cmark-gfm.
    static let reallocate: @convention(c) (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer? = {
        block, bytes in
        precondition(bytes >= 0, "cmark-gfm asked for a negative size")
        return Region.current.pointee.reallocate(block, to: bytes)
    }

    /// `free` for cmark-gfm.
    static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { block in
        guard let block else { return }
        Region.current.pointee.release(block)
    }

    private static func rounded(_ bytes: Int) -> Int {
        (bytes + alignment - 1) & ~(alignment - 1)
    }

    /// One thread's region: a list of chunks, each starting with a 16-byte header whose first word points to the
    /// next chunk (a chunk's end is known from the size it was made with).
    private struct Region {
        var first: UnsafeMutableRawPointer
        var current: UnsafeMutableRawPointer
        var top: UnsafeMutableRawPointer
        var end: UnsafeMutableRawPointer
        /// The newest block, which alone can grow in place or be taken back.
        var newest: UnsafeMutableRawPointer?
        var depth = 0

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let created = pthread_key_create(&key) { state in
                guard let state else { return }
                let region = state.assumingMemoryBound(to: Region.self)
                region.pointee.releaseChunks(after: nil)
                region.deinitialize(count: 1)
                region.deallocate()
            }
            precondition(created == 0, "no thread-local key for cmark-gfm's memory")
            return key
        }()

        static var current: UnsafeMutablePointer<Region> {
            if let state = pthread_getspecific(key) { return state.assumingMemoryBound(to: Region.self) }
            let region = UnsafeMutablePointer<Region>.allocate(capacity: 1)
            let chunk = Self.newChunk(capacity: chunkSize)
            region.initialize(
                to: Region(
                    first: chunk, current: chunk, top: chunk + headerSize, end: chunk + chunkSize, newest: nil))
            pthread_setspecific(key, region)
            return region
        }

        mutating func allocate(_ bytes: Int) -> UnsafeMutableRawPointer {
            let size = ParserArena.rounded(bytes)
            if end - top < size + headerSize { moveToChunk(holding: size + headerSize) }
            top.storeBytes(of: size, as: Int.self)
            let block = top + headerSize
            top = block + size
            newest = block
            return block
        }

        mutating func reallocate(_ block: UnsafeMutableRawPointer?, to bytes: Int) -> UnsafeMutableRawPointer {
            guard let block else { return allocate(bytes) }
            let size = ParserArena.rounded(bytes)
            let oldSize = (block - headerSize).load(as: Int.self)
            if block == newest, end - block >= size {
                (block - headerSize).storeBytes(of: size, as: Int.self)
                top = block + size
                return block
            }
            if size <= oldSize { return block }
            let moved = allocate(bytes)
            moved.copyMemory(from: block, byteCount: oldSize)
            return moved
        }

        mutating func release(_ block: UnsafeMutableRawPointer) {
            guard block == newest else { return }
            top = block - headerSize
            newest = nil
        }

        /// Gives back every block: the first chunk is kept for the next call, the others are freed.
        mutating func reset() {
            releaseChunks(after: first)
            first.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
            current = first
            top = first + headerSize
            end = first + chunkSize
            newest = nil
        }

        /// Continues in a new chunk after the current one (the chunks a reset let go of are not kept).
        private mutating func moveToChunk(holding bytes: Int) {
            let capacity = max(chunkSize, bytes + headerSize)
            let chunk = Self.newChunk(capacity: capacity)
            current.storeBytes(of: chunk, as: UnsafeMutableRawPointer?.self)
            current = chunk
            top = chunk + headerSize
            end = chunk + capacity
            newest = nil
        }

        /// Frees the chunks that follow `chunk` (all of them, `first` too, when `chunk` is nil).
        fileprivate func releaseChunks(after chunk: UnsafeMutableRawPointer?) {
            var next = chunk.map { $0.load(as: UnsafeMutableRawPointer?.self) } ?? first
            while let doomed = next {
                next = doomed.load(as: UnsafeMutableRawPointer?.self)
                Foundation.free(doomed)
            }
        }

        private static func newChunk(capacity: Int) -> UnsafeMutableRawPointer {
            guard let chunk = malloc(capacity) else { preconditionFailure("out of memory for cmark-gfm") }
            chunk.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
            return chunk
        }
    }
}
