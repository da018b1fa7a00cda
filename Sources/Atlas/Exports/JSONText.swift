import LocaleProfiles

/// A JSON value of strings, arrays and objects, written as text the way every JSON file of the atlas is written:
/// `JSONEncoder` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`, byte for byte (two-space indent,
/// `"key" : value`, empty containers as `[`, an empty line and `]`, keys in the order of their UTF-8 bytes).
///
/// `data/locales.json` is 1,034 records of about a hundred values each; `JSONEncoder` spent most of its time on
/// `Codable`'s containers, this writes the bytes straight away. `JSONTextTests` holds it to `JSONEncoder` over every
/// record of the real catalog and over strings with every character that needs escaping.
enum JSONText {
    case string(String)
    case array([JSONText])
    case object([(key: String, value: JSONText)])

    /// An array of strings.
    static func strings(_ values: [String]) -> JSONText { .array(values.map(JSONText.string)) }

    /// An object of string values.
    static func strings(_ values: [String: String]) -> JSONText {
        .object(values.map { ($0.key, .string($0.value)) })
    }

    /// The text, without a final line break (what `JSONEncoder` writes).
    var text: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4096)
        write(into: &bytes, indent: 0)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the value at the given depth: nested lines start with `indent + 2` spaces.
    func write(into bytes: inout [UInt8], indent: Int) {
        switch self {
        case .string(let text):
            Self.appendQuoted(text, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            Self.appendMembers(elements.count, into: &bytes, indent: indent) { index, bytes in
                elements[index].write(into: &bytes, indent: indent + 2)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            let sorted = members.sorted { $0.key.precedesInUTF8Order($1.key) }
            bytes.append(UInt8(ascii: "{"))
            Self.appendMembers(sorted.count, into: &bytes, indent: indent) { index, bytes in
                Self.appendQuoted(sorted[index].key, to: &bytes)
                bytes += Self.keySeparator
                sorted[index].value.write(into: &bytes, indent: indent + 2)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static let keySeparator = Array(" : ".utf8)

    /// A line break, then each member on its own line (comma-separated) indented by `indent + 2`, then a line
    /// break and `indent` spaces before the closing bracket; no members leave one empty line.
    private static func appendMembers(
        _ count: Int, into bytes: inout [UInt8], indent: Int, _ member: (Int, inout [UInt8]) -> Void
    ) {
        bytes.append(UInt8(ascii: "\n"))
        if count == 0 { bytes.append(UInt8(ascii: "\n")) }
        for index in 0..<count {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent + 2))
            member(index, &bytes)
            if index + 1 < count { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\n"))
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\b \t \n \f \r` or `\u00XX` (lowercase hex), every
    /// other character (the slash, DEL, U+2028 and all of Unicode) as its UTF-8 bytes.
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                bytes.append(contentsOf: utf8[start..<index])
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x22, 0x5C: bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                default:
                    bytes.append(contentsOf: "u00".utf8)
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: utf8[start...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
