import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// One word made from a country's name, a people's or a language's (`Canadian`, `Haitian`, `Brazilian`), typed alone
/// or beside words no name has (`Haitian Creole`): the resolver answers with the country's locales, as the site's
/// search does, where no whole name or name's start reads first.
@Suite("Identifiers by a word made from a country's name")
struct CountryWordTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    /// The country and the locales an input is answered with as a country's word, or `nil` for any other answer.
    func countryWord(_ input: String) -> (country: String, identifiers: [String])? {
        guard case .failure(.countryWord(_, let country, let found)) = resolver.resolution(input) else { return nil }
        return (country, found)
    }

    @Test("Every one-word country's name with a people's ending finds that country's locales, as its code lists them")
    func everyCountry() {
        let english = Locale(identifier: "en")
        let regions = Set(Catalog.availableIdentifiers.compactMap { IdentifierSubtags.explicit($0).region })
        let longer = regions.compactMap { english.localizedString(forRegionCode: $0)?.lowercased() }
        var wrong: [String] = []
        var checked = 0
        for region in regions.sorted() where region.count == 2 {
            guard let name = english.localizedString(forRegionCode: region),
                name.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }),
                name.count >= 4
            else { continue }
            let stem = name.lowercased()
            // Canada → Canadian, Brazil → Brazilian, Kenya → Kenyan, Pakistan → Pakistani.
            let typed = (stem.hasSuffix("a") ? stem + "n" : stem.hasSuffix("n") ? stem + "i" : stem + "ian")
            // A language's or a locale's whole name reads first: not this reading. Nor is Niger's `nigerian`, which
            // is made from a longer name, Nigeria (asserted below).
            guard resolver.nameFailure(typed) == nil, resolver.phraseFailure(typed) == nil,
                !longer.contains(where: { $0.count > stem.count && typed.hasPrefix($0) })
            else { continue }
            checked += 1
            let answer = countryWord(typed)
            let listed = resolver.inRegion(region)?.identifiers ?? []
            // The longest name it is made from is the country's own (`nigerian` is Nigeria's, not Niger's), so it
            // lists that country's locales first, in its code's order.
            if answer?.country != region || Array(answer?.identifiers.prefix(listed.count) ?? []) != listed {
                wrong.append("\(typed) → \(answer.map { "\($0.country) \($0.identifiers.prefix(3))" } ?? "other")")
            }
        }
        #expect(checked > 60, "only \(checked) words checked")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test(
        "A people's word alone reads as its country; a language's name or a name that starts so wins",
        arguments: [
            ("Canadian", "CA", "en_CA"), ("Haitian", "HT", "es_HT"), ("Brazilian", "BR", "pt_BR"),
            ("Mexican", "MX", "es_MX"), ("Peruvian", "PE", "es_PE"), ("Pakistani", "PK", "ur_Aran_PK"),
            ("chilean", "CL", "es_CL"), ("Bangladeshi", "BD", "bn_BD"),
        ])
    func alone(typed: String, country: String, first: String) {
        let answer = countryWord(typed)
        #expect(answer?.country == country, "\(typed): \(resolver.resolution(typed))")
        #expect(answer?.identifiers.first == first, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("A language's name and a whole country's name are read as before; the country before a name that starts so")
    func otherReadings() {
        #expect(countryWord("Italian") == nil)
        #expect(resolver.named("Italian").first == "it")
        // Nigerian Pidgin starts so, as the site's search lists it: after Nigeria's principal locale.
        #expect(countryWord("Nigerian")?.identifiers.first == "en_NG")
        #expect(countryWord("Moroccan")?.country == "MA")
        #expect(resolver.startFailure("Nigerian") != nil)
        #expect(countryWord("Canada") == nil)
        // Not made from a country's name: an ending no people's word has, or too short a stem.
        #expect(countryWord("Canadaxyz") == nil)
        #expect(countryWord("Peruq") == nil)
    }

    @Test("Beside words no name has, a people's word is what is left: Haitian Creole is Haiti's locales")
    func besideOtherWords() {
        guard case .failure(.readWithout(_, let reading, let found)) = resolver.resolution("Haitian Creole") else {
            Issue.record("Haitian Creole: \(resolver.resolution("Haitian Creole"))")
            return
        }
        #expect(reading == "haitian")
        #expect(Set(found) == Set(resolver.inRegion("HT")?.identifiers ?? ["none"]))
    }

    @Test("A calendar keyword after a people's word keeps to the locales that take it")
    func keyword() {
        #expect(
            countryWord("Mexican@calendar=japanese")?.identifiers == [
                "es_MX@calendar=japanese", "en_MX@calendar=japanese",
            ])
        #expect(countryWord("Mexican-u-ca-buddhist")?.identifiers.first == "es_MX@calendar=buddhist")
        #expect(countryWord("Mexican@calendar=nonsense") == nil)
    }

    @Test("The message names what was typed and the country it was read as")
    func message() {
        #expect(
            IdentifierResolver.Failure.countryWord("Mexican", country: "MX", identifiers: ["es_MX"]).description
                == "no locale is called 'Mexican'; read as a word made from the name of Mexico: es_MX (Spanish (Mexico))"
        )
    }
}
