import DateOrder
import Foundation
import TestSupport
import Testing

@testable import Atlas

/// The library apps import and the site answer one question the same way: for every locale the site publishes
/// and every kind of picker, `DatePickerLayout` gives the pattern and the column order that `data/locales.json`
/// says. The published side is read from the generated JSON as a program would read it (keys and letters written
/// out here), not recomputed from a profile.
@Suite("DatePickerLayout agrees with the published answer", .tags(.slow))
struct DatePickerLayoutAgreementTests {
    /// Each kind of picker: its key under `pickers` in `data/locales.json` and its template under `patterns`.
    static let published: [(kind: DatePickerKind, key: String, template: String)] = [
        (.numeric, "numeric", "yMd"), (.withMonthNames, "with-month-names", "yMMMMd"),
        (.yearMonth, "year-month", "yMMMM"), (.monthDay, "month-day", "MMMMd"),
    ]

    /// `YMD` for `[.year, .month, .day]`, the letters the JSON writes an order in; an era column (`.era`, which
    /// the published orders of year, month and day do not name) is left out.
    static func letters(_ columns: [DatePickerColumn]) -> String {
        columns.map { column in
            switch column {
            case .era: ""
            case .year: "Y"
            case .month: "M"
            case .day: "D"
            }
        }.joined()
    }

    /// The library's columns for a kind of picker, through its public properties.
    static func columns(_ layout: DatePickerLayout, _ kind: DatePickerKind) -> [DatePickerColumn] {
        switch kind {
        case .numeric: layout.numeric
        case .withMonthNames: layout.withMonthNames
        case .yearMonth: layout.yearMonth
        case .monthDay: layout.monthDay
        }
    }

    @Test(
        "For every published locale and picker kind, the library's pattern, columns and direction are data/locales.json's"
    )
    func everyPublishedLocale() throws {
        let data = try #require(GeneratedSite.files.files["data/locales.json"])
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(records.count == Locale.availableIdentifiers.count)
        var differing: [String] = []
        for record in records {
            let identifier = try #require(record["identifier"] as? String)
            let pickers = try #require(record["pickers"] as? [String: String], "\(identifier)")
            let patterns = try #require(record["patterns"] as? [String: String], "\(identifier)")
            let eraPickers = try #require(record["eraPickers"] as? [String], "\(identifier)")
            let layout = DatePickerLayout(for: Locale(identifier: identifier))
            // The direction the page states (pa_Arab and ff_Adlm right to left, ks_Deva left to right: by script,
            // not language).
            let direction = try #require(record["direction"] as? String, "\(identifier)")
            if layout.isRightToLeft != (direction == "rtl") {
                differing.append("\(identifier): library isRightToLeft \(layout.isRightToLeft), published \(direction)")
            }
            for (kind, key, template) in Self.published {
                let columns = Self.letters(Self.columns(layout, kind))
                // The era column the library lays out is named in eraPickers, as pickers names the rest.
                if Self.columns(layout, kind).contains(.era) != eraPickers.contains(key) {
                    differing.append(
                        "\(identifier) \(key): library era \(Self.columns(layout, kind)), eraPickers \(eraPickers)")
                }
                if columns != pickers[key] || layout.pattern(for: kind) != patterns[template] {
                    differing.append(
                        "\(identifier) \(key): library \(columns) \(layout.pattern(for: kind)), published "
                            + "\(pickers[key] ?? "none") \(patterns[template] ?? "none")")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(10))")
    }

    @Test(
        "Every locale page's picker preview has the library's columns for a picker with month names, era included, and its year, month and day rows"
    )
    func previewRows() throws {
        var differing: [String] = []
        let utc = TimeZone(identifier: "UTC")!
        let sample = DatePickerLayout.sampleInstant
        for record in GeneratedSite.records {
            let identifier = record.identifier
            let html = try #require(GeneratedSite.text(SitePath.locale(identifier)))
            let preview = AnswerTests.section(html, from: "class=\"picker-preview\"", to: "</figure>")
            func options(_ name: String) -> [String] {
                AnswerTests.section(preview, from: "<select name=\"\(name)\">", to: "</select>")
                    .components(separatedBy: "</option>").dropLast()
                    .map { String($0[($0.range(of: ">")?.upperBound ?? $0.startIndex)...]) }
            }
            let fields = preview.components(separatedBy: "data-field=\"").dropFirst().map { String($0.prefix(1)) }
            // The library in the same zone as the page's rows (UTC), so each row is the same day anywhere.
            var calendar = Locale(identifier: identifier).calendar
            calendar.timeZone = utc
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let letters = layout.withMonthNames.map { $0 == .era ? "G" : Self.letters([$0]) }
            let years = (-2...2).compactMap { calendar.date(byAdding: .year, value: $0, to: sample) }
            let month = try #require(calendar.dateInterval(of: .month, for: sample))
            let days = (0..<40).compactMap { calendar.date(byAdding: .day, value: $0, to: month.start) }
                .filter { $0 < month.end }.map { $0.addingTimeInterval(43_200) }
            let expected = [
                ("year", layout.labels(for: .year, of: years)), ("day", layout.labels(for: .day, of: days)),
            ]
            if fields != letters { differing.append("\(identifier): preview \(fields), library \(letters)") }
            // The library writes rows in the numerals of the long date style, and so does the page where those are
            // not the patterns' (bo: Tibetan digits in the style, Latin in every template).
            for (name, labels) in expected where options(name) != labels.map(HTMLEscaping.escape) {
                differing.append("\(identifier) \(name)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(10))")
    }

    @Test("The library's dataSource marks a root fallback exactly where the published record notes one")
    func dataSourceAgrees() throws {
        var differing: [String] = []
        var fallbacks = 0
        for record in GeneratedSite.records {
            // Root's months, or placeholders among the locale's own (kkj: M11): a month column would show them.
            let noted = record.notes.contains { $0.key == "root-fallback" || $0.key == "placeholder-month" }
            let source = DatePickerLayout(for: Locale(identifier: record.identifier)).dataSource
            if noted != (source == .rootFallback) {
                differing.append("\(record.identifier): \(source), noted \(noted)")
            }
            if noted { fallbacks += 1 }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(10))")
        #expect(fallbacks > 60)
        let notes = Dictionary(uniqueKeysWithValues: GeneratedSite.records.map { ($0.identifier, $0.notes.map(\.key)) })
        // Placeholder months (dv: M01), Latin stand-ins in another script (uz_Arab: Farvardin); not English's own
        // Islamic month names (en_SA: Muharram, the same words as root's).
        #expect(notes["dv"]?.contains("root-fallback") == true && notes["uz_Arab"]?.contains("root-fallback") == true)
        #expect(notes["en_SA"]?.contains("root-fallback") == false)
        #expect(notes["kkj"] == ["placeholder-month"], "\(notes["kkj"] ?? [])")
    }
}
