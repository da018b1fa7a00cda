import AtlasMarkdown
import DateOrder
import LocaleProfiles

/// The body of a page that lists locales by the pattern they write for one template (the order, picker and
/// time-picker pages): an overview table of the patterns, most locales first, then one collapsible table per
/// pattern whose columns and rows the page chooses.
enum PatternGroups {
    static func blocks(
        _ profiles: [LocaleProfile], template: DateTemplate,
        columns: [(title: String, alignment: MarkdownTable.Alignment)],
        row: (LocaleProfile) -> [MarkdownTable.Cell]
    ) -> [PageBlock] {
        let groups = Dictionary(grouping: profiles) { $0.format(for: template)?.pattern ?? "" }
            .sorted {
                $0.value.count != $1.value.count
                    ? $0.value.count > $1.value.count : $0.key.precedesInUTF8Order($1.key)
            }
        var overview = MarkdownTable(columns: [("Pattern", .none), ("Locales", .right), ("Sample", .none)])
        overview.caption = "Patterns of \(template.rawValue) in these locales"
        for (index, group) in groups.enumerated() {
            overview.addRow([
                .link(text: group.key, destination: "#pattern-\(index + 1)"), .text(String(group.value.count)),
                LocaleVoice(group.value[0]).cell(group.value[0].format(for: template)?.sample ?? ""),
            ])
        }
        var blocks: [PageBlock] = [.markdown(overview.markdown)]
        for (index, group) in groups.enumerated() {
            blocks.append(.heading(level: 2, id: "pattern-\(index + 1)", text: "Pattern " + group.key))
            var table = MarkdownTable(columns: columns)
            table.caption = "Locales with the pattern " + group.key
            for profile in group.value { table.addRow(row(profile)) }
            blocks.append(
                .wrapped(
                    element: "details",
                    attributes: [("class", "table-group"), ("open", group.value.count <= 12 ? "" : nil)],
                    [
                        .html(.element("summary", [], [.text(counted(group.value.count, "locale"))])),
                        .markdown(table.markdown),
                    ]))
        }
        return blocks
    }
}
