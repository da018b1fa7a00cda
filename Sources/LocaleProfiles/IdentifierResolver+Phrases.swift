import Foundation

extension IdentifierResolver {
    /// The failure for words that name a language and a country apart, in either order, as people say a locale
    /// (`Canadian French`, `Bengali India`, `English US`, `Mandarin Taiwan`, `Korean Korea`): no name of a locale
    /// has them together, but one part is a name of a language (Foundation's in English or its own, or an everyday
    /// one: `Bengali`, `Farsi`) and the other a name of a country (as the name index knows them: `Korea`, `Swiss`,
    /// `Allemagne`), its region's code among longer words (`US`, `hk`), or a word made from a one-word name
    /// (``PhraseIndex/derives(_:from:)``: `Canadian`, `Brazilian`, `Mexican`). ``Failure/languageAndCountry(_:identifiers:)``
    /// with the locales of that language written there, the one of their likely subtags first (zh_Hant_HK for
    /// `chinese hk`), or the keyword's refusal; `nil` where no split of the words reads so.
    func phraseFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        guard let words = Self.typedNameWords(typed), words.count >= 2 else { return nil }
        let index = phraseIndex
        var fits: [String: Int] = [:]
        for split in 1..<words.count {
            for (languagePart, regionPart) in [
                (words[..<split], words[split...]), (words[split...], words[..<split]),
            ] {
                guard let languages = index.languages[languagePart.joined()] else { continue }
                let longer = languagePart.contains { $0.unicodeScalars.count > 3 }
                for region in index.regions(Array(regionPart), codeAllowed: longer) {
                    let likely = Self.maximal("und_" + region)
                    for identifier in index.byRegion[region] ?? [] {
                        let language = IdentifierSubtags(identifier).language
                        guard languages.contains(language) else { continue }
                        let fit = Self.regionFit(maximal: Self.maximal(identifier), language: language, likely: likely)
                        fits[identifier] = min(fits[identifier] ?? fit, fit)
                    }
                }
            }
        }
        return withKeyword(Self.ranked(fits.map { ($0.key, $0.value) }), keyword) {
            .languageAndCountry(input, identifiers: $0)
        }
    }

    /// The failure for one word made from a country's one-word name, a people's or a language's (`Canadian`,
    /// `Haitian`, `Brazilian`, `Pakistani`; ``PhraseIndex/derives(_:from:)``), typed alone as the site's search reads
    /// it: ``Failure/countryWord(_:country:identifiers:)`` with the country (of the longest name it is made from:
    /// `nigerian` is Nigeria's, not Niger's) and its locales, best first as its code lists them (``inRegion(_:)``),
    /// or the keyword's refusal; `nil` for other text. Asked after a whole name, so that a language (`Italian`)
    /// wins, and before a name's start, as the site's search ranks the country's locales before a name that merely
    /// has the word (`Nigerian`: en_NG before pcm, Nigerian Pidgin).
    func countryWordFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        guard let words = Self.typedNameWords(typed), words.count == 1, let word = words.first else { return nil }
        let found = phraseIndex.regions(fromWord: word).sorted().flatMap { inRegion($0)?.identifiers ?? [] }
        guard let country = found.first.flatMap({ IdentifierSubtags.explicit($0).region }) else { return nil }
        return withKeyword(found, keyword) { .countryWord(input, country: country, identifiers: $0) }
    }

    /// The phrase index of this resolver's identifiers, built once per process on first use.
    var phraseIndex: PhraseIndex { PhraseIndex.built.value(for: known) { PhraseIndex(identifiers: known) } }

    /// The failure for a name with words no name has beside it (`german language`, `japan date format`, `the united
    /// states`, `Germny dates`), read as the site's search reads it as a last resort: words of four letters or more
    /// that are no word of a name, then fillers of three letters that are no code or one-word name (`the`), are left
    /// out one at a time, those that do not even start a word of a name first, the last typed first, until what is
    /// left is read as a name (whole, by language and country, as a country's word, by its start or with a word one
    /// letter off); one word is always left. ``Failure/readWithout(_:reading:identifiers:)`` with what it was read as
    /// and the locales, or the keyword's refusal; `nil` where no word can go or nothing left is read.
    func wordsLeftOutFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        guard let words = Self.typedNameWords(typed), words.count >= 2 else { return nil }
        let counts = nameIndex.wordCounts
        let phrases = phraseIndex
        var loose: [(at: Int, rank: Int)] = []
        for (at, word) in words.enumerated() where counts[word] == nil || word.unicodeScalars.count == 3 {
            let letters = word.unicodeScalars.count
            if letters == 3 {
                guard knownIgnoringCase(word) == nil, phrases.languages[word] == nil, phrases.names[word] == nil
                else { continue }
                loose.append((at, 2))
            } else if letters >= 4 {
                loose.append((at, counts.keys.contains { $0.hasPrefix(word) } ? 1 : 0))
            }
        }
        loose.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.at > $1.at }
        var left = words.map(Optional.some)
        for word in loose.prefix(words.count - 1) {
            left[word.at] = nil
            let rest = left.compactMap { $0 }
            let text = rest.joined(separator: " ") + (keyword.map { "@" + $0 } ?? "")
            guard
                let found = nameFailure(text) ?? phraseFailure(text) ?? countryWordFailure(text) ?? startFailure(text)
                    ?? misspeltFailure(text)
            else { continue }
            switch found {
            case .named(_, let identifiers), .languageAndCountry(_, let identifiers), .namedByStart(_, let identifiers),
                .countryWord(_, _, let identifiers):
                return .readWithout(input, reading: rest.joined(separator: " "), identifiers: identifiers)
            case .misspelt(_, let reading, let identifiers):
                return .readWithout(input, reading: reading, identifiers: identifiers)
            default: return found
            }
        }
        return nil
    }
}

