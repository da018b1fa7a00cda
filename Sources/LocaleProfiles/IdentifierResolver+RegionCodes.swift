import Foundation

extension IdentifierResolver {
    /// The region a code names and its known locales, best first (``inRegion(_:among:)``): ISO 3166's two letters
    /// (`GB`, `gb`), its three (`GBR`, `gbr`) or UN M.49's three digits (`826`; `419`, Latin America), in any case
    /// (``region(forCode:)``). `nil` where the text is no such code or no known locale has that region. Which of an
    /// identifier and a code wins is ``resolution(_:)``'s to say: an identifier always, an alias only where the
    /// code is in lower or mixed case (`in` is Indonesian's old code, `IN` India; `deu` German, `DEU` Germany), as
    /// the site's search and 404 page read them.
    package func inRegion(_ input: String) -> (region: String, identifiers: [String])? {
        guard let region = Self.region(forCode: input) else { return nil }
        let found = Self.inRegion(region, among: known.filter { IdentifierSubtags.explicit($0).region == region })
        return found.isEmpty ? nil : (region, found)
    }

    /// Every region code `dateorder show` reads as a region's where no identifier is spelt so (`GB`, `GBR`, `826`,
    /// `419`; not `DE`, German, `MUS`, Muscogee, nor `LAO`, Lao's name), with the first of the region's locales, the one it names first:
    /// what the 404 page suggests for `locales/GB.html`, and in the index's search the region a code names. Each
    /// region's own code and, where ICU has them, its three letters and its number (``otherCodes(of:)``), each kept
    /// only where ``region(forCode:)`` reads it back as that region. In code order.
    package func regionCodeTable() -> [(code: String, identifier: String)] {
        let byRegion = Dictionary(grouping: known) { IdentifierSubtags.explicit($0).region ?? "" }
        var table: [(code: String, identifier: String)] = []
        for (region, identifiers) in byRegion where Self.region(forCode: region) == region {
            guard let first = Self.inRegion(region, among: identifiers).first else { continue }
            for code in [region] + Self.otherCodes(of: region)
            where knownIgnoringCase(code) == nil && Self.region(forCode: code) == region
                && !namesElsewhere(code, region: region)
            {
                table.append((code, first))
            }
        }
        return table.sorted { $0.code.precedesInUTF8Order($1.code) }
    }

    /// The region a code names, read in any case: two letters as they are (`gb` → GB), three letters or three
    /// digits as Foundation reads them as an identifier's region (`en_GBR` and `en_826` are en_GB), through ICU's
    /// aliases: `GBR` → GB, `826` → GB, `419` → 419. `nil` for any other text; a code no region has reads as itself
    /// (`XX`, `XYZ`), which no locale has.
    static func region(forCode text: String) -> String? {
        let scalars = text.unicodeScalars
        let letters = scalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
        let digits = scalars.allSatisfy { ("0"..."9").contains($0) }
        guard (letters && (2...3).contains(scalars.count)) || (digits && scalars.count == 3) else { return nil }
        let code = text.uppercased()
        guard scalars.count == 3 else { return code }
        let parts = ICUIdentifier.canonical("und_" + code).replacingOccurrences(of: "-", with: "_").split(
            separator: "_")
        guard parts.count == 2, parts[0] == "und" else { return nil }
        return String(parts[1])
    }

    /// A two-letter region's other codes as ICU gives them: ISO 3166's three letters and UN M.49's number (`GBR`,
    /// `826` for GB), where it has them; none off Linux, where the ICU functions are not looked up.
    static func otherCodes(of region: String) -> [String] {
        #if canImport(Glibc)
            guard let icu = ICULibrary.regionCodes, region.unicodeScalars.count == 2 else { return [] }
            var codes: [String] = []
            if let iso3 = icu.iso3("und_" + region).map({ String(cString: $0) }), !iso3.isEmpty { codes.append(iso3) }
            var status: ICULibrary.Status = 0
            if let found = icu.region(region, &status), status <= 0, case let number = icu.numeric(found),
                (1...999).contains(number)
            {
                let digits = String(number)
                codes.append(String(repeating: "0", count: 3 - digits.count) + digits)
            }
            return codes
        #else
            return []
        #endif
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
