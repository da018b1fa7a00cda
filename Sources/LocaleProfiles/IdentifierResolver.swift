import Foundation

/// Resolves what a user typed (`en-US`, `EN_us`, `ja_JP@calendar=japanese`) to a known locale identifier.
package struct IdentifierResolver: Sendable {
    /// Why an identifier could not be resolved.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The input was empty.
        case empty
        /// The input is longer than any identifier could be.
        case tooLong(Int)
        /// The input contains a character no identifier has (a path separator, a control character, …).
        case invalidCharacter(String, Unicode.Scalar)
        /// No identifier matches; the closest known identifiers are suggested.
        case unknown(String, suggestions: [String])
        /// No identifier matches, but locales are called that (`german`, `Germany`): the identifiers, best first.
        case named(String, identifiers: [String])
        /// Several identifiers match when case is ignored.
        case ambiguous(String, candidates: [String])
        /// A keyword after `@` is malformed or not supported.
        case invalidKeyword(String)
        /// A calendar keyword that is unknown or that `DateFormatter` does not honour here.
        case refusedCalendar(String, reason: String)

        package var description: String {
            switch self {
            case .empty: "empty locale identifier"
            case .tooLong(let length):
                "locale identifier is too long (\(length) characters; at most \(IdentifierResolver.maximumLength))"
            case .invalidCharacter(let input, let scalar):
                "invalid character \(Visible.codePoint(scalar)) in locale identifier '\(Visible.text(input))'"
            case .unknown(let input, let suggestions):
                "unknown locale identifier '\(Visible.text(input))'" + IdentifierResolver.didYouMean(suggestions)
            case .named(let input, let identifiers):
                "unknown locale identifier '\(Visible.text(input))'; by that name: "
                    + identifiers.map(IdentifierResolver.withName).joined(separator: ", ")
            case .ambiguous(let input, let candidates):
                "ambiguous locale identifier '\(Visible.text(input))': " + candidates.joined(separator: ", ")
            case .refusedCalendar(_, let reason): reason
            case .invalidKeyword(let keyword):
                "unsupported locale keyword '\(Visible.text(keyword))' (supported: @calendar=NAME, or -u-ca-NAME in "
                    + "BCP 47 form, e.g. ja_JP@calendar=japanese or ja-JP-u-ca-japanese)"
            }
        }
    }

    /// The longest input accepted.
    package static let maximumLength = 100

    let known: [String]
    private let knownSet: Set<String>
    private let byLowercase: [String: [String]]
    /// Known identifiers by their maximal form, computed on first use (only aliases need it).
    private let maximalIndex: MaximalIndex
    /// Known identifiers by their names, computed on first use (only an identifier that fails asks).
    let nameIndex: NameIndex

    /// Creates a resolver over the known identifiers.
    package init(identifiers: [String]) {
        known = identifiers
        knownSet = Set(identifiers)
        byLowercase = Dictionary(grouping: identifiers, by: { $0.lowercased() })
        maximalIndex = MaximalIndex(identifiers: identifiers)
        nameIndex = NameIndex(identifiers: identifiers)
    }

    /// Resolves `input` to a known identifier, keeping a valid `@calendar=…` keyword (lowercased).
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
    }

    /// Resolves `input`, telling whether it was an alias.
    package func resolution(_ input: String) -> Result<Resolution, Failure> {
        var isAlias = false
        return resolveBase(input, isAlias: &isAlias).map { Resolution(identifier: $0, isAlias: isAlias) }
            .flatMapError { failure in
                switch failure {
                case .unknown, .invalidCharacter: return .failure(nameFailure(input) ?? failure)
                default: return .failure(failure)
                }
            }
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
        isAlias = direct == nil
        guard let identifier = direct ?? alias(base) else {
            let matches = byLowercase[base.lowercased()] ?? []
            if matches.count > 1 { return .failure(.ambiguous(input, candidates: matches.sorted())) }
            return .failure(.unknown(input, suggestions: suggestions(for: base)))
        }
        guard parts.count == 2 else { return .success(identifier) }
        let keyword = String(parts[1])
        // ICU's keyword list (`calendar=gregorian;numbers=arab`): a keyword other than the calendar is the one
        // refused, named alone, rather than read as part of the calendar's name.
        if let other = keyword.split(separator: ";").first(where: { !$0.lowercased().hasPrefix("calendar=") }),
            other != Substring(keyword)
        {
            return .failure(.invalidKeyword(String(other)))
        }
        let pair = keyword.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard pair.count == 2, pair[0].lowercased() == "calendar", !pair[1].isEmpty else {
            return .failure(.invalidKeyword(keyword))
        }
        let calendar = CalendarKeywords.normalized(pair[1].lowercased())
        if let reason = CalendarKeywords.refusal(calendar, for: identifier) {
            return .failure(.refusedCalendar(calendar, reason: reason))
        }
        return .success(identifier + "@calendar=" + (CalendarKeywords.canonical(calendar, for: identifier) ?? calendar))
    }

    /// The input with a BCP 47 Unicode extension written as Foundation's keyword: `en-US-u-ca-japanese` →
    /// `en-US@calendar=japanese`, `ar-SA-u-ca-islamic-civil` → `ar-SA@calendar=islamic-civil`. Only the calendar
    /// key (`ca`) is understood; any other key is refused, naming both spellings that work. Input without an
    /// extension is returned as it is.
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
        guard keys.count >= 2, keys[0].lowercased() == "ca", keys.dropFirst().allSatisfy({ (3...8).contains($0.count) })
        else {
            return .failure(.invalidKeyword("u-" + keys.joined(separator: "-")))
        }
        return .success(base + "@calendar=" + keys.dropFirst().joined(separator: "-"))
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
private final class MaximalIndex: @unchecked Sendable {
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
