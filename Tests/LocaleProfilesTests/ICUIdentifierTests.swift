import Foundation
import Testing

@testable import LocaleProfiles

@Suite("ICU identifiers without Foundation's locale cache")
struct ICUIdentifierTests {
    /// Every name the alias table asks about, every `und_` region, every known identifier, and forms people type.
    static let names: [String] = {
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let pairs = letters.flatMap { first in letters.map { first + $0 } }
        let triples = pairs.flatMap { pair in letters.map { pair + $0 } }
        return pairs + triples + pairs.map { "und_" + $0.uppercased() } + Catalog.availableIdentifiers
            + [
                "", "x", "en-US", "EN_us", "en_UK", "sr_YU", "no_NO", "iw_IL", "zh_TW", "zh-Hant-TW", "heb_IL",
                "en_US@calendar=japanese", "ja-JP-u-ca-japanese", "de__POSIX", "ja_JP_TRADITIONAL", "root",
            ]
    }()

    @Test("Equals Locale.identifier(.icu, from:) for every two- and three-letter code, region and identifier")
    func agreesWithFoundation() {
        var differences: [String] = []
        for name in Self.names where ICUIdentifier.canonical(name) != Locale.identifier(.icu, from: name) {
            differences.append("\(name): \(ICUIdentifier.canonical(name)) ≠ \(Locale.identifier(.icu, from: name))")
        }
        #expect(Self.names.count > 19_000)
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    #if canImport(Glibc)
        @Test("Asks ICU directly on Linux (so the resolver keeps no Locale per code), its self-check passing")
        func usesICU() {
            #expect(ICULibrary.canonicalForm != nil)
            #expect(ICUIdentifier.isDirect)
        }

        @Test("The direct road itself, not Foundation's fallback, equals Foundation over every name")
        func directRoadAgrees() {
            let differing = Self.names.filter { ICUIdentifier.direct($0) != Locale.identifier(.icu, from: $0) }
            #expect(differing.isEmpty, "\(differing.prefix(10))")
        }
    #endif
}
