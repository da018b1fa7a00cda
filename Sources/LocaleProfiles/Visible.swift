/// Makes any text echoed in a message safe for a terminal and a log: control, format (bidi), separator,
/// private-use and unassigned characters are shown as `U+XXXX`, and long values are cut, so a message never
/// spans lines, never reorders or retitles the terminal, and never floods it. Every message that echoes input
/// (arguments, paths, file contents, keys) goes through here.
public enum Visible {
    /// The longest part of a value that is echoed, in Unicode scalars.
    public static let maximumLength = 64

    /// The value, made visible and cut to `limit` scalars with a trailing `…`.
    public static func text(_ value: String, limit: Int = maximumLength) -> String {
        var result = ""
        for scalar in value.unicodeScalars.prefix(limit) {
            if isHidden(scalar) {
                result += codePoint(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return value.unicodeScalars.count > limit ? result + "…" : result
    }

    /// The value in single quotes, made visible.
    public static func quoted(_ value: String, limit: Int = maximumLength) -> String {
        "'" + text(value, limit: limit) + "'"
    }

    /// `U+0041`: at least four hexadecimal digits.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether a scalar would be invisible or act on the terminal rather than print.
    public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
