/// Renders GitHub-flavoured Markdown to HTML.
///
/// Rendering uses cmark-gfm with its `table` and `tagfilter` extensions (no autolinks, no strikethrough), in
/// safe mode: raw HTML in the input never reaches the output (cmark-gfm writes `<!-- raw HTML omitted -->` in its
/// place), and links to `javascript:`, `vbscript:`, `file:` and most `data:` destinations get an empty `href`.
/// The output depends on the input alone, so the same Markdown always renders to the same bytes.
package enum MarkdownRenderer {
    /// Renders a GitHub-flavoured Markdown document to an HTML fragment.
    ///
    /// The fragment is the body content only (no `<html>` or `<body>`), ends with a line break unless it is
    /// empty, and is safe to place in a page as is. Unicode text passes through unchanged.
    ///
    /// - Parameter markdown: The Markdown source of the whole document.
    /// - Returns: The rendered HTML.
    package static func html(from markdown: String) -> String {
        CmarkConverter.html(from: markdown)
    }

    /// Renders several documents at once: the same as mapping ``html(from:)`` over them, but cheaper when
    /// several threads render, since cmark-gfm runs one conversion at a time and this takes its turn once.
    ///
    /// - Parameter documents: The Markdown sources.
    /// - Returns: The rendered HTML of each, in the same order.
    package static func html(fromEach documents: [String]) -> [String] {
        CmarkConverter.html(fromEach: documents)
    }
}
