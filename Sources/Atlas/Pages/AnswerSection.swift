import AtlasMarkdown
import DateOrder
import Foundation
import LocaleProfiles

/// The top of a locale page: the column order for each kind of picker (one line when they agree, a compact
/// table when they don't), and the `yyyyMMdd` trick shown for what it is, with a plain warning wherever it would
/// mislead a picker.
enum AnswerSection {
    static func blocks(_ profile: LocaleProfile, voice: LocaleVoice) -> [PageBlock] {
        let answer = profile.answer
        var blocks: [PageBlock] = [.heading(level: 2, id: "answer", text: "Column order for a date picker")]
        // What the data cannot vouch for comes before the answer, never after it.
        let warnings = profile.notes.filter(\.isAboutData)
        if let mark = profile.dataMark, !warnings.isEmpty {
            blocks.append(
                .markdown(
                    "**Not the locale's own data — " + MarkdownText.escape(mark) + ".** "
                        + warnings.map { MarkdownText.escape($0.description) }.joined(separator: " ")))
        }
        if answer.isUniform, let numeric = answer.row(.numeric)?.order {
            blocks.append(
                .markdown(
                    "**" + MarkdownText.escape(numeric.spelledOut) + "** for every picker: "
                        + answer.rows.map { row in
                            // Pattern → sample, as `dateorder show` writes them: side by side, `d MMMM y 15 April
                            // 2026` reads as one run of text wherever the code styling is lost.
                            MarkdownText.escape(row.kind.description) + " " + voice.pattern(row.pattern) + " → "
                                + voice.text(row.sample)
                        }.joined(separator: " · ")))
        } else {
            var table = MarkdownTable(columns: [
                ("Picker", .none), ("Columns", .none), ("Pattern", .none), ("Sample", .none),
            ])
            table.rowHeaders = true
            table.caption = "The order differs by picker: lay out each from its own row"
            for row in answer.rows {
                table.addRow([
                    .text(row.kind.title),
                    .markdown("**" + MarkdownText.escape(row.order?.spelledOut ?? "fields missing") + "**"),
                    voice.patternCell(row.pattern), voice.cell(row.sample),
                ])
            }
            blocks.append(.markdown(table.markdown))
        }
        if let other = formatStyleOrders(profile) { blocks.append(.markdown(other)) }
        if let calendar = calendarNote(profile, answer: answer, voice: voice) { blocks.append(.markdown(calendar)) }
        let departures = profile.departures
        if !departures.isEmpty {
            blocks.append(.markdown(Self.departures(departures, voice: voice)))
        }
        if profile.characterDirection == .rtl {
            blocks.append(
                .markdown(
                    "**Right to left:** the first column is the rightmost. Lay the columns out in the order above "
                        + "from right to left (a layout that follows the writing direction, such as SwiftUI's "
                        + "`HStack` in a right-to-left environment, does this by itself)."
                        + Self.unmirroredSamples(answer, voice: voice)))
        }
        blocks.append(.markdown(trick(profile, answer: answer, voice: voice)))
        return blocks
    }

    /// Where Foundation renames the locale for `DateFormatter` (ff_Latn_BF asks ICU for ff_BF) and
    /// `Date.FormatStyle`, which keeps the identifier, lays out a picker in another order, the answer says so beside
    /// itself: "for every picker" is DateFormatter's, and an app that formats with Date.FormatStyle must not take it
    /// for its own. `nil` where the two agree on every picker's order (a sample may still differ: "Read this first").
    static func formatStyleOrders(_ profile: LocaleProfile) -> String? {
        guard let name = profile.provenance.formatterLocale else { return nil }
        let differing = profile.formatStyleDepartures.map { departure in
            PickerAnswer.dotted(departure.formatStyle) + " for " + departure.kind.phrase + " (not "
                + PickerAnswer.dotted(departure.formatter) + ")"
        }
        guard !differing.isEmpty else { return nil }
        return "**With `Date.FormatStyle` the order differs:** "
            + englishList(differing) + ". The answer above is `DateFormatter`'s, which asks ICU for "
            + MarkdownText.escape(name) + "; `Date.FormatStyle`, `date.formatted(…)` and SwiftUI's `Text(_:format:)` "
            + "ask for " + MarkdownText.escape(profile.identifier) + ": lay out a picker from the one your app formats "
            + "its dates with ([Read this first](#notes))."
    }

