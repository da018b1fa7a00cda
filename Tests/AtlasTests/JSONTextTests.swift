import Foundation
import TestSupport
import Testing

@testable import Atlas

/// `data/locales.json` is written by `JSONText`, not `JSONEncoder`: these hold the two to the same bytes.
@Suite("JSON export written directly")
struct JSONTextTests {
    @Test("Every record of the real catalog is written as JSONEncoder writes it")
    func realCatalog() throws {
        let records = GeneratedSite.records
        #expect(records.count == GeneratedSite.result.summary.locales)
        let direct = JSONExport.records(records)
        let encoded = try JSONExport.encode(records)
        #expect(direct == encoded, "first difference at UTF-8 offset \(Self.firstDifference(direct, encoded))")
        #expect(GeneratedSite.text("data/locales.json") == encoded)
    }

    /// Characters that need escaping or that an escaper might wrongly touch: every ASCII character (controls,
    /// quote, backslash, slash, DEL), line and paragraph separators, bidi marks, a byte-order mark, a combining
    /// mark, characters outside the BMP.
    static let alphabet: [Unicode.Scalar] =
        (0..<0x80).compactMap(Unicode.Scalar.init)
        + ["\u{2028}", "\u{2029}", "\u{200F}", "\u{202E}", "\u{FEFF}", "\u{301}", "é", "ß", "日", "😀", "\u{10FFFF}"]

    static func randomText(_ generator: inout SplitMix64, maximum: Int = 12) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...maximum, using: &generator) {
            text.append(alphabet.randomElement(using: &generator)!)
        }
        return String(text)
    }

    static func randomTexts(_ generator: inout SplitMix64) -> [String] {
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomText(&generator) }
    }

    static func randomTable(_ generator: inout SplitMix64) -> [String: String] {
        var table: [String: String] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            table[randomText(&generator, maximum: 4)] = randomText(&generator)
        }
        return table
    }

    @Test("Records with hostile strings, keys in any order and absent optionals match JSONEncoder", arguments: 0..<8)
    func hostileRecords(seed: UInt64) throws {
        var generator = SplitMix64(seed: 0x4A53_4F4E + seed)
        let base = try #require(GeneratedSite.records.first)
        let records = (0..<40).map { _ in
            var record = base
            record.identifier = Self.randomText(&generator)
            record.name = Self.randomText(&generator)
            record.nativeName = Self.randomText(&generator)
            record.script = Bool.random(using: &generator) ? nil : Self.randomText(&generator)
            record.region = Bool.random(using: &generator) ? nil : Self.randomText(&generator)
            record.inferred = Self.randomTexts(&generator)
            record.pickers = Self.randomTable(&generator)
            record.headline = Self.randomText(&generator)
            record.patterns = Self.randomTable(&generator)
            record.samples = Self.randomTable(&generator)
            record.orders = Self.randomTable(&generator)
            record.aliases = Self.randomTexts(&generator)
            record.notes = Self.randomTexts(&generator).map {
                LocaleRecord.Note(key: $0, text: Self.randomText(&generator))
            }
            record.formatterLocale = Bool.random(using: &generator) ? nil : Self.randomText(&generator)
            record.formatStyle =
                Bool.random(using: &generator)
                ? nil
                : Self.randomTable(&generator).mapValues {
                    LocaleRecord.FormatStyleRecord(order: $0, sample: Self.randomText(&generator))
                }
            return record
        }
        let direct = JSONExport.records(records)
        let encoded = try JSONExport.encode(records)
        #expect(direct == encoded, "first difference at UTF-8 offset \(Self.firstDifference(direct, encoded))")
        // And the bytes read back as the same records.
        #expect(try JSONDecoder().decode([LocaleRecord].self, from: Data(direct.utf8)) == records)
    }

    @Test("An empty export is an empty array, as JSONEncoder writes it")
    func emptyExport() throws {
        #expect(JSONExport.records([]) == (try JSONExport.encode([LocaleRecord]())))
        #expect(JSONExport.records([]) == "[\n\n]\n")
    }

    /// The UTF-8 offset of the first byte where two texts differ (the shorter's length when one is a prefix).
    static func firstDifference(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(a.utf8.count, b.utf8.count)
    }
}
