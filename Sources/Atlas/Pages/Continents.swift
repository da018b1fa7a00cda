import DateOrder
import Foundation
import LocaleProfiles

/// Which continent a locale belongs to, from Foundation's region containment: the identifier's region, or
/// for a language-only identifier the region its likely subtags give (`ja` → JP → Asia).
enum Continents {
    /// The continent's English name, or "World" for global identifiers (`en_001`, `eo`); a grouping of regions is on
    /// the continent all its parts are on (es_003, North America: the Americas).
    static func name(of profile: LocaleProfile) -> String {
        let base = profile.identifier.split(separator: "@").first.map(String.init) ?? profile.identifier
        let regionCode =
            profile.regionCode
            ?? Locale.Language(identifier: base).maximalIdentifier.split(separator: "-").last.map(String.init)
        guard let regionCode else { return world }
        let region = Locale.Region(regionCode)
        let continent =
            region.continent?.identifier ?? (codes.contains(regionCode) ? regionCode : sharedContinent(of: region))
        guard let continent else { return world }
        return english.localizedString(forRegionCode: continent) ?? continent
    }

    /// The continent every part of a grouping of regions lies in, where they all lie in one: Foundation gives no
    /// continent for North America (`003`, es_003) or Latin America (`419`, es_419), whose parts are all in the
    /// Americas; `nil` for the world (`001`) or a grouping across continents (`EU`, with Cyprus in Asia).
    private static func sharedContinent(of region: Locale.Region) -> String? {
        let continents = Set(
            region.subRegions.map { part in
                part.continent?.identifier ?? (codes.contains(part.identifier) ? part.identifier : "")
            })
        guard continents.count == 1, let continent = continents.first, !continent.isEmpty else { return nil }
        return continent
    }

    /// Continents in a fixed order, then "World".
    static func ordered(_ names: Set<String>) -> [String] {
        let order = codes.map { english.localizedString(forRegionCode: $0) ?? $0 } + [world]
        return order.filter(names.contains) + names.subtracting(order).sorted()
    }

    private static let codes = ["002", "019", "142", "150", "009"]
    private static let world = "World"
    private static let english = Locale(identifier: "en")
}
