import Foundation

extension DatePickerLayout {
    /// The Islamic calendars Foundation traps on in a locale of an unknown region.
    private static let islamicCalendars: Set<Calendar.Identifier> = [
        .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura,
    ]

    /// Whether Foundation traps on `locale` counting in `calendar` (or in its own calendar keyword): on Linux,
    /// `Locale.calendar`, `DateFormatter` and `dateFormat(fromTemplate:)` dereference a null pointer for a locale
    /// whose region sorts after `ZW`, the last ISO 3166 code (`ZX`, `ZY`, `ZZ`, CLDR's unknown region, or a longer
    /// code such as `ZWA`), in an Islamic calendar: `en_ZZ@calendar=islamic`, or `en_ZZ` given
    /// `Calendar(identifier: .islamicUmmAlQura)`. Also where such a locale's keyword names an Islamic calendar and
    /// another is given: replacing the keyword reads the locale's calendar. Read from the identifier and
    /// `Locale.Components`, which do not trap.
    static func trapsFoundation(_ locale: Locale, calendar: Calendar.Identifier?) -> Bool {
        guard let region = locale.region?.identifier.uppercased(), region > "ZW" else { return false }
        // The keyword too when another calendar is given: replacing it reads the locale's calendar first.
        return [calendar, Locale.Components(locale: locale).calendar].contains {
            $0.map(islamicCalendars.contains) ?? false
        }
    }
}
