import AtlasMarkdown
import TestSupport
import Testing

/// Seeded random tables whose every cell is data (text, code, link text, localized text) full of hostile
/// pieces: whatever the cells hold, the HTML has exactly the table's shape, only the elements and
/// attributes a table of data can have, and no executable link. Complements HostileTextPropertyTests,
/// which checks that each text cell shows exactly its text.
@Suite("Seeded random tables cannot inject markup")
struct TableInjectionFuzzTests {
    /// The elements a table of data cells may render to.
    static let allowedElements: Set<String> = [
        "table", "caption", "thead", "tbody", "tr", "th", "td", "code", "a", "span", "p",
    ]
    /// The attributes those elements may carry.
    static let allowedAttributes: Set<String> = [
        "data-label", "align", "style", "scope", "href", "lang", "dir", "class", "id",
    ]

    static let destinations = [
        "locales/ja_JP.html", "../index.html#x", "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)",
        "vbscript:msgbox", "data:text/html,<script>alert(1)</script>", "file:///etc/passwd",
        "x-atlas-lang:en:ltr\"><b>",
        "\"><script>alert(1)</script>", "a b (c) [d] <e> `f` |g| \\h", "https://example.org/?q=<x>&y=\"z\"", "#", "",
        "java\nscript:alert(1)", "&#106;avascript:alert(1)", "%6a%61vascript:alert(1)",
    ]
    static let languages = [
        "ja-JP", "ar", "en\" onmouseover=\"alert(1)", "x><script>", "", "sr-Latn-RS", "a b", "ja_JP",
    ]
    static let directions = ["ltr", "rtl", "auto", "ltr\" onclick=\"x", "RTL", ""]

    static func randomCell(_ generator: inout SplitMix64) -> MarkdownTable.Cell {
        let text = HostileText.random(maximumPieces: 8, using: &generator)
        switch generator.next() % 4 {
        case 0: return .text(text)
        case 1: return .code(text)
        case 2: return .link(text: text, destination: destinations.randomElement(using: &generator)!)
        default:
            return .localized(
                text, language: languages.randomElement(using: &generator)!,
                direction: directions.randomElement(using: &generator)!)
        }
    }

    struct Tag { var name: String; var closing: Bool; var attributes: [(String, String)] }

    /// The tags of cmark-gfm's output, which quotes every attribute value with `"` and escapes `"` inside.
    static func tags(_ html: String) -> [Tag] {
        // Scalar semantics: a combining mark after `>` must not glue onto it, as it would in a `Character`.
        html.matches(
            of: /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>]+="[^"]*")*)\s*\/?>/.matchingSemantics(.unicodeScalar)
        ).map { match in
            let attributes = String(match.3).matches(of: /([^\s=>]+)="([^"]*)"/.matchingSemantics(.unicodeScalar)).map {
                (String($0.1).lowercased(), String($0.2))
            }
            return Tag(name: String(match.2).lowercased(), closing: !match.1.isEmpty, attributes: attributes)
        }
    }

    @Test(
        "4,000 random tables (over 40,000 cells) of hostile data cells render to exactly their shape, with no live markup",
        arguments: [UInt64(11), 22, 33, 44])
    func randomTables(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var problems: [String] = []
        var cells = 0
        for tableIndex in 0..<1_000 {
            let columns = 1 + Int(generator.next() % 5)
            let rows = Int(generator.next() % 6)
            var table = MarkdownTable(
                columns: (0..<columns).map { _ in
                    (
                        title: HostileText.random(maximumPieces: 4, using: &generator),
                        alignment: MarkdownTable.Alignment.allCases.randomElement(using: &generator)!
                    )
                })
            for _ in 0..<rows { table.addRow((0..<columns).map { _ in Self.randomCell(&generator) }) }
            cells += columns * (rows + 1)
            let html = MarkdownRenderer.html(from: table.markdown)
            let tags = Self.tags(html)
            let place = "seed \(seed), table \(tableIndex)"
            func count(_ name: String) -> Int { tags.filter { $0.name == name && !$0.closing }.count }
            if count("table") != 1 || count("th") != columns || count("td") != columns * rows
                || count("tr") != rows + 1
            {
                problems.append(
                    "\(place): shape \(count("table")) tables, \(count("th")) th, \(count("td")) td for \(columns)×\(rows)"
                )
            }
            for tag in tags {
                if !Self.allowedElements.contains(tag.name) { problems.append("\(place): <\(tag.name)>") }
                for (name, value) in tag.attributes {
                    if !Self.allowedAttributes.contains(name) {
                        problems.append("\(place): <\(tag.name) \(name)=\"\(value)\">")
                    }
                    let compact = value.lowercased().filter { !$0.isWhitespace }
                    if name == "href",
                        ["javascript:", "vbscript:", "data:", "file:", "&#"].contains(where: compact.hasPrefix)
                    {
                        problems.append("\(place): executable link \(value)")
                    }
                    if name == "data-label", value.contains("<") || value.contains(">") {
                        problems.append("\(place): unescaped markup in data-label=\"\(value)\"")
                    }
                    if name == "lang" || name == "dir",
                        !value.unicodeScalars.allSatisfy({
                            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                        })
                    {
                        problems.append("\(place): \(name)=\"\(value)\"")
                    }
                }
            }
            // Outside tags, no `<` survives: everything a cell held is text.
            let outside = html.replacing(
                /<\/?[a-zA-Z][a-zA-Z0-9]*(?:\s+[^\s=>]+="[^"]*")*\s*\/?>/.matchingSemantics(.unicodeScalar), with: ""
            )
            .replacing("<!-- raw HTML omitted -->", with: "")
            if outside.contains("<") { problems.append("\(place): stray < in \(outside.prefix(200))") }
        }
        #expect(cells > 9_000)
        #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(3))")
    }
}
