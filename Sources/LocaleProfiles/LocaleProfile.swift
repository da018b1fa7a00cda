import DateOrder

/// Everything the reference shows for one locale identifier: names, detected orders, patterns, samples,
/// calendar facts and symbols. A value, built once from Foundation, never mutated.
package struct LocaleProfile: Hashable, Sendable, Codable {
    /// The identifier as Foundation lists it, e.g. `"ja_JP"`.
    package var identifier: String
    /// The locale's name in English, e.g. `"Japanese (Japan)"`.
    package var englishName: String
    /// The locale's name in its own language, e.g. `"日本語（日本）"`; the English name where Foundation has none.
    package var nativeName: String
    /// The ISO language code, e.g. `"ja"`.
    package var languageCode: String
    /// The script: the identifier's (`"Latn"` for `sr_Latn`), else the one Foundation's likely subtags give
    /// (`"Jpan"` for `ja_JP`); `nil` when neither has one.
    package var scriptCode: String?
    /// The region: the identifier's (`"JP"` for `ja_JP`), else the one Foundation's likely subtags give
    /// (`"JP"` for `ja`); `nil` when neither has one.
    package var regionCode: String?
    /// Which of script and region came from Foundation's likely subtags rather than the identifier.
    package var inferredSubtags: [Subtag] = []

    /// The derived pattern, sample and order for each template, in the order the templates were given.
    package var formats: [TemplateFormat]
    /// The four date styles (short, medium, long, full) without time.
    package var dateStyles: [StyleFormat]

    /// The calendar every sample is in: the locale's default, or its `@calendar=` keyword.
    package var calendar: CalendarName
    /// The first day of the week, 1 = Sunday … 7 = Saturday.
    package var firstWeekday: Int
    /// The minimum number of days in the first week of a year.
    package var minimumDaysInFirstWeek: Int
    /// The hour cycle `Locale.hourCycle` reports.
    package var hourCycle: HourCycle
    /// The numbering system's identifier, e.g. `"latn"` or `"arab"`.
    package var numberingSystem: String
    /// The direction the locale's characters are written in.
    package var characterDirection: WritingDirection
    /// Month, weekday, AM/PM and era names in the default calendar.
    package var symbols: CalendarSymbols
    /// What the columns of a picker preview hold: years, months and days in the locale's calendar and digits,
    /// with the sample instant's values selected.
    package var picker: PickerColumns
    /// Where the data is not the locale's own: a fallback to ICU's root data, or Foundation renaming the locale
    /// before it asks ICU.
    package var provenance: DataProvenance = DataProvenance()
    /// Every template whose order disagrees with the primary order; computed once when the profile is built.
    package var conflicts: [OrderConflict] = []
    /// The answer its page leads with: the order of each kind of picker, and where `yyyyMMdd` misleads; computed
    /// once when the profile is built.
    package internal(set) var answer: PickerAnswer = .empty
    /// The time picker's answer: columns, hour cycle and range, day period, date-with-time order; computed once
    /// when the profile is built.
    package internal(set) var time: TimeAnswer = .empty

    /// The format for a template, if the profile has one.
    package func format(for template: DateTemplate) -> TemplateFormat? {
        formats.first { $0.template == template }
    }

    /// The format of `yyyyMMdd`, the template of the widely copied trick: the seed's "primary order".
    package var primary: TemplateFormat {
        format(for: .yyyyMMdd) ?? formats[0]
    }
}

/// The pattern a locale derives from one template, a sample of it, and the order it writes its fields in.
package struct TemplateFormat: Hashable, Sendable, Codable {
    /// The template, e.g. `yMMMd`.
    package var template: DateTemplate
    /// The locale's pattern for it, e.g. `"y年M月d日"`.
    package var pattern: String
    /// The sample instant formatted with that pattern in the locale's default calendar.
    package var sample: String
    /// The order of the date fields; `nil` when the template asks for no year, month or day.
    package var order: OrderResult?
    /// The same template in the Gregorian calendar, when the locale's default calendar is another one.
    package var gregorian: CalendarVariant?

    /// Creates a format and detects its order from the template's requested fields.
    package init(template: DateTemplate, pattern: String, sample: String, gregorian: CalendarVariant? = nil) {
        self.template = template
        self.pattern = pattern
        self.sample = sample
        self.order =
            template.hasDateFields ? OrderResult.detect(pattern: pattern, requested: template.requestedFields) : nil
        self.gregorian = gregorian
    }
}

/// A template's pattern, sample and order in a calendar other than the locale's default.
package struct CalendarVariant: Hashable, Sendable, Codable {
    /// The pattern in that calendar (it can differ: `th_TH` writes `dd/MM/y` in Buddhist, `dd/MM/yyyy` in Gregorian).
    package var pattern: String
    /// The sample instant in that calendar.
    package var sample: String
    /// The order of the date fields, if the template has any.
    package var order: OrderResult?
}

/// One of Foundation's date styles, its pattern and a sample.
package struct StyleFormat: Hashable, Sendable, Codable {
    /// `"short"`, `"medium"`, `"long"` or `"full"`.
    package var style: String
    /// The pattern Foundation uses for the style.
    package var pattern: String
    /// The sample instant in that style.
    package var sample: String
    /// The order of the date fields the style writes.
    package var order: OrderResult
}

/// The names a locale uses in its default calendar.
package struct CalendarSymbols: Hashable, Sendable, Codable {
    /// Month names as used inside a date ("format" context), wide: "January".
    package var months: [String]
    /// Month names as used inside a date, abbreviated: "Jan".
    package var shortMonths: [String]
    /// Month names standing alone, as in a picker column or a calendar header, wide.
    package var standaloneMonths: [String]
    /// Month names standing alone, abbreviated.
    package var shortStandaloneMonths: [String]
    /// Weekday names, wide, Sunday first.
    package var weekdays: [String]
    /// Weekday names, abbreviated, Sunday first.
    package var shortWeekdays: [String]
    /// Weekday names standing alone, wide, Sunday first.
    package var standaloneWeekdays: [String]
    /// The AM symbol.
    package var am: String
    /// The PM symbol.
    package var pm: String
    /// Era names, abbreviated, in calendar order.
    package var eras: [String]
}

extension LocaleProfile {
    /// The locale's name in its own language, or `nil` where Foundation has none and gives the English name in its
    /// place (`mid_IQ`: "Mandaic (Iraq)"), which is not the locale's text and must not be tagged as its language.
    package var ownName: String? {
        nativeName == englishName && languageCode != "en" ? nil : nativeName
    }
}
