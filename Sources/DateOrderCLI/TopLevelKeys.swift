import Foundation

/// The keys of a JSON object's top level, in order, read from its bytes: `JSONSerialization` and `JSONDecoder`
/// both accept a key given twice and keep one of the values, so a repeated key is found here.
enum TopLevelKeys {
    /// The first key that occurs twice (compared after decoding escapes, so `"a"` and `"\u0061"` are one), or
    /// `nil`. Expects well-formed JSON whose top level is an object.
    static func firstRepeated(in data: Data) -> String? {
        var seen = Set<String>()
        for key in keys(in: utf8(data)) {
            if !seen.insert(key).inserted { return key }
        }
        return nil
    }

    /// The JSON text of `data` as UTF-8 without a byte order mark, whatever encoding JSON allows it was written in
    /// (the ones `JSONSerialization` reads): UTF-8, UTF-16 or UTF-32, either byte order, with or without a byte
    /// order mark (without one, the zero bytes around the first character, which is ASCII in JSON, tell). Bytes
    /// that do not decode are left as they are (the parser has refused them already).
    static func utf8(_ data: Data) -> [UInt8] {
        let bytes = [UInt8](data)
        let head = bytes.prefix(4) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        let encoding: String.Encoding
        var skip = 0
        switch (head[0], head[1], head[2], head[3]) {
        case (0xEF, 0xBB, 0xBF, _): return Array(bytes.dropFirst(3))
        case (0x00, 0x00, 0xFE, 0xFF): (encoding, skip) = (.utf32BigEndian, 4)
        case (0xFF, 0xFE, 0x00, 0x00): (encoding, skip) = (.utf32LittleEndian, 4)
        case (0xFE, 0xFF, _, _): (encoding, skip) = (.utf16BigEndian, 2)
        case (0xFF, 0xFE, _, _): (encoding, skip) = (.utf16LittleEndian, 2)
        case (0x00, 0x00, 0x00, _): encoding = .utf32BigEndian
        case (_, 0x00, 0x00, 0x00): encoding = .utf32LittleEndian
        case (0x00, _, _, _): encoding = .utf16BigEndian
        case (_, 0x00, _, _): encoding = .utf16LittleEndian
        default: return bytes
        }
        guard let text = String(data: Data(bytes.dropFirst(skip)), encoding: encoding) else { return bytes }
        return Array(text.utf8)
    }

    /// Every top-level key, decoded.
    static func keys(in bytes: [UInt8]) -> [String] {
        var index = 0
        var keys: [String] = []
        func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        /// Skips a string starting at its opening quote; returns its bytes with the quotes.
        func skipString() -> ArraySlice<UInt8> {
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            index += 1
            return bytes[start..<min(index, bytes.count)]
        }
        /// Skips one value: a string, a nested object or array, or a literal.
        func skipValue() {
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    _ = skipString()
                    if depth == 0 { return }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return }
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return
                    }
                case UInt8(ascii: ","): if depth == 0 { return }
                default: break
                }
                index += 1
            }
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return [] }
        index += 1
        while index < bytes.count {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { break }
            let token = skipString()
            if let key = try? JSONSerialization.jsonObject(with: Data(token), options: .fragmentsAllowed) as? String {
                keys.append(key)
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { break }
            index += 1
            skipWhitespace()
            skipValue()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
            index += 1
        }
        return keys
    }
}
