import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// `show`'s line of the time picker with seconds, for every locale, against a fresh `DateFormatter`'s `jms`, `hms`
/// and `Hms` patterns, read independently (`ReferenceReading.Seconds`), and the sample instant formatted with it.
@Suite("show: the time with seconds")
struct SecondsLineTests {
    @Test(
        "For every locale, show prints the fresh jms pattern's columns, sample, separator and day period, and hms and Hms"
    )
    func everyLocale() {
        var wrong: [String] = []
        var seconds = 0
        let identifiers = Locale.availableIdentifiers.sorted()
        for identifier in identifiers {
            let fresh = ReferenceReading.FreshSeconds(identifier)
            let reading = fresh.reading
            if reading.columns.contains("second") { seconds += 1 }
            let expected =
                "  with seconds: " + reading.columns.joined(separator: " ") + "  " + fresh.pattern + "  →  "
                + fresh.sample + "  (\"" + reading.minuteSecondSeparator
                + "\" before the second, day period " + reading.dayPeriodPlacement + "; 12-hour " + fresh.twelveHour
                + "; 24-hour " + fresh.twentyFourHour + ")"
            let shown = CommandRunner.run(["show", identifier]).out.split(separator: "\n").map(String.init)
            if !shown.contains(expected) {
                wrong.append(
                    "\(identifier): \((shown.first { $0.hasPrefix("  with seconds") } ?? "none").debugDescription) "
                        + "vs \(expected.debugDescription)")
            }
        }
        #expect(seconds == identifiers.count, "every locale writes seconds with jms")
        #expect(wrong.isEmpty, "\(wrong.count) of \(identifiers.count) wrong: \(wrong.prefix(5))")
    }

    @Test("show --json carries the three times with seconds")
    func json() throws {
        let shown = CommandRunner.run(["show", "--json", "ko_KR"]).out
        let profile = try #require(JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
        let time = try #require(profile["time"] as? [String: Any])
        let patterns = ["seconds", "twelveHourSeconds", "twentyFourHourSeconds"].map {
            (time[$0] as? [String: Any])?["pattern"] as? String
        }
        #expect(patterns == ["a h:mm:ss", "a h:mm:ss", "H시 m분 s초"])
    }
}
