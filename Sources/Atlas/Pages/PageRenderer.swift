import AtlasMarkdown

/// Renders page bodies to HTML and wraps them in the layout.
public struct PageRenderer: Sendable {
    /// The layout every page is wrapped in.
    public let layout: LayoutTemplate
    /// The provenance line of every footer.
    public let provenance: String
    /// The absolute base URL for canonical links and preview images, if given (ends with `/`).
    public let baseURL: String?

    /// Rendering kept from the last build (the HTML of Markdown blocks), or `nil`.
    let memo: RenderMemo?

    /// Creates a renderer; with a `memo`, Markdown blocks it holds are not rendered again, and where each block's
    /// HTML lands in the page is recorded in it.
    public init(layout: LayoutTemplate, provenance: String, baseURL: String?, memo: RenderMemo? = nil) {
        self.layout = layout
        self.provenance = provenance
        self.baseURL = baseURL
        self.memo = memo
    }

    /// The whole HTML document of a page.
    public func render(_ page: Page) -> String {
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
        guard let memo else {
            return Self.withPolicy(
                page.contentSecurityPolicy, layout.render(values: values, body: Self.body(page.body)))
        }
        let (body, blocks) = Self.body(page.body, memo: memo)
        let (unguarded, bodyOffset) = layout.renderLocatingBody(values: values, body: body)
        // The policy goes into the head, before the body: it moves the body by its length.
        let html = Self.withPolicy(page.contentSecurityPolicy, unguarded)
        let shift = html.utf8.count - unguarded.utf8.count
        for (key, range) in blocks {
            memo.record(
                key, at: page.path, (range.lowerBound + bodyOffset + shift)..<(range.upperBound + bodyOffset + shift))
        }
        return html
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
    public static func body(_ blocks: [PageBlock]) -> String {
        var markdown: [String] = []
        collectMarkdown(blocks, into: &markdown)
        var rendered = MarkdownRenderer.html(fromEach: markdown).makeIterator()
        var html = ""
        var placed: [Range<Int>] = []
        assemble(blocks, rendered: &rendered, into: &html, placed: &placed)
        return html
    }

    /// The same HTML as `body(_:)`, taking the blocks the memo holds from it and rendering only the others, and
    /// each Markdown block's key with the UTF-8 range of its HTML in the result.
    static func body(
        _ blocks: [PageBlock], memo: RenderMemo
    ) -> (html: String, blocks: [(key: RenderMemo.Key, range: Range<Int>)]) {
        var markdown: [String] = []
        collectMarkdown(blocks, into: &markdown)
        let keys = markdown.map(RenderMemo.Key.init(markdown:))
        var known = keys.map { memo.reading($0) { String(decoding: $0, as: UTF8.self) } }
        var fresh = MarkdownRenderer.html(fromEach: zip(markdown, known).compactMap { $1 == nil ? $0 : nil })
            .makeIterator()
        for index in known.indices where known[index] == nil { known[index] = fresh.next() }
        var rendered = known.map { $0! }.makeIterator()
        var html = ""
        var placed: [Range<Int>] = []
        assemble(blocks, rendered: &rendered, into: &html, placed: &placed)
        return (html, Array(zip(keys, placed)))
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

    /// Appends the blocks' HTML to `html`, the Markdown blocks' from `rendered` in order, and to `placed` the UTF-8
    /// range each Markdown block's HTML takes in `html`.
    private static func assemble(
        _ blocks: [PageBlock], rendered: inout IndexingIterator<[String]>, into html: inout String,
        placed: inout [Range<Int>]
    ) {
        for block in blocks {
            switch block {
            case .markdown:
                let start = html.utf8.count
                html += rendered.next()!
                placed.append(start..<html.utf8.count)
            case .html(let fragment):
                html += fragment.html + "\n"
            case .heading(let level, let id, let text):
                let tag = "h\(min(max(level, 1), 6))"
                html +=
                    HTMLFragment.element(
                        tag, [("id", id)],
                        [
                            .text(text), .text(" "),
                            .element(
                                "a",
                                [
                                    ("class", "anchor"), ("href", "#" + id),
                                    ("aria-label", "Link to this section"),
                                ],
                                [.text("#")]),
                        ]
                    ).html + "\n"
            case .wrapped(let element, let attributes, let inner):
                // What `HTMLFragment.element` writes with the inner HTML as its one trusted child, appended in
                // place so the inner blocks' ranges are known.
                html += HTMLFragment.startTag(element, attributes) + "\n"
                assemble(inner, rendered: &rendered, into: &html, placed: &placed)
                html += "</" + element + ">\n"
            }
        }
    }
}
