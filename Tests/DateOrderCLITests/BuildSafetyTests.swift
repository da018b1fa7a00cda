import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// What `build` refuses before any work, and what it never deletes, loses or depends on.
@Suite("Build safety")
struct BuildSafetyTests {
    static let small = ["--only", "de"]

    /// Builds a one-locale site into `out` (a previous site for the tests to protect).
    static func previousSite(in workspace: TemporaryFolder, _ extra: [String] = []) {
        let result = CommandRunner.run(
            ["build", "--output", "out"] + small + extra, in: workspace.url, environment: workspace.environment)
        #expect(result.code == .success, "\(result.err)")
    }

    // MARK: inputs inside the output

    @Test(
        "Inputs that lie inside the output are refused before any work, naming the option, and kept",
        arguments: [
            (["--config", "out/atlas.json"], "--config: "),
            (["--previous", "out/old.json"], "--previous: "),
            (["--previous", "out/data/../old.json"], "--previous: "),
            (["--previous", "elsewhere/old.json"], "--previous: "),
            (["--templates", "out/T"], "--output: "),
        ])
    func inputsInsideOutput(arguments: [String], fragment: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        Self.previousSite(in: workspace)
        try workspace.write("out/atlas.json", "{\"only\": [\"de\"]}")
        try workspace.write("out/old.json", BuildDiffCommandTests.records)
        try FileManager.default.copyItem(at: TestPaths.templates, to: workspace.path("out/T"))
        // A link elsewhere that leads into the output counts as inside.
        try FileManager.default.createSymbolicLink(
            at: workspace.path("elsewhere"), withDestinationURL: workspace.path("out"))
        let before = snapshot(workspace.path("out"))
        let result = CommandRunner.run(
            ["build", "--output", "out"] + Self.small + arguments, in: workspace.url, environment: workspace.environment
        )
        expectUsageError(result, mentioning: fragment)
        #expect(result.err.contains("inside the output") || result.err.contains("overlaps"), "\(result.err)")
        expectSame(snapshot(workspace.path("out")), before)
    }

