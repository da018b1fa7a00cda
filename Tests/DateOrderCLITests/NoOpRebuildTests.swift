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
