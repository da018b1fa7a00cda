import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import DateOrderCLI

/// Every message that echoes input shows control and bidi characters as `U+XXXX` and cuts long values; `diff`'s
/// text output does the same with the exports' strings.
@Suite("Echoed input is made visible")
struct VisibleMessageTests {
    /// Hidden scalars other than the line feeds that end lines.
    static func hidden(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && Visible.isHidden($0) }.map { Visible.codePoint($0) }
    }

    static let escape = "\u{1B}]0;pwned\u{7}"
    static let long = String(repeating: "x", count: 5_000)

    @Test(
        "Visible: values cut at the end, paths in the middle, messages keep their line feeds, pages only lose controls")
    func visibleFunctions() {
        #expect(Visible.text("a\u{1B}b\u{202E}c\nd") == "aU+001BbU+202EcU+000Ad")
        #expect(Visible.text(Self.long).unicodeScalars.count == Visible.maximumLength + 1)
        let path = "/" + String(repeating: "d", count: 300) + "/file.html"
        let shown = Visible.path(path)
        #expect(shown.hasSuffix("/file.html") && shown.hasPrefix("/ddd") && shown.contains("…"))
        #expect(shown.unicodeScalars.count <= Visible.maximumPathLength + 1)
        #expect(Visible.message("one\u{1B}[31m\ntwo\u{2028}\n") == "oneU+001B[31m\ntwoU+2028\n")
        #expect(Visible.markup("\u{200F}d\u{1}\u{FFFE}\tx") == "\u{200F}dU+0001U+FFFE\tx")
    }

    @Test(
        "Usage errors that echo hostile input stay two short lines with nothing hidden",
        arguments: [
            (["build", escape], "unexpected argument 'U+001B]0;pwnedU+0007'"),
            (["build", long], "unexpected argument 'xxxx"),
            (["build", "--config", "c\u{202E}fg.json"], "configuration file cU+202Efg.json cannot be read"),
            (["build", "--output", "file\u{1B}[2J"], "fileU+001B[2J"),
            (["build", "--output", "missing\n/forged line/site"], "missingU+000A/forged line/site"),
            (["build", "--previous", "bad\u{1B}.json"], "badU+001B.json"),
            (["build", "--templates", "no\u{202E}such"], "--templates: "),
            (["diff", "old\u{7}.json", "old.json"], "oldU+0007.json"),
        ])
    func usageErrors(arguments: [String], fragment: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("file\u{1B}[2J", "a file")
        try workspace.write("old.json", BuildDiffCommandTests.records)
        try workspace.write("bad\u{1B}.json", "{}")
        expectUsageError(CommandRunner.run(arguments, in: workspace.url), mentioning: fragment)
    }

    @Test(
        "Configuration files with hostile or repeated keys are usage errors that show the key, cut",
        arguments: [
            ("{\"out\\u001b[31mput\": \"x\"}", "unknown key 'outU+001B[31mput'"),
            ("{\"\(String(repeating: "k", count: 10_000))\": 1}", "unknown key 'kkkk"),
            ("{\"\u{202E}\": 1}", "unknown key 'U+202E'"),
            ("{\"output\": \"a\", \"output\": \"b\"}", "key 'output' is given more than once"),
            (
                "{\"only\": [\"de\"], \"baseURL\": \"https://x.org/\", \"\\u006fnly\": []}",
                "key 'only' is given more than once"
            ),
            (
                "{\"templates\": [\"{\\\"a\\\"\"], \"locales\": [], \"templates\": []}",
                "key 'templates' is given more than once"
            ),
            ("{\"templates\": \"yMd\"}", "'templates' must be a list of strings"),
            ("{\"only\": [\"de\", 3]}", "'only' must be a list of strings"),
            ("{\"baseURL\": [\"https://x.org/\"]}", "'baseURL' must be a string"),
            ("{\"output\": 7}", "'output' must be a string"),
        ])
    func configurationKeys(config: String, fragment: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("atlas.json", config)
        expectUsageError(CommandRunner.run(["build"], in: workspace.url), mentioning: fragment)
        #expect(workspace.read("site/index.html") == nil)
    }

    /// `text` in one of the encodings JSON allows, with a byte order mark or without.
    static func encoded(_ text: String, _ encoding: String) -> Data {
        let scalars = Array(text.unicodeScalars)
        func units16(_ bigEndian: Bool) -> [UInt8] {
            Array(text.utf16).flatMap {
                bigEndian ? [UInt8($0 >> 8), UInt8($0 & 0xff)] : [UInt8($0 & 0xff), UInt8($0 >> 8)]
            }
        }
        func units32(_ bigEndian: Bool) -> [UInt8] {
            scalars.flatMap { scalar -> [UInt8] in
                let bytes = (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xff) }
                return bigEndian ? bytes.reversed() : bytes
            }
        }
        switch encoding {
        case "UTF-8 with BOM": return Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))
        case "UTF-16LE with BOM": return Data([0xFF, 0xFE] + units16(false))
        case "UTF-16BE with BOM": return Data([0xFE, 0xFF] + units16(true))
        case "UTF-16LE": return Data(units16(false))
        case "UTF-16BE": return Data(units16(true))
        case "UTF-32LE with BOM": return Data([0xFF, 0xFE, 0x00, 0x00] + units32(false))
        case "UTF-32BE with BOM": return Data([0x00, 0x00, 0xFE, 0xFF] + units32(true))
        case "UTF-32LE": return Data(units32(false))
        case "UTF-32BE": return Data(units32(true))
        default: return Data(text.utf8)
        }
    }

    @Test(
        "A key given twice is found in every encoding the JSON parser reads: byte order marks, UTF-16 and UTF-32",
        arguments: [
            "UTF-8", "UTF-8 with BOM", "UTF-16LE with BOM", "UTF-16BE with BOM", "UTF-16LE", "UTF-16BE",
            "UTF-32LE with BOM", "UTF-32BE with BOM", "UTF-32LE", "UTF-32BE",
        ])
    func repeatedKeysInEveryEncoding(encoding: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let twice =
            "{\"output\": \"a\", \"only\": [\"de\"], \"out\\u0070ut\": \"b\", \"baseURL\": \"https://é.example/\"}"
        let data = Self.encoded(twice, encoding)
        #expect(TopLevelKeys.firstRepeated(in: data) == "output", "\(encoding)")
        try data.write(to: workspace.path("atlas.json"))
        expectUsageError(
            CommandRunner.run(["build"], in: workspace.url), mentioning: "key 'output' is given more than once")
        #expect(workspace.read("a/index.html") == nil && workspace.read("b/index.html") == nil)
        // The same file without the repeat is read: the scan finds every key and no repeat.
        let once = "{\"output\": \"a\", \"only\": [\"de\"], \"templates\": [\"y\u{00E9}MMM\"]}"
        #expect(TopLevelKeys.firstRepeated(in: Self.encoded(once, encoding)) == nil)
        #expect(
            TopLevelKeys.keys(in: TopLevelKeys.utf8(Self.encoded(once, encoding))) == ["output", "only", "templates"])
        try Self.encoded(once, encoding).write(to: workspace.path("atlas.json"))
        let built = CommandRunner.run(["build"], in: workspace.url)
        #expect(built.code == .success, "\(encoding): \(built.err)")
    }

    @Test("A configuration file without repeated keys passes the scan, whatever its values hold")
    func noFalseRepeats() {
        let json = #"{"templates": ["a,\"b\"", "{\"output\": 1}"], "output": "o", "locales": [], "only": ["de"]}"#
        #expect(TopLevelKeys.keys(in: Array(json.utf8)) == ["templates", "output", "locales", "only"])
        #expect(TopLevelKeys.firstRepeated(in: Data(json.utf8)) == nil)
    }

    @Test("A layout with a hostile, long placeholder name fails in the load stage with one short line, nothing hidden")
    func layoutPlaceholder() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let name = "\u{1B}]0;pwned\u{7}" + String(repeating: "n", count: 20_000)
        try workspace.write("Templates/layout.html", "<title>{{title}}</title>{{root}}{{raw body}}{{\(name)}}")
        let result = CommandRunner.run(["build", "--output", "out", "--only", "de"], in: workspace.url)
        #expect(result.code == .usage)
        #expect(result.err.contains("unknown placeholder {{U+001B]0;pwnedU+0007nnn"), "\(result.err.prefix(300))")
        #expect(result.err.count < 500, "\(result.err.count) characters")
        #expect(Self.hidden(result.err).isEmpty)
        #expect(result.err.split(separator: "\n").count == 1)
    }

    @Test(
        "A hostile export's keys, echoed in a decoding error, are made visible and cut",
        arguments: ["diff", "build"])
    func exportDecodingPath(command: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        // Escaped in the JSON text, as control characters must be; decoded, the key holds them raw.
        let key = "\\u001b]0;pwned\\u0007" + String(repeating: "k", count: 3_000)
        try workspace.write("old.json", BuildDiffCommandTests.records)
        try workspace.write(
            "hostile.json",
            "[{\"identifier\": \"a\", \"order\": \"DMY\", \"pattern\": \"d\", \"orders\": {\"\(key)\": 5}, \"patterns\": {}}]"
        )
        let arguments =
            command == "diff" ? ["diff", "old.json", "hostile.json"] : ["build", "--previous", "hostile.json"]
        let result = CommandRunner.run(arguments, in: workspace.url)
        expectUsageError(result, mentioning: "unexpected value at 0.orders.U+001B]0;pwnedU+0007kkk")
    }

    @Test(
        "diff's text output shows export strings visibly: a line break cannot forge a change, no escape reaches the terminal"
    )
    func diffText() throws {
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        let hostile = "x\n~ de order: DMY → YMD"
        func record(_ identifier: String, _ order: String, template: String) -> [String: Any] {
            [
                "identifier": identifier, "order": order, "pattern": "d\u{1B}[2J", "orders": [template: order],
                "patterns": [:] as [String: String],
            ]
        }
        let old: [[String: Any]] = [
            record(hostile, "DMY", template: "y\nM"), record("gone\u{202E}lmth.exe", "DMY", template: "y\nM"),
        ]
        let new: [[String: Any]] = [
            record(hostile, "YMD\u{1B}]0;t\u{7}", template: "y\nM"), record("new\u{7}", "YMD", template: "yM\u{85}"),
        ]
        try JSONSerialization.data(withJSONObject: old).write(to: workspace.path("old.json"))
        try JSONSerialization.data(withJSONObject: new).write(to: workspace.path("new.json"))
        let result = CommandRunner.run(["diff", "old.json", "new.json"], in: workspace.url)
        #expect(result.code == .failure)
        #expect(Self.hidden(result.out).isEmpty, "\(Self.hidden(result.out))")
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // counts, + template, + new, - gone, ~ order, ~ orders.<template>
        #expect(lines.count == 6, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("~ ") }.count == 2, "\(lines)")
        #expect(result.out.contains("~ xU+000A~ de order: DMY → YMD order: DMY → YMDU+001B]0;tU+0007"), "\(result.out)")
        #expect(result.out.contains("- goneU+202Elmth.exe"))
        #expect(result.out.contains("+ template yMU+0085"))
        let markdown = CommandRunner.run(["diff", "old.json", "new.json", "--format", "markdown"], in: workspace.url)
        #expect(!markdown.out.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let json = CommandRunner.run(["diff", "old.json", "new.json", "--format", "json"], in: workspace.url)
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["added"] as? [String] == ["new\u{7}"])
    }
}
