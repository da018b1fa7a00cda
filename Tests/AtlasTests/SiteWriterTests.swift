import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("Writing the site")
struct SiteWriterTests {
    static func site(_ files: [String: String]) -> SiteFiles {
        var site = SiteFiles()
        for (path, text) in files { site.add(path, text: text) }
        site.add(SiteFiles.marker, text: "marker\n")
        return site
    }

    static func read(_ folder: URL) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: SiteComparison.listFiles(in: folder).map {
                (
                    $0,
                    String(
                        decoding: FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)!,
                        as: UTF8.self)
                )
            })
    }

    @Test("A first write creates the site; a rewrite with nothing changed writes nothing and keeps inodes")
    func unchangedFilesAreNotRewritten() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        let writer = SiteWriter(output: output)
        let first = try writer.write(Self.site(["a.html": "A", "b/c.html": "C"]))
        #expect(first.written.count == 3)
        let inode =
            try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("a.html").path)[
                .systemFileNumber] as? Int
        let second = try writer.write(Self.site(["a.html": "A", "b/c.html": "C"]))
        #expect(second.written == [])
        #expect(second.unchanged == 3)
        let third = try writer.write(Self.site(["a.html": "A", "b/c.html": "C2", "d.html": "D"]))
        #expect(third.written == ["b/c.html", "d.html"])
        let inodeAfter =
            try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("a.html").path)[
                .systemFileNumber] as? Int
        #expect(inode == inodeAfter)
        let fourth = try writer.write(Self.site(["a.html": "A"]))
        #expect(fourth.removed == ["b/c.html", "d.html"])
        #expect(Self.read(output) == ["a.html": "A", SiteFiles.marker: "marker\n"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path)
        #expect(leftovers == ["site"])
    }

    @Test("The comparison tells same-size edits apart, counts a size change as stale, and writes files 0666 less umask")
    func comparisonBySizeThenBytes() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("out")
        _ = try SiteWriter(output: output).write(Self.site(["a.html": "12345", "b.html": "abc", "c.html": "same"]))
        let newer = Self.site(["a.html": "54321", "b.html": "abcd", "c.html": "same"])
        let comparison = SiteComparison(site: newer, folder: output)
        #expect(comparison.stale.sorted() == ["a.html", "b.html"])
        #expect(comparison.missing.isEmpty && comparison.extra.isEmpty)
        let report = try SiteWriter(output: output).write(newer)
        #expect(Set(report.written) == ["a.html", "b.html"])
        #expect(Self.read(output)["a.html"] == "54321" && Self.read(output)["b.html"] == "abcd")
        #if os(Linux)
            // The process's umask, read without changing it (tests run in parallel).
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let maskLine = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
            let mask = try #require(Int(maskLine.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
            let mode =
                try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("a.html").path)[
                    .posixPermissions] as? Int
            #expect(mode == 0o666 & ~mask)
        #endif
    }

    @Test("A write that fails midway leaves the previous site byte-identical")
    func failedWriteKeepsOldSite() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        _ = try SiteWriter(output: output).write(Self.site(["a.html": "old A", "b.html": "old B"]))
        let before = Self.read(output)
        var failing = SiteWriter(output: output)
        failing.beforeWrite = { path in if path == "b.html" { throw CocoaError(.fileWriteOutOfSpace) } }
        #expect(throws: SiteWriter.Failure.self) {
            try failing.write(Self.site(["a.html": "new A", "b.html": "new B"]))
        }
        #expect(Self.read(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["site"])
    }

    @Test("A non-empty folder that is not a generated site is never replaced")
    func refusesForeignFolder() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try "keep me".write(to: output.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter(output: output).write(Self.site(["a.html": "A"])) }
        #expect(Self.read(output) == ["notes.txt": "keep me"])
    }

    @Test("Impossible outputs are refused: a file, a missing parent, the root")
    func refusesImpossibleOutputs() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let file = parent.appendingPathComponent("file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter(output: file).validate() }
        #expect(throws: SiteWriter.Failure.self) {
            try SiteWriter(output: parent.appendingPathComponent("no/such/site")).validate()
        }
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter(output: URL(fileURLWithPath: "/")).validate() }
    }
}
