import DateOrder
import Foundation
import Testing

@testable import LocaleProfiles

/// The keywords a user's settings put in an app's `Locale.current` beyond calendar and hours (`en_US@rg=gbzzzz`,
/// `-u-nu-arab`, `fw=mon`, several at once): `dateorder show` answers for them as a fresh `DateFormatter` writes
/// the exact identifier, over every locale; those that change nothing it writes are named as such.
@Suite("Locale.current's preference keywords")
struct PreferenceKeywordTests {
    let resolver = IdentifierResolver(
        identifiers: Catalog.availableIdentifiers, acceptsHourCycle: true, acceptsCombinations: true,
        acceptsPreferences: true)

    /// Keyword values every locale is answered with: regions with other calendars, orders and clocks (Umm
    /// al-Qura, Persian, Buddhist; M·D·Y and h12; D·M·Y and H), numbering systems, a first weekday, a unit, and
    /// several at once, in ICU's form and in BCP 47 form.
    static let values = [
        "@rg=sazzzz", "@rg=irzzzz", "@rg=thzzzz", "@rg=uszzzz", "@rg=gbzzzz", "-u-rg-dezzzz", "@numbers=arab",
        "@numbers=latn", "-u-nu-deva", "@numbers=hanidec", "@fw=mon", "@ms=metric", "@rg=gbzzzz;fw=sun;hours=h23",
        "-u-ms-metric-nu-arab-rg-sazzzz-co-phonebk",
    ]

    /// Foundation's locales without a keyword of their own.
    static let locales = Catalog.availableIdentifiers.filter { !$0.contains("@") }

    @Test("show's answer for every locale with keyword values is what a fresh DateFormatter writes for it")
    func everyLocaleAsFoundationWritesIt() throws {
        let builder = ProfileBuilder()
        var checked: [String: Int] = [:]
        var wrong: [String] = []
        // Every locale with two of the values in turn (each value over about 150 locales): the whole grid, 14,476
        // answers on the reference path, would take four minutes.
        for (index, locale) in Self.locales.enumerated() {
            for value in [Self.values[index % Self.values.count], Self.values[(index + 5) % Self.values.count]] {
                let resolution = try resolver.resolution(locale + value).get()
                #expect(!resolution.isListed, "\(resolution.identifier)")
                wrong += LocaleCombinationTests.mismatches(builder.profile(for: resolution))
                checked[value, default: 0] += 1
            }
        }
        #expect(checked.values.reduce(0, +) == 2 * Self.locales.count && checked.count == Self.values.count)
        #expect(checked.values.allSatisfy { $0 >= 140 }, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.count) mismatches: \(wrong.prefix(20))")
    }

    /// What a fresh `DateFormatter`, `Locale` and `Calendar` write and say for an identifier: every template's
    /// pattern and sample, the four date styles, the symbols, the calendar, first weekday, clock and digits.
    func written(_ identifier: String) -> [String] {
        let locale = Locale(identifier: identifier)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = SampleInstant.timeZone
        var facts: [String] = []
        for template in DateTemplate.standard + DateTemplate.sampleOnly {
            let pattern = DateFormatter.dateFormat(fromTemplate: template.rawValue, options: 0, locale: locale) ?? ""
            formatter.dateFormat = pattern
            facts += [pattern, formatter.string(from: SampleInstant.date)]
        }
        for style in [DateFormatter.Style.short, .medium, .long, .full] {
            let styled = DateFormatter()
            styled.locale = locale
            styled.timeZone = SampleInstant.timeZone
            styled.dateStyle = style
            facts += [styled.dateFormat ?? "", styled.string(from: SampleInstant.date)]
        }
        facts += formatter.monthSymbols + formatter.standaloneMonthSymbols + formatter.weekdaySymbols
        facts += formatter.eraSymbols + [formatter.amSymbol, formatter.pmSymbol]
        facts += [
            "\(locale.calendar.identifier)", "\(locale.calendar.firstWeekday)",
            "\(locale.calendar.minimumDaysInFirstWeek)", "\(locale.hourCycle)", locale.numberingSystem.identifier,
        ]
        return facts
    }

