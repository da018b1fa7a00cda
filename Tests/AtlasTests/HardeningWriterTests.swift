import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("Hardening the writer", .serialized)
struct HardeningWriterTests {
    static func site(_ files: [String: String]) -> SiteFiles { SiteWriterTests.site(files) }

    static let oldFiles = ["index.html": "old index", "a/b.html": "old b", "a/c.html": "same c", "gone.html": "gone"]
    static let newFiles = ["index.html": "new index", "a/b.html": "new b", "a/c.html": "same c", "d/e/f.html": "new f"]

    @Test(
        "A write failing at any file, or at the swap, leaves the old site byte-identical and no leftovers",
        arguments: [0, 1, 2, -1])
    func failureAnywhereKeepsOldSite(failAt: Int) throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        _ = try SiteWriter(output: output).write(Self.site(Self.oldFiles))
        let before = snapshot(output)
        var writer = SiteWriter(output: output)
        var count = 0
        writer.beforeWrite = { _ in
            defer { count += 1 }
            if count == failAt { throw CocoaError(.fileWriteOutOfSpace) }
        }
        if failAt < 0 { writer.beforeSwap = { throw CocoaError(.fileWriteVolumeReadOnly) } }
        do {
            _ = try writer.write(Self.site(Self.newFiles))
            Issue.record("the write did not fail")
        } catch {
            #expect(error.message.contains("the previous site is unchanged"), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
        #expect(snapshot(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }

    @Test("A failing first write into a missing folder creates nothing")
    func failingFirstWrite() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        var writer = SiteWriter(output: parent.appendingPathComponent("site"))
        writer.beforeWrite = { path in if path == "a/b.html" { throw CocoaError(.fileWriteOutOfSpace) } }
        #expect(throws: SiteWriter.Failure.self) { try writer.write(Self.site(Self.newFiles)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
    }

