import DateOrder
import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

@Suite("dateorder show and list")
struct ShowListCommandTests {
    @Test(
        "show leads with the picker answer, then the yyyyMMdd trick's order, pattern and sample, then every template",
        arguments: [
            ("ja_JP", "Y·M·D for every picker", "YMD", "yyyy/MM/dd", "2026/04/15"),
            ("en-us", "M·D·Y for every picker", "MDY", "MM/dd/yyyy", "04/15/2026"),
            ("VI_vn", "D·M·Y for every picker", "DMY", "dd/MM/yyyy", "15/04/2026"),
            (
                "en_CA", "numeric Y·M·D, with month names M·D·Y, year–month M·Y, month–day M·D", "YMD", "yyyy-MM-dd",
                "2026-04-15"
            ),
        ])
    func show(identifier: String, headline: String, order: String, pattern: String, sample: String) {
        let result = CommandRunner.run(["show", identifier])
        #expect(result.code == .success)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines[1] == "pickers:  " + headline)
        #expect(
            lines.contains(
                "yyyyMMdd: \(order)  \(pattern)  →  \(sample)"
                    + (identifier == "en_CA" ? "" : "  (agrees with every picker)")))
        for template in ["yMd", "yMMMd", "yMMMMd", "yM", "yMMMM", "Md", "MMMMd"] {
            #expect(result.out.contains("\n\(template) "), "template \(template)")
        }
    }

    @Test(
        "show gives the library's columns, era included, on each picker line whose pattern writes an era, with a calendar keyword or without",
        arguments: [
            "ja_JP@calendar=japanese", "ja_JP@calendar=buddhist", "ar_SA", "ar_SA@calendar=islamic",
            "zh_Hant_TW@calendar=roc",
            "en_US@calendar=ethiopic", "he_IL@calendar=hebrew", "th_TH", "en_US",
        ])
    func showEraColumns(identifier: String) throws {
        let result = CommandRunner.run(["show", identifier])
        #expect(result.code == .success)
        let lines = result.out.split(separator: "\n").map(String.init)
        let layout = DatePickerLayout(for: Locale(identifier: identifier))
        for kind in DatePickerKind.allCases {
            let line = try #require(lines.first { $0.hasPrefix("  " + kind.description + " ") }, "\(kind)")
            let columns = layout.columns(for: kind)
            let expected = "  (era column: [" + columns.map { "." + $0.rawValue }.joined(separator: ", ") + "])"
            #expect(line.hasSuffix(expected) == columns.contains(.era), "\(identifier) \(line)")
            #expect(line.contains("era column") == columns.contains(.era), "\(identifier) \(line)")
        }
        if identifier == "ja_JP@calendar=japanese" {
            #expect(lines.contains { $0.hasSuffix("令和8年4月15日  (era column: [.era, .year, .month, .day])") })
        }
    }

    @Test("show --json prints the profile")
    func showJSON() throws {
        let result = CommandRunner.run(["show", "ja_JP", "--json"])
        #expect(result.code == .success)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["identifier"] as? String == "ja_JP")
        #expect(object["calendar"] as? String == "gregorian")
        #expect((object["formats"] as? [[String: Any]])?.first?["order"] as? String == "YMD")
    }

    @Test("show names the pickers the yyyyMMdd trick misleads, and an alias resolves with a note on standard error")
    func showMisleadsAndAliases() {
        let en = CommandRunner.run(["show", "en_CA"])
        #expect(
            en.out.contains("  misleads: for a picker with month names the trick says Y·M·D, the locale writes M·D·Y"))
        let alias = CommandRunner.run(["show", "zh-TW"])
        #expect(alias.code == .success)
        #expect(alias.out.hasPrefix("zh_Hant_TW — "))
        #expect(alias.err == "dateorder: 'zh-TW' is zh_Hant_TW in Foundation's list of locales\n")
        let exact = CommandRunner.run(["show", "zh-hant-tw"])
        #expect(exact.err.isEmpty)
    }

    @Test("list --only and build --only or --locale say, once each, which locale an alias names")
    func aliasNotesForListAndBuild() throws {
        let list = CommandRunner.run(["list", "--only", "zh_TW", "--only", "zh-TW", "--only", "zh_TW", "--only", "de"])
        #expect(list.code == .success)
        #expect(
            list.err == "dateorder: 'zh_TW' is zh_Hant_TW in Foundation's list of locales\n"
                + "dateorder: 'zh-TW' is zh_Hant_TW in Foundation's list of locales\n")
        #expect(list.out.split(separator: "\n").map { $0.prefix { $0 != "\t" } }.dropFirst() == ["de", "zh_Hant_TW"])
        #expect(CommandRunner.run(["list", "--only", "zh_Hant_TW"]).err.isEmpty)
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let build = CommandRunner.run(
            ["build", "--output", "out", "--only", "iw", "--locale", "zh-TW", "--base-url", "https://example.org/"],
            in: workspace.url, environment: workspace.environment)
        #expect(build.code == .success, "\(build.err)")
        #expect(
            build.err == "dateorder: 'iw' is he in Foundation's list of locales\n"
                + "dateorder: 'zh-TW' is zh_Hant_TW in Foundation's list of locales\n")
    }

    @Test("show --template adds a template")
    func showTemplate() {
        let result = CommandRunner.run(["show", "de_DE", "--template", "yMMMEd"])
        #expect(result.code == .success)
        #expect(result.out.contains("yMMMEd"))
    }

    @Test(
        "Bad input exits 64 with one message and the usage line",
        arguments: [
            ["show"], ["show", "zz_ZZ"], ["show", "en_US", "--bogus"], ["show", "en_US", "ja_JP"], ["show", "../x"],
            ["list", "--format"], ["list", "--format", "xml"], ["list", "--order", "XYZ"], ["list", "--order", "YM"],
            ["list", "--format", "csv", "--format", "json"], ["frobnicate"], [], ["show", "en_US", "--template", ""],
            ["show", "en_US", "--template", "'only literal'"], ["show", "en_US", "--json=yes"],
        ])
    func usageErrors(arguments: [String]) {
        let result = CommandRunner.run(arguments)
        #expect(result.code == .usage)
        #expect(result.out.isEmpty)
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 2, "\(result.err)")
        #expect(lines.first?.hasPrefix("dateorder: ") == true)
        #expect(lines.last?.hasPrefix("usage: dateorder") == true)
    }

    @Test("Unknown identifiers suggest the closest known ones")
    func suggestions() {
        let result = CommandRunner.run(["show", "en_UX"])
        #expect(result.err.contains("did you mean"))
        #expect(result.err.contains("en_US"))
        // Equally close, the language's namesake region first (as the 404 page suggests it).
        #expect(CommandRunner.run(["show", "de_XX"]).err.contains("did you mean de_DE, de_AT,"))
        #expect(CommandRunner.run(["show", "fr_XX"]).err.contains("did you mean fr_FR, "))
    }

    @Test("A name where an identifier goes is a usage error that names the identifiers, for show and --only")
    func names() {
        let show = CommandRunner.run(["show", "Germany"])
        #expect(show.code == .usage && show.out.isEmpty)
        #expect(
            show.err.hasPrefix(
                "dateorder: unknown locale identifier 'Germany'; by that name: de_DE (German (Germany)), "))
        let only = CommandRunner.run(["list", "--only", "swiss german"])
        #expect(only.code == .usage)
        #expect(only.err.contains("--only: unknown locale identifier 'swiss german'; by that name: gsw (Swiss German)"))
    }

    @Test("--help (or help, help help, -h) and --version exit 0")
    func helpAndVersion() {
        let help = CommandRunner.run(["--help"])
        #expect(help.code == .success)
        for word in ["dateorder build", "dateorder show", "dateorder list", "Exit status"] {
            #expect(help.out.contains(word))
        }
        // `help`, `help help` and `--help` are one answer, as git gives it.
        for words in [["help"], ["help", "help"], ["-h"]] {
            let same = CommandRunner.run(words)
            #expect(same.code == .success && same.out == help.out && same.err.isEmpty, "\(words)")
        }
        let version = CommandRunner.run(["--version"])
        #expect(version.code == .success)
        #expect(version.out.hasPrefix("dateorder "))
    }

    @Test("list --format json has every identifier with order, pattern, orders and patterns keyed by template")
    func listJSON() throws {
        let result = CommandRunner.run([
            "list", "--format", "json", "--only", "ja_JP", "--only", "en-US", "--only", "ja_JP",
        ])
        #expect(result.code == .success)
        let array = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(array.map { $0["identifier"] as? String } == ["en_US", "ja_JP"])
        let ja = try #require(array.first { $0["identifier"] as? String == "ja_JP" })
        #expect(ja["order"] as? String == "YMD")
        #expect(ja["pattern"] as? String == "yyyy/MM/dd")
        let orders = try #require(ja["orders"] as? [String: String])
        #expect(orders["yMMMd"] == "YMD")
        #expect(orders["yM"] == "YM")
        let patterns = try #require(ja["patterns"] as? [String: String])
        #expect(patterns["yMMMMd"] == "y年M月d日")
    }

    @Test("list --order keeps only that yyyyMMdd order; TSV and CSV have one row per locale")
    func listFilters() {
        // ak and ckb: their numeric pickers follow another order than yyyyMMdd, which --order filters by.
        let mixed = ["ja_JP", "en_US", "de", "hu", "zh_Hans_CN", "vi_VN", "en_CA", "ak", "ckb"].flatMap {
            ["--only", $0]
        }
        let ymd = CommandRunner.run(["list", "--order", "ymd"] + mixed)
        let rows = ymd.out.split(separator: "\n").dropFirst()
        #expect(rows.map { String($0.prefix { $0 != "\t" }) } == ["ckb", "en_CA", "hu", "ja_JP", "zh_Hans_CN"])
        let mdy = CommandRunner.run(["list", "--order", "mdy"] + mixed).out.split(separator: "\n").dropFirst()
        #expect(mdy.map { String($0.prefix { $0 != "\t" }) } == ["ak", "en_US"])
        for row in rows { #expect(row.split(separator: "\t", omittingEmptySubsequences: false)[6] == "YMD") }
        let csv = CommandRunner.run(["list", "--format", "csv"] + mixed)
        #expect(csv.out.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == 9 + 1)
        // A filter that leaves nothing keeps the header's shape (every order: and pattern: column), for parsers.
        for format in ["csv", "tsv"] {
            let all = CommandRunner.run(["list", "--format", format, "--template", "yMMMEd"] + mixed)
            let none = CommandRunner.run(
                ["list", "--format", format, "--template", "yMMMEd", "--order", "ydm", "--only", "en_US"])
            #expect(none.code == .success)
            let header = all.out.components(separatedBy: .newlines)[0]
            #expect(header.contains("order:yMMMEd") && header.contains("pattern:yMMMEd"))
            #expect(none.out.trimmingCharacters(in: .newlines) == header, "\(format)")
        }
    }

    @Test("--template adds a pattern column to the CSV and TSV, and an order column only where it has date fields")
    func templateColumns() {
        let templates = ["MMM d yyyy hh:mm", "EEEE", "jm", "yMMMEd", "LLLL", "QQQ y", "HH:mm 'd'"]
        for format in ["csv", "tsv"] {
            let result = CommandRunner.run(
                ["list", "--format", format, "--only", "de"] + templates.flatMap { ["--template", $0] })
            #expect(result.code == .success)
            let separator: Character = format == "csv" ? "," : "\t"
            let header = (result.out.split(whereSeparator: \.isNewline).first ?? "").split(separator: separator).map(
                String.init)
            for template in templates {
                // Year, month and day are y Y u U r, M L and d outside quotes.
                let unquoted = template.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 0 }.map(\.element).joined()
                let dated = unquoted.contains { "yYuUrMLd".contains($0) }
                let cell = template.contains(",") ? "\"\(template)\"" : template
                #expect(header.contains("pattern:" + cell), "\(format) \(template)")
                #expect(header.contains("order:" + cell) == dated, "\(format) \(template): \(header.suffix(20))")
            }
        }
    }

    @Test("Output is byte-identical whatever TZ and LANG say", .tags(.process))
    func independentOfEnvironment() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let locales = ["ar", "ar_SA", "ja_JP", "th_TH", "fa_IR", "en_US", "en_US_POSIX", "he", "zh_Hant_TW", "am_ET"]
        let list = ["list", "--format", "json"] + locales.flatMap { ["--only", $0] }
        let first = try ExecutableRunner.run(list, environment: ["PATH": path, "TZ": "UTC", "LANG": "C"])
        let second = try ExecutableRunner.run(
            list,
            environment: [
                "PATH": path, "TZ": "Pacific/Kiritimati", "LANG": "ja_JP.UTF-8", "LC_ALL": "ar_SA.UTF-8",
            ])
        #expect(first.status == 0)
        #expect(second.status == 0)
        #expect(first.out.count > 10_000)
        #expect(first.out == second.out)
        let third = try ExecutableRunner.run(
            ["show", "ar", "--json"], environment: ["PATH": path, "TZ": "America/Los_Angeles", "LANG": "de_DE.UTF-8"])
        let fourth = try ExecutableRunner.run(
            ["show", "ar", "--json"], environment: ["PATH": path, "TZ": "Asia/Tokyo"])
        #expect(third.out == fourth.out)
    }
}

