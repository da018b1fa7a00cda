import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// The time answer of every profile against a fresh `DateFormatter`'s patterns, read by the tests' own reader
/// (`ReferenceReading.Time`): hour letter, columns and day period position, date/time order, day period names.
@Suite("Time answer against DateFormatter", .tags(.slow))
struct TimeAnswerTests {
    /// What a fresh formatter says, as a line to compare.
    static func expected(_ identifier: String) -> String {
        let locale = Locale(identifier: identifier)
        let time = DateFormatter.dateFormat(fromTemplate: "jm", options: 0, locale: locale) ?? ""
        let combined = DateFormatter.dateFormat(fromTemplate: "yMMMd jm", options: 0, locale: locale) ?? ""
        let reading = ReferenceReading.Time(time)
        let formatter = DateFormatter()
        formatter.locale = locale
        let cycle =
            switch reading.hourLetter {
            case "K": "h11"
            case "h": "h12"
            case "H": "h23"
            case "k": "h24"
            default: "none"
            }
        let period = reading.columns.firstIndex(of: "dayPeriod").map { index in
            index < (reading.columns.firstIndex(of: "hour") ?? 0) ? "first" : "last"
        }
        let symbols = period == nil ? [] : [formatter.amSymbol, formatter.pmSymbol]
        return "\(time) \(reading.columns) \(cycle) \(period ?? "none") \(symbols) "
            + "\(ReferenceReading.Time(combined).timeFirst ? "timeFirst" : "dateFirst") \(combined)"
    }

    /// The same line from a profile's answer.
    static func actual(_ profile: LocaleProfile) -> String {
        let time = profile.time
        return "\(time.time.pattern) \(time.time.columns.map(\.rawValue)) \(time.hourCycle?.rawValue ?? "none") "
            + "\(time.dayPeriod.rawValue) \(time.dayPeriodSymbols) \(time.dateTimeOrder.rawValue) "
            + time.dateTime.pattern
    }

    @Test("Every identifier: the profile's time answer is what a fresh DateFormatter's patterns say")
    func everyIdentifier() {
        let builder = ProfileBuilder()
        var differing: [String] = []
        for identifier in Catalog.availableIdentifiers {
            let profile = builder.profile(for: identifier)
            let (actual, expected) = (Self.actual(profile), Self.expected(identifier))
            if actual != expected { differing.append("\(identifier): \(actual) ≠ \(expected)") }
            let hours = profile.time.hours
            let range: ClosedRange<Int>? =
                switch profile.time.hourCycle {
                case .h11: 0...11
                case .h12: 1...12
                case .h23: 0...23
                case .h24: 1...24
                case nil: nil
                }
            if hours != range { differing.append("\(identifier): hours \(hours)") }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(10))")
    }

    @Test("Calendar keywords: the time answer is what a fresh DateFormatter says", arguments: CalendarKeywords.honoured)
    func calendarKeywords(keyword: String) {
        let builder = ProfileBuilder()
        var differing: [String] = []
        for (index, base) in Catalog.availableIdentifiers.enumerated() where index % 16 == 0 {
            let identifier = base + "@calendar=" + keyword
            let (actual, expected) = (Self.actual(builder.profile(for: identifier)), Self.expected(identifier))
            if actual != expected { differing.append("\(identifier): \(actual) ≠ \(expected)") }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(10))")
    }
}
