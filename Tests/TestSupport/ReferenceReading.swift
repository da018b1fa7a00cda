/// An independent reading of a pattern, used as an oracle: it walks UTF-8 bytes (quotes and ASCII letters
/// are single bytes that never occur inside a multi-byte sequence), so combining marks cannot hide a quote.
package enum ReferenceReading {
    /// The order code by first appearance of year, month and day letters outside quotes, or `"missing …"`
    /// relative to the three fields when none are present (for the empty request) — mirroring
    /// `OrderResult.code` for `requested: []`.
    package static func order(of pattern: String) -> String {
        var seen: [Character] = []
        var quoted = false
        let bytes = Array(pattern.utf8)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "'") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "'") { i += 2; continue }
                quoted.toggle()
            } else if !quoted {
                let kind: Character? =
                    switch byte {
                    case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "r"):
                        "Y"
                    case UInt8(ascii: "M"), UInt8(ascii: "L"): "M"
                    case UInt8(ascii: "d"): "D"
                    default: nil
                    }
                if let kind, !seen.contains(kind) { seen.append(kind) }
            }
            i += 1
        }
        return String(seen)
    }

    /// The pattern with quoting removed: quote characters dropped, `''` turned into one apostrophe.
    package static func unquoted(_ pattern: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(pattern.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "'") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "'") { out.append(bytes[i]); i += 2; continue }
                i += 1
                continue
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// An independent reading of a time pattern: the time columns by first appearance outside quotes, the first
    /// hour letter, and whether a time letter comes before the first date letter.
    package struct Time: Equatable, Sendable {
        package var columns: [String] = []
        package var hourLetter: Character?
        package var timeFirst = false

        package init(_ pattern: String) {
            var quoted = false
            var sawDate = false
            let bytes = Array(pattern.utf8)
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                let byte = bytes[index]
                if byte == UInt8(ascii: "'") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") {
                        index += 1
                    } else {
                        quoted.toggle()
                    }
                    continue
                }
                guard !quoted, byte < 0x80 else { continue }
                let letter = Character(Unicode.Scalar(byte))
                let column: String? =
                    switch letter {
                    case "a", "b", "B": "dayPeriod"
                    case "h", "H", "K", "k": "hour"
                    case "m": "minute"
                    default: nil
                    }
                if "yMLdGUur".contains(letter) { sawDate = true }
                guard let column else { continue }
                if !sawDate, columns.isEmpty { timeFirst = true }
                if column == "hour", hourLetter == nil { hourLetter = letter }
                if !columns.contains(column) { columns.append(column) }
            }
        }
    }
}
