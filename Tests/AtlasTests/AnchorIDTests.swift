import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// Every template row of a locale page can be linked, and no two elements of a page share an id, whatever
/// templates are added (`MMM d` and `MMM-d` both map to `MMM-d`).
@Suite("Template anchors")
struct AnchorIDTests {
    /// Pieces that map to the same id in many ways: separators that become `-`, section names, suffix look-alikes.
    static let pieces = [
        "MMM", "d", "y", "yMd", "-", " ", "/", ",", ".", "2", "-2", "3", "é", "answer", "main", "orders", "swift",
        "reveal", "hidden", "site", "search", "q", "'", "EEEE", "jm",
    ]

    /// A seeded set of templates: random joins of the pieces, each with at least one pattern letter.
    static func templates(count: Int, using generator: inout SplitMix64) -> [DateTemplate] {
        (0..<count).compactMap { _ in
            let length = Int.random(in: 1...5, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            return DateTemplate(text)
        }
    }

    /// Every `id="…"` of an HTML page.
    static func ids(in html: String) -> [String] {
        html.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("The standard templates keep their ids, and colliding templates get -2, -3, … in order")
    func standardIDsAreStable() {
        let standard = (DateTemplate.standard + DateTemplate.sampleOnly).map(\.rawValue)
        let expected = [
            "yyyyMMdd", "yMd", "yMMMd", "yMMMMd", "yM", "yMMMM", "Md", "MMMMd", "jm", "hm", "Hm", "jms", "hms", "Hms",
            "yMMMd-jm", "EEEE", "MMM-d-yyyy-hh-mm",
        ]
        #expect(LocalePage.anchorIDs(standard) == expected)
        #expect(LocalePage.anchorIDs(standard + ["MMM d", "MMM-d"]) == expected + ["MMM-d", "MMM-d-2"])
        #expect(
            LocalePage.anchorIDs(standard + ["MMM d", "MMM-d", "MMM-d-2"]) == expected + [
                "MMM-d", "MMM-d-3", "MMM-d-2",
            ])
        #expect(
            LocalePage.anchorIDs(standard + ["orders", "y/M/d", "y.M.d", "y-M-d"]).suffix(4) == [
                "orders-2", "y-M-d", "y.M.d", "y-M-d-2",
            ])
        let long = String(repeating: "y", count: 120)
        let ids = LocalePage.anchorIDs([long, long + "M"])
        #expect(ids.allSatisfy { $0.utf8.count <= 100 } && Set(ids).count == 2, "\(ids)")
    }

    @Test("Over a thousand seeded template sets, every id is unique, valid and kept clear of the page's sections")
    func manySets() {
        var generator = SplitMix64(seed: 0x1D5_A11C)
        let standard = (DateTemplate.standard + DateTemplate.sampleOnly).map(\.rawValue)
        for _ in 0..<1_000 {
            let added = Self.templates(count: Int.random(in: 2...12, using: &generator), using: &generator)
            let templates = standard + added.map(\.rawValue)
            let ids = LocalePage.anchorIDs(templates)
            #expect(Set(ids).count == ids.count, "\(templates) → \(ids)")
            #expect(ids.allSatisfy { !LocalePage.sectionIDs.contains($0) }, "\(ids)")
            #expect(Array(ids.prefix(standard.count)) == LocalePage.anchorIDs(standard))
            #expect(ids.allSatisfy { MarkdownTextID.isValid($0) }, "\(ids)")
        }
    }

    @Test("Whole locale pages built with colliding templates hold every id once, and every row has its anchor")
    func pages() throws {
        var generator = SplitMix64(seed: 0xA7C4_0A5E)
        var sets: [[DateTemplate]] = [
            ["MMM d", "MMM-d"], ["MMM d", "MMM-d", "MMM/d", "MMM.d", "MMM-d-2"], ["orders", "answer", "reveal hidden"],
            ["yMd", "y M d", "y-M-d", "y/M/d"],
        ].map { $0.compactMap(DateTemplate.init) }
        sets += (0..<4).map { _ in Self.templates(count: 10, using: &generator) }
        for templates in sets {
            let site = try SiteGenerator(
                options: .init(
                    templatesDirectory: TestPaths.templates, extraTemplates: templates, identifiers: ["de"],
                    toolVersion: "t")
            ).generate().files
            let html = String(decoding: try #require(site.files["locales/de.html"]), as: UTF8.self)
            let ids = Self.ids(in: html)
            let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            #expect(repeated.isEmpty, "\(templates.map(\.rawValue)): \(repeated)")
            // Every template's row is anchored (none left without an id because a section had it).
            let rows = Set((DateTemplate.standard + DateTemplate.sampleOnly + templates).map(\.rawValue)).count
            #expect(html.components(separatedBy: "\"></span><code>").count - 1 == rows, "\(templates)")
        }
    }
}

/// The rule `HTMLAnchor` holds ids to: ASCII letters, digits, `_`, `-`, `.`, starting with a letter or digit, at
/// most 100 bytes.
enum MarkdownTextID {
    static func isValid(_ id: String) -> Bool {
        guard let first = id.utf8.first, id.utf8.count <= 100 else { return false }
        func allowed(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
        return allowed(first) && first != UInt8(ascii: "_") && first != UInt8(ascii: "-")
            && first != UInt8(ascii: ".") && id.utf8.allSatisfy(allowed)
    }
}
