import DateOrder
import Foundation
import LocaleProfiles
import Testing

/// `TimePickerLayout(for:hourCycle:includingSeconds: true)` against a fresh `DateFormatter` in every locale, on its
/// own clock (`jms`) and on a chosen 12-hour (`hms`) or 24-hour (`Hms`) one: the pattern is the fresh one, and a
/// label assembled from the layout's answers alone (columns, the seconds right after the minute, the text before
/// each, the digits, the day period names) is what the fresh pattern formats.
@Suite("Time picker with seconds")
struct TimeSecondsLayoutTests {
    static let identifiers = Locale.availableIdentifiers.sorted()

    /// 16:45:30, 09:05:05 and 00:00:00 UTC on 2026-04-15: the afternoon, a one-digit hour, minute and second, and
    /// the hour a 1–12, 0–11 or 1–24 clock writes otherwise than 0–23.
    static let times = [(16, 45, 30), (9, 5, 5), (0, 0, 0)]

    /// The clocks: the locale's own, a chosen 12-hour and a chosen 24-hour one, with the template each asks for.
    static let clocks: [(cycle: Locale.HourCycle?, template: String)] = [
        (nil, "jms"), (.oneToTwelve, "hms"), (.zeroToTwentyThree, "Hms"),
    ]

    /// The time on the sample day.
    static func instant(_ time: (Int, Int, Int)) -> Date {
        Date(timeIntervalSince1970: 1_776_211_200 + Double(time.0 * 3600 + time.1 * 60 + time.2))
    }

    /// A number in the locale's digits, at least `digits` long.
    static func number(_ value: Int, digits: Int, locale: Locale) -> String {
        value.formatted(.number.locale(locale).grouping(.never).precision(.integerLength(digits...)))
    }

    /// The label a picker built from `layout` shows for `time`: its columns in order with the text before each, the
    /// seconds column right after the minute, then the trailing text.
    static func assembled(
        _ layout: TimePickerLayout, _ time: (Int, Int, Int), symbols: [String]? = nil
    ) -> String {
        let hours = layout.hours
        var hour = time.0
        if hours == 1...12 { hour = hour % 12 == 0 ? 12 : hour % 12 }
        if hours == 0...11 { hour %= 12 }
        if hours == 1...24, hour == 0 { hour = 24 }
        var text = ""
        for column in layout.columns {
            text += layout.text(before: column)
            switch column {
            case .hour: text += number(hour, digits: layout.minimumHourDigits, locale: layout.locale)
            case .dayPeriod: text += (symbols ?? layout.dayPeriodSymbols)[time.0 < 12 ? 0 : 1]
            case .minute:
                text += number(time.1, digits: layout.minimumMinuteDigits, locale: layout.locale)
                if layout.includesSeconds {
                    text +=
                        layout.minuteSecondSeparator
                        + number(time.2, digits: layout.minimumSecondDigits, locale: layout.locale)
                }
            }
        }
        return text + layout.trailingText
    }

