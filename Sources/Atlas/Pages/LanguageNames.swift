import LocaleProfiles

/// What the index's search knows about languages beyond Foundation's names: the everyday names people type for a
/// language whose English name is another (`Farsi` for Persian, `Mandarin` for Chinese, `Tagalog` for Filipino).
/// The page's script reads them as it reads a language's own name, so they rank that language's locales first,
/// its typical locale before the others. The names are `EverydayNames.languages`, which `dateorder show` knows too.
enum LanguageNames {
    /// The table as the search reads it, for the languages listed among `identifiers` on their own (`fa`): JSON,
    /// `{"fa":["Farsi"],…}`, keys in code order.
    static func json(identifiers: [String]) -> String {
        InlineJSON.object(EverydayNames.languages, keys: Set(identifiers))
    }
}
