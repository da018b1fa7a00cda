import Foundation
import Testing

@testable import LocaleProfiles

/// A name with a word mistyped (`Germny`, `Frnace`, `Saudi Arbia`): no locale is called that, nor by a name it
/// starts, so the resolver reads each long word that is no word of a name as the word one letter off, as the site's
/// search does, and answers with the locales so named.
@Suite("Identifiers by a name with a word one letter off")
struct MisspeltNameTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
    static let plain = Catalog.availableIdentifiers.filter { !$0.contains("@") }

    /// What an input is read as and the locales it is answered with, or `nil` for any other answer.
    func misspelt(_ input: String) -> (reading: String, identifiers: [String])? {
        guard case .failure(.misspelt(_, let reading, let found)) = resolver.resolution(input) else { return nil }
        return (reading, found)
    }

    /// `name` with its longest word's third and fourth letters swapped (`Gremany`), or `nil` where that word has under
    /// five letters, the swap changes nothing, or the name has what no typed name has (`&`, `-`, `(`) or what folding
    /// drops (`Metaʼ`).
    static func swapped(_ name: String) -> String? {
        guard
            name.unicodeScalars.allSatisfy({
                ($0.properties.isAlphabetic && !IdentifierResolver.droppedMarks.contains($0)) || $0 == " "
            })
        else { return nil }
        var words = name.split(separator: " ").map { Array($0) }
        guard let longest = words.indices.max(by: { words[$0].count < words[$1].count }),
            words[longest].count >= 5, words[longest][2] != words[longest][3]
        else { return nil }
        words[longest].swapAt(2, 3)
        return words.map { String($0) }.joined(separator: " ")
    }

    /// Each of `names` mistyped (``swapped(_:)``) where the mistyped text reads as nothing else first (no name,
    /// start of a name, people's word, `Maaly` as Mali's `Maali`, or identifier), with the identifiers it must find (all, or one among the first `among`): the
    /// number checked, the answers that miss, and those read as another word one edit from the mistyped one that names
    /// as many locales or more, as the rule has it (`Gadna`: Spanish's `gana`, Ghana, before `ganda`).
    func misses(_ names: [(name: String, expected: [String], among: Int?)]) -> (
        checked: Int, wrong: [String], otherWord: [String]
    ) {
        let counts = resolver.nameIndex.wordCounts
        var checked = 0
        var wrong: [String] = []
        var otherWord: [String] = []
        for (name, expected, among) in names {
            guard let typed = Self.swapped(name), resolver.nameFailure(typed) == nil,
                resolver.startFailure(typed) == nil, resolver.countryWordFailure(typed) == nil,
                case .failure = resolver.resolve(typed)
            else { continue }
            checked += 1
            guard let (reading, found) = misspelt(typed) else {
                wrong.append("\(typed) → \(resolver.resolution(typed))")
                continue
            }
            let shown = among.map { Array(found.prefix($0)) } ?? found
            if among == nil ? expected.allSatisfy(shown.contains) : expected.contains(where: shown.contains) {
                continue
            }
            let meant = IdentifierResolver.foldedWords(name)
            let read = reading.split(separator: " ").map(String.init)
            let typedWords = IdentifierResolver.foldedWords(typed)
            let byRule =
                read.count == meant.count && typedWords.count == meant.count
                && meant.indices.allSatisfy { at in
                    read[at] == meant[at]
                        || (IdentifierResolver.isOneEdit(
                            Array(typedWords[at].unicodeScalars), Array(read[at].unicodeScalars))
                            && counts[read[at], default: 0] >= counts[meant[at], default: 0])
                }
            if byRule {
                otherWord.append(typed)
            } else {
                wrong.append("\(typed) → '\(reading)' \(found.prefix(6)), not \(expected.prefix(3))")
            }
        }
        return (checked, wrong, otherWord)
    }

    @Test("Every region's English name with two letters swapped finds each locale there, or a word of as many as near")
    func everyRegionSwapped() {
        let english = Locale(identifier: "en")
        let byRegion = Dictionary(grouping: Self.plain.filter { IdentifierSubtags.explicit($0).region != nil }) {
            IdentifierSubtags.explicit($0).region!
        }
        let cases = byRegion.sorted(by: { $0.key < $1.key }).compactMap { region, identifiers in
            english.localizedString(forRegionCode: region).map { (name: $0, expected: identifiers, among: Int?.none) }
        }
        let (checked, wrong, otherWord) = misses(cases)
        #expect(checked > 120, "only \(checked) mistyped names checked")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(otherWord.count <= 5, "\(otherWord)")
    }

    @Test(
        "Every language's English name with two letters swapped lists a locale of it first, or a word of as many as near"
    )
    func everyLanguageSwapped() {
        let english = Locale(identifier: "en")
        let byLanguage = Dictionary(grouping: Self.plain) { IdentifierSubtags($0).language }
        let cases = byLanguage.sorted(by: { $0.key < $1.key }).compactMap { language, identifiers in
            english.localizedString(forLanguageCode: language).map {
                (name: $0, expected: identifiers, among: Int?.some(5))
            }
        }
        let (checked, wrong, otherWord) = misses(cases)
        #expect(checked > 120, "only \(checked) mistyped names checked")
        #expect(wrong.isEmpty, "\(wrong.prefix(10))")
        #expect(otherWord.count <= 5, "\(otherWord)")
    }

    @Test(
        "A letter missing, extra, changed, two swapped or doubled otherwise: the name meant, its locales best first",
        arguments: [
            ("Germny", "germany", ["de_DE"]), ("Frnace", "france", ["fr_FR"]), ("Portugual", "portugal", ["pt_PT"]),
            ("Brazl", "brazil", ["pt_BR"]), ("Swizerland", "switzerland", ["de_CH"]),
            ("Saudi Arbia", "saudi arabia", ["ar_SA", "en_SA"]), ("Great Britian", "great britain", ["en_GB"]),
            ("Morroco", "morocco", ["ar_MA"]), ("Japanesse", "japanese", ["ja", "ja_JP"]),
            ("New Zeland", "new zealand", ["en_NZ", "mi_NZ"]), ("El Salvadr", "el salvador", ["es_SV"]),
        ])
    func misspellings(typed: String, reading: String, first: [String]) {
        let answer = misspelt(typed)
        #expect(answer?.reading == reading, "\(typed): \(resolver.resolution(typed))")
        #expect(
            Array(answer?.identifiers.prefix(first.count) ?? []) == first, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("A calendar keyword after a mistyped name keeps to the locales that take it")
    func keyword() {
        #expect(misspelt("Germny@calendar=islamic")?.identifiers.first == "de_DE@calendar=islamic")
        #expect(misspelt("Germny-u-ca-japanese")?.identifiers.first == "de_DE@calendar=japanese")
        #expect(misspelt("Germny@calendar=nonsense") == nil)
    }

    @Test(
        "What may be a mistyped identifier, a word under five letters or one two letters off is read as nothing else",
        arguments: ["Japn", "Brzl", "en_USS", "Germnay1", "Gremny", "Xyzzyq"])
    func notMisspelt(typed: String) {
        #expect(misspelt(typed) == nil, "\(typed): \(resolver.resolution(typed))")
    }

    @Test(
        "A word one edit from two words of names is read as the word of more locales",
        arguments: [
            ("Canda", "canada", "ganda"), ("Amrica", "america", "africa"), ("Frence", "french", "france"),
            ("Arabc", "arabic", "arabi"),
        ])
    func mostLocalesWin(typed: String, reading: String, other: String) {
        let counts = resolver.nameIndex.wordCounts
        let word = typed.lowercased()
        for near in [reading, other] {
            #expect(IdentifierResolver.isOneEdit(Array(word.unicodeScalars), Array(near.unicodeScalars)), "\(near)")
        }
        #expect((counts[reading] ?? 0) > (counts[other] ?? 0))
        #expect(IdentifierResolver.nearestWord(to: word, in: counts) == reading)
        #expect(misspelt(typed)?.reading == reading, "\(typed): \(resolver.resolution(typed))")
    }

    @Test("One edit: a letter missing, extra or changed, two neighbours swapped, doubled letters; not two edits")
    func oneEdit() {
        func apart(_ a: String, _ b: String) -> Bool {
            IdentifierResolver.isOneEdit(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(apart("germny", "germany") && apart("germanny", "germany") && apart("germeny", "germany"))
        #expect(apart("frnace", "france") && apart("rfance", "france") && apart("francr", "france"))
        #expect(apart("phillipines", "philippines") && apart("morroco", "morocco"))
        #expect(!apart("germany", "germany") && !apart("gremny", "germany") && !apart("fnarce", "france"))
        #expect(!apart("germ", "germany") && !apart("frnc", "france"))
    }

    @Test("The message names what was typed, what it was read as, and the locales as a whole name's do")
    func message() {
        let failure = IdentifierResolver.Failure.misspelt("Germny", reading: "germany", identifiers: ["de_DE"])
        #expect(
            failure.description
                == "no locale is called 'Germny'; read with a word one letter off, as 'germany': de_DE (German "
                + "(Germany))")
        #expect(resolver.resolution("Xyzzy Land") == .failure(.unnamed("Xyzzy Land")))
    }
}
