import Foundation

/// How to lay out the columns of a date picker for a locale: the order of the year, month and day columns
/// for each kind of picker, the patterns they come from, and what the month, day and year columns show.
///
/// ```swift
/// import DateOrder
///
/// let layout = DatePickerLayout(for: Locale(identifier: "en_CA"))
/// layout.numeric          // [.year, .month, .day]    2026-04-15
/// layout.withMonthNames   // [.month, .day, .year]    April 15, 2026
/// layout.pattern(for: .withMonthNames)   // "MMMM d, y"
/// ```
///
/// Everything comes from Foundation's own data for the locale (and calendar):
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` for each kind's template, read with
/// ``DateFieldOrder/init(pattern:)``. The values are computed once, when the layout is created.
public struct DatePickerLayout: Hashable, Sendable {
    /// The locale the layout is for, with the calendar as its `calendar` keyword when one was given.
    public let locale: Locale
    /// The calendar the columns count in: the one given, or the locale's default.
    public let calendar: Calendar

    private let patterns: [DatePickerKind: String]

    /// The stand-alone month names of the calendar, wide ("April"): what a month column lists. Calendars with
    /// a leap month (Hebrew, for one) list it too, so the count can exceed 12.
    public let monthNames: [String]
    /// The stand-alone month names of the calendar, abbreviated ("Apr").
    public let shortMonthNames: [String]
    /// The locale's pattern for a year on its own (`"y"`, `"y年"`): format the year column's values with it.
    public let yearPattern: String
    /// The locale's pattern for a day on its own (`"d"`, `"d日"`): format the day column's values with it.
    public let dayPattern: String
    /// Whether the locale writes right to left; a horizontal picker then puts the first column on the right.
    public let isRightToLeft: Bool

    /// Creates the layout for a locale, in `calendar` (default: the locale's own calendar).
    ///
    /// - Parameters:
    ///   - locale: The locale whose conventions the picker follows, for example `Locale.current`.
    ///   - calendar: The calendar the picker counts in; `nil` for the locale's default calendar.
    public init(for locale: Locale, calendar: Calendar? = nil) {
        let calendar = calendar ?? locale.calendar
        let locale = Self.locale(locale, with: calendar.identifier)
        self.locale = locale
        self.calendar = calendar
        var patterns: [DatePickerKind: String] = [:]
        for kind in DatePickerKind.allCases {
            patterns[kind] = Self.pattern(kind.template.rawValue, locale: locale)
        }
        self.patterns = patterns
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        monthNames = formatter.standaloneMonthSymbols
        shortMonthNames = formatter.shortStandaloneMonthSymbols
        yearPattern = Self.pattern("y", locale: locale)
        dayPattern = Self.pattern("d", locale: locale)
        isRightToLeft = locale.language.characterDirection == .rightToLeft
    }

    /// The column order of a numeric date picker (`yMd`), e.g. `[.month, .day, .year]` for `en_US`.
    public var numeric: [Calendar.Component] { components(for: .numeric) }
    /// The column order of a date picker with month names (`yMMMMd`), e.g. `[.day, .month, .year]` for `de`.
    public var withMonthNames: [Calendar.Component] { components(for: .withMonthNames) }
    /// The column order of a year–month picker (`yMMMM`), e.g. `[.year, .month]` for `ja_JP`.
    public var yearMonth: [Calendar.Component] { components(for: .yearMonth) }
    /// The column order of a month–day picker (`MMMMd`), e.g. `[.day, .month]` for `fr_FR`.
    public var monthDay: [Calendar.Component] { components(for: .monthDay) }

    /// The columns of a kind of picker, in the order the locale writes them.
    ///
    /// Foundation's pattern for the kind's template normally holds every field the picker asks for. Should a
    /// locale's pattern leave one out, the column is not invented: the array then has fewer elements than
    /// the picker has fields (``order(for:)`` tells which).
    public func components(for kind: DatePickerKind) -> [Calendar.Component] {
        order(for: kind)?.restricted(to: kind.fields).components ?? []
    }

    /// The order of the date fields in the locale's pattern for a kind of picker, or `nil` when the pattern
    /// has no date field at all.
    public func order(for kind: DatePickerKind) -> DateFieldOrder? {
        DateFieldOrder(pattern: pattern(for: kind))
    }

    /// The locale's pattern for a kind of picker, e.g. `"MMMM d, y"` for `.withMonthNames` in `en_US`.
    public func pattern(for kind: DatePickerKind) -> String {
        patterns[kind] ?? ""
    }

    /// Whether every kind of picker follows one column order (restricted to the fields it has).
    public var isUniform: Bool {
        guard let full = order(for: .numeric) else { return false }
        return DatePickerKind.allCases.allSatisfy { kind in
            order(for: kind)?.restricted(to: kind.fields) == full.restricted(to: kind.fields)
        }
    }

    private static func pattern(_ template: String, locale: Locale) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
    }

    /// The locale with `calendar` as its calendar keyword, unless that is already its calendar.
    private static func locale(_ locale: Locale, with calendar: Calendar.Identifier) -> Locale {
        guard locale.calendar.identifier != calendar else { return locale }
        var components = Locale.Components(locale: locale)
        components.calendar = calendar
        return Locale(components: components)
    }
}
