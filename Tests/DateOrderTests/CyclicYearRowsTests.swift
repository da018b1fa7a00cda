import DateOrder
import Foundation
import TestSupport
import Testing

/// Year rows in the Chinese and Dangi calendars, which name a year by its place in a 60-year cycle (`丙午年`):
/// over a span longer than a cycle no two rows read alike, and each is text a fresh `DateFormatter` writes.
@Suite("Year rows of the cyclic calendars over any span", .tags(.slow))
struct CyclicYearRowsTests {
    @Test(
        "130 years of rows (over two cycles) are all different and each is what the locale writes for a year",
        arguments: ["chinese", "dangi"])
    func twoCycles(keyword: String) {
        let calendar = EveryLocaleCalendarTests.calendar(keyword)
        let start = DatePickerLayout.sampleInstant
        let dates = (-65..<65).compactMap { calendar.date(byAdding: .year, value: $0, to: start) }
        var root = Locale.Components(identifier: "root")
        root.calendar = calendar.identifier
        let rootYear = DateFormatter.dateFormat(fromTemplate: "y", options: 0, locale: Locale(components: root)) ?? ""
        var failures: [String] = []
        var carried = 0
        for identifier in EveryLocaleCalendarTests.identifiers {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            guard layout.dataSource != .unknownIdentifier else { continue }
            let rows = layout.labels(for: .year, of: dates)
            if Set(rows).count != rows.count {
                let repeated = Dictionary(grouping: rows, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
                failures.append("\(identifier): repeats \(repeated.prefix(3))")
                continue
            }
            // Each row is inside what a fresh formatter writes for its date: a year alone, with its era, a date of
            // one of the kinds, or root's year alone.
            let patterns =
                ["y", "Gy"].compactMap {
                    DateFormatter.dateFormat(fromTemplate: $0, options: 0, locale: layout.locale)
                } + DatePickerKind.allCases.map { layout.pattern(for: $0) } + [rootYear]
            let formatter = DateFormatter()
            formatter.locale = layout.locale
            formatter.timeZone = calendar.timeZone
            let sampled = zip(rows, dates).enumerated().filter({ $0.offset % 9 == 0 }).map {
                (row: $0.element.0, date: $0.element.1)
            }
            // Each pattern set once and written for every sampled date (setting a pattern reads ICU's data again).
            let writtenByPattern = patterns.map { pattern -> [String] in
                formatter.dateStyle = .long
                formatter.dateFormat = pattern
                return sampled.map { formatter.string(from: $0.date) }
            }
            for (index, (row, _)) in sampled.enumerated() {
                let written = writtenByPattern.map { $0[index] }
                if !written.contains(where: { $0.contains(row) }) {
                    failures.append("\(identifier): \(row.debugDescription) not in \(written)")
                    break
                }
            }
            if rows.contains(where: { $0.contains("2026") }) { carried += 1 }
        }
        let count = failures.count
        #expect(count == 0, "\(keyword): \(count) locales, first \(failures.prefix(5))")
        // The related Gregorian year tells the cycles apart in most locales.
        #expect(carried > 900, "\(keyword): \(carried)")
    }

    @Test("The cycle's name repeats every 60 years; the rows carry the related Gregorian year")
    func examples() throws {
        var chinese = Calendar(identifier: .chinese)
        chinese.timeZone = try #require(TimeZone(identifier: "UTC"))
        let dates = [0, 60].compactMap { chinese.date(byAdding: .year, value: $0, to: DatePickerLayout.sampleInstant) }
        func rows(_ identifier: String) -> [String] {
            DatePickerLayout(for: Locale(identifier: identifier), calendar: chinese).labels(for: .year, of: dates)
        }
        #expect(rows("zh") == ["2026丙午年", "2086丙午年"])
        #expect(rows("ja") == ["2026(丙午)年", "2086(丙午)年"])
        #expect(rows("de") == ["2026(bing-wu)", "2086(bing-wu)"])
        // One year alone stays the locale's year alone.
        #expect(
            DatePickerLayout(for: Locale(identifier: "zh"), calendar: chinese).labels(for: .year, of: [dates[0]]) == [
                "丙午年"
            ])
    }
}
