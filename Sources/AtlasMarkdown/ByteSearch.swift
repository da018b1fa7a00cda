/// Searching rendered HTML by UTF-8 bytes, where `Character` comparison would be fooled by a combining mark
/// or joiner that follows an ASCII delimiter.
enum ByteSearch {
    /// The index of the first occurrence of `needle` in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, needle.count <= haystack.count - start else { return nil }
        return haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                let first = pattern[0], last = text.count - pattern.count
                var index = start
                while index <= last {
                    if text[index] == first {
                        var matched = 1
                        while matched < pattern.count, text[index + matched] == pattern[matched] { matched += 1 }
                        if matched == pattern.count { return index }
                    }
                    index += 1
                }
                return nil
            }
        }
    }

    /// Replaces every occurrence of `target` with `replacement`.
    static func replaceAll(_ target: String, with replacement: String, in bytes: [UInt8]) -> [UInt8] {
        let needle = Array(target.utf8)
        guard var next = find(needle, in: bytes, from: 0) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var position = 0
        while true {
            output += bytes[position..<next]
            output += Array(replacement.utf8)
            position = next + needle.count
            guard let found = find(needle, in: bytes, from: position) else { break }
            next = found
        }
        output += bytes[position...]
        return output
    }

    /// Rewrites every link cmark-gfm rendered to a reserved scheme (`<a href="SCHEME…`). `rewrite` gets the
    /// index right after the scheme and returns what replaces the link from its `<a` up to `end` (exclusive), or
    /// `nil` to keep that occurrence as it is.
    static func rewriteLinks(
        scheme: String, in bytes: [UInt8], _ rewrite: (_ valueStart: Int) -> (replacement: [UInt8], end: Int)?
    ) -> [UInt8] {
        let opening = Array(("<a href=\"" + scheme).utf8)
        guard var next = find(opening, in: bytes, from: 0) else { return bytes }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var position = 0
        while true {
            let valueStart = next + opening.count
            if let rewritten = rewrite(valueStart) {
                output += bytes[position..<next]
                output += rewritten.replacement
                position = rewritten.end
            } else {
                output += bytes[position..<valueStart]
                position = valueStart
            }
            guard let found = find(opening, in: bytes, from: position) else { break }
            next = found
        }
        output += bytes[position...]
        return output
    }
}
