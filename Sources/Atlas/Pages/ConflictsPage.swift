import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// `conflicts.html`: every locale whose order depends on the template, grouped by kind of conflict.
enum ConflictsPage {
    static func make(model: SiteModel) -> Page {
        let conflicted = model.profiles.filter(\.hasConflicts)
        let numericDiffers = conflicted.filter { $0.conflicts.contains { $0.kind == .numeric } }.count
        let disagreeing = disagreeing(model)
        var body: [PageBlock] = [
            .relatedPages("[All locales](index.html)"),
            .markdown(
                """
                # Where the order changes with the template

                \(grouped(conflicted.count)) of \(counted(model.profiles.count, "locale")) \(conflicted.count == 1 ? "writes" : "write") some templates in another order than the \
                `yyyyMMdd` order (what the widely copied trick returns). Every kind of picker (numeric `yMd`, with \
                month names, year–month, month–day) must follow its own template's order, not the `yyyyMMdd` \
                one\(numericDiffers == 0 ? "." : "; even numeric `yMd` differs from `yyyyMMdd` in \(counted(numericDiffers, "locale")).")

                \(disagreeing.isEmpty ? "No locale writes" : counted(disagreeing.count, "locale") + (disagreeing.count == 1 ? " writes" : " write")) \
                a numeric date and a date with month names in different orders: [Numeric and month names \
                disagree](#\(disagreeID)).
                """),
        ]
        var counts = MarkdownTable(columns: [("Kind", .none), ("Templates", .none), ("Locales", .right)])
        counts.rowHeaders = true
        counts.caption = "Locales per kind of conflict"
        for kind in OrderConflict.Kind.allCases {
            let count = conflicted.filter { $0.conflicts.contains { $0.kind == kind } }.count
            counts.addRow([
                .link(text: kind.title, destination: "#" + kind.rawValue),
                .text(kind.templates.map(\.rawValue).joined(separator: ", ")), .text(grouped(count)),
            ])
        }
        body.append(.markdown(counts.markdown))
        body += pickersDisagree(disagreeing)
        for kind in OrderConflict.Kind.allCases {
            let rows = conflicted.flatMap { profile in
                profile.conflicts.filter { $0.kind == kind }.map { (profile, $0) }
            }
            body.append(
                .heading(level: 2, id: kind.rawValue, text: "\(kind.title) (\(Set(rows.map(\.0.identifier)).count))"))
            body.append(.markdown(advice(kind)))
            guard !rows.isEmpty else {
                body.append(.markdown("No locale has this conflict."))
                continue
            }
            var table = MarkdownTable(columns: [
                ("Identifier", .none), ("yyyyMMdd", .none), ("Template", .none),
                ("Its order", .none), ("yyyyMMdd implies", .none), ("Pattern", .none), ("Sample", .none),
            ])
            table.rowHeaders = true
            table.caption = kind.title
            for (profile, conflict) in rows {
                let format = profile.format(for: conflict.template)
                table.addRow([
                    .link(text: profile.identifier, destination: SitePath.locale(profile.identifier)),
                    .text(profile.primary.order?.code ?? ""), .code(conflict.template.rawValue),
                    .text(conflict.order.code),
                    .text(conflict.expected.code), LocaleVoice(profile).patternCell(format?.pattern ?? ""),
                    LocaleText.cell(format?.sample ?? "", profile),
                ])
            }
            let locales = Set(rows.map(\.0.identifier)).count
            body.append(
                .wrapped(
                    element: "details", attributes: [("class", "table-group"), ("open", rows.count <= 12 ? "" : nil)],
                    [
                        .html(
                            .element(
                                "summary", [],
                                [.text("\(counted(rows.count, "template")) in \(counted(locales, "locale"))")])),
                        .markdown(table.markdown),
                    ]))
        }
        return Page(
            path: "conflicts.html",
            title: "Locales whose date order changes with the template — Date Order Atlas",
            description:
                "\(counted(conflicted.count, "locale")) write some date templates (numeric, with month names, year–month "
                + "or month–day) in another order than the yyyyMMdd trick gives.",
            socialTitle: "Date order conflicts — \(counted(conflicted.count, "locale"))",
            image: .site(model),
            pageClass: "conflicts",
            body: body
        )
    }

