import Foundation
import TestSupport
import Testing

@Suite("A rebuild with nothing changed does no work")
struct NoOpRebuildTests {
    /// Run as `make site` runs it, in its own processes: the second build must take the stamp's short cut, not
    /// render the site again and find every file unchanged. (Files a build maps while drawing, such as the
    /// preview fonts, once made the fingerprint taken after a build differ from the one before it, so no stamp
    /// was ever recorded and every rebuild took as long as a cold build while still printing "0 files written".)
    @Test("The second build of the same inputs prints 0 files written without detecting or rendering", .tags(.process))
    func secondBuildIsANoOp() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        // Latin, Arabic and CJK previews, so the fonts of every kind are mapped by the first build.
        let build = ["build", "--output", "out", "--only", "de", "--only", "ar_EG", "--only", "ja_JP"]
        var environment = workspace.environment
        environment["DATEORDER_TIMINGS"] = "1"
        let first = try ExecutableRunner.outcome(build, environment: environment, in: workspace.url)
        #expect(first.status == 0, "\(first.err)")
        #expect(first.err.contains("timing: detect"), "\(first.err)")
        let stamps = (try? FileManager.default.contentsOfDirectory(atPath: workspace.path(".cache/stamps").path)) ?? []
        #expect(stamps.contains { $0.hasSuffix(".stamp") }, "the first build recorded a stamp: \(stamps)")

        let second = try ExecutableRunner.outcome(build, environment: environment, in: workspace.url)
        #expect(second.status == 0, "\(second.err)")
        let summary = String(decoding: second.out, as: UTF8.self)
        #expect(summary.contains(" 0 files written, 0 removed"), "\(summary)")
        #expect(!second.err.contains("timing:"), "the rebuild ran the pipeline:\n\(second.err)")
    }

    /// The permission bits of a file, from `lstat`.
    static func mode(_ url: URL) -> mode_t {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & 0o7777 : 0o7777
    }

    @Test(
        "A file whose mode is not what a build writes is stale to --check, and the next build writes it again",
        .tags(.process))
    func changedModes() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let build = ["build", "--output", "out", "--only", "de"]
        let first = try ExecutableRunner.outcome(build, environment: workspace.environment, in: workspace.url)
        #expect(first.status == 0, "\(first.err)")
        let written = Self.mode(workspace.path("out/404.html"))
        #expect(written & 0o111 == 0 && written & 0o400 != 0, "\(String(written, radix: 8))")
        // Bytes untouched, modes not: unreadable to others (the owner here may be root, who reads it anyway), and
        // executable.
        chmod(workspace.path("out/index.html").path, 0)
        chmod(workspace.path("out/about.html").path, 0o755)
        let check = try ExecutableRunner.outcome(
            ["build", "--check", "--output", "out", "--only", "de"], environment: workspace.environment,
            in: workspace.url)
        #expect(check.status == 1, "\(check.err)")
        #expect(check.err.contains(" is out of date: 2 stale, 0 missing, 0 extra"), "\(check.err)")
        #expect(check.err.contains("\n  stale    about.html\n  stale    index.html"), "\(check.err)")
        // The stamp does not hide it (a mode change is a change time), and the two files are written again.
        let second = try ExecutableRunner.outcome(build, environment: workspace.environment, in: workspace.url)
        #expect(second.status == 0, "\(second.err)")
        #expect(String(decoding: second.out, as: UTF8.self).contains(" 2 files written, 0 removed"))
        #expect(Self.mode(workspace.path("out/index.html")) == written)
        #expect(Self.mode(workspace.path("out/about.html")) == written)
        let clean = try ExecutableRunner.outcome(
            ["build", "--check", "--output", "out", "--only", "de"], environment: workspace.environment,
            in: workspace.url)
        #expect(clean.status == 0, "\(clean.err)")
        // And the build after that is a no-op again.
        let third = try ExecutableRunner.outcome(build, environment: workspace.environment, in: workspace.url)
        #expect(String(decoding: third.out, as: UTF8.self).contains(" 0 files written, 0 removed"))
    }

    @Test("A build under another umask is no no-op: it writes every file with the new mode", .tags(.process))
    func changedUmask() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let build = ["build", "--output", "out", "--only", "de"]
        func run(_ arguments: [String], umask: String) throws -> ExecutableRunner.Outcome {
            try ExecutableRunner.outcome(
                arguments, environment: workspace.environment, in: workspace.url,
                prefix: ["/bin/sh", "-c", "umask \(umask); exec \"$0\" \"$@\""])
        }
        let first = try run(build, umask: "022")
        #expect(first.status == 0, "\(first.err)")
        #expect(Self.mode(workspace.path("out/index.html")) == 0o644)
        let second = try run(build, umask: "077")
        #expect(second.status == 0, "\(second.err)")
        #expect(!String(decoding: second.out, as: UTF8.self).contains(" 0 files written"), "\(second.out)")
        #expect(Self.mode(workspace.path("out/index.html")) == 0o600)
        #expect(Self.mode(workspace.path("out/.dateorder-site")) == 0o600)
        #expect(try run(["build", "--check", "--output", "out", "--only", "de"], umask: "077").status == 0)
        let other = try run(["build", "--check", "--output", "out", "--only", "de"], umask: "022")
        #expect(other.status == 1 && other.err.contains("\n  stale    .dateorder-site\n"), "\(other.err)")
        #expect(other.err.contains(" 0 missing, 0 extra"), "\(other.err)")
    }

    @Test(
        "A stamp that cannot be written (a full disk) is a warning naming the reason, and the site is still built",
        .tags(.process), .enabled(if: ScratchMount.isAvailable, Comment(rawValue: ScratchMount.unavailableReason ?? ""))
    )
    func stampOnAFullDisk() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let disk = try ScratchMount(size: "64k", in: workspace.url, name: "cache")
        defer { disk.unmount() }
        try FileManager.default.createDirectory(
            at: disk.url.appendingPathComponent("stamps"), withIntermediateDirectories: true)
        // Fill the disk: the folder exists (no warning before the build), the stamp has no room.
        let filler = disk.url.appendingPathComponent("filler").path
        let descriptor = open(filler, O_CREAT | O_WRONLY, 0o644)
        try #require(descriptor >= 0)
        let block = [UInt8](repeating: 1, count: 4096)
        while write(descriptor, block, block.count) > 0 {}
        close(descriptor)
        var environment = workspace.environment
        environment["DATEORDER_CACHE_DIR"] = disk.url.path
        let result = try ExecutableRunner.outcome(
            ["build", "--output", "out", "--only", "de"], environment: environment, in: workspace.url)
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.err.contains("dateorder: warning: the build stamp could not be written to ")
                && result.err.contains("No space left on device"), "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("out/index.html").path))
    }
}
