import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

/// Every identifier Foundation lists (and `""`, `root`) in every calendar `DateFormatter` honours on this
/// toolchain: the layout's patterns and columns against a fresh `DateFormatter`, its months against `Calendar`,
/// and its data source.
///
/// Each new locale costs Foundation cold lookups, so by default only the calendars whose columns (Gregorian,
/// Hebrew, Chinese, Dangi, Japanese) or months (Hebrew, Chinese, Dangi) are special take every identifier, the
/// others every fourth; `DATEORDER_FULL_TESTS=1` takes every identifier in every calendar.
@Suite("DatePickerLayout in every locale and calendar", .tags(.slow))
struct EveryLocaleCalendarTests {
    static let identifiers = Locale.availableIdentifiers.sortedInUTF8Order() + ["", "root"]

    /// The identifiers a calendar is tested with.
    static func identifiers(for keyword: String, special: [String]) -> [String] {
        if fullTests || special.contains(keyword) { return identifiers }
        return identifiers.enumerated().filter { $0.offset % 4 == 0 }.map(\.element) + ["", "root"]
    }

    /// The identifiers whose months are also checked day by day against `Calendar` (the rest by name and count).
    static let structureChecked: Set<String> = [
        "", "root", "en_US", "he_IL", "zh_CN", "ko_KR", "ar_SA", "fa_IR", "th_TH", "ja_JP", "am_ET", "hi_IN",
    ]
    /// 2025-11-13 12:00 UTC, and a year later: between them a Hebrew leap and common year, a Chinese and Dangi
    /// year with a leap month and one without.
    static let instants = [Date(timeIntervalSince1970: 1_763_035_200), Date(timeIntervalSince1970: 1_794_571_200)]

