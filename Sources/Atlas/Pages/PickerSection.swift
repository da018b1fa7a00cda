import AtlasMarkdown
import DateOrder
import Foundation
import LocaleProfiles

/// The `#picker` section of a locale page: the column order as paste-ready `[DatePickerColumn]` arrays, what
/// each column shows, and a `<select>` preview (no JavaScript needed) preselecting the sample's own year, month
/// and day in the locale's calendar and digits.
enum PickerSection {
    static func blocks(_ profile: LocaleProfile, voice: LocaleVoice, path: SitePath) -> [PageBlock] {
        let answer = profile.answer
        var blocks: [PageBlock] = [.heading(level: 2, id: "picker", text: "Building the picker")]
        var table = MarkdownTable(columns: [("Picker", .none), ("Template", .none), ("In Swift", .none)])
        table.rowHeaders = true
        table.caption =
            "Column order of each date picker; in Swift, layout is DatePickerLayout(for: locale) from the DateOrder "
            + "library"
            + (profile.characterDirection == .rtl
                ? "; right to left: the first element of each array is the rightmost column" : "")
        for row in answer.rows {
            table.addRow([
                .text(row.kind.title), .code(row.kind.template.rawValue),
                .markdown(
                    MarkdownText.code("layout." + row.kind.rawValue) + " → "
                        + MarkdownText.code(swiftArray(row))),
            ])
        }
        blocks.append(.markdown(table.markdown))
        blocks.append(.markdown(inYourApp(profile, path: path)))
        if answer.needsEraColumn {
            let eras = profile.picker.erasAround
            let dated = answer.rows.first(where: \.hasEraColumn)
            let lead =
                "These dates write an era beside the year (`G` in the pattern, as in "
                + voice.text(dated?.sample ?? "") + "), and the year column shows the year alone: "
            // One era over three centuries (Buddhist, Islamic, Persian): nothing to choose, only a label to show.
            blocks.append(
                .markdown(
                    Set(eras).count == 1
                        ? lead + "the " + MarkdownText.escape(LocaleText.calendarName(profile.calendar))
                            + " has one era over the years a picker spans ("
                            + voice.text(eras[0]) + "), so the era column, `.era`, has one row: show it as a fixed "
                            + "label beside the year."
                        : lead + "a picker needs an era column, `.era`, beside the year, or years that repeat from one "
                            + "era to the next are ambiguous."))
        }

        let picker = profile.picker
        var columns = MarkdownTable(columns: [("Column", .none), ("Shows", .none), ("Example", .none)])
        columns.rowHeaders = true
        columns.caption = "What each picker column shows"
        if answer.needsEraColumn {
            columns.addRow([
                .text("Era"),
                .markdown(
                    // One era: the years a picker spans are all in it. Several (Japanese): the example names each
                    // era of those years, 大正, 昭和 and 平成 too, not only those 150 years before and after.
                    Set(picker.erasAround).count == 1
                        ? "the eras of the years a picker spans, pattern " + voice.pattern(picker.eraPattern)
                        : "the era of each year, pattern " + voice.pattern(picker.eraPattern)
                            + "; the example names every era from 150 years before the sample to 150 years after"),
                voice.cell(distinctEras(picker).joined(separator: ", ")),
            ])
        }
        columns.addRow([
            .text("Year"),
            .markdown(
                "the year in the " + MarkdownText.escape(LocaleText.calendarName(profile.calendar)) + ", pattern "
                    + voice.pattern(picker.yearPattern)
                    + (picker.yearPattern.contains("G") ? "" : ", without the era") + numerals(picker)
            ),
            voice.cell(picker.years.joined(separator: ", ")),
        ])
        let otherCounts = otherMonthCounts(profile, sampleCount: picker.months.count)
        columns.addRow([
            .text("Month"),
            .markdown(
                "the \(picker.months.count) months of the sample's year"
                    + (otherCounts.isEmpty
                        ? ""
                        : " (other years have " + otherCounts.map(String.init).joined(separator: " or ")
                            + ": list the selected year's, `months(inYearOf:)`)")
                    + ", stand-alone (" + MarkdownText.code(PickerColumns.monthPattern)
                    + "): the form a column shows alone"),
            voice.cell(picker.months.prefix(4).joined(separator: ", ") + ", …"),
        ])
        if !picker.numericMonths.isEmpty {
            let numbers = picker.numericMonths
            columns.addRow([
                .text("Month, numeric picker"),
                .markdown(
                    "the month's number, not its name, as the numeric pattern "
                        + voice.pattern(profile.answer.row(.numeric)?.pattern ?? "")
                        + " writes it (`monthLabels(for: .numeric, of:)`)"),
                voice.cell(numbers.prefix(4).joined(separator: ", ") + ", …"),
            ])
        }
        columns.addRow([
            .text("Day"),
            .markdown(
                "the \(picker.days.count) days of the sample's month, pattern " + voice.pattern(picker.dayPattern)
                    + numerals(picker)),
            voice.cell(picker.days.prefix(3).joined(separator: ", ") + ", …"),
        ])
        if !picker.numericDays.isEmpty {
            columns.addRow([
                .text("Day, numeric picker"),
                .markdown(
                    "the day at the width the numeric pattern "
                        + voice.pattern(profile.answer.row(.numeric)?.pattern ?? "")
                        + " writes it (`dayLabels(for: .numeric, of:)`)"),
                voice.cell(picker.numericDays.prefix(3).joined(separator: ", ") + ", …"),
            ])
        }
        blocks.append(.markdown(columns.markdown))
        let order = answer.row(.withMonthNames)?.order ?? .yearMonthDay
        let shown = previewColumns(profile, order: order)
        var caption =
            "A picker with month names for \(profile.identifier), in its order: "
            + shown.map(\.name).joined(separator: ", ") + ", with the sample date selected"
        if profile.characterDirection == .rtl {
            caption += ". The locale writes right to left, so the first column, \(shown[0].name), is the rightmost."
        }
        blocks.append(.html(preview(profile, order: order, caption: caption)))
        return blocks
    }

