import DateOrder
import Foundation
import LocaleProfiles

/// Which continent a locale belongs to, from Foundation's region containment: the identifier's region, or
/// for a language-only identifier the region its likely subtags give (`ja` → JP → Asia).
enum Continents {
    /// The continent's English name, or "World" for global identifiers (`en_001`, `eo`).
    static func name(of profile: LocaleProfile) -> String {
        let base = profile.identifier.split(separator: "@").first.map(String.init) ?? profile.identifier
        let regionCode =
            profile.regionCode
            ?? Locale.Language(identifier: base).maximalIdentifier.split(separator: "-").last.map(String.init)
        guard let regionCode else { return world }
        let region = Locale.Region(regionCode)
        let continent =
            region.continent?.identifier
            ?? (codes.contains(regionCode) ? regionCode : regionCode == "419" ? "019" : nil)
        guard let continent else { return world }
        return english.localizedString(forRegionCode: continent) ?? continent
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
