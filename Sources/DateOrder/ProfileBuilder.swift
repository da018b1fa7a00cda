import Foundation

/// Builds `LocaleProfile` values from Foundation's locale data.
///
/// Each profile gets its own formatters, configured once (locale, default calendar, the fixed UTC time
/// zone) and never shared, so nothing depends on the machine's `TZ` or `LANG`.
///
/// On Linux the patterns, samples and symbols come straight from the ICU library Foundation uses, through one
/// pattern generator and one date format per locale (`CachedLocaleFormatter`), with the very inputs Foundation
/// would pass; `foundationProfile(for:)` builds the same profile through `DateFormatter` (about five times the
/// CPU time, since `DateFormatter` rebuilds its ICU formatter for every pattern) and is the reference the fast
/// path is checked against, and the path on other platforms.
public struct ProfileBuilder: Sendable {
    /// The templates to derive, sample and (where they have date fields) detect an order for.
    public let templates: [DateTemplate]
    /// The instant every sample shows.
    public let instant: Date
    /// The time zone samples are shown in.
    public let timeZone: TimeZone

    /// Creates a builder for the standard templates followed by `extraTemplates` (duplicates dropped).
    public init(
        extraTemplates: [DateTemplate] = [],
        instant: Date = SampleInstant.date,
        timeZone: TimeZone = SampleInstant.timeZone
    ) {
        var seen = Set<DateTemplate>()
        self.templates = (DateTemplate.standard + DateTemplate.sampleOnly + extraTemplates).filter {
            seen.insert($0).inserted
        }
        self.instant = instant
        self.timeZone = timeZone
    }

    /// The English locale used for English names.
    private static let english = Locale(identifier: "en")

    /// Whether profiles come from ICU directly (Linux) rather than through `DateFormatter`.
    public var usesICU: Bool {
        #if canImport(Glibc)
        CachedICU.shared != nil
        #else
        false
        #endif
    }

    /// Builds the profile of one identifier.
    public func profile(for identifier: String) -> LocaleProfile {
        #if canImport(Glibc)
        if let icu = CachedICU.shared, let profile = icuProfile(for: identifier, icu: icu) { return profile }
        #endif
        return foundationProfile(for: identifier)
    }

    /// Builds the profile of one identifier through `DateFormatter` alone: the reference implementation.
    public func foundationProfile(for identifier: String) -> LocaleProfile {
        let locale = Locale(identifier: identifier)
        var calendar = locale.calendar
        calendar.timeZone = timeZone

        let formatter = makeFormatter(locale: locale, calendar: calendar)
        let gregorianView = calendar.identifier == .gregorian ? nil : gregorianLocale(identifier)
        let formats = templates.map { template in
            let pattern = DateFormatter.dateFormat(fromTemplate: template.rawValue, options: 0, locale: locale) ?? ""
            return TemplateFormat(
                template: template, pattern: pattern, sample: sample(formatter, pattern: pattern),
                gregorian: gregorianView.map { variant(of: template, locale: $0.locale, formatter: $0.formatter) }
            )
        }
        let dateStyles = Self.styles.map { name, style, _ in
            let styleFormatter = makeFormatter(locale: locale, calendar: calendar)
            styleFormatter.dateStyle = style
            styleFormatter.timeStyle = .none
            let pattern = styleFormatter.dateFormat ?? ""
            return StyleFormat(
                style: name,
                pattern: pattern,
                sample: styleFormatter.string(from: instant),
                order: .detect(pattern: pattern, requested: Set(DateField.allCases))
            )
        }

        return assemble(
            identifier: identifier, locale: locale, calendar: calendar, formats: formats, dateStyles: dateStyles,
            hourCycle: Self.hourCycleName(locale.hourCycle),
            symbols: CalendarSymbols(
                months: formatter.monthSymbols,
                shortMonths: formatter.shortMonthSymbols,
                standaloneMonths: formatter.standaloneMonthSymbols,
                shortStandaloneMonths: formatter.shortStandaloneMonthSymbols,
                weekdays: formatter.weekdaySymbols,
                shortWeekdays: formatter.shortWeekdaySymbols,
                standaloneWeekdays: formatter.standaloneWeekdaySymbols,
                am: formatter.amSymbol,
                pm: formatter.pmSymbol,
                eras: formatter.eraSymbols
            ),
            picker: pickerColumns(locale: locale, calendar: calendar, formatter: formatter)
        )
    }

