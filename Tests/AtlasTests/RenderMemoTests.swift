import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

@Suite("The render memo")
struct RenderMemoTests {
    // MARK: The fingerprint

    /// SipHash-2-4-128 reference outputs (key 00 01 … 0f, message 00 01 … len-1), from the algorithm's authors.
    static let referenceVectors: [(length: Int, output: String)] = [
        (0, "a3817f04ba25a8e66df67214c7550293"), (1, "da87c1d86b99af44347659119b22fc45"),
        (8, "3b62a9ba6258f5610f83e264f31497b4"), (15, "5493e99933b0a8117e08ec0f97cfc3d9"),
        (16, "6ee2a4ca67b054bbfd3315bf85230577"), (63, "5150d1772f50834a503e069a973fbd7c"),
    ]

    @Test("ContentHash is SipHash-2-4-128: the reference vectors at lengths 0 to 63")
    func referenceVectors() {
        let key: (UInt64, UInt64) = (0x0706_0504_0302_0100, 0x0f0e_0d0c_0b0a_0908)
        for (length, expected) in Self.referenceVectors {
            let message = (0..<length).map { UInt8($0) }
            let hash = message.withUnsafeBytes { ContentHash($0, key: key) }
            let bytes =
                withUnsafeBytes(of: hash.low.littleEndian, Array.init)
                + withUnsafeBytes(of: hash.high.littleEndian, Array.init)
            #expect(bytes.map { String(format: "%02x", $0) }.joined() == expected, "length \(length)")
        }
    }

    @Test("Markdown blocks that differ in one byte, and images that differ in one property, get different keys")
    func keysSeparateInputs() throws {
        #expect(RenderMemo.Key(markdown: "| a |") != RenderMemo.Key(markdown: "| b |"))
        #expect(RenderMemo.Key(markdown: "x") == RenderMemo.Key(markdown: "x"))
        let image = PreviewImage(
            path: "assets/preview/x.png", alt: "alt", kicker: "k", headline: "h",
            lines: [[.init(text: "t", ink: .ink)]])
        let variants = [
            PreviewImage(
                path: "assets/preview/x.png", alt: "alt", kicker: "k", headline: "h",
                lines: [[.init(text: "t", ink: .accent)]]),
            PreviewImage(
                path: "assets/preview/x.png", alt: "alt", kicker: "k", headline: "h",
                lines: [[.init(text: "t", ink: .ink)]], bars: [.init(label: "D", value: 1)]),
            PreviewImage(
                path: "assets/preview/x.png", alt: "alt", kicker: "k", headline: "h",
                lines: [[.init(text: "t", ink: .ink)]], showsSiteName: false),
            PreviewImage(
                path: "assets/preview/x.png", alt: "alt", kicker: "K", headline: "h",
                lines: [[.init(text: "t", ink: .ink)]]),
        ]
        let key = try #require(RenderMemo.Key(image: image))
        for variant in variants { #expect(RenderMemo.Key(image: variant) != key) }
        #expect(RenderMemo.Key(image: image) == key)
        // Markdown and image keys never meet, even over the same bytes.
        #expect(RenderMemo.Key(markdown: "x").kind != key.kind)
    }

    // MARK: The file

    /// A memo of two entries captured from a two-file site, stored at `file`.
    static func storedMemo(at file: URL, toolchain: String = "tool A") -> RenderMemo {
        let memo = RenderMemo(file: file, toolchain: toolchain)
        var site = SiteFiles()
        site.add("page.html", Data("<p>head</p><p>block</p>".utf8))
        site.add("image.png", Data([0x89, 0x50, 0x4e, 0x47]))
        memo.record(RenderMemo.Key(markdown: "block"), at: "page.html", 11..<23)
        memo.record(RenderMemo.Key(kind: .previewPNG, hash: ContentHash("image")), at: "image.png", 0..<4)
        memo.capture(.markdownHTML, from: site)
        memo.capture(.previewPNG, from: site)
        #expect(memo.store())
        return memo
    }

    @Test("A stored memo reads back for the same toolchain, and is empty for another")
    func roundTrip() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("renders/m.memo")
        _ = Self.storedMemo(at: file)
        let again = RenderMemo(file: file, toolchain: "tool A")
        let block = again.reading(RenderMemo.Key(markdown: "block")) { String(decoding: $0, as: UTF8.self) }
        #expect(block == "<p>block</p>")
        let image = again.reading(RenderMemo.Key(kind: .previewPNG, hash: ContentHash("image"))) { Data($0) }
        #expect(image == Data([0x89, 0x50, 0x4e, 0x47]))
        #expect(again.reading(RenderMemo.Key(markdown: "other")) { _ in true } == nil)
        #expect(again.statistics.hits == 2 && again.statistics.misses == 1)
        let foreign = RenderMemo(file: file, toolchain: "tool B")
        #expect(foreign.reading(RenderMemo.Key(markdown: "block")) { _ in true } == nil)
    }