    @Test("The keywords show calls unaffecting change nothing Foundation writes in any locale; the others do")
    func unaffectingKeywordsChangeNothing() throws {
        let unaffecting = PreferenceKeyword.allCases.filter { !$0.affectsAnswer }
        #expect(unaffecting == [.collation, .currency, .measure, .mu, .va])
        let values: [PreferenceKeyword: String] = [
            .collation: "phonebook", .currency: "eur", .measure: "ussystem", .mu: "fahrenhe", .va: "posix",
        ]
        var changed: [String] = []
        for locale in Self.locales {
            let own = written(locale)
            for keyword in unaffecting {
                let identifier = try resolver.resolve(locale + "@\(keyword.rawValue)=\(values[keyword] ?? "")").get()
                let theirs = written(identifier)
                if theirs != own {
                    changed.append(
                        identifier + ": "
                            + zip(own, theirs).filter { $0 != $1 }.prefix(2).map { "\($0) → \($1)" }
                            .joined(separator: ", "))
                }
            }
        }
        #expect(changed.isEmpty, "\(changed.count): \(changed.prefix(10))")
        // Each affecting keyword changes what Foundation writes or says for some locale.
        for (base, keyword) in [
            ("en_US", "rg=gbzzzz"), ("en_US", "numbers=arab"), ("en_US", "fw=mon"), ("en", "sd=gbsct"),
        ] {
            #expect(written(base + "@" + keyword) != written(base), "\(base)@\(keyword)")
        }
        let region = ProfileBuilder().foundationProfile(for: "en_US@rg=gbzzzz")
        #expect(region.answer.rows.first?.order?.code == "DMY" && region.hourCycle == .h23 && region.firstWeekday == 2)
        let subdivision = ProfileBuilder().foundationProfile(for: "en@sd=gbsct")
        #expect(subdivision.firstWeekday == 2 && subdivision.minimumDaysInFirstWeek == 4)
    }

    @Test(
        "Keywords resolve in any case of their names, in BCP 47 form, several at once, in ICU's order",
        arguments: [
            ("en_US@rg=gbzzzz", "en_US@rg=gbzzzz"), ("EN_us@RG=GBZZZZ", "en_US@rg=gbzzzz"),
            ("en-US-u-rg-gbzzzz-fw-mon", "en_US@fw=mon;rg=gbzzzz"), ("en-US-u-nu-ARAB", "en_US@numbers=arab"),
            ("en-US-u-fw-MON", "en_US@fw=mon"), ("en_US@NUMBERS=arab", "en_US@numbers=arab"),
            ("en_US@rg=gbzzzz;fw=mon;hours=h23", "en_US@fw=mon;hours=h23;rg=gbzzzz"),
            ("en_US@ms=metric", "en_US@measure=metric"), ("en_US@mu=celsius;sd=gbsct", "en_US@mu=celsius;sd=gbsct"),
            ("en-US-u-co-phonebk-cu-EUR-va-posix", "en_US@collation=phonebook;currency=eur;va=posix"),
            ("ja_JP@calendar=japanese;rg=uszzzz", "ja_JP@calendar=japanese;rg=uszzzz"),
            ("ar-SA-u-ca-gregory-nu-latn", "ar_SA@calendar=gregorian;numbers=latn"),
            ("zh_TW@rg=cnzzzz", "zh_Hant_TW@rg=cnzzzz"), ("ja_US@rg=gbzzzz", "ja_US@rg=gbzzzz"),
        ])
    func resolves(typed: String, identifier: String) throws {
        #expect(try resolver.resolve(typed).get() == identifier)
    }

    @Test(
        "A bad value names the keyword and what it takes; a value Foundation reads in lower case only says so",
        arguments: [
            ("en_US@rg=zz", "unknown value 'zz' for the locale keyword rg (-u-rg); it takes a country's"),
            ("en_US@rg=euzzzz", "unknown value 'euzzzz' for the locale keyword rg"),
            ("en_US@rg=zzzzzz", "unknown value 'zzzzzz' for the locale keyword rg"),
            ("en_US@numbers=nope", "unknown value 'nope' for the locale keyword numbers (-u-nu); it takes a numbering"),
            ("en-US-u-nu-nope", "unknown value 'nope' for the locale keyword numbers"),
            ("en_US@fw=xyz", "unknown value 'xyz' for the locale keyword fw (-u-fw); it takes sun, mon, tue"),
            ("en_US@ms=imperial", "unknown value 'imperial' for the locale keyword measure (-u-ms)"),
            ("en_US@fw=MON", "Foundation reads @fw= only in lower case (it ignores fw=MON); give fw=mon"),
            (
                "en_US@numbers=ARAB",
                "Foundation reads @numbers= only in lower case (a DateFormatter for numbers=ARAB traps"
            ),
            ("en_US@rg=gbzzzz;rg=dezzzz", "the locale keyword 'rg' is given more than once"),
            ("en_US@foo=bar", "unsupported locale keyword 'foo=bar'"),
        ])
    func refusesBadValues(typed: String, message: String) {
        guard case .failure(let failure) = resolver.resolution(typed) else {
            Issue.record("\(typed) resolved")
            return
        }
        #expect(failure.description.hasPrefix(message), "\(failure.description)")
    }

