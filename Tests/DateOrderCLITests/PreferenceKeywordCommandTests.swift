import Foundation
import LocaleProfiles
import Testing

@testable import DateOrderCLI

/// `dateorder show` for what an app's `Locale.current.identifier` prints (`en_US@rg=gbzzzz;fw=mon`,
/// `en-US-u-nu-arab`): Foundation's answer, a line naming the keywords that change none of it, clear errors for bad
/// values, and `listed` in `--json`; `list` and `build` refuse the keywords, pointing to `show`.
@Suite("show for Locale.current's preference keywords")
struct PreferenceKeywordCommandTests {
    @Test("show en_US@rg=gbzzzz answers with the region's orders, clock and first weekday, and says nothing more")
    func regionOverride() {
        let result = CommandRunner.run(["show", "en_US@rg=gbzzzz"])
        #expect(result.code == .success)
        #expect(result.err.isEmpty, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "en_US@rg=gbzzzz — English (United States, rg gbzzzz) — English (United States)")
        #expect(lines.contains("  numeric           DMY   dd/MM/y  →  15/04/2026"), "\(lines.prefix(6))")
        #expect(lines.contains { $0.hasPrefix("calendar: gregorian, first weekday 2, h23, digits latn") })
    }

    @Test(
        "Keywords that change nothing Foundation writes are named once on standard error",
        arguments: [
            ("en_US@ms=metric;mu=celsius", "measure=metric, mu=celsius change"),
            ("en-US-u-rg-gbzzzz-mu-celsius-fw-mon", "mu=celsius changes"),
            ("en_US@collation=phonebook;currency=EUR;va=posix", "collation=phonebook, currency=eur, va=posix change"),
        ])
    func unaffectingNamedOnce(typed: String, named: String) {
        let result = CommandRunner.run(["show", typed])
        #expect(result.code == .success)
        #expect(
            result.err == "dateorder: \(named) nothing Foundation writes for dates and times here; the answer is as "
                + "without \(named.hasSuffix("changes") ? "it" : "them")\n")
    }

    @Test(
        "A bad value is a usage error naming the keyword and what it takes; none crashes",
        arguments: [
            ("en_US@rg=zz", "unknown value 'zz' for the locale keyword rg (-u-rg); it takes a country's"),
            ("en_US@numbers=nope", "unknown value 'nope' for the locale keyword numbers (-u-nu)"),
            ("en_US@fw=xyz", "unknown value 'xyz' for the locale keyword fw (-u-fw); it takes sun, mon,"),
            ("en_US@numbers=ARAB", "Foundation reads @numbers= only in lower case"),
            ("en-US-u-rg-zzzzzz-ca-islamic", "unknown value 'zzzzzz' for the locale keyword rg"),
        ])
    func badValues(typed: String, message: String) {
        let result = CommandRunner.run(["show", typed])
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("dateorder: " + message), "\(result.err)")
        #expect(result.out.isEmpty)
    }

    @Test(
        "A keyword without a value or given twice is refused with what it takes, not as an unsupported keyword",
        arguments: PreferenceKeyword.allCases)
    func missingAndRepeatedValues(keyword: PreferenceKeyword) {
        let takes = "; it takes " + keyword.accepted + "\n"
        let none = "dateorder: no value for the locale keyword \(keyword.rawValue) (-u-\(keyword.bcp47Key))" + takes
        for typed in [
            "en_US@\(keyword.rawValue)=", "en_US@\(keyword.rawValue.uppercased())=", "en-US-u-\(keyword.bcp47Key)",
            "en-US-u-\(keyword.bcp47Key)-hc-h23", "en_US@calendar=gregorian;\(keyword.rawValue)=",
        ] {
            let result = CommandRunner.run(["show", typed])
            #expect(result.code == .usage, "\(typed)")
            #expect(result.err.hasPrefix(none), "\(typed): \(result.err)")
        }
        // A two-letter value is no BCP 47 type, but it is the value typed (`-u-rg-gb`), not a key.
        let short = CommandRunner.run(["show", "en-US-u-\(keyword.bcp47Key)-xy"])
        #expect(
            short.err.hasPrefix(
                "dateorder: unknown value 'xy' for the locale keyword \(keyword.rawValue) (-u-\(keyword.bcp47Key))"
                    + takes), "\(short.err)")
        let twice = CommandRunner.run(["show", "en_US@\(keyword.rawValue)=a;\(keyword.rawValue)=b"])
        #expect(
            twice.err.hasPrefix(
                "dateorder: the locale keyword '\(keyword.rawValue)' is given more than once; give it once; it takes "
                    + keyword.accepted + "\n"), "\(twice.err)")
    }

    @Test(
        "--json says whether the identifier is one of Foundation's locales, beside the profile's fields",
        arguments: [
            ("en_US", true), ("en_US@calendar=japanese", true), ("en-US-u-hc-h23", true), ("zh_TW", true),
            ("ja_US", false), ("ja-Jpan-US", false), ("en_US@rg=gbzzzz", false), ("en_US@ms=metric", false),
            ("ar-SA-u-nu-latn", false),
        ])
    func jsonListed(typed: String, listed: Bool) throws {
        let result = CommandRunner.run(["show", typed, "--json"])
        #expect(result.code == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["listed"] as? Bool == listed)
        for key in ["identifier", "answer", "formats", "time", "calendar", "numberingSystem"] {
            #expect(object[key] != nil, "\(key)")
        }
    }

    @Test(
        "list --only and build --only refuse the keywords and point to show",
        arguments: [
            ["list", "--only", "en_US@rg=gbzzzz"], ["list", "--only", "en-US-u-nu-arab"],
            ["build", "--only", "en_US@fw=mon", "--output", "/nonexistent/x"],
        ])
    func refusedOutsideShow(arguments: [String]) {
        let result = CommandRunner.run(arguments)
        #expect(result.code == .usage)
        #expect(result.err.contains("is a setting an app's Locale.current may carry; dateorder show answers for"))
        #expect(result.out.isEmpty)
    }

    @Test("show --help names the keywords Locale.current carries")
    func help() {
        let help = CommandRunner.run(["show", "--help"]).out.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("en_US@rg=gbzzzz;fw=mon"))
        #expect(help.contains("en-US-u-nu-arab"))
    }
}