    /// Where `layout` comes from, for this page's locale, and where the library is: a reader who arrives on one
    /// locale page from a search engine finds the call to paste and how to add the package.
    static func inYourApp(_ profile: LocaleProfile, path: SitePath) -> String {
        let locale = "Locale(identifier: \"" + SwiftSnippet.literalIdentifier(profile) + "\")"
        return "**In your app:** add the "
            + MarkdownText.link(text: "DateOrder library", destination: path.link(to: "about.html#library"))
            + " to your package, `import DateOrder`, and make the layout the table reads from: "
            + MarkdownText.code("let layout = DatePickerLayout(for: " + locale + ")")
            + " (the time picker below: " + MarkdownText.code("TimePickerLayout(for: " + locale + ")") + ")."
    }

    /// The library's layout for the page's locale and calendar, in the samples' time zone (UTC), whatever `TZ` says.
    static func layout(_ profile: LocaleProfile) -> DatePickerLayout {
        let locale = Locale(identifier: profile.identifier)
        var calendar = locale.calendar
        calendar.timeZone = SampleInstant.timeZone
        return DatePickerLayout(for: locale, calendar: calendar)
    }

    /// How many months the years around the sample's have where that differs from the sample year's count: a
    /// Hebrew year has 12 or 13 (Adar I and II), a Chinese or Dangi year 13 where it has a leap month. Five years
    /// either side hold a year of each length in every calendar that has both. Empty where every year has as many
    /// (Gregorian, Islamic, Persian: 12; Coptic and Ethiopic: 13), and for the Gregorian calendar, not asked.
    static func otherMonthCounts(_ profile: LocaleProfile, sampleCount: Int) -> [Int] {
        guard profile.calendar != .gregorian else { return [] }
        let layout = Self.layout(profile)
        let calendar = layout.calendar
        let counts = Set(
            (-5...5).compactMap { calendar.date(byAdding: .year, value: $0, to: SampleInstant.date) }.map {
                layout.months(inYearOf: $0).count
            })
        return counts.subtracting([sampleCount]).sorted()
    }

