import Foundation
import Testing

@testable import DateOrderCLI
@testable import LocaleProfiles

/// `dateorder show` knows the everyday names the site's search knows (`USA`, `Great Britain`, `Farsi`, `Flemish`):
/// the same table, read by both.
@Suite("dateorder show by everyday name")
struct EverydayNameCommandTests {
    /// Every name in the shared table, with the locale the site's table gives it first: a country's principal
    /// locale (`und_<region>`'s), a language's bare code, or the one locale.
    static func cases() -> [(name: String, first: String)] {
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
        var cases: [(name: String, first: String)] = []
        for (region, names) in EverydayNames.regions {
            if let principal = resolver.alias("und_" + region) { cases += names.map { ($0, principal) } }
        }
        for (language, names) in EverydayNames.languages { cases += names.map { ($0, language) } }
        for (identifier, names) in EverydayNames.locales { cases += names.map { ($0, identifier) } }
        return cases.sorted { $0.name < $1.name }
    }

    @Test(
        "show answers every everyday name with its locales, or, where it is an identifier, opens that and notes the name"
    )
    func everyName() {
        let cases = Self.cases()
        var wrong: [String] = []
        for (name, first) in cases {
            let result = CommandRunner.run(["show", name])
            // A name that is also a region's code in capitals (`US`) is answered as the code, with the same locales.
            let listed =
                result.err.components(separatedBy: "by that name: ").dropFirst().first
                ?? result.err.components(separatedBy: "by that region code (").dropFirst().first?
                .components(separatedBy: "): ").dropFirst().joined(separator: "): ") ?? ""
            let named = result.err.components(separatedBy: "as a name it stands for ").dropFirst().first ?? ""
            // The locale is among the best five shown, first unless Foundation calls another language so
            // (`Norwegian`: no, then nb).
            let isFirst = listed.hasPrefix(first + " (") || named.hasPrefix(first + " (")
            let isShown = listed.contains(" " + first + " (") || listed.hasPrefix(first + " (")
            let ok =
                result.code == .usage
                ? isFirst || (isShown && listed.hasPrefix("no (")) : result.code == .success && isFirst
            if !ok || result.err.contains("U+0020") {
                wrong.append("\(name): \(result.code) \(result.err.prefix(160))")
            }
        }
        #expect(cases.count > 80)
        #expect(wrong.isEmpty, "\(wrong.count) of \(cases.count) wrong: \(wrong.prefix(6))")
    }

    @Test("UK opens uk, Ukrainian, and says that as a name it is en_GB; uk as written says nothing more")
    func identifierWins() {
        let typed = CommandRunner.run(["show", "UK"])
        #expect(typed.code == .success)
        #expect(typed.out.hasPrefix("uk — Ukrainian"))
        #expect(
            typed.err.hasPrefix(
                "dateorder: 'UK' is the identifier uk (Ukrainian); as a name it stands for en_GB (English (United Kingdom))"
            ), "\(typed.err)")
        let written = CommandRunner.run(["show", "uk"])
        #expect(written.code == .success && written.err.isEmpty, "\(written.err)")
    }

    @Test("BR opens br, Breton, and says that as a region code it is pt_BR; GB lists the British locales")
    func regionCodes() {
        let breton = CommandRunner.run(["show", "BR"])
        #expect(breton.code == .success && breton.out.hasPrefix("br — Breton"))
        #expect(
            breton.err.hasPrefix(
                "dateorder: 'BR' is the identifier br (Breton); as the region code of Brazil it stands for pt_BR "
                    + "(Portuguese (Brazil))"), "\(breton.err)")
        let british = CommandRunner.run(["list", "--only", "GB"])
        #expect(british.code == .usage)
        #expect(
            british.err.hasPrefix(
                "dateorder: --only: unknown locale identifier 'GB'; by that region code (United Kingdom): en_GB "),
            "\(british.err)")
    }

    @Test(
        "A name typed in part gets the locales of the names whose words it starts, for show, list --only and build --locale",
        arguments: [
            (["show", "Saudi"], "ar_SA (Arabic (Saudi Arabia)), en_SA (English (Saudi Arabia))"),
            (["list", "--only", "New Zeal"], "en_NZ (English (New Zealand)), mi_NZ (Māori (New Zealand))"),
            (["build", "--locale", "Portug"], "pt (Portuguese), pt_PT (Portuguese (Portugal)), "),
        ])
    func typedInPart(arguments: [String], listed: String) {
        expectUsage(
            arguments,
            saying: "no locale is called '\(arguments.last!)' whole; by names whose words start so: " + listed)
    }

    @Test(
        "A name with a word mistyped lists the locales of the name a letter off, for show, list --only and build --locale",
        arguments: [
            (["show", "Germny"], "germany", "de_DE (German (Germany)), "),
            (["list", "--only", "Saudi Arbia"], "saudi arabia", "ar_SA (Arabic (Saudi Arabia)), en_SA (English "),
            (["build", "--locale", "Portugual"], "portugal", "pt_PT (Portuguese (Portugal)), "),
        ])
    func misspelt(arguments: [String], reading: String, listed: String) {
        expectUsage(
            arguments,
            saying: "no locale is called '\(arguments.last!)'; read with a word one letter off, as '\(reading)': "
                + listed)
    }

    @Test(
        "A people's word lists its country's locales, for show, list --only and build --locale",
        arguments: [
            (["show", "Canadian"], "Canada", "en_CA (English (Canada)), "),
            (["list", "--only", "Brazilian"], "Brazil", "pt_BR (Portuguese (Brazil)), "),
            (["build", "--locale", "Mexican"], "Mexico", "es_MX (Spanish (Mexico)), en_MX (English (Mexico))"),
        ])
    func countryWord(arguments: [String], country: String, listed: String) {
        expectUsage(
            arguments,
            saying: "no locale is called '\(arguments.last!)'; read as a word made from the name of \(country): "
                + listed)
    }

    @Test(
        "A locale written as system settings write it, Language (Country), lists that language's locales there",
        arguments: [
            (["show", "Chinese (Taiwan)"], "zh_Hant_TW (Chinese, Traditional (Taiwan))"),
            (["list", "--only", "English (UK)"], "en_GB (English (United Kingdom))"),
            (["build", "--locale", "Serbian (Serbia)"], "sr_Cyrl_RS (Serbian (Cyrillic, Serbia)), sr_Latn_RS "),
        ])
    func languageAndCountryInBrackets(arguments: [String], listed: String) {
        expectUsage(
            arguments, saying: "no locale is called '\(arguments.last!)' whole; by its language and country: " + listed)
    }

    @Test(
        "A name with spaces that no locale has is called no one's name, for show, list --only and build --locale",
        arguments: [
            ["show", "Xylophone Zebrafish"], ["list", "--only", "Qwerty Zebrafish"],
            ["build", "--locale", "Zebrafish Xylo"],
        ])
    func unnamed(arguments: [String]) {
        let result = CommandRunner.run(arguments)
        #expect(result.code == .usage)
        #expect(
            result.err.contains("no locale is called '\(arguments.last!)', in English, in its own language"),
            "\(result.err)")
        #expect(!result.err.contains("U+0020"), "\(result.err)")
    }

    /// Runs `arguments` and expects a usage error whose message has `said` in it, and nothing on standard output.
    func expectUsage(
        _ arguments: [String], saying said: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let result = CommandRunner.run(arguments)
        #expect(result.code == .usage, sourceLocation: sourceLocation)
        #expect(result.err.contains(said), "\(result.err)", sourceLocation: sourceLocation)
        #expect(result.out.isEmpty, sourceLocation: sourceLocation)
    }
}
