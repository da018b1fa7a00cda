import Foundation
import Testing

@testable import LocaleProfiles

/// The everyday names the site's search knows (`USA`, `Holland`, `Farsi`, `Flemish`), from the one table both read:
/// the resolver names the same locales by them, best first, as it does by Foundation's names.
@Suite("Identifiers by everyday name")
struct EverydayNameTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
    static let plain = Catalog.availableIdentifiers.filter { !$0.contains("@") }

    /// Every name in the table with the locales the site's table gives it, the one that comes first first: a
    /// country's locales with its principal one (`und_<region>`'s, as the search's table has it) first; a
    /// language's with the bare language first; a locale alone.
    func expectations() -> [(name: String, first: String, all: Set<String>)] {
        var cases: [(name: String, first: String, all: Set<String>)] = []
        for (region, names) in EverydayNames.regions {
            let here = Set(Self.plain.filter { IdentifierSubtags.explicit($0).region == region })
            guard let principal = resolver.alias("und_" + region) else { continue }
            cases += names.map { ($0, principal, here) }
        }
        for (language, names) in EverydayNames.languages {
            let written = Set(Self.plain.filter { IdentifierSubtags($0).language == language })
            cases += names.map { ($0, language, written) }
        }
        for (identifier, names) in EverydayNames.locales { cases += names.map { ($0, identifier, [identifier]) } }
        return cases.sorted { $0.name < $1.name }
    }

    @Test("Every everyday name finds the locales the site's table gives it, its principal one first")
    func everyName() {
        let cases = expectations()
        var wrong: [String] = []
        for (name, first, all) in cases {
            let found = resolver.named(name)
            // Foundation's own name for another language comes before an everyday one (`Norwegian`: no, then nb).
            let before = found.prefix { !all.contains($0) }
            let foundationNamed = before.allSatisfy { other in
                [Locale(identifier: "en"), Locale(identifier: other)].contains {
                    $0.localizedString(forLanguageCode: IdentifierSubtags(other).language).map(
                        IdentifierResolver.folded)
                        == IdentifierResolver.folded(name)
                }
            }
            if found.dropFirst(before.count).first != first || !all.isSubset(of: found) || !foundationNamed {
                wrong.append("\(name): \(found.prefix(4)), expected \(first) first")
            }
        }
        #expect(cases.count > 80)
        #expect(wrong.isEmpty, "\(wrong.count) of \(cases.count) wrong: \(wrong.prefix(8))")
    }

    @Test("What resolves names an identifier; every other everyday name fails as a name, not as an identifier")
    func identifiersWin() {
        var wrong: [String] = []
        for (name, first, _) in expectations() {
            switch resolver.resolution(name) {
            case .failure(.named(_, let found)) where found.contains(first): continue
            // `US` is also the region's code in capitals, which lists the same locales.
            case .failure(.inRegion(_, _, let found)) where found.first == first: continue
            // `UK` is Ukrainian's code: the identifier wins, whatever the name means.
            case .success(let resolution) where resolver.knownIgnoringCase(name) == resolution.identifier: continue
            case let other: wrong.append("\(name): \(other)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(resolver.resolve("UK") == .success("uk"))
    }

    @Test(
        "Names fold as the site's search folds them: case, accents, apostrophes, dots, & and St, spaces",
        arguments: [
            ("Côte d’Ivoire", "fr_CI"), ("Cote d'Ivoire", "fr_CI"), ("cote d ivoire", "fr_CI"),
            ("COTE DIVOIRE", "fr_CI"), ("Ivory Coast", "fr_CI"), ("Trinidad and Tobago", "en_TT"),
            ("Saint Lucia", "en_LC"), ("St Lucia", "en_LC"), ("Guinea Bissau", "pt_GW"), ("U.S.A.", "en_US"),
            ("Quebecois", "fr_CA"), ("Simplified Chinese", "zh_Hans"), ("Traditional Chinese", "zh_Hant"),
            ("Foroyar", "fo_FO"), ("German Switzerland", "de_CH"),
        ])
    func folding(name: String, first: String) {
        #expect(resolver.named(name).first == first, "\(name): \(resolver.named(name).prefix(3))")
    }

    @Test("Congo names both Congos, each country's principal locale first")
    func congo() {
        let found = resolver.named("Congo")
        #expect(Array(found.prefix(2)) == ["fr_CG", "sw_CD"], "\(found)")
        #expect(Set(found) == Set(Self.plain.filter { ["CG", "CD"].contains(IdentifierSubtags.explicit($0).region) }))
    }

    @Test("A name no locale has says so, not that a space is no identifier's; an identifier with a space still does")
    func unnamed() {
        var wrong: [String] = []
        for (name, _, _) in expectations() where name.contains(" ") {
            let typo = name + " Xq"
            guard case .failure(let failure) = resolver.resolution(typo),
                failure.description.hasPrefix("no locale is called '\(typo)'"), !failure.description.contains("U+")
            else {
                wrong.append("\(typo): \(resolver.resolution(typo))")
                continue
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(resolver.resolution("Españxq") == .failure(.unnamed("Españxq")))
        #expect(resolver.resolution("en US") == .failure(.invalidCharacter("en US", " ", meant: "en_US")))
        #expect(resolver.resolution("ｅｎ_US") == .failure(.invalidCharacter("ｅｎ_US", "ｅ", meant: "en_US")))
        #expect(resolver.resolution("a b/c") == .failure(.invalidCharacter("a b/c", " ")))
    }
}
