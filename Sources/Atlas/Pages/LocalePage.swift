import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// `locales/<identifier>.html`: the permalink for one locale, with every fact the reference knows.
enum LocalePage {
    /// The page of a profile; `aliases` are the other names it is published under (`zh_TW`, `zh-TW`).
    static func make(_ profile: LocaleProfile, aliases: [String] = []) -> Page {
        let path = SitePath(page: SitePath.locale(profile.identifier))
        let primary = profile.primary
        let voice = LocaleVoice(profile)
        var body: [PageBlock] = []

        body.append(
            .relatedPages(
                MarkdownText.link(text: "All locales", destination: path.link(to: "index.html"))
                    + (primary.order?.order).map {
                        " · "
                            + MarkdownText.link(
                                text: "All \($0.code) locales (yyyyMMdd)",
                                destination: path.link(to: SitePath.order($0)))
                    }.orEmpty
                    + " · " + MarkdownText.link(text: "Conflicts", destination: path.link(to: "conflicts.html"))))
        body.append(.markdown("# " + MarkdownText.escape("\(profile.identifier) — \(profile.englishName)")))
        // Where Foundation has no name in the locale's own language it gives the English one, already the heading's;
        // an English locale's own name is that name too (en_US: English (United States)), so it is not said twice.
        if let ownName = profile.ownName, ownName != profile.englishName {
            body.append(
                .html(
                    .element(
                        "p", [("class", "native"), ("lang", voice.language), ("dir", voice.direction(of: ownName))],
                        [.text(ownName)])))
        }
        if !aliases.isEmpty {
            body.append(.markdown("Also reached as " + aliases.map(MarkdownText.code).joined(separator: ", ") + "."))
        }

        body += AnswerSection.blocks(profile, voice: voice)
        body += NotesSection.blocks(profile, voice: voice)
        body += PickerSection.blocks(profile, voice: voice, path: path)
        body += TimeSection.blocks(profile, voice: voice, path: path)
        body += BrowserSection.blocks(profile)

        body.append(.heading(level: 2, id: "orders", text: "Order by template"))
        body.append(.markdown(ordersTable(profile).markdown))

        let conflicts = profile.conflicts
        body.append(.heading(level: 2, id: "conflicts", text: "Where the order changes"))
        if conflicts.isEmpty {
            body.append(
                .markdown(
                    "Every template agrees with the `yyyyMMdd` order "
                        + MarkdownText.escape(primary.order?.code ?? "") + ": "
                        + "one column order serves numeric dates, dates with month names, year-month and month-day pickers."
                ))
        } else {
            var table = MarkdownTable(columns: [
                ("Kind", .none), ("Template", .none), ("Order", .none), ("yyyyMMdd implies", .none), ("Pattern", .none),
            ])
            table.caption = "Templates whose order differs from the yyyyMMdd order"
            for conflict in conflicts {
                // The caption names the comparison, so a row names the kind alone ("Numeric", "Year–month").
                table.addRow([
                    .text(conflict.kind.label.uppercasedFirstLetter), .code(conflict.template.rawValue),
                    .text(conflict.order.code),
                    .text(conflict.expected.code),
                    voice.patternCell(profile.format(for: conflict.template)?.pattern ?? ""),
                ])
            }
            body.append(.markdown(Self.conflictsLead(profile) + "\n\n" + table.markdown))
        }

        body.append(.heading(level: 2, id: "samples", text: "Date styles"))
        var styles = MarkdownTable(columns: [("Style", .none), ("Order", .none), ("Pattern", .none), ("Sample", .none)])
        styles.rowHeaders = true
        styles.caption = "Foundation's date styles for \(profile.identifier)"
        for style in profile.dateStyles {
            styles.addRow([
                .text(style.style), .text(style.order.code), voice.patternCell(style.pattern), voice.cell(style.sample),
            ])
        }
        body.append(.markdown(styles.markdown))

        body.append(.heading(level: 2, id: "calendar", text: "Calendar and conventions"))
        body.append(.markdown(factsTable(profile).markdown))

        body.append(.heading(level: 2, id: "names", text: "Month and weekday names"))
        body.append(.markdown(LocaleText.namesTable(profile).markdown))
        var weekdays = MarkdownTable(columns: [
            ("Weekday", .none), ("Wide", .none), ("Abbreviated", .none), ("Stand-alone", .none),
        ])
        weekdays.rowHeaders = true
        weekdays.caption = "Weekday names"
        for (index, name) in profile.symbols.weekdays.enumerated() {
            weekdays.addRow([
                .text(LocaleText.weekdayName(index + 1)), voice.cell(name),
                voice.cell(profile.symbols.shortWeekdays[safe: index] ?? ""),
                voice.cell(profile.symbols.standaloneWeekdays[safe: index] ?? ""),
            ])
        }
        body.append(.markdown(weekdays.markdown))
        var other = MarkdownTable(columns: [("Symbol", .none), ("Value", .none)])
        other.rowHeaders = true
        other.caption = "AM/PM and era symbols"
        other.addRow([.text("AM"), voice.cell(profile.symbols.am)])
        other.addRow([.text("PM"), voice.cell(profile.symbols.pm)])
        other.addRow([.text("Eras"), voice.cell(profile.symbols.eras.joined(separator: " · "))])
        body.append(.markdown(other.markdown))

        body.append(.heading(level: 2, id: "swift", text: "Reproduce with Foundation"))
        body.append(
            .markdown(
                "Run this on your own machine or device: it prints the pattern and order of each picker and of the "
                    + "trick. Apple platforms ship their own ICU and CLDR, so the answers there can differ from this "
                    + "page's ("
                    + MarkdownText.link(text: "about the data", destination: path.link(to: "about.html#provenance"))
                    + ")."))
        body.append(.markdown(SwiftSnippet.markdown(for: profile)))

        let share = LocaleShare(profile)
        return Page(
            path: path.page,
            title: "\(profile.identifier) — \(profile.englishName): \(profile.headline) — Date Order Atlas",
            description: share.description,
            socialTitle: share.title(profile.identifier),
            image: .locale(profile),
            pageClass: "locale",
            body: body
        )
    }

