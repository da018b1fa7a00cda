import Foundation
import TestSupport
import Testing

@Suite("build keeps a render memo beside its stamps")
struct RenderMemoCommandTests {
    static let small = ["--only", "de", "--only", "de_DE", "--only", "ar_EG"]

    static func memos(_ workspace: TemporaryFolder) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: workspace.path(".cache/renders").path))?
            .filter { $0.hasSuffix(".memo") } ?? []
    }

    @Test(
        "A build writes one memo per output; the next build uses it and its site checks clean; caching off writes none")
    func memoAcrossBuilds() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        var environment = workspace.environment
        environment["DATEORDER_TIMINGS"] = "1"
        let first = CommandRunner.run(
            ["build", "--output", "out"] + Self.small, in: workspace.url, environment: environment)
        #expect(first.code == .success, "\(first.err)")
        #expect(first.err.contains("render memo stored (0 of "), "\(first.err)")
        #expect(Self.memos(workspace).count == 1)

        let added = ["--template", "yMMMEd"]
        let second = CommandRunner.run(
            ["build", "--output", "out"] + Self.small + added, in: workspace.url, environment: environment)
        #expect(second.code == .success, "\(second.err)")
        #expect(!second.err.contains("render memo stored (0 of "), "the second build reuses: \(second.err)")
        let check = CommandRunner.run(
            ["build", "--check", "--output", "out"] + Self.small + added, in: workspace.url,
            environment: workspace.environment)
        #expect(check.code == .success, "\(check.out)\(check.err)")
        #expect(Self.memos(workspace).count == 1, "one memo per output folder")

        environment["DATEORDER_CACHE"] = "off"
        let off = CommandRunner.run(
            ["build", "--output", "other"] + Self.small, in: workspace.url, environment: environment)
        #expect(off.code == .success, "\(off.err)")
        #expect(!off.err.contains("render memo"))
        #expect(Self.memos(workspace).count == 1)
    }
}
