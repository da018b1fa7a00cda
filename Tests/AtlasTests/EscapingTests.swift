import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("Escaping and exports")
struct EscapingTests {
    @Test("HTML escaping covers text and attribute contexts")
    func html() {
        #expect(
            HTMLEscaping.escape("<script>alert('x')</script> & \"")
                == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;")
        let fragment = HTMLFragment.element("span", [("title", "\"><img src=x onerror=alert(1)>")], [.text("<b>")])
        #expect(fragment.html == "<span title=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\">&lt;b&gt;</span>")
    }

    /// Each character HTML gives a meaning, alone: an input holding only one of them must not take a shortcut
    /// that another character (`<`, `&`) would have turned off.
    static let alone = [
        ("<", "&lt;"), (">", "&gt;"), ("&", "&amp;"), ("\"", "&quot;"), ("'", "&#39;"), ("\0", "\u{FFFD}"),
    ]

    @Test(
        "Each character HTML gives a meaning is escaped when it is the only one, in text and attribute values",
        arguments: alone)
    func eachCharacterAlone(character: String, escaped: String) throws {
        #expect(HTMLEscaping.escape(character) == escaped)
        #expect(HTMLEscaping.escape("a" + character + "b") == "a" + escaped + "b")
        #expect(HTMLEscaping.escape(character + character) == escaped + escaped)
        #expect(HTMLFragment.text(character).html == escaped)
        #expect(HTMLFragment.element("span", [("title", character)]).html == "<span title=\"\(escaped)\"></span>")
        let template = try LayoutTemplate(text: LayoutTemplateTests.minimal, file: "t.html")
        let html = template.render(values: ["title": "x" + character, "root": character, "description": ""], body: "")
        #expect(html == "<title>x\(escaped)</title><a href=\"\(escaped)x\"></a>")
    }

    @Test(
        "CSV cells are quoted and spreadsheet formulas neutralised",
        arguments: [
            ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("line\nbreak", "\"line\nbreak\""),
            ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"),
            ("\tcmd", "'\tcmd"), ("\rcmd", "\"'\rcmd\""),
            ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""),
            // A reader splits bytes: a comma or quote a combining mark extends, and CR LF, are still special.
            ("y,\u{301}M", "\"y,\u{301}M\""), ("\"\u{301}y", "\"\"\"\u{301}y\""),
            ("a\"\u{301}, b", "\"a\"\"\u{301}, b\""),
            ("a\r\nb", "\"a\r\nb\""),
        ])
    func csv(input: String, expected: String) {
        #expect(DelimitedExport.csvCell(input) == expected)
    }

    @Test("TSV cells never contain tabs or line breaks")
    func tsv() {
        #expect(DelimitedExport.tsvCell("a\tb\nc\r\nd") == "a b c d")
        #expect(DelimitedExport.tsvCell("=cmd") == "'=cmd")
    }

    @Test(
        "Output paths never leave the output folder",
        arguments: [
            ("index.html", true), ("locales/ja_JP.html", true), ("../x", false), ("/etc/passwd", false),
            ("a/../b", false),
            ("a//b", false), ("", false), ("a\\b", false), ("./a", false), ("a/.", false),
        ])
    func safePaths(path: String, safe: Bool) {
        #expect(SiteFiles.isSafe(path) == safe)
    }

    @Test(
        "Identifiers become safe file names",
        arguments: [
            ("ja_JP", "ja_JP"), ("ja_JP@calendar=japanese", "ja_JP-calendar-japanese"), ("../x", "x---x"), ("", "x"),
        ])
    func fileNames(identifier: String, name: String) {
        #expect(SafeFileName.make(identifier) == name)
    }
}
