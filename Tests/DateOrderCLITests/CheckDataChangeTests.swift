import Foundation
import TestSupport
import Testing

/// `build --check` on a stale site says whether the data changed (what a new toolchain's ICU data does: the CI log's
/// first question) or only the pages (the tool or its templates), counting the data's changes as `dateorder diff`
/// does, between the folder's `data/locales.json` and the one a build would write now.
@Suite("build --check says whether the data changed")
struct CheckDataChangeTests {
    /// Builds de and fr into `out`, lets `edit` change the built export's records, and returns the check's second
    /// line (the first names the counts of files).
    static func secondLine(editing edit: ((inout [[String: Any]]) throws -> Void)?, page: Bool = false) throws -> String
    {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let arguments = ["--output", "out", "--only", "de", "--only", "fr"]
        let built = CommandRunner.run(["build"] + arguments, in: workspace.url)
        try #require(built.code == .success, "\(built.err)")
        if let edit {
            let export = try #require(workspace.read("out/data/locales.json"))
            var records = try #require(JSONSerialization.jsonObject(with: Data(export.utf8)) as? [[String: Any]])
            try edit(&records)
            try workspace.write(
                "out/data/locales.json",
                String(decoding: try JSONSerialization.data(withJSONObject: records), as: UTF8.self))
        }
        if page { try workspace.write("out/index.html", "edited") }
        let check = CommandRunner.run(["build", "--check"] + arguments, in: workspace.url)
        #expect(check.code == .failure)
        let lines = check.err.split(separator: "\n").map(String.init)
        return try #require(lines.dropFirst().first, "\(check.err)")
    }

    @Test("A locale whose order and pattern changed, one gone: the data changed, counted as diff counts it")
    func dataChanged() throws {
        let line = try Self.secondLine { records in
            var patterns = try #require(records[0]["patterns"] as? [String: String])
            var orders = try #require(records[0]["orders"] as? [String: String])
            patterns["yMd"] = "M/d/y"
            orders["yMd"] = "MDY"
            records[0]["patterns"] = patterns
            records[0]["orders"] = orders
            // the folder's export listed a locale the build no longer gives
            var gone = records[1]
            gone["identifier"] = "fr_XX"
            records.append(gone)
        }
        #expect(
            line
                == "  data/locales.json: the data changed, 0 added, 1 removed, 1 changed (orders.yMd in 1, patterns.yMd "
                + "in 1); dateorder diff OLD NEW lists each change", "\(line)")
    }

    @Test("An export whose wording only differs (a headline), or an untouched one under a stale page, is said so")
    func pagesOnly() throws {
        let wording = try Self.secondLine { records in records[0]["headline"] = "reworded" }
        #expect(
            wording
                == "  data/locales.json differs in wording only (headline in 1): the data dateorder diff compares is the same",
            "\(wording)")
        let pages = try Self.secondLine(editing: nil, page: true)
        #expect(pages == "  data/locales.json is up to date: the data is the same, the pages are not", "\(pages)")
    }

    @Test("A template only the folder's export has, named with an escape sequence, is counted, never printed")
    func hostileTemplateCounted() throws {
        let line = try Self.secondLine { records in
            var patterns = try #require(records[0]["patterns"] as? [String: String])
            patterns["y\u{1B}[2J"] = "y"
            records[0]["patterns"] = patterns
        }
        #expect(
            line
                == "  data/locales.json: the data changed, 0 added, 0 removed, 0 changed; templates: 0 added, 1 removed; "
                + "dateorder diff OLD NEW lists each change", "\(line)")
    }

    /// The check's lines after the first, for de and fr built into `out` and then `chmod 0600` on `chmodded` (as
    /// a build under `umask 077` leaves them), with `edited` given other bytes.
    static func linesAfterChmod(_ chmodded: [String], edited: [String] = []) throws -> [String] {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let arguments = ["--output", "out", "--only", "de", "--only", "fr"]
        let built = CommandRunner.run(["build"] + arguments, in: workspace.url)
        try #require(built.code == .success, "\(built.err)")
        for path in chmodded { #expect(chmod(workspace.path("out/" + path).path, 0o600) == 0) }
        for path in edited { try workspace.write("out/" + path, "edited") }
        let check = CommandRunner.run(["build", "--check"] + arguments, in: workspace.url)
        #expect(check.code == .failure)
        return check.err.split(separator: "\n").map(String.init).dropFirst().map { $0 }
    }

    @Test(
        "Files whose bytes are the build's and whose permissions are not are said so, never 'differs in wording only'"
    )
    func permissionsOnly() throws {
        let whole = try Self.linesAfterChmod(["data/locales.json", "index.html", "locales/de.html"])
        #expect(
            whole.first?.hasPrefix("  3 stale files differ only in their permissions: a build writes 0") == true,
            "\(whole)")
        #expect(whole.first?.hasSuffix(" (0666 less the umask)") == true, "\(whole)")
        #expect(!whole.contains { $0.contains("wording") || $0.contains("the pages are not") }, "\(whole)")
        // An export with the build's bytes under a page that changed: the data is the same, one file's mode differs.
        let mixed = try Self.linesAfterChmod(["data/locales.json"], edited: ["about.html"])
        #expect(
            Array(mixed.prefix(2)) == [
                "  data/locales.json is up to date: the data is the same, the pages are not",
                "  1 stale file differs only in its permissions: a build writes "
                    + (whole.first?.components(separatedBy: "writes ").last ?? "?"),
            ], "\(mixed)")
    }
}
