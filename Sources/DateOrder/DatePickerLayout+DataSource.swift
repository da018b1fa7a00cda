import Foundation

extension DatePickerLayout {
    /// Where a layout's answers come from: the locale's own data, or something that stands in for it. Encoded as
    /// its case's name (`"rootFallback"`), and listed in `allCases`, like the library's other enums.
    public enum DataSource: String, CaseIterable, Hashable, Sendable, Codable {
        /// The locale's own data for its calendar: its names, and the patterns Foundation formats its dates with.
        ///
        /// A pattern may still be inherited where CLDR gives the locale none of its own: `gsw_CH` and about 140
        /// other locales write a numeric date `y-MM-dd` (root's), while their short date style is `dd.MM.yy`;
        /// `Date.FormatStyle(date: .numeric)` writes the same `y-MM-dd`, so the layout matches what the app shows.
        case locale
        /// Foundation answers with its root data, not the locale's: the month column would show placeholder or
        /// transliterated names.
        ///
        /// Foundation has no month names for the locale in this calendar (an empty identifier, `root`, Dhivehi,
        /// Luri or Mazanderani in the Persian calendar) and answers with its root data: placeholder month names
        /// (`M01`…) or transliterated ones (`Farvardin`), often with root's patterns (`y-MM-dd`, `G y MMMM d`).
        /// The layout is usable, but what its month column shows is not the locale's. Also when some of the
        /// locale's own month names are placeholders (`kkj`'s `M11`, `ug@calendar=chinese`'s `Month1`), and when
        /// the layout has an era column and Foundation names the era with root's placeholder (`ERA1`:
        /// `de_DE@calendar=coptic`) or, in a locale written in another script, root's Latin transliteration, as for
        /// months (`BE` in `ar@calendar=buddhist`, `AP` in `ps_AF`'s Persian calendar; `hi@calendar=japanese`
        /// writes its own `रेइवा`).
        case rootFallback
        /// The answers are not the locale's: Foundation cannot read the identifier or would trap on it, does not know
        /// its language, or cannot honour its calendar.
        ///
        /// Foundation cannot read the identifier (`"not a locale!!"`; a space, a control character or stray punctuation, `"fa_IR "`,
        /// `"en_US\n"`, of which it reads a part: no patterns, so no columns) or would trap on it
        /// (non-ASCII text; an unknown region such as `ZZ` in an Islamic calendar; a numbering system ICU does not
        /// have, `en@numbers=foo` or `en-u-nu-foo`: no columns either), does not know its language (`"xx_YY"`: the
        /// dates are those of the process's default locale, the time root's `HH:mm`), or cannot honour its calendar:
        /// `DateFormatter` and `Calendar` count the date differently (`@calendar=islamic-rgsa` formats Islamic dates
        /// under a Gregorian `Calendar`), or `Calendar` counts a non-Gregorian calendar as Gregorian (`ethioaa` on some
        /// toolchains), or does not know the calendar its keyword names (`@calendar=hebrw`, which Foundation reads as
        /// the locale's default calendar), or, in the layout's time zone, starts months on days that do not read as
        /// their 1st (the astronomical `islamic` calendar east of UTC on Linux: a month's first local day reads as its
        /// 2nd, and `Calendar.range(of: .day, in: .month, for:)` comes back empty). Rows built from such a layout would
        /// mix two calendars, count in one nobody asked for, or skip days.
        case unknownIdentifier
    }

