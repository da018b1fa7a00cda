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
        var months: [Date] = []
        var selectedMonth = 0
        if let year = calendar.dateInterval(of: .year, for: instant) {
            var cursor = year.start
            while cursor < year.end, months.count < 16, let month = calendar.dateInterval(of: .month, for: cursor) {
                if month.contains(instant) { selectedMonth = months.count }
                months.append(month.start.addingTimeInterval(min(43_200, month.duration / 2)))
                guard month.end > cursor else { break }
                cursor = month.end
            }
        }
        self.months = months
        self.selectedMonth = selectedMonth
        var days: [Date] = []
        var selectedDay = 0
        if let month = calendar.dateInterval(of: .month, for: instant) {
            var cursor = month.start
            while cursor < month.end, days.count < 40, let day = calendar.dateInterval(of: .day, for: cursor) {
                if day.contains(instant) { selectedDay = days.count }
                days.append(day.start.addingTimeInterval(day.duration / 2))
                guard day.end > cursor else { break }
                cursor = day.end
            }
        }
        self.days = days
        self.selectedDay = selectedDay
    }
}

extension PickerDates {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [String: PickerDates] = [:]

    /// The dates for a calendar and instant, computed once per calendar identifier, time zone and instant: they
    /// depend on nothing else (not on the locale), and most locales share the Gregorian calendar.
    static func cached(calendar: Calendar, instant: Date) -> PickerDates {
        let key = "\(calendar.identifier) \(calendar.timeZone.identifier) \(instant.timeIntervalSince1970)"
        if let dates = lock.withLock({ known[key] }) { return dates }
        let dates = PickerDates(calendar: calendar, instant: instant)
        lock.withLock { known[key] = dates }
        return dates
    }
}
