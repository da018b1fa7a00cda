import Foundation
import Testing

@testable import LocaleProfiles

/// A name typed in part (`Saudi`, `Portug`, `New Zeal`): no locale is called that whole, so the resolver answers with
/// the locales of the names whose words it starts, as the site's search finds them by the start of a word.
@Suite("Identifiers by the start of a name")
struct NameStartTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
    static let plain = Catalog.availableIdentifiers.filter { !$0.contains("@") }

    /// The locales an input is answered with by the start of a name, or `nil` for any other answer.
    func started(_ input: String) -> [String]? {
        guard case .failure(.namedByStart(_, let found)) = resolver.resolution(input) else { return nil }
        return found
    }

    /// Each word of `name` but the last whole, the last without its final letter (`Saudi Arabi`, `Germa`): a name
    /// being typed. `nil` where that leaves under four letters or the name has what no typed name has (`&`, `-`, `(`).
    static func cut(_ name: String) -> String? {
        guard name.count >= 5,
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || " '’.".unicodeScalars.contains($0) })
        else { return nil }
        return String(name.dropLast())
    }

    @Test("Every region's English name, cut short, finds each locale written there")
    func everyRegionCut() {
        let english = Locale(identifier: "en")
        let byRegion = Dictionary(grouping: Self.plain.filter { IdentifierSubtags.explicit($0).region != nil }) {
            IdentifierSubtags.explicit($0).region!
        }
        var wrong: [String] = []
        var checked = 0
        for (region, identifiers) in byRegion.sorted(by: { $0.key < $1.key }) {
            guard let name = english.localizedString(forRegionCode: region), let typed = Self.cut(name),
                resolver.nameFailure(typed) == nil,
                resolver.countryWordFailure(typed) == nil, case .failure = resolver.resolve(typed)
            else { continue }
            checked += 1
            let found = Set(started(typed) ?? [])
            let missing = identifiers.filter { !found.contains($0) }
            if !missing.isEmpty { wrong.append("\(typed) misses \(missing): \(resolver.resolution(typed))") }
        }
        #expect(checked > 150, "only \(checked) cut names checked")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test("Every language's English name, cut short, lists a locale of that language among the first five")
    func everyLanguageCut() {
        let english = Locale(identifier: "en")
        var wrong: [String] = []
        var checked = 0
        for language in Set(Self.plain.map { IdentifierSubtags($0).language }).sorted() {
            guard let name = english.localizedString(forLanguageCode: language), let typed = Self.cut(name),
                resolver.nameFailure(typed) == nil,
                resolver.countryWordFailure(typed) == nil, case .failure = resolver.resolve(typed)
            else { continue }
            checked += 1
            // A start several languages share (`Mala`: Malagasy, Malayalam, Malay) lists each with the message's five.
            guard let found = started(typed),
                found.prefix(5).contains(where: { IdentifierSubtags($0).language == language })
            else {
                wrong.append("\(typed) → \(resolver.resolution(typed))")
                continue
            }
        }
        #expect(checked > 150, "only \(checked) cut names checked")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test(
        "A word of a name, or the start of each of its words, finds its locales, best first",
        arguments: [
            ("Saudi", ["ar_SA", "en_SA"]), ("Zealand", ["en_NZ", "mi_NZ"]), ("New Zeal", ["en_NZ", "mi_NZ"]),
            ("Portug", ["pt", "pt_PT"]), ("Scottish", ["gd", "gd_GB"]), ("Nihon", ["ja", "ja_JP"]),
            ("Españ", ["es_ES"]), ("Deutschl", ["de_DE"]), ("Arab", ["ar_AE", "en_AE", "ar", "ar_EG"]),
            // Brackets, `&` and a hyphen between words are a name's punctuation, not an identifier's.
            ("Portug (Brazil)", ["pt_BR"]), ("Guinea-Bissa", ["pt_GW"]), ("Trinidad & Tobag", ["en_TT"]),
        ])
    func starts(typed: String, first: [String]) {
        let found = started(typed) ?? []
        #expect(Array(found.prefix(first.count)) == first, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("A name's whole words left untyped rank its locales after those of a name the input covers")
    func untypedWordsRankLower() {
        // `Saudi` starts Saudi Arabia (one word untyped, ar_SA and en_SA) and Arabic (Saudi Arabia), a locale's whole
        // name (two untyped): only Saudi Arabia's locales, the principal one first.
        #expect(started("Saudi") == ["ar_SA", "en_SA"])
        // `Germ` is German and Germany with no word untyped: the language first, then where it is most written.
        #expect(started("Germ")?.prefix(2) == ["de", "de_DE"])
    }

    @Test(
        "A word typed whole, or but for its last vowel, lists first the names it is a word of, a country's principal first",
        arguments: [
            // Italy's locales before Italian's, France's before French's (`franc` starts `français` too), as the
            // site's search ranks a word still being typed before a word it merely starts.
            ("Ital", ["it_IT", "ca_IT"]), ("Franc", ["fr_FR", "br_FR"]), ("Tong", ["to_TO", "en_TO", "to"]),
            // Both a country's and a language's own name (Indonesia; Malti, Maltese): the country's principal first.
            ("Indonesi", ["id_ID", "id"]), ("Malt", ["mt_MT", "mt"]),
            // A country's name in a widely read language is matched whole only: `Japa` is no `Japão` being typed.
            ("Japa", ["ja", "ja_JP"]), ("Azerbaija", ["az"]),
            // Every typed word counts: `New Zeal` leaves `Zealand` untyped, so no word of it is typed to its end.
            ("Samo", ["sm_WS", "en_WS", "sm_AS", "en_AS", "sm"]), ("Germ", ["de", "de_DE"]),
        ])
    func typedToItsEnd(typed: String, first: [String]) {
        let found = started(typed) ?? []
        #expect(Array(found.prefix(first.count)) == first, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("Every one-word country name typed but for its last vowel lists the country's principal locale first")
    func everyCountryTypedButItsLastVowel() {
        let english = Locale(identifier: "en")
        var wrong: [String] = []
        var checked = 0
        for region in Set(Self.plain.compactMap { IdentifierSubtags.explicit($0).region }).sorted() {
            guard let name = english.localizedString(forRegionCode: region),
                name.unicodeScalars.count >= 5, name.unicodeScalars.allSatisfy(\.properties.isAlphabetic),
                let last = name.last, "aeiouy".contains(last),
                let principal = resolver.inRegion(region)?.identifiers.first
            else { continue }
            let typed = String(name.dropLast())
            // Read before a name's start: a whole name or a word made from another country's (`Bulgari` is none).
            guard let found = started(typed) else { continue }
            checked += 1
            if found.first != principal { wrong.append("\(typed): \(found.prefix(3)), not \(principal) first") }
        }
        #expect(checked > 40, "only \(checked) names checked")
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("A keyword after the start of a name keeps the locales that take it, as after a whole name")
    func keyword() {
        #expect(started("Saudi@calendar=islamic") == ["ar_SA@calendar=islamic", "en_SA@calendar=islamic"])
        #expect(started("Saudi-u-ca-islamic") == ["ar_SA@calendar=islamic", "en_SA@calendar=islamic"])
        guard case .failure(let failure) = resolver.resolution("Saudi@calendar=islamic") else {
            Issue.record("Saudi@calendar=islamic resolved")
            return
        }
        #expect(failure.description.hasPrefix("no locale is called 'Saudi' whole; by names whose words start so: "))
        #expect(started("Saudi@calendar=nonsense") == nil)
    }

    @Test(
        "What may be a mistyped identifier is no name's start: under four Latin letters (one other), a separator, a digit, a slash",
        arguments: ["Jap", "deu", "日", "en_U", "ar-S", "Arab1", "Arab_", "Arab-", "Latn-Arab-SA", "Arab/Saudi"])
    func identifierLike(typed: String) {
        #expect(started(typed) == nil, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("The message names what was typed and lists the locales as a whole name's do")
    func message() {
        let failure = IdentifierResolver.Failure.namedByStart("Saudi", identifiers: ["ar_SA", "en_SA"])
        #expect(
            failure.description
                == "no locale is called 'Saudi' whole; by names whose words start so: ar_SA (Arabic (Saudi Arabia)), "
                + "en_SA (English (Saudi Arabia))")
        #expect(resolver.resolution("Xylophone Zebrafish") == .failure(.unnamed("Xylophone Zebrafish")))
    }

    @Test("An identifier with a slip of form is still read as that identifier; a name cut short with a space is not")
    func slipsOfFormStay() {
        for (typed, meant) in [
            ("en US", "en_US"), ("zh TW", "zh_Hant_TW"), ("en_US.UTF-8", "en_US"), ("en.US", "en_US"),
        ] {
            guard case .failure(.invalidCharacter(_, _, let read)) = resolver.resolution(typed) else {
                Issue.record("\(typed): \(resolver.resolution(typed))")
                continue
            }
            #expect(read == meant, "\(typed)")
        }
        #expect(started("St. Luci")?.first == "en_LC")
        #expect(started("El Salvado")?.first == "es_SV")
        #expect(started("San Marin")?.first == "it_SM")
    }
}
