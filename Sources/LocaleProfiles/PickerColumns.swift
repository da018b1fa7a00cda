import DateOrder

/// What the columns of a date picker show for a locale, in its calendar and digits, with the sample instant's
/// year, month and day selected: years around the sample, every month of the sample's year (13 where the
/// calendar has a leap month that year), every day of the sample's month (29, 30 or 31 as the calendar says).
package struct PickerColumns: Hashable, Sendable, Codable {
    /// The locale's pattern for a lone year (`"y年"`, `"y"`).
    package var yearPattern: String
    /// The sample year and the two years around it on each side.
    package var years: [String]
    /// The index of the sample's year in `years`.
    package var selectedYear: Int
    /// The months of the sample's year as a month column shows them: stand-alone wide names (`LLLL`).
    package var months: [String]
    /// The months of the sample's year as the numeric picker's month column shows them where its pattern writes the
    /// month as a number (`dd.MM.y`: `01`, `02`, …; `y/M/d`: `1`, `2`, …), as
    /// `DatePickerLayout.monthLabels(for: .numeric, of:)` writes them; empty where it writes a name (`d MMM، y G`).
    package var numericMonths: [String] = []
    /// The index of the sample's month in `months`.
    package var selectedMonth: Int
    /// The locale's pattern for a lone day (`"d日"`, `"d."`, `"d"`).
    package var dayPattern: String
    /// The days of the sample's month, formatted with `dayPattern`.
    package var days: [String]
    /// The days of the sample's month as the numeric picker's day column shows them where its pattern writes the day
    /// at another width than `dayPattern` (`dd.MM.y`: `01`, `02`, …, where a lone day is `d`), as
    /// `DatePickerLayout.dayLabels(for: .numeric, of:)` writes them; empty where they are `days`.
    package var numericDays: [String] = []
    /// The index of the sample's day in `days`.
    package var selectedDay: Int
    /// The era's name (`G`) 150 years before the sample, at it and 150 years after: one name where the calendar has
    /// one era over the years a picker spans (`BE`, `AH`), several where its years repeat from era to era (Japanese
    /// eras; the Republic of China's before 1912).
    package var erasAround: [String] = []
    /// Every era of the years from 150 before the sample to 150 after it, each once, in order, a year at a time
    /// (Japanese: 明治, 大正, 昭和, 平成, 令和, where `erasAround` skips the three between): what an era column
    /// lists. Only where `erasAround` names more than one; empty otherwise.
    package var erasSpanned: [String] = []
    /// The pattern the eras are written with: as wide as the locale's pickers write the era (`GGGG`: 仏暦 in
    /// `ja_JP@calendar=buddhist`, where `G` gives BE), as `DatePickerLayout.labels(for: .era, of:)` has it.
    package var eraPattern = "G"
    /// Whether the year and day rows are in the numerals of the long date style rather than the patterns'
    /// (`he_IL@calendar=hebrew`: תשפ״ו and כ״ח, where `y` and `d` give 5786 and 28), as
    /// `DatePickerLayout.labels(for:of:)` writes them.
    package var styleNumerals = false

    /// The pattern month names are formatted with: stand-alone, wide.
    package static let monthPattern = "LLLL"
}
