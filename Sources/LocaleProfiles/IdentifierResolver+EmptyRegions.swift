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
        return EmptyRegion(
            region: code, name: Self.regionName(code), language: language,
            combination: combination(language + "_" + code)?.identifier)
    }

    /// The failure for an input that is a region's code (`AQ`, `ATA`, `010`) or English name (`Antarctica`,
    /// `Heard & McDonald Islands`) where no known identifier writes that region: ``Failure/noLocaleIn(_:_:)``;
    /// `nil` for anything else.
    func emptyRegionFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        guard keyword == nil else { return nil }
        let written = writtenRegions
        if let code = Self.region(forCode: typed), Self.regions.contains(code), !written.contains(code) {
            return .noLocaleIn(input, emptyRegion(code))
        }
        let folded = Self.folded(typed)
        guard !folded.isEmpty else { return nil }
        let english = Locale(identifier: "en")
        for code in Self.regions where !written.contains(code) {
            let names =
                [english.localizedString(forRegionCode: code)] + Self.regionNamesElsewhere(code).map(Optional.some)
            if names.contains(where: { $0.map(Self.folded) == folded }) { return .noLocaleIn(input, emptyRegion(code)) }
        }
        return nil
    }
}

extension IdentifierResolver.EmptyRegion {
    /// What a message says of it: `no locale is written for Antarctica (AQ); Foundation's likely subtags give it
    /// English, and an app's Locale.current there is en_AQ (dateorder show en_AQ answers for it)`.
    package var sentence: String {
        let english = Locale(identifier: "en")
        let languageName = english.localizedString(forLanguageCode: language) ?? language
        return "no locale is written for \(name) (\(region)); Foundation's likely subtags give it \(languageName)"
            + (combination.map {
                ", and an app's Locale.current there is \($0) (dateorder show \($0) answers for it)"
            } ?? " (\(language))")
    }
}
