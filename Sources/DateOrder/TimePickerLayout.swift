import Foundation

/// How to lay out the columns of a time picker for a locale, and of a picker of a date with a time: the order
/// of hour, minute and day period, the range of the hours, the day period's names, and whether the date or the
/// time comes first.
///
/// ```swift
/// import DateOrder
/// import Foundation
///
/// let layout = TimePickerLayout(for: Locale(identifier: "ko_KR"))
/// layout.columns              // [.dayPeriod, .hour, .minute]   오후 4:45
/// layout.hourCycle            // .oneToTwelve
/// layout.hours                // 1...12
/// layout.dayPeriodSymbols     // ["오전", "오후"]
/// layout.dateTimeOrder        // .dateFirst   (vi_VN: .timeFirst)
/// layout.pattern              // "a h:mm"
/// ```
///
/// The answers come from the locale's own patterns, as a `DateFormatter` would format the chosen time: the hour
/// cycle is the one the locale's time pattern writes (`jm`), which is not always what `Locale.hourCycle` says
/// (`fr_CA` writes `HH:mm`, while its `hourCycle` is `.oneToTwelve`); for a clock the user chose, create the
/// layout with ``init(for:calendar:hourCycle:)``'s `hourCycle`. Creating a layout makes three
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` calls (`jm`, `yMMMd jm`, `yMMMd`) and nothing else;
/// for a time with seconds, ``init(for:calendar:hourCycle:includingSeconds:)`` asks `jms` and `yMMMd jms` instead;
/// ``columns(hourCycle:)`` for a user's 12- or 24-hour choice makes one more per call, and
/// ``dayPeriodSymbols`` reads the calendar's symbols on each access.
///
/// For an identifier that came from outside, check ``DatePickerLayout/dataSource`` of a date layout for the same
/// locale first: where Foundation has no data of the locale's own, the time patterns are a fallback's too. An
/// identifier Foundation cannot read (``locale`` `und`) has empty patterns and no columns; one whose language it
/// does not know (`xx_YY`) has a fallback's (`HH:mm`): check `dataSource` rather than for an empty ``pattern``.
public struct TimePickerLayout: Hashable, Sendable {
    /// The locale the layout is for, with the calendar as its `calendar` keyword when one was given, read as
    /// ``DatePickerLayout/locale`` is: a POSIX name without its character set (`de_DE.UTF-8` is `de_DE`), a
    /// deprecated language code as its replacement (`iw_IL` is `he_IL`), an identifier Foundation would trap on or
    /// read only a part of (a space, a control character or stray punctuation: `"en_US\n"`) as `und` (``pattern`` is then empty).
    /// Format the chosen time with it.
    public let locale: Locale
    /// The locale's time pattern (`jm`), e.g. `"h:mm\u{202F}a"` in `en_US` (a narrow no-break space before the
    /// day period) and `"h:mm\u{A0}a"` in `ar_EG`; empty for an identifier Foundation cannot read (``locale`` `und`).
    public let pattern: String
    /// The locale's pattern of a date with month names and a time (`yMMMd jm`): `"MMM d, y 'at' h:mm\u{202F}a"`
    /// in `en_US`. Format a chosen date and time with it.
    public let dateTimePattern: String
    /// The date part alone (`yMMMd`), which `dateTimePattern` usually contains as it stands.
    let datePattern: String
    /// Whether the layout is of a time with seconds (``init(for:calendar:hourCycle:includingSeconds:)``): then
    /// ``pattern`` writes a seconds field (`s`) right after the minute in every locale, and the picker has a
    /// seconds column right after `.minute` in ``columns``. From the left (``columnsLeftToRight``) it stands beside
    /// the minute on the side away from the hour: on its right where the hour is left of the minute (`ar_EG`
    /// `م ٤:٤٥:٣٠`), on its left where the time's digits run right to left (Adlam, N'Ko).
    public let includesSeconds: Bool

    /// Creates the layout for a locale, in `calendar` (default: the locale's own calendar), on the clock
    /// `hourCycle` (default: the locale's own, its `jm` pattern). The calendar changes the date part of
    /// ``dateTimePattern``, and the time pattern too where the locale has no time data of its own for that calendar
    /// (`am_ET` writes `a h:mm`, with the Ethiopic calendar `h:mm a`): every pattern is asked in it.
    ///
    /// For a user who chose a 12- or 24-hour clock in your app, pass that choice: every answer then follows the
    /// locale's 12-hour pattern (`hm`, for `.oneToTwelve` and `.zeroToEleven`) or its 24-hour one (`Hm`, for the
    /// others), as ``pattern(hourCycle:)`` gives it. `de_DE` on a 12-hour clock is `[.hour, .minute, .dayPeriod]`,
    /// hours `1...12`, day periods `["AM", "PM"]`; `ja_JP`'s counts `0...11` (`aK:mm`). The locale still decides
    /// where the day period goes and how the hours are counted (for 1–12 in Japanese, create the layout for
    /// `ja_JP@hours=h12`). A locale that names an hour cycle (`@hours=h11`, `-u-hc-h11`, as a user's setting can)
    /// counts that way on its own clock and on a chosen one of the same kind, never on the other kind:
    /// `en_US@hours=h11` is `K:mm a` (`0...11`) on its own clock and on `.oneToTwelve`, `HH:mm` on
    /// `.zeroToTwentyThree`; `en_US@hours=h24` is `kk:mm` (`1...24`) on `.zeroToTwentyThree`.
    ///
    /// Makes three `DateFormatter.dateFormat(fromTemplate:options:locale:)` calls and nothing else (six for a BCP 47
    /// form Foundation finds no patterns for, `hi-IN-u-nu-deva`, read again in ICU's form, as ``locale`` then is).
    public init(for locale: Locale, calendar: Calendar? = nil, hourCycle: Locale.HourCycle? = nil) {
        self.init(for: locale, calendar: calendar, hourCycle: hourCycle, includingSeconds: false)
    }

    /// Creates the layout of a time picker with a seconds column when `includingSeconds` is `true` (a log viewer,
    /// an alarm to the second): every answer then follows the locale's time with seconds, `jms` on its own clock
    /// (`hms`, `Hms` on a chosen one), and ``dateTimePattern`` is `yMMMd jms`. `en_US` is `"h:mm:ss\u{202F}a"`,
    /// `ko_KR` `"a h:mm:ss"`, `da` `"HH.mm.ss"`; with `false`, the same as ``init(for:calendar:hourCycle:)``.
    ///
    /// The seconds pattern is not the minute one with seconds added: `fur` pads the hour only with seconds
    /// (`H:mm`, `HH:mm:ss`), `nds` writes `'Klock' H.mm:ss` where its minutes are `'Kl'. H.mm`, `dsb` and `hsb`
    /// drop their words (`H:mm:ss`), `ko_CN` writes `H시 m분 s초` (one-digit minute and second), and 62 locales'
    /// 12-hour time (`hms`: `ak`, `bem`, `lg`, `naq`, …) a plain space before the day period where `hm` has a
    /// narrow no-break one. On this toolchain that is 21 locales' `jms`, 67 `hms` and 20 `Hms`. Lay it out from this
    /// layout's own answers. The seconds are not a ``TimePickerColumn``: the seconds column stands right after
    /// `.minute` in ``columns`` in every locale, with ``minuteSecondSeparator`` before it and
    /// ``minimumSecondDigits`` digits (see ``includesSeconds``). Makes three pattern calls, as the other initializer.
    public init(
        for locale: Locale, calendar: Calendar? = nil, hourCycle: Locale.HourCycle? = nil, includingSeconds: Bool
    ) {
        // The time, the date with time, the date alone.
        let time =
            hourCycle.map { Self.template(for: $0, seconds: includingSeconds) } ?? (includingSeconds ? "jms" : "jm")
        includesSeconds = includingSeconds
        let patterns: [String?]
        (self.locale, patterns) = DatePickerLayout.read(
            locale, calendar: calendar?.identifier, templates: [time, "yMMMd " + time, "yMMMd"])
        pattern = patterns[0] ?? ""
        dateTimePattern = patterns[1] ?? ""
        datePattern = patterns[2] ?? ""
    }

    /// The columns of the locale's time picker, in the order its pattern writes them: `[.hour, .minute,
    /// .dayPeriod]` in `en_US`, `[.dayPeriod, .hour, .minute]` in `ko_KR`, `[.hour, .minute]` in `de_DE`.
    /// Empty for an unreadable identifier.
    public var columns: [TimePickerColumn] { Self.columns(in: pattern) }

    /// The columns as a reader sees the locale's time, from the left.
    ///
    /// A time is usually not mirrored like a date: in most right-to-left locales its digits still run left to right
    /// (`16:45` in `he_IL`; Adlam's and N'Ko's digits are right-to-left characters, so their hour is on the right), and
    /// the day period stands where the Unicode Bidirectional Algorithm puts it (`ar_EG` writes `"h:mm\u{A0}a"`, shown
    /// `م ٤:٤٥`: `[.dayPeriod, .hour, .minute]`; `ur_PK`'s pattern starts with a left-to-right mark, so `4:45 PM` reads
    /// as written). Lay these columns out from the left in a container that does not mirror (in SwiftUI,
    /// `.environment(\.layoutDirection, .leftToRight)` on the columns' `HStack`); in a left-to-right locale they are
    /// ``columns``. Read from the sample time 16:45 formatted field by field (one `DateFormatter` per call).
    public var columnsLeftToRight: [TimePickerColumn] { Self.columnsLeftToRight(in: pattern, locale: locale) }

    /// The columns of a time picker that counts hours the way the user chose rather than the locale's way:
    /// `.oneToTwelve` or `.zeroToEleven` ask for the locale's 12-hour pattern (`hm`), the others for its 24-hour
    /// one (`Hm`; `hms` and `Hms` in a layout with seconds). Where the day period goes still follows the locale
    /// (`ko_KR`: before the hour). One pattern call per access; ``pattern(hourCycle:)`` gives the pattern. Empty
    /// for an unreadable identifier, as ``columns`` is.
    public func columns(hourCycle: Locale.HourCycle) -> [TimePickerColumn] {
        Self.columns(in: pattern(hourCycle: hourCycle))
    }

    /// The locale's 12-hour (`hm`) or 24-hour (`Hm`) time pattern: `"a h:mm"` and `"HH:mm"` in `ko_KR`,
    /// `"aK:mm"` and `"H:mm"` in `ja_JP`; with seconds (``includesSeconds``) `hms` or `Hms`: `"a h:mm:ss"` and
    /// `"H시 m분 s초"` in `ko_KR`. One pattern call. Empty for an unreadable identifier, as ``pattern`` is:
    /// where Foundation gave the layout no pattern at all (an identifier of anything but ASCII, `"fr_FR_é"`, or
    /// one it cannot read), this asks nothing and answers nothing either, rather than root's patterns.
    public func pattern(hourCycle: Locale.HourCycle) -> String {
        guard isReadable else { return "" }
        return FoundationFormatters.confined {
            FoundationFormatters.pattern(
                fromTemplate: Self.template(for: hourCycle, seconds: includesSeconds), locale: locale) ?? ""
        }
    }

    /// Whether Foundation gave the layout any pattern: not, for an identifier it cannot read (``pattern`` and
    /// ``dateTimePattern`` are then empty).
    private var isReadable: Bool {
        !(pattern.isEmpty && dateTimePattern.isEmpty && datePattern.isEmpty)
    }

    /// The template of a clock: `hm` for a 12-hour cycle, `Hm` for a 24-hour one; `hms` and `Hms` with seconds.
    static func template(for hourCycle: Locale.HourCycle, seconds: Bool = false) -> String {
        (hourCycle == .oneToTwelve || hourCycle == .zeroToEleven ? "hm" : "Hm") + (seconds ? "s" : "")
    }

    /// How the locale's time pattern counts hours, read from its hour letter: `.oneToTwelve` (`h`),
    /// `.zeroToEleven` (`K`, `ja_JP`'s 12-hour clock: 午後0:00 at noon), `.zeroToTwentyThree` (`H`) or
    /// `.oneToTwentyFour` (`k`); `nil` when the pattern has no hour (an unreadable identifier).
    public var hourCycle: Locale.HourCycle? { Self.hourCycle(in: pattern) }

    /// The hours of the hour column, in the range the hour cycle counts: `1...12`, `0...11`, `0...23` or
    /// `1...24`; `0...23` when the pattern has no hour.
    public var hours: ClosedRange<Int> { Self.hours(of: hourCycle) }

    /// The names of the day period column, morning first (`["AM", "PM"]`, `["오전", "오후"]`, `["午前", "午後"]`),
    /// from the layout's calendar; empty when the time pattern has no day period (a 24-hour clock).
    ///
    /// Their length varies a lot between locales: size the column from them. (Where Foundation on Linux formats a
    /// locale as another, `shi_Latn` as `shi`, a `DateFormatter`'s own symbols are the other locale's; these are the
    /// locale's.)
    public var dayPeriodSymbols: [String] {
        guard columns.contains(.dayPeriod) else { return [] }
        var calendar = locale.calendar
        calendar.locale = locale
        return [calendar.amSymbol, calendar.pmSymbol]
    }

    /// Whether a picker of a date and a time puts the date or the time first, as ``dateTimePattern`` does:
    /// `.timeFirst` in `vi_VN` (`HH:mm d MMM, y`), `.dateFirst` in most locales.
    public var dateTimeOrder: DateTimeOrder { Self.dateTimeOrder(in: dateTimePattern) }

    /// What ``dateTimePattern`` writes between the date and the time, as pattern text, quotes and all:
    /// `" 'at' "` in `en_US`, `", "` in `de_DE`, `" "` in `ko_KR`, `""` in `yue` (`y年M月d日ah:mm`), `" ("` in `eu`
    /// (the time is then closed by `)`, ``dateTimeTrailing``).
    ///
    /// Read by finding the date pattern (`yMMMd`) and then the time pattern in it; where the combination rewrites
    /// either, the literal text, unquoted, between the last field of the first part and the first field of the second.
    /// Use it to build a pattern; to show the glue, use ``dateTimeGlueText``.
    public var dateTimeGlue: String {
        Self.dateTimeLiterals(in: dateTimePattern, date: datePattern, time: pattern).glue
    }

    /// What a date with a time shows between the date and the time, as text, quotes removed: `" at "` in `en_US`
    /// (``dateTimeGlue`` is `" 'at' "`), `" klo "` in `fi`, `", "` in `de_DE`, `" "` in `ko_KR`, `""` in `yue`,
    /// `" ("` in `eu`. A formatter given ``dateTimePattern`` writes the date, this, the time, then
    /// ``dateTimeTrailingText`` (in `vi_VN`, time first, the time, this, the date, then the trailing text).
    public var dateTimeGlueText: String {
        Self.dateTimeLiterals(in: dateTimePattern, date: datePattern, time: pattern).glueText
    }

    /// What ``dateTimePattern`` writes after its second part (the time, or the date where the time comes first),
    /// as pattern text, quotes and all: `")"` in `eu` (`y MMM d('a') (HH:mm)`, which ``dateTimeGlue`` `" ("`
    /// opened), empty in every other locale on Linux's CLDR 46.
    ///
    /// Text the time pattern itself ends with is the time's, not this: `hsb`'s `" 'hodź'."` (``trailingText``). Read,
    /// like the glue, after the second part found in the combined pattern; where the combination rewrites it, the
    /// literal text, unquoted, after the combined pattern's last field, less what the second part itself ends with.
    /// Append it to a pattern built from ``dateTimeGlue``; to show it, use ``dateTimeTrailingText``.
    public var dateTimeTrailing: String {
        Self.dateTimeLiterals(in: dateTimePattern, date: datePattern, time: pattern).trailing
    }

    /// What a date with a time shows after its second part, as text, quotes removed: `")"` in `eu`, which shows
    /// `2026 api. 15(a) (16:45)`; empty in every other locale on Linux's CLDR 46.
    ///
    /// In a picker of a date and a time it stands after the last column, after the time's own ``trailingText``: a label
    /// assembled from the picker reads the first part, ``dateTimeGlueText``, the second part, then this, as a formatter
    /// given ``dateTimePattern`` writes it. Empty for an unreadable identifier.
    public var dateTimeTrailingText: String {
        Self.dateTimeLiterals(in: dateTimePattern, date: datePattern, time: pattern).trailingText
    }

    /// The text the time pattern writes right before a column, unquoted: what stands between that column and the
    /// one before it, or the start of the time. Lay out a picker's separators from it, beside
    /// ``hourMinuteSeparator``, ``minimumHourDigits`` and ``trailingText``.
    ///
    /// - `.hour`: `""` in most locales; `"Kl. "` in `nds` (`'Kl'. H.mm`), `"zeg. "` in `dsb`, `"#"` in `tok`,
    ///   `"\u{200E}"` (a left-to-right mark) in `ur_PK`; after a day period, `" "` in `ko_KR` (`a h:mm`), `""` in
    ///   `zh_Hant_TW` (`ah:mm`), `" ga "` in `ee` (`a 'ga' h:mm`).
    /// - `.minute`: the hour–minute separator, ``hourMinuteSeparator``.
    /// - `.dayPeriod`: `"\u{202F}"` (a narrow no-break space) in `en_US` (`"h:mm\u{202F}a"`), `"\u{A0}"` in
    ///   `ar_EG`, `""` where the day period comes first.
    ///
    /// Empty for a column the pattern does not write (the day period on a 24-hour clock) and for an unknown
    /// identifier. Literal text after the last column is ``trailingText``.
    public func text(before column: TimePickerColumn) -> String {
        Self.literals(in: pattern).before[column] ?? ""
    }

    /// The text the time pattern writes after its last column, unquoted: `" hodź."` in `hsb` (`H:mm 'hodź'.`),
    /// empty in most locales.
    public var trailingText: String { Self.literals(in: pattern).trailing }

    /// What the time pattern writes between the hour and the minute, unquoted: `":"` in most locales, `"."` in 22
    /// of them (`da` `HH.mm`, `fi` `H.mm`, `id`, `nds`, `si`, `sv_FI`, …), `"h"` in `oc` (`HH'h'mm`: `21h05`).
    /// Empty when the pattern has no hour followed by a minute: an unreadable identifier, and `blo`'s 12-hour clock
    /// (`h a mm`, the day period between them; ``text(before:)`` `.minute` is then the text after the day period).
    public var hourMinuteSeparator: String { Self.hourMinuteSeparator(in: pattern) }

    /// How many digits the time pattern writes an hour with at least: 2 where it pads the hour (`HH`, `hh`, `kk`,
    /// `KK`: `09:05` in `de_DE`), 1 where it does not (`H`, `h`, `k`, `K`: `9:05` in `en_US` and `ja_JP`).
    ///
    /// Format the hour rows with it, in the locale's digits, so they read as a time formatted from ``pattern``
    /// does: `9.formatted(.number.locale(locale).precision(.integerLength(layout.minimumHourDigits...)))`. The
    /// minute is two digits in every locale's time without seconds; with seconds, ``minimumMinuteDigits`` says how
    /// many (1 in `ko_CN`'s `H시 m분 s초`, and in the Korean locales' 24-hour `Hms`). 1 when the pattern has no hour.
    public var minimumHourDigits: Int { Self.minimumHourDigits(in: pattern) }

    // MARK: - The rules, shared with the generator

    /// ``hourMinuteSeparator`` of a time pattern: the literal text between an hour and the minute right after it.
    package static func hourMinuteSeparator(in pattern: String) -> String {
        let columns = columns(in: pattern)
        guard let hour = columns.firstIndex(of: .hour), hour + 1 < columns.count, columns[hour + 1] == .minute
        else { return "" }
        return literals(in: pattern).before[.minute] ?? ""
    }

    /// ``minimumHourDigits`` of a time pattern: the length of its hour field, 1 or 2.
    package static func minimumHourDigits(in pattern: String) -> Int {
        for case .field(let letter, let count) in PatternTokenizer.tokenize(pattern)
        where TimePickerColumn(patternLetter: letter) == .hour {
            return min(max(count, 1), 2)
        }
        return 1
    }

    /// The columns of a time picker that follows `pattern`: hour, minute and day period by first appearance.
    package static func columns(in pattern: String) -> [TimePickerColumn] {
        var columns: [TimePickerColumn] = []
        for token in PatternTokenizer.tokenize(pattern) {
            guard case .field(let letter, _) = token, let column = TimePickerColumn(patternLetter: letter) else {
                continue
            }
            if !columns.contains(column) { columns.append(column) }
        }
        return columns
    }

    /// The columns of `pattern` from the left as the locale shows its time: in a right-to-left locale, ordered
    /// by where the Unicode Bidirectional Algorithm puts each field of the sample time (16:45 UTC on 2026-04-15)
    /// in a line that takes its direction from the time's first strong letter (right to left where it has none);
    /// in a left-to-right one, as the pattern writes them.
    package static func columnsLeftToRight(in pattern: String, locale: Locale) -> [TimePickerColumn] {
        let columns = columns(in: pattern)
        guard locale.language.characterDirection == .rightToLeft, columns.count > 1 else { return columns }
        return FoundationFormatters.confined {
            let formatter = FoundationFormatters.make()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            return VisualOrder.columnsFromLeft(columns, pattern: pattern, formatter: formatter) {
                TimePickerColumn(patternLetter: $0)
            }
        }
    }

    /// The hour cycle of a pattern's first hour field.
    package static func hourCycle(in pattern: String) -> Locale.HourCycle? {
        for token in PatternTokenizer.tokenize(pattern) {
            guard case .field(let letter, _) = token else { continue }
            switch letter {
            case "h": return .oneToTwelve
            case "K": return .zeroToEleven
            case "H": return .zeroToTwentyThree
            case "k": return .oneToTwentyFour
            default: continue
            }
        }
        return nil
    }

    /// The hours an hour cycle counts.
    package static func hours(of cycle: Locale.HourCycle?) -> ClosedRange<Int> {
        switch cycle {
        case .oneToTwelve: 1...12
        case .zeroToEleven: 0...11
        case .oneToTwentyFour: 1...24
        default: 0...23
        }
    }

    /// Whether a date-with-time pattern writes a time field before its first date field.
    package static func dateTimeOrder(in pattern: String) -> DateTimeOrder {
        for token in PatternTokenizer.tokenize(pattern) {
            guard case .field(let letter, _) = token else { continue }
            if TimePickerColumn(patternLetter: letter) != nil { return .timeFirst }
            if DatePickerColumn(patternLetter: letter) != nil { return .dateFirst }
        }
        return .dateFirst
    }

    /// The text between the date part and the time part of `combined`, as pattern text (see
    /// ``dateTimeGlue``).
    package static func glue(in combined: String, date: String, time: String) -> String {
        dateTimeLiterals(in: combined, date: date, time: time).glue
    }

    /// The literal text of a date-with-time pattern around its two parts: between them (``dateTimeGlue``) and
    /// after the second (``dateTimeTrailing``), each as pattern text and as the text a formatter writes (quotes
    /// removed).
    package static func dateTimeLiterals(
        in combined: String, date: String, time: String
    ) -> (glue: String, glueText: String, trailing: String, trailingText: String) {
        let (first, second) = dateTimeOrder(in: combined) == .dateFirst ? (date, time) : (time, date)
        if !first.isEmpty, !second.isEmpty, let firstRange = combined.range(of: first),
            let secondRange = combined.range(of: second, range: firstRange.upperBound..<combined.endIndex)
        {
            let glue = String(combined[firstRange.upperBound..<secondRange.lowerBound])
            let trailing = String(combined[secondRange.upperBound...])
            return (glue, PatternTokenizer.unquoted(glue), trailing, PatternTokenizer.unquoted(trailing))
        }
        // The literals, unquoted: the tokens after the first part's last field up to the second part's first
        // field, and those after the last field, less the literal the second part ends with.
        let tokens = PatternTokenizer.tokenize(combined)
        let trailing = Self.finalLiteral(of: tokens)
        let secondEnds = Self.finalLiteral(of: PatternTokenizer.tokenize(second))
        let trailingText = trailing.hasPrefix(secondEnds) ? String(trailing.dropFirst(secondEnds.count)) : trailing
        let isTime: (PatternToken) -> Bool? = { token in
            guard case .field(let letter, _) = token else { return nil }
            return TimePickerColumn(patternLetter: letter) != nil
        }
        guard
            let switchIndex = tokens.indices.first(where: { index in
                guard let kind = isTime(tokens[index]) else { return false }
                return kind != (isTime(tokens.first { isTime($0) != nil } ?? .literal("")) ?? false)
            })
        else { return ("", "", trailingText, trailingText) }
        var text = ""
        var index = switchIndex - 1
        while index >= 0, case .literal(let literal) = tokens[index] {
            text = literal + text
            index -= 1
        }
        return (text, text, trailingText, trailingText)
    }

    /// The literal text after the last field of a tokenized pattern, unquoted; empty when a field ends it.
    private static func finalLiteral(of tokens: [PatternToken]) -> String {
        // Tokens alternate, so a literal that is not the only token follows a field.
        guard tokens.count > 1, case .literal(let literal) = tokens.last else { return "" }
        return literal
    }

    /// The literal text of a time pattern, unquoted: what stands right before each column's first field (after
    /// the field before it, or from the start), and what follows the last field.
    package static func literals(
        in pattern: String
    ) -> (before: [TimePickerColumn: String], trailing: String) {
        var before: [TimePickerColumn: String] = [:]
        var pending = ""
        for token in PatternTokenizer.tokenize(pattern) {
            switch token {
            case .literal(let literal):
                pending += literal
            case .field(let letter, _):
                if let column = TimePickerColumn(patternLetter: letter), before[column] == nil {
                    before[column] = pending
                }
                pending = ""
            }
        }
        return (before, pending)
    }
}
