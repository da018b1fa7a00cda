import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import DateOrderCLI

/// `show` and `list` take a locale that names an hour cycle (`en_US@hours=h23`, `en-US-u-hc-h23`): what an app
/// gets where the user turned on the 24-hour switch. The time follows that clock, the dates do not change.
@Suite("Hour cycle keywords in show and list")
struct HourCycleKeywordTests {
    static let identifiers = Catalog.availableIdentifiers

    /// A fresh `DateFormatter`'s pattern of a template.
    static func fresh(_ template: String, _ identifier: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: identifier)) ?? ""
    }

    @Test(
        "Every locale with @hours=h23: show --json counts HH-style hours 0–23 with no day period, as the library and a fresh DateFormatter, and its dates are the locale's own"
    )
    func everyLocaleOnTwentyFourHours() throws {
        var failures: [String] = []
        for identifier in Self.identifiers {
            let named = identifier + "@hours=h23"
            let result = CommandRunner.run(["show", named, "--json"])
            guard result.code == .success,
                let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any],
                let time = json["time"] as? [String: Any], let row = time["time"] as? [String: Any]
            else {
                failures.append("\(named): \(result.err)")
                continue
            }
            let layout = TimePickerLayout(for: Locale(identifier: named))
            let pattern = row["pattern"] as? String ?? ""
            let plain = ProfileBuilder().profile(for: identifier)
            let answer = try JSONSerialization.jsonObject(with: JSONEncoder().encode(plain.answer)) as? NSDictionary
            if json["identifier"] as? String != named || time["hourCycle"] as? String != "h23"
                || time["hours"] as? [Int] != [0, 23] || time["dayPeriod"] as? String != "none"
                || pattern != Self.fresh("jm", named) || pattern != layout.pattern
                || layout.hours != 0...23 || !pattern.contains("H")
                || (json["answer"] as? NSDictionary) != answer
            {
                failures.append("\(named): \(pattern) \(time["hours"] ?? "-") (library \(layout.pattern))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }

    @Test(
        "Every locale with each hour cycle, @hours= or -u-hc-: the profile show prints counts that cycle, as the library and a fresh DateFormatter",
        arguments: HourCycle.allCases)
    func everyLocaleOnEveryCycle(cycle: HourCycle) {
        let resolver = IdentifierResolver(identifiers: Self.identifiers, acceptsHourCycle: true)
        var failures: [String] = []
        for identifier in Self.identifiers {
            // The BCP 47 form where it has no extension of its own (en_US_POSIX is en-US-u-va-posix).
            let bcp47 = Locale.identifier(.bcp47, from: identifier)
            let typed =
                bcp47.contains("-u-") ? identifier + "@hours=" + cycle.rawValue : bcp47 + "-u-hc-" + cycle.rawValue
            guard case .success(let named) = resolver.resolve(typed), named == identifier + "@hours=" + cycle.rawValue
            else {
                failures.append("\(typed): \(resolver.resolve(typed))")
                continue
            }
            let profile = ProfileBuilder().profile(for: named)
            let time = profile.time
            let layout = TimePickerLayout(for: Locale(identifier: named))
            // Where DateFormatter formats the locale as another (shi_Latn as shi), the profile's day periods are the
            // ones its samples write, the library's the locale's own (as it documents).
            let symbolsAgree =
                layout.dayPeriodSymbols == time.dayPeriodSymbols || profile.provenance.formatterLocale != nil
            if time.hourCycle != cycle || time.time.pattern != Self.fresh("jm", named)
                || time.dateTime.pattern != Self.fresh("yMMMd jm", named) || layout.pattern != time.time.pattern
                || !symbolsAgree || layout.dateTimeGlue != time.glue
                || time.dayPeriodSymbols.isEmpty == cycle.usesDayPeriod
            {
                failures.append("\(named): \(time.time.pattern) (library \(layout.pattern))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }

    @Test("show en_US@hours=h23: the 24-hour time, the dates of en_US, a name that says the clock")
    func americanOnTwentyFourHours() {
        let result = CommandRunner.run(["show", "en-US-u-hc-h23"])
        #expect(result.code == .success, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "en_US@hours=h23 — English (United States, hours h23) — English (United States)")
        #expect(lines.contains("time:     hour minute  HH:mm  →  16:45"))
        #expect(lines.contains("  hours h23 0–23, day period none"))
        #expect(lines.contains("pickers:  M·D·Y for every picker"))
        #expect(!result.out.contains("follow the pattern's"))
    }

    @Test("A calendar and an hour cycle together; the Gregorian view keeps the hour cycle")
    func calendarAndHourCycle() {
        let japanese = CommandRunner.run(["show", "ja-JP-u-ca-japanese-hc-h12"])
        #expect(japanese.out.hasPrefix("ja_JP@calendar=japanese;hours=h12 — "), "\(japanese.err)")
        #expect(japanese.out.contains("time:     dayPeriod hour minute  ah:mm  →  午後4:45"))
        // th_TH counts the Buddhist calendar; its Gregorian patterns are asked on the same 12-hour clock.
        let thai = CommandRunner.run(["show", "th_TH@hours=h12"])
        let jm = thai.out.split(separator: "\n").first { $0.hasPrefix("jm ") } ?? ""
        #expect(jm.hasSuffix("(gregorian: h:mm a  →  4:45 PM)"), "\(jm)")
    }

    @Test(
        "An unknown hour cycle, and one where a build takes none, are usage errors that say so",
        arguments: [
            (["show", "en_US@hours=h25"], "unknown hour cycle 'h25' (supported: h11, h12, h23, h24"),
            (["show", "en-US-u-hc-h25"], "unknown hour cycle 'h25'"),
            (["list", "--only", "de_DE@hours=h13"], "--only: unknown hour cycle 'h13'"),
            (["show", "en_US@hours=H23"], "Foundation reads @hours= only in lower case"),
            (["list", "--only", "de_DE@HOURS=H12"], "unknown hour cycle 'H12'"),
            (["show", "en_US@hours=h23;digits=arab"], "unsupported locale keyword 'digits=arab'"),
            (["show", "en-US-u-xx-arab"], "unsupported locale keyword 'u-xx-arab'"),
            (
                ["list", "--only", "en_US@hours=h23;numbers=arab"],
                "'numbers=arab' is a setting an app's Locale.current"
            ),
            (["build", "--only", "en_US@hours=h23"], "the hour cycle keyword 'hours=h23' is for show and list"),
            (["build", "--locale", "en-US-u-hc-h23"], "the hour cycle keyword 'hours=h23' is for show and list"),
        ])
    func refusals(arguments: [String], message: String) {
        let result = CommandRunner.run(arguments)
        #expect(result.code == .usage, "\(result.out)")
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test("show says where the day period stands: between hour and minute in blo's 12-hour h a mm, not last")
    func dayPeriodBetweenHourAndMinute() {
        let blo = CommandRunner.run(["show", "blo-u-hc-h12"])
        #expect(blo.out.contains("time:     hour dayPeriod minute  h\u{202F}a mm  →  "), "\(blo.err)")
        #expect(blo.out.contains("  hours h12 1–12, day period between hour and minute ("), "\(blo.out)")
        #expect(!blo.out.contains("day period last"), "\(blo.out)")
        // Where it ends the time, it is last.
        let american = CommandRunner.run(["show", "en_US@hours=h11"])
        #expect(american.out.contains("  hours h11 0–11, day period last (AM / PM)"), "\(american.out)")
    }

    @Test("list --only with an hour cycle: the record counts that clock")
    func listOnTwentyFourHours() throws {
        let result = CommandRunner.run(["list", "--only", "en_US@hours=h23", "--format", "json"])
        let records = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]] ?? []
        let time = records.first?["time"] as? [String: Any]
        #expect(records.first?["identifier"] as? String == "en_US@hours=h23")
        #expect(records.first?["hourCycle"] as? String == "h23")
        #expect(time?["pattern"] as? String == "HH:mm" && time?["hours"] as? [Int] == [0, 23])
    }

    @Test(
        "Every locale and hour cycle in upper case: refused in ICU's form, which Foundation ignores (its own clock), read in BCP 47 form as Foundation reads it",
        arguments: HourCycle.allCases)
    func upperCaseHourCycle(cycle: HourCycle) {
        let resolver = IdentifierResolver(identifiers: Self.identifiers, acceptsHourCycle: true)
        let upper = cycle.rawValue.uppercased()
        var failures: [String] = []
        for identifier in Self.identifiers where !identifier.contains("@") {
            // ICU's form: Foundation counts the locale's own clock, so an answer for the cycle would be one it never
            // writes; the resolver refuses it, saying why.
            let icu = identifier + "@hours=" + upper
            let ignored = Self.fresh("jm", icu) == Self.fresh("jm", identifier)
            guard case .failure(let failure) = resolver.resolve(icu),
                failure.description.contains("only in lower case"), ignored
            else {
                failures.append("\(icu): \(resolver.resolve(icu)), Foundation ignores it: \(ignored)")
                continue
            }
            // BCP 47 form (where the identifier has no extension of its own): Foundation counts the cycle, as show does.
            let bcp47 = Locale.identifier(.bcp47, from: identifier)
            guard !bcp47.contains("-u-") else { continue }
            let typed = bcp47 + "-u-hc-" + upper
            guard case .success(let named) = resolver.resolve(typed) else {
                failures.append("\(typed): \(resolver.resolve(typed))")
                continue
            }
            let time = ProfileBuilder().profile(for: named).time
            if named != identifier + "@hours=" + cycle.rawValue || time.time.pattern != Self.fresh("jm", typed)
                || time.dateTime.pattern != Self.fresh("yMMMd jm", typed) || time.hourCycle != cycle
            {
                failures.append("\(typed): \(named) \(time.time.pattern), Foundation \(Self.fresh("jm", typed))")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(10))")
    }
}