    @Test("A memo cut short anywhere, lengthened, or with a damaged header or length is not read")
    func damagedFiles() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("m.memo")
        _ = Self.storedMemo(at: file)
        let data = try Data(contentsOf: file)
        #expect(RenderMemo.entries(of: data, toolchain: "tool A")?.count == 2)
        for cut in 0..<data.count {
            #expect(RenderMemo.entries(of: data.prefix(cut), toolchain: "tool A") == nil, "cut at \(cut)")
        }
        #expect(RenderMemo.entries(of: data + Data([0]), toolchain: "tool A") == nil)
        var header = data
        header[header.startIndex] ^= 1
        #expect(RenderMemo.entries(of: header, toolchain: "tool A") == nil)
        // The first entry's length (after the three header lines, the kind and the two fingerprints) made larger.
        let headerLength = data.split(separator: 0x0A, maxSplits: 3, omittingEmptySubsequences: false)
            .prefix(3).map { $0.count + 1 }.reduce(0, +)
        var length = data
        length[headerLength + 33] &+= 1
        #expect(RenderMemo.entries(of: length, toolchain: "tool A") == nil)
    }

    @Test("Bytes changed in place in a memo file are never used: every entry whose bytes changed is a miss")
    func changedBytes() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("m.memo")
        _ = Self.storedMemo(at: file)
        let data = try Data(contentsOf: file)
        let block = try #require(data.firstRange(of: Data("<p>block</p>".utf8)))
        var changed = data
        changed[block.lowerBound + 3] = UInt8(ascii: "B")
        try changed.write(to: file)
        let memo = RenderMemo(file: file, toolchain: "tool A")
        #expect(memo.count == 2, "the file still reads")
        #expect(memo.reading(RenderMemo.Key(markdown: "block")) { String(decoding: $0, as: UTF8.self) } == nil)
        #expect(memo.reading(RenderMemo.Key(kind: .previewPNG, hash: ContentHash("image"))) { Data($0) } != nil)
        #expect(memo.statistics.hits == 1 && memo.statistics.misses == 1)
    }

    @Test("A memo that is a link or a FIFO is not read (and never blocks), and storing replaces the link itself")
    func memoIsNotAFile() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("m.memo")
        let real = folder.appendingPathComponent("real.memo")
        _ = Self.storedMemo(at: real)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: real)
        let linked = RenderMemo(file: file, toolchain: "tool A")
        #expect(linked.count == 0)
        #expect(Self.storedMemo(at: file).store())
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) == nil, "a file now")
        #expect(RenderMemo(file: file, toolchain: "tool A").count == 2)
        try FileManager.default.removeItem(at: file)
        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(RenderMemo(file: file, toolchain: "tool A").count == 0)
    }

    // MARK: Builds

    /// Every file of two sites, compared byte for byte.
    static func expectSame(_ left: SiteFiles, _ right: SiteFiles, _ comment: Comment) {
        #expect(left.paths == right.paths, comment)
        for path in left.paths where left.files[path] != right.files[path] {
            Issue.record("\(path) differs: \(comment)")
        }
    }

    static let identifiers = ["de", "de_DE", "en_US", "ar_EG", "ja_JP", "zh_Hant_TW", "sr_Latn"]

    static func options(templates: URL = TestPaths.templates, extra: [DateTemplate] = [], baseURL: String? = nil)
        -> SiteGenerator.Options
    {
        SiteGenerator.Options(
            templatesDirectory: templates, baseURL: baseURL, extraTemplates: extra, identifiers: identifiers,
            toolVersion: "t")
    }

    @Test("A build with the last build's memo is byte-identical to one without, for a template added and a base URL")
    func buildsWithTheMemo() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("m.memo")
        // The first build finds no memo: it renders everything, and stores it all.
        let first = RenderMemo(file: file, toolchain: "t")
        let plain = try SiteGenerator(options: Self.options()).generate().files
        Self.expectSame(try SiteGenerator(options: Self.options()).generate(memo: first).files, plain, "empty memo")
        #expect(first.statistics.hits == 0 && first.statistics.misses > 100)
        #expect(first.store())

        let template = try #require(DateTemplate("yMMMEd"))
        for (name, changed) in [
            ("template added", Self.options(extra: [template])),
            ("base URL", Self.options(baseURL: "https://example.org/atlas/")),
        ] {
            let memo = RenderMemo(file: file, toolchain: "t")
            let withMemo = try SiteGenerator(options: changed).generate(memo: memo).files
            Self.expectSame(withMemo, try SiteGenerator(options: changed).generate().files, "\(name)")
            let (hits, misses) = memo.statistics
            #expect(hits > 100, "\(name): \(hits) hits")
            if name == "base URL" {
                #expect(misses * 20 < hits, "the base URL changes the layout's links, hardly any Markdown")
            } else {
                #expect(misses >= Self.identifiers.count, "each locale page's template table is new")
            }
        }
    }

    @Test("The memo keeps the generated preview image, not a layout's own asset at its path")
    func layoutAssetAtAnImagePath() throws {
        let folder = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = folder.appendingPathComponent("T")
        try FileManager.default.copyItem(at: TestPaths.templates, to: templates)
        let own = templates.appendingPathComponent("assets/preview/site.png")
        try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not the generated image".utf8).write(to: own)
        let file = folder.appendingPathComponent("m.memo")
        let first = RenderMemo(file: file, toolchain: "t")
        let overridden = try SiteGenerator(options: Self.options(templates: templates)).generate(memo: first).files
        #expect(overridden.files["assets/preview/site.png"] == Data("not the generated image".utf8))
        #expect(first.store())

        try FileManager.default.removeItem(at: own)
        let memo = RenderMemo(file: file, toolchain: "t")
        let rebuilt = try SiteGenerator(options: Self.options(templates: templates)).generate(memo: memo).files
        Self.expectSame(rebuilt, try SiteGenerator(options: Self.options()).generate().files, "asset removed")
        #expect(memo.statistics.misses == 0)
    }
}
