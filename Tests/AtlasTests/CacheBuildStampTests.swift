import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("The build stamp")
struct CacheBuildStampTests {
    /// A templates folder with a layout, one asset, and things the build never reads.
    static func templates(in parent: URL) throws -> URL {
        let folder = parent.appendingPathComponent("T")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("assets/.hidden"), withIntermediateDirectories: true)
        try "<title>{{title}}</title>{{root}}{{raw body}}".write(
            to: folder.appendingPathComponent("layout.html"), atomically: true, encoding: .utf8)
        try "body {}".write(to: folder.appendingPathComponent("assets/style.css"), atomically: true, encoding: .utf8)
        return folder
    }

    static func options(_ templates: URL, previous: URL? = nil) -> SiteGenerator.Options {
        SiteGenerator.Options(
            templatesDirectory: templates, identifiers: ["de"], toolVersion: "test", previousExport: previous)
    }

    static func write(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A scratch folder holding a templates folder, an output folder (`out`) and a stamp cache (`cache`), with
    /// the stamp of a build of `options(templates)` into `out`.
    struct Workspace {
        let parent = TestPaths.temporaryDirectory()
        let templates: URL
        let output: URL
        let cache: URL
        let stamp: CacheBuildStamp

        /// With `written`, `out` already holds a one-page site.
        init(written: Bool = false) throws {
            templates = try CacheBuildStampTests.templates(in: parent)
            output = parent.appendingPathComponent("out")
            cache = parent.appendingPathComponent("cache")
            stamp = CacheBuildStamp(
                output: output, options: CacheBuildStampTests.options(templates), cacheDirectory: cache)
            if written { _ = try SiteWriter(output: output).write(SiteWriterTests.site(["a.html": "A"])) }
        }

        func remove() { try? FileManager.default.removeItem(at: parent) }
    }

    @Test("The fingerprint covers exactly what the build reads from the templates folder: layout.html and assets/")
    func fingerprintCoversWhatIsRead() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (parent, templates, output) = (workspace.parent, workspace.templates, workspace.output)
        let stamp = { CacheBuildStamp(output: output, options: Self.options(templates), cacheDirectory: nil).inputs }
        let original = stamp()
        // Not read by the build: no effect.
        try Self.write("notes", to: templates.appendingPathComponent("README.txt"))
        try Self.write("x", to: templates.appendingPathComponent("assets/.hidden/x.css"))
        try FileManager.default.createDirectory(
            at: templates.appendingPathComponent("other"), withIntermediateDirectories: true)
        try Self.write("y", to: templates.appendingPathComponent("other/big.bin"))
        #expect(stamp() == original)
        // Read by the build: any change shows. The page fingerprint ignores the bytes of assets, not their names.
        let pages = {
            CacheBuildStamp(output: output, options: Self.options(templates), cacheDirectory: nil).pageInputs
        }
        let originalPages = pages()
        #expect(originalPages != original)
        try Self.write("body { color: red }", to: templates.appendingPathComponent("assets/style.css"))
        let changedAsset = stamp()
        #expect(changedAsset != original)
        #expect(pages() == originalPages)
        try Self.write("p {}", to: templates.appendingPathComponent("assets/new.css"))
        #expect(pages() != originalPages)
        try FileManager.default.removeItem(at: templates.appendingPathComponent("assets/new.css"))
        #expect(stamp() == changedAsset)
        try Self.write(
            "<title>{{title}}</title>{{root}}{{raw body}} ", to: templates.appendingPathComponent("layout.html"))
        #expect(stamp() != changedAsset)
        #expect(pages() != originalPages)
        // The same files in another folder: the same fingerprint (the folder's path is not an input).
        let copy = parent.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: templates, to: copy)
        #expect(
            CacheBuildStamp(output: output, options: Self.options(copy), cacheDirectory: nil).inputs == stamp())
    }

    @Test("The previous export counts by the name the site gives it and its bytes, not by the path it was given")
    func previousByName() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (parent, templates, output) = (workspace.parent, workspace.templates, workspace.output)
        for folder in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: parent.appendingPathComponent(folder), withIntermediateDirectories: true)
            try Self.write("[]", to: parent.appendingPathComponent(folder + "/old.json"))
        }
        try Self.write("[]", to: parent.appendingPathComponent("a/other.json"))
        func inputs(_ path: String) -> String {
            CacheBuildStamp(
                output: output, options: Self.options(templates, previous: parent.appendingPathComponent(path)),
                cacheDirectory: nil
            ).inputs
        }
        #expect(inputs("a/old.json") == inputs("b/old.json"))
        #expect(inputs("a/old.json") == inputs("b/../a/old.json"))
        #expect(inputs("a/old.json") != inputs("a/other.json"))
    }

    @Test("The stamp's temporary file is created exclusively: a link planted at its name is never written through")
    func plantedLink() throws {
        let workspace = try Workspace(written: true)
        defer { workspace.remove() }
        let (parent, cache, stamp) = (workspace.parent, workspace.cache, workspace.stamp)
        let file = try #require(stamp.file)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let victim = parent.appendingPathComponent("victim.txt")
        try Self.write("precious", to: victim)
        let temporary = cache.appendingPathComponent(
            ".\(file.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createSymbolicLink(at: temporary, withDestinationURL: victim)
        stamp.record(.init(locales: 1, pages: 1, orders: 1, files: 2))
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(stamp.currentCounts() == .init(locales: 1, pages: 1, orders: 1, files: 2))
        #expect(FileManager.default.fileExists(atPath: temporary.path) == false)
    }

    /// Runs `/bin/sh -c script` with the stamp's temporary name for the shell's own PID as `$0`, and returns that
    /// PID once the shell has ended (killed by `kill -9 $$`, as a build killed while storing its stamp is).
    static func killedWriter(_ cache: URL, stamp file: URL, script: String) throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "f=\"$0.$$\"; " + script, cache.path + "/." + file.lastPathComponent]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return process.processIdentifier
    }

    @Test("Temporary files of stores killed before their rename are removed by the next store; a live writer's stay")
    func killedStoresLeaveNothing() throws {
        let workspace = try Workspace(written: true)
        defer { workspace.remove() }
        let (cache, stamp) = (workspace.cache, workspace.stamp)
        let file = try #require(stamp.file)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        // Twenty writers killed halfway through their temporary file, as `kill -9` leaves them.
        var dead: [String] = []
        for _ in 0..<20 {
            let pid = try Self.killedWriter(
                cache, stamp: file, script: "printf 'dateorder-stamp 3\\npart' > \"$f\"; kill -9 $$")
            dead.append(".\(file.lastPathComponent).\(pid)")
        }
        // A writer that is still running (this process's parent stands in for it), one that is running but whose
        // file is hours old (its PID reused by another program), and names that are not a store's temporary file.
        let live = ".\(file.lastPathComponent).\(getppid())"
        let stale = ".\(file.lastPathComponent).1"
        for name in [live, stale, ".notes.txt.123", ".other.stamp", "keep.txt"] {
            try Self.write("x", to: cache.appendingPathComponent(name))
        }
        var old = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, cache.appendingPathComponent(stale).path, &old, 0) == 0)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: cache.path))
        #expect(before.isSuperset(of: dead), "the killed writers left their temporary files")
        stamp.record(.init(locales: 1, pages: 1, orders: 1, files: 2))
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: cache.path))
        #expect(after.intersection(dead).isEmpty, "\(after.intersection(dead).sorted())")
        #expect(!after.contains(stale))
        #expect(after.isSuperset(of: [live, ".notes.txt.123", ".other.stamp", "keep.txt", file.lastPathComponent]))
        #expect(stamp.currentCounts() == .init(locales: 1, pages: 1, orders: 1, files: 2))
    }

    @Test("However many stores were killed, the stamp folder holds at most the stamps it keeps and live writers' files")
    func stampFolderIsBounded() throws {
        let workspace = try Workspace(written: true)
        defer { workspace.remove() }
        let (parent, cache, templates) = (workspace.parent, workspace.cache, workspace.templates)
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        // Many outputs, each with a store killed halfway and a complete stamp: the folder keeps `keptStamps`, the
        // most recent ones (the stamp just written among them).
        var written: [String] = []
        for index in 0..<(CacheBuildStamp.keptStamps + 8) {
            let other = parent.appendingPathComponent("out\(index)")
            let stamp = CacheBuildStamp(output: other, options: Self.options(templates), cacheDirectory: cache)
            let file = try #require(stamp.file)
            _ = try Self.killedWriter(cache, stamp: file, script: "printf part > \"$f\"; kill -9 $$")
            _ = try SiteWriter(output: other).write(SiteWriterTests.site(["a.html": "A"]))
            stamp.record(.init(locales: 1, pages: 1, orders: 1, files: 2))
            written.append(file.lastPathComponent)
            #expect(FileManager.default.fileExists(atPath: file.path), "the stamp just written was pruned")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(Set(written.suffix(CacheBuildStamp.keptStamps)).isSubset(of: Set(names)))
        #expect(!names.contains(written[0]))
        #expect(names.filter { $0.hasPrefix(".") }.isEmpty, "\(names.filter { $0.hasPrefix(".") }.sorted())")
        #expect(names.count <= CacheBuildStamp.keptStamps, "\(names.count) files")
    }

    @Test("Another user's stamp, or one others may write, is never trusted: the build is a full one")
    func foreignStamp() throws {
        let workspace = try Workspace(written: true)
        defer { workspace.remove() }
        let stamp = workspace.stamp
        let counts = CacheBuildStamp.Counts(locales: 1, pages: 1, orders: 1, files: 2)
        stamp.record(counts)
        let file = try #require(stamp.file)
        #expect(stamp.currentCounts() == counts)
        // The same bytes, owned by someone else (as root can arrange; planted in a shared cache folder otherwise).
        if geteuid() == 0 {
            #expect(chown(file.path, 65_534, 65_534) == 0)
            #expect(stamp.currentCounts() == nil)
            #expect(chown(file.path, geteuid(), getegid()) == 0)
            #expect(stamp.currentCounts() == counts)
        }
        for mode: mode_t in [0o620, 0o602, 0o666] {
            #expect(chmod(file.path, mode) == 0)
            #expect(stamp.currentCounts() == nil, "mode \(String(mode, radix: 8))")
        }
        #expect(chmod(file.path, 0o600) == 0)
        #expect(stamp.currentCounts() == counts)
    }

    @Test("A stamp that is a link or a FIFO is not read (and never blocks): the build is a full one")
    func stampIsNotAFile() throws {
        let workspace = try Workspace(written: true)
        defer { workspace.remove() }
        let (parent, stamp) = (workspace.parent, workspace.stamp)
        stamp.record(.init(locales: 1, pages: 1, orders: 1, files: 2))
        let file = try #require(stamp.file)
        #expect(stamp.currentCounts() != nil)
        let real = parent.appendingPathComponent("real.stamp")
        try FileManager.default.moveItem(at: file, to: real)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: real)
        #expect(stamp.currentCounts() == nil)
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(stamp.currentCounts() == nil)
    }

    @Test("A write and its stamp are one turn of the lock: another writer cannot slip in between and be stamped over")
    func stampRecordedUnderLock() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (templates, output, cache) = (workspace.templates, workspace.output, workspace.cache)
        let siteA = SiteWriterTests.site(["index.html": "A", "a.html": "A"])
        let siteB = SiteWriterTests.site(["index.html": "B", "b.html": "B"])
        var optionsA = Self.options(templates)
        optionsA.baseURL = "https://a.example/"
        let stampA = CacheBuildStamp(output: output, options: optionsA, cacheDirectory: cache)
        var writer = SiteWriter(output: output)
        let other = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var otherFinishedEarly = false
        // Between A's write and A's record, B tries to write. While A holds the lock B must wait; were the lock
        // released before the record, B would finish here and A would record B's pages as its own.
        writer.beforeRecord = {
            Thread.detachNewThread {
                _ = try? SiteWriter(output: output).write(siteB)
                other.signal()
            }
            otherFinishedEarly = other.wait(timeout: .now() + .milliseconds(500)) == .success
        }
        _ = try writer.write(siteA, stamp: stampA, counts: .init(locales: 1, pages: 1, orders: 1, files: 3))
        if !otherFinishedEarly { other.wait() }
        #expect(!otherFinishedEarly, "another writer wrote while the stamp was being recorded")
        #expect(snapshot(output)["index.html"] == Data("B".utf8))
        #expect(stampA.currentCounts() == nil, "the stamp claims A's inputs over B's pages")
    }

    @Test("A failed write leaves no stamp, and inputs edited during the build are not recorded")
    func noStampForFailuresOrChangedInputs() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let (templates, output, stamp) = (workspace.templates, workspace.output, workspace.stamp)
        let counts = CacheBuildStamp.Counts(locales: 1, pages: 1, orders: 1, files: 2)
        _ = try SiteWriter(output: output).write(SiteWriterTests.site(["a.html": "A"]), stamp: stamp, counts: counts)
        #expect(stamp.currentCounts() == counts)
        var failing = SiteWriter(output: output)
        failing.beforeWrite = { _ in throw CocoaError(.fileWriteOutOfSpace) }
        #expect(throws: SiteWriter.Failure.self) {
            try failing.write(SiteWriterTests.site(["a.html": "changed"]), stamp: stamp, counts: counts)
        }
        #expect(stamp.currentCounts() == nil)
        var editing = SiteWriter(output: output)
        editing.beforeRecord = {
            try? Self.write("body { color: blue }", to: templates.appendingPathComponent("assets/style.css"))
        }
        _ = try editing.write(SiteWriterTests.site(["a.html": "A2"]), stamp: stamp, counts: counts)
        #expect(stamp.currentCounts() == nil)
    }
}

