import DateOrder
import Foundation
import LocaleProfiles
import Testing

/// The identifiers an app gets as `Locale.current`: a language with the user's region (`en_US@rg=gbzzzz`), clock
/// (`@hours=h23`), digits (`@numbers=latn`), calendar and first weekday, in ICU's form or BCP 47's, keywords in any
/// order. Foundation honours each: `en_US@rg=gbzzzz` writes `dd/MM/y` and `HH:mm`, `ja_JP@rg=gbzzzz` `dd/MM/y`
/// beside `y年M月d日`. The layouts must answer as a fresh `DateFormatter` given that locale does, for every locale.
@Suite("Locale.current identifiers: the layouts answer as DateFormatter does")
struct CurrentLocaleKeywordTests {
    static let instant = Date(timeIntervalSince1970: 1_776_271_530)

    /// Keywords a device gives, swapped, repeated (Foundation reads the first) or unknown (Foundation ignores it).
    static let keywords = [
        "@rg=gbzzzz", "@rg=sazzzz", "@rg=jpzzzz", "@hours=h11", "@hours=h24", "@numbers=arab", "@numbers=native",
        "@calendar=japanese;rg=jpzzzz", "@hours=h23;calendar=gregorian", "@hours=h12;hours=h23", "@hours=h25",
        "@fw=mon;measure=metric;rg=dezzzz", "-u-rg-gbzzzz", "-u-hc-h23-ca-gregory", "-u-ca-gregory-hc-h11",
        "-u-nu-latn-hc-h12",
    ]

    /// `identifier` with `keywords` (ICU's `@…` or a BCP 47 extension `-u-…`), where it has none of its own. Not
    /// root (`""`, `root`), which no device gives: `@rg=sazzzz` is root with Islamic months, and Foundation's
    /// formatters on Linux are not safe to use from several threads at once (a formatter for `""` made at the same
    /// moment in another test once read those months).
    static func keyworded(_ identifier: String, _ keywords: String) -> String? {
        guard !identifier.contains("@"), !identifier.isEmpty, identifier != "root" else { return nil }
        guard keywords.hasPrefix("-u-") else { return identifier + keywords }
        let bcp47 = Locale.identifier(.bcp47, from: identifier)
        return bcp47.contains("-u-") ? nil : bcp47 + keywords
    }

    static func pattern(_ template: String, _ locale: Locale) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? ""
    }

    static func text(_ pattern: String, _ locale: Locale) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter.string(from: instant)
    }

    @Test("Every locale with each keyword: patterns, text and hour cycle of a fresh DateFormatter", arguments: keywords)
    func everyLocale(keywords: String) {
        var wrong: [String] = []
        var checked = 0
        for identifier in Catalog.availableIdentifiers {
            guard let typed = Self.keyworded(identifier, keywords) else { continue }
            checked += 1
            // A BCP 47 form with a numbering keyword is one Foundation finds no patterns for and traps on when it
            // formats; the layouts read it in ICU's form, as they document, and the app formats with their locale.
            let reference = Locale(
                identifier: typed.contains("-nu-") ? Locale.identifier(.icu, from: typed) : typed)
            let date = DatePickerLayout(for: Locale(identifier: typed))
            let time = TimePickerLayout(for: Locale(identifier: typed))
            var found: [String] = []
            // Read as given, or in ICU's form where Foundation finds no patterns for the BCP 47 form (`af`, not `ar`).
            let read = [typed, reference.identifier]
            if !read.contains(date.locale.identifier) || !read.contains(time.locale.identifier) {
                found.append("locale \(date.locale.identifier)")
            }
            for kind in DatePickerKind.allCases {
                let expected = Self.pattern(kind.template.rawValue, reference)
                let pattern = date.pattern(for: kind)
                if pattern != expected || Self.text(pattern, date.locale) != Self.text(expected, reference) {
                    found.append("\(kind) \(pattern) (\(expected))")
                }
            }
            let jm = Self.pattern("jm", reference)
            if time.pattern != jm || Self.text(time.pattern, time.locale) != Self.text(jm, reference)
                || time.dateTimePattern != Self.pattern("yMMMd jm", reference)
                || time.hourCycle != TimePickerLayout.hourCycle(in: jm)
                || time.pattern(hourCycle: .oneToTwelve) != Self.pattern("hm", reference)
                || time.pattern(hourCycle: .zeroToTwentyThree) != Self.pattern("Hm", reference)
            {
                found.append("time \(time.pattern) (\(jm))")
            }
            if !found.isEmpty { wrong.append(typed + ": " + found.joined(separator: ", ")) }
        }
        #expect(checked > 1_000, "\(checked)")
        #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(10))")
    }

    @Test("The region decides the numeric date and the clock: en_US@rg=gbzzzz and ja_JP@rg=gbzzzz")
    func regionOverride() {
        let american = DatePickerLayout(for: Locale(identifier: "en-US-u-rg-gbzzzz"))
        #expect(american.numeric == [.day, .month, .year] && american.pattern(for: .numeric) == "dd/MM/y")
        #expect(american.pattern(for: .withMonthNames) == "d MMMM y")
        let japanese = DatePickerLayout(for: Locale(identifier: "ja_JP@rg=gbzzzz"))
        #expect(japanese.numeric == [.day, .month, .year] && japanese.withMonthNames == [.year, .month, .day])
        #expect(japanese.pattern(for: .numeric) == "dd/MM/y" && japanese.pattern(for: .withMonthNames) == "y年M月d日")
        #expect(TimePickerLayout(for: Locale(identifier: "en_US@rg=gbzzzz")).pattern == "HH:mm")
    }
}
