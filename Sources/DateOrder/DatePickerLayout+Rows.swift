import Foundation

extension DatePickerLayout {
    /// The months of the year that contains `date`, in order, as a month column lists them: 12 or 13.
    ///
    /// The year a Japanese era begins lists all twelve, each in its own era: in 2019, January to April are Heisei 31
    /// and May to December Reiwa 1 (the era of a month's `firstDay` tells them apart). A month in which an era begins
    /// after its first day is listed once, in the era of that first day: January 1989 is Shōwa 64 (Heisei 1 began on
    /// the 8th), December 1926 Taishō 15, July 1912 Meiji 45. So an era's first year can have fewer month rows of its
    /// own era than the months it spans: to select a date, match its month by number and year, not by era.
    ///
    /// Numbers and leap months are `Calendar`'s; names are its stand-alone month symbols for ``locale`` (the
    /// script the locale asks for: Cyrillic for `sr_Cyrl_ME`, Latin for `shi_Latn`). A Hebrew leap year lists
    /// Adar I and Adar II, another year one Adar; a Chinese or Dangi leap month gets the name the locale gives
    /// it (`闰六月`, `윤6월`).
    ///
    /// A month's `firstDay` is the first date that reads as that month in the calendar's time zone, also where
    /// `Calendar`'s month intervals do not match its dates (the astronomical Islamic calendar east of UTC).
    ///
    /// Costs one `Calendar` symbol lookup and a few date steps per month (a few microseconds), plus a formatter
    /// call for a leap month's name.
    ///
    /// Where ``dataSource`` is not ``DataSource/locale``, the months are still listed, with the names Foundation
    /// falls back on, which are not the locale's: root's placeholders (`M01`, `M02`, …) for a root fallback such as
    /// `""` or `root`; for an unknown identifier (`xx_YY`, or text read as `und`) the names of Foundation's default
    /// locale (`January` on Linux), which look like real ones: tell them apart by ``dataSource``, not by the names.
    ///
    /// A date `Calendar` cannot count (not finite, `Date(timeIntervalSinceReferenceDate: .nan)` or `.infinity`, or
    /// beyond the years it counts, `±1e15` seconds, which it would read as the first or last day it has) is in no
    /// year: no months.
    public func months(inYearOf date: Date) -> [DatePickerMonth] {
        let calendar = self.calendar
        guard Self.isCounted(date, in: calendar) else { return [] }
        let symbols = calendar.standaloneMonthSymbols
        let target = calendar.dateComponents([.era, .year], from: date)
        guard let year = calendar.dateInterval(of: .year, for: date) else { return [] }
        var months: [DatePickerMonth] = []
        // The year's first month, past any day that still reads as the year before (in the same era).
        var (start, components) = firstDay(ofMonthAround: year.start, calendar: calendar) { month in
            month.era == target.era && (month.year ?? 0) < (target.year ?? 0)
        }
        while start < year.end, months.count < 14 {
            let number = components.month ?? 1
            let isLeapMonth = components.isLeapMonth ?? false
            months.append(
                DatePickerMonth(
                    number: number, isLeapMonth: isLeapMonth,
                    name: name(
                        ofMonth: number, isLeapMonth: isLeapMonth, at: start, symbols: symbols, calendar: calendar),
                    firstDay: start))
            guard let end = calendar.dateInterval(of: .month, for: start)?.end, end > start else { break }
            let current = components
            let (next, following) = firstDay(ofMonthAround: end, calendar: calendar) { $0 == current }
            // A year interval that ends after its dates do: the next year's first month is not this year's.
            guard next > start, following.era != current.era || following.year == current.year else { break }
            (start, components) = (next, following)
        }
        return months
    }

