import AtlasMarkdown
import DateOrder
import Foundation
import LocaleProfiles

/// The `#time` section of a locale page: the columns of a time picker and of a date with a time, as
/// `TimePickerLayout` gives them, the hours and day period, which hour cycle to follow where Foundation disagrees
/// with itself, and a `<select>` preview (no JavaScript needed) whose columns follow the answer.
enum TimeSection {
    static func blocks(_ profile: LocaleProfile, voice: LocaleVoice, path: SitePath) -> [PageBlock] {
        let time = profile.time
        var blocks: [PageBlock] = [.heading(level: 2, id: "time", text: "Time picker")]
        var table = MarkdownTable(columns: [
            ("Picker or label", .none), ("Template", .none), ("Pattern", .none), ("Sample", .none), ("Hours", .none),
            ("In Swift", .none),
        ])
        table.rowHeaders = true
        table.caption =
            "Time pickers, a date with a time and a label; in Swift, layout is TimePickerLayout(for: locale) from the "
            + "DateOrder library, and withSeconds TimePickerLayout(for: locale, includingSeconds: true)"
        for (name, row, swift) in swiftRows(time) {
            table.addRow([
                // Each row's own hours: a 12-hour clock does not always count 1–12 (ja_JP's `aK:mm` counts 0–11).
                .text(name), .code(row.template), voice.patternCell(row.pattern), voice.cell(row.sample),
                .text(row.hourCycle?.range ?? "—"), .markdown(swift),
            ])
        }
        blocks.append(.markdown(table.markdown))
        blocks.append(.markdown(facts(profile, voice: voice, path: path)))
        if let follow = followNote(profile) { blocks.append(.markdown(follow)) }
        if profile.characterDirection == .rtl, !time.time.columns.isEmpty {
            let mirrored =
                time.time.columns.count > 1 && profile.timeColumnsLeftToRight == time.time.columns.reversed()
            blocks.append(
                .markdown(
                    "**Right to left:** "
                        + (mirrored
                            ? "this locale's time reads right to left too (its digits are right-to-left characters), "
                            : "a time is not mirrored (its digits run left to right), ")
                        + "as the locale shows it (" + voice.text(time.time.sample)
                        + "): lay the time columns out from the left in this order, in a container that does not "
                        + "mirror: "
                        + MarkdownText.code(swiftArray(profile.timeColumnsLeftToRight))
                        + " (`TimePickerLayout.columnsLeftToRight`). " + otherClocksFromLeft(profile)
                        + "The arrays in the table are the patterns' order. " + dateTimeSides(time.dateTimeOrder)))
        }
        blocks.append(.html(preview(profile)))
        return blocks
    }

    /// The 12- and 24-hour clocks of a right-to-left locale from the left, each that is not the locale's own clock
    /// and stands in another order from the left than its pattern writes it (he_IL's 12-hour `h:mm a` shows its day
    /// period on the left), as a layout on that clock gives them: a picker laid out in the table's order would put
    /// the day period on the wrong side. Empty where there is none.
    static func otherClocksFromLeft(_ profile: LocaleProfile) -> String {
        let time = profile.time
        let locale = Locale(identifier: profile.identifier)
        var text = ""
        for (row, name, cycle) in [
            (time.twelveHour, "12-hour", "oneToTwelve"), (time.twentyFourHour, "24-hour", "zeroToTwentyThree"),
        ] where row.pattern != time.time.pattern {
            let fromLeft = TimePickerLayout.columnsLeftToRight(in: row.pattern, locale: locale)
            guard fromLeft != row.columns else { continue }
            text +=
                "On a \(name) clock (" + LocaleVoice(profile).pattern(row.pattern) + ") they stand from the left as "
                + MarkdownText.code(swiftArray(fromLeft)) + " ("
                + MarkdownText.code("TimePickerLayout(for: locale, hourCycle: .\(cycle)).columnsLeftToRight") + "). "
        }
        return text
    }

    /// Where the two parts of a date-and-time picker go in a right-to-left locale: the part that comes first on the
    /// right, as the date's columns are laid out, each part in its own container (the date's mirrors, the time's
    /// does not), as the library's article says.
    static func dateTimeSides(_ order: DateTimeOrder) -> String {
        let (first, second) = order == .dateFirst ? ("date", "time") : ("time", "date")
        return "In a picker of a date and a time, the \(first), which comes first, stands on the right and the "
            + "\(second) on the left: give each part its own container (the date's mirrors, the time's does not) and "
            + "put the two in one that follows the layout direction."
    }

