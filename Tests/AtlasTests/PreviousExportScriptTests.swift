import Foundation
import TestSupport
import Testing

/// `scripts/previous-export`, run in scratch git repositories: the Pages workflow builds the published site's
/// `changes.html` against the export it writes, the one the last data change replaced.
@Suite("scripts/previous-export")
struct PreviousExportScriptTests {
    static let exportPath = "site/data/locales.json"

    /// A scratch repository (its history written with fixed names and dates, no user or system git settings).
    struct Repository {
        let folder: TemporaryFolder
        var url: URL { folder.path("repo") }
        var commits = 0

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(
                at: folder.path("repo/site/data"), withIntermediateDirectories: true)
            try git("init", "-q", "-b", "main")
        }

        var environment: [String: String] {
            [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.url.path,
                "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "TZ": "UTC",
                "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
                "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
            ]
        }

        /// Runs a command in `directory` (the repository by default): its status, output and errors.
        func run(
            _ executable: String, _ arguments: [String], in directory: URL? = nil, date: String? = nil
        ) throws -> (status: Int32, out: String, err: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.currentDirectoryURL = directory ?? url
            var environment = environment
            if let date {
                environment["GIT_AUTHOR_DATE"] = date
                environment["GIT_COMMITTER_DATE"] = date
            }
            process.environment = environment
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let output = out.fileHandleForReading.readDataToEndOfFile()
            let errors = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (
                process.terminationStatus, String(decoding: output, as: UTF8.self),
                String(decoding: errors, as: UTF8.self)
            )
        }

        /// Runs git in the repository; a failure fails the test.
        @discardableResult
        func git(_ arguments: String..., date: String? = nil) throws -> String {
            let result = try run("/usr/bin/env", ["git"] + arguments, date: date)
            try #require(result.status == 0, "git \(arguments): \(result.err)")
            return result.out.trimmingCharacters(in: .newlines)
        }

        /// Writes `file` and commits it on `date` (YYYY-MM-DD); returns the commit.
        @discardableResult
        mutating func commit(_ file: String, _ text: String, date: String) throws -> String {
            try folder.write("repo/" + file, text)
            try git("add", file)
            commits += 1
            try git("commit", "-q", "-m", "commit \(commits)", date: date + "T12:00:00Z")
            return try git("rev-parse", "HEAD")
        }

        /// Runs the script in `directory` (the repository by default), asking for the export in its `previous/`.
        func previousExport(in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
            let script = TestPaths.root.appendingPathComponent("scripts/previous-export").path
            return try run(script, ["previous"], in: directory)
        }
    }

    @Test("Takes the export the last data change replaced, past commits that leave the data alone")
    func exportBeforeTheLastDataChange() throws {
        var repository = try Repository()
        defer { repository.folder.remove() }
        try repository.commit(Self.exportPath, "[\"v1\"]\n", date: "2026-01-01")
        let second = try repository.commit(Self.exportPath, "[\"v2\"]\n", date: "2026-02-01")
        try repository.commit("README.md", "unrelated\n", date: "2026-02-15")
        try repository.commit(Self.exportPath, "[\"v3\"]\n", date: "2026-03-01")
        try repository.commit("README.md", "unrelated again\n", date: "2026-04-01")
        let result = try repository.previousExport()
        #expect(result.status == 0, "\(result.err)")
        let short = try repository.git("rev-parse", "--short", second)
        let expected = "previous/locales-2026-02-01-\(short).json"
        #expect(result.out == expected + "\n", "\(result.out)")
        #expect(repository.folder.read("repo/" + expected) == "[\"v2\"]\n")
    }

    @Test("After a merge that changed the data: the version main had before the merge, not the branch's")
    func mergeComparesWithMain() throws {
        var repository = try Repository()
        defer { repository.folder.remove() }
        try repository.commit(Self.exportPath, "[\"v1\"]\n", date: "2026-01-01")
        try repository.git("checkout", "-q", "-b", "toolchain")
        try repository.commit(Self.exportPath, "[\"v2\"]\n", date: "2026-02-01")
        try repository.git("checkout", "-q", "main")
        let onMain = try repository.commit(Self.exportPath, "[\"v1 fixed\"]\n", date: "2026-02-15")
        // the merge takes the branch's export whole: git's own history (not first-parent) would skip main's
        try repository.git(
            "merge", "-q", "--no-ff", "-X", "theirs", "-m", "merge", "toolchain", date: "2026-03-01T12:00:00Z")
        let result = try repository.previousExport()
        let short = try repository.git("rev-parse", "--short", onMain)
        let expected = "previous/locales-2026-02-15-\(short).json"
        #expect(result.out == expected + "\n", "\(result.out) \(result.err)")
        #expect(repository.folder.read("repo/" + expected) == "[\"v1 fixed\"]\n")
    }

    @Test("No earlier version (the first publish): prints nothing, says why, exits 0, writes nothing")
    func firstPublishHasNoPrevious() throws {
        var repository = try Repository()
        defer { repository.folder.remove() }
        try repository.commit(Self.exportPath, "[\"v1\"]\n", date: "2026-01-01")
        try repository.commit("README.md", "unrelated\n", date: "2026-02-01")
        let result = try repository.previousExport()
        #expect(result.status == 0)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("no version before its last change"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: repository.folder.path("repo/previous").path))
    }

    @Test("A shallow clone, whose cut-off commit git shows as adding every file: no previous export, and why")
    func shallowCloneHasNoPrevious() throws {
        var repository = try Repository()
        defer { repository.folder.remove() }
        try repository.commit(Self.exportPath, "[\"v1\"]\n", date: "2026-01-01")
        try repository.commit(Self.exportPath, "[\"v2\"]\n", date: "2026-02-01")
        try repository.commit("README.md", "unrelated\n", date: "2026-03-01")
        try repository.commit(Self.exportPath, "[\"v3\"]\n", date: "2026-04-01")
        // depth 2 holds the last two commits, the cut-off one (README) seeming to add v2: read as history, the
        // export would be named after a commit that did not write it
        let clone = repository.folder.path("clone")
        let cloned = try repository.run(
            "/usr/bin/env", ["git", "clone", "-q", "--depth", "2", "file://" + repository.url.path, clone.path])
        try #require(cloned.status == 0, "\(cloned.err)")
        let result = try repository.previousExport(in: clone)
        #expect(result.status == 0)
        #expect(result.out.isEmpty, "\(result.out)")
        #expect(result.err.contains("shallow clone"), "\(result.err)")
    }

    @Test("The Pages workflow checks out the whole history and builds with the script's export when there is one")
    func pagesWorkflowPassesThePreviousExport() throws {
        let lines = try WorkflowTests.workflow("pages.yml").split(separator: "\n")
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        let build = try #require(WorkflowTests.jobs(lines.joined(separator: "\n")).first { $0.name == "build" })
        let checkout = try #require(build.lines.firstIndex { $0.contains("uses: actions/checkout@") })
        // the checkout's own `with:` block, up to the next step
        let options = build.lines[(checkout + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
        #expect(options.contains { $0.trimmingCharacters(in: .whitespaces) == "fetch-depth: 0" }, "\(options)")
        let step = try #require(build.lines.firstIndex { $0.contains("name: Regenerate with canonical URLs") })
        let commands = build.lines[(step + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
        #expect(commands.contains { $0.contains("previous=\"$(scripts/previous-export _previous)\"") }, "\(commands)")
        #expect(
            commands.contains { $0.contains("dateorder build") }
                && commands.contains {
                    $0.contains("${previous:+--previous \"$previous\"}")
                }, "\(commands)")
    }
}
