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

    @Test(
        "A locale that names its hour cycle (@hours=, -u-hc-): its own clock counts it, a chosen clock keeps the chosen 12 or 24 hours and counts them the keyword's way where it can, as a fresh DateFormatter",
        arguments: [
            ("h11", Locale.HourCycle.zeroToEleven), ("h12", .oneToTwelve), ("h23", .zeroToTwentyThree),
            ("h24", .oneToTwentyFour),
        ])
    func hourCycleKeyword(keyword: String, named: Locale.HourCycle) {
        func twelveHours(_ cycle: Locale.HourCycle?) -> Bool { cycle == .oneToTwelve || cycle == .zeroToEleven }
        var failures: [String] = []
        for identifier in Self.identifiers {
            let bcp47 = Locale.identifier(.bcp47, from: identifier)
            let forms = [
                identifier + "@hours=" + keyword, bcp47 + (bcp47.contains("-u-") ? "-hc-" : "-u-hc-") + keyword,
            ]
            for form in forms {
                let locale = Locale(identifier: form)
                for (chosen, template) in [(nil, "jm"), (.oneToTwelve, "hm"), (.zeroToTwentyThree, "Hm")]
                    as [(Locale.HourCycle?, String)]
                {
                    let layout = TimePickerLayout(for: locale, hourCycle: chosen)
                    let fresh = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
                    let twelve = chosen.map(twelveHours) ?? twelveHours(named)
                    let expected = twelveHours(named) == twelve ? named : nil
                    if layout.pattern != fresh || twelveHours(layout.hourCycle) != twelve
                        || layout.columns.contains(.dayPeriod) != twelve
                        || (expected != nil && layout.hourCycle != expected)
                    {
                        failures.append("\(form) \(String(describing: chosen)): \(layout.pattern) (fresh \(fresh))")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
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

    /// 09:05, 21:05, 00:07 and 12:30 UTC on the sample day: a one-digit and a two-digit hour, morning and
    /// afternoon, midnight and noon (0 or 12 or 24 on the clocks), minutes 05, 07 and 30.
    static let sampleTimes: [(hour: Int, minute: Int, date: Date)] = [(9, 5), (21, 5), (0, 7), (12, 30)].map {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: 2026, month: 4, day: 15, hour: $0.0, minute: $0.1))!
        return ($0.0, $0.1, date)
    }

    @Test(
        "Every identifier, on its own clock or a chosen one: its text before each column, the hour with its minimum digits, the separator and the minute spell what a DateFormatter with the pattern writes",
        arguments: [(nil, "jm"), (Locale.HourCycle.oneToTwelve, "hm"), (.zeroToTwentyThree, "Hm")]
            as [(Locale.HourCycle?, String)])
    func textBetweenColumns(chosen: Locale.HourCycle?, template: String) {
        var failures: [String] = []
        var separators: [String: Int] = [:]
        var padded = 0
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let layout = TimePickerLayout(for: locale, hourCycle: chosen)
            let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = pattern
            let reading = ReferenceReading.Time(pattern)
            separators[layout.hourMinuteSeparator, default: 0] += 1
            if layout.minimumHourDigits == 2 { padded += 1 }
            // The hour comes right before the minute in every pattern but blo's 12-hour one (`h a mm`, the day
            // period between them), so the separator is the minute's text; there it is empty.
            let between = layout.columns.firstIndex(of: .minute).map { layout.columns[$0 - 1] != .hour } ?? true
            if layout.hourMinuteSeparator != (between ? "" : layout.text(before: .minute))
                || layout.hourMinuteSeparator.isEmpty != (identifier.hasPrefix("blo") && template == "hm")
            {
                failures.append("\(identifier): separator \(layout.hourMinuteSeparator.debugDescription)")
            }
            for (hour, minute, date) in Self.sampleTimes {
                let shown =
                    switch reading.hourLetter {
                    case "h": hour % 12 == 0 ? 12 : hour % 12
                    case "K": hour % 12
                    case "k": hour == 0 ? 24 : hour
                    default: hour
                    }
                let number = IntegerFormatStyle<Int>.number.locale(locale)
                var text = ""
                for column in layout.columns {
                    switch column {
                    case .hour:
                        text += layout.text(before: .hour)
                        text += shown.formatted(number.precision(.integerLength(layout.minimumHourDigits...)))
                    case .minute:
                        text += layout.text(before: .minute) + minute.formatted(number.precision(.integerLength(2...)))
                    case .dayPeriod:
                        // The day period column's own text is `dayPeriodSymbols`, checked elsewhere; here the
                        // formatter's, so that only the text around the columns is compared.
                        text += layout.text(before: .dayPeriod) + (hour < 12 ? formatter.amSymbol : formatter.pmSymbol)
                    }
                }
                text += layout.trailingText
                let written = formatter.string(from: date)
                if text != written {
                    failures.append("\(identifier) \(pattern): \(text.debugDescription) ≠ \(written.debugDescription)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
        if chosen == nil {
            // The counts the documentation gives for the locales' own clocks.
            #expect(separators == [":": 1_009, ".": 22, "h": 3], "\(separators)")
            #expect(padded == 595 && Self.identifiers.count - padded == 439, "\(padded) of \(Self.identifiers.count)")
        }
    }

    /// The README, every run of white space (line breaks too) made one space.
    static func readmeText() throws -> String {
        try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(
        "The counts the README gives for this toolchain: 646 locales on a 24-hour clock and 388 on a 12-hour one, 26 with the day period first, 5 time first, 3 where Locale.hourCycle disagrees, 11 whose short time style differs"
    )
    func documentedCounts() throws {
        var clocks: [Bool: Int] = [:]
        var periodFirst = 0
        var timeFirst: [String] = []
        var disagreeing: [String] = []
        var shortStyle: [String] = []
        func twelveHours(_ cycle: Locale.HourCycle?) -> Bool { cycle == .oneToTwelve || cycle == .zeroToEleven }
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let layout = TimePickerLayout(for: locale)
            clocks[twelveHours(layout.hourCycle), default: 0] += 1
            if layout.columns.first == .dayPeriod { periodFirst += 1 }
            if layout.dateTimeOrder == .timeFirst { timeFirst.append(identifier) }
            if twelveHours(layout.hourCycle) != twelveHours(locale.hourCycle) { disagreeing.append(identifier) }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeStyle = .short
            let short = formatter.dateFormat ?? ""
            if TimePickerLayout.columns(in: short) != layout.columns
                || twelveHours(TimePickerLayout.hourCycle(in: short)) != twelveHours(layout.hourCycle)
            {
                shortStyle.append(identifier)
            }
        }
        #expect(clocks == [false: 646, true: 388], "\(clocks)")
        #expect(periodFirst == 26, "\(periodFirst)")
        // The README's sentence says the same counts, so a toolchain that changes them changes it too.
        let sentence =
            "On this toolchain \(clocks[false] ?? 0) locales write a 24-hour time and \(clocks[true] ?? 0) a 12-hour "
            + "one; \(periodFirst) of those put the day period before the hour"
        let readmeSays = try Self.readmeText().contains(sentence)
        #expect(readmeSays, "the README should say: \(sentence)")
        #expect(timeFirst == ["ee", "ee_GH", "ee_TG", "vi", "vi_VN"], "\(timeFirst)")
        #expect(disagreeing == ["ar_001", "en_001", "fr_CA"], "\(disagreeing)")
        #expect(
            shortStyle == [
                "am", "am_ET", "brx", "brx_IN", "ks_Deva", "ks_Deva_IN", "lut", "mus", "mus_US", "tr_CY", "yue_Hant_CN",
            ], "\(shortStyle)")
    }

    @Test("The text around the columns, for the locales the documentation names")
    func textAroundColumns() {
        func layout(_ identifier: String) -> TimePickerLayout { TimePickerLayout(for: Locale(identifier: identifier)) }
        #expect(layout("nds").text(before: .hour) == "Kl. " && layout("nds").hourMinuteSeparator == ".")
        #expect(layout("dsb").text(before: .hour) == "zeg. " && layout("tok").text(before: .hour) == "#")
        #expect(layout("ur_PK").text(before: .hour) == "\u{200E}")
        #expect(layout("ko_KR").text(before: .dayPeriod) == "" && layout("ko_KR").text(before: .hour) == " ")
        #expect(layout("ee").text(before: .hour) == " ga " && layout("zh_Hant_TW").text(before: .hour) == "")
        #expect(
            layout("en_US").text(before: .dayPeriod) == "\u{202F}"
                && layout("ar_EG").text(before: .dayPeriod) == "\u{A0}")
        #expect(layout("hsb").trailingText == " hodź." && layout("en_US").trailingText == "")
        #expect(layout("de_DE").text(before: .dayPeriod) == "" && layout("de_DE").minimumHourDigits == 2)
        #expect(layout("en_US").minimumHourDigits == 1 && layout("ja_JP").minimumHourDigits == 1)
        #expect(layout("oc").hourMinuteSeparator == "h" && layout("da").hourMinuteSeparator == ".")
        #expect(layout("fi").hourMinuteSeparator == "." && layout("id").hourMinuteSeparator == ".")
        #expect(layout("en_US").pattern == "h:mm\u{202F}a" && layout("ar_EG").pattern == "h:mm\u{A0}a")
        #expect(layout("en_US").dateTimePattern == "MMM d, y 'at' h:mm\u{202F}a")
        #expect(layout("en_US").dateTimeGlue == " 'at' " && layout("en_US").dateTimeGlueText == " at ")
        #expect(layout("fi").dateTimeGlueText == " klo " && layout("eu").dateTimeGlueText == " (")
        #expect(layout("yue").dateTimeGlueText == "" && layout("de_DE").dateTimeGlueText == ", ")
        #expect(layout("eu").dateTimeTrailing == ")" && layout("eu").dateTimeTrailingText == ")")
        #expect(layout("hsb").dateTimeTrailingText == "" && layout("en_US").dateTimeTrailingText == "")
    }

    /// Whether a formatter given a layout's date-with-time pattern writes exactly its parts and the text around
    /// them: the first part, the glue, the second part and the trailing text, each written by a formatter given a
    /// fresh pattern (`yMMMd`, and the time's `jm`, `hm` or `Hm`), and the glue's and trailing text's pattern forms
    /// written as their text forms. A failure's description, or `nil`.
    static func dateTimeLiteralsFailure(
        _ layout: TimePickerLayout, template: String, name: String
    ) -> String? {
        let locale = layout.locale
        func write(_ pattern: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = pattern
            return formatter.string(from: DatePickerLayout.sampleInstant)
        }
        let datePattern = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? ""
        let timePattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
        let timeFirst = ReferenceReading.Time(layout.dateTimePattern).timeFirst
        let (first, second) = timeFirst ? (timePattern, datePattern) : (datePattern, timePattern)
        let combined = write(layout.dateTimePattern)
        let assembled = write(first) + layout.dateTimeGlueText + write(second) + layout.dateTimeTrailingText
        guard write(layout.dateTimeGlue) == layout.dateTimeGlueText,
            write(layout.dateTimeTrailing) == layout.dateTimeTrailingText,
            first + layout.dateTimeGlue + second + layout.dateTimeTrailing == layout.dateTimePattern,
            assembled == combined
        else {
            return "\(name): \(assembled.debugDescription) ≠ \(combined.debugDescription) (\(layout.dateTimePattern))"
        }
        return nil
    }

    @Test(
        "Every identifier, on its own clock or a chosen one: a date with a time is its first part, the glue, its second part and the trailing text, as a formatter writes them",
        arguments: [(nil, "jm"), (Locale.HourCycle.oneToTwelve, "hm"), (.zeroToTwentyThree, "Hm")]
            as [(Locale.HourCycle?, String)])
    func dateTimeLiterals(chosen: Locale.HourCycle?, template: String) {
        var failures: [String] = []
        var trailing: [String] = []
        for identifier in Self.identifiers {
            let layout = TimePickerLayout(for: Locale(identifier: identifier), hourCycle: chosen)
            if let failure = Self.dateTimeLiteralsFailure(layout, template: template, name: identifier) {
                failures.append(failure)
            }
            if !layout.dateTimeTrailingText.isEmpty { trailing.append(identifier) }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
        // The locales the documentation names: Basque closes the time it opened with the glue.
        #expect(trailing == ["eu", "eu_ES"], "\(trailing)")
    }

    @Test(
        "Every identifier in every honoured calendar: a date with a time is its parts and the text around them",
        arguments: CalendarKeywords.honoured)
    func dateTimeLiteralsInEveryCalendar(keyword: String) {
        let calendar = Locale(identifier: "en_US@calendar=" + keyword).calendar
        var failures: [String] = []
        for identifier in Self.identifiers {
            let layout = TimePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            if let failure = Self.dateTimeLiteralsFailure(layout, template: "jm", name: identifier + "@" + keyword) {
                failures.append(failure)
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }

    @Test(
        "A combination that rewrites its parts: the trailing text is what follows the last field, less the part's own")
    func trailingTextOfARewrittenCombination() {
        // The time pattern is not in the combined one as it stands (its separator is another there).
        let eu = TimePickerLayout.dateTimeLiterals(in: "y MMM d (HH.mm)", date: "y MMM d", time: "HH:mm")
        #expect(eu.glue == " (" && eu.trailing == ")" && eu.trailingText == ")", "\(eu)")
        let hsb = TimePickerLayout.dateTimeLiterals(
            in: "d. MMM y H.mm 'hodź'.", date: "d. MMM y", time: "H:mm 'hodź'.")
        #expect(hsb.glue == " " && hsb.trailingText == "", "\(hsb)")
        #expect(TimePickerLayout.dateTimeLiterals(in: "", date: "", time: "") == ("", "", "", ""))
    }

    @Test(
        "An identifier Foundation cannot read has no pattern on any clock: pattern(hourCycle:) and columns(hourCycle:) are as empty as pattern and columns"
    )
    func unreadableIdentifierOnEveryClock() {
        let unreadable = ["fr_FR_é", "日本語", "not a locale!!"] + Self.identifiers.map { $0 + "_é" }
        var failures: [String] = []
        for identifier in unreadable {
            let layout = TimePickerLayout(for: Locale(identifier: identifier))
            for cycle in [Locale.HourCycle.oneToTwelve, .zeroToEleven, .zeroToTwentyThree, .oneToTwentyFour] {
                if layout.pattern != "" || layout.columns != [] || layout.pattern(hourCycle: cycle) != ""
                    || layout.columns(hourCycle: cycle) != []
                {
                    failures.append("\(identifier) \(cycle): \(layout.pattern(hourCycle: cycle).debugDescription)")
                }
            }
            if layout.hourMinuteSeparator != "" || layout.text(before: .hour) != "" || layout.trailingText != ""
                || layout.minimumHourDigits != 1 || layout.dateTimeGlueText != "" || layout.dateTimeTrailingText != ""
            {
                failures.append("\(identifier): text around the columns")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
        // A readable identifier still answers on every clock.
        #expect(TimePickerLayout(for: Locale(identifier: "de_DE")).pattern(hourCycle: .oneToTwelve) == "h:mm\u{202F}a")
    }

    @Test(
        "Date.FormatStyle().hour().minute() writes what the layout's pattern writes except in the four locales the documentation names"
    )
    func formatStyleDiffers() {
        var differing: [String] = []
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let day = calendar.date(from: DateComponents(year: 2026, month: 4, day: 15))!
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = TimePickerLayout(for: locale).pattern
            let style = Date.FormatStyle(locale: locale, timeZone: calendar.timeZone).hour().minute()
            let hours = (0..<24).map { day.addingTimeInterval(Double($0 * 3600 + 300)) }
            if hours.contains(where: { style.format($0) != formatter.string(from: $0) }) {
                differing.append(identifier)
            }
        }
        #expect(differing == ["fa_AF", "ps", "ps_AF", "zh_Hant_TW"])
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

    @Test("The short time style writes other day periods than the column's only in zh_Hant and zh_Hant_TW (Bh:mm)")
    func shortStyleFlexibleDayPeriods() {
        func letters(_ pattern: String) -> Set<Character> {
            Set(pattern.replacingOccurrences(of: "'[^']*'", with: "", options: .regularExpression).filter(\.isLetter))
        }
        var flexible: [String] = []
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeStyle = .short
            let short = letters(formatter.dateFormat ?? "")
            let pattern = letters(TimePickerLayout(for: locale).pattern)
            if short.intersection(["B", "b"]) != pattern.intersection(["B", "b"]) { flexible.append(identifier) }
        }
        #expect(flexible == ["zh_Hant", "zh_Hant_TW"], "\(flexible)")
    }

    @Test(
        "Date.FormatStyle(time: .shortened) is not the short style: it writes the hour unpadded where the pattern pads it"
    )
    func shortenedFormatStyle() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let day = try #require(calendar.date(from: DateComponents(year: 2026, month: 4, day: 15)))
        let hours = (0..<24).map { day.addingTimeInterval(Double($0 * 3600 + 300)) }
        var differing: [String] = []
        var unpaddedOnly: [String] = []
        var clock: [String: (style: String, shortened: String, pattern: String)] = [:]
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let layout = TimePickerLayout(for: locale)
            func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
                let formatter = DateFormatter()
                formatter.locale = layout.locale
                formatter.timeZone = calendar.timeZone
                configure(formatter)
                return formatter
            }
            let pattern = formatter { $0.dateFormat = layout.pattern }
            var unpadded = layout.pattern
            for letter in ["H", "h", "K", "k"] {
                unpadded = unpadded.replacingOccurrences(of: letter + letter, with: letter)
            }
            let unpaddedPattern = formatter { $0.dateFormat = unpadded }
            let style = Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, timeZone: calendar.timeZone)
            if hours.contains(where: { style.format($0) != pattern.string(from: $0) }) {
                differing.append(identifier)
                if hours.allSatisfy({ style.format($0) == unpaddedPattern.string(from: $0) }) {
                    unpaddedOnly.append(identifier)
                }
            }
            if ["de_DE", "lut", "mus"].contains(identifier) {
                let short = formatter { $0.timeStyle = .short }
                clock[identifier] = (
                    short.string(from: hours[16]), style.format(hours[16]), pattern.string(from: hours[16])
                )
            }
        }
        #expect(differing.count == 666 && unpaddedOnly.count == 581, "\(differing.count) \(unpaddedOnly.count)")
        let sentence =
            "its text differs from the pattern's in \(differing.count) locales, in \(unpaddedOnly.count) of them by an "
            + "unpadded hour"
        let readmeSays = try Self.readmeText().contains(sentence)
        #expect(readmeSays, "the README should say: \(sentence)")
        #expect(unpaddedOnly.contains("de_DE") && !differing.contains("en_US"))
        // de_DE: the short style and the pattern write 03:05, the format style 3:05. lut and mus: the short style counts
        // 0–23 (HH:mm), the format style and the pattern 1–12.
        let german = try #require(clock["de_DE"])
        #expect(german.style == "16:05" && german.shortened == "16:05" && german.pattern == "16:05")
        #expect(
            pattern(for: "de_DE", at: hours[3]) == "03:05"
                && Date.FormatStyle(
                    date: .omitted, time: .shortened, locale: Locale(identifier: "de_DE"), timeZone: calendar.timeZone
                ).format(hours[3]) == "3:05")
        for identifier in ["lut", "mus"] {
            let answers = try #require(clock[identifier])
            #expect(answers.style == "16:05" && answers.shortened == answers.pattern, "\(identifier) \(answers)")
        }

        func pattern(for identifier: String, at date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier)
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = TimePickerLayout(for: Locale(identifier: identifier)).pattern
            return formatter.string(from: date)
        }
    }
}
