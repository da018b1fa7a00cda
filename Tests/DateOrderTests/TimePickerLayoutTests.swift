import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

/// `TimePickerLayout` against fixed answers for the locales the issue names, and against a fresh `DateFormatter`'s
/// patterns read independently for every identifier (every calendar keyword Foundation honours for the date with
/// time, which is the only part a calendar changes).
@Suite("TimePickerLayout")
struct TimePickerLayoutTests {
    @Test(
        "Known locales: columns, hour range, day period names and the date-with-time order",
        arguments: [
            ("en_US", "hour minute dayPeriod", 1...12, "AM PM", DateTimeOrder.dateFirst, " 'at' "),
            ("ko_KR", "dayPeriod hour minute", 1...12, "오전 오후", .dateFirst, " "),
            ("ja_JP", "hour minute", 0...23, "", .dateFirst, " "),
            ("de_DE", "hour minute", 0...23, "", .dateFirst, ", "),
            ("vi_VN", "hour minute", 0...23, "", .timeFirst, " "),
            ("zh_Hant_TW", "dayPeriod hour minute", 1...12, "上午 下午", .dateFirst, " "),
            ("ee", "dayPeriod hour minute", 1...12, "ŋdi ɣetrɔ", .timeFirst, " "),
            ("ar_EG", "hour minute dayPeriod", 1...12, "ص م", .dateFirst, "، "),
        ])
    func knownLocales(
        identifier: String, columns: String, hours: ClosedRange<Int>, symbols: String, order: DateTimeOrder,
        glue: String
    ) {
        let layout = TimePickerLayout(for: Locale(identifier: identifier))
        #expect(layout.columns.map(\.rawValue).joined(separator: " ") == columns, "\(identifier)")
        #expect(layout.hours == hours, "\(identifier)")
        #expect(layout.dayPeriodSymbols.joined(separator: " ") == symbols, "\(identifier)")
        #expect(layout.dateTimeOrder == order, "\(identifier)")
        #expect(layout.dateTimeGlue == glue, "\(identifier) \(layout.dateTimePattern)")
    }

    @Test("ja_JP's 12-hour clock counts 0–11 with the day period first; its 24-hour clock has no day period")
    func japaneseTwelveHour() {
        let layout = TimePickerLayout(for: Locale(identifier: "ja_JP"))
        #expect(layout.pattern(hourCycle: .oneToTwelve) == "aK:mm")
        #expect(layout.columns(hourCycle: .oneToTwelve) == [.dayPeriod, .hour, .minute])
        #expect(TimePickerLayout.hourCycle(in: layout.pattern(hourCycle: .oneToTwelve)) == .zeroToEleven)
        #expect(layout.columns(hourCycle: .zeroToTwentyThree) == [.hour, .minute])
    }

