import Foundation
import Testing

@testable import Atlas

/// The tables that give a locale's picker orders (the index, the order and picker pages, the conflicts page) give
/// DateFormatter's, and `Date.FormatStyle`'s beside it where the export's `formatStyle` departs (ff_Latn_BF).
@Suite("Date.FormatStyle's order in the tables")
struct FormatStyleAsideTests {
    static let slugs = ["numeric", "with-month-names", "year-month", "month-day"]

    /// The HTML of the `label` cell in the row of `identifier` of `page`, whose row header links to `href` (the
    /// first link so that opens a row with that cell: a sentence above the table may link the locale too).
    static func cell(_ label: String, of identifier: String, href: String, in page: String) throws -> String {
        let link = "<a href=\"\(href)\">\(identifier)</a>"
        let opening = "<td data-label=\"\(label)\">"
        var from = page.startIndex
        while let start = page.range(of: link, range: from..<page.endIndex) {
            from = start.upperBound
            let row = page[start.upperBound...]
            guard let end = row.range(of: "</tr>"), !row[..<end.lowerBound].contains("</p>"),
                let cell = row[..<end.lowerBound].range(of: opening)
            else { continue }
            let close = try #require(row[cell.upperBound...].range(of: "</td>"))
            return String(row[cell.upperBound..<close.lowerBound])
        }
        throw RowMissing(identifier: identifier, label: label)
    }

    /// No row of the identifier with the cell.
    struct RowMissing: Error { let identifier: String, label: String }

    /// `" (Date.FormatStyle: YMD)"` where the record's `formatStyle` orders the picker `slug` otherwise than its
    /// `pickers`; empty elsewhere.
    static func aside(_ record: LocaleRecord, _ slug: String) -> String {
        guard let style = record.formatStyle?[slug]?.order, style != record.pickers[slug] else { return "" }
        return " (Date.FormatStyle: \(style))"
    }

    @Test("The index's picker columns give Date.FormatStyle's order beside DateFormatter's where they differ")
    func index() throws {
        let index = try #require(GeneratedSite.text("index.html"))
        var departing = 0
        for record in GeneratedSite.records {
            for (label, slug) in [("Numeric", "numeric"), ("With month names", "with-month-names")] {
                let html = try Self.cell(
                    label, of: record.identifier, href: "locales/\(record.identifier).html", in: index)
                let code = try #require(record.pickers[slug], "\(record.identifier) \(slug)")
                let expected =
                    "<a href=\"pickers/\(slug)-\(code.lowercased()).html\">\(code)</a>" + Self.aside(record, slug)
                #expect(html == expected, "\(record.identifier) \(label)")
                if !Self.aside(record, slug).isEmpty { departing += 1 }
            }
        }
        #expect(departing > 0, "no locale's Date.FormatStyle order differs here: the test compares nothing")
    }

    @Test("Each order page gives every picker's order, + era and Date.FormatStyle's where they apply")
    func orderPages() throws {
        var departing = 0
        for record in GeneratedSite.records {
            let page = try #require(GeneratedSite.text("orders/\(record.order.lowercased()).html"))
            for (label, slug) in zip(["Numeric", "With month names", "Year–month", "Month–day"], Self.slugs) {
                let html = try Self.cell(
                    label, of: record.identifier, href: "../locales/\(record.identifier).html", in: page)
                let code = try #require(record.pickers[slug], "\(record.identifier) \(slug)")
                let era = record.eraPickers.contains(slug) ? " + era" : ""
                #expect(html == code + era + Self.aside(record, slug), "\(record.identifier) \(label)")
                if !Self.aside(record, slug).isEmpty { departing += 1 }
            }
        }
        #expect(departing > 0, "no locale's Date.FormatStyle order differs here: the test compares nothing")
    }
}
