import DateOrder
import Foundation
import TestSupport
import Testing

@testable import Atlas

/// The time with seconds as the site publishes it, for every locale: the JSON record's seconds fields, the CSV's
/// `pattern:jms`, `pattern:hms` and `pattern:Hms`, and the locale page's table row and **Seconds:** sentence, against
/// a fresh `DateFormatter`'s patterns read independently (`ReferenceReading.Seconds`), the sample instant formatted
/// with them, and the library's seconds layout.
@Suite("The published time with seconds", .tags(.slow))
struct TimeSecondsAgreementTests {
    @Test("JSON, CSV, locale page and library say a fresh DateFormatter's jms, hms and Hms for every locale")
    func everyPublishedLocale() throws {
        let csv = AnswerTests.parseCSV(try #require(GeneratedSite.text("data/locales.csv")))
        let header = try #require(csv.first)
        let column = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        let rows = Dictionary(csv.dropFirst().map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
        var wrong: [String] = []
        var placements: [String: Int] = [:]
        var differing: [String] = []
        #expect(GeneratedSite.records.count == Locale.availableIdentifiers.count)
        for record in GeneratedSite.records {
            let identifier = record.identifier
            let locale = Locale(identifier: identifier)
            let fresh = ReferenceReading.FreshSeconds(identifier)
            let (reading, sample) = (fresh.reading, fresh.sample)
            placements[reading.dayPeriodPlacement, default: 0] += 1
            let expected = [
                reading.columns.joined(separator: " "), fresh.pattern, sample, reading.minuteSecondSeparator,
                fresh.twelveHour, fresh.twentyFourHour,
            ]
            let time = try #require(record.time, "\(identifier)")
            let json = [
                (time.secondsColumns ?? ["?"]).joined(separator: " "), time.secondsPattern ?? "?",
                time.secondsSample ?? "?", time.minuteSecondSeparator ?? "?", time.twelveHourSecondsPattern ?? "?",
                time.twentyFourHourSecondsPattern ?? "?",
            ]
            let layout = TimePickerLayout(for: locale, includingSeconds: true)
            let library = [
                layout.columns.map(\.rawValue).flatMap { $0 == "minute" ? ["minute", "second"] : [$0] }
                    .joined(separator: " "),
                layout.pattern, sample, layout.minuteSecondSeparator,
                layout.pattern(hourCycle: .oneToTwelve), layout.pattern(hourCycle: .zeroToTwentyThree),
            ]
            let row = try #require(rows[identifier], "\(identifier) not in the CSV")
            func cell(_ name: String) -> String { column[name].map { row[$0] } ?? "no column \(name)" }
            let csvPatterns = [cell("pattern:jms"), cell("pattern:hms"), cell("pattern:Hms")]
            if json != expected || library != expected || csvPatterns != [expected[1], expected[4], expected[5]] {
                wrong.append(
                    "\(identifier): expected \(expected), JSON \(json), library \(library), CSV \(csvPatterns)")
            }
            // The page: the table's row (template, pattern, sample) and the sentence (separator, day period).
            let html = try #require(GeneratedSite.text(SitePath.locale(identifier)))
            let table = AnswerTests.section(html, from: ">Time with seconds<", to: "</tr>")
            let facts = AnswerTests.section(html, from: "<strong>Seconds:</strong>", to: "<strong>Day period:")
            let period: String =
                switch reading.dayPeriodPlacement {
                case "none": ""
                case "first": "the day period before the hour"
                case "last": "the day period after the seconds"
                case let between: "the day period " + between
                }
            // What the seconds pattern writes otherwise than the minute time: one-digit fields, another text between
            // hour and minute (the minute time's read the same way from a fresh `jm`).
            let oneDigit = ["minute", "second"].filter(reading.oneDigit.contains)
            let digits =
                oneDigit.isEmpty
                ? "without a leading zero" : oneDigit.joined(separator: " and ") + " without a leading zero"
            let freshMinute = ReferenceReading.Seconds(
                DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? "")
            let separatorCode = "<code>" + HTMLEscaping.escape("\"" + reading.hourMinuteSeparator + "\"") + "</code>"
            let joined =
                facts.range(of: "hour and minute joined by ").map { facts[$0.upperBound...].contains(separatorCode) }
                ?? false
            let separatorDiffers =
                !reading.hourMinuteSeparator.isEmpty && reading.hourMinuteSeparator != freshMinute.hourMinuteSeparator
            if oneDigit.isEmpty == facts.contains(digits) || separatorDiffers != joined {
                wrong.append(
                    "\(identifier): one digit \(oneDigit), joined \(separatorDiffers), sentence \(facts.prefix(400))")
            }
            if !oneDigit.isEmpty || separatorDiffers { differing.append(identifier) }
            let escapedSample = HTMLEscaping.escape(sample)
            if !table.contains("<code>jms</code>") || !table.contains(escapedSample)
                || !facts.contains(
                    "<code>" + HTMLEscaping.escape("\"" + reading.minuteSecondSeparator + "\"") + "</code>")
                || (period.isEmpty ? facts.contains("day period") : !facts.contains(period))
            {
                wrong.append("\(identifier): page row \(table.prefix(300)), sentence \(facts.prefix(300))")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(3))")
        #expect(placements == ["none": 646, "last": 362, "first": 26], "\(placements)")
        // Only ko_CN writes its seconds pattern's minute and second with one digit, and its hour and minute apart
        // otherwise than its minute time (`H시 m분 s초`, `HH:mm`).
        #expect(differing == ["ko_CN"], "\(differing)")
    }
}
