import Foundation

extension IdentifierResolver {
    /// The failure for a name with a word mistyped (`Germny`, `Frnace`, `Portugual`, `Saudi Arbia`, `Phillipines`),
    /// read as the site's search reads one where nothing else matches: each typed word of five letters or more that
    /// is no word of any name is read as the word of a name one edit away (``isOneEdit(_:_:)``), the word of the most
    /// locales (``NameIndex/wordCounts``), then the first in UTF-8 order; the words so read are looked up as a whole
    /// name, else as the starts of a name's words (``NameIndex/identifiers(startingWords:)``).
    /// ``Failure/misspelt(_:reading:identifiers:)`` with the locales so named, or the keyword's refusal; `nil` where
    /// no word is read otherwise, the reading names nothing, or the text reads as an identifier
    /// (``typedNameWords(_:)``: `Japn`, four letters, is left to the identifiers spelt like it).
    func misspeltFailure(_ input: String) -> Failure? {
        let (typed, keyword) = Self.textAndKeyword(input)
        guard let words = Self.typedNameWords(typed) else { return nil }
        let counts = nameIndex.wordCounts
        let read = words.map { word in
            word.unicodeScalars.count < 5 || counts[word] != nil ? word : Self.nearestWord(to: word, in: counts) ?? word
        }
        guard read != words else { return nil }
        let named = nameIndex.identifiers(named: read.joined())
        return withKeyword(named.isEmpty ? nameIndex.identifiers(startingWords: read) : named, keyword) {
            .misspelt(input, reading: read.joined(separator: " "), identifiers: $0)
        }
    }

    /// The word of `counts` one edit from `word` that names the most identifiers, the first in UTF-8 order of those
    /// that tie; `nil` where none is.
    static func nearestWord(to word: String, in counts: [String: Int]) -> String? {
        let typed = Array(word.unicodeScalars)
        var best: (word: String, count: Int)?
        for (candidate, count) in counts where isOneEdit(typed, Array(candidate.unicodeScalars)) {
            if let known = best,
                known.count > count || (known.count == count && known.word.precedesInUTF8Order(candidate))
            {
                continue
            }
            best = (candidate, count)
        }
        return best?.word
    }

    /// Whether two different words are one edit apart, as the site's search tells: a letter more or less, one letter
    /// changed, or two neighbouring letters swapped (`germny` and `germany`, `brazl` and `brazil`, `frnace` and
    /// `france`); or the same but for which letters are doubled, the commonest slip in a name (`phillipines` and
    /// `philippines`, `morroco` and `morocco`).
    static func isOneEdit(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        guard a != b else { return false }
        if undoubled(a) == undoubled(b) { return true }
        guard abs(a.count - b.count) <= 1 else { return false }
        var at = 0
        while at < a.count, at < b.count, a[at] == b[at] { at += 1 }
        if a.count < b.count { return a[at...] == b[(at + 1)...] }
        if a.count > b.count { return a[(at + 1)...] == b[at...] }
        return a[(at + 1)...] == b[(at + 1)...]
            || (at + 1 < a.count && a[at] == b[at + 1] && a[at + 1] == b[at] && a[(at + 2)...] == b[(at + 2)...])
    }

    /// A word with each run of one letter written once (`morroco`: `moroco`).
    private static func undoubled(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var kept: [Unicode.Scalar] = []
        for scalar in word where kept.last != scalar { kept.append(scalar) }
        return kept
    }
}