    /// For a locale whose default calendar is not the Gregorian one, what its samples count in (th_TH's `2569` is
    /// 2026), with the numeric sample in Gregorian beside it, and the pickers that have an era column: the answer
    /// above is the order of the day, month and year, and an era is one more column. `nil` for Gregorian.
    static func calendarNote(_ profile: LocaleProfile, answer: PickerAnswer, voice: LocaleVoice) -> String? {
        guard profile.calendar != .gregorian, let numeric = answer.row(.numeric) else { return nil }
        var note =
            "**Calendar:** the samples count in the " + MarkdownText.escape(LocaleText.calendarName(profile.calendar))
            + (profile.identifier.contains("@") ? ", the one its identifier names" : ", this locale's default")
        if let gregorian = profile.format(for: DatePickerKind.numeric.template)?.gregorian {
            note +=
                ": " + voice.text(numeric.sample) + " is " + voice.text(gregorian.sample) + " in the Gregorian "
                + "calendar"
        }
        note += ". A picker for this locale counts in it too"
        // Each picker named in full ("the picker with month names"): "its numeric, with month names and year–month
        // pickers" reads the middle one as an adjective, and alone "its with month names picker" is not English.
        let eras = answer.rows.filter(\.hasEraColumn).map { "the " + $0.kind.phrase.dropFirst("a ".count) }
        if !eras.isEmpty {
            note +=
                ", and " + englishList(eras) + (eras.count == 1 ? " has" : " have")
                + " an era column beside the year ([below](#picker))"
        }
        return note + "."
    }

    /// Why a sample above reads otherwise than a mirrored picker, where one does: digits and the separators between
    /// them stay left to right in right-to-left text (`15.4.2026` shows the day on the left), and a sample that
    /// starts with Latin letters (`AP ۱۴۰۵-۰۱-۲۶`) is shown left to right altogether, as an app's label shows it.
    /// Empty where every sample is mirrored as the picker is.
    static func unmirroredSamples(_ answer: PickerAnswer, voice: LocaleVoice) -> String {
        let readings = answer.rows.compactMap {
            row -> (row: PickerAnswer.Row, order: DateFieldOrder, fields: [DateField])? in
            guard let order = row.order, order.fields.count > 1,
                let fields = SampleReading.fieldsFromLeft(
                    row.sample, pattern: row.pattern, order: order,
                    rightToLeft: voice.direction(of: row.sample) == "rtl"),
                fields != order.fields.reversed()
            else { return nil }
            return (row, order, fields)
        }
        guard let first = readings.first else { return "" }
        let latin = readings.filter { voice.direction(of: $0.row.sample) == "ltr" }
        let kinds = readings.map { MarkdownText.escape($0.row.kind.description) }.joined(separator: ", ")
        // Each reading is the library's `columnsLeftToRight(for:)`, which reads a line in the direction of its first
        // strong letter as this page does (a test holds them equal): name it, so the reader knows what gives that order.
        // The advice comes first and stays one: mirror, as the layout direction does by itself; the unmirrored order
        // is the exception for a picker that must look like the written date.
        let end =
            " Mirror the picker all the same; only a picker that must look like the date as written puts the columns"
            + " in that order from the left (in Swift, "
            + "`DatePickerLayout.columnsLeftToRight(for:)` gives them in that order, for a container that does not "
            + "mirror)."
        if latin.isEmpty, readings.allSatisfy({ $0.fields == $0.order.fields }) {
            let samples = englishList(readings.map { voice.text($0.row.sample) })
            return " Yet " + samples + " (" + kinds + ") " + (readings.count == 1 ? "shows" : "show") + " the "
                + MarkdownText.escape(first.fields[0].name.lowercased()) + " on the left: digits and the separators "
                + "between them keep their left-to-right order inside right-to-left text, so such a date reads as "
                + "written, " + MarkdownText.escape(PickerAnswer.dotted(first.order)) + " from the left." + end
        }
        let shown = readings.map {
            voice.text($0.row.sample) + " (" + MarkdownText.escape($0.row.kind.description) + ") "
                + MarkdownText.escape(PickerAnswer.dotted(DateFieldOrder($0.fields)))
        }
        var why: [String] = []
        if !latin.isEmpty {
            why.append(
                (latin.count == readings.count
                    ? "Each sample's first letter is Latin, so it is"
                    : "A sample whose "
                        + "first letter is Latin is") + " shown left to right, as a label takes its direction from its "
                    + "first letter")
        }
        if latin.count < readings.count {
            why.append(
                (why.isEmpty ? "Digits" : "digits") + " and the separators between them keep their left-to-right "
                    + "order inside right-to-left text")
        }
        return
            (readings.count == 1
            ? " Yet this sample is not mirrored; from the left it reads "
            : " Yet these "
                + "samples are not mirrored; from the left they read ") + englishList(shown) + ". "
            + why.joined(separator: "; ")
            + "." + end
    }

