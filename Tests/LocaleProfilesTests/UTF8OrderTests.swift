import Foundation
import LocaleProfiles
import TestSupport
import Testing

@Suite("UTF-8 order")
struct UTF8OrderTests {
    /// The order the byte-wise comparison must give: the UTF-8 bytes compared as arrays.
    private static func byBytes(_ a: String, _ b: String) -> Bool {
        Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
    }

    /// Random strings over a small alphabet (so that long common prefixes and prefixes of one another are common)
    /// with ASCII, two-, three- and four-byte characters and combining marks, short (stored inline) and long,
    /// native and bridged from `NSString`.
    @Test(arguments: 0..<4)
    func agreesWithTheBytesCompared(seed: UInt64) {
        var random = SplitMix64(seed: 0x5554_4638 + seed)
        let alphabet: [String] = ["a", "b", "_", "é", "e\u{0301}", "年", "🗓", "\u{200F}"]
        func string() -> String {
            (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<2_000 {
            let a = string()
            let b = Bool.random(using: &random) ? a + string() : string()
            let bridged = String(NSString(string: b))
            #expect(a.precedesInUTF8Order(b) == Self.byBytes(a, b), "\(a.debugDescription) < \(b.debugDescription)")
            #expect(b.precedesInUTF8Order(a) == Self.byBytes(b, a), "\(b.debugDescription) < \(a.debugDescription)")
            #expect(a.precedesInUTF8Order(bridged) == Self.byBytes(a, b))
        }
    }

    @Test("Canonical equivalents and a string and its own prefix sort apart, shorter first; equal strings do not")
    func ordersWhatStringComparisonCallsEqual() {
        #expect("e\u{0301}".precedesInUTF8Order("é"))
        #expect(!"é".precedesInUTF8Order("e\u{0301}"))
        #expect("de".precedesInUTF8Order("de_DE"))
        #expect(!"de_DE".precedesInUTF8Order("de"))
        #expect(!"".precedesInUTF8Order(""))
        #expect("".precedesInUTF8Order("a"))
        #expect(!"zh_Hant".precedesInUTF8Order("zh_Hant"))
        let sorted = ["zh", "de_DE", "de", "Z", "é", "e\u{0301}", ""].sortedInUTF8Order()
        #expect(sorted == ["", "Z", "de", "de_DE", "e\u{0301}", "zh", "é"])
    }
}
