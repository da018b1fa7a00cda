import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// What a reader sees on the pages of a small site: each table shows what its prose points at, and nothing is
/// said twice.
@Suite("Page prose")
struct PageProseTests {
    static let identifiers = [
        "agq", "af", "en_US", "en_GB", "de_DE", "ja_JP", "ar", "ko_KR", "zh_Hant_TW", "vi", "es_419",
        "ja_JP@calendar=japanese", "en_TH",
    ]

    static let site = GeneratedSite.small(identifiers)

    static func text(_ path: String) throws -> String {
        String(decoding: try #require(site.files[path]), as: UTF8.self)
    }

    /// The text of each cell of the table row that links the locale's page, tags removed.
    static func row(_ html: String, locale: String) -> [String] {
        guard let link = html.range(of: "locales/\(locale).html\"") else { return [] }
        let start = html[..<link.lowerBound].range(of: "<tr>", options: .backwards)?.upperBound ?? link.lowerBound
        let end = html[link.upperBound...].range(of: "</tr>")?.lowerBound ?? html.endIndex
        let cells = html[start..<end].replacingOccurrences(of: "</th>", with: "</td>")
        return cells.components(separatedBy: "</td>").dropLast().map { cell in
            var text = ""
            var inTag = false
            for character in cell.drop(while: { $0 != ">" }).dropFirst() {
                if character == "<" {
                    inTag = true
                } else if character == ">" {
                    inTag = false
                } else if !inTag {
                    text.append(character)
                }
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("A row marked as misled by the trick shows every picker's order, the misled one included")
    func misledPickerIsVisible() throws {
        // agq writes yyyyMMdd D·M·Y, numeric and with month names D·M·Y too, but a year–month picker Y·M and a
        // month–day picker M·D: without those columns its "DMY (misleads)" row contradicts itself.
        let order = try Self.text("orders/dmy.html")
        #expect(order.contains(">Year–month</th>") && order.contains(">Month–day</th>"))
        let cells = Self.row(order, locale: "agq")
        #expect(cells.contains("YM"), "agq's year–month order is missing from orders/dmy.html: \(cells)")
        #expect(cells.contains("MD"), "agq's month–day order is missing from orders/dmy.html: \(cells)")
        #expect(cells.last == "DMY (misleads)", "\(cells)")
        let picker = try Self.text("pickers/year-month-ym.html")
        #expect(Self.row(picker, locale: "agq").contains("YM"))
    }

    @Test("A locale page gives its own name under the heading only where it differs from the English one")
    func ownNameOnce() throws {
        let english = try Self.text("locales/en_US.html")
        #expect(!english.contains("class=\"native\""), "en_US repeats English (United States) under its heading")
        let german = try Self.text("locales/de_DE.html")
        #expect(german.contains("<p class=\"native\" lang=\"de-DE\" dir=\"ltr\">Deutsch (Deutschland)</p>"))
    }

    @Test("The time picker pages link each other by the index's words, not by file name")
    func timeNavigationInWords() throws {
        let page = try Self.text("pickers/time-h23.html")
        #expect(page.contains("Time pickers: "))
        #expect(page.contains(">12-hour, period last</a>"), "link text is the page's slug")
        #expect(page.contains("<strong>24-hour</strong>"))
        #expect(page.contains("Date with time: <a href=\"time-date-first.html\">date first</a>"))
        #expect(!page.contains(">h12-period-last</a>"))
    }

    @Test("A time picker page's preview image is headed by the index's words, never by its file name")
    func timePreviewHeadlineInWords() throws {
        let catalog = Catalog.load(identifiers: Self.identifiers)
        let model = SiteModel(catalog: catalog, provenance: Provenance.current(toolVersion: "test"))
        #expect(model.timeVariants.count >= 4, "the small site has too few time variants to compare")
        for group in model.timeVariants {
            let page = TimePickerPage.make(variant: group.variant, profiles: group.profiles, model: model)
            let headline = page.image.headline
            #expect(headline != group.variant.slug && !headline.contains("-period-"), "\(headline)")
            #expect(headline.lowercased() == group.variant.shortLabel.lowercased(), "\(headline)")
        }
    }

    @Test("A time picker page's example is its most familiar locale, as on the order and picker pages (not af_NA)")
    func timeExampleFamiliar() throws {
        // Each time page's locales, read from the published records: `h12-period-last`, `date-first`, ….
        var members: [String: [String]] = [:]
        for record in GeneratedSite.records {
            let time = try #require(record.time)
            let period = time.dayPeriod == "none" ? "" : "-period-" + time.dayPeriod
            members[time.hourCycle + period, default: []].append(record.identifier)
            members[time.dateTimeOrder == "dateFirst" ? "date-first" : "time-first", default: []].append(
                record.identifier)
        }
        for (slug, identifiers) in members {
            let expected = try #require(
                OrderPage.familiarLocales.first(where: identifiers.contains)
                    ?? identifiers.first { $0.contains("_") })
            let page = try #require(GeneratedSite.text("pickers/time-\(slug).html"), "\(slug)")
            #expect(page.contains("for example \(expected): "), "\(slug): \(expected)")
        }
        #expect(members.count == 5)
        #expect(try #require(GeneratedSite.text("pickers/time-h12-period-last.html")).contains("for example en_US: "))
    }

    @Test(
        "The index says what the yyyyMMdd trick is; a date-with-time page, that the columns it speaks of are the time's"
    )
    func trickAndTimeColumnsSaid() throws {
        let index = try Self.text("index.html")
        #expect(
            index.contains(
                "trick (one pattern, for the template <code>yyyyMMdd</code>, read as the order of every picker) is shown"
            ))
        let dateFirst = try Self.text("pickers/time-date-first.html")
        #expect(dateFirst.contains("right-to-left locale here the time's columns stand in another order from the left"))
    }

    @Test("The index names each locale's conflicts in words, each linked to its section of the conflicts page")
    func indexConflictsInWords() throws {
        let index = try Self.text("index.html")
        let conflicts = try Self.text("conflicts.html")
        let cells = index.components(separatedBy: "<td data-label=\"Conflicts\">").dropFirst().map {
            String($0.prefix { $0 != "\n" }).replacingOccurrences(of: "</td>", with: "")
        }
        #expect(cells.count == Self.identifiers.count)
        let filled = cells.filter { !$0.isEmpty }
        #expect(!filled.isEmpty, "no locale of the small site has a conflict: the test checks nothing")
        let labels = Set(OrderConflict.Kind.allCases.map(\.label))
        for cell in filled {
            let links = cell.matches(of: /<a href="conflicts.html#([a-z-]+)">([^<]+)<\/a>/)
            #expect(links.count > 0 && !cell.contains("month-names,"), "\(cell)")
            for link in links {
                #expect(labels.contains(String(link.2)), "\(cell)")
                #expect(conflicts.contains("id=\"\(link.1)\""), "no section \(link.1) on conflicts.html")
            }
        }
    }

    @Test("The about page says what a template is, when the trick misleads, and where a right-to-left picker starts")
    func aboutExplainsItsWords() throws {
        let about = try Self.text("about.html")
        #expect(about.contains("A template (an ICU skeleton) lists the fields wanted, in no particular order"))
        #expect(about.contains("where the picker's own pattern puts its fields in another order than"))
        #expect(about.contains("In a right-to-left locale the first column is the rightmost."))
        // An hour cycle that disagrees with the pattern is not data that is not the locale's own.
        #expect(!about.contains("does not, and <code>Locale.hourCycle</code>"))
    }

    @Test("The about page says what the data files hold, in the keys and columns the files have")
    func aboutDescribesTheExports() throws {
        let about = try Self.text("about.html")
        let start = try #require(about.range(of: "id=\"data\""), "about.html has no #data section").upperBound
        let section = about[start...].prefix { _ in true }.components(separatedBy: "<h2").first ?? ""
        #expect(section.contains("href=\"data/locales.json\"") && section.contains("href=\"data/locales.csv\""))
        #expect(section.contains("the provenance above is theirs"))
        let index = try Self.text("index.html")
        #expect(
            index.contains("href=\"about.html#data\""), "the index's data links do not say where they are described")

        // Every key and column the section names in code is one the files have.
        let json = try #require(Self.site.files["data/locales.json"])
        let records = try #require(try JSONSerialization.jsonObject(with: json) as? [[String: Any]])
        var keys = Set<String>()
        for record in records {
            keys.formUnion(record.keys)
            keys.formUnion((record["time"] as? [String: Any])?.keys ?? [:].keys)
            keys.formUnion((record["pickers"] as? [String: Any])?.keys ?? [:].keys)
            keys.formUnion((record["patterns"] as? [String: Any])?.keys ?? [:].keys)
        }
        let csv = String(decoding: try #require(Self.site.files["data/locales.csv"]), as: UTF8.self)
        let header = Set((csv.components(separatedBy: "\r\n").first ?? "").split(separator: ",").map(String.init))
        let named = section.matches(of: /<code>([^<]+)<\/code>/).map { String($0.1) }
        for name in named where name.wholeMatch(of: /[a-z][A-Za-z-]+/) != nil && name != "dateorder" {
            #expect(keys.contains(name), "about.html#data names `\(name)`, which no record of data/locales.json has")
        }
        for name in named where name.contains("_") || name.hasPrefix("order:") || name.hasPrefix("pattern:") {
            guard !name.hasPrefix("data/") else { continue }
            #expect(header.contains(name), "about.html#data names `\(name)`, which is no column of data/locales.csv")
        }
        #expect(named.contains("trickMisleads") && named.contains("picker_numeric"), "\(named)")
        // The pickers that need an era column, beside the orders that do not name it.
        #expect(named.contains("eraPickers") && named.contains("era_pickers"), "\(named)")
        // The apostrophe the section describes is the one the CSV puts in front of a formula.
        for first in ["=", "+", "-", "@"] {
            #expect(section.contains("<code>\(first)</code>"))
            #expect(DelimitedExport.csvCell(first + "1") == "'" + first + "1")
        }
    }

    @Test("A day period name's own full stop does not run into the sentence's (p.m..)")
    func dayPeriodSentenceEnds() throws {
        let page = try Self.text("locales/es_419.html")
        let facts = try #require(page.range(of: "<strong>Day period:</strong>").map { page[$0.upperBound...] })
        let sentence = facts.prefix { $0 != "\n" }.replacingOccurrences(
            of: "<[^>]+>", with: "", options: .regularExpression)
        #expect(!sentence.contains("m.."), "\(sentence)")
        #expect(sentence.hasPrefix(" after the hour and minute (a.m. / p.m.). "), "\(sentence)")
    }

    @Test("The day period sentence says between the hour and the minute where the pattern puts it there (h a mm)")
    func dayPeriodBetweenHourAndMinute() {
        func sentence(_ identifier: String) -> String {
            let profile = ProfileBuilder().profile(for: identifier)
            let facts = TimeSection.facts(
                profile, voice: LocaleVoice(profile), path: SitePath(page: SitePath.locale(identifier)))
            return String(facts.split(separator: "**Day period:**").last ?? "")
        }
        // blo's 12-hour clock writes `h a mm`: 4 ʊshilè kʊsasʊ 45.
        #expect(
            sentence("blo@hours=h12").hasPrefix(" between the hour and the minute ("), "\(sentence("blo@hours=h12"))")
        #expect(sentence("en_US").hasPrefix(" after the hour and minute ("), "\(sentence("en_US"))")
    }

    @Test("The answer's prose sets each pattern apart from its sample with an arrow")
    func patternThenSample() throws {
        let uniform = try Self.text("locales/en_US.html")
        #expect(uniform.contains("numeric <code>M/d/y</code> → <span lang=\"en-US\" dir=\"ltr\">4/15/2026</span>"))
        // agq writes yM and Md in other orders than its year–month and month–day pickers.
        let departures = try Self.text("locales/agq.html")
        let clause = try #require(
            departures.range(of: "<strong>Other templates, other order:</strong>").map { departures[$0.upperBound...] }
        ).prefix { $0 != "\n" }
        #expect(clause.contains("</code> → <span"), "\(clause)")
        #expect(!clause.contains("</code> <span"), "\(clause)")
    }

