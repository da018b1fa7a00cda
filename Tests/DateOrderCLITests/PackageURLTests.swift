import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

@Suite("--package-url")
struct PackageURLTests {
    /// The library section of a built about page.
    static func librarySection(_ workspace: TemporaryFolder, _ output: String = "out") throws -> String {
        let data = try #require(FileManager.default.contents(atPath: workspace.path(output + "/about.html").path))
        let about = String(decoding: data, as: UTF8.self)
        let start = try #require(about.range(of: "id=\"library\""))
        let rest = about[start.upperBound...]
        return String(rest[..<(rest.range(of: "<h2 id=\"")?.lowerBound ?? rest.endIndex)])
    }

    @Test(
        "An address that is no absolute http(s) URL, or whose last part names no package, is a usage error before any work",
        arguments: [
            "github.com/octo/atlas.git", "git@github.com:octo/atlas.git", "https://github.com/octo/at\"las.git",
            "https://github.com/octo/atlas.git?ref=main", "https://github.com/octo/atlas#main", "https://github.com",
            "https://github.com/", "https://github.com/octo/.git", "https://github.com/octo/.atlas",
            "https://github.com/octo/at%20las.git", "https://github.com/octo/atlas`.git", "",
        ])
    func rejected(value: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let result = CommandRunner.run(
            ["build", "--output", "out", "--only", "de", "--package-url", value], in: workspace.url,
            environment: workspace.environment)
        expectUsageError(result, mentioning: "--package-url needs the package's Git address")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out").path))
    }

    @Test("A bad packageURL in the configuration file names the file and the key")
    func rejectedInConfiguration() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try Data(#"{"packageURL": "https://example.org/"}"#.utf8).write(to: workspace.path("atlas.json"))
        let result = CommandRunner.run(
            ["build", "--output", "out", "--only", "de"], in: workspace.url, environment: workspace.environment)
        expectUsageError(result, mentioning: "configuration file atlas.json: 'packageURL' needs the package's")
    }

    @Test(
        "The about page's install lines give the address and the name it ends with, on a custom domain too; a new address rebuilds the page"
    )
    func installLines() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let first = CommandRunner.run(
            [
                "build", "--output", "out", "--only", "de", "--base-url", "https://atlas.example.org/",
                "--package-url", "https://git.example.org/team/date-order.git/",
            ], in: workspace.url, environment: workspace.environment)
        #expect(first.code == .success, "\(first.err)")
        var section = try Self.librarySection(workspace)
        #expect(section.contains(".package(url: &quot;https://git.example.org/team/date-order.git&quot;"), "\(section)")
        #expect(section.contains(".product(name: &quot;DateOrder&quot;, package: &quot;date-order&quot;)"))
        #expect(!section.contains("OWNER"))
        // The build stamp must know the address: the same build with another one is no no-op.
        try Data(#"{"packageURL": "https://codeberg.org/someone/Atlas"}"#.utf8).write(to: workspace.path("atlas.json"))
        let second = CommandRunner.run(
            ["build", "--output", "out", "--only", "de", "--base-url", "https://atlas.example.org/"], in: workspace.url,
            environment: workspace.environment)
        #expect(second.code == .success, "\(second.err)")
        #expect(!second.out.contains(" 0 files written"), "\(second.out)")
        section = try Self.librarySection(workspace)
        #expect(section.contains(".package(url: &quot;https://codeberg.org/someone/Atlas&quot;"), "\(section)")
        #expect(section.contains("package: &quot;Atlas&quot;)"))
        // Without either, a custom domain says nothing of the repository: the placeholder stays.
        try FileManager.default.removeItem(at: workspace.path("atlas.json"))
        let third = CommandRunner.run(
            ["build", "--output", "out", "--only", "de", "--base-url", "https://atlas.example.org/"], in: workspace.url,
            environment: workspace.environment)
        #expect(third.code == .success, "\(third.err)")
        #expect(try Self.librarySection(workspace).contains("https://github.com/OWNER/DateOrderAtlas.git"))
    }
}
