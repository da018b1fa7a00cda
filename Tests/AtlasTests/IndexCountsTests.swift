import Foundation
import Testing

@testable import Atlas

/// The index's tables of counts read against the published records and Foundation's own regions.
@Suite("The index's counts")
struct IndexCountsTests {
    /// The continent table's rows: continent → the locales counted in its `All` column.
    static func continentTotals(_ index: String) throws -> [String: Int] {
        let start = try #require(index.range(of: "<caption>Locales per yyyyMMdd order and continent</caption>"))
        let table = index[start.upperBound...]
        let end = try #require(table.range(of: "</table>"))
        let row =
            /<th scope="row" data-label="Continent">([^<]+)<\/th>(?s:.*?)<td data-label="All"[^>]*>([0-9,]+)<\/td>/
        var totals: [String: Int] = [:]
        for match in table[..<end.lowerBound].matches(of: row) {
            totals[String(match.1)] = Int(match.2.filter(\.isNumber))
        }
        return totals
    }

    @Test("Each continent counts the locales of its regions; World only the global ones (001), not es_003 or es_419")
    func continentRows() throws {
        let english = Locale(identifier: "en")
        // A region's continent as Foundation's containment gives it; the groupings it gives none for by what they
        // are: the world (001) is no continent, Europe (150) is one, North America (003) and Latin America (419)
        // lie in the Americas (019).
        func continent(_ region: String) -> String {
            let code =
                Locale.Region(region).continent?.identifier
                ?? ["150": "150", "003": "019", "419": "019"][region]
            return code.flatMap { english.localizedString(forRegionCode: $0) } ?? "World"
        }
        var expected: [String: Int] = [:]
        for record in GeneratedSite.records { expected[continent(record.region ?? "001"), default: 0] += 1 }
        let index = try #require(GeneratedSite.text("index.html"))
        #expect(index.contains("the continent they are all on (<code>es_419</code>, Latin America → Americas)"))
        let totals = try Self.continentTotals(index)
        #expect(totals == expected)
        #expect(GeneratedSite.records.filter { $0.region == "001" }.count == totals["World"])
        #expect(totals.values.reduce(0, +) == GeneratedSite.records.count)
    }

    @Test(
        "The region filter's likely regions: for every locale whose identifier names no region, the one a fresh Locale.Language's maximal identifier gives (af ZA, ja JP, zh_Hant TW), and none for the others"
    )
    func likelyRegions() throws {
        let index = try #require(GeneratedSite.text("index.html"))
        let attribute = try #require(index.firstMatch(of: /data-likely-regions="([^"]*)"/)).1
        var given: [String: String] = [:]
        for pair in attribute.split(separator: " ") {
            let parts = pair.split(separator: "=").map(String.init)
            try #require(parts.count == 2)
            given[parts[0]] = parts[1]
        }
        var expected: [String: String] = [:]
        for record in GeneratedSite.records where Locale.Language(identifier: record.identifier).region == nil {
            let maximal = Locale.Language(identifier: Locale.Language(identifier: record.identifier).maximalIdentifier)
            expected[record.identifier] = maximal.region?.identifier
        }
        #expect(given == expected)
        #expect(given["af"] == "ZA" && given["zu"] == "ZA" && given["ja"] == "JP" && given["zh_Hant"] == "TW")
        #expect(given.count == 329, "the locales the region filter lists by their likely region (README)")
    }

    @Test("The index counts the locales whose pickers need an era column, as the export's eraPickers lists them")
    func eraCount() throws {
        let index = try #require(GeneratedSite.text("index.html"))
        let eras = GeneratedSite.records.filter { !$0.eraPickers.isEmpty }.count
        #expect(eras > 0)
        // The count, then the locales by name (PageProseTests.eraLocalesNamed holds which) up to
        // IndexPage.namedEraLocales; beyond it, the count alone.
        if eras <= IndexPage.namedEraLocales {
            #expect(index.contains("In \(counted(eras, "locale")) (<a href=\"locales/"))
            #expect(index.contains(") some pickers' patterns write an era beside the year"))
        } else {
            #expect(index.contains("In \(counted(eras, "locale")) some pickers' patterns write an era beside the year"))
        }
    }
}