    @Test(
        "A read-only location fails with a one-line reason and creates nothing",
        arguments: ["/proc/dateorder-site", "/sys/site"])
    func readOnlyLocation(path: String) throws {
        do {
            _ = try SiteWriter(output: URL(fileURLWithPath: path)).write(Self.site(["a.html": "A"]))
            Issue.record("writing into \(path) succeeded")
        } catch {
            #expect(error.message.contains("nothing was written"), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("Impossible or foreign outputs are refused and left untouched")
    func refusals() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let manager = FileManager.default
        try "x".write(to: parent.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: parent.appendingPathComponent("foreign/sub"), withIntermediateDirectories: true)
        try "keep".write(to: parent.appendingPathComponent("foreign/sub/keep.txt"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: parent.appendingPathComponent("hidden-only"), withIntermediateDirectories: true)
        try "git".write(to: parent.appendingPathComponent("hidden-only/.git"), atomically: true, encoding: .utf8)
        let before = snapshot(parent)
        for output in [
            URL(fileURLWithPath: "/"), URL(fileURLWithPath: "/tmp/.."), parent.appendingPathComponent("file"),
            parent.appendingPathComponent("file/site"), parent.appendingPathComponent("no/such/site"),
            parent.appendingPathComponent("foreign"), parent.appendingPathComponent("hidden-only"),
            TestPaths.root, URL(fileURLWithPath: NSHomeDirectory()),
        ] {
            #expect(throws: SiteWriter.Failure.self, "\(output.path)") {
                try SiteWriter(output: output).write(Self.site(["a.html": "A"]))
            }
        }
        #expect(snapshot(parent) == before)
        // A previous site holding a hidden folder (a gh-pages checkout's .git) is refused, whole.
        let published = parent.appendingPathComponent("published")
        _ = try SiteWriter(output: published).write(Self.site(["a.html": "A"]))
        try manager.createDirectory(
            at: published.appendingPathComponent(".git/objects"), withIntermediateDirectories: true)
        try "ref".write(to: published.appendingPathComponent(".git/HEAD"), atomically: true, encoding: .utf8)
        let publishedBefore = snapshot(published)
        do {
            _ = try SiteWriter(output: published).write(Self.site(["a.html": "B"]))
            Issue.record("a site holding .git was replaced")
        } catch {
            #expect(error.message.contains("holds the folder .git"), "\(error.message)")
        }
        #expect(snapshot(published) == publishedBefore)
        // An empty folder is fine.
        try manager.createDirectory(at: parent.appendingPathComponent("empty"), withIntermediateDirectories: true)
        _ = try SiteWriter(output: parent.appendingPathComponent("empty")).write(Self.site(["a.html": "A"]))
        #expect(manager.contents(atPath: parent.appendingPathComponent("empty/a.html").path) == Data("A".utf8))
    }

    @Test(
        "Leftover staging folders of killed builds are removed by the next write, even when their PID was reused; foreign ones are kept"
    )
    func leftoversAreCleaned() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let manager = FileManager.default
        let output = parent.appendingPathComponent("site")
        _ = try SiteWriter(output: output).write(Self.site(Self.oldFiles))
        // A process that has exited: its pid is free.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        let dead = process.processIdentifier
        let ownPID = ProcessInfo.processInfo.processIdentifier
        // Leftovers carry the site's marker (their first file), whether killed before the swap (part of the new
        // site) or after it (the old site). PID 1 and our own PID stand for a PID that was reused since.
        for name in [
            ".site.new-\(dead)", ".site.new-1", ".site.new-\(ownPID)", ".other.new-\(dead)", "site.new-\(dead)",
        ] {
            try manager.createDirectory(
                at: parent.appendingPathComponent(name + "/locales"), withIntermediateDirectories: true)
            try "marker\n".write(
                to: parent.appendingPathComponent(name + "/" + SiteFiles.marker), atomically: true, encoding: .utf8)
            try "partial".write(
                to: parent.appendingPathComponent(name + "/locales/x.html"), atomically: true, encoding: .utf8)
        }
        // Killed between creating the staging folder and writing the marker: empty.
        try manager.createDirectory(
            at: parent.appendingPathComponent(".site.new-77"), withIntermediateDirectories: true)
        // Not ours: right name, but neither empty nor marked; wrong names; a file.
        for name in [".site.new-88", ".site.new-", ".site.new-12x"] {
            try manager.createDirectory(at: parent.appendingPathComponent(name), withIntermediateDirectories: true)
            try "mine".write(to: parent.appendingPathComponent(name + "/notes.txt"), atomically: true, encoding: .utf8)
        }
        try "file".write(to: parent.appendingPathComponent(".site.new-999999999"), atomically: true, encoding: .utf8)
        // Nothing changed, yet the leftovers go.
        let report = try SiteWriter(output: output).write(Self.site(Self.oldFiles))
        #expect(report.written.isEmpty)
        let names = Set(try manager.contentsOfDirectory(atPath: parent.path))
        #expect(
            names == [
                "site", ".site.new-88", ".site.new-", ".site.new-12x", ".other.new-\(dead)", "site.new-\(dead)",
                ".site.new-999999999",
            ])
        #expect(manager.contents(atPath: parent.appendingPathComponent(".site.new-88/notes.txt").path) != nil)
    }

    @Test("A staging folder whose removal was cut short keeps its marker to the end, so it is still recognised")
    func removalKeepsMarkerLast() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent(".site.new-5")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("locales"), withIntermediateDirectories: true)
        try "m".write(to: folder.appendingPathComponent(SiteFiles.marker), atomically: true, encoding: .utf8)
        // A read-only file in a read-only folder: removable by its owner all the same.
        try "x".write(to: folder.appendingPathComponent("locales/a.html"), atomically: true, encoding: .utf8)
        #expect(chmod(folder.appendingPathComponent("locales").path, 0o555) == 0)
        #expect(chmod(folder.path, 0o555) == 0)
        #expect(SiteWriter.removeTree(folder.path))
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test("A writer that cannot lock the parent folder writes nothing and says why")
    func noLockNoWrite() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        _ = try SiteWriter(output: output).write(Self.site(Self.oldFiles))
        let before = snapshot(parent)
        var writer = SiteWriter(output: output)
        writer.lockOperation = { _ in
            errno = ENOLCK
            return -1
        }
        do {
            _ = try writer.write(Self.site(Self.newFiles))
            Issue.record("wrote without the lock")
        } catch {
            #expect(error.kind == .unlocked)
            #expect(error.message.contains("cannot lock"), "\(error.message)")
            #expect(error.message.contains("No locks available"), "\(error.message)")
        }
        #expect(snapshot(parent) == before)
    }

    @Test(
        "Hidden folders anywhere in a previous site, a marker that is not a file, and foreign mount points are refused and kept",
        arguments: ["locales/.git", "assets/.svn", "a/b/.hg", ".dateorder-site", ".cache"])
    func nestedHiddenFolders(folder: String) throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let manager = FileManager.default
        let output = parent.appendingPathComponent("site")
        _ = try SiteWriter(output: output).write(Self.site(Self.oldFiles.merging(["locales/x.html": "x"]) { $1 }))
        if folder == SiteFiles.marker { try manager.removeItem(at: output.appendingPathComponent(folder)) }
        try manager.createDirectory(
            at: output.appendingPathComponent(folder + "/objects"), withIntermediateDirectories: true)
        try "data".write(
            to: output.appendingPathComponent(folder + "/objects/keep"), atomically: true, encoding: .utf8)
        let before = snapshot(parent)
        do {
            _ = try SiteWriter(output: output).write(Self.site(Self.newFiles))
            Issue.record("a site holding \(folder) was replaced")
        } catch {
            #expect(error.kind == .refused)
            #expect(error.message.contains(folder.split(separator: "/").last!), "\(error.message)")
        }
        #expect(snapshot(parent) == before)
    }

    @Test("A link to a folder as output: the real folder is replaced and the link kept")
    func linkedOutput() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let manager = FileManager.default
        let real = parent.appendingPathComponent("real")
        _ = try SiteWriter(output: real).write(Self.site(Self.oldFiles))
        try manager.createSymbolicLink(at: parent.appendingPathComponent("link"), withDestinationURL: real)
        _ = try SiteWriter(output: parent.appendingPathComponent("link")).write(Self.site(Self.newFiles))
        #expect(try manager.destinationOfSymbolicLink(atPath: parent.appendingPathComponent("link").path) == real.path)
        #expect(manager.contents(atPath: real.appendingPathComponent("d/e/f.html").path) == Data("new f".utf8))
        #expect(Set(try manager.contentsOfDirectory(atPath: parent.path)) == ["real", "link"])
    }

    @Test("Links, FIFOs and folders in the old site are never read or carried over: the new site has regular files")
    func specialFilesInOldSite() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let manager = FileManager.default
        let output = parent.appendingPathComponent("site")
        _ = try SiteWriter(output: output).write(Self.site(Self.oldFiles))
        let outside = parent.appendingPathComponent("outside.txt")
        try "same c".write(to: outside, atomically: true, encoding: .utf8)
        // a/c.html becomes a link to an outside file with the very bytes the new site wants.
        try manager.removeItem(at: output.appendingPathComponent("a/c.html"))
        try manager.createSymbolicLink(at: output.appendingPathComponent("a/c.html"), withDestinationURL: outside)
        // index.html becomes a FIFO: reading it would block forever.
        try manager.removeItem(at: output.appendingPathComponent("index.html"))
        #expect(mkfifo(output.appendingPathComponent("index.html").path, 0o644) == 0)
        // a/b.html becomes a folder.
        try manager.removeItem(at: output.appendingPathComponent("a/b.html"))
        try manager.createDirectory(at: output.appendingPathComponent("a/b.html"), withIntermediateDirectories: true)
        let comparison = SiteComparison(site: Self.site(Self.newFiles), folder: output)
        #expect(Set(comparison.stale) == ["index.html", "a/c.html"])
        #expect(comparison.changed.isSuperset(of: ["index.html", "a/c.html", "a/b.html"]))
        _ = try SiteWriter(output: output).write(Self.site(Self.newFiles))
        let after = snapshot(output)
        #expect(after["a/c.html"] == Data("same c".utf8))
        #expect(after["index.html"] == Data("new index".utf8))
        #expect(after["a/b.html"] == Data("new b".utf8))
        #expect(SiteComparison(site: Self.site(Self.newFiles), folder: output).isClean)
    }

    @Test("Seeded random relative paths: every path SiteFiles accepts stays inside the output folder")
    func pathsNeverEscape() {
        var generator = SplitMix64(seed: 0x5A7E)
        let pieces = [
            "a", "b.html", ".", "..", "", "/", "\\", "\0", "...", ".hidden", "~", "%2e%2e", "\u{2215}", " ", "locales",
            "ja_JP@calendar=japanese", "C:", "\u{FF0E}\u{FF0E}", "\n",
        ]
        let output = URL(fileURLWithPath: "/tmp/out")
        var accepted = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 1...6, using: &generator)
            var path = ""
            for _ in 0..<count {
                path += pieces.randomElement(using: &generator)!
                if Bool.random(using: &generator) { path += "/" }
            }
            guard SiteFiles.isSafe(path) else { continue }
            accepted += 1
            let resolved = output.appendingPathComponent(path).standardizedFileURL.path
            #expect(
                resolved.hasPrefix("/tmp/out/") && resolved.count > "/tmp/out/".count,
                "\(path.debugDescription) → \(resolved)")
            #expect(!path.split(separator: "/").contains(".."), "\(path.debugDescription)")
        }
        #expect(accepted > 1_000)
    }

    @Test(
        "The full site's paths are printable ASCII and distinct on case-insensitive file systems; written out, it compares clean",
        .tags(.slow)
    )
    func generatedSiteWritesAndComparesClean() throws {
        var folded: [String: String] = [:]
        for path in GeneratedSite.files.paths {
            #expect(path.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0 != "\\" }, "\(path)")
            if let other = folded.updateValue(path, forKey: path.lowercased()) {
                Issue.record("\(path) and \(other) are one file on a case-insensitive file system")
            }
        }
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        let report = try SiteWriter(output: output).write(GeneratedSite.files)
        #expect(report.written.count == GeneratedSite.files.files.count)
        let comparison = SiteComparison(site: GeneratedSite.files, folder: output)
        #expect(comparison.isClean, "stale \(comparison.stale.prefix(3)), missing \(comparison.missing.prefix(3))")
    }
}