    /// The time answer in one sentence, for the page's description: `Time a h:mm (오후 4:45): 12-hour, 1–12, day
    /// period first; date and time with the date first.`
    static func summary(_ profile: LocaleProfile) -> String {
        let time = profile.time
        var text = "Time \(time.time.pattern) (\(time.time.sample))"
        if let cycle = time.hourCycle {
            text += ": " + (cycle.usesDayPeriod ? "12-hour" : "24-hour") + ", \(cycle.range)"
        }
        if time.dayPeriod != .none { text += ", day period " + time.dayPeriod.rawValue }
        return text + "; date and time with the " + (time.dateTimeOrder == .dateFirst ? "date" : "time") + " first."
    }

    /// The rows of the time table, each with what a developer uses for it, as Markdown: the call on a
    /// `TimePickerLayout` that gives the row's answer and that answer (`layout.columns` → `[.hour, .minute]`), so no
    /// row shows a value under a name that is not its own: a date with a time has an order of date and time, not
    /// time columns, and the label has no columns at all.
    static func swiftRows(_ time: TimeAnswer) -> [(name: String, row: TimeAnswer.Row, swift: String)] {
        func call(_ expression: String, _ value: String) -> String {
            MarkdownText.code(expression) + " → " + MarkdownText.code(value)
        }
        let order = time.dateTimeOrder
        return [
            ("Time, the locale's clock", time.time, call("layout.columns", swiftArray(time.time.columns))),
            (
                "Time, 12-hour clock", time.twelveHour,
                call("layout.columns(hourCycle: .oneToTwelve)", swiftArray(time.twelveHour.columns))
            ),
            (
                "Time, 24-hour clock", time.twentyFourHour,
                call("layout.columns(hourCycle: .zeroToTwentyThree)", swiftArray(time.twentyFourHour.columns))
            ),
            (
                // With seconds: the same columns, the seconds column right after the minute in every locale.
                "Time with seconds", time.seconds,
                // Named in the caption: the whole call in a cell, which never wraps, widened the table past its box.
                call("withSeconds.columns", swiftArray(time.seconds.columns))
                    + ", the seconds right after `.minute`"
            ),
            (
                "Date and time picker", time.dateTime,
                call("layout.dateTimeOrder", "." + order.rawValue)
                    + (order == .dateFirst
                        ? ": the date's columns (" + dateColumns(time) + "), then the time's"
                        : ": the time's columns, then the date's (" + dateColumns(time) + ")")
            ),
            (
                "A label with date and 12-hour time", time.seed,
                "no columns (a label, not a picker): format it with this pattern"
            ),
        ]
    }

    /// The date's columns in a date with a time, as its pattern writes them (`Day · Month · Year`, `Day · Month ·
    /// Year · Era` for ar_SA's `d MMM، y G، h:mm a`): where a locale's pickers disagree (fa_IR: numeric Y·M·D, with
    /// month names D·M·Y), "the date picker's columns" would not say which.
    static func dateColumns(_ time: TimeAnswer) -> String {
        DatePickerLayout.columns(in: time.dateTime.pattern, for: .withMonthNames).map(\.name).joined(separator: " · ")
    }

