import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// README, "list": "The JSON (the same as `site/data/locales.json` …)", and `show --json` sends readers to
/// `dateorder list --only ID --format json` for "one locale's record as `data/locales.json` has it". `list` and
/// `build` make their exports by separate paths (the command's and the site generator's), so they can drift apart.
@Suite("list prints the site's exports")
struct ListMatchesSiteTests {
    @Test(
        "list --format json and csv are byte for byte the data/locales.json and data/locales.csv that build writes",
        arguments: [
            ["--only", "de"],
            // An alias (zh-TW), a calendar keyword, a right-to-left locale with era pickers, a template of its own.
            ["--only", "zh-TW", "--only", "ja_JP@calendar=japanese", "--only", "ar_SA", "--template", "MMM d yyyy"],
        ])
    func sameBytes(_ arguments: [String]) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let build = CommandRunner.run(["build", "--output", "out"] + arguments, in: workspace.url)
        try #require(build.code == .success, "\(build.err)")
        for (format, file) in [("json", "out/data/locales.json"), ("csv", "out/data/locales.csv")] {
            let list = CommandRunner.run(["list", "--format", format] + arguments, in: workspace.url)
            #expect(list.code == .success, "\(list.err)")
            let site = try #require(workspace.read(file), "\(file)")
            #expect(list.out.count > 100)
            let same = list.out == site
            #expect(same, "list --format \(format) \(arguments) differs from \(file)")
        }
    }
}
