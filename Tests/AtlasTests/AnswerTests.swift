import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// One trustworthy answer per locale: the headline, the picker rows, the title, the link preview, the index,
/// the JSON and the CSV all say the same, for every locale of the full site.
@Suite("One answer per locale", .tags(.slow))
struct AnswerTests {
    static let kinds = DatePickerKind.allCases

    /// The text of a page between two markers (or to the end).
    static func section(_ html: String, from start: String, to end: String) -> String {
        guard let range = html.range(of: start) else { return "" }
        let rest = html[range.upperBound...]
        return String(rest[..<(rest.range(of: end)?.lowerBound ?? rest.endIndex)])
    }

    /// A locale page's answer section (from `id="answer"` to the next heading), the page required to exist.
    static func answer(of identifier: String) throws -> String {
        section(try #require(GeneratedSite.text(SitePath.locale(identifier))), from: "id=\"answer\"", to: "<h2 id=\"")
    }

    /// RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks.
    static func parseCSV(_ text: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], cell = "", quoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" { cell += "\""; pending = scalars.next() } else { quoted = false }
                } else {
                    cell.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                row.append(cell)
                cell = ""
            } else if scalar == "\r", pending == "\n" {
                pending = scalars.next()
                row.append(cell)
                rows.append(row)
                (row, cell) = ([], "")
            } else {
                cell.unicodeScalars.append(scalar)
            }
        }
        return rows
    }

    static func spelled(_ code: String) -> String { DateFieldOrder(code: code)?.spelledOut ?? "fields missing" }

    @Test("A locale in another calendar than the Gregorian says so beside its answer, with its era columns")
    func calendarBesideTheAnswer() {
        var noted = 0
        for record in GeneratedSite.records {
            let html = GeneratedSite.text(SitePath.locale(record.identifier)) ?? ""
            let answer = Self.section(html, from: "id=\"answer\"", to: "<h2 id=\"")
            let says = answer.contains("<strong>Calendar:</strong> the samples count in the ")
            #expect(says == (record.calendar != "gregorian"), "\(record.identifier) \(record.calendar)")
            guard says else { continue }
            noted += 1
            // The numeric sample in both calendars (escaped as the page escapes text).
            let numeric = record.samples[DatePickerKind.numeric.template.rawValue] ?? ""
            #expect(answer.contains(HTMLEscaping.escape(numeric)), "\(record.identifier)")
            #expect(answer.contains("in the Gregorian calendar"), "\(record.identifier)")
            #expect(
                answer.contains("an era column beside the year") == !record.eraPickers.isEmpty, "\(record.identifier)")
        }
        #expect(noted > 5, "\(noted)")
    }

    @Test(
        "The era note's example is a picker's sample that writes the era, and the note says the year column shows the year alone"
    )
    func eraExampleIsTheSampleYear() throws {
        var checked = 0
        for record in GeneratedSite.records where !record.eraPickers.isEmpty {
            let html = GeneratedSite.text(SitePath.locale(record.identifier)) ?? ""
            let lead = "These dates write an era beside the year (<code>G</code> in the pattern, as in "
            guard let start = html.range(of: lead) else {
                Issue.record("\(record.identifier): no era note")
                continue
            }
            // The example, without the span that tags it with the locale's language.
            let rest = html[start.upperBound...]
            let example = try #require(
                rest.firstMatch(
                    of: #/^(?:<span[^>]*>)?([^<]*)(?:</span>)?\), and the year column shows the year alone: /#)?
                    .1)
            let samples = DatePickerKind.allCases.filter { record.eraPickers.contains($0.rawValue) }
                .compactMap { record.samples[$0.template.rawValue] }.map(HTMLEscaping.escape)
            #expect(samples.contains(String(example)), "\(record.identifier): \(example) not in \(samples)")
            checked += 1
        }
        #expect(checked >= 5, "\(checked)")
    }

    @Test("A right-to-left sample that is not mirrored (15.4.2026, AP ۱۴۰۵-۰۱-۲۶) is explained beside the answer")
    func unmirroredSamples() throws {
        // Known readings, by the bidi algorithm FriBidi agrees with (VisualOrderTests): digits and the separators
        // between them stay one left-to-right run; marks (ar_EG's RLM) and words break it up; a line whose first
        // letter is Latin is shown left to right.
        let dmy = DateFieldOrder(code: "DMY")!
        let ymd = DateFieldOrder(code: "YMD")!
        func reading(_ sample: String, _ pattern: String, _ order: DateFieldOrder, rtl: Bool = true) -> String? {
            SampleReading.fieldsFromLeft(sample, pattern: pattern, order: order, rightToLeft: rtl).map {
                $0.map(\.letter).joined()
            }
        }
        #expect(reading("15.4.2026", "d.M.y", dmy) == "DMY")
        #expect(
            reading("\u{661}\u{665}\u{200F}/\u{664}\u{200F}/\u{662}\u{660}\u{662}\u{666}", "d\u{200F}/M\u{200F}/y", dmy)
                == "YMD")
        #expect(reading("15 באפריל 2026", "d בMMMM y", dmy) == "YMD")
        #expect(reading("2026-04-15", "y-MM-dd", ymd) == "YMD")
        #expect(reading("15 4 2026", "d M y", dmy) == "YMD")
        #expect(reading("15.4.2026 AD", "d.M.y G", dmy) == "DMY")
        #expect(reading("AP ۱۴۰۵ وری ۲۶", "G y MMMM d", ymd, rtl: false) == "YDM")
        #expect(reading("AP ۱۴۰۵ وری ۲۶", "G y MMMM d", ymd) == "DMY")
        // A sample the pattern did not write is not read.
        #expect(reading("15.4.2026", "y-MM-dd", ymd) == nil)
        #expect(reading("15.4", "d.M.y", dmy) == nil)
        // Every right-to-left page: the note is there exactly where a picker's sample is not mirrored as the picker
        // is: digits and separators alone, without a right-to-left mark, that put the first field on the left, or a
        // sample whose first letter is Latin (root's `M04`, the Persian calendar's era `AP`), shown left to right.
        var noted = 0
        var latinFirst = 0
        for record in GeneratedSite.records where record.direction == "rtl" {
            let html = GeneratedSite.text(SitePath.locale(record.identifier)) ?? ""
            let answer = Self.section(html, from: "id=\"answer\"", to: "<h2 id=\"")
            var expected: [String] = []
            for kind in Self.kinds {
                guard let code = record.pickers[kind.slug], let order = DateFieldOrder(code: code),
                    order.fields.count > 1, let sample = record.samples[kind.template.rawValue]
                else { continue }
                let scalars = Array(sample.unicodeScalars)
                let firstStrong = scalars.lazy.map(BidiClass.init).first {
                    [.leftToRight, .rightToLeft, .arabicLetter].contains($0)
                }
                if firstStrong == .leftToRight {
                    expected.append(sample)
                    latinFirst += 1
                    continue
                }
                // Digits and separators alone (a name sets its own direction).
                let plain = !scalars.contains { $0.properties.isAlphabetic }
                let runs = sample.split { !$0.isNumber }.count
                guard plain, runs == order.fields.count else { continue }
                // The first digit in the text is the leftmost on screen: the date reads as written.
                let positions = VisualOrder.positions(of: scalars, rightToLeft: true)
                if positions[0] == 0 { expected.append(sample) }
            }
            let yet = answer.range(of: " Yet ").map { String(answer[$0.lowerBound...]) } ?? ""
            let note = String(yet.prefix { $0 != "\n" })
            #expect(note.isEmpty == expected.isEmpty, "\(record.identifier): \(expected)")
            for sample in expected {
                #expect(note.contains(HTMLEscaping.escape(sample)), "\(record.identifier): \(sample) not in the note")
            }
            if !expected.isEmpty { noted += 1 }
        }
        #expect(noted > 20, "\(noted) pages")
        #expect(latinFirst > 10, "\(latinFirst) samples")
        // Pashto's month-name sample, shown left to right, reads year, day, month from the left.
        let pashto = Self.section(
            try #require(GeneratedSite.text(SitePath.locale("ps"))), from: "id=\"answer\"", to: "<h2 id=\"")
        #expect(pashto.contains("(with month names) Y·D·M"), "\(pashto)")
    }

    @Test("The page's reading of a right-to-left sample from the left agrees with the library's columnsLeftToRight")
    func samplesFromTheLeftAgreeWithTheLibrary() throws {
        var compared = 0
        var latinFirst = 0
        var wrong: [String] = []
        for record in GeneratedSite.records where record.direction == "rtl" {
            let layout = DatePickerLayout(for: Locale(identifier: record.identifier))
            for kind in Self.kinds {
                guard let code = record.pickers[kind.slug], let order = DateFieldOrder(code: code),
                    order.fields.count > 1, let sample = record.samples[kind.template.rawValue],
                    let pattern = record.patterns[kind.template.rawValue]
                else { continue }
                // A sample whose first strong letter is Latin is shown left to right, on the page as in an app's label.
                let firstStrong = sample.unicodeScalars.lazy.map(BidiClass.init).first {
                    [.leftToRight, .rightToLeft, .arabicLetter].contains($0)
                }
                guard
                    let page = SampleReading.fieldsFromLeft(
                        sample, pattern: pattern, order: order, rightToLeft: firstStrong != .leftToRight)
                else { continue }
                if firstStrong == .leftToRight { latinFirst += 1 }
                let library = DatePickerLayoutAgreementTests.letters(layout.columnsLeftToRight(for: kind))
                let read = page.map(\.letter).joined()
                if read != library { wrong.append("\(record.identifier) \(kind): page \(read), library \(library)") }
                compared += 1
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) differ: \(wrong.prefix(20))")
        #expect(compared > 300, "\(compared) samples compared")
        #expect(latinFirst > 10, "\(latinFirst) samples that start with a Latin letter compared")
    }

    @Test("For every locale the page's answer is the picker rows, and title and link preview lead with the headline")
    func headlineEqualsRows() throws {
        for record in GeneratedSite.records {
            let path = SitePath.locale(record.identifier)
            let html = try #require(GeneratedSite.text(path), "\(path)")
            let answer = Self.section(html, from: "id=\"answer\"", to: "<h2 id=\"")
            let codes = Self.kinds.map { record.pickers[$0.slug] ?? "" }
            let uniform =
                DateFieldOrder(code: codes[0]).map { full in
                    zip(Self.kinds, codes).allSatisfy { full.restricted(to: $0.0.fields).code == $0.1 }
                } ?? false
            func dotted(_ code: String) -> String {
                code.isEmpty ? "fields missing" : code.map(String.init).joined(separator: "·")
            }
            var expected: String
            if uniform {
                #expect(
                    answer.contains("<p><strong>\(Self.spelled(codes[0]))</strong> for every picker: "),
                    "\(record.identifier)")
                expected = dotted(codes[0]) + " for every picker"
            } else {
                for (kind, code) in zip(Self.kinds, codes) {
                    #expect(
                        answer.contains(
                            "<th scope=\"row\" data-label=\"Picker\">\(kind.title)</th>\n<td data-label=\"Columns\"><strong>\(Self.spelled(code))</strong></td>"
                        ),
                        "\(record.identifier) \(kind)")
                }
                // Every picker named: none is left for the reader to infer from another.
                expected = zip(["numeric", "with month names", "year–month", "month–day"], codes)
                    .map { $0 + " " + dotted($1) }.joined(separator: ", ")
            }
            // Where Date.FormatStyle orders a picker otherwise (ff_Latn_BF), the orders are DateFormatter's and
            // Date.FormatStyle's follow them.
            let departures = zip(["numeric", "with month names", "year–month", "month–day"], Self.kinds).compactMap {
                name, kind -> String? in
                guard let style = record.formatStyle?[kind.slug]?.order, style != record.pickers[kind.slug] else {
                    return nil
                }
                return name + " " + dotted(style)
            }
            if !departures.isEmpty {
                expected = "DateFormatter: " + expected + "; Date.FormatStyle: " + departures.joined(separator: ", ")
            }
            let keys = Set(record.notes.map(\.key))
            let marks =
                (keys.contains("root-fallback") ? ["falls back to root data"] : [])
                + (keys.contains("placeholder-era") ? ["placeholder era names"] : [])
                + (keys.contains("placeholder-month") ? ["placeholder month names"] : [])
            // A shared link's title says the same with what a reader needs first first: the data's limits, the side a
            // right-to-left picker starts on, the orders (an unfurl shows some 70 characters of a title).
            let shared =
                (marks.isEmpty ? "" : marks.joined(separator: " and ") + "; ")
                + (record.direction == "rtl" ? "right to left: " : "") + expected
            if !marks.isEmpty { expected = marks.joined(separator: " and ") + ": " + expected }
            if record.direction == "rtl" { expected += "; right to left: the first column is the rightmost" }
            #expect(record.headline == expected, "\(record.identifier)")
            let inspector = try #require(GeneratedSite.inspected[path])
            let title = inspector.tags.first { $0.name == "meta" && $0.attributes["property"] == "og:title" }?
                .attributes["content"]
            #expect(title == HTMLEscaping.escape("\(record.identifier) — \(shared)"), "\(record.identifier)")
            // The description leads with the whole headline, within the 150 characters an unfurl shows of it.
            let description = try #require(
                inspector.tags.first { $0.name == "meta" && $0.attributes["property"] == "og:description" }?
                    .attributes["content"])
            let lead = record.headline.prefix(1).uppercased() + record.headline.dropFirst() + ". "
            #expect(description.hasPrefix(HTMLEscaping.escape(lead)), "\(record.identifier): \(description)")
            #expect(lead.count <= 150, "\(record.identifier): \(lead.count) characters before the samples")
            let twitter = inspector.tags.first { $0.name == "meta" && $0.attributes["name"] == "twitter:title" }?
                .attributes["content"]
            #expect(twitter == title)
            #expect(
                html.contains(
                    "<title>" + HTMLEscaping.escape("\(record.identifier) — \(record.name): \(record.headline)")))
            let alt = inspector.tags.first { $0.name == "meta" && $0.attributes["property"] == "og:image:alt" }?
                .attributes["content"]
            #expect(alt?.contains(HTMLEscaping.escape(record.headline)) == true, "\(record.identifier)")
            // Right to left is said with the answer, and the data's own limits before it.
            #expect(
                answer.contains("<strong>Right to left:</strong> the first column is the rightmost.")
                    == (record.direction == "rtl"), "\(record.identifier)")
            if let mark = answer.range(of: "Not the locale&#39;s own data")
                ?? answer.range(of: "Not the locale's own data")
            {
                let table = answer.range(of: "<table") ?? answer.range(of: "for every picker: ")
                #expect(table.map { mark.lowerBound < $0.lowerBound } == true, "\(record.identifier)")
            }
            #expect(
                (answer.contains("Not the locale&#39;s own data") || answer.contains("Not the locale's own data"))
                    == !marks.isEmpty, "\(record.identifier)")
        }
    }

    @Test(
        "A template outside the pickers written in another order is named with the answer; the conflicts never say the pickers differ when they agree"
    )
    func otherTemplates() throws {
        let pickerTemplates = Set(Self.kinds.map(\.template.rawValue) + ["yyyyMMdd"])
        var named = 0
        for record in GeneratedSite.records {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let answer = Self.section(html, from: "id=\"answer\"", to: "<h2 id=\"")
            // Independently of the page code: a template with a picker's fields (month names or not, for a full
            // date) whose published order is not that picker's published order.
            var departing: [String] = []
            for (template, code) in record.orders.sorted(by: { $0.key < $1.key })
            where !pickerTemplates.contains(template) {
                guard let order = DateFieldOrder(code: code) else { continue }
                let fields = Set(order.fields)
                let kind: DatePickerKind? =
                    switch fields.count {
                    case 3: template.contains("MMM") || template.contains("LLL") ? .withMonthNames : .numeric
                    case 2 where !fields.contains(.day): .yearMonth
                    case 2 where !fields.contains(.year): .monthDay
                    default: nil
                    }
                guard let kind, let picker = record.pickers[kind.slug].flatMap(DateFieldOrder.init(code:)),
                    Set(picker.fields) == fields, picker != order
                else { continue }
                departing.append(template)
            }
            let said = answer.contains("Other templates, other order:")
            #expect(said == !departing.isEmpty, "\(record.identifier): \(departing)")
            for template in departing {
                // The pattern is code, inside the locale's lang where it holds the locale's words (y年M月d日).
                let named = "<code>\(HTMLEscaping.escape(template))</code> ("
                #expect(
                    answer.contains(named + "<code>") || answer.contains(named + "<span lang=\""),
                    "\(record.identifier)")
            }
            if said { named += 1 }
            // Where every conflict is a template outside the pickers, the page says the pickers follow yyyyMMdd.
            let conflicts = Self.section(html, from: "id=\"conflicts\"", to: "<h2 id=\"")
            let pickerConflict = Self.kinds.contains { kind in
                guard let picker = record.pickers[kind.slug], let trick = DateFieldOrder(code: record.order) else {
                    return false
                }
                return trick.restricted(to: kind.fields).code != picker
            }
            if !record.conflicts.isEmpty {
                #expect(
                    conflicts.contains("Every picker follows the <code>yyyyMMdd</code> order") == !pickerConflict,
                    "\(record.identifier)")
            }
        }
        #expect(named >= 13, "eo, ks, qu, lmo, zh_Hans_MO and their regions")
    }

    @Test("Wherever the yyyyMMdd trick misleads, the page warns and names each picker it gets wrong; nowhere else")
    func trickWarnings() throws {
        var misled = 0
        for record in GeneratedSite.records {
            let answer = try Self.answer(of: record.identifier)
            #expect(
                answer.contains("Warning: the trick misleads here.") == !record.trickMisleads.isEmpty,
                "\(record.identifier)")
            for slug in record.trickMisleads {
                let kind = try #require(Self.kinds.first { $0.slug == slug })
                #expect(answer.contains("For \(kind.phrase) it says "), "\(record.identifier) \(slug)")
                let trick = try #require(DateFieldOrder(code: record.order)).restricted(to: kind.fields)
                #expect(trick.code != record.pickers[slug], "\(record.identifier) \(slug)")
            }
            if !record.trickMisleads.isEmpty { misled += 1 }
            // The link preview's description names them as a sentence lists things: "a, b and c", never "a and b
            // and c".
            let phrases = try record.trickMisleads.map { slug in
                try #require(Self.kinds.first { $0.slug == slug }).phrase
            }
            let inspector = try #require(GeneratedSite.inspected[SitePath.locale(record.identifier)])
            let description = try #require(
                inspector.tags.first { $0.name == "meta" && $0.attributes["property"] == "og:description" }?
                    .attributes["content"])
            let listed =
                phrases.count < 2
                ? phrases.first ?? "" : phrases.dropLast().joined(separator: ", ") + " and " + phrases.last!
            #expect(
                description.contains(", which misleads \(HTMLEscaping.escape(listed)).") == !phrases.isEmpty,
                "\(record.identifier): \(description)")
        }
        #expect(misled > 150, "the issue counts 234 pages whose headline disagreed with a picker; \(misled) are marked")
    }

    @Test(
        "A day period's names read AM first from the left in the English prose and tables, right-to-left locales too")
    func dayPeriodNamesInReadingOrder() throws {
        var rightToLeft = 0
        let timePickerPages = GeneratedSite.htmlPaths.filter { $0.hasPrefix("pickers/time-h") }
        for record in GeneratedSite.records {
            guard let time = record.time, time.dayPeriod != "none", time.dayPeriodSymbols.count == 2 else { continue }
            let names = time.dayPeriodSymbols.map { HTMLEscaping.escape($0) }
            // Each name stands alone in its direction: one right-to-left run of "AM / PM" shows PM on the left.
            let link = ">\(record.identifier)</a>"
            let timePages = timePickerPages.filter { (GeneratedSite.text($0) ?? "").contains(link) }
            #expect(!timePages.isEmpty, "\(record.identifier)")
            for path in [SitePath.locale(record.identifier)] + timePages {
                let html = try #require(GeneratedSite.text(path), "\(path)")
                let row = try #require(
                    html.range(of: path.hasPrefix("locales/") ? "<strong>Day period:</strong>" : link),
                    "\(record.identifier) \(path)")
                // The paragraph, or the table row, that names them.
                let rest = html[row.lowerBound...]
                let end = [rest.range(of: "</p>"), rest.range(of: "</tr>")].compactMap { $0?.lowerBound }.min()
                let line = String(rest[..<(end ?? rest.endIndex)])
                #expect(line.contains(">\(names[0])</span> / <span "), "\(record.identifier) \(path): \(line)")
                #expect(!line.contains("\(names[0]) / \(names[1])</span>"), "\(record.identifier) \(path): \(line)")
            }
            if record.direction == "rtl" { rightToLeft += 1 }
        }
        #expect(rightToLeft > 20, "ar_EG, ur, ckb and the other right-to-left locales with a day period")
    }

    @Test(
        "The CSV says what the JSON says: names, headline, hour cycle, inferred subtags, formatter locale, era pickers")
    func csvCarriesTheRecord() throws {
        let rows = Self.parseCSV(try #require(GeneratedSite.text("data/locales.csv")))
        let header = try #require(rows.first)
        let columns = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        let byIdentifier = Dictionary(rows.dropFirst().map { ($0[0], $0) }, uniquingKeysWith: { a, _ in a })
        // A spreadsheet would read a cell starting with = + - @ as a formula: the CSV prefixes an apostrophe.
        func cell(_ value: String) -> String {
            guard let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else {
                return value
            }
            return "'" + value
        }
        var differing: [String] = []
        for record in GeneratedSite.records {
            let row = try #require(byIdentifier[record.identifier], "\(record.identifier) not in the CSV")
            let expected: [(String, String)] = [
                ("name", record.name), ("native_name", record.nativeName), ("language", record.language),
                ("script", record.script ?? ""), ("region", record.region ?? ""), ("order", record.order),
                ("pattern", record.pattern), ("sample", record.sample), ("calendar", record.calendar),
                ("direction", record.direction), ("conflicts", record.conflicts.joined(separator: " ")),
                ("trick_misleads", record.trickMisleads.joined(separator: " ")),
                ("notes", record.notes.map(\.key).joined(separator: " ")),
                ("aliases", record.aliases.joined(separator: " ")), ("headline", record.headline),
                ("hour_cycle", record.hourCycle), ("inferred", record.inferred.joined(separator: " ")),
                ("formatter_locale", record.formatterLocale ?? ""),
                ("era_pickers", record.eraPickers.joined(separator: " ")),
            ]
            for (name, value) in expected {
                let index = try #require(columns[name], "no CSV column \(name)")
                if row[index] != cell(value) {
                    differing.append("\(record.identifier) \(name): CSV \(row[index]), JSON \(value)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
        // Each column says something somewhere: an era picker (ar_SA, en_TH), a renamed locale, an inferred subtag.
        for name in ["era_pickers", "formatter_locale", "inferred", "aliases", "notes"] {
            let index = try #require(columns[name])
            #expect(rows.dropFirst().contains { !$0[index].isEmpty }, "\(name) is empty for every locale")
        }
    }

    @Test("formatterLocale and formatStyle are named together, where Foundation renames the locale")
    func formatterLocaleWithFormatStyle() throws {
        var renamed = 0
        for record in GeneratedSite.records {
            #expect(
                (record.formatterLocale != nil) == (record.formatStyle != nil),
                "\(record.identifier): formatterLocale \(record.formatterLocale ?? "none"), formatStyle \(record.formatStyle?.keys.sorted() ?? [])"
            )
            #expect(record.formatterLocale != record.identifier, "\(record.identifier) renamed to itself")
            if let formatStyle = record.formatStyle {
                renamed += 1
                #expect(Set(formatStyle.keys) == Set(Self.kinds.map(\.slug)), "\(record.identifier)")
            }
        }
        #expect(renamed > 0, "no locale here is renamed: the test compares nothing")
    }

    @Test("Where Date.FormatStyle orders a picker otherwise than the answer, the answer says so beside itself")
    func formatStyleOrdersBesideTheAnswer() throws {
        // The answer ("D·M·Y for every picker") is DateFormatter's; where the JSON's formatStyle gives a picker
        // another order (ff_Latn_BF: Y·M·D numeric), the answer names it there, above the fold, not only in "Read
        // this first" further down; where the orders agree, it says nothing.
        var differing = 0
        for record in GeneratedSite.records {
            let answer = try Self.answer(of: record.identifier)
            let other = Self.kinds.filter { kind in
                record.formatStyle?[kind.slug].map { $0.order != record.pickers[kind.slug] } ?? false
            }
            #expect(
                answer.contains("With <code>Date.FormatStyle</code> the order differs:") == !other.isEmpty,
                "\(record.identifier)")
            for kind in other {
                let styleCode = try #require(record.formatStyle?[kind.slug]?.order)
                let formatterCode = try #require(record.pickers[kind.slug])
                let style = try #require(DateFieldOrder(code: styleCode))
                let formatter = try #require(DateFieldOrder(code: formatterCode))
                let said =
                    PickerAnswer.dotted(style) + " for \(kind.phrase) (not " + PickerAnswer.dotted(formatter) + ")"
                #expect(answer.contains(said), "\(record.identifier): \(said)")
            }
            if !other.isEmpty { differing += 1 }
        }
        #expect(differing > 0, "no locale's Date.FormatStyle orders differ here: the test compares nothing")
    }

    @Test("A script is named inferred exactly where the identifier does not write it")
    func inferredScript() throws {
        var inferred = 0
        for record in GeneratedSite.records {
            let written = record.identifier.split(separator: "_").dropFirst().contains {
                $0.count == 4 && $0.allSatisfy(\.isLetter)
            }
            guard record.script != nil else { continue }
            #expect(record.inferred.contains("script") == !written, "\(record.identifier): \(record.inferred)")
            if !written { inferred += 1 }
        }
        #expect(inferred > 100, "most identifiers leave their script to likely subtags: \(inferred)")
    }

    @Test("A locale page beside another calendar shows Foundation's Gregorian pattern and sample for each template")
    func gregorianBesideOwnCalendar() throws {
        var compared = 0
        for record in GeneratedSite.records where record.calendar != "gregorian" {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            #expect(html.contains("Gregorian pattern") && html.contains("Gregorian sample"), "\(record.identifier)")
            let locale = Locale(identifier: record.identifier + "@calendar=gregorian")
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.timeZone = TimeZone(identifier: "UTC")
            let instant = try #require(
                Calendar(identifier: .gregorian).date(
                    from: DateComponents(
                        timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 4, day: 15, hour: 16, minute: 45,
                        second: 30)))
            for template in ["yMd", "yMMMd"] {
                let pattern = try #require(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale))
                formatter.dateFormat = pattern
                let sample = formatter.string(from: instant)
                // The template's row (its anchor, then its cells): its own calendar's, then the Gregorian ones.
                let row = Self.section(html, from: "<span id=\"\(template)\"></span>", to: "</tr>")
                let gregorianPattern = Self.section(row, from: "data-label=\"Gregorian pattern\">", to: "</td>")
                let gregorianSample = Self.section(row, from: "data-label=\"Gregorian sample\">", to: "</td>")
                // In the locale's lang where the pattern holds its words (dی MMMی y).
                #expect(
                    gregorianPattern.hasSuffix("<code>" + Self.codeText(pattern) + "</code>")
                        || gregorianPattern.hasSuffix("<code>" + Self.codeText(pattern) + "</code></span>"),
                    "\(record.identifier) \(template): \(gregorianPattern)")
                #expect(
                    gregorianSample.contains(">" + HTMLEscaping.escape(sample) + "<"),
                    "\(record.identifier) \(template): \(gregorianSample), Foundation \(sample)")
            }
            compared += 1
        }
        #expect(compared >= 5, "th_TH, fa, ar_SA and more: \(compared)")
    }

    @Test("A locale page's \"Read this first\" lists each note that is not about its data, and only those")
    func notesOnPages() throws {
        let aboutData: Set<String> = ["root-fallback", "placeholder-era", "placeholder-month"]
        var listed = 0
        for record in GeneratedSite.records {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let notes = record.notes.filter { !aboutData.contains($0.key) }
            let section = Self.section(html, from: "id=\"notes\"", to: "</ul>")
            #expect(section.isEmpty == notes.isEmpty, "\(record.identifier): \(notes.map(\.key))")
            #expect(section.components(separatedBy: "<li>").count - 1 == notes.count, "\(record.identifier)")
            listed += notes.count
        }
        #expect(listed > 10, "renamed, hour-cycle and digits notes: \(listed)")
    }

    @Test("conflicts.html counts and lists, for each kind of conflict, exactly the locales the JSON gives it")
    func conflictsPage() throws {
        let html = try #require(GeneratedSite.text("conflicts.html"))
        let conflicted = GeneratedSite.records.filter { !$0.conflicts.isEmpty }
        #expect(
            html.contains("\(englishCount(conflicted.count)) of \(englishCount(GeneratedSite.records.count)) locales"))
        let kinds = Set(GeneratedSite.records.flatMap(\.conflicts))
        #expect(kinds.count >= 4, "\(kinds)")
        for kind in kinds {
            let expected = conflicted.filter { $0.conflicts.contains(kind) }
            let row = Self.section(html, from: "<a href=\"#\(kind)\">", to: "</tr>")
            #expect(row.hasSuffix(">\(expected.count)</td>\n"), "\(kind): \(row)")
            let heading = Self.section(html, from: "<h2 id=\"\(kind)\">", to: "</h2>")
            #expect(heading.contains("(\(expected.count))"), "\(kind): \(heading)")
            let listed = Self.section(html, from: "<h2 id=\"\(kind)\">", to: "<h2").components(
                separatedBy: "href=\"locales/"
            ).dropFirst().map { String($0.prefix { $0 != "." }) }
            #expect(Set(listed) == Set(expected.map { SafeFileName.make($0.identifier) }), "\(kind)")
        }
        // A kind named after a picker is written as the pickers are everywhere else (an en dash, not a hyphen).
        for kind in [DatePickerKind.yearMonth, .monthDay] {
            #expect(html.contains("\">yyyyMMdd vs. \(kind.description) ("), "\(kind.description) heading")
        }
    }

    @Test("conflicts.html lists exactly the locales whose numeric and month-name pickers the JSON gives other orders")
    func numericAgainstMonthNames() throws {
        let html = try #require(GeneratedSite.text("conflicts.html"))
        let expected = GeneratedSite.records.filter { record in
            guard let numeric = record.pickers["numeric"], let names = record.pickers["with-month-names"]
            else { return false }
            return numeric != names
        }
        #expect(expected.count > 100, "\(expected.count)")
        let id = "numeric-vs-month-names"
        #expect(
            html.contains("\(englishCount(expected.count)) locales write a numeric date and a date with month names"))
        #expect(html.contains("<a href=\"#\(id)\">"))
        // The index, where a reader starts, says how many and links to the list.
        let index = try #require(GeneratedSite.text("index.html"))
        #expect(
            index.contains(
                "\(englishCount(expected.count)) locales write a numeric date and a date with month names in different "
                    + "orders: <a href=\"conflicts.html#\(id)\">the list</a>"))
        let heading = Self.section(html, from: "<h2 id=\"\(id)\">", to: "</h2>")
        #expect(heading.contains("(\(englishCount(expected.count)))"), "\(heading)")
        let rows = Self.section(html, from: "<h2 id=\"\(id)\">", to: "<h2").components(separatedBy: "<tr>").dropFirst(2)
        var listed: [String: [String]] = [:]
        for row in rows {
            let identifier = String(Self.section(row, from: "href=\"locales/", to: ".html").prefix { $0 != "." })
            listed[identifier] = row.matches(of: /<td data-label="(?:Numeric|With month names)">([A-Z]+)<\/td>/).map {
                String($0.1)
            }
        }
        let wanted = Dictionary(
            uniqueKeysWithValues: expected.map { record in
                (
                    SafeFileName.make(record.identifier),
                    [record.pickers["numeric"], record.pickers["with-month-names"]].compactMap { $0 }
                )
            })
        #expect(listed == wanted, "\(Set(listed.keys).symmetricDifference(wanted.keys).prefix(5))")
    }

    @Test("Each order and picker page's description gives its most familiar locale as the example, with its sample")
    func orderPageExamples() throws {
        // Most familiar first; a group without any of these gives its first locale with a region.
        let familiar = ["en_US", "en_GB", "de_DE", "fr_FR", "ja_JP"]
        var pages: [(path: String, group: [LocaleRecord], sample: (LocaleRecord) -> String)] = []
        for (code, group) in Dictionary(grouping: GeneratedSite.records, by: \.order) {
            pages.append(("orders/\(code.lowercased()).html", group, \.sample))
        }
        for kind in Self.kinds {
            for (code, group) in Dictionary(grouping: GeneratedSite.records, by: { $0.pickers[kind.slug] ?? "" })
            where !code.isEmpty {
                pages.append(
                    (
                        "pickers/\(kind.slug)-\(code.lowercased()).html", group,
                        { $0.samples[kind.template.rawValue] ?? "" }
                    ))
            }
        }
        var checked = 0
        for page in pages {
            let html = try #require(GeneratedSite.text(page.path), "\(page.path)")
            let description = Self.section(html, from: "<meta name=\"description\" content=\"", to: "\"")
            guard let known = familiar.first(where: { id in page.group.contains { $0.identifier == id } }),
                let record = page.group.first(where: { $0.identifier == known })
            else { continue }
            #expect(
                description.contains("for example \(known): \(HTMLEscaping.escape(page.sample(record))). "),
                "\(page.path): \(description)")
            checked += 1
        }
        // orders/dmy (en_GB), mdy (en_US), ymd (ja_JP) and the pickers in those orders.
        #expect(checked >= 10, "\(checked)")
    }

    @Test(
        "index.html counts the locales per picker order and per yyyyMMdd order, and those the trick misleads, as the JSON"
    )
    func indexCounts() throws {
        let html = try #require(GeneratedSite.text("index.html"))
        let records = GeneratedSite.records
        for kind in Self.kinds {
            for (code, group) in Dictionary(grouping: records, by: { $0.pickers[kind.slug] ?? "" }) where !code.isEmpty
            {
                let link = "<a href=\"pickers/\(kind.slug)-\(code.lowercased()).html\">\(code)</a>"
                let count = Self.section(html, from: link + " ", to: "<").prefix { $0.isNumber }
                #expect(count == String(group.count), "\(kind) \(code): \(count)")
            }
        }
        let table = Self.section(
            html, from: "<caption>Locales per yyyyMMdd order (the trick's answer)</caption>", to: "</table>")
        let chart = Self.section(html, from: "aria-label=\"Locales per yyyyMMdd order\"", to: "</svg>")
        for (order, group) in Dictionary(grouping: records, by: \.order) where !order.isEmpty {
            let row = Self.section(table, from: "href=\"orders/\(order.lowercased()).html\"", to: "</tr>")
            #expect(
                row.contains("data-label=\"Locales\" style=\"text-align: right\">\(group.count)</td>"),
                "\(order): \(row)")
            #expect(chart.contains("aria-label=\"\(order): \(group.count) locales\""), "\(order) in the chart")
        }
        let misled = records.filter { !$0.trickMisleads.isEmpty }.count
        #expect(html.contains("misleads at least one kind of picker in \(misled) locales"), "\(misled)")
    }

    @Test("JSON, CSV and the index row give each locale the same picker orders")
    func exportsAgree() throws {
        let csv = try #require(GeneratedSite.text("data/locales.csv"))
        let rows = Self.parseCSV(csv)
        let header = try #require(rows.first)
        let columns = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        let byIdentifier = Dictionary(rows.dropFirst().map { ($0[0], $0) }, uniquingKeysWith: { a, _ in a })
        let index = try #require(GeneratedSite.text("index.html"))
        for record in GeneratedSite.records {
            let row = try #require(byIdentifier[record.identifier], "\(record.identifier) not in the CSV")
            for kind in Self.kinds {
                let column = try #require(columns["picker_" + kind.slug.replacingOccurrences(of: "-", with: "_")])
                #expect(row[column] == record.pickers[kind.slug], "\(record.identifier) \(kind)")
            }
            // The anchor, the locale's direction on an empty span (what the filter reads), then the link.
            let anchored = Self.section(index, from: "<span id=\"\(record.identifier)\"></span>", to: "</tr>")
            let link = "<a href=\"" + SitePath.locale(record.identifier) + "\">" + record.identifier + "</a>"
            #expect(
                anchored.hasPrefix("<span lang=\"")
                    && anchored.contains("\" dir=\"\(record.direction)\"></span>" + link), "\(record.identifier)")
            let indexRow = Self.section(anchored, from: link, to: "</tr>")
            #expect(!indexRow.isEmpty, "no anchored index row for \(record.identifier)")
            // Data that is not the locale's own is marked on its row, right after the identifier.
            let keys = Set(record.notes.map(\.key))
            #expect(
                indexRow.hasPrefix(" <em>(falls back to root data")
                    == keys.contains("root-fallback"), "\(record.identifier)")
            #expect(
                indexRow.hasPrefix("</th>")
                    == keys.isDisjoint(with: ["root-fallback", "placeholder-era", "placeholder-month"]))
            for kind in [DatePickerKind.numeric, .withMonthNames] {
                let code = record.pickers[kind.slug] ?? ""
                #expect(
                    indexRow.contains("\"><a href=\"pickers/\(kind.slug)-\(code.lowercased()).html\">\(code)</a>"),
                    "index row of \(record.identifier), \(kind)")
            }
            #expect(indexRow.contains("(misleads)") == !record.trickMisleads.isEmpty, "\(record.identifier)")
            // The Time column, from the published time answer (what the index's time filters read).
            let time = try #require(record.time, "\(record.identifier) has no time answer")
            let clock = ["h11", "h12"].contains(time.hourCycle) ? "12-hour" : "24-hour"
            let period = time.dayPeriod == "none" ? "" : ", period " + time.dayPeriod
            let slug = time.hourCycle + (time.dayPeriod == "none" ? "" : "-period-" + time.dayPeriod)
            #expect(
                indexRow.contains("<a href=\"pickers/time-\(slug).html\">\(clock)\(period)</a>"),
                "index Time cell of \(record.identifier)")
            #expect(
                indexRow.contains("<a href=\"pickers/time-time-first.html\">time first</a>")
                    == (time.dateTimeOrder == "timeFirst"), "\(record.identifier)")
        }
    }

    @Test("Every picker page lists exactly the locales whose picker of that kind follows its order")
    func pickerPages() throws {
        for kind in Self.kinds {
            let groups = Dictionary(grouping: GeneratedSite.records) { $0.pickers[kind.slug] ?? "" }
            for (code, records) in groups where !code.isEmpty {
                let html = try #require(
                    GeneratedSite.text("pickers/\(kind.slug)-\(code.lowercased()).html"), "\(kind) \(code)")
                let listed = html.components(separatedBy: "href=\"../locales/").dropFirst().map {
                    String($0.prefix { $0 != "." })
                }
                #expect(Set(listed) == Set(records.map { SafeFileName.make($0.identifier) }), "\(kind) \(code)")
            }
        }
    }

    @Test("Region and script are filled wherever the identifier or Foundation's likely subtags give them")
    func regionAndScript() throws {
        var regions = 0
        for record in GeneratedSite.records {
            let likely = Locale.Language(identifier: record.identifier.replacingOccurrences(of: "_", with: "-"))
                .maximalIdentifier.split(separator: "-").map(String.init)
            let written = record.identifier.split(separator: "_").dropFirst().map(String.init)
            if let region = written.first(where: { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }) {
                #expect(record.region == region, "\(record.identifier)")
                #expect(!record.inferred.contains("region"))
            } else if let region = likely.dropFirst().last, region.count == 2 || region.count == 3 {
                #expect(record.region == region, "\(record.identifier): likely \(likely)")
                #expect(record.inferred.contains("region"))
            }
            if record.region != nil { regions += 1 }
            #expect(record.script != nil || likely.count < 3, "\(record.identifier) has no script; likely \(likely)")
        }
        #expect(regions == GeneratedSite.records.count, "every identifier here has a region, by name or likely subtags")
        let ja = try #require(GeneratedSite.text("locales/ja_JP.html"))
        #expect(ja.contains("<th scope=\"row\" data-label=\"Fact\">Region</th>\n<td data-label=\"Value\">JP</td>"))
        #expect(
            ja.contains(
                "<th scope=\"row\" data-label=\"Fact\">Script</th>\n<td data-label=\"Value\">Jpan (not in the identifier: Foundation's likely subtags)</td>"
            ))
    }

    /// The HTML of a pattern inside `<code>`: escaped, each word with a hyphen before its end in a token span.
    static func codeText(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            let escaped = HTMLEscaping.escape(String(word))
            return word.dropLast().contains("-") ? "<span class=\"token\">" + escaped + "</span>" : escaped
        }.joined(separator: " ")
    }

    @Test("Every alias has a page that sends the reader to its locale, which names it; the index search knows it")
    func aliasPages() throws {
        let index = try #require(GeneratedSite.text("index.html"))
        for (alias, identifier) in GeneratedSite.aliases {
            let html = try #require(GeneratedSite.text(SitePath.locale(alias)), "\(alias)")
            let target = SafeFileName.make(identifier) + ".html"
            #expect(html.contains("<meta http-equiv=\"refresh\" content=\"0; url=\(target)\">"), "\(alias)")
            #expect(html.contains("<link rel=\"canonical\" href=\"\(target)\">"), "\(alias)")
            // The search reads `-` as `_`: a hyphenated identifier is the identifier, a hyphenated alias its `_` form.
            let underscored = alias.replacingOccurrences(of: "-", with: "_")
            #expect(
                underscored == identifier || index.contains(" \(underscored)=\(identifier) ")
                    || index.contains("\"\(underscored)=\(identifier) ")
                    || index.contains(" \(underscored)=\(identifier)\""), "\(alias) missing from the index's aliases")
            let page = try #require(GeneratedSite.text(SitePath.locale(identifier)))
            // A hyphenated alias is one word kept whole on its line (CodeTokens).
            #expect(
                page.contains("<code>\(Self.codeText(alias))</code>"), "\(identifier) does not name its alias \(alias)")
        }
        for (alias, identifier) in [
            ("zh_TW", "zh_Hant_TW"), ("zh-TW", "zh_Hant_TW"), ("zh_CN", "zh_Hans_CN"),
            ("zh_HK", "zh_Hant_HK"), ("iw", "he"), ("in", "id"), ("en-CA", "en_CA"),
        ] {
            #expect(GeneratedSite.aliases.contains { $0.alias == alias && $0.identifier == identifier }, "\(alias)")
        }
    }

    @Test("The picker preview preselects the sample's year, month and day, in the locale's calendar")
    func previewSelection() throws {
        for identifier in ["fa_IR", "ar_SA", "th_TH", "ja_JP", "he_IL"] {
            let html = try #require(GeneratedSite.text("locales/\(identifier).html"))
            let profile = ProfileBuilder().profile(for: identifier)
            let preview = Self.section(html, from: "class=\"picker-preview\"", to: "</figure>")
            for (field, values, index) in [
                ("year", profile.picker.years, profile.picker.selectedYear),
                ("month", profile.picker.months, profile.picker.selectedMonth),
                ("day", profile.picker.days, profile.picker.selectedDay),
            ] {
                let select = Self.section(preview, from: "<select name=\"\(field)\">", to: "</select>")
                #expect(
                    select.contains("<option selected=\"\">" + HTMLEscaping.escape(values[index]) + "</option>"),
                    "\(identifier) \(field)")
                #expect(select.components(separatedBy: "<option").count - 1 == values.count)
            }
        }
    }
}

