import DateOrder
import Foundation

/// The time picker's answer for a locale: the columns of its time picker and the hours they count, where the day
/// period goes and its names, and whether a picker of a date and a time puts the date or the time first, each
/// read from the locale's own pattern with `TimePickerLayout`'s rules.
package struct TimeAnswer: Hashable, Sendable, Codable {
    /// One template's pattern, sample and the time columns it writes.
    package struct Row: Hashable, Sendable, Codable {
        /// The template, e.g. `jm`.
        package let template: String
        /// The locale's pattern for it, e.g. `"a h:mm"`.
        package let pattern: String
        /// The sample instant in that pattern.
        package let sample: String
        /// Hour, minute and day period in the order the pattern writes them.
        package let columns: [TimePickerColumn]
        /// The hour cycle the pattern's hour letter counts in; `nil` when it has no hour.
        package let hourCycle: HourCycle?
    }

    /// Where the day period column goes, relative to the hour.
    package enum DayPeriodPosition: String, Hashable, Sendable, Codable, CaseIterable {
        /// Before the hour: `a h:mm` (`ko_KR`, `zh_Hant_TW`).
        case first
        /// After the hour: `h:mm a` (`en_US`), or between hour and minute (`blo`'s 12-hour `h a mm`).
        case last
        /// No day period: a 24-hour clock.
        case none
    }

    /// The time picker the locale prefers (`jm`).
    package let time: Row
    /// The locale's 12-hour time (`hm`), for a user who chose a 12-hour clock.
    package let twelveHour: Row
    /// The locale's 24-hour time (`Hm`), for a user who chose a 24-hour clock.
    package let twentyFourHour: Row
    /// The same three with seconds (`jms`, `hms`, `Hms`), as `TimePickerLayout(for:includingSeconds: true)` reads
    /// them: the seconds right after the minute, the day period where the seconds pattern puts it.
    package let seconds: Row
    package let twelveHourSeconds: Row
    package let twentyFourHourSeconds: Row
    /// A date with month names and a time (`yMMMd jm`).
    package let dateTime: Row
    /// The seed picker's label template, `MMM d yyyy hh:mm`, as the locale rewrites it.
    package let seed: Row
    /// Whether `dateTime` writes the date or the time first.
    package let dateTimeOrder: DateTimeOrder
    /// What `dateTime` writes between the date and the time, as pattern text (`" 'at' "`).
    package let glue: String
    /// What `dateTime` writes after its second part, as pattern text: `")"` in `eu` (`y MMM d('a') (HH:mm)`), empty
    /// almost everywhere (`TimePickerLayout.dateTimeTrailing`).
    package let trailing: String
    /// The day period's names, morning first, when the time picker has a day period column; else empty.
    package let dayPeriodSymbols: [String]
    /// The time picker's columns from the left as the locale shows its time (`TimePickerLayout.columnsLeftToRight`,
    /// read once when the profile is made: it formats field by field): in a right-to-left locale, where the bidi
    /// algorithm puts each field (`ar_EG`: `[.dayPeriod, .hour, .minute]`; Adlam's digits are right to left);
    /// elsewhere `time.columns`.
    package let columnsLeftToRight: [TimePickerColumn]

    /// The hour cycle of the time picker, as its pattern writes it.
    package var hourCycle: HourCycle? { time.hourCycle }
    /// The hours the hour column counts.
    package var hours: ClosedRange<Int> { TimePickerLayout.hours(of: time.hourCycle?.foundation) }
    /// Where the day period goes.
    package var dayPeriod: DayPeriodPosition { Self.position(in: time.columns) }
    /// Whether the day period stands between the hour and the minute (`blo`'s 12-hour `h a mm`): after the hour, so
    /// `dayPeriod` is `.last`, but not the last column.
    package var dayPeriodIsBetween: Bool { dayPeriod == .last && time.columns.last != .dayPeriod }
    /// Where the day period stands in a time row (with or without seconds), in words: `first` (before every other
    /// column), `last` (after the last), `none`, or between the two columns around it (`blo`'s 12-hour `h a mm` and
    /// `h a mm:ss`: `between hour and minute`).
    package static func dayPeriodPlacement(in row: Row) -> String {
        let names = TimePickerLayout.columnNamesWithSeconds(in: row.pattern)
        guard let period = names.firstIndex(of: TimePickerColumn.dayPeriod.rawValue) else { return "none" }
        if period == 0 { return "first" }
        if period == names.count - 1 { return "last" }
        return "between \(names[period - 1]) and \(names[period + 1])"
    }

    /// Where the day period goes in the locale's time (`jm`), in words: `first`, `last`, `none`, or `between hour and
    /// minute` (``dayPeriodPlacement(in:)``).
    package var dayPeriodPlacement: String { Self.dayPeriodPlacement(in: time) }

    /// The templates the answer reads, all in `DateTemplate.sampleOnly`.
    package static let templates = (
        time: DateTemplate("jm")!, twelveHour: DateTemplate("hm")!, twentyFourHour: DateTemplate("Hm")!,
        seconds: DateTemplate("jms")!, twelveHourSeconds: DateTemplate("hms")!,
        twentyFourHourSeconds: DateTemplate("Hms")!, dateTime: DateTemplate("yMMMd jm")!,
        seed: DateTemplate("MMM d yyyy hh:mm")!
    )

    /// No answer yet (a profile before it is assembled).
    static let empty: TimeAnswer = {
        let row = Row(template: "", pattern: "", sample: "", columns: [], hourCycle: nil)
        return TimeAnswer(
            time: row, twelveHour: row, twentyFourHour: row, seconds: row, twelveHourSeconds: row,
            twentyFourHourSeconds: row, dateTime: row, seed: row, dateTimeOrder: .dateFirst,
            glue: "", trailing: "", dayPeriodSymbols: [], columnsLeftToRight: [])
    }()

    private init(
        time: Row, twelveHour: Row, twentyFourHour: Row, seconds: Row, twelveHourSeconds: Row,
        twentyFourHourSeconds: Row, dateTime: Row, seed: Row, dateTimeOrder: DateTimeOrder,
        glue: String, trailing: String, dayPeriodSymbols: [String], columnsLeftToRight: [TimePickerColumn]
    ) {
        self.columnsLeftToRight = columnsLeftToRight
        self.time = time
        self.twelveHour = twelveHour
        self.twentyFourHour = twentyFourHour
        self.seconds = seconds
        self.twelveHourSeconds = twelveHourSeconds
        self.twentyFourHourSeconds = twentyFourHourSeconds
        self.dateTime = dateTime
        self.seed = seed
        self.dateTimeOrder = dateTimeOrder
        self.glue = glue
        self.trailing = trailing
        self.dayPeriodSymbols = dayPeriodSymbols
    }

    /// The answer for a profile, from its formats and AM/PM symbols.
    package init(_ profile: LocaleProfile) {
        func row(_ template: DateTemplate) -> Row {
            let format = profile.format(for: template)
            let pattern = format?.pattern ?? ""
            return Row(
                template: template.rawValue, pattern: pattern, sample: format?.sample ?? "",
                columns: TimePickerLayout.columns(in: pattern), hourCycle: HourCycle(pattern: pattern))
        }
        let templates = Self.templates
        time = row(templates.time)
        twelveHour = row(templates.twelveHour)
        twentyFourHour = row(templates.twentyFourHour)
        seconds = row(templates.seconds)
        twelveHourSeconds = row(templates.twelveHourSeconds)
        twentyFourHourSeconds = row(templates.twentyFourHourSeconds)
        dateTime = row(templates.dateTime)
        seed = row(templates.seed)
        dateTimeOrder = TimePickerLayout.dateTimeOrder(in: dateTime.pattern)
        let literals = TimePickerLayout.dateTimeLiterals(
            in: dateTime.pattern, date: profile.format(for: DateTemplate("yMMMd")!)?.pattern ?? "",
            time: time.pattern)
        glue = literals.glue
        trailing = literals.trailing
        dayPeriodSymbols = time.columns.contains(.dayPeriod) ? [profile.symbols.am, profile.symbols.pm] : []
        columnsLeftToRight =
            profile.characterDirection == .rtl
            ? TimePickerLayout.columnsLeftToRight(in: time.pattern, locale: Locale(identifier: profile.identifier))
            : time.columns
    }

    /// Where the day period stands among `columns`.
    static func position(in columns: [TimePickerColumn]) -> DayPeriodPosition {
        guard let period = columns.firstIndex(of: .dayPeriod) else { return .none }
        guard let hour = columns.firstIndex(of: .hour) else { return .last }
        return period < hour ? .first : .last
    }
}