    /// The facts every path takes from Foundation's `Locale` and `Calendar`, joined with the formatted ones.
    private func assemble(
        identifier: String, locale: Locale, calendar: Calendar, formats: [TemplateFormat], dateStyles: [StyleFormat],
        hourCycle: String, symbols: CalendarSymbols, picker: PickerColumns
    ) -> LocaleProfile {
        let components = Locale.Components(identifier: identifier)
        var profile = LocaleProfile(
            identifier: identifier,
            englishName: Self.english.localizedString(forIdentifier: identifier) ?? identifier,
            nativeName: locale.localizedString(forIdentifier: identifier) ?? identifier,
            languageCode: components.languageComponents.languageCode?.identifier ?? identifier,
            scriptCode: components.languageComponents.script?.identifier,
            regionCode: components.region?.identifier,
            formats: formats,
            dateStyles: dateStyles,
            calendar: Self.calendarName(calendar.identifier),
            firstWeekday: calendar.firstWeekday,
            minimumDaysInFirstWeek: calendar.minimumDaysInFirstWeek,
            hourCycle: hourCycle,
            numberingSystem: locale.numberingSystem.identifier,
            characterDirection: Locale.Language(identifier: identifier).characterDirection == .rightToLeft ? "rtl" : "ltr",
            symbols: symbols,
            picker: picker
        )
        profile.conflicts = OrderConflict.conflicts(in: profile)
        return profile
    }

    /// The date styles a profile shows, with ICU's style numbers (`UDAT_SHORT` … `UDAT_FULL`).
    private static let styles: [(name: String, style: DateFormatter.Style, icu: Int32)] = [
        ("short", .short, 3), ("medium", .medium, 2), ("long", .long, 1), ("full", .full, 0),
    ]

    /// The first day of January 2026 at noon UTC: picker days are this plus 0…30 days.
    private static let pickerJanuary: Date = {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = SampleInstant.timeZone
        return gregorian.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
    }()