    @Test("list and a build refuse the keywords, pointing to show", arguments: [false, true])
    func refusedOutsideShow(acceptsHourCycle: Bool) {
        let listed = IdentifierResolver(identifiers: Catalog.availableIdentifiers, acceptsHourCycle: acceptsHourCycle)
        for typed in ["en_US@rg=gbzzzz", "en-US-u-nu-arab", "en_US@calendar=gregorian;fw=mon", "en_US@rg=zz"] {
            guard case .failure(let failure) = listed.resolution(typed), case .preferenceNotAccepted = failure else {
                Issue.record("\(typed): \(listed.resolution(typed))")
                continue
            }
            #expect(failure.description.contains("dateorder show answers for an identifier that carries it"))
        }
    }

    @Test(
        "A language with its own script spelt out and a region no listed locale pairs is a combination",
        arguments: [
            ("ja-Jpan-US", "ja_Jpan_US", "ja_JP"), ("ko-Kore-US", "ko_Kore_US", "ko_KR"),
            ("zh-Hant-US", "zh_Hant_US", "zh_Hant_TW"), ("sr-Latn-DE", "sr_Latn_DE", "sr_Latn_RS"),
            ("de-Latn-US", "de_Latn_US", "de_DE"), ("ja-Jpan-US-u-rg-gbzzzz", "ja_Jpan_US@rg=gbzzzz", "ja_JP"),
        ])
    func scriptSpeltOut(typed: String, identifier: String, principal: String) throws {
        let resolution = try resolver.resolution(typed).get()
        #expect(resolution.identifier == identifier)
        #expect(resolution.combination?.principal == principal)
        #expect(!resolution.isListed)
        let profile = ProfileBuilder().profile(for: resolution)
        #expect(LocaleCombinationTests.mismatches(profile).isEmpty)
    }

    @Test("The 404 page's table of default scripts is what show reads spelt out, for every language it lists")
    func defaultScriptsTable() {
        let scripts = IdentifierResolver.defaultScripts(of: Catalog.availableIdentifiers)
        let table = Dictionary(uniqueKeysWithValues: scripts.map { ($0.language, $0.script) })
        #expect(table["ja"] == "Jpan" && table["de"] == "Latn" && table["ko"] == "Kore")
        // zh and sr are listed with their scripts (zh_Hans, sr_Cyrl): show reads those as listed, not by the table.
        #expect(table["zh"] == nil && table["sr"] == nil)
        let unread = scripts.filter { resolver.combination($0.language + "_" + $0.script + "_AQ") == nil }
        #expect(unread.isEmpty, "\(unread.prefix(10))")
    }

    @Test("A language's own script spelt out is named as the language in its usual script, for every such language")
    func defaultScriptPairing() throws {
        let english = Locale(identifier: "en")
        var wrong: [String] = []
        for (language, script) in IdentifierResolver.defaultScripts(of: Catalog.availableIdentifiers) {
            let combination = try #require(resolver.combination(language + "_" + script + "_US"))
            let name = english.localizedString(forIdentifier: language) ?? language
            let expected = "the language \(name) in its usual script (\(language)_\(script)) with the region "
            if !combination.pairing.hasPrefix(expected) { wrong.append(combination.pairing) }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(5))")
        // A script the language is listed with keeps Foundation's name of it.
        #expect(resolver.combination("sr_Latn_US")?.pairing.hasPrefix("the language Serbian (Latin) (sr_Latn)") == true)
    }

    @Test(
        "A script the language has no locales in stays unknown, with suggestions",
        arguments: ["en-Cyrl-US", "ja-Hani-US"])
    func otherScriptsStayUnknown(typed: String) {
        guard case .failure(.unknown) = resolver.resolution(typed) else {
            Issue.record("\(typed): \(resolver.resolution(typed))")
            return
        }
    }
}
