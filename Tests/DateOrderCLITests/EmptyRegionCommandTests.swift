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
            let languageName = english.localizedString(forLanguageCode: language) ?? language
            let combination = "\(language)_\(region)"
            let likely = "Foundation's likely subtags give it " + languageName
            // A country or territory is one a user picks; an area (Africa, the European Union) is made of others and
            // points to its country with the most locales instead (checked in areaCountryProblems).
            let area = !Locale.Region(region).subRegions.isEmpty
            let (start, end) =
                area
                ? (
                    "dateorder: no locale is written for \(name) (\(region)), an area made of other regions, whose "
                        + "countries have locales of their own (dateorder show ",
                    "); \(likely), and dateorder show \(combination) answers for \(languageName) with the area's code\n"
                )
                : (
                    "dateorder: no locale is written for \(name) (\(region)); \(likely), and an app's Locale.current "
                        + "there is \(combination) (dateorder show \(combination) answers for it)\n", ""
                )
            // A code an identifier is spelt as opens that locale (EU Basque, TA Tamil), as everywhere else.
            let spelt = Locale.availableIdentifiers.contains(region.lowercased())
            for typed in spelt ? [name] : [region, name] {
                let run = CommandRunner.run(["show", typed])
                let firstLine = run.err.prefix { $0 != "\n" } + "\n"
                if run.code != .usage || !firstLine.hasPrefix(start) || !firstLine.hasSuffix(end) {
                    wrong.append("\(typed): \(run.err)")
                } else if area && typed == name {
                    wrong += Self.areaCountryProblems(String(firstLine), area: region)
                }
            }
            let shown = CommandRunner.run(["show", combination])
            if shown.code != .success { wrong.append("\(combination): \(shown.err)") }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(6).joined(separator: "\n"))")
    }

    /// What is wrong with the country an area's message points to (`… (dateorder show CM lists those of Cameroon); …`): it
    /// must be one of the area's regions (through its areas), no country of the area that `dateorder show` reads by
    /// its code may have more locales, and `dateorder show` must list its locales by that code.
    static func areaCountryProblems(_ said: String, area: String) -> [String] {
        guard let start = said.range(of: "(dateorder show "),
            let end = said.range(of: " lists those of ", range: start.upperBound..<said.endIndex)
        else { return ["\(area): no country named: \(said)"] }
        let country = String(said[start.upperBound..<end.lowerBound])
        let countryName = Locale(identifier: "en").localizedString(forRegionCode: country) ?? country
        var problems: [String] = []
        if !said[end.upperBound...].hasPrefix(countryName + "); ") {
            problems.append("\(area): \(country) is not named \(countryName): \(said)")
        }
        var inArea: Set<String> = []
        var pending = [Locale.Region(area)]
        while let next = pending.popLast() {
            for region in next.subRegions where inArea.insert(region.identifier).inserted { pending.append(region) }
        }
        if !inArea.contains(country) { problems.append("\(area): \(country) is not one of its regions") }
        var counts: [String: Int] = [:]
        for identifier in Locale.availableIdentifiers {
            if let region = Locale.Language(identifier: identifier).region?.identifier {
                counts[region, default: 0] += 1
            }
        }
        // A two-letter code spelt as an identifier (ZA, za: Zhuang) opens that locale, so it cannot be pointed to.
        let busier = inArea.filter {
            $0.count == 2 && !Locale.availableIdentifiers.contains($0.lowercased())
                && counts[$0, default: 0] > counts[country, default: 0]
        }
        if !busier.isEmpty { problems.append("\(area): \(busier.sorted()) have more locales than \(country)") }
        let shown = CommandRunner.run(["show", country])
        if !shown.err.hasPrefix(
            "dateorder: unknown locale identifier '\(country)'; by that region code (\(countryName)): ")
        {
            problems.append("\(area): show \(country) does not list its locales: \(shown.err)")
        }
        return problems
    }

    @Test("A region that has locales, or a name nothing has, is not called empty")
    func notEmpty() {
        #expect(!CommandRunner.run(["show", "JP"]).err.contains("no locale is written"))
        #expect(
            CommandRunner.run(["show", "Atlantis"]).err.hasPrefix("dateorder: unknown locale identifier 'Atlantis'"))
    }
}
