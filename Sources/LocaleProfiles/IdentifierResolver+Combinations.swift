import Foundation

extension ProfileBuilder {
    /// The profile `dateorder show` answers with: a listed locale's as every command builds it, and a combination's
    /// (`ja_US`) or one with keywords a user's settings add (`en_US@rg=gbzzzz`) on the reference path, every fact
    /// from a fresh `DateFormatter` as an app gets it, since the fast path is guarded for the listed locales only.
    package func profile(for resolution: IdentifierResolver.Resolution) -> LocaleProfile {
        resolution.isListed ? profile(for: resolution.identifier) : foundationProfile(for: resolution.identifier)
    }

    /// The profile of an identifier `show` compares with (a combination's principal locale, with its keywords):
    /// on the reference path where it carries a ``PreferenceKeyword``.
    package func showProfile(for identifier: String) -> LocaleProfile {
        PreferenceKeyword.carried(by: identifier).isEmpty
            ? profile(for: identifier) : foundationProfile(for: identifier)
    }
}

/// A language Foundation has locales for with a region none of them pairs it with (`ja_US`, `zh_Hans_US`,
/// `sr_Latn_DE`): no identifier of `Locale.availableIdentifiers`, but what an app's `Locale.current` is when a
/// user picks that language and that region, and Foundation writes dates for it. On this toolchain it writes
/// them with the language's names and the region's calendar and hour cycle (`LocaleCombinationTests` holds that
/// over every language and region); where the orders come from varies (ja_US's numeric date is `M/d/y`, as
/// en_US's, its date with month names `y年M月d日`, as ja_JP's), so they are compared with the language's
/// principal locale rather than described by a rule.
package struct LocaleCombination: Hashable, Sendable {
    /// The identifier as Foundation spells it (`ja_US`, `zh_Hans_US`).
    package let identifier: String
    /// The language (`ja`), with its script where one was given (`zh_Hans`).
    package let language: String
    /// The region's code (`US`).
    package let region: String
    /// The language with the script Foundation's likely subtags give the identifier (`ja_Jpan`, `zh_Hant` for
    /// `zh_GB`, `kk_Arab` for `kk_CN`).
    package let reading: String
    /// The listed locale of the language, in the script it is read in, in its own principal region (`ja_JP` for
    /// ja_US, `zh_Hant_TW` for zh_GB, `zh_Hans_CN` for zh_US), from Foundation's likely subtags; `nil` where none is
    /// listed (`kk_CN` is read as kk_Arab, which Foundation has no data for).
    package let principal: String?
}

extension IdentifierResolver {
    /// The combination `base` (no keywords, `_` between subtags) names, in Foundation's spelling (`JA_us` →
    /// `ja_US`): a language some listed identifier starts with, optionally a script it is listed with (`zh_Hans`),
    /// and one of Foundation's regions (`Locale.Region.isoRegions`: ISO 3166 codes and UN M.49 areas such as `419`).
    /// A script may also be the language's own default (`ja_Jpan_US`, as an app's `Locale.current` may spell it).
    /// `nil` for anything else (`xx_YY`, `ja_ZX`, `en_CAA`, `en_Cyrl_US`), which stays an unknown identifier with
    /// its suggestions.
    package func combination(_ base: String) -> LocaleCombination? {
        let parts = base.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        // A deprecated language code reads as its replacement (`iw_US` → `he_US`), as Foundation reads it.
        let typed = parts[0].lowercased()
        let replacement = ICUIdentifier.canonical(typed)
        let language = replacement.count <= 3 && replacement.allSatisfy(\.isLetter) ? replacement : typed
        let script = parts.count == 3 ? parts[1].prefix(1).uppercased() + parts[1].dropFirst().lowercased() : nil
        let region = parts[parts.count - 1].uppercased()
        guard language != "root", language.count >= 2, language.count <= 3, Self.regions.contains(region) else {
            return nil
        }
        let written = script.map { language + "_" + $0 } ?? language
        guard known.contains(where: { $0 == language || $0.hasPrefix(language + "_") }) else { return nil }
        // A script the language is listed with (`zh_Hant`), or the one it is written in by default, which no
        // identifier spells out (`ja_Jpan_US` is read as ja_US is; `ko_Kore_US`, `de_Latn_AT` likewise).
        if let script {
            guard script.count == 4,
                known.contains(where: { $0 == written || $0.hasPrefix(written + "_") })
                    || Self.maximal(language).split(separator: "-").dropFirst().first.map(String.init) == script
            else { return nil }
        }
        let identifier = written + "_" + region
        guard knownIgnoringCase(identifier) == nil else { return nil }
        // The script Foundation reads it in (`zh_GB` is zh_Hant_GB, `uz_CN` uz_Cyrl_CN) names its principal locale.
        let likelyScript = Self.maximal(identifier).split(separator: "-").dropFirst().first.map(String.init)
        let reading = script == nil ? likelyScript.map { language + "_" + $0 } ?? language : written
        return LocaleCombination(
            identifier: identifier, language: written, region: region, reading: reading,
            principal: principal(of: reading))
    }

