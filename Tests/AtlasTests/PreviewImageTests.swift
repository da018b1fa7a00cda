import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

@Suite("Link previews and icons")
struct PreviewImageTests {
    static let identifiers = ["en_CA", "en_US", "ja_JP", "de_DE", "ar", "nnh", "kk", "zh_Hant_TW", "fr_CI"]

    static func build(baseURL: String? = nil, templates: URL = TestPaths.templates) throws -> SiteFiles {
        try SiteGenerator(
            options: .init(
                templatesDirectory: templates, baseURL: baseURL, identifiers: identifiers, toolVersion: "test")
        ).generate().files
    }

    static let small: SiteFiles = {
        do { return try build() } catch { fatalError("generation failed: \(error)") }
    }()

    static func previewPaths(_ files: SiteFiles) -> [String] {
        files.paths.filter { $0.hasPrefix("assets/preview/") }
    }

    @Test("Preview images are 1200×630 four-bit palette PNGs in the site's colours, small, with no other chunk")
    func images() throws {
        let paths = Self.previewPaths(Self.small)
        #expect(paths.contains("assets/preview/site.png"))
        #expect(paths.contains("assets/preview/orders/dmy.png"))
        #expect(paths.contains("assets/preview/pickers/numeric-mdy.png"))
        #expect(paths.contains("assets/preview/locales/en_CA.png"))
        #expect(paths.allSatisfy { $0.hasSuffix(".png") })
        let decoded = try PythonPNG.decode(paths.map { Self.small.files[$0]! })
        for (path, image) in zip(paths, decoded) {
            let size = Self.small.files[path]!.count
            #expect(image.width == 1200 && image.height == 630, "\(path)")
            #expect(image.colorType == 3 && image.bitDepth == 4, "\(path)")
            #expect(image.chunks == ["IHDR", "PLTE", "IDAT", "IEND"], "\(path)")
            #expect(image.palette == ImageInk.preview.map { [Int($0.red), Int($0.green), Int($0.blue)] }, "\(path)")
            #expect(image.palette.count == 10, "\(path)")
            #expect(size <= 10_000, "\(path): \(size) bytes")
            // Paper, ink and accent all appear: something was drawn, in the site's colours.
            for index in ["0", "1", "2"] { #expect(image.pixels.contains(index), "\(path) lacks colour \(index)") }
        }
    }

    @Test("Two builds write the same bytes for every image and icon")
    func deterministic() throws {
        let again = try Self.build()
        let images = Self.small.paths.filter { $0.hasSuffix(".png") || $0.hasSuffix(".ico") || $0.hasSuffix(".svg") }
        #expect(images.count > Self.identifiers.count)
        for path in images { #expect(again.files[path] == Self.small.files[path], "\(path)") }
    }

    @Test("Every page's og:image and twitter:image are relative links to its image without a base URL")
    func relativeImages() throws {
        try Self.checkImages(in: Self.small, baseURL: nil)
    }

    @Test("Every page's og:image and twitter:image are absolute with --base-url")
    func absoluteImages() throws {
        let files = try Self.build(baseURL: "https://example.org/atlas/")
        try Self.checkImages(in: files, baseURL: "https://example.org/atlas/")
        let page = String(decoding: files.files["locales/en_CA.html"]!, as: UTF8.self)
        #expect(
            page.contains(
                "<meta property=\"og:image\" content=\"https://example.org/atlas/assets/preview/locales/en_CA.png\">"))
    }

    /// Every HTML page, redirects included: `og:image` and `twitter:image` agree and lead to a PNG of the site
    /// (its own for a locale page, its locale's for a redirect), with size and alternative text.
    static func checkImages(in files: SiteFiles, baseURL: String?) throws {
        let pages = files.paths.filter { $0.hasSuffix(".html") }
        #expect(pages.count > identifiers.count)
        for path in pages {
            let html = String(decoding: files.files[path]!, as: UTF8.self)
            let head = HTMLInspector(html.components(separatedBy: "</head>")[0])
            func meta(_ key: String) -> String? {
                head.tags.first { $0.name == "meta" && ($0.attributes["property"] ?? $0.attributes["name"]) == key }?
                    .attributes["content"]
            }
            let image = try #require(meta("og:image"), "\(path) has no og:image")
            #expect(meta("twitter:image") == image, "\(path)")
            #expect(meta("twitter:card") == "summary_large_image", "\(path)")
            #expect(meta("og:image:width") == "1200" && meta("og:image:height") == "630", "\(path)")
            #expect(meta("og:image:alt")?.isEmpty == false, "\(path)")
            // A title and a description for every shared link, redirects included.
            #expect(meta("og:title")?.isEmpty == false && meta("og:description")?.isEmpty == false, "\(path)")
            #expect(meta("og:url") != nil, "\(path)")
            let target: String
            if let baseURL {
                #expect(image.hasPrefix(baseURL), "\(path): \(image)")
                target = String(image.dropFirst(baseURL.count))
            } else {
                #expect(!image.contains("://") && !image.hasPrefix("/"), "\(path): \(image)")
                target = SiteTests.resolve(image, from: path).0
            }
            #expect(target.hasPrefix("assets/preview/") && target.hasSuffix(".png"), "\(path): \(image)")
            #expect(files.files[target] != nil, "\(path): \(image) → \(target) is not in the site")
            if path.hasPrefix("locales/") {
                let identifier =
                    html.contains("<body class=\"redirect\">")
                    ? try #require(head.tags.first { $0.attributes["rel"] == "canonical" }?.attributes["href"])
                        .split(separator: "/").last.map { String($0.dropLast(5)) } ?? ""
                    : String(path.dropFirst("locales/".count).dropLast(5))
                #expect(target == "assets/preview/locales/\(identifier).png", "\(path): \(target)")
            }
        }
    }

    @Test("Every page links the icons, and they exist: SVG, 32-pixel PNG, Apple touch icon, favicon.ico")
    func icons() throws {
        let files = Self.small
        for path in files.paths where path.hasSuffix(".html") {
            let html = String(decoding: files.files[path]!, as: UTF8.self)
            let head = HTMLInspector(html.components(separatedBy: "</head>")[0])
            let icons = head.tags.filter { $0.name == "link" && ($0.attributes["rel"] ?? "").contains("icon") }
            #expect(!icons.isEmpty, "\(path) links no icon")
            for icon in icons {
                let target = SiteTests.resolve(icon.attributes["href"] ?? "", from: path).0
                #expect(files.files[target] != nil, "\(path): \(icon.attributes["href"] ?? "") → \(target)")
            }
        }
        let svg = String(decoding: try #require(files.files["assets/favicon.svg"]), as: UTF8.self)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 32 32\">"))
        #expect(svg.hasSuffix("</svg>\n"))

        let ico = try #require(files.files["favicon.ico"])
        let bytes = [UInt8](ico)
        #expect(Array(bytes.prefix(6)) == [0, 0, 1, 0, 1, 0], "ICO header")
        #expect(bytes[6] == 32 && bytes[7] == 32, "ICO entry size")
        let size = Int(bytes[14]) | Int(bytes[15]) << 8 | Int(bytes[16]) << 16 | Int(bytes[17]) << 24
        let offset = Int(bytes[18]) | Int(bytes[19]) << 8 | Int(bytes[20]) << 16 | Int(bytes[21]) << 24
        #expect(offset == 22 && size == bytes.count - 22)
        let decoded = try PythonPNG.decode([
            Data(bytes[22...]), try #require(files.files["assets/favicon-32.png"]),
            try #require(files.files["assets/apple-touch-icon.png"]),
        ])
        #expect(decoded[0].width == 32 && decoded[0].height == 32 && decoded[0].colorType == 6)
        #expect(decoded[1].width == 32 && decoded[1].height == 32)
        #expect(decoded[2].width == 180 && decoded[2].height == 180)
        // The touch icon is opaque: no pixel uses the transparent colour (the palette's last).
        let clear = String(ImageInk.clear.rawValue, radix: 16)
        #expect(!decoded[2].pixels.contains(clear))
        // The favicon's corners are transparent, its centre is not.
        #expect(decoded[1].pixels.hasPrefix("0" + clear))
        for path in ["favicon.ico", "assets/favicon-32.png", "assets/apple-touch-icon.png", "assets/favicon.svg"] {
            #expect((files.files[path]?.count ?? .max) < 4_000, "\(path)")
        }
    }

    @Test("A layout without the image placeholders still builds, and a layout's own favicon replaces the generated one")
    func customLayout() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.path("assets"), withIntermediateDirectories: true)
        try folder.write("layout.html", "<title>{{title}}</title><a href=\"{{root}}index.html\">x</a>{{raw body}}")
        try folder.write("assets/favicon.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        let files = try Self.build(templates: folder.url)
        #expect(files.files["assets/favicon.svg"] == Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8))
        #expect(files.files["assets/preview/locales/en_CA.png"] != nil)
        #expect(files.files["favicon.ico"] != nil)
    }

    @Test("A layout's own preview image replaces the generated one; a file where the previews need a folder fails")
    func ownPreviewImages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.path("assets/preview/locales"), withIntermediateDirectories: true)
        try folder.write("layout.html", "<title>{{title}}</title><a href=\"{{root}}index.html\">x</a>{{raw body}}")
        try folder.write("assets/preview/site.png", "own site image")
        try folder.write("assets/preview/locales/de_DE.png", "own de image")
        let files = try Self.build(templates: folder.url)
        #expect(files.files["assets/preview/site.png"] == Data("own site image".utf8))
        #expect(files.files["assets/preview/locales/de_DE.png"] == Data("own de image".utf8))
        #expect(files.files["assets/preview/locales/en_CA.png"]?.starts(with: PNGEncoder.signature) == true)

