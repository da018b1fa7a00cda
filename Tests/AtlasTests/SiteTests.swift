import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

@Suite("The generated site", .tags(.slow))
struct SiteTests {
    @Test("It has every kind of page: overview, orders, pickers, locales, alias redirects, exports")
    func pages() throws {
        let paths = Set(GeneratedSite.files.paths)
        for path in [
            "index.html", "conflicts.html", "about.html", "404.html", "sitemap.xml", "data/locales.json",
            "data/locales.csv", "assets/style.css", "assets/atlas.js", "orders/dmy.html", "orders/ymd.html",
            "orders/mdy.html", "locales/ja_JP.html", "locales/en_US.html", "locales/ar.html", SiteFiles.marker,
        ] {
            #expect(paths.contains(path), "\(path)")
        }
        let localePages = paths.filter { $0.hasPrefix("locales/") }
        let redirects = localePages.filter { GeneratedSite.text($0)?.contains("<body class=\"redirect\">") == true }
        #expect(localePages.count - redirects.count == Locale.availableIdentifiers.count)
        // On this toolchain: 64 aliases Foundation resolves (`zh_TW`, `iw`) and 806 hyphenated forms (`zh-TW`).
        #expect(redirects.count == 870)
        for kind in ["numeric", "with-month-names", "year-month", "month-day"] {
            #expect(paths.contains { $0.hasPrefix("pickers/\(kind)-") }, "no picker page for \(kind)")
        }
    }

