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

    @Test("A name with a calendar keyword, in either spelling, finds the locale with that calendar, or says why not")
    func namesWithKeywords() throws {
        var wrong: [String] = []
        for (index, identifier) in Self.plain.enumerated() {
            let name = try #require(Self.english.localizedString(forIdentifier: identifier))
            // A name that is another locale's code (`Ga`, Irish's) is that locale.
            guard failure(name) != nil else { continue }
            // A calendar every locale takes, and one some refuse; every other locale, to keep the test short.
            for calendar in [index.isMultiple(of: 2) ? "japanese" : "islamic-umalqura"] {
                let expected = resolver.resolve(identifier + "@calendar=" + calendar)
                for typed in [name + "@calendar=" + calendar, name.uppercased() + "-u-ca-" + calendar] {
                    switch (expected, resolver.resolution(typed)) {
                    case (.success(let keyed), .failure(.named(_, let found))) where found.first == keyed: continue
                    // A name that is also a code (`Ewe`, ISO 639-2 for ee) resolves as that code.
                    case (.success(let keyed), .success(let resolved)) where resolved.identifier == keyed: continue
                    case (.failure(let refused), .failure(let failure)) where refused == failure: continue
                    case (_, let got): wrong.append("\(typed): \(got), expected \(expected)")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(5))")
        #expect(
            resolver.resolution("Deutsch@calendar=foo").failureDescription?.hasPrefix("unknown calendar 'foo'") == true)
        #expect(resolver.resolution("Deutsch@numbers=arab").failureDescription?.contains("'numbers=arab'") == true)
    }

    @Test("Not a name: the close identifiers are suggested as before; a message shows each with its name")
    func notNames() {
        guard case .failure(.unknown) = resolver.resolution("en_UX") else {
            Issue.record("en_UX is no one's name")
            return
        }
        #expect(
            resolver.resolution("Österreich").failureDescription
                == "unknown locale identifier 'Österreich'; by that name: de_AT (German (Austria)), en_AT (English "
                + "(Austria))")
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