/// The names of the languages and of the countries the known identifiers write, apart, for a phrase that names each
/// in words of its own (``IdentifierResolver/phraseFailure(_:)``).
struct PhraseIndex: Sendable {
    /// The language codes under each folded name of a language (`bengali`: bn).
    let languages: [String: Set<String>]
    /// The region codes under each folded name of a country (`korea`: KR; `unitedstates`: US).
    let names: [String: Set<String>]
    /// The known identifiers (without keywords) of each region, by its code.
    let byRegion: [String: [String]]
    /// The region codes under each one-word name of a country in English, in a language written there or an
    /// everyday one (`canada`: CA), the names a people's word is made from (``regions(fromWord:)``); not its names in
    /// the widely read languages, which the site's search matches whole only (`chine`, `kanada`), nor a name of
    /// several words run together (`maale`, Toki Pona's `ma ale`, the world).
    let stems: [String: Set<String>]

    static let built = Memo<[String], PhraseIndex>()

    init(identifiers: [String]) {
        let english = Locale(identifier: "en")
        var languages: [String: Set<String>] = [:]
        var names: [String: Set<String>] = [:]
        var byRegion: [String: [String]] = [:]
        let plain = identifiers.filter { !$0.contains("@") }
        for identifier in plain {
            if let region = IdentifierSubtags.explicit(identifier).region {
                byRegion[region, default: []].append(identifier)
            }
        }
        for language in Set(plain.map { IdentifierSubtags($0).language }) {
            let spelt =
                [english, Locale(identifier: language)].compactMap { $0.localizedString(forLanguageCode: language) }
                + (EverydayNames.languages[language] ?? [])
            for name in spelt { languages[IdentifierResolver.folded(name), default: []].insert(language) }
        }
        var stems: [String: Set<String>] = [:]
        for (region, written) in byRegion {
            let own =
                ([english] + written.map { Locale(identifier: $0) }).compactMap {
                    $0.localizedString(forRegionCode: region)
                } + (EverydayNames.regions[region] ?? [])
            for name in own + IdentifierResolver.regionNamesElsewhere(region) {
                names[IdentifierResolver.folded(name), default: []].insert(region)
            }
            for name in own {
                let words = IdentifierResolver.foldedWords(name)
                if words.count == 1, let word = words.first { stems[word, default: []].insert(region) }
            }
        }
        self.languages = languages.filter { !$0.key.isEmpty }
        self.names = names.filter { !$0.key.isEmpty }
        self.byRegion = byRegion
        self.stems = stems.filter { !$0.key.isEmpty }
    }

