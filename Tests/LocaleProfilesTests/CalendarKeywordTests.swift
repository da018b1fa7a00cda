import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// Every calendar a page can name, by keyword or as a locale's default, publishes exactly what a fresh
/// `DateFormatter` gives for that `Locale` (never the tool's own path compared with itself), and its picker
/// preview preselects the sample's own year, month and day in that calendar.
@Suite("Calendars, default and by keyword")
struct CalendarKeywordTests {
    static let bases = ["en_US", "ar_SA", "ja_JP", "he_IL", "th_TH", "am_ET", "zh_Hant_TW", "fa_IR", "ko_KR", "hi_IN"]

    /// Every accepted `base@calendar=keyword`, resolved the way the command line resolves it.
    static let keywordIdentifiers: [String] = {
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
        var identifiers = Set<String>()
        for base in bases {
            for keyword in CalendarKeywords.candidates {
                if case .success(let identifier) = resolver.resolve(base + "@calendar=" + keyword) {
                    identifiers.insert(identifier)
                }
            }
        }
        return identifiers.sorted()
    }()

    /// Every available locale whose default calendar is not Gregorian.
    static let nonGregorianDefaults = Catalog.availableIdentifiers.filter {
        Locale(identifier: $0).calendar.identifier != .gregorian
    }

    static func fresh(_ locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = SampleInstant.timeZone
        return formatter
    }

    /// `styled`: with the long date style set first, so the formatter takes its numerals (Hebrew in
    /// `he_IL@calendar=hebrew`), as `DatePickerLayout.labels(for:of:)` does.
    static func format(_ pattern: String, _ date: Date, _ locale: Locale, styled: Bool = false) -> String {
        let formatter = fresh(locale)
        if styled { formatter.dateStyle = .long }
        formatter.dateFormat = pattern
        return formatter.string(from: date)
    }

    @Test("Keywords DateFormatter does not honour are refused with a reason; the rest are accepted, many of them")
    func refusedAndAccepted() throws {
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
        #expect(Self.keywordIdentifiers.count >= Self.bases.count * 10)
        for keyword in CalendarKeywords.candidates {
            for base in ["en_US", "ko_KR"] {
                switch resolver.resolve(base + "@calendar=" + keyword) {
                case .success(let identifier):
                    let locale = Locale(identifier: identifier)
                    #expect(CalendarName(locale.calendar.identifier) != nil, "\(identifier)")
                case .failure(let failure):
                    guard case .refusedCalendar(_, let reason) = failure else {
                        Issue.record("\(base)@calendar=\(keyword): \(failure)")
                        continue
                    }
                    #expect(reason.contains("not honoured") && !reason.contains("\n"), "\(reason)")
                }
            }
        }
        if case .success(let identifier) = resolver.resolve("ja_JP@calendar=gregory") {
            #expect(identifier == "ja_JP@calendar=gregorian")
        }
    }

