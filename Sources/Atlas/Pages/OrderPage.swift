import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// `orders/<order>.html`: the locales with one primary order, grouped by identical pattern.
enum OrderPage {
    static func make(order: DateFieldOrder, profiles: [LocaleProfile], model: SiteModel) -> Page {
        var body: [PageBlock] = []
        body.append(
            .markdown(
                "[All locales](../index.html) · "
                    + model.orders.map { group in
                        group.order == order
                            ? "**\(group.order.code)**" : "[\(group.order.code)](\(group.order.code.lowercased()).html)"
                    }.joined(separator: " · ")))
        body.append(
            .markdown(
                """
                # \(order.code): \(MarkdownText.escape(order.spelledOut))

                \(profiles.count) of \(model.profiles.count) locales (\(Percent.format(profiles.count, of: model.profiles.count))) \
                write numeric dates (template `yyyyMMdd`) in the order \(MarkdownText.escape(order.spelledOut)). \
                They are grouped below by identical pattern.
                """))
        let groups = Dictionary(grouping: profiles, by: \.primary.pattern)
            .sorted {
                $0.value.count != $1.value.count
                    ? $0.value.count > $1.value.count
                    : $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
            }
        var overview = MarkdownTable(columns: [("Pattern", .none), ("Locales", .right), ("Sample", .none)])
        overview.caption = "Patterns used by \(order.code) locales"
        for (index, group) in groups.enumerated() {
            overview.addRow([
                .link(text: group.key, destination: "#pattern-\(index + 1)"), .text(String(group.value.count)),
                LocaleText.cell(group.value[0].primary.sample, group.value[0]),
            ])
        }
        body.append(.markdown(overview.markdown))
        for (index, group) in groups.enumerated() {
            body.append(.heading(level: 2, id: "pattern-\(index + 1)", text: "Pattern " + group.key))
            var table = MarkdownTable(columns: [
                ("Identifier", .none), ("Name", .none), ("Sample", .none),
                ("With month names", .none), ("Conflicts", .none),
            ])
            table.caption = "Locales with the pattern " + group.key
            for profile in group.value {
                let text = profile.format(for: .withMonthNames)
                table.addRow([
                    .link(text: profile.identifier, destination: "../" + SiteModel.localePath(profile.identifier)),
                    .text(profile.englishName), LocaleText.cell(profile.primary.sample, profile),
                    LocaleText.cell((text?.sample ?? "") + " (" + (text?.order?.code ?? "?") + ")", profile),
                    .text(profile.conflictKinds.joined(separator: ", ")),
                ])
            }
            body.append(.markdown(table.markdown))
        }
        let example = profiles.first { $0.identifier.contains("_") } ?? profiles[0]
        return Page(
            path: SiteModel.orderPath(order),
            title: "\(order.code) (\(order.spelledOut)) — \(profiles.count) locales — Date Order Atlas",
            description:
                "\(profiles.count) locales write dates \(order.spelledOut), for example \(example.identifier): "
                + "\(example.primary.sample). Grouped by pattern, with samples.",
            socialTitle: "\(order.code) — \(profiles.count) locales — \(example.primary.sample)",
            pageClass: "order",
            body: body
        )
    }
}
