import Foundation

extension DatePickerLayout {
    /// Where a layout's answers come from: the locale's own data, or something that stands in for it.
    public enum DataSource: Hashable, Sendable {
        /// The locale's own data for its calendar.
        case locale
        /// Foundation has no date data for the locale in this calendar (an empty identifier, `root`, Luri or
        /// Mazanderani in the Persian calendar) and answers with its root data: placeholder month names (`M01`…)
        /// or transliterated ones (`Farvardin`), and root's patterns (`y-MM-dd`, `G y MMMM d`). The layout is
        /// usable, but it is not the locale's.
        case rootFallback
        /// Foundation cannot read the identifier (`"not a locale!!"`: no patterns, so no columns) or does not know
        /// its language (`"xx_YY"`: the answers are those of the process's default locale).
        case unknownIdentifier
    }

    /// Whether the answers are the locale's own: check it before trusting a layout for an identifier that
    /// came from outside (`Locale.current` always has data).
    ///
    /// Decided on each access from the patterns (all missing: unknown identifier), the month names and patterns
    /// (all the same as root's in this calendar: root fallback) and the language (not one of
    /// `Locale.availableIdentifiers`: unknown identifier). Costs two `Calendar` symbol lookups, and four pattern
    /// lookups for root when the month names are root's.
    public var dataSource: DataSource {
        if patterns.allSatisfy({ $0 == nil }) { return .unknownIdentifier }
        let calendar = self.calendar
        var root = Calendar(identifier: calendar.identifier)
        var components = Locale.Components(identifier: "root")
        components.calendar = calendar.identifier
        root.locale = Locale(components: components)
        if calendar.standaloneMonthSymbols == root.standaloneMonthSymbols,
            DatePickerLayout(for: root.locale ?? Locale(identifier: "root"), calendar: root).patterns == patterns
        {
            return .rootFallback
        }
        guard let language = locale.language.languageCode?.identifier, Self.languages.contains(language) else {
            return .unknownIdentifier
        }
        return .locale
    }

    /// The languages Foundation has data for: the first part of each available identifier (made once).
    private static let languages = Set(
        Locale.availableIdentifiers.map { $0.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased() })
}
