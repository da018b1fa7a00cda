import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// `index.html`: what the site is, counts per order with a chart, and the table of every locale.
enum IndexPage {
    static func make(model: SiteModel) -> Page {
        var body: [PageBlock] = []
        let total = model.profiles.count
        body.append(
            .markdown(
                """
                # Date Order Atlas

                In what order does each locale write **year, month and day**? For each of the \(total) locales \
                Foundation knows, this reference shows the order detected from the locale's own patterns, real \
                samples of one fixed date (\(MarkdownText.escape(SampleInstant.iso8601))), and the column order for \
                a date picker. Orders can change with the template — see [conflicts](conflicts.html) — and the \
                [method](about.html) explains how detection works. Data: [JSON](data/locales.json), \
                [CSV](data/locales.csv).
                """))

        body.append(.heading(level: 2, id: "orders", text: "Locales per order"))
        var counts = MarkdownTable(columns: [
            ("Order", .none), ("Reads", .none), ("Locales", .right), ("Share", .right),
        ])
        counts.caption = "Locales per primary (numeric) order"
        for group in model.orders {
            counts.addRow([
                .link(text: group.order.code, destination: SiteModel.orderPath(group.order)),
                .text(group.order.spelledOut), .text(String(group.profiles.count)),
                .text(Percent.format(group.profiles.count, of: total)),
            ])
        }
        body.append(.markdown(counts.markdown))
        body.append(
            .html(
                Chart.bars(
                    title: "Locales per primary order",
                    bars: model.orders.map {
                        (label: $0.order.code, value: $0.profiles.count, link: SiteModel.orderPath($0.order))
                    }
                )))
        body += continentSection(model)
        let conflicted = model.profiles.filter(\.hasConflicts).count
        body.append(
            .markdown("\(conflicted) locales change order with the template: [see the conflicts](conflicts.html)."))
        if let changes = model.changes {
            body.append(
                .markdown(
                    "Since the previous export: \(changes.diff.added.count) added, \(changes.diff.removed.count) "
                        + "removed, \(changes.diff.changedLocales) changed — [see the changes](changes.html)."))
        }

        body.append(.heading(level: 2, id: "locales", text: "All locales"))
        body.append(.html(.element("div", [("id", "filter"), ("class", "filter"), ("hidden", "")])))
        var table = MarkdownTable(columns: [
            ("Identifier", .none), ("Name", .none), ("Native name", .none),
            ("Order", .none), ("Numeric", .none), ("Long", .none),
            ("Calendar", .none), ("Conflicts", .none),
        ])
        table.caption = "Every locale with its primary order and samples"
        for profile in model.profiles {
            let order = profile.primary.order?.order
            table.addRow([
                .link(text: profile.identifier, destination: SiteModel.localePath(profile.identifier)),
                .text(profile.englishName),
                LocaleText.cell(profile.nativeName, profile),
                order.map { .link(text: $0.code, destination: SiteModel.orderPath($0)) } ?? .text("—"),
                LocaleText.cell(profile.primary.sample, profile),
                LocaleText.cell(profile.format(for: .withMonthNames)?.sample ?? "", profile),
                .text(profile.calendar.rawValue),
                .text(profile.conflictKinds.joined(separator: ", ")),
            ])
        }
        body.append(.markdown(table.markdown))
        let top = model.orders.prefix(3).map { "\($0.order.code) \($0.profiles.count)" }.joined(separator: ", ")
        return Page(
            path: "index.html",
            title: "Date Order Atlas — year, month and day order for \(total) locales",
            description: "The order in which \(total) locales write year, month and day (\(top)), with real samples "
                + "and date picker column order for each.",
            socialTitle: "Date Order Atlas — \(top)",
            pageClass: "index",
            body: body
        )
    }
}

extension IndexPage {
    /// Orders by continent: a stacked bar chart and the same numbers as a table.
    static func continentSection(_ model: SiteModel) -> [PageBlock] {
        let orders = model.orders.map(\.order)
        let byContinent = Dictionary(grouping: model.profiles, by: Continents.name(of:))
        let continents = Continents.ordered(Set(byContinent.keys))
        let counts = continents.map { continent in
            (
                label: continent,
                counts: orders.map { order in byContinent[continent]!.filter { $0.primary.order?.order == order }.count
                }
            )
        }
        var table = MarkdownTable(
            columns: [("Continent", .none)] + orders.map { ($0.code, .right) } + [("All", .right)])
        table.caption = "Locales per primary order and continent"
        for row in counts {
            table.addRow(
                [.text(row.label)] + row.counts.map { .text(String($0)) } + [.text(String(row.counts.reduce(0, +)))])
        }
        return [
            .heading(level: 2, id: "continents", text: "Orders by continent"),
            .html(
                Chart.stacked(
                    title: "Locales per primary order, by continent", series: orders.map(\.code), groups: counts)),
            .markdown(
                "Continents come from Foundation's region containment: the identifier's region, or for a "
                    + "language alone its likely region (`ja` → Japan → Asia). \"World\" holds global identifiers such as "
                    + "`en_001` and `eo`.\n\n" + table.markdown),
        ]
    }
}
