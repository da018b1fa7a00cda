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
        // Patterns that differ only in characters a reader cannot see (h:mm a with U+202F, U+00A0 or a space) get
        // their hidden characters named in the heading, so two identical-looking headings say how they differ.
        let looks = Dictionary(grouping: groups.map(\.key), by: Self.look)
        func note(_ pattern: String) -> String {
            (looks[Self.look(pattern)]?.count ?? 0) > 1 ? " (" + Self.hiddenCharacters(pattern) + ")" : ""
        }
        func title(_ pattern: String) -> String { pattern + note(pattern) }
        // The language of each pattern that holds words, for its heading, caption and overview link.
        let languages = groups.map { PatternLanguage.tag(of: $0.key, in: $0.value) }
        var overview = MarkdownTable(columns: [("Pattern", .none), ("Locales", .right), ("Sample", .none)])
        overview.rowHeaders = true
        overview.caption = "Patterns of \(template.rawValue) in these locales"
        for (index, group) in groups.enumerated() {
            let link: MarkdownTable.Cell =
                if let language = languages[index] {
                    .markdown(
                        MarkdownText.localizedLink(
                            group.key, fragment: "pattern-\(index + 1)", language: language, direction: "ltr")
                            + MarkdownText.escape(note(group.key)))
                } else {
                    .link(text: title(group.key), destination: "#pattern-\(index + 1)")
                }
            overview.addRow([
                link, .text(grouped(group.value.count)),
                LocaleVoice(group.value[0]).cell(group.value[0].format(for: template)?.sample ?? ""),
            ])
        }
        var blocks: [PageBlock] = [.markdown(overview.markdown)]
        for (index, group) in groups.enumerated() {
            var table = MarkdownTable(columns: columns)
            table.rowHeaders = true
            if let language = languages[index] {
                blocks.append(
                    .heading(
                        level: 2, id: "pattern-\(index + 1)", text: "Pattern " + title(group.key),
                        content: [
                            .text("Pattern "),
                            .element("span", [("lang", language), ("dir", "ltr")], [.text(group.key)]),
                            .text(note(group.key)),
                        ]))
                table.caption = "Locales with the pattern"
                table.captionEnd = .init(group.key, language: language, direction: "ltr")
            } else {
                blocks.append(.heading(level: 2, id: "pattern-\(index + 1)", text: "Pattern " + title(group.key)))
                table.caption = "Locales with the pattern " + group.key
            }
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

    /// A pattern as it looks: every kind of space as a space, format characters (bidi marks, joiners) left out.
    static func look(_ pattern: String) -> String {
        String(
            String.UnicodeScalarView(
                pattern.unicodeScalars.compactMap { scalar in
                    if scalar.properties.generalCategory == .format { return nil }
                    return scalar.properties.isWhitespace ? " " : scalar
                }))
    }

    /// The characters of a pattern that look like a space or like nothing, named: `narrow no-break space U+202F`;
    /// `plain spaces only` or `no hidden characters` when there are none.
    static func hiddenCharacters(_ pattern: String) -> String {
        var seen: [Unicode.Scalar] = []
        for scalar in pattern.unicodeScalars
        where (scalar.properties.isWhitespace && scalar != " ") || scalar.properties.generalCategory == .format {
            if !seen.contains(scalar) { seen.append(scalar) }
        }
        guard !seen.isEmpty else { return pattern.contains(" ") ? "plain spaces only" : "no hidden characters" }
        return seen.map { ($0.properties.name ?? "").lowercased() + " " + Visible.codePoint($0) }
            .joined(separator: ", ")
    }
}
