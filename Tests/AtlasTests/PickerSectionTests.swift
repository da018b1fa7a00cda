import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// The `#picker` section's Swift arrays say everything a picker's columns need: an era column where the pattern
/// writes one beside the year, and which side the first column is on for a right-to-left locale.
@Suite("The picker section's arrays")
struct PickerSectionTests {
    static func section(_ identifier: String) throws -> String {
        let site = try SiteGenerator(
            options: .init(templatesDirectory: TestPaths.templates, identifiers: [identifier], toolVersion: "t")
        ).generate().files
        let html = String(decoding: try #require(site.files[SitePath.locale(identifier)]), as: UTF8.self)
        return AnswerTests.section(html, from: "id=\"picker\"", to: "<h2 id=\"")
    }

    @Test(
        "An era column is called a choice only where the calendar's eras change over three centuries, in every locale")
    func eraColumnWording() throws {
        var single = 0
        var several = 0
        for path in GeneratedSite.htmlPaths where path.hasPrefix("locales/") {
            let html = try #require(GeneratedSite.text(path))
            guard html.contains("These dates write an era beside the year") else { continue }
            let identifier = try #require(
                GeneratedSite.records.first { SitePath.locale($0.identifier) == path }?.identifier)
            // Independently: the era a fresh formatter writes 150 years either side of the sample.
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: identifier)
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "G"
            let calendar = formatter.calendar!
            let sample = DatePickerLayout.sampleInstant
            let eras = Set(
                [-150, 0, 150].map { formatter.string(from: calendar.date(byAdding: .year, value: $0, to: sample)!) })
            if eras.count == 1 {
                single += 1
                #expect(html.contains("has one era over the years a picker spans"), "\(identifier): \(eras)")
                #expect(!html.contains("are ambiguous"), "\(identifier)")
            } else {
                several += 1
                #expect(html.contains("years that repeat from one era to the next are ambiguous"), "\(identifier)")
            }
        }
        // en_TH, ar_SA, fa_IR…: one era each (Buddhist, Umm al-Qura, Persian); the default calendars have no Japanese.
        #expect(single > 5, "\(single) single, \(several) several")
    }

    @Test(
        "Prose names a locale's calendar as English does (the Buddhist calendar), never by its keyword, on every page")
    func calendarNamesInProse() throws {
        var named: [String: String] = [:]
        for path in GeneratedSite.htmlPaths where path.hasPrefix("locales/") {
            let html = try #require(GeneratedSite.text(path))
            guard let start = html.range(of: "the year in the ") else { continue }
            let name = String(html[start.upperBound...].prefix { $0 != "," })
            named[path] = name
            #expect(
                name.first?.isUppercase == true && name.contains("calendar") && !name.contains("Calendar"), "\(path)")
            if html.contains("**Calendar:**") || html.contains("<strong>Calendar:</strong>") {
                #expect(html.contains("the samples count in the " + name), "\(path)")
            }
        }
        #expect(named["locales/en_US.html"] == "Gregorian calendar")
        #expect(named["locales/th_TH.html"] == "Buddhist calendar")
        #expect(named["locales/fa_IR.html"] == "Persian calendar")
        #expect(named["locales/ar_SA.html"] == "Hijri calendar (Umm al-Qura)")
    }

    @Test("The Japanese calendar's arrays have an era column where its patterns write one (令和8年)")
    func japaneseEra() throws {
        let section = try Self.section("ja_JP@calendar=japanese")
        #expect(section.contains("<code>[.era, .year, .month, .day]</code>"), "\(section)")
        #expect(section.contains("an era column"))
        let gregorian = try Self.section("ja_JP")
        #expect(!gregorian.contains(".era"))
        #expect(gregorian.contains("<code>[.year, .month, .day]</code>"))
    }

    @Test(
        "The era stands where the pattern writes it, beside the year; quoted text is no era",
        arguments: [
            ("M/d/GGGGGy", DatePickerKind.numeric, [DatePickerColumn.month, .day, .era, .year]),
            ("d MMMM y G", .withMonthNames, [.day, .month, .year, .era]),
            ("'G' d/M/y", .numeric, [.day, .month, .year]), ("Gy年M月d日", .withMonthNames, [.era, .year, .month, .day]),
        ])
    func eraPlacement(pattern: String, kind: DatePickerKind, expected: [DatePickerColumn]) {
        #expect(DatePickerLayout.columns(in: pattern, for: kind) == expected)
    }

    @Test("A right-to-left locale's arrays say that the first element is the rightmost column")
    func rightToLeft() throws {
        #expect(try Self.section("ar_EG").contains("the first element of each array is the rightmost column"))
        #expect(try !Self.section("de_DE").contains("rightmost"))
    }
}

/// The `#time` section of a right-to-left page says which side each part of a date-and-time picker goes: "the
/// date picker's columns, then the time's" beside "lay the time columns out from the left" would put the date on
/// the left, where the article puts the part that comes first on the right.
@Suite("The time section's right-to-left date and time")
struct TimeSectionSidesTests {
    @Test(
        "A right-to-left page puts the part of a date and time that comes first on the right; a left-to-right one says nothing of sides",
        arguments: [("ar_EG", true), ("he_IL", true), ("ff_Adlm_GN", true), ("en_US", false), ("vi_VN", false)])
    func dateAndTimeSides(identifier: String, rightToLeft: Bool) throws {
        let site = try SiteGenerator(
            options: .init(templatesDirectory: TestPaths.templates, identifiers: [identifier], toolVersion: "t")
        ).generate().files
        let html = String(decoding: try #require(site.files[SitePath.locale(identifier)]), as: UTF8.self)
        let section = AnswerTests.section(html, from: "id=\"time\"", to: "<h2 id=\"")
        let sentence = "In a picker of a date and a time, the date, which comes first, stands on the right"
        #expect(section.contains(sentence) == rightToLeft, "\(identifier)")
        #expect(section.contains("stands on the right") == rightToLeft, "\(identifier)")
    }
}