    /// The days of the month that contains `date`, in order, as a day column lists them: the first instant of each
    /// day that reads as that month in ``calendar`` (in its time zone), from the 1st. ``labels(for:of:)`` gives
    /// their rows' text.
    ///
    /// As many as the month has: 28 to 31 in the Gregorian calendar, 29 or 30 in an Islamic or Hebrew month, 5 or 6
    /// in the Coptic and Ethiopic thirteenth month. A day the time zone skipped is not listed: Samoa
    /// (`Pacific/Apia`) went from December 29, 2011 to the 31st, so that December has 30 rows. A day whose midnight
    /// a time zone skipped begins when its clocks say it does (1:00 in São Paulo on November 4, 2018).
    ///
    /// ```swift
    /// import DateOrder
    /// import Foundation
    ///
    /// var samoa = Calendar(identifier: .gregorian)
    /// samoa.timeZone = TimeZone(identifier: "Pacific/Apia")!
    /// let layout = DatePickerLayout(for: Locale(identifier: "en_WS"), calendar: samoa)
    /// let days = layout.days(inMonthOf: Date(timeIntervalSince1970: 1_323_950_400))  // December 15, 2011
    /// days.count  // 30
    /// layout.labels(for: .day, of: days).suffix(2)  // ["29", "31"]
    /// ```
    ///
    /// A date `Calendar` cannot count (not finite, or beyond the years it counts, as in ``months(inYearOf:)``) is in
    /// no month: no days.
    public func days(inMonthOf date: Date) -> [Date] {
        let calendar = self.calendar
        guard Self.isCounted(date, in: calendar) else { return [] }
        let month = calendar.dateComponents(Self.monthFields, from: date)
        guard var day = calendar.dateInterval(of: .day, for: date)?.start else { return [] }
        // Back to the month's first day. The day before a day is the one holding the instant just before it
        // begins, whatever the time zone skipped (adding -1 day to Samoa's December 31, 2011 has no 30th to land on).
        for _ in 0..<40 {
            guard let earlier = calendar.dateInterval(of: .day, for: day.addingTimeInterval(-1))?.start,
                earlier < day, calendar.dateComponents(Self.monthFields, from: earlier) == month
            else { break }
            day = earlier
        }
        var days = [day]
        while days.count < 40, let next = calendar.dateInterval(of: .day, for: day)?.end, next > day,
            calendar.dateComponents(Self.monthFields, from: next) == month
        {
            days.append(next)
            day = next
        }
        return days
    }

    /// Whether `calendar` counts `date`: a finite instant inside the day `Calendar` places it in. NaN and infinite
    /// dates get intervals of NaN, and dates beyond the years ICU counts (`±1e15` seconds) the first or last day it
    /// has, which do not hold them.
    private static func isCounted(_ date: Date, in calendar: Calendar) -> Bool {
        guard date.timeIntervalSinceReferenceDate.isFinite, let day = calendar.dateInterval(of: .day, for: date) else {
            return false
        }
        return day.start <= date && date < day.end
    }

    /// The fields that name a month: its era and year too, so that the same month number in another year (or
    /// era) is another month.
    private static let monthFields: Set<Calendar.Component> = [.era, .year, .month, .isLeapMonth]

    /// The first instant of the month that `candidate` (a month boundary `Calendar` gave) begins, as the dates
    /// read. East of UTC, Foundation's astronomical Islamic calendar (`@calendar=islamic`) can end a month a day
    /// away from the date that reads as the next month's 1st (its 30 Muharram can be the instant its month
    /// interval says Safar begins), while a month list must follow the dates a formatter writes. So: forward,
    /// a day at a time, past dates that still read as the month before (`isBefore`), then back while the day
    /// before reads as the same month. Returns the day and its month (`monthFields`).
    private func firstDay(
        ofMonthAround candidate: Date, calendar: Calendar, isBefore: (DateComponents) -> Bool
    ) -> (day: Date, month: DateComponents) {
        var day = candidate
        var month = calendar.dateComponents(Self.monthFields, from: day)
        for _ in 0..<3 where isBefore(month) {
            guard let later = calendar.date(byAdding: .day, value: 1, to: day) else { break }
            (day, month) = (later, calendar.dateComponents(Self.monthFields, from: later))
        }
        for _ in 0..<3 {
            guard calendar.component(.day, from: day) > 1,
                let earlier = calendar.date(byAdding: .day, value: -1, to: day),
                calendar.dateComponents(Self.monthFields, from: earlier) == month
            else { break }
            day = earlier
        }
        return (day, month)
    }