/// Reaching an answer: anchors for rows and template rows, groups that keep long pages short, a search box at the
/// top of the index and in every header, and a 404 page that works at any depth.
@Suite("Finding and sharing", .tags(.slow))
struct FindingTests {
    @Test(
        "Every template row of a locale page and every index row has an anchor; the index groups link to their letters")
    func anchors() throws {
        let page = try #require(GeneratedSite.text("locales/ja_JP.html"))
        for template in [
            "yyyyMMdd", "yMd", "yMMMd", "yMMMMd", "yM", "yMMMM", "Md", "MMMMd", "jm", "EEEE", "MMM-d-yyyy-hh-mm",
        ] {
            #expect(page.contains("<span id=\"\(template)\"></span><code>"), "#\(template)")
        }
        let index = try #require(GeneratedSite.inspected["index.html"])
        let ids = index.ids
        for record in GeneratedSite.records {
            #expect(ids.contains(record.identifier), "index.html#\(record.identifier)")
        }
        let letters = Set(GeneratedSite.records.map { String($0.identifier.prefix(1)).lowercased() })
        for letter in letters { #expect(ids.contains("group-" + letter), "#group-\(letter)") }
        #expect(index.tags.filter { $0.name == "details" && !$0.closing }.count == letters.count)
    }

    @Test("The index opens with a search box, before any chart or table; every page's header has a search field")
    func searchFirst() throws {
        let index = try #require(GeneratedSite.text("index.html"))
        let search = try #require(index.range(of: "<div id=\"search\""))
        for later in ["<table", "<svg", "<h2 id=\"pickers\""] {
            let position = try #require(index.range(of: later))
            #expect(search.lowerBound < position.lowerBound, "the search box comes before \(later)")
        }
        for path in GeneratedSite.htmlPaths
        where !(GeneratedSite.text(path)?.contains("<body class=\"redirect\">") ?? true) {
            let html = try #require(GeneratedSite.text(path))
            #expect(
                html.contains("<form class=\"site-search\" role=\"search\" aria-label=\"Find a locale\" action=\""),
                "\(path)")
        }
    }

