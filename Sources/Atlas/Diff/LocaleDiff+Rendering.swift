import AtlasMarkdown

extension LocaleDiff {
    /// A plain-text report, one line per change.
    public var text: String {
        var lines = ["\(added.count) added, \(removed.count) removed, \(changedLocales) changed"]
        lines += templatesAdded.map { "+ template \($0)" }
        lines += templatesRemoved.map { "- template \($0)" }
        lines += added.map { "+ \($0)" }
        lines += removed.map { "- \($0)" }
        lines += changed.map { "~ \($0.identifier) \($0.field): \($0.old ?? "(none)") → \($0.new ?? "(none)")" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown report: counts, then tables of added, removed and changed locales. `link` makes an
    /// identifier's link destination (or `nil` for plain text).
    public func markdown(link: (String) -> String? = { _ in nil }) -> String {
        func cell(_ identifier: String) -> MarkdownTable.Cell {
            link(identifier).map { .link(text: identifier, destination: $0) } ?? .text(identifier)
        }
        var parts = ["**\(added.count)** added, **\(removed.count)** removed, **\(changedLocales)** changed."]
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
            for identifier in added { table.addRow([cell(identifier), .text("added")]) }
            for identifier in removed { table.addRow([.text(identifier), .text("removed")]) }
            parts.append(table.markdown)
        }
        if !changed.isEmpty {
            var table = MarkdownTable(columns: [
                ("Locale", .none), ("What", .none), ("Before", .none), ("After", .none),
            ])
            for change in changed {
                table.addRow([
                    cell(change.identifier), .code(change.field), change.old.map { .code($0) } ?? .text("—"),
                    change.new.map { .code($0) } ?? .text("—"),
                ])
            }
            parts.append(table.markdown)
        }
        return parts.joined(separator: "\n\n") + "\n"
    }
}
