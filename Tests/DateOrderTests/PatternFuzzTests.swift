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
            #expect(DateFieldOrder(pattern: pattern) == result.order.flatMap { $0.fields.isEmpty ? nil : $0 })
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

@Suite("Tokenizer and detection under hostile input")
struct PatternHostileFuzzTests {
    /// Every printable ASCII character, some controls, quotes, and the scalars that break naive readers:
    /// combining marks (which glue onto a quote as one `Character`), bidi and zero-width marks, a BOM,
    /// CR LF, non-BMP scalars and the highest scalar.
    static let alphabet: [Unicode.Scalar] =
        (0x20...0x7E).compactMap(Unicode.Scalar.init) + [
            "\u{0}", "\u{9}", "\u{A}", "\u{D}", "\u{7F}", "\u{85}", "'", "'", "'", "\u{0301}", "\u{0308}", "\u{20DD}",
            "\u{200B}",
            "\u{200D}", "\u{200E}", "\u{200F}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{FF07}", "\u{2019}", "\u{1F600}",
            "\u{1F3FD}", "\u{E0061}", "\u{10FFFF}", "年", "ｙ", "ℳ", "ⅾ",
        ]

    static func randomPattern(_ generator: inout SplitMix64, maximumLength: Int) -> String {
        let length = Int(generator.next() % UInt64(maximumLength + 1))
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length { scalars.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
        return String(scalars)
    }

    /// Checks the invariants of one tokenization; returns a description of the first violation.
    static func violation(in pattern: String) -> String? {
        let tokens = PatternTokenizer.tokenize(pattern)
        var previous: PatternToken?
        for token in tokens {
            switch (previous, token) {
            case (.literal?, .literal): return "two literal tokens in a row"
            case (.field(let a, _)?, .field(let b, _)) where a == b: return "a run of \(a) split in two"
            default: break
            }
            switch token {
            case .field(let letter, let count):
                guard count >= 1, letter.unicodeScalars.count == 1,
                    PatternTokenizer.isPatternLetter(letter.unicodeScalars.first!)
                else { return "bad field \(letter)×\(count)" }
            case .literal(let text):
                if text.isEmpty { return "empty literal" }
            }
            previous = token
        }
        let joined = tokens.map { token -> String in
            switch token {
            case .field(let letter, let count): String(repeating: String(letter), count: count)
            case .literal(let text): text
            }
        }.joined()
        if joined.unicodeScalars.elementsEqual(ReferenceReading.unquoted(pattern).unicodeScalars) == false {
            return "tokens do not reassemble the unquoted pattern"
        }
        let result = OrderResult.detect(pattern: pattern, requested: [])
        if result.code != ReferenceReading.order(of: pattern) {
            return "order \(result.code) ≠ \(ReferenceReading.order(of: pattern))"
        }
        let fields = result.order?.fields ?? []
        if Set(fields).count != fields.count { return "a field twice in \(result.code)" }
        // Asking for all three fields never invents one: missing fields are exactly those the reading lacks.
        let full = OrderResult.detect(pattern: pattern, requested: Set(DateField.allCases))
        let read = Set(ReferenceReading.order(of: pattern).map { String($0) })
        switch full {
        case .order(let order):
            if order.fields.count != 3 || read.count != 3 { return "full order without three fields" }
        case .missingFields(let missing, let kept):
            if kept != pattern { return "missing-fields result lost its pattern" }
            if Set(missing.map(\.letter)) != Set(["Y", "M", "D"]).subtracting(read) {
                return "wrong missing fields \(missing)"
            }
        }
        return nil
    }

    @Test(
        "60,000 seeded random patterns over every ASCII character and the hard scalars keep every invariant",
        arguments: [UInt64(1), 0xBAD_DA7E, 0x5EED_0003])
    func randomPatterns(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var failures: [String] = []
        for _ in 0..<20_000 {
            let pattern = Self.randomPattern(&generator, maximumLength: 40)
            if let problem = Self.violation(in: pattern) { failures.append("\(pattern.debugDescription): \(problem)") }
        }
        #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
    }

    @Test("Long patterns (up to 20,000 scalars) tokenize in linear time")
    func longPatterns() {
        var generator = SplitMix64(seed: 42)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for length in [1_000, 5_000, 20_000] {
                let pattern = Self.randomPattern(&generator, maximumLength: length)
                #expect(Self.violation(in: pattern) == nil)
                let quotes = String(repeating: "'", count: length)  // all `''` pairs, or one left open
                #expect(Self.violation(in: quotes) == nil)
                let runs = String(repeating: "yMd", count: length / 3)
                #expect(PatternTokenizer.tokenize(runs).count == (length / 3) * 3)
            }
        }
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }
}