    @Test("The 404 page carries every identifier and derived alias for its suggestion, and mends links from any depth")
    func notFound() throws {
        let html = try #require(GeneratedSite.text("404.html"))
        #expect(html.contains("data-identifiers=\"") && html.contains(" ja_JP ") && html.contains("zh_TW=zh_Hant_TW"))
        #expect(html.contains("<script>(function run() {"))
        let withBase = try SiteGenerator(
            options: .init(
                templatesDirectory: TestPaths.templates, baseURL: "https://example.org/atlas/", identifiers: ["ja_JP"],
                toolVersion: "t")
        ).generate().files
        let page = String(decoding: try #require(withBase.files["404.html"]), as: UTF8.self)
        #expect(page.contains("<link rel=\"stylesheet\" href=\"https://example.org/atlas/assets/style.css\">"))
        #expect(page.contains("href=\"https://example.org/atlas/index.html\""))
        // The suggestion's link starts from the base URL the build embeds, never from the address; without a base
        // URL there is none. The one script element it adds (the site's atlas.js below the root) is guarded like every
        // link: only from this site (a root taken from a hostile address could otherwise load one from another host;
        // the browser tests try such addresses).
        #expect(page.contains(" data-base-url=\"https://example.org/atlas/\""))
        #expect(!html.contains(" data-base-url=\""))
        #expect(NotFoundPage.script.components(separatedBy: "createElement(\"script\")").count == 2)
        #expect(NotFoundPage.script.contains("!loaded && onSite(script)"))
        #expect(NotFoundPage.script.contains(".replace(/\\\\/g, \"/\").replace(/\\/{2,}/g, \"/\")"))
    }
}