    /// The listed locale with the language's likely subtags that writes a region (`ja_JP` for `ja` or `ja_Jpan`).
    func principal(of language: String) -> String? {
        let likely = Self.maximal(language)
        let candidates = maximalIndex.identifiers(withMaximal: likely).filter {
            IdentifierSubtags.explicit($0).region != nil
        }
        return candidates.min { $0.count != $1.count ? $0.count < $1.count : $0.precedesInUTF8Order($1) }
    }

    /// The script each language of `identifiers` is written in by default, from Foundation's likely subtags, where
    /// no identifier spells that script out (`ja` → `Jpan`, `de` → `Latn`): what `combination(_:)` takes spelt out
    /// (`ja_Jpan_US`), for the 404 page, which reads combinations as `show` does. Sorted by language.
    package static func defaultScripts(of identifiers: [String]) -> [(language: String, script: String)] {
        let languages = Set(identifiers.map { String($0.prefix { $0 != "_" && $0 != "@" }) }).subtracting(["root"])
        let listed = Set(identifiers.map { String($0.prefix { $0 != "@" }) })
        return languages.sorted().compactMap { language in
            guard let script = maximal(language).split(separator: "-").dropFirst().first.map(String.init),
                script.count == 4,
                !listed.contains(where: { $0 == language + "_" + script || $0.hasPrefix(language + "_" + script + "_") }
                )
            else { return nil }
            return (language, script)
        }
    }

    /// Foundation's regions: ISO 3166's two letters and the UN M.49 areas it names (`001`, `150`, `419`).
    package static let regions = Set(Locale.Region.isoRegions.map(\.identifier))
}

extension LocaleCombination {
    /// `Japanese`, `Chinese (Simplified)`: the language's English name, for a message; its code where Foundation
    /// has none. A script spelt out that is the language's own default (`ja_Jpan`, `ko_Kore`, `de_Latn`), which
    /// Foundation names as `Japanese (Japanese)`, is `Japanese in its usual script`.
    package var languageName: String {
        let english = Locale(identifier: "en")
        let parts = language.split(separator: "_").map(String.init)
        if parts.count == 2,
            IdentifierResolver.maximal(parts[0]).split(separator: "-").dropFirst().first.map(String.init) == parts[1]
        {
            return (english.localizedString(forIdentifier: parts[0]) ?? parts[0]) + " in its usual script"
        }
        return english.localizedString(forIdentifier: language) ?? language
    }

    /// `the language Japanese (ja) with the region United States (US), as an app's Locale.current is when a user
    /// picks them`: what the identifier stands for, in the words of a message. An area (`419`, `EU`, `UN`: a code
    /// that holds other regions) is no region a user picks, so its pairing says no more than what it is.
    package var pairing: String {
        let pair =
            "the language \(languageName) (\(language)) with the region \(IdentifierResolver.regionName(region)) "
            + "(\(region))"
        return isPickable ? pair + ", as an app's Locale.current is when a user picks them" : pair
    }

    /// Whether the region is a country or territory (`US`, `XK`, `AQ`), the kind a device's region setting offers,
    /// not an area made of others (`419`, `150`, `EU`, `EZ`, `UN`, `QO`).
    package var isPickable: Bool { Self.isCountry(region) }

    /// Whether a region code is a country's or territory's (``isPickable``): two letters, no area made of others.
    static func isCountry(_ region: String) -> Bool {
        region.count == 2 && Locale.Region(region).subRegions.isEmpty
    }
}