    /// The templates outside the pickers that the locale writes in another order, said next to the answer so that
    /// a picker built from one of them (abbreviated month names, a date with a time) is not laid out from the
    /// answer above.
    static func departures(_ departures: [TemplateDeparture], voice: LocaleVoice) -> String {
        // One clause per picker and order: `yMMMd` (…), `yMMMd jm` (…) are D·M·Y, where … is Y·M·D.
        var clauses: [(key: [String], items: [TemplateDeparture])] = []
        for departure in departures {
            let key = [departure.kind.phrase, departure.order.code, departure.picker.code]
            if let index = clauses.firstIndex(where: { $0.key == key }) {
                clauses[index].items.append(departure)
            } else {
                clauses.append((key, [departure]))
            }
        }
        let text = clauses.map { clause in
            let first = clause.items[0]
            let named = clause.items.map {
                MarkdownText.code($0.format.template.rawValue) + " (" + voice.pattern($0.format.pattern) + " → "
                    + voice.text($0.format.sample) + ")"
            }
            let list = englishList(named)
            return list + (named.count == 1 ? " is " : " are ") + MarkdownText.escape(PickerAnswer.dotted(first.order))
                + ", where " + MarkdownText.escape(first.kind.phrase) + " is "
                + MarkdownText.escape(PickerAnswer.dotted(first.picker))
        }.joined(separator: "; ")
        return "**Other templates, other order:** " + text + ". A picker or label built from "
            + (departures.count == 1 ? "that template" : "one of them") + " needs its own order."
    }

    /// The `yyyyMMdd` paragraph: what the trick returns and, where it misleads, which picker and how.
    static func trick(_ profile: LocaleProfile, answer: PickerAnswer, voice: LocaleVoice) -> String {
        let primary = profile.primary
        var text =
            "The widely copied trick — `DateFormatter.dateFormat(fromTemplate: \"yyyyMMdd\", …)`, then where "
            + "`y`, `M` and `d` stand — gives " + voice.pattern(primary.pattern) + ": "
            + MarkdownText.escape(primary.order?.order.map(PickerAnswer.dotted) ?? "fields missing") + " ("
            + voice.text(primary.sample) + ")."
        if answer.misleading.isEmpty {
            text += " Here it agrees with every picker."
        } else {
            text +=
                "\n\n**Warning: the trick misleads here.** "
                + answer.misleading.map { misleading in
                    let row = answer.row(misleading.kind)
                    return "For " + MarkdownText.escape(misleading.kind.phrase) + " it says "
                        + MarkdownText.escape(PickerAnswer.dotted(misleading.trick)) + ", but the locale writes "
                        + MarkdownText.escape(PickerAnswer.dotted(misleading.picker))
                        + (row.map { " (" + voice.text($0.sample) + ")" } ?? "") + "."
                }.joined(separator: " ")
        }
        return text
    }
}
