import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// The checks every rejected command line must pass: exit 64, nothing on standard output, exactly two lines on
/// standard error (`dateorder: …` naming the problem, then the usage line), and no control or bidi character
/// echoed from the input.
func expectUsageError(
    _ result: (code: DateOrderCommand.ExitCode, out: String, err: String), mentioning fragment: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.code == .usage, "\(result.err)", sourceLocation: sourceLocation)
    #expect(result.out.isEmpty, sourceLocation: sourceLocation)
    let lines = result.err.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
        lines.count == 3 && lines[2].isEmpty, "not two lines: \(result.err.debugDescription)",
        sourceLocation: sourceLocation)
    #expect(lines.first?.hasPrefix("dateorder: ") == true, sourceLocation: sourceLocation)
    #expect(lines.dropFirst().first?.hasPrefix("usage: dateorder") == true, sourceLocation: sourceLocation)
    #expect(
        lines.first.map { $0.count < 400 } == true, "message too long: \(result.err.count)",
        sourceLocation: sourceLocation)
    let hidden = result.err.unicodeScalars.filter {
        $0 != "\n" && ($0.properties.generalCategory == .control || $0.properties.generalCategory == .format)
    }
    #expect(hidden.isEmpty, "echoes \(hidden.map { String($0.value, radix: 16) })", sourceLocation: sourceLocation)
    if let fragment {
        #expect(result.err.contains(fragment), "\(result.err) lacks \(fragment)", sourceLocation: sourceLocation)
    }
}

@Suite("Hostile command lines")
struct HostileInputTests {
    // MARK: identifiers

    @Test(
        "Bad identifiers for show are usage errors that name the problem",
        arguments: [
            ("", "empty locale identifier"),
            ("zz_ZZ", "unknown locale identifier 'zz_ZZ'"),
            ("en/US", "invalid character U+002F"),
            ("../en_US", "invalid character U+002E"),
            ("..", "invalid character U+002E"),
            ("en_US/../../etc/passwd", "invalid character U+002F"),
            ("en_US@", "unsupported locale keyword"),
            ("en_US@calendar", "unsupported locale keyword"),
            ("en_US@calendar=", "unsupported locale keyword"),
            ("en_US@calendar=mars", "unknown calendar 'mars' (supported: "),
            ("ja_JP@calendar=japanes", "unknown calendar 'japanes'; did you mean japanese? (supported: "),
            ("en_US@collation=klingon", "unknown value 'klingon' for the locale keyword collation (-u-co)"),
            // A second keyword beside a good calendar is the keyword refused, not an unknown calendar.
            ("en_US@calendar=gregorian;digits=arab", "unsupported locale keyword 'digits=arab' (supported: "),
            ("ar_EG@nu=latn;calendar=islamic", "unsupported locale keyword 'nu=latn' (supported: "),
            ("en_US@calendar=japanese@x", "unknown calendar 'japanese@x'"),
            ("ko_KR@calendar=ethioaa", "calendar 'ethioaa' is not honoured by DateFormatter for ko_KR"),
            ("en=US", "invalid character U+003D"),
            ("en_US\u{0}", "invalid character U+0000"),
            ("\u{0}", "invalid character U+0000"),
            ("en\nUS", "invalid character U+000A"),
            ("en_\u{202E}SU", "invalid character U+202E"),
            ("ｅｎ_US", "invalid character U+FF45 in locale identifier 'ｅｎ_US'; did you mean en_US?"),
            ("en US", "invalid character U+0020 in locale identifier 'en US'; did you mean en_US?"),
            ("en_US.UTF-8", "invalid character U+002E in locale identifier 'en_US.UTF-8'; did you mean en_US?"),
            ("en.us", "did you mean en_US?"),
            (String(repeating: "a", count: 5_000), "too long (5000 characters"),
            (String(repeating: "\u{0}", count: 101), "too long"),
            ("@calendar=japanese", "unknown locale identifier"),
        ])
    func badIdentifiers(identifier: String, fragment: String) {
        let result = CommandRunner.run(["show", identifier])
        expectUsageError(result, mentioning: fragment)
    }

