import Foundation

extension DatePickerLayout {
    /// The Islamic calendars Foundation traps on in a locale of an unknown region.
    private static let islamicCalendars: Set<Calendar.Identifier> = [
        .islamic, .islamicCivil, .islamicTabular, .islamicUmmAlQura,
    ]

    /// The numbering systems ICU finds by name: those it lists, and its names for the locale's own systems.
    private static let numberingSystems = Set(
        Locale.NumberingSystem.availableNumberingSystems.map(\.identifier)
            + ["default", "native", "traditional", "finance"])

    /// Whether a locale's numbering keyword, as ICU reads it (the first one, spaces removed), names a numbering
    /// system ICU does not have: `foo`, `latn-foo`, `yes` (a bare `-u-nu`), `LATN` (names are case-sensitive in
    /// ICU; a layout reads an ICU form's keyword in lower case first, ``lowercasingKeywordValues(_:)``). On Linux, Foundation's
    /// `DateFormatter` then traps on the first date it writes (its ICU formatter is never made), while
    /// `dateFormat(fromTemplate:)` still gives the locale's patterns. No keyword, or an empty one: `false`.
    static func namesUnknownNumberingSystem(_ locale: Locale) -> Bool {
        guard let name = Locale.Components(locale: locale).numberingSystem?.identifier else { return false }
        return !numberingSystems.contains(name)
    }

    /// The region of a locale's `rg` key as ICU reads it, also where Foundation does not (an extension after an
    /// identifier written with `_`, `root_Latn_532-u-ca-islamic-civil-rg-zzzzzz`): its first two letters, upper case.
    private static func regionOverride(_ locale: Locale) -> String? {
        let subtags = locale.identifier.lowercased().split(whereSeparator: { "-_@;=".contains($0) })
        guard let key = subtags.lastIndex(of: "rg"), key + 1 < subtags.count else { return nil }
        return String(subtags[key + 1].prefix(2)).uppercased()
    }

    /// Whether Foundation would trap on `locale` counting in `calendar`, its keyword's calendar or its region's
    /// default one: on Linux, ICU's `Calendar::makeInstance` (under `Locale.calendar`, `DateFormatter` and
    /// `dateFormat(fromTemplate:)`) dereferences a null pointer for an Islamic calendar in a region that sorts after
    /// `ZW`, the last ISO 3166 code: `ZX`, `ZY`, `ZZ` (CLDR's unknown region, and what ICU reads `999` as) or a
    /// longer code such as `ZWA`, as the locale's region or its `rg` override. `en_ZZ@calendar=islamic`, `en_ZZ`
    /// given `Calendar(identifier: .islamicUmmAlQura)`, `en_999` given an Islamic calendar, `en_ZX@rg=sazzzz`
    /// (Saudi Arabia's default, Umm al-Qura), `en_US@rg=zzzzzz;calendar=islamic`, `en_ZZ@calendar=islamic-rgsa`
    /// (which `Calendar` reads as Gregorian but ICU as Islamic). Read from identifiers,
    /// `Locale.Components` and the default calendars of known regions, none of which traps.
    ///
    /// Also a numbering keyword ICU has no numbering system for (`en@numbers=foo`, `en-u-nu-foo`, `en@numbers=LATN`), in any calendar: `dateFormat(fromTemplate:)` answers, but the first date a
    /// `DateFormatter` writes in such a locale traps (``namesUnknownNumberingSystem(_:)``).
    static func trapsFoundation(_ locale: Locale, calendar: Calendar.Identifier?) -> Bool {
        // ICU reads the locale in its canonical form, where region 999 is ZZ.
        let canonical = Locale(identifier: Locale.identifier(.icu, from: locale.identifier))
        // A numbering keyword is written `numbers=` or `-nu`, and the ICU form of an identifier without one has none:
        // the check costs two `Locale.Components` (about 2.5 µs beside a 25 µs layout) only where it can matter.
        if locale.identifier.lowercased().contains("nu"),
            namesUnknownNumberingSystem(locale) || namesUnknownNumberingSystem(canonical)
        {
            return true
        }
        let regions =
            [locale.language.region, locale.region, canonical.language.region, canonical.region]
            .compactMap { $0?.identifier.uppercased() } + [locale, canonical].compactMap(regionOverride)
        guard regions.contains(where: { $0 > "ZW" }) else { return false }
        let defaults = regions.filter { $0 <= "ZW" }.map { Locale(identifier: "und_" + $0).calendar.identifier }
        let counted =
            [calendar, Locale.Components(locale: locale).calendar, Locale.Components(locale: canonical).calendar]
            .compactMap { $0 } + defaults
        // ICU counts `islamic-rgsa` as Islamic too, where Foundation's `Calendar` has no identifier for it.
        let keywords = [locale, canonical].compactMap(askedCalendar)
        return counted.contains(where: islamicCalendars.contains) || keywords.contains { $0.hasPrefix("islamic") }
    }
}
