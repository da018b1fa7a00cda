import Foundation
import Testing

@testable import Atlas

/// What a link pasted into a discussion relies on: a permalink beside every section heading.
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
}
