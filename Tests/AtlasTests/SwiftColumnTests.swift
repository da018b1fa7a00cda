import DateOrder
import Foundation
import TestSupport
import Testing

@testable import Atlas

/// The "In Swift" column of a locale page's date and time tables names, for each row, the call a developer makes
/// on the library's layout and the value it returns, and that value is what the library returns: a row shows no
/// value under a name that is not its own (a date with a time has an order, not time columns; a label has no
/// columns at all).
@Suite("The In Swift column names a real call and its answer", .tags(.slow))
struct SwiftColumnTests {
    /// The `<td data-label="In Swift">` cells of the table in `section`, one per row, HTML unescaped enough to read
    /// code (`&quot;` does not occur in them).
    static func swiftCells(_ section: String) -> [String] {
        section.components(separatedBy: "<td data-label=\"In Swift\">").dropFirst().map {
            String($0[..<($0.range(of: "</td>")?.lowerBound ?? $0.endIndex)])
        }
    }

    static func array(_ columns: [some RawRepresentable<String>]) -> String {
        "[" + columns.map { "." + $0.rawValue }.joined(separator: ", ") + "]"
    }

    static func code(_ expression: String, _ value: String) -> String {
        "<code>\(expression)</code> → <code>\(value)</code>"
    }

    @Test("Every time row's call and value are TimePickerLayout's, on every published locale page")
    func timeRows() throws {
        var differing: [String] = []
        for record in GeneratedSite.records {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let cells = Self.swiftCells(AnswerTests.section(html, from: "id=\"time\"", to: "<figure"))
            let layout = TimePickerLayout(for: Locale(identifier: record.identifier))
            let order = layout.dateTimeOrder
            // Which date columns, in which order: the library's date-with-time pattern read field by field (fa_IR's
            // pickers disagree, so "the date picker's columns" would not say).
            let date = DatePickerLayout.columns(in: layout.dateTimePattern, for: .withMonthNames)
                .map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }.joined(separator: " · ")
            let expected = [
                Self.code("layout.columns", Self.array(layout.columns)),
                Self.code(
                    "layout.columns(hourCycle: .oneToTwelve)", Self.array(layout.columns(hourCycle: .oneToTwelve))),
                Self.code(
                    "layout.columns(hourCycle: .zeroToTwentyThree)",
                    Self.array(layout.columns(hourCycle: .zeroToTwentyThree))),
                Self.code(
                    "withSeconds.columns",
                    Self.array(
                        TimePickerLayout(for: Locale(identifier: record.identifier), includingSeconds: true).columns))
                    + ", the seconds right after <code>.minute</code>",
                Self.code("layout.dateTimeOrder", "." + order.rawValue)
                    + (order == .dateFirst
                        ? ": the date's columns (\(date)), then the time's"
                        : ": the time's columns, then the date's (\(date))"),
                "no columns (a label, not a picker): format it with this pattern",
            ]
            if cells != expected { differing.append("\(record.identifier): \(cells)") }
        }
        let count = differing.count
        #expect(count == 0, "differ: \(differing.prefix(3))")
    }

    @Test("Every date row's call and value are DatePickerLayout's, on every published locale page")
    func dateRows() throws {
        var differing: [String] = []
        for record in GeneratedSite.records {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let cells = Self.swiftCells(AnswerTests.section(html, from: "id=\"picker\"", to: "</table>"))
            let layout = DatePickerLayout(for: Locale(identifier: record.identifier))
            let expected = DatePickerLayoutAgreementTests.published.map { kind, _, _ in
                Self.code(
                    "layout." + kind.rawValue, Self.array(DatePickerLayoutAgreementTests.columns(layout, kind)))
            }
            if cells != expected { differing.append("\(record.identifier): \(cells)") }
        }
        let count = differing.count
        #expect(count == 0, "differ: \(differing.prefix(3))")
    }

    @Test("The captions say what layout stands for")
    func captions() throws {
        let html = try #require(GeneratedSite.text("locales/vi_VN.html"))
        #expect(html.contains("in Swift, layout is TimePickerLayout(for: locale)"))
        #expect(html.contains("in Swift, layout is DatePickerLayout(for: locale)"))
        // vi_VN writes the time first: its date-and-time row says so, in the library's words.
        #expect(html.contains("<code>.timeFirst</code>: the time's columns, then the date's (Day · Month · Year)"))
    }

    @Test("Each time row's hours are the ones its clock counts (ja_JP's 12-hour clock counts 0–11), on every page")
    func hoursPerRow() throws {
        func range(_ hours: ClosedRange<Int>) -> String { "\(hours.lowerBound)–\(hours.upperBound)" }
        var differing: [String] = []
        for record in GeneratedSite.records {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let section = AnswerTests.section(html, from: "id=\"time\"", to: "<figure")
            let cells = section.components(separatedBy: "<td data-label=\"Hours\">").dropFirst().map {
                String($0[..<($0.range(of: "</td>")?.lowerBound ?? $0.endIndex)])
            }
            let locale = Locale(identifier: record.identifier)
            let layout = TimePickerLayout(for: locale)
            let expected = [
                range(layout.hours), range(TimePickerLayout(for: locale, hourCycle: .oneToTwelve).hours),
                range(TimePickerLayout(for: locale, hourCycle: .zeroToTwentyThree).hours),
            ]
            if Array(cells.prefix(3)) != expected { differing.append("\(record.identifier): \(cells)") }
        }
        let count = differing.count
        #expect(count == 0, "differ: \(differing.prefix(3))")
        let japanese = try #require(GeneratedSite.text("locales/ja_JP.html"))
        #expect(japanese.contains("<td data-label=\"Hours\">0–11</td>"))
    }
}