    /// The columns `DatePickerLayout` gives for a row's pattern, as Swift: `[.day, .month, .year]`,
    /// `[.era, .year, .month, .day]` where the pattern writes the era.
    static func swiftArray(_ row: PickerAnswer.Row) -> String {
        let columns = DatePickerLayout.columns(in: row.pattern, for: row.kind)
        return "[" + columns.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    /// Where the rows are in the long date style's numerals, not the pattern's (`he_IL@calendar=hebrew`: תשפ״ו, not
    /// 5786), as `DatePickerLayout.labels(for:of:)` writes them: saying so.
    static func numerals(_ picker: PickerColumns) -> String {
        picker.styleNumerals
            ? ", in the numerals of the locale's long date style (`labels(for:of:)` writes them too)" : ""
    }

    /// The eras from 150 years before the sample to 150 after, each once, in their order: every one where there are
    /// several (Japanese), else the one.
    static func distinctEras(_ picker: PickerColumns) -> [String] {
        guard picker.erasSpanned.isEmpty else { return picker.erasSpanned }
        var eras: [String] = []
        for era in picker.erasAround where !eras.contains(era) { eras.append(era) }
        return eras
    }

    /// The preview's columns: the picker with month names as `DatePickerLayout` lays it out, its era column
    /// included where the pattern writes one (ar_SA: day, month, year, era); else the order's fields.
    static func previewColumns(_ profile: LocaleProfile, order: DateFieldOrder) -> [DatePickerColumn] {
        guard let row = profile.answer.row(.withMonthNames), !row.pattern.isEmpty else {
            return order.fields.map(DatePickerColumn.init)
        }
        return DatePickerLayout.columns(in: row.pattern, for: .withMonthNames)
    }

    /// A picker with month names, as `<select>` columns in the locale's order, the sample's values selected; an
    /// era column lists the eras a picker spans (one, shown alone, in most calendars that write one).
    static func preview(_ profile: LocaleProfile, order: DateFieldOrder, caption: String) -> HTMLFragment {
        let picker = profile.picker
        let eras = distinctEras(picker)
        let selectedEra = picker.erasAround[safe: 1].flatMap { eras.firstIndex(of: $0) } ?? 0
        let selects = previewColumns(profile, order: order).map { column -> HTMLFragment in
            let (values, selected): ([String], Int) =
                switch column {
                case .era: (eras, selectedEra)
                case .year: (picker.years, picker.selectedYear)
                case .month: (picker.months, picker.selectedMonth)
                case .day: (picker.days, picker.selectedDay)
                }
            return PickerPreview.column(
                field: column.letter, name: column.name, selectName: column.name.lowercased(), values: values,
                selected: selected)
        }
        return PickerPreview.figure(
            profile, className: "picker-preview", data: [("data-order", order.code)], columns: selects,
            captionID: "picker-preview-caption", caption: caption)
    }
}

extension DatePickerColumn {
    /// The column for a date field.
    init(_ field: DateField) {
        switch field {
        case .year: self = .year
        case .month: self = .month
        case .day: self = .day
        }
    }

    /// Its English name on a page: `Era`, `Year`, `Month`, `Day`.
    var name: String { rawValue.uppercasedFirstLetter }

    /// Its letter in a preview's `data-field`: `G` for the era, else the date field's (`Y`, `M`, `D`).
    var letter: String {
        switch self {
        case .era: "G"
        case .year: "Y"
        case .month: "M"
        case .day: "D"
        }
    }
}
