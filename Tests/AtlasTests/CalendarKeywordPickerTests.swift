import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// A page built for a calendar keyword (`--locale he_IL@calendar=hebrew`) previews the picker the library lays out
/// for the same identifier: its columns (era included), and the era, year, month and day rows
/// `DatePickerLayout.labels(for:of:)` and `months(inYearOf:)` give, leap months and 13-month years included.
@Suite("Calendar keyword pages preview the library's picker", .tags(.slow))
struct CalendarKeywordPickerTests {
    /// Locales of many scripts, numbering systems and directions, each with its default calendar's own keyword too.
    static let locales = [
        "en_US", "he_IL", "ar_SA", "ar_EG", "fa_IR", "zh_Hans_CN", "zh_Hant_TW", "ko_KR", "ja_JP", "th_TH", "hi_IN",
        "am_ET", "bo", "ta_IN", "ru_RU", "de_DE", "my_MM", "ur_PK", "bn_BD", "mr_IN", "ne_NP", "ps_AF",
    ]

    /// Every honoured keyword with every locale it is honoured for.
    static let identifiers: [String] = locales.flatMap { locale in
        CalendarKeywords.honoured.compactMap { keyword in
            CalendarKeywords.refusal(keyword, for: locale) == nil ? locale + "@calendar=" + keyword : nil
        }
    }

    static let site = GeneratedSite.small(identifiers)

    /// The options of one `<select>` of a preview, and the index of the selected one.
    static func options(_ preview: String, _ name: String) -> (values: [String], selected: Int?) {
        let options = AnswerTests.section(preview, from: "<select name=\"\(name)\">", to: "</select>")
            .components(separatedBy: "</option>").dropLast()
        return (
            options.map { String($0[($0.range(of: ">")?.upperBound ?? $0.startIndex)...]) },
            options.firstIndex { $0.contains("selected") }
        )
    }

