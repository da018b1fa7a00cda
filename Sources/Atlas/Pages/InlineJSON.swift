import Foundation

/// JSON text inside a page: in a `data-` attribute, which the page's script parses, or in a `<script>` element
/// (a JSON string is a JavaScript string literal too). A string is quoted so that nothing in it can end the
/// attribute, the element or the literal, or open markup: quotes, backslashes, `<`, `>`, `&`, controls and the
/// line and paragraph separators are written as `\uXXXX`.
enum InlineJSON {
    /// `text` as a JSON string.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&", "'": out += String(format: "\\u%04x", scalar.value)
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04x", scalar.value)
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

    /// The entries of `table` whose key is in `keys`, as an object with its keys in order:
    /// `{"fa":["Farsi"],…}`.
    static func object(_ table: [String: [String]], keys: Set<String>) -> String {
        object(table.filter { keys.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