    /// Whether the answers are the locale's own: check it before trusting a layout for an identifier that
    /// came from outside, and for `Locale.current` too, which carries the user's calendar: German in the Coptic
    /// calendar (`de_DE@calendar=coptic`, a choice a user can make) names its era with root's `ERA1`, a root
    /// fallback, as most locales do in that calendar and in the Chinese one.
    ///
    /// Decided on each access from the patterns (all missing: unknown identifier), the month names and the name of
    /// an era column's era (root's placeholders, or root's Latin transliterations in a locale of another script:
    /// root fallback, as `dateorder` marks it, one rule for both) and the language (not one of `Locale.availableIdentifiers`
    /// once a deprecated code is read as its replacement, `iw` as `he`: unknown identifier), and whether
    /// `DateFormatter` and `Calendar` count the calendar alike (not: unknown identifier). Not stored: each access
    /// makes a few formatters and calendars, about 0.3–1 ms in a release build (a layout itself costs about
    /// 0.02 ms once its locale is warm), so read it once per identifier, not in a view's body.
    public var dataSource: DataSource {
        if patterns.allSatisfy({ $0 == nil }) || !honoursCalendar || !startsMonthsOnTheirFirstDay {
            return .unknownIdentifier
        }
        let calendar = self.calendar
        var root = Calendar(identifier: calendar.identifier)
        var components = Locale.Components(identifier: "root")
        components.calendar = calendar.identifier
        root.locale = Locale(components: components)
        // The names a formatted date shows (format context, what `dateorder` marks by) and those a month column
        // lists (standalone): `be@calendar=chinese` has its own standalone numbers but prints root's `M02`.
        let script = locale.language.script?.identifier
        // Placeholders among the locale's own names count too (`kkj`'s November is `M11`, `ug@calendar=chinese`
        // has `Month1`…): the month column would show them.
        if Self.isRootFallback(months: calendar.monthSymbols, rootMonths: root.monthSymbols, script: script)
            || Self.isRootFallback(
                months: calendar.standaloneMonthSymbols, rootMonths: root.standaloneMonthSymbols, script: script)
            || (calendar.monthSymbols + calendar.standaloneMonthSymbols).contains(where: Self.isPlaceholderMonth)
        {
            return .rootFallback
        }
        // The era an era column shows, by the months' rule: root's placeholder (`ERA1`), or root's Latin
        // transliteration in a locale of another script (`BE` in `ar@calendar=buddhist`, `AP` in `ps_AF`).
        if [numeric, withMonthNames, yearMonth, monthDay].contains(where: { $0.contains(.era) }) {
            let eras = labels(for: .era, of: [Self.sampleInstant])
            if eras.contains(where: Self.isPlaceholderEra)
                || Self.isRootFallback(eras: eras, rootEras: rootEras(calendar: calendar), script: script)
            {
                return .rootFallback
            }
        }
        guard let language = locale.language.languageCode?.identifier, Self.languages.contains(language) else {
            return .unknownIdentifier
        }
        return .locale
    }

    /// Whether `DateFormatter` honours the layout's calendar: the calendar is the one the identifier's keyword asks
    /// for, if any, and the year and day it writes for a sample date are those
    /// of a formatter asked for that calendar by ICU's own name, and those `Calendar` counts (not the month: the two
    /// number Hebrew months differently). `islamic-rgsa` writes Islamic dates under a Gregorian `Calendar`; on some
    /// toolchains `ethioaa` writes the locale's default calendar's dates while `Calendar` counts Gregorian years.
    var honoursCalendar: Bool {
        var calendar = self.calendar
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let name = Self.icuName(of: calendar.identifier) else { return false }
        // A keyword Foundation does not know (`@calendar=hebrw`) leaves the locale's default calendar: consistent,
        // but not the calendar asked for.
        if let asked = Self.askedCalendar(locale) {
            var components = Locale.Components(identifier: "und")
            components.calendar = calendar.identifier
            guard asked == Self.askedCalendar(Locale(components: components)) else { return false }
        }
        let sample = Self.sampleInstant
        // Year and day in Latin digits, whatever digits the locale writes: its ICU identifier (BCP 47 `-u-ca-`
        // read as `@calendar=`) with `numbers=latn` for any numbering keyword, every other keyword kept as written
        // (`Locale.Components` would drop a calendar `Calendar` has no identifier for, such as `islamic-rgsa`).
        func yearAndDay(_ locale: Locale) -> [Int] {
            let icu = Locale.identifier(.icu, from: locale.identifier)
            let parts = icu.split(separator: "@", maxSplits: 1)
            let keywords =
                (parts.count > 1
                    ? parts[1].split(separator: ";").filter { !$0.lowercased().hasPrefix("numbers=") } : [])
                + ["numbers=latn"]
            return FoundationFormatters.confined {
                let formatter = FoundationFormatters.make()
                formatter.locale = Locale(
                    identifier: (parts.first.map(String.init) ?? "") + "@" + keywords.joined(separator: ";"))
                formatter.timeZone = calendar.timeZone
                formatter.dateFormat = "y d"
                return formatter.string(from: sample).split(separator: " ").compactMap { Int($0) }
            }
        }
        let written = yearAndDay(locale)
        let named = yearAndDay(Locale(identifier: "en_US_POSIX@calendar=" + name))
        let counted = calendar.dateComponents([.year, .day], from: sample)
        return written.count == 2 && written == named && written == [counted.year, counted.day].compactMap { $0 }
    }

