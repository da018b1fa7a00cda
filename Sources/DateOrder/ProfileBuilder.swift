import Foundation

/// Builds `LocaleProfile` values from Foundation's locale data.
///
/// Each profile gets its own formatters, configured once (locale, default calendar, the fixed UTC time
/// zone) and never shared, so nothing depends on the machine's `TZ` or `LANG`.
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

    /// Builds the profile of one identifier.
    public func profile(for identifier: String) -> LocaleProfile {
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
        let styles: [(String, DateFormatter.Style)] = [("short", .short), ("medium", .medium), ("long", .long), ("full", .full)]
        let dateStyles = styles.map { name, style in
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

        let components = Locale.Components(identifier: identifier)
        return LocaleProfile(
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
            hourCycle: Self.hourCycleName(locale.hourCycle),
            numberingSystem: locale.numberingSystem.identifier,
            characterDirection: Locale.Language(identifier: identifier).characterDirection == .rightToLeft ? "rtl" : "ltr",
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
