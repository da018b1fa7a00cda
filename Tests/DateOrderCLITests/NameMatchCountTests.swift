import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import DateOrderCLI

/// A name that many locales answer to (`English`: every en_* locale) lists the best five and says how many more
/// there are, so a short list is not taken for all of them.
@Suite("show: a name many locales answer to")
struct NameMatchCountTests {
    @Test("Every language with more than five locales, typed by its English name, counts the locales left out")
    func languagesWithManyLocales() throws {
        let english = Locale(identifier: "en")
        let identifiers = Catalog.availableIdentifiers.filter { !$0.contains("@") }
        let byLanguage = Dictionary(grouping: identifiers) { $0.split(separator: "_")[0] }
        var checked = 0
        for (language, locales) in byLanguage where locales.count > 5 {
            let name = try #require(english.localizedString(forLanguageCode: String(language)))
            let result = CommandRunner.run(["show", name])
            expectUsageError(result, mentioning: "; by that name: ")
            let line = String(result.err.split(separator: "\n")[0])
            let more = try #require(
                line.firstMatch(of: /, and (\d+) more \(dateorder list shows every locale's name\)$/), "\(line)")
            // Every locale of the language is among the five shown and the ones counted.
            #expect(Int(more.1)! + 5 >= locales.count, "\(line)")
            #expect(line.split(separator: "), ").count == 6, "\(line)")
            checked += 1
        }
        #expect(checked >= 10)
    }

    @Test(
        "A name five or fewer locales answer to lists them all, and says no more", arguments: ["Norwegian", "Taiwan"])
    func fewLocales(name: String) {
        let result = CommandRunner.run(["show", name])
        expectUsageError(result, mentioning: "; by that name: ")
        #expect(!result.err.contains(" more ("), "\(result.err)")
    }
}
