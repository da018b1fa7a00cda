import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

/// `monthLabels(for:of:)`: a picker's month rows as its pattern writes the month, checked against what a fresh
/// `DateFormatter` writes for the month inside the whole date.
@Suite("Month rows as each picker's pattern writes the month", .tags(.slow))
struct MonthLabelsTests {
    /// What the pattern writes for its first month field (`M`, `MM`, `L`…) in each date, read from the whole date:
    /// the date formatted with the pattern, less what the same pattern with that field replaced by a marker writes
    /// around it. `nil` when the pattern has no month field.
    static func monthTexts(in pattern: String, of dates: [Date], locale: Locale, zone: TimeZone) -> [String?] {
        fieldTexts(of: ["M", "L"], in: pattern, of: dates, locale: locale, zone: zone)
    }

    /// What the pattern writes for its first field of one of `letters` in each date, read so (`monthTexts`'s rule,
    /// for the day rows' test too). `nil` for every date when the pattern has no such field. Two fresh formatters
    /// (the pattern's, and the marked pattern's) write every date: a formatter per date would read the same ICU data
    /// again for each, and made this the slowest of the tests.
    static func fieldTexts(
        of letters: Set<Character>, in pattern: String, of dates: [Date], locale: Locale, zone: TimeZone
    ) -> [String?] {
        // The field found and replaced by a marker among the pattern's tokens (a control character, no pattern
        // letter), the literals beside it merged so that no two quoted pieces meet (`d'mh'`, whose `''` would be an
        // apostrophe); scalar by scalar, as ICU reads it (`'lyɛ'̌` glues a mark onto a quote as one `Character`).
        let marker = "\u{1}"
        let tokens = PatternTokenizer.tokenize(pattern)
        guard
            let field = tokens.firstIndex(where: { token in
                if case .field(let letter, _) = token { letters.contains(letter) } else { false }
            })
        else { return dates.map { _ in nil } }
        var marked: [PatternToken] = []
        for (index, token) in tokens.enumerated() {
            let token = index == field ? .literal(marker) : token
            if case .literal(let text) = token, case .literal(let before)? = marked.last {
                marked[marked.count - 1] = .literal(before + text)
            } else {
                marked.append(token)
            }
        }
        func formatter(_ pattern: String) -> DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = zone
            formatter.dateStyle = .long
            formatter.dateFormat = pattern
            return formatter
        }
        let plain = formatter(pattern)
        let withMarker = formatter(PatternTokenizer.pattern(from: marked))
        return dates.map { date in
            let whole = plain.string(from: date)
            let around = withMarker.string(from: date).components(separatedBy: marker)
            guard around.count == 2, whole.hasPrefix(around[0]), whole.hasSuffix(around[1]),
                whole.count >= around[0].count + around[1].count
            else { return nil }
            return String(whole.dropFirst(around[0].count).dropLast(around[1].count))
        }
    }

    @Test(
        "Numeric month rows are what each kind's date writes for its month, names where it writes a name; every locale",
        arguments: CalendarKeywords.honoured)
    func rowsAreTheDatesMonths(keyword: String) {
        let calendar = EveryLocaleCalendarTests.calendar(keyword)
        var failures: [String] = []
        var numeric = 0
        for identifier in EveryLocaleCalendarTests.identifiers(
            for: keyword, special: ["gregorian", "hebrew", "chinese", "dangi"])
        {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            for instant in EveryLocaleCalendarTests.instants {
                let months = layout.months(inYearOf: instant)
                for kind in DatePickerKind.allCases {
                    let pattern = layout.pattern(for: kind)
                    let rows = layout.monthLabels(for: kind, of: months)
                    let written = Self.monthTexts(
                        in: pattern, of: months.map(\.firstDay), locale: layout.locale, zone: calendar.timeZone)
                    // Only a numeric picker numbers its months: `ja_JP`'s `y年M月d日` writes a number, its picker
                    // with month names shows `11月`.
                    let writesName = kind != .numeric || pattern.contains("MMM") || pattern.contains("LLL")
                    if writesName {
                        if rows != months.map(\.name) { failures.append("\(identifier) \(kind): \(rows)") }
                        continue
                    }
                    guard !pattern.isEmpty else { continue }
                    numeric += 1
                    if rows != written.map({ $0 ?? "?" }) || Set(rows).count != rows.count {
                        failures.append("\(identifier) \(kind) \(pattern): \(rows) written \(written)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) failures, first \(failures.prefix(5))")
        #expect(numeric > 0, "\(keyword): no picker writes the month as a number")
    }

    @Test("A month's number is no row: Hebrew common years, leap months, padding, Date.FormatStyle; names beside 月")
    func numberIsNotTheRow() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        func layout(_ identifier: String, _ calendar: Calendar.Identifier, zone: TimeZone = utc) -> DatePickerLayout {
            var calendar = Calendar(identifier: calendar)
            calendar.timeZone = zone
            return DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
        }
        // 5786 is a common Hebrew year: no month 6, Nisan is Calendar's 8 and the date's 7.
        let hebrew = layout("de_DE", .hebrew)
        let common = hebrew.months(inYearOf: DatePickerLayout.sampleInstant)
        #expect(common.map(\.number) == [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13])
        #expect(hebrew.monthLabels(for: .numeric, of: common) == (1...12).map(String.init))
        // 5784 is a leap year: Adar I and Adar II are 6 and 7, both in Calendar and in the date.
        let leap = hebrew.months(inYearOf: Date(timeIntervalSince1970: 1_710_000_000))
        #expect(hebrew.monthLabels(for: .numeric, of: leap) == (1...13).map(String.init))
        // 2025's leap sixth month: the number repeats, the date writes it apart.
        let year2025 = Date(timeIntervalSince1970: 1_753_401_600)
        let chinese = layout("en_US", .chinese)
        let chineseRows = chinese.monthLabels(for: .numeric, of: chinese.months(inYearOf: year2025))
        #expect(chineseRows.count == 13 && chineseRows.contains("6bis") && Set(chineseRows).count == 13)
        let dangi = layout("ko_KR", .dangi)
        #expect(dangi.monthLabels(for: .numeric, of: dangi.months(inYearOf: year2025)).contains("윤6"))
        // The pattern's width: en_001 writes dd/MM/y, and Date.FormatStyle's default digits drop the padding.
        let british = layout("en_001", .gregorian)
        let april = try #require(british.months(inYearOf: DatePickerLayout.sampleInstant).first { $0.number == 4 })
        #expect(british.monthLabels(for: .numeric, of: [april]) == ["04"])
        #expect(british.monthLabels(for: .withMonthNames, of: [april]) == ["April"])
        let japanese = layout("ja_JP", .gregorian)
        #expect(japanese.pattern(for: .withMonthNames) == "y年M月d日")
        let shigatsu = try #require(
            japanese.months(inYearOf: DatePickerLayout.sampleInstant).first { $0.number == 4 })
        #expect(japanese.monthLabels(for: .withMonthNames, of: [shigatsu]) == ["4月"])
        #expect(japanese.monthLabels(for: .numeric, of: [shigatsu]) == ["4"])
        func defaultDigits(_ layout: DatePickerLayout, _ month: DatePickerMonth) -> String {
            month.firstDay.formatted(
                Date.FormatStyle(locale: layout.locale, calendar: layout.calendar, timeZone: utc).month(.defaultDigits))
        }
        #expect(defaultDigits(british, april) == "4")
        let korean = layout("ko", .gregorian)
        let january = try #require(korean.months(inYearOf: DatePickerLayout.sampleInstant).first)
        #expect(defaultDigits(korean, january) == "1월" && korean.monthLabels(for: .numeric, of: [january]) == ["1"])
        // The locale's digits, as its dates write them (bo's long style: Tibetan).
        let tibetan = layout("bo", .gregorian)
        #expect(tibetan.monthLabels(for: .numeric, of: [april]) == ["༠༤"])
        // A zone on which DateFormatter traps: the rows of the same local dates.
        let far = layout("en_001", .gregorian, zone: try #require(TimeZone(secondsFromGMT: 15 * 3600)))
        #expect(far.monthLabels(for: .numeric, of: far.months(inYearOf: DatePickerLayout.sampleInstant)).count == 12)
    }
}