@Suite("The build stamp: edits to asset bytes only")
struct AssetOnlyStampTests {
    /// The site each test starts from, a page and a stylesheet, and its counts.
    static let site = SiteWriterTests.site(["a.html": "A", "assets/style.css": "body {}"])
    static let counts = CacheBuildStamp.Counts(locales: 1, pages: 1, orders: 1, files: 3)

    static func stamp(_ workspace: CacheBuildStampTests.Workspace) -> CacheBuildStamp {
        CacheBuildStamp(
            output: workspace.output, options: CacheBuildStampTests.options(workspace.templates),
            cacheDirectory: workspace.cache)
    }

    /// Writes the asset-only refresh as the build does: one turn of the lock, staged, stamped.
    static func write(
        _ refresh: AssetRefresh, _ workspace: CacheBuildStampTests.Workspace
    ) throws -> (CacheBuildStamp.Counts, SiteWriter.Report) {
        let writer = SiteWriter(output: workspace.output)
        let inputs = try BuildInputs(options: CacheBuildStampTests.options(workspace.templates))
        let lock = try writer.lock()
        defer { lock.release() }
        return try writer.write(stamp: stamp(workspace), holding: lock) { staged in
            var refreshed = counts
            refreshed.files = refresh.stage(inputs: inputs, into: staged)
            return refreshed
        }
    }