    @Test("Every keyword page's preview has the library's columns and rows, sample selected")
    func previewRows() throws {
        #expect(Self.identifiers.count > 150, "\(Self.identifiers.count)")
        var differing: [String] = []
        let sample = DatePickerLayout.sampleInstant
        for identifier in Self.identifiers {
            let html = String(decoding: try #require(Self.site.files[SitePath.locale(identifier)]), as: UTF8.self)
            let preview = AnswerTests.section(html, from: "class=\"picker-preview\"", to: "</figure>")
            var calendar = Locale(identifier: identifier).calendar
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let fields = preview.components(separatedBy: "data-field=\"").dropFirst().map { String($0.prefix(1)) }
            let letters = layout.withMonthNames.map { $0 == .era ? "G" : String($0.rawValue.prefix(1).uppercased()) }
            if fields != letters { differing.append("\(identifier): columns \(fields), library \(letters)") }

            let years = (-2...2).compactMap { calendar.date(byAdding: .year, value: $0, to: sample) }
            let months = layout.months(inYearOf: sample)
            let month = try #require(calendar.dateInterval(of: .month, for: sample))
            let days = (0..<40).compactMap { calendar.date(byAdding: .day, value: $0, to: month.start) }
                .filter { $0 < month.end }.map { $0.addingTimeInterval(43_200) }
            let day = calendar.component(.day, from: sample)
            let expected: [(String, [String], Int?)] = [
                ("year", layout.labels(for: .year, of: years), 2),
                ("month", months.map(\.name), months.lastIndex { $0.firstDay <= sample }),
                ("day", layout.labels(for: .day, of: days), day - 1),
            ]
            for (name, labels, selected) in expected {
                let shown = Self.options(preview, name)
                if shown.values != labels.map(HTMLEscaping.escape) || shown.selected != selected {
                    differing.append(
                        "\(identifier) \(name): page \(shown.values.prefix(5)) @\(shown.selected ?? -1), "
                            + "library \(labels.prefix(5)) @\(selected ?? -1)")
                }
            }
            if layout.withMonthNames.contains(.era) {
                // Every year a picker spans: the eras between (大正, 昭和, 平成) too, not only those at its ends.
                let around = (-150...150).compactMap { calendar.date(byAdding: .year, value: $0, to: sample) }
                var eras: [String] = []
                for era in layout.labels(for: .era, of: around) where !eras.contains(era) { eras.append(era) }
                let shown = Self.options(preview, "era")
                let selected = layout.labels(for: .era, of: [sample]).first.flatMap { eras.firstIndex(of: $0) }
                if shown.values != eras.map(HTMLEscaping.escape) || shown.selected != selected {
                    differing.append(
                        "\(identifier) era: page \(shown.values) @\(shown.selected ?? -1), library \(eras)")
                }
            }
            // The column table counts the months the preview lists.
            if !html.contains("the \(months.count) months of the sample") {
                differing.append("\(identifier): month count, library \(months.count)")
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ:\n\(differing.joined(separator: "\n"))")
    }

    @Test("A calendar whose years differ in length (Hebrew, Chinese, Dangi) says so beside the month count")
    func monthCountsFromYearToYear() throws {
        var differing: [String] = []
        var varying = 0
        for identifier in Self.identifiers {
            let html = String(decoding: try #require(Self.site.files[SitePath.locale(identifier)]), as: UTF8.self)
            var calendar = Locale(identifier: identifier).calendar
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            let sample = DatePickerLayout.sampleInstant
            let counts = Set(
                (-5...5).compactMap { calendar.date(byAdding: .year, value: $0, to: sample) }.map {
                    layout.months(inYearOf: $0).count
                })
            let others = counts.subtracting([layout.months(inYearOf: sample).count]).sorted()
            if !others.isEmpty { varying += 1 }
            let said = html.contains("(other years have ")
            let right =
                others.isEmpty
                || html.contains("(other years have \(others.map(String.init).joined(separator: " or ")):")
            if said != !others.isEmpty || !right {
                differing.append("\(identifier): library counts \(counts.sorted()), page says other years: \(said)")
            }
        }
        #expect(varying > 10, "\(varying)")
        #expect(differing.isEmpty, "\(differing.count) differ:\n\(differing.joined(separator: "\n"))")
    }

    @Test("In leap years too (Adar I and II, Chinese and Dangi leap months) the profile's rows are the library's")
    func leapYears() throws {
        // 2024-03-20: Hebrew 5784 (Adar II), Chinese 4721; 2025-08-10: Chinese and Dangi 闰六月 / 윤6월;
        // 2023-03-30: Chinese 闰二月.
        let instants = [1_710_936_000, 1_754_827_200, 1_680_177_600].map { Date(timeIntervalSince1970: $0) }
        let identifiers = [
            "he_IL@calendar=hebrew", "en_US@calendar=hebrew", "zh_Hans_CN@calendar=chinese",
            "zh_Hant_TW@calendar=chinese", "ko_KR@calendar=dangi", "ja_JP@calendar=chinese", "ar_SA@calendar=islamic",
            "ja_JP@calendar=japanese", "bo@calendar=hebrew",
        ]
        var differing: [String] = []
        var thirteen: Set<String> = []
        for instant in instants {
            let builder = ProfileBuilder(instant: instant)
            for identifier in identifiers {
                let picker = builder.profile(for: identifier).picker
                var calendar = Locale(identifier: identifier).calendar
                calendar.timeZone = SampleInstant.timeZone
                let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
                let months = layout.months(inYearOf: instant)
                if months.count == 13 { thirteen.insert(identifier) }
                let years = (-2...2).compactMap { calendar.date(byAdding: .year, value: $0, to: instant) }
                let month = try #require(calendar.dateInterval(of: .month, for: instant))
                let days = (0..<40).compactMap { calendar.date(byAdding: .day, value: $0, to: month.start) }
                    .filter { $0 < month.end }.map { $0.addingTimeInterval(43_200) }
                if picker.months != months.map(\.name) || picker.years != layout.labels(for: .year, of: years)
                    || picker.days != layout.labels(for: .day, of: days)
                    || picker.selectedMonth != months.lastIndex(where: { $0.firstDay <= instant })
                {
                    differing.append(
                        "\(identifier) \(instant): \(picker.months) \(picker.years) \(picker.days.prefix(3))")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ:\n\(differing.joined(separator: "\n"))")
        #expect(
            thirteen.isSuperset(of: ["he_IL@calendar=hebrew", "zh_Hans_CN@calendar=chinese", "ko_KR@calendar=dangi"]))
    }
}
