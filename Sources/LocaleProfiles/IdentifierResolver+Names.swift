import Foundation

extension IdentifierResolver {
    /// The known identifiers that a name stands for, best first, since people type names where an identifier goes: a
    /// whole locale name (`German (Switzerland)` → de_CH), a language (`german`, `Deutsch` → de, then de_DE, where
    /// it is most likely written, then the others) or a country or region (`Germany` → de_DE first, the locale of
    /// the region's likely language, then the others written there). Names are Foundation's, in English and in
    /// the locale's own language; case, accents, width and spacing are ignored. A name with a calendar keyword
    /// (`Deutsch@calendar=japanese`, `Japan-u-ca-japanese`) stands for those locales with that calendar, where
    /// they take it. Empty when nothing is called that.
    package func named(_ input: String) -> [String] {
        guard case .named(_, let identifiers)? = nameFailure(input) else { return [] }
        return identifiers
    }

    /// The failure for an input that names locales rather than identifying one: ``Failure/named(_:identifiers:)``
    /// with them, or, where the name stands for locales that all refuse its keyword (`Deutsch@calendar=foo`), the
    /// keyword's refusal, so that the message says that rather than suggesting identifiers spelled like the name;
    /// `nil` where nothing is called that.
    func nameFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        let folded = Self.folded(typed)
        guard !folded.isEmpty, folded.unicodeScalars.count <= Self.maximumLength else { return nil }
        return withKeyword(nameIndex.identifiers(named: folded), keyword) { .named(input, identifiers: $0) }
    }

    /// The failure for an input that is the start of a name, or of each of its words, rather than a whole one
    /// (`Saudi`, `Portug`, `New Zeal`, `Españ`): ``Failure/namedByStart(_:identifiers:)`` with the locales so named
    /// (``NameIndex/identifiers(startingWords:)``), or the keyword's refusal; `nil` where no name starts so, and for
    /// text that could be a mistyped identifier rather than a name (``typedNameWords(_:)``): an underscore, a digit or
    /// a hyphen beside a shorter word in it (`en_U`, `ar-S`: the identifiers spelt like it are closer), or fewer
    /// than four letters of Latin script (`Jap`, `deu`).
    func startFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        guard let words = Self.typedNameWords(typed) else { return nil }
        return withKeyword(nameIndex.identifiers(startingWords: words), keyword) {
            .namedByStart(input, identifiers: $0)
        }
    }

    /// The folded words (``foldedWords(_:)``) of text typed as a name rather than as a mistyped identifier: letters,
    /// spaces, apostrophes and dots, the punctuation names are written with that no identifier has (brackets,
    /// commas, `&`, dashes: `Chinese (Taiwan)`, `English, US`, as system settings and the site's table write a
    /// locale), and hyphens between words of four letters or more (`Guinea-Bissa`, `Chinese-Taiwan`; not `ar-S`, a
    /// subtag); four letters or more where they are all Latin (two in other scripts). `nil` for other text (`en_U`,
    /// `Arab1`, `Jap`, `Arab-`, a path's `/`).
    static func typedNameWords(_ typed: String) -> [String]? {
        let scalars = typed.unicodeScalars
        guard scalars.count <= maximumLength,
            scalars.allSatisfy({
                $0.properties.isAlphabetic || $0 == " " || $0 == "-" || droppedMarks.contains($0)
                    || namePunctuation.contains($0)
                    || [.openPunctuation, .closePunctuation].contains($0.properties.generalCategory)
            }),
            typed.split(separator: " ").allSatisfy({ part in
                !part.contains("-") || part == "-"
                    || part.split(separator: "-", omittingEmptySubsequences: false).allSatisfy {
                        $0.unicodeScalars.count(where: \.properties.isAlphabetic) >= 4
                    }
            })
        else { return nil }
        let words = foldedWords(typed)
        let letters = words.reduce(0) { $0 + $1.unicodeScalars.count }
        return letters >= (words.joined().unicodeScalars.allSatisfy(\.isASCII) ? 4 : 2) ? words : nil
    }

    /// Punctuation between the words of a name that no identifier has: commas (Latin, CJK, Arabic), semicolons,
    /// colons, `&` and dashes; brackets are read by their category (`(`, `（`, `[`).
    private static let namePunctuation: Set<Unicode.Scalar> = [
        ",", ";", ":", "&", "\u{3001}", "\u{FF0C}", "\u{060C}", "\u{2013}", "\u{2014}",
    ]

    /// The failure for an input that is a region's code (`GB`, `GBR`, `826`, `JP@calendar=japanese`) rather than an
    /// identifier: ``Failure/inRegion(_:region:identifiers:)`` with the region's locales (with the keyword, where
    /// they take it), or the keyword's refusal; `nil` where the text is no such code or an identifier or a locale's
    /// whole name is spelt so (`DE`, German; `MUS`, Muscogee; `LAO`, Lao, ``namesElsewhere(_:region:)``). In capitals (and digits) it is read before aliases, as in the site's search:
    /// `IN` is India, not `in`, the old code of Indonesian; `TW` Taiwan, not `tw` (Twi, ak); `PER` Peru, not `per`
    /// (Persian's other code). With `anyCase` (``resolution(_:)`` asks so only once no identifier or alias is spelt
    /// so) a code in lower or mixed case is read too: `gb`, `Jp`, `gbr`.
    func regionFailure(_ input: String, anyCase: Bool = false) -> Failure? {
        // Most input is no such code: in capitals only two capitals first are read further (every identifier
        // resolved asks).
        guard anyCase || input.unicodeScalars.prefix(2).allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        let (typed, keyword) = Self.textAndKeyword(input)
        guard anyCase || typed == typed.uppercased(), knownIgnoringCase(typed) == nil,
            let (region, found) = inRegion(typed), !namesElsewhere(typed, region: region)
        else { return nil }
        return withKeyword(found, keyword) { .inRegion(input, region: region, identifiers: $0) }
    }

    /// Whether a three-letter code of `region` is also the whole name of a locale elsewhere, which wins over the
    /// code, in any case: `Lao` and `Rwa` (languages) are not Laos and Rwanda's `LAO` and `RWA`; `USA`, an everyday
    /// name of the United States, is its code too. Two letters are no locale's name.
    func namesElsewhere(_ code: String, region: String) -> Bool {
        guard code.unicodeScalars.count == 3, code.unicodeScalars.allSatisfy(\.properties.isAlphabetic),
            let first = nameIndex.identifiers(named: Self.folded(code)).first
        else { return false }
        return IdentifierSubtags.explicit(first).region != region
    }

    /// `failure` with the identifiers that take `keyword` (all of them where there is none), or, where none takes
    /// it, the first refusal; `nil` where there are no identifiers.
    func withKeyword(_ found: [String], _ keyword: String?, _ failure: ([String]) -> Failure) -> Failure? {
        guard let keyword else { return found.isEmpty ? nil : failure(found) }
        var keyed: [String] = []
        var refusal: Failure?
        for identifier in found {
            switch resolve(identifier + "@" + keyword) {
            case .success(let resolved): keyed.append(resolved)
            case .failure(let failure): refusal = refusal ?? failure
            }
        }
        return keyed.isEmpty ? refusal : failure(keyed)
    }

    /// The text before an input's `@` (or its BCP 47 extension), and the keyword after it, if any.
    static func textAndKeyword(_ input: String) -> (text: String, keyword: String?) {
        let spelled = (try? unicodeExtension(input).get()) ?? input
        let parts = spelled.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        return (String(parts[0]), parts.count == 2 ? String(parts[1]) : nil)
    }

    /// The best five identifiers with their names, and how many more (`English`: every en_* locale), so a short
    /// list is not taken for the whole of it.
    static func listed(_ identifiers: [String]) -> String {
        identifiers.prefix(5).map(withName).joined(separator: ", ")
            + (identifiers.count > 5
                ? ", and \(identifiers.count - 5) more (dateorder list shows every locale's name)" : "")
    }

    /// `de_DE (German (Germany))`: an identifier with its English name, for a message.
    package static func withName(_ identifier: String) -> String {
        identifier + " ("
            + (HourCycleKeyword.name(identifier, by: Locale(identifier: "en").localizedString(forIdentifier:))
                ?? identifier) + ")"
    }

    /// A name as compared, as the index's search compares one: lowercased, without accents or width, with the letters
    /// people type for ones no accent makes (`ı` as i, `ø` as o, `ß` as ss, `æ` as ae: `Kibris` finds `Kıbrıs`),
    /// apostrophes and dots dropped (`Côte d’Ivoire`, `Cote d'Ivoire`; `U.S.`), `&` read as and (`Trinidad &
    /// Tobago`), `St` as Saint (`St. Lucia`), and without spaces or punctuation between words (`Cote d Ivoire`,
    /// `Guinea Bissau`, `German Switzerland` as `German (Switzerland)`).
    static func folded(_ name: String) -> String { foldedWords(name).joined() }

    /// The words of a name as ``folded(_:)`` joins them (`Côte d’Ivoire`: `cote`, `divoire`; `St. Lucia`: `saint`,
    /// `lucia`), for a name typed in part (``IdentifierResolver/startFailure(_:)``).
    static func foldedWords(_ name: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        func endWord() {
            if !word.isEmpty { words.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        let text = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        for scalar in text.unicodeScalars where !droppedMarks.contains(scalar) {
            if scalar == "&" {
                endWord()
                words.append("and")
            } else if let plain = plainLetters[scalar] {
                word.append(contentsOf: plain.unicodeScalars)
            } else if isWordScalar(scalar) {
                word.append(scalar)
            } else {
                endWord()
            }
        }
        endWord()
        return words.map { $0 == "st" ? "saint" : $0 }
    }

    /// Letters no accent makes and the letters people type for them, as the index's search folds them.
    private static let plainLetters: [Unicode.Scalar: String] = [
        "ı": "i", "ø": "o", "ł": "l", "đ": "d", "ħ": "h", "ŧ": "t", "ß": "ss", "æ": "ae", "œ": "oe", "þ": "th",
        "ð": "d",
    ]

    /// Apostrophes and dots, dropped within a word (`d’Ivoire`, `U.S.`).
    static let droppedMarks: Set<Unicode.Scalar> = ["'", "\u{2019}", "\u{02BC}", "."]

    /// Whether a scalar is part of a word: a letter, a digit or a mark (a vowel sign of an Indic script).
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: true
        default: scalar.properties.isAlphabetic
        }
    }

    /// A region's other names than its own locales': in English without what its name adds in brackets (`Myanmar`
    /// for `Myanmar (Burma)`), and whole in each widely read language (``EverydayNames/widelyRead``: `Allemagne`,
    /// `Südkorea`, `ドイツ`), as the site's search knows them.
    static func regionNamesElsewhere(_ region: String) -> [String] {
        unbracketedRegionName(region) + widelyReadRegionNames(region)
    }

    /// A region's English name without what it adds in brackets (`Myanmar` for `Myanmar (Burma)`); none where it
    /// adds nothing so.
    static func unbracketedRegionName(_ region: String) -> [String] {
        guard let english = Locale(identifier: "en").localizedString(forRegionCode: region),
            let open = english.range(of: " ("),
            let close = english.range(of: ")", range: open.upperBound..<english.endIndex)
        else { return [] }
        return [String(english[..<open.lowerBound] + english[close.upperBound...])]
    }

    /// A region's names in each widely read language (``EverydayNames/widelyRead``: `Allemagne`, `Südkorea`,
    /// `ドイツ`), which the site's search matches whole, never as a word typed to its end.
    static func widelyReadRegionNames(_ region: String) -> [String] {
        EverydayNames.widelyRead.compactMap { Locale(identifier: $0).localizedString(forRegionCode: region) }
    }

    /// The other names a Foundation name stands for: `Simplified Chinese` for `Chinese, Simplified` (a name with
    /// its qualifier after a comma, in the order people say it), `Congo` for `Congo - Kinshasa` (a country told
    /// apart from its namesake after a dash).
    static func reorderings(_ name: String) -> [String] {
        var names: [String] = []
        let (head, tail) =
            name.firstIndex(of: "(").map { (String(name[..<$0]), " " + String(name[$0...])) } ?? (name, "")
        let parts = head.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty { names.append(parts[1] + " " + parts[0] + tail) }
        if let dash = name.range(of: " - ") { names.append(String(name[..<dash.lowerBound])) }
        return names
    }
}