@Suite("A site whatever the environment's language")
struct LanguageEnvironmentTests {
    @Test(
        "Pages and preview images are byte-identical whatever LANG, LC_ALL and FC_LANG say (fontconfig reads them)",
        .tags(.process))
    func previewsIgnoreLanguage() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        // Sorani's digits are in the fonts of Arabic and of Hanifi Rohingya; which one fontconfig's fallback took
        // depended on the environment's language (ur, fa, ks, ar), until each script named its own font.
        let only = ["ckb", "ckb_IQ", "ckb_IR", "ur", "ar_EG", "fa_IR", "ja_JP", "zh_Hant_TW", "my_MM"]
            .flatMap { ["--only", $0] }
        var outputs: [String] = []
        for (index, language) in [[:], ["LANG": "fa_IR.UTF-8"], ["LC_ALL": "ur_PK.UTF-8"], ["FC_LANG": "ks"]]
            .enumerated()
        {
            let output = "site\(index)"
            let run = try ExecutableRunner.outcome(
                ["build", "--output", output] + only,
                environment: workspace.environment.merging(language) { $1 }, in: workspace.url)
            #expect(run.status == 0, "\(language): \(run.err)")
            outputs.append(output)
        }
        let first = snapshot(workspace.path(outputs[0]))
        #expect(first.keys.contains { $0.hasSuffix("preview/locales/ckb_IQ.png") })
        for output in outputs.dropFirst() { expectSame(snapshot(workspace.path(output)), first) }
    }
}