    @Test("Every accepted keyword and every non-Gregorian default: all data equals a fresh DateFormatter's")
    func dataEqualsDateFormatter() throws {
        let builder = ProfileBuilder()
        for identifier in Self.keywordIdentifiers + Self.nonGregorianDefaults {
            let profile = builder.profile(for: identifier)
            let locale = Locale(identifier: identifier)
            #expect(profile.calendar.identifier == locale.calendar.identifier, "\(identifier)")
            for format in profile.formats {
                let pattern =
                    DateFormatter.dateFormat(fromTemplate: format.template.rawValue, options: 0, locale: locale) ?? ""
                #expect(format.pattern == pattern, "\(identifier) \(format.template)")
                #expect(
                    format.sample == Self.format(pattern, SampleInstant.date, locale),
                    "\(identifier) \(format.template)")
            }
            let formatter = Self.fresh(locale)
            let symbols = profile.symbols
            #expect(symbols.months == formatter.monthSymbols, "\(identifier)")
            #expect(symbols.shortMonths == formatter.shortMonthSymbols, "\(identifier)")
            #expect(symbols.standaloneMonths == formatter.standaloneMonthSymbols, "\(identifier)")
            #expect(symbols.weekdays == formatter.weekdaySymbols, "\(identifier)")
            #expect(symbols.eras == formatter.eraSymbols, "\(identifier)")
            #expect(symbols.am == formatter.amSymbol && symbols.pm == formatter.pmSymbol, "\(identifier)")
            for (style, name) in [
                (DateFormatter.Style.short, "short"), (.medium, "medium"), (.long, "long"), (.full, "full"),
            ] {
                let styled = Self.fresh(locale)
                styled.dateStyle = style
                styled.timeStyle = .none
                let published = try #require(profile.dateStyles.first { $0.style == name })
                #expect(published.pattern == styled.dateFormat, "\(identifier) \(name)")
                #expect(published.sample == styled.string(from: SampleInstant.date), "\(identifier) \(name)")
            }
        }
    }

    @Test(
        "The picker preselects the sample's own year, month and day in the locale's calendar, with that calendar's months and days"
    )
    func pickerPreselectsTheSample() throws {
        let builder = ProfileBuilder()
        for identifier in Self.keywordIdentifiers + Self.nonGregorianDefaults + ["en_US", "de", "ja_JP"] {
            let profile = builder.profile(for: identifier)
            let locale = Locale(identifier: identifier)
            let picker = profile.picker
            let instant = SampleInstant.date
            // Year and day rows in the long date style's numerals where they are not the patterns' (Hebrew letters
            // for the Hebrew calendar, 初一 for Chinese-calendar days), as the library writes them.
            let styled = picker.styleNumerals
            #expect(
                styled
                    == (Self.format("d", instant, locale, styled: true) != Self.format("d", instant, locale)
                        || Self.format("y", instant, locale, styled: true) != Self.format("y", instant, locale)),
                "\(identifier)")
            #expect(
                picker.years[safe: picker.selectedYear]
                    == Self.format(picker.yearPattern, instant, locale, styled: styled),
                "\(identifier)")
            #expect(picker.months[safe: picker.selectedMonth] == Self.format("LLLL", instant, locale), "\(identifier)")
            #expect(
                picker.days[safe: picker.selectedDay]
                    == Self.format(picker.dayPattern, instant, locale, styled: styled),
                "\(identifier)")
            var calendar = locale.calendar
            calendar.timeZone = SampleInstant.timeZone
            let daysInMonth = try #require(calendar.range(of: .day, in: .month, for: instant)).count
            #expect(
                picker.days.count == daysInMonth,
                "\(identifier): \(picker.days.count) days, calendar says \(daysInMonth)")
            #expect((12...13).contains(picker.months.count), "\(identifier): \(picker.months)")
            #expect(
                Set(picker.months).count == picker.months.count, "\(identifier): month names repeat \(picker.months)")
            #expect(picker.years.count == 5 && picker.selectedYear == 2)
        }
    }

    @Test(
        "Known calendars' shapes: Persian April is 26 Farvardin of 31 days; Umm al-Qura Shawwal has 29 or 30 days; 5786 is not a Hebrew leap year, 5787 is"
    )
    func knownShapes() throws {
        let builder = ProfileBuilder()
        let fa = builder.profile(for: "fa_IR").picker
        #expect(fa.selectedMonth == 0 && fa.selectedDay == 25 && fa.days.count == 31)
        let ar = builder.profile(for: "ar_SA").picker
        #expect(ar.selectedMonth == 9 && ar.selectedDay == 26 && (29...30).contains(ar.days.count))
        let he = builder.profile(for: "he_IL@calendar=hebrew").picker
        #expect(he.months.count == 12, "\(he.months)")
        let leap = ProfileBuilder(instant: Date(timeIntervalSince1970: 1_805_000_000)).profile(
            for: "he_IL@calendar=hebrew")
        #expect(leap.picker.months.count == 13, "5787 is a leap year: \(leap.picker.months)")
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
