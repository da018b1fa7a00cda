import Testing

@testable import AtlasMarkdown

@Suite("Language spans")
struct LanguageSpanTests {
    @Test("Localized text renders inside a span with lang and dir, in paragraphs and table cells")
    func rendersSpan() {
        #expect(
            MarkdownRenderer.html(
                from: "a " + MarkdownText.localized("x *y* <b>", language: "ar", direction: "rtl") + " b")
                == "<p>a <span lang=\"ar\" dir=\"rtl\">x *y* &lt;b&gt;</span> b</p>\n")
        var table = MarkdownTable(columns: [("Sample", .none)])
        table.addRow([.localized("15\u{200F}/4\u{200F}/2026 | x", language: "ar-EG", direction: "rtl")])
        let html = MarkdownRenderer.html(from: table.markdown)
        #expect(
            html.contains(
                "<td data-label=\"Sample\"><span lang=\"ar-EG\" dir=\"rtl\">15\u{200F}/4\u{200F}/2026 | x</span></td>"),
            "\(html)")
    }

    @Test(
        "A joiner or combining mark right after the tag does not hide it",
        arguments: ["\u{200C}x", "\u{0301}x", "\u{200F}"])
    func marksAfterTag(text: String) {
        let html = MarkdownRenderer.html(from: MarkdownText.localized(text, language: "mni", direction: "ltr"))
        #expect(
            html.unicodeScalars.elementsEqual("<p><span lang=\"mni\" dir=\"ltr\">\(text)</span></p>\n".unicodeScalars))
    }

    @Test(
        "Invalid tags or directions give plain escaped text",
        arguments: [
            ("ja\"><script>", "ltr"), ("ja", "sideways"), ("", "ltr"), ("ja JP", "ltr"),
        ])
    func invalid(language: String, direction: String) {
        let html = MarkdownRenderer.html(from: MarkdownText.localized("t", language: language, direction: direction))
        #expect(html == "<p>t</p>\n")
    }

    @Test("A link to a fragment whose text is in another language carries lang and dir itself, in a table cell too")
    func localizedLink() {
        var table = MarkdownTable(columns: [("Pattern", .none)])
        table.rowHeaders = true
        table.addRow([
            .markdown(
                MarkdownText.localizedLink("y年M月d日 | *x*", fragment: "pattern-7", language: "zh", direction: "ltr"))
        ])
        let html = MarkdownRenderer.html(from: table.markdown)
        #expect(
            html.contains(
                "<th scope=\"row\" data-label=\"Pattern\"><a href=\"#pattern-7\" lang=\"zh\" dir=\"ltr\">y年M月d日 | *x*</a></th>"
            ),
            "\(html)")
        #expect(!html.contains("x-atlas-lang") && !html.contains("<span"))
    }

    @Test(
        "A link with an invalid tag, direction or fragment is a plain link to the fragment",
        arguments: [("ja\"", "ltr", "p-1"), ("ja", "up", "p-1"), ("ja", "ltr", "\"><script>"), ("ja", "ltr", "")])
    func invalidLocalizedLink(language: String, direction: String, fragment: String) {
        let html = MarkdownRenderer.html(
            from: MarkdownText.localizedLink("t", fragment: fragment, language: language, direction: direction))
        #expect(!html.contains("lang=") && !html.contains("<script") && !html.contains("x-atlas-lang"), "\(html)")
    }

    @Test("A forged link destination with a fragment that is no id gives no link with a language")
    func forgedFragment() {
        for destination in ["x-atlas-lang:ja:ltr:#a\"b", "x-atlas-lang:ja:ltr:pattern-1", "x-atlas-lang:ja:ltr:#"] {
            let html = String(
                decoding: LanguageSpan.rewriteLinks(in: Array("<a href=\"\(destination)\">t</a>".utf8)), as: UTF8.self)
            #expect(!html.contains("lang="), "\(html)")
        }
    }

    @Test("Escaped text can never produce a span, even spelling out the reserved scheme")
    func escapedTextCannotForgeSpans() {
        let forged = "[x](<x-atlas-lang:ja:ltr>) [y](x-atlas-lang:ja:ltr)"
        let html = MarkdownRenderer.html(from: MarkdownText.escape(forged))
        #expect(!html.contains("<span"))
        #expect(!html.contains("<a "))
    }
}

@Suite("Accessible tables")
struct TableMarkupTests {
    @Test("Header cells get scope=col, with and without alignment")
    func scope() {
        var table = MarkdownTable(columns: [("A", .none), ("B", .right)])
        table.addRow(["1", "2"])
        let html = MarkdownRenderer.html(from: table.markdown)
        #expect(html.contains("<th scope=\"col\">A</th>"))
        #expect(html.contains("<th scope=\"col\" style=\"text-align: right\">B</th>"))
    }

    @Test(
        "A caption lands inside its table, escaped, and hostile captions stay text",
        arguments: [
            "Orders by template", "<script>x</script> | *y* \u{200F}", "[x](x-atlas-caption:)", "a\nb",
        ])
    func caption(text: String) {
        var table = MarkdownTable(columns: [("A", .none)])
        table.caption = text
        table.addRow(["1"])
        let html = MarkdownRenderer.html(from: "Before.\n\n" + table.markdown + "\nAfter.")
        #expect(html.hasPrefix("<p>Before.</p>\n<table>\n<caption>"), "\(html)")
        #expect(!html.contains("<script"))
        #expect(!html.contains("href=\"x-atlas-caption"))
        #expect(html.components(separatedBy: "<caption>").count == 2)
    }

