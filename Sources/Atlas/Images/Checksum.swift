/// The two checksums a PNG file carries: CRC-32 over every chunk (ISO 3309, as PNG and gzip use it) and
/// Adler-32 over the uncompressed data of the zlib stream (RFC 1950).
enum Checksum {
    /// The CRC-32 table of the reflected polynomial `0xEDB88320`.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC-32 of `bytes`, continuing from `crc` (start with `0`).
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 {
        var value = ~crc
        crcTable.withUnsafeBufferPointer { table in
            for byte in bytes { value = table[Int((value ^ UInt32(byte)) & 0xFF)] ^ (value >> 8) }
        }
        return ~value
    }

    /// The Adler-32 of `bytes`.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                // 5552 bytes is the longest run whose sums cannot overflow 32 bits before the modulo.
                let end = min(index + 5552, buffer.count)
                let raw = UnsafeRawPointer(buffer.baseAddress!)
                while index < end {
                    // Eight zero bytes leave `a` as it is and add it to `b` eight times (images are mostly zeros).
                    if index + 8 <= end, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0 {
                        b += 8 * a
                        index += 8
                        continue
                    }
                    a += UInt32(buffer[index])
                    b += a
                    index += 1
                }
                a %= 65521
                b %= 65521
            }
        }
        return b << 16 | a
    }
}
