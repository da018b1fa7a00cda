import DateOrder
import Foundation
import LocaleProfiles
import Testing

/// `days(inMonthOf:)`: a day column's dates, checked against `Calendar` read independently: every day of every month
/// of a year, in every honoured calendar, and the days time zones skipped.
@Suite("The days of a month, as a day column lists them")
struct DaysInMonthTests {
    /// The fields that name a month.
    static let monthFields: Set<Calendar.Component> = [.era, .year, .month, .isLeapMonth]

    @Test(
        "Every month of a year: its days from the 1st, each at its start, as many as Calendar counts, asked from any of them",
        arguments: CalendarKeywords.honoured)
    func everyMonth(keyword: String) {
        let calendar = EveryLocaleCalendarTests.calendar(keyword)
        var failures: [String] = []
        var counts: Set<Int> = []
        for identifier in ["en_US", "he_IL", "zh_CN", "ar_SA", "am_ET", "fa_IR", "ja_JP", "th_TH"] {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            for instant in EveryLocaleCalendarTests.instants {
                for month in layout.months(inYearOf: instant) {
                    let expected = calendar.range(of: .day, in: .month, for: month.firstDay)?.count ?? -1
                    // Asked from the first day, from one in the middle and from the last, at noon.
                    let last = calendar.date(byAdding: .day, value: expected - 1, to: month.firstDay)!
                    let middle = calendar.date(byAdding: .day, value: expected / 2, to: month.firstDay)!
                    for asked in [month.firstDay, middle.addingTimeInterval(43_200), last.addingTimeInterval(43_200)] {
                        let days = layout.days(inMonthOf: asked)
                        counts.insert(days.count)
                        let numbers = days.map { calendar.component(.day, from: $0) }
                        let wanted = calendar.dateComponents(Self.monthFields, from: month.firstDay)
                        let after = days.last.map { $0.addingTimeInterval(86_400) }
                        if days.first != month.firstDay || days.count != expected
                            || numbers != Array(1...max(1, expected))
                            || !days.allSatisfy({ calendar.startOfDay(for: $0) == $0 })
                            || !days.allSatisfy({ calendar.dateComponents(Self.monthFields, from: $0) == wanted })
                            || after.map({ calendar.dateComponents(Self.monthFields, from: $0) == wanted }) != false
                        {
                            failures.append(
                                "\(identifier) \(keyword) month \(month.number)\(month.isLeapMonth ? " leap" : "") "
                                    + "asked at \(asked): \(numbers), expected 1...\(expected)")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(4))")
        // The lengths the calendar's months have: 28 to 31 Gregorian, 29 or 30 lunar, 5 or 6 in a thirteenth month.
        #expect(counts.isSubset(of: Set([5, 6] + Array(28...31))) && counts.count >= 2, "\(counts)")
    }

    @Test("A day a time zone skipped is no row: Samoa's December 2011 has 30, without the 30th")
    func skippedDay() throws {
        var samoa = Calendar(identifier: .gregorian)
        samoa.timeZone = try #require(TimeZone(identifier: "Pacific/Apia"))
        let layout = DatePickerLayout(for: Locale(identifier: "en_WS"), calendar: samoa)
        for day in [1, 15, 29, 31] {
            let asked = try #require(
                samoa.date(from: DateComponents(year: 2011, month: 12, day: day, hour: 12)))
            let days = layout.days(inMonthOf: asked)
            #expect(days.map { samoa.component(.day, from: $0) } == Array(1...29) + [31], "asked on the \(day)")
            #expect(days.allSatisfy { samoa.startOfDay(for: $0) == $0 })
            #expect(layout.labels(for: .day, of: days).suffix(2) == ["29", "31"])
        }
        // The months around it are whole.
        let november = try #require(samoa.date(from: DateComponents(year: 2011, month: 11, day: 30)))
        #expect(layout.days(inMonthOf: november).count == 30)
    }

    @Test("A day whose midnight a time zone skipped begins when its clocks say: São Paulo, November 4, 2018, at 1:00")
    func skippedMidnight() throws {
        var brazil = Calendar(identifier: .gregorian)
        brazil.timeZone = try #require(TimeZone(identifier: "America/Sao_Paulo"))
        let layout = DatePickerLayout(for: Locale(identifier: "pt_BR"), calendar: brazil)
        let asked = try #require(brazil.date(from: DateComponents(year: 2018, month: 11, day: 20, hour: 12)))
        let days = layout.days(inMonthOf: asked)
        #expect(days.map { brazil.component(.day, from: $0) } == Array(1...30))
        #expect(days.map { brazil.component(.hour, from: $0) }[3] == 1)
        #expect(days.allSatisfy { brazil.startOfDay(for: $0) == $0 })
    }
}
