import Foundation

/// A small DEFLATE compressor (RFC 1951) for the generated images, wrapped in a zlib stream (RFC 1950).
///
/// It writes one block of fixed Huffman codes. Matches come from three places: distance 1 (runs of one
/// colour), the distance of one image row (a row repeating the one above, which every scaled-up glyph and
/// every flat band produces) and a short hash chain (repeated strokes within a row). That is enough to bring
/// a 1200×630 flat-colour image with text down to a few kilobytes; it is deterministic and has no options.
enum Deflate {
    /// The zlib stream of `input`: header, one DEFLATE block, Adler-32. `rowLength` is the distance at which
    /// the data repeats most often (the length of one filtered PNG row), or `0`.
    static func zlib(_ input: [UInt8], rowLength: Int = 0) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01: no dictionary, fastest level, check bits.
        var output: [UInt8] = [0x78, 0x01]
        output += compress(input, rowLength: rowLength)
        let adler = Checksum.adler32(input)
        output += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return output
    }

    /// The raw DEFLATE data of `input`: one final block with fixed Huffman codes.
    static func compress(_ input: [UInt8], rowLength: Int = 0) -> [UInt8] {
        var writer = BitWriter()
        writer.write(1, bits: 1)  // BFINAL: the only block
        writer.write(1, bits: 2)  // BTYPE 01: fixed Huffman codes
        input.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            let matcher = Matcher(bytes: base, count: bytes.count, rowLength: rowLength)
            defer { matcher.deallocate() }
            var position = 0
            while position < bytes.count {
                let match = matcher.longestMatch(at: position)
                if match.length >= minimumMatch {
                    writer.writeLength(match.length)
                    writer.writeDistance(match.distance)
                    matcher.insert(from: position, count: match.length)
                    position += match.length
                } else {
                    writer.writeSymbol(Int(base[position]))
                    matcher.insert(from: position, count: 1)
                    position += 1
                }
            }
        }
        writer.writeSymbol(256)  // end of block
        return writer.finish()
    }

    static let minimumMatch = 3
    static let maximumMatch = 258
    static let window = 32768

    /// Finds matches: distance 1, one row back, then a few candidates of a hash chain of 3-byte prefixes. It
    /// works on raw memory (the encoder runs for every page of the site, in debug builds too) and owns its two
    /// tables until `deallocate()`.
    private struct Matcher {
        let bytes: UnsafePointer<UInt8>
        let count: Int
        let rowLength: Int
        /// The most recent position of each hash, or -1.
        let head: UnsafeMutablePointer<Int32>
        /// The previous position with the same hash, indexed by position modulo the window.
        let previous: UnsafeMutablePointer<Int32>
        static let hashBits = 15
        static let chainLimit = 8
        /// How many positions of a match are indexed (runs and repeated rows are found by the fixed distances
        /// anyway, and indexing every position of them costs more than it finds).
        static let indexLimit = 4

        init(bytes: UnsafePointer<UInt8>, count: Int, rowLength: Int) {
            self.bytes = bytes
            self.count = count
            self.rowLength = rowLength
            // -1 in every slot: all bits set.
            head = .allocate(capacity: 1 << Self.hashBits)
            memset(head, 0xFF, (1 << Self.hashBits) * MemoryLayout<Int32>.stride)
            // Not cleared: a slot is read only for a position taken from `head` or from this table, and every
            // such position wrote its slot when it was indexed.
            previous = .allocate(capacity: Deflate.window)
        }

        func deallocate() {
            head.deallocate()
            previous.deallocate()
        }

        func hash(at position: Int) -> Int {
            let key = UInt32(bytes[position]) << 16 | UInt32(bytes[position + 1]) << 8 | UInt32(bytes[position + 2])
            return Int((key &* 2_654_435_761) >> UInt32(32 - Self.hashBits))
        }

        /// The length of the common prefix of `position` and `position - distance`, at most `limit`; compared
        /// eight bytes at a time while it can.
        func length(at position: Int, distance: Int, limit: Int) -> Int {
            let here = UnsafeRawPointer(bytes + position)
            let there = UnsafeRawPointer(bytes + position - distance)
            // Most matches of an image are whole runs: one native comparison settles them.
            if memcmp(here, there, limit) == 0 { return limit }
            var length = 0
            while length + 8 <= limit,
                here.loadUnaligned(fromByteOffset: length, as: UInt64.self)
                    == there.loadUnaligned(fromByteOffset: length, as: UInt64.self)
            {
                length += 8
            }
            while length < limit, bytes[position + length] == bytes[position - distance + length] { length += 1 }
            return length
        }

        func longestMatch(at position: Int) -> (length: Int, distance: Int) {
            let limit = min(Deflate.maximumMatch, count - position)
            guard limit >= Deflate.minimumMatch, position > 0 else { return (0, 0) }
            var best = (length: length(at: position, distance: 1, limit: limit), distance: 1)
            if best.length < limit, rowLength > 1, rowLength <= position {
                let found = length(at: position, distance: rowLength, limit: limit)
                if found > best.length { best = (found, rowLength) }
            }
            var candidate = Int(head[hash(at: position)])
            var steps = 0
            while best.length < limit, candidate >= 0, steps < Self.chainLimit, position - candidate <= Deflate.window {
                let distance = position - candidate
                // Only a candidate that also matches at `best.length` can be longer than the best so far.
                if distance != 1, distance != rowLength, bytes[candidate + best.length] == bytes[position + best.length]
                {
                    let found = length(at: position, distance: distance, limit: limit)
                    if found > best.length { best = (found, distance) }
                }
                let next = Int(previous[candidate & (Deflate.window - 1)])
                guard next < candidate else { break }  // the slot was reused by a newer position
                candidate = next
                steps += 1
            }
            return best
        }

        /// Indexes the first positions a literal or a match covered.
        func insert(from position: Int, count: Int) {
            let end = min(position + min(count, Self.indexLimit), self.count - 2)
            var index = position
            while index < end {
                let key = hash(at: index)
                previous[index & (Deflate.window - 1)] = head[key]
                head[key] = Int32(index)
                index += 1
            }
        }
    }

    /// Bits, least significant first, into bytes; Huffman codes go most significant bit first.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt64 = 0
        private var count = 0

        mutating func write(_ value: Int, bits: Int) {
            buffer |= UInt64(value) << UInt64(count)
            count += bits
            while count >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                count -= 8
            }
        }

        /// A literal byte (0–255), the end of block (256) or a length symbol (257–285), in the fixed code.
        mutating func writeSymbol(_ symbol: Int) {
            let code = Deflate.fixedCodes[symbol]
            write(code.reversed, bits: code.bits)
        }

        mutating func writeLength(_ length: Int) {
            let code = Deflate.lengthCodes[length]
            writeSymbol(257 + code)
            let extra = Deflate.lengthExtraBits[code]
            if extra > 0 { write(length - Deflate.lengthBases[code], bits: extra) }
        }

        mutating func writeDistance(_ distance: Int) {
            let code: Int
            if distance <= 4 {
                code = distance - 1
            } else {
                let value = distance - 1
                let top = Int.bitWidth - 1 - value.leadingZeroBitCount
                code = 2 * top + (value >> (top - 1) & 1)
            }
            write(Deflate.distanceCodes[code], bits: 5)
            let extra = code < 4 ? 0 : code / 2 - 1
            if extra > 0 { write(distance - Deflate.distanceBase(code), bits: extra) }
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            buffer = 0
            count = 0
            return bytes
        }
    }

    /// The fixed literal/length code of every symbol 0…287 (RFC 1951, 3.2.6), bit-reversed for the writer.
    static let fixedCodes: [(reversed: Int, bits: Int)] = (0..<288).map { symbol in
        let (code, bits) =
            switch symbol {
            case 0...143: (0x30 + symbol, 8)
            case 144...255: (0x190 + symbol - 144, 9)
            case 256...279: (symbol - 256, 7)
            default: (0xC0 + symbol - 280, 8)
            }
        return (reversed(code, bits: bits), bits)
    }

    /// The fixed 5-bit code of every distance code 0…29, bit-reversed for the writer.
    static let distanceCodes: [Int] = (0..<30).map { reversed($0, bits: 5) }

    /// `code`'s lowest `bits` bits in reverse order.
    static func reversed(_ code: Int, bits: Int) -> Int {
        var result = 0
        for bit in 0..<bits { result |= (code >> bit & 1) << (bits - 1 - bit) }
        return result
    }

    /// The first length of each length symbol 257…285.
    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    /// The extra bits of each length symbol 257…285.
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// The length symbol (minus 257) of each match length 0…258 (0 for lengths below 3).
    static let lengthCodes: [Int] = (0...maximumMatch).map { length in
        length < minimumMatch ? 0 : lengthBases.lastIndex { $0 <= length }!
    }

    /// The first distance of a distance code: 1, 2, 3, 4, 5, 7, 9, 13, …, 24577.
    static func distanceBase(_ code: Int) -> Int {
        code < 4 ? code + 1 : (2 + code % 2) << (code / 2 - 1) + 1
    }
}
