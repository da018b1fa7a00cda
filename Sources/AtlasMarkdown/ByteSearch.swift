#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Searching rendered HTML by UTF-8 bytes, where `Character` comparison would be fooled by a combining mark
/// or joiner that follows an ASCII delimiter.
enum ByteSearch {
    /// The index of the first occurrence of `needle` in `haystack` at or after `start`.
    ///
    /// Boyer–Moore–Horspool: the text byte under the needle's last position says how far the needle can move
    /// without skipping a match (its length, for a byte the needle does not hold), so most of the text is
    /// never looked at.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, needle.count <= haystack.count - start else { return nil }
        let count = needle.count
        // Shifts of at most 255 (always safe: a shorter move never skips a match), in a table on the stack.
        let longest = UInt8(min(count, 255))
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { shift in
            // Pointers, not buffer subscripts: each generic step is a call in the debug build that `make site` runs.
            let shifts = shift.baseAddress!
            memset(shifts, Int32(longest), 256)
            return haystack.withUnsafeBufferPointer { buffer in
                needle.withUnsafeBufferPointer { needleBuffer in
                    let text = buffer.baseAddress!, pattern = needleBuffer.baseAddress!
                    for index in 0..<count - 1 {
                        (shifts + Int((pattern + index).pointee)).pointee = UInt8(min(count - 1 - index, 255))
                    }
                    let lastByte = pattern[count - 1], end = buffer.count - count
                    var index = start
                    while index <= end {
                        let byte = (text + index + count - 1).pointee
                        if byte == lastByte, memcmp(text + index, pattern, count - 1) == 0 { return index }
                        index += Int((shifts + Int(byte)).pointee)
                    }
                    return nil
                }
            }
        }
    }

    /// Whether `bytes` holds `prefix` at `index` (`memcmp`, not `elementsEqual`, which unoptimized code runs as a
    /// call per byte).
    static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        guard index >= 0, index + prefix.count <= bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { text in
            prefix.withUnsafeBufferPointer { memcmp(text.baseAddress! + index, $0.baseAddress!, $0.count) == 0 }
        }
    }

    /// Rewrites every link cmark-gfm rendered to a reserved scheme (`<a href="SCHEME…`). `rewrite` gets the
    /// index right after the scheme and the output so far; it appends what replaces the link from its `<a` up to
    /// the index it returns (exclusive), or appends nothing and returns `nil` to keep that occurrence as it is.
    static func rewriteLinks(
        scheme: String, in bytes: [UInt8], _ rewrite: (_ valueStart: Int, _ output: inout [UInt8]) -> Int?
    ) -> [UInt8] {
        let opening = Array(("<a href=\"" + scheme).utf8)
        guard var next = find(opening, in: bytes, from: 0) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        while true {
            let valueStart = next + opening.count
            output += bytes[position..<next]
            if let end = rewrite(valueStart, &output) {
                position = end
            } else {
                output += bytes[next..<valueStart]
                position = valueStart
            }
            guard let found = find(opening, in: bytes, from: position) else { break }
            next = found
        }
        output += bytes[position...]
        return output
    }
}