@Suite("The fast path switch")
struct FastPathSwitchTests {
    @Test(
        "DATEORDER_FAST_PATH=off builds through DateFormatter, says so, and gives byte-identical output",
        .tags(.process))
    func switchedOff() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let only = ["ar_SA", "th_TH", "ff_Latn_LR", "nnh", "en_US", "ja_JP"].flatMap { ["--only", $0] }
        var off = workspace.environment
        off["DATEORDER_FAST_PATH"] = "off"
        let fast = try ExecutableRunner.outcome(
            ["build", "--output", "fast"] + only, environment: workspace.environment,
            in: workspace.url)
        let slow = try ExecutableRunner.outcome(
            ["build", "--output", "slow"] + only, environment: off, in: workspace.url)
        #expect(fast.status == 0 && slow.status == 0)
        #expect(!fast.err.contains("note: profiles"))
        #expect(slow.err.contains("dateorder: note: profiles built through DateFormatter"), "\(slow.err)")
        #expect(!String(decoding: slow.out, as: UTF8.self).contains("note:"), "standard output is the summary alone")

        expectSame(snapshot(workspace.path("slow")), snapshot(workspace.path("fast")))
    }
}

@Suite("Build step timings")
struct BuildTimingsTests {
    @Test("DATEORDER_TIMINGS=1 prints every step's time to stderr, in order, and leaves the site as it is without")
    func timings() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        var timed = CommandRunner.cacheEnvironment
        timed["DATEORDER_TIMINGS"] = "1"
        timed["DATEORDER_CACHE"] = "off"
        let plain = CommandRunner.run(["build", "--output", "plain", "--only", "en_CA"], in: workspace.url)
        let withTimes = CommandRunner.run(
            ["build", "--output", "timed", "--only", "en_CA"], in: workspace.url, environment: timed)
        #expect(plain.code == .success && withTimes.code == .success)
        #expect(!plain.err.contains("timing:"))
        let steps = withTimes.err.split(separator: "\n").filter { $0.hasPrefix("timing: ") }.map { line in
            line.dropFirst("timing: ".count).split(separator: " ").dropLast(2).joined(separator: " ")
        }
        #expect(
            steps == [
                "load", "detect: profiles", "render: page models made and rendered",
                "render: exports, images, redirects, sitemap",
                "render: preview images drawn and encoded, CPU summed over threads", "write",
            ])
        // The images' CPU time is measured: a build draws at least the site's and the locale's preview.
        let imageCPU = withTimes.err.split(separator: "\n").first { $0.contains("preview images drawn") }
            .flatMap { $0.split(separator: " ").dropLast().last }.flatMap { Double($0) }
        #expect((imageCPU ?? 0) > 0, "\(withTimes.err)")
        for line in withTimes.err.split(separator: "\n") where line.hasPrefix("timing: ") {
            let seconds = line.split(separator: " ").dropLast().last.flatMap { Double($0) }
            #expect(seconds.map { $0 >= 0 } == true, "\(line)")
        }
        expectSame(snapshot(workspace.path("timed")), snapshot(workspace.path("plain")))
    }
}

