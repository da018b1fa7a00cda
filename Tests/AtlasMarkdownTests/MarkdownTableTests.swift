import AtlasMarkdown
import Testing

@Suite("Building GFM tables")
struct MarkdownTableTests {
    @Test func writesAHeaderADelimiterRowAndOneLinePerRow() {
        var table = MarkdownTable(columns: [
            (title: "Locale", alignment: .left),
            (title: "Order", alignment: .center),
            (title: "Count", alignment: .right),
            (title: "Note", alignment: .none),
        ])
        table.addRow(["en_US", "MDY", "1", ""])
        #expect(
            table.markdown == """
                | Locale | Order | Count | Note |
                | :--- | :---: | ---: | --- |
                | en\\_US | MDY | 1 |  |

                """
        )
    }

    @Test(arguments: [
        (MarkdownTable.Alignment.none, String?.none),
        (.left, "left"),
        (.center, "center"),
        (.right, "right"),
    ])
    func rendersAlignmentAsAnAlignAttributeOnEveryCell(alignment: MarkdownTable.Alignment, attribute: String?) throws {
        var table = MarkdownTable(columns: [(title: "Title", alignment: alignment)])
        table.addRow(["one"])
        table.addRow(["two"])
        let rendered = try RenderedTable(html: MarkdownRenderer.html(from: table.markdown))
        #expect(rendered.header.map(\.alignment) == [attribute])
        #expect(rendered.body.map { $0.map(\.alignment) } == [[attribute], [attribute]])
    }

    @Test(arguments: HostileText.samples)
    func rendersHostileTextAsExactlyThatTextInOneCell(text: String) throws {
        var table = MarkdownTable(columns: [(title: text, alignment: .none), (title: "after", alignment: .right)])
        table.addRow([.text(text), "after"])
        let html = MarkdownRenderer.html(from: table.markdown)
        let rendered = try RenderedTable(html: html)

        #expect(rendered.header.count == 2, "\(html)")
        #expect(try rendered.header.first?.text().scalars == text.scalars, "\(html)")
        #expect(try rendered.header.last?.text() == "after", "\(html)")
        let row = try #require(rendered.body.first, "\(html)")
        #expect(rendered.body.count == 1, "\(html)")
        #expect(row.count == 2, "\(html)")
        #expect(try row.first?.text().scalars == text.scalars, "\(html)")
        #expect(try row.last?.text() == "after", "\(html)")
    }

    @Test(arguments: MarkdownTextTests.punctuation + ["\t", "\n", " "])
    func rendersEachPunctuationCharacterAloneAsItselfInItsCell(character: String) throws {
        var table = MarkdownTable(columns: [(title: character, alignment: .none), (title: "after", alignment: .none)])
        table.addRow([.text(character), "after"])
        table.addRow([.text("a" + character + character + "b"), "after"])
        let html = MarkdownRenderer.html(from: table.markdown)
        let rendered = try RenderedTable(html: html)
        #expect(rendered.header.map { (try? $0.text()) ?? "?" } == [character, "after"], "\(html)")
        #expect(
            rendered.body.map { $0.map { (try? $0.text()) ?? "?" } } == [
                [character, "after"], ["a" + character + character + "b", "after"],
            ], "\(html)")
    }

    @Test func rendersEmptyCellsAndEmptyTitles() throws {
        var table = MarkdownTable(columns: [(title: "", alignment: .none), (title: "", alignment: .center)])
        table.addRow(["", ""])
        table.addRow(["x", ""])
        table.addRow(["", "y"])
        let rendered = try RenderedTable(html: MarkdownRenderer.html(from: table.markdown))
        #expect(try rendered.header.map { try $0.text() } == ["", ""])
        #expect(try rendered.body.map { try $0.map { try $0.text() } } == [["", ""], ["x", ""], ["", "y"]])
    }

    @Test func rendersASingleColumnTableOfEmptyCells() throws {
        var table = MarkdownTable(columns: [(title: "", alignment: .none)])
        table.addRow([""])
        table.addRow([""])
        let rendered = try RenderedTable(html: MarkdownRenderer.html(from: table.markdown))
        #expect(try rendered.body.map { try $0.map { try $0.text() } } == [[""], [""]])
    }

    @Test(arguments: [0, 1, 2, 7, 100, 1_000])
    func rendersOneBodyRowPerAddedRow(count: Int) throws {
        var table = MarkdownTable(columns: [(title: "n", alignment: .right), (title: "pipe", alignment: .none)])
        for index in 0..<count {
            table.addRow(["\(index)", "|"])
        }
        #expect(table.rowCount == count)
        let html = MarkdownRenderer.html(from: table.markdown)
        let rendered = try RenderedTable(html: html)
        #expect(rendered.body.count == count)
        #expect(try rendered.body.map { try $0.map { try $0.text() } } == (0..<count).map { ["\($0)", "|"] })
        #expect(html.contains("<tbody>") == (count > 0))
    }

    @Test(arguments: [
        ("MM/dd/y", "MM/dd/y"),
        ("a|b", "a|b"),
        ("a\\|b", "a\\|b"),
        ("||", "||"),
        ("`", "`"),
        ("``a`", "``a`"),
        (" a ", " a "),
        ("<b>&amp;</b>", "<b>&amp;</b>"),
        ("'lyɛ'\u{030C}ʼ", "'lyɛ'\u{030C}ʼ"),
        ("line\nbreak", "line break"),
        ("crlf\r\nbreak", "crlf break"),
    ])
    func rendersCodeCellsAsOneCodeSpan(code: String, shown: String) throws {
        var table = MarkdownTable(columns: [(title: "code", alignment: .none), (title: "after", alignment: .none)])
        table.addRow([.code(code), "after"])
        let html = MarkdownRenderer.html(from: table.markdown)
        let row = try #require(try RenderedTable(html: html).body.first)
        let cell = try #require(row.first).html
        #expect(cell.hasPrefix("<code>") && cell.hasSuffix("</code>"), "\(html)")
        let inner = String(cell.dropFirst("<code>".count).dropLast("</code>".count))
        #expect(try HTMLText.plainText(inner).scalars == shown.scalars, "\(html)")
        #expect(try row.last?.text() == "after")
    }

    @Test func rendersAnEmptyCodeCellAsAnEmptyCell() throws {
        var table = MarkdownTable(columns: [(title: "code", alignment: .none)])
        table.addRow([.code("")])
        let rendered = try RenderedTable(html: MarkdownRenderer.html(from: table.markdown))
        #expect(rendered.body.first?.first?.html == "")
    }

    @Test(arguments: [
        ("en_US", "locales/en_US.html", #"<a href="locales/en_US.html">en_US</a>"#),
        ("a|b", "x|y.html", #"<a href="x%7Cy.html">a|b</a>"#),
        ("*not em*", "a b(c)[d]<e>.html", #"<a href="a%20b(c)%5Bd%5D%3Ce%3E.html">*not em*</a>"#),
        ("&amp;", "?q=1&r=2", #"<a href="?q=1&amp;r=2">&amp;amp;</a>"#),
        ("back\\slash", "a\\b", #"<a href="a%5Cb">back\slash</a>"#),
        ("ج", "locales/ar_SA.html#top", #"<a href="locales/ar_SA.html#top">ج</a>"#),
        ("js", "javascript:alert(1)", #"<a href="">js</a>"#),
    ])
    func rendersLinkCellsWithEscapedTextAndDestination(text: String, destination: String, link: String) throws {
        var table = MarkdownTable(columns: [(title: "link", alignment: .none), (title: "after", alignment: .none)])
        table.addRow([.link(text: text, destination: destination), "after"])
        let html = MarkdownRenderer.html(from: table.markdown)
        let row = try #require(try RenderedTable(html: html).body.first)
        #expect(row.first?.html == link, "\(html)")
        #expect(try row.last?.text() == "after")
    }

    @Test func takesMarkdownCellsAsIsButKeepsThemInTheirCell() throws {
        var table = MarkdownTable(columns: [(title: "raw", alignment: .none), (title: "after", alignment: .none)])
        table.addRow([.markdown("**bold** | *it* `a|b` \\| line\nbreak"), "after"])
        let row = try #require(try RenderedTable(html: MarkdownRenderer.html(from: table.markdown)).body.first)
        #expect(row.first?.html == "<strong>bold</strong> | <em>it</em> <code>a|b</code> | line break")
        #expect(try row.last?.text() == "after")
    }

    @Test func treatsStringLiteralsAndInterpolationsAsPlainText() {
        let count = 3
        let cells: [MarkdownTable.Cell] = ["*x*", "\(count) | locales"]
        #expect(cells == [.text("*x*"), .text("3 | locales")])
    }

    @Test func stopsWhenARowDoesNotFitTheColumns() async {
        await #expect(processExitsWith: .failure) {
            var table = MarkdownTable(columns: [(title: "only", alignment: .none)])
            table.addRow(["one", "two"])
        }
    }
}