    /// The text of the rows of `column` for the given dates, as the locale writes that field.
    ///
    /// - `.era`: the era's name (`令和`), as wide as the layout's dates write it (`仏暦`, not `BE`, in
    ///   `ja_JP@calendar=buddhist`), abbreviated where they write none or only its narrow form.
    /// - `.year`: the locale's pattern for a year alone, without its era when it has one (`2026年`, `7年`),
    ///   in the numerals the locale writes a year in (Hebrew `תשפ״ו`). Where two of `dates` in different years
    ///   would read alike, every row carries what tells them apart, the first of the locale's own ways to write
    ///   a year that does: its era, as the locale writes a year with one (`10 Heisei`, `8 Reiwa` in
    ///   `am_ET@calendar=japanese`, whose patterns write no era; the same in `en_AU@calendar=japanese`'s numeric
    ///   picker, `dd/MM/y`, although its picker with month names has an era column); else the year as its date with
    ///   month names writes it, which in the Chinese and Dangi calendars carries the related Gregorian year beside
    ///   the 60-year cycle's name (`2026丙午年` in `zh`, `2026(丙午)年` in `ja`, where a year alone is `丙午年` and
    ///   repeats every 60 years); else as root writes a year alone (`2026(bing-wu)` in `de@calendar=chinese`,
    ///   whose dates write the cycle's name alone). So a year column spanning any number of years has no two rows
    ///   alike. A picker with an era column lists the years of the selected era, which never read alike, so its
    ///   rows stay the year alone.
    /// - `.month`: the month's stand-alone name, as in ``months(inYearOf:)``. For a picker whose pattern writes
    ///   the month as a number (`M/d/y`), ``monthLabels(for:of:)`` gives the numbers that pattern writes instead.
    /// - `.day`: the locale's pattern for a day alone (`15日`), in the locale's numerals for days (Hebrew
    ///   `כ״ח`, Chinese-calendar `廿四`), at that pattern's width (`5`). For a picker whose pattern pads the day
    ///   (`dd.MM.y`), ``dayLabels(for:of:)`` gives the day as that pattern writes it (`05`).
    ///
    /// The numerals are those of the locale's long date style, the form a date with month names takes:
    /// `dateFormat(fromTemplate:)` leaves out such numbering (it would give `5786`). One call makes one
    /// `DateFormatter` (about the cost of a layout) and formats each date, so ask for a column's rows at once.
    ///
    /// The rows are the dates as they read in the calendar's time zone, whatever that zone: Foundation's
    /// `DateFormatter` traps on a zone more than 14 hours from UTC (`TimeZone(secondsFromGMT: 15 * 3600)`; `TimeZone`
    /// accepts fixed offsets up to 18 hours), so for such a zone the rows are written in UTC from the instants that
    /// read there as the dates read in the zone, which for a fixed offset is the same text. A formatter of your own
    /// given such a zone still traps: format the chosen date in a zone within 14 hours of UTC.
    ///
    /// A date `Calendar` cannot count (not finite, or beyond the years it counts, as in ``months(inYearOf:)``) has an
    /// empty row, where a formatter would write the first or last day ICU has.
    public func labels(for column: DatePickerColumn, of dates: [Date]) -> [String] {
        let calendar = self.calendar
        let rows = FoundationFormatters.confined { confinedLabels(for: column, of: dates) }
        return zip(rows, dates).map { row, date in Self.isCounted(date, in: calendar) ? row : "" }
    }