/// Every known identifier under each of its folded names, with how well the name fits it (0 best), built on first
/// use: only an identifier that fails to resolve asks for it.
final class NameIndex: @unchecked Sendable {
    private let identifiers: [String]
    private let lock = NSLock()
    private var table: Table?

    /// The identifiers under each folded name with their fits, the words of each folded name as spelt in the
    /// names that fold to it (`cotedivoire`: `cote`, `divoire`), and which of those spellings are a name of the
    /// locale's own (not only a country's name in a widely read language: `japao`, Portuguese for Japan), and under
    /// each country's name its principal locale, the one of the region's likely subtags (`italy`: it_IT).
    struct Table {
        var fits: [String: [String: Int]] = [:]
        var words: [String: Set<[String]>] = [:]
        var ownWords: Set<[String]> = []
        var principals: [String: Set<String>] = [:]
    }

    init(identifiers: [String]) { self.identifiers = identifiers }

    /// The index of each list of identifiers, built once per process: every resolver of the same list (each
    /// in-process command a test runs makes one) shares it. Building it costs about 0.25 s of a debug build's CPU.
    private static let built = Memo<[String], Table>()

    /// This list's table, from the process's memo the first time.
    private var loaded: Table {
        lock.withLock {
            if let table { return table }
            let made = Self.built.value(for: identifiers) { Self.build(identifiers) }
            table = made
            return made
        }
    }

