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
        arguments: ["en_ZZ", "ar_ZX", "ar_Arab_ZY", "fr_zz", "en_ZWA", "und_ZZ", "en_999"],
        ["islamic", "islamic-civil", "islamic-umalqura", "islamic-tbla"])
    func unknownRegionInIslamicCalendar(base: String, keyword: String) throws {
        // Without the library's guard, each of these ends the test process inside Foundation.
        let keyworded = Locale(identifier: base + "@calendar=" + keyword)
        let calendar = Calendar(identifier: .islamicUmmAlQura)
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

    @Test(
        "islamic-rgsa, which Calendar reads as Gregorian and ICU as Islamic, traps there too: no trap",
        arguments: ["en_ZZ", "iw_ZX", "in_Zzzz_ZZ", "en_US@rg=zzzzzz;", "root_Latn_532-u-rg-zzzzzz-ca-"])
    func unknownRegionInRegionalIslamicCalendar(base: String) {
        let locale = Locale(
            identifier: base.hasSuffix("-")
                ? base + "islamic-rgsa" : base + (base.hasSuffix(";") ? "" : "@") + "calendar=islamic-rgsa")
        let layout = DatePickerLayout(for: locale)
        #expect(layout.dataSource == .unknownIdentifier, "\(base)")
        #expect(layout.numeric.isEmpty && layout.labels(for: .day, of: [Self.instant]).count == 1)
        #expect(TimePickerLayout(for: locale).columns.isEmpty)
    }

    @Test("Every region code, of two letters or three digits, and its rg override, in an Islamic calendar: no trap")
    func everyRegionInIslamicCalendar() throws {
        // Without the guard the process ends at the first region ICU reads as unknown (ZX, ZZ; 999, which it reads
        // as ZZ), by the layout's own calls, its data source included, or the time layout's.
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
        let regions =
            letters.flatMap { first in letters.map { first + $0 } } + (0...999).map { String(format: "%03d", $0) }
        let calendar = Calendar(identifier: .islamicUmmAlQura)
        var unread: [String] = []
        for region in regions {
            for locale in [
                Locale(identifier: "ar_" + region), Locale(identifier: "en_US@rg=" + region.lowercased() + "zzzz"),
            ] {
                let layout = DatePickerLayout(for: locale, calendar: calendar)
                _ = (
                    layout.dataSource, layout.months(inYearOf: Self.instant),
                    layout.labels(for: .year, of: [Self.instant])
                )
                _ = TimePickerLayout(for: locale, calendar: calendar).dayPeriodSymbols
                if layout.numeric.isEmpty { unread.append(locale.identifier) }
            }
        }
        // Only codes after ZW (and 999) are read as unreadable; every other one keeps its patterns.
        #expect(unread.allSatisfy { $0.contains("_Z") || $0.contains("=z") || $0.contains("999") }, "\(unread)")
        #expect(unread.count < 20, "\(unread)")
    }

    @Test(
        "A numbering keyword ICU does not know: no trap, an unknown identifier with no columns",
        arguments: [
            "en@numbers=foo", "en-u-nu-foo", "ar-u-nu-foo", "he@numbers=foo", "en@numbers=latn-foo",
            "en-u-nu", "en@numbers=tradition", "en@numbers=foo;numbers=latn", "en@calendar=islamic;numbers=foo",
            "ja_JP@calendar=japanese;numbers=foo",
        ])
    func unknownNumberingSystem(identifier: String) {
        // Without the guard, the first date a formatter writes in such a locale ends the process inside Foundation
        // (`DateFormatter.string(from:)`): the layout's own rows, or a formatter given its `locale`.
        let locale = Locale(identifier: identifier)
        for calendar in [nil, Calendar(identifier: .hebrew)] {
            let layout = DatePickerLayout(for: locale, calendar: calendar)
            #expect(layout.dataSource == .unknownIdentifier, "\(identifier)")
            #expect(DatePickerKind.allCases.allSatisfy { layout.columns(for: $0).isEmpty })
            #expect(DatePickerKind.allCases.allSatisfy { layout.columnsLeftToRight(for: $0).isEmpty })
            for column in DatePickerColumn.allCases {
                #expect(layout.labels(for: column, of: [Self.instant]).count == 1)
            }
            #expect((12...13).contains(layout.months(inYearOf: Self.instant).count))
            let time = TimePickerLayout(for: locale, calendar: calendar)
            #expect(time.columns.isEmpty && time.columnsLeftToRight.isEmpty, "\(identifier)")
            _ = time.dayPeriodSymbols
        }
    }

    @Test(
        "Numbering keywords ICU knows, its own names for a locale's systems included, are read as they are",
        arguments: [
            "en@numbers=latn", "en@numbers=native", "en@numbers=traditional", "en@numbers=finance",
            "en@numbers=default", "zh@numbers=traditional", "hi-IN-u-nu-deva", "ar-u-nu-Arab", "en@numbers=roman",
            "en@numbers=latn;numbers=foo", "en@numbers=", "ja@numbers=jpan", "fa@numbers=arabext",
            "en@numbers=LATN", "ar_EG@numbers=Latn",
        ])
    func knownNumberingSystem(identifier: String) {
        let layout = DatePickerLayout(for: Locale(identifier: identifier))
        #expect(layout.dataSource == .locale, "\(identifier)")
        #expect(layout.numeric.count == 3, "\(identifier)")
        #expect(layout.labels(for: .day, of: [Self.instant]).count == 1)
        #expect(!TimePickerLayout(for: Locale(identifier: identifier)).columns.isEmpty, "\(identifier)")
    }

    @Test("Every numbering system Foundation lists, as a keyword of a few locales: read as it is")
    func everyNumberingSystem() {
        var unread: [String] = []
        for system in Locale.NumberingSystem.availableNumberingSystems.map(\.identifier) {
            for base in ["en_US", "ar_EG", "he_IL@calendar=hebrew"] {
                let locale = Locale(identifier: base + (base.contains("@") ? ";" : "@") + "numbers=" + system)
                let layout = DatePickerLayout(for: locale)
                _ = layout.labels(for: .year, of: [Self.instant])
                if layout.numeric.isEmpty { unread.append(locale.identifier) }
            }
        }
        #expect(unread.isEmpty, "\(unread)")
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