    private func confinedLabels(for column: DatePickerColumn, of dates: [Date]) -> [String] {
        let calendar = self.calendar
        if column == .month {
            let symbols = calendar.standaloneMonthSymbols
            return dates.map { date in
                let components = calendar.dateComponents([.month, .isLeapMonth], from: date)
                return name(
                    ofMonth: components.month ?? 1, isLeapMonth: components.isLeapMonth ?? false, at: date,
                    symbols: symbols, calendar: calendar)
            }
        }
        let write = rowWriter(pattern: labelPattern(for: column), calendar: calendar)
        let rows = dates.map(write.write)
        guard column == .year, Self.repeats(rows, of: dates, in: calendar) else { return rows }
        // A year alone can repeat: from era to era (Heisei 10 and Reiwa 10) in a picker without an era column
        // (`am_ET@calendar=japanese`, whose patterns write no era, or `en_AU@calendar=japanese`'s numeric `dd/MM/y`,
        // although its picker with month names has one), and every 60 years where the Chinese and Dangi calendars
        // name a year by its place in the cycle (`丙午年`, whose cycle is the era). Which picker the rows are for is
        // not known here, so whenever two of them would read alike, the rows take the first of the locale's own
        // ways to write a year that tells them apart: with its era (`10 Heisei`), as a date with month names writes
        // the year (`r(U)年`, the related Gregorian year beside the cycle's, in `ja@calendar=chinese`), or as root
        // writes a year alone (`r(U)`, for `de@calendar=chinese`, whose dates write the cycle's name alone). The
        // years of one era, what a picker with an era column lists, never repeat.
        var last = rows
        for pattern in yearPatternsTellingApart() {
            write.formatter.dateFormat = pattern
            last = dates.map(write.write)
            if !Self.repeats(last, of: dates, in: calendar) { return last }
        }
        return last
    }

    /// Whether two of `rows` read alike for dates in different years (or eras) of `calendar`.
    private static func repeats(_ rows: [String], of dates: [Date], in calendar: Calendar) -> Bool {
        var years: [String: [Int]] = [:]
        return zip(rows, dates).contains { row, date in
            let year = [calendar.component(.era, from: date), calendar.component(.year, from: date)]
            return years.updateValue(year, forKey: row).map { $0 != year } ?? false
        }
    }

    /// The patterns, in the order tried, for year rows that would repeat written as a year alone: the locale's
    /// year with its era (`Gy`), the year as the kinds' patterns write it (with month names first), and root's
    /// year alone in the calendar (`r(U)` in the Chinese and Dangi calendars).
    private func yearPatternsTellingApart() -> [String] {
        var root = Locale.Components(identifier: "root")
        root.calendar = calendar.identifier
        let written = [DatePickerKind.withMonthNames, .yearMonth, .numeric].compactMap {
            Self.yearPart(of: pattern(for: $0))
        }
        return [FoundationFormatters.pattern(fromTemplate: "Gy", locale: locale) ?? "G y"]
            + written.map(Self.yearLabelPattern(from:))
            + [FoundationFormatters.pattern(fromTemplate: "y", locale: Locale(components: root)) ?? "r(U)"]
    }

    /// The part of a date's pattern that writes its year: from its first year field (`y`, the related Gregorian
    /// year `r`, the cyclic `U`) to its last, with what stands between them and the text right after, up to a space
    /// or a comma (`r(U)年MMMMd日` → `r(U)年`, `r년(U년) MMMM d일` → `r년(U년)`); `nil` where it writes no year.
    private static func yearPart(of pattern: String) -> String? {
        let tokens = PatternTokenizer.tokenize(pattern)
        func isYear(_ token: PatternToken) -> Bool {
            guard case .field(let letter, _) = token else { return false }
            return "yrU".contains(letter)
        }
        guard let first = tokens.firstIndex(where: isYear), let last = tokens.lastIndex(where: isYear) else {
            return nil
        }
        var part = Array(tokens[first...last])
        if last + 1 < tokens.count, case .literal(let text) = tokens[last + 1] {
            part.append(.literal(String(text.prefix { !$0.isWhitespace && $0 != "," && $0 != "،" })))
        }
        return PatternTokenizer.pattern(from: part)
    }

