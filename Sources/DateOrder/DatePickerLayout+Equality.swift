import Foundation

extension DatePickerLayout {
    /// Whether two layouts lay out the same picker: the same ``locale`` and patterns, and the same ``calendar``
    /// (its identifier, time zone, first weekday and the rest), whether that calendar was given or is the locale's
    /// own. `DatePickerLayout(for: en_US)` equals `DatePickerLayout(for: en_US, calendar: en_US.calendar)`, and a
    /// layout in another time zone is another layout: its ``months(inYearOf:)`` start at other instants.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.locale == rhs.locale && lhs.patterns == rhs.patterns && lhs.calendar == rhs.calendar
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(patterns)
        hasher.combine(calendar)
    }
}
