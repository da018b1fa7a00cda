/// What the index's search knows about languages beyond Foundation's names: the everyday names people type for a
/// language whose English name is another (`Farsi` for Persian, `Mandarin` for Chinese, `Tagalog` for Filipino).
/// The page's script reads them as it reads a language's own name, so they rank that language's locales first,
/// its typical locale before the others.
enum LanguageNames {
    /// Everyday names by language code. Short on purpose: other names of the same language, not dialects or
    /// neighbours; a name of one locale of the language (`Dari`, `Castilian`) is in ``LocaleNames``.
    static let everydayNames: [String: [String]] = [
        "fa": ["Farsi"], "zh": ["Mandarin", "Mandarin Chinese"], "fil": ["Tagalog"], "id": ["Bahasa Indonesia"],
        "ms": ["Bahasa Melayu"], "pa": ["Panjabi"],
        "ky": ["Kirghiz"], "ug": ["Uighur"], "dv": ["Maldivian"], "gd": ["Gaelic"], "km": ["Cambodian"],
        "nb": ["Norwegian"], "yue": ["Cantonese Chinese"], "ja": ["Nihongo"], "si": ["Singhalese"],
        "bn": ["Bengali"], "or": ["Oriya"], "az": ["Azeri"], "sl": ["Slovene"], "lo": ["Laotian"], "sah": ["Yakut"],
        "os": ["Ossetian"], "ny": ["Chichewa"],
    ]

    /// The table as the search reads it, for the languages listed among `identifiers` on their own (`fa`): JSON,
    /// `{"fa":["Farsi"],…}`, keys in code order.
    static func json(identifiers: [String]) -> String {
        let listed = Set(identifiers)
        return InlineJSON.object(
            everydayNames.filter { listed.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
