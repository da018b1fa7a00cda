import Foundation

/// The instants a picker's columns show, from calendar arithmetic alone (each profile path formats them):
/// five years around the sample, the months of the sample's year, the days of the sample's month, each at
/// noon, with the index of the sample's own. Months and days come from the calendar's own intervals, so leap
/// months, 13-month years and 29- or 30-day months are what the calendar says.
struct PickerDates: Sendable {
    let years: [Date]
    let selectedYear: Int
    let months: [Date]
    let selectedMonth: Int
    let days: [Date]
    let selectedDay: Int

    init(calendar: Calendar, instant: Date) {
        years = (-2...2).compactMap { calendar.date(byAdding: .year, value: $0, to: instant) }
        selectedYear = min(2, max(0, years.count - 1))
        // A month at noon of its first day (an instant inside it for any calendar); a day at its middle.
        (months, selectedMonth) = Self.parts(
            .month, of: .year, holding: instant, in: calendar, limit: 16
        ) { $0.start.addingTimeInterval(min(43_200, $0.duration / 2)) }
        (days, selectedDay) = Self.parts(.day, of: .month, holding: instant, in: calendar, limit: 40) {
            $0.start.addingTimeInterval($0.duration / 2)
        }
    }

    /// Each `part` (month, day) of the `whole` (year, month) that holds `instant`, as the calendar's own
    /// intervals give them (at most `limit`), placed by `point`, with the index of the one holding `instant`.
    private static func parts(
        _ part: Calendar.Component, of whole: Calendar.Component, holding instant: Date, in calendar: Calendar,
        limit: Int, point: (DateInterval) -> Date
    ) -> ([Date], Int) {
        var dates: [Date] = []
        var selected = 0
        guard let interval = calendar.dateInterval(of: whole, for: instant) else { return ([], 0) }
        var cursor = interval.start
        while cursor < interval.end, dates.count < limit, let current = calendar.dateInterval(of: part, for: cursor) {
            if current.contains(instant) { selected = dates.count }
            dates.append(point(current))
            guard current.end > cursor else { break }
            cursor = current.end
        }
        return (dates, selected)
    }
}

extension PickerDates {
    private static let known = Memo<String, PickerDates>()

    /// The dates for a calendar and instant, computed once per calendar identifier, time zone and instant: they
    /// depend on nothing else (not on the locale), and most locales share the Gregorian calendar.
    static func cached(calendar: Calendar, instant: Date) -> PickerDates {
        let key = "\(calendar.identifier) \(calendar.timeZone.identifier) \(instant.timeIntervalSince1970)"
        return known.value(for: key) { PickerDates(calendar: calendar, instant: instant) }
    }
}