extension HourCycle {
    /// Foundation's value.
    package var foundation: Locale.HourCycle {
        switch self {
        case .h11: .zeroToEleven
        case .h12: .oneToTwelve
        case .h23: .zeroToTwentyThree
        case .h24: .oneToTwentyFour
        }
    }

    /// The hours it counts, as a range: `"1–12"`.
    package var range: String {
        let hours = TimePickerLayout.hours(of: foundation)
        return "\(hours.lowerBound)–\(hours.upperBound)"
    }
}

extension TimeAnswer {
    private enum Keys: String, CodingKey {
        case time, twelveHour, twentyFourHour, seconds, twelveHourSeconds, twentyFourHourSeconds, dateTime, seed,
            dateTimeOrder, glue, trailing, dayPeriodSymbols
        case columnsLeftToRight
        case hourCycle, hours, dayPeriod
    }

    /// Encodes the answer with what it derives (hour cycle, hours, day period position), for `show --json`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(time, forKey: .time)
        try container.encode(twelveHour, forKey: .twelveHour)
        try container.encode(twentyFourHour, forKey: .twentyFourHour)
        try container.encode(seconds, forKey: .seconds)
        try container.encode(twelveHourSeconds, forKey: .twelveHourSeconds)
        try container.encode(twentyFourHourSeconds, forKey: .twentyFourHourSeconds)
        try container.encode(dateTime, forKey: .dateTime)
        try container.encode(seed, forKey: .seed)
        try container.encode(dateTimeOrder, forKey: .dateTimeOrder)
        try container.encode(glue, forKey: .glue)
        try container.encode(trailing, forKey: .trailing)
        try container.encode(dayPeriodSymbols, forKey: .dayPeriodSymbols)
        try container.encode(columnsLeftToRight, forKey: .columnsLeftToRight)
        try container.encodeIfPresent(hourCycle, forKey: .hourCycle)
        try container.encode([hours.lowerBound, hours.upperBound], forKey: .hours)
        try container.encode(dayPeriod, forKey: .dayPeriod)
    }

    /// Decodes the stored parts; the derived ones are recomputed.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let time = try container.decode(Row.self, forKey: .time)
        self.init(
            time: time,
            twelveHour: try container.decode(Row.self, forKey: .twelveHour),
            twentyFourHour: try container.decode(Row.self, forKey: .twentyFourHour),
            // Absent in profiles stored before the seconds were read.
            seconds: try container.decodeIfPresent(Row.self, forKey: .seconds) ?? Self.empty.time,
            twelveHourSeconds: try container.decodeIfPresent(Row.self, forKey: .twelveHourSeconds) ?? Self.empty.time,
            twentyFourHourSeconds: try container.decodeIfPresent(Row.self, forKey: .twentyFourHourSeconds)
                ?? Self.empty.time,
            dateTime: try container.decode(Row.self, forKey: .dateTime),
            seed: try container.decode(Row.self, forKey: .seed),
            dateTimeOrder: try container.decode(DateTimeOrder.self, forKey: .dateTimeOrder),
            glue: try container.decode(String.self, forKey: .glue),
            trailing: try container.decodeIfPresent(String.self, forKey: .trailing) ?? "",
            dayPeriodSymbols: try container.decode([String].self, forKey: .dayPeriodSymbols),
            columnsLeftToRight: try container.decodeIfPresent([TimePickerColumn].self, forKey: .columnsLeftToRight)
                ?? time.columns)
    }
}

extension LocaleProfile {
    /// The time picker's columns from the left as the locale shows its time (`TimeAnswer.columnsLeftToRight`).
    package var timeColumnsLeftToRight: [TimePickerColumn] { time.columnsLeftToRight }
}
