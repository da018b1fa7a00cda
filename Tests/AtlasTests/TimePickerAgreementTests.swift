import DateOrder
import Foundation
import TestSupport
import Testing

@testable import Atlas

/// The time answer is one answer: for every published locale, `TimePickerLayout` (the library), the JSON record's
/// `time`, the CSV's time columns, the locale page's preview and its `pickers/time-…` page say the same. The
/// published side is read as a program would read it (JSON keys, CSV header names, HTML attributes).
@Suite("TimePickerLayout agrees with the published time answer", .tags(.slow))
struct TimePickerAgreementTests {
    static func cycle(_ cycle: Locale.HourCycle?) -> String {
        switch cycle {
        case .zeroToEleven: "h11"
        case .oneToTwelve: "h12"
        case .zeroToTwentyThree: "h23"
        case .oneToTwentyFour: "h24"
        default: ""
        }
    }

    @Test("Library, JSON, CSV, locale page preview and time picker page agree for every published locale")
    func everyPublishedLocale() throws {
        let data = try #require(GeneratedSite.files.files["data/locales.json"])
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let csv = AnswerTests.parseCSV(try #require(GeneratedSite.text("data/locales.csv")))
        let header = try #require(csv.first)
        let column = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        let rows = Dictionary(csv.dropFirst().map { ($0[0], $0) }, uniquingKeysWith: { first, _ in first })
        #expect(records.count == Locale.availableIdentifiers.count)
        var differing: [String] = []
        for record in records {
            let identifier = try #require(record["identifier"] as? String)
            let time = try #require(record["time"] as? [String: Any], "\(identifier)")
            let layout = TimePickerLayout(for: Locale(identifier: identifier))
            let columns = layout.columns.map(\.rawValue)
            let hours = [layout.hours.lowerBound, layout.hours.upperBound]
            let period =
                !columns.contains("dayPeriod")
                ? "none"
                : columns.firstIndex(of: "dayPeriod")! < (columns.firstIndex(of: "hour") ?? 0) ? "first" : "last"
            let leftToRight = layout.columnsLeftToRight.map(\.rawValue)
            let library = [
                columns.joined(separator: " "), leftToRight.joined(separator: " "), Self.cycle(layout.hourCycle),
                "\(hours[0])-\(hours[1])", period,
                layout.dayPeriodSymbols.joined(separator: "|"), layout.dateTimeOrder.rawValue, layout.dateTimeGlue,
                layout.dateTimeTrailing, layout.pattern, layout.dateTimePattern,
            ]
            let json = [
                (time["columns"] as? [String] ?? []).joined(separator: " "),
                (time["columnsLeftToRight"] as? [String] ?? ["?"]).joined(separator: " "),
                time["hourCycle"] as? String ?? "?",
                (time["hours"] as? [Int]).map { "\($0[0])-\($0[1])" } ?? "?", time["dayPeriod"] as? String ?? "?",
                (time["dayPeriodSymbols"] as? [String] ?? []).joined(separator: "|"),
                time["dateTimeOrder"] as? String ?? "?", time["glue"] as? String ?? "?",
                time["dateTimeTrailing"] as? String ?? "?", time["pattern"] as? String ?? "?",
                time["dateTimePattern"] as? String ?? "?",
            ]
            let row = try #require(rows[identifier], "\(identifier) not in the CSV")
            func cell(_ name: String) -> String { column[name].map { row[$0] } ?? "no column \(name)" }
            let am = cell("day_period_am")
            let pm = cell("day_period_pm")
            let csvAnswer = [
                cell("time_columns"), cell("time_columns_from_left"), cell("time_hour_cycle"), cell("time_hours"),
                cell("day_period"),
                am.isEmpty ? "" : am + "|" + pm, cell("date_time_order"), cell("date_time_glue"),
                cell("date_time_trailing"), cell("pattern:jm"),
                cell("pattern:yMMMd jm"),
            ]
            if library != json || library != csvAnswer {
                differing.append("\(identifier): library \(library), JSON \(json), CSV \(csvAnswer)")
            }
            // The locale page's preview: its columns from the left, as many hour options as the range holds.
            let html = try #require(GeneratedSite.text(SitePath.locale(identifier)))
            let preview = AnswerTests.section(html, from: "time-preview\"", to: "</figure>")
            let fields = preview.components(separatedBy: "data-field=\"").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            }
            let hourSelect = AnswerTests.section(preview, from: "<select name=\"hour\">", to: "</select>")
            let hourCount = hourSelect.components(separatedBy: "<option").count - 1
            // In the page in reading order (what a screen reader says); from the left in data-columns and by the
            // columns' flex order.
            let shown = preview.firstMatch(of: /data-columns="([^"]*)"/).map { String($0.1) } ?? ""
            if fields != (columns.isEmpty ? ["hour", "minute"] : columns)
                || shown.split(separator: " ").map(String.init)
                    != (leftToRight.isEmpty ? ["hour", "minute"] : leftToRight)
                || !preview.contains("dir=\"ltr\"")
                || hourCount != hours[1] - hours[0] + 1
            {
                differing.append("\(identifier): preview \(fields) with \(hourCount) hours")
            }
            // The page's hours paragraph says the library's padding and hour–minute separator.
            let facts = AnswerTests.section(html, from: "<strong>Hours:</strong>", to: "</p>")
            if !layout.pattern.isEmpty {
                let padding = layout.minimumHourDigits == 2 ? "padded to two digits" : "without a leading zero"
                let separator = layout.hourMinuteSeparator
                let said =
                    separator.isEmpty
                    ? !facts.contains("Between hour and minute")
                    : facts.contains(
                        "<strong>Between hour and minute:</strong> <code>"
                            + HTMLEscaping.escape("\"" + separator + "\"") + "</code>")
                if !facts.contains(padding) || !said {
                    differing.append("\(identifier): hours paragraph \(facts.prefix(300))")
                }
            }
            // The date-and-time paragraph says what closes it after the last column (eu's ")") where the library
            // says there is such text, and nowhere else.
            let dateAndTime = AnswerTests.section(html, from: "<strong>Date and time:</strong>", to: "</p>")
            let closing = layout.dateTimeTrailingText
            if closing.isEmpty
                ? dateAndTime.contains("closed by")
                : !dateAndTime.contains("closed by <code>" + HTMLEscaping.escape("\"" + closing + "\"") + "</code>")
            {
                differing.append("\(identifier): date and time paragraph \(dateAndTime.prefix(300))")
            }
            // Its time picker page lists it.
            let variant = Self.cycle(layout.hourCycle) + (period == "none" ? "" : "-period-" + period)
            let page = try #require(GeneratedSite.text("pickers/time-\(variant).html"), "\(identifier) \(variant)")
            if !page.contains(">\(identifier)</a>") { differing.append("\(identifier): not on time-\(variant)") }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }

