import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// The site goes to the disk file by file as it is rendered (`SiteSink`): the generator hands each page to the sink
/// from the thread that rendered it, and `StagedSite` writes it into the staging folder at once, so the site's
/// files are never all in memory (`PeakMemoryTests` measures it). These tests hold the writer's promises under it.
@Suite("Writing while rendering")
struct StagedSiteTests {
    /// Records the order the files came in.
    final class Recorder: SiteSink, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var arrivals: [String] = []

        func add(_ path: String, _ data: Data) { lock.withLock { arrivals.append(path) } }
    }

    @Test("The generator hands the sink every file once, the marker first, the same files it collects in memory")
    func everyFileOnceMarkerFirst() throws {
        let identifiers = Array(Catalog.availableIdentifiers.prefix(60))
        let options = SiteGenerator.Options(
            templatesDirectory: TestPaths.templates, identifiers: identifiers, toolVersion: "test", threads: 2)
        let recorder = Recorder()
        let summary = try SiteGenerator(options: options).generate(into: recorder)
        let arrivals = recorder.arrivals
        #expect(arrivals.first == SiteFiles.marker)
        #expect(Set(arrivals).count == arrivals.count, "a path was handed in twice")
        let collected = try SiteGenerator(options: options).generate().files
        #expect(collected.paths == arrivals.sortedInUTF8Order())
        #expect(summary.locales == identifiers.count)
    }

    static func write(_ staged: StagedSite, _ files: [String: String]) {
        staged.add(SiteFiles.marker, text: "marker\n")
        _ = ParallelMap.map(files.keys.sorted(), minimumPerThread: 1) { path in
            staged.add(path, text: files[path]!)
        }
    }

    static func files(count: Int, round: Int) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: (0..<count).map { index in
                // Every third file changes from one round to the next; the rest stay.
                ("d\(index % 7)/f\(index).html", "file \(index) " + (index % 3 == 0 ? "round \(round)" : "steady"))
            })
    }

    @Test("Files staged from many threads make exactly the site; unchanged ones keep their inodes")
    func concurrentAdds() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        let writer = SiteWriter(output: output)
        for round in 0..<3 {
            let lock = try writer.lock()
            defer { lock.release() }
            let staged = try writer.stage(holding: lock)
            let files = Self.files(count: 300, round: round)
            let steady = output.appendingPathComponent("d1/f1.html").path
            let before = FileIdentity(path: steady)?.inode
            Self.write(staged, files)
            let report = try staged.finish()
            var expected = files
            expected[SiteFiles.marker] = "marker\n"
            #expect(SiteWriterTests.read(output) == expected)
            #expect(report.written.count == (round == 0 ? 301 : 100))
            #expect(report.unchanged == (round == 0 ? 0 : 201))
            if round > 0 { #expect(FileIdentity(path: steady)?.inode == before) }
            #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
        }
    }

    /// An output folder holding the site `old` (with its marker), its writer, the parent folder's lock, and a site
    /// staged for it.
    struct Fixture {
        let parent = TestPaths.temporaryDirectory()
        let output: URL
        let writer: SiteWriter
        let lock: ParentLock
        let staged: StagedSite

        init(old: [String: String]) throws {
            output = parent.appendingPathComponent("site")
            writer = SiteWriter(output: output)
            _ = try writer.write(SiteWriterTests.site(old))
            lock = try writer.lock()
            staged = try writer.stage(holding: lock)
        }

        /// The output's files, read back.
        var site: [String: String] { SiteWriterTests.read(output) }

        /// What the parent folder holds: the output, and a staging folder while one exists.
        func entries() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() }

        func remove() {
            lock.release()
            try? FileManager.default.removeItem(at: parent)
        }
    }

    /// `files` with the marker `SiteWriterTests.site` adds.
    static func marked(_ files: [String: String]) -> [String: String] {
        files.merging([SiteFiles.marker: "marker\n"]) { _, marker in marker }
    }

    @Test("A site that did not change is never staged: no file is linked, so every file's change time is kept")
    func unchangedSiteIsNotTouched() throws {
        let files = Self.files(count: 40, round: 0)
        let fixture = try Fixture(old: files)
        defer { fixture.remove() }
        let output = fixture.output
        let identities = SiteComparison.listFiles(in: output).map { FileIdentity(path: output.path + "/" + $0) }
        Self.write(fixture.staged, files)
        let report = try fixture.staged.finish()
        #expect(report.written.isEmpty && report.removed.isEmpty && report.unchanged == 41)
        // A hard link made and dropped again would have changed each file's ctime.
        #expect(SiteComparison.listFiles(in: output).map { FileIdentity(path: output.path + "/" + $0) } == identities)
    }

    @Test("A site whose only change is a file less is staged at the end, and the file is removed")
    func onlyARemoval() throws {
        var files = Self.files(count: 20, round: 0)
        let fixture = try Fixture(old: files)
        defer { fixture.remove() }
        files["d0/f0.html"] = nil
        Self.write(fixture.staged, files)
        let report = try fixture.staged.finish()
        #expect(report.removed == ["d0/f0.html"] && report.written.isEmpty && report.unchanged == 20)
        #expect(fixture.site == Self.marked(files))
    }

    @Test("A build that fails while rendering leaves the previous site as it was and no staging folder")
    func abandonedWhileRendering() throws {
        let old = Self.files(count: 30, round: 0)
        let fixture = try Fixture(old: old)
        defer { fixture.remove() }
        Self.write(fixture.staged, Self.files(count: 30, round: 1))
        let during = try fixture.entries()
        #expect(during.count == 2, "no staging folder while rendering: \(during)")
        fixture.staged.abandon()
        #expect(fixture.site == Self.marked(old))
        #expect(try fixture.entries() == ["site"])
    }

    @Test("An old file edited after it was compared is not linked into the new site: the build fails, nothing lost")
    func editedWhileBuilding() throws {
        let fixture = try Fixture(old: ["a.html": "A", "b.html": "B"])
        defer { fixture.remove() }
        let staged = fixture.staged
        staged.add(SiteFiles.marker, text: "marker\n")
        staged.add("a.html", text: "A")  // the same: it waits for the staging folder
        try Data("edited".utf8).write(to: fixture.output.appendingPathComponent("a.html"))
        staged.add("b.html", text: "B2")  // a change: the staging folder is made, a.html linked
        #expect {
            _ = try staged.finish()
        } throws: { error in
            "\(error)".contains("a.html changed while the build ran")
        }
        #expect(fixture.site == Self.marked(["a.html": "edited", "b.html": "B"]))
        #expect(try fixture.entries() == ["site"])
    }

    @Test("A render that throws through the stamped write abandons the staged site and records no stamp")
    func renderFailureThroughTheStampedWrite() throws {
        let parent = TestPaths.temporaryDirectory()
        let stamps = TestPaths.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: parent)
            try? FileManager.default.removeItem(at: stamps)
        }
        let output = parent.appendingPathComponent("site")
        let old = Self.files(count: 10, round: 0)
        _ = try SiteWriter(output: output).write(SiteWriterTests.site(old))
        struct Broken: Error {}
        let options = SiteGenerator.Options(
            templatesDirectory: TestPaths.templates, identifiers: ["en_US"], toolVersion: "test")
        let stamp = CacheBuildStamp(
            output: ResolvedPath.resolve(output), options: options, inputs: try BuildInputs(options: options),
            cacheDirectory: stamps)
        let writer = SiteWriter(output: output)
        let lock = try writer.lock()
        defer { lock.release() }
        #expect(throws: Broken.self) {
            _ = try writer.write(stamp: stamp, holding: lock) { staged in
                Self.write(staged, Self.files(count: 10, round: 1))
                throw Broken()
            }
        }
        var expected = old
        expected[SiteFiles.marker] = "marker\n"
        #expect(SiteWriterTests.read(output) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["site"])
        #expect(stamp.currentCounts() == nil)
    }
}

@Suite("A sink that stops")
struct StoppingSinkTests {
    /// Takes files until it has `limit`, then stops, as a staged site does after a write fails.
    final class Stopping: SiteSink, @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        let limit: Int
        init(limit: Int) { self.limit = limit }
        var added: Int { lock.withLock { count } }
        var stopped: Bool { lock.withLock { count >= limit } }
        func add(_ path: String, _ data: Data) { lock.withLock { count += 1 } }
    }

    @Test("After a write failed (a full disk) the generator makes no more pages, images or exports")
    func stopsEarly() throws {
        let options = SiteGenerator.Options(
            templatesDirectory: TestPaths.templates, identifiers: ["en_US", "de_DE", "ja_JP", "ar", "fr_CI"],
            toolVersion: "test", threads: 1)
        let all = SiteCollector()
        _ = try SiteGenerator(options: options).generate(into: all)
        let total = all.files.files.count
        let sink = Stopping(limit: 3)
        _ = try SiteGenerator(options: options).generate(into: sink)
        // The marker, two pages, and what is always added at the end (icons, sitemap, the layout's assets).
        #expect(total > 50)
        #expect(sink.added < 20, "\(sink.added) of \(total) files made after the sink stopped")
    }
}
