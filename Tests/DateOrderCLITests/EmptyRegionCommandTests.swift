import Foundation
import Testing

@testable import DateOrderCLI
@testable import LocaleProfiles

/// A region Foundation names that no locale is written for (Antarctica, Bouvet Island, Africa): `dateorder show`
/// says so and what applies there instead, by the region's code or its English name.
@Suite("dateorder show for a region no locale is written for")
struct EmptyRegionCommandTests {
    /// Foundation's regions that no listed identifier writes, each with the language its likely subtags give,
    /// read from a fresh `Locale.Language` (not the resolver's tables).
    static func emptyRegions() -> [(region: String, language: String)] {
        let written = Set(
            Locale.availableIdentifiers.compactMap { Locale.Language(identifier: $0).region?.identifier })
        return Locale.Region.isoRegions.map(\.identifier).filter { !written.contains($0) }.sorted().map { region in
            let maximal = Locale.Language(identifier: "und_" + region).maximalIdentifier
            return (region, String(maximal.prefix { $0 != "-" && $0 != "_" }))
        }
    }

    @Test("Every region no locale is written for, by its code and its English name: none is written, and what applies")
    func everyEmptyRegion() throws {
        let regions = Self.emptyRegions()
        #expect(regions.count == 40, "README: 40 of Foundation's regions have no locale")
        #expect(regions.contains { $0 == ("AQ", "en") } && regions.contains { $0 == ("TF", "fr") })
        let english = Locale(identifier: "en")
        var wrong: [String] = []
        for (region, language) in regions {
            let name = try #require(english.localizedString(forRegionCode: region))
            let said =
                "dateorder: no locale is written for \(name) (\(region)); Foundation's likely subtags give it "
                + (english.localizedString(forLanguageCode: language) ?? language)
                + ", and an app's Locale.current there is \(language)_\(region) (dateorder show \(language)_\(region) "
                + "answers for it)\n"
            // A code an identifier is spelt as opens that locale (EU Basque, TA Tamil), as everywhere else.
            let spelt = Locale.availableIdentifiers.contains(region.lowercased())
            for typed in spelt ? [name] : [region, name] {
                let run = CommandRunner.run(["show", typed])
                if run.code != .usage || !run.err.hasPrefix(said) { wrong.append("\(typed): \(run.err)") }
            }
            let combination = CommandRunner.run(["show", "\(language)_\(region)"])
            if combination.code != .success { wrong.append("\(language)_\(region): \(combination.err)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(6).joined(separator: "\n"))")
    }

    @Test("A region that has locales, or a name nothing has, is not called empty")
    func notEmpty() {
        #expect(!CommandRunner.run(["show", "JP"]).err.contains("no locale is written"))
        #expect(
            CommandRunner.run(["show", "Atlantis"]).err.hasPrefix("dateorder: unknown locale identifier 'Atlantis'"))
    }
}
