import Foundation
import Testing

@testable import Atlas

/// The order and picker pages tell a developer every column a picker needs, the era's too.
@Suite("Era columns on the order and picker pages")
struct EraColumnPageTests {
    @Test(
        "A row says + era for each picker whose pattern writes an era, from the published eraPickers; an order or picker page counts them"
    )
    func eraMarked() throws {
        let records = GeneratedSite.records
        let withEra = records.filter { !$0.eraPickers.isEmpty }
        #expect(withEra.count >= 10, "too few locales with an era column to check")
        let kinds = ["numeric", "with-month-names", "year-month", "month-day"]
        // The era locales and a few without, on every order and picker page that lists them.
        let checked = withEra + records.filter { ["de", "en_US", "ja_JP", "th", "fa"].contains($0.identifier) }
        var rows = 0
        for path in GeneratedSite.htmlPaths
        where path.hasPrefix("orders/") || (path.hasPrefix("pickers/") && !path.hasPrefix("pickers/time-")) {
            let html = try #require(GeneratedSite.text(path))
            for record in checked where html.contains("locales/\(record.identifier).html\"") {
                let cells = PageProseTests.row(html, locale: record.identifier)
                try #require(cells.count == 8, "\(path) \(record.identifier): \(cells)")
                for (offset, kind) in kinds.enumerated() {
                    let expected = (record.pickers[kind] ?? "") + (record.eraPickers.contains(kind) ? " + era" : "")
                    #expect(cells[3 + offset] == expected, "\(path) \(record.identifier) \(kind)")
                }
                rows += 1
            }
            if path.hasPrefix("orders/") {
                let order = path.dropFirst("orders/".count).dropLast(".html".count).uppercased()
                let eras = records.filter { $0.order == order && !$0.eraPickers.isEmpty }.count
                #expect(
                    html.contains("In \(counted(eras, "locale")) here a picker's pattern writes an era beside the year")
                        == (eras > 0), "\(path)")
            }
            if let kind = kinds.first(where: { path.hasPrefix("pickers/\($0)-") }) {
                let order = path.dropFirst("pickers/\(kind)-".count).dropLast(".html".count).uppercased()
                let eras = records.filter { $0.pickers[kind] == order && $0.eraPickers.contains(kind) }.count
                #expect(
                    html.contains("In \(counted(eras, "locale")) here the pattern writes an era beside the year")
                        == (eras > 0), "\(path)")
            }
        }
        #expect(rows > withEra.count * 2)
    }
}