    @Test("A pattern that holds the locale's words carries its language; one of pattern letters stays English code")
    func patternLanguage() throws {
        for (pattern, words) in [
            ("y年M月d日", true), ("d MMMM y 'г'.", true), ("d 'de' MMMM", true), ("HH 'h' mm", true),
            ("y-MM-dd", false), ("h:mm a", false), ("d.M.y ''", false), ("'' y", false),
        ] {
            #expect(LocaleVoice.holdsWords(pattern) == words, "\(pattern)")
        }
        let ja = try Self.text("locales/ja_JP.html")
        #expect(ja.contains("<span lang=\"ja-JP\" dir=\"ltr\"><code>y年M月d日</code></span>"))
        let us = try Self.text("locales/en_US.html")
        #expect(us.contains("<td data-label=\"Pattern\"><code>M/d/y</code></td>"))
    }

    @Test("The era column's examples are not said to be every era a picker spans where the calendar has several")
    func eraExamples() throws {
        // ja_JP@calendar=japanese: years 6年–10年 of 令和, and the example every era from 150 years before the
        // sample to 150 after, 大正, 昭和 and 平成 between 明治 and 令和 included.
        let japanese = try Self.text(SitePath.locale("ja_JP@calendar=japanese"))
        #expect(!japanese.contains("the eras of the years a picker spans"))
        #expect(japanese.contains("names every era from 150 years before the sample to 150 years after"))
        #expect(japanese.contains("明治, 大正, 昭和, 平成, 令和"))
        // en_TH: one era (BE) over every year a picker spans.
        let buddhist = try Self.text("locales/en_TH.html")
        #expect(buddhist.contains("the eras of the years a picker spans"))
        #expect(!buddhist.contains("names every era"))
    }

