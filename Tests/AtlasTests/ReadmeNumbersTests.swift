import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// The numbers and names the README quotes from the code or from this toolchain's data: a count that drifts with
/// the toolchain, the fonts or a constant fails here, naming the README's figure and the real one.
@Suite("The README's numbers are this build's")
struct ReadmeNumbersTests {
    /// The README with every run of white space (its line breaks too) made one space.
    static let readme: String = {
        let text = (try? String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }()

    /// The number the README writes where `pattern`'s one capture is (`1,034`, `37`), without its commas.
    static func number(_ pattern: String) throws -> Int {
        let regex = try Regex<(Substring, Substring)>(pattern)
        let match = try #require(readme.firstMatch(of: regex), "the README no longer says \(pattern)")
        return try #require(Int(match.1.replacingOccurrences(of: ",", with: "")))
    }

    @Test("The locale count, the preview fonts' scripts and the stamps kept are the README's")
    func counts() throws {
        // "every locale Foundation knows (1,034 identifiers on Swift 6.3.1 / Linux)"
        let identifiers = try Self.number(#"\(([\d,]+) identifiers on Swift"#)
        #expect(identifiers == Catalog.availableIdentifiers.count, "README: \(identifiers)")
        #expect(Self.readme.contains("\(counted(identifiers, "identifier")) on Swift"), "written as prose writes it")
        // "one Noto font for each of the 37 other scripts the locales use, Noto Serif Tibetan, and Noto Nastaliq Urdu"
        let scripts = try Self.number(#"one Noto font for each of the (\d+) other scripts"#)
        let notoSans = PreviewFonts.scriptFamilies.filter { $0.1.hasPrefix("Noto Sans ") }
        #expect(scripts == notoSans.count, "README: \(scripts)")
        #expect(PreviewFonts.scriptFamilies.count == notoSans.count + 2, "Noto Serif Tibetan and Noto Nastaliq Urdu")
        // "it keeps the stamps of the 32 most recently built output folders"
        let stamps = try Self.number(#"stamps of the (\d+) most recently built output folders"#)
        #expect(stamps == CacheBuildStamp.keptStamps, "README: \(stamps)")
        // "unfurls with a 1200×630 PNG"
        #expect(Self.readme.contains("with a \(PreviewImage.width)×\(PreviewImage.height) PNG"))
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
}