    @Test("The JSON's time sample and date-with-time sample are the sample instant in its patterns, for every locale")
    func timeSamples() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let instant = try #require(
            Calendar(identifier: .gregorian).date(
                from: DateComponents(timeZone: utc, year: 2026, month: 4, day: 15, hour: 16, minute: 45, second: 30)))
        var differing: [String] = []
        for record in GeneratedSite.records {
            let time = try #require(record.time, "\(record.identifier)")
            // The locale's own DateFormatter, in its default calendar, with the published pattern.
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: record.identifier)
            formatter.timeZone = utc
            for (pattern, sample, what) in [
                (time.pattern, time.sample, "time"), (time.dateTimePattern, time.dateTimeSample, "date with time"),
            ] {
                formatter.dateFormat = pattern
                let expected = formatter.string(from: instant)
                if sample != expected {
                    differing.append("\(record.identifier) \(what): \(sample), Foundation \(expected)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }

    @Test(
        "A right-to-left page says whether its time reads mirrored (Adlam, N'Ko) or not (Arabic, Hebrew), as its data")
    func rightToLeftWording() throws {
        var mirrored = 0
        var kept = 0
        for record in GeneratedSite.records where record.direction == "rtl" {
            guard let time = record.time, time.columns.count > 1 else { continue }
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let reversed = time.columnsLeftToRight == Array(time.columns.reversed())
            #expect(html.contains("reads right to left too") == reversed, "\(record.identifier)")
            #expect(html.contains("a time is not mirrored (its digits") == !reversed, "\(record.identifier)")
            if reversed { mirrored += 1 } else { kept += 1 }
        }
        #expect(mirrored >= 10 && kept >= 60, "ff_Adlm and nqo; ar, fa, he, ur: \(mirrored) and \(kept)")
    }

    @Test("A page names the words or signs its time writes before the hour or after the last column, as the library")
    func textAroundTheColumns() throws {
        var differing: [String] = []
        var named = 0
        for record in GeneratedSite.records {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let facts = AnswerTests.section(html, from: "<strong>Hours:</strong>", to: "</p>")
            let layout = TimePickerLayout(for: Locale(identifier: record.identifier))
            for (text, name, call) in [
                (layout.text(before: .hour), "Before the hour", "text(before: .hour)"),
                (layout.trailingText, "After the last column", "trailingText"),
            ] {
                // Spaces and invisible marks aside (ko_KR's space after its day period, ur's left-to-right mark).
                let visible = text.unicodeScalars.contains {
                    !$0.properties.isWhitespace && $0.properties.generalCategory != .format
                }
                let says = facts.contains("<strong>\(name):</strong>")
                let quoted = facts.contains("&quot;\(text.replacingOccurrences(of: "'", with: "&#39;"))&quot;")
                let names = facts.contains("(<code>\(call)</code>)")
                if says != visible || (visible && !(quoted && names)) {
                    differing.append("\(record.identifier) \(name) \(text.debugDescription)")
                }
                if visible { named += 1 }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(5))")
        // nds, dsb, ee and tok before the hour, hsb after the minute, with their regional locales.
        #expect(named == 11, "\(named)")
    }

    @Test("A right-to-left page gives its other clock from the left where it reads otherwise (he_IL's 12-hour clock)")
    func otherClockFromTheLeft() throws {
        var differing: [String] = []
        var said = 0
        for record in GeneratedSite.records where record.direction == "rtl" {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let locale = Locale(identifier: record.identifier)
            let own = TimePickerLayout(for: locale)
            for (cycle, name, call) in [
                (Locale.HourCycle.oneToTwelve, "12-hour", "oneToTwelve"),
                (.zeroToTwentyThree, "24-hour", "zeroToTwentyThree"),
            ] {
                let clock = TimePickerLayout(for: locale, hourCycle: cycle)
                let expected = clock.pattern != own.pattern && clock.columnsLeftToRight != clock.columns
                let sentence =
                    ") they stand from the left as <code>"
                    + SwiftColumnTests.array(clock.columnsLeftToRight) + "</code> (<code>TimePickerLayout(for: locale, "
                    + "hourCycle: .\(call)).columnsLeftToRight</code>)."
                let says = html.contains("On a \(name) clock (")
                if says != expected || (expected && !html.contains(sentence)) {
                    differing.append("\(record.identifier) \(name)")
                }
                if expected { said += 1 }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(5))")
        // he_IL and the other 24-hour Arabic-script and Hebrew locales on 12 hours; Adlam and N'Ko on their other clock.
        #expect(said >= 25, "\(said)")
        let hebrew = try #require(GeneratedSite.text("locales/he_IL.html"))
        #expect(hebrew.contains("they stand from the left as <code>[.dayPeriod, .hour, .minute]</code>"))
    }

    @Test("fr_CA's page says to follow the pattern's h23 over Locale.hourCycle's h12; pages that agree say nothing")
    func hourCycleDisagreement() throws {
        let french = try #require(GeneratedSite.text("locales/fr_CA.html"))
        #expect(french.contains("Follow the pattern&#39;s h23") || french.contains("Follow the pattern's h23"))
        let german = try #require(GeneratedSite.text("locales/de_DE.html"))
        #expect(!german.contains("Follow the pattern"))
    }
}