    @Test("The default atlas.json inside the output, and a stamp cache inside it, are refused too")
    func implicitInputsInsideOutput() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        Self.previousSite(in: workspace)
        try workspace.write("out/atlas.json", "{\"output\": \".\"}")
        try FileManager.default.copyItem(at: TestPaths.templates, to: workspace.path("T"))
        let before = snapshot(workspace.path("out"))
        // Run from inside the site: its atlas.json is read, and names the site as output.
        let fromInside = CommandRunner.run(
            ["build", "--templates", "../T"] + Self.small, in: workspace.path("out"), environment: workspace.environment
        )
        expectUsageError(fromInside, mentioning: "--config: ")
        var environment = workspace.environment
        environment["DATEORDER_CACHE_DIR"] = workspace.path("out/cache").path
        let cacheOnly = CommandRunner.run(
            ["build", "--output", "out"] + Self.small, in: workspace.url, environment: environment)
        expectUsageError(cacheOnly, mentioning: "the stamp cache (DATEORDER_CACHE_DIR)")
        expectSame(snapshot(workspace.path("out")), before)
    }

    @Test(
        "A cache folder inside the templates' assets/ is refused (64) before anything is written, for every setting",
        arguments: [
            ("DATEORDER_CACHE_DIR", "T/assets"), ("DATEORDER_CACHE_DIR", "T/assets/cache"),
            ("DATEORDER_CACHE_DIR", "T/assets/.cache"), ("XDG_CACHE_HOME", "T/assets/xdg"), ("HOME", "T/assets"),
        ])
    func cacheInsideAssets(variable: String, folder: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try FileManager.default.copyItem(at: TestPaths.templates, to: workspace.path("T"))
        var environment = workspace.environment
        for name in ["DATEORDER_CACHE_DIR", "XDG_CACHE_HOME", "DATEORDER_CACHE"] { environment[name] = nil }
        environment[variable] = workspace.path(folder).path
        let templatesBefore = snapshot(workspace.path("T"))
        for _ in 0..<2 {
            let result = CommandRunner.run(
                ["build", "--output", "out", "--templates", "T"] + Self.small, in: workspace.url,
                environment: environment)
            expectUsageError(result, mentioning: "the stamp cache (\(variable)): ")
            #expect(result.err.contains("lies inside the templates' assets folder"), "\(result.err)")
            #expect(workspace.read("out/index.html") == nil)
        }
        expectSame(snapshot(workspace.path("T")), templatesBefore, "the templates folder was written:")
        // Beside the assets it is a cache like any other; with the cache off nothing is refused.
        environment[variable] = workspace.path("T/cache").path
        let beside = CommandRunner.run(
            ["build", "--output", "out", "--templates", "T"] + Self.small, in: workspace.url, environment: environment)
        #expect(beside.code == .success, "\(beside.err)")
        environment[variable] = workspace.path(folder).path
        environment["DATEORDER_CACHE"] = "off"
        let off = CommandRunner.run(
            ["build", "--output", "out", "--templates", "T"] + Self.small, in: workspace.url, environment: environment)
        #expect(off.code == .success, "\(off.err)")
        let published = snapshot(workspace.path("out")).keys.filter { $0.hasSuffix(".stamp") }
        #expect(published.isEmpty, "\(published.sorted())")
    }

    // MARK: hidden and foreign folders

    @Test(
        "A previous site holding a hidden folder anywhere, or a marker that is a folder, is refused (64) and kept",
        arguments: ["locales/.git", "assets/.svn", "orders/deep/.hg", ".dateorder-site", ".git"])
    func hiddenFolders(folder: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        Self.previousSite(in: workspace)
        if folder == ".dateorder-site" { try FileManager.default.removeItem(at: workspace.path("out/" + folder)) }
        try FileManager.default.createDirectory(
            at: workspace.path("out/" + folder + "/objects"), withIntermediateDirectories: true)
        try workspace.write("out/" + folder + "/objects/data", "precious")
        let before = snapshot(workspace.path("out"))
        let result = CommandRunner.run(
            ["build", "--output", "out", "--template", "yMMMEd"] + Self.small, in: workspace.url,
            environment: workspace.environment)
        expectUsageError(result, mentioning: "--output: ")
        expectSame(snapshot(workspace.path("out")), before)
    }

    // MARK: the working directory

    @Test(
        "The same absolute arguments from two working directories give byte-identical sites and a truthful stamp",
        .tags(.process))
    func workingDirectory() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        for name in ["one", "two", "exports"] {
            try FileManager.default.createDirectory(at: workspace.path(name), withIntermediateDirectories: true)
        }
        try workspace.write("exports/old.json", BuildDiffCommandTests.records)
        let arguments = [
            "--previous", workspace.path("exports/old.json").path, "--templates", workspace.path("Templates").path,
            "--only", "de", "--only", "ja_JP",
        ]
        func build(_ output: String, from directory: String, check: Bool = false) throws -> ExecutableRunner.Outcome {
            try ExecutableRunner.outcome(
                ["build", "--output", workspace.path(output).path] + (check ? ["--check"] : []) + arguments,
                environment: workspace.environment, in: workspace.path(directory))
        }
        // From the folder that holds the export (where a name relative to the working directory would be
        // exports/old.json) and from another one.
        #expect(try build("site-1", from: ".").status == 0)
        #expect(try build("site-2", from: "two").status == 0)
        expectSame(snapshot(workspace.path("site-1")), snapshot(workspace.path("site-2")))
        #expect(workspace.read("site-1/changes.html")?.contains("<code>old.json</code>") == true)
        // From the other folder, the stamp's "nothing to do" is the truth: --check from either folder agrees.
        let again = try build("site-1", from: "two")
        #expect(String(decoding: again.out, as: UTF8.self).contains(" 0 files written"))
        #expect(try build("site-1", from: "two", check: true).status == 0)
        #expect(try build("site-1", from: ".", check: true).status == 0)
        // A relative --previous resolved from elsewhere names the same file: the same site, and no rewrite.
        let relative = try ExecutableRunner.outcome(
            ["build", "--output", workspace.path("site-1").path, "--previous", "../exports/old.json"]
                + arguments.dropFirst(2),
            environment: workspace.environment, in: workspace.path("one"))
        #expect(relative.status == 0)
        #expect(String(decoding: relative.out, as: UTF8.self).contains(" 0 files written"))
        expectSame(snapshot(workspace.path("site-1")), snapshot(workspace.path("site-2")))
    }

    // MARK: the templates folder

    @Test(
        "Asset names the site cannot publish are refused before any work (64): canonically equivalent twins, a backslash, not UTF-8",
        arguments: ["equivalent", "backslash", "not UTF-8"])
    func unpublishableAssetNames(kind: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let assets = workspace.path("Templates/assets").path
        var names: [[UInt8]] = []
        switch kind {
        case "equivalent": names = [Array("caf\u{E9}.css".utf8), Array("cafe\u{301}.css".utf8)]
        case "backslash": names = [Array("a\\b.css".utf8)]
        default: names = [[0x62, 0xFF, 0x2E, 0x63, 0x73, 0x73]]
        }
        for name in names {
            let path = Array(assets.utf8) + [UInt8(ascii: "/")] + name + [0]
            let descriptor = path.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
            }
            try #require(descriptor >= 0)
            close(descriptor)
        }
        for arguments in [["build", "--output", "out"], ["build", "--check", "--output", "out"]] {
            let result = CommandRunner.run(
                arguments + Self.small, in: workspace.url, environment: workspace.environment)
            expectUsageError(result, mentioning: "--templates: ")
            let reason =
                ["equivalent": "canonically equivalent", "backslash": "backslash", "not UTF-8": "not UTF-8"][kind]!
            #expect(result.err.contains(reason) && result.err.contains("rename"), "\(result.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out").path))
    }

    @Test(
        "A link where the build reads in the templates folder is refused before any work (64); hidden entries are ignored",
        arguments: ["assets", "layout.html", "assets/style.css", "assets/sub", "assets FIFO"])
    func templatesLinks(entry: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let manager = FileManager.default
        let templates = workspace.path("Templates")
        try manager.copyItem(at: TestPaths.templates, to: workspace.path("real"))
        try manager.createDirectory(at: workspace.path("real/assets/sub"), withIntermediateDirectories: true)
        switch entry {
        case "assets FIFO":
            #expect(mkfifo(templates.appendingPathComponent("assets/pipe.css").path, 0o644) == 0)
        default:
            if manager.fileExists(atPath: templates.appendingPathComponent(entry).path) {
                try manager.removeItem(at: templates.appendingPathComponent(entry))
            }
            try manager.createSymbolicLink(
                at: templates.appendingPathComponent(entry),
                withDestinationURL: workspace.path("real").appendingPathComponent(entry))
        }
        let clock = ContinuousClock()
        var result: (code: DateOrderCommand.ExitCode, out: String, err: String)?
        let elapsed = clock.measure {
            result = CommandRunner.run(
                ["build", "--output", "out"] + Self.small, in: workspace.url, environment: workspace.environment)
        }
        expectUsageError(result!, mentioning: "--templates: ")
        #expect(result!.err.contains(entry == "assets FIFO" ? "not a regular file" : "symbolic link"), "\(result!.err)")
        #expect(elapsed < .seconds(3))
        #expect(!manager.fileExists(atPath: workspace.path("out").path))
        let check = CommandRunner.run(
            ["build", "--check", "--output", "out"] + Self.small, in: workspace.url, environment: workspace.environment)
        #expect(check.code == .usage)
    }

    @Test("Hidden entries of assets/, links among them included, are neither read nor copied")
    func hiddenAssetEntries() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try FileManager.default.createSymbolicLink(
            at: workspace.path("Templates/assets/.link"), withDestinationURL: URL(fileURLWithPath: "/etc"))
        let result = CommandRunner.run(
            ["build", "--output", "out"] + Self.small, in: workspace.url, environment: workspace.environment)
        #expect(result.code == .success, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out/assets/.link").path))
    }

    @Test("A templates folder without a layout fails at once, before anything in it is read", .timeLimit(.minutes(1)))
    func templatesWithoutLayout() throws {
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        let clock = ContinuousClock()
        var result: (code: DateOrderCommand.ExitCode, out: String, err: String)?
        let elapsed = clock.measure {
            result = CommandRunner.run(
                ["build", "--output", "out", "--templates", "/usr/lib"] + Self.small, in: workspace.url,
                environment: workspace.environment)
        }
        #expect(result!.code == .usage)
        #expect(result!.err.hasPrefix("dateorder: build failed in load: template /usr/lib/layout.html: file not found"))
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    // MARK: smaller defects

    @Test("--version and --help take no argument", arguments: ["--version", "--help"])
    func versionExtra(flag: String) {
        expectUsageError(CommandRunner.run([flag, "extra"]), mentioning: "unexpected argument 'extra' after \(flag)")
    }

    @Test(
        "An output name the file system cannot hold is refused up front with a short message",
        arguments: [300, 250])
    func longName(bytes: Int) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let name = String(repeating: "n", count: bytes)
        let result = CommandRunner.run(
            ["build", "--output", name] + Self.small, in: workspace.url, environment: workspace.environment)
        expectUsageError(result, mentioning: "is too long for the file system")
        #expect(result.err.count < 400)
        #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.url.path) == ["Templates"])
    }

    @Test("--output link/../x is the x beside the link's target, as the kernel resolves it")
    func outputThroughLink() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try FileManager.default.createDirectory(at: workspace.path("real/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: workspace.path("link"), withDestinationURL: workspace.path("real/sub"))
        let result = CommandRunner.run(
            ["build", "--output", "link/../x"] + Self.small, in: workspace.url, environment: workspace.environment)
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.hasPrefix("built \(workspace.path("real/x").path): "), "\(result.out)")
        #expect(workspace.read("real/x/index.html") != nil)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("x").path))
        let check = CommandRunner.run(
            ["build", "--check", "--output", "link/../x"] + Self.small, in: workspace.url,
            environment: workspace.environment)
        #expect(check.code == .success, "\(check.err)")
    }

    @Test("Control characters from --previous, in its name or its content, reach changes.html only as U+XXXX")
    func controlCharactersInChanges() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let records: [[String: Any]] = [
            [
                "identifier": "de", "order": "Y\u{1}MD", "pattern": "d\u{202E}M", "orders": ["yMMMd": "D\u{FFFF}MY"],
                "patterns": ["yMMMd": "d\u{7F}\u{85}"],
            ],
            ["identifier": "gone\u{1}", "order": "DMY", "pattern": "d", "orders": [:], "patterns": [:]],
        ]
        try JSONSerialization.data(withJSONObject: records).write(to: workspace.path("old\u{1}\u{202E}.json"))
        let result = CommandRunner.run(
            ["build", "--output", "out", "--previous", "old\u{1}\u{202E}.json"] + Self.small, in: workspace.url,
            environment: workspace.environment)
        #expect(result.code == .success, "\(result.err)")
        let page = try #require(workspace.read("out/changes.html"))
        let forbidden = page.unicodeScalars.filter {
            ($0.properties.generalCategory == .control && !"\t\n\r".unicodeScalars.contains($0))
                || $0.properties.isNoncharacterCodePoint
        }
        #expect(forbidden.isEmpty, "\(forbidden.map { String($0.value, radix: 16) })")
        // A bidi override would reorder the text after it: shown as its code point, in the name and the content.
        #expect(!page.unicodeScalars.contains("\u{202E}"))
        #expect(page.contains("oldU+0001U+202E.json") && page.contains("dU+202EM"))
        // One locale changed (de): in the singular.
        #expect(page.contains("1 locale changed") && !page.contains("1 locales"), "\(page.prefix(1_500))")
        #expect(page.contains("goneU+0001"))
        #expect(page.contains("YU+0001MD"))
    }

    @Test(
        "A read-only output folder is rebuilt by its owner and keeps its mode", .tags(.process),
        .enabled(if: Unprivileged.isAvailable, Comment(rawValue: Unprivileged.unavailableReason)))
    func readOnlyOutput() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let prefix = try #require(Unprivileged.prefix)
        let first = try ExecutableRunner.outcome(
            ["build", "--output", "out"] + Self.small, environment: workspace.environment, in: workspace.url,
            prefix: prefix)
        #expect(first.status == 0, "\(first.err)")
        #expect(chmod(workspace.path("out").path, 0o555) == 0)
        let second = try ExecutableRunner.outcome(
            ["build", "--output", "out", "--template", "yMMMEd"] + Self.small, environment: workspace.environment,
            in: workspace.url, prefix: prefix)
        #expect(second.status == 0, "\(second.err)")
        #expect(workspace.read("out/locales/de.html")?.contains("yMMMEd") == true)
        let mode = try FileManager.default.attributesOfItem(atPath: workspace.path("out").path)[.posixPermissions]
        #expect(mode as? Int == 0o555)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter { $0.hasPrefix(".out") }
                .isEmpty)
    }

    @Test(
        "An output whose folder cannot be written to is refused before any page is rendered, saying why",
        .tags(.process), .enabled(if: Unprivileged.isAvailable, Comment(rawValue: Unprivileged.unavailableReason)))
    func unwritableParent() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let locked = workspace.path("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        #expect(chmod(locked.path, 0o555) == 0)
        defer { chmod(locked.path, 0o755) }
        var timed = workspace.environment
        timed["DATEORDER_TIMINGS"] = "1"
        let result = try ExecutableRunner.outcome(
            ["build", "--output", "locked/site"] + Self.small, environment: timed, in: workspace.url,
            prefix: try #require(Unprivileged.prefix))
        #expect(result.status == 64, "\(result.err)")
        #expect(result.err.contains("cannot be written to: Permission denied"), "\(result.err)")
        // Refused in validation: no stage ran (the timings print none).
        #expect(!result.err.contains("timing:"), "\(result.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    @Test(
        "A layout or asset that cannot be read is named with the system's reason (was 'cannot be read as UTF-8')",
        .tags(.process), .enabled(if: Unprivileged.isAvailable, Comment(rawValue: Unprivileged.unavailableReason)),
        arguments: ["layout.html", "assets/style.css"])
    func unreadableInput(file: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let path = workspace.path("Templates/" + file).path
        #expect(chmod(path, 0) == 0)
        let result = try ExecutableRunner.outcome(
            ["build", "--output", "out"] + Self.small, environment: workspace.environment, in: workspace.url,
            prefix: try #require(Unprivileged.prefix))
        #expect(result.status != 0)
        let expected =
            file == "layout.html" ? "layout.html: cannot be read: Permission denied" : "style.css: Permission denied"
        #expect(result.err.contains(expected), "\(result.err)")
    }

    @Test(
        "An output that is a mount point is refused with a clear message, and a folder inside it works",
        .enabled(if: ScratchMount.isAvailable, Comment(rawValue: ScratchMount.unavailableReason ?? "")))
    func mountPoint() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let mount = try ScratchMount(size: "1m", in: workspace.url, name: "mounted")
        defer { mount.unmount() }
        let result = CommandRunner.run(
            ["build", "--output", "mounted"] + Self.small, in: workspace.url, environment: workspace.environment)
        expectUsageError(result, mentioning: "is a mount point")
        #expect(try FileManager.default.contentsOfDirectory(atPath: mount.url.path).isEmpty)
        let inside = CommandRunner.run(
            ["build", "--output", "mounted/site"] + Self.small, in: workspace.url, environment: workspace.environment)
        #expect(inside.code == .success, "\(inside.err)")
        // A mount point inside a previous site is refused too: its files would be deleted.
        let nested = try ScratchMount(size: "64k", in: mount.url.appendingPathComponent("site"), name: "locales2")
        defer { nested.unmount() }
        try "keep".write(to: nested.url.appendingPathComponent("keep.txt"), atomically: true, encoding: .utf8)
        let refused = CommandRunner.run(
            ["build", "--output", "mounted/site"] + Self.small, in: workspace.url, environment: workspace.environment)
        expectUsageError(refused, mentioning: "holds the mount point locales2")
        #expect(FileManager.default.fileExists(atPath: nested.url.appendingPathComponent("keep.txt").path))
    }
}