@Suite("Documentation and --help agree")
struct DocumentationTests {
    @Test("Every environment variable --help names is explained in the README")
    func readmeExplainsEveryVariable() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let help = CommandRunner.run(["--help"]).out
        let variables = Set(
            help.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init).filter {
                $0.hasPrefix("DATEORDER_")
            })
        #expect(variables.count >= 4)
        for variable in variables.sorted() {
            #expect(
                readme.contains("`" + variable) || readme.contains("`$" + variable), "README never explains \(variable)"
            )
        }
    }

    @Test("The README's synopsis is exactly the synopsis --help prints, line for line")
    func readmeSynopsis() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## The command\n\n```text\n").dropFirst().first)
        let block = try #require(section.components(separatedBy: "\n```").first)
        let help = CommandRunner.run(["--help"]).out
        let printed = help.split(separator: "\n").compactMap { line in
            line.hasPrefix("usage: dateorder ")
                ? String(line.dropFirst("usage: ".count))
                : line.hasPrefix("dateorder --help") ? String(line) : nil
        }
        #expect(block.split(separator: "\n").map(String.init) == printed)
    }

    @Test("Every option --help lists is explained in the README")
    func readmeExplainsEveryOption() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let prose = readme.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            .joined()
        for command in ["build", "show", "list", "diff"] {
            let usage = CommandRunner.run([command, "--help"]).out
            for option in usage.split(separator: "\n").dropFirst().compactMap({ $0.split(separator: " ").first })
            where option.hasPrefix("--") {
                #expect(prose.contains("`" + option), "README prose never explains \(command) \(option)")
            }
        }
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test("The README's `dateorder show en_CA` example is what show prints, line for line up to its ellipsis")
    func showExample() throws {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "$ dateorder show en_CA\n").dropFirst().first)
        let lines = block.components(separatedBy: "\n...").first?.split(separator: "\n").map(String.init) ?? []
        let printed = CommandRunner.run(["show", "en_CA"]).out.split(separator: "\n").map(String.init)
        #expect(lines.count >= 5)
        #expect(Array(printed.prefix(lines.count)) == lines)
    }

    @Test("list --format json for a few locales is exactly what the site publishes for them, aliases included")
    func listEqualsSiteJSON() throws {
        let result = CommandRunner.run(["list", "--format", "json", "--only", "zh_Hant_TW", "--only", "he"])
        let array = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let zh = try #require(array.first { $0["identifier"] as? String == "zh_Hant_TW" })
        #expect(Set(zh["aliases"] as? [String] ?? []).isSuperset(of: ["zh_TW", "zh-TW", "zh-Hant-TW"]))
        let he = try #require(array.first { $0["identifier"] as? String == "he" })
        #expect((he["aliases"] as? [String] ?? []).contains("iw"))
    }
}

