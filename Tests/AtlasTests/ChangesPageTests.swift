import Foundation
import TestSupport
import Testing

@testable import Atlas

/// `changes.html` (`build --previous`) against `dateorder diff` between the same previous export and the site's own
/// `data/locales.json`.
@Suite("The changes page")
struct ChangesPageTests {
    /// A previous export made from `current`: he's alias renamed, and every time picker without
    /// `columnsLeftToRight`, as in the exports before it was added.
    static func previous(from current: Data) throws -> Data {
        var records = try #require(try JSONSerialization.jsonObject(with: current) as? [[String: Any]])
        for index in records.indices {
            if records[index]["identifier"] as? String == "he" { records[index]["aliases"] = ["iw_OLD"] }
            var time = try #require(records[index]["time"] as? [String: Any])
            time["columnsLeftToRight"] = nil
            records[index]["time"] = time
        }
        return try JSONSerialization.data(withJSONObject: records)
    }

    @Test("It lists what dateorder diff lists, aliases too, and names what the previous export lacks as not compared")
    func sameAsDiff() throws {
        let identifiers = ["de", "he", "ar_EG"]
        let current = try #require(GeneratedSite.small(identifiers).files["data/locales.json"])
        let old = try Self.previous(from: current)
        let site = try SiteGenerator(
            options: .init(
                templatesDirectory: TestPaths.templates, identifiers: identifiers, toolVersion: "test",
                previousExportName: "old.json", previousExportBytes: old)
        ).generate().files
        let page = String(decoding: try #require(site.files["changes.html"]), as: UTF8.self)

        let before = try LocaleDiff.recordsWithKeys(fromExport: old, displayName: "old.json")
        let after = try LocaleDiff.recordsWithKeys(fromExport: current, displayName: "new.json")
        let diff = LocaleDiff(old: before.records, new: after.records, oldKeys: before.keys, newKeys: after.keys)
        #expect(diff.changed.contains { $0.identifier == "he" && $0.field == "aliases" })
        // Each changed field once in a row of the page's table, under its locale.
        let rows = page.matches(of: /<a href="locales\/([^"]+)\.html">[^<]*<\/a><\/th>\n<td[^>]*><code>([^<]+)<\/code>/)
            .map { "\($0.1) \($0.2)" }
        #expect(rows == diff.changed.map { "\($0.identifier) \($0.field)" })
        #expect(
            page.contains(
                "<code>old.json</code> has no <code>time.columnsLeftToRight</code> (an older or smaller export?), so it "
                    + "was not compared."))
    }

    @Test(
        "A previous export that differs in wording alone is said to hold the same data; one with a data change is not")
    func wordingOnlyIsSaid() throws {
        let de = try #require(GeneratedSite.records.first { $0.identifier == "de" })
        var reworded = de
        reworded.headline += " (reworded)"
        var reordered = de
        reordered.orders["yMd"] = "YMD"
        let sentence = "Only the tool's own sentences changed (the headline, the notes' text): the data is the same."
        func intro(_ new: LocaleRecord) -> String {
            let page = ChangesPage.make(
                diff: LocaleDiff(old: [de], new: [new]), previousName: "old.json", locales: ["de"],
                image: PreviewImage(path: "p.png", alt: "", kicker: "", headline: "", lines: []))
            return page.body.compactMap { block in
                if case .markdown(let text) = block { return text }
                return nil
            }.joined()
        }
        #expect(intro(reworded).contains(sentence))
        #expect(!intro(reordered).contains(sentence) && !intro(reordered).contains("Nothing it compares changed."))
        #expect(intro(de).contains("Nothing it compares changed."))
    }

    @Test("The about page's provenance links the changes, with their count, only where the build compared")
    func aboutLinksChanges() throws {
        let identifiers = ["de", "he"]
        let current = try #require(GeneratedSite.small(identifiers).files["data/locales.json"])
        let plain = String(decoding: try #require(GeneratedSite.small(identifiers).files["about.html"]), as: UTF8.self)
        #expect(!plain.contains("changes.html"))
        let site = try SiteGenerator(
            options: .init(
                templatesDirectory: TestPaths.templates, identifiers: identifiers, toolVersion: "test",
                previousExportName: "old.json", previousExportBytes: try Self.previous(from: current))
        ).generate().files
        let about = String(decoding: try #require(site.files["about.html"]), as: UTF8.self)
        // he lost the alias iw_OLD: one locale changed
        #expect(
            about.contains(
                "<th scope=\"row\" data-label=\"What\">Since the previous export</th>\n"
                    + "<td data-label=\"Version\"><a href=\"changes.html\">0 added, 0 removed, 1 changed</a></td>"),
            "\(about)")
    }

    @Test("The index counts the changes as the changes page does, templates added or removed too")
    func indexCountsTemplates() throws {
        let identifiers = ["de", "he"]
        let current = try #require(GeneratedSite.small(identifiers).files["data/locales.json"])
        // The previous export lacks the template EEEE and has one the site lacks, Gy.
        var records = try #require(try JSONSerialization.jsonObject(with: current) as? [[String: Any]])
        for index in records.indices {
            for key in ["orders", "patterns", "samples"] {
                var values = try #require(records[index][key] as? [String: String])
                values["EEEE"] = nil
                if key != "orders" { values["Gy"] = "y G" }
                records[index][key] = values
            }
        }
        let site = try SiteGenerator(
            options: .init(
                templatesDirectory: TestPaths.templates, identifiers: identifiers, toolVersion: "test",
                previousExportName: "old.json", previousExportBytes: try JSONSerialization.data(withJSONObject: records)
            )
        ).generate().files
        let index = String(decoding: try #require(site.files["index.html"]), as: UTF8.self)
        let changes = String(decoding: try #require(site.files["changes.html"]), as: UTF8.self)
        #expect(changes.contains("<strong>1</strong> added, <strong>1</strong> removed."))
        #expect(
            index.contains("Since the previous export: 0 added, 0 removed, 0 changed; templates: 1 added, 1 removed"))
    }

    @Test("Each table says what it lists, and the page says how to read a change's field")
    func tablesAndFieldsExplained() throws {
        let identifiers = ["de", "he"]
        let current = try #require(GeneratedSite.small(identifiers).files["data/locales.json"])
        // The previous export: de's yyyyMMdd order otherwise, he missing (so added now), and a locale since removed.
        var records = try #require(try JSONSerialization.jsonObject(with: current) as? [[String: Any]])
        records.removeAll { $0["identifier"] as? String == "he" }
        var gone = records[0]
        gone["identifier"] = "de_XX"
        records.append(gone)
        records[0]["order"] = "MDY"
        let site = try SiteGenerator(
            options: .init(
                templatesDirectory: TestPaths.templates, identifiers: identifiers, toolVersion: "test",
                previousExportName: "old.json", previousExportBytes: try JSONSerialization.data(withJSONObject: records)
            )
        ).generate().files
        let page = String(decoding: try #require(site.files["changes.html"]), as: UTF8.self)
        #expect(page.contains("<td data-label=\"What\"><code>order</code></td>"), "\(page)")
        #expect(page.components(separatedBy: "<table").count == 3, "both tables, added or removed and changed")
        #expect(page.components(separatedBy: "<table").dropFirst().allSatisfy { $0.contains("<caption>") })
        #expect(page.contains("<caption>Locales added and removed</caption>"))
        // A field is a key of the export: the page says so, that `order` is the trick's, and links what keys hold.
        #expect(page.contains("<code>order</code>, <code>pattern</code> and <code>sample</code> are what the"))
        #expect(page.contains("<a href=\"about.html#data\">"))
    }
}
