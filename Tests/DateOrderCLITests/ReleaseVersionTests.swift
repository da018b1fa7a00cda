import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// README, "Use it in your app": each version is tagged by the Release workflow, "the version `dateorder
/// --version` prints, `0.2.0` first; once a tag exists, `from: "0.2.0"` … follows releases". The workflow reads
/// the version out of the source with `sed`; a rewritten declaration it no longer matches would tag nothing.
@Suite("The Release workflow tags the version --version prints")
struct ReleaseVersionTests {
    @Test("The workflow's own sed command, run on the source, reads the version --version prints")
    func workflowReadsTheVersion() throws {
        let workflow = try String(
            contentsOf: TestPaths.root.appendingPathComponent(".github/workflows/release.yml"), encoding: .utf8)
        // `version=$(sed -n '…' Sources/DateOrderCLI/DateOrderCommand.swift)`
        let line = try #require(
            workflow.split(separator: "\n").first { $0.contains("version=$(sed ") }, "release.yml reads no version")
        let command = try #require(
            line.components(separatedBy: "version=$(").dropFirst().first.map { String($0.dropLast()) })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = TestPaths.root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let read = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(read == DateOrderCommand.version, "the workflow reads '\(read)'")
        #expect(CommandRunner.run(["--version"]).out == "dateorder \(DateOrderCommand.version)\n")
        // The README's `from:` is a version the workflow tags: a semantic version no later than this one.
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let from = try #require(readme.firstMatch(of: /`from: "([0-9]+)\.([0-9]+)\.([0-9]+)"`/))
        let current = DateOrderCommand.version.split(separator: ".").compactMap { Int($0) }
        let said = [from.1, from.2, from.3].compactMap { Int($0) }
        #expect(current.count == 3 && said.lexicographicallyPrecedes(current) || said == current, "\(said)")
    }
}