    /// Every identifier called `name` (folded), best fit first, then shorter, then in UTF-8 order.
    func identifiers(named name: String) -> [String] {
        IdentifierResolver.ranked((loaded.fits[name] ?? [:]).map { ($0.key, $0.value) })
    }

    /// Every identifier of a name each of whose `typed` words (folded) starts one of its words (`saudi`: Saudi
    /// Arabia; `new`, `zeal`: New Zealand; `portug`: Portuguese and Portugal): first those of the names whose words
    /// the typed ones are, each whole or but for a last vowel still to come (``typedToTheEnd(_:word:)``: `ital`,
    /// Italy's locales before Italian's; `franc`, France's before French's, whose own name `français` it starts), as
    /// the site's search ranks a word before the start of one, the principal locale of a country so named first
    /// (`indonesi`: id_ID, then id, whose own name is Indonesia); then those of the names with the fewest words
    /// left untyped (Saudi Arabia's locales before Arabic (Saudi Arabia), a whole locale's name); then by fit as
    /// ``identifiers(named:)`` ranks them.
    func identifiers(startingWords typed: [String]) -> [String] {
        guard !typed.isEmpty else { return [] }
        let table = loaded
        var best: [String: Int] = [:]
        for (key, spellings) in table.words {
            for words in spellings
            where typed.allSatisfy({ start in words.contains { $0.hasPrefix(start) } }) {
                let untyped = words.count(where: { word in !typed.contains { word.hasPrefix($0) } })
                let started =
                    table.ownWords.contains(words)
                    && typed.allSatisfy { start in words.contains { Self.typedToTheEnd(start, word: $0) } }
                let rank = (started ? 0 : 10_000) + untyped * 100
                let principals = started ? table.principals[key] ?? [] : []
                for (identifier, fit) in table.fits[key] ?? [:] {
                    let ranked = rank + (principals.contains(identifier) ? -1 : fit)
                    if ranked < best[identifier] ?? .max { best[identifier] = ranked }
                }
            }
        }
        return IdentifierResolver.ranked(best.map { ($0.key, $0.value) })
    }

