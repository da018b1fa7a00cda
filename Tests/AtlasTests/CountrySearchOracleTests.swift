import Foundation
import Testing

@testable import LocaleProfiles

/// What the index's search must open for every country and language name, written from Foundation alone (its
/// likely subtags and display names, none of the site's code) into `Tests/Browser/country_search_oracle.json`,
/// which the browser test `test_country_search_exhaustive` types into the page. Re-record with `RECORD_GOLDEN=1`
/// when the toolchain's locale data changes.
@Suite("Country search oracle")
struct CountrySearchOracleTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Browser/country_search_oracle.json")

    /// The languages whose readers may type a country's whole name in their own words (README, "build").
    static let widelyRead = ["de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh_Hans", "zh_Hant"]

    /// A region: the listed locales whose likely subtags are those of `und_<region>` (none where the principal
    /// language has no listed locale in the region), every listed locale of the region, and its names in English,
    /// in the language of each of its listed locales and in ``widelyRead`` languages, without repeats.
    struct Region: Encodable {
        let principal: [String]
        let locales: [String]
        let names: [String]
    }

    /// The region code of an identifier (`TW` in `zh_Hant_TW`, `419` in `es_419`), or `nil`.
    static func region(_ identifier: String) -> String? {
        guard let last = identifier.split(separator: "_").dropFirst().last else { return nil }
        let letters = last.count == 2 && last.allSatisfy { $0.isASCII && $0.isUppercase }
        let digits = last.count == 3 && last.allSatisfy { $0.isASCII && $0.isNumber }
        return letters || digits ? String(last) : nil
    }

    static func likely(_ identifier: String) -> String { Locale.Language(identifier: identifier).maximalIdentifier }

    /// Every region a listed identifier names, in code order.
    static func regions() -> [(code: String, region: Region)] {
        let listed = Catalog.availableIdentifiers.filter { !$0.contains("@") }
        let byRegion = Dictionary(grouping: listed.compactMap { id in region(id).map { ($0, id) } }) { $0.0 }
            .mapValues { $0.map(\.1).sorted() }
        return byRegion.keys.sorted().map { code in
            let locales = byRegion[code] ?? []
            let principal = locales.filter { likely($0) == likely("und_" + code) }
            var names: [String] = []
            for language in ["en"] + locales + widelyRead {
                guard let name = Locale(identifier: language).localizedString(forRegionCode: code), name != code,
                    !names.contains(name)
                else { continue }
                names.append(name)
            }
            return (code, Region(principal: principal, locales: locales, names: names))
        }
    }

    /// The oracle as its file holds it: one line per region, then one per language (English name, own name).
    static func oracle() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func line(_ key: String, _ value: some Encodable) throws -> String {
            "    " + String(decoding: try encoder.encode(key), as: UTF8.self) + ": "
                + String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        let regions = try Self.regions().map { try line($0.code, $0.region) }
        var languages: [String] = []
        for language in Catalog.availableIdentifiers where !language.contains("_") && !language.contains("@") {
            let names = [Locale(identifier: "en"), Locale(identifier: language)].compactMap {
                $0.localizedString(forIdentifier: language)
            }
            languages.append(try line(language, names))
        }
        return "{\n  \"regions\": {\n" + regions.joined(separator: ",\n") + "\n  },\n  \"languages\": {\n"
            + languages.joined(separator: ",\n") + "\n  }\n}\n"
    }

    @Test("The browser test's oracle is Foundation's likely subtags and names of this toolchain")
    func oracleIsCurrent() throws {
        let actual = try Self.oracle()
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: Self.file)
            return
        }
        let recorded = try #require(
            FileManager.default.contents(atPath: Self.file.path),
            "missing \(Self.file.path); record with RECORD_GOLDEN=1")
        let expected = String(decoding: recorded, as: UTF8.self).split(separator: "\n")
        let lines = actual.split(separator: "\n")
        let stale = zip(lines, expected).first { $0.0 != $0.1 }.map { "first stale line: \($0.1)\nnow: \($0.0)" }
        let current = stale == nil && lines.count == expected.count
        #expect(current, "\(Self.file.lastPathComponent) is stale; record with RECORD_GOLDEN=1\n\(stale ?? "")")
    }

    @Test("A region has at most one principal locale: Taiwan zh_Hant_TW, India hi_IN, Haiti none listed")
    func principals() {
        let regions = Dictionary(uniqueKeysWithValues: Self.regions().map { ($0.code, $0.region) })
        #expect(regions["TW"]?.principal == ["zh_Hant_TW"])
        #expect(regions["IN"]?.principal == ["hi_IN"])
        #expect(regions["HT"]?.principal == [])
        #expect(regions.filter { $0.value.principal.count > 1 }.isEmpty)
        #expect(regions.count > 200)
    }
}