    /// The text of the month rows of a kind of picker, for `months` (from ``months(inYearOf:)``). For a numeric
    /// picker whose pattern writes the month as a number (`M/d/y`, `dd.MM.y`), the number that pattern writes, in the
    /// locale's digits and at its width; for the other kinds, and a numeric pattern that writes a name (`he_IL` in
    /// the Hebrew calendar: `d בMMMM y`), the stand-alone ``DatePickerMonth/name`` (`11月` in `ja_JP`, whose
    /// `y年M月d日` writes a number beside a literal).
    ///
    /// A month's `number` is `Calendar`'s and is no row text: a Hebrew common year has no month 6, so Nisan is
    /// `number` 8 where a date writes 7, and a Chinese or Dangi leap month repeats the number of the month before it,
    /// where a date writes `6bis` or `闰6`. `Date.FormatStyle`'s `.month(.defaultDigits)` is not it either: it
    /// writes `1월` in `ko` and drops the pattern's padding (`4` where `dd/MM/y` writes `04`).
    ///
    /// ```swift
    /// import DateOrder
    /// import Foundation
    ///
    /// var hebrew = Calendar(identifier: .hebrew)
    /// hebrew.timeZone = TimeZone(identifier: "UTC")!
    /// let layout = DatePickerLayout(for: Locale(identifier: "de_DE"), calendar: hebrew)
    /// layout.pattern(for: .numeric)  // "d.M.y GGGGG"
    /// let months = layout.months(inYearOf: Date(timeIntervalSince1970: 1_776_271_530))  // the year 5786, a common one
    /// months.map(\.number)  // [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12, 13]
    /// layout.monthLabels(for: .numeric, of: months)  // ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]
    /// ```
    ///
    /// In the locale's numbering, as ``labels(for:of:)`` writes its rows (Tibetan digits in `bo`). One call makes one
    /// `DateFormatter` where the pattern writes a number; the rows of an unknown identifier are the number alone.
    public func monthLabels(for kind: DatePickerKind, of months: [DatePickerMonth]) -> [String] {
        let width = fieldWidth(of: ["M", "L"], in: kind) ?? 1
        guard kind == .numeric, width <= 2 else { return months.map(\.name) }
        return FoundationFormatters.confined {
            let write = rowWriter(pattern: String(repeating: "M", count: width), calendar: calendar)
            return months.map { write.write($0.firstDay) }
        }
    }

    /// The text of the day rows of a kind of picker, for `days` (from ``days(inMonthOf:)``): the day at the width
    /// the kind's pattern writes it, as ``monthLabels(for:of:)`` numbers months: `05` in `fr_FR`'s numeric picker
    /// (`dd/MM/y`), `5` in its picker with month names (`d MMMM y`). What ``labels(for:of:)`` writes around a day
    /// alone stays (`5日` in `ja_JP`), and so do the locale's numerals (Tibetan digits in `bo`, `初五` in the Chinese
    /// calendar); a kind whose pattern writes no day (year–month) has the rows of ``labels(for:of:)``.
    ///
    /// ```swift
    /// import DateOrder
    /// import Foundation
    ///
    /// var gregorian = Calendar(identifier: .gregorian)
    /// gregorian.timeZone = TimeZone(identifier: "UTC")!
    /// let layout = DatePickerLayout(for: Locale(identifier: "fr_FR"), calendar: gregorian)
    /// layout.pattern(for: .numeric)  // "dd/MM/y"
    /// let days = layout.days(inMonthOf: Date(timeIntervalSince1970: 1_776_271_530))  // April 2026
    /// layout.dayLabels(for: .numeric, of: days).prefix(3)  // ["01", "02", "03"]
    /// layout.dayLabels(for: .withMonthNames, of: days).prefix(3)  // ["1", "2", "3"]
    /// ```
    ///
    /// One call makes one `DateFormatter`, as ``labels(for:of:)`` does.
    public func dayLabels(for kind: DatePickerKind, of days: [Date]) -> [String] {
        FoundationFormatters.confined {
            var pattern = labelPattern(for: .day)
            if let width = fieldWidth(of: ["d"], in: kind) {
                pattern = Self.dayPattern(pattern, width: width)
            }
            let write = rowWriter(pattern: pattern, calendar: calendar)
            return days.map(write.write)
        }
    }

