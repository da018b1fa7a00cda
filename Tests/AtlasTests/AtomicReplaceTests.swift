import Foundation
import TestSupport
import Testing

@testable import Atlas

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The promise behind the writer's swap: whoever looks at the output folder while a build replaces it (a web
/// server, a reader, a build killed at any moment) finds a whole site, the old one or the new one, and never no
/// folder or a folder being emptied. A writer that removed the old site and then moved the new one in would
/// break it; these tests are how it shows.
@Suite("Replacing the site atomically", .serialized)
struct AtomicReplaceTests {
    /// A site of `count` files in 16 folders, one of which says which `round` it is: each round writes that file
    /// and hard-links the others from the old site, which then has every entry to dispose of.
    static func site(round: Int, count: Int) -> SiteFiles {
        var files: [String: String] = [:]
        for index in 0..<count { files["f\(index % 16)/page-\(index).html"] = "page \(index)\n" }
        files["round.html"] = "round \(round)\n"
        return SiteWriterTests.site(files)
    }

    /// How many times the site is replaced while the watcher looks.
    static let rounds = 10

    /// Looks at an output folder on its own thread, as fast as it can, until stopped, and records each moment
    /// the folder is missing or lacks one of `probes` while it is still the folder at the output path.
    final class Watcher: @unchecked Sendable {
        let output: String
        let probes: [String]
        private let lock = NSLock()
        private var stopped = false
        private var problems: [String] = []
        private var looks = 0
        private let done = DispatchSemaphore(value: 0)

        init(output: URL, probes: [String]) {
            self.output = output.path
            self.probes = probes
        }

        func start() {
            Thread { [self] in
                while !lock.withLock({ stopped }) {
                    let problem = look()
                    lock.withLock {
                        looks += 1
                        if let problem, problems.count < 10 { problems.append(problem) }
                    }
                }
                done.signal()
            }.start()
        }

        /// Stops the thread; returns how often it looked and what it saw.
        func stop() -> (looks: Int, problems: [String]) {
            lock.withLock { stopped = true }
            done.wait()
            return lock.withLock { (looks, problems) }
        }

        /// One look: the folder at the output path, then each probe inside that same folder. A probe missing from
        /// a folder that has meanwhile been swapped out (and is being removed) is not a problem: the folder at
        /// the output path is then another one.
        private func look() -> String? {
            let folder = open(output, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { return "the output folder is missing (errno \(errno))" }
            defer { close(folder) }
            var status = stat()
            guard let absent = probes.first(where: { fstatat(folder, $0, &status, AT_SYMLINK_NOFOLLOW) != 0 }) else {
                return nil
            }
            var opened = stat()
            var current = stat()
            guard fstat(folder, &opened) == 0, stat(output, &current) == 0 else {
                return "the output folder is missing (errno \(errno))"
            }
            guard opened.st_ino == current.st_ino, opened.st_dev == current.st_dev else { return nil }
            return "the output folder lacks \(absent)"
        }
    }

    @Test("A watcher looking at the output during 10 rewrites of a 400-file site never finds it missing or partial")
    func neverMissingOrPartial() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        let count = 400
        _ = try SiteWriter(output: output).write(Self.site(round: 0, count: count))
        // The marker and a file of each folder: a site being emptied loses one of them early.
        let probes = [SiteFiles.marker] + (0..<16).map { "f\($0)/page-\($0).html" }
        let watcher = Watcher(output: output, probes: probes)
        watcher.start()
        var written = 0
        do {
            for round in 1...Self.rounds {
                written += try SiteWriter(output: output).write(Self.site(round: round, count: count)).written.count
            }
        } catch {
            _ = watcher.stop()
            throw error
        }
        let (looks, problems) = watcher.stop()
        #expect(written == Self.rounds)
        #expect(looks > 0)
        #expect(problems.isEmpty, "in \(looks) looks: \(problems)")
        #expect(SiteComparison(site: Self.site(round: Self.rounds, count: count), folder: output).isClean)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }

    @Test("A swap that fails (the staged site gone before the rename) leaves the previous site byte-identical")
    func failedSwapKeepsOldSite() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        _ = try SiteWriter(output: output).write(Self.site(round: 0, count: 20))
        let before = snapshot(output)
        let aside = parent.appendingPathComponent("aside")
        var writer = SiteWriter(output: output)
        // Everything is staged; the staged folder is moved away, so the rename itself fails (ENOENT) with the old
        // site still in place: whatever the writer did to the old site before renaming shows.
        writer.beforeSwap = {
            let names = try FileManager.default.contentsOfDirectory(atPath: parent.path)
            let staging = try #require(names.first { $0.hasPrefix(".site.new-") }, "no staging folder in \(names)")
            try FileManager.default.moveItem(at: parent.appendingPathComponent(staging), to: aside)
        }
        do {
            _ = try writer.write(Self.site(round: 1, count: 20))
            Issue.record("the write did not fail")
        } catch {
            #expect(error.kind == .io)
            #expect(error.message.hasPrefix("cannot move the new site into "), "\(error.message)")
            #expect(error.message.hasSuffix("(the previous site is unchanged)"), "\(error.message)")
        }
        expectSame(snapshot(output), before, "after a failed swap:")
        #expect(SiteComparison(site: Self.site(round: 1, count: 20), folder: aside).isClean)
    }
}
