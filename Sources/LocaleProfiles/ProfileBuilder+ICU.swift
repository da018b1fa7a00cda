#if canImport(Glibc)
    import DateOrder
    import Foundation

    /// The fast path (Linux): one ICU pattern generator and one date format per locale, called directly with the
    /// inputs Foundation would pass, reused for every template, sample and symbol. `FastPath` guards it.
    extension ProfileBuilder {
        /// The ICU path: one generator and one format per locale (and per Gregorian view), reused for everything.
        /// `nil` for an identifier with keywords or a calendar this path does not name the way Foundation does.
        func icuProfile(for identifier: String, icu: ICULibrary) -> LocaleProfile? {
            guard !identifier.isEmpty, !identifier.contains("@"), identifier.utf8.allSatisfy({ $0 < 0x80 }) else {
                return nil
            }
            let locale = Locale(identifier: identifier)
            let (calendar, calendarName) = self.calendar(of: locale)
            guard calendarName.identifier == locale.calendar.identifier else { return nil }
            // DateFormatter hands ICU CoreFoundation's canonical name, with the calendar as a keyword for formatting.
            guard let name = icu.coreFoundationIdentifier(identifier), !name.contains("@") else { return nil }
            let formatter = CachedLocaleFormatter(
                icu: icu, generatorLocale: name, formatLocale: name + "@calendar=" + calendarName.rawValue,
                timeZone: timeZone,
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
                return StyleFormat(
                    style: name, pattern: pattern, sample: sample,
                    order: .detect(pattern: pattern, requested: Set(DateField.allCases)))
            }

            let symbols = CalendarSymbols(
                months: formatter.symbols(ICULibrary.months),
                shortMonths: formatter.symbols(ICULibrary.shortMonths),
                standaloneMonths: formatter.symbols(ICULibrary.standaloneMonths),
                shortStandaloneMonths: formatter.symbols(ICULibrary.standaloneShortMonths),
                weekdays: formatter.symbols(ICULibrary.weekdays, from: 1),
                shortWeekdays: formatter.symbols(ICULibrary.shortWeekdays, from: 1),
                standaloneWeekdays: formatter.symbols(ICULibrary.standaloneWeekdays, from: 1),
                am: formatter.symbol(ICULibrary.amPMs, at: 0) ?? "",
                pm: formatter.symbol(ICULibrary.amPMs, at: 1) ?? "",
                eras: formatter.symbols(ICULibrary.eras)
            )

            let picker = pickerColumns(
                locale: locale, calendar: calendar, formats: formats,
                longStyle: dateStyles.first { $0.style == "long" },
                yearPattern: formatter.pattern(fromTemplate: "y") ?? "y",
                dayPattern: formatter.pattern(fromTemplate: "d") ?? "d"
            ) { pattern, date in formatter.string(pattern: pattern, date: date) }

            return assemble(
                identifier: identifier, locale: locale, calendar: calendar, calendarName: calendarName,
                formats: formats, dateStyles: dateStyles,
                hourCycle: Self.hourCycle(identifier, locale, calendarName) {
                    name == identifier ? formatter.defaultHourCycle : nil
                },
                symbols: symbols, picker: picker, formatterLocale: name == identifier ? nil : name
            )
        }

        /// The profile of `identifier` with the formatting data (patterns, samples, date styles, symbols, picker
        /// columns, `Date.FormatStyle` answers) of `source`, its parent, where `SharedFormatting` proved ICU reads
        /// the same data for both; the rest is the identifier's own. `nil` where the two differ after all
        /// (calendar, week rules, one renamed and not the other), or where a template's pattern comes from
        /// Foundation per locale (`J`): then build it on its own.
        func icuProfile(for identifier: String, sharingFormattingOf source: LocaleProfile, icu: ICULibrary)
            -> LocaleProfile?
        {
            guard !templates.contains(where: { $0.rawValue.contains("J") }),
                let name = icu.coreFoundationIdentifier(identifier)
            else { return nil }
            let formatterLocale = name == identifier ? nil : name
            let locale = Locale(identifier: identifier)
            let (calendar, calendarName) = self.calendar(of: locale)
            guard (formatterLocale == nil) == (source.provenance.formatterLocale == nil),
                calendarName.identifier == locale.calendar.identifier, calendarName == source.calendar,
                calendar.firstWeekday == source.firstWeekday,
                calendar.minimumDaysInFirstWeek == source.minimumDaysInFirstWeek
            else { return nil }
            return assemble(
                identifier: identifier, locale: locale, calendar: calendar, calendarName: calendarName,
                formats: source.formats, dateStyles: source.dateStyles,
                hourCycle: Self.hourCycle(identifier, locale, calendarName) { nil },
                symbols: source.symbols, picker: source.picker, formatterLocale: formatterLocale,
                formatStyle: source.provenance.formatStyle
            )
        }

        /// Foundation's `Locale.hourCycle`: the default hour cycle of a generator for `und_<region>`, or for the
        /// identifier itself when it names no region (`generatorCycle`, the identifier's own generator's, where it
        /// has one; the calendar keyword does not change it).
        private static func hourCycle(
            _ identifier: String, _ locale: Locale, _ calendarName: CalendarName, generatorCycle: () -> Int32?
        ) -> HourCycle {
            let region = locale.region?.identifier
            if region == nil, let cycle = generatorCycle() { return CachedHourCycles.name(cycle) }
            return ICULibrary.hourCycles?.hourCycle(
                identifier: identifier, region: region, calendar: calendarName.rawValue)
                ?? HourCycle(locale.hourCycle)
        }

        /// A template's pattern from the cached generator; templates with `J` (hour without AM/PM) from Foundation,
        /// whose AM/PM stripping depends on its version.
        private static func pattern(_ template: String, _ formatter: CachedLocaleFormatter, locale: Locale) -> String {
            if template.contains("J") {
                return FoundationFormatters.confined {
                    FoundationFormatters.pattern(fromTemplate: template, locale: locale) ?? ""
                }
            }
            return formatter.pattern(fromTemplate: template) ?? ""
        }
    }
#endif
