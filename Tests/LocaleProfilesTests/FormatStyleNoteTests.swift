import DateOrder
import Foundation
import Testing

@testable import LocaleProfiles

/// Where Foundation renames a locale for `DateFormatter`, a note compares it with `Date.FormatStyle`, which does not.
/// A picker is named as answered differently only where `Date.FormatStyle` writes other text: the same text has the
/// same order, whatever fields the formatter marks in it (a Chinese calendar's related Gregorian year, pattern
/// letter `r`, is marked as no field at all).
@Suite("Date.FormatStyle beside DateFormatter")
struct FormatStyleNoteTests {
    /// Every listed identifier Foundation renames, and the lunisolar calendars of the languages that use them.
    static let identifiers: [String] = {
        let renamed = Catalog.availableIdentifiers.filter { DataProvenance.formatterLocale(of: $0) != nil }
        let calendars = ["zh", "zh_Hans_CN", "zh_Hant_TW", "zh_Hant_HK", "zh_CN", "zh_TW", "yue", "ko_KR", "vi_VN"]
            .flatMap { ["\($0)@calendar=chinese", "\($0)@calendar=dangi"] }
        return renamed + calendars
    }()

    @Test("A picker named as answered differently has a different sample; the same text is never a difference")
    func differingMeansOtherText() throws {
        let builder = ProfileBuilder()
        var renamedNotes = 0
        for identifier in Self.identifiers {
            let profile = builder.profile(for: identifier)
            for note in profile.notes {
                guard case .renamed(_, let differing) = note else { continue }
                renamedNotes += 1
                for kind in differing {
                    let answer = try #require(profile.provenance.formatStyle.first { $0.kind == kind })
                    #expect(
                        answer.sample != profile.format(for: kind.template)?.sample,
                        "\(identifier): \(kind) is named as different, but both write \(answer.sample)")
                }
            }
        }
        #expect(renamedNotes > 0, "no identifier here is renamed: the test compares nothing")
    }

    @Test("The note lists the pickers answered differently as a sentence does: a, b and c")
    func differingReadsAsASentence() {
        let builder = ProfileBuilder()
        var lists = 0
        for identifier in Self.identifiers {
            for note in builder.profile(for: identifier).notes {
                guard case .renamed(_, let differing) = note, differing.count > 1 else { continue }
                lists += 1
                let phrases = differing.map(\.phrase)
                let expected =
                    phrases.dropLast().joined(separator: ", ") + " and " + phrases.last! + "."
                #expect(note.description.hasSuffix("answers differently for " + expected), "\(identifier)")
            }
        }
        #expect(lists > 0, "no note lists two pickers: the test checks nothing")
    }

    @Test("zh_CN with the Chinese calendar: both write 2026年二月28, so no picker is said to differ")
    func chineseCalendarYear() throws {
        let profile = ProfileBuilder().profile(for: "zh_Hans_CN@calendar=chinese")
        let numeric = try #require(profile.provenance.formatStyle.first { $0.kind == .numeric })
        #expect(numeric.sample == profile.format(for: DatePickerKind.numeric.template)?.sample)
        #expect(numeric.order == nil, "the related Gregorian year carries no field, so the order is not read")
        for note in profile.notes {
            if case .renamed(_, let differing) = note { #expect(!differing.contains(.numeric)) }
        }
    }
}