    /// What a section's table shows and what a developer does with it: which picker follows which of its templates,
    /// in that template's own order (the table's "Its order"), not what `yyyyMMdd` implies; and that no picker
    /// follows the others (`yMMMd`, `yM`, `Md`), whose rows hold for dates written with them.
    static func advice(_ kind: OrderConflict.Kind) -> String {
        let picker = kind.picker.phrase.uppercasedFirstLetter
        let followed = kind.picker.template
        let others = kind.templates.filter { $0 != followed }.map { MarkdownText.code($0.rawValue) }
        let templates = kind.templates.map { MarkdownText.code($0.rawValue) }
        let layOut =
            others.isEmpty
            ? "lay it out in the row's order"
            : "where a locale has a \(MarkdownText.code(followed.rawValue)) row, lay the picker out in that row's order"
        var text =
            "Each row is a template (\(templates.joined(separator: ", "))) whose own order (the \"Its order\" "
            + "column) differs from the one `yyyyMMdd` implies for the same fields. \(picker) follows "
            + "\(MarkdownText.code(followed.rawValue)): \(layOut), as the locale's page and the [picker "
            + "orders](index.html#pickers) give it, or with `DatePickerLayout` from [the DateOrder "
            + "library](about.html#library), not in the order `yyyyMMdd` implies."
        if !others.isEmpty {
            text +=
                " No picker follows \(others.joined(separator: " or ")): \(others.count == 1 ? "its" : "their") rows "
                + "give the order of dates written with that template, not the picker's."
        }
        return text
    }

    /// The section of locales whose numeric picker and picker with month names are in different orders: the
    /// short and the long form of one date, which a reader compares more often than either with `yyyyMMdd`.
    static let disagreeID = "numeric-vs-month-names"

    static func disagreeing(_ model: SiteModel) -> [LocaleProfile] {
        model.profiles.filter { profile in
            guard let numeric = profile.answer.row(.numeric)?.order,
                let names = profile.answer.row(.withMonthNames)?.order
            else { return false }
            return numeric != names
        }
    }

    /// The section listing `profiles`, the locales ``disagreeing(_:)`` finds.
    static func pickersDisagree(_ profiles: [LocaleProfile]) -> [PageBlock] {
        var blocks: [PageBlock] = [
            .heading(level: 2, id: disagreeID, text: "Numeric and month names disagree (\(grouped(profiles.count)))")
        ]
        blocks.append(
            .markdown(
                "A numeric picker follows `yMd` and a picker with month names `yMMMMd`: where they disagree, an app "
                    + "that offers both lays out each in its own order, as the locale's page gives them, or with "
                    + "`DatePickerLayout` from [the DateOrder library](about.html#library) (`.numeric` and "
                    + "`.withMonthNames`)."))
        guard !profiles.isEmpty else { return blocks + [.markdown("No locale writes them in different orders.")] }
        var table = MarkdownTable(columns: [
            ("Identifier", .none), ("Name", .none), ("Numeric", .none), ("Sample", .none),
            ("With month names", .none), ("Sample", .none),
        ])
        table.caption = "Locales whose numeric date (yMd) and date with month names (yMMMMd) have different orders"
        table.rowHeaders = true
        for profile in profiles {
            let numeric = profile.answer.row(.numeric)
            let names = profile.answer.row(.withMonthNames)
            // DateFormatter's order, and `Date.FormatStyle`'s beside it where that departs, as the index writes it.
            func order(_ kind: DatePickerKind) -> MarkdownTable.Cell {
                .text(
                    (profile.answer.row(kind)?.order?.code ?? "") + profile.formatStyleAside(kind))
            }
            table.addRow([
                .link(text: profile.identifier, destination: SitePath.locale(profile.identifier)),
                .text(profile.englishName), order(.numeric), LocaleText.cell(numeric?.sample ?? "", profile),
                order(.withMonthNames), LocaleText.cell(names?.sample ?? "", profile),
            ])
        }
        blocks.append(
            .wrapped(
                element: "details", attributes: [("class", "table-group"), ("open", profiles.count <= 12 ? "" : nil)],
                [
                    .html(.element("summary", [], [.text(counted(profiles.count, "locale"))])),
                    .markdown(table.markdown),
                ]))
        return blocks
    }
}
