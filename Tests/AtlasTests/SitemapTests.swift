import Foundation
import Testing

@testable import Atlas

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("sitemap.xml")
struct SitemapTests {
    @Test(
        "Whatever the base URL holds, the sitemap is well-formed XML and keeps the URL's visible characters",
        arguments: [
            "https://example.org/", "https://example.org/\t\n\u{1}\u{7F}/", "https://example.org/\u{202E}\u{FFFE}/",
            "https://e.org/<b>&amp;\"'`\\{|}^ /", "https://例え.jp/", "https://e.org/]]>&#0;/",
        ])
    func wellFormed(base: String) throws {
        let xml = Sitemap.xml(paths: ["index.html", "locales/de.html"], baseURL: base)
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") in \(xml)")
        #expect(!xml.unicodeScalars.contains { $0.value > 0x7E || ($0.value < 0x20 && $0 != "\n") })
        #expect(Sitemap.encoded("https://example.org/a%20b/") == "https://example.org/a%20b/")
    }
}
