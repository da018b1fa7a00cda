import Foundation
import Testing

@testable import Atlas

@Suite("Redirect pages")
struct RedirectPageTests {
    @Test("The script keeps the fragment and runs before the refresh, which stays for readers without JavaScript")
    func keepsTheFragment() throws {
        let html = RedirectPage.html(alias: "en-CA", identifier: "en_CA", baseURL: nil)
        let script = try #require(html.range(of: "<script>location.replace(\"en_CA.html\" + location.hash);</script>"))
        let refresh = try #require(html.range(of: "<meta http-equiv=\"refresh\" content=\"0; url=en_CA.html\">"))
        #expect(script.lowerBound < refresh.lowerBound)
    }

    @Test("Every page, an alias's redirect too, has the properties Open Graph requires and the site's name")
    func openGraphOnEveryPage() throws {
        let site = GeneratedSite.small(["en_CA", "zh_Hant_TW"])
        let pages = site.paths.filter { $0.hasSuffix(".html") }
        #expect(pages.contains("locales/en-CA.html") && pages.contains("locales/zh_TW.html"))
        for path in pages {
            let html = String(decoding: try #require(site.files[path]), as: UTF8.self)
            let head = try #require(html.range(of: "</head>").map { html[..<$0.lowerBound] })
            for property in ["og:title", "og:type", "og:image", "og:url", "og:site_name", "og:image:type"] {
                #expect(head.contains("<meta property=\"\(property)\" content=\""), "\(path) has no \(property)")
            }
        }
    }

    @Test(
        "A target (or inline JSON) is written as a string no text can end",
        arguments: ["a\"b", "</script>", "a\\b", "a\nb", "'&'", "a\u{2028}b", ">"])
    func inlineString(text: String) throws {
        let literal = InlineJSON.string(text)
        #expect(literal.first == "\"" && literal.last == "\"")
        let inner = literal.dropFirst().dropLast()
        #expect(!inner.contains("\"") && !inner.contains("<") && !inner.contains("\n") && !inner.contains("'"))
        #expect(!inner.replacingOccurrences(of: "\\u", with: "").contains("\\"))
        #expect(!inner.contains(">") && !inner.contains("&") && !inner.contains("\u{2028}"))
        // And it is JSON that reads back as the text.
        let decoded = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        #expect(decoded == text)
    }
}
