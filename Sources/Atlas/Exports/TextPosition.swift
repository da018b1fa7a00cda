/// Where a byte of a UTF-8 text is, in the words an editor uses: `line 2, column 11`.
package enum TextPosition {
    /// The line and column of the byte at `offset` (counted from 0; the end of the text when past it), both counted
    /// from 1, the column in characters, so `é` or `😀` before it counts once.
    package static func describe(byteOffset offset: Int, in bytes: [UInt8]) -> String {
        let end = min(max(offset, 0), bytes.count)
        let lineStart = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = bytes[..<lineStart].count { $0 == UInt8(ascii: "\n") } + 1
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    /// A JSON parser's reason with its byte offset (`Invalid value around character 26`) said as a line and a
    /// column (`Invalid value at line 2, column 11`), and the end of the file said in words; without its final
    /// full stop.
    package static func jsonReason(_ reason: String, in bytes: [UInt8]) -> String {
        let reason = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
        if reason.hasPrefix("Unexpected end of file") {
            let last = bytes.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            guard let last else { return "the file is empty" }
            return "the file ends before its JSON does (after \(describe(byteOffset: last, in: bytes)))"
        }
        guard let range = reason.range(of: "around character "),
            let offset = Int(reason[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
        else { return reason }
        return reason[..<range.lowerBound] + "at " + describe(byteOffset: offset, in: bytes)
    }
}
