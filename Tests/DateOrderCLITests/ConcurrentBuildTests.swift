import Foundation
import TestSupport
import Testing

/// Builds into one output take turns through the parent folder's lock, which covers the stamp as well as the swap:
/// racing builds leave exactly one build's site, and the stamp never claims a site that another build replaced.
@Suite("Concurrent builds", .serialized, .tags(.process))
struct ConcurrentBuildTests {
    static let small = ["--only", "de", "--only", "ja_JP", "--only", "ar"]
    static let optionsA = ["--template", "yMMMEd", "--base-url", "https://a.example/atlas/"] + small
    static let optionsB = ["--template", "MMMEd", "--base-url", "https://b.example/"] + small
    static let optionsC = ["--template", "Gy"] + small
    static let rounds = fullTests ? 16 : 4

    static func start(_ arguments: [String], in workspace: TemporaryFolder) throws -> Process {
        try workspace.startDateOrder(arguments)
    }

    @Test(
        "Two builds with different options racing into one output leave exactly one build's site, and a later no-op build is truthful"
    )
    func racingBuilds() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        // Each site alone, for reference (the output's path does not show in the site).
        var sites: [String: [String: Data]] = [:]
        for (name, options) in [("A", Self.optionsA), ("B", Self.optionsB), ("C", Self.optionsC)] {
            let built = try ExecutableRunner.outcome(
                ["build", "--output", "ref" + name] + options, environment: workspace.environment, in: workspace.url)
            #expect(built.status == 0, "\(built.err)")
            sites[name] = snapshot(workspace.path("ref" + name))
        }
        #expect(Set(sites.values).count == 3)
        func build(_ options: [String], check: Bool = false) throws -> ExecutableRunner.Outcome {
            try ExecutableRunner.outcome(
                ["build", "--output", "out"] + (check ? ["--check"] : []) + options,
                environment: workspace.environment, in: workspace.url)
        }
        var outcomes: [String] = []
        for round in 0..<Self.rounds {
            // From a third site, so both racing builds have pages to write and take turns at the lock.
            #expect(try build(Self.optionsC).status == 0)
            let first = try Self.start(["build", "--output", "out"] + Self.optionsA, in: workspace)
            let second = try Self.start(["build", "--output", "out"] + Self.optionsB, in: workspace)
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            let after = snapshot(workspace.path("out"))
            guard let winner = ["A", "B"].first(where: { sites[$0] == after }) else {
                expectSame(after, sites["A"]!, "round \(round): neither site; against A:")
                return
            }
            // The loser's options: a build must now write the loser's site. Had the loser recorded its stamp
            // over the winner's pages, this build would report nothing to do and leave the winner's site.
            let loser = winner == "A" ? "B" : "A"
            let options = loser == "A" ? Self.optionsA : Self.optionsB
            #expect(try build(options, check: true).status == 1)
            let rebuilt = try build(options)
            let report = String(decoding: rebuilt.out, as: UTF8.self)
            expectSame(snapshot(workspace.path("out")), sites[loser]!, "round \(round): build \(loser) said \(report)")
            let check = try build(options, check: true)
            #expect(check.status == 0, "round \(round): build \(loser) said \(report) but --check says \(check.err)")
            // Now a no-op: it says so, and it is true.
            let noop = try build(options)
            #expect(String(decoding: noop.out, as: UTF8.self).contains(" 0 files written"))
            expectSame(snapshot(workspace.path("out")), sites[loser]!, "round \(round): after the no-op")
            outcomes.append("\(round): \(winner) won")
        }
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: workspace.url.path)) ?? []).filter {
                $0.hasPrefix(".out.new-")
            }.isEmpty)
        print("ConcurrentBuildTests: " + outcomes.joined(separator: "; "))
    }

    @Test(
        "A build that cannot lock the output's parent folder fails before writing anything",
        .enabled(if: Unprivileged.isAvailable, Comment(rawValue: Unprivileged.unavailableReason)))
    func unlockableParent() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let parent = workspace.path("unreadable")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
        // Writable and searchable, but not readable: it cannot be opened to lock it.
        #expect(chmod(parent.path, 0o300) == 0)
        let result = try ExecutableRunner.outcome(
            ["build", "--output", "unreadable/out", "--only", "de"], environment: workspace.environment,
            in: workspace.url, prefix: try #require(Unprivileged.prefix))
        #expect(result.status == 1, "\(result.err)")
        #expect(result.err.contains("cannot lock"), "\(result.err)")
        #expect(result.err.contains("nothing was written"), "\(result.err)")
        #expect(chmod(parent.path, 0o755) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }
}
