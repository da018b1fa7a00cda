extension MarkdownTable {
    /// The content of one table cell.
    ///
    /// A string literal is a ``text(_:)`` cell, so `table.addRow(["en_US", "\(count)"])` escapes both values.
    /// Only ``markdown(_:)`` takes Markdown as is.
    package enum Cell: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// Plain text, escaped like ``MarkdownText/escape(_:)``: it renders as exactly this text, whatever it
        /// contains (pipes, backslashes, Markdown syntax, HTML, URLs, line breaks, spaces at either end).
        case text(String)
        /// Text in a code span, made like ``MarkdownText/code(_:)``: line breaks show as spaces.
        case code(String)
        /// A link whose text renders as exactly `text`, made like ``MarkdownText/link(text:destination:)``.
        case link(text: String, destination: String)
        /// Plain text in another language and direction, rendered inside `<span lang="…" dir="…">`; made like
        /// ``MarkdownText/localized(_:language:direction:)``.
        case localized(String, language: String, direction: String)
        /// Inline Markdown taken as is, except that each `|` is escaped and each line break becomes a space so
        /// that the Markdown stays inside its cell and renders as it would in a paragraph.
        case markdown(String)

        /// Creates a ``text(_:)`` cell from a string literal.
        ///
        /// - Parameter value: The plain text of the cell.
        package init(stringLiteral value: String) {
            self = .text(value)
        }

        /// The cell's content as it appears between the pipes of a table row.
        var markdown: String {
            switch self {
            case .text(let text):
                Self.confinedToCell(MarkdownText.escape(text))
            case .code(let code):
                Self.confinedToCell(MarkdownText.code(code))
            case .link(let text, let destination):
                Self.confinedToCell(MarkdownText.link(text: text, destination: destination))
            case .localized(let text, let language, let direction):
                Self.confinedToCell(MarkdownText.localized(text, language: language, direction: direction))
            case .markdown(let markdown):
                Self.confinedToCell(markdown)
            }
        }

        /// Keeps inline Markdown inside one cell.
        ///
        /// The table extension splits a row at every `|` not preceded by a backslash, then removes the backslash
        /// from each `\|` before it parses the cell's inlines, code spans included. Putting a backslash before
        /// every `|` is the exact inverse, so the cell's inlines are parsed from the unchanged Markdown.
        private static func confinedToCell(_ markdown: String) -> String {
            MarkdownText.foldingLineBreaks(markdown, escapingPipes: true)
        }
    }
}
