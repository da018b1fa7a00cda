/// Makes any text echoed in a message safe for a terminal and a log: control, format (bidi), separator,
/// private-use and unassigned characters are shown as `U+XXXX`, and long values are cut, so a message never
/// spans lines, never reorders or retitles the terminal, and never floods it. Every message that echoes input
/// (arguments, paths, file contents, keys) goes through here.
///
/// - `text(_:limit:)` and `quoted(_:limit:)` for a value (an argument, a key, a name), cut at the end;
/// - `path(_:limit:)` for a file path, cut in the middle so the file name stays readable;
/// - `message(_:)` for a whole message at the edge, as a last line of defence: it keeps the line breaks the
///   message was built with (each echoed value already went through one of the above) and shows everything
///   else hidden;
/// - `markup(_:)` for text that goes into a page rather than a terminal: only what HTML forbids (control
///   characters and noncharacters) is shown as `U+XXXX`; bidi marks stay, as everywhere on the site.
package enum Visible {
    /// The longest part of a value that is echoed, in Unicode scalars.
    package static let maximumLength = 64
    /// The longest path that is echoed whole, in Unicode scalars; a longer one keeps its start and its end.
    package static let maximumPathLength = 200

    /// The value, made visible and cut to `limit` scalars with a trailing `…`.
    package static func text(_ value: String, limit: Int = maximumLength) -> String {
        var result = ""
        for scalar in value.unicodeScalars.prefix(limit) {
            append(scalar, to: &result)
        }
        return value.unicodeScalars.count > limit ? result + "…" : result
    }

    /// The value in single quotes, made visible.
    package static func quoted(_ value: String, limit: Int = maximumLength) -> String {
        "'" + text(value, limit: limit) + "'"
    }

    /// A path, made visible; when it is longer than `limit` scalars, its first and last parts joined by `…`.
    package static func path(_ value: String, limit: Int = maximumPathLength) -> String {
        let scalars = Array(value.unicodeScalars)
        guard scalars.count > limit else { return text(value, limit: limit) }
        let head = max(1, limit / 3)
        let tail = max(1, limit - head - 1)
        var result = ""
        for scalar in scalars.prefix(head) { append(scalar, to: &result) }
        result += "…"
        for scalar in scalars.suffix(tail) { append(scalar, to: &result) }
        return result
    }

    /// A whole message for a terminal: its line feeds are kept, every other hidden scalar is shown as `U+XXXX`.
    /// Not cut: the values in it are cut where they were echoed.
    package static func message(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if scalar == "\n" {
                result.unicodeScalars.append(scalar)
            } else {
                append(scalar, to: &result)
            }
        }
        return result
    }

    /// Text for a page: control characters (other than tab, line feed and carriage return, which Markdown and
    /// HTML treat as white space) and noncharacters, which HTML does not allow, and bidi embeddings, overrides and
    /// isolates, shown as `U+XXXX`; everything else kept.
    package static func markup(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            if isForbiddenInMarkup(scalar) || reorders(scalar) {
                result += codePoint(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is a bidi embedding, override or isolate (U+202A–U+202E, U+2066–U+2069), which reorders the
    /// text around it on a page or a terminal; the marks (LRM, RLM, ALM) that patterns hold do not.
    package static func reorders(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// `U+0041`: at least four hexadecimal digits.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether a scalar would be invisible or act on the terminal rather than print.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }

    /// Whether HTML forbids a scalar in a document: a control character other than ASCII white space, or a
    /// noncharacter.
    package static func isForbiddenInMarkup(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" || scalar == "\r" { return false }
        return scalar.properties.generalCategory == .control || scalar.properties.isNoncharacterCodePoint
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        if isHidden(scalar) {
            result += codePoint(scalar)
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
}