    @Test("Each table labels its cells with its own headers; empty headers and header-only tables get no labels")
    func labelsPerTable() {
        var first = MarkdownTable(columns: [("Kind", .none), ("", .left), ("*Order*", .right)])
        first.addRow(["a", "b", "c"])
        first.addRow(["d", "e", "f"])
        let headerOnly = MarkdownTable(columns: [("Lonely", .none)])
        var second = MarkdownTable(columns: [("Locale", .none)])
        second.addRow(["en_US"])
        let html = MarkdownRenderer.html(
            from: first.markdown + "\nBetween.\n\n" + headerOnly.markdown + "\n" + second.markdown)
        #expect(html.components(separatedBy: "<table>").count == 4)
        #expect(html.components(separatedBy: "<th scope=\"col\"").count == 6)
        #expect(html.contains("<td data-label=\"Kind\">a</td>\n<td style=\"text-align: left\">b</td>"), "\(html)")
        #expect(html.contains("<td data-label=\"*Order*\" style=\"text-align: right\">f</td>"), "\(html)")
        #expect(html.contains("<td data-label=\"Locale\">en_US</td>"), "\(html)")
        #expect(!html.contains("data-label=\"Lonely\""))
        #expect(html.components(separatedBy: "data-label=").count == 6)
    }

    @Test(
        "Row headers: the first cell of each body row of a marked table, with or without a caption, and of no other",
        arguments: ["", "Facts"])
    func rowHeaders(caption: String) {
        var marked = MarkdownTable(columns: [("Fact", .none), ("Value", .right)])
        marked.caption = caption
        marked.rowHeaders = true
        marked.addRow([.localized("</td>", language: "ar", direction: "rtl"), "b"])
        marked.addRow(["c", "d"])
        var plain = MarkdownTable(columns: [("Locale", .none)])
        plain.addRow(["en_US"])
        let html = MarkdownRenderer.html(from: marked.markdown + "\n" + plain.markdown)
        #expect(html.hasPrefix(caption.isEmpty ? "<table>\n<thead>" : "<table>\n<caption>Facts</caption>"), "\(html)")
        #expect(
            html.contains(
                "<th scope=\"row\" data-label=\"Fact\"><span lang=\"ar\" dir=\"rtl\">&lt;/td&gt;</span></th>"
                    + "\n<td data-label=\"Value\" style=\"text-align: right\">b</td>"), "\(html)")
        #expect(html.contains("<th scope=\"row\" data-label=\"Fact\">c</th>"), "\(html)")
        #expect(html.contains("<td data-label=\"Locale\">en_US</td>"), "\(html)")
        #expect(html.components(separatedBy: "scope=\"row\"").count == 3)
        #expect(!html.contains("x-atlas-caption") && !html.contains("<p>"))
    }

    @Test(
        "A caption's end in another language is a span inside the caption, with or without row headers",
        arguments: [false, true])
    func captionEnd(rowHeaders: Bool) {
        var table = MarkdownTable(columns: [("Locale", .none)])
        table.caption = "Locales with the pattern"
        table.captionEnd = .init("d 'г'. <b>", language: "ru", direction: "ltr")
        table.rowHeaders = rowHeaders
        table.addRow(["ru_RU"])
        let html = MarkdownRenderer.html(from: "Before.\n\n" + table.markdown)
        #expect(
            html.hasPrefix(
                "<p>Before.</p>\n<table>\n<caption>Locales with the pattern <span lang=\"ru\" dir=\"ltr\">d 'г'. "
                    + "&lt;b&gt;</span></caption>\n<thead>"), "\(html)")
        #expect(html.contains(rowHeaders ? "<th scope=\"row\"" : "<td data-label=\"Locale\">ru_RU"), "\(html)")
        #expect(!html.contains("x-atlas") && html.components(separatedBy: "<p>").count == 2)
    }

    @Test("Tables without a caption have none; a lone caption-like link elsewhere stays a link")
    func noCaption() {
        let html = MarkdownRenderer.html(from: "[c](<x-atlas-caption:>)\n\nText.")
        #expect(!html.contains("<caption>"))
    }
}

@Suite("Batch rendering")
struct BatchRenderingTests {
    @Test("Rendering a batch gives the same HTML as rendering each document alone, in order")
    func batchEqualsEach() {
        var table = MarkdownTable(columns: [("A", .right)])
        table.caption = "Caption"
        table.addRow([.localized("١٥\u{200F}/٤", language: "ar", direction: "rtl")])
        let documents = ["# Title", table.markdown, "", "*x* <b>raw</b> www.example.com", MarkdownText.escape("a|b")]
        #expect(MarkdownRenderer.html(fromEach: documents) == documents.map(MarkdownRenderer.html(from:)))
        #expect(MarkdownRenderer.html(fromEach: []) == [])
    }
}
