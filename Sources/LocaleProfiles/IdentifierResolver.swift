import Foundation

/// Resolves what a user typed (`en-US`, `EN_us`, `ja_JP@calendar=japanese`) to a known locale identifier.
package struct IdentifierResolver: Sendable {
    /// Why an identifier could not be resolved.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The input was empty.
        case empty
        /// The input is longer than any identifier could be.
        case tooLong(Int)
        /// The input contains a character no identifier has (a path separator, a control character, …); `meant` is
        /// the identifier it reads as when the character is only a slip of form (`en US`, `en_US.UTF-8`).
        case invalidCharacter(String, Unicode.Scalar, meant: String? = nil)
        /// No identifier matches; the closest known identifiers are suggested.
        case unknown(String, suggestions: [String])
        /// No identifier matches, but locales are called that (`german`, `Germany`): every one, best first.
        case named(String, identifiers: [String])
        /// No identifier matches, but the text is a region's code (`GB`, `gb`, `GBR`, `826`): the region and its
        /// locales, best first (``IdentifierResolver/inRegion(_:)``).
        case inRegion(String, region: String, identifiers: [String])
        /// No identifier matches, and the text is the code or English name of a region Foundation names that no
        /// identifier writes (`AQ`, `Antarctica`): what applies there instead (``IdentifierResolver/EmptyRegion``).
        case noLocaleIn(String, IdentifierResolver.EmptyRegion)
        /// No identifier matches and no locale is called that, but it starts a name, or each of its words starts a
        /// word of one (`Saudi`, `New Zeal`, `Españ`): the locales so named, best first
        /// (``IdentifierResolver/startFailure(_:)``).
        case namedByStart(String, identifiers: [String])
        /// No identifier matches and no locale is called that, nor by a name it starts, but it is a name with a word
        /// mistyped (`Germny`, `Saudi Arbia`): what it is read as (`germany`) and the locales so named, best first
        /// (``IdentifierResolver/misspeltFailure(_:)``).
        case misspelt(String, reading: String, identifiers: [String])
        /// No identifier matches and no locale is called that whole, but its words name a language and a country
        /// apart (`Canadian French`, `English US`): the locales of that language there, best first
        /// (``IdentifierResolver/phraseFailure(_:)``).
        case languageAndCountry(String, identifiers: [String])
        /// No identifier matches and no locale is called that, nor by a name it starts, but it is one word made from
        /// a country's one-word name, a people's or a language's (`Canadian`, `Haitian`): the country and its
        /// locales, best first (``IdentifierResolver/countryWordFailure(_:)``).
        case countryWord(String, country: String, identifiers: [String])
        /// No identifier matches and nothing reads as a name until words no name has are left out (`german
        /// language`, `the united states`): what is left as read (`german`) and the locales it names, best first
        /// (``IdentifierResolver/wordsLeftOutFailure(_:)``).
        case readWithout(String, reading: String, identifiers: [String])
        /// Text that is no identifier but reads as a name (`Xylophone Zebrafish`: spaces, apostrophes or
        /// letters no identifier has), and it reads as no name: whole, by language and country, as a country's word,
        /// by a name it starts or one a letter off, with or without words no name has.
        case unnamed(String)
        /// Several identifiers match when case is ignored.
        case ambiguous(String, candidates: [String])
        /// A keyword after `@` is malformed or not supported.
        case invalidKeyword(String)
        /// A keyword given more than once (`hours=h23;hours=h12`, `-u-ca-japanese-ca-buddhist`): its name.
        case repeatedKeyword(String)
        /// A calendar keyword that is unknown or that `DateFormatter` does not honour here.
        case refusedCalendar(String, reason: String)
        /// An hour cycle keyword (`hours=`, `-u-hc-`) whose value is not one of `h11`, `h12`, `h23`, `h24` (in ICU's
        /// form, in lower case: Foundation ignores `hours=H23`).
        case unknownHourCycle(String)
        /// An hour cycle keyword where the resolver takes none (a build: its pages show each locale's own clock).
        case hourCycleNotAccepted(String)
        /// A language and region no listed locale pairs (``LocaleCombination``, `ja_US`) where the resolver takes
        /// none (`list`, a build: they cover Foundation's locales); `dateorder show` answers for it.
        case combinationNotAccepted(String, combination: LocaleCombination)
        /// A keyword a user's settings put in `Locale.current` (``PreferenceKeyword``: `rg=gbzzzz`, `numbers=arab`)
        /// where the resolver takes none (`list`, a build); `dateorder show` answers for it.
        case preferenceNotAccepted(String)
        /// A value a ``PreferenceKeyword`` does not have (`rg=zz`, `numbers=nope`, `fw=xyz`), or none (`rg=`,
        /// `-u-nu`: the value is empty).
        case unknownPreference(PreferenceKeyword, value: String)
        /// A value Foundation reads after `@` in lower case only, typed otherwise (`fw=MON`, `numbers=ARAB`).
        case upperCasePreference(PreferenceKeyword, value: String)

        package var description: String {
            switch self {
            case .empty: "empty locale identifier"
            case .tooLong(let length):
                "locale identifier is too long (\(length) characters; at most \(IdentifierResolver.maximumLength))"
            case .invalidCharacter(let input, let scalar, let meant):
                "invalid character \(Visible.codePoint(scalar)) in locale identifier '\(Visible.text(input))'"
                    + IdentifierResolver.didYouMean(meant.map { [$0] } ?? [])
            case .unknown(let input, let suggestions):
                "unknown locale identifier '\(Visible.text(input))'" + IdentifierResolver.didYouMean(suggestions)
            case .named(let input, let identifiers):
                "unknown locale identifier '\(Visible.text(input))'; by that name: "
                    + IdentifierResolver.listed(identifiers)
            case .inRegion(let input, let region, let identifiers):
                "unknown locale identifier '\(Visible.text(input))'; by that region code (\(IdentifierResolver.regionName(region))): "
                    + IdentifierResolver.listed(identifiers)
            case .namedByStart(let input, let identifiers):
                "no locale is called '\(Visible.text(IdentifierResolver.textAndKeyword(input).text))' whole; by "
                    + "names whose words start so: "
                    + IdentifierResolver.listed(identifiers)
            case .misspelt(let input, let reading, let identifiers):
                "no locale is called '\(Visible.text(IdentifierResolver.textAndKeyword(input).text))'; read with a "
                    + "word one letter off, as '\(Visible.text(reading))': " + IdentifierResolver.listed(identifiers)
            case .languageAndCountry(let input, let identifiers):
                "no locale is called '\(Visible.text(IdentifierResolver.textAndKeyword(input).text))' whole; by its "
                    + "language and country: " + IdentifierResolver.listed(identifiers)
            case .countryWord(let input, let country, let identifiers):
                "no locale is called '\(Visible.text(IdentifierResolver.textAndKeyword(input).text))'; read as a word "
                    + "made from the name of \(IdentifierResolver.regionName(country)): "
                    + IdentifierResolver.listed(identifiers)
            case .readWithout(let input, let reading, let identifiers):
                "no locale is called '\(Visible.text(IdentifierResolver.textAndKeyword(input).text))'; read as "
                    + "'\(Visible.text(reading))', leaving out words no name has: "
                    + IdentifierResolver.listed(identifiers)
            case .noLocaleIn(_, let region): region.sentence
            case .unnamed(let input):
                "no locale is called '\(Visible.text(input))', in English, in its own language or by an everyday "
                    + "name, by its language and country or as a word made from a country's name, nor by one whose "
                    + "words it starts or one a letter off, "
                    + "with or without words no name has (dateorder list shows every locale's names)"
            case .ambiguous(let input, let candidates):
                "ambiguous locale identifier '\(Visible.text(input))': " + candidates.joined(separator: ", ")
            case .refusedCalendar(_, let reason): reason
            case .invalidKeyword(let keyword):
                "unsupported locale keyword '\(Visible.text(keyword))' (supported: @calendar=NAME, or -u-ca-NAME in "
                    + "BCP 47 form, e.g. ja_JP@calendar=japanese or ja-JP-u-ca-japanese; for show and list also "
                    + "@hours=h11|h12|h23|h24 or -u-hc-…, e.g. en_US@hours=h23; for show also Locale.current's "
                    + PreferenceKeyword.allCases.map(\.rawValue).joined(separator: ", ")
                    + ", e.g. en_US@rg=gbzzzz or en-US-u-nu-arab)"
            case .repeatedKeyword(let name):
                "the locale keyword '\(Visible.text(name))' is given more than once; give it once"
                    + (PreferenceKeyword(rawValue: name).map { "; it takes " + $0.accepted }
                        ?? (name == "hours"
                            ? " (e.g. en_US@hours=h23 or en-US-u-hc-h23)"
                            : " (e.g. ja_JP@calendar=japanese or ja-JP-u-ca-japanese)"))
            case .unknownHourCycle(let value):
                "unknown hour cycle '\(Visible.text(value))' (supported: "
                    + HourCycle.allCases.map(\.rawValue)
                    .joined(separator: ", ") + ", as in en_US@hours=h23 or en-US-u-hc-h23)"
                    + (HourCycle(rawValue: value.lowercased()) != nil
                        ? "; Foundation reads @hours= only in lower case and counts the locale's own clock for "
                            + "'\(Visible.text(value))'" : "")
            case .hourCycleNotAccepted(let keyword):
                "the hour cycle keyword '\(Visible.text(keyword))' is for show and list, which answer one clock; a "
                    + "site's pages show each locale's own clock beside its 12- and 24-hour ones (a build takes "
                    + "@calendar=NAME, or -u-ca-NAME in BCP 47 form)"
            case .combinationNotAccepted(let input, let combination):
                "'\(Visible.text(input))' is not one of Foundation's locales but \(combination.pairing); list and "
                    + "build cover Foundation's locales only (dateorder show \(combination.identifier) answers for it)"
            case .preferenceNotAccepted(let keyword):
                "the locale keyword '\(Visible.text(keyword))' is a setting an app's Locale.current may carry; "
                    + "dateorder show answers for an identifier that carries it; list and build cover "
                    + "Foundation's locales (with @calendar=NAME or -u-ca-NAME, and for list @hours=)"
            case .unknownPreference(let keyword, let value):
                (value.isEmpty ? "no value" : "unknown value '\(Visible.text(value))'")
                    + " for the locale keyword \(keyword.rawValue) (-u-"
                    + "\(keyword.bcp47Key)); it takes " + keyword.accepted
            case .upperCasePreference(let keyword, let value):
                "Foundation reads @\(keyword.rawValue)= only in lower case ("
                    + (keyword == .numbers
                        ? "a DateFormatter for \(keyword.rawValue)=\(Visible.text(value)) traps on the first date it "
                            + "writes" : "it ignores \(keyword.rawValue)=\(Visible.text(value))")
                    + "); give \(keyword.rawValue)=\(Visible.text(value.lowercased())), or -u-\(keyword.bcp47Key)-"
                    + "\(Visible.text(value)) in BCP 47 form, which it reads in any case"
            }
        }
    }

    /// The longest input accepted.
    package static let maximumLength = 100

    let known: [String]
    private let knownSet: Set<String>
    private let byLowercase: [String: [String]]
    /// Known identifiers by their maximal form, computed on first use (only aliases need it).
    let maximalIndex: MaximalIndex
    /// Known identifiers by their names, computed on first use (only an identifier that fails asks).
    let nameIndex: NameIndex

    /// Whether an hour cycle keyword (`@hours=h23`, `-u-hc-h23`, what a user's 12- or 24-hour setting gives a
    /// locale) is taken: by `show` and `list`, which answer for one clock, not by a build.
    let acceptsHourCycle: Bool

    /// Whether a language and region no listed locale pairs (`ja_US`, an app's `Locale.current` for a user who
    /// picks Japanese and the United States) is taken: by `show`, not by `list` or a build.
    let acceptsCombinations: Bool

    /// Whether the keywords a user's settings put in `Locale.current` beyond calendar and hours are taken
    /// (``PreferenceKeyword``: `en_US@rg=gbzzzz`, `en-US-u-nu-arab`): by `show`, not by `list` or a build.
    let acceptsPreferences: Bool

    /// Creates a resolver over the known identifiers; with `acceptsHourCycle`, an hour cycle keyword is kept
    /// (`en_US@hours=h23`) rather than refused; with `acceptsCombinations`, a language and region no listed locale
    /// pairs resolves to itself (`ja-us` → `ja_US`) rather than being refused (``LocaleCombination``).
    package init(
        identifiers: [String], acceptsHourCycle: Bool = false, acceptsCombinations: Bool = false,
        acceptsPreferences: Bool = false
    ) {
        self.acceptsHourCycle = acceptsHourCycle
        self.acceptsCombinations = acceptsCombinations
        self.acceptsPreferences = acceptsPreferences
        known = identifiers
        knownSet = Set(identifiers)
        byLowercase = Dictionary(grouping: identifiers, by: { $0.lowercased() })
        maximalIndex = MaximalIndex(identifiers: identifiers)
        nameIndex = NameIndex(identifiers: identifiers)
    }

    /// Resolves `input` to a known identifier, keeping a valid `@calendar=…` keyword (lowercased) and, where the
    /// resolver takes one, an `@hours=…` keyword (`en_US@hours=h23`).
    package func resolve(_ input: String) -> Result<String, Failure> {
        resolution(input).map(\.identifier)
    }

    /// What an input resolved to, and whether it was an alias (another name Foundation knows the locale by) rather
    /// than the identifier itself in another case or with `-`.
    package struct Resolution: Hashable, Sendable {
        /// The known identifier, with a calendar keyword if one was given.
        package let identifier: String
        /// Whether the input named the locale by an alias (`zh_TW` for `zh_Hant_TW`).
        package let isAlias: Bool
        /// The language and region the identifier pairs where it is no listed locale (`ja_US`), else `nil`.
        package var combination: LocaleCombination? = nil

        /// Whether the identifier is one of Foundation's locales with at most a calendar and an hour cycle
        /// keyword; not a combination (`ja_US`) nor one with keywords a user's settings add (`en_US@rg=gbzzzz`).
        package var isListed: Bool {
            combination == nil && PreferenceKeyword.carried(by: identifier).isEmpty
        }
    }

    /// Resolves `input`, telling whether it was an alias.
    package func resolution(_ input: String) -> Result<Resolution, Failure> {
        if let region = regionFailure(input) { return .failure(region) }
        var isAlias = false
        return resolveBase(input, isAlias: &isAlias)
            .flatMap { identifier in
                let base = String(identifier.prefix { $0 != "@" })
                guard !knownSet.contains(base), let combination = combination(base) else {
                    return .success(Resolution(identifier: identifier, isAlias: isAlias))
                }
                guard acceptsCombinations else {
                    return .failure(.combinationNotAccepted(input, combination: combination))
                }
                return .success(Resolution(identifier: identifier, isAlias: false, combination: combination))
            }
            .flatMapError { failure in
                switch failure {
                case .unknown:
                    return .failure(
                        regionFailure(input, anyCase: true) ?? nameFailure(input) ?? emptyRegionFailure(input)
                            ?? phraseFailure(input) ?? countryWordFailure(input) ?? startFailure(input)
                            ?? misspeltFailure(input) ?? wordsLeftOutFailure(input)
                            ?? .unknown(
                                input,
                                suggestions: suggestions(
                                    for: Self.textAndKeyword(input).text.replacingOccurrences(of: "-", with: "_"))))
                case .invalidCharacter(_, let scalar, _):
                    if let name = nameFailure(input) ?? emptyRegionFailure(input) { return .failure(name) }
                    let reading = meant(input)
                    if reading.map({ Self.keepsEveryWord(of: input, in: $0) }) != true,
                        let start = phraseFailure(input) ?? countryWordFailure(input) ?? startFailure(input)
                            ?? misspeltFailure(input) ?? wordsLeftOutFailure(input)
                    {
                        return .failure(start)
                    }
                    if reading == nil, readsAsName(input) { return .failure(.unnamed(input)) }
                    return .failure(.invalidCharacter(input, scalar, meant: reading))
                default: return .failure(failure)
                }
            }
    }

    /// Whether text refused as an identifier reads as a name rather than as a mistyped identifier: it has a space,
    /// an apostrophe or a letter no identifier has (not one in another width, `ｅｎ`), and no control, format or
    /// path character. The caller asks only where it is no identifier typed with a slip of form either
    /// (``meant(_:)``: `en US` stays a bad identifier).
    func readsAsName(_ input: String) -> Bool {
        let scalars = input.unicodeScalars
        guard
            !scalars.contains(where: {
                [.control, .format].contains($0.properties.generalCategory) || $0 == "/" || $0 == "\\"
            })
        else { return false }
        let namely = scalars.contains {
            $0 == " " || $0 == "'" || $0 == "\u{2019}"
                || (!$0.isASCII && $0.properties.isAlphabetic
                    && String($0).precomposedStringWithCompatibilityMapping == String($0))
        }
        return namely
    }

    /// The identifier an input refused for a character reads as when that character is only a slip of form: letters
    /// in another width (`ｅｎ_US`), spaces or dots between subtags (`en US`, `en.US`), spaces around it, or a POSIX
    /// locale name's codeset (`en_US.UTF-8`, what `LANG` holds). `nil` when no such reading resolves.
    func meant(_ input: String) -> String? {
        let folded = input.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespaces)
        let separated = folded.split(whereSeparator: { $0 == " " || $0 == "." }).joined(separator: "_")
        let withoutCodeset = String(folded.prefix { $0 != "." })
        for candidate in [separated, withoutCodeset] where candidate != input {
            var isAlias = false
            if case .success(let identifier) = resolveBase(candidate, isAlias: &isAlias) { return identifier }
        }
        return nil
    }

    /// Whether `identifier`, what an input refused for a character reads as (``meant(_:)``), keeps each of its words
    /// as a subtag, ignoring case: `en US` is en_US and `zh TW` zh_Hant_TW, but `St. Luci` is no `st` (Southern Sotho)
    /// with a codeset, nor `El Salvado` `el` with a variant: those read as a name typed in part. A POSIX codeset
    /// (`en_US.UTF-8`: after a dot, no space) is no word.
    static func keepsEveryWord(of input: String, in identifier: String) -> Bool {
        let folded = input.precomposedStringWithCompatibilityMapping
        let dot = folded.firstIndex(of: ".")
        let body =
            dot.map { folded[folded.index(after: $0)...].contains(" ") ? folded[...] : folded[..<$0] } ?? folded[...]
        let subtags = Set(identifier.lowercased().split(whereSeparator: { $0 == "_" || $0 == "@" }))
        return body.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).allSatisfy(subtags.contains)
    }

    private func resolveBase(_ input: String, isAlias: inout Bool) -> Result<String, Failure> {
        if input.isEmpty { return .failure(.empty) }
        if input.unicodeScalars.count > Self.maximumLength { return .failure(.tooLong(input.unicodeScalars.count)) }
        let spelled: String
        switch Self.unicodeExtension(input) {
        case .success(let form): spelled = form
        case .failure(let failure): return .failure(failure)
        }
        let parts = spelled.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0]).replacingOccurrences(of: "-", with: "_")
        for scalar in base.unicodeScalars
        where
            !(scalar.isASCII
            && (scalar.properties.isAlphabetic
                || ("0"..."9").contains(scalar) || scalar == "_"))
        {
            return .failure(.invalidCharacter(input, scalar))
        }
        let direct = knownIgnoringCase(base)
        let aliased = direct == nil ? alias(base) : nil
        isAlias = aliased != nil
        guard let identifier = direct ?? aliased ?? combination(base)?.identifier else {
            let matches = byLowercase[base.lowercased()] ?? []
            if matches.count > 1 { return .failure(.ambiguous(input, candidates: matches.sorted())) }
            // The suggestions are looked for last (``resolution(_:)``), once the input is no name or code either:
            // they compare it with every identifier.
            return .failure(.unknown(input, suggestions: []))
        }
        guard parts.count == 2 else { return .success(identifier) }
        return keywords(String(parts[1]), of: identifier)
    }

    /// The input with a BCP 47 Unicode extension written as Foundation's keywords: `en-US-u-ca-japanese` →
    /// `en-US@calendar=japanese`, `ar-SA-u-ca-islamic-civil` → `ar-SA@calendar=islamic-civil`, `en-US-u-hc-h23` →
    /// `en-US@hours=h23`, `en-US-u-rg-gbzzzz-fw-mon` → `en-US@rg=gbzzzz;fw=mon`. The calendar (`ca`), hour cycle
    /// (`hc`) and ``PreferenceKeyword`` keys (`rg`, `nu`, `fw`, `ms`, …) are understood; any other key is refused,
    /// naming the spellings that work. Input without an extension is returned as it is.
    static func unicodeExtension(_ input: String) -> Result<String, Failure> {
        guard !input.contains("@") else { return .success(input) }
        let subtags = input.split(separator: "-", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "_", omittingEmptySubsequences: false)
        }
        guard let singleton = subtags.firstIndex(where: { $0.lowercased() == "u" }), singleton > 0 else {
            return .success(input)
        }
        let base = subtags[..<singleton].joined(separator: "-")
        let keys = Array(subtags[(singleton + 1)...])
        let refused = Failure.invalidKeyword("u-" + keys.joined(separator: "-"))
        var keywords: [String] = []
        var index = keys.startIndex
        while index < keys.endIndex {
            // A key, then its value's subtags of three to eight characters each.
            let key = keys[index].lowercased()
            let name = ["ca": "calendar", "hc": "hours"][key] ?? PreferenceKeyword.bcp47(key)?.rawValue
            index += 1
            var values = keys[index...].prefix { (3...8).contains($0.count) }
            // A preference key without a proper value (`-u-nu`, `-u-rg-gb`) is refused for its value, with what
            // the keyword takes, not as an unsupported keyword: the one subtag after it unless that is a key.
            if let name, values.isEmpty, PreferenceKeyword(rawValue: name) != nil {
                values = keys[index...].prefix(1).filter { !Self.isExtensionKey($0) }[...]
            }
            index += values.count
            guard let name, !values.isEmpty || PreferenceKeyword(rawValue: name) != nil else {
                return .failure(refused)
            }
            // BCP 47 is case-insensitive, and Foundation reads `-u-hc-H23` as `h23`, `-u-fw-MON` as `mon`; in
            // ICU's form it would not.
            let value = values.joined(separator: "-")
            keywords.append(name + "=" + (name == "calendar" ? value : value.lowercased()))
        }
        guard !keywords.isEmpty else { return .failure(refused) }
        return .success(base + "@" + keywords.joined(separator: ";"))
    }

    /// Whether a subtag is a key `unicodeExtension(_:)` understands (`ca`, `hc`, `nu`, `rg`, …).
    private static func isExtensionKey(_ subtag: Substring) -> Bool {
        let key = subtag.lowercased()
        return key == "ca" || key == "hc" || PreferenceKeyword.bcp47(key) != nil
    }

    func knownIgnoringCase(_ base: String) -> String? {
        if knownSet.contains(base) { return base }
        let matches = byLowercase[base.lowercased()] ?? []
        return matches.count == 1 ? matches[0] : nil
    }

    /// The known identifier an alias stands for, from Foundation's (ICU's) canonicalization and likely subtags,
    /// never from a hand-kept table: a deprecated code is canonicalized (`iw` → `he`, `in_ID` → `id_ID`,
    /// `sh` → `sr_Latn`), and a form without the script resolves to the known identifier with the same likely
    /// subtags that keeps the most of what was typed (`zh_TW` → `zh_Hant_TW`, `sr_ME` → `sr_Latn_ME`).
    /// `nil` when nothing known means the same locale (`en_XX` is not guessed to be `en`).
    package func alias(_ base: String) -> String? {
        guard !base.isEmpty, base.count <= Self.maximumLength else { return nil }
        let canonical = ICUIdentifier.canonical(base).replacingOccurrences(of: "-", with: "_")
        guard !canonical.isEmpty, !canonical.contains("@") else { return nil }
        if let known = knownIgnoringCase(canonical) { return known }
        let typed = IdentifierSubtags.explicit(canonical)
        let likely = Self.maximal(canonical)
        guard likely.split(separator: "-").count == 3 else { return nil }
        let candidates = maximalIndex.identifiers(withMaximal: likely)
        return candidates.max { a, b in
            let (left, right) = (Self.shared(typed, a), Self.shared(typed, b))
            if left != right { return left < right }
            if a.count != b.count { return a.count > b.count }
            return b.precedesInUTF8Order(a)
        }
    }

    /// Legacy language codes ICU still canonicalizes: the site publishes alias pages for them.
    static let legacyLanguages = ["iw", "in", "ji", "jw", "mo", "sh", "tl"]

    /// The aliases the site publishes pages for, each verified to resolve to its identifier: legacy language
    /// codes alone and with each region their language is known with (`iw`, `iw_IL`), and the script-less forms of
    /// identifiers that write a script and a region (`zh_TW`, `sr_ME`). Sorted by alias.
    package func publishedAliases() -> [(alias: String, identifier: String)] {
        var candidates = Set<String>()
        for code in Self.legacyLanguages {
            candidates.insert(code)
            let language = ICUIdentifier.canonical(code).replacingOccurrences(of: "-", with: "_")
            for identifier in known where identifier.hasPrefix(language + "_") && !identifier.contains("@") {
                let rest = identifier.dropFirst(language.count + 1)
                if let region = rest.split(separator: "_").last, region.count == 2 || region.count == 3 {
                    candidates.insert(code + "_" + region)
                }
            }
        }
        for identifier in known where !identifier.contains("@") {
            let parts = identifier.split(separator: "_")
            if parts.count == 3, parts[1].count == 4 { candidates.insert(parts[0] + "_" + parts[2]) }
        }
        return candidates.filter { !knownSet.contains($0) && byLowercase[$0.lowercased()] == nil }
            .compactMap { name in alias(name).map { (alias: name, identifier: $0) } }
            .sorted { $0.alias.precedesInUTF8Order($1.alias) }
    }

    /// How many of the typed script and region an identifier writes too.
    private static func shared(_ typed: (script: String?, region: String?), _ identifier: String) -> Int {
        let own = IdentifierSubtags.explicit(identifier)
        return (typed.script != nil && typed.script == own.script ? 1 : 0)
            + (typed.region != nil && typed.region == own.region ? 1 : 0)
    }

    /// `ja-Jpan-JP` for `ja_JP`: the identifier with Foundation's likely subtags added. Asked for every profile
    /// and again for every known identifier when aliases are published, so computed once per identifier.
    static func maximal(_ identifier: String) -> String {
        maximals.value(for: identifier) {
            Locale.Language(identifier: identifier.replacingOccurrences(of: "_", with: "-")).maximalIdentifier
        }
    }

    private static let maximals = Memo<String, String>()

    /// Up to five known identifiers closest to `input` by edit distance, ignoring case; among equally close
    /// ones, those sharing a longer prefix with the input come first, then a language's namesake region (`de_DE`
    /// before `de_AT` for `de_XX`), then by name. The 404 page's script ranks the same way.
    package func suggestions(for input: String) -> [String] {
        let target = Array(input.lowercased().utf8.prefix(40))
        guard !target.isEmpty else { return [] }
        let limit = max(2, target.count / 2)
        let scored = known.map { identifier in
            let candidate = Array(identifier.lowercased().utf8)
            let prefix = zip(target, candidate).prefix { $0 == $1 }.count
            let parts = identifier.lowercased().split(separator: "_")
            return (
                identifier: identifier, distance: Self.distance(target, candidate), prefix: prefix,
                namesake: parts.count == 2 && parts[0] == parts[1]
            )
        }
        return scored.filter { $0.distance <= limit }
            .sorted {
                if $0.distance != $1.distance { return $0.distance < $1.distance }
                if $0.prefix != $1.prefix { return $0.prefix > $1.prefix }
                if $0.namesake != $1.namesake { return $0.namesake }
                return $0.identifier.precedesInUTF8Order($1.identifier)
            }
            .prefix(5).map(\.identifier)
    }

    /// `; did you mean en_CA, en_US?` for a message, or nothing when there is no suggestion.
    package static func didYouMean(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : "; did you mean " + suggestions.joined(separator: ", ") + "?"
    }

    /// The words of `candidates` one or two letters off `word` (ignoring its case), in their order: what a short,
    /// fixed list (commands, calendar names) suggests for a typo.
    package static func near(_ word: String, among candidates: [String]) -> [String] {
        let typed = Array(word.lowercased().utf8.prefix(40))
        return candidates.filter { distance(typed, Array($0.utf8)) <= 2 }
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Known identifiers grouped by their maximal form (`ja` and `ja_JP` under `ja-Jpan-JP`), built once, on first use.
final class MaximalIndex: @unchecked Sendable {
    private let identifiers: [String]
    private let lock = NSLock()
    private var index: [String: [String]]?

    init(identifiers: [String]) { self.identifiers = identifiers }

    func identifiers(withMaximal maximal: String) -> [String] {
        lock.withLock {
            if index == nil {
                index = Dictionary(grouping: identifiers.filter { !$0.contains("@") }, by: IdentifierResolver.maximal)
            }
            return index?[maximal] ?? []
        }
    }
}