    @Test(
        "In every locale on every clock, the seconds layout is the fresh DateFormatter's jms/hms/Hms pattern, and a label assembled from its answers is what that pattern formats",
        arguments: [0, 1, 2])
    func everyLocaleMatchesAFreshFormatter(clock: Int) {
        let (cycle, template) = Self.clocks[clock]
        var wrong: [String] = []
        var checked = 0
        var renamed: Set<String> = []
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let layout = TimePickerLayout(for: locale, hourCycle: cycle, includingSeconds: true)
            let fresh = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
            guard layout.includesSeconds, layout.pattern == fresh, !fresh.isEmpty else {
                wrong.append("\(identifier): \(layout.pattern.debugDescription) vs fresh \(fresh.debugDescription)")
                continue
            }
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = fresh
            for time in Self.times {
                checked += 1
                let expected = formatter.string(from: Self.instant(time))
                var label = Self.assembled(layout, time)
                // Where Foundation on Linux hands ICU another locale for DateFormatter (shi_Latn → shi, in
                // Tifinagh; sr_Cyrl_ME → sr_ME, in Latin), its day period names are that locale's; the layout's are
                // the locale's own, as documented. All else must still agree.
                if label != expected, ProfileBuilder().profile(for: identifier).provenance.formatterLocale != nil {
                    label = Self.assembled(layout, time, symbols: [formatter.amSymbol, formatter.pmSymbol])
                    renamed.insert(identifier)
                }
                if label != expected {
                    wrong.append("\(identifier) \(fresh): \(label.debugDescription) vs \(expected.debugDescription)")
                }
            }
        }
        #expect(checked == Self.identifiers.count * Self.times.count)
        #expect(renamed.count <= 4, "only shi_Latn, shi_Latn_MA, sr_Cyrl_ME are renamed with a day period: \(renamed)")
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked) wrong: \(wrong.prefix(10))")
    }

    @Test(
        "In every locale on every clock, the seconds column comes right after the minute, the other columns in the order the layout without seconds has where their patterns agree",
        arguments: [0, 1, 2])
    func secondsFollowTheMinute(clock: Int) {
        let (cycle, template) = Self.clocks[clock]
        var wrong: [String] = []
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let layout = TimePickerLayout(for: locale, hourCycle: cycle, includingSeconds: true)
            // The fields as a fresh pattern writes them, by first appearance.
            let fresh = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
            var letters: [Character] = []
            var quoted = false
            for character in fresh {
                if character == "'" { quoted.toggle() }
                guard !quoted, "ahHKkmsbB".contains(character) else { continue }
                let letter: Character = "hHKk".contains(character) ? "h" : "abB".contains(character) ? "a" : character
                if letters.last != letter, !letters.contains(letter) { letters.append(letter) }
            }
            let seconds = letters.firstIndex(of: "s")
            let minute = letters.firstIndex(of: "m")
            let columns = layout.columns.map { $0 == .hour ? "h" : $0 == .minute ? "m" : "a" }
            if seconds == nil || minute == nil || seconds != minute! + 1
                || columns.joined() != String(letters.filter { $0 != "s" })
                || layout.minuteSecondSeparator.isEmpty
            {
                wrong.append(
                    "\(identifier) \(fresh): \(layout.columns) \(layout.minuteSecondSeparator.debugDescription)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
    }

    @Test("A date with a time with seconds: the fresh yMMMd jms pattern, its date, glue, time and trailing text")
    func dateTimeWithSeconds() {
        var wrong: [String] = []
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            let layout = TimePickerLayout(for: locale, includingSeconds: true)
            let fresh = DateFormatter.dateFormat(fromTemplate: "yMMMd jms", options: 0, locale: locale) ?? ""
            let date = DateFormatter.dateFormat(fromTemplate: "yMMMd", options: 0, locale: locale) ?? ""
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            let instant = Self.instant(Self.times[0])
            func text(_ pattern: String) -> String {
                formatter.dateFormat = pattern
                return formatter.string(from: instant)
            }
            let (first, second) = layout.dateTimeOrder == .dateFirst ? (date, layout.pattern) : (layout.pattern, date)
            let assembled = text(first) + layout.dateTimeGlueText + text(second) + layout.dateTimeTrailingText
            if layout.dateTimePattern != fresh || assembled != text(fresh) {
                wrong.append("\(identifier) \(fresh): \(assembled.debugDescription) vs \(text(fresh).debugDescription)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(10))")
    }

    @Test("The README's counts: where the day period goes with seconds, and what joins minute and second")
    func counts() {
        var placements: [String: [String: Int]] = [:]
        var separators: [String: Int] = [:]
        var unlikeHourMinute = 0
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            for (cycle, template) in Self.clocks {
                let layout = TimePickerLayout(for: locale, hourCycle: cycle, includingSeconds: true)
                let columns = layout.columns
                let placement =
                    !columns.contains(.dayPeriod)
                    ? "none"
                    : columns.first == .dayPeriod ? "first" : columns.last == .dayPeriod ? "last" : "between"
                placements[template, default: [:]][placement, default: 0] += 1
                guard template == "jms" else { continue }
                separators[layout.minuteSecondSeparator, default: 0] += 1
                if layout.hourMinuteSeparator != layout.minuteSecondSeparator { unlikeHourMinute += 1 }
            }
        }
        #expect(placements["jms"] == ["none": 646, "last": 362, "first": 26], "\(placements)")
        #expect(placements["hms"] == ["last": 980, "first": 52, "between": 2], "\(placements)")
        #expect(placements["Hms"] == ["none": 1034], "\(placements)")
        #expect(separators == [":": 1011, ".": 19, " ": 3, "분 ": 1], "\(separators)")
        #expect(unlikeHourMinute == 7, "nds ×3, oc ×3, ko_CN")
    }

    @Test(
        "The README's and the documentation's counts of seconds patterns that are not the minute one with seconds added"
    )
    func notMinutePatternWithSeconds() {
        var rewritten: [String: Int] = [:]
        var plainSpaceBeforeDayPeriod = 0
        var oneDigitMinutes: [String] = []
        for identifier in Self.identifiers {
            let locale = Locale(identifier: identifier)
            for (cycle, template) in Self.clocks {
                let minuteLayout = TimePickerLayout(for: locale, hourCycle: cycle)
                let secondLayout = TimePickerLayout(for: locale, hourCycle: cycle, includingSeconds: true)
                let (minutes, seconds) = (minuteLayout.pattern, secondLayout.pattern)
                // `minimumHourDigits`' documentation: the minute is two digits in every time without seconds.
                if minuteLayout.minimumMinuteDigits != 2 { oneDigitMinutes.append(identifier + " " + template) }
                if secondLayout.minimumMinuteDigits != 2 { oneDigitMinutes.append(identifier + " " + template + "s") }
                let added = [":", ".", " "].contains {
                    minutes.replacingOccurrences(of: "mm", with: "mm" + $0 + "ss") == seconds
                }
                if !added { rewritten[template, default: 0] += 1 }
                if template == "hms", minutes.contains("\u{202F}a"), seconds.contains(" a"),
                    !seconds.contains("\u{202F}a")
                {
                    plainSpaceBeforeDayPeriod += 1
                }
            }
        }
        #expect(rewritten == ["jms": 21, "hms": 67, "Hms": 20], "\(rewritten)")
        #expect(plainSpaceBeforeDayPeriod == 62)
        #expect(
            oneDigitMinutes == ["ko Hmss", "ko_CN jmss", "ko_CN Hmss", "ko_KP Hmss", "ko_KR Hmss"], "\(oneDigitMinutes)"
        )
    }

    @Test("Known locales: seconds pattern, separator and digits; without seconds the layout is the one it was")
    func knownLocales() {
        let cases: [(String, String, String, Int)] = [
            ("en_US", "h:mm:ss\u{202F}a", ":", 2), ("ko_KR", "a h:mm:ss", ":", 2), ("da", "HH.mm.ss", ".", 2),
            ("oc", "HH'h'mm ss 'seg'.", " ", 2), ("ko_CN", "H시 m분 s초", "분 ", 1), ("nds", "'Klock' H.mm:ss", ":", 2),
        ]
        for (identifier, pattern, separator, digits) in cases {
            let layout = TimePickerLayout(for: Locale(identifier: identifier), includingSeconds: true)
            #expect(layout.pattern == pattern, "\(identifier)")
            #expect(layout.minuteSecondSeparator == separator, "\(identifier)")
            #expect(layout.minimumSecondDigits == digits, "\(identifier)")
        }
        let plain = TimePickerLayout(for: Locale(identifier: "en_US"))
        #expect(plain == TimePickerLayout(for: Locale(identifier: "en_US"), includingSeconds: false))
        #expect(!plain.includesSeconds && plain.minuteSecondSeparator.isEmpty && plain.minimumSecondDigits == 2)
        #expect(
            TimePickerLayout(for: Locale(identifier: "ko_KR"), includingSeconds: true).pattern(
                hourCycle: .zeroToTwentyThree)
                == "H시 m분 s초")
    }
}