    static func calendar(_ keyword: String) -> Calendar {
        var calendar = Locale(identifier: "en_US@calendar=" + keyword).calendar
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// The columns an independent reading of a pattern gives: era where `G` stands beside a year, then year,
    /// month and day by first appearance, restricted to a kind's fields.
    static func columns(_ pattern: String, kind: DatePickerKind) -> [DatePickerColumn] {
        let wanted = Set(
            kind.template.rawValue.compactMap { letter -> DatePickerColumn? in
                switch letter {
                case "y": .year
                case "M": .month
                case "d": .day
                default: nil
                }
            })
        var columns: [DatePickerColumn] = []
        var quoted = false
        for scalar in pattern.unicodeScalars {
            if scalar == "'" {
                quoted.toggle()  // `''` toggles twice: an apostrophe, no change
                continue
            }
            if quoted { continue }
            let column: DatePickerColumn? =
                switch scalar {
                case "G": wanted.contains(.year) ? .era : nil
                case "y", "Y", "u", "U", "r": .year
                case "M", "L": .month
                case "d": .day
                default: nil
                }
            if let column, column == .era || wanted.contains(column), !columns.contains(column) {
                columns.append(column)
            }
        }
        return columns
    }

    @Test("Patterns and columns are a fresh DateFormatter's, in every locale", arguments: CalendarKeywords.honoured)
    func patternsAndColumns(keyword: String) {
        let calendar = Self.calendar(keyword)
        var failures: [String] = []
        for identifier in Self.identifiers(
            for: keyword, special: ["gregorian", "hebrew", "chinese", "dangi", "japanese"])
        {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let keyworded = Locale(identifier: identifier + "@calendar=" + keyword)
            for kind in DatePickerKind.allCases {
                let expected =
                    DateFormatter.dateFormat(fromTemplate: kind.template.rawValue, options: 0, locale: keyworded) ?? ""
                let columns =
                    kind == .numeric
                    ? layout.numeric
                    : kind == .withMonthNames
                        ? layout.withMonthNames
                        : kind == .yearMonth ? layout.yearMonth : layout.monthDay
                if layout.pattern(for: kind) != expected || columns != Self.columns(expected, kind: kind) {
                    failures.append("\(identifier) \(kind): \(layout.pattern(for: kind)) \(columns) vs \(expected)")
                }
            }
        }
        let layout = DatePickerLayout(for: Locale(identifier: "en_US"), calendar: calendar)
        #expect(layout.calendar.identifier == calendar.identifier)
        #expect(failures.isEmpty, "\(keyword): \(failures.count) differ, first \(failures.prefix(5))")
    }

    @Test(
        "Year rows: a fresh formatter's year where the year pattern has no era; brackets always in pairs",
        arguments: CalendarKeywords.honoured)
    func yearLabels(keyword: String) {
        let calendar = Self.calendar(keyword)
        var failures: [String] = []
        for identifier in Self.identifiers(for: keyword, special: ["chinese", "dangi", "japanese"]) {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let keyworded = Locale(identifier: identifier + "@calendar=" + keyword)
            let pattern = DateFormatter.dateFormat(fromTemplate: "y", options: 0, locale: keyworded) ?? ""
            let labels = layout.labels(for: .year, of: Self.instants)
            for label in labels {
                let opened = label.filter { "([（".contains($0) }.count
                let closed = label.filter { ")]）".contains($0) }.count
                if opened != closed { failures.append("\(identifier): \(label) (\(pattern))") }
            }
            // Without an era letter, nothing is dropped: the row is what the formatter writes for the year (in
            // the numbering of the locale's dates, which a date style selects: Hebrew numerals, Tibetan digits).
            if !pattern.contains("G") {
                let formatter = DateFormatter()
                formatter.locale = keyworded
                formatter.timeZone = calendar.timeZone
                formatter.dateStyle = .long
                formatter.dateFormat = pattern
                let expected = Self.instants.map(formatter.string(from:))
                if labels != expected { failures.append("\(identifier): \(labels) vs \(expected) (\(pattern))") }
            }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) differ, first \(failures.prefix(5))")
    }

    @Test(
        "Months per year: 12 or 13, leap months as Calendar has them, names from Calendar",
        arguments: CalendarKeywords.honoured)
    func months(keyword: String) {
        let calendar = Self.calendar(keyword)
        var failures: [String] = []
        var counts: Set<Int> = []
        // The year with a leap month (or Hebrew leap year) for every identifier; where the count can change, the
        // other year too for the identifiers checked day by day.
        let leap = keyword == "hebrew" ? Self.instants[1] : Self.instants[0]
        let both = ["hebrew", "chinese", "dangi"].contains(keyword)
        for identifier in Self.identifiers(for: keyword, special: ["hebrew", "chinese", "dangi"]) {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            var reference = calendar
            reference.locale = Locale(identifier: identifier + "@calendar=" + keyword)
            let symbols = reference.standaloneMonthSymbols
            let checksDays = Self.structureChecked.contains(identifier)
            for instant in checksDays && both ? Self.instants : [leap] {
                let months = layout.months(inYearOf: instant)
                counts.insert(months.count)
                let year = reference.component(.year, from: instant)
                // Every month of the year, once, in order: each first day is the day after the previous month.
                let interval = reference.dateInterval(of: .year, for: instant)!
                var expectedStart = interval.start
                for month in months {
                    if checksDays {
                        let components = reference.dateComponents(
                            [.year, .month, .day, .isLeapMonth], from: month.firstDay)
                        if month.firstDay != expectedStart || components.day != 1 || components.year != year
                            || components.month != month.number || components.isLeapMonth != month.isLeapMonth
                        {
                            failures.append("\(identifier) \(year): month \(month.number) \(components)")
                        }
                        expectedStart = reference.date(byAdding: .month, value: 1, to: month.firstDay)!
                    }
                    // Names: the stand-alone symbol, Adar II for month 7 of a Hebrew leap year; a leap month's
                    // name contains the ordinary month's (闰六月, Sixth Monthbis, 윤6월) and differs from it.
                    let ordinary = symbols[month.number - 1]
                    let hebrewLeap = keyword == "hebrew" && months.count == 13 && month.number == 7
                    let nameIsRight =
                        month.isLeapMonth
                        ? month.name != ordinary && month.name.contains(ordinary)
                        : month.name == (hebrewLeap ? symbols[13] : ordinary)
                    if !nameIsRight { failures.append("\(identifier) \(year): \(month.name) for \(month.number)") }
                }
                if checksDays, expectedStart != interval.end {
                    failures.append("\(identifier) \(year): months end early")
                }
                let leapMonths = months.filter(\.isLeapMonth).count
                let expectedCount: Int =
                    switch keyword {
                    case "hebrew": (7 * year + 1) % 19 < 7 ? 13 : 12
                    case "chinese", "dangi": 12 + leapMonths
                    case "coptic", "ethiopic", "ethiopic-amete-alem": 13
                    default: 12
                    }
                if months.count != expectedCount || leapMonths > 1
                    || (leapMonths == 1) != (months.count == 13)
                        && keyword != "hebrew" && !keyword.hasPrefix("coptic") && !keyword.hasPrefix("ethiopic")
                {
                    failures.append("\(identifier) \(year): \(months.count) months, \(leapMonths) leap")
                }
            }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) failures, first \(failures.prefix(5))")
        // The two years hold a Hebrew leap year and a Chinese and Dangi one with a leap month.
        if ["hebrew", "chinese", "dangi"].contains(keyword) { #expect(counts == [12, 13], "\(keyword): \(counts)") }
    }

    @Test(
        "Months in any time zone: each month's first day is the first date that reads as it, as a walk by days finds",
        arguments: CalendarKeywords.honoured)
    func monthsInTimeZones(keyword: String) {
        var failures: [String] = []
        // 1989 (a Japanese era begins on 8 January), 2019 (another on 1 May), 2026; UTC and zones east and west of
        // it, where Foundation's astronomical Islamic calendar ends some months a day away from their dates.
        let instants = [607_392_000, 1_559_390_400, 1_776_254_400].map { Date(timeIntervalSince1970: $0) }
        for zone in ["UTC", "Asia/Tokyo", "Europe/Berlin", "Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kolkata"]
        {
            var calendar = Self.calendar(keyword)
            calendar.timeZone = TimeZone(identifier: zone)!
            let layout = DatePickerLayout(for: Locale(identifier: "en_US"), calendar: calendar)
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = calendar.timeZone
            for instant in instants {
                let target = calendar.dateComponents([.era, .year], from: instant)
                let interval = calendar.dateInterval(of: .year, for: instant)!
                // The truth, a day at a time: where a run of dates reading as one month (era, year, number, leap;
                // for the Japanese calendar number and leap in this Gregorian year, as a month split by a new era
                // is one row) starts, in this year. (East of UTC Foundation's astronomical Islamic calendar can
                // skip a month's 1st at midnight: the first date that reads as the month is its first day.)
                var expected: [String] = []
                var day = calendar.date(byAdding: .day, value: -40, to: interval.start)!
                var previous: DateComponents?
                while day < interval.end.addingTimeInterval(40 * 86_400) {
                    let month = calendar.dateComponents([.era, .year, .month, .isLeapMonth, .day], from: day)
                    var identity = month
                    identity.day = nil
                    let inYear: Bool
                    if keyword == "japanese" {
                        (identity.era, identity.year) = (nil, gregorian.component(.year, from: day))
                        inYear = identity.year == gregorian.component(.year, from: instant)
                    } else {
                        inYear = month.era == target.era && month.year == target.year
                    }
                    if identity != previous, inYear {
                        expected.append("\(month.month!)\(month.isLeapMonth! ? "L" : "") \(day)")
                    }
                    previous = identity
                    day = calendar.date(byAdding: .day, value: 1, to: day)!
                }
                let listed = layout.months(inYearOf: instant).map {
                    "\($0.number)\($0.isLeapMonth ? "L" : "") \($0.firstDay)"
                }
                if listed != expected {
                    failures.append("\(zone) \(instant): \(listed) vs \(expected)")
                }
            }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) years differ, first \(failures.prefix(2))")
    }

    @Test(
        "A calendar whose months begin on local days that do not read as their 1st is an unknown identifier, in that zone",
        arguments: CalendarKeywords.honoured)
    func monthsThatSkipTheirFirst(keyword: String) {
        var wrong: [String] = []
        for zone in [
            "UTC", "Asia/Riyadh", "Asia/Jakarta", "Europe/Berlin", "Pacific/Kiritimati", "America/Los_Angeles",
        ] {
            var calendar = Self.calendar(keyword)
            calendar.timeZone = TimeZone(identifier: zone)!
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = calendar.timeZone
            // The truth, a day at a time over 2025–2027: a local midnight that reads as a new month but not as its 1st.
            var day = gregorian.date(from: DateComponents(year: 2025, month: 1, day: 1))!
            let end = gregorian.date(from: DateComponents(year: 2028, month: 1, day: 1))!
            var previous = calendar.dateComponents([.month, .isLeapMonth, .day], from: day)
            var skips = 0
            while day < end {
                day = calendar.date(byAdding: .day, value: 1, to: day)!
                let month = calendar.dateComponents([.month, .isLeapMonth, .day], from: day)
                if month.month != previous.month || month.isLeapMonth != previous.isLeapMonth, month.day != 1 {
                    skips += 1
                }
                previous = month
            }
            let layout = DatePickerLayout(for: Locale(identifier: "en_US"), calendar: calendar)
            if (layout.dataSource == .unknownIdentifier) != (skips > 0) {
                wrong.append("\(zone): \(skips) months skip their 1st, dataSource \(layout.dataSource)")
            }
        }
        #expect(wrong.isEmpty, "\(keyword): \(wrong)")
        if keyword == "islamic" {
            // East of UTC Foundation's astronomical Islamic calendar does skip them (a fact of the platform this
            // test runs on; if Foundation mends it, this line says so).
            var riyadh = Self.calendar(keyword)
            riyadh.timeZone = TimeZone(identifier: "Asia/Riyadh")!
            #expect(
                DatePickerLayout(for: Locale(identifier: "en_US"), calendar: riyadh).dataSource == .unknownIdentifier)
        }
    }

    @Test(
        "Era rows: the era as the dates with month names write it (its width), as a fresh formatter writes the pattern",
        arguments: ["buddhist", "japanese", "islamic-umalqura", "roc", "gregorian"])
    func eraLabels(keyword: String) {
        let calendar = Self.calendar(keyword)
        var failures: [String] = []
        var checked = 0
        for identifier in Self.identifiers(for: keyword, special: ["japanese", "buddhist"]) {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let pattern = layout.pattern(for: .withMonthNames)
            // The era's width in the pattern, read here by hand: a run of G's outside quotes.
            var width = 0
            var quoted = false
            var run = 0
            for character in pattern + " " {
                if character == "'" { quoted.toggle() }
                if !quoted && character == "G" {
                    run += 1
                } else {
                    if run > 0 && width == 0 { width = run }
                    run = 0
                }
            }
            guard (1...4).contains(width) else { continue }
            checked += 1
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier + "@calendar=" + keyword)
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = String(repeating: "G", count: width)
            let expected = Self.instants.map(formatter.string(from:))
            let labels = layout.labels(for: .era, of: Self.instants)
            if labels != expected { failures.append("\(identifier): \(labels) vs \(expected) (\(pattern))") }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) differ, first \(failures.prefix(5))")
        if keyword != "gregorian" { #expect(checked > 0, "\(keyword): no pattern with an era") }
    }

    @Test("Identifiers without their own data are signalled, the others are not")
    func dataSources() {
        var fallbacks: [String] = []
        for identifier in Self.identifiers {
            let layout = DatePickerLayout(for: Locale(identifier: identifier))
            // Root's month names, read through DateFormatter (the tell `dateorder` marks too: patterns of its own
            // do not make placeholder months the locale's).
            func data(_ locale: Locale) -> [String] {
                let formatter = DateFormatter()
                formatter.locale = locale
                return formatter.standaloneMonthSymbols
            }
            let calendar = Locale(identifier: identifier).calendar.identifier
            let root = Locale(
                identifier: "root@calendar="
                    + (CalendarKeywords.honoured.first {
                        Locale(identifier: "en@calendar=" + $0).calendar.identifier == calendar
                    } ?? "gregorian"))
            // Root's Latin transliterations are a Latin-script locale's own names too (en_SA's Islamic months).
            let months = data(Locale(identifier: identifier))
            let latin = Locale(identifier: identifier).language.script?.identifier == "Latn"
            // Placeholders among the locale's own names too (kkj's November, M11).
            let placeholder = months.contains { $0.wholeMatch(of: /M(onth)?[0-9]+/) != nil }
            // An era column's era by the same rule: root's Latin one in a locale of another script (ps_AF's AP).
            let patterns = ["yMMMMd", "yMMMM", "yMd", "MMMMd"].compactMap {
                DateFormatter.dateFormat(fromTemplate: $0, options: 0, locale: Locale(identifier: identifier))
            }
            let era = DataSourceEraTests.era(Locale(identifier: identifier), patterns: patterns)
            let rootEra =
                patterns.contains { $0.contains("G") } && !latin
                && era == DataSourceEraTests.era(root, patterns: patterns)
            let isRoot =
                months == data(root) && (!latin || months.first?.hasPrefix("M0") == true) || placeholder || rootEra
            if isRoot { fallbacks.append(identifier) }
            if (layout.dataSource == .rootFallback) != isRoot || layout.dataSource == .unknownIdentifier {
                Issue.record("\(identifier.debugDescription): \(layout.dataSource), root's data \(isRoot)")
            }
        }
        #expect(
            fallbacks.count >= 40
                && ["", "root", "lrc", "mzn_IR", "uz_Arab", "dv", "mid", "kkj", "ps_AF"].allSatisfy(fallbacks.contains)
                && !fallbacks.contains("en_SA"), "\(fallbacks.count): \(fallbacks.prefix(100))")
    }

