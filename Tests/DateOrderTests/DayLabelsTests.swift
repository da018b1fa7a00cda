import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

/// `dayLabels(for:of:)`: a picker's day rows as its pattern writes the day, checked against what a fresh
/// `DateFormatter` writes for the day inside the whole date.
@Suite("Day rows as each picker's pattern writes the day", .tags(.slow))
struct DayLabelsTests {
    /// Two days of a month in each of the instants' months: the 1st, where padding shows, and the last, two digits
    /// (and the month's length).
    static func days(_ layout: DatePickerLayout, around instant: Date) -> [Date] {
        let days = layout.days(inMonthOf: instant)
        return [days.first, days.last].compactMap { $0 }
    }

    /// The calendars checked with every locale and both instants (a leap month in each); the others with every
    /// fourth locale and the first instant.
    static let special = ["gregorian", "hebrew", "chinese", "dangi"]

    @Test(
        "Day rows are what each kind's date writes for its day, with what a day alone writes around it; every locale",
        arguments: CalendarKeywords.honoured)
    func rowsAreTheDatesDays(keyword: String) {
        let calendar = EveryLocaleCalendarTests.calendar(keyword)
        var failures: [String] = []
        var padded = 0
        let instants = Array(EveryLocaleCalendarTests.instants.prefix(Self.special.contains(keyword) ? 2 : 1))
        for identifier in EveryLocaleCalendarTests.identifiers(for: keyword, special: Self.special) {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            // What a day alone writes around the day (`日` in `d日`), as a fresh formatter's pattern has it.
            let alone = DateFormatter.dateFormat(fromTemplate: "d", options: 0, locale: layout.locale) ?? "d"
            let tokens = PatternTokenizer.tokenize(alone)
            let dayIndex = tokens.firstIndex { if case .field("d", _) = $0 { true } else { false } }
            let before = dayIndex.map {
                PatternTokenizer.unquoted(PatternTokenizer.pattern(from: Array(tokens[..<$0])))
            }
            let after = dayIndex.map {
                PatternTokenizer.unquoted(PatternTokenizer.pattern(from: Array(tokens[($0 + 1)...])))
            }
            for instant in instants {
                let days = Self.days(layout, around: instant)
                for kind in DatePickerKind.allCases {
                    let pattern = layout.pattern(for: kind)
                    guard !pattern.isEmpty, let before, let after else { continue }
                    let rows = layout.dayLabels(for: kind, of: days)
                    let written = MonthLabelsTests.fieldTexts(
                        of: ["d"], in: pattern, of: days, locale: layout.locale, zone: calendar.timeZone)
                    // A kind without a day (year–month) has the rows of a day alone.
                    let writesDay = PatternTokenizer.tokenize(pattern).contains {
                        if case .field("d", _) = $0 { true } else { false }
                    }
                    let expected =
                        writesDay
                        ? written.map { $0.map { before + $0 + after } ?? "?" }
                        : layout.labels(for: .day, of: days)
                    if pattern.contains("dd"), rows.first?.count == 2 + before.count + after.count { padded += 1 }
                    if rows != expected {
                        failures.append("\(identifier) \(kind) \(pattern): \(rows) written \(expected)")
                    }
                }
            }
        }
        let count = failures.count
        #expect(count == 0, "\(keyword): \(count) failures, first \(failures.prefix(5))")
        if keyword == "gregorian" { #expect(padded > 0, "no picker pads its day") }
    }

    @Test("Padded and unpadded day rows: ru, en_GB, de_DE, lt, ja_JP")
    func padding() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = try #require(TimeZone(identifier: "UTC"))
        func rows(_ identifier: String, _ kind: DatePickerKind) -> [String] {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: gregorian)
            return Array(
                layout.dayLabels(for: kind, of: layout.days(inMonthOf: DatePickerLayout.sampleInstant)).prefix(2))
        }
        #expect(rows("ru", .numeric) == ["01", "02"])
        #expect(rows("ru", .withMonthNames) == ["1", "2"])
        #expect(rows("de_DE", .numeric) == ["1", "2"])
        #expect(rows("en_GB", .numeric) == ["01", "02"])
        #expect(rows("en_US", .numeric) == ["1", "2"])
        // Lithuanian writes a day alone `dd`, but `MMMM d 'd'.` in a date with month names.
        #expect(rows("lt", .withMonthNames) == ["1", "2"])
        #expect(rows("lt", .yearMonth) == ["01", "02"])
        #expect(rows("ja_JP", .monthDay) == ["1日", "2日"])
    }
}
