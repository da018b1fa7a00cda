import TestSupport
import Testing

@testable import LocaleProfiles

@Suite("UTF-16 from ICU to String")
struct UTF16TextTests {
    /// Random code units, surrogates (paired and lone) much more often than chance: the same string as Swift's
    /// own decoding, repairs included.
    @Test(arguments: 0..<8)
    func matchesSwiftDecoding(seed: UInt64) {
        var random = SplitMix64(seed: 0x5554_4631_3600 + seed)
        for _ in 0..<500 {
            let units = (0..<Int.random(in: 0...24, using: &random)).map { _ -> UInt16 in
                switch Int.random(in: 0..<6, using: &random) {
                case 0: UInt16.random(in: 0...0x7F, using: &random)
                case 1: UInt16.random(in: 0x80...0x7FF, using: &random)
                case 2: UInt16.random(in: 0xD800...0xDBFF, using: &random)
                case 3: UInt16.random(in: 0xDC00...0xDFFF, using: &random)
                default: UInt16.random(in: 0...0xFFFF, using: &random)
                }
            }
            let expected = String(decoding: units, as: UTF16.self)
            #expect(UTF16Text.string(units[...]) == expected, "\(units)")
            #expect(Array(UTF16Text.string(units[...]).utf8) == Array(expected.utf8))
        }
    }

    @Test func knownText() {
        let text = "dd.MM.y · ١٥‏/٤‏/٢٠٢٦ · 2026年4月15日 · 𐐀𐐨 · e\u{301}"
        #expect(UTF16Text.string(Array(text.utf16)[...]) == text)
        #expect(UTF16Text.string([0xD800, 0x41][...]) == "\u{FFFD}A")
        #expect(UTF16Text.string([0xDC00, 0xD800][...]) == "\u{FFFD}\u{FFFD}")
        #expect(UTF16Text.string([][...]) == "")
    }
}
