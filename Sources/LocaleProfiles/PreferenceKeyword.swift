import Foundation

/// A keyword beyond `calendar=` and `hours=` that a user's settings put in an app's `Locale.current`
/// (`en_US@rg=gbzzzz;fw=mon`, `en-US-u-nu-arab`): the keys of `Locale.Components` other than the calendar, the
/// hour cycle and the time zone, in ICU's spelling after `@` (`measure`, not `ms`). `dateorder show` answers for an
/// identifier that carries them as a fresh `DateFormatter` writes it; `list` and a build refuse them, pointing to
/// `show`. On this toolchain four change what Foundation writes or says for dates and times (`PreferenceKeywordTests`
/// holds it over every locale): `rg` (the region's orders, calendar, hour cycle and first weekday), `numbers` (the
/// digits), `fw` (the first weekday) and `sd` (for a locale without a region, its region's first weekday and
/// minimal days of the first week: `en@sd=gbsct` counts weeks from Monday); the others change none of it.
package enum PreferenceKeyword: String, CaseIterable, Sendable {
    case collation, currency, fw, measure, mu, numbers, rg, sd, va

    /// The key of the BCP 47 Unicode extension (`-u-rg-gbzzzz`).
    package var bcp47Key: String {
        switch self {
        case .collation: "co"
        case .currency: "cu"
        case .measure: "ms"
        case .numbers: "nu"
        case .fw, .mu, .rg, .sd, .va: rawValue
        }
    }

    /// The keyword a name typed after `@` stands for, in any case: its ICU name, or `ms` for `measure`.
    package init?(typed name: String) {
        let name = name.lowercased()
        if let keyword = PreferenceKeyword(rawValue: name) {
            self = keyword
        } else if name == "ms" {
            self = .measure
        } else {
            return nil
        }
    }

    /// The keyword a BCP 47 key stands for (`nu` → `numbers`).
    static func bcp47(_ key: String) -> PreferenceKeyword? {
        allCases.first { $0.bcp47Key == key.lowercased() }
    }

    /// Whether Foundation writes other dates, times or calendar facts with the keyword than without it, for some
    /// locale: `rg`, `numbers`, `fw`, `sd`.
    package var affectsAnswer: Bool { [.rg, .numbers, .fw, .sd].contains(self) }

    /// Whether Foundation reads the value after `@` in lower case only: `fw=MON` keeps the locale's own first
    /// weekday, and a `DateFormatter` for `numbers=ARAB` traps on the first date it writes. In BCP 47 form, which
    /// is case-insensitive, Foundation reads both in any case (`-u-fw-MON`).
    var readsLowerCaseOnly: Bool { self == .fw || self == .numbers }

    /// What the keyword accepts, for a message.
    package var accepted: String {
        switch self {
        case .collation: Self.collations.sorted().joined(separator: ", ") + " (e.g. collation=phonebook)"
        case .currency: "an ISO 4217 code (e.g. currency=eur)"
        case .fw: Self.weekdays.joined(separator: ", ") + " (e.g. fw=mon)"
        case .measure: "metric, ussystem, uksystem (e.g. measure=metric or ms=metric)"
        case .mu: "celsius, fahrenhe, kelvin (e.g. mu=celsius)"
        case .numbers: "a numbering system such as latn, arab, deva, hanidec, native (e.g. numbers=arab)"
        case .rg, .sd:
            "a country's or territory's two-letter code, then zzzz for all of it or a subdivision's one to four "
                + "letters or digits (e.g. \(rawValue)=gbzzzz, \(rawValue)=gbsct)"
        case .va: "posix (e.g. va=posix)"
        }
    }

    /// `value` in the form Foundation reads (lower case; a BCP 47 collation name in ICU's, `phonebk` →
    /// `phonebook`), or `nil` where the keyword has no such value (`rg=zz`, `numbers=nope`, `fw=xyz`).
    package func canonical(_ value: String) -> String? {
        let value = value.lowercased()
        switch self {
        case .collation:
            let named = ["phonebk": "phonebook", "trad": "traditional", "dict": "dictionary"][value] ?? value
            return Self.collations.contains(named) ? named : nil
        case .currency: return Self.currencies.contains(value) ? value : nil
        case .fw: return Self.weekdays.contains(value) ? value : nil
        case .measure: return ["metric", "ussystem", "uksystem"].contains(value) ? value : nil
        case .mu: return ["celsius", "fahrenhe", "kelvin"].contains(value) ? value : nil
        case .numbers: return Self.numberingSystems.contains(value) ? value : nil
        case .rg, .sd:
            // A region ICU reads as a country or territory (not an area such as EU or UN, and none after ZW, on
            // which ICU traps in an Islamic calendar), then the subdivision's suffix.
            let region = String(value.prefix(2)).uppercased()
            let suffix = value.dropFirst(2)
            guard (1...4).contains(suffix.count), suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                Self.countries.contains(region)
            else { return nil }
            return value
        case .va: return value == "posix" ? value : nil
        }
    }

    /// The preference keywords an identifier carries after `@`: `[.fw, .rg]` for `en_US@fw=mon;rg=gbzzzz`.
    package static func carried(by identifier: String) -> [PreferenceKeyword] {
        guard let at = identifier.firstIndex(of: "@") else { return [] }
        return identifier[identifier.index(after: at)...].split(separator: ";").compactMap {
            PreferenceKeyword(rawValue: String($0.prefix { $0 != "=" }))
        }
    }

    static let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    static let collations = Set(Locale.Collation.availableCollations.map { $0.identifier.lowercased() })
    static let currencies = Set(Locale.Currency.isoCurrencies.map { $0.identifier.lowercased() })
    /// The numbering systems ICU finds by name, as the library's guard counts them.
    static let numberingSystems = Set(
        Locale.NumberingSystem.availableNumberingSystems.map(\.identifier)
            + ["default", "native", "traditional", "finance"])
    /// Foundation's countries and territories: two letters, no area made of others (EU, EZ, QO, UN).
    static let countries = Set(Locale.Region.isoRegions.map(\.identifier).filter(LocaleCombination.isCountry))
}
