import DateOrder
import Foundation

/// Builds `LocaleProfile` values from Foundation's locale data.
///
/// Each profile gets its own formatters, configured once (locale, calendar, the fixed UTC time zone) and never
/// shared, so nothing depends on the machine's `TZ` or `LANG`.
///
/// On Linux the patterns, samples and symbols come straight from the ICU library Foundation uses, through one
/// pattern generator and one date format per locale (`CachedLocaleFormatter`), with the very inputs Foundation
/// would pass (`ProfileBuilder+ICU.swift`); `foundationProfile(for:)` builds the same profile through
/// `DateFormatter` (about five times the CPU time, since `DateFormatter` rebuilds its ICU formatter for every
/// pattern) and is the reference the fast path is checked against (`FastPath`), and the path on other platforms.
package struct ProfileBuilder: Sendable {
    /// The templates to derive, sample and (where they have date fields) detect an order for.
    package let templates: [DateTemplate]
    /// The instant every sample shows.
    package let instant: Date
    /// The time zone samples are shown in.
    package let timeZone: TimeZone

    /// Creates a builder for the standard templates followed by `extraTemplates` (duplicates dropped).
    package init(
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
    static let english = Locale(identifier: "en")

    /// Whether profiles come from ICU directly (Linux, fast path on) rather than through `DateFormatter`.
    package var usesICU: Bool { FastPath.status == .on }

    /// Builds the profile of one identifier.
    package func profile(for identifier: String) -> LocaleProfile {
        #if canImport(Glibc)
            if FastPath.status == .on, let icu = ICULibrary.shared, let profile = icuProfile(for: identifier, icu: icu)
            {
                return profile
            }
        #endif
        return foundationProfile(for: identifier)
    }

    /// Builds the profile of `identifier` with the formatting data of `source`, whose data ICU provably reads
    /// for it too (see `ParallelProfiles`); on its own where the ICU path cannot share it.
    func profile(for identifier: String, sharingFormattingOf source: LocaleProfile) -> LocaleProfile {
        #if canImport(Glibc)
            if FastPath.status == .on, let icu = ICULibrary.shared,
                let profile = icuProfile(for: identifier, sharingFormattingOf: source, icu: icu)
            {
                return profile
            }
        #endif
        return profile(for: identifier)
    }

    /// The calendar a profile of `locale` is built in: the locale's own (or its keyword's), when the reference
    /// can name it.
    func calendar(of locale: Locale) -> (calendar: Calendar, name: CalendarName) {
        let name = CalendarName(locale.calendar.identifier) ?? .gregorian
        var calendar =
            name.identifier == locale.calendar.identifier ? locale.calendar : Calendar(identifier: name.identifier)
        calendar.timeZone = timeZone
        return (calendar, name)
    }

    /// The facts every path takes from Foundation's `Locale` and `Calendar`, joined with the formatted ones.
    /// `formatterLocale` is the name `DateFormatter` hands ICU where it differs from the identifier (the ICU path
    /// has it already; `DataProvenance.formatterLocale(of:)` otherwise). `formatStyle`: the `Date.FormatStyle`
    /// answers where they are known already (a shared parent's), else they are asked for when needed.
    func assemble(
        identifier: String, locale: Locale, calendar: Calendar, calendarName: CalendarName, formats: [TemplateFormat],
        dateStyles: [StyleFormat], hourCycle: HourCycle, symbols: CalendarSymbols, picker: PickerColumns,
        formatterLocale: String?, formatStyle: [FormatStyleAnswer]? = nil
    ) -> LocaleProfile {
        let subtags = IdentifierSubtags(identifier)
        var profile = LocaleProfile(
            identifier: identifier,
            englishName: HourCycleKeyword.name(identifier, by: Self.english.localizedString(forIdentifier:))
                ?? identifier,
            nativeName: locale.localizedString(forIdentifier: HourCycleKeyword.removed(from: identifier)) ?? identifier,
            languageCode: subtags.language,
            scriptCode: subtags.script,
            regionCode: subtags.region,
            inferredSubtags: subtags.inferred.sorted(),
            formats: formats,
            dateStyles: dateStyles,
            calendar: calendarName,
            firstWeekday: calendar.firstWeekday,
            minimumDaysInFirstWeek: calendar.minimumDaysInFirstWeek,
            hourCycle: hourCycle,
            numberingSystem: locale.numberingSystem.identifier,
            characterDirection: WritingDirection(Locale.Language(identifier: identifier)),
            symbols: symbols,
            picker: picker
        )
        profile.conflicts = OrderConflict.conflicts(in: profile)
        profile.answer = PickerAnswer(profile)
        profile.time = TimeAnswer(profile)
        // The era an era column shows, at the sample (the middle of `erasAround`), as the library's dataSource reads it.
        let era = profile.answer.needsEraColumn && picker.erasAround.count == 3 ? picker.erasAround[1] : nil
        profile.provenance = DataProvenance(
            rootFallback: RootData.isFallback(months: symbols.months, calendar: calendarName, script: subtags.script),
            rootEra: era.flatMap {
                RootData.fallbackEra($0, pattern: picker.eraPattern, calendar: calendarName, script: subtags.script)
            },
            formatterLocale: formatterLocale
        )
        if profile.provenance.formatterLocale != nil {
            profile.provenance.formatStyle =
                formatStyle
                ?? FormatStyleAnswer.answers(locale: locale, calendar: calendar, timeZone: timeZone, instant: instant)
        }
        return profile
    }

    /// The date styles a profile shows, with ICU's style numbers (`UDAT_SHORT` … `UDAT_FULL`).
    static let styles: [(name: String, style: DateFormatter.Style, icu: Int32)] = [
        ("short", .short, 3), ("medium", .medium, 2), ("long", .long, 1), ("full", .full, 0),
    ]

    /// The picker's columns, as `DatePickerLayout` writes its rows for the same locale and calendar: the instants
    /// from calendar arithmetic, formatted by the path's own formatter (`format(pattern, date)`); years with the
    /// year pattern less its era (the era is a column of its own: th_TH's `G y` → `y`), months stand-alone, days
    /// with the day pattern, eras as wide as the locale's pickers write them (`eraLabelPattern`:
    /// `ja_JP@calendar=buddhist`'s 仏暦, not BE). Where the long date style writes other numerals than the bare
    /// patterns (`he_IL@calendar=hebrew`: כ״ח בניסן תשפ״ו, where `d בMMMM y` gives 28 בניסן 5786; Chinese-calendar
    /// days 初一; bo's Tibetan digits), year and day rows are `DatePickerLayout.labels(for:of:)`'s, which are in the
    /// style's numerals: the library's rule, taken from the library.
    func pickerColumns(
        locale: Locale, calendar: Calendar, formats: [TemplateFormat], longStyle: StyleFormat?,
        yearPattern withEra: String, dayPattern: String, format: (String, Date) -> String
    ) -> PickerColumns {
        let yearPattern = DatePickerLayout.yearLabelPattern(from: withEra)
        let dates = PickerDates.cached(calendar: calendar, instant: instant)
        let patterns = [DatePickerKind.withMonthNames, .yearMonth, .numeric, .monthDay].map { kind in
            formats.first { $0.template == kind.template }?.pattern ?? ""
        }
        var years = dates.years.map { format(yearPattern, $0) }
        var days = dates.days.map { format(dayPattern, $0) }
        let styleNumerals =
            longStyle.map { !$0.pattern.isEmpty && format($0.pattern, instant) != $0.sample } ?? false
        // The numeric picker's months, where its pattern writes a number: at the pattern's width, as the library.
        let monthWidth = DatePickerLayout.fieldWidth(of: ["M", "L"], in: patterns[2]) ?? 1
        var numericMonths =
            monthWidth <= 2 ? dates.months.map { format(String(repeating: "M", count: monthWidth), $0) } : []
        // Its days: the lone day's pattern at the width its pattern writes the day, as the library (kept where they
        // differ from the lone day's, `dd.MM.y`).
        var numericDays: [String] =
            DatePickerLayout.fieldWidth(of: ["d"], in: patterns[2]).map { width -> [String] in
                let pattern = DatePickerLayout.dayPattern(dayPattern, width: width)
                return dates.days.map { format(pattern, $0) }
            } ?? []
        if styleNumerals {
            let layout = DatePickerLayout(for: locale, calendar: calendar)
            years = layout.labels(for: .year, of: dates.years)
            days = layout.labels(for: .day, of: dates.days)
            if !numericMonths.isEmpty {
                numericMonths = layout.monthLabels(for: .numeric, of: layout.months(inYearOf: instant))
            }
            if !numericDays.isEmpty { numericDays = layout.dayLabels(for: .numeric, of: dates.days) }
        }
        if numericDays == days { numericDays = [] }
        let eraPattern = DatePickerLayout.eraLabelPattern(from: patterns)
        let erasAround = [-150, 0, 150].compactMap { calendar.date(byAdding: .year, value: $0, to: instant) }.map {
            format(eraPattern, $0)
        }
        var erasSpanned: [String] = []
        if Set(erasAround).count > 1 {
            for offset in -150...150 {
                guard let date = calendar.date(byAdding: .year, value: offset, to: instant) else { continue }
                let era = format(eraPattern, date)
                if !erasSpanned.contains(era) { erasSpanned.append(era) }
            }
        }
        return PickerColumns(
            yearPattern: yearPattern, years: years, selectedYear: dates.selectedYear,
            months: dates.months.map { format(PickerColumns.monthPattern, $0) }, numericMonths: numericMonths,
            selectedMonth: dates.selectedMonth,
            dayPattern: dayPattern, days: days, numericDays: numericDays, selectedDay: dates.selectedDay,
            erasAround: erasAround, erasSpanned: erasSpanned, eraPattern: eraPattern, styleNumerals: styleNumerals
        )
    }
}
