import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// `locales/<identifier>.html`: the permalink for one locale, with every fact the reference knows.
enum LocalePage {
    static func make(_ profile: LocaleProfile) -> Page {
        let primary = profile.primary
        let order = primary.order?.order
        let voice = LocaleVoice(profile)
        let (lang, dir) = (voice.language, voice.direction)
        var body: [PageBlock] = []

        body.append(
            .markdown(
                "[All locales](../index.html)"
                    + (order.map { " · [All \($0.code) locales](../\(SiteModel.orderPath($0)))" } ?? "")
                    + " · [Conflicts](../conflicts.html)"))
        body.append(.markdown("# " + MarkdownText.escape("\(profile.identifier) — \(profile.englishName)")))
        body.append(
            .html(.element("p", [("class", "native"), ("lang", lang), ("dir", dir)], [.text(profile.nativeName)])))

        var summary = "**Primary order: \(MarkdownText.escape(primary.order?.code ?? "none"))**"
        if let order { summary += " (" + MarkdownText.escape(order.spelledOut) + ")" }
        summary += " — numeric pattern " + MarkdownText.code(primary.pattern) + ", for example"
        body.append(.markdown(summary))
        body.append(
            .html(.element("p", [("class", "sample big"), ("lang", lang), ("dir", dir)], [.text(primary.sample)])))

        body += PickerSection.blocks(profile)

        body.append(.heading(level: 2, id: "orders", text: "Order by template"))
        body.append(.markdown(ordersTable(profile).markdown))

        let conflicts = profile.conflicts
        body.append(.heading(level: 2, id: "conflicts", text: "Where the order changes"))
        if conflicts.isEmpty {
            body.append(
                .markdown(
                    "Every template agrees with the primary order \(MarkdownText.escape(primary.order?.code ?? "")): "
                        + "one column order serves numeric dates, dates with month names, year-month and month-day pickers."
                ))
        } else {
            var table = MarkdownTable(columns: [
                ("Kind", .none), ("Template", .none), ("Order", .none),
                ("Numeric order implies", .none), ("Pattern", .none),
            ])
            table.caption = "Templates whose order differs from the numeric order"
            for conflict in conflicts {
                table.addRow([
                    .text(conflict.kind.title), .code(conflict.template.rawValue), .text(conflict.order.code),
                    .text(conflict.expected.code), .code(profile.format(for: conflict.template)?.pattern ?? ""),
                ])
            }
            body.append(
                .markdown(
                    "The order depends on the template: lay out each picker from its own template's order.\n\n"
                        + table.markdown))
        }

        body.append(.heading(level: 2, id: "samples", text: "Date styles"))
        var styles = MarkdownTable(columns: [("Style", .none), ("Order", .none), ("Pattern", .none), ("Sample", .none)])
        styles.caption = "Foundation's date styles for \(profile.identifier)"
        for style in profile.dateStyles {
            styles.addRow([.text(style.style), .text(style.order.code), .code(style.pattern), voice.cell(style.sample)])
        }
        body.append(.markdown(styles.markdown))

        body.append(.heading(level: 2, id: "calendar", text: "Calendar and conventions"))
        var facts = MarkdownTable(columns: [("Fact", .none), ("Value", .none)])
        facts.caption = "Calendar, week, clock, digits and direction"
        facts.addRow([.text("Language"), .code(profile.languageCode)])
        facts.addRow([.text("Script"), .text(profile.scriptCode ?? "—")])
        facts.addRow([.text("Region"), .text(profile.regionCode ?? "—")])
        facts.addRow([.text("Calendar"), .text(profile.calendar.rawValue)])
        facts.addRow([.text("First day of the week"), .text(LocaleText.weekdayName(profile.firstWeekday))])
        facts.addRow([.text("Minimum days in the first week"), .text(String(profile.minimumDaysInFirstWeek))])
        facts.addRow([.text("Hour cycle"), .text(profile.hourCycle.summary)])
        facts.addRow([.text("Digits"), .text(profile.numberingSystem)])
        facts.addRow([.text("Direction"), .text(profile.characterDirection.name)])
        body.append(.markdown(facts.markdown))

        body.append(.heading(level: 2, id: "names", text: "Month and weekday names"))
        body.append(.markdown(LocaleText.namesTable(profile).markdown))
        var weekdays = MarkdownTable(columns: [
            ("Weekday", .none), ("Wide", .none), ("Abbreviated", .none), ("Stand-alone", .none),
        ])
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
        other.caption = "AM/PM and era symbols"
        other.addRow([.text("AM"), voice.cell(profile.symbols.am)])
        other.addRow([.text("PM"), voice.cell(profile.symbols.pm)])
        other.addRow([.text("Eras"), voice.cell(profile.symbols.eras.joined(separator: " · "))])
        body.append(.markdown(other.markdown))

        body.append(.heading(level: 2, id: "swift", text: "Reproduce with Foundation"))
        body.append(.markdown(SwiftSnippet.markdown(for: profile)))

        let socialTitle = "\(profile.identifier) — \(primary.order?.code ?? "?") — \(primary.sample)"
        return Page(
            path: SiteModel.localePath(profile.identifier),
            title:
                "\(profile.identifier) — \(profile.englishName): date order \(primary.order?.code ?? "?") — Date Order Atlas",
            description: "\(profile.englishName) (\(profile.identifier)) writes dates \(order?.spelledOut ?? "?")"
                + ": \(primary.sample). Patterns, samples and picker column order for every template.",
            socialTitle: socialTitle,
            pageClass: "locale",
            body: body
        )
    }
}

extension LocalePage {
    /// Order, pattern and sample per template; with the Gregorian view beside them when the default calendar
    /// is another one.
    static func ordersTable(_ profile: LocaleProfile) -> MarkdownTable {
        let voice = LocaleVoice(profile)
        let showGregorian = profile.formats.contains { $0.gregorian != nil }
        var columns: [(title: String, alignment: MarkdownTable.Alignment)] = [
            ("Template", .none), ("Order", .none), ("Pattern", .none), ("Sample (\(profile.calendar))", .none),
        ]
        if showGregorian {
            columns += [("Gregorian order", .none), ("Gregorian pattern", .none), ("Gregorian sample", .none)]
        }
        var table = MarkdownTable(columns: columns)
        table.caption = "Pattern, sample and field order of \(profile.identifier) for each template"
        for format in profile.formats {
            var row: [MarkdownTable.Cell] = [
                .code(format.template.rawValue), .text(format.order?.code ?? "—"), .code(format.pattern),
                voice.cell(format.sample),
            ]
            if showGregorian {
                row += [
                    .text(format.gregorian?.order?.code ?? "—"), .code(format.gregorian?.pattern ?? ""),
                    voice.cell(format.gregorian?.sample ?? ""),
                ]
            }
            table.addRow(row)
        }
        return table
    }
}