extension SwiftColumnTests {
    @Test(
        "A right-to-left page whose samples read unmirrored names DatePickerLayout.columnsLeftToRight, whose reading is the page's"
    )
    func leftToRightCallNamed() throws {
        var named = 0
        var latinNamed = 0
        var differing: [String] = []
        for record in GeneratedSite.records where record.direction == "rtl" {
            let answer = try AnswerTests.answer(of: record.identifier)
            guard answer.contains("only a picker that must look like the date as written") else { continue }
            // The library reads a line in its first strong letter's direction as the page does (AnswerTests holds
            // the two readings equal), so every such note names it, Latin first letter or not.
            let names = answer.contains(
                "<code>DatePickerLayout.columnsLeftToRight(for:)</code> gives them in that order")
            if !names { differing.append(record.identifier) }
            if names { named += 1 }
            if names, answer.contains("first letter is Latin") { latinNamed += 1 }
        }
        let count = differing.count
        #expect(count == 0, "the note does not name the library: \(differing.prefix(5))")
        // he_IL's 15.4.2026, fa_IR's ۱۴۰۵/۱/۲۶, and ps_AF's AP ۱۴۰۵ وری ۲۶ shown left to right.
        #expect(named > 20, "\(named)")
        #expect(latinNamed > 5, "\(latinNamed)")
    }
}

extension SwiftColumnTests {
    /// What "layout" is made from on a page: the identifier between the quotes of the page's own
    /// `DatePickerLayout(for: Locale(identifier: "…"))` (or `TimePickerLayout`), HTML unescaped.
    static func identifier(in section: String, call: String) -> String? {
        let start =
            "<code>" + (call == "date" ? "let layout = DatePickerLayout" : "TimePickerLayout")
            + "(for: Locale(identifier: &quot;"
        guard let range = section.range(of: start) else { return nil }
        let rest = section[range.upperBound...]
        guard let end = rest.range(of: "&quot;))</code>") else { return nil }
        return String(rest[..<end.lowerBound])
    }

