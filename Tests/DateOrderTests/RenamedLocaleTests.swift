import DateOrder
import Foundation
import TestSupport
import Testing

/// Getting Started says the layout follows `DateFormatter`, and that on Linux, where Foundation hands ICU a shorter
/// name for a few identifiers (`ff_Latn_BF` as `ff_BF`), `Date.FormatStyle`, which keeps the identifier, can write
/// a numeric date in another order. Its example is checked here, so the article cannot go stale with the toolchain.
@Suite("A locale Foundation renames for DateFormatter: the layout follows DateFormatter")
struct RenamedLocaleTests {
    @Test("ff_Latn_BF: the layout's numeric order is DateFormatter's D·M·Y, Date.FormatStyle writes Y-M-D")
    func layoutFollowsDateFormatter() throws {
        #if os(Linux)
            let locale = Locale(identifier: "ff_Latn_BF")
            let layout = DatePickerLayout(for: locale)
            #expect(layout.numeric == [.day, .month, .year])
            var calendar = Calendar(identifier: .gregorian)
            let utc = try #require(TimeZone(identifier: "UTC"))
            calendar.timeZone = utc
            let instant = try #require(calendar.date(from: DateComponents(year: 2026, month: 4, day: 15, hour: 12)))
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = utc
            formatter.dateFormat = layout.pattern(for: .numeric)
            #expect(formatter.string(from: instant) == "15/04/2026")
            let style = Date.FormatStyle(
                date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: utc
            ).year().month(.defaultDigits).day()
            #expect(instant.formatted(style) == "2026-04-15")
            let article = try String(
                contentsOf: TestPaths.root.appendingPathComponent("Sources/DateOrder/DateOrder.docc/GettingStarted.md"),
                encoding: .utf8)
            #expect(article.contains("(`15/04/2026`), where\n`Date.FormatStyle` writes `2026-04-15`"))
        #endif
    }
}