    @Test(
        "Year rows never read alike across eras: an era column tells them apart, or the rows carry the era",
        arguments: ["japanese", "roc"])
    func yearRowsAcrossEras(keyword: String) {
        let calendar = Self.calendar(keyword)
        // 1 July of every year from 1900 to 2030: Meiji to Reiwa, and the years before the Republic of China.
        let dates = (1900...2030).map { year in
            Calendar(identifier: .gregorian).date(
                from: DateComponents(timeZone: calendar.timeZone, year: year, month: 7, day: 1))!
        }
        var withoutEraColumn: [String] = []
        var failures: [String] = []
        for identifier in Self.identifiers {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            guard layout.dataSource != .unknownIdentifier else { continue }
            let years = layout.labels(for: .year, of: dates)
            let hasEraColumn = DatePickerKind.allCases.contains { layout.columns(for: $0).contains(.era) }
            let rows = hasEraColumn ? zip(layout.labels(for: .era, of: dates), years).map { $0 + "|" + $1 } : years
            if !hasEraColumn { withoutEraColumn.append(identifier) }
            if Set(rows).count != rows.count {
                let repeated = Dictionary(grouping: rows, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
                failures.append("\(identifier): \(repeated.prefix(3))")
            }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) locales, first \(failures.prefix(5))")
        if keyword == "japanese" {
            #expect(withoutEraColumn.contains("am_ET"), "\(withoutEraColumn.count): \(withoutEraColumn.prefix(10))")
        }
    }

    @Test(
        "A picker without an era column never repeats a year row, even where another kind of picker has one",
        arguments: ["japanese", "roc"])
    func yearRowsOfAPickerWithoutEraColumn(keyword: String) {
        let calendar = Self.calendar(keyword)
        // 1 July of every year from 1900 to 2030: Meiji to Reiwa, and the years before the Republic of China.
        let dates = (1900...2030).map { year in
            Calendar(identifier: .gregorian).date(
                from: DateComponents(timeZone: calendar.timeZone, year: year, month: 7, day: 1))!
        }
        var mixed: [String] = []
        var failures: [String] = []
        for identifier in Self.identifiers {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            guard layout.dataSource != .unknownIdentifier else { continue }
            let kinds = DatePickerKind.allCases.filter { layout.columns(for: $0).contains(.year) }
            let withoutEra = kinds.filter { !layout.columns(for: $0).contains(.era) }
            // Only the layouts where the kinds disagree: the others are `yearRowsAcrossEras`'.
            guard !withoutEra.isEmpty, withoutEra.count < kinds.count else { continue }
            mixed.append(identifier)
            let years = layout.labels(for: .year, of: dates)
            if Set(years).count != years.count {
                let repeated = Dictionary(grouping: years, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
                failures.append("\(identifier) \(withoutEra.map(\.rawValue)): \(repeated.prefix(3))")
            }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) locales, first \(failures.prefix(5))")
        // en_AU's numeric picker (`dd/MM/y`) has no era column, its picker with month names (`d MMMM G y`) has one.
        #expect(mixed.count >= 100 && mixed.contains("en_AU"), "\(keyword): \(mixed.count): \(mixed.prefix(10))")
    }

    @Test(
        "A layout whose dates print root's placeholder months is a root fallback, in either context",
        arguments: ["chinese", "dangi"])
    func placeholderMonthsInEitherContext(keyword: String) {
        let calendar = Self.calendar(keyword)
        func months(_ identifier: String) -> (format: [String], standalone: [String]) {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier + "@calendar=" + keyword)
            return (formatter.monthSymbols, formatter.standaloneMonthSymbols)
        }
        let root = months("root")
        var placeholders: [String] = []
        for identifier in Self.identifiers {
            let own = months(identifier)
            // Only the placeholder case: whether Latin transliterations are stand-ins depends on the script, which
            // `dataSources` checks for the default calendars.
            let printsPlaceholders =
                (own.format == root.format && root.format.first?.hasPrefix("M0") == true)
                || (own.standalone == root.standalone && root.standalone.first?.hasPrefix("M0") == true)
            guard printsPlaceholders else { continue }
            placeholders.append(identifier)
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            if layout.dataSource == .locale {
                Issue.record("\(identifier)@calendar=\(keyword): prints \(own.format.prefix(2)), dataSource .locale")
            }
        }
        #expect(placeholders.contains("be"), "\(keyword): \(placeholders.prefix(20))")
    }

    @Test(
        "Era, year and day rows carry the numerals and era of the locale's long date",
        arguments: ["gregorian", "hebrew", "chinese", "japanese"])
    func labels(keyword: String) {
        let calendar = Self.calendar(keyword)
        let instant = Self.instants[0]
        var failures: [String] = []
        for identifier in Self.identifiers(for: keyword, special: ["hebrew", "chinese", "japanese"]) {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let locale = Locale(identifier: identifier + "@calendar=" + keyword)
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.timeZone = calendar.timeZone
            formatter.dateStyle = .long
            let longPattern = formatter.dateFormat ?? ""
            let longDate = formatter.string(from: instant)
            for column in layout.withMonthNames where column != .month {
                // The field's own letter must be what both the long date and the column's pattern write (not U,
                // r), and the long date must write it once; then its text there is in the row's label.
                let letter: Character = column == .era ? "G" : column == .year ? "y" : "d"
                let alone =
                    DateFormatter.dateFormat(
                        fromTemplate: column == .day ? "d" : "y", options: 0, locale: locale) ?? ""
                let runs = PatternTokenizer.tokenize(longPattern).filter {
                    if case .field(letter, _) = $0 { true } else { false }
                }
                guard runs.count == 1, case .field(_, let count) = runs[0], alone.contains(letter) else { continue }
                formatter.dateFormat = String(repeating: String(letter), count: column == .era ? count : 1)
                let value = formatter.string(from: instant)
                formatter.dateStyle = .long
                let label = layout.labels(for: column, of: [instant]).first ?? ""
                if !label.contains(value) || !longDate.contains(value) {
                    failures.append("\(identifier) \(column): \(label.debugDescription) ≠ \(value) of \(longDate)")
                }
            }
        }
        #expect(failures.isEmpty, "\(keyword): \(failures.count) differ, first \(failures.prefix(8))")
    }
}
