/// Escaping for HTML text and attribute values. Every string from locale data or the command line goes
/// through here before it reaches a page, unless it went through cmark-gfm's renderer.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes the result safe in text and in quoted attributes.
    public static func escape(_ text: String) -> String {
        // Every character it replaces is ASCII, so the UTF-8 bytes of everything else are copied as they are.
        guard
            text.utf8.contains(where: { $0 == 0 || $0 == 0x22 || $0 == 0x26 || $0 == 0x27 || $0 == 0x3C || $0 == 0x3E })
        else { return text }
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
}
