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

    @Test(
        "CSV cells are quoted and spreadsheet formulas neutralised",
        arguments: [
            ("plain", "plain"), ("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""),
            ("line\nbreak", "\"line\nbreak\""),
            ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"),
            ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""),
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
