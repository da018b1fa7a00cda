import Foundation
import TestSupport
import Testing

/// The README's "Regenerating in CI" recipe, run as written under `bash -e -o pipefail` (how a GitHub workflow's
/// `run:` step runs it), with `make site` standing for a toolchain that changes the data, leaves it alone, or
/// breaks the export. A recipe that stops on `diff`'s exit status 1 stops exactly when there is something to report.
@Suite("The README's CI recipe")
struct CIRecipeTests {
    /// The recipe: the first `sh` block under `## Regenerating in CI`.
    static func recipe() throws -> String {
        let section = try ReadmeReferenceTests.section("## Regenerating in CI", in: ReadmeReferenceTests.readme())
        return try #require(
            section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
    }

    /// Runs the recipe in a scratch checkout whose `site/data/locales.json` is a two-locale export, `make site`
    /// running `regenerate` (with `$DATEORDER` the built tool); returns the status and the Markdown it left.
    static func run(regenerate: String) throws -> (status: Int32, markdown: String?) {
        let executable = try #require(TestPaths.executable, "build the tool first")
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        let manager = FileManager.default
        for folder in ["site/data", "tmp", "bin", ".build/debug"] {
            try manager.createDirectory(at: workspace.path(folder), withIntermediateDirectories: true)
        }
        try manager.createSymbolicLink(at: workspace.path(".build/debug/dateorder"), withDestinationURL: executable)
        let export = CommandRunner.run(["list", "--format", "json", "--only", "de", "--only", "sv"])
        try #require(export.code == .success, "\(export.err)")
        try workspace.write("site/data/locales.json", export.out)
        try workspace.write("bin/make", "#!/bin/sh\nset -e\n[ \"$1\" = site ]\n\(regenerate)\n")
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: workspace.path("bin/make").path)
        // The recipe's scratch files go to the workspace's tmp/, not the machine's /tmp.
        let script = try recipe().replacingOccurrences(of: "/tmp/", with: workspace.path("tmp").path + "/")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script]
        process.currentDirectoryURL = workspace.url
        var environment = CommandRunner.cacheEnvironment
        environment["PATH"] = workspace.path("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["DATEORDER"] = executable.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, workspace.read("tmp/changes.md"))
    }

    @Test("A toolchain that changes the data: the recipe goes on, and leaves the diff's Markdown to post")
    func changedDataKeepsGoing() throws {
        // fr is new and sv is gone: the locales a new ICU adds and drops
        let outcome = try Self.run(
            regenerate: "\"$DATEORDER\" list --format json --only de --only fr > site/data/locales.json")
        #expect(outcome.status == 0, "the recipe stopped on the diff's status")
        let markdown = try #require(outcome.markdown, "no Markdown left")
        #expect(markdown.hasPrefix("**1** added, **1** removed, **0** changed."), "\(markdown)")
    }

    @Test("Nothing changed: the recipe succeeds, its Markdown a count of nothing")
    func unchangedDataSucceeds() throws {
        let outcome = try Self.run(regenerate: "true")
        #expect(outcome.status == 0)
        #expect(outcome.markdown?.hasPrefix("**0** added, **0** removed, **0** changed.") == true)
    }

    @Test("A broken export fails the recipe: a changed site is not mistaken for a broken one, nor the other way round")
    func brokenExportFails() throws {
        let outcome = try Self.run(regenerate: "echo '[' > site/data/locales.json")
        #expect(outcome.status != 0)
    }
}
