import DateOrder
import Foundation
import Testing

/// Locales Foundation on Linux traps on (a null dereference that ends the process), which the layouts must read as
/// unreadable instead of passing on to Foundation.
@Suite("Locales Foundation traps on")
struct FoundationTrapTests {
    static let instant = Date(timeIntervalSince1970: 1_776_271_530)

    @Test(
        "A region after ZW in an Islamic calendar, by keyword or given: no trap, an unknown identifier with no columns",
        arguments: ["en_ZZ", "ar_ZX", "ar_Arab_ZY", "fr_zz", "en_ZWA", "und_ZZ"],
        ["islamic", "islamic-civil", "islamic-umalqura", "islamic-tbla"])
    func unknownRegionInIslamicCalendar(base: String, keyword: String) throws {
        // Without the library's guard, each of these ends the test process inside Foundation.
        let keyworded = Locale(identifier: base + "@calendar=" + keyword)
        let calendar = Calendar(
            identifier: try #require(Locale(identifier: "en@calendar=" + keyword).calendar.identifier))
        let layouts = [
            DatePickerLayout(for: keyworded), DatePickerLayout(for: Locale(identifier: base), calendar: calendar),
            DatePickerLayout(for: keyworded, calendar: Calendar(identifier: .gregorian)),
        ]
        for layout in layouts {
            #expect(layout.dataSource == .unknownIdentifier, "\(base) \(keyword)")
            #expect(DatePickerKind.allCases.allSatisfy { layout.columns(for: $0).isEmpty })
            #expect(layout.labels(for: .day, of: [Self.instant]).count == 1)
            #expect((12...13).contains(layout.months(inYearOf: Self.instant).count))
        }
        #expect(TimePickerLayout(for: keyworded).columns.isEmpty)
        #expect(TimePickerLayout(for: Locale(identifier: base), calendar: calendar).columns.isEmpty)
    }

    @Test("Every ISO region and the unknown region in other calendars are read as they are")
    func otherRegionsAndCalendars() {
        var unread: [String] = []
        for region in Locale.Region.isoRegions.map(\.identifier) where region.count == 2 {
            let layout = DatePickerLayout(for: Locale(identifier: "ar_" + region + "@calendar=islamic-umalqura"))
            if layout.numeric.isEmpty { unread.append(region) }
        }
        for keyword in ["gregorian", "hebrew", "persian", "chinese", "japanese", "buddhist", "coptic", "indian"] {
            let layout = DatePickerLayout(for: Locale(identifier: "en_ZZ@calendar=" + keyword))
            if layout.numeric.isEmpty { unread.append("ZZ " + keyword) }
        }
        #expect(unread.isEmpty, "\(unread)")
    }
}
