import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@Suite("DatePickerLayout")
struct DatePickerLayoutTests {
    /// 2025-11-13 12:00 UTC: Hebrew year 5786 (not leap), Chinese year 42 of its cycle (with a leap sixth month).
    static let instant = Date(timeIntervalSince1970: 1_763_035_200)

    static func layout(_ identifier: String) -> DatePickerLayout {
        var calendar = Locale(identifier: identifier).calendar
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
    }

    @Test(
        "Column orders for well-known locales, picker kind by picker kind",
        arguments: [
            ("en_US", "MDY", "MDY", "MY", "MD"), ("en_CA", "YMD", "MDY", "MY", "MD"),
            ("de_DE", "DMY", "DMY", "MY", "DM"),
            ("ja_JP", "YMD", "YMD", "YM", "MD"), ("en_GB", "DMY", "DMY", "MY", "DM"), ("kk", "DMY", "YDM", "YM", "DM"),
        ])
    func knownLocales(identifier: String, numeric: String, names: String, yearMonth: String, monthDay: String) {
        let layout = DatePickerLayout(for: Locale(identifier: identifier))
        let columns: [Character: DatePickerColumn] = ["Y": .year, "M": .month, "D": .day]
        let expected = [numeric, names, yearMonth, monthDay].map { $0.map { columns[$0]! } }
        #expect(
            [layout.numeric, layout.withMonthNames, layout.yearMonth, layout.monthDay] == expected, "\(identifier)")
        for kind in DatePickerKind.allCases {
            #expect(
                layout.pattern(for: kind)
                    == DateFormatter.dateFormat(
                        fromTemplate: kind.template.rawValue, options: 0, locale: Locale(identifier: identifier)))
        }
        #expect(layout.dataSource == .locale)
    }

    @Test("The DocC overview's opening dates are what the numeric pickers' patterns write (4/15/2026, 15.4.2026)")
    func overviewSamples() throws {
        let overview = try String(
            contentsOf: TestPaths.root.appendingPathComponent("Sources/DateOrder/DateOrder.docc/DateOrder.md"),
            encoding: .utf8)
        let line = try #require(overview.split(separator: "\n").first { $0.hasPrefix("Americans write") })
        let quoted = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
        let written = ["en_US", "de_DE", "ja_JP"].map { identifier in
            let layout = DatePickerLayout(for: Locale(identifier: identifier))
            let formatter = DateFormatter()
            formatter.locale = layout.locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = layout.pattern(for: .numeric)
            return formatter.string(from: Date(timeIntervalSince1970: 1_776_271_530))
        }
        #expect(Array(quoted.prefix(3)) == written)
    }

    @Test("A month in which a Japanese era begins after its 1st is one row, in its first day's era (January 1989)")
    func monthSplitByAnEra() throws {
        var calendar = Calendar(identifier: .japanese)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let layout = DatePickerLayout(for: Locale(identifier: "en_US"), calendar: calendar)
        // 1989-01-20, Heisei 1; Shōwa 64 ended on the 7th.
        let months = layout.months(inYearOf: Date(timeIntervalSince1970: 601_257_600))
        let january = months.filter { $0.number == 1 }
        try #require(january.count == 1)
        let first = calendar.dateComponents([.era, .year, .day], from: january[0].firstDay)
        #expect(first.year == 64 && first.day == 1, "\(first)")
        #expect(first.era == calendar.component(.era, from: Date(timeIntervalSince1970: 599_616_000)), "Shōwa")
    }

    @Test("The README's example: en_CA writes numeric dates year first and dates with month names month first")
    func readmeExample() {
        let layout = DatePickerLayout(for: Locale(identifier: "en_CA"))
        #expect(layout.numeric == [.year, .month, .day])
        #expect(layout.withMonthNames == [.month, .day, .year])
        #expect(layout.yearMonth == [.month, .year])
        #expect(layout.monthDay == [.month, .day])
        #expect(layout.pattern(for: .withMonthNames) == "MMMM d, y")
    }

    @Test(
        "A deprecated language code is read as its replacement: the locale's own data, month names included",
        arguments: [
            ("iw_IL", "he_IL"), ("in_ID", "id_ID"), ("tl_PH", "fil_PH"), ("mo", "ro"), ("sh", "sr_Latn"), ("ji", "yi"),
            ("iw_IL@calendar=hebrew", "he_IL@calendar=hebrew"),
        ])
    func deprecatedLanguage(old: String, replacement: String) {
        let layout = DatePickerLayout(for: Locale(identifier: old))
        let expected = DatePickerLayout(for: Locale(identifier: replacement))
        #expect(layout.dataSource == .locale, "\(old)")
        #expect(layout.locale.identifier == replacement)
        #expect(layout == expected)
        #expect(
            layout.months(inYearOf: Self.instant).map(\.name) == expected.months(inYearOf: Self.instant).map(\.name))
        #expect(TimePickerLayout(for: Locale(identifier: old)).locale.identifier == replacement)
        // Other locales keep their identity (Locale.current keeps the user's settings).
        #expect(DatePickerLayout(for: Locale(identifier: "en-GB")).locale.identifier == "en-GB")
    }

    @Test("A calendar Foundation cannot honour is no locale's data; every honoured one is")
    func unhonouredCalendar() {
        // islamic-rgsa: DateFormatter writes Islamic dates under a Gregorian Calendar.
        #expect(
            DatePickerLayout(for: Locale(identifier: "en_US@calendar=islamic-rgsa")).dataSource == .unknownIdentifier)
        // In UTC: east of it the astronomical Islamic calendar skips some months' 1st (EveryLocaleCalendarTests).
        func inUTC(_ identifier: String) -> DatePickerLayout {
            let locale = Locale(identifier: identifier)
            var calendar = locale.calendar
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return DatePickerLayout(for: locale, calendar: calendar)
        }
        for keyword in CalendarKeywords.honoured {
            // (Coptic and Ethiopic eras are root's ERA0 and ERA1 in English: a root fallback, no unknown.)
            #expect(inUTC("en_US@calendar=" + keyword).dataSource != .unknownIdentifier, "\(keyword)")
            // Some with root's month names.
            #expect(inUTC("ar_SA@calendar=" + keyword).dataSource != .unknownIdentifier, "ar_SA \(keyword)")
        }
        // Digits of the locale's own and BCP 47 calendar tags are no reason to doubt the calendar.
        for identifier in [
            "ar_EG@numbers=arab", "fa_IR@numbers=arabext", "he_IL@numbers=hebr", "hi_IN@numbers=deva",
            "th_TH@numbers=thai",
            "ja_JP@calendar=japanese;numbers=jpan", "ja-JP-u-ca-japanese", "he-IL-u-ca-hebrew", "en-US-u-ca-japanese",
            "th-TH-u-ca-gregory", "ko_KR@calendar=dangi", "zh_CN@calendar=chinese",
        ] {
            #expect(DatePickerLayout(for: Locale(identifier: identifier)).dataSource == .locale, "\(identifier)")
        }
        // ethioaa where the default calendar is not Gregorian writes that calendar's dates: not honoured either.
        for identifier in ["ar_SA@calendar=ethioaa", "fa_IR@calendar=ethioaa", "th_TH@calendar=ethioaa"] {
            let unhonoured = DatePickerLayout(for: Locale(identifier: identifier))
            let honoured = CalendarKeywords.refusal("ethioaa", for: String(identifier.prefix { $0 != "@" })) == nil
            #expect((unhonoured.dataSource == .unknownIdentifier) == !honoured, "\(identifier)")
        }
        // An identifier Foundation cannot read is said to be one, without a trap: non-ASCII text (Foundation on
        // Linux traps on it), and BCP 47 numbering tags it finds no patterns for are read in their ICU form.
        for identifier in ["é", "😀", "ja_JP\u{301}"] {
            let layout = DatePickerLayout(for: Locale(identifier: identifier))
            #expect(layout.dataSource == .unknownIdentifier && layout.numeric.isEmpty, "\(identifier)")
            #expect(layout.labels(for: .day, of: [Self.instant]).count == 1)
            #expect(TimePickerLayout(for: Locale(identifier: identifier)).columns.isEmpty)
        }
        for (tag, icu) in [("de-DE-u-nu-latn", "de_DE@numbers=latn"), ("ar-EG-u-nu-arab", "ar_EG@numbers=arab")] {
            let layout = DatePickerLayout(for: Locale(identifier: tag))
            #expect(layout.locale.identifier == icu && layout.dataSource == .locale, "\(tag)")
            #expect(layout == DatePickerLayout(for: Locale(identifier: icu)))
            #expect(layout.labels(for: .day, of: [Self.instant]).count == 1)
            #expect(!TimePickerLayout(for: Locale(identifier: tag)).columns.isEmpty, "\(tag)")
        }
        // An era column named with root's placeholders (ERA1) is not the locale's data either.
        let coptic = DatePickerLayout(for: Locale(identifier: "de_DE@calendar=coptic"))
        #expect(coptic.withMonthNames.contains(.era) && coptic.dataSource == .rootFallback)
        #expect(DatePickerLayout(for: Locale(identifier: "ja_JP@calendar=japanese")).dataSource == .locale)
        // A calendar keyword Foundation does not know reads as the default calendar: not the one asked for. Its
        // other spellings (gregory, upper case, BCP 47) are the calendar they name.
        for identifier in ["he_IL@calendar=hebrw", "en_US@calendar=foo", "ja-JP-u-ca-japanes", "ar@calendar=islamicc"] {
            #expect(
                DatePickerLayout(for: Locale(identifier: identifier)).dataSource == .unknownIdentifier, "\(identifier)")
        }
        for identifier in ["he_IL@calendar=gregory", "en_US@calendar=GREGORIAN", "en-u-ca-islamic-umalqura"] {
            #expect(
                DatePickerLayout(for: Locale(identifier: identifier)).dataSource != .unknownIdentifier, "\(identifier)")
        }
        // Every keyword the CLI refuses on this toolchain, the library marks.
        for keyword in CalendarKeywords.candidates where CalendarKeywords.refusal(keyword, for: "en_US") != nil {
            let layout = DatePickerLayout(for: Locale(identifier: "en_US@calendar=" + keyword))
            #expect(layout.dataSource == .unknownIdentifier, "\(keyword)")
        }
    }

    @Test("The Japanese calendar has an era column, named and placed as the pattern writes it")
    func japaneseEra() {
        let layout = Self.layout("ja_JP@calendar=japanese")
        #expect(layout.pattern(for: .withMonthNames) == "Gy年M月d日")
        #expect(layout.withMonthNames == [.era, .year, .month, .day])
        #expect(layout.yearMonth == [.era, .year, .month])
        #expect(layout.monthDay == [.month, .day])
        #expect(layout.labels(for: .era, of: [Self.instant]) == ["令和"])
        #expect(layout.labels(for: .year, of: [Self.instant]) == ["7年"])
        #expect(layout.labels(for: .day, of: [Self.instant]) == ["13日"])
        // The Gregorian calendar in Japanese writes no era, so there is no era column.
        #expect(DatePickerLayout(for: Locale(identifier: "ja_JP")).withMonthNames == [.year, .month, .day])
    }

    @Test(
        "A year row drops the era and what joined it to the year, keeping the year's own marks",
        arguments: [("hy", "7"), ("uz", "7"), ("sr", "7."), ("lv", "7. g."), ("ja_JP", "7年"), ("en_US", "7")])
    func yearWithoutEra(identifier: String, label: String) {
        let layout = Self.layout(identifier + "@calendar=japanese")
        #expect(layout.labels(for: .year, of: [Self.instant]) == [label], "\(identifier)")
    }

    @Test(
        "The year a Japanese era begins lists all twelve months, each in its own era: 2019 is Heisei 31, then Reiwa 1")
    func japaneseEraYears() {
        let layout = Self.layout("ja_JP@calendar=japanese")
        let march = Date(timeIntervalSince1970: 1_551_441_600)  // 2019-03-01 12:00 UTC: Heisei 31
        let june = Date(timeIntervalSince1970: 1_559_390_400)  // 2019-06-01 12:00 UTC: Reiwa 1
        let months = layout.months(inYearOf: june)
        #expect(months.map(\.number) == Array(1...12))
        #expect(layout.months(inYearOf: march) == months)
        let eras = layout.labels(for: .era, of: months.map(\.firstDay))
        #expect(eras == Array(repeating: "平成", count: 4) + Array(repeating: "令和", count: 8))
        // The first year of an era is written 元年 (gannen), not 1年.
        #expect(layout.labels(for: .year, of: [march, june]) == ["31年", "元年"])
    }

    @Test("Hebrew: 12 months in a common year, 13 with Adar I and Adar II in a leap year, Hebrew numerals")
    func hebrew() throws {
        let layout = Self.layout("he_IL@calendar=hebrew")
        let common = layout.months(inYearOf: Self.instant)
        #expect(common.map(\.number) == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13])
        #expect(common.map(\.name).contains("אדר") && !common.map(\.name).contains("אדר ב׳"))
        let nextYear = try #require(layout.calendar.date(byAdding: .year, value: 1, to: Self.instant))
        let leap = layout.months(inYearOf: nextYear)
        #expect(leap.map(\.number) == Array(1...13))
        #expect(leap[5].name == "אדר א׳" && leap[6].name == "אדר ב׳" && leap[12].name == "אלול", "\(leap.map(\.name))")
        #expect(!leap.contains { $0.isLeapMonth })
        #expect(layout.labels(for: .year, of: [Self.instant]) == ["תשפ״ו"])
        #expect(layout.labels(for: .day, of: [Self.instant]) == ["כ״ב"])
        #expect(layout.labels(for: .month, of: leap.map(\.firstDay)) == leap.map(\.name))
        let english = Self.layout("en_US@calendar=hebrew").months(inYearOf: nextYear)
        #expect(english[5].name == "Adar I" && english[6].name == "Adar II")
    }

    @Test("Chinese and Dangi: the leap month is listed, flagged and named as the locale names it")
    func chineseLeapMonth() {
        for (identifier, ordinary, leapName) in [
            ("zh_CN@calendar=chinese", "六月", "闰六月"), ("ko_KR@calendar=dangi", "6월", "윤6월"),
            ("en_US@calendar=dangi", "Sixth Month", "Sixth Monthbis"),
        ] {
            let months = Self.layout(identifier).months(inYearOf: Self.instant)
            #expect(months.count == 13, "\(identifier)")
            #expect(months[5].number == 6 && !months[5].isLeapMonth && months[5].name == ordinary, "\(identifier)")
            #expect(months[6].number == 6 && months[6].isLeapMonth && months[6].name == leapName, "\(identifier)")
        }
        // The calendar's own names, not Gregorian ones: DateFormatter with `calendar` set would say January.
        #expect(Self.layout("en_US@calendar=dangi").months(inYearOf: Self.instant)[0].name == "First Month")
        #expect(Self.layout("zh_CN@calendar=chinese").labels(for: .day, of: [Self.instant]) == ["廿四"])
    }

    @Test(
        "Month names in the script the identifier asks for",
        arguments: [("sr_Cyrl_ME", "новембар"), ("shi_Latn", "nuwanbir")])
    func script(identifier: String, november: String) {
        #expect(Self.layout(identifier).months(inYearOf: Self.instant)[10].name == november)
    }

    @Test("A calendar passed in changes the patterns as the locale's calendar keyword would")
    func calendarArgument() {
        let gregorian = DatePickerLayout(for: Locale(identifier: "th_TH"), calendar: Calendar(identifier: .gregorian))
        let keyword = DatePickerLayout(for: Locale(identifier: "th_TH@calendar=gregorian"))
        for kind in DatePickerKind.allCases { #expect(gregorian.pattern(for: kind) == keyword.pattern(for: kind)) }
        let japanese = DatePickerLayout(for: Locale(identifier: "ja_JP"), calendar: Calendar(identifier: .japanese))
        #expect(japanese.withMonthNames.first == .era)
        #expect(japanese.calendar.identifier == .japanese)
        #expect(DatePickerLayout(for: Locale(identifier: "fa_IR")).isRightToLeft)
        #expect(!japanese.isRightToLeft)
    }

    @Test(
        "Identifiers without data of their own are signalled",
        arguments: [
            ("", DatePickerLayout.DataSource.rootFallback), ("root", .rootFallback), ("xx_YY", .unknownIdentifier),
            ("not a locale!!", .unknownIdentifier), ("de_DE", .locale), ("en_US@calendar=dangi", .locale),
            ("kkj", .rootFallback), ("ug@calendar=chinese", .rootFallback), ("ug", .locale),
        ])
    func dataSource(identifier: String, expected: DatePickerLayout.DataSource) {
        let layout = DatePickerLayout(for: Locale(identifier: identifier))
        #expect(layout.dataSource == expected, "\(identifier.debugDescription)")
        #expect(layout.withMonthNames.isEmpty == (identifier == "not a locale!!"))
    }

    @Test("Columns, months and data sources are Codable as the time types are: names, and back unchanged")
    func codable() throws {
        let layout = DatePickerLayout(for: Locale(identifier: "he_IL@calendar=hebrew"))
        let columns = layout.withMonthNames
        let encoded = try JSONEncoder().encode(columns)
        #expect(String(decoding: encoded, as: UTF8.self) == "[\"day\",\"month\",\"year\"]")
        #expect(try JSONDecoder().decode([DatePickerColumn].self, from: encoded) == columns)
        let months = layout.months(inYearOf: DatePickerLayout.sampleInstant)
        #expect(try JSONDecoder().decode([DatePickerMonth].self, from: JSONEncoder().encode(months)) == months)
        // CaseIterable too, as the other enums are (a settings screen or a test can list them).
        #expect(DatePickerLayout.DataSource.allCases == [.locale, .rootFallback, .unknownIdentifier])
        for source in DatePickerLayout.DataSource.allCases {
            let data = try JSONEncoder().encode(source)
            #expect(String(decoding: data, as: UTF8.self) == "\"\(source)\"")
            #expect(try JSONDecoder().decode(DatePickerLayout.DataSource.self, from: data) == source)
        }
    }

    @Test("A month row made by its initializer is the row months(inYearOf:) gives, in every locale")
    func monthInitializer() throws {
        var failures: [String] = []
        for identifier in Locale.availableIdentifiers.sortedInUTF8Order() {
            let months = Self.layout(identifier).months(inYearOf: Self.instant)
            let made = months.map {
                DatePickerMonth(number: $0.number, isLeapMonth: $0.isLeapMonth, name: $0.name, firstDay: $0.firstDay)
            }
            if made != months || months.isEmpty { failures.append(identifier) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
        // The documentation's fixture: 2025's Chinese leap sixth month, as the layout lists it; the flag defaults
        // to false when left out.
        let firstDay = Date(timeIntervalSince1970: 1_753_401_600)
        let leap = DatePickerMonth(number: 6, isLeapMonth: true, name: "闰六月", firstDay: firstDay)
        #expect(leap.number == 6 && leap.isLeapMonth && leap.name == "闰六月" && leap.firstDay == firstDay)
        #expect(Self.layout("zh_CN@calendar=chinese").months(inYearOf: Self.instant).contains(leap))
        #expect(!DatePickerMonth(number: 4, name: "April", firstDay: Self.instant).isLeapMonth)
        #expect(try JSONDecoder().decode(DatePickerMonth.self, from: JSONEncoder().encode(leap)) == leap)
    }

    @Test(
        "A layout equals the same layout given the locale's own calendar, in every locale; another zone or week is another layout"
    )
    func equality() throws {
        var failures: [String] = []
        for identifier in Locale.availableIdentifiers.sortedInUTF8Order() {
            let locale = Locale(identifier: identifier)
            let implicit = DatePickerLayout(for: locale)
            let explicit = DatePickerLayout(for: locale, calendar: Calendar(identifier: locale.calendar.identifier))
            if implicit != explicit || Set([implicit, explicit]).count != 1 { failures.append(identifier) }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
        let german = Locale(identifier: "de_DE")
        var elsewhere = german.calendar
        elsewhere.timeZone = try #require(TimeZone(identifier: "Pacific/Apia"))
        var sundays = german.calendar
        sundays.firstWeekday = 1
        let layouts = [
            DatePickerLayout(for: german), DatePickerLayout(for: german, calendar: elsewhere),
            DatePickerLayout(for: german, calendar: sundays), DatePickerLayout(for: Locale(identifier: "de_AT")),
            DatePickerLayout(for: german, calendar: Calendar(identifier: .buddhist)),
        ]
        #expect(Set(layouts).count == layouts.count)
        for (index, layout) in layouts.enumerated() {
            #expect(layouts.indices.filter { layouts[$0] == layout } == [index], "layout \(index)")
        }
    }

    @Test("A calendar or numbering keyword in upper or mixed case is read as in lower case, in every calendar")
    func keywordCase() {
        let calendars = [
            "buddhist", "chinese", "coptic", "dangi", "ethiopic", "ethiopic-amete-alem", "gregorian", "hebrew",
            "indian", "islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian",
            "roc",
        ]
        var failures: [String] = []
        for base in ["ja_JP", "he_IL", "ar_SA", "zh_Hant_TW"] {
            for keywords in calendars.map({ "calendar=" + $0 }) + ["calendar=hebrew;numbers=arab", "numbers=deva"] {
                let lower = base + "@" + keywords
                let expected = DatePickerLayout(for: Locale(identifier: lower))
                for given in [lower.uppercased(), base + "@" + keywords.capitalized] {
                    let layout = DatePickerLayout(for: Locale(identifier: given))
                    let time = TimePickerLayout(for: Locale(identifier: given))
                    if layout != expected || layout.locale.identifier != expected.locale.identifier
                        || time != TimePickerLayout(for: Locale(identifier: lower))
                    {
                        failures.append(given)
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
        let japanese = DatePickerLayout(for: Locale(identifier: "ja_JP@calendar=JAPANESE"))
        #expect(japanese.calendar.identifier == .japanese && japanese.dataSource == .locale)
        #expect(japanese.withMonthNames == [.era, .year, .month, .day])
    }

    /// Dates around the sample day at hours that land on the next or the previous day 15 hours away from UTC.
    static let zoneDates = [0, 3, 10, 12, 20].map {
        DatePickerLayout.sampleInstant.addingTimeInterval(Double($0) * 3600)
    }

    @Test(
        "A calendar in a fixed offset beyond 14 hours, on which DateFormatter traps: rows and data source in every locale, the rows those of the same local dates in UTC",
        arguments: [15 * 3600, -15 * 3600])
    func farTimeZone(offset: Int) throws {
        // Without the library's guard, the first `labels(for:of:)` or `dataSource` here traps inside Foundation
        // (`DateFormatter.State._setFormatterAttributes`), ending the test process.
        var failures: [String] = []
        let identifiers = Locale.availableIdentifiers.sortedInUTF8Order()
        for (index, identifier) in identifiers.enumerated() {
            let offsets =
                index % 10 == 0 ? [offset, offset / 15 * 18, offset / 15 * 14 + offset.signum() * 3_570] : [offset]
            for seconds in offsets {
                let zone = try #require(TimeZone(secondsFromGMT: seconds))
                var calendar = Locale(identifier: identifier).calendar
                calendar.timeZone = zone
                let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
                calendar.timeZone = TimeZone(identifier: "UTC")!
                let reference = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
                let shifted = Self.zoneDates.map { $0.addingTimeInterval(Double(seconds)) }
                for column in DatePickerColumn.allCases
                where layout.labels(for: column, of: Self.zoneDates) != reference.labels(for: column, of: shifted) {
                    failures.append("\(identifier) \(seconds) \(column)")
                }
                _ = layout.dataSource
                if layout.months(inYearOf: Self.zoneDates[0]).isEmpty { failures.append("\(identifier): no months") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
        // The day each date falls on there, as Calendar counts it: 15 hours east, 12:00 UTC is 03:00 the next day.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: offset))
        let layout = DatePickerLayout(for: Locale(identifier: "en_US"), calendar: calendar)
        #expect(
            layout.labels(for: .day, of: Self.zoneDates)
                == Self.zoneDates.map { String(calendar.component(.day, from: $0)) })
        #expect(layout.dataSource == .locale)
    }
}
