import DateOrder
import Foundation
import LocaleProfiles
import Testing

@testable import Atlas

/// Sentences the pages build from lists of pickers, read as English over every locale.
@Suite("Prose built from lists")
struct ProseGrammarTests {
    /// Every locale, and calendar keywords whose era columns differ from the default calendars'.
    static let profiles =
        Catalog.load().profiles
        + Catalog.load(identifiers: [
            "ja_JP@calendar=japanese", "he_IL@calendar=hebrew", "en_US@calendar=islamic", "zh_TW@calendar=roc",
        ]).profiles

    @Test("The calendar note names each picker with an era column in full: 'the picker with month names has'")
    func eraPickersInWords() {
        var checked = 0
        for profile in Self.profiles {
            let answer = profile.answer
            guard let note = AnswerSection.calendarNote(profile, answer: answer, voice: LocaleVoice(profile)) else {
                continue
            }
            let eras = answer.rows.filter(\.hasEraColumn)
            guard !eras.isEmpty else { continue }
            checked += 1
            let names = eras.map { "the " + $0.kind.phrase.dropFirst(2) }
            let verb = eras.count == 1 ? " has" : " have"
            #expect(
                note.contains(", and " + englishList(names) + verb + " an era column"),
                "\(profile.identifier): \(note)")
            #expect(
                !note.contains("with month names picker") && !note.contains("its numeric,"),
                "\(profile.identifier): \(note)")
        }
        #expect(checked > 10, "too few locales with an era column: the test checks nothing")
    }

    @Test("The note to follow the time pattern names the region Locale.hourCycle looked up in words, not by code alone")
    func hourCycleRegionInWords() throws {
        var notes: [String: String] = [:]
        for profile in Self.profiles {
            guard let note = TimeSection.followNote(profile) else { continue }
            notes[profile.identifier] = note
            if let code = profile.regionCode {
                #expect(!note.contains("region \(code) in"), "\(profile.identifier): \(note)")
            }
        }
        #expect(try #require(notes["ar_001"]).contains("the region 001 \\(World\\) in CLDR"))
        #expect(try #require(notes["fr_CA"]).contains("the region CA \\(Canada\\) in CLDR"))
    }

    @Test(
        "Order and picker pages count the misled locales in words: never 'For 0 of them … (marked below)', 'all' for all",
        arguments: [["en_US", "ja_JP", "de_DE", "agq", "ar_SA"], ["kk"]])
    func misledCounts(identifiers: [String]) throws {
        let site = GeneratedSite.small(identifiers)
        let pages = site.files.keys.filter { $0.hasPrefix("orders/") || $0.hasPrefix("pickers/") }
        #expect(!pages.isEmpty)
        for path in pages {
            let html = String(decoding: try #require(site.files[path]), as: UTF8.self)
            #expect(!html.contains("For 0 of them"), "\(path)")
            #expect(!html.contains("1 of it"), "\(path)")
        }
        if identifiers == ["kk"] {
            // kk alone: its picker with month names is Y·D·M where the trick says D·M·Y; one locale, misled.
            let page = String(decoding: try #require(site.files["pickers/with-month-names-ydm.html"]), as: UTF8.self)
            #expect(page.contains("1 of 1 locale (100.0 %) lays out a picker with month names"), "\(page)")
            #expect(page.contains("For it the <code>yyyyMMdd</code> trick says otherwise"), "\(page)")
        }
    }

    @Test(
        "A count and its verb agree on every page but the locale pages: '1 locale writes', '2 locales write'",
        arguments: [["af"], ["af", "de"], ["en_US", "af", "kk", "ky_KG"], ["kk", "ja_JP@calendar=japanese"]])
    func countsAgreeWithVerbs(identifiers: [String]) throws {
        let site = GeneratedSite.small(identifiers)
        let nouns = "(locales?|right-to-left locales?|calendar variants?|templates?)"
        let verbs = "(write|writes|lay|lays|change|changes|follow|follows|put|puts|have|has|differ|differs)"
        // "1 of 2 locales writes": the count before "of" is the subject, so a count after "of" is left alone.
        let counted = try Regex("(of )?\\b([0-9][0-9,]*) \(nouns) \(verbs)\\b")
        var checked = 0
        for (path, bytes) in site.files where path.hasSuffix(".html") && !path.hasPrefix("locales/") {
            let text = String(decoding: bytes, as: UTF8.self).replacing(/<[^>]+>/, with: "")
                .replacing(/\s+/, with: " ")
            for match in text.matches(of: counted) where match.output[1].substring == nil {
                let number = try #require(match.output[2].substring)
                let noun = try #require(match.output[3].substring)
                let verb = try #require(match.output[4].substring)
                let one = number == "1"
                #expect(noun.hasSuffix("s") != one, "\(path): \(match.output[0].substring ?? "")")
                #expect(verb.hasSuffix("s") == one, "\(path): \(match.output[0].substring ?? "")")
                checked += 1
            }
        }
        #expect(checked > 0, "\(identifiers)")
    }

    @Test("Where the trick misleads every locale of a page, the page says 'all'")
    func misledAll() {
        #expect(OrderPage.misled(6, of: 6, some: "x", none: "y") == "For all 6 of them x.")
        #expect(OrderPage.misled(0, of: 6, some: "x", none: "y") == "y")
        #expect(OrderPage.misled(2, of: 6, some: "x", none: "y") == "For 2 of them x.")
        #expect(OrderPage.misled(1, of: 1, some: "x", none: "y") == "For it x.")
    }

    @Test(
        "The index and conflicts page of a small site count what it holds: no 'in 0 locales', no 'more than' an equal count",
        arguments: [["en_US", "ja_JP"], ["fr_CA", "kk"], ["ja_JP", "ja_JP@calendar=japanese"]])
    func smallSiteCounts(identifiers: [String]) throws {
        let site = GeneratedSite.small(identifiers)
        let index = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
        let conflicts = String(decoding: try #require(site.files["conflicts.html"]), as: UTF8.self)
        let known = grouped(Catalog.availableIdentifiers.count)
        #expect(!index.contains("For each of the \(identifiers.count) locales"), "\(identifiers)")
        #expect(index.contains(" of the \(known) locales Foundation knows"), "\(identifiers)")
        #expect(!index.contains(" in 0 locales"), "\(identifiers)")
        #expect(!conflicts.contains(" in 0 locales"), "\(identifiers)")
        #expect(!index.contains("0 locales change order"), "\(identifiers)")
        let profiles = Catalog.load(identifiers: identifiers).profiles
        let conflicted = profiles.filter(\.hasConflicts).count
        let misled = profiles.filter { !$0.answer.misleading.isEmpty }.count
        #expect(index.contains("so it is more than") == (conflicted > misled), "\(identifiers)")
        if identifiers.contains(where: { $0.contains("@") }) {
            #expect(index.contains("Foundation knows and 1 calendar variant,"), "\(identifiers)")
        }
    }

    @Test("The facts table names the locale's digits, not only CLDR's code for them")
    func digitsInWords() throws {
        let site = GeneratedSite.small(["ja_JP", "ar_SA", "fa_IR", "my_MM", "dz", "bo"])
        let expected = [
            "ja_JP": "latn, Latin 0123456789", "ar_SA": "arab, Arabic-Indic ٠١٢٣٤٥٦٧٨٩",
            "fa_IR": "arabext, Extended Arabic-Indic ۰۱۲۳۴۵۶۷۸۹", "my_MM": "mymr, Myanmar ၀၁၂၃၄၅၆၇၈၉",
            "dz": "tibt, Tibetan ༠༡༢༣༤༥༦༧༨༩", "bo": "latn (samples mix Latin 0123456789 and Tibetan ༠༡༢༣༤༥༦༧༨༩",
        ]
        for (identifier, digits) in expected {
            let page = String(decoding: try #require(site.files["locales/\(identifier).html"]), as: UTF8.self)
            #expect(page.contains("Digits</th>\n<td data-label=\"Value\">" + digits), "\(identifier)")
        }
    }

    @Test("changes.html says what it compares: a word for every field the diff compares")
    func changesIntroCoversEveryFact() {
        // The field's first part (`time.hourCycle` → `time`) and the words the intro uses for it.
        let words = [
            "calendar": "calendar", "direction": "direction", "hourCycle": "hour cycle", "notes": "notes",
            "time": "time picker", "eraPickers": "era pickers", "sample": "samples", "name": "names",
            "nativeName": "names", "language": "language", "script": "script", "region": "region",
            "inferred": "language, script and region", "formatterLocale": "names",
            "formatStyle": "Date.FormatStyle", "aliases": "aliases", "order": "trick", "pattern": "patterns",
            "orders": "orders", "patterns": "patterns", "samples": "samples", "pickers": "pickers",
            "conflicts": "conflicts", "trickMisleads": "trick", "headline": "headline",
        ]
        // Every field a record of the site has, as the diff reads it (the identifier is what it compares by).
        let leaves = GeneratedSite.records.map(RecordLeaves.init)
        let fields = LocaleDiff.fields(leaves, keys: nil, among: LocaleDiff.paths(leaves))
        #expect(fields.contains("time.secondsColumns") && fields.contains("pickers.numeric"))
        for field in fields where field != "identifier" {
            let word = words[String(field.prefix { $0 != "." })]
            #expect(word != nil, "no word for \(field): add it to the intro and here")
            #expect(ChangesPage.compared.contains(word ?? "\u{0}"), "\(field)")
        }
    }

    @Test("The about page describes the digits note as it is: digits that change with the pattern, which bo's do")
    func aboutDigits() throws {
        let about = String(decoding: try #require(PageProseTests.site.files["about.html"]), as: UTF8.self)
        #expect(!about.contains("the digits disagree with the patterns"))
        #expect(about.contains("where the numbers' digits change from one pattern to another"))
        let bo = try #require(Self.profiles.first { $0.identifier == "bo" })
        #expect(bo.notes.contains { $0.key == "digits" })
    }
}
