import Foundation
import TestSupport
import Testing

@testable import Atlas

/// A build reads its inputs once: the stamp fingerprints those bytes and the generator renders from them, so a
/// template edited while the build runs can neither leak into the site nor be recorded as what it was made from.
@Suite("Inputs read once")
struct BuildInputsTests {
    @Test("An edit after the inputs were read changes neither the site nor the fingerprint; inputsUnchanged sees it")
    func readOnce() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let templates = try CacheBuildStampTests.templates(in: parent)
        let options = CacheBuildStampTests.options(templates)
        let inputs = try BuildInputs(options: options)
        #expect(inputs.templateFiles.map(\.path) == ["layout.html", "assets/style.css"])
        let stamp = CacheBuildStamp(
            output: parent.appendingPathComponent("out"), options: options, inputs: inputs, cacheDirectory: nil)

        try CacheBuildStampTests.write(
            "<title>EDITED {{title}}</title>{{root}}{{raw body}}", to: templates.appendingPathComponent("layout.html"))
        try CacheBuildStampTests.write("body { color: red }", to: templates.appendingPathComponent("assets/style.css"))

        let site = try SiteGenerator(options: options).generate(inputs: inputs).files
        let page = String(decoding: try #require(site.files["locales/de.html"]), as: UTF8.self)
        #expect(page.hasPrefix("<title>de — "), "rendered from the bytes read, not the edit: \(page.prefix(40))")
        #expect(site.files["assets/style.css"] == Data("body {}".utf8))
        // The fingerprint is of what was read; the disk now differs, and the stamp says so.
        #expect(!stamp.inputsUnchanged)
        let fresh = CacheBuildStamp(
            output: parent.appendingPathComponent("out"), options: options, inputs: inputs, cacheDirectory: nil)
        #expect(fresh.inputs == stamp.inputs)
        let reread = CacheBuildStamp(
            output: parent.appendingPathComponent("out"), options: options, cacheDirectory: nil)
        #expect(reread.inputs != stamp.inputs)
        let edited = try SiteGenerator(options: options).generate().files
        let editedPage = String(decoding: try #require(edited.files["locales/de.html"]), as: UTF8.self)
        #expect(editedPage.hasPrefix("<title>EDITED"))
    }

    @Test("An unreadable layout or previous export fails in the load stage, naming the file")
    func loadFailures() throws {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let templates = try CacheBuildStampTests.templates(in: parent)
        let missing = parent.appendingPathComponent("old/locales.json")
        do {
            _ = try BuildInputs(options: CacheBuildStampTests.options(templates, previous: missing))
            Issue.record("a missing previous export was read")
        } catch {
            #expect(error.stage == .load)
            #expect(error.description.contains("locales.json: cannot read the file"), "\(error)")
        }
        try FileManager.default.removeItem(at: templates.appendingPathComponent("layout.html"))
        do {
            _ = try BuildInputs(options: CacheBuildStampTests.options(templates))
            Issue.record("a missing layout was read")
        } catch {
            #expect(error.stage == .load)
            #expect(error.description.contains("layout.html"), "\(error)")
        }
    }
}