    /// Calendar, week, clock, digits, direction, and the identifier's language, script and region, saying which
    /// come from Foundation's likely subtags and where two APIs disagree.
    static func factsTable(_ profile: LocaleProfile) -> MarkdownTable {
        var facts = MarkdownTable(columns: [("Fact", .none), ("Value", .none)])
        facts.rowHeaders = true
        facts.caption = "Calendar, week, clock, digits and direction"
        func subtag(_ value: String?, _ kind: Subtag) -> String {
            guard let value else { return "—" }
            return profile.inferredSubtags.contains(kind)
                ? value + " (not in the identifier: Foundation's likely subtags)" : value
        }
        facts.addRow([.text("Language"), .code(profile.languageCode)])
        facts.addRow([.text("Script"), .text(subtag(profile.scriptCode, .script))])
        facts.addRow([.text("Region"), .text(subtag(profile.regionCode, .region))])
        facts.addRow([
            .text("Calendar"),
            // The identifier first: a token at the start of a line is never broken at its hyphen
            // (`islamic-` / `umalqura`) where a phone wraps the cell.
            .markdown(
                MarkdownText.code(profile.calendar.rawValue) + ", the "
                    + MarkdownText.escape(LocaleText.calendarName(profile.calendar))),
        ])
        facts.addRow([.text("First day of the week"), .text(LocaleText.weekdayName(profile.firstWeekday))])
        facts.addRow([.text("Minimum days in the first week"), .text(String(profile.minimumDaysInFirstWeek))])
        var hourCycle = profile.hourCycle.summary + ", from Locale.hourCycle"
        if profile.hourCycleDisagrees, let pattern = profile.timePatternHourCycle {
            hourCycle +=
                "; the time pattern \(profile.format(for: .time)?.pattern ?? "") counts \(pattern.summary), "
                + "which a time picker should follow"
        }
        facts.addRow([.text("Hour cycle"), .text(hourCycle)])
        let systems = profile.digitSystems
        facts.addRow([
            .text("Digits"),
            .text(
                profile.numberingSystem
                    // The code (`latn`, `arabext`) alone tells a reader who does not know CLDR nothing: its digits.
                    + (systems.count > 1
                        ? " (samples mix " + englishList(systems.map { "\($0.digits)" })
                            + ": see the notes)" : systems.first.map { ", \($0.digits)" } ?? "")),
        ])
        facts.addRow([.text("Direction"), .text(profile.characterDirection.name)])
        return facts
    }
}