    @Test(
        "The same bad identifiers given to build --locale are usage errors too, before any work",
        arguments: [
            "", "zz_ZZ", "../x", "a/b", "en_US@calendar=mars", "en_US\u{0}", String(repeating: "x", count: 10_000),
        ])
    func badBuildLocales(identifier: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let result = CommandRunner.run(["build", "--locale", identifier], in: workspace.url)
        expectUsageError(result, mentioning: "--locale: ")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("site").path))
    }

    @Test(
        "Identifiers resolve whatever the case and separator",
        arguments: [
            ("en_US", "en_US"), ("en-US", "en_US"), ("EN_us", "en_US"), ("eN-Us", "en_US"), ("ja-jp", "ja_JP"),
            ("sr-latn-ba", "sr_Latn_BA"), ("JA_JP@CALENDAR=JAPANESE", "ja_JP@calendar=japanese"),
            ("th-th@calendar=Gregorian", "th_TH@calendar=gregorian"),
        ])
    func variants(input: String, identifier: String) {
        let result = CommandRunner.run(["show", input])
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.hasPrefix(identifier + " — "), "\(result.out.prefix(80))")
    }

    @Test("A long unknown identifier gets an answer quickly, cut to a readable length")
    func longUnknownIdentifier() {
        let input = String(repeating: "en_", count: 33)
        let clock = ContinuousClock()
        var result: (code: DateOrderCommand.ExitCode, out: String, err: String)?
        let elapsed = clock.measure { result = CommandRunner.run(["show", input]) }
        expectUsageError(result!, mentioning: "unknown locale identifier")
        #expect(elapsed < .seconds(5))
    }

    // MARK: templates

    @Test(
        "Bad templates are usage errors for show, list and build",
        arguments: [
            ("", "empty template"), ("'only literals'", "has no pattern letters"),
            ("'unterminated", "has no pattern letters"),
            ("''", "has no pattern letters"), ("12-34/56", "has no pattern letters"), ("年月日", "has no pattern letters"),
            (String(repeating: "y", count: 201), "too long (201 characters; at most 200)"),
            (String(repeating: "yMd", count: 2_000), "too long (6000 characters"),
            ("yMd\n", "contains a control character"), ("y\u{0}Md", "contains a control character"),
            ("\u{1B}[31myMd", "contains a control character"), ("y\u{7F}Md", "contains a control character"),
            ("y\u{9B}31mMd", "contains a control character"), ("\u{202E}", "contains a bidi override or isolate"),
            ("y\u{202E}M", "contains a bidi override or isolate"), ("\u{2067}yMd\u{2069}", "contains a bidi override"),
        ])
    func badTemplates(template: String, fragment: String) throws {
        for subcommand in [["show", "en_US"], ["list"], ["build"]] {
            let workspace = try TemporaryFolder(withTemplates: true)
            defer { workspace.remove() }
            let result = CommandRunner.run(subcommand + ["--template", template], in: workspace.url)
            expectUsageError(result, mentioning: fragment)
        }
    }

    @Test(
        "Unusual but valid templates work: quotes left open after a field, non-ASCII text, 200 characters",
        arguments: [
            "y'unterminated", "yMMMd'", "y年M月d日", "d. MMMM y 'г.'", "'<b>' yMd", String(repeating: "y", count: 200),
            "\u{200F}yMd\u{200E}", "G y MMMM d EEEE", "QQQQ y", "Mdy'''",
        ])
    func unusualTemplates(template: String) {
        let result = CommandRunner.run(["show", "de_DE", "--template", template, "--json"])
        #expect(result.code == .success, "\(result.err)")
        let object = try? JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        let formats = object?["formats"] as? [[String: Any]] ?? []
        #expect(
            formats.contains { $0["template"] as? String == template }, "template \(template.debugDescription) missing")
    }

    // MARK: flags

    @Test(
        "Unknown, valueless, repeated and misplaced options are usage errors",
        arguments: [
            (["show", "en_US", "--bogus"], "unknown option '--bogus'"),
            (["show", "en_US", "-x"], "unknown option '-x'"),
            (["show", "en_US", "--js\u{0}on"], "unknown option '--jsU+0000on'"),
            (["show", "en_US", "--template"], "option '--template' needs a value"),
            (["show", "en_US", "--json", "--json"], "option '--json' given more than once"),
            (["show", "en_US", "--json=yes"], "option '--json' takes no value"),
            (["list", "--format"], "option '--format' needs a value"),
            (["list", "--format", "csv", "--format", "csv"], "option '--format' given more than once"),
            (["list", "--format", "--order", "DMY"], "option '--format' needs a value"),
            (["list", "--order", "DMY", "--order", "YMD"], "option '--order' given more than once"),
            (["list", "--format", "x\u{202E}ml"], "unknown format 'xU+202Eml'"),
            (["list", "extra"], "unexpected argument 'extra'"),
            (["build", "--output", "--check"], "option '--output' needs a value"),
            (["build", "--output", "a", "--output", "b"], "option '--output' given more than once"),
            (["build", "--check", "--check"], "option '--check' given more than once"),
            (["build", "--check=no"], "option '--check' takes no value"),
            (["build", "--base-url", "--check"], "option '--base-url' needs a value"),
            (
                ["build", "--template", "--yMd"],
                "option '--template' needs a value: '--yMd' looks like an option; if it is the value, write "
                    + "'--template=--yMd'"
            ),
            (["build", "--base-url", "javascript:alert(1)"], "--base-url needs an absolute http(s) URL"),
            (["build", "--base-url", "https://x.org/\"><script>"], "--base-url needs an absolute http(s) URL"),
            (["build", "--output="], "--output needs a path"),
            (["build", "--templates", ""], "--templates needs a path"),
            (["build", "--config", ""], "--config needs a path"),
            (["build", "--config="], "--config needs a path"),
            (["diff", "a.json", "b.json", "c.json"], "diff needs two files"),
            (["diff", "a.json", "b.json", "--format", "xml"], "unknown format 'xml'"),
            (["\u{1B}]0;pwned\u{7}"], "unknown command 'U+001B]0;pwnedU+0007' (build, show, list, diff)"),
            (["buid"], "unknown command 'buid'; did you mean build? (build, show, list, diff)"),
            (["help", "nope"], "unknown command 'nope' (build, show, list, diff)"),
            // An option where the command goes is an option, not a command: with the command that takes it.
            (
                ["--output", "site", "build"],
                "unknown option '--output' before the command; it is an option of build, and follows it: "
                    + "dateorder build --output …"
            ),
            (
                ["--only=de", "list"],
                "unknown option '--only=de' before the command; it is an option of build and list, and follows it: "
                    + "dateorder list --only …"
            ),
            (
                ["--template", "yMd", "show", "de"],
                "it is an option of build, show and list, and follows it: dateorder show"
            ),
            (
                ["--bogus"],
                "unknown option '--bogus' before the command (only --help and --version come first; options follow "
                    + "their command: build, show, list, diff)"
            ),
            (["help", "build", "extra"], "unexpected argument 'extra' after help build"),
            (["--version", "x"], "unexpected argument 'x' after --version"),
            ([], "missing command"),
        ])
    func badOptions(arguments: [String], fragment: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        expectUsageError(CommandRunner.run(arguments, in: workspace.url), mentioning: fragment)
    }

    @Test("Options that do not conflict may be combined; an explicit --name=--value is a value")
    func combinations() throws {
        let list = CommandRunner.run([
            "list", "--order", "YMD", "--format", "csv", "--template", "yMMMEd", "--template", "yMMMEd",
            "--only", "ja_JP", "--only", "de",
        ])
        #expect(list.code == .success, "\(list.err)")
        #expect(list.out.hasPrefix("identifier,"))
        #expect(list.out.split(separator: "\r\n").dropFirst().map { String($0.prefix(6)) } == ["ja_JP,"])
        let show = CommandRunner.run(["show", "--template=--yMd", "ja_JP", "--json"])
        #expect(show.code == .success, "\(show.err)")
        #expect(show.out.contains("\"--yMd\""))
        // The form the message for `--template --yMd` suggests works for build too.
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let build = CommandRunner.run(
            ["build", "--template=--yMd", "--only", "de", "--output", "out"], in: workspace.url)
        #expect(build.code == .success, "\(build.err)")
        #expect(workspace.read("out/locales/de.html")?.contains("--yMd") == true)
    }

    @Test(
        "An argument that is not UTF-8 is refused (64) naming its option, never changed to U+FFFD",
        .tags(.process),
        arguments: [
            ("--output $'out\\xfe'", "--output: the value 'out\\xFE' is not valid UTF-8"),
            ("--output=$'out\\xfe'", "--output: the value 'out\\xFE' is not valid UTF-8"),
            ("--config $'at\\xfelas.json'", "--config: the value 'at\\xFElas.json' is not valid UTF-8"),
            ("--templates $'T\\xc3'", "--templates: the value 'T\\xC3' is not valid UTF-8"),
            ("--only $'d\\xe9'", "--only: the value 'd\\xE9' is not valid UTF-8"),
            ("$'\\xff'", "argument '\\xFF' is not valid UTF-8"),
            ("-- $'\\xff'", "argument '\\xFF' is not valid UTF-8"),
        ])
    func argumentsNotUTF8(words: String, message: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        // Foundation's `Process` passes only text, so bash writes the bytes.
        let result = try ExecutableRunner.outcome(
            ["build", "--only", "de"], environment: workspace.environment, in: workspace.url,
            prefix: ["/bin/bash", "-c", "exec \"$0\" \"$@\" " + words])
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.hasPrefix("dateorder: " + message + "\nusage: dateorder build "), "\(result.err)")
        // Nothing was made under the repaired name, or any other.
        let made = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).sorted()
        #expect(made == ["Templates"], "\(made)")
    }

    @Test("The bytes of the command line are decoded strictly; valid UTF-8 runs as text does")
    func rawArguments() {
        let run = { (arguments: [[UInt8]]) -> (DateOrderCommand.ExitCode, String) in
            var errors = ""
            let output = DateOrderCommand.Output(standardOutput: { _ in }, standardError: { errors += $0 })
            return (DateOrderCommand(output: output).run(bytes: arguments), errors)
        }
        let show = run([Array("show".utf8), Array("de".utf8), Array("--template".utf8), Array("yMMMd".utf8)])
        #expect(show.0 == .success, "\(show.1)")
        let bad = run([Array("show".utf8), Array("de".utf8), Array("--template".utf8), [0x79, 0xC3, 0x28]])
        #expect(bad.0 == .usage)
        #expect(
            bad.1.hasPrefix("dateorder: --template: the value 'y\\xC3(' is not valid UTF-8\nusage: dateorder show "))
        let command = run([[0x62, 0xFF]])
        #expect(command.0 == .usage)
        #expect(command.1.hasPrefix("dateorder: argument 'b\\xFF' is not valid UTF-8\nusage: dateorder build|show"))
    }

    @Test("--help after a subcommand prints its usage and exits 0", arguments: ["build", "show", "list", "diff"])
    func subcommandHelp(subcommand: String) {
        for flag in ["--help", "-h"] {
            let result = CommandRunner.run([subcommand, flag])
            #expect(result.code == .success)
            #expect(result.out.hasPrefix("usage: dateorder \(subcommand)"))
            #expect(result.err.isEmpty)
        }
    }

    // MARK: output folders

    @Test("Output folders that must not be replaced are refused before any work, and left as they were")
    func refusedOutputs() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let manager = FileManager.default
        try workspace.write("file.txt", "keep")
        try manager.createDirectory(
            at: workspace.url.appendingPathComponent("notes"), withIntermediateDirectories: true)
        try workspace.write("notes/todo.txt", "precious")
        // Links that name no folder: one to nothing, one to itself.
        #expect(symlink("nowhere", workspace.path("dangling").path) == 0)
        #expect(symlink("loop", workspace.path("loop").path) == 0)
        let repository = TestPaths.root
        let cases: [(String, String)] = [
            ("/", "refusing to write the site into /"),
            ("/..", "refusing to write the site into /"),
            ("file.txt", "exists and is not a folder"),
            ("file.txt/site", "is not a folder, so"),
            (
                "dangling",
                "/dangling is a symbolic link to nowhere, which is no folder (it does not exist, or the links loop): make that folder, or remove the link"
            ),
            ("loop", "/loop is a symbolic link to loop, which is no folder"),
            (
                "dangling/site",
                "/dangling is a symbolic link to nowhere, which is no folder (it does not exist, or the links loop), so \(workspace.url.path)/dangling/site cannot be one: make that folder, or remove the link"
            ),
            ("missing/parent/site", "the parent folder of"),
            ("notes", "is not empty and was not generated by dateorder"),
            (".", "is not empty and was not generated by dateorder"),
            (repository.path, "is not empty and was not generated by dateorder"),
            ("Templates", "is not empty and was not generated by dateorder"),
            ("Templates/assets/site", "overlaps the templates folder"),
        ]
        let before = snapshot(workspace.url)
        let clock = ContinuousClock()
        for (output, fragment) in cases {
            var result: (code: DateOrderCommand.ExitCode, out: String, err: String)?
            let elapsed = clock.measure {
                result = CommandRunner.run(["build", "--output", output], in: workspace.url)
            }
            expectUsageError(result!, mentioning: fragment)
            #expect(elapsed < .seconds(3), "\(output) was refused only after \(elapsed)")
        }
        expectSame(snapshot(workspace.url), before)
        let templates = CommandRunner.run(["build", "--output", "out", "--templates", "out"], in: workspace.url)
        expectUsageError(templates, mentioning: "--templates: ")
        // A layout folder that is missing is said to be missing; a file where it goes, not to be a folder.
        expectUsageError(
            CommandRunner.run(["build", "--output", "out", "--templates", "Layout"], in: workspace.url),
            mentioning: "/Layout does not exist")
        expectUsageError(
            CommandRunner.run(["build", "--output", "out", "--templates", "file.txt"], in: workspace.url),
            mentioning: "/file.txt is not a folder")
        let inside = CommandRunner.run(
            ["build", "--output", "Templates/..", "--templates", "Templates"], in: workspace.url)
        expectUsageError(inside, mentioning: "not empty")
        expectSame(snapshot(workspace.url), before)
    }

    @Test("--check accepts any folder, reads it only, and refuses a file")
    func checkOutputs() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("file.txt", "keep")
        expectUsageError(
            CommandRunner.run(["build", "--check", "--output", "file.txt"], in: workspace.url),
            mentioning: "exists and is not a folder")
    }

    @Test(
        "Broken --previous exports are usage errors before any work",
        arguments: [
            ("missing.json", "cannot read the file: No such file or directory"),
            ("bad.json", "not a locales.json export"), ("folder", "cannot read the file: is a folder"),
        ])
    func badPrevious(file: String, fragment: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("bad.json", "{\"identifier\": 1}")
        try FileManager.default.createDirectory(
            at: workspace.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        expectUsageError(CommandRunner.run(["build", "--previous", file], in: workspace.url), mentioning: fragment)
    }

    // MARK: templates folder

    @Test(
        "A broken templates folder fails in the load stage, names the file, exits 1 and keeps the old site",
        arguments: [
            ("layout missing", "file not found"), ("layout is a folder", "cannot be read"),
            ("layout not UTF-8", "not UTF-8 text"),
            ("placeholder typo", "unknown placeholder {{titel}}"),
            ("raw slot missing", "needs exactly one {{raw body}} slot"),
            ("raw slot twice", "needs exactly one {{raw body}} slot, found 2"),
            ("unterminated placeholder", "'{{' without '}}'"),
            ("assets missing", "assets folder"),
        ])
    func brokenTemplates(problem: String, fragment: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let manager = FileManager.default
        let layout = workspace.url.appendingPathComponent("Templates/layout.html")
        let original = try String(contentsOf: layout, encoding: .utf8)
        switch problem {
        case "layout missing": try manager.removeItem(at: layout)
        case "layout is a folder":
            try manager.removeItem(at: layout)
            try manager.createDirectory(at: layout, withIntermediateDirectories: false)
        case "layout not UTF-8": try Data([0x3C, 0xFF, 0xFE, 0x3E]).write(to: layout)
        case "placeholder typo":
            try original.replacingOccurrences(of: "{{title}}", with: "{{titel}}").write(
                to: layout, atomically: true, encoding: .utf8)
        case "raw slot missing":
            try original.replacingOccurrences(of: "{{raw body}}", with: "").write(
                to: layout, atomically: true, encoding: .utf8)
        case "raw slot twice": try (original + "{{raw body}}").write(to: layout, atomically: true, encoding: .utf8)
        case "unterminated placeholder": try (original + "{{title").write(to: layout, atomically: true, encoding: .utf8)
        case "assets missing": try manager.removeItem(at: workspace.url.appendingPathComponent("Templates/assets"))
        default: Issue.record("unknown case \(problem)")
        }
        // A previous site: the failing build must leave it byte for byte.
        try manager.createDirectory(at: workspace.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try workspace.write("out/.dateorder-site", "marker\n")
        try workspace.write("out/index.html", "old index")
        let before = snapshot(workspace.url.appendingPathComponent("out"))
        let result = CommandRunner.run(["build", "--output", "out"], in: workspace.url)
        #expect(result.code == .usage, "\(result.err)")
        #expect(result.err.hasPrefix("dateorder: build failed in load: "), "\(result.err)")
        #expect(result.err.contains(fragment), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1)
        expectSame(snapshot(workspace.url.appendingPathComponent("out")), before)
        let siblings = try manager.contentsOfDirectory(atPath: workspace.url.path).filter { $0.hasPrefix(".out") }
        #expect(siblings.isEmpty)
    }
}
