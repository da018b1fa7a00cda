import DateOrder
import Foundation
import LocaleProfiles
import Testing

@testable import Atlas

/// Sentences the pages build from lists of pickers, read as English over every locale.
@Suite("Prose built from lists")
struct ProseGrammarTests {
    /// Every locale, and calendar keywords whose era columns differ from the default calendars'.
    static let profiles =
        Catalog.load().profiles
        + Catalog.load(identifiers: [
            "ja_JP@calendar=japanese", "he_IL@calendar=hebrew", "en_US@calendar=islamic", "zh_TW@calendar=roc",
        ]).profiles

    @Test("The calendar note names each picker with an era column in full: 'the picker with month names has'")
    func eraPickersInWords() {
        var checked = 0
        for profile in Self.profiles {
            let answer = profile.answer
            guard let note = AnswerSection.calendarNote(profile, answer: answer, voice: LocaleVoice(profile)) else {
                continue
            }
            let eras = answer.rows.filter(\.hasEraColumn)
            guard !eras.isEmpty else { continue }
            checked += 1
            let names = eras.map { "the " + $0.kind.phrase.dropFirst(2) }
            let verb = eras.count == 1 ? " has" : " have"
            #expect(
                note.contains(", and " + englishList(names) + verb + " an era column"),
                "\(profile.identifier): \(note)")
            #expect(
                !note.contains("with month names picker") && !note.contains("its numeric,"),
                "\(profile.identifier): \(note)")
        }
        #expect(checked > 10, "too few locales with an era column: the test checks nothing")
    }

    @Test("The note to follow the time pattern names the region Locale.hourCycle looked up in words, not by code alone")
    func hourCycleRegionInWords() throws {
        var notes: [String: String] = [:]
        for profile in Self.profiles {
            guard let note = TimeSection.followNote(profile) else { continue }
            notes[profile.identifier] = note
            if let code = profile.regionCode {
                #expect(!note.contains("region \(code) in"), "\(profile.identifier): \(note)")
            }
        }
        #expect(try #require(notes["ar_001"]).contains("the region 001 \\(World\\) in CLDR"))
        #expect(try #require(notes["fr_CA"]).contains("the region CA \\(Canada\\) in CLDR"))
    }
}
