import DateOrder
import Foundation

/// The `@calendar=` keywords the reference accepts: those whose data `DateFormatter` really gives in that
/// calendar, decided at run time, so a toolchain that cannot honour one is refused instead of publishing a page
/// that names one calendar while its samples come from another.
///
/// A keyword is honoured when Foundation's `Locale` names a calendar for it that the reference knows, and a
/// fresh `DateFormatter` for a locale with the keyword formats the sample instant with that calendar's year and
/// day, as Foundation's `Calendar` counts them (on this toolchain `ethioaa` formats Gregorian dates, Foundation's
/// Amete Alem `Calendar` counts Gregorian years, and `islamic-rgsa` formats Islamic dates under a Gregorian
/// `Locale.calendar`: all are refused).
package enum CalendarKeywords {
    /// The keywords considered: CLDR's calendar keyword values and ICU's long names.
    package static let candidates = [
        "buddhist", "chinese", "coptic", "dangi", "ethioaa", "ethiopic", "ethiopic-amete-alem", "gregorian", "gregory",
        "hebrew", "indian", "islamic", "islamic-civil", "islamic-rgsa", "islamic-tbla", "islamic-umalqura", "iso8601",
        "japanese", "persian", "roc",
    ]

    /// Other spellings of a keyword, each with the one `DateFormatter` reads: CLDR's and BCP 47's `gregory` is
    /// ICU's `gregorian` (DateFormatter ignores `gregory` and keeps the locale's default calendar), and `islamicc`
    /// is BCP 47's deprecated `islamic-civil`.
    static let spellings = ["gregory": "gregorian", "islamicc": "islamic-civil"]

    /// The keyword `DateFormatter` reads for a (lowercased) keyword: `gregory` → `gregorian`; others unchanged.
    package static func normalized(_ keyword: String) -> String { spellings[keyword] ?? keyword }

    /// The calendars honoured for `en_US`, by their canonical keyword, sorted: the list error messages offer.
    package static let honoured: [String] = Array(
        Set(candidates.filter { isHonoured($0, for: "en_US") }.compactMap { canonical($0, for: "en_US") })
    ).sorted()

    /// The canonical keyword of an honoured one (`gregory` → `gregorian`): the name of the calendar `Locale` gives
    /// it, so one calendar has one page.
    package static func canonical(_ keyword: String, for identifier: String) -> String? {
        CalendarName(Locale(identifier: identifier + "@calendar=" + keyword).calendar.identifier)?.rawValue
    }

    /// Why a keyword is refused for an identifier, or `nil` when it is honoured.
    package static func refusal(_ keyword: String, for identifier: String) -> String? {
        if candidates.contains(keyword), isHonoured(keyword, for: identifier) { return nil }
        let supported = "supported: " + honoured.joined(separator: ", ")
        guard candidates.contains(keyword) else {
            // A keyword one or two letters off a supported one (`japanes`, `budhist`) is most likely that one.
            return "unknown calendar '\(Visible.text(keyword))'"
                + IdentifierResolver.didYouMean(IdentifierResolver.near(keyword, among: honoured)) + " (\(supported))"
        }
        return "calendar '\(keyword)' is not honoured by DateFormatter for \(identifier) on this toolchain (its dates "
            + "would come from another calendar than the one Locale names); \(supported)"
    }

    /// Whether `DateFormatter` formats `identifier@calendar=keyword` in the calendar `Locale` names for it: its
    /// year and day of the sample instant equal those of a formatter asked for that calendar by ICU's own name
    /// (`en_US_POSIX@calendar=ethiopic-amete-alem` counts Amete Alem years; `ethioaa` gives Gregorian ones here),
    /// and those Foundation's `Calendar` counts (its Amete Alem calendar counts Gregorian years here).
    static func isHonoured(_ keyword: String, for identifier: String) -> Bool {
        let locale = Locale(identifier: identifier + "@calendar=" + keyword)
        guard let name = CalendarName(locale.calendar.identifier) else { return false }
        if name == .gregorian, keyword != "gregorian", keyword != "gregory" { return false }
        let formatted = yearAndDay(locale)
        // Foundation's own Calendar must count the same way, or picker arithmetic would contradict the samples.
        var calendar = Calendar(identifier: name.identifier)
        calendar.timeZone = SampleInstant.timeZone
        let counted = calendar.dateComponents([.year, .day], from: SampleInstant.date)
        return formatted == yearAndDay(Locale(identifier: "en_US_POSIX@calendar=" + name.rawValue))
            && formatted == [counted.year, counted.day].compactMap { $0 }
    }

    /// The sample instant's year and day as a fresh `DateFormatter` for `locale` writes them, read whatever the
    /// digits.
    private static func yearAndDay(_ locale: Locale) -> [Int] {
        let text = FoundationFormatters.confined {
            let formatter = FoundationFormatters.make()
            formatter.locale = locale
            formatter.timeZone = SampleInstant.timeZone
            formatter.dateFormat = "y'|'d"
            return formatter.string(from: SampleInstant.date)
        }
        return text.split(separator: "|").map { part in
            part.unicodeScalars.reduce(0) { value, scalar in
                guard scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue else {
                    return value
                }
                return value * 10 + Int(digit)
            }
        }
    }
}
