import AtlasMarkdown

/// Escaping for HTML text and attribute values. Every string from locale data or the command line goes
/// through here before it reaches a page, unless it went through cmark-gfm's renderer.
package enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes the result safe in text and in quoted attributes.
    package static func escape(_ text: String) -> String {
        // Every character it replaces is ASCII, so the UTF-8 bytes of everything else are copied as they are.
        guard text.containsUTF8Byte(where: needsEscape) else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 32)
        for byte in text.utf8 {
            switch byte {
            case 0x26: result += "&amp;".utf8
            case 0x3C: result += "&lt;".utf8
            case 0x3E: result += "&gt;".utf8
            case 0x22: result += "&quot;".utf8
            case 0x27: result += "&#39;".utf8
            case 0: result += "\u{FFFD}".utf8
            default: result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == 0 || byte == 0x22 || byte == 0x26 || byte == 0x27 || byte == 0x3C || byte == 0x3E
    }
}