    /// Whether `typed` is all of `word`, or (four letters or more) all of it but a last vowel (`ital`: italy;
    /// `franc`: france; `españ`: españa), as the site's search reads a word still being typed; not a word it only
    /// starts (`portug`: portugal).
    static func typedToTheEnd(_ typed: String, word: String) -> Bool {
        guard typed != word else { return true }
        let size = typed.unicodeScalars.count
        guard size >= 4, word.unicodeScalars.count == size + 1, word.hasPrefix(typed),
            let last = word.unicodeScalars.last
        else { return false }
        return "aeiouy".unicodeScalars.contains(last)
    }

    /// How many identifiers each word of a name is a word of (`germany`: every locale written in Germany), the
    /// vocabulary a mistyped word is read against (``IdentifierResolver/misspeltFailure(_:)``), made from the table
    /// once per process, the first time an input is neither a name nor the start of one.
    var wordCounts: [String: Int] {
        Self.counted.value(for: identifiers) {
            let table = loaded
            var holders: [String: Set<String>] = [:]
            for (key, spellings) in table.words {
                let named = (table.fits[key] ?? [:]).keys
                for word in Set(spellings.joined()) { holders[word, default: []].formUnion(named) }
            }
            return holders.mapValues(\.count)
        }
    }

    private static let counted = Memo<[String], [String: Int]>()

