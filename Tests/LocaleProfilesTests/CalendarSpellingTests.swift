import Foundation
import LocaleProfiles
import Testing

/// The calendar spellings people type: CLDR's and BCP 47's names and the BCP 47 `-u-ca-` form reach the same
/// profile as Foundation's `@calendar=` keyword, and what is not understood is refused with both working forms.
@Suite("Calendar spellings and placeholder data")
struct CalendarSpellingTests {
    static let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    @Test(
        "Other spellings of a calendar resolve to Foundation's keyword",
        arguments: [
            ("ar_SA@calendar=gregory", "ar_SA@calendar=gregorian"),
            ("en_US@calendar=GREGORY", "en_US@calendar=gregorian"),
            ("en-US-u-ca-japanese", "en_US@calendar=japanese"),
            ("ja-JP-u-ca-japanese", "ja_JP@calendar=japanese"),
            ("ar-SA-u-ca-gregory", "ar_SA@calendar=gregorian"),
            ("ar-SA-u-ca-islamic-civil", "ar_SA@calendar=islamic-civil"),
            ("ar_SA@calendar=islamicc", "ar_SA@calendar=islamic-civil"),
            ("zh-TW-u-ca-roc", "zh_Hant_TW@calendar=roc"),
        ])
    func spellings(input: String, expected: String) throws {
        #expect(try Self.resolver.resolve(input).get() == expected)
    }

    @Test("ar_SA@calendar=gregory is the Gregorian profile, not Saudi Arabia's default Islamic calendar")
    func gregoryIsGregorian() throws {
        let resolved = try Self.resolver.resolve("ar_SA@calendar=gregory").get()
        let profile = ProfileBuilder().profile(for: resolved)
        let gregorian = ProfileBuilder().profile(for: "ar_SA@calendar=gregorian")
        #expect(profile == gregorian)
        #expect(profile.calendar == .gregorian)
        #expect(profile != ProfileBuilder().profile(for: "ar_SA"))
    }

    @Test(
        "A Unicode extension key other than the calendar is refused, naming both forms that work",
        arguments: ["en-US-u-nu-arab", "en-US-u-ca", "en-US-u-hc-h23-ca-japanese", "en-US-u-ca-x"])
    func otherKeysRefused(input: String) {
        guard case .failure(let failure) = Self.resolver.resolve(input) else {
            Issue.record("\(input) resolved")
            return
        }
        #expect(failure.description.contains("@calendar=NAME"), "\(failure)")
        #expect(failure.description.contains("-u-ca-NAME"), "\(failure)")
    }

    @Test("Placeholder era names are marked before the answer, and real ones are not")
    func placeholderEras() {
        let coptic = ProfileBuilder().profile(for: "de_DE@calendar=coptic")
        #expect(coptic.placeholderEras == ["ERA1"])
        #expect(coptic.notes.map(\.key).contains("placeholder-era"))
        #expect(coptic.headline.hasPrefix("placeholder era names: "), "\(coptic.headline)")
        let japanese = ProfileBuilder().profile(for: "ja_JP@calendar=japanese")
        #expect(japanese.placeholderEras.isEmpty)
        #expect(japanese.dataMark == nil)
    }

    @Test("Every root-fallback locale's headline starts with the mark; no other locale's does")
    func rootFallbackMark() {
        let catalog = Catalog.load(identifiers: Catalog.availableIdentifiers, builder: ProfileBuilder())
        var fallbacks = 0
        for profile in catalog.profiles {
            #expect(
                profile.headline.hasPrefix("falls back to root data") == profile.provenance.fallsBackToRoot,
                "\(profile.identifier): \(profile.headline)")
            if profile.provenance.fallsBackToRoot { fallbacks += 1 }
            // The note's example month (or era, ps_AF's AP) is one the samples show (lrc's Persian calendar writes
            // Farvardin, not M04).
            guard let note = profile.notes.first(where: { $0.key == "root-fallback" }) else { continue }
            // No quoted month (nil) is a failure too: no sample holds U+0000.
            let month = note.description.split(separator: "\"").dropFirst().first.map(String.init) ?? "\u{0}"
            #expect(
                profile.formats.contains { $0.sample.contains(month) }, "\(profile.identifier): \(note.description)")
        }
        #expect(fallbacks > 50, "this toolchain has 66 root-fallback locales; \(fallbacks) found")
    }
}
