import Foundation

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
        let zeroBlock = UnsafeMutableRawPointer.allocate(byteCount: 256, alignment: 8)
        defer { zeroBlock.deallocate() }
        memset(zeroBlock, 0, 256)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                // 5552 bytes is the longest run whose sums cannot overflow 32 bits before the modulo.
                let end = min(index + 5552, buffer.count)
                let raw = UnsafeRawPointer(buffer.baseAddress!)
                // Zero bytes (most of an image) leave `a` as it is and add it to `b`: read eight bytes at a
                // time, and where they are zero, try a block of 256 with one native comparison.
                while index + 8 <= end {
                    var word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if word == 0 {
                        if index + 256 <= end, memcmp(raw + index, zeroBlock, 256) == 0 {
                            b += 256 * a
                            index += 256
                            continue
                        }
                        b += 8 * a
                    } else {
                        for _ in 0..<8 {
                            a += UInt32(word & 0xFF)
                            b += a
                            word >>= 8
                        }
                    }
                    index += 8
                }
                while index < end {
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
