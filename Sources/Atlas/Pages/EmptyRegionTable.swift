import LocaleProfiles

/// The regions Foundation names that no locale of the site writes (Antarctica, Bouvet Island, Africa), as the
/// index's search and the 404 page read them: `{"AQ":["en","Antarctica","no locale is written for Antarctica (AQ);
/// …"],…}`, the language that applies there, the English name, and the sentence `dateorder show AQ` says
/// (``IdentifierResolver/EmptyRegion``), so all three say the same; keys in code order.
enum EmptyRegionTable {
    static func json(identifiers: [String]) -> String {
        InlineJSON.object(
            IdentifierResolver(identifiers: identifiers).emptyRegions().map {
                ($0.region, [$0.language, $0.name, $0.sentence])
            })
    }
}