    /// Whether `Calendar`, in the layout's time zone, starts every month of three years around the sample date on a
    /// day that reads as the month's 1st at local midnight and at noon. East of UTC, Foundation's astronomical
    /// Islamic calendar on Linux does not: its months begin at a UTC day's start, so the interval of a month begins
    /// on a local day that reads as the 2nd (or the last of the month before), about 37 months in 37 from Riyadh
    /// to Kiritimati. About 0.3 ms.
    var startsMonthsOnTheirFirstDay: Bool {
        let calendar = self.calendar
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        let year = gregorian.component(.year, from: Self.sampleInstant)
        guard var day = gregorian.date(from: DateComponents(year: year - 1, month: 1, day: 1)) else { return false }
        for _ in 0..<37 {
            guard let month = calendar.dateInterval(of: .month, for: day) else { return false }
            let noon = calendar.date(byAdding: .hour, value: 12, to: month.start) ?? month.start
            guard calendar.component(.day, from: month.start) == 1, calendar.component(.day, from: noon) == 1 else {
                return false
            }
            day = month.end.addingTimeInterval(12 * 3600)
        }
        return true
    }

    /// ICU's keyword for a calendar, by which a formatter is asked for it whatever the locale.
    static func icuName(of identifier: Calendar.Identifier) -> String? {
        switch identifier {
        case .buddhist: "buddhist"
        case .chinese: "chinese"
        case .coptic: "coptic"
        case .ethiopicAmeteAlem: "ethiopic-amete-alem"
        case .ethiopicAmeteMihret: "ethiopic"
        case .gregorian: "gregorian"
        case .hebrew: "hebrew"
        case .indian: "indian"
        case .islamic: "islamic"
        case .islamicCivil: "islamic-civil"
        case .islamicTabular: "islamic-tbla"
        case .islamicUmmAlQura: "islamic-umalqura"
        case .iso8601: "iso8601"
        case .japanese: "japanese"
        case .persian: "persian"
        case .republicOfChina: "roc"
        default: Self.otherICUName(identifier)
        }
    }

    /// Calendars newer than the platforms the package supports (`dangi`), by the name Foundation gives them.
    private static func otherICUName(_ identifier: Calendar.Identifier) -> String? {
        let name = String(describing: identifier)
        return name == "dangi" ? "dangi" : nil
    }

    /// Whether a locale's month names are root's stand-ins rather than its own: root's names in the calendar, and
    /// either placeholders (`M01`…, root's Gregorian months) or Latin transliterations (`Farvardin`, `Muharram`)
    /// in a locale written in another script (`uz_Arab`). Root's transliterations are the names a Latin-script
    /// locale writes too (`en_SA`'s Islamic months), so there they are the locale's. The rule `dateorder` marks
    /// pages with, shared.
    package static func isRootFallback(months: [String], rootMonths: [String], script: String?) -> Bool {
        isRootFallback(names: months, rootNames: rootMonths, script: script, isPlaceholder: isPlaceholderMonth)
    }