    /// The regions `words` name: a country's whole name; one word that is a region's code, where `codeAllowed` (the
    /// other words have one longer than three letters: `english us`, not `en us`, an identifier); or one word made
    /// from a country's name (`canadian`, `brazilian`), from the longest such name only (`nigerian` is Nigeria's,
    /// not Niger's).
    func regions(_ words: [String], codeAllowed: Bool) -> Set<String> {
        var found = names[words.joined()] ?? []
        guard words.count == 1, let word = words.first else { return found }
        if codeAllowed, word.unicodeScalars.count == 2, byRegion[word.uppercased()] != nil {
            found.insert(word.uppercased())
        }
        return found.isEmpty ? regions(fromWord: word) : found
    }

    /// The regions of the longest one-word country names `word` is made from (``derives(_:from:)``): `canadian`,
    /// Canada; `nigerian`, Nigeria, not Niger. Empty where it is made from none, and where it starts a longer such
    /// name, which it is read as being typed (`nigeri`, Nigeria, not a word made from Niger).
    func regions(fromWord word: String) -> Set<String> {
        let size = word.unicodeScalars.count
        guard !stems.keys.contains(where: { $0.unicodeScalars.count > size && $0.hasPrefix(word) }) else { return [] }
        let from = stems.keys.filter { Self.derives(word, from: $0) }
        guard let longest = from.map(\.unicodeScalars.count).max() else { return [] }
        var found: Set<String> = []
        for stem in from where stem.unicodeScalars.count == longest { found.formUnion(stems[stem] ?? []) }
        return found
    }

    /// What a word may add to a country's name when it is made from it, as the site's search reads such words (its
    /// `DERIVATIONS`, which a test holds to this list): a
    /// people or a language (`ian`: Canada, Canadian; `ese`: Japan, Japanese; `an`: Mexico, Mexican) or the country
    /// in another language (`ia`, `ie`).
    static let endings: Set<String> = [
        "i", "y", "n", "s", "an", "ian", "ia", "ie", "ien", "ja", "ya", "ese", "nese", "se", "ish", "sh", "ic", "isch",
        "esch", "ais", "aise", "ol", "ano", "iano", "vian", "land", "stan", "istan",
    ]

    /// Whether `word` is made from the name `name` (folded, its words joined): it shares four letters or more with it, all of the name
    /// but perhaps a last vowel (``NameIndex/typedToTheEnd(_:word:)``: `mexic` of `mexico`), and adds one of ``endings`` (`mexican`, `canadian`,
    /// `brazilian`), in Latin letters.
    static func derives(_ word: String, from name: String) -> Bool {
        let typed = Array(word.unicodeScalars)
        let stem = Array(name.unicodeScalars)
        var shared = 0
        while shared < min(typed.count, stem.count), typed[shared] == stem[shared] { shared += 1 }
        // The name typed to its end (all of it, or all but a last vowel), then more.
        guard shared >= 4, shared < typed.count,
            NameIndex.typedToTheEnd(String(String.UnicodeScalarView(typed[..<shared])), word: name)
        else { return false }
        let added = String(String.UnicodeScalarView(typed[shared...]))
        return added.unicodeScalars.allSatisfy { ("a"..."z").contains($0) } && endings.contains(added)
    }
}
