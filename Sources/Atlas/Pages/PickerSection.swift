import AtlasMarkdown
import DateOrder
import LocaleProfiles

extension PatternToken {
    /// Whether the token is the era field (`G`, `GGGGG`).
    fileprivate var isEra: Bool {
        guard case .field(let letter, _) = self else { return false }
        return letter == "G"
    }
}

/// The `#picker` section of a locale page: the column order as paste-ready `[Calendar.Component]` arrays, what
/// each column shows, and a `<select>` preview (no JavaScript needed) preselecting the sample's own year, month
/// and day in the locale's calendar and digits.
enum PickerSection {
    static func blocks(_ profile: LocaleProfile, voice: LocaleVoice) -> [PageBlock] {
        let answer = profile.answer
        var blocks: [PageBlock] = [.heading(level: 2, id: "picker", text: "Building the picker")]
        var table = MarkdownTable(columns: [("Picker", .none), ("Template", .none), ("Columns in Swift", .none)])
        table.caption =
            "Column order as Calendar.Component arrays (DatePickerLayout in the DateOrder library)"
            + (profile.characterDirection == .rtl
                ? "; right to left: the first element of each array is the rightmost column" : "")
        for row in answer.rows {
            table.addRow([
                .text(row.kind.title), .code(row.kind.template.rawValue),
                .code(row.order.map { swiftArray($0, pattern: row.pattern) } ?? "—"),
            ])
        }
        blocks.append(.markdown(table.markdown))
        if answer.rows.contains(where: { Self.eraPosition(in: $0.pattern) != nil }) {
            blocks.append(
                .markdown(
                    "The year column carries an era here (`G` in the pattern, as in "
                        + voice.text(profile.picker.years.first ?? "") + "): a picker needs an era column, "
                        + "`.era`, beside the year, or years that repeat from one era to the next are ambiguous."))
        }

        let picker = profile.picker
        var columns = MarkdownTable(columns: [("Column", .none), ("Shows", .none), ("Example", .none)])
        columns.caption = "What each picker column shows"
        columns.addRow([
            .text("Year"),
            .markdown(
                "the year in the \(profile.calendar.rawValue) calendar, pattern "
                    + MarkdownText.code(picker.yearPattern)),
            voice.cell(picker.years.joined(separator: ", ")),
        ])
        columns.addRow([
            .text("Month"),
            .markdown(
                "the \(picker.months.count) months of the sample's year, stand-alone ("
                    + MarkdownText.code(PickerColumns.monthPattern)
                    + "): the form a column shows alone"),
            voice.cell(picker.months.prefix(4).joined(separator: ", ") + ", …"),
        ])
        columns.addRow([
            .text("Day"),
            .markdown(
                "the \(picker.days.count) days of the sample's month, pattern " + MarkdownText.code(picker.dayPattern)),
            voice.cell(picker.days.prefix(3).joined(separator: ", ") + ", …"),
        ])
        blocks.append(.markdown(columns.markdown))
        let order = answer.row(.withMonthNames)?.order ?? .yearMonthDay
        var caption =
            "A picker with month names for \(profile.identifier), in its order: "
            + order.fields.map(\.name).joined(separator: ", ") + ", with the sample date selected"
        if profile.characterDirection == .rtl {
            caption +=
                ". The locale writes right to left, so the first column, \(order.fields[0].name), is the rightmost."
        }
        blocks.append(.html(preview(profile, order: order, caption: caption)))
        return blocks
    }

    /// `[.day, .month, .year]`; with the era where `pattern` writes one beside the year (`Gy年M月d日` →
    /// `[.era, .year, .month, .day]`, `M/d/GGGGGy` → `[.month, .day, .era, .year]`).
    static func swiftArray(_ order: DateFieldOrder, pattern: String = "") -> String {
        var names = order.fields.map { "." + $0.name.lowercased() }
        if let era = eraPosition(in: pattern), let year = order.fields.firstIndex(of: .year) {
            names.insert(".era", at: era == .beforeYear ? year : year + 1)
        }
        return "[" + names.joined(separator: ", ") + "]"
    }

    /// Where a pattern writes the era relative to its year.
    enum EraPosition { case beforeYear, afterYear }

    /// Where a pattern writes the era (`G`) relative to its year, or `nil` when it writes none or has no year.
    static func eraPosition(in pattern: String) -> EraPosition? {
        let tokens = PatternTokenizer.tokenize(pattern)
        guard let era = tokens.firstIndex(where: \.isEra),
            let year = tokens.firstIndex(where: { $0.dateField == .year })
        else { return nil }
        return era < year ? .beforeYear : .afterYear
    }

    /// A picker with month names, as `<select>` columns in the locale's order, the sample's values selected.
    static func preview(_ profile: LocaleProfile, order: DateFieldOrder, caption: String) -> HTMLFragment {
        let picker = profile.picker
        let selects = order.fields.map { field -> HTMLFragment in
            let (values, selected): ([String], Int) =
                switch field {
                case .year: (picker.years, picker.selectedYear)
                case .month: (picker.months, picker.selectedMonth)
                case .day: (picker.days, picker.selectedDay)
                }
            let options = values.enumerated().map { index, value in
                HTMLFragment.element("option", [("selected", index == selected ? "" : nil)], [.text(value)])
            }
            return .element(
                "label", [("class", "column"), ("data-field", field.letter)],
                [
                    .element("span", [("class", "column-name"), ("lang", "en"), ("dir", "ltr")], [.text(field.name)]),
                    .element("select", [("name", field.name.lowercased())], options),
                ])
        }
        let captionID = "picker-preview-caption"
        return .element(
            "figure", [("class", "picker-figure")],
            [
                .element(
                    "div",
                    [
                        ("class", "picker-preview"), ("role", "group"), ("aria-labelledby", captionID),
                        ("lang", LocaleText.lang(profile)), ("dir", profile.characterDirection.rawValue),
                        ("data-order", order.code),
                    ], selects),
                .element("figcaption", [("id", captionID)], [.text(caption)]),
            ])
    }
}
