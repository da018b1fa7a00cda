import LocaleProfiles
import Testing

@testable import Atlas

@Suite("PatternLanguage")
struct PatternLanguageTests {
    static let profiles = Dictionary(uniqueKeysWithValues: Catalog.load().profiles.map { ($0.identifier, $0) })

    static func tag(_ pattern: String, _ identifiers: [String]) throws -> String? {
        PatternLanguage.tag(of: pattern, in: try identifiers.map { try #require(profiles[$0]) })
    }

    @Test("A group's pattern with words takes the language most of its locales speak, with the subtags they share")
    func majority() throws {
        #expect(try Self.tag("y年M月d日", ["ja_JP", "zh_Hans_CN", "zh_Hant_TW"]) == "zh")
        #expect(try Self.tag("y年M月d日", ["ja", "ja_JP", "zh_Hans_CN"]) == "ja")
        #expect(try Self.tag("y年M月d日", ["zh_Hans_CN", "zh_Hans_SG", "yue_Hans"]) == "zh-Hans")
        // A tie goes to the first language in UTF-8 order, whatever order the locales come in.
        #expect(try Self.tag("dd.MM.yyyy 'г'.", ["mk_MK", "bg_BG"]) == "bg-BG")
        #expect(try Self.tag("dd.MM.yyyy 'г'.", ["bg_BG", "mk_MK"]) == "bg-BG")
    }

    @Test("A pattern without words, or a group without locales, has no language of its own")
    func noWords() throws {
        #expect(try Self.tag("y-MM-dd", ["ja_JP", "zh_Hans_CN"]) == nil)
        #expect(try Self.tag("d.M.y", ["de_DE"]) == nil)
        #expect(try Self.tag("y年M月d日", []) == nil)
    }
}