    /// `[.dayPeriod, .hour, .minute]`.
    static func swiftArray(_ columns: [TimePickerColumn]) -> String {
        "[" + columns.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    /// The day period's names as an English list, AM's first (`ص / م`): each name in the locale's direction on its
    /// own, so a right-to-left locale's pair still reads AM first from the left, not reversed as one right-to-left run
    /// would show it (`م / ص`).
    static func dayPeriodNames(_ time: TimeAnswer, voice: LocaleVoice) -> String {
        time.dayPeriodSymbols.map { voice.text($0) }.joined(separator: " / ")
    }

    /// Hours, day period and the date with time, in sentences.
    static func facts(_ profile: LocaleProfile, voice: LocaleVoice, path: SitePath) -> String {
        let time = profile.time
        var text = "**Hours:** "
        if let cycle = time.hourCycle {
            text +=
                MarkdownText.link(text: cycle.rawValue, destination: path.link(to: SitePath.timePicker(time)))
                + ", \(cycle.range) (the pattern's hour letter is " + MarkdownText.code(cycle.letter) + "), "
                + (TimePickerLayout.minimumHourDigits(in: time.time.pattern) == 2
                    ? "padded to two digits" : "without a leading zero")
                + " (`minimumHourDigits`)"
            let separator = TimePickerLayout.hourMinuteSeparator(in: time.time.pattern)
            if !separator.isEmpty {
                text +=
                    ". **Between hour and minute:** " + voice.pattern("\"" + separator + "\"")
                    + " (`hourMinuteSeparator`)"
            }
            // Words or signs the pattern writes before the hour or after the last column (nds's `Kl. `, ee's ` ga `
            // after its day period, hsb's ` hodź.`): a picker shows them beside its columns, as the label does.
            let literals = TimePickerLayout.literals(in: time.time.pattern)
            for (literal, name, call) in [
                (literals.before[.hour] ?? "", "Before the hour", "text(before: .hour)"),
                (literals.trailing, "After the last column", "trailingText"),
            ] where isVisible(literal) {
                text += ". **\(name):** " + voice.pattern("\"" + literal + "\"") + " (" + MarkdownText.code(call) + ")"
            }
        } else {
            text += "the time pattern writes no hour"
        }
        text += secondsFacts(time, voice: voice)
        text += ". **Day period:** "
        switch time.dayPeriod {
        case .none: text += "none, a 24-hour clock"
        // The names in parentheses: a name's own full stop (es_419's `p.m.`) must not end the sentence as `p.m..`.
        case .first: text += "before the hour (" + dayPeriodNames(time, voice: voice) + ")"
        case .last:
            // After the hour, and after the minute too unless the pattern puts it between them (blo's `h a mm`).
            text +=
                (time.dayPeriodIsBetween ? "between the hour and the minute (" : "after the hour and minute (")
                + dayPeriodNames(time, voice: voice) + ")"
        }
        text += ". **Date and time:** "
        text += time.dateTimeOrder == .dateFirst ? "the date first" : "the time first"
        // The glue as the locale writes it (`" at "`), not as pattern text (`" 'at' "`): quotes and `''` undone.
        let glue = PatternTokenizer.unquoted(time.glue)
        text += ", joined by " + (glue.isEmpty ? "nothing" : voice.pattern("\"" + glue + "\""))
        // What closes it after the last column (eu's `)`, closing the ` (` its glue opened).
        let trailing = PatternTokenizer.unquoted(time.trailing)
        if !trailing.isEmpty {
            text += ", and closed by " + MarkdownText.code("\"" + trailing + "\"") + " after the last column"
        }
        text += "."
        text +=
            " "
            + MarkdownText.link(
                text: time.dateTimeOrder == .dateFirst ? "Locales with the date first" : "Locales with the time first",
                destination: path.link(to: SitePath.timePicker(.dateTime(time.dateTimeOrder)))) + "."
        return text
    }

    /// The time with seconds in a sentence: what stands between minute and second and where the day period goes
    /// (`. **Seconds:** after ":" (`minuteSecondSeparator`), the day period after them`); empty where the locale
    /// writes no seconds.
    static func secondsFacts(_ time: TimeAnswer, voice: LocaleVoice) -> String {
        let pattern = time.seconds.pattern
        guard TimePickerLayout.columnNamesWithSeconds(in: pattern).contains("second") else { return "" }
        var text =
            ". **Seconds:** right after the minute, after "
            + voice.pattern("\"" + TimePickerLayout.minuteSecondSeparator(in: pattern) + "\"")
            + " (`minuteSecondSeparator`)"
        // What the seconds pattern writes otherwise than the minute time above: one-digit minute and second, another
        // text between hour and minute (ko_CN: `H시 m분 s초` beside `HH:mm`).
        let oneDigit = [("minute", "m", "minimumMinuteDigits"), ("second", "s", "minimumSecondDigits")].filter {
            TimePickerLayout.minimumDigits(of: Character($0.1), in: pattern) == 1
        }
        if !oneDigit.isEmpty {
            text +=
                ", " + oneDigit.map(\.0).joined(separator: " and ") + " without a leading zero ("
                + oneDigit.map { MarkdownText.code($0.2) }.joined(separator: ", ") + ")"
        }
        let hourMinute = TimePickerLayout.hourMinuteSeparator(in: pattern)
        if !hourMinute.isEmpty, hourMinute != TimePickerLayout.hourMinuteSeparator(in: time.time.pattern) {
            text += ", hour and minute joined by " + voice.pattern("\"" + hourMinute + "\"")
        }
        switch TimeAnswer.dayPeriodPlacement(in: time.seconds) {
        case "none": break
        case "first": text += ", the day period before the hour"
        case "last": text += ", the day period after the seconds"
        case let between: text += ", the day period " + between
        }
        return text
    }

    /// Whether literal text shows anything: not only spaces and invisible marks (ko_KR's ` ` after its day period,
    /// ur's left-to-right mark before the hour).
    static func isVisible(_ text: String) -> Bool {
        text.unicodeScalars.contains { !$0.properties.isWhitespace && $0.properties.generalCategory != .format }
    }

    /// ` (World)` for `001` (Foundation writes `world`), ` (Canada)` for `CA`: a reader who does not know CLDR's region codes learns which region
    /// `Locale.hourCycle` looked up. Empty where Foundation has no English name for the code.
    static func regionName(_ code: String) -> String {
        Locale(identifier: "en").localizedString(forRegionCode: code).map { " (" + $0.uppercasedFirstLetter + ")" }
            ?? ""
    }

    /// Which hour cycle a picker should follow where `Locale.hourCycle` and the time pattern disagree, and why.
    static func followNote(_ profile: LocaleProfile) -> String? {
        guard let cycle = profile.time.hourCycle, cycle != profile.hourCycle else { return nil }
        return "**Follow the pattern's \(cycle.rawValue) (\(cycle.range)), not Locale.hourCycle's "
            + "\(profile.hourCycle.rawValue) (\(profile.hourCycle.range)).** The time pattern "
            + LocaleVoice(profile).pattern(profile.time.time.pattern)
            + " is the locale's own data, what a DateFormatter formats the chosen time with and what "
            + "TimePickerLayout follows; Locale.hourCycle is the preferred hour cycle of the region "
            + (profile.regionCode.map { MarkdownText.escape($0 + Self.regionName($0)) + " " } ?? "")
            + "in CLDR's time data, which does not look at the language's patterns. A picker built from "
            + "Locale.hourCycle would show hours that the locale's own formatted time contradicts."
    }

    /// The hour, minute and day period columns as `<select>` elements in the order the time pattern writes them,
    /// the sample time (16:45) selected, numbers in the time pattern's digits.
    static func preview(_ profile: LocaleProfile) -> HTMLFragment {
        let time = profile.time
        let cycle = time.hourCycle ?? .h23
        let hours = Array(time.hours)
        let padded = time.time.pattern.contains(cycle.letter + cycle.letter)
        // Numbers in the digits the sample uses (Arabic-Indic, Devanagari, …).
        let digits = DigitSystem.systems(in: time.time.sample).first ?? .latin
        let sampleHour = 16
        let selectedHour: Int =
            switch cycle {
            case .h11: sampleHour % 12
            case .h12: sampleHour % 12 == 0 ? 12 : sampleHour % 12
            case .h23: sampleHour
            case .h24: sampleHour == 0 ? 24 : sampleHour
            }
        // In reading order in the page (what a screen reader says), placed from the left as the locale shows its
        // time (in most right-to-left locales a time is not mirrored) by each column's flex order.
        let reading = time.time.columns.isEmpty ? [TimePickerColumn.hour, .minute] : time.time.columns
        let visual = time.time.columns.isEmpty ? reading : profile.timeColumnsLeftToRight
        let selects = reading.map { column -> HTMLFragment in
            let (name, values, selected): (String, [String], Int) =
                switch column {
                case .hour:
                    (
                        "Hour", hours.map { digits.text($0, width: padded ? 2 : 1) },
                        hours.firstIndex(of: selectedHour) ?? 0
                    )
                case .minute: ("Minute", (0..<60).map { digits.text($0, width: 2) }, 45)
                case .dayPeriod: ("Day period", time.dayPeriodSymbols, 1)
                }
            return PickerPreview.column(
                field: column.rawValue, name: name, selectName: column.rawValue, values: values, selected: selected,
                order: visual == reading ? nil : visual.firstIndex(of: column))
        }
        func names(_ columns: [TimePickerColumn]) -> String {
            columns.map { $0 == .dayPeriod ? "day period" : $0.rawValue }.joined(separator: ", ")
        }
        var caption = "A time picker for \(profile.identifier), in its pattern's order: " + names(reading)
        if profile.characterDirection == .rtl {
            caption += "; on screen from the left, as its time reads: " + names(visual)
        }
        caption += "; hours \(cycle.range), with the sample time selected"
        return PickerPreview.figure(
            profile, className: "picker-preview time-preview", direction: "ltr",
            data: [
                ("data-columns", visual.map(\.rawValue).joined(separator: " ")),
                ("data-hours", "\(hours.first ?? 0)-\(hours.last ?? 0)"),
            ], columns: selects, captionID: "time-preview-caption", caption: caption)
    }
}

extension HourCycle {
    /// The pattern letter of the cycle: `K`, `h`, `H`, `k`.
    var letter: String {
        switch self {
        case .h11: "K"
        case .h12: "h"
        case .h23: "H"
        case .h24: "k"
        }
    }
}