    #if canImport(Glibc)
    /// The ICU path: one generator and one format per locale (and per Gregorian view), reused for everything.
    /// `nil` for an identifier with keywords or a calendar this path does not name the way Foundation does.
    private func icuProfile(for identifier: String, icu: CachedICU) -> LocaleProfile? {
        guard !identifier.isEmpty, !identifier.contains("@"), identifier.utf8.allSatisfy({ $0 < 0x80 }) else {
            return nil
        }
        let locale = Locale(identifier: identifier)
        var calendar = locale.calendar
        calendar.timeZone = timeZone
        let calendarName = Self.calendarName(calendar.identifier)
        guard Self.icuCalendarNames.contains(calendarName) else { return nil }
        // DateFormatter hands ICU CoreFoundation's canonical name, with the calendar as a keyword for formatting.
        guard let name = icu.coreFoundationIdentifier(identifier), !name.contains("@") else { return nil }
        let formatter = CachedLocaleFormatter(
            icu: icu, generatorLocale: name, formatLocale: name + "@calendar=" + calendarName, timeZone: timeZone,
            weekRules: (calendar.firstWeekday, calendar.minimumDaysInFirstWeek)
        )
        var gregorianFormatter: CachedLocaleFormatter?
        var gregorianLocale: Locale?
        if calendar.identifier != .gregorian {
            let gregorianIdentifier = identifier + "@calendar=gregorian"
            guard let gregorianName = icu.coreFoundationIdentifier(gregorianIdentifier) else { return nil }
            var gregorian = Calendar(identifier: .gregorian)
            gregorianLocale = Locale(identifier: gregorianIdentifier)
            gregorian.locale = gregorianLocale
            gregorianFormatter = CachedLocaleFormatter(
                icu: icu, generatorLocale: gregorianName, formatLocale: gregorianName, timeZone: timeZone,
                weekRules: (gregorian.firstWeekday, gregorian.minimumDaysInFirstWeek)
            )
        }

        let formats = templates.map { template in
            let pattern = Self.pattern(template.rawValue, formatter, locale: locale)
            return TemplateFormat(
                template: template, pattern: pattern, sample: formatter.string(pattern: pattern, date: instant),
                gregorian: gregorianFormatter.map { gregorian in
                    let pattern = Self.pattern(template.rawValue, gregorian, locale: gregorianLocale ?? locale)
                    return CalendarVariant(
                        pattern: pattern,
                        sample: gregorian.string(pattern: pattern, date: instant),
                        order: template.hasDateFields
                            ? OrderResult.detect(pattern: pattern, requested: template.requestedFields) : nil
                    )
                }
            )
        }
        let dateStyles = Self.styles.map { name, _, style in
            let (pattern, sample) = formatter.style(style, date: instant)
            return StyleFormat(style: name, pattern: pattern, sample: sample,
                               order: .detect(pattern: pattern, requested: Set(DateField.allCases)))
        }

        let symbols = CalendarSymbols(
            months: formatter.symbols(CachedICU.months),
            shortMonths: formatter.symbols(CachedICU.shortMonths),
            standaloneMonths: formatter.symbols(CachedICU.standaloneMonths),
            shortStandaloneMonths: formatter.symbols(CachedICU.standaloneShortMonths),
            weekdays: formatter.symbols(CachedICU.weekdays, from: 1),
            shortWeekdays: formatter.symbols(CachedICU.shortWeekdays, from: 1),
            standaloneWeekdays: formatter.symbols(CachedICU.standaloneWeekdays, from: 1),
            am: formatter.symbol(CachedICU.amPMs, at: 0) ?? "",
            pm: formatter.symbol(CachedICU.amPMs, at: 1) ?? "",
            eras: formatter.symbols(CachedICU.eras)
        )

        // Days come from a 31-day Gregorian month so every locale gets 1–31; only digits and suffix matter.
        let dayPattern = formatter.pattern(fromTemplate: "d") ?? "d"
        let yearPattern = formatter.pattern(fromTemplate: "y") ?? "y"
        let dayFormatter = gregorianFormatter ?? formatter
        let days = (0..<31).map { offset in
            dayFormatter.string(pattern: dayPattern, date: Self.pickerJanuary.addingTimeInterval(Double(offset) * 86_400))
        }
        let years = (-2...2).compactMap { offset in
            calendar.date(byAdding: .year, value: offset, to: instant)
                .map { formatter.string(pattern: yearPattern, date: $0) }
        }

        // Foundation's `Locale.hourCycle`: the default hour cycle of a generator for `und_<region>`, or for the
        // identifier itself when it names no region (the calendar keyword does not change it: the main generator
        // then answers).
        let region = locale.region?.identifier
        let hourCycle = if region == nil, name == identifier, let cycle = formatter.defaultHourCycle {
            CachedHourCycles.name(cycle)
        } else {
            CachedICU.hourCycles?.hourCycle(identifier: identifier, region: region, calendar: calendarName)
                ?? Self.hourCycleName(locale.hourCycle)
        }
        return assemble(
            identifier: identifier, locale: locale, calendar: calendar, formats: formats, dateStyles: dateStyles,
            hourCycle: hourCycle, symbols: symbols,
            picker: PickerColumns(dayPattern: dayPattern, days: days, yearPattern: yearPattern, years: years)
        )
    }

    /// A template's pattern from the cached generator; templates with `J` (hour without AM/PM) from Foundation,
    /// whose AM/PM stripping depends on its version.
    private static func pattern(_ template: String, _ formatter: CachedLocaleFormatter, locale: Locale) -> String {
        if template.contains("J") {
            return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
        }
        return formatter.pattern(fromTemplate: template) ?? ""
    }

