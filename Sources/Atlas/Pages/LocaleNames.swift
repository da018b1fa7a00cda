import LocaleProfiles

/// What the index's search knows about locales beyond their names: the everyday names people type for one locale of a
/// language rather than for the language (`Flemish` for nl_BE, `Québécois` for fr_CA, `Castilian` for es_ES, `Latin
/// American Spanish` for es_419, `Dari` for fa_AF), and the place a variety is named after where that is no country
/// (`Quebec`, `Flanders`). The page's script ranks a locale named so whole first, before the language, and reads
/// the words as words of the locale's names (`french quebec`). The names are `EverydayNames.locales`, which
/// `dateorder show` knows too.
enum LocaleNames {
    /// The table as the search reads it, for the identifiers listed among `identifiers`: JSON,
    /// `{"ca_ES":["Valencian",…],…}`, keys in identifier order.
    static func json(identifiers: [String]) -> String {
        InlineJSON.object(EverydayNames.locales, keys: Set(identifiers))
    }
}
