import DateOrder
import LocaleProfiles

/// What `dateorder show` says first for a language and region no listed locale pairs (`ja_US`): what the identifier
/// is, where Foundation's answer comes from, and where it differs from the language's principal locale (ja_JP).
enum CombinationNote {
    /// One line for standard error.
    static func text(
        _ combination: LocaleCombination, typed: String, profile: LocaleProfile, principal: LocaleProfile?
    ) -> String {
        let keywords = profile.identifier.split(separator: "@", maxSplits: 1).dropFirst().first ?? ""
        let preferences = [
            keywords.contains("calendar=") ? nil : "calendar", keywords.contains("hours=") ? nil : "hour cycle",
        ].compactMap { $0 }
        var line =
            "dateorder: " + replacement(typed: typed, combination)
            + "\(combination.identifier) is not one of Foundation's locales but \(combination.pairing); "
            + (profile.provenance.rootFallback
                ? "Foundation, reading it as \(combination.reading), has no month names for it and writes it with "
                    + "root's placeholder month names"
                : "Foundation writes it with the language's names")
            + (preferences.isEmpty
                ? ""
                : (keywords.contains("rg=") ? " and, from its rg keyword, that region's " : " and the region's ")
                    + preferences.joined(separator: " and "))
        if let principal {
            let differences = Self.differences(profile, from: principal)
            line +=
                differences.isEmpty
                ? "; its pickers and time are ordered as \(principal.identifier)'s"
                : "; unlike \(principal.identifier): " + differences.joined(separator: ", ")
        }
        return line + "\n"
    }

    /// `'iw_US' reads as he_US (Foundation's code for iw is he); ` where the typed language is a
    /// deprecated code Foundation replaces, so the answer's identifier is explained; empty otherwise.
    static func replacement(typed: String, _ combination: LocaleCombination) -> String {
        let language = typed.prefix { $0 != "_" && $0 != "-" && $0 != "@" }.lowercased()
        let read = String(combination.language.prefix { $0 != "_" })
        guard language != read else { return "" }
        return "\(Visible.quoted(typed)) reads as \(combination.identifier) (Foundation's code for "
            + "\(Visible.text(language)) is \(read)); "
    }

    /// `numeric M·D·Y (ja_JP Y·M·D)`, `time 12-hour 1–12, day period first (ja_JP 24-hour 0–23)`: each picker, the
    /// calendar and the time picker where the profile differs from `principal`'s.
    static func differences(_ profile: LocaleProfile, from principal: LocaleProfile) -> [String] {
        var differences: [String] = []
        if profile.calendar != principal.calendar {
            differences.append("calendar \(profile.calendar) (\(principal.identifier) \(principal.calendar))")
        }
        for kind in DatePickerKind.allCases {
            let (own, theirs) = (order(profile.answer.row(kind)), order(principal.answer.row(kind)))
            if own != theirs { differences.append("\(kind) \(own) (\(principal.identifier) \(theirs))") }
        }
        if profile.time.time.columns != principal.time.time.columns
            || profile.time.hourCycle != principal.time.hourCycle
        {
            // In words; with the columns where the words alone would read the same.
            var (own, theirs) = (time(profile), time(principal))
            if own == theirs { (own, theirs) = (own + ", " + columns(profile), theirs + ", " + columns(principal)) }
            differences.append("time \(own) (\(principal.identifier) \(theirs))")
        }
        return differences
    }

    /// `Y·M·D`, with `era·` before it where the picker has an era column.
    private static func order(_ row: PickerAnswer.Row?) -> String {
        guard let row else { return "-" }
        return (row.hasEraColumn ? "era·" : "") + (row.order.map(PickerAnswer.dotted) ?? "fields missing")
    }

    /// `12-hour 1–12, day period first`, `24-hour 0–23`: the clock the time picker counts and where its day period
    /// goes, in the words of the site's time pickers.
    private static func time(_ profile: LocaleProfile) -> String {
        guard let cycle = profile.time.hourCycle else { return "no hour column" }
        return (cycle.usesDayPeriod ? "12-hour " : "24-hour ") + cycle.range
            + (profile.time.dayPeriod == .none ? "" : ", day period " + profile.time.dayPeriodPlacement)
    }

    /// `hour minute day period`: the time picker's columns.
    private static func columns(_ profile: LocaleProfile) -> String {
        profile.time.time.columns.map { $0 == .dayPeriod ? "day period" : $0.rawValue }.joined(separator: " ")
    }
}