    @Test("A page edited after the refresh listed it fails the build; the old site stays as it was")
    func pageEditedWhileRefreshing() throws {
        let workspace = try CacheBuildStampTests.Workspace()
        defer { workspace.remove() }
        let (templates, output) = (workspace.templates, workspace.output)
        let (counts, site) = (Self.counts, Self.site)
        let stamp = { Self.stamp(workspace) }
        _ = try SiteWriter(output: output).write(site, stamp: stamp(), counts: counts)
        try CacheBuildStampTests.write("body { color: red }", to: templates.appendingPathComponent("assets/style.css"))
        let refresh = try #require(AssetRefresh(reusing: output))
        // Edited in place after the listing (a racing editor): the kept file is no longer the one listed.
        let page = try FileHandle(forWritingTo: output.appendingPathComponent("a.html"))
        try page.write(contentsOf: Data("B".utf8))
        try page.close()
        #expect(throws: SiteWriter.Failure.self) { try Self.write(refresh, workspace) }
        #expect(try Data(contentsOf: output.appendingPathComponent("a.html")) == Data("B".utf8))
        #expect(try Data(contentsOf: output.appendingPathComponent("assets/style.css")) == Data("body {}".utf8))
    }

    @Test("Only asset bytes changed over an untouched folder: the pages on disk are reused; anything else is not")
    func assetOnlyDecision() throws {
        let workspace = try CacheBuildStampTests.Workspace()
        defer { workspace.remove() }
        let (templates, output) = (workspace.templates, workspace.output)
        let (counts, site) = (Self.counts, Self.site)
        let stamp = { Self.stamp(workspace) }
        _ = try SiteWriter(output: output).write(site, stamp: stamp(), counts: counts)
        // Nothing changed: that is the no-op, not an asset edit.
        #expect(stamp().currentCounts() == counts)
        #expect(stamp().countsIfOnlyAssetsChanged() == nil)
        try CacheBuildStampTests.write("body { color: red }", to: templates.appendingPathComponent("assets/style.css"))
        #expect(stamp().currentCounts() == nil)
        #expect(stamp().countsIfOnlyAssetsChanged() == counts)
        // The refreshed site is the folder's pages, kept as they are (the same inode: linked, not read and
        // written), with the new asset bytes.
        let inode = { FileIdentity(path: output.appendingPathComponent("a.html").path)?.inode }
        let before = inode()
        let (written, report) = try Self.write(try #require(AssetRefresh(reusing: output)), workspace)
        #expect(written.files == 3)
        #expect(report.written == ["assets/style.css"])
        #expect(try Data(contentsOf: output.appendingPathComponent("a.html")) == Data("A".utf8))
        #expect(inode() == before)
        #expect(
            try Data(contentsOf: output.appendingPathComponent("assets/style.css"))
                == Data("body { color: red }".utf8))
        // A page edited after the decision (as a racing editor would) makes the folder untrusted again, which
        // is what the build checks once more after reading it.
        try CacheBuildStampTests.write("edited", to: output.appendingPathComponent("a.html"))
        #expect(stamp().countsIfOnlyAssetsChanged() == nil)
        // The layout is not an asset.
        _ = try SiteWriter(output: output).write(site, stamp: stamp(), counts: counts)
        #expect(stamp().currentCounts() == counts)
        try CacheBuildStampTests.write(
            "<title>{{title}}</title>{{root}}{{raw body}}\n", to: templates.appendingPathComponent("layout.html"))
        #expect(stamp().countsIfOnlyAssetsChanged() == nil)
    }
}

