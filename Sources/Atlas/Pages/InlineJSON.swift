import Foundation

/// JSON text for a page's `data-` attribute, which the page's script parses: a string quoted so that nothing in it
/// can end the attribute or open markup (`<` and `&` escaped as well as JSON's own quotes and controls).
enum InlineJSON {
    /// `text` as a JSON string.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case "&": out += "\\u0026"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// An object of lists of strings, keys in the order given: `{"TW":["zh_Hant_TW","Taiwan"],…}`.
    static func object(_ entries: [(key: String, values: [String])]) -> String {
        "{"
            + entries.map { string($0.key) + ":[" + $0.values.map(string).joined(separator: ",") + "]" }
            .joined(separator: ",") + "}"
    }
}
