import CCmarkGFM
import Foundation

/// The one place that calls cmark-gfm. Every pointer made here is freed here; nothing `cmark_*` leaves this file.
enum CmarkConverter {
    /// The cmark-gfm extensions every document is parsed with: `table` (the atlas is tables above all) and
    /// `tagfilter`. Not `autolink` or `strikethrough`: the atlas writes every link it means and never strikes
    /// text through, so they could only turn a value into a link or a deletion; and `autolink` walks each
    /// document twice more after parsing, a third of cmark's time on a long table.
    static let extensionNames = ["table", "tagfilter"]

    // CMARK_OPT_DEFAULT is safe mode: raw HTML becomes a placeholder comment and `javascript:` (and similar)
    // link destinations become empty. CMARK_OPT_UNSAFE is never set; neither is GITHUB_PRE_LANG.
    // Table alignment as `style="text-align: …"`: the `align` attribute cmark-gfm writes otherwise is obsolete
    // in HTML and fails validation.
    private static let options = CMARK_OPT_DEFAULT | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES

    // cmark_gfm_core_extensions_ensure_registered() fills a process-wide registry without locking, so it runs
    // exactly once, inside the thread-safe initializer of a static constant.
    private static let coreExtensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    // cmark-gfm 0.29 keeps the table of special inline characters in a global that every parser changes while it
    // parses inlines (extensions add `~`, `w`, `:` and remove them again), so two inline parses at once lose
    // strikethrough and autolinks at random (github/cmark-gfm#176). Neither extension is attached now, and
    // `table` and `tagfilter` add no characters, but inline parsing still takes turns so that attaching one can
    // never bring the race back: it is only `cmark_parser_finish` (`process_inlines`: the table is read by
    // `parse_inline` and `scan_delims` alone), and the pages still render 1.9–2× faster on two threads.
    private static let lock = NSLock()

    static func html(from markdown: String) -> String {
        html(fromEach: [markdown])[0]
    }

    /// Converts several documents: each is fed to its own parser, then all are finished under one acquisition of
    /// the lock (threads rendering whole pages hand it over once per page rather than once per block), then
    /// rendered, freed and post-processed without it.
    static func html(fromEach documents: [String]) -> [String] {
        _ = coreExtensionsRegistered
        let parsers = documents.map(feed)
        let roots = lock.withLock { parsers.map(finish) }
        return zip(parsers, roots).map { parser, root in
            let html = render(root, parser: parser)
            cmark_node_free(root)
            cmark_parser_free(parser)
            return String(
                decoding: CodeTokens.rewrite(
                    TableMarkup.rewrite(HTMLAnchor.rewriteLinks(in: LanguageSpan.rewriteLinks(in: html)))),
                as: UTF8.self)
        }
    }

    /// A parser with the core extensions attached that has read `markdown` (block structure only; no inlines yet).
    private static func feed(_ markdown: String) -> OpaquePointer {
        guard let parser = cmark_parser_new(options) else {
            preconditionFailure("cmark-gfm could not create a parser")
        }
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
        return parser
    }

    /// The document of a fed parser, its inlines parsed: the one call that must hold `lock`.
    private static func finish(_ parser: OpaquePointer) -> OpaquePointer {
        guard let document = cmark_parser_finish(parser) else {
            preconditionFailure("cmark-gfm could not finish parsing")
        }
        return document
    }

    /// The HTML of a finished document, as cmark-gfm's UTF-8 bytes (the post-processing works on bytes). The
    /// extension list belongs to the parser, so the parser must outlive this call: the renderer needs it for the
    /// extensions' own HTML, `tagfilter` above all. The C string is copied and freed here.
    private static func render(_ document: OpaquePointer, parser: OpaquePointer) -> [UInt8] {
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else {
            preconditionFailure("cmark-gfm could not render HTML")
        }
        defer { free(rendered) }
        return Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(rendered).assumingMemoryBound(to: UInt8.self), count: strlen(rendered)))
    }
}
