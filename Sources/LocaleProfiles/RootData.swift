import DateOrder
import Foundation

/// ICU's root locale: the data a locale falls back to when ICU has none of its own (placeholder month names
/// such as `M04`, patterns such as `y MMM d`).
enum RootData {
    private static let known = Memo<CalendarName, [String]>()

    /// Whether `months` (a locale's wide format-context month names) are root's stand-ins in `calendar`, by the
    /// library's rule (`DatePickerLayout.isRootFallback`): placeholders, or Latin transliterations in a locale of
    /// another script.
    static func isFallback(months localeMonths: [String], calendar: CalendarName, script: String?) -> Bool {
        DatePickerLayout.isRootFallback(months: localeMonths, rootMonths: months(in: calendar), script: script)
    }

    /// The era an era column shows (`era`, written with `pattern`) where it is root's Latin stand-in in a locale of
    /// another script, by the library's rule (`DatePickerLayout.isRootFallback(eras:…)`); `nil` where it is the
    /// locale's own or a placeholder (`ERA1`, a note of its own).
    static func fallbackEra(_ era: String, pattern: String, calendar: CalendarName, script: String?) -> String? {
        guard !DatePickerLayout.isPlaceholderEra(era) else { return nil }
        let root = DatePickerLayout.rootEra(
            pattern: pattern, locale: Locale(identifier: "root@calendar=" + calendar.rawValue),
            timeZone: SampleInstant.timeZone)
        return DatePickerLayout.isRootFallback(eras: [era], rootEras: [root], script: script) ? era : nil
    }

    /// Root's wide month names in a calendar, through `DateFormatter` (once per calendar and process).
    static func months(in calendar: CalendarName) -> [String] {
        known.value(for: calendar) { formatterMonths(in: calendar) }
    }

    /// Root's wide month names in a calendar, asked of a new `DateFormatter` (made one at a time: the profiles
    /// ask for them on several threads).
    static func formatterMonths(in calendar: CalendarName) -> [String] {
        FoundationFormatters.confined {
            let formatter = FoundationFormatters.make()
            formatter.locale = Locale(identifier: "root@calendar=" + calendar.rawValue)
            formatter.timeZone = SampleInstant.timeZone
            return formatter.monthSymbols
        }
    }
}
