import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// `index.html`: what the site is, counts per order with a chart, and the table of every locale.
enum IndexPage {
    static func make(model: SiteModel) -> Page {
        let path = SitePath(page: "index.html")
        var body: [PageBlock] = []
        let total = model.profiles.count
        let misled = model.profiles.filter { !$0.answer.misleading.isEmpty }.count
        let tricked =
            misled == 0
            ? "here it misleads no kind of picker"
            : "it misleads at least one kind of picker in \(counted(misled, "locale"))"
        // The search first, right under the title: finding a locale is what most readers come for, and with large
        // text on a phone the paragraph below takes three screens.
        body.append(.markdown("# Date Order Atlas"))
        body.append(.html(searchBox()))
        body.append(
            .markdown(
                """
                In what order does each locale write **year, month and day**, and in what order should a date \
                picker put its columns? For \(Self.coverage(model.profiles)), this reference answers \
                picker by picker (numeric, with month names, year–month, month–day), each from the locale's own \
                pattern, with real samples of one fixed date (\(MarkdownText.escape(SampleInstant.iso8601))). The \
                widely copied `yyyyMMdd` trick (one pattern, for the template `yyyyMMdd`, read as the order of every \
                picker) is shown too, for what it is: \(tricked). \
                See [where orders change](conflicts.html) and [the method](about.html). \
                Data: [JSON](data/locales.json), [CSV](data/locales.csv) ([what they hold](about.html#data)).
                """))
        body.append(.heading(level: 2, id: "pickers", text: "Locales per picker order"))
        var pickers = MarkdownTable(columns: [("Picker", .none), ("Template", .none), ("Orders", .none)])
        pickers.rowHeaders = true
        pickers.caption = "How many locales lay out each kind of picker in each order"
        for (kind, groups) in model.pickerOrders {
            pickers.addRow([
                .text(kind.title), .code(kind.template.rawValue),
                .markdown(
                    groups.map { group in
                        MarkdownText.link(
                            text: group.order.code, destination: path.link(to: SitePath.picker(kind, group.order)))
                            + " " + grouped(group.profiles.count)
                    }.joined(separator: " · ")),
            ])
        }
        body.append(.markdown(pickers.markdown))
        let eras = model.profiles.filter { $0.answer.needsEraColumn }
        if !eras.isEmpty {
            // Few enough to name: a reader sees which locales, rather than looking for them on eight picker pages.
            let named =
                eras.count > Self.namedEraLocales
                ? ""
                : " ("
                    + eras.map {
                        MarkdownText.link(text: $0.identifier, destination: SitePath.locale($0.identifier))
                    }.joined(separator: ", ") + ")"
            body.append(
                .markdown(
                    "In \(counted(eras.count, "locale"))\(named) some pickers' patterns write an era beside the year "
                        + "(the calendar's era, such as AH or BE): those pickers need an era column too, marked "
                        + "\"+ era\" on the picker pages."))
        }
        let disagreeing = ConflictsPage.disagreeing(model).count
        if disagreeing > 0 {
            body.append(
                .markdown(
                    "\(counted(disagreeing, "locale")) \(disagreeing == 1 ? "writes" : "write") a numeric date and a "
                        + "date with month names in different orders: "
                        + MarkdownText.link(
                            text: "the list",
                            destination: path.link(to: "conflicts.html#" + ConflictsPage.disagreeID)) + "."))
        }

        body.append(.heading(level: 2, id: "orders", text: "Locales per yyyyMMdd order"))
        var counts = MarkdownTable(columns: [
            ("Order", .none), ("Reads", .none), ("Locales", .right), ("Share", .right),
        ])
        counts.rowHeaders = true
        counts.caption = "Locales per yyyyMMdd order (the trick's answer)"
        for group in model.orders {
            counts.addRow([
                .link(text: group.order.code, destination: path.link(to: SitePath.order(group.order))),
                .text(group.order.spelledOut), .text(grouped(group.profiles.count)),
                .text(Percent.format(group.profiles.count, of: total)),
            ])
        }
        body.append(.markdown(counts.markdown))
        body.append(
            .html(
                Chart.bars(
                    title: "Locales per yyyyMMdd order",
                    bars: model.orders.map {
                        (label: $0.order.code, value: $0.profiles.count, link: path.link(to: SitePath.order($0.order)))
                    }
                )))
        body += continentSection(model)
        let conflicted = model.profiles.filter(\.hasConflicts).count
        // Every locale the trick misleads has a conflict, so `conflicted` is never below `misled`; on a small site
        // (`build --only`) the two can be equal, or both 0.
        body.append(
            .markdown(
                conflicted == 0
                    ? "No locale here changes order with the template ([the conflicts](conflicts.html) are empty)."
                    : "\(counted(conflicted, "locale")) \(conflicted == 1 ? "changes" : "change") order with the "
                        + "template: [see the conflicts](conflicts.html). That counts every template compared with "
                        + "`yyyyMMdd` (`yMMMd`, `yM` and `Md` too), "
                        + (conflicted > misled
                            ? "so it is more than the \(counted(misled, "locale")) where the trick misleads one of the "
                                + "four pickers."
                            : "and here finds no more than the locales where the trick misleads one of the four "
                                + "pickers.")))
        if let changes = model.changes {
            body.append(
                .markdown(
                    // The changes page's own count, templates added or removed too.
                    "Since the previous export: \(MarkdownText.escape(changes.diff.counts)) — [see the changes](changes.html)."
                ))
        }

        body.append(.heading(level: 2, id: "locales", text: "All locales"))
        // Without JavaScript there is no search box; the header's "Find a locale" leads here, so say how to find one.
        body.append(
            .html(
                .element(
                    "noscript", [],
                    [
                        .element(
                            "p", [],
                            [
                                .text(
                                    "Without JavaScript there is no search box: each row below names its locale's "
                                        + "language and country in English and in that language, so your browser's "
                                        + "Find (Ctrl+F or ⌘F) finds a country, a language or an identifier; where "
                                        + "it does not look inside closed groups, open the letter group first.")
                            ])
                    ])))
        let aliasList = model.lookupAliases.map { $0.alias + "=" + $0.identifier }.joined(separator: " ")
        body.append(
            .html(
                .element(
                    "div",
                    [
                        ("id", "filter"), ("class", "filter"), ("hidden", ""), ("data-aliases", aliasList),
                        (
                            "data-regions",
                            CountryNames.json(CountryNames.make(identifiers: model.profiles.map(\.identifier)))
                        ),
                        ("data-region-codes", regionCodes(model)),
                        ("data-likely-regions", likelyRegions(model)),
                        ("data-empty-regions", EmptyRegionTable.json(identifiers: model.profiles.map(\.identifier))),
                        ("data-languages", LanguageNames.json(identifiers: model.profiles.map(\.identifier))),
                        ("data-locales", LocaleNames.json(identifiers: model.profiles.map(\.identifier))),
                    ])))
        body += localeGroups(model)
        let top =
            model.pickerOrders.first { $0.kind == .numeric }?.groups
            .map { "\($0.order.code) \($0.profiles.count)" }.joined(separator: ", ") ?? ""
        return Page(
            path: path.page,
            title: "Date Order Atlas — date picker column order for \(grouped(total)) locales",
            description:
                "The order in which \(grouped(total)) locales write year, month and day, picker by picker (numeric: \(top)), "
                + "with real samples, and where the yyyyMMdd trick misleads.",
            socialTitle: "Date Order Atlas — numeric pickers: \(top)",
            image: .site(model),
            pageClass: "index",
            body: body
        )
    }

