import DateOrder
import Foundation

/// The one fixed instant every sample shows, and the time zone it is shown in.
///
/// 2026-04-15 16:45:30 UTC: the day is above 12 and differs from the month in every default calendar on
/// this toolchain (Gregorian and Buddhist 15 April, Persian 26 Farvardin 1405, Islamic Umm al-Qura
/// 27 Shawwal 1447), so day and month cannot be confused; the hour is past noon so 12- and 24-hour clocks
/// differ. Nothing here reads the clock, `TZ` or `LANG`.
package enum SampleInstant {
    /// The instant: 2026-04-15T16:45:30Z.
    package static let date = DatePickerLayout.sampleInstant

    /// The time zone samples are shown in: UTC, whatever the machine's `TZ`.
    package static let timeZone = TimeZone(identifier: "UTC")!

    /// The instant in ISO 8601, as printed on the about page.
    package static let iso8601 = "2026-04-15T16:45:30Z"
}
