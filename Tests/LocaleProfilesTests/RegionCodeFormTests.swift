import Foundation
import Testing

@testable import LocaleProfiles

/// A region's code in the forms readers type it where an identifier goes: ISO 3166's two letters in lower or mixed
/// case (`gb`, `Gb`), its three letters (`GBR`, `gbr`) and UN M.49's three digits (`826`, `419`). Where no identifier
/// or alias is spelt so, `dateorder show` lists the region's locales, as for the code in capitals.
@Suite("Region codes in any case, three letters or three digits")
struct RegionCodeFormTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    /// Every region of a known locale (two letters or three digits), with its locales, read from the identifiers' text.
    static let regions: [String: Set<String>] = {
        var found: [String: Set<String>] = [:]
        for identifier in Catalog.availableIdentifiers where !identifier.contains("@") {
            for part in identifier.split(separator: "_").dropFirst().prefix(2) {
                let text = String(part)
                let letters = text.count == 2 && text.allSatisfy { $0.isASCII && $0.isUppercase }
                let digits = text.count == 3 && text.allSatisfy { $0.isASCII && $0.isNumber }
                if letters || digits { found[text, default: []].insert(identifier) }
            }
        }
        return found
    }()

    /// The forms of a region's code a reader may type: its own in lower and mixed case, and ICU's three letters and
    /// number in capitals and lower case.
    static func forms(of region: String) -> [String] {
        let other = IdentifierResolver.otherCodes(of: region)
        let own =
            region.count == 2 ? [region.lowercased(), region.prefix(1) + region.suffix(1).lowercased()] : [region]
        return own + other + other.map { $0.lowercased() }.filter { !other.contains($0) }
    }

    @Test("Every form of every region's code opens an identifier or alias, or lists exactly that region's locales")
    func everyForm() {
        var wrong: [String] = []
        var listed = 0
        for (region, locales) in Self.regions.sorted(by: { $0.key < $1.key }) {
            // A locale's whole name wins over a three-letter code (Lao, Rwa: not Laos, Rwanda).
            for typed in Self.forms(of: region) where !resolver.namesElsewhere(typed, region: region) {
                switch resolver.resolution(typed) {
                case .success(let resolution):
                    // Only an identifier, or an alias typed otherwise than in capitals, wins over the code.
                    let capitals = typed == typed.uppercased()
                    if resolver.knownIgnoringCase(typed) == nil && capitals {
                        wrong.append("\(typed): opens \(resolution.identifier), an alias, over \(region)")
                    }
                case .failure(.inRegion(typed, region, let identifiers)):
                    listed += 1
                    if Set(identifiers) != locales || identifiers.count != locales.count {
                        wrong.append("\(typed): \(identifiers.prefix(4)) against \(locales.sorted().prefix(4))")
                    }
                case .failure(let failure): wrong.append("\(typed): \(failure)")
                }
            }
        }
        #expect(Self.regions.count > 240)
        #expect(listed > 700, "\(listed) forms listed a region")
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(8))")
    }

    @Test("ICU's three letters and number of a region read back as that region, for all but codes ISO has not given")
    func otherCodesReadBack() {
        var missing: [String] = []
        var wrong: [String] = []
        for region in Self.regions.keys.sorted() where region.count == 2 {
            let other = IdentifierResolver.otherCodes(of: region)
            if other.count != 2 { missing.append(region) }
            for code in other where IdentifierResolver.region(forCode: code) != region { wrong.append(code) }
        }
        // Diego Garcia, Ceuta & Melilla, the Canary Islands and Kosovo have no ISO 3166 number.
        #expect(missing.count <= 4, "\(missing)")
        #expect(wrong.isEmpty, "\(wrong)")
    }

    @Test("Codes written down from ISO 3166 and UN M.49 name their region")
    func writtenDown() {
        let codes = [
            ("GBR", "GB"), ("gbr", "GB"), ("826", "GB"), ("DEU", "DE"), ("276", "DE"), ("USA", "US"), ("840", "US"),
            ("JPN", "JP"), ("392", "JP"), ("CHE", "CH"), ("756", "CH"), ("IND", "IN"), ("PER", "PE"), ("BIH", "BA"),
            ("MAC", "MO"), ("419", "419"), ("001", "001"), ("150", "150"), ("gb", "GB"), ("Jp", "JP"), ("ch", "CH"),
        ]
        for (typed, region) in codes {
            guard case .failure(.inRegion(typed, region, let found)) = resolver.resolution(typed) else {
                Issue.record("\(typed): \(resolver.resolution(typed))")
                continue
            }
            #expect(!found.isEmpty, "\(typed)")
        }
        #expect(resolver.regionCodeTable().first { $0.code == "826" }?.identifier == "en_GB")
        #expect(resolver.regionCodeTable().first { $0.code == "419" }?.identifier == "es_419")
    }

    @Test("An identifier wins in any case; an alias in lower or mixed case, not in capitals")
    func whatWins() {
        for (typed, identifier) in [
            ("de", "de"), ("br", "br"), ("De", "de"), ("in", "id"), ("In", "id"), ("deu", "de"), ("per", "fa"),
            ("Che", "ce"), ("MUS", "mus"), ("SYR", "syr"), ("LAO", "lo"),
        ] {
            #expect(resolver.resolve(typed) == .success(identifier), "\(typed)")
        }
        // A language's name of three letters is that language's, not the region's code (RWA is Rwanda's).
        for typed in ["RWA", "Rwa", "rwa"] {
            guard case .failure(.named(_, let found)) = resolver.resolution(typed) else {
                Issue.record("\(typed): \(resolver.resolution(typed))")
                continue
            }
            #expect(found.first == "rwk", "\(typed)")
        }
        #expect(!resolver.regionCodeTable().contains { $0.code == "RWA" || $0.code == "LAO" })
        #expect(!resolver.regionCodeTable().contains { $0.code == "MUS" || $0.code == "DE" })
    }
}