    /// The most locales whose pickers need an era column the index names one by one (11 on Swift 6.3.1); beyond
    /// it, the sentence gives their count alone.
    static let namedEraLocales = 24

    /// "each of the 1,034 locales Foundation knows" where the site holds them all, "2 of the 1,034 locales Foundation
    /// knows" for a small site (`build --only`), and calendar keywords (`--locale ja_JP@calendar=japanese`) counted
    /// apart, which are not in Foundation's list.
    /// The region each three-letter or three-digit code names, for the search (`GBR=GB 826=GB 419=419`): the codes
    /// of the resolver's table (``SiteModel/regionCodes``) but two-letter ones, which name themselves.
    static func regionCodes(_ model: SiteModel) -> String {
        model.regionCodes.compactMap { entry in
            guard entry.code.count == 3, let region = CountryNames.region(of: entry.identifier) else { return nil }
            return entry.code + "=" + region
        }
        .joined(separator: " ")
    }

    /// The likely region of each locale whose identifier names none, for the region filter (`af=ZA ja=JP
    /// zh_Hant=TW`): the region its profile takes from Foundation's likely subtags, as its page's facts say.
    static func likelyRegions(_ model: SiteModel) -> String {
        model.profiles.compactMap { profile in
            guard profile.inferredSubtags.contains(.region), let region = profile.regionCode,
                !profile.identifier.contains("@")
            else { return nil }
            return profile.identifier + "=" + region
        }
        .joined(separator: " ")
    }

