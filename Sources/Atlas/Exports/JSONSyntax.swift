import LocaleProfiles

/// Reads a JSON text as RFC 8259 defines it and says what its first mistake is and where, in words a person can
/// act on (`text after the end of the JSON object at line 1, column 17: 'trailing'`, `expected ',' or '}' after a
/// value at line 2, column 3, found '"only"'`), where Foundation's parser says `Invalid value around character 16`
/// for most of them, and takes some that JSON does not allow (a comma before a closing bracket).
package enum JSONSyntax {
    /// The first mistake in `bytes` (UTF-8 text), with its line and column, or `nil` for well-formed JSON.
    package static func firstProblem(in bytes: [UInt8]) -> String? {
        var reader = Reader(bytes: bytes)
        return reader.read()
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        /// The open objects (`true`) and arrays (`false`), innermost last.
        var open: [Bool] = []
        /// The offset of the comma just read, for a closing bracket that follows it.
        var comma: Int?
        /// Whether the innermost object or array was just opened, its first member still to read (read by the loop
        /// in `read()`, never by a nested call, so any depth of nesting takes no stack).
        var opened = false

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func read() -> String? {
            if let offset = Self.invalidUTF8(bytes) { return "bytes that are not UTF-8 at \(position(offset))" }
            skipWhitespace()
            guard index < bytes.count else { return "the file is empty" }
            let topIsObject = bytes[index] == UInt8(ascii: "{")
            let topIsArray = bytes[index] == UInt8(ascii: "[")
            if let problem = value() { return problem }
            while true {
                skipWhitespace()
                guard let top = open.last else { break }
                if opened {
                    opened = false
                    if let problem = top ? member() : value() { return problem }
                    continue
                }
                guard index < bytes.count else { return endedEarly }
                let close = UInt8(ascii: top ? "}" : "]")
                switch bytes[index] {
                case UInt8(ascii: ","):
                    comma = index
                    index += 1
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == close {
                        return "a comma before a closing bracket at \(position(comma!))"
                    }
                    if let problem = top ? member() : value() { return problem }
                case close:
                    open.removeLast()
                    index += 1
                default:
                    return "expected ',' or '\(top ? "}" : "]")' after a value at \(position(index)), found \(found)"
                }
            }
            guard index < bytes.count else { return nil }
            let kind = topIsObject ? "object" : topIsArray ? "array" : "value"
            return "text after the end of the JSON \(kind) at \(position(index)): \(found)"
        }

        /// A key, its colon and its value, at the start of an object's member.
        mutating func member() -> String? {
            guard index < bytes.count else { return endedEarly }
            guard bytes[index] == UInt8(ascii: "\"") else {
                return "expected a key in double quotes at \(position(index)), found \(found)"
            }
            if let problem = string() { return problem }
            skipWhitespace()
            guard index < bytes.count else { return endedEarly }
            guard bytes[index] == UInt8(ascii: ":") else {
                return "expected ':' after a key at \(position(index)), found \(found)"
            }
            index += 1
            return value()
        }

        /// One value; an object or array is only opened (its members are read by `read()`).
        mutating func value() -> String? {
            skipWhitespace()
            guard index < bytes.count else { return endedEarly }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: isObject ? "}" : "]") {
                    index += 1
                    return nil
                }
                open.append(isObject)
                opened = true
                return nil
            case UInt8(ascii: "\""): return string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            default:
                for literal in ["true", "false", "null"] where bytes[index...].starts(with: literal.utf8) {
                    index += literal.utf8.count
                    return nil
                }
                return "expected a value (a string in double quotes, a number, true, false, null, [ or {) at "
                    + "\(position(index)), found \(found)"
            }
        }

        /// A string from its opening quote: escapes as JSON has them, no control character, no lone surrogate.
        mutating func string() -> String? {
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return nil
                case 0..<0x20:
                    return "a control character (U+00\(hex(byte))) inside a string at \(position(index)); write it "
                        + "as an escape such as \\n or \\u00\(hex(byte))"
                case UInt8(ascii: "\\"):
                    let start = index
                    guard index + 1 < bytes.count else { return endedEarly }
                    let escaped = bytes[index + 1]
                    if "\"\\/bfnrt".utf8.contains(escaped) {
                        index += 2
                        continue
                    }
                    guard escaped == UInt8(ascii: "u") else {
                        return "an escape JSON does not have inside a string at \(position(start)): \(found)"
                    }
                    guard let unit = hexUnit(at: index + 2) else {
                        return "\\u needs four hexadecimal digits, at \(position(start)): \(found)"
                    }
                    index += 6
                    if (0xDC00...0xDFFF).contains(unit) {
                        return "a low surrogate escape without a high one before it at \(position(start)): "
                            + found(at: start)
                    }
                    if (0xD800...0xDBFF).contains(unit) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u"), let low = hexUnit(at: index + 2),
                            (0xDC00...0xDFFF).contains(low)
                        else {
                            return "a high surrogate escape without a low one after it at \(position(start)): "
                                + found(at: start)
                        }
                        index += 6
                    }
                default: index += 1
                }
            }
            return endedEarly
        }

        /// A number as JSON writes it: `-`, then `0` or digits not starting with `0`, a fraction, an exponent.
        mutating func number() -> String? {
            let start = index
            func digits() -> Int {
                let first = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - first
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            var bad: String { "a number JSON does not allow at \(position(start)): \(found(at: start))" }
            guard index < bytes.count else { return endedEarly }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { return bad }
            } else if digits() == 0 {
                return bad
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                if digits() == 0 { return bad }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                if digits() == 0 { return bad }
            }
            return nil
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        /// The four hexadecimal digits at `offset` as a UTF-16 code unit.
        func hexUnit(at offset: Int) -> UInt16? {
            guard offset + 4 <= bytes.count else { return nil }
            let digits = bytes[offset..<offset + 4]
            guard digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit && $0 < 0x80 }) else { return nil }
            return UInt16(String(decoding: digits, as: UTF8.self), radix: 16)
        }

        /// The end of the file inside a value.
        var endedEarly: String {
            let last = bytes.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
            return "the file ends before its JSON does (after \(position(last)))"
        }

        /// What stands at the current place, quoted and cut: the rest of its line.
        var found: String { found(at: index) }

        func found(at offset: Int) -> String {
            let line = bytes[offset...].prefix { $0 != 0x0A && $0 != 0x0D }
            return Visible.quoted(String(decoding: line, as: UTF8.self), limit: 16)
        }

        func position(_ offset: Int) -> String { TextPosition.describe(byteOffset: offset, in: bytes) }

        func hex(_ byte: UInt8) -> String {
            let digits = String(byte, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }

        /// The offset of the first byte that does not start or continue a UTF-8 character, or `nil`.
        static func invalidUTF8(_ bytes: [UInt8]) -> Int? {
            var parser = Unicode.UTF8.ForwardParser()
            var iterator = bytes.makeIterator()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let scalar): offset += scalar.count
                case .emptyInput: return nil
                case .error: return offset
                }
            }
        }
    }
}