@Suite("show says what the export says")
struct ShowAgreesWithListTests {
    @Test("show prints every note, the conflicts, a time from the left and the Gregorian beside another calendar")
    func showAgreesWithList() throws {
        let list = CommandRunner.run(["list", "--format", "json"])
        #expect(list.code == .success)
        let records = try #require(JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [[String: Any]])
        var shown = (notes: 0, conflicts: 0, rightToLeft: 0, gregorian: 0)
        for record in records {
            let identifier = try #require(record["identifier"] as? String)
            let notes = (record["notes"] as? [[String: String]] ?? []).compactMap { $0["text"] }
            let conflicts = record["conflicts"] as? [String] ?? []
            let time = record["time"] as? [String: Any] ?? [:]
            let columns = time["columns"] as? [String] ?? []
            let rightToLeft = record["direction"] as? String == "rtl" && columns.count > 1
            let calendar = record["calendar"] as? String ?? "gregorian"
            // Every other locale prints none of these parts.
            guard !notes.isEmpty || !conflicts.isEmpty || rightToLeft || calendar != "gregorian" else { continue }
            let show = CommandRunner.run(["show", identifier])
            #expect(show.code == .success, "\(identifier)")
            let lines = show.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for note in notes {
                #expect(lines.contains("  " + note), "\(identifier): note \(note) not shown")
                shown.notes += 1
            }
            #expect(lines.contains("conflicts:") == !conflicts.isEmpty, "\(identifier): conflicts \(conflicts)")
            if !conflicts.isEmpty { shown.conflicts += 1 }
            if rightToLeft {
                let fromLeft = (time["columnsLeftToRight"] as? [String] ?? []).joined(separator: " ")
                #expect(lines.contains("  from the left, as the time reads: " + fromLeft), "\(identifier)")
                // And each of the 12- and 24-hour clocks, as a layout on that clock reads it.
                let clocks = [Locale.HourCycle.oneToTwelve, .zeroToTwentyThree].map { cycle in
                    TimePickerLayout(for: Locale(identifier: identifier), hourCycle: cycle).columnsLeftToRight
                        .map(\.rawValue).joined(separator: " ")
                }
                #expect(
                    lines.contains("  from the left: 12-hour \(clocks[0]); 24-hour \(clocks[1])"), "\(identifier)")
                shown.rightToLeft += 1
            }
            if calendar != "gregorian" {
                // Foundation's own Gregorian pattern for the locale, beside the row of its calendar.
                let gregorian = try #require(
                    DateFormatter.dateFormat(
                        fromTemplate: "yMMMd", options: 0,
                        locale: Locale(identifier: identifier + "@calendar=gregorian")))
                let row = lines.first { $0.hasPrefix("yMMMd ") } ?? ""
                #expect(row.contains("   (gregorian: \(gregorian)  →  "), "\(identifier): \(row)")
                shown.gregorian += 1
            }
        }
        #expect(
            shown.notes > 20 && shown.conflicts > 20 && shown.rightToLeft > 20 && shown.gregorian > 5,
            "too few locales compared: \(shown)")
    }
}

