import Foundation
import Testing

@testable import DateOrderCLI

@Suite("dateorder show and list")
struct ShowListCommandTests {
    @Test("show prints the primary order, pattern, sample and every template", arguments: [
        ("ja_JP", "YMD", "yyyy/MM/dd", "2026/04/15"), ("en-us", "MDY", "MM/dd/yyyy", "04/15/2026"),
        ("VI_vn", "DMY", "dd/MM/yyyy", "15/04/2026"),
    ])
    func show(identifier: String, order: String, pattern: String, sample: String) {
        let result = CommandRunner.run(["show", identifier])
        #expect(result.code == .success)
        #expect(result.out.contains("order:    \(order)"))
        #expect(result.out.contains("pattern:  \(pattern)"))
        #expect(result.out.contains("sample:   \(sample)"))
        for template in ["yMd", "yMMMd", "yMMMMd", "yM", "yMMMM", "Md", "MMMMd"] {
            #expect(result.out.contains("\n\(template) "), "template \(template)")
        }
    }

    @Test("show --json prints the profile")
    func showJSON() throws {
        let result = CommandRunner.run(["show", "ja_JP", "--json"])
        #expect(result.code == .success)
        let object = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["identifier"] as? String == "ja_JP")
        #expect(object["calendar"] as? String == "gregorian")
        #expect((object["formats"] as? [[String: Any]])?.first?["order"] as? String == "YMD")
    }

    @Test("show --template adds a template")
    func showTemplate() {
        let result = CommandRunner.run(["show", "de_DE", "--template", "yMMMEd"])
        #expect(result.code == .success)
        #expect(result.out.contains("yMMMEd"))
    }

    @Test("Bad input exits 64 with one message and the usage line", arguments: [
        ["show"], ["show", "zz_ZZ"], ["show", "en_US", "--bogus"], ["show", "en_US", "ja_JP"], ["show", "../x"],
        ["list", "--format"], ["list", "--format", "xml"], ["list", "--order", "XYZ"], ["list", "--order", "YM"],
        ["list", "--format", "csv", "--format", "json"], ["frobnicate"], [], ["show", "en_US", "--template", ""],
        ["show", "en_US", "--template", "'only literal'"], ["show", "en_US", "--json=yes"],
    ])
    func usageErrors(arguments: [String]) {
        let result = CommandRunner.run(arguments)
        #expect(result.code == .usage)
        #expect(result.out.isEmpty)
        let lines = result.err.split(separator: "\n")
        #expect(lines.count == 2, "\(result.err)")
        #expect(lines.first?.hasPrefix("dateorder: ") == true)
        #expect(lines.last?.hasPrefix("usage: dateorder") == true)
    }

    @Test("Unknown identifiers suggest the closest known ones")
    func suggestions() {
        let result = CommandRunner.run(["show", "en_UX"])
        #expect(result.err.contains("did you mean"))
        #expect(result.err.contains("en_US"))
    }

    @Test("--help and --version exit 0")
    func helpAndVersion() {
        let help = CommandRunner.run(["--help"])
        #expect(help.code == .success)
        for word in ["dateorder build", "dateorder show", "dateorder list", "Exit status"] { #expect(help.out.contains(word)) }
        let version = CommandRunner.run(["--version"])
        #expect(version.code == .success)
        #expect(version.out.hasPrefix("dateorder "))
    }

    @Test("list --format json has every identifier with order, pattern, orders and patterns keyed by template")
    func listJSON() throws {
        let result = CommandRunner.run(["list", "--format", "json"])
        #expect(result.code == .success)
        let array = try #require(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(array.count == Locale.availableIdentifiers.count)
        let ja = try #require(array.first { $0["identifier"] as? String == "ja_JP" })
        #expect(ja["order"] as? String == "YMD")
        #expect(ja["pattern"] as? String == "yyyy/MM/dd")
        let orders = try #require(ja["orders"] as? [String: String])
        #expect(orders["yMMMd"] == "YMD")
        #expect(orders["yM"] == "YM")
        let patterns = try #require(ja["patterns"] as? [String: String])
        #expect(patterns["yMMMMd"] == "y年M月d日")
    }

    @Test("list --order keeps only that primary order; TSV and CSV have one row per locale")
    func listFilters() {
        let ymd = CommandRunner.run(["list", "--order", "ymd"])
        let rows = ymd.out.split(separator: "\n").dropFirst()
        #expect(!rows.isEmpty)
        for row in rows { #expect(row.split(separator: "\t", omittingEmptySubsequences: false)[6] == "YMD") }
        let csv = CommandRunner.run(["list", "--format", "csv"])
        #expect(csv.out.components(separatedBy: "\r\n").filter { !$0.isEmpty }.count == Locale.availableIdentifiers.count + 1)
    }

    @Test("Output is byte-identical whatever TZ and LANG say")
    func independentOfEnvironment() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let first = try ExecutableRunner.run(["list", "--format", "json"], environment: ["PATH": path, "TZ": "UTC", "LANG": "C"])
        let second = try ExecutableRunner.run(["list", "--format", "json"], environment: [
            "PATH": path, "TZ": "Pacific/Kiritimati", "LANG": "ja_JP.UTF-8", "LC_ALL": "ar_SA.UTF-8",
        ])
        #expect(first.status == 0)
        #expect(second.status == 0)
        #expect(first.out.count > 100_000)
        #expect(first.out == second.out)
        let third = try ExecutableRunner.run(["show", "ar", "--json"], environment: ["PATH": path, "TZ": "America/Los_Angeles", "LANG": "de_DE.UTF-8"])
        let fourth = try ExecutableRunner.run(["show", "ar", "--json"], environment: ["PATH": path, "TZ": "Asia/Tokyo"])
        #expect(third.out == fourth.out)
    }
}
