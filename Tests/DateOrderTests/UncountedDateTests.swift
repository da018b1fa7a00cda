import DateOrder
import Foundation
import Testing

/// Dates `Calendar` cannot count, passed to the row APIs: no crash, no hang, no invented rows.
@Suite("Non-finite and far dates have no months and no days")
struct UncountedDateTests {
    static let dates = [Double.nan, .infinity, -.infinity, 1e15, -1e15].map(Date.init(timeIntervalSinceReferenceDate:))

    @Test(
        "months(inYearOf:) and days(inMonthOf:) are empty, and labels(for:of:) rows of such dates empty",
        arguments: ["en_US", "ja_JP@calendar=japanese", "he_IL@calendar=hebrew", "zh@calendar=chinese", "ar_SA"])
    func empty(identifier: String) throws {
        var utc = Locale(identifier: identifier).calendar
        utc.timeZone = try #require(TimeZone(identifier: "UTC"))
        let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: utc)
        for date in Self.dates {
            let months = layout.months(inYearOf: date)
            let days = layout.days(inMonthOf: date)
            #expect(months.isEmpty && days.isEmpty, "\(identifier) \(date.timeIntervalSinceReferenceDate)")
            #expect(layout.monthLabels(for: .numeric, of: months).isEmpty)
            #expect(layout.dayLabels(for: .numeric, of: days).isEmpty)
        }
        // Their rows are empty, beside a counted date's.
        let rows = layout.labels(for: .year, of: Self.dates + [DatePickerLayout.sampleInstant])
        #expect(rows.dropLast().allSatisfy(\.isEmpty) && rows.last?.isEmpty == false, "\(identifier): \(rows)")
        // Far dates that Calendar still counts keep their months and days.
        #expect(!layout.months(inYearOf: DatePickerLayout.sampleInstant).isEmpty)
        #expect(!layout.days(inMonthOf: Date(timeIntervalSinceReferenceDate: 1e12)).isEmpty)
    }
}
