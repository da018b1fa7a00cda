import Foundation

extension IdentifierResolver {
    /// `identifier` with the keywords typed after its `@` checked and written canonically, in ICU's order:
    /// `calendar=` with an honoured calendar's canonical name (`gregory` → `gregorian`) and, where the resolver
    /// takes one, `hours=` with one of `h11`, `h12`, `h23`, `h24` (`ja_JP@calendar=japanese;hours=h12`). An
    /// unsupported keyword in a list (`calendar=gregorian;numbers=arab`) is the one refused, named alone, before
    /// any value is judged; a keyword given twice is refused as repeated, whatever its values.
    func keywords(_ list: String, of identifier: String) -> Result<String, Failure> {
        let keywords = list.split(separator: ";", omittingEmptySubsequences: false)
        var values: [String: String] = [:]
        for keyword in keywords {
            let named = keywords.count == 1 || keyword.isEmpty ? list : String(keyword)
            let pair = keyword.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].lowercased()
            guard pair.count == 2, !pair[1].isEmpty, name == "calendar" || name == "hours"
            else { return .failure(.invalidKeyword(named)) }
            if values[name] != nil { return .failure(.repeatedKeyword(name)) }
            if name == "hours", !acceptsHourCycle { return .failure(.hourCycleNotAccepted(named)) }
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
            guard let cycle = HourCycle(rawValue: typed.lowercased()) else { return .failure(.unknownHourCycle(typed)) }
            canonical.append("hours=" + cycle.rawValue)
        }
        return .success(identifier + "@" + canonical.joined(separator: ";"))
    }
}
