import Testing

@testable import LocaleProfiles

@Suite("Notes agree in number with what they list")
struct NoteGrammarTests {
    @Test("One placeholder month or era is 'a placeholder' and 'is'; several are 'placeholders', listed in English")
    func placeholderAgreement() {
        let month = ProfileNote.placeholderMonths(["M11"]).description
        #expect(month.contains("lacks a month name: \"M11\" is a placeholder,"), "\(month)")
        #expect(month.hasSuffix("a month column would show it."), "\(month)")
        let months = ProfileNote.placeholderMonths(["M10", "M11", "M12"]).description
        #expect(months.contains("some month names: \"M10\", \"M11\" and \"M12\" are placeholders,"), "\(months)")
        #expect(months.hasSuffix("would show them."), "\(months)")
        let era = ProfileNote.placeholderEras(["ERA1"]).description
        #expect(era.contains("\"ERA1\" in the samples is ICU's placeholder,"), "\(era)")
        let eras = ProfileNote.placeholderEras(["ERA0", "ERA1"]).description
        #expect(eras.contains("\"ERA0\" and \"ERA1\" in the samples are ICU's placeholders,"), "\(eras)")
    }

    @Test("kkj, the one locale lacking a month name, and a calendar without era names say so in the singular")
    func realSingulars() throws {
        let kkj = try #require(SharedCatalog.catalog.profile("kkj"))
        #expect(kkj.notes.map(\.description).contains { $0.contains("\"M11\" is a placeholder") })
        let coptic = try #require(Catalog.load(identifiers: ["ja_JP@calendar=coptic"]).profiles.first)
        #expect(
            coptic.notes.map(\.description).contains { $0.contains("\"ERA1\" in the samples is ICU's placeholder") })
        for profile in SharedCatalog.catalog.profiles + [coptic] {
            for note in profile.notes where note.key == "placeholder-month" || note.key == "placeholder-era" {
                let text = note.description
                #expect(!text.contains("\" are placeholders") || text.contains("\" and \""), "\(profile.identifier)")
                #expect(!text.contains("\" in the samples are") || text.contains("\" and \""), "\(profile.identifier)")
            }
        }
    }
}