    static func coverage(_ profiles: [LocaleProfile]) -> String {
        let known = Catalog.availableIdentifiers.count
        let listed = profiles.filter { !$0.identifier.contains("@") }.count
        let variants = profiles.count - listed
        return (listed == known ? "each of the " : "\(grouped(listed)) of the ")
            + "\(grouped(known)) locales Foundation knows"
            + (variants == 0 ? "" : " and \(counted(variants, "calendar variant"))")
    }
}

extension IndexPage {
    /// The search box at the top: hidden until the script gives it its results list (without JavaScript the
    /// table below is the way in).
    static func searchBox() -> HTMLFragment {
        .element(
            "div",
            [
                ("id", "search"), ("class", "search"), ("role", "search"), ("aria-label", "Find a locale"),
                ("hidden", ""),
            ],
            [
                .element("label", [("for", "search-q")], [.text("Find a locale")]),
                .element(
                    "input",
                    [
                        // `dir="auto"`: Arabic or Hebrew typed in it runs from the right, as it reads.
                        ("id", "search-q"), ("name", "q"), ("type", "search"), ("dir", "auto"), ("autocomplete", "off"),
                        // Identifiers and names as typed: no capital or spelling mark on a phone's keyboard
                        // (the script adds `autocorrect="off"`, which the HTML checker does not know yet), whose
                        // Enter reads "Go" (it opens the best match).
                        ("spellcheck", "false"), ("autocapitalize", "none"),
                        ("inputmode", "search"), ("enterkeyhint", "go"),
                        ("placeholder", "Taiwan, Canadian French, ja_JP, zh-TW, 日本…"),
                    ]),
            ])
    }

    /// Every locale in one table per first letter, each a collapsible group (`#group-a`), with an anchor per
    /// row (`#ja_JP`): a phone reads a letter at a time instead of 1,000 rows, and a link to a row opens its group.
    static func localeGroups(_ model: SiteModel) -> [PageBlock] {
        let groups = Dictionary(grouping: model.profiles) { String($0.identifier.prefix(1)).lowercased() }
            .sorted { $0.key < $1.key }
        // The letters are a navigation landmark of their own, which paper leaves out.
        var blocks: [PageBlock] = [
            .wrapped(
                element: "nav", attributes: [("class", "letters"), ("aria-label", "Locales by first letter")],
                [
                    .markdown(
                        "By first letter: "
                            + groups.map {
                                MarkdownText.link(text: $0.key.uppercased(), destination: "#group-" + $0.key)
                            }
                            .joined(separator: " · "))
                ])
        ]
        for (letter, profiles) in groups {
            var table = MarkdownTable(columns: [
                ("Identifier", .none), ("Name", .none), ("Native name", .none), ("Numeric", .none),
                ("With month names", .none), ("yyyyMMdd", .none), ("Numeric sample", .none),
                ("Month-name sample", .none), ("Time", .none), ("Calendar", .none), ("Conflicts", .none),
            ])
            table.rowHeaders = true
            table.caption =
                "Locales starting with \(letter.uppercased()): picker orders, the yyyyMMdd order and samples"
            for profile in profiles { table.addRow(row(profile)) }
            let first = profiles.first?.identifier ?? "", last = profiles.last?.identifier ?? ""
            blocks.append(
                .wrapped(
                    element: "details", attributes: [("class", "locale-group"), ("id", "group-" + letter)],
                    [
                        .html(
                            .element(
                                "summary", [],
                                [
                                    .element("strong", [], [.text(letter.uppercased())]),
                                    .text(" — \(counted(profiles.count, "locale")), \(first) to \(last)"),
                                ])),
                        .markdown(table.markdown),
                    ]))
        }
        return blocks
    }

