import Foundation

extension IdentifierResolver {
    /// Every alias this resolver knows that the site lists, each with the identifier ``resolve(_:)`` gives it (what
    /// `dateorder show` opens): the ``publishedAliases()``; each two- or three-letter language code Foundation
    /// canonicalizes to a known language (`heb`, `jpn`, `fre`, `iw`), alone and with every region the
    /// language is known with (`heb_IL`, `fre_CA`); every identifier with its region written as a code Foundation
    /// replaces (`en_UK` → `en_GB`, `sr_YU` → `sr_Cyrl_RS`); and each language alone with its likely region
    /// (`no_NO` → `no`). Candidates are found by asking Foundation about every two- and three-letter language code
    /// and every two-letter region code (about a quarter of a second), never from a hand-kept list, and each one is
    /// kept only when ``alias(_:)`` resolves it. Sorted by alias.
    package func aliasTable() -> [(alias: String, identifier: String)] {
        let identifiers = known.filter { !$0.contains("@") }
        var regionsOfLanguage: [String: Set<String>] = [:]
        var languages = Set<String>()
        for identifier in identifiers {
            let parts = identifier.split(separator: "_").map(String.init)
            languages.insert(parts[0])
            if parts.count > 1, let region = parts.last, region.count == 2 || region.count == 3 {
                regionsOfLanguage[parts[0], default: []].insert(region)
            }
        }
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let pairs = letters.flatMap { first in letters.map { first + $0 } }
        // Language codes Foundation writes as another language: legacy two-letter codes and three-letter codes.
        var languageAliases: [String: String] = [:]
        let triples = pairs.flatMap { pair in letters.map { pair + $0 } }
        for code in pairs + triples where !languages.contains(code) {
            let canonical = ICUIdentifier.canonical(code).replacingOccurrences(of: "-", with: "_")
            let language = String(canonical.split(separator: "_").first ?? "")
            if language != code, languages.contains(language) { languageAliases[code] = language }
        }
        // Region codes Foundation replaces with another (UK → GB, YU → RS).
        var regionAliases: [String: String] = [:]
        for pair in pairs {
            let code = pair.uppercased()
            let canonical = ICUIdentifier.canonical("und_" + code)
            let region = String(canonical.split(separator: "_").last ?? "")
            if region != code, region.count == 2 || region.count == 3, region != "und" { regionAliases[code] = region }
        }
        var candidates = Set(publishedAliases().map(\.alias))
        for (code, language) in languageAliases {
            candidates.insert(code)
            for region in regionsOfLanguage[language] ?? [] { candidates.insert(code + "_" + region) }
        }
        let byRegion = Dictionary(grouping: regionAliases.keys, by: { regionAliases[$0]! })
        for identifier in identifiers {
            let parts = identifier.split(separator: "_").map(String.init)
            guard parts.count > 1, let region = parts.last, let old = byRegion[region] else { continue }
            for code in old {
                candidates.insert((parts.dropLast() + [code]).joined(separator: "_"))
                if parts.count == 3 { candidates.insert(parts[0] + "_" + code) }
            }
        }
        // A language alone with its likely region written out (`no_NO` for `no`).
        for identifier in identifiers where !identifier.contains("_") {
            let maximal = Self.maximal(identifier).split(separator: "-")
            if maximal.count == 3 { candidates.insert(identifier + "_" + maximal[2]) }
        }
        return candidates.filter { knownIgnoringCase($0) == nil }
            .compactMap { name in alias(name).map { (alias: name, identifier: $0) } }
            .sorted { $0.alias.precedesInUTF8Order($1.alias) }
    }
}
