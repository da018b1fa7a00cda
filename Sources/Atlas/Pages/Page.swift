/// One HTML page of the site, as a value: where it goes, what it is called, and its body as blocks of
/// Markdown and HTML fragments. Rendering turns it into bytes; a writer persists them.
package struct Page: Sendable {
    /// The path relative to the output folder, e.g. `"locales/ja_JP.html"`.
    package var path: String
    /// The `<title>`.
    package var title: String
    /// The meta and Open Graph description.
    package var description: String
    /// The Open Graph / Twitter title, e.g. `"ja_JP — YMD — 2026/04/15"`.
    package var socialTitle: String
    /// The link-preview image (`og:image`, `twitter:image`), drawn and written in the render stage.
    package var image: PreviewImage
    /// A class on `<body>` for page-specific styling, e.g. `"locale"`.
    package var pageClass: String
    /// The body, in order.
    package var body: [PageBlock]
    /// Whether hosts serve the page at any path (`404.html`): its links then start from the base URL, if any.
    package var servedAnywhere = false
    /// A Content-Security-Policy for the page, written as a `<meta http-equiv>` right after the layout's `<head>`.
    package var contentSecurityPolicy: String?
}

/// A block of a page body.
package enum PageBlock: Sendable {
    /// GitHub-flavoured Markdown, rendered by cmark-gfm in safe mode.
    case markdown(String)
    /// HTML built with `HTMLFragment` (escaped by construction).
    case html(HTMLFragment)
    /// A heading with an id and a visible link to itself, so sections can be linked (`#picker`). `text` is its
    /// plain text (also the self-link's name); `content`, when given, is what it shows instead: the same text with
    /// markup, such as a span giving a pattern its locales' language.
    case heading(level: Int, id: String, text: String, content: [HTMLFragment]? = nil)
    /// Blocks inside an element with attributes, e.g. a `<div lang="ar" dir="rtl">` around samples.
    case wrapped(element: String, attributes: [(String, String?)], [PageBlock])
}

extension PageBlock {
    /// The line of links to related pages above a page's heading (`All locales · All YMD locales · Conflicts`), as
    /// a navigation landmark of its own: a screen reader lists it beside the site's, and paper leaves it out.
    static func relatedPages(_ markdown: String) -> PageBlock {
        .wrapped(
            element: "nav", attributes: [("class", "related"), ("aria-label", "Related pages")], [.markdown(markdown)])
    }
}