@Suite("Time answer in show and list")
struct TimeAnswerCommandTests {
    @Test(
        "show, show --json, list --format json and TimePickerLayout give one time answer",
        arguments: ["ko_KR", "ja_JP", "en_US", "de_DE", "vi_VN", "zh_Hant_TW", "fr_CA", "ee", "ar_EG"])
    func oneAnswer(identifier: String) throws {
        let layout = TimePickerLayout(for: Locale(identifier: identifier))
        let columns = layout.columns.map(\.rawValue)
        let list = CommandRunner.run(["list", "--format", "json", "--only", identifier]).out
        let records = try #require(JSONSerialization.jsonObject(with: Data(list.utf8)) as? [[String: Any]])
        let time = try #require(records.first?["time"] as? [String: Any])
        #expect(time["columns"] as? [String] == columns)
        #expect(time["hours"] as? [Int] == [layout.hours.lowerBound, layout.hours.upperBound])
        #expect(time["dayPeriodSymbols"] as? [String] == layout.dayPeriodSymbols)
        #expect(time["dateTimeOrder"] as? String == layout.dateTimeOrder.rawValue)
        #expect(time["glue"] as? String == layout.dateTimeGlue)
        #expect(time["pattern"] as? String == layout.pattern)
        let shown = CommandRunner.run(["show", "--json", identifier]).out
        let profile = try #require(JSONSerialization.jsonObject(with: Data(shown.utf8)) as? [String: Any])
        let answer = try #require(profile["time"] as? [String: Any])
        let row = try #require(answer["time"] as? [String: Any])
        #expect(row["columns"] as? [String] == columns)
        #expect(answer["hours"] as? [Int] == time["hours"] as? [Int])
        #expect(answer["hourCycle"] as? String == time["hourCycle"] as? String)
        #expect(answer["dayPeriod"] as? String == time["dayPeriod"] as? String)
        let text = CommandRunner.run(["show", identifier]).out
        let timeLine: String = "time:     " + columns.joined(separator: " ") + "  " + layout.pattern + "  →  "
        #expect(text.contains(timeLine))
        #expect(text.contains("date with time: \(layout.dateTimeOrder.rawValue)  \(layout.dateTimePattern)  →  "))
        #expect(text.contains("follow the pattern's") == (identifier == "fr_CA"))
    }
}