@Suite("Where stamps live")
struct StampLocationTests {
    @Test(
        "The folder and the variable named in messages come from one rule: empty or relative settings are passed over")
    func location() {
        func variable(_ environment: [String: String]) -> String? {
            CacheBuildStamp.location(environment: environment)?.variable
        }
        #expect(variable(["DATEORDER_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "DATEORDER_CACHE_DIR")
        #expect(variable(["DATEORDER_CACHE_DIR": "", "XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "XDG_CACHE_HOME")
        #expect(variable(["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "HOME")
        #expect(variable(["DATEORDER_CACHE": "off", "DATEORDER_CACHE_DIR": "/c"]) == nil)
        for off in ["off", "OFF", "Off", "0", "false", "False", "FALSE", "no", "No", "NO", " off "] {
            #expect(variable(["DATEORDER_CACHE": off, "DATEORDER_CACHE_DIR": "/c"]) == nil, "\(off)")
        }
        for on in ["on", "1", "true", "yes", "", "offline", "nope"] {
            #expect(variable(["DATEORDER_CACHE": on, "DATEORDER_CACHE_DIR": "/c"]) == "DATEORDER_CACHE_DIR", "\(on)")
        }
        #expect(
            CacheBuildStamp.location(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?.directory.path
                == "/h/.cache/dateorder/stamps")
        #expect(
            CacheBuildStamp.directory(environment: ["XDG_CACHE_HOME": "/x"])?.path == "/x/dateorder/stamps")
    }

    @Test("A home folder that does not exist is never made: no stamp, and a warning that says so")
    func missingHome() throws {
        let home = "/nonexistent-dateorder-home-\(getpid())"
        #expect(CacheBuildStamp.directory(environment: ["HOME": home]) == nil)
        let problem = try #require(CacheBuildStamp.locationProblem(environment: ["HOME": home]))
        #expect(problem.contains("the home folder \(home) does not exist"), "\(problem)")
        #expect(!FileManager.default.fileExists(atPath: home))
        // An existing home is used as before.
        let existing = FileManager.default.temporaryDirectory.path
        #expect(
            CacheBuildStamp.directory(environment: ["HOME": existing])?.path
                == existing + "/.cache/dateorder/stamps")
    }
}
