import DateOrder
import Foundation

/// Where a profile's data is not the locale's own, so a page can say so instead of contradicting itself.
package struct DataProvenance: Hashable, Sendable, Codable {
    /// ICU has no date data for the locale and falls back to its root: placeholder month names such as `M04`.
    package var rootFallback: Bool = false
    /// The era an era column shows where it is root's Latin transliteration in a locale written in another script
    /// (`AP` in `ps_AF`'s Persian calendar), by the library's rule (`DatePickerLayout.isRootFallback(eras:…)`):
    /// also root data, as `DatePickerLayout.dataSource` says. `nil` otherwise (a placeholder such as `ERA1` has its
    /// own note).
    package var rootEra: String?
    /// The name Foundation's `DateFormatter` hands ICU when it differs from the identifier: on Linux,
    /// CoreFoundation canonicalizes first (`shi_Latn` → `shi`, `sr_Cyrl_ME` → `sr_ME`, `ff_Latn_LR` → `ff_LR`).
    /// `nil` when it passes the identifier as it is.
    package var formatterLocale: String?
    /// What `Date.FormatStyle`, which does not rename, gives for each picker kind, when `formatterLocale` is set.
    package var formatStyle: [FormatStyleAnswer] = []

    /// Whether any of the data a picker shows is root's rather than the locale's: its months or its era's name.
    package var fallsBackToRoot: Bool { rootFallback || rootEra != nil }

    package init(
        rootFallback: Bool = false, rootEra: String? = nil, formatterLocale: String? = nil,
        formatStyle: [FormatStyleAnswer] = []
    ) {
        self.rootFallback = rootFallback
        self.rootEra = rootEra
        self.formatterLocale = formatterLocale
        self.formatStyle = formatStyle
    }
}

/// One picker kind as `Date.FormatStyle` writes it: the sample and the order of its year, month and day fields.
package struct FormatStyleAnswer: Hashable, Sendable, Codable {
    /// The picker kind (its template is the FormatStyle's fields: `yMd` is `.year().month(.defaultDigits).day()`).
    package var kind: DatePickerKind
    /// The sample instant formatted by `Date.FormatStyle`.
    package var sample: String
    /// The order of the fields in that output, read from its attributed runs; `nil` when a field the picker has is
    /// not attributed (a Chinese calendar's related Gregorian year, pattern letter `r`, carries no field), so the
    /// order cannot be read.
    package var order: DateFieldOrder?
}

extension DataProvenance {
    /// The name `DateFormatter` hands ICU for `identifier` when it differs (Linux: CoreFoundation's canonical
    /// name); `nil` where it is the identifier or cannot be known.
    static func formatterLocale(of identifier: String) -> String? {
        #if canImport(Glibc)
            guard let name = ICULibrary.shared?.coreFoundationIdentifier(identifier), name != identifier else {
                return nil
            }
            return name
        #else
            return nil
        #endif
    }
}

extension FormatStyleAnswer {
    /// What `Date.FormatStyle` gives for each picker kind in `locale`, `calendar` and `timeZone` at `instant`.
    static func answers(locale: Locale, calendar: Calendar, timeZone: TimeZone, instant: Date) -> [FormatStyleAnswer] {
        FoundationFormatters.confined {
            confinedAnswers(locale: locale, calendar: calendar, timeZone: timeZone, instant: instant)
        }
    }

    private static func confinedAnswers(locale: Locale, calendar: Calendar, timeZone: TimeZone, instant: Date)
        -> [FormatStyleAnswer]
    {
        DatePickerKind.allCases.map { kind in
            let base = Date.FormatStyle(
                date: .omitted, time: .omitted, locale: locale, calendar: calendar, timeZone: timeZone)
            let style: Date.FormatStyle =
                switch kind {
                case .numeric: base.year().month(.defaultDigits).day()
                case .withMonthNames: base.year().month(.wide).day()
                case .yearMonth: base.year().month(.wide)
                case .monthDay: base.month(.wide).day()
                }
            let attributed = FoundationFormatters.format(instant, style.attributed)
            var fields: [DateField] = []
            for run in attributed.runs {
                switch run.foundation.dateField {
                case .year?: fields.append(.year)
                case .month?: fields.append(.month)
                case .day?: fields.append(.day)
                default: break
                }
            }
            let complete = kind.fields.allSatisfy(fields.contains)
            return FormatStyleAnswer(
                kind: kind, sample: String(attributed.characters), order: complete ? DateFieldOrder(fields) : nil)
        }
    }
}
