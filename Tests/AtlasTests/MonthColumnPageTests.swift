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

    @Test("Every published locale whose numeric pattern writes the month as a number shows the library's numbers")
    func numericMonthNumbers() throws {
        var differing: [String] = []
        var withNumbers = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let html = try #require(GeneratedSite.text(SitePath.locale(identifier)), "\(identifier)")
            var calendar = Locale(identifier: identifier).calendar
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let months = layout.months(inYearOf: DatePickerLayout.sampleInstant)
            let numbers = layout.monthLabels(for: .numeric, of: months)
            let row = Self.columnRows(html).first { $0.contains(">Month, numeric picker<") }
            if numbers == months.map(\.name) {
                if row != nil { differing.append("\(identifier): a numeric month row, library writes names") }
                continue
            }
            withNumbers += 1
            let expected = numbers.prefix(4).map(HTMLEscaping.escape).joined(separator: ", ")
            if !(row ?? "").contains(expected) {
                differing.append("\(identifier): library \(numbers.prefix(4)), page row \(row ?? "missing")")
            }
        }
        // Most locales write a numeric date with numbers (en_US M/d/y, ru_RU dd.MM.y), a few with names (ar_SA).
        #expect(withNumbers > 900, "\(withNumbers)")
        #expect(differing.isEmpty, "\(differing.count) differ:\n\(differing.prefix(10).joined(separator: "\n"))")
    }

    @Test("Every published locale whose numeric pattern pads the day (dd/MM/y) shows the library's day rows")
    func numericDayNumbers() throws {
        var differing: [String] = []
        var padded = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            let html = try #require(GeneratedSite.text(SitePath.locale(identifier)), "\(identifier)")
            var calendar = Locale(identifier: identifier).calendar
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let days = layout.days(inMonthOf: DatePickerLayout.sampleInstant)
            let numeric = layout.dayLabels(for: .numeric, of: days)
            let row = Self.columnRows(html).first { $0.contains(">Day, numeric picker<") }
            if numeric == layout.labels(for: .day, of: days) {
                if row != nil { differing.append("\(identifier): a numeric day row, library writes the lone day's") }
                continue
            }
            padded += 1
            let expected = numeric.prefix(3).map(HTMLEscaping.escape).joined(separator: ", ")
            if !(row ?? "").contains(expected) {
                differing.append("\(identifier): library \(numeric.prefix(3)), page row \(row ?? "missing")")
            }
        }
        // fr_FR, en_GB, ru pad the day in their numeric dates (`dd/MM/y`, `dd.MM.y`); en_US, de_DE do not.
        #expect(padded > 400, "\(padded)")
        #expect(differing.isEmpty, "\(differing.count) differ:\n\(differing.prefix(10).joined(separator: "\n"))")
    }
}
