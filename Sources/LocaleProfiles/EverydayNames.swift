/// The everyday names people type for countries, languages and locales where Foundation gives another name: kept by
/// hand because no Foundation table has them, and read by both the index's search (the build writes them into its
/// `data-regions`, `data-languages` and `data-locales` attributes) and the resolver (`dateorder show USA`), so the
/// site and the command line know the same names. Short on purpose.
package enum EverydayNames {
    /// Languages whose readers may type a country's name in their own words though it is no language of the
    /// country (`Südkorea`, `Corée du Sud`, `Japon`): the index's search (`CountryNames`) and `dateorder show` know a
    /// country by its name in each, whole.
    package static let widelyRead = ["de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zh_Hans", "zh_Hant"]

    /// By region code: names that are not Foundation's English name of the region, and adjectives that are not a
    /// prefix-sharing form of it (`Canadian` already finds Canada in the search, `American` does not find United
    /// States): old names, abbreviations and a few demonyms.
    package static let regions: [String: [String]] = [
        "AE": ["UAE", "Emirates"], "BE": ["Belgian"], "CH": ["Swiss"], "CI": ["Ivory Coast"], "CN": ["China", "中国"],
        "CD": ["DR Congo", "DRC", "Democratic Republic of the Congo"], "CV": ["Cape Verde"],
        "HK": ["Hong Kong", "Hong Kong SAR"],
        "MO": ["Macao", "Macau", "Macao SAR", "Macau SAR"], "CZ": ["Czech Republic"],
        "GB": ["UK", "Britain", "Great Britain", "England", "Scotland", "Wales", "Northern Ireland", "British"],
        "KR": ["Korea", "Republic of Korea", "한국"], "MK": ["Macedonia"], "MM": ["Burma"], "NL": ["Holland"],
        "PS": ["Palestine"], "RU": ["Russian Federation"], "SZ": ["Swaziland"], "TL": ["East Timor"], "TR": ["Turkey"],
        "TW": ["台湾", "臺灣"],
        "US": ["US", "USA", "America", "American", "United States of America"], "VA": ["Vatican", "Holy See"],
    ]

    /// By language code: other names of the same language whose English name is another (`Farsi` for Persian,
    /// `Mandarin` for Chinese, `Tagalog` for Filipino), not dialects or neighbours; a name of one locale of the
    /// language (`Dari`, `Castilian`) is in ``locales``.
    package static let languages: [String: [String]] = [
        "fa": ["Farsi"], "zh": ["Mandarin", "Mandarin Chinese"], "fil": ["Tagalog"], "id": ["Bahasa Indonesia"],
        "ms": ["Bahasa Melayu"], "pa": ["Panjabi"],
        "ky": ["Kirghiz"], "ug": ["Uighur"], "dv": ["Maldivian"], "gd": ["Gaelic"], "km": ["Cambodian"],
        "nb": ["Norwegian"], "yue": ["Cantonese Chinese"], "ja": ["Nihongo"], "si": ["Singhalese"],
        "bn": ["Bengali"], "or": ["Oriya"], "az": ["Azeri"], "sl": ["Slovene"], "lo": ["Laotian"], "sah": ["Yakut"],
        "os": ["Ossetian"], "ny": ["Chichewa"],
    ]

    /// By identifier: names of one locale of a language rather than of the language (`Flemish` for nl_BE,
    /// `Québécois` for fr_CA, `Castilian` for es_ES, `Latin American Spanish` for es_419, `Dari` for fa_AF), and the
    /// place a variety is named after where that is no country (`Quebec`, `Flanders`): names of the variety a locale
    /// writes, not of neighbours. A phrasing the search already reads from Foundation's names (`Brazilian
    /// Portuguese`: `Brazilian` stems from Brazil; `Simplified Chinese`, Foundation's `Chinese, Simplified` in
    /// another order) is left out, and so is a name of a language with no locale listed here (`Haitian Creole`: no
    /// `ht`).
    package static let locales: [String: [String]] = [
        "nl_BE": ["Flemish", "Flanders"], "ca_ES": ["Valencian", "Catalonia"],
        "fr_CA": ["Québécois", "Quebec French", "Quebec"], "es_419": ["Latin American Spanish", "LatAm"],
        "es_ES": ["Castilian", "Castilian Spanish", "European Spanish", "Peninsular Spanish"],
        "pt_PT": ["European Portuguese"],
        "zh_Hans": ["簡體中文"], "zh_Hant": ["繁体中文"], "fa_AF": ["Dari"], "ro_MD": ["Moldovan", "Moldavian"],
    ]
}
