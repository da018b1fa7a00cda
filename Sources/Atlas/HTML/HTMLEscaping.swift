/// Escaping for HTML text and attribute values. Every string from locale data or the command line goes
/// through here before it reaches a page, unless it went through cmark-gfm's renderer.
public enum HTMLEscaping {
    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes the result safe in text and in quoted attributes.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\0": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
