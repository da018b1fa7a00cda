import Foundation

/// The `hours=` keyword of an identifier (`en_US@hours=h23`, what a user's 12- or 24-hour setting gives a locale),
/// which `show` and `list` take: its patterns then count that clock, while Foundation's names of the locale and
/// its Gregorian view know nothing of it.
package enum HourCycleKeyword {
    /// The hour cycle the identifier names, if any: `.h23` for `en_US@calendar=gregorian;hours=h23`.
    package static func cycle(in identifier: String) -> HourCycle? {
        keywords(of: identifier).lazy.compactMap { keyword in
            keyword.hasPrefix("hours=") ? HourCycle(rawValue: String(keyword.dropFirst("hours=".count))) : nil
        }.first
    }

    /// The identifier without its `hours=` keyword and the ``PreferenceKeyword``s a user's settings add:
    /// `en_US@hours=h23` → `en_US`, `ja_JP@calendar=japanese;hours=h12;rg=gbzzzz` → `ja_JP@calendar=japanese`.
    package static func removed(from identifier: String) -> String {
        with(identifier, keywords: keywords(of: identifier).filter { !isNamedApart($0) })
    }

    /// Whether a keyword is one Foundation's names leave out or name unevenly (`rg=`, `measure=`: none at all),
    /// so a name carries it in its own words: the hour cycle and the preference keywords.
    private static func isNamedApart(_ keyword: Substring) -> Bool {
        let name = String(keyword.prefix { $0 != "=" })
        return name == "hours" || PreferenceKeyword(rawValue: name) != nil
    }

    /// The identifier in the Gregorian calendar, keeping its other keywords (the hour cycle):
    /// `th_TH@hours=h12` → `th_TH@calendar=gregorian;hours=h12`.
    static func gregorian(_ identifier: String) -> String {
        with(
            identifier,
            keywords: ["calendar=gregorian"] + keywords(of: identifier).filter { !$0.hasPrefix("calendar=") })
    }

    /// A name of the locale with its hour cycle and preference keywords: Foundation names no identifier with an
    /// `hours=`, `rg=` or `measure=` keyword, so the name of the rest, with each keyword inside its parentheses
    /// (`English (United States, hours h23)`, `English (United States, fw mon, rg gbzzzz)`); `name` alone for an
    /// identifier without them.
    package static func name(_ identifier: String, by name: (String) -> String?) -> String? {
        let apart = keywords(of: identifier).filter(isNamedApart)
        guard !apart.isEmpty else { return name(identifier) }
        guard let base = name(removed(from: identifier)) else { return nil }
        let words = apart.map { $0.replacingOccurrences(of: "=", with: " ") }.joined(separator: ", ")
        return base.hasSuffix(")") ? base.dropLast() + ", \(words))" : base + " (\(words))"
    }

    private static func keywords(of identifier: String) -> [Substring] {
        guard let at = identifier.firstIndex(of: "@") else { return [] }
        return identifier[identifier.index(after: at)...].split(separator: ";")
    }

    private static func with(_ identifier: String, keywords: [Substring]) -> String {
        let base = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return keywords.isEmpty ? String(base) : base + "@" + keywords.joined(separator: ";")
    }
}
