import Foundation

extension IdentifierResolver {
    /// A region Foundation names (one of `Locale.Region.isoRegions`) that no known identifier writes: Antarctica
    /// (AQ), Bouvet Island (BV), the European Union (EU), Africa (002), … What applies there instead is what
    /// Foundation's likely subtags give it: a language (English for most; French for the French Southern
    /// Territories), and where `dateorder show` reads that language with the region as a ``LocaleCombination``, the
    /// identifier an app's `Locale.current` has there (`en_AQ`).
    package struct EmptyRegion: Hashable, Sendable {
        /// The region's code (`AQ`, `002`).
        package let region: String
        /// Its English name (`Antarctica`).
        package let name: String
        /// The language Foundation's likely subtags give it (`en`, `fr`).
        package let language: String
        /// The language and region as `dateorder show` answers them (`en_AQ`), where it does.
        package let combination: String?
        /// For an area made of other regions (`002`, `EU`, `UN`; not a country or territory a user picks), the
        /// country in it with the most locales (`CM` in Africa), whose code a message points to; `nil` for a country
        /// or territory, or an area none of whose countries has a locale.
        package let busiestCountry: String?
        /// Whether it is an area made of other regions rather than a country or territory.
        package let isArea: Bool
    }

    /// The regions the known identifiers write (`GB` of `en_GB`), the set both questions below start from.
    private var writtenRegions: Set<String> { Set(known.compactMap { IdentifierSubtags.explicit($0).region }) }

    /// Every region Foundation names that no known identifier writes, in code order.
    package func emptyRegions() -> [EmptyRegion] {
        let written = writtenRegions
        return Self.regions.filter { !written.contains($0) }.sorted { $0.precedesInUTF8Order($1) }.map(emptyRegion)
    }

    /// The empty region `code` is, as ``emptyRegions()`` gives it (whether or not a locale writes it).
    func emptyRegion(_ code: String) -> EmptyRegion {
        let maximal = Self.maximal("und_" + code).split(separator: "-").map(String.init)
        let language = maximal.first ?? "und"
        // The same test as a language paired with a region (``LocaleCombination/isPickable``): not a country.
        let isArea = !LocaleCombination.isCountry(code)
        return EmptyRegion(
            region: code, name: Self.regionName(code), language: language,
            combination: combination(language + "_" + code)?.identifier,
            busiestCountry: isArea ? busiestCountry(in: code) : nil, isArea: isArea)
    }

    /// The country or territory in the area `code` (through its areas, as `002` holds `017`, which holds `CM`) that
    /// the most known identifiers write, the first in code order of those that tie, of those whose code `dateorder
    /// show` reads as the country's (not `ES`, Spanish's identifier too); `nil` where there is none.
    private func busiestCountry(in code: String) -> String? {
        var countries: [String] = []
        var areas = [Locale.Region(code)]
        var seen: Set<String> = [code]
        while let area = areas.popLast() {
            for region in area.subRegions where seen.insert(region.identifier).inserted {
                if LocaleCombination.isCountry(region.identifier) {
                    countries.append(region.identifier)
                } else {
                    areas.append(region)
                }
            }
        }
        var counts: [String: Int] = [:]
        for identifier in known {
            if let region = IdentifierSubtags.explicit(identifier).region { counts[region, default: 0] += 1 }
        }
        let busiestFirst = countries.filter { counts[$0] != nil }.sorted { first, second in
            counts[first]! != counts[second]! ? counts[first]! > counts[second]! : first.precedesInUTF8Order(second)
        }
        return busiestFirst.first { country in
            if case .inRegion? = regionFailure(country) { return true }
            return false
        }
    }

    /// The failure for an input that is a region's code (`AQ`, `ATA`, `010`) or English name (`Antarctica`,
    /// `Heard & McDonald Islands`) where no known identifier writes that region: ``Failure/noLocaleIn(_:_:)``;
    /// `nil` for anything else.
    func emptyRegionFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        guard keyword == nil else { return nil }
        let unwritten = unwrittenRegions
        if let code = Self.region(forCode: typed), unwritten.codes.contains(code) {
            return .noLocaleIn(input, emptyRegion(code))
        }
        let folded = Self.folded(typed)
        guard !folded.isEmpty, let code = unwritten.byName[folded] else { return nil }
        return .noLocaleIn(input, emptyRegion(code))
    }

    /// The regions Foundation names that no known identifier writes, and their names folded (in English and whole
    /// in each widely read language, ``regionNamesElsewhere(_:)``), each with its code, the first in code order
    /// where two share a name. Worked out once per list of identifiers: every identifier that fails to resolve asks.
    private var unwrittenRegions: (codes: Set<String>, byName: [String: String]) {
        Self.unwritten.value(for: known) {
            let written = writtenRegions
            let codes = Self.regions.filter { !written.contains($0) }
            let english = Locale(identifier: "en")
            var byName: [String: String] = [:]
            for code in codes.sorted(by: { $0.precedesInUTF8Order($1) }) {
                let names = [english.localizedString(forRegionCode: code)].compactMap { $0 }
                for folded in (names + Self.regionNamesElsewhere(code)).map(Self.folded) where byName[folded] == nil {
                    byName[folded] = code
                }
            }
            return (codes, byName)
        }
    }

    private static let unwritten = Memo<[String], (codes: Set<String>, byName: [String: String])>()
}

extension IdentifierResolver.EmptyRegion {
    /// What a message says of it: `no locale is written for Antarctica (AQ); Foundation's likely subtags give it
    /// English, and an app's Locale.current there is en_AQ (dateorder show en_AQ answers for it)`. An area is no
    /// region a user picks, so its sentence points to a country in it instead: `no locale is written for Africa
    /// (002), an area made of other regions, whose countries have locales of their own (dateorder show CM lists
    /// those of Cameroon); Foundation's likely subtags give it English, and dateorder show en_002 answers for English
    /// with the area's code`.
    package var sentence: String {
        let english = Locale(identifier: "en")
        let languageName = english.localizedString(forLanguageCode: language) ?? language
        let written = "no locale is written for \(name) (\(region))"
        let likely = "Foundation's likely subtags give it \(languageName)"
        guard isArea else {
            return written + "; " + likely
                + (combination.map {
                    ", and an app's Locale.current there is \($0) (dateorder show \($0) answers for it)"
                } ?? " (\(language))")
        }
        let countries =
            busiestCountry.map {
                ", whose countries have locales of their own (dateorder show \($0) lists those of "
                    + IdentifierResolver.regionName($0) + ")"
            } ?? ", none of which has a locale either"
        return written + ", an area made of other regions" + countries + "; " + likely
            + (combination.map { ", and dateorder show \($0) answers for \(languageName) with the area's code" }
                ?? " (\(language))")
    }
}