    /// The whole name fits best (0); a language's name fits the bare language (4), then where the language is most
    /// likely written (8), then elsewhere (12); a region's name fits the locale with the region's likely subtags
    /// (8: zh_Hant_HK for Hong Kong), then the others of its likely language there (10: zh_Hans_HK), then the
    /// others there (12). Foundation's names fit so; the everyday names the site's search knows too
    /// (``EverydayNames``: `Farsi`, `USA`, `Flemish`) and Foundation's names reordered
    /// (``IdentifierResolver/reorderings(_:)``: `Simplified Chinese`, `Congo`) fit one less well (`Norwegian`: no,
    /// Foundation's, before nb, everyday).
    private static func build(_ identifiers: [String]) -> Table {
        let english = Locale(identifier: "en")
        var index = Table()
        var elsewhere: [String: (unbracketed: [String], widelyRead: [String])] = [:]
        for identifier in identifiers where !identifier.contains("@") {
            let locales = [english, Locale(identifier: identifier)]
            let language = IdentifierSubtags(identifier).language
            let explicit = IdentifierSubtags.explicit(identifier)
            let maximal = IdentifierResolver.maximal(identifier)
            func add(_ names: [String], fit: Int, own: Bool = true, principal: Bool = false) {
                for name in names {
                    let words = IdentifierResolver.foldedWords(name)
                    let key = words.joined()
                    guard !key.isEmpty else { continue }
                    index.fits[key, default: [:]][identifier] = min(index.fits[key]?[identifier] ?? fit, fit)
                    index.words[key, default: []].insert(words)
                    if own { index.ownWords.insert(words) }
                    if principal { index.principals[key, default: []].insert(identifier) }
                }
            }
            func add(_ name: (Locale) -> String?, everyday: [String]?, fit: Int, principal: Bool = false) {
                let names = locales.compactMap(name)
                add(names, fit: fit, principal: principal)
                add(
                    (everyday ?? []) + names.flatMap(IdentifierResolver.reorderings), fit: fit + 1,
                    principal: principal)
            }
            add({ $0.localizedString(forIdentifier: identifier) }, everyday: EverydayNames.locales[identifier], fit: 0)
            add(
                { $0.localizedString(forLanguageCode: language) }, everyday: EverydayNames.languages[language],
                fit: explicit.script == nil && explicit.region == nil
                    ? 4 : maximal == IdentifierResolver.maximal(language) ? 8 : 12)
            if let region = explicit.region {
                let likely = IdentifierResolver.maximal("und_" + region)
                let others =
                    elsewhere[region]
                    ?? {
                        let names = (
                            IdentifierResolver.unbracketedRegionName(region),
                            IdentifierResolver.widelyReadRegionNames(region)
                        )
                        elsewhere[region] = names
                        return names
                    }()
                let regionFit = IdentifierResolver.regionFit(maximal: maximal, language: language, likely: likely)
                let fit = 8 + 2 * regionFit
                add(
                    { $0.localizedString(forRegionCode: region) },
                    everyday: (EverydayNames.regions[region] ?? []) + others.unbracketed, fit: fit,
                    principal: regionFit == 0)
                add(others.widelyRead, fit: fit + 1, own: false)
            }
        }
        return index
    }
}
