import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

@Suite("dateorder build and diff")
struct BuildDiffCommandTests {
    /// A handful of locales: a build of them is a whole site in a fraction of a second.
    static let small = ["--only", "ja_JP", "--only", "en_US", "--only", "de", "--only", "ar"]

    static let records = """
        [{"identifier": "a", "order": "DMY", "pattern": "dd.MM.y", "orders": {"yMMMd": "DMY"}, "patterns": {"yMMMd": "d MMM y"}},
         {"identifier": "b", "order": "YMD", "pattern": "y-MM-dd", "orders": {}, "patterns": {}}]
        """

    @Test("diff: identical exports exit 0, different ones exit 1 and name each change, in text, markdown and JSON")
    func diff() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("old.json", Self.records)
        try workspace.write(
            "new.json",
            """
            [{"identifier": "a", "order": "YMD", "pattern": "y-MM-dd", "orders": {"yMMMd": "YDM"}, "patterns": {"yMMMd": "y d MMM"}},
             {"identifier": "c", "order": "MDY", "pattern": "MM/dd/y", "orders": {}, "patterns": {}, "name": "extra fields are fine"}]
            """)
        let same = CommandRunner.run(["diff", "old.json", "old.json"], in: workspace.url)
        #expect(same.code == .success)
        #expect(same.out == "0 added, 0 removed, 0 changed\n")
        let text = CommandRunner.run(["diff", "old.json", "new.json"], in: workspace.url)
        #expect(text.code == .failure)
        #expect(text.out.contains("+ c"))
        #expect(text.out.contains("- b"))
        #expect(text.out.contains("~ a order: DMY → YMD"))
        #expect(text.out.contains("~ a orders.yMMMd: DMY → YDM"))
        let markdown = CommandRunner.run(["diff", "old.json", "new.json", "--format", "markdown"], in: workspace.url)
        #expect(markdown.out.contains("| a | `orders.yMMMd` | `DMY` | `YDM` |"))
        let json = CommandRunner.run(["diff", "old.json", "new.json", "--format", "json"], in: workspace.url)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["added"] as? [String] == ["c"])
        #expect(object["removed"] as? [String] == ["b"])
    }

    @Test("diff: a template added alone is a difference (exit 1), and diff --help names it among what differs")
    func templateAddedIsADifference() throws {
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        try workspace.write("old.json", CommandRunner.run(["list", "--format", "json", "--only", "de"]).out)
        try workspace.write(
            "new.json", CommandRunner.run(["list", "--format", "json", "--only", "de", "--template", "yMMMEd"]).out)
        let result = CommandRunner.run(["diff", "old.json", "new.json"], in: workspace.url)
        #expect(result.code == .failure, "\(result.out)")
        #expect(result.out.hasPrefix("0 added, 0 removed, 0 changed; templates: 1 added, 0 removed\n"))
        // The help's list of what differs (before "Exit 0 when none of these differ") includes templates.
        let help = CommandRunner.run(["diff", "--help"]).out.replacingOccurrences(of: "\n", with: " ")
        let listed = try #require(help.components(separatedBy: "Exit 0 when none of these differ").first)
        #expect(listed.contains("templates added and removed"), "\(listed)")
    }

    @Test("diff and --previous read a pipe: standard input (`-` for diff), a process substitution, as `cat` would")
    func diffReadsPipes() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("old.json", Self.records)
        // The export comes through a pipe, as `git show HEAD:site/data/locales.json | dateorder diff - …` (or
        // /dev/stdin), on either side; `./-` is a file named `-`, and a malformed pipe is named standard input.
        try workspace.write("-", "{not json")
        for (arguments, input, status, printed) in [
            (["/dev/stdin", "old.json"], Self.records, 0, "0 added, 0 removed, 0 changed\n"),
            (["-", "old.json"], Self.records, 0, "0 added, 0 removed, 0 changed\n"),
            (["old.json", "-"], "[]", 64, "dateorder: standard input: not a locales.json export"),
            (["old.json", "./-"], Self.records, 64, "dateorder: ./-: "),
            (["-", "-"], Self.records, 64, "dateorder: only one of OLD.json and NEW.json can be standard input (-)"),
        ] {
            let process = Process()
            process.executableURL = TestPaths.executable
            process.arguments = ["diff"] + arguments
            process.currentDirectoryURL = workspace.url
            let pipe = Pipe()
            let output = Pipe()
            process.standardInput = pipe
            process.standardOutput = output
            process.standardError = output
            try process.run()
            pipe.fileHandleForWriting.write(Data(input.utf8))
            try pipe.fileHandleForWriting.close()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(
                process.terminationStatus == status && text.hasPrefix(printed), "\(arguments): \(status) \(text)")
        }

        // A process substitution is a pipe behind /dev/fd/N, and can be read only once.
        try FileManager.default.createDirectory(at: workspace.path("empty"), withIntermediateDirectories: true)
        let bash = try ExecutableRunner.outcome(
            ["build", "--only", "ja_JP", "--check", "--output", "empty", "--previous", "/dev/fd/3"],
            environment: CommandRunner.cacheEnvironment, in: workspace.url,
            prefix: ["/bin/bash", "-c", "exec 3< <(cat old.json); exec \"$0\" \"$@\""])
        #expect(!bash.err.contains("cannot read"), "\(bash.err)")
        // Read, validated and rendered from one reading: the changes page is among the files a build would make.
        #expect(bash.status == 1 && bash.err.contains("missing  changes.html"), "\(bash.status) \(bash.err)")

        // The site does not depend on how the shell passed the pipe: /dev/fd/3 and /dev/stdin give the same page,
        // which names no descriptor ("Compared with 3").
        var pages: [String] = []
        for (output, previous, redirect) in [
            ("fd", "/dev/fd/3", "exec 3< <(cat old.json)"), ("in", "/dev/stdin", "exec < old.json"),
        ] {
            let built = try ExecutableRunner.outcome(
                ["build", "--only", "ja_JP", "--output", output, "--previous", previous],
                environment: CommandRunner.cacheEnvironment, in: workspace.url,
                prefix: ["/bin/bash", "-c", redirect + "; exec \"$0\" \"$@\""])
            #expect(built.status == 0, "\(built.err)")
            pages.append(workspace.read(output + "/changes.html") ?? "")
        }
        #expect(pages[0] == pages[1] && pages[0].contains("Compared with an earlier export read from a pipe"))
        #expect(
            CommandRunner.run(
                ["build", "--only", "ja_JP", "--output", "file", "--previous", "old.json"], in: workspace.url
            ).code == .success)
        #expect(workspace.read("file/changes.html")?.contains("Compared with <code>old.json</code>") == true)
    }

    @Test("build --check lists twenty files of a kind, then how many more; help COMMAND is COMMAND --help")
    func checkCountsTheRest() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.path("empty"), withIntermediateDirectories: true)
        let check = CommandRunner.run(["build", "--check", "--output", "empty"] + Self.small, in: workspace.url)
        #expect(check.code == .failure)
        let missing = check.err.split(separator: "\n").filter { $0.hasPrefix("  missing") }
        let total = try #require(
            Int(check.err.firstMatch(of: /, ([\d,]+) missing,/)?.1.filter(\.isNumber) ?? ""), "\(check.err)")
        #expect(total > 20 && missing.count == 21, "\(check.err)")
        #expect(missing.last == "  missing  … and \(englishCount(total - 20)) more", "\(missing.last ?? "")")
        for command in ["build", "show", "list", "diff"] {
            let help = CommandRunner.run(["help", command])
            #expect(help.code == .success && help.out == CommandRunner.run([command, "--help"]).out, "\(command)")
        }
    }

    @Test(
        "diff: unreadable or malformed exports and bad arguments exit 64",
        arguments: [
            ["diff", "old.json"], ["diff", "old.json", "missing.json"], ["diff", "old.json", "bad.json"],
            ["diff", "old.json", "old.json", "--format", "xml"], ["diff", "old.json", "wrongshape.json"],
            ["diff", "old.json", "empty.json"], ["diff", "twice.json", "old.json"],
        ])
    func diffErrors(arguments: [String]) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("old.json", Self.records)
        try workspace.write("bad.json", "{not json")
        try workspace.write("wrongshape.json", #"[{"identifier": "a"}]"#)
        try workspace.write("empty.json", "[]")
        // Two records for one locale: a diff would keep one of them silently.
        try workspace.write(
            "twice.json", Self.records.replacingOccurrences(of: #""identifier": "b""#, with: #""identifier": "a""#))
        let result = CommandRunner.run(arguments, in: workspace.url)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("dateorder: "))
        if arguments.contains("empty.json") { #expect(result.err.contains("no locale in it"), "\(result.err)") }
        if arguments.contains("twice.json") { #expect(result.err.contains("'a' is listed twice"), "\(result.err)") }
    }

    @Test("diff: an export without the time picker's fields is compared for the rest, and the gap is said")
    func diffSaysWhatItCannotCompare() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("old.json", Self.records)
        let built = CommandRunner.run(["build", "--output", "out", "--only", "de"], in: workspace.url)
        #expect(built.code == .success, "\(built.err)")
        let result = CommandRunner.run(["diff", "old.json", "out/data/locales.json"], in: workspace.url)
        #expect(result.code == .failure)
        // Every other fact a minimal export lacks is named too: a diff that compared nothing must not look clean.
        #expect(
            result.err
                == "dateorder: note: old.json has no time picker fields (an older export?), so time.* was not compared\n"
                + "dateorder: note: old.json has no samples, calendar, direction, hourCycle, notes, eraPickers, sample, "
                + "name, nativeName, language, script, region, inferred, formatterLocale, aliases, formatStyle, "
                + "conflicts, headline, pickers, trickMisleads (an older or smaller export?), so they were not compared\n",
            "\(result.err)")
        // An export whose time picker lacks a newer field, columnsLeftToRight, says so.
        let current = try #require(workspace.read("out/data/locales.json"))
        var records = try #require(JSONSerialization.jsonObject(with: Data(current.utf8)) as? [[String: Any]])
        for index in records.indices {
            var time = try #require(records[index]["time"] as? [String: Any])
            time["columnsLeftToRight"] = nil
            records[index]["time"] = time
        }
        try workspace.write(
            "older.json", String(decoding: try JSONSerialization.data(withJSONObject: records), as: UTF8.self))
        let older = CommandRunner.run(["diff", "older.json", "out/data/locales.json"], in: workspace.url)
        #expect(
            older.err
                == "dateorder: note: older.json has no time.columnsLeftToRight (an older or smaller export?), so it was "
                + "not compared\n", "\(older.err)")
        let same = CommandRunner.run(["diff", "out/data/locales.json", "out/data/locales.json"], in: workspace.url)
        #expect(same.code == .success && same.err.isEmpty, "\(same.err)")
    }

    @Test(
        "diff: fields a newer version writes are named as not compared, so a diff that sees nothing else is no all-clear"
    )
    func diffNamesFieldsItDoesNotKnow() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        // ff_Latn_BF has every optional key (formatterLocale, formatStyle), ar_SA era pickers: all known.
        let listed = CommandRunner.run(["list", "--only", "ff_Latn_BF", "--only", "ar_SA", "--format", "json"])
        #expect(listed.code == .success, "\(listed.err)")
        try workspace.write("old.json", listed.out)
        let same = CommandRunner.run(["diff", "old.json", "old.json"], in: workspace.url)
        #expect(same.code == .success && same.err.isEmpty, "\(same.err)")
        var records = try #require(JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
        records[0]["weekStart"] = "monday"
        records[1]["week\u{1B}[2J"] = 1
        var time = try #require(records[1]["time"] as? [String: Any])
        time["secondsColumn"] = false
        records[1]["time"] = time
        try workspace.write(
            "newer.json", String(decoding: try JSONSerialization.data(withJSONObject: records), as: UTF8.self))
        let result = CommandRunner.run(["diff", "old.json", "newer.json"], in: workspace.url)
        #expect(result.code == .success, "nothing this version compares changed")
        #expect(
            result.err
                == "dateorder: note: newer.json has time.secondsColumn, weekU+001B[2J, weekStart, which this version of "
                + "dateorder does not know (a newer export?), so they were not compared\n", "\(result.err)")
        // Either side: an old export from a newer tool too.
        let reversed = CommandRunner.run(["diff", "newer.json", "old.json"], in: workspace.url)
        #expect(reversed.err.hasPrefix("dateorder: note: newer.json has time.secondsColumn"), "\(reversed.err)")
        // Every key this version writes, over every locale (eu's dateTimeTrailing, the era pickers, the formatter
        // locales), is one it knows: a field added to the export but not to the known keys would be named here.
        let everything = CommandRunner.run(["list", "--format", "json"])
        try workspace.write("all.json", everything.out)
        let whole = CommandRunner.run(["diff", "all.json", "all.json"], in: workspace.url)
        #expect(whole.code == .success && whole.err.isEmpty, "\(whole.err)")
    }

    @Test("diff: a small export whose locales all have a fact empty still compares it, and names what a locale is")
    func diffComparesEveryFactOfASmallExport() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let listed = CommandRunner.run(["list", "--only", "de", "--only", "fr", "--format", "json"])
        #expect(listed.code == .success, "\(listed.err)")
        try workspace.write("old.json", listed.out)
        var records = try #require(
            JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
        // Neither de nor fr has notes, era pickers or day periods: a toolchain that gives de each is a change.
        records[0]["notes"] = [["key": "root-fallback", "text": "falls back"]]
        records[0]["eraPickers"] = ["numeric"]
        var time = try #require(records[0]["time"] as? [String: Any])
        time["dayPeriodSymbols"] = ["AM", "PM"]
        records[0]["time"] = time
        // What a locale is called and which locale it is.
        records[1]["name"] = "French (renamed)"
        records[1]["nativeName"] = "français (renommé)"
        records[1]["script"] = "Latf"
        records[1]["region"] = "CA"
        records[1]["inferred"] = ["script"]
        records[1]["formatterLocale"] = "fr_CA"
        records[1]["formatStyle"] = ["numeric": ["order": "YMD", "sample": "2026-04-15"]]
        let data = try JSONSerialization.data(withJSONObject: records, options: [.sortedKeys])
        try workspace.write("new.json", String(decoding: data, as: UTF8.self))
        let result = CommandRunner.run(["diff", "old.json", "new.json"], in: workspace.url)
        #expect(result.code == .failure)
        for line in [
            "0 added, 0 removed, 2 changed", "~ de notes: (none) → root-fallback", "~ de eraPickers: (none) → numeric",
            "~ de time.dayPeriodSymbols: (none) → AM / PM", "~ fr name: French → French (renamed)",
            "~ fr nativeName: français → français (renommé)", "~ fr script: Latn → Latf", "~ fr region: FR → CA",
            "~ fr inferred: script region → script", "~ fr formatterLocale: (none) → fr_CA",
            "~ fr formatStyle.numeric.order: (none) → YMD", "~ fr formatStyle.numeric.sample: (none) → 2026-04-15",
        ] {
            #expect(result.out.contains(line + "\n"), "\(line)\n\(result.out)")
        }
    }

    @Test(
        "diff: the time with seconds is compared, each of its fields named: columns, pattern, sample, separator, hms, Hms"
    )
    func diffComparesTheSeconds() throws {
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        let listed = CommandRunner.run(["list", "--only", "da", "--only", "en_US", "--format", "json"])
        #expect(listed.code == .success, "\(listed.err)")
        try workspace.write("old.json", listed.out)
        var records = try #require(JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [[String: Any]])
        var time = try #require(records[0]["time"] as? [String: Any])
        let fields = [
            "secondsColumns", "secondsPattern", "secondsSample", "minuteSecondSeparator", "twelveHourSecondsPattern",
            "twentyFourHourSecondsPattern",
        ]
        for field in fields {
            time[field] = field == "secondsColumns" ? ["second", "minute", "hour"] : "x"
        }
        records[0]["time"] = time
        let data = try JSONSerialization.data(withJSONObject: records, options: [.sortedKeys])
        try workspace.write("new.json", String(decoding: data, as: UTF8.self))
        let result = CommandRunner.run(["diff", "old.json", "new.json", "--format", "json"], in: workspace.url)
        #expect(result.code == .failure, "\(result.err)")
        for field in fields {
            #expect(result.out.contains("\"field\" : \"time.\(field)\""), "\(field)\n\(result.out)")
        }
    }

    @Test("build: an edit to an asset's bytes rewrites that file alone, and the site is what a full build renders")
    func assetEditReusesPages() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        func build(_ extra: [String] = []) -> String {
            let result = CommandRunner.run(["build", "--output", "out"] + extra + Self.small, in: workspace.url)
            #expect(result.code == .success, "\(result.err)")
            return result.out
        }
        func appendToCSS(_ text: String) throws {
            let css = try #require(workspace.read("Templates/assets/style.css"))
            try workspace.write("Templates/assets/style.css", css + text)
        }
        let files = try #require(build().firstMatch(of: /, ([\d,]+) files written, 0 removed, 0 unchanged/)?.1).filter(
            \.isNumber)
        try appendToCSS("\n/* one */\n")
        var timed = CommandRunner.cacheEnvironment
        timed["DATEORDER_TIMINGS"] = "1"
        let refresh = CommandRunner.run(
            ["build", "--output", "out"] + Self.small, in: workspace.url, environment: timed)
        #expect(refresh.out.contains(" 1 file written, 0 removed, \(englishCount(Int(files)! - 1)) unchanged"))
        // Nothing was detected or rendered: the one step is the reuse.
        #expect(refresh.err.hasPrefix("timing: write: assets only, pages reused "), "\(refresh.err)")
        #expect(!refresh.err.contains("detect"))
        #expect(workspace.read("out/assets/style.css")?.hasSuffix("/* one */\n") == true)
        #expect(build(["--check"]).contains("is up to date"))
        #expect(build().contains(" 0 files written"))
        // A page edited since the last build: the pages on disk are not trusted, the whole site is rendered.
        let index = try #require(workspace.read("out/index.html"))
        try workspace.write("out/index.html", "tampered")
        try appendToCSS("/* two */\n")
        #expect(build().contains(" 2 files written"))
        #expect(workspace.read("out/index.html") == index)
        // The layout, or the set of assets, is not an asset edit: pages are rendered again.
        try workspace.write("Templates/assets/extra.css", "p {}")
        #expect(build().contains(" 1 file written"))
        #expect(workspace.read("out/assets/extra.css") == "p {}")
        let layout = try #require(workspace.read("Templates/layout.html"))
        try workspace.write("Templates/layout.html", layout + "<!-- edited -->\n")
        let rendered = try #require(build().firstMatch(of: /, ([\d,]+) files written/)?.1).filter(\.isNumber)
        #expect(Int(rendered)! > 10)
        #expect(build(["--check"]).contains("is up to date"))
    }

    @Test("build: the summary counts one locale, one order and one file in the singular")
    func singularSummary() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let first = CommandRunner.run(["build", "--output", "out", "--only", "de"], in: workspace.url)
        #expect(first.code == .success, "\(first.err)")
        #expect(first.out.hasPrefix("built \(workspace.path("out").path): 1 locale, "), "\(first.out)")
        #expect(first.out.contains(" pages, 1 order, "), "\(first.out)")
        let check = CommandRunner.run(["build", "--check", "--output", "out", "--only", "de"], in: workspace.url)
        #expect(check.out.hasSuffix(" files, 1 locale\n"), "\(check.out)")
        // The site's words too: a pattern group of one locale.
        let order = try #require(workspace.read("out/orders/dmy.html"))
        #expect(order.contains("<summary>1 locale</summary>"), "\(order)")
        #expect(!order.contains("1 locales"))
    }

    @Test("build: writes the site, --check passes, a second build writes nothing, --check catches a stale file")
    func buildAndCheck() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let first = CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url)
        #expect(first.code == .success, "\(first.err)")
        #expect(first.out.hasPrefix("built \(workspace.path("out").path): 4 locales, "), "\(first.out)")
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: workspace.path("out/locales").path))
                == ["ja_JP.html", "en_US.html", "de.html", "ar.html", "ja-JP.html", "en-US.html"])
        #expect(
            CommandRunner.run(["build", "--check", "--output", "out"] + Self.small, in: workspace.url).code == .success)
        let second = CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url)
        #expect(second.out.contains(" 0 files written"))
        try workspace.write("out/index.html", "tampered")
        try workspace.write("out/stray.html", "extra")
        let check = CommandRunner.run(["build", "--check", "--output", "out"] + Self.small, in: workspace.url)
        #expect(check.code == .failure)
        #expect(check.err.contains("stale    index.html"))
        #expect(check.err.contains("extra    stray.html"))
        #expect(workspace.read("out/index.html") == "tampered")
    }

    /// One difference between a built folder and the site, alone: what `--check` must catch without help from
    /// another kind of difference in the same folder.
    enum Difference: String, CaseIterable, CustomTestStringConvertible {
        case extra, missing, stale

        var testDescription: String { rawValue }
        /// The file the difference is made at.
        var path: String {
            switch self {
            case .extra: "locales/xx_XX.html"
            case .missing: "locales/de.html"
            case .stale: "about.html"
            }
        }

        /// Makes the difference in the built folder `out`.
        func make(in workspace: TemporaryFolder) throws {
            let file = workspace.path("out/" + path)
            switch self {
            case .extra: try workspace.write("out/" + path, "<p>not part of the site</p>\n")
            case .missing: try FileManager.default.removeItem(at: file)
            case .stale:
                // Same size, one byte changed: caught by the bytes, not by the size.
                var bytes = try Data(contentsOf: file)
                bytes[bytes.count / 2] ^= 0x01
                try bytes.write(to: file)
            }
        }
    }

    @Test(
        "build --check exits 1 and names the file for one extra, one missing or one stale file alone, writing nothing",
        arguments: Difference.allCases)
    func checkCatchesEachDifferenceAlone(difference: Difference) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let build = CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url)
        #expect(build.code == .success, "\(build.err)")
        let arguments = ["build", "--check", "--output", "out"] + Self.small
        #expect(CommandRunner.run(arguments, in: workspace.url).code == .success)
        try difference.make(in: workspace)
        let before = snapshot(workspace.path("out"))
        let check = CommandRunner.run(arguments, in: workspace.url)
        #expect(check.code == .failure)
        #expect(check.out.isEmpty)
        let counts = [Difference.stale, .missing, .extra].map { "\($0 == difference ? 1 : 0) \($0)" }.joined(
            separator: ", ")
        #expect(check.err.contains(" is out of date: \(counts) "), "\(check.err)")
        let label = difference.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        #expect(check.err.contains("\n  \(label)\(difference.path)\n"), "\(check.err)")
        // A page stale or missing under an up-to-date export: the data is the same, which the check says too.
        let dataLine =
            difference == .extra ? [] : ["  data/locales.json is up to date: the data is the same, the pages are not"]
        #expect(
            Array(check.err.split(separator: "\n").dropFirst().dropLast()) == dataLine[...].map { Substring($0) },
            "\(check.err)")
        expectSame(snapshot(workspace.path("out")), before, "--check changed the folder:")
    }

    @Test("An empty folder in the site is extra to --check, and the next build removes it (even over a stamp)")
    func emptyFoldersAreExtra() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        #expect(CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url).code == .success)
        for folder in ["out/empty", "out/locales/.svn"] {
            try FileManager.default.createDirectory(at: workspace.path(folder), withIntermediateDirectories: true)
        }
        let check = CommandRunner.run(["build", "--check", "--output", "out"] + Self.small, in: workspace.url)
        #expect(check.code == .failure)
        #expect(check.err.contains("\n  extra    empty/\n") && check.err.contains("\n  extra    locales/.svn/"))
        // A hidden folder is refused by the build (it would delete it); a plain empty one is removed and counted.
        try FileManager.default.removeItem(at: workspace.path("out/locales/.svn"))
        let build = CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url)
        #expect(build.out.contains(" 1 removed"), "\(build.out)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out/empty").path))
        #expect(
            CommandRunner.run(["build", "--check", "--output", "out"] + Self.small, in: workspace.url).code == .success)
    }

    @Test("build --check on a folder that does not exist says so in one line, exit 1, and creates nothing")
    func checkMissingFolder() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let check = CommandRunner.run(["build", "--check", "--output", "nowhere"] + Self.small, in: workspace.url)
        #expect(check.code == .failure)
        #expect(
            check.err.hasSuffix(
                "/nowhere does not exist: no site to check (run `dateorder build --output nowhere --only ja_JP --only en_US "
                    + "--only de --only ar` to build it)\n"),
            "\(check.err)")
        #expect(check.err.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("nowhere").path))
    }

    @Test(
        "build --check on a folder a build would refuse reports the refusal, not advice to build",
        arguments: ["hidden folder", "no marker", "missing parent"])
    func checkRefusedFolder(kind: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let output: String
        switch kind {
        case "hidden folder":
            // A site, and a folder that is not the site's in it.
            #expect(CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url).code == .success)
            try FileManager.default.createDirectory(
                at: workspace.path("out/.well-known"), withIntermediateDirectories: true)
            try workspace.write("out/.well-known/security.txt", "Contact: x")
            output = "out"
        case "no marker":
            try FileManager.default.createDirectory(at: workspace.path("out"), withIntermediateDirectories: true)
            try workspace.write("out/notes.txt", "mine")
            output = "out"
        default:
            output = "gone/out"
        }
        let check = CommandRunner.run(["build", "--check", "--output", output] + Self.small, in: workspace.url)
        #expect(check.code == .failure)
        let first = String(check.err.split(separator: "\n").first ?? "")
        #expect(!first.contains(" (run `"), "\(first)")
        let refusal = CommandRunner.run(["build", "--output", output] + Self.small, in: workspace.url)
        #expect(refusal.code == .usage)
        // The build's own words, after the check's.
        let message = String(refusal.err.split(separator: "\n")[0].dropFirst("dateorder: ".count))
        #expect(first.hasSuffix("; a build would be refused: " + message), "\(first)\n\(message)")
        #expect(
            message.contains(
                [
                    "hidden folder": "holds the folder .well-known", "no marker": "no .dateorder-site",
                    "missing parent": "does not exist",
                ][kind]!), "\(message)")
        // Still listed file by file where there is a folder to compare.
        if kind == "no marker" { #expect(check.err.contains("\n  extra    notes.txt")) }
    }

    @Test("build: atlas.json settings apply, the command line overrides them, --locale and --previous add pages")
    func configuration() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("old.json", Self.records)
        try workspace.write(
            "atlas.json",
            """
            {"output": "from-config", "templates": ["yMMMEd"], "locales": ["ja_JP@calendar=japanese"], "previous": "old.json",
             "baseURL": "https://example.org/atlas", "only": ["de", "th_TH"]}
            """)
        let result = CommandRunner.run(["build"], in: workspace.url)
        #expect(result.code == .success, "\(result.err)")
        let page = try #require(workspace.read("from-config/locales/ja_JP-calendar-japanese.html"))
        #expect(page.contains("japanese"))
        #expect(page.contains("令和8年"))
        #expect(workspace.read("from-config/locales/de.html")?.contains("yMMMEd") == true)
        #expect(workspace.read("from-config/changes.html")?.contains("removed") == true)
        #expect(
            workspace.read("from-config/sitemap.xml")?.contains("<loc>https://example.org/atlas/index.html</loc>")
                == true)
        let json = try #require(workspace.read("from-config/data/locales.json"))
        #expect(json.contains("\"yMMMEd\""))
        #expect(workspace.read("from-config/locales/en_US.html") == nil)
        let overridden = CommandRunner.run(
            [
                "build", "--output", "cli-out", "--template", "MMMEd", "--locale", "th_TH@calendar=gregorian", "--only",
                "de",
            ],
            in: workspace.url
        )
        #expect(overridden.code == .success, "\(overridden.err)")
        #expect(workspace.read("cli-out/locales/de.html")?.contains("MMMEd") == true)
        #expect(workspace.read("cli-out/locales/de.html")?.contains("yMMMEd") == false)
        #expect(workspace.read("cli-out/locales/th_TH-calendar-gregorian.html") != nil)
        #expect(workspace.read("cli-out/locales/ja_JP-calendar-japanese.html") == nil)
    }

    @Test(
        "build: paths in a configuration file are relative to its folder, those on the command line to the working one")
    func configurationPaths() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.path("project/old"), withIntermediateDirectories: true)
        try workspace.write("project/old/locales.json", Self.records)
        try workspace.write(
            "project/atlas.json",
            """
            {"output": "out", "templatesDirectory": "../Templates", "previous": "old/locales.json", "only": ["de"]}
            """)
        let result = CommandRunner.run(["build", "--config", "project/atlas.json"], in: workspace.url)
        #expect(result.code == .success, "\(result.err)")
        #expect(workspace.read("project/out/changes.html") != nil)
        #expect(workspace.read("out/index.html") == nil)
        // The command line's own path is the working directory's.
        let overridden = CommandRunner.run(
            ["build", "--config", "project/atlas.json", "--output", "here"], in: workspace.url)
        #expect(overridden.code == .success, "\(overridden.err)")
        #expect(workspace.read("here/locales/de.html") != nil)
    }

    @Test(
        "build: bad settings exit 64 before anything is written",
        arguments: [
            (["build", "--base-url", "not a url"], nil as String?), (["build", "--base-url", "ftp://x/"], nil),
            (["build", "--template", ""], nil), (["build", "--locale", "xx_YY"], nil),
            (["build", "--locale", "en@calendar=mars"], nil),
            (["build", "--config", "nope.json"], nil), (["build"], "{\"outptu\": \"x\"}"), (["build"], "[1,2]"),
            (["build"], "{\"templates\": \"yMd\"}"), (["build", "--output"], nil), (["build", "extra"], nil),
            (["build", "--only", "xx_YY"], nil), (["build"], "{\"only\": \"de\"}"),
            (["build", "--check", "--output", "/"], nil), (["build", "--check", "--output", "/."], nil),
        ])
    func badSettings(arguments: [String], config: String?) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        if let config { try workspace.write("atlas.json", config) }
        let result = CommandRunner.run(arguments, in: workspace.url)
        #expect(result.code == .usage, "\(result.err)")
        #expect(workspace.read("site/index.html") == nil)
    }

    @Test(
        "build: a bad value from atlas.json names the file and the key, never an option that was not typed",
        arguments: [
            ("{\"output\": \"\"}", "configuration file atlas.json: 'output' needs a path"),
            ("{\"baseURL\": \"ftp://x/\"}", "configuration file atlas.json: 'baseURL' needs an absolute http(s) URL"),
            ("{\"templates\": [\"\"]}", "configuration file atlas.json: 'templates': empty template"),
            ("{\"locales\": [\"en_CAA\"]}", "configuration file atlas.json: 'locales': unknown locale identifier"),
            ("{\"only\": [\"xx_QQ\"]}", "configuration file atlas.json: 'only': unknown locale identifier"),
            ("{\"previous\": \"gone.json\"}", "configuration file atlas.json: 'previous': "),
            ("{\"templatesDirectory\": \"gone\"}", "configuration file atlas.json: 'templatesDirectory': "),
            (" \n", "configuration file atlas.json is not valid JSON: the file is empty"),
            (
                "{\"output\": \"x\",\n \"templates\": [\"yMd\"\n",
                "configuration file atlas.json is not valid JSON: the file ends before its JSON does (after line 2, "
                    + "column 20)"
            ),
            (
                "{\"output\": \"x\"} trailing",
                "configuration file atlas.json is not valid JSON: text after the end of the JSON object at line 1, column 17: "
                    + "'trailing'\n"
            ),
            // a column counts characters, a line starts after a line break
            (
                "{\"output\": \"éé😀\",\n  x}",
                "configuration file atlas.json is not valid JSON: expected a key in double quotes at line 2, column 3, found 'x}'\n"
            ),
            ("[1]", "configuration file atlas.json is not a JSON object"),
            // JSON, not what Foundation's parser also takes: no trailing commas, and null is not "left out".
            (
                "{\"output\": \"x\",}",
                "configuration file atlas.json is not valid JSON: a comma before a closing bracket at line 1, column 15"
            ),
            (
                "{\"locales\": [\"de\" ,\n ], \"output\": \"x\"}",
                "configuration file atlas.json is not valid JSON: a comma before a closing bracket at line 1, column 19"
            ),
            (
                "{\"output\": null}",
                "configuration file atlas.json: 'output' must be a string, not null (leave the key out for the default)"
            ),
            ("{\"locales\": null}", "configuration file atlas.json: 'locales' must be a list of strings, not null"),
            (
                "{\"templates\": [\"yMd\", null]}",
                "configuration file atlas.json: 'templates' must be a list of strings"
            ),
        ])
    func badConfiguredValues(config: String, message: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("atlas.json", config)
        let result = CommandRunner.run(["build"], in: workspace.url)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("dateorder: " + message), "\(result.err)")
        #expect(!result.err.split(separator: "\n")[0].contains("--"), "\(result.err)")
        #expect(workspace.read("site/index.html") == nil)
        // The same value typed on the command line is still blamed on its option.
        if config.contains("\"only\"") {
            #expect(CommandRunner.run(["build", "--only", "xx_QQ"], in: workspace.url).err.contains("--only: "))
        }
    }

    @Test("build: commas and brackets inside atlas.json's strings are text, not a trailing comma")
    func commasInsideStrings() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write(
            "atlas.json", "{ \"output\": \"out,]\" ,\n  \"only\": [ \"de\", \"fr\" ],\"templates\": [\"y,}\"] }")
        let result = CommandRunner.run(["build"], in: workspace.url)
        #expect(result.code == .success, "\(result.err)")
        #expect(workspace.read("out,]/locales/fr.html") != nil)
    }

    @Test("build: an atlas.json that is a link to nothing is an error, not an empty configuration")
    func danglingConfiguration() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: workspace.path("atlas.json").path, withDestinationPath: "gone.json")
        let result = CommandRunner.run(["build", "--only", "de"], in: workspace.url)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("dateorder: configuration file atlas.json cannot be read"), "\(result.err)")
    }

    @Test(
        "build: a broken layout fails in the load stage (exit 64, for --check too: its 1 is a stale site alone), names the file, and leaves the old site as it was"
    )
    func brokenLayout() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        #expect(CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url).code == .success)
        let before = workspace.read("out/index.html")
        try workspace.write("out/index.html", "stale")
        #expect(
            CommandRunner.run(["build", "--check", "--output", "out"] + Self.small, in: workspace.url).code == .failure)
        try workspace.write("out/index.html", before ?? "")
        try workspace.write("Templates/layout.html", "<title>{{title}}</title>{{root}}{{body}}")
        let check = CommandRunner.run(["build", "--check", "--output", "out"] + Self.small, in: workspace.url)
        #expect(check.code == .usage, "\(check.err)")
        #expect(check.err.hasPrefix("dateorder: build failed in load: "), "\(check.err)")
        let result = CommandRunner.run(["build", "--output", "out"] + Self.small, in: workspace.url)
        #expect(result.code == .usage)
        #expect(result.err.contains("load:"))
        #expect(result.err.contains("layout.html"))
        #expect(workspace.read("out/index.html") == before)
    }
}
