import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// A locale said as people say one, a language and a country in words of their own (`Canadian French`, `English US`,
/// `Bengali India`), or a name with words beside it that no name has (`german language`, `the united states`): the
/// resolver answers with the locales the site's search finds first for it.
@Suite("Identifiers by a language and a country, and by a name with other words")
struct LanguageCountryPhraseTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
    static let plain = Catalog.availableIdentifiers.filter { !$0.contains("@") }

    /// The locales an input is answered with by language and country, or `nil` for any other answer.
    func phrased(_ input: String) -> [String]? {
        guard case .failure(.languageAndCountry(_, let found)) = resolver.resolution(input) else { return nil }
        return found
    }

    /// What an input is read as once words no name has are left out, and the locales, or `nil` for any other answer.
    func readWithout(_ input: String) -> (reading: String, identifiers: [String])? {
        guard case .failure(.readWithout(_, let reading, let found)) = resolver.resolution(input) else { return nil }
        return (reading, found)
    }

    /// Whether a name is typed as is: letters and spaces only.
    static func typeable(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy {
            ($0.properties.isAlphabetic && !IdentifierResolver.droppedMarks.contains($0)) || $0 == " "
        }
    }

    @Test(
        "Every locale's country then language, by English names or the region's code, finds it first of its language there"
    )
    func everyLocaleByCountryAndLanguage() {
        let english = Locale(identifier: "en")
        var wrong: [String] = []
        var checked = 0
        for identifier in Self.plain {
            let code = IdentifierSubtags(identifier).language
            guard let region = IdentifierSubtags.explicit(identifier).region, region.count == 2,
                let language = english.localizedString(forLanguageCode: code),
                let country = english.localizedString(forRegionCode: region),
                Self.typeable(language), Self.typeable(country), language.unicodeScalars.count > 3
            else { continue }
            // As people say it, and as system settings and the site's table write it (`Chinese (Taiwan)`).
            for typed in [
                country + " " + language, language + " " + region.lowercased(), language + " (" + country + ")",
                language + ", " + region,
            ] {
                guard resolver.nameFailure(typed) == nil, case .failure = resolver.resolve(typed) else { continue }
                checked += 1
                let found = phrased(typed) ?? []
                // The first is of the language and written there; the locale itself is among them (the one of the
                // region's likely script first: zh_Hant_HK before zh_Hans_HK).
                let first = found.first
                if !found.contains(identifier) || first.map({ IdentifierSubtags($0).language }) != code
                    || first.flatMap({ IdentifierSubtags.explicit($0).region }) != region
                {
                    wrong.append("\(typed) → \(found.prefix(3)), not \(identifier)")
                }
            }
        }
        #expect(checked > 800, "only \(checked) phrases checked")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    }

    @Test(
        "A language and a country as people say them, the country's adjective, code or everyday name too",
        arguments: [
            ("Canadian French", "fr_CA"), ("Brazilian Portuguese", "pt_BR"), ("Mexican Spanish", "es_MX"),
            ("Swiss French", "fr_CH"), ("Austrian German", "de_AT"), ("American English", "en_US"),
            ("British English", "en_GB"), ("English US", "en_US"), ("spanish us", "es_US"), ("Korean Korea", "ko_KR"),
            ("chinese hk", "zh_Hant_HK"), ("Bengali India", "bn_IN"), ("Farsi Afghanistan", "fa_AF"),
            ("Mandarin Taiwan", "zh_Hant_TW"), ("Nigerian English", "en_NG"), ("Allemagne Deutsch", "de_DE"),
            // With the punctuation names are written with: brackets, commas, dashes, a hyphen between words.
            ("Chinese (Taiwan)", "zh_Hant_TW"), ("English (UK)", "en_GB"), ("English, US", "en_US"),
            ("Chinese-Taiwan", "zh_Hant_TW"), ("English – US", "en_US"), ("中文（台灣）", "zh_Hant_TW"),
            ("Canadian (French)", "fr_CA"),
        ])
    func phrases(typed: String, first: String) {
        #expect(phrased(typed)?.first == first, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("A word made from a country's name adds a people's or a language's ending to it, all of it")
    func derivations() {
        for (word, name) in [
            ("canadian", "canada"), ("mexican", "mexico"), ("brazilian", "brazil"), ("austrian", "austria"),
            ("japanese", "japan"), ("nigerian", "niger"),
        ] {
            #expect(PhraseIndex.derives(word, from: name), "\(word), \(name)")
        }
        for (word, name) in [
            ("afrikaans", "afrika"), ("bangladesh", "bangla"), ("canada", "canada"), ("can", "canada"),
            ("turkish", "turks"), ("hongrie", "hong"),
        ] {
            #expect(!PhraseIndex.derives(word, from: name), "\(word), \(name)")
        }
        // Of two names a word is made from, the longer: Nigeria's, not Niger's.
        #expect(resolver.phraseIndex.regions(["nigerian"], codeAllowed: false) == ["NG"])
        // A region's code only beside a longer word: `en us` is an identifier with a space.
        #expect(resolver.phraseIndex.regions(["us"], codeAllowed: false) == ["US"])
        #expect(resolver.phraseIndex.regions(["hk"], codeAllowed: false).isEmpty)
        #expect(resolver.phraseIndex.regions(["hk"], codeAllowed: true) == ["HK"])
        #expect(
            resolver.resolution("en us") == .failure(.invalidCharacter("en us", " ", meant: "en_US")),
            "\(resolver.resolution("en us"))")
    }

    @Test("The endings a country's adjective may add are the site's search's, so both read one alike")
    func endingsAsTheSite() throws {
        let script = try String(
            contentsOf: TestPaths.templates.appendingPathComponent("assets/atlas.js"), encoding: .utf8)
        let list = try #require(script.range(of: #"var DERIVATIONS = \[[^\]]*\]"#, options: .regularExpression))
        let site = script[list].split(separator: "[")[1].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"]")))
        }
        // The site lists the word itself ("") too, which the command line reads as a whole name first.
        #expect(Set(site) == PhraseIndex.endings.union([""]), "\(site)")
        #expect(site.count == PhraseIndex.endings.count + 1)
    }

    @Test("A calendar keyword after a language and a country keeps to the locales that take it")
    func keyword() {
        #expect(phrased("Canadian French@calendar=japanese") == ["fr_CA@calendar=japanese"])
        #expect(phrased("Canadian French-u-ca-buddhist") == ["fr_CA@calendar=buddhist"])
        #expect(phrased("Canadian French@calendar=nonsense") == nil)
    }

    @Test(
        "Words no name has are left out, the last typed first, fillers after, until the rest is read as a name",
        arguments: [
            ("german language", "german", "de"), ("japan date format", "japan", "ja_JP"),
            ("spanish locale", "spanish", "es"), ("Germny dates", "germany", "de_DE"),
            ("the united states", "united states", "en_US"), ("The Netherlands", "netherlands", "nl_NL"),
        ])
    func wordsLeftOut(typed: String, reading: String, first: String) {
        let answer = readWithout(typed)
        #expect(answer?.reading == reading, "\(typed): \(resolver.resolution(typed))")
        #expect(answer?.identifiers.first == first, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("A word that names something is never left out, and one word always stays")
    func wordsKept() {
        #expect(resolver.resolution("Xylophone Zebrafish") == .failure(.unnamed("Xylophone Zebrafish")))
        #expect(readWithout("Germany") == nil)
        // `Korean Korea` is read by its language and country, not as `korea` alone.
        #expect(phrased("Korean Korea") == ["ko_KR"])
    }

    @Test("The messages name what was typed and what it was read as, and list the locales as a whole name's do")
    func messages() {
        #expect(
            IdentifierResolver.Failure.languageAndCountry("Canadian French", identifiers: ["fr_CA"]).description
                == "no locale is called 'Canadian French' whole; by its language and country: fr_CA (French (Canada))")
        #expect(
            IdentifierResolver.Failure.readWithout("german language", reading: "german", identifiers: ["de"])
                .description
                == "no locale is called 'german language'; read as 'german', leaving out words no name has: de "
                + "(German)")
    }
}
