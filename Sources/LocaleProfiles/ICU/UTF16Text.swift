/// ICU's UTF-16 results as Swift strings, transcoded in one pass over the buffer.
///
/// `String(decoding:as: UTF16.self)` takes Swift's generic transcoding path (a parser and an iterator per code
/// unit), which made converting ICU's patterns, samples and symbols 3.5 % of a build. The result is the same
/// string: each well-formed pair is one scalar, and each code unit of an ill-formed sequence (a lone surrogate)
/// becomes U+FFFD, as Swift's decoding repairs it.
enum UTF16Text {
    static func string(_ units: ArraySlice<UInt16>) -> String {
        units.withUnsafeBufferPointer(string)
    }

    static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        // At most three UTF-8 bytes per UTF-16 code unit (a pair of two becomes four).
        String(unsafeUninitializedCapacity: units.count * 3) { output in
            var written = 0
            var index = 0
            while index < units.count {
                var scalar = UInt32(units[index])
                index += 1
                if scalar & 0xF800 == 0xD800 {
                    if scalar < 0xDC00, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                        index += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                switch scalar {
                case ..<0x80:
                    output[written] = UInt8(scalar)
                    written += 1
                case ..<0x800:
                    output[written] = UInt8(0xC0 | scalar >> 6)
                    output[written + 1] = UInt8(0x80 | scalar & 0x3F)
                    written += 2
                case ..<0x10000:
                    output[written] = UInt8(0xE0 | scalar >> 12)
                    output[written + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    output[written + 2] = UInt8(0x80 | scalar & 0x3F)
                    written += 3
                default:
                    output[written] = UInt8(0xF0 | scalar >> 18)
                    output[written + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                    output[written + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    output[written + 3] = UInt8(0x80 | scalar & 0x3F)
                    written += 4
                }
            }
            return written
        }
    }
}
