import Foundation

extension DatePickerLayout {
    /// Where a layout's answers come from: the locale's own data, or something that stands in for it.
    public enum DataSource: Hashable, Sendable {
        /// The locale's own data for its calendar.
        case locale
        /// Foundation has no month names for the locale in this calendar (an empty identifier, `root`, Dhivehi,
        /// Luri or Mazanderani in the Persian calendar) and answers with its root data: placeholder month names
        /// (`M01`…) or transliterated ones (`Farvardin`), often with root's patterns (`y-MM-dd`, `G y MMMM d`).
        /// The layout is usable, but what its month column shows is not the locale's. Also when the layout has an
        /// era column and Foundation names the era with root's placeholder (`ERA1`: `de_DE@calendar=coptic`).
        case rootFallback
        /// Foundation cannot read the identifier (`"not a locale!!"`: no patterns, so no columns), does not know
        /// its language (`"xx_YY"`: the answers are those of the process's default locale), or cannot honour its
        /// calendar: `DateFormatter` and `Calendar` count the date differently (`@calendar=islamic-rgsa` formats
        /// Islamic dates under a Gregorian `Calendar`), or `Calendar` counts a non-Gregorian calendar as Gregorian
        /// (`ethioaa` on some toolchains). Rows built from such a layout would mix two calendars.
        case unknownIdentifier
    }

    /// Whether the answers are the locale's own: check it before trusting a layout for an identifier that
    /// came from outside (`Locale.current` always has data).
    ///
    /// Decided on each access from the patterns (all missing: unknown identifier), the month names (root's
    /// placeholders, or root's Latin transliterations in a locale of another script: root fallback, as `dateorder`
    /// marks it) and the language (not one of `Locale.availableIdentifiers`
    /// once a deprecated code is read as its replacement, `iw` as `he`: unknown identifier), and whether
    /// `DateFormatter` and `Calendar` count the calendar alike (not: unknown identifier). Costs two `Calendar`
    /// symbol lookups and one formatted date.
    public var dataSource: DataSource {
        if patterns.allSatisfy({ $0 == nil }) || !honoursCalendar { return .unknownIdentifier }
        let calendar = self.calendar
        var root = Calendar(identifier: calendar.identifier)
        var components = Locale.Components(identifier: "root")
        components.calendar = calendar.identifier
        root.locale = Locale(components: components)
        if Self.isRootFallback(
            months: calendar.standaloneMonthSymbols, rootMonths: root.standaloneMonthSymbols,
            script: locale.language.script?.identifier)
        {
            return .rootFallback
        }
        if [numeric, withMonthNames, yearMonth, monthDay].contains(where: { $0.contains(.era) }),
            labels(for: .era, of: [Date(timeIntervalSince1970: 1_776_254_400)]).contains(where: Self.isPlaceholderEra)
        {
            return .rootFallback
        }
        guard let language = locale.language.languageCode?.identifier, Self.languages.contains(language) else {
            return .unknownIdentifier
        }
        return .locale
    }

    /// Whether `DateFormatter` and `Calendar` count a sample date's year and day the same way in the layout's
    /// calendar (not its month: the two number the Hebrew months differently), and a calendar other than the
    /// Gregorian one (or ISO 8601's) is not counted as Gregorian.
    var honoursCalendar: Bool {
        var calendar = self.calendar
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let sample = Date(timeIntervalSince1970: 1_776_254_400)  // 2026-04-15 12:00 UTC
        let counted = calendar.dateComponents([.year, .day], from: sample)
        let formatter = DateFormatter()
        // The locale with Latin digits, so that the numbers can be read back.
        formatter.locale = Locale(
            identifier: locale.identifier + (locale.identifier.contains("@") ? ";" : "@") + "numbers=latn")
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = "y d"
        let written = formatter.string(from: sample).split(separator: " ").compactMap { Int($0) }
        guard written == [counted.year, counted.day].compactMap({ $0 }) else { return false }
        if [.gregorian, .iso8601].contains(calendar.identifier) { return true }
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = calendar.timeZone
        return gregorian.dateComponents([.year, .day], from: sample) != counted
    }

    /// Whether a locale's month names are root's stand-ins rather than its own: root's names in the calendar, and
    /// either placeholders (`M01`…, root's Gregorian months) or Latin transliterations (`Farvardin`, `Muharram`)
    /// in a locale written in another script (`uz_Arab`). Root's transliterations are the names a Latin-script
    /// locale writes too (`en_SA`'s Islamic months), so there they are the locale's. The rule `dateorder` marks
    /// pages with, shared.
    package static func isRootFallback(months: [String], rootMonths: [String], script: String?) -> Bool {
        guard months == rootMonths else { return false }
        let placeholders = months.allSatisfy { $0.hasPrefix("M") && $0.dropFirst().allSatisfy(\.isNumber) }
        return placeholders || script != "Latn"
    }

    /// Root's placeholder for an era name: `ERA` and digits (`ERA0`, `ERA1`).
    static func isPlaceholderEra(_ name: String) -> Bool {
        name.count > 3 && name.hasPrefix("ERA") && name.dropFirst(3).allSatisfy { ("0"..."9").contains($0) }
    }

    /// The languages Foundation has data for: the first part of each available identifier (made once).
    private static let languages = Set(
        Locale.availableIdentifiers.map { $0.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased() })
}
