import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("--base-url")
struct BaseURLTests {
    @Test(
        "Anything but a plain absolute http(s) URL is a usage error before any work",
        arguments: [
            "https://example.org/\tatlas/", "https://example.org/\natlas/", "https://exa\rmple.org/",
            "https://example.org/\u{1}", "https://example.org/\u{7F}", "https://example.org/\u{202E}gnp.exe/",
            "https://example.org/\u{200B}/", "https://example.org/\u{FEFF}", "https://example.org/a b/",
            "https://example.org\\atlas\\", "https://example.org/`x`/", "https://example.org/\"/",
            "https://example.org/'/",
            "https://example.org/<script>/", "https://example.org:99999/", "https://example.org:65536/",
            "https://example.org:0/", "https://example.org::/", "https://example.org:80a/",
            "https://user:pw@example.org/",
            "https://@example.org/", "https://example.org/?q=1", "https://example.org/#top", "https://", "https:///x/",
            "https://-example.org/", "https://exa_mple.org/", "https://example..org/", "https://[::1/",
            "https://[zz::1]/", "https://example.org/%zz/", "https://example.org/%4", "https://exämple.org/",
            "ftp://example.org/", "javascript:alert(1)", "//example.org/", "example.org", "",
            "https://example.org/[x]/", "https://999.999.999.999/", "https://1.2.3/", "https://[1:2]/",
            "https://[1::2::3]/", "https://[12345::1]/", "https://example.org/../about/", "https://example.org/a/./b/",
            "https://example.org/%2E%2e/", "https://example.org/..",
            "https://" + String(repeating: "a", count: 64) + ".org/",
            "https://example.org/" + String(repeating: "a", count: 2_000),
        ])
    func rejected(value: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let result = CommandRunner.run(
            ["build", "--output", "out", "--only", "de", "--base-url", value], in: workspace.url,
            environment: workspace.environment)
        expectUsageError(result, mentioning: "--base-url needs an absolute http(s) URL")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out").path))
    }

    @Test("build --help names what --base-url makes absolute: canonical links, the preview images, the sitemap")
    func helpNamesWhatItChanges() throws {
        let line = CommandRunner.run(["build", "--help"]).out.split(separator: "\n").first {
            $0.hasPrefix("  --base-url ")
        }
        let help = try #require(line.map(String.init))
        for part in ["canonical links", "preview images (og:image)", "sitemap"] {
            #expect(help.contains(part), "\(help)")
        }
        // What it says: the locale page's og:image is absolute with it.
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let result = CommandRunner.run(
            ["build", "--output", "out", "--only", "de", "--base-url", "https://example.org/atlas/"],
            in: workspace.url, environment: workspace.environment)
        #expect(result.code == .success, "\(result.err)")
        #expect(
            workspace.read("out/locales/de.html")?.contains(
                "<meta property=\"og:image\" content=\"https://example.org/atlas/assets/preview/locales/de.png\">")
                == true)
    }

    @Test(
        "Plain absolute http(s) URLs are accepted (scheme and host in lower case, port a plain number, no default or empty port), and the sitemap is well-formed XML",
        arguments: [
            ("https://example.org", "https://example.org/"), ("HTTP://Example.ORG/Atlas", "http://example.org/Atlas/"),
            ("http://localhost:8080/a/b/", "http://localhost:8080/a/b/"),
            ("https://[::1]:443/x/", "https://[::1]/x/"), ("https://example.org:080/", "https://example.org:80/"),
            ("http://example.org:80/", "http://example.org/"), ("http://[::1]:0443/", "http://[::1]:443/"),
            ("https://example.org:/atlas", "https://example.org/atlas/"), ("http://[::1]:/", "http://[::1]/"),
            ("https://127.0.0.1/", "https://127.0.0.1/"),
            ("https://[2001:db8::ffff:192.0.2.1]/", "https://[2001:db8::ffff:192.0.2.1]/"),
            ("https://[1:2:3:4:5:6:7:8]/", "https://[1:2:3:4:5:6:7:8]/"),
            ("https://example.org/a..b/.c/", "https://example.org/a..b/.c/"),
            ("https://example.org./a%20b/", "https://example.org./a%20b/"),
            ("https://example.org/a&b;c=d,e+f!$()*~/", "https://example.org/a&b;c=d,e+f!$()*~/"),
        ])
    func accepted(value: String, normalized: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let result = CommandRunner.run(
            ["build", "--output", "out", "--only", "de", "--base-url", value], in: workspace.url,
            environment: workspace.environment)
        #expect(result.code == .success, "\(result.err)")
        let data = try #require(FileManager.default.contents(atPath: workspace.path("out/sitemap.xml").path))
        let locations = try SitemapLocations.parse(data)
        #expect(locations.contains(normalized + "index.html"), "\(locations)")
        #expect(locations.allSatisfy { $0.hasPrefix(normalized) })
    }
}

/// The `<loc>` values of a sitemap, read with Foundation's XML parser (which fails on malformed XML).
final class SitemapLocations: NSObject, XMLParserDelegate {
    private var locations: [String] = []
    private var text: String?

    static func parse(_ data: Data) throws -> [String] {
        let reader = SitemapLocations()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
        return reader.locations
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "loc" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "loc", let text { locations.append(text) }
        text = nil
    }
}
