import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// A developer who lays out a picker from a locale page alone learns from its column table what the month column
/// lists: the numeric picker's numbers where its pattern writes the month as one (`dd.MM.y`: 01, 02, …, not
/// январь), its days at that pattern's width (01, 02, …, where a day alone is 1, 2, …), and, in a calendar whose years differ in length, that the count is the selected year's.
@Suite("The column table says what each picker's month and day columns list", .tags(.slow))
struct MonthColumnPageTests {
    /// The rows of the table `What each picker column shows` of a page, each as its cells' text.
    static func columnRows(_ html: String) -> [String] {
        let table = AnswerTests.section(html, from: "What each picker column shows", to: "</table>")
        return Array(table.components(separatedBy: "<tr>").dropFirst(2))
    }

    /// Every published locale's column table against the library: where `library` gives the numeric picker rows
    /// other than the column's own (`nil` where they are the same), the row `name` shows their first `shown`;
    /// elsewhere the table has no such row. The differences, and how many locales have the row.
    static func numericRows(
        named name: String, shown: Int, library: (DatePickerLayout) -> [String]?
    ) throws -> (differing: [String], withRow: Int) {
        var differing: [String] = []
        var withRow = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let html = try #require(GeneratedSite.text(SitePath.locale(identifier)), "\(identifier)")
            var calendar = Locale(identifier: identifier).calendar
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let row = Self.columnRows(html).first { $0.contains(">\(name)<") }
            guard let rows = library(layout) else {
                if row != nil { differing.append("\(identifier): a row \(name), the library's are the column's own") }
                continue
            }
            withRow += 1
            let expected = rows.prefix(shown).map(HTMLEscaping.escape).joined(separator: ", ")
            if !(row ?? "").contains(expected) {
                differing.append("\(identifier): library \(rows.prefix(shown)), page row \(row ?? "missing")")
            }
        }
        return (differing, withRow)
    }

    @Test("Every published locale whose numeric pattern writes the month as a number shows the library's numbers")
    func numericMonthNumbers() throws {
        let (differing, withNumbers) = try Self.numericRows(named: "Month, numeric picker", shown: 4) { layout in
            let months = layout.months(inYearOf: DatePickerLayout.sampleInstant)
            let numbers = layout.monthLabels(for: .numeric, of: months)
            return numbers == months.map(\.name) ? nil : numbers
        }
        // Most locales write a numeric date with numbers (en_US M/d/y, ru_RU dd.MM.y), a few with names (ar_SA).
        #expect(withNumbers > 900, "\(withNumbers)")
        #expect(differing.isEmpty, "\(differing.count) differ:\n\(differing.prefix(10).joined(separator: "\n"))")
    }

    @Test("Every published locale whose numeric pattern pads the day (dd/MM/y) shows the library's day rows")
    func numericDayNumbers() throws {
        let (differing, padded) = try Self.numericRows(named: "Day, numeric picker", shown: 3) { layout in
            let days = layout.days(inMonthOf: DatePickerLayout.sampleInstant)
            let numeric = layout.dayLabels(for: .numeric, of: days)
            return numeric == layout.labels(for: .day, of: days) ? nil : numeric
        }
        // fr_FR, en_GB, ru pad the day in their numeric dates (`dd/MM/y`, `dd.MM.y`); en_US, de_DE do not.
        #expect(padded > 400, "\(padded)")
        #expect(differing.isEmpty, "\(differing.count) differ:\n\(differing.prefix(10).joined(separator: "\n"))")
    }
}
