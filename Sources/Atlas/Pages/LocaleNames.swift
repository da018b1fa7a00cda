/// What the index's search knows about locales beyond their names: the everyday names people type for one locale of a
/// language rather than for the language (`Flemish` for nl_BE, `Québécois` for fr_CA, `Castilian` for es_ES, `Latin
/// American Spanish` for es_419, `Dari` for fa_AF), and the place a variety is named after where that is no country
/// (`Quebec`, `Flanders`). The page's script ranks a locale named so whole first, before the language, and reads
/// the words as words of the locale's names (`french quebec`).
enum LocaleNames {
    /// Everyday names by identifier. Short on purpose: names of the variety a locale writes, not of neighbours. A phrasing
    /// the search already reads from Foundation's names (`Brazilian Portuguese`: `Brazilian` stems from Brazil;
    /// `Simplified Chinese`, Foundation's `Chinese, Simplified` in another order) is left
    /// out, and so is a name of a language with no locale listed here (`Haitian Creole`: no `ht`).
    static let everydayNames: [String: [String]] = [
        "nl_BE": ["Flemish", "Flanders"], "ca_ES": ["Valencian", "Catalonia"],
        "fr_CA": ["Québécois", "Quebec French", "Quebec"], "es_419": ["Latin American Spanish", "LatAm"],
        "es_ES": ["Castilian", "Castilian Spanish", "European Spanish", "Peninsular Spanish"],
        "pt_PT": ["European Portuguese"],
        "zh_Hans": ["簡體中文"], "zh_Hant": ["繁体中文"], "fa_AF": ["Dari"], "ro_MD": ["Moldovan", "Moldavian"],
    ]

    /// The table as the search reads it, for the identifiers listed among `identifiers`: JSON,
    /// `{"ca_ES":["Valencian",…],…}`, keys in identifier order.
    static func json(identifiers: [String]) -> String {
        let listed = Set(identifiers)
        return InlineJSON.object(
            everydayNames.filter { listed.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
