import DateOrder
import Foundation
import TestSupport
import Testing

/// `dataSource` and the era an era column shows: root's Latin transliteration in a locale of another script is root
/// data, as transliterated month names are.
@Suite("dataSource reads an era column's era by the months' rule", .tags(.slow))
struct DataSourceEraTests {
    /// What a fresh formatter writes for the era at the sample instant, `G` as wide as the first of `patterns` that
    /// writes it other than narrow (`GGGG`, 仏暦, in `ja_JP@calendar=buddhist`'s date with month names).
    static func era(_ locale: Locale, patterns: [String]) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        let width =
            patterns.lazy.flatMap(PatternTokenizer.tokenize).compactMap { token -> Int? in
                if case .field("G", let count) = token, count < 5 { count } else { nil }
            }.first ?? 1
        formatter.dateFormat = String(repeating: "G", count: width)
        return formatter.string(from: DatePickerLayout.sampleInstant)
    }

    @Test(
        "A non-Latin locale whose era column shows root's Latin era is a root fallback; every locale",
        arguments: ["japanese", "buddhist", "persian", "roc", "indian"])
    func transliteratedEras(keyword: String) {
        let calendar = EveryLocaleCalendarTests.calendar(keyword)
        let root = Locale(identifier: "root@calendar=" + keyword)
        var wrong: [String] = []
        var transliterated = 0
        for identifier in EveryLocaleCalendarTests.identifiers(for: keyword, special: ["japanese"])
        where !["", "root"].contains(identifier) {
            let layout = DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar)
            guard DatePickerKind.allCases.contains(where: { layout.columns(for: $0).contains(.era) }) else { continue }
            let patterns = [DatePickerKind.withMonthNames, .yearMonth, .numeric, .monthDay].map(layout.pattern(for:))
            let era = Self.era(layout.locale, patterns: patterns)
            let latin = Locale(identifier: identifier).language.script?.identifier == "Latn"
            guard era == Self.era(root, patterns: patterns), !latin else { continue }
            transliterated += 1
            let source = layout.dataSource
            if source != .rootFallback { wrong.append("\(identifier) \(era): \(source)") }
        }
        let count = wrong.count
        #expect(count == 0, "\(keyword): \(count) of \(transliterated), first \(wrong.prefix(5))")
        #expect(transliterated > 20, "\(keyword): \(transliterated)")
    }

    @Test("ar's Buddhist BE and ps_AF's AP fall back; en_AU's Reiwa, ja's 令和 and hi's रेइवा are the locale's")
    func examples() {
        func source(_ identifier: String, _ calendar: Calendar.Identifier? = nil) -> DatePickerLayout.DataSource {
            DatePickerLayout(for: Locale(identifier: identifier), calendar: calendar.map { Calendar(identifier: $0) })
                .dataSource
        }
        #expect(source("ar", .buddhist) == .rootFallback)
        #expect(source("ps_AF") == .rootFallback)
        #expect(source("hi", .japanese) == .locale)
        #expect(source("en_AU", .japanese) == .locale)
        #expect(source("ja_JP", .japanese) == .locale)
        #expect(source("fa_IR") == .locale)
    }
}