extension Optional where Wrapped == String {
    /// The string, or `""`.
    fileprivate var orEmpty: String { self ?? "" }
}

extension LocalePage {
    /// The ids of a locale page's sections and of the standard layout, which template anchors must not take.
    static let sectionIDs: Set<String> = [
        "answer", "notes", "picker", "browser", "browser-heading", "orders", "conflicts", "samples", "calendar",
        "names", "swift", "main", "picker-preview-caption", "site-search-q", "reveal-hidden", "time",
        "time-preview-caption",
    ]

    /// The anchor id of each template's row, in order: the id its text maps to (`MMM d` → `MMM-d`), unless a
    /// section or an earlier row has it already, or it is another template's own id; then the first free
    /// `-2`, `-3`, … after it (`MMM d` and `MMM-d` → `MMM-d` and `MMM-d-2`), so no two elements of a page share
    /// an id and the standard templates, which come first, keep theirs whatever templates are added.
    static func anchorIDs(_ templates: [String]) -> [String] {
        let natural = templates.map { String(MarkdownText.anchorID($0).prefix(100)) }
        let reserved = Set(natural)
        var taken = sectionIDs
        return natural.map { id in
            var candidate = id
            var number = 1
            while taken.contains(candidate) || (candidate != id && reserved.contains(candidate)) {
                number += 1
                let suffix = "-\(number)"
                candidate = String(id.prefix(100 - suffix.utf8.count)) + suffix
            }
            taken.insert(candidate)
            return candidate
        }
    }

    /// Order, pattern and sample per template; with the Gregorian view beside them when the default calendar
    /// is another one.
    /// The sentence above the table of conflicts: whether any of them is a picker's own template, or all are
    /// templates outside the pickers (then the pickers agree with `yyyyMMdd`, and only those templates differ).
    static func conflictsLead(_ profile: LocaleProfile) -> String {
        let pickerTemplates = Set(DatePickerKind.allCases.map(\.template))
        guard profile.conflicts.contains(where: { pickerTemplates.contains($0.template) }) else {
            return "Every picker follows the `yyyyMMdd` order, but these other templates do not: a picker or label "
                + "built from one of them needs its own order."
        }
        return "The order depends on the template: lay out each picker from its own template's order."
    }

    /// The heading of the samples' column: `Sample` in the Gregorian calendar, else with the calendar's English
    /// name (`Sample, Buddhist calendar`), not its identifier (`buddhist`, `islamic-umalqura`).
    static func sampleHeading(_ profile: LocaleProfile) -> String {
        profile.calendar == .gregorian ? "Sample" : "Sample, " + LocaleText.calendarName(profile.calendar)
    }

    static func ordersTable(_ profile: LocaleProfile) -> MarkdownTable {
        let voice = LocaleVoice(profile)
        let showGregorian = profile.formats.contains { $0.gregorian != nil }
        var columns: [(title: String, alignment: MarkdownTable.Alignment)] = [
            ("Template", .none), ("Order", .none), ("Pattern", .none), (sampleHeading(profile), .none),
        ]
        if showGregorian {
            columns += [("Gregorian order", .none), ("Gregorian pattern", .none), ("Gregorian sample", .none)]
        }
        var table = MarkdownTable(columns: columns)
        table.rowHeaders = true
        table.caption = "Pattern, sample and field order of \(profile.identifier) for each template"
        let ids = anchorIDs(profile.formats.map(\.template.rawValue))
        for (format, id) in zip(profile.formats, ids) {
            // Each row can be linked: locales/ja_JP.html#yMMMd, with an id no other element of the page has.
            let anchor = MarkdownText.anchor(id)
            var row: [MarkdownTable.Cell] = [
                .markdown(anchor + MarkdownText.code(format.template.rawValue)), .text(format.order?.code ?? "—"),
                voice.patternCell(format.pattern), voice.cell(format.sample),
            ]
            if showGregorian {
                row += [
                    .text(format.gregorian?.order?.code ?? "—"), voice.patternCell(format.gregorian?.pattern ?? ""),
                    voice.cell(format.gregorian?.sample ?? ""),
                ]
            }
            table.addRow(row)
        }
        return table
    }
}
