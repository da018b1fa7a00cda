import AtlasMarkdown
import Foundation
import TestSupport
import Testing

@Suite("Rendering Markdown to HTML")
struct MarkdownRendererTests {
    @Test func rendersAnEmptyDocumentAsEmptyHTML() {
        #expect(MarkdownRenderer.html(from: "") == "")
    }

    @Test func rendersCommonMarkBlocks() {
        let html = MarkdownRenderer.html(from: "# Title\n\nSome *text* and `code`.\n\n- one\n- two\n")
        #expect(
            html == """
                <h1>Title</h1>
                <p>Some <em>text</em> and <code>code</code>.</p>
                <ul>
                <li>one</li>
                <li>two</li>
                </ul>

                """
        )
    }

    /// The atlas writes every link and never strikes text through, so neither `autolink` nor `strikethrough` is
    /// attached: a value that looks like an address or holds tildes stays text.
    @Test(arguments: ["~~gone~~ and ~also~", "www.example.com", "https://example.com/a?b=c", "ask a@b.co"])
    func leavesBareAddressesAndTildesAsText(markdown: String) {
        #expect(MarkdownRenderer.html(from: markdown) == "<p>\(markdown)</p>\n")
    }

    @Test func rendersTablesWithAlignAttributes() {
        let html = MarkdownRenderer.html(from: "| a | b | c | d |\n| :-- | :-: | --: | --- |\n| 1 | 2 | 3 | 4 |\n")
        #expect(
            html == """
                <table>
                <thead>
                <tr>
                <th scope="col" style="text-align: left">a</th>
                <th scope="col" style="text-align: center">b</th>
                <th scope="col" style="text-align: right">c</th>
                <th scope="col">d</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td data-label="a" style="text-align: left">1</td>
                <td data-label="b" style="text-align: center">2</td>
                <td data-label="c" style="text-align: right">3</td>
                <td data-label="d">4</td>
                </tr>
                </tbody>
                </table>

                """
        )
    }

    @Test("Data cells carry their column's title, plain and escaped, even for hostile headers")
    func labelsDataCells() {
        var table = MarkdownTable(columns: [("A \"quoted\" <b>head</b>", .none), ("`code`", .none)])
        table.addRow(["1", "2"])
        let html = MarkdownRenderer.html(from: table.markdown)
        #expect(html.contains("<td data-label=\"A &quot;quoted&quot; &lt;b&gt;head&lt;/b&gt;\">1</td>"), "\(html)")
        #expect(
            html.contains("<td data-label=\"\\`code\\`\">2</td>") || html.contains("<td data-label=\"`code`\">2</td>"),
            "\(html)")
    }

    @Test("An anchor renders as an empty element with that id; ids are made safe")
    func anchors() {
        #expect(
            MarkdownRenderer.html(from: MarkdownText.anchor("yMMMd") + " text")
                == "<p><span id=\"yMMMd\"></span> text</p>\n")
        #expect(MarkdownText.anchorID("MMM d yyyy hh:mm") == "MMM-d-yyyy-hh-mm")
        #expect(MarkdownText.anchorID("\"><script>") == "x---script-")
        #expect(!MarkdownRenderer.html(from: MarkdownText.anchor("\"><script>")).contains("<script"))
    }

    /// Ids from any text follow one rule: each of the first 100 characters outside `A–Z a–z 0–9 _ - .` becomes `-`,
    /// and a result that is empty, longer than 100 bytes or starts with `_ - .` gets an `x` in front.
    @Test("Anchor ids follow their rule for texts that are ids already and for every other text")
    func anchorIDRule() {
        var random = SplitMix64(seed: 0x1D5)
        let alphabet = Array("aZ09_-. é/\"<>ß𐐀")
        func isIDCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "_-.".unicodeScalars.contains(scalar))
        }
        for _ in 0..<2_000 {
            let length = [0, 1, 2, 5, 99, 100, 101, 120][Int.random(in: 0..<8, using: &random)]
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            let mapped = String(
                String.UnicodeScalarView(text.unicodeScalars.prefix(100).map { isIDCharacter($0) ? $0 : "-" }))
            let valid =
                !mapped.isEmpty && mapped.utf8.count <= 100
                && !"_-.".unicodeScalars.contains(mapped.unicodeScalars.first!)
            #expect(MarkdownText.anchorID(text) == (valid ? mapped : "x" + mapped), "\(text)")
        }
    }

    @Test func rendersCodeBlocksWithALanguageClass() {
        let html = MarkdownRenderer.html(from: "```swift\nlet x = 1 < 2\n```\n")
        #expect(html == "<pre><code class=\"language-swift\">let x = 1 &lt; 2\n</code></pre>\n")
    }

    @Test(arguments: [
        "<script>alert(1)</script>",
        "Hello <script>alert(1)</script> world",
        "<img src=x onerror=alert(1)>",
        "An <img src=x onerror=\"alert(1)\"> inline",
        "<iframe src=\"https://evil.example\"></iframe>",
        "<style>body { display: none }</style>",
        "<textarea>x</textarea> and <title>t</title>",
        "<div onclick=\"alert(1)\">\n\n*inside*\n\n</div>",
        "<a href=\"javascript:alert(1)\">click</a>",
        "<svg onload=alert(1)>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
        "<plaintext>",
    ])
    func dropsRawHTML(markdown: String) {
        let html = MarkdownRenderer.html(from: markdown)
        #expect(html.contains("<!-- raw HTML omitted -->"))
        let lowercased = html.lowercased()
        for live in [
            "<script", "<img", "<iframe", "<style", "<textarea", "<title", "<div", "<a ", "<svg", "<noscript",
            "<plaintext",
        ] {
            #expect(!lowercased.contains(live), "\(live) is live in \(html)")
        }
        for attribute in ["onerror", "onclick", "onload", "javascript:"] {
            #expect(!lowercased.contains(attribute), "\(attribute) survives in \(html)")
        }
    }

    @Test func replacesRawHTMLBlocksWithAPlaceholderComment() {
        #expect(MarkdownRenderer.html(from: "<script>\nalert(1)\n</script>\n") == "<!-- raw HTML omitted -->\n")
        #expect(
            MarkdownRenderer.html(from: "a <b>bold</b> c")
                == "<p>a <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> c</p>\n"
        )
    }

    @Test(arguments: [
        "<script>", "<textarea>", "<style>", "<iframe>", "<xmp>", "<noembed>", "<noframes>", "<plaintext>", "<title>",
    ])
    func keepsTagsTheTagFilterBlocksOutOfTheOutput(tag: String) {
        let inline = MarkdownRenderer.html(from: "x \(tag) y")
        #expect(inline == "<p>x <!-- raw HTML omitted --> y</p>\n")
        let escapedTag = "&lt;\(tag.dropFirst().dropLast())&gt;"
        #expect(MarkdownRenderer.html(from: "`\(tag)`") == "<p><code>\(escapedTag)</code></p>\n")
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:msgbox(1)", "file:///etc/passwd", "data:text/html,x",
    ])
    func emptiesDangerousLinkDestinations(destination: String) {
        #expect(MarkdownRenderer.html(from: "[x](\(destination))") == "<p><a href=\"\">x</a></p>\n")
    }

    @Test(arguments: [
        "\u{200F}١٥/٣/٢٠٢٤",
        "\u{200E}15/03/2024\u{200E}",
        "\u{061C}d\u{061C}/M",
        "15\u{00A0}mars\u{00A0}2024",
        "3:00\u{202F}PM",
        "'lyɛ'\u{030C}ʼ d MMMM y",
        "2024年3月15日",
        "2024년 3월 15일",
        "🗓️ 👩‍👩‍👧 👍🏽",
        "e\u{0301} é",
    ])
    func passesUnicodeThroughByteForByte(text: String) {
        let html = MarkdownRenderer.html(from: text)
        #expect(Array(html.utf8) == Array("<p>\(text)</p>\n".utf8))
    }

    @Test func rendersTheSameBytesFromConcurrentTasks() async {
        var table = MarkdownTable(columns: [(title: "Locale", alignment: .left), (title: "Sample", alignment: .right)])
        for index in 0..<50 {
            table.addRow(["loc_\(index)", .code("\(index)/03/2024")])
        }
        let markdown = "# Orders\n\n" + table.markdown + "\nDone ~~soon~~ www.example.com\n"
        let expected = MarkdownRenderer.html(from: markdown)
        let results = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 {
                group.addTask { MarkdownRenderer.html(from: markdown) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 16)
        for result in results where result != expected {
            #expect(result == expected)
        }
    }

    /// Block parsing and rendering run on every thread at once; only inline parsing takes turns. Many batches at
    /// once, each with emphasis, links and code in every block, must come out exactly as one at a time.
    @Test func rendersBatchesOnManyThreadsAsOneAtATime() {
        var table = MarkdownTable(columns: [(title: "Locale", alignment: .left), (title: "Note", alignment: .left)])
        for index in 0..<200 {
            table.addRow(["loc_\(index)", .markdown("*old* see [it](https://example.com/\(index)) and `this`")])
        }
        let documents = [
            table.markdown,
            "Done *soon* [there](https://example.org)\n",
            "# Title\n\n<https://example.net> _x_ **y**\n",
        ]
        let expected = documents.map(MarkdownRenderer.html(from:))
        #expect(expected.allSatisfy { $0.contains("<em>") && $0.contains("<a href=\"https://example.") })
        let rounds = 24
        let results = LockedSlots<[String]>(count: rounds, initial: [])
        DispatchQueue.concurrentPerform(iterations: rounds) { round in
            let html = MarkdownRenderer.html(fromEach: round % 2 == 0 ? documents : documents.reversed())
            results.update(round) { $0 = html }
        }
        for (round, got) in results.values.enumerated() {
            #expect((round % 2 == 0 ? got : got.reversed()) == expected)
        }
    }
}