    /// A lone day's pattern with its day written `width` wide (`d` → `dd`; `d日` → `dd日`): the pattern of
    /// ``dayLabels(for:of:)``'s rows, which the site's column table shows too.
    package static func dayPattern(_ lone: String, width: Int) -> String {
        PatternTokenizer.pattern(
            from: PatternTokenizer.tokenize(lone).map { token in
                guard case .field("d", _) = token else { return token }
                return .field(letter: "d", count: width)
            })
    }

    /// The width a kind's pattern writes a field in, the rule month and day rows share.
    private func fieldWidth(of letters: Set<Character>, in kind: DatePickerKind) -> Int? {
        Self.fieldWidth(of: letters, in: pattern(for: kind))
    }

    /// The width `pattern` writes a field in: the length of its first run of one of `letters` (`2` for `MM` in
    /// `dd.MM.y`); `nil` where the pattern has none.
    package static func fieldWidth(of letters: Set<Character>, in pattern: String) -> Int? {
        PatternTokenizer.tokenize(pattern).lazy.compactMap { token -> Int? in
            guard case .field(let letter, let count) = token, letters.contains(letter) else { return nil }
            return count
        }.first
    }

    /// A formatter for rows in ``locale``, and the function that writes a date with it as the date reads in the
    /// calendar's time zone, whatever that zone.
    private func rowWriter(
        pattern: String, calendar: Calendar
    ) -> (formatter: DateFormatter, write: (Date) -> String) {
        let formatter = FoundationFormatters.make()
        formatter.locale = locale
        // Foundation's `DateFormatter` traps on a time zone more than 14 hours from UTC (a fixed offset such as
        // `TimeZone(secondsFromGMT: 15 * 3600)`, which `TimeZone` accepts up to 18 hours): there the formatter
        // writes in UTC the instant that reads, in UTC, as the date reads in the zone. A fixed offset has no
        // transitions, so the rows are the zone's; and no row pattern writes a time zone.
        let zone = calendar.timeZone
        let outOfRange = abs(zone.secondsFromGMT()) > Self.formatterOffsetLimit
        formatter.timeZone = outOfRange ? TimeZone(secondsFromGMT: 0) : zone
        func write(_ date: Date) -> String {
            formatter.string(from: outOfRange ? date.addingTimeInterval(Double(zone.secondsFromGMT(for: date))) : date)
        }
        // A date style makes the formatter take the numbering the locale's dates use (Hebrew numerals for the
        // Hebrew calendar); the pattern set next keeps it. The calendar comes from the locale's keyword only:
        // setting `formatter.calendar` would fall back to Gregorian for calendars CoreFoundation does not map.
        formatter.dateStyle = .long
        formatter.dateFormat = pattern
        return (formatter, write)
    }

    /// The farthest from UTC, in seconds, a time zone can be for `DateFormatter` to take it: 14 hours, the offset
    /// of `Pacific/Kiritimati`. Foundation on Linux traps on a fixed offset that rounds to 15 hours or more.
    static let formatterOffsetLimit = 14 * 3600

    /// The pattern a column's rows are formatted with.
    private func labelPattern(for column: DatePickerColumn) -> String {
        func template(_ template: String) -> String {
            FoundationFormatters.pattern(fromTemplate: template, locale: locale) ?? template
        }
        switch column {
        case .era:
            return Self.eraLabelPattern(
                from: [DatePickerKind.withMonthNames, .yearMonth, .numeric, .monthDay].map { pattern(for: $0) })
        case .month: return "LLLL"
        case .day: return template("d")
        case .year: return Self.yearLabelPattern(from: template("y"))
        }
    }

