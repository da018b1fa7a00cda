import DateOrder
import Foundation
import LocaleProfiles

/// The readable summary `dateorder show` prints: the picker answer first, then the `yyyyMMdd` trick for what it
/// is, the facts, every template, and the notes that keep it from contradicting itself.
enum ProfileSummary {
    /// Where the pattern writes an era beside the year, the columns `DatePickerLayout` lays out, era included
    /// (`ja_JP@calendar=japanese`: `[.era, .year, .month, .day]`), as the page's arrays say; else nothing.
    static func eraColumns(_ row: PickerAnswer.Row) -> String {
        guard row.hasEraColumn else { return "" }
        let columns = DatePickerLayout.columns(in: row.pattern, for: row.kind)
        return "  (era column: [" + columns.map { "." + $0.rawValue }.joined(separator: ", ") + "])"
    }

    static func text(for profile: LocaleProfile) -> String {
        var lines: [String] = []
        lines.append("\(profile.identifier) — \(profile.englishName) — \(profile.nativeName)")
        let answer = profile.answer
        lines.append("pickers:  \(profile.headline)")
        let kindWidth = DatePickerKind.allCases.map(\.description.count).max() ?? 0
        for row in answer.rows {
            lines.append(
                "  " + pad(row.kind.description, kindWidth) + "  " + pad(row.order?.code ?? "-", 4) + "  "
                    + row.pattern + "  →  " + row.sample + eraColumns(row))
        }
        lines += timeLines(profile)
        let primary = profile.primary
        var trick = "yyyyMMdd: \(primary.order?.code ?? "-")  \(primary.pattern)  →  \(primary.sample)"
        trick += answer.misleading.isEmpty ? "  (agrees with every picker)" : ""
        lines.append(trick)
        for misleading in answer.misleading {
            lines.append(
                "  misleads: for \(misleading.kind.phrase) the trick says \(PickerAnswer.dotted(misleading.trick)), "
                    + "the locale writes \(PickerAnswer.dotted(misleading.picker))")
        }
        lines.append(
            "calendar: \(profile.calendar), first weekday \(profile.firstWeekday), \(profile.hourCycle.rawValue), "
                + "digits \(profile.numberingSystem), \(profile.characterDirection.rawValue)")
        lines.append("")
        let width = max(8, profile.formats.map(\.template.rawValue.count).max() ?? 0)
        lines.append(pad("template", width) + "  order       pattern  →  sample")
        for format in profile.formats {
            var line =
                pad(format.template.rawValue, width) + "  " + pad(format.order?.code ?? "-", 10) + "  "
                + format.pattern + "  →  " + format.sample
            if let gregorian = format.gregorian {
                line += "   (gregorian: \(gregorian.pattern)  →  \(gregorian.sample))"
            }
            lines.append(line)
        }
        let conflicts = profile.conflicts
        if !conflicts.isEmpty {
            lines.append("")
            lines.append("conflicts:")
            for conflict in conflicts {
                lines.append(
                    "  \(conflict.kind.title): \(conflict.template) is \(conflict.order), yyyyMMdd implies "
                        + "\(conflict.expected)")
            }
        }
        let notes = profile.notes
        if !notes.isEmpty {
            lines.append("")
            lines.append("notes:")
            for note in notes { lines.append("  \(note)") }
            for answer in profile.provenance.formatStyle where notes.contains(where: { $0.key == "renamed" }) {
                lines.append(
                    "  Date.FormatStyle, \(answer.kind): \(answer.order?.restricted(to: answer.kind.fields).code ?? "-")  "
                        + answer.sample)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The time picker: columns, hours, day period, the date with time, and which hour cycle to follow.
    static func timeLines(_ profile: LocaleProfile) -> [String] {
        let time = profile.time
        var lines = [
            "time:     " + time.time.columns.map(\.rawValue).joined(separator: " ") + "  " + time.time.pattern
                + "  →  " + time.time.sample
        ]
        if profile.characterDirection == .rtl, time.time.columns.count > 1 {
            lines.append(
                "  from the left, as the time reads: "
                    + profile.timeColumnsLeftToRight.map(\.rawValue).joined(separator: " "))
        }
        var facts = "  hours " + (time.hourCycle.map { "\($0.rawValue) \($0.range)" } ?? "-")
        facts += ", day period " + time.dayPeriodPlacement
        if !time.dayPeriodSymbols.isEmpty { facts += " (" + time.dayPeriodSymbols.joined(separator: " / ") + ")" }
        lines.append(facts)
        lines.append(
            "  12-hour " + time.twelveHour.columns.map(\.rawValue).joined(separator: " ") + "  "
                + time.twelveHour.pattern + "; 24-hour "
                + time.twentyFourHour.columns.map(\.rawValue)
                .joined(separator: " ") + "  " + time.twentyFourHour.pattern)
        lines.append(secondsLine(time))
        if profile.characterDirection == .rtl, !time.time.columns.isEmpty {
            // Each clock from the left too: he_IL's 12-hour h:mm a shows its day period on the left.
            let locale = Locale(identifier: profile.identifier)
            let fromLeft = [time.twelveHour, time.twentyFourHour].map { row in
                TimePickerLayout.columnsLeftToRight(in: row.pattern, locale: locale).map(\.rawValue)
                    .joined(separator: " ")
            }
            lines.append("  from the left: 12-hour " + fromLeft[0] + "; 24-hour " + fromLeft[1])
        }
        lines.append(
            "  date with time: " + time.dateTimeOrder.rawValue + "  " + time.dateTime.pattern + "  →  "
                + time.dateTime.sample + "  (glue \"" + time.glue + "\""
                + (time.trailing.isEmpty ? "" : ", then \"" + time.trailing + "\" after the last column") + ")")
        if let cycle = time.hourCycle, cycle != profile.hourCycle {
            lines.append(
                "  follow the pattern's \(cycle.rawValue), not Locale.hourCycle's \(profile.hourCycle.rawValue)")
        }
        return lines
    }

    /// The time picker with seconds in one line: its columns, seconds included, the pattern (`jms`) and sample,
    /// what stands between minute and second, where the day period goes, and the 12- and 24-hour patterns with
    /// seconds (`hms`, `Hms`), as `TimePickerLayout(for:includingSeconds: true)` reads them.
    static func secondsLine(_ time: TimeAnswer) -> String {
        let row = time.seconds
        return "  with seconds: " + TimePickerLayout.columnNamesWithSeconds(in: row.pattern).joined(separator: " ")
            + "  " + row.pattern + "  →  " + row.sample + "  (\""
            + TimePickerLayout.minuteSecondSeparator(in: row.pattern)
            + "\" before the second, day period " + TimeAnswer.dayPeriodPlacement(in: row) + "; 12-hour "
            + time.twelveHourSeconds.pattern + "; 24-hour " + time.twentyFourHourSeconds.pattern + ")"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
