import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// The README's reference sections name what the code reads and writes: the keys of `atlas.json`, and the fields
/// of the JSON and CSV exports. A key or field added, renamed or dropped in the code without the README (or the
/// other way round) fails here, by name.
@Suite("The README names what the code reads and writes")
struct ReadmeReferenceTests {
    static func readme() throws -> String {
        try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The README's text from the heading `start` to the next heading of the same or a higher level.
    static func section(_ start: String, in readme: String) throws -> String {
        let level = start.prefix { $0 == "#" }
        let after = try #require(readme.components(separatedBy: "\n" + start + "\n").dropFirst().first, "\(start)")
        let ends = (1...level.count).map { "\n" + String(repeating: "#", count: $0) + " " }
        let end = ends.compactMap { after.range(of: $0)?.lowerBound }.min() ?? after.endIndex
        return String(after[..<end])
    }

    /// Every name the text writes as inline code: `output`, `time_columns`.
    static func codeSpans(in text: String) -> Set<String> {
        let parts = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        return Set(
            parts.joined().components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
    }

    @Test("atlas.json: the keys the README lists, its example's keys and build --help's are the keys the code reads")
    func configurationKeys() throws {
        let section = try Self.section("### Configuration", in: Self.readme())
        // "Every key is optional and the command line overrides each one: `output`, …, as the options of the same
        // meaning."
        let listing = try #require(
            section.replacingOccurrences(of: "\n", with: " ").components(separatedBy: "Every key is optional")
                .dropFirst().first?
                .components(separatedBy: "as the options").first)
        #expect(Self.codeSpans(in: listing) == BuildConfiguration.keys, "README lists \(Self.codeSpans(in: listing))")
        // The example is a configuration the tool reads, every key set.
        let example = try #require(
            section.components(separatedBy: "```json\n").dropFirst().first?
                .components(separatedBy: "```").first)
        let object = try #require(JSONSerialization.jsonObject(with: Data(example.utf8)) as? [String: Any])
        #expect(Set(object.keys) == BuildConfiguration.keys, "the example has \(object.keys.sorted())")
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        try workspace.write("atlas.json", example)
        let (configuration, file) = try BuildConfiguration.load(path: nil, workingDirectory: workspace.url)
        #expect(file != nil)
        let mirror = Mirror(reflecting: configuration)
        #expect(mirror.children.count == BuildConfiguration.keys.count)
        for child in mirror.children {
            #expect("\(child.value)" != "nil", "the example leaves \(child.label ?? "?") unset")
        }
        // build --help names the keys too.
        let help = CommandRunner.run(["build", "--help"]).out.replacingOccurrences(of: "\n", with: " ")
        let keys = try #require(
            help.components(separatedBy: "(keys ").dropFirst().first?.components(separatedBy: ")").first)
        #expect(
            Set(keys.components(separatedBy: ", ").map { $0.trimmingCharacters(in: .whitespaces) })
                == BuildConfiguration.keys, "build --help lists \(keys)")
    }

    @Test("list: every field of the JSON records and every CSV column is named in the README, and nothing else")
    func exportFields() throws {
        let section = try Self.section("### list", in: Self.readme())
        let named = Self.codeSpans(in: section)
        // ff_Latn_BF has every optional key (formatterLocale, formatStyle), ar_SA era pickers.
        let json = CommandRunner.run(["list", "--format", "json", "--only", "ff_Latn_BF", "--only", "ar_SA"])
        #expect(json.code == .success, "\(json.err)")
        let records = try #require(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        let keys = Set(records.flatMap(\.keys))
        let timeKeys = Set(records.flatMap { ($0["time"] as? [String: Any] ?? [:]).keys })
        #expect(keys.contains("formatStyle") && timeKeys.contains("columnsLeftToRight"))
        for key in keys.union(timeKeys).sorted() {
            #expect(named.contains(key), "README's list section never names the JSON field \(key)")
        }
        let csv = CommandRunner.run(["list", "--format", "csv", "--only", "de"])
        let header = try #require(csv.out.components(separatedBy: "\r\n").first).split(separator: ",").map(String.init)
        let columns = Set(header.filter { !$0.hasPrefix("order:") && !$0.hasPrefix("pattern:") })
        #expect(columns.count > 30)
        for column in columns.sorted() {
            #expect(named.contains(column), "README's list section never names the CSV column \(column)")
        }
        // A name written like a column (two words or more joined by `_`) is one.
        let snake = named.filter { $0.range(of: "^[a-z]+(_[a-z]+)+$", options: .regularExpression) != nil }
        for name in snake.sorted() where !columns.contains(name) {
            Issue.record("README's list section names a CSV column \(name) that list --format csv does not write")
        }
        // The order it gives them in.
        let order = try #require(
            section.replacingOccurrences(of: "\n", with: " ").components(separatedBy: "Its columns, in order: ")
                .dropFirst().first?
                .components(separatedBy: "then `order:<template>`").first)
        let inOrder = order.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { columns.contains($0) }
        let time = header.filter { $0.hasPrefix("time_") || $0.hasPrefix("day_period") || $0.hasPrefix("date_time_") }
        let expected = header.filter { columns.contains($0) && !(time.contains($0) && !inOrder.contains($0)) }
        #expect(inOrder == expected, "README: \(inOrder)\nlist:   \(expected)")
    }
}
