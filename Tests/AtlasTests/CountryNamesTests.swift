import Testing

@testable import Atlas
@testable import LocaleProfiles

@Suite("Country names for search")
struct CountryNamesTests {
    static let table = CountryNames.make(identifiers: Catalog.availableIdentifiers)

    /// The principal locale, written down from Foundation's likely subtags for und_<region>.
    @Test(
        "A region's principal locale is the listed locale of und_<region>'s likely subtags",
        arguments: [
            ("TW", "zh_Hant_TW"), ("FR", "fr_FR"), ("IN", "hi_IN"), ("US", "en_US"), ("CN", "zh_Hans_CN"),
            ("CH", "de_CH"), ("BE", "nl_BE"), ("NO", "nb_NO"), ("GB", "en_GB"), ("JP", "ja_JP"),
        ])
    func principal(region: String, identifier: String) throws {
        let entry = try #require(Self.table.first { $0.region == region })
        #expect(entry.principal == identifier)
    }

    @Test("Names come in English first, then the country's own and the everyday ones")
    func names() throws {
        func names(_ region: String) -> [String] { Self.table.first { $0.region == region }?.names ?? [] }
        #expect(names("DE").first == "Germany")
        #expect(names("DE").contains("Deutschland"))
        #expect(names("ES").contains("España"))
        #expect(names("JP").contains("日本"))
        #expect(names("TR").contains("Turkey"))
        #expect(names("GB").contains("UK"))
        #expect(names("US").contains("USA"))
        #expect(names("RU").contains("Russian Federation"))
        // Names in widely read languages that are no language of the country, apart (matched whole only).
        func elsewhere(_ region: String) -> [String] { Self.table.first { $0.region == region }?.elsewhere ?? [] }
        #expect(elsewhere("KR").contains("Südkorea") && elsewhere("KR").contains("Corée du Sud"))
        #expect(elsewhere("DE").contains("Allemagne") && !elsewhere("DE").contains("Deutschland"))
    }

    @Test("The JSON escapes what could end an attribute or a script")
    func json() {
        let text = CountryNames.json([.init(region: "XX", principal: nil, names: ["a\"b<c&d\\"])])
        #expect(text == #"{"XX":["","a\u0022b\u003cc\u0026d\u005c"]}"#)
        let both = CountryNames.json([.init(region: "XX", principal: "x_XX", names: ["A"], elsewhere: ["B"])])
        #expect(both == #"{"XX":["x_XX","A","","B"]}"#)
    }
}

@Suite("Everyday names of languages and locales for search")
struct EverydayNamesTests {
    @Test("Every locale an everyday name is given to is listed (no ca_ES_VALENCIA, no ht)")
    func listed() {
        let listed = Set(Catalog.availableIdentifiers)
        #expect(EverydayNames.locales.keys.filter { !listed.contains($0) }.sorted() == [])
        #expect(EverydayNames.languages.keys.filter { !listed.contains($0) }.sorted() == [])
    }

    @Test("A name of one locale is not also a name of its whole language")
    func oneLocaleNotTheLanguage() {
        let languageNames = Set(EverydayNames.languages.values.joined().map { $0.lowercased() })
        let shared = EverydayNames.locales.values.joined().filter { languageNames.contains($0.lowercased()) }
        #expect(shared == [])
        #expect(EverydayNames.locales["es_ES"]?.contains("Castilian") == true)
        #expect(EverydayNames.locales["fa_AF"]?.contains("Dari") == true)
    }

    @Test("The JSON lists only the listed locales, in identifier order, escaped")
    func json() {
        let text = LocaleNames.json(identifiers: ["nl_BE", "fa_AF", "xx"])
        #expect(text == #"{"fa_AF":["Dari"],"nl_BE":["Flemish","Flanders"]}"#)
        #expect(LocaleNames.json(identifiers: []) == "{}")
    }
}
