import Foundation
import Testing

@testable import LocaleProfiles

@Suite("The digits note counts numbers, not names")
struct DigitSystemTests {
    /// The month, weekday, day period and era names a fresh DateFormatter gives for the locale that are more than
    /// digits (a name of digits alone, dz's months ༡ … ༡༢, cannot be told from a number), longest first.
    private static func names(_ identifier: String) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: identifier)
        let all =
            formatter.monthSymbols + formatter.shortMonthSymbols
            + formatter.standaloneMonthSymbols + formatter.shortStandaloneMonthSymbols
            + formatter.weekdaySymbols + formatter.shortWeekdaySymbols
            + formatter.standaloneWeekdaySymbols + [formatter.amSymbol, formatter.pmSymbol]
            + formatter.eraSymbols
        return all.filter { name in name.unicodeScalars.contains { $0.properties.numericType != .decimal } }.sorted {
            $0.count > $1.count
        }
    }

    @Test("Every digit system listed for a sample is written by one of its numbers, outside any name, in every locale")
    func systemsComeFromNumbers() {
        for profile in SharedCatalog.catalog.profiles {
            let samples = Dictionary(
                profile.formats.map { ($0.template.rawValue, $0.sample) }
                    + profile.dateStyles.map { ($0.style + " style", $0.sample) },
                uniquingKeysWith: { first, _ in first })
            let names = Self.names(profile.identifier)
            for (system, usedBy) in profile.digitSystems {
                for name in usedBy {
                    var numbers = samples[name] ?? ""
                    for symbol in names { numbers = numbers.replacingOccurrences(of: symbol, with: " ") }
                    #expect(
                        DigitSystem.systems(in: numbers).contains(system),
                        "\(profile.identifier): \(system) in \(name) (\(samples[name] ?? "")) only inside a name")
                }
            }
        }
    }

    @Test(
        "A digit inside a month name is not a second digit system",
        arguments: [
            "mni_Mtei",  // root's placeholder months M01 … M12, every number in Meetei Mayek digits
            "sat_Deva",  // the same with Devanagari digits
        ])
    func monthNameDigits(identifier: String) throws {
        let profile = try #require(SharedCatalog.catalog.profile(identifier))
        #expect(profile.digitSystems.count == 1)
        #expect(!profile.notes.contains { $0.key == "digits" })
    }

    @Test("bo: the templates' numbers are Latin, the date styles' Tibetan; the month name ཟླ་༤ counts for neither")
    func tibetan() throws {
        let profile = try #require(SharedCatalog.catalog.profile("bo"))
        let systems = profile.digitSystems
        #expect(systems.map(\.digits) == [.latin, DigitSystem(zero: "\u{0F20}")])
        #expect(systems.last?.usedBy == ["short style", "medium style", "long style", "full style"])
        #expect(Set(systems[0].usedBy).isDisjoint(with: systems[1].usedBy))
    }
}