    @Test("A locale page names its calendar in words, not by its identifier alone")
    func calendarInWords() throws {
        let buddhist = try Self.text("locales/en_TH.html")
        #expect(buddhist.contains(">Sample, Buddhist calendar</th>"))
        #expect(!buddhist.contains("Sample (buddhist)"))
        #expect(buddhist.contains("><code>buddhist</code>, the Buddhist calendar</td>"))
        let gregorian = try Self.text("locales/en_US.html")
        #expect(gregorian.contains(">Sample</th>"))
        #expect(gregorian.contains("><code>gregorian</code>, the Gregorian calendar</td>"))
    }

    /// Per conflict section: the picker its advice names, the template that picker follows, and the section's
    /// templates no picker follows.
    static let sectionPickers: [OrderConflict.Kind: (String, String, [String])] = [
        .numeric: ("A numeric picker", "yMd", []),
        .monthNames: ("A picker with month names", "yMMMMd", ["yMMMd"]),
        .yearMonth: ("A year–month picker", "yMMMM", ["yM"]),
        .monthDay: ("A month–day picker", "MMMMd", ["Md"]),
    ]

    @Test("Each conflict section names both sides it compares and tells a developer how to lay out that picker")
    func conflictSectionsAdvise() throws {
        let page = try Self.text("conflicts.html")
        for kind in OrderConflict.Kind.allCases {
            let start = try #require(page.range(of: "<h2 id=\"\(kind.rawValue)\""), "\(kind)")
            let rest = page[start.lowerBound...]
            let section = rest[..<(rest.dropFirst(3).range(of: "<h2")?.lowerBound ?? rest.endIndex)]
            let heading = section[..<(section.range(of: "</h2>")?.lowerBound ?? section.endIndex)]
            #expect(heading.contains("yyyyMMdd vs. \(kind.label)"), "\(heading)")
            // Between the heading and the table: what the rows are and what to do with them.
            let advice = section[..<(section.range(of: "<details")?.lowerBound ?? section.endIndex)]
            // The picker the advice names follows its own template, which is one of the section's; the section's
            // other templates no picker follows (DatePickerKind's are yMd, yMMMMd, yMMMM, MMMMd).
            let (picker, template, others) = try #require(Self.sectionPickers[kind], "\(kind)")
            #expect(DatePickerKind.allCases.map(\.template.rawValue).contains(template))
            #expect(Set(kind.templates.map(\.rawValue)) == Set([template] + others), "\(kind)")
            let followed = advice.matches(of: /([A-Za-z–]+(?: [a-z–]+)*) follows <code>([^<]+)<\/code>/)
                .map { "\($0.1) follows \($0.2)" }
            #expect(
                followed == ["\(picker) follows \(template)"]
                    + (others.isEmpty ? [] : ["No picker follows \(others.joined(separator: " or "))"]),
                "\(advice)")
            #expect(
                advice.contains("(the &quot;Its order&quot; column)") || advice.contains("(the \"Its order\" column)"))
            #expect(advice.contains("<a href=\"index.html#pickers\">picker orders</a>"), "\(advice)")
            #expect(advice.contains("<code>DatePickerLayout</code>"), "\(advice)")
        }
        // The section comparing the two date pickers with each other says the same: each in its own order.
        let start = try #require(page.range(of: "<h2 id=\"\(ConflictsPage.disagreeID)\""))
        let rest = page[start.lowerBound...]
        let advice = rest[..<(rest.range(of: "<details")?.lowerBound ?? rest.endIndex)]
        #expect(advice.contains("<code>DatePickerLayout</code>") && advice.contains("its own order"), "\(advice)")
    }

    @Test("Each heading of the index that counts orders says which: a picker's or the yyyyMMdd trick's")
    func orderHeadingsSayWhichOrder() throws {
        let page = try Self.text("index.html")
        let headings = page.matches(of: /<h2 id="[^"]+">([^<]*)</).map { String($0.1) }
        let ordered = headings.filter { $0.localizedCaseInsensitiveContains("order") }
        #expect(ordered.count >= 3, "\(headings)")
        for heading in ordered {
            #expect(heading.contains("yyyyMMdd") || heading.contains("picker"), "\(heading)")
        }
    }

    @Test("The index names and links each locale whose pickers need an era column, not only their count")
    func eraLocalesNamed() throws {
        let page = try Self.text("index.html")
        let export = try #require(Self.site.files["data/locales.json"])
        let records = try #require(try JSONSerialization.jsonObject(with: export) as? [[String: Any]])
        let expected = records.filter { ($0["eraPickers"] as? [String])?.isEmpty == false }
            .compactMap { $0["identifier"] as? String }
        #expect(!expected.isEmpty)
        // Beyond IndexPage.namedEraLocales (a toolchain with more era locales), the sentence gives the count alone.
        guard expected.count <= IndexPage.namedEraLocales else {
            #expect(page.firstMatch(of: /<p>In [^<]*locales some pickers/) != nil, "\(page)")
            return
        }
        let sentence = try #require(page.firstMatch(of: /<p>In [^<]*locales? \((.*?)\) some pickers/), "\(page)")
        let named = String(sentence.1).matches(of: /<a href="locales\/([^"]+)\.html">/).map { String($0.1) }
        #expect(named == expected.map(SafeFileName.make), "\(named)")
    }
}
