import Foundation
import Testing

@testable import LocaleProfiles

/// People type names where an identifier goes (`german`, `Germany`); the resolver answers with the identifiers
/// called that, checked against Foundation's own names for every locale.
@Suite("Identifiers by name")
struct IdentifierNameTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
    static let english = Locale(identifier: "en")
    static let plain = Catalog.availableIdentifiers.filter { !$0.contains("@") }

    /// A locale's language's names, in English and its own, folded.
    static func languageNames(_ identifier: String) -> [String] {
        let language = IdentifierSubtags(identifier).language
        return [english, Locale(identifier: identifier)].compactMap {
            $0.localizedString(forLanguageCode: language).map(IdentifierResolver.folded)
        }
    }

    /// Why a name failed to resolve, or `nil` when it is an identifier too (`Ewe`: no, but `Ga` is one).
    func failure(_ name: String) -> IdentifierResolver.Failure? {
        guard case .failure(let failure) = resolver.resolution(name) else { return nil }
        return failure
    }

    @Test("Every locale's English and own name finds it first, whatever the case and accents")
    func wholeNames() throws {
        var wrong: [String] = []
        for identifier in Self.plain {
            for name in [
                Self.english.localizedString(forIdentifier: identifier),
                Locale(identifier: identifier).localizedString(forIdentifier: identifier),
            ] {
                guard let name else { continue }
                // As typed on a keyboard without them: accents dropped (`Osterreich`, `espanol`), then in capitals.
                let unaccented = String(
                    String.UnicodeScalarView(
                        name.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
                            !(0x300...0x36F).contains($0.value)
                        }))
                for typed in Set([name.uppercased(), unaccented, unaccented.uppercased()]) {
                    guard let failure = failure(typed) else { continue }
                    guard case .named(_, let found) = failure, let first = found.first,
                        IdentifierResolver.folded(Self.english.localizedString(forIdentifier: first) ?? "")
                            == IdentifierResolver.folded(Self.english.localizedString(forIdentifier: identifier) ?? "")
                    else {
                        wrong.append("\(identifier): \(typed) → \(failure)")
                        continue
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) of \(Self.plain.count * 2): \(wrong.prefix(5))")
    }

    @Test("A language's name finds the bare language first, then the locale where it is most likely written")
    func languageNames() throws {
        var checked = 0
        for language in Self.plain where !language.contains("_") {
            guard let name = Self.english.localizedString(forLanguageCode: language),
                case .named(_, let found) = failure(name)
            else { continue }
            checked += 1
            #expect(found.first == language, "\(name): \(found)")
            let likely = Self.plain.filter {
                $0.hasPrefix(language + "_") && IdentifierResolver.maximal($0) == IdentifierResolver.maximal(language)
            }
            if !likely.isEmpty, found.count > 1 { #expect(likely.contains(found[1]), "\(name): \(found)") }
        }
        #expect(checked > 250)
    }

    @Test("A country's name finds the locale of its likely language first, and only locales of that country")
    func countryNames() throws {
        let regions = Set(Self.plain.compactMap { IdentifierSubtags.explicit($0).region })
        var checked = 0
        for region in regions.sorted() {
            guard let name = Self.english.localizedString(forRegionCode: region),
                case .named(_, let found) = failure(name)
            else { continue }
            checked += 1
            let language = IdentifierResolver.maximal("und_" + region).split(separator: "-").first.map(String.init)
            let written = Self.plain.filter {
                IdentifierSubtags.explicit($0).region == region && IdentifierSubtags($0).language == language
            }
            // A country may share its name with a language (Indonesia is bahasa Indonesia's own name for it).
            let here = found.filter { IdentifierSubtags.explicit($0).region == region }
            if !written.isEmpty { #expect(here.first.map(written.contains) == true, "\(name): \(found)") }
            let elsewhere = found.filter { !here.contains($0) }
            #expect(
                elsewhere.allSatisfy { Self.languageNames($0).contains(IdentifierResolver.folded(name)) },
                "\(name): \(found)")
        }
        #expect(checked > 150)
    }

    @Test("Not a name: the close identifiers are suggested as before; a message shows each with its name")
    func notNames() {
        guard case .failure(.unknown) = resolver.resolution("en_UX") else {
            Issue.record("en_UX is no one's name")
            return
        }
        #expect(
            resolver.resolution("Österreich").failureDescription
                == "unknown locale identifier 'Österreich'; by that name: de_AT (German (Austria))")
        #expect(resolver.named("deutsch")[..<2] == ["de", "de_DE"])
        #expect(resolver.named("   ").isEmpty && resolver.named("de@calendar=gregorian").isEmpty)
    }
}

extension Result where Failure == IdentifierResolver.Failure {
    fileprivate var failureDescription: String? {
        if case .failure(let failure) = self { return failure.description }
        return nil
    }
}
