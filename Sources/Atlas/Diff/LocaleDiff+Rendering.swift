import AtlasMarkdown
import LocaleProfiles

extension LocaleDiff {
    /// The longest value a report shows whole, in Unicode scalars (the longest template `--template` accepts).
    package static let shownLength = 200

    /// The same diff with `transform` applied to every identifier, template, field and value.
    package func mapped(_ transform: (String) -> String) -> LocaleDiff {
        var copy = self
        copy.added = added.map(transform)
        copy.removed = removed.map(transform)
        copy.templatesAdded = templatesAdded.map(transform)
        copy.templatesRemoved = templatesRemoved.map(transform)
        copy.changed = changed.map {
            Change(
                identifier: transform($0.identifier), field: transform($0.field), old: $0.old.map(transform),
                new: $0.new.map(transform))
        }
        return copy
    }

    /// A plain-text report, one line per change. Exports are input: every value is made visible and cut
    /// (`Visible.text`), so a line break in an identifier cannot forge a line and no escape sequence reaches
    /// the terminal.
    package var text: String {
        let shown = mapped { Visible.text($0, limit: Self.shownLength) }
        var lines = [counts]
        lines += shown.templatesAdded.map { "+ template \($0)" }
        lines += shown.templatesRemoved.map { "- template \($0)" }
        lines += shown.added.map { "+ \($0)" }
        lines += shown.removed.map { "- \($0)" }
        lines += shown.changed.map { "~ \($0.identifier) \($0.field): \($0.old ?? "(none)") → \($0.new ?? "(none)")" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown report: counts, then tables of added, removed and changed locales. `link` makes an
    /// identifier's link destination (or `nil` for plain text). Values are escaped as Markdown, and control
    /// characters and noncharacters, which HTML forbids and terminals obey, are shown as `U+XXXX`
    /// (`Visible.markup`); bidi marks in patterns stay, as on every page. `rowHeaders`: each table's locale
    /// column is marked as row headers, for a page (a terminal would show the marker).
    package func markdown(link: (String) -> String? = { _ in nil }, rowHeaders: Bool = false) -> String {
        mapped(Visible.markup).plainMarkdown(
            link: link, rowHeaders: rowHeaders,
            counts:
                "**\(grouped(added.count))** added, **\(grouped(removed.count))** removed, **\(grouped(changedLocales))** changed"
                + templateCounts(bold: true) + ".")
    }

    /// `1 added, 2 removed, 3 changed`, and the templates where they differ (`; templates: 1 added, 0 removed`): the
    /// first line of the text report, and the index's line on `changes.html`.
    package var counts: String {
        "\(grouped(added.count)) added, \(grouped(removed.count)) removed, \(grouped(changedLocales)) changed"
            + templateCounts(bold: false)
    }

    /// How many locales each changed field changed in, most first (a tie in the order the report first lists
    /// them): after a toolchain update that changes hundreds of locales, what kind of change it is, before a table
    /// of thousands of rows.
    package var fieldCounts: [(field: String, locales: Int)] {
        var counts: [String: Int] = [:]
        var firstSeen: [String] = []
        for change in changed {
            if counts[change.field] == nil { firstSeen.append(change.field) }
            counts[change.field, default: 0] += 1
        }
        let rank = Dictionary(uniqueKeysWithValues: firstSeen.enumerated().map { ($1, $0) })
        return firstSeen.map { ($0, counts[$0]!) }.sorted {
            $0.locales != $1.locales ? $0.locales > $1.locales : rank[$0.field]! < rank[$1.field]!
        }
    }

    /// `; templates: 1 added, 0 removed`, or nothing when both exports have the same templates.
    private func templateCounts(bold: Bool) -> String {
        guard !templatesAdded.isEmpty || !templatesRemoved.isEmpty else { return "" }
        func number(_ count: Int) -> String { bold ? "**\(grouped(count))**" : grouped(count) }
        return "; templates: \(number(templatesAdded.count)) added, \(number(templatesRemoved.count)) removed"
    }

    private func plainMarkdown(link: (String) -> String?, rowHeaders: Bool = false, counts: String) -> String {
        func cell(_ identifier: String) -> MarkdownTable.Cell {
            link(identifier).map { .link(text: identifier, destination: $0) } ?? .text(identifier)
        }
        var parts = [counts]
        if let first = fieldCounts.first {
            // `order` in 734 locales, `pattern` in 734, …: the kinds of change, with their counts, come first.
            parts.append(
                "Changed: \(MarkdownText.code(first.field)) in \(counted(first.locales, "locale"))"
                    + fieldCounts.dropFirst().map { ", \(MarkdownText.code($0.field)) in \(grouped($0.locales))" }
                    .joined() + ".")
        }
        if !templatesAdded.isEmpty || !templatesRemoved.isEmpty {
            parts.append(
                "Templates added: "
                    + (templatesAdded.isEmpty ? "none" : templatesAdded.map(MarkdownText.code).joined(separator: ", "))
                    + ". Templates removed: "
                    + (templatesRemoved.isEmpty
                        ? "none" : templatesRemoved.map(MarkdownText.code).joined(separator: ", ")) + ".")
        }
        if !added.isEmpty || !removed.isEmpty {
            var table = MarkdownTable(columns: [("Locale", .none), ("Change", .none)])
            table.rowHeaders = rowHeaders
            // On a page each table says what it lists (a terminal would show a caption's marker).
            if rowHeaders { table.caption = "Locales added and removed" }
            for identifier in added { table.addRow([cell(identifier), .text("added")]) }
            for identifier in removed { table.addRow([.text(identifier), .text("removed")]) }
            parts.append(table.markdown)
        }
        if !changed.isEmpty {
            var table = MarkdownTable(columns: [
                ("Locale", .none), ("What", .none), ("Before", .none), ("After", .none),
            ])
            table.rowHeaders = rowHeaders
            if rowHeaders { table.caption = "Values that changed, by locale and field" }
            for change in changed {
                table.addRow([
                    cell(change.identifier), .code(change.field), change.old.map { .code($0) } ?? .text("—"),
                    change.new.map { .code($0) } ?? .text("—"),
                ])
            }
            parts.append(table.markdown)
        }
        // One blank line between parts: a table's Markdown ends with its own line break.
        return parts.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: "\n\n") + "\n"
    }
}