        // `assets/preview/locales` a file, or `assets/preview/site.png` a folder: one path cannot be both.
        for (path, clash) in [
            ("assets/preview/orders", "the layout's assets/preview/orders is a file, but the site writes "),
            ("assets/preview/site.png/x", "the layout's assets/preview/site.png/x would put a folder where"),
        ] {
            let shaped = try TemporaryFolder()
            defer { shaped.remove() }
            try FileManager.default.createDirectory(
                at: shaped.path(String(path[..<path.lastIndex(of: "/")!])), withIntermediateDirectories: true)
            try shaped.write("layout.html", "<title>{{title}}</title><a href=\"{{root}}index.html\">x</a>{{raw body}}")
            try shaped.write(path, "x")
            #expect {
                try Self.build(templates: shaped.url)
            } throws: { error in
                "\(error)".hasPrefix("load: " + clash)
            }
        }
    }

    @Test("Alternative texts say what the image shows, in plain text")
    func altTexts() throws {
        let profile = ProfileBuilder().profile(for: "en_CA")
        let image = PreviewImage.locale(profile)
        #expect(image.path == "assets/preview/locales/en_CA.png")
        // The names, the sample with month names, the answer and the trick's line, as the image draws them.
        #expect(
            image.alt
                == "en_CA, English (Canada): April 15, 2026 — numeric Y·M·D, with month names M·D·Y, year–month M·Y, "
                + "month–day M·D; yyyyMMdd trick: Y·M·D, wrong for 2 pickers. Date Order Atlas.")
        #expect(
            PreviewImage.locale(ProfileBuilder().profile(for: "ar")).alt
                == "ar, Arabic, العربية: 15 أبريل، 2026 — D·M·Y for every picker; right to left: the first column is "
                + "the rightmost. Date Order Atlas.")
        #expect(image.headline == "en_CA")
        let html = String(decoding: Self.small.files["locales/en_CA.html"]!, as: UTF8.self)
        #expect(html.contains("<meta property=\"og:image:alt\" content=\"\(HTMLEscaping.escape(image.alt))\">"))
        let site = String(decoding: Self.small.files["index.html"]!, as: UTF8.self)
        #expect(
            site.contains(
                "content=\"Date Order Atlas: date picker column order for \(Self.identifiers.count) locales. "
                    + "Numeric date pickers by column order: "))
    }

    @Test("Every image's alternative text says each line it draws, its sample and its own name")
    func altTextsSayWhatIsDrawn() throws {
        let catalog = Catalog.load(identifiers: Self.identifiers)
        let model = SiteModel(catalog: catalog, provenance: Provenance.current(toolVersion: "test"))
        let images = SiteGenerator.pageMakers(model).map { $0().image }
        #expect(images.contains { $0.path.hasPrefix("assets/preview/orders/") && $0.lines.count == 3 })
        #expect(images.contains { $0.path.hasPrefix("assets/preview/pickers/") })
        for image in images {
            let alt = image.alt.lowercased()
            let drawn =
                image.samples + [image.nativeName].compactMap { $0 }
                + image.lines.map { $0.map(\.text).joined() }
            for text in drawn { #expect(alt.contains(text.lowercased()), "\(image.path): \(text) not in \(image.alt)") }
        }
    }

    @Test("Every locale's image draws the export's names and its sample with month names (else numeric)", .tags(.slow))
    func localeImagesDrawTheExportedSample() throws {
        let profiles = Dictionary(uniqueKeysWithValues: Catalog.load().profiles.map { ($0.identifier, $0) })
        #expect(GeneratedSite.records.count == profiles.count)
        for record in GeneratedSite.records {
            let image = PreviewImage.locale(try #require(profiles[record.identifier]))
            let sample = [DatePickerKind.withMonthNames, .numeric].compactMap { record.samples[$0.template.rawValue] }
                .first { !$0.isEmpty }
            #expect(image.samples == sample.map { [$0] } ?? [], "\(record.identifier): \(image.samples)")
            #expect(image.headline == record.identifier && image.kicker == record.name, "\(record.identifier)")
            #expect(
                image.nativeName == (record.nativeName == record.name ? nil : record.nativeName), "\(record.identifier)"
            )
        }
    }

    @Test("Whole site: an image for every page, each at most 10 KB, all together at most 6.4 MB", .tags(.slow))
    func wholeSite() throws {
        let files = GeneratedSite.files
        let previews = Self.previewPaths(files)
        let locales = previews.filter { $0.hasPrefix("assets/preview/locales/") }
        #expect(locales.count == Catalog.availableIdentifiers.count)
        let largest = locales.max { files.files[$0]!.count < files.files[$1]!.count } ?? ""
        #expect((files.files[largest]?.count ?? 0) <= 10_000, "\(largest): \(files.files[largest]?.count ?? 0) bytes")
        let total = previews.reduce(0) { $0 + files.files[$1]!.count }
        #expect(total <= 6_400_000, "\(previews.count) images, \(total) bytes")
        // The README's figures, in decimal units: "The 1,055 images are 3.6–9.9 KB each, 6.3 MB in all".
        let sizes = previews.map { files.files[$0]!.count }
        let said =
            "The \(counted(previews.count, "image")) are "
            + String(
                format: "%.1f–%.1f KB each, %.1f MB in all", Double(sizes.min() ?? 0) / 1_000,
                Double(sizes.max() ?? 0) / 1_000, Double(total) / 1_000_000)
        let saysIt = ReadmeNumbersTests.readme.contains(said)
        #expect(saysIt, "the README should say: \(said)")
        for path in GeneratedSite.htmlPaths {
            let image = GeneratedSite.inspected[path]!.tags.first {
                $0.name == "meta" && $0.attributes["property"] == "og:image"
            }?.attributes["content"]
            let target = image.map { SiteTests.resolve($0, from: path).0 }
            #expect(target.map { files.files[$0] != nil } == true, "\(path): og:image \(image ?? "missing")")
        }
    }
}
