/// A GitHub-flavoured Markdown table, built row by row from plain values.
///
/// Column titles and ``Cell/text(_:)`` cells are escaped, so any string lands in exactly one cell and renders
/// as exactly that text; Markdown is taken as is only from cells that say so by name.
///
/// ```swift
/// var table = MarkdownTable(columns: [(title: "Locale", alignment: .left), (title: "Pattern", alignment: .none)])
/// table.addRow([.link(text: "en_US", destination: "locales/en_US.html"), .code("MM/dd/y")])
/// let html = MarkdownRenderer.html(from: table.markdown)
/// ```
package struct MarkdownTable: Sendable, Hashable {
    /// How a column's cells are aligned; cmark-gfm renders it as a `style="text-align: …"` attribute on every cell
    /// (`CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES`).
    package enum Alignment: Sendable, Hashable, CaseIterable {
        /// No alignment given: the cells carry no alignment.
        case none
        /// Cells are aligned left (`text-align: left`).
        case left
        /// Cells are centred (`text-align: center`).
        case center
        /// Cells are aligned right (`text-align: right`).
        case right
    }

    private let titles: [String]
    private let alignments: [Alignment]
    private var rows: [[Cell]] = []

    /// A plain-text caption, rendered as the table's `<caption>` (empty or `nil`: none).
    package var caption: String?

    /// A last part of the caption in another language, after `caption` and a space: its text, language tag and
    /// direction (a date pattern holding its locales' words), rendered inside `<span lang="…" dir="…">`.
    package var captionEnd: LocalizedText?

    /// Text in a language and direction (`lang`, `dir`).
    package struct LocalizedText: Hashable, Sendable {
        package var text: String
        package var language: String
        package var direction: String

        package init(_ text: String, language: String, direction: String) {
            self.text = text
            self.language = language
            self.direction = direction
        }
    }

    /// Whether the first cell of each row names the row (a locale, a template, a fact): it is then rendered as a
    /// row header, `<th scope="row">`, which a screen reader announces with each cell of the row.
    package var rowHeaders = false

    /// Creates a table with the given columns and no rows.
    ///
    /// - Parameter columns: The columns from left to right, each with its plain-text title and its alignment.
    ///   There must be at least one.
    package init(columns: [(title: String, alignment: Alignment)]) {
        precondition(!columns.isEmpty, "A Markdown table needs at least one column")
        titles = columns.map(\.title)
        alignments = columns.map(\.alignment)
    }

    /// The number of rows added so far, not counting the header.
    package var rowCount: Int { rows.count }

    /// Appends a row below the rows added so far.
    ///
    /// - Parameter cells: One cell per column, from left to right. Passing more or fewer cells than the table
    ///   has columns is a programming error and stops the program.
    package mutating func addRow(_ cells: [Cell]) {
        precondition(
            cells.count == titles.count,
            "A row of \(cells.count) cells was added to a Markdown table of \(titles.count) columns"
        )
        rows.append(cells)
    }

    /// The table in GitHub-flavoured Markdown: a header row, a delimiter row and one line per row, each line
    /// ending with a line break.
    ///
    /// Put it in a document on its own, with a blank line before and after.
    package var markdown: String {
        var markdown = ""
        markdown.reserveCapacity(64 * (rows.count + 2))
        if (caption ?? "").isEmpty == false || rowHeaders {
            let destination = TableMarkup.captionDestination + (rowHeaders ? TableMarkup.rowHeadersFlag : "")
            markdown += MarkdownText.link(text: caption ?? "", destination: destination)
            if let end = captionEnd {
                markdown += " " + MarkdownText.localized(end.text, language: end.language, direction: end.direction)
            }
            markdown += "\n\n"
        }
        Self.appendLine(titles.count, to: &markdown) { Cell.text(titles[$0]).markdown }
        Self.appendLine(alignments.count, to: &markdown) { delimiter(alignments[$0]) }
        for row in rows {
            Self.appendLine(row.count, to: &markdown) { row[$0].markdown }
        }
        return markdown
    }

    /// `| a | b |` and a line break, each cell's Markdown appended as it is made.
    private static func appendLine(_ count: Int, to markdown: inout String, cell: (Int) -> String) {
        markdown += "| "
        for index in 0..<count {
            if index > 0 { markdown += " | " }
            markdown += cell(index)
        }
        markdown += " |\n"
    }

    private func delimiter(_ alignment: Alignment) -> String {
        switch alignment {
        case .none: "---"
        case .left: ":---"
        case .center: ":---:"
        case .right: "---:"
        }
    }
}
