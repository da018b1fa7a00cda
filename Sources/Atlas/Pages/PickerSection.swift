import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// The `#picker` section of a locale page: column order for each kind of picker, stated plainly and as a
/// paste-ready Swift array, the display format of each column, and a `<select>` preview that works without
/// JavaScript.
enum PickerSection {
    /// The pickers a developer builds, each with the template whose order it follows.
    static let pickers: [(title: String, template: DateTemplate)] = [
        ("Full date, numeric", .numeric),
        ("Full date, with month names", .withMonthNames),
        ("Year and month", .yearMonth),
        ("Month and day", .monthDay),
    ]

    static func blocks(_ profile: LocaleProfile) -> [PageBlock] {
        let voice = LocaleVoice(profile)
        var blocks: [PageBlock] = [.heading(level: 2, id: "picker", text: "Date picker layout")]
        var table = MarkdownTable(columns: [
            ("Picker", .none), ("Columns", .none), ("Swift", .none), ("Pattern", .none),
        ])
        table.caption = "Column order for each kind of date picker"
        for picker in pickers {
            guard let format = profile.format(for: picker.template) else { continue }
            let order = format.order?.order
            table.addRow([
                .text(picker.title), .text(order?.spelledOut ?? "fields missing"),
                .code(order.map(swiftArray) ?? "—"), .code(format.pattern),
            ])
        }
        blocks.append(.markdown(table.markdown))

        let symbols = profile.symbols
        var columns = MarkdownTable(columns: [("Column", .none), ("Shows", .none), ("Example", .none)])
        columns.caption = "What each picker column shows"
        columns.addRow([
            .text("Year"), .text("the year in the \(profile.calendar) calendar, pattern \(profile.picker.yearPattern)"),
            voice.cell(profile.picker.years[safe: 2] ?? ""),
        ])
        columns.addRow([
            .text("Month"), .text("stand-alone month names (the nominative form a column shows alone)"),
            voice.cell(symbols.standaloneMonths.prefix(3).joined(separator: ", ") + ", …"),
        ])
        columns.addRow([
            .text("Day"), .text("the day with its suffix, pattern \(profile.picker.dayPattern)"),
            voice.cell((profile.picker.days.prefix(3)).joined(separator: ", ") + ", …"),
        ])
        blocks.append(.markdown(columns.markdown))
        if let primary = profile.format(for: .numeric)?.order?.order,
            let text = profile.format(for: .withMonthNames)?.order?.order, primary != text
        {
            blocks.append(
                .markdown(
                    "**The order changes with the template:** numeric dates are "
                        + MarkdownText.escape(primary.code) + " but dates with month names are "
                        + MarkdownText.escape(text.code)
                        + ". A picker with month names follows the second."))
        }
        blocks.append(.html(preview(profile)))
        return blocks
    }

    /// `[.day, .month, .year]`
    static func swiftArray(_ order: DateFieldOrder) -> String {
        "["
            + order.fields.map { field in
                switch field {
                case .year: ".year"
                case .month: ".month"
                case .day: ".day"
                }
            }.joined(separator: ", ") + "]"
    }

    /// A full-date picker with month names, as `<select>` columns in the locale's order.
    static func preview(_ profile: LocaleProfile) -> HTMLFragment {
        let order = profile.format(for: .withMonthNames)?.order?.order ?? DateFieldOrder([.year, .month, .day])
        let selects = order.fields.map { field -> HTMLFragment in
            let (label, values, selected): (String, [String], Int) =
                switch field {
                case .year: ("Year", profile.picker.years, 2)
                case .month: ("Month", profile.symbols.standaloneMonths, 3)
                case .day: ("Day", profile.picker.days, 14)
                }
            let options = values.enumerated().map { index, value in
                HTMLFragment.element("option", [("selected", index == selected ? "" : nil)], [.text(value)])
            }
            return .element(
                "label", [("class", "column"), ("data-field", field.letter)],
                [
                    .element("span", [("class", "column-name"), ("lang", "en"), ("dir", "ltr")], [.text(label)]),
                    .element("select", [("name", field.name.lowercased())], options),
                ])
        }
        return .element(
            "div",
            [
                ("class", "picker-preview"), ("lang", LocaleText.lang(profile)),
                ("dir", profile.characterDirection.rawValue),
                ("data-order", order.code), ("aria-label", "Preview of a date picker in \(profile.identifier)"),
            ], selects)
    }
}