    /// The kinds of conflict a locale has, in words, each linked to its section of `conflicts.html`
    /// (`month names, year–month`); empty where it has none.
    static func conflictsCell(_ profile: LocaleProfile) -> MarkdownTable.Cell {
        let kinds = profile.conflictKinds
        return kinds.isEmpty
            ? .text("")
            : .markdown(
                kinds.map { MarkdownText.link(text: $0.label, destination: "conflicts.html#" + $0.rawValue) }
                    .joined(separator: ", "))
    }

    /// One locale's row: anchored (`index.html#ja_JP`), linked, with its picker orders and samples.
    static func row(_ profile: LocaleProfile) -> [MarkdownTable.Cell] {
        let answer = profile.answer
        let voice = LocaleVoice(profile)
        // DateFormatter's order, linked; where `Date.FormatStyle` orders the picker otherwise (ff_Latn_BF), that
        // order beside it, as the locale's title says: `DMY (Date.FormatStyle: YMD)`.
        func picker(_ kind: DatePickerKind) -> MarkdownTable.Cell {
            guard let order = answer.row(kind)?.order else { return .text("—") }
            return .markdown(
                MarkdownText.link(text: order.code, destination: SitePath.picker(kind, order))
                    + MarkdownText.escape(profile.formatStyleAside(kind)))
        }
        let trick = profile.primary.order?.order
        let misleads = !answer.misleading.isEmpty
        return [
            .markdown(
                MarkdownText.anchor(profile.identifier)
                    // The locale's language and direction, on an empty span: the filter's direction, whatever
                    // direction each text of the row is shown in.
                    + MarkdownText.localized("", language: voice.language, direction: voice.direction)
                    + MarkdownText.link(text: profile.identifier, destination: SitePath.locale(profile.identifier))
                    + (profile.dataMark.map { " *(" + MarkdownText.escape($0) + ")*" } ?? "")),
            .text(profile.englishName),
            profile.ownName.map(voice.cell) ?? .text(""),
            picker(.numeric),
            picker(.withMonthNames),
            trick.map {
                .markdown(
                    MarkdownText.link(text: $0.code, destination: SitePath.order($0)) + (misleads ? " (misleads)" : ""))
            } ?? .text("—"),
            voice.cell(answer.row(.numeric)?.sample ?? ""),
            voice.cell(answer.row(.withMonthNames)?.sample ?? ""),
            timeCell(profile),
            .text(profile.calendar.rawValue),
            conflictsCell(profile),
        ]
    }

    /// The time picker's variant, and the date-with-time order where the time comes first, each linked to its
    /// `pickers/time-…` page: `12-hour, period first`, `24-hour · time first`.
    static func timeCell(_ profile: LocaleProfile) -> MarkdownTable.Cell {
        let shown = TimeVariant.of(profile).filter { $0 != .dateTime(.dateFirst) }
        guard !shown.isEmpty else { return .text("—") }
        return .markdown(
            shown.map { MarkdownText.link(text: $0.shortLabel, destination: SitePath.timePicker($0)) }
                .joined(separator: " · "))
    }

    /// The `yyyyMMdd` orders by continent (the heading says which order, as the two before it do): a stacked bar
    /// chart and the same numbers as a table.
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
        table.rowHeaders = true
        table.caption = "Locales per yyyyMMdd order and continent"
        for row in counts {
            table.addRow(
                [.text(row.label)] + row.counts.map { .text(String($0)) } + [.text(String(row.counts.reduce(0, +)))])
        }
        return [
            .heading(level: 2, id: "continents", text: "yyyyMMdd orders by continent"),
            .html(
                Chart.stacked(
                    title: "Locales per yyyyMMdd order, by continent", series: orders.map(\.code), groups: counts)),
            .markdown(
                "Continents come from Foundation's region containment: the identifier's region, or for a "
                    + "language alone its likely region (`ja` → Japan → Asia); for a region that groups others, the "
                    + "continent they are all on (`es_419`, Latin America → Americas). \"World\" holds global identifiers such as "
                    + "`en_001` and `eo`.\n\n" + table.markdown),
        ]
    }
}
