import Foundation
import LocaleProfiles

/// What the index's search knows about countries: for every region a listed identifier names, the locale of the
/// region's principal language (what Foundation's likely subtags give for `und_<region>`: `TW` → `zh_Hant_TW`,
/// `IN` → `hi_IN`) and the country's names, in English, in the principal language and in the language of every
/// listed locale of the region (`Deutschland`, `Suisse`, `日本`), then the few everyday names Foundation does not
/// give (`EverydayNames.regions`, which `dateorder show` knows too), and apart from them its names in a few widely read languages (``widelyRead``).
/// Computed at build time, so the page's script only compares words.
enum CountryNames {
    /// Languages whose readers may type a country's name in their own words though it is no language of the
    /// country (`Südkorea`, `Corée du Sud`, `Japon`). Such a name is matched only whole: as words it would meet
    /// loose stems (`Portugese` meeting pt's `Porto Rico`) and half names (`Corée` is both Koreas).
    static let widelyRead = EverydayNames.widelyRead

    /// One entry per region: its principal locale (`nil` when none is listed), its names, English first, and its
    /// names in ``widelyRead`` languages (`elsewhere`, matched whole only), without repeats; regions in code order.
    static func make(identifiers: [String]) -> [Entry] {
        let resolver = IdentifierResolver(identifiers: identifiers)
        let byRegion = Dictionary(grouping: identifiers.filter { !$0.contains("@") }) { region(of: $0) ?? "" }
        let english = Locale(identifier: "en")
        return byRegion.keys.filter { !$0.isEmpty }.sorted().map { code in
            let principal = resolver.alias("und_" + code)
            let speakers = (principal.map { [$0] } ?? []) + (byRegion[code] ?? []).sorted()
            var names: [String] = []
            var seen = Set<String>()
            let candidates =
                [english.localizedString(forRegionCode: code)] + (EverydayNames.regions[code] ?? []).map(Optional.some)
                + speakers.map { Locale(identifier: $0).localizedString(forRegionCode: code) }
            for case let name? in candidates where name != code && seen.insert(name.lowercased()).inserted {
                names.append(name)
            }
            var elsewhere: [String] = []
            for language in widelyRead {
                guard let name = Locale(identifier: language).localizedString(forRegionCode: code),
                    name != code, seen.insert(name.lowercased()).inserted
                else { continue }
                elsewhere.append(name)
            }
            return Entry(region: code, principal: principal, names: names, elsewhere: elsewhere)
        }
    }

    /// A region as the search knows it.
    struct Entry {
        let region: String
        let principal: String?
        let names: [String]
        var elsewhere: [String] = []
    }

    /// The region an identifier names (`TW` in `zh_Hant_TW`, `419` in `es_419`), or `nil`.
    static func region(of identifier: String) -> String? {
        let parts = identifier.split(separator: "_")
        guard parts.count > 1, let last = parts.last else { return nil }
        let isLetters = last.count == 2 && last.allSatisfy { $0.isASCII && $0.isUppercase }
        let isDigits = last.count == 3 && last.allSatisfy { $0.isASCII && $0.isNumber }
        return isLetters || isDigits ? String(last) : nil
    }

    /// The table as the search reads it: JSON, `{"KR":["ko_KR","South Korea",…,"","Südkorea",…],…}` with the
    /// principal locale first (`""` when none), then the names, then, after an empty string, the names matched
    /// whole only; keys in code order.
    static func json(_ table: [Entry]) -> String {
        InlineJSON.object(
            table.map { entry in
                (
                    entry.region,
                    [entry.principal ?? ""] + entry.names + (entry.elsewhere.isEmpty ? [] : [""] + entry.elsewhere)
                )
            })
    }
}
