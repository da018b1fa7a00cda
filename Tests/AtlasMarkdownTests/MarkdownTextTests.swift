import AtlasMarkdown
import Testing

@Suite("Escaping inline text")
struct MarkdownTextTests {
    /// Where escaped text can stand in a document, and the HTML around it.
    enum Context: String, CaseIterable, CustomTestStringConvertible {
        case paragraph, heading, listItem, emphasis, linkText, secondLine

        func markdown(_ escaped: String) -> String {
            switch self {
            case .paragraph: escaped
            case .heading: "## \(escaped)"
            case .listItem: "- \(escaped)"
            case .emphasis: "*before* \(escaped) *after*"
            case .linkText: "[\(escaped)](x.html)"
            case .secondLine: "first line\n\(escaped)"
            }
        }

        /// The inner HTML of the block, or nil when it does not have the expected shape.
        func inner(_ html: String) -> String? {
            let (open, close): (String, String) =
                switch self {
                case .paragraph: ("<p>", "</p>\n")
                case .heading: ("<h2>", "</h2>\n")
                case .listItem: ("<ul>\n<li>", "</li>\n</ul>\n")
                case .emphasis: ("<p><em>before</em> ", " <em>after</em></p>\n")
                case .linkText: ("<p><a href=\"x.html\">", "</a></p>\n")
                case .secondLine: ("<p>first line\n", "</p>\n")
                }
            let scalars = html.scalars
            let openScalars = open.scalars
            let closeScalars = close.scalars
            guard scalars.starts(with: openScalars), scalars.reversed().starts(with: closeScalars.reversed()),
                scalars.count >= openScalars.count + closeScalars.count
            else { return nil }
            return String(String.UnicodeScalarView(scalars[openScalars.count..<(scalars.count - closeScalars.count)]))
        }

        var testDescription: String { rawValue }
    }

    @Test(arguments: HostileText.samples.filter { !$0.isEmpty }, Context.allCases)
    func rendersHostileTextAsExactlyThatText(text: String, context: Context) throws {
        let html = MarkdownRenderer.html(from: context.markdown(MarkdownText.escape(text)))
        let inner = try #require(context.inner(html), "unexpected shape: \(html)")
        #expect(try HTMLText.plainText(inner).scalars == text.scalars, "\(html)")
    }

    @Test func escapesEveryASCIIPunctuationCharacterWithABackslash() {
        let punctuation = ##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##
        let escaped = punctuation.unicodeScalars.map { "\\\($0)" }.joined()
        #expect(MarkdownText.escape("a" + punctuation + "b") == "a" + escaped + "b")
    }

    /// Every ASCII punctuation character on its own: an input with no other character to escape must not take
    /// the shortcut that returns text unchanged.
    static let punctuation = ##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##.unicodeScalars.map { String($0) }

    @Test(arguments: punctuation)
    func escapesEachPunctuationCharacterWhenItIsTheOnlyOne(character: String) throws {
        #expect(MarkdownText.escape(character) == "\\" + character)
        #expect(MarkdownText.escape("ab" + character + "cd") == "ab\\" + character + "cd")
        for context in Context.allCases {
            let html = MarkdownRenderer.html(from: context.markdown(MarkdownText.escape(character + "b" + character)))
            let inner = try #require(context.inner(html), "unexpected shape: \(html)")
            #expect(try HTMLText.plainText(inner) == character + "b" + character, "\(context): \(html)")
        }
    }

    @Test(arguments: ["\t", "\n", "\r", "\u{0B}", "\u{0C}"])
    func encodesEachLineBreakOrTabWhenItIsTheOnlyOne(character: String) {
        let code = character.utf8.first!
        #expect(MarkdownText.escape(character) == "&#\(code);")
        #expect(MarkdownText.escape("a" + character + "b") == "a&#\(code);b")
    }

    @Test func encodesASpaceAtEitherEndWhenItIsTheOnlyCharacterToEncode() {
        #expect(MarkdownText.escape(" a") == "&#32;a")
        #expect(MarkdownText.escape("a ") == "a&#32;")
        #expect(MarkdownText.escape(" ") == "&#32;")
        #expect(MarkdownText.escape("a b") == "a b")
    }

    @Test func encodesEdgeSpacesTabsAndLineBreaksAsCharacterReferences() {
        #expect(MarkdownText.escape("  a b\tc\r\nd  ") == "&#32;&#32;a b&#9;c&#13;&#10;d&#32;&#32;")
        #expect(MarkdownText.escape("   ") == "&#32;&#32;&#32;")
        #expect(MarkdownText.escape("") == "")
    }

    @Test(arguments: ["a@b.co", "write to x.y+z@example.com today", "a@b@c.co", "mailto:a@b.co", "x_@y.z"])
    func keepsEmailAddressesFromBecomingLinks(text: String) throws {
        let html = MarkdownRenderer.html(from: MarkdownText.escape(text))
        #expect(!html.contains("<a "), "\(html)")
        #expect(try HTMLText.plainText(try #require(Context.paragraph.inner(html))) == text)
    }

    @Test func escapesAnAtSignLikeAnyPunctuation() {
        #expect(MarkdownText.escape("@b.co x @y") == "\\@b\\.co x \\@y")
        #expect(MarkdownText.escape("a@b") == "a\\@b")
    }

    @Test(arguments: [
        ("a", "`a`"),
        ("a`b", "``a`b``"),
        ("`a", "`` `a ``"),
        ("a``", "``` a`` ```"),
        (" a ", "`  a  `"),
        (" a", "` a`"),
        ("  ", "`  `"),
        ("a\nb", "`a b`"),
        ("a\r\nb\rc", "`a b c`"),
        ("", ""),
    ])
    func makesCodeSpansThatShowTheTextExactly(code: String, markdown: String) throws {
        #expect(MarkdownText.code(code) == markdown)
        guard !code.isEmpty else { return }
        let html = MarkdownRenderer.html(from: markdown)
        let inner = try #require(Context.paragraph.inner(html))
        let shown = code.replacing("\r\n", with: " ").replacing("\r", with: " ").replacing("\n", with: " ")
        #expect(inner == "<code>\(shown)</code>")
    }

    @Test func makesLinksWithEscapedTextAndDestinations() {
        #expect(
            MarkdownText.link(text: "en_US", destination: "locales/en_US.html") == #"[en\_US](<locales\/en\_US\.html>)"#
        )
        #expect(MarkdownText.destination("a b<c>") == #"<a b\<c\>>"#)
        #expect(
            MarkdownRenderer.html(from: MarkdownText.link(text: "[x]", destination: "a b(c).html"))
                == "<p><a href=\"a%20b(c).html\">[x]</a></p>\n"
        )
    }
}