    /// The pattern of an era column's rows from the layout's patterns, the picker with month names first: the
    /// width the dates write the era in (`GGGG`, 仏暦, in `ja_JP@calendar=buddhist`'s dates with month names, where
    /// `G` would give `BE`); not the narrow width (`GGGGG`: `R`, `H`), which a list of eras would read as initials;
    /// else the abbreviated one. The generator's pages read their era rows with it.
    package static func eraLabelPattern(from patterns: [String]) -> String {
        for pattern in patterns {
            for case .field("G", let count) in PatternTokenizer.tokenize(pattern) where count < 5 {
                return String(repeating: "G", count: count)
            }
        }
        return "G"
    }

    /// The pattern of a year column's rows from the locale's pattern for a year alone (the `y` template's):
    /// without the era, which is a column of its own (`Gy年` → `y年`, `G y` → `y`). The generator's pages read
    /// their year rows with it, so they show what ``labels(for:of:)`` gives.
    package static func yearLabelPattern(from yearPattern: String) -> String {
        // The era is a column of its own: drop its letters, then the brackets left empty and the spaces and
        // commas left at the ends (`Gy年` → `y年`, `y, G` → `y`, `y (G)` → `y`); a dot stays, it can belong to
        // the year (`y. G`), and so do brackets around another field (`r(U)`, the Chinese cyclic year).
        var tokens: [PatternToken] = []
        for token in PatternTokenizer.tokenize(yearPattern) {
            switch (tokens.last, token) {
            case (_, .field("G", _)): continue
            case (.literal(let before)?, .literal(let text)): tokens[tokens.count - 1] = .literal(before + text)
            default: tokens.append(token)
            }
        }
        tokens = tokens.map { token in
            guard case .literal(var text) = token else { return token }
            for pair in ["()", "（）", "[]", "( )", "（ ）"] { text = text.replacingOccurrences(of: pair, with: "") }
            return .literal(text)
        }
        let separators = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",،"))
        if case .literal(let text)? = tokens.first {
            let kept = String(String.UnicodeScalarView(text.unicodeScalars.drop(while: separators.contains)))
            tokens[0] = .literal(kept)
        }
        if case .literal(let text)? = tokens.last {
            let scalars = Array(text.unicodeScalars)
            let end = (scalars.lastIndex { !separators.contains($0) }).map { $0 + 1 } ?? 0
            tokens[tokens.count - 1] = .literal(String(String.UnicodeScalarView(scalars[..<end])))
        }
        tokens.removeAll { $0 == .literal("") }
        return PatternTokenizer.pattern(from: tokens)
    }

    /// A month's stand-alone name: the symbol for its number, Adar II for month 7 of a Hebrew leap year, and
    /// the formatter's name for a leap month (its symbol alone would repeat the ordinary month's name).
    private func name(
        ofMonth number: Int, isLeapMonth: Bool, at date: Date, symbols: [String], calendar: Calendar
    ) -> String {
        if isLeapMonth {
            let style = Date.VerbatimFormatStyle(
                format: "\(standaloneMonth: .wide)", locale: locale, timeZone: calendar.timeZone, calendar: calendar)
            return FoundationFormatters.confined { FoundationFormatters.format(date, style) }
        }
        if calendar.identifier == .hebrew, number == 7, symbols.count > 13 {
            // A Hebrew year is a leap year at positions 3, 6, 8, 11, 14, 17 and 19 of the 19-year cycle.
            let year = calendar.component(.year, from: date)
            if (7 * year + 1) % 19 < 7 { return symbols[13] }
        }
        return symbols.indices.contains(number - 1) ? symbols[number - 1] : String(number)
    }
}