    /// Whether the era names an era column shows are root's stand-ins, by the months' rule: root's names, and
    /// either placeholders (`ERA1`) or Latin transliterations in a locale written in another script (`BE` in
    /// `ar@calendar=buddhist`, `AP` in `ps_AF`'s Persian calendar). In a Latin-script locale root's names are the
    /// locale's (`en_AU@calendar=japanese`'s `Reiwa`). The rule `dateorder` marks pages with, shared.
    package static func isRootFallback(eras: [String], rootEras: [String], script: String?) -> Bool {
        isRootFallback(names: eras, rootNames: rootEras, script: script, isPlaceholder: isPlaceholderEra)
    }

    /// The rule months and eras share: `names` are root's, and all placeholders or written in Latin letters where
    /// the locale writes another script.
    private static func isRootFallback(
        names: [String], rootNames: [String], script: String?, isPlaceholder: (String) -> Bool
    ) -> Bool {
        guard names == rootNames else { return false }
        return names.allSatisfy(isPlaceholder) || script != "Latn"
    }

    /// Root's names of the eras an era column shows, at the sample instant, in `calendar` and the width the
    /// layout's patterns write the era (`eraLabelPattern(from:)`), as ``labels(for:of:)`` writes the locale's.
    private func rootEras(calendar: Calendar) -> [String] {
        var root = Locale.Components(identifier: "root")
        root.calendar = calendar.identifier
        let pattern = Self.eraLabelPattern(
            from: [DatePickerKind.withMonthNames, .yearMonth, .numeric, .monthDay].map {
                self.pattern(for: $0)
            })
        return [Self.rootEra(pattern: pattern, locale: Locale(components: root), timeZone: calendar.timeZone)]
    }

    /// Root's era at the sample instant, written with `pattern` in `locale` (root with a calendar keyword): what the
    /// generator's profiles compare an era column's name with too.
    package static func rootEra(pattern: String, locale: Locale, timeZone: TimeZone) -> String {
        FoundationFormatters.confined {
            let formatter = FoundationFormatters.make()
            formatter.locale = locale
            formatter.timeZone =
                abs(timeZone.secondsFromGMT()) > formatterOffsetLimit ? TimeZone(secondsFromGMT: 0) : timeZone
            formatter.dateStyle = .long
            formatter.dateFormat = pattern
            return formatter.string(from: sampleInstant)
        }
    }

    /// A placeholder for a month name: `M` or `Month` and digits (`M11`, `Month1`); the rule the site marks with
    /// too.
    package static func isPlaceholderMonth(_ name: String) -> Bool {
        isNumbered(name, after: "Month") || isNumbered(name, after: "M")
    }

    /// The BCP 47 name of the calendar a locale asks for by keyword (`hebrew` for `he_IL@calendar=hebrew`,
    /// `gregory` for `@calendar=gregorian`, `hebrw` for a mistyped one), or `nil` when it asks for none.
    static func askedCalendar(_ locale: Locale) -> String? {
        let subtags = locale.identifier(.bcp47).lowercased().split(separator: "-")
        guard let extensionStart = subtags.firstIndex(of: "u"),
            let key = subtags[extensionStart...].firstIndex(of: "ca")
        else { return nil }
        let type = subtags[(key + 1)...].prefix { $0.count > 2 }
        return type.isEmpty ? nil : type.joined(separator: "-")
    }

    /// Root's placeholder for an era name: `ERA` and digits (`ERA0`, `ERA1`); the rule the site marks with too.
    package static func isPlaceholderEra(_ name: String) -> Bool { isNumbered(name, after: "ERA") }

    /// Whether `name` is `prefix` followed by one or more ASCII digits: root's placeholders (`M04`, `ERA1`).
    private static func isNumbered(_ name: String, after prefix: String) -> Bool {
        let digits = name.dropFirst(prefix.count)
        return name.hasPrefix(prefix) && !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }

    /// The languages Foundation has data for: the first part of each available identifier (made once).
    private static let languages = Set(
        Locale.availableIdentifiers.map { $0.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased() })
}
