/// The kinds of date picker an app builds, each following the order of its own template: a locale may write
/// numeric dates in one order and dates with month names in another (`en_CA`: `2026-04-15` but
/// `April 15, 2026`), so each kind has its own answer.
public enum DatePickerKind: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Year, month and day as numbers: follows `yMd`.
    case numeric
    /// Year, month name and day: follows `yMMMMd`.
    case withMonthNames
    /// Year and month name: follows `yMMMM`.
    case yearMonth
    /// Month name and day: follows `MMMMd`.
    case monthDay

    /// The template whose pattern the picker's columns follow.
    package var template: DateTemplate {
        switch self {
        case .numeric: .numeric
        case .withMonthNames: .withMonthNames
        case .yearMonth: .yearMonth
        case .monthDay: .monthDay
        }
    }

    /// The fields the picker has columns for.
    package var fields: Set<DateField> { template.requestedFields }

    /// A short English name: "numeric", "with month names", "year–month", "month–day".
    public var description: String {
        switch self {
        case .numeric: "numeric"
        case .withMonthNames: "with month names"
        case .yearMonth: "year–month"
        case .monthDay: "month–day"
        }
    }
}
