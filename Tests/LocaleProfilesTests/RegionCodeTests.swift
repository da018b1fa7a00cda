import Foundation
import Testing

@testable import LocaleProfiles

/// A region's code typed in capitals (`GB`, `JP`), as the site's search reads it: where no identifier or alias is
/// spelt so, `dateorder show` answers with the region's locales, principal first, and the 404 page's table agrees.
@Suite("Region codes typed in capitals")
struct RegionCodeTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    /// Every two-letter code, AA to ZZ.
    static let codes: [String] = {
        let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        return letters.flatMap { first in letters.map { first + $0 } }
    }()

    /// The known identifiers (without keywords) whose region is `code`, read from the identifier's own text.
    func written(in code: String) -> Set<String> {
        Set(
            Catalog.availableIdentifiers.filter {
                !$0.contains("@") && $0.split(separator: "_").dropFirst().contains(Substring(code))
            })
    }

    @Test("Every region code of a known locale opens an identifier or alias, or lists exactly the region's locales")
    func everyCode() {
        var wrong: [String] = []
        var regions = 0
        for code in Self.codes {
            let inRegion = written(in: code)
            guard !inRegion.isEmpty else { continue }
            regions += 1
            switch resolver.resolution(code) {
            case .success: continue
            case .failure(.inRegion(code, code, let identifiers)):
                if Set(identifiers) != inRegion || identifiers.count != inRegion.count {
                    wrong.append("\(code): \(identifiers) against \(inRegion.sorted())")
                }
            case .failure(let failure): wrong.append("\(code): \(failure)")
            }
        }
        #expect(regions > 200)
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(8))")
    }

    @Test("The first locale is the region's principal one, und_<region>'s likely subtags, where one is known")
    func principalFirst() {
        var wrong: [String] = []
        for (code, identifier) in resolver.regionCodeTable() {
            guard let principal = resolver.alias("und_" + code) else { continue }
            if identifier != principal { wrong.append("\(code): \(identifier), not \(principal)") }
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(resolver.regionCodeTable().first { $0.code == "GB" }?.identifier == "en_GB")
        #expect(resolver.regionCodeTable().first { $0.code == "CN" }?.identifier == "zh_Hans_CN")
    }

    @Test("The 404 page's table is what show names first, for every code and only those")
    func tableAgreesWithShow() {
        let table = Dictionary(uniqueKeysWithValues: resolver.regionCodeTable().map { ($0.code, $0.identifier) })
        var wrong: [String] = []
        for code in Self.codes {
            let first: String? =
                if case .failure(.inRegion(_, _, let identifiers)) = resolver.resolution(code) {
                    identifiers.first
                } else { nil }
            if table[code] != first { wrong.append("\(code): table \(table[code] ?? "-"), show \(first ?? "-")") }
        }
        #expect(table.count > 140)
        #expect(wrong.isEmpty, "\(wrong.prefix(8))")
    }

    @Test("An identifier wins, a deprecated code's alias does not; lower case, keywords and unknown regions")
    func whatWins() {
        for (typed, identifier) in [("DE", "de"), ("BR", "br"), ("UK", "uk"), ("in", "id"), ("tw", "ak")] {
            #expect(resolver.resolve(typed) == .success(identifier), "\(typed)")
        }
        // In capitals, a code whose lower case is only an old language code's alias is the region, as the site's
        // search reads it (written down: und_<region>'s likely subtags).
        for (typed, first) in [
            ("IN", "hi_IN"), ("TW", "zh_Hant_TW"), ("MO", "zh_Hant_MO"), ("SH", "en_SH"), ("TL", "pt_TL"),
            ("BH", "ar_BH"),
        ] {
            guard case .failure(.inRegion(_, typed, let found)) = resolver.resolution(typed) else {
                Issue.record("\(typed): \(resolver.resolution(typed))")
                continue
            }
            #expect(found.first == first, "\(typed): \(found.prefix(3))")
        }
        // In lower case too, where no identifier or alias is spelt so (RegionCodeFormTests holds every form).
        guard case .failure(.inRegion(_, "GB", _)) = resolver.resolution("gb") else {
            Issue.record("gb: \(resolver.resolution("gb"))")
            return
        }
        guard case .failure(.inRegion(_, "JP", let keyed)) = resolver.resolution("JP@calendar=japanese"),
            case .failure(.inRegion(_, "JP", let bcp47)) = resolver.resolution("JP-u-ca-japanese")
        else {
            Issue.record("JP with a calendar: \(resolver.resolution("JP@calendar=japanese"))")
            return
        }
        #expect(keyed.first == "ja_JP@calendar=japanese" && keyed == bcp47)
        #expect(resolver.resolution("AQ") != .failure(.inRegion("AQ", region: "AQ", identifiers: [])))
        #expect(
            IdentifierResolver.Failure.inRegion("GB", region: "GB", identifiers: ["en_GB"]).description
                == "unknown locale identifier 'GB'; by that region code (United Kingdom): en_GB (English (United Kingdom))"
        )
    }
}
