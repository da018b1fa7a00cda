import CCmarkGFM
import Foundation

/// The one place that calls cmark-gfm. Every pointer made here is freed here; nothing `cmark_*` leaves this file.
enum CmarkConverter {
    /// The GitHub core extensions every document is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter"]

    // CMARK_OPT_DEFAULT is safe mode: raw HTML becomes a placeholder comment and `javascript:` (and similar)
    // link destinations become empty. CMARK_OPT_UNSAFE is never set; neither is GITHUB_PRE_LANG.
    // Table alignment as `style="text-align: …"`: the `align` attribute cmark-gfm writes otherwise is obsolete
    // in HTML and fails validation.
    private static let options = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES

    // cmark_gfm_core_extensions_ensure_registered() fills a process-wide registry without locking, so it runs
    // exactly once, inside the thread-safe initializer of a static constant.
    private static let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    // cmark-gfm 0.29 keeps the table of special inline characters in a global that every parser changes while it
    // parses inlines (extensions add `~`, `w`, `:` and remove them again), so two parsers at once lose
    // strikethrough and autolinks at random (github/cmark-gfm#176). One conversion at a time, then.
    private static let lock = NSLock()

    static func html(from markdown: String) -> String {
        html(fromEach: [markdown])[0]
    }

    /// Converts several documents under one acquisition of the lock, so threads rendering whole pages hand the
    /// lock over once per page rather than once per block. Only the cmark calls hold the lock; the HTML
    /// post-processing runs outside it.
    static func html(fromEach documents: [String]) -> [String] {
        _ = coreExtensionsRegistered
        let rendered = lock.withLock { documents.map(convert) }
        return rendered.map {
            String(
                decoding: TableMarkup.rewrite(HTMLAnchor.rewriteLinks(in: LanguageSpan.rewriteLinks(in: $0))),
                as: UTF8.self)
        }
    }

    /// The HTML of one document, as cmark-gfm's UTF-8 bytes (the post-processing works on bytes).
    private static func convert(_ markdown: String) -> [UInt8] {
        guard let parser = cmark_parser_new(options) else {
            preconditionFailure("cmark-gfm could not create a parser")
        }
        defer { cmark_parser_free(parser) }

        for name in extensionNames {
            guard let syntaxExtension = cmark_find_syntax_extension(name) else {
                preconditionFailure("cmark-gfm has no core extension named \(name)")
            }
            cmark_parser_attach_syntax_extension(parser, syntaxExtension)
        }

        var source = markdown
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                if let start = characters.baseAddress {
                    cmark_parser_feed(parser, start, characters.count)
                }
            }
        }

        guard let document = cmark_parser_finish(parser) else {
            preconditionFailure("cmark-gfm could not finish parsing")
        }
        defer { cmark_node_free(document) }

        // The extension list belongs to the parser (freed above, after this); the renderer needs it for the
        // extensions' own HTML, `tagfilter` above all.
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            preconditionFailure("cmark-gfm could not render HTML")
        }
        defer { free(rendered) }

        return Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered)))
    }
}
