import DateOrder
import Foundation

/// The reference path: every pattern, sample and symbol through `DateFormatter`, as an app would get them.
extension ProfileBuilder {
    /// Builds the profile of one identifier through `DateFormatter` alone: the reference implementation.
    package func foundationProfile(for identifier: String) -> LocaleProfile {
        FoundationFormatters.confined { confinedFoundationProfile(for: identifier) }
    }

    private func confinedFoundationProfile(for identifier: String) -> LocaleProfile {
        let locale = Locale(identifier: identifier)
        let (calendar, calendarName) = self.calendar(of: locale)

        let formatter = makeFormatter(locale: locale)
        let gregorianView = calendar.identifier == .gregorian ? nil : gregorianLocale(identifier)
        let formats = templates.map { template in
            let pattern = FoundationFormatters.pattern(fromTemplate: template.rawValue, locale: locale) ?? ""
            return TemplateFormat(
                template: template, pattern: pattern, sample: sample(formatter, pattern: pattern),
                gregorian: gregorianView.map { variant(of: template, locale: $0.locale, formatter: $0.formatter) }
            )
        }
        let dateStyles = Self.styles.map { name, style, _ in
            let styleFormatter = makeFormatter(locale: locale)
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
            identifier: identifier, locale: locale, calendar: calendar, calendarName: calendarName, formats: formats,
            dateStyles: dateStyles, hourCycle: HourCycle(locale.hourCycle),
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
            picker: pickerColumns(
                locale: locale, calendar: calendar, formats: formats,
                longStyle: dateStyles.first { $0.style == "long" }, formatter: formatter),
            formatterLocale: DataProvenance.formatterLocale(of: identifier)
        )
    }

    /// The picker's columns through a `DateFormatter`.
    private func pickerColumns(
        locale: Locale, calendar: Calendar, formats: [TemplateFormat], longStyle: StyleFormat?,
        formatter: DateFormatter
    ) -> PickerColumns {
        pickerColumns(
            locale: locale, calendar: calendar, formats: formats, longStyle: longStyle,
            yearPattern: FoundationFormatters.pattern(fromTemplate: "y", locale: locale) ?? "y",
            dayPattern: FoundationFormatters.pattern(fromTemplate: "d", locale: locale) ?? "d"
        ) { pattern, date in
            // Setting the format, even to the same one, makes DateFormatter build its ICU formatter again.
            if formatter.dateFormat != pattern { formatter.dateFormat = pattern }
            return formatter.string(from: date)
        }
    }

    /// The locale with `@calendar=gregorian` (keeping an `hours=` keyword) and a formatter for it.
    private func gregorianLocale(_ identifier: String) -> (locale: Locale, formatter: DateFormatter) {
        let locale = Locale(identifier: HourCycleKeyword.gregorian(identifier))
        return (locale, makeFormatter(locale: locale))
    }

    private func variant(of template: DateTemplate, locale: Locale, formatter: DateFormatter) -> CalendarVariant {
        let pattern = FoundationFormatters.pattern(fromTemplate: template.rawValue, locale: locale) ?? ""
        return CalendarVariant(
            pattern: pattern,
            sample: sample(formatter, pattern: pattern),
            order: template.hasDateFields
                ? OrderResult.detect(pattern: pattern, requested: template.requestedFields) : nil
        )
    }

    /// A formatter as an app makes one: the locale (whose calendar, default or keyword, it then uses) and the
    /// time zone. The calendar is not set by hand: for a keyword CoreFoundation does not map (`dangi`), setting
    /// `Locale.calendar` would silently format in another calendar than the locale's.
    private func makeFormatter(locale: Locale) -> DateFormatter {
        let formatter = FoundationFormatters.make()
        formatter.locale = locale
        formatter.timeZone = timeZone
        return formatter
    }

    private func sample(_ formatter: DateFormatter, pattern: String) -> String {
        guard !pattern.isEmpty else { return "" }
        formatter.dateFormat = pattern
        return formatter.string(from: instant)
    }
}