    @Test(
        "A clock the user chose: de_DE on 12 hours has an AM/PM column and 1–12; ja_JP counts 0–11; en_US on 24 hours none"
    )
    func chosenClock() {
        let german = TimePickerLayout(for: Locale(identifier: "de_DE"), hourCycle: .oneToTwelve)
        #expect(german.columns == [.hour, .minute, .dayPeriod])
        #expect(german.hours == 1...12)
        #expect(german.dayPeriodSymbols.count == 2)
        #expect(
            german.dateTimePattern.contains("h:mm") && german.dateTimePattern.hasSuffix("a"),
            "\(german.dateTimePattern)")
        let japanese = TimePickerLayout(for: Locale(identifier: "ja_JP"), hourCycle: .oneToTwelve)
        #expect(japanese.columns == [.dayPeriod, .hour, .minute])
        #expect(japanese.hourCycle == .zeroToEleven)
        #expect(japanese.hours == 0...11)
        #expect(japanese.dayPeriodSymbols == ["午前", "午後"])
        let american = TimePickerLayout(for: Locale(identifier: "en_US"), hourCycle: .zeroToTwentyThree)
        #expect(american.columns == [.hour, .minute])
        #expect(american.hours == 0...23)
        #expect(american.dayPeriodSymbols.isEmpty)
        // Without a choice, the locale's own clock, as before.
        #expect(
            TimePickerLayout(for: Locale(identifier: "de_DE"), hourCycle: nil)
                == TimePickerLayout(for: Locale(identifier: "de_DE")))
    }

    @Test("am_ET with the Ethiopic calendar writes h:mm a, without it a h:mm: the calendar reaches the time pattern")
    func calendarReachesTheTime() {
        let amharic = Locale(identifier: "am_ET")
        #expect(TimePickerLayout(for: amharic).columns == [.dayPeriod, .hour, .minute])
        let ethiopic = TimePickerLayout(for: amharic, calendar: Calendar(identifier: .ethiopicAmeteMihret))
        #expect(ethiopic.pattern == "h:mm a")
        #expect(ethiopic.columns == [.hour, .minute, .dayPeriod])
    }

    @Test("fr_CA: the layout follows its time pattern (HH:mm), not Locale.hourCycle (one to twelve)")
    func frenchCanadaFollowsThePattern() {
        let locale = Locale(identifier: "fr_CA")
        let layout = TimePickerLayout(for: locale)
        #expect(layout.pattern == "HH:mm")
        #expect(layout.hourCycle == .zeroToTwentyThree)
        #expect(locale.hourCycle == .oneToTwelve)
    }

    @Test("eu closes its time in parentheses and yue writes no glue: the glue is what stands between the parts")
    func glueBetweenTheParts() {
        #expect(TimePickerLayout(for: Locale(identifier: "eu")).dateTimeGlue == " (")
        #expect(TimePickerLayout(for: Locale(identifier: "yue")).dateTimeGlue == "")
        #expect(TimePickerLayout.glue(in: "MMM d, y 'at' h:mm a", date: "d MMM y", time: "HH:mm") == " at ")
    }

    static let identifiers = Locale.availableIdentifiers.sortedInUTF8Order()

    @Test(
        "Every identifier, on its own clock or one a user chose: the layout matches a fresh jm, hm or Hm pattern",
        arguments: [
            (nil, "jm"), (Locale.HourCycle.oneToTwelve, "hm"), (.zeroToEleven, "hm"), (.zeroToTwentyThree, "Hm"),
            (.oneToTwentyFour, "Hm"),
        ] as [(Locale.HourCycle?, String)])
    func everyIdentifier(chosen: Locale.HourCycle?, template: String) {
        var failures: [String] = []
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let layout = TimePickerLayout(for: locale, hourCycle: chosen)
            let time = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
            let combined =
                DateFormatter.dateFormat(fromTemplate: "yMMMd " + template, options: 0, locale: locale) ?? ""
            let reading = ReferenceReading.Time(time)
            let formatter = DateFormatter()
            formatter.locale = locale
            let cycle: Locale.HourCycle? =
                switch reading.hourLetter {
                case "h": .oneToTwelve
                case "K": .zeroToEleven
                case "H": .zeroToTwentyThree
                case "k": .oneToTwentyFour
                default: nil
                }
            var symbols = reading.columns.contains("dayPeriod") ? [formatter.amSymbol, formatter.pmSymbol] : []
            // Where Foundation on Linux hands ICU another locale for DateFormatter (shi_Latn → shi, in Tifinagh;
            // sr_Cyrl_ME → sr_ME, in Latin), the formatter's symbols are that locale's; the layout's are the locale's
            // own calendar's, as documented.
            if !symbols.isEmpty, symbols != layout.dayPeriodSymbols,
                ProfileBuilder().profile(for: identifier).provenance.formatterLocale != nil
            {
                var calendar = locale.calendar
                calendar.locale = locale
                symbols = [calendar.amSymbol, calendar.pmSymbol]
            }
            let expected =
                "\(reading.columns) \(String(describing: cycle)) \(symbols) \(ReferenceReading.Time(combined).timeFirst)"
            let actual =
                "\(layout.columns.map(\.rawValue)) \(String(describing: layout.hourCycle)) \(layout.dayPeriodSymbols) "
                + "\(layout.dateTimeOrder == .timeFirst)"
            if layout.pattern != time || layout.dateTimePattern != combined || actual != expected {
                failures.append("\(identifier): \(actual) ≠ \(expected)")
            }
            // The glue is text of the combined pattern, between its two parts.
            if !layout.dateTimeGlue.isEmpty, !combined.contains(layout.dateTimeGlue) {
                failures.append("\(identifier): glue \(layout.dateTimeGlue)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test(
        "Every honoured calendar: the time pattern, the date-with-time pattern and order follow the calendar keyword",
        arguments: CalendarKeywords.honoured)
    func everyCalendar(keyword: String) {
        var calendar = Locale(identifier: "en_US@calendar=" + keyword).calendar
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var failures: [String] = []
        for identifier in Self.identifiers.enumerated().filter({ $0.offset % 4 == 0 }).map(\.element) {
            let layout = TimePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let keyworded = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar).locale
            let combined = DateFormatter.dateFormat(fromTemplate: "yMMMd jm", options: 0, locale: keyworded) ?? ""
            // The time pattern is asked in the calendar too: am_ET writes a h:mm, with the Ethiopic calendar h:mm a.
            let time = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: keyworded) ?? ""
            if layout.dateTimePattern != combined || layout.pattern != time
                || (layout.dateTimeOrder == .timeFirst) != ReferenceReading.Time(combined).timeFirst
            {
                failures.append("\(identifier)@\(keyword): \(layout.dateTimePattern) ≠ \(combined)")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("The short time style differs from the layout's pattern in the 11 locales the documentation lists")
    func shortStyleDiffers() {
        // The clock and the order of hour, minute and day period a pattern writes: `h:mm a` → "hma".
        func shape(_ pattern: String) -> String {
            var shape = ""
            var quoted = false
            for letter in pattern {
                if letter == "'" { quoted.toggle() }
                guard !quoted else { continue }
                let mark: Character? =
                    switch letter {
                    case "h", "K": "h"
                    case "H", "k": "H"
                    case "m": "m"
                    case "a", "b", "B": "a"
                    default: nil
                    }
                if let mark, shape.last != mark { shape.append(mark) }
            }
            return shape
        }
        var differing: [String] = []
        for identifier in Locale.availableIdentifiers.sorted() {
            let locale = Locale(identifier: identifier)
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            if shape(formatter.dateFormat) != shape(TimePickerLayout(for: locale).pattern) {
                differing.append(identifier)
            }
        }
        #expect(
            differing == [
                "am", "am_ET", "brx", "brx_IN", "ks_Deva", "ks_Deva_IN", "lut", "mus", "mus_US", "tr_CY", "yue_Hant_CN",
            ])
    }
}
