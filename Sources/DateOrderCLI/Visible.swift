/// Makes a value typed by the user safe to echo in a one-line message: control, format and line-separator
/// characters are shown as `U+XXXX`, and long values are cut, so an error never spans lines, never reorders
/// the terminal's text (bidi overrides) and never floods it.
enum Visible {
    /// The longest part of a value that is echoed, in Unicode scalars.
    static let maximumLength = 64

    /// The value, made visible and cut to `maximumLength` scalars with a trailing `…`.
    static func text(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars.prefix(maximumLength) {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return value.unicodeScalars.count > maximumLength ? result + "…" : result
    }

    /// The value in single quotes, made visible.
    static func quoted(_ value: String) -> String { "'" + text(value) + "'" }
}
