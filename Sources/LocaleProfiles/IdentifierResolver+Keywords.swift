import Foundation

extension IdentifierResolver {
    /// `identifier` with the keywords typed after its `@` checked and written canonically, in ICU's order (by
    /// name): `calendar=` with an honoured calendar's canonical name (`gregory` → `gregorian`); where the resolver
    /// takes one, `hours=` with one of `h11`, `h12`, `h23`, `h24`, in lower case as Foundation reads it
    /// (`ja_JP@calendar=japanese;hours=h12`; `hours=H23` is refused, Foundation ignores it); and, where the resolver
    /// takes them (`show`), the keywords a user's settings put in `Locale.current` (``PreferenceKeyword``: `rg=`,
    /// `numbers=`, `fw=`, …), names in any case, `ms` as `measure`, values in lower case (`fw=MON` and
    /// `numbers=ARAB` are refused, as `hours=H23` is). An unsupported keyword in a list
    /// (`calendar=gregorian;foo=bar`) is the one refused, named alone, before any value is judged; so is a
    /// preference keyword where the resolver takes none; a keyword given twice is refused as repeated.
    func keywords(_ list: String, of identifier: String) -> Result<String, Failure> {
        let keywords = list.split(separator: ";", omittingEmptySubsequences: false)
        var values: [String: String] = [:]
        for keyword in keywords {
            let named = keywords.count == 1 || keyword.isEmpty ? list : String(keyword)
            let pair = keyword.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let preference = PreferenceKeyword(typed: String(pair[0]))
            let name = preference?.rawValue ?? pair[0].lowercased()
            // A preference keyword without a value (`rg=`) is judged with its values below: no value, and what it
            // takes.
            guard pair.count == 2, !pair[1].isEmpty || preference != nil,
                name == "calendar" || name == "hours" || preference != nil
            else { return .failure(.invalidKeyword(named)) }
            if values[name] != nil { return .failure(.repeatedKeyword(name)) }
            if name == "hours", !acceptsHourCycle { return .failure(.hourCycleNotAccepted(named)) }
            if preference != nil, !acceptsPreferences { return .failure(.preferenceNotAccepted(named)) }
            values[name] = String(pair[1])
        }
        var canonical: [String] = []
        if let typed = values["calendar"] {
            let calendar = CalendarKeywords.normalized(typed.lowercased())
            if let reason = CalendarKeywords.refusal(calendar, for: identifier) {
                return .failure(.refusedCalendar(calendar, reason: reason))
            }
            canonical.append("calendar=" + (CalendarKeywords.canonical(calendar, for: identifier) ?? calendar))
        }
        if let typed = values["hours"] {
            // Foundation reads an ICU form's value in lower case only: `en_US@hours=H23` keeps en_US's own clock
            // (`h:mm a`), so answering for `h23` would be a clock Foundation does not count. A BCP 47 form's value,
            // which Foundation reads in any case (`en-US-u-hc-H23`), arrives lower-cased (`unicodeExtension`).
            guard let cycle = HourCycle(rawValue: typed) else { return .failure(.unknownHourCycle(typed)) }
            canonical.append("hours=" + cycle.rawValue)
        }
        for keyword in PreferenceKeyword.allCases {
            guard let typed = values[keyword.rawValue] else { continue }
            guard let value = keyword.canonical(typed) else {
                return .failure(.unknownPreference(keyword, value: typed))
            }
            if keyword.readsLowerCaseOnly, typed != value {
                return .failure(.upperCasePreference(keyword, value: typed))
            }
            canonical.append(keyword.rawValue + "=" + value)
        }
        return .success(identifier + "@" + canonical.sorted().joined(separator: ";"))
    }
}
