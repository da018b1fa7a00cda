import Foundation
import Testing

@testable import DateOrderCLI

/// `dateorder show` for a language and region no listed locale pairs (`ja_US`, an app's `Locale.current` for a user
/// who picks Japanese and the United States): the answer Foundation writes, one line saying what the identifier is;
/// `list` and `build` refuse it, pointing to `show`.
@Suite("show for a language and region combination")
struct CombinationCommandTests {
    /// A fresh `DateFormatter`'s pattern for a template.
    func pattern(_ template: String, _ identifier: String) -> String {
        DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: identifier)) ?? ""
    }

    @Test("show ja_US answers as Foundation writes ja_US, after one line that says what ja_US is")
    func showJapaneseInTheUnitedStates() {
        let result = CommandRunner.run(["show", "ja-us"])
        #expect(result.code == .success)
        #expect(
            result.err
                == "dateorder: ja_US is not one of Foundation's locales but the language Japanese (ja) with the region "
                + "United States (US), as an app's Locale.current is when a user picks them; Foundation writes it with "
                + "the language's names and the region's calendar and hour cycle; unlike ja_JP: numeric M·D·Y (ja_JP "
                + "Y·M·D), time 12-hour 1–12, day period first (ja_JP 24-hour 0–23)\n")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "ja_US — Japanese (United States) — 日本語（アメリカ合衆国）")
        #expect(pattern("yMd", "ja_US") == "M/d/y" && pattern("jm", "ja_US") == "ah:mm")
        #expect(lines.contains("  numeric           MDY   M/d/y  →  4/15/2026"))
        #expect(lines.contains { $0.hasPrefix("time:     dayPeriod hour minute  ah:mm  →  ") })
    }

    @Test(
        "An area (419, EU, UN) is no region a user picks: its line says what the pair is and no more",
        arguments: ["ja_419", "ja_EU", "ja_UN", "ja_150"])
    func area(identifier: String) {
        let result = CommandRunner.run(["show", identifier])
        #expect(result.code == .success)
        #expect(result.err.hasPrefix("dateorder: \(identifier) is not one of Foundation's locales but the language "))
        #expect(!result.err.contains("picks them"))
    }

    @Test(
        "show --json and --template answer with Foundation's patterns for combinations",
        arguments: ["ja_US", "de_US", "es_DE", "zh_Hans_US", "ko_US", "sr_Latn_DE", "ja_US@calendar=japanese"])
    func json(identifier: String) throws {
        let result = CommandRunner.run(["show", identifier, "--json", "--template", "yMMMEd"])
        #expect(result.code == .success)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["identifier"] as? String == identifier)
        let formats = try #require(object["formats"] as? [[String: Any]])
        for template in ["yMd", "yMMMMd", "yMMMM", "MMMMd", "jm", "yMMMEd"] {
            let format = formats.first { $0["template"] as? String == template }
            #expect(format?["pattern"] as? String == pattern(template, identifier), "\(identifier) \(template)")
        }
        #expect(
            result.err.hasPrefix("dateorder: \(identifier.prefix { $0 != "@" }) is not one of Foundation's locales"))
    }

    @Test(
        "The note compares with the language's principal locale in the script Foundation reads it in, or says root",
        arguments: [
            ("sr_Latn_DE", "; its pickers and time are ordered as sr_Latn_RS's\n"),
            ("zh_GB", "; unlike zh_Hant_TW: numeric D·M·Y (zh_Hant_TW Y·M·D)"),
            (
                "ja-US-u-hc-h23",
                "and the region's calendar; unlike ja_JP@hours=h23: numeric M·D·Y (ja_JP@hours=h23 Y·M·D)\n"
            ),
            (
                "iw-US",
                "dateorder: 'iw-US' reads as he_US (Foundation's code for iw is he); he_US is not"
            ),
            (
                "kk_CN",
                "Foundation, reading it as kk_Arab, has no month names for it and writes it with root's placeholder "
                    + "month names and the region's calendar and hour cycle\n"
            ),
        ])
    func noteWording(identifier: String, part: String) {
        let result = CommandRunner.run(["show", identifier])
        #expect(result.code == .success)
        #expect(result.err.contains(part), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test("show --help names combinations, and that list and build cover Foundation's locales only")
    func help() {
        let help = CommandRunner.run(["show", "--help"]).out.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("A language and region that no locale of Foundation pairs, as an app's Locale.current"))
        #expect(help.contains("(ja_US, zh_Hans_US, sr_Latn_DE, keywords too)"))
        #expect(help.contains("list and build cover Foundation's locales only."))
    }

    @Test(
        "list --only and build --locale refuse a combination and point to show",
        arguments: [["list", "--only", "ja_US"], ["build", "--locale", "ja_US", "--output", "/nonexistent/x"]])
    func refusedOutsideShow(arguments: [String]) {
        let result = CommandRunner.run(arguments)
        #expect(result.code == .usage)
        #expect(result.err.contains("'ja_US' is not one of Foundation's locales but the language Japanese (ja)"))
        #expect(result.err.contains("(dateorder show ja_US answers for it)"))
        #expect(result.out.isEmpty)
    }

    @Test(
        "Typos and unknown regions keep their suggestions; region codes keep listing a region's locales",
        arguments: [
            ("en_CAA", "unknown locale identifier 'en_CAA'; did you mean en_CA,"),
            ("de_DEE", "unknown locale identifier 'de_DEE'; did you mean de_DE,"),
            ("ja_ZX", "unknown locale identifier 'ja_ZX'; did you mean ja_JP?"),
            ("xx_YY", "unknown locale identifier 'xx_YY'\n"),
            ("GB", "by that region code (United Kingdom): en_GB (English (United Kingdom)),"),
        ])
    func typos(typed: String, message: String) {
        let result = CommandRunner.run(["show", typed])
        #expect(result.code == .usage)
        #expect(result.err.contains(message), "\(result.err)")
    }
}
