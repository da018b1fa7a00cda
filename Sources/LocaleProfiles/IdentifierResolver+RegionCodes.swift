import Foundation

extension IdentifierResolver {
    /// The region a code typed in capitals names (`GB`, `JP`, `CH`: ISO 3166's two letters, as the site's search reads
    /// them) and its known locales, best first (``inRegion(_:among:)``). `nil` where the text is no such code or no
    /// known locale has that region. An identifier wins over the code (`DE` is German), a deprecated code's alias
    /// does not (`IN` is India, not Indonesian's old `in`): ``resolution(_:)`` reads text so only where no identifier
    /// is spelt so, as the site's search does.
    package func inRegion(_ input: String) -> (region: String, identifiers: [String])? {
        guard Self.isRegionCode(input) else { return nil }
        let found = Self.inRegion(input, among: known.filter { IdentifierSubtags.explicit($0).region == input })
        return found.isEmpty ? nil : (input, found)
    }

    /// Every region code in capitals that `dateorder show` reads as a region (no identifier is spelt so),
    /// with the first of its locales, the one it names first: what the 404 page suggests for `locales/GB.html`.
    /// In code order.
    package func regionCodeTable() -> [(code: String, identifier: String)] {
        let byRegion = Dictionary(grouping: known) { IdentifierSubtags.explicit($0).region ?? "" }
        return byRegion.keys.filter(Self.isRegionCode).sorted().compactMap { code in
            guard knownIgnoringCase(code) == nil, let first = Self.inRegion(code, among: byRegion[code] ?? []).first
            else { return nil }
            return (code, first)
        }
    }

    /// Two ASCII capitals.
    private static func isRegionCode(_ text: String) -> Bool {
        text.unicodeScalars.count == 2 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// `identifiers` (a region's) best first, as a region's name orders them (``NameIndex``): the one with the
    /// region's likely subtags (en_GB for GB, the principal locale the site's search opens), then the others of that
    /// language there, then the rest (``regionFit(maximal:language:likely:)``). Identifiers with keywords are left out.
    private static func inRegion(_ region: String, among identifiers: [String]) -> [String] {
        let likely = maximal("und_" + region)
        return ranked(
            identifiers.filter { !$0.contains("@") }.map { identifier in
                let language = IdentifierSubtags(identifier).language
                return (identifier, regionFit(maximal: maximal(identifier), language: language, likely: likely))
            })
    }

    /// How well a locale of a region fits it, 0 best: 0 the locale with the region's likely subtags (`likely`,
    /// `und_<region>`'s maximal form), 1 another of that language, 2 any other.
    static func regionFit(maximal: String, language: String, likely: String) -> Int {
        maximal == likely ? 0 : likely.hasPrefix(language + "-") ? 1 : 2
    }

    /// Identifiers by how well they fit (smaller first), then shorter, then in UTF-8 order.
    static func ranked(_ fits: [(identifier: String, fit: Int)]) -> [String] {
        fits.sorted {
            if $0.fit != $1.fit { return $0.fit < $1.fit }
            if $0.identifier.count != $1.identifier.count { return $0.identifier.count < $1.identifier.count }
            return $0.identifier.precedesInUTF8Order($1.identifier)
        }
        .map(\.identifier)
    }

    /// `United Kingdom` for `GB`: a region's English name, for a message; the code where Foundation has none.
    package static func regionName(_ code: String) -> String {
        Locale(identifier: "en").localizedString(forRegionCode: code) ?? code
    }
}
