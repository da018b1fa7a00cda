import Foundation

/// One column of a time picker: the day period (AM/PM), the hour or the minute.
///
/// The set is closed, so a `switch` over a layout's columns needs no `default:`:
///
/// ```swift
/// for column in TimePickerLayout(for: locale).columns {
///     switch column {
///     case .dayPeriod: addDayPeriodColumn()
///     case .hour: addHourColumn()
///     case .minute: addMinuteColumn()
///     }
/// }
/// ```
public enum TimePickerColumn: String, CaseIterable, Hashable, Sendable, Codable {
    /// The day period, such as AM and PM, 오전 and 오후: pattern letters `a b B`.
    case dayPeriod
    /// The hour: pattern letters `h H K k`.
    case hour
    /// The minute: pattern letter `m`.
    case minute

    /// The column an ICU pattern letter stands for, or `nil` for letters that are not a time picker column.
    package init?(patternLetter: Character) {
        switch patternLetter {
        case "a", "b", "B": self = .dayPeriod
        case "h", "H", "K", "k": self = .hour
        case "m": self = .minute
        default: return nil
        }
    }
}

/// Which comes first in a picker of a date and a time: the date columns or the time columns.
public enum DateTimeOrder: String, CaseIterable, Hashable, Sendable, Codable {
    /// The date, then the time: `"MMM d, y 'at' h:mm\u{202F}a"` in `en_US`.
    case dateFirst
    /// The time, then the date: `HH:mm d MMM, y` in `vi_VN`.
    case timeFirst
}
