import Foundation

/// The keys of a JSON object's top level, in order, read from its bytes: `JSONSerialization` and `JSONDecoder`
/// both accept a key given twice and keep one of the values, so a repeated key is found here.
enum TopLevelKeys {
    /// The first key that occurs twice (compared after decoding escapes, so `"a"` and `"\u0061"` are one), or
    /// `nil`. Expects well-formed JSON whose top level is an object.
    static func firstRepeated(in data: Data) -> String? {
        var seen = Set<String>()
        for key in keys(in: Array(data)) {
            if !seen.insert(key).inserted { return key }
        }
        return nil
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
