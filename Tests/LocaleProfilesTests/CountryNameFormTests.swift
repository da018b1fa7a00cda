import Foundation
import Testing

@testable import LocaleProfiles

/// A country's names as readers type them where an identifier goes (`dateorder show Allemagne`), over every region
/// of a known locale: as the site's search knows them (`CountryNames`), so the two agree.
@Suite("Country names in the forms readers type them")
struct CountryNameFormTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    /// Every region of a known locale, with its locales (without keywords).
    static let regions: [String: [String]] = {
        var found: [String: [String]] = [:]
        for identifier in Catalog.availableIdentifiers where !identifier.contains("@") {
            if let region = IdentifierSubtags.explicit(identifier).region {
                found[region, default: []].append(identifier)
            }
        }
        return found
    }()

    /// The region's names, by kind: in English, and without what it adds in brackets (`Myanmar (Burma)`); in the
    /// language of each of its locales, with accents and without (`Österreich`, `Osterreich`); in each widely read
    /// language (`Allemagne`, `Südkorea`, `ドイツ`).
    static func names(of region: String, locales: [String]) -> [(kind: String, name: String)] {
        var names: [(kind: String, name: String)] = []
        if let english = Locale(identifier: "en").localizedString(forRegionCode: region) {
            names.append(("English", english))
            if let bracket = english.firstMatch(of: /\s*\([^)]*\)/) {
                names.append(("English without brackets", english.replacing(bracket.output, with: "")))
            }
        }
        for identifier in locales {
            guard let own = Locale(identifier: identifier).localizedString(forRegionCode: region) else { continue }
            names.append(("own", own))
            let plain = own.folding(options: .diacriticInsensitive, locale: nil)
            if plain != own { names.append(("own without accents", plain)) }
        }
        for language in EverydayNames.widelyRead {
            if let name = Locale(identifier: language).localizedString(forRegionCode: region) {
                names.append(("widely read", name))
            }
        }
        return names
    }

    @Test("Every name of every region lists a locale of that region among the first three")
    func everyName() {
        var wrong: [String] = []
        var checked = 0
        for (region, locales) in Self.regions.sorted(by: { $0.key < $1.key }) {
            for (kind, name) in Self.names(of: region, locales: locales) {
                checked += 1
                // Where the country's own name is its language's (Suomi, Eesti), the language comes first, then it.
                let found = resolver.named(name).prefix(3)
                if !found.contains(where: { IdentifierSubtags.explicit($0).region == region }) {
                    wrong.append("\(region) \(kind) \(name): \(Array(found))")
                }
            }
        }
        #expect(checked > 2_500)
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
        #expect(resolver.named("Allemagne").first == "de_DE")
        #expect(resolver.named("Myanmar").first == "my_MM")
    }
}
