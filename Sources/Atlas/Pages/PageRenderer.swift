import AtlasMarkdown

/// Renders page bodies to HTML and wraps them in the layout.
package struct PageRenderer: Sendable {
    /// The layout every page is wrapped in.
    package let layout: LayoutTemplate
    /// The provenance line of every footer.
    package let provenance: String
    /// The absolute base URL for canonical links and preview images, if given (ends with `/`).
    package let baseURL: String?

    /// Creates a renderer.
    package init(layout: LayoutTemplate, provenance: String, baseURL: String?) {
        self.layout = layout
        self.provenance = provenance
        self.baseURL = baseURL
    }

    /// The whole HTML document of a page.
    package func render(_ page: Page) -> String {
        let path = SitePath(page: page.path)
        let values = [
            "lang": "en",
            "title": page.title,
            "description": page.description,
            "socialTitle": page.socialTitle,
            // A page served at any depth (404.html) links from the site's absolute address when there is one.
            "root": page.servedAnywhere ? (baseURL ?? path.root) : path.root,
            "canonical": (baseURL ?? "")
                + (baseURL == nil ? page.path.split(separator: "/").last.map(String.init) ?? "" : page.path),
            "provenance": provenance,
            "pageClass": page.pageClass,
            "image": baseURL.map { $0 + page.image.path } ?? path.link(to: page.image.path),
            "imageAlt": page.image.alt,
            "imageWidth": String(PreviewImage.width),
            "imageHeight": String(PreviewImage.height),
        ]
        return Self.withPolicy(page.contentSecurityPolicy, layout.render(values: values, body: Self.body(page.body)))
    }

    /// `html` with a `<meta http-equiv="Content-Security-Policy">` right after its first `<head>` and the
    /// `<meta charset="utf-8">` that follows it, if any (before any resource it governs), or unchanged without a
    /// policy or a `<head>` tag.
    static func withPolicy(_ policy: String?, _ html: String) -> String {
        guard let policy, var head = html.range(of: "<head>") else { return html }
        let charset = "\n<meta charset=\"utf-8\">"
        if html[head.upperBound...].hasPrefix(charset) {
            head = head.lowerBound..<html.index(head.upperBound, offsetBy: charset.count)
        }
        let meta =
            "\n" + HTMLFragment.startTag("meta", [("http-equiv", "Content-Security-Policy"), ("content", policy)])
        return html.replacingCharacters(in: head.upperBound..<head.upperBound, with: meta)
    }

    /// The HTML of a list of blocks. All Markdown blocks of the list (nested ones included) go to cmark-gfm in
    /// one batch, then the HTML is assembled in block order.
    package static func body(_ blocks: [PageBlock]) -> String {
        var markdown: [String] = []
        collectMarkdown(blocks, into: &markdown)
        var rendered = MarkdownRenderer.html(fromEach: markdown).makeIterator()
        var html = ""
        assemble(blocks, rendered: &rendered, into: &html)
        return html
    }

    private static func collectMarkdown(_ blocks: [PageBlock], into markdown: inout [String]) {
        for block in blocks {
            switch block {
            case .markdown(let text): markdown.append(text)
            case .wrapped(_, _, let inner): collectMarkdown(inner, into: &markdown)
            case .html, .heading: break
            }
        }
    }

    /// Appends the blocks' HTML to `html`, the Markdown blocks' from `rendered` in order.
    private static func assemble(
        _ blocks: [PageBlock], rendered: inout IndexingIterator<[String]>, into html: inout String
    ) {
        for block in blocks {
            switch block {
            case .markdown:
                html += rendered.next()!
            case .html(let fragment):
                html += fragment.html + "\n"
            case .heading(let level, let id, let text, let content):
                let tag = "h\(min(max(level, 1), 6))"
                html +=
                    HTMLFragment.element(
                        tag, [("id", id)],
                        [
                            HTMLFragment.trusted((content ?? [.text(text)]).map(\.html).joined()), .text(" "),
                            .element(
                                "a",
                                [
                                    ("class", "anchor"), ("href", "#" + id),
                                    // Named after its section: a list of a page's links (a screen reader's
                                    // links list) would otherwise hold several "Link to this section".
                                    ("aria-label", "Link to section: " + text),
                                ],
                                [.text("#")]),
                        ]
                    ).html + "\n"
            case .wrapped(let element, let attributes, let inner):
                // What `HTMLFragment.element` writes with the inner HTML as its one trusted child, appended in place.
                html += HTMLFragment.startTag(element, attributes) + "\n"
                assemble(inner, rendered: &rendered, into: &html)
                html += "</" + element + ">\n"
            }
        }
    }
}
