import Foundation

/// One row of a month column: one month of one year, in the layout's calendar.
///
/// A year has 12 or 13 of them: a Hebrew leap year has Adar I and Adar II (numbers 6 and 7) where other
/// years have one Adar (number 7, no number 6); a Chinese or Dangi leap year repeats one month number with
/// ``isLeapMonth`` set (2025 has 六月 and 闰六月, both number 6).
public struct DatePickerMonth: Hashable, Sendable, Codable {
    /// The month's number, `Calendar`'s `.month` component for it: what to match a date's month by, not a row's
    /// text. A numeric date writes another number in a Hebrew common year (Nisan is 8 here, 7 in `d.M.y`) and
    /// tells a leap month apart (`6bis`); ``DatePickerLayout/monthLabels(for:of:)`` gives the numbers dates write.
    public let number: Int
    /// Whether this is the leap month of a Chinese or Dangi year, `Calendar`'s `isLeapMonth`.
    public let isLeapMonth: Bool
    /// The stand-alone name a picker row shows, in the calendar's own names and the locale's script:
    /// `April`, `апрель`, `אדר ב׳`, `闰六月`.
    public let name: String
    /// The first day of the month (its start, in the calendar's time zone).
    public let firstDay: Date

    /// Creates a month row from its parts, as ``DatePickerLayout/months(inYearOf:)`` does: for a test's fixtures
    /// or a preview's sample rows, without a calendar. The Chinese leap sixth month of 2025, from July 25 (UTC):
    ///
    /// ```swift
    /// import DateOrder
    /// import Foundation
    ///
    /// let leapSixth = DatePickerMonth(
    ///     number: 6, isLeapMonth: true, name: "闰六月", firstDay: Date(timeIntervalSince1970: 1_753_401_600))
    /// ```
    ///
    /// Nothing is checked: the values are the row's as given.
    public init(number: Int, isLeapMonth: Bool = false, name: String, firstDay: Date) {
        self.number = number
        self.isLeapMonth = isLeapMonth
        self.name = name
        self.firstDay = firstDay
    }
}
