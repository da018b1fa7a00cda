import Foundation
import Testing

@testable import Atlas

/// What a link pasted into a discussion relies on: a permalink beside every section heading, alias pages that
/// lead where Foundation itself leads, and the same title and description whichever tags an unfurler reads.
@Suite("Links into the site", .tags(.slow))
struct DeepLinkTests {
    /// The sections (h2–h6) of a page: each heading's id and the `href`s of the `anchor` links inside it.
    static func headings(_ inspector: HTMLInspector) -> [(tag: String, id: String?, permalinks: [String])] {
        var found: [(tag: String, id: String?, permalinks: [String])] = []
        var open: (tag: String, id: String?, permalinks: [String])?
        for tag in inspector.tags {
            if let current = open {
                if tag.closing, tag.name == current.tag {
                    found.append(current)
                    open = nil
                } else if !tag.closing, tag.name == "a",
                    (tag.attributes["class"] ?? "").split(separator: " ").contains("anchor")
                {
                    open?.permalinks.append(tag.attributes["href"] ?? "")
                }
            } else if !tag.closing, ["h2", "h3", "h4", "h5", "h6"].contains(tag.name) {
                open = (tag.name, tag.attributes["id"], [])
            }
        }
        return found
    }

    static func isRedirect(_ path: String) -> Bool {
        GeneratedSite.text(path)?.contains("<body class=\"redirect\">") == true
    }

    @Test("Every section heading of every page has a valid id and a # permalink to exactly that id")
    func everyHeadingHasItsPermalink() throws {
        var checked = 0
        var localeSections = 0
        for path in GeneratedSite.htmlPaths where !Self.isRedirect(path) {
            let inspector = try #require(GeneratedSite.inspected[path])
            for heading in Self.headings(inspector) {
                checked += 1
                let id = try #require(heading.id, "\(path): an <\(heading.tag)> without an id")
                #expect(MarkdownTextID.isValid(id), "\(path): id \(id)")
                #expect(heading.permalinks == ["#" + id], "\(path) #\(id): permalinks \(heading.permalinks)")
                if path.hasPrefix("locales/") { localeSections += 1 }
            }
        }
        // Ten sections or more on each locale page ("Your browser says" among them), and the other pages' own.
        #expect(localeSections >= 10 * Locale.availableIdentifiers.count, "\(localeSections)")
        #expect(checked > localeSections)
    }

    /// The locale Foundation itself takes `alias` for: its ICU canonical form where that is a locale (`iw_IL` →
    /// he_IL), else the one locale of the alias's region whose likely subtags are the alias's (`zh_TW` →
    /// zh-Hant-TW → zh_Hant_TW); a hyphenated identifier is that identifier.
    static func foundationTarget(of alias: String, among available: Set<String>) -> String? {
        let underscored = alias.replacingOccurrences(of: "-", with: "_")
        if available.contains(underscored) { return underscored }
        let canonical = Locale.identifier(.icu, from: underscored)
        if available.contains(canonical) { return canonical }
        func maximal(_ identifier: String) -> Locale.Language {
            Locale.Language(
                identifier: Locale.Language(identifier: identifier.replacingOccurrences(of: "_", with: "-"))
                    .maximalIdentifier)
        }
        let wanted = maximal(canonical)
        guard let region = wanted.region?.identifier else { return nil }
        let matches = available.filter { identifier in
            identifier.hasSuffix("_" + region) && !identifier.contains("@")
                && maximal(identifier).maximalIdentifier == wanted.maximalIdentifier
        }
        return matches.count == 1 ? matches.first : nil
    }

    @Test(
        "Every alias page leads where Foundation's canonical identifiers and likely subtags lead, and unfurls with its answer"
    )
    func aliasPagesLeadWhereFoundationLeads() throws {
        let available = Set(Locale.availableIdentifiers)
        let redirects = GeneratedSite.htmlPaths.filter { $0.hasPrefix("locales/") && Self.isRedirect($0) }
        #expect(redirects.count == 870)
        for path in redirects {
            let alias = String(path.dropFirst("locales/".count).dropLast(".html".count))
            let tags = try #require(GeneratedSite.inspected[path]).tags
            let canonical = tags.first { $0.name == "link" && $0.attributes["rel"] == "canonical" }?.attributes["href"]
            let expected = try #require(Self.foundationTarget(of: alias, among: available), "\(alias): no locale")
            #expect(canonical == expected + ".html", "\(alias) leads to \(canonical ?? "nothing"), not \(expected)")
            let refresh = tags.first { $0.name == "meta" && $0.attributes["http-equiv"] == "refresh" }
            #expect(refresh?.attributes["content"] == "0; url=\(expected).html", "\(alias)")
            #expect(tags.contains { $0.name == "a" && $0.attributes["href"] == expected + ".html" }, "\(alias)")
            // Unfurled, it reads as its locale's page does: the locale's answer, with the alias named.
            func ogTitle(_ tags: [HTMLInspector.Tag]) -> String? {
                tags.first { $0.name == "meta" && $0.attributes["property"] == "og:title" }?.attributes["content"]
            }
            let target = try #require(GeneratedSite.inspected["locales/\(expected).html"]).tags
            let headline = try #require(ogTitle(target)?.components(separatedBy: "\(expected) — ").last)
            #expect(ogTitle(tags) == "\(expected) (\(alias)) — \(headline)", "\(alias)")
            // And the locale page's description, which leads with the answer (not the image's text, which leads
            // with names and a sample).
            func ogDescription(_ tags: [HTMLInspector.Tag]) -> String? {
                tags.first { $0.name == "meta" && $0.attributes["property"] == "og:description" }?.attributes["content"]
            }
            #expect(ogDescription(tags) != nil && ogDescription(tags) == ogDescription(target), "\(alias)")
        }
    }

    @Test("Every page, alias pages too, gives the same title and description to Open Graph, Twitter and search")
    func unfurlTagsAgree() throws {
        for path in GeneratedSite.htmlPaths {
            let metas = try #require(GeneratedSite.inspected[path]).tags.filter { $0.name == "meta" && !$0.closing }
            func content(_ key: String) -> String? {
                metas.first { ($0.attributes["property"] ?? $0.attributes["name"]) == key }?.attributes["content"]
            }
            let title = content("og:title")
            let description = content("og:description")
            #expect(title?.isEmpty == false && description?.isEmpty == false, "\(path)")
            #expect(content("twitter:title") == title, "\(path): twitter:title")
            #expect(content("twitter:description") == description, "\(path): twitter:description")
            #expect(content("description") == description, "\(path): description")
        }
    }
}