    @Test("Every page parses: tags balanced, one title, charset and lang")
    func pagesParse() {
        for path in GeneratedSite.htmlPaths {
            let html = GeneratedSite.text(path)!
            let inspector = GeneratedSite.inspected[path]!
            #expect(inspector.problems.isEmpty, "\(path): \(inspector.problems.prefix(3))")
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), "\(path)")
            #expect(html.contains("<meta charset=\"utf-8\">"))
            let head = HTMLInspector(html.components(separatedBy: "</head>")[0])
            #expect(head.tags.filter { $0.name == "title" && !$0.closing }.count == 1, "\(path)")
            if html.contains("<body class=\"redirect\">") {
                #expect(head.tags.contains { $0.name == "meta" && $0.attributes["http-equiv"] == "refresh" }, "\(path)")
            } else {
                #expect(
                    inspector.tags.contains { $0.name == "meta" && $0.attributes["property"] == "og:title" }, "\(path)")
            }
        }
    }

    @Test("Every link above a page's heading is in a named navigation landmark: the site's, or its related pages")
    func linksAboveTheHeadingAreNavigation() {
        var checked = 0
        for path in GeneratedSite.htmlPaths where !GeneratedSite.text(path)!.contains("<body class=\"redirect\">") {
            var navigation = 0
            var related = false
            for tag in GeneratedSite.inspected[path]!.tags {
                if tag.name == "h1" { break }
                if tag.name == "nav" {
                    navigation += tag.closing ? -1 : 1
                    #expect(tag.closing || tag.attributes["aria-label"]?.isEmpty == false, "\(path): a nav unnamed")
                    related = related || tag.attributes["aria-label"] == "Related pages"
                }
                guard tag.name == "a", !tag.closing, tag.attributes["class"] != "skip" else { continue }
                checked += 1
                #expect(navigation > 0, "\(path): the link to \(tag.attributes["href"] ?? "") is outside navigation")
            }
            if path.hasPrefix("locales/") || path.hasPrefix("orders/") || path.hasPrefix("pickers/") {
                #expect(related, "\(path) has no related pages")
            }
        }
        #expect(checked > 6 * GeneratedSite.htmlPaths.count / 2)
    }

    @Test("No two pattern headings of a page look the same: hidden characters that tell them apart are named")
    func patternHeadingsLookDifferent() throws {
        // As a reader sees text: every space-like character a space, format characters (bidi marks) nothing.
        func seen(_ text: String) -> String {
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.compactMap {
                        $0.properties.generalCategory == .format ? nil : $0.properties.isWhitespace ? " " : $0
                    }))
        }
        var named = 0
        for path in GeneratedSite.htmlPaths where path.hasPrefix("orders/") || path.hasPrefix("pickers/") {
            let html = try #require(GeneratedSite.text(path))
            // A heading's text up to its `#` link, without the tags inside it (a pattern's `lang` span).
            let headings = html.components(separatedBy: "<h2 id=\"pattern-").dropFirst().map { part in
                let inner = part.drop { $0 != ">" }.dropFirst()
                var inTag = false
                return seen(
                    String(
                        (inner.components(separatedBy: " <a class=\"anchor\"").first ?? "").filter { character in
                            if character == "<" || character == ">" { inTag = character == "<"; return false }
                            return !inTag
                        }))
            }
            #expect(Set(headings).count == headings.count, "\(path): \(headings)")
            named += headings.filter { $0.contains(" U+") || $0.contains("(plain spaces only)") }.count
        }
        #expect(named > 10, "pickers/time-h12-period-last.html alone has h:mm a four ways")
    }

    @Test(
        "A locale's own name is shown in its language's tag only where Foundation has one that is not the heading's")
    func ownNamesOnly() throws {
        var standIns = 0
        for record in GeneratedSite.records {
            let page = try #require(GeneratedSite.text("locales/\(record.identifier).html"))
            // Foundation gives the English name where it has none in the locale's language; an English locale's own
            // name is its English one, which the heading already gives.
            let standIn = record.nativeName == record.name
            if standIn { standIns += 1 }
            let escaped = HTMLEscaping.escape(record.nativeName)
            #expect(
                page.contains("<p class=\"native\" lang=") == !standIn
                    && (standIn || page.contains("dir=\"ltr\">\(escaped)</p>")
                        || page.contains("dir=\"rtl\">\(escaped)</p>")),
                "\(record.identifier): \(record.nativeName)")
        }
        #expect(standIns > 20, "mid_IQ, lrc_IR, rhg_Rohg, apw_US…: \(standIns)")
    }

    @Test("A right-to-left locale's text with Latin letters and no right-to-left ones is shown left to right")
    func placeholderTextReadsAsWritten() throws {
        // Right-to-left letters and marks: Hebrew to Arabic Extended (with Syriac, Thaana, NKo), presentation forms,
        // Hanifi Rohingya, Adlam, RLM and ALM. Written out here, apart from the page code's bidi classes.
        func rightToLeft(_ scalar: Unicode.Scalar) -> Bool {
            [
                0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10D00...0x10D3F, 0x1E900...0x1E95F,
                0x200F...0x200F,
                0x061C...0x061C,
            ].contains { $0.contains(scalar.value) }
        }
        var latinOnly = 0
        for record in GeneratedSite.records where record.direction == "rtl" {
            let page = try #require(GeneratedSite.text("locales/\(record.identifier).html"))
            let tag = "<span lang=\""
            for piece in page.components(separatedBy: tag).dropFirst() {
                guard let close = piece.range(of: ">"), let end = piece.range(of: "</span>") else { continue }
                let attributes = piece[..<close.lowerBound]
                let text = String(piece[close.upperBound..<end.lowerBound])
                let letters = text.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
                guard letters, !text.unicodeScalars.contains(where: rightToLeft) else { continue }
                latinOnly += 1
                #expect(attributes.hasSuffix("dir=\"ltr\""), "\(record.identifier): \(text) shown \(attributes)")
            }
        }
        #expect(latinOnly > 50, "rhg_Rohg, dv, mid: root's M04 in right-to-left locales (\(latinOnly))")
    }

    @Test("Every internal link and anchor resolves")
    func linksResolve() {
        var ids: [String: Set<String>] = [:]
        for path in GeneratedSite.htmlPaths { ids[path] = GeneratedSite.inspected[path]!.ids }
        let files = Set(GeneratedSite.files.paths)
        var checked = 0
        for path in GeneratedSite.htmlPaths {
            for link in GeneratedSite.inspected[path]!.links {
                if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:") { continue }
                #expect(!link.hasPrefix("/"), "\(path): absolute link \(link)")
                let (target, fragment) = Self.resolve(link, from: path)
                if path == "404.html", link == "index.html" { continue }
                let exists = files.contains(target)
                #expect(exists, "\(path): \(link) → \(target)")
                if let fragment, !fragment.isEmpty {
                    #expect(ids[target]?.contains(fragment) == true, "\(path): \(link) has no #\(fragment)")
                }
                checked += 1
            }
        }
        #expect(checked > 10_000)
    }

    /// Resolves a relative link against a page path: `("../index.html#x", "locales/a.html")` → `("index.html", "x")`.
    static func resolve(_ link: String, from page: String) -> (String, String?) {
        var rest = link
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = String(rest[..<hash])
        }
        if let query = rest.firstIndex(of: "?") { rest = String(rest[..<query]) }
        if rest.isEmpty { return (page, fragment) }
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for component in rest.split(separator: "/") {
            if component == ".." { _ = parts.popLast() } else if component != "." { parts.append(String(component)) }
        }
        return (parts.joined(separator: "/"), fragment.map { $0.removingPercentEncoding ?? $0 })
    }

    @Test("Builds on one thread and on several are byte-identical")
    func deterministic() throws {
        let identifiers = stride(from: 0, to: Catalog.availableIdentifiers.count, by: 11).map {
            Catalog.availableIdentifiers[$0]
        }
        var options = SiteGenerator.Options(
            templatesDirectory: TestPaths.templates, identifiers: identifiers, toolVersion: "t")
        options.threads = 1
        let single = try SiteGenerator(options: options).generate().files
        options.threads = 4
        let several = try SiteGenerator(options: options).generate().files
        #expect(single.paths.count > identifiers.count)
        #expect(single.paths == several.paths)
        for path in single.paths where single.files[path] != several.files[path] {
            Issue.record("\(path) differs between one thread and four")
        }
    }

    @Test(
        "Locale pages show orders, samples with the locale's lang and dir, and a picker in the right order",
        arguments: [
            ("ja_JP", "YMD", "ja-JP", "ltr"), ("en_US", "MDY", "en-US", "ltr"), ("vi_VN", "DMY", "vi-VN", "ltr"),
            ("ar", "DMY", "ar", "rtl"), ("kk", "DMY", "kk", "ltr"),
        ])
    func localePage(identifier: String, order: String, lang: String, dir: String) throws {
        let html = try #require(GeneratedSite.text("locales/\(identifier).html"))
        #expect(html.contains("then where <code>y</code>, <code>M</code> and <code>d</code> stand — gives "))
        #expect(html.contains("lang=\"\(lang)\" dir=\"\(dir)\""))
        for anchor in ["answer", "picker", "browser", "orders", "conflicts", "samples", "calendar", "names", "swift"] {
            #expect(html.contains("id=\"\(anchor)\""), "\(identifier) #\(anchor)")
        }
        let profile = ProfileBuilder().profile(for: identifier)
        let expected = try #require(profile.format(for: DateTemplate("yMMMMd")!)?.order?.code)
        #expect(html.contains("data-order=\"\(expected)\""))
        let preview = html.components(separatedBy: "class=\"picker-preview\"")[1].components(separatedBy: "</figure>")[
            0]
        let fields = preview.components(separatedBy: "data-field=\"").dropFirst().map { String($0.prefix(1)) }
        #expect(fields.joined() == expected)
    }

    @Test("Order pages list exactly the locales with that yyyyMMdd order")
    func orderPages() throws {
        let json = try #require(GeneratedSite.files.files["data/locales.json"])
        let records = try JSONDecoder().decode([LocaleRecord].self, from: json)
        #expect(records.count == Locale.availableIdentifiers.count)
        for order in Set(records.map(\.order)) {
            let html = try #require(GeneratedSite.text("orders/\(order.lowercased()).html"))
            let listed = html.components(separatedBy: "href=\"../locales/").dropFirst().map {
                String($0.prefix { $0 != "." })
            }
            #expect(Set(listed) == Set(records.filter { $0.order == order }.map(\.identifier)), "\(order)")
        }
    }

    @Test("The CSV has a header and one row per locale")
    func csvRows() throws {
        let csv = try #require(GeneratedSite.text("data/locales.csv"))
        #expect(
            csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == Locale.availableIdentifiers.count + 1)
    }

    @Test("The sitemap lists every page but 404, relative without a base URL, absolute with one")
    func sitemap() throws {
        let xml = try #require(GeneratedSite.text("sitemap.xml"))
        #expect(xml.contains("<loc>index.html</loc>"))
        #expect(!xml.contains("404.html"))
        // Exactly the pages: every HTML file but 404.html and the alias redirects, which ask not to be indexed.
        let listed = xml.components(separatedBy: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
        let pages = GeneratedSite.htmlPaths.filter {
            $0 != "404.html" && GeneratedSite.text($0)?.contains("<meta name=\"robots\" content=\"noindex\">") == false
        }
        #expect(listed.count == Set(listed).count, "a page listed twice")
        #expect(Set(listed) == Set(pages), "missing \(Set(pages).subtracting(listed).sorted().prefix(5))")
        let withBase = try SiteGenerator(
            options: .init(
                templatesDirectory: TestPaths.templates, baseURL: "https://example.org/atlas/",
                identifiers: ["ja_JP", "en_US"], toolVersion: "test")
        ).generate().files
        let absolute = String(decoding: withBase.files["sitemap.xml"]!, as: UTF8.self)
        #expect(absolute.contains("<loc>https://example.org/atlas/locales/ja_JP.html</loc>"))
        let page = String(decoding: withBase.files["locales/ja_JP.html"]!, as: UTF8.self)
        #expect(page.contains("<link rel=\"canonical\" href=\"https://example.org/atlas/locales/ja_JP.html\">"))
    }

    @Test("A broken layout fails the load stage, naming the file")
    func brokenLayout() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try "<title>{{titel}}</title>{{root}}{{raw body}}".write(
            to: folder.appendingPathComponent("layout.html"), atomically: true, encoding: .utf8)
        do {
            _ = try SiteGenerator(options: .init(templatesDirectory: folder, identifiers: ["en_US"], toolVersion: "t"))
                .generate()
            Issue.record("expected a failure")
        } catch {
            #expect(error.stage == .load)
            #expect(error.message.contains("layout.html"))
            #expect(error.message.contains("titel"))
        }
    }

    @Test("Counts of a thousand or more are grouped in threes, as English prose writes them (1,034 locales)")
    func countsGrouped() throws {
        let total = GeneratedSite.records.count
        #expect(total >= 1000, "the check needs a count of a thousand or more")
        #expect(
            GeneratedSite.text("index.html")!.contains(
                "<title>Date Order Atlas — date picker column order for \(englishCount(total)) locales</title>"))
        let dateFirst = GeneratedSite.records.filter { $0.time?.dateTimeOrder == "dateFirst" }.count
        #expect(
            GeneratedSite.text("pickers/time-date-first.html")!.contains(
                "\(englishCount(dateFirst)) of \(englishCount(total)) locales"))
        let ungrouped = try Regex(#"(?:^|[^\d,.:/\-])\d{4,} (?:locales?|files?|of|added|removed|changed)\b"#)
        for path in GeneratedSite.htmlPaths {
            let html = GeneratedSite.text(path)!
            if let match = html.firstMatch(of: ungrouped) { Issue.record("\(path): \(html[match.range])") }
        }
    }

}