    /// Calendar names that are ICU calendar keywords as well (`calendarName` spells the rest differently).
    private static let icuCalendarNames: Set<String> = [
        "gregorian", "buddhist", "chinese", "coptic", "ethiopic", "ethiopic-amete-alem", "hebrew", "indian", "islamic",
        "islamic-civil", "japanese", "persian", "roc", "islamic-tbla", "islamic-umalqura", "iso8601",
    ]
    #endif

    /// Days 1–31 and five years around the sample, formatted as a picker column would show them.
    private func pickerColumns(locale: Locale, calendar: Calendar, formatter: DateFormatter) -> PickerColumns {
        let dayPattern = DateFormatter.dateFormat(fromTemplate: "d", options: 0, locale: locale) ?? "d"
        let yearPattern = DateFormatter.dateFormat(fromTemplate: "y", options: 0, locale: locale) ?? "y"
        // Days come from a 31-day Gregorian month so every locale gets 1–31; only digits and suffix matter.
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = timeZone
        let dayFormatter = makeFormatter(locale: locale, calendar: gregorian)
        dayFormatter.dateFormat = dayPattern
        let january = gregorian.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 12))!
        let days = (0..<31).map { dayFormatter.string(from: january.addingTimeInterval(Double($0) * 86_400)) }
        formatter.dateFormat = yearPattern
        let years = (-2...2).compactMap { offset in
            calendar.date(byAdding: .year, value: offset, to: instant).map(formatter.string(from:))
        }
        return PickerColumns(dayPattern: dayPattern, days: days, yearPattern: yearPattern, years: years)
    }

    /// The locale with `@calendar=gregorian` and a formatter for it.
    private func gregorianLocale(_ identifier: String) -> (locale: Locale, formatter: DateFormatter) {
        let base = identifier.split(separator: "@", maxSplits: 1).first.map(String.init) ?? identifier
        let locale = Locale(identifier: base + "@calendar=gregorian")
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return (locale, makeFormatter(locale: locale, calendar: calendar))
    }

    private func variant(of template: DateTemplate, locale: Locale, formatter: DateFormatter) -> CalendarVariant {
        let pattern = DateFormatter.dateFormat(fromTemplate: template.rawValue, options: 0, locale: locale) ?? ""
        return CalendarVariant(
            pattern: pattern,
            sample: sample(formatter, pattern: pattern),
            order: template.hasDateFields ? OrderResult.detect(pattern: pattern, requested: template.requestedFields) : nil
        )
    }

    private func makeFormatter(locale: Locale, calendar: Calendar) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = timeZone
        return formatter
    }

    private func sample(_ formatter: DateFormatter, pattern: String) -> String {
        guard !pattern.isEmpty else { return "" }
        formatter.dateFormat = pattern
        return formatter.string(from: instant)
    }

    static func calendarName(_ identifier: Calendar.Identifier) -> String {
        switch identifier {
        case .gregorian: "gregorian"
        case .buddhist: "buddhist"
        case .chinese: "chinese"
        case .coptic: "coptic"
        case .ethiopicAmeteMihret: "ethiopic"
        case .ethiopicAmeteAlem: "ethiopic-amete-alem"
        case .hebrew: "hebrew"
        case .iso8601: "iso8601"
        case .indian: "indian"
        case .islamic: "islamic"
        case .islamicCivil: "islamic-civil"
        case .japanese: "japanese"
        case .persian: "persian"
        case .republicOfChina: "roc"
        case .islamicTabular: "islamic-tbla"
        case .islamicUmmAlQura: "islamic-umalqura"
        default: "\(identifier)"
        }
    }

    static func hourCycleName(_ cycle: Locale.HourCycle) -> String {
        switch cycle {
        case .zeroToEleven: "h11"
        case .oneToTwelve: "h12"
        case .zeroToTwentyThree: "h23"
        case .oneToTwentyFour: "h24"
        @unknown default: "h23"
        }
    }
}
