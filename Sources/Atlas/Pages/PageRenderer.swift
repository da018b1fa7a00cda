import Markdown

/// Renders page bodies to HTML and wraps them in the layout.
public struct PageRenderer: Sendable {
    /// The layout every page is wrapped in.
    public let layout: LayoutTemplate
    /// The provenance line of every footer.
    public let provenance: String
    /// The absolute base URL for canonical links, if given (ends with `/`).
    public let baseURL: String?

    /// Creates a renderer.
    public init(layout: LayoutTemplate, provenance: String, baseURL: String?) {
        self.layout = layout
        self.provenance = provenance
        self.baseURL = baseURL
    }

    /// The whole HTML document of a page.
    public func render(_ page: Page) -> String {
        let values = [
            "lang": "en",
            "title": page.title,
            "description": page.description,
            "socialTitle": page.socialTitle,
            "root": page.root,
            "canonical": (baseURL ?? "") + (baseURL == nil ? page.path.split(separator: "/").last.map(String.init) ?? "" : page.path),
            "provenance": provenance,
            "pageClass": page.pageClass,
        ]
        return layout.render(values: values, body: Self.body(page.body))
    }

    /// The HTML of a list of blocks.
    public static func body(_ blocks: [PageBlock]) -> String {
        blocks.map(html(of:)).joined()
    }

    static func html(of block: PageBlock) -> String {
        switch block {
        case .markdown(let markdown):
            return MarkdownRenderer.html(from: markdown)
        case .html(let fragment):
            return fragment.html + "\n"
        case .heading(let level, let id, let text):
            let tag = "h\(min(max(level, 1), 6))"
            return HTMLFragment.element(tag, [("id", id)], [
                .text(text), .text(" "),
                .element("a", [("class", "anchor"), ("href", "#" + id), ("aria-label", "Link to this section: " + text)], [.text("#")]),
            ]).html + "\n"
        case .wrapped(let element, let attributes, let blocks):
            return HTMLFragment.element(element, attributes, [.trusted("\n" + body(blocks))]).html + "\n"
        }
    }
}
