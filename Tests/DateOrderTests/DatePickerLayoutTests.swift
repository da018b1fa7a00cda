import DateOrder
import Foundation
import TestSupport
import Testing

@Suite("DatePickerLayout")
struct DatePickerLayoutTests {
    @Test(
        "Column orders for well-known locales, picker kind by picker kind",
        arguments: [
            ("en_US", "MDY", "MDY", "MY", "MD"), ("en_CA", "YMD", "MDY", "MY", "MD"),
            ("de_DE", "DMY", "DMY", "MY", "DM"),
            ("ja_JP", "YMD", "YMD", "YM", "MD"), ("en_GB", "DMY", "DMY", "MY", "DM"), ("kk", "DMY", "YDM", "YM", "DM"),
        ])
    func knownLocales(identifier: String, numeric: String, names: String, yearMonth: String, monthDay: String) throws {
        let layout = DatePickerLayout(for: Locale(identifier: identifier))
        let expected = [numeric, names, yearMonth, monthDay].map { DateFieldOrder(code: $0)!.components }
        #expect(
            [layout.numeric, layout.withMonthNames, layout.yearMonth, layout.monthDay] == expected, "\(identifier)")
        for kind in DatePickerKind.allCases {
            let pattern = layout.pattern(for: kind)
            #expect(
                pattern
                    == DateFormatter.dateFormat(
                        fromTemplate: kind.template.rawValue, options: 0,
                        locale: Locale(identifier: identifier)))
            #expect(
                layout.components(for: kind) == DateFieldOrder(pattern: pattern)?.restricted(to: kind.fields).components
            )
        }
    }

    @Test("The README's example: en_CA writes numeric dates year first and dates with month names month first")
    func readmeExample() {
        let layout = DatePickerLayout(for: Locale(identifier: "en_CA"))
        #expect(layout.numeric == [.year, .month, .day])
        #expect(layout.withMonthNames == [.month, .day, .year])
        #expect(layout.yearMonth == [.month, .year])
        #expect(layout.monthDay == [.month, .day])
        #expect(layout.pattern(for: .withMonthNames) == "MMMM d, y")
        #expect(!layout.isUniform)
        #expect(DatePickerLayout(for: Locale(identifier: "de_DE")).isUniform)
    }

    @Test("Month names stand alone, in the calendar asked for; year and day patterns carry the locale's suffixes")
    func columns() {
        let ru = DatePickerLayout(for: Locale(identifier: "ru_RU"))
        #expect(ru.monthNames[3] == "апрель")
        let ja = DatePickerLayout(for: Locale(identifier: "ja_JP"))
        #expect(ja.yearPattern == "y年")
        #expect(ja.dayPattern == "d日")
        let hebrew = DatePickerLayout(for: Locale(identifier: "he_IL"), calendar: Calendar(identifier: .hebrew))
        #expect(hebrew.calendar.identifier == .hebrew)
        #expect(hebrew.monthNames.count >= 13, "Hebrew months include Adar I: \(hebrew.monthNames)")
        let persian = DatePickerLayout(for: Locale(identifier: "fa_IR"))
        #expect(persian.calendar.identifier == .persian)
        #expect(persian.monthNames.count == 12)
        #expect(persian.isRightToLeft)
        #expect(!ja.isRightToLeft)
    }

    @Test("A calendar passed in changes the patterns as the locale's calendar keyword would")
    func calendarArgument() {
        let gregorian = DatePickerLayout(for: Locale(identifier: "th_TH"), calendar: Calendar(identifier: .gregorian))
        let keyword = DatePickerLayout(for: Locale(identifier: "th_TH@calendar=gregorian"))
        for kind in DatePickerKind.allCases { #expect(gregorian.pattern(for: kind) == keyword.pattern(for: kind)) }
        let japanese = DatePickerLayout(for: Locale(identifier: "ja_JP"), calendar: Calendar(identifier: .japanese))
        #expect(japanese.pattern(for: .withMonthNames).contains("G"), "\(japanese.pattern(for: .withMonthNames))")
    }
}
