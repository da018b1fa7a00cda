import TestSupport
import Testing

@testable import DateOrder

@Suite("Tokenizer properties")
struct PatternFuzzTests {
    static let alphabet: [Unicode.Scalar] = [
        "y", "Y", "u", "U", "r", "M", "L", "d", "D", "G", "E", "h", "H", "a", "c", "'", "'", " ", ".", "/", "-",
        ",", "\u{200F}", "\u{200E}", "\u{061C}", "\u{00A0}", "\u{202F}", "\u{0301}", "\u{030C}", "年", "é", "г",
        "\u{1F600}", "\\", "\"",
    ]

    static func randomPattern(_ generator: inout SplitMix64) -> String {
        let length = Int(generator.next() % 24)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
        return String(scalars)
    }

    @Test("Random patterns: no crash, each field at most once, order matches an independent byte-level reading")
    func randomPatterns() {
        var generator = SplitMix64(seed: 20_260_415)
        for _ in 0..<20_000 {
            let pattern = Self.randomPattern(&generator)
            let result = OrderResult.detect(pattern: pattern, requested: [])
            let fields = result.order?.fields ?? []
            #expect(Set(fields).count == fields.count)
            #expect(result.code == ReferenceReading.order(of: pattern), "pattern \(pattern.debugDescription)")
        }
    }

    @Test("Tokens reassemble the pattern's text, with quoting removed")
    func tokensReassemble() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            let pattern = Self.randomPattern(&generator)
            let joined = PatternTokenizer.tokenize(pattern).map { token -> String in
                switch token {
                case .field(let letter, let count): String(repeating: String(letter), count: count)
                case .literal(let text): text
                }
            }.joined()
            #expect(joined == ReferenceReading.unquoted(pattern), "pattern \(pattern.debugDescription)")
        }
    }
}