    @Test("Every locale page names the call that makes its layout, for its own locale, and links to the library")
    func layoutCallAndLibraryLink() throws {
        var differing: [String] = []
        for record in GeneratedSite.records {
            let html = try #require(GeneratedSite.text(SitePath.locale(record.identifier)))
            let section = AnswerTests.section(html, from: "id=\"picker\"", to: "<h2 id=\"")
            let cells = Self.swiftCells(section)
            guard let date = Self.identifier(in: section, call: "date"),
                let time = Self.identifier(in: section, call: "time"),
                section.contains("<a href=\"../about.html#library\">DateOrder library</a>")
            else {
                differing.append("\(record.identifier): no call or no link")
                continue
            }
            // The call as pasted gives the table's arrays: the library, asked with the page's string, answers them.
            let layout = DatePickerLayout(for: Locale(identifier: date))
            let expected = DatePickerLayoutAgreementTests.published.map { kind, _, _ in
                Self.code(
                    "layout." + kind.rawValue, Self.array(DatePickerLayoutAgreementTests.columns(layout, kind)))
            }
            if date != record.identifier || time != record.identifier || cells != expected {
                differing.append("\(record.identifier): \(date), \(time)")
            }
        }
        let count = differing.count
        #expect(count == 0, "differ: \(differing.prefix(3))")
    }

    @Test("The about page's library section says how to add the package's DateOrder product and import it")
    func libraryInstall() throws {
        let html = try #require(GeneratedSite.text("about.html"))
        let section = AnswerTests.section(html, from: "id=\"library\"", to: "<h2 id=\"")
        #expect(section.contains(".package(url: &quot;"))
        #expect(section.contains(".product(name: &quot;DateOrder&quot;, package: &quot;"))
        #expect(section.contains("<code>import DateOrder</code>"))
    }

    @Test("A site published as a GitHub project site gives install lines with its own repository; others keep OWNER")
    func packageAddress() throws {
        let project = try #require(PackageAddress(baseURL: "https://octo-cat.github.io/Date.Order_Atlas/"))
        #expect(PackageAddress(baseURL: "https://Octo-Cat.GitHub.io/Date.Order_Atlas/")?.name == "Date.Order_Atlas")
        #expect(project.url == "https://github.com/octo-cat/Date.Order_Atlas.git" && project.name == "Date.Order_Atlas")
        for other in [
            nil, "https://octo.github.io/", "https://example.org/atlas/", "http://octo.github.io/atlas/",
            "https://octo.github.io/atlas/docs/", "https://.github.io/atlas/", "https://octo.github.io/at%22las/",
            "https://octo.github.io/.atlas/",
        ] {
            #expect(PackageAddress(baseURL: other) == nil, "\(other ?? "nil")")
        }
        // A given address is named after its last part, less `.git` and any trailing `/`.
        for (given, url, name) in [
            (
                "https://git.example.org/team/date-order.git", "https://git.example.org/team/date-order.git",
                "date-order"
            ),
            ("https://codeberg.org/someone/Atlas/", "https://codeberg.org/someone/Atlas", "Atlas"),
            ("http://localhost:8080/a.b_c", "http://localhost:8080/a.b_c", "a.b_c"),
        ] {
            let address = PackageAddress(packageURL: given)
            #expect(address?.url == url && address?.name == name, "\(given)")
        }
        for unnamed in ["https://example.org/", "https://example.org", "https://example.org/.git", "https://x.org/.a"] {
            #expect(PackageAddress(packageURL: unnamed) == nil, "\(unnamed)")
        }
        let files = try PreviewImageTests.build(baseURL: "https://octo.github.io/DateOrderAtlas/")
        let about = String(decoding: try #require(files.files["about.html"]), as: UTF8.self)
        let section = AnswerTests.section(about, from: "id=\"library\"", to: "<h2 id=\"")
        #expect(section.contains(".package(url: &quot;https://github.com/octo/DateOrderAtlas.git&quot;"))
        #expect(section.contains(".product(name: &quot;DateOrder&quot;, package: &quot;DateOrderAtlas&quot;)"))
        #expect(!section.contains("OWNER"))
        let unpublished = try #require(GeneratedSite.text("about.html"))
        #expect(unpublished.contains("https://github.com/OWNER/DateOrderAtlas.git"))
    }
}
