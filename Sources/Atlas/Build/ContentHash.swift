/// A 128-bit fingerprint of bytes that is the same in every process (Swift's `Hasher` is seeded per process):
/// SipHash-2-4 with 128-bit output (Aumasson and Bernstein), under a fixed key. It names what `RenderMemo`
/// keeps between builds; a fixed key makes it no defence against forged collisions, which a cache of the
/// user's own builds does not need, but its output is as well mixed as SipHash's.
struct ContentHash: Hashable, Sendable, Comparable {
    let high: UInt64
    let low: UInt64

    /// The fingerprint of `bytes` under the tool's fixed key.
    init(_ bytes: UnsafeRawBufferPointer) {
        self.init(bytes, key: (0x6461_7465_6f72_6465, 0x7220_6d65_6d6f_2031))
    }

    /// The fingerprint of a string's UTF-8 bytes.
    init(_ text: String) {
        var text = text
        self = text.withUTF8 { ContentHash(UnsafeRawBufferPointer($0)) }
    }

    /// SipHash-2-4-128 of `bytes` under `key` (its two halves read as little-endian words): `low` holds the first
    /// eight bytes of the reference output, as a little-endian word, `high` the last eight.
    init(_ bytes: UnsafeRawBufferPointer, key: (UInt64, UInt64)) {
        var state = SipState(key: key)
        let count = bytes.count
        let words = count / 8
        for index in 0..<words {
            state.absorb(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)))
        }
        var last = UInt64(truncatingIfNeeded: count) << 56
        for index in (words * 8)..<count {
            last |= UInt64(bytes[index]) << UInt64(8 * (index - words * 8))
        }
        state.absorb(last)
        (low, high) = state.finish128()
    }

    static func < (left: ContentHash, right: ContentHash) -> Bool {
        (left.high, left.low) < (right.high, right.low)
    }
}

/// The four words of SipHash's state, with its compression (2 rounds per word) and finalization (4 rounds).
private struct SipState {
    var v0: UInt64
    var v1: UInt64
    var v2: UInt64
    var v3: UInt64

    init(key: (UInt64, UInt64)) {
        v0 = key.0 ^ 0x736f_6d65_7073_6575
        v1 = key.1 ^ 0x646f_7261_6e64_6f6d ^ 0xee  // the 128-bit variant
        v2 = key.0 ^ 0x6c79_6765_6e65_7261
        v3 = key.1 ^ 0x7465_6462_7974_6573
    }

    mutating func absorb(_ word: UInt64) {
        v3 ^= word
        round()
        round()
        v0 ^= word
    }

    mutating func finish128() -> (UInt64, UInt64) {
        v2 ^= 0xee
        for _ in 0..<4 { round() }
        let first = v0 ^ v1 ^ v2 ^ v3
        v1 ^= 0xdd
        for _ in 0..<4 { round() }
        return (first, v0 ^ v1 ^ v2 ^ v3)
    }

    private mutating func round() {
        v0 = v0 &+ v1
        v1 = rotate(v1, 13) ^ v0
        v0 = rotate(v0, 32)
        v2 = v2 &+ v3
        v3 = rotate(v3, 16) ^ v2
        v0 = v0 &+ v3
        v3 = rotate(v3, 21) ^ v0
        v2 = v2 &+ v1
        v1 = rotate(v1, 17) ^ v2
        v2 = rotate(v2, 32)
    }

    private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 { (value << count) | (value >> (64 - count)) }
}
