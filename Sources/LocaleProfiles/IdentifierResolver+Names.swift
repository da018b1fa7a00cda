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
        let (found, keyword) = nameAndKeyword(input)
        guard let keyword else { return found.isEmpty ? nil : .named(input, identifiers: found) }
        var keyed: [String] = []
        var refusal: Failure?
        for identifier in found {
            switch resolve(identifier + "@" + keyword) {
            case .success(let resolved): keyed.append(resolved)
            case .failure(let failure): refusal = refusal ?? failure
            }
        }
        return keyed.isEmpty ? refusal : .named(input, identifiers: keyed)
    }

    /// The identifiers called what `input` names, and the keyword after its `@` (or its BCP 47 extension), if any.
    private func nameAndKeyword(_ input: String) -> (found: [String], keyword: String?) {
        let spelled = (try? Self.unicodeExtension(input).get()) ?? input
        let parts = spelled.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let typed = Self.folded(String(parts[0]))
        guard !typed.isEmpty, typed.unicodeScalars.count <= Self.maximumLength else { return ([], nil) }
        return (nameIndex.identifiers(named: typed), parts.count == 2 ? String(parts[1]) : nil)
    }

    /// `de_DE (German (Germany))`: an identifier with its English name, for a message.
    package static func withName(_ identifier: String) -> String {
        identifier + " ("
            + (HourCycleKeyword.name(identifier, by: Locale(identifier: "en").localizedString(forIdentifier:))
                ?? identifier) + ")"
    }

    /// A name as compared: lowercased, without accents or width, dotless ı as i (`Kibris` finds `Kıbrıs`), with
    /// runs of spaces as one.
    static func folded(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "ı", with: "i")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// Every known identifier under each of its folded names, with how well the name fits it (0 best), built on first
/// use: only an identifier that fails to resolve asks for it.
final class NameIndex: @unchecked Sendable {
    private let identifiers: [String]
    private let lock = NSLock()
    private var index: [String: [String: Int]]?

    init(identifiers: [String]) { self.identifiers = identifiers }

    /// Every identifier called `name` (folded), best fit first, then shorter, then in UTF-8 order.
    func identifiers(named name: String) -> [String] {
        let fits = lock.withLock {
            if index == nil { index = Self.build(identifiers) }
            return index?[name] ?? [:]
        }
        return fits.sorted {
            if $0.value != $1.value { return $0.value < $1.value }
            if $0.key.count != $1.key.count { return $0.key.count < $1.key.count }
            return $0.key.precedesInUTF8Order($1.key)
        }
        .map(\.key)
    }

    /// The whole name fits best (0); a language's name fits the bare language (1), then where the language is most
    /// likely written (2), then elsewhere (3); a region's name fits the locale of the region's likely language (2),
    /// then the others there (3).
    private static func build(_ identifiers: [String]) -> [String: [String: Int]] {
        let english = Locale(identifier: "en")
        var index: [String: [String: Int]] = [:]
        for identifier in identifiers where !identifier.contains("@") {
            let locales = [english, Locale(identifier: identifier)]
            let language = IdentifierSubtags(identifier).language
            let explicit = IdentifierSubtags.explicit(identifier)
            func add(_ name: (Locale) -> String?, fit: Int) {
                for case let name? in locales.map(name) {
                    let key = IdentifierResolver.folded(name)
                    index[key, default: [:]][identifier] = min(index[key]?[identifier] ?? fit, fit)
                }
            }
            add({ $0.localizedString(forIdentifier: identifier) }, fit: 0)
            let likelyHere = IdentifierResolver.maximal(identifier) == IdentifierResolver.maximal(language)
            add(
                { $0.localizedString(forLanguageCode: language) },
                fit: explicit.script == nil && explicit.region == nil ? 1 : likelyHere ? 2 : 3)
            if let region = explicit.region {
                let spoken = IdentifierResolver.maximal("und_" + region).hasPrefix(language + "-")
                add({ $0.localizedString(forRegionCode: region) }, fit: spoken ? 2 : 3)
            }
        }
        return index
    }
}
