import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// `build --check`'s first line names the command that would refresh the folder it compared: the same arguments
/// without `--check`, or `make site` for this repository's `site/` built as `make site` builds it.
@Suite("build --check advice")
struct CheckAdviceTests {
    /// The advice at the end of the check's first line: what is between `` (run ` `` and `` ` to ``.
    static func advised(_ err: String, purpose: String) -> String? {
        let first = String(err.split(separator: "\n").first ?? "")
        guard let start = first.range(of: " (run `"), first.hasSuffix("` to \(purpose))") else { return nil }
        return String(first[start.upperBound...].dropLast("` to \(purpose))".count))
    }

    /// The words a POSIX shell reads from a command line (single quotes and `'\''` only, as the advice writes them).
    static func shellWords(_ line: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let script = "set -- " + line + "; for word in \"$@\"; do printf '%s\\0' \"$word\"; done"
        process.arguments = ["-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    @Test(
        "A stale folder's advice is the same command without --check, quoted for a shell, and running it refreshes it",
        arguments: [
            (["--output", "out", "--only", "de"], "dateorder build --output out --only de"),
            (
                ["--only", "de", "--check", "--output=out", "--template", "it's d"],
                "dateorder build --only de --output=out --template 'it'\\''s d'"
            ),
            (["--output", "site", "--only", "de"], "dateorder build --output site --only de"),
        ])
    func staleFolder(arguments: [String], expected: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("Makefile", "site:\n\tdateorder build --output site\n")
        let output = arguments.contains("site") ? "site" : "out"
        #expect(CommandRunner.run(["build", "--output", output, "--only", "de"], in: workspace.url).code == .success)
        try workspace.write(output + "/index.html", "edited")
        let checkArguments = ["build"] + (arguments.contains("--check") ? arguments : ["--check"] + arguments)
        let check = CommandRunner.run(checkArguments, in: workspace.url)
        #expect(check.code == .failure)
        let advice = try #require(Self.advised(check.err, purpose: "update it"), "\(check.err)")
        #expect(advice == expected)
        #expect(!check.err.contains("make site"), "\(check.err)")
        let words = try Self.shellWords(advice)
        #expect(Array(words.prefix(2)) == ["dateorder", "build"])
        #expect(CommandRunner.run(Array(words.dropFirst()), in: workspace.url).code == .success)
        #expect(CommandRunner.run(checkArguments, in: workspace.url).code == .success)
    }

    @Test("A folder that does not exist is advised the build that makes it")
    func missingFolder() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let check = CommandRunner.run(["build", "--check", "--output", "new site", "--only", "de"], in: workspace.url)
        #expect(check.code == .failure)
        #expect(Self.advised(check.err, purpose: "build it") == "dateorder build --output 'new site' --only de")
    }

    @Test(
        "The working directory's site/ with no other option is advised `make site` beside a Makefile, else the command",
        arguments: [true, false])
    func repositorySite(withMakefile: Bool) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        // `make site` reads atlas.json as the check did.
        try workspace.write("atlas.json", "{\"only\": [\"de\"]}")
        if withMakefile { try workspace.write("Makefile", "site:\n\tdateorder build --output site\n") }
        #expect(CommandRunner.run(["build"], in: workspace.url).code == .success)
        try workspace.write("site/index.html", "edited")
        for arguments in [["build", "--check"], ["build", "--check", "--output", "./site/"]] {
            let check = CommandRunner.run(arguments, in: workspace.url)
            #expect(check.code == .failure)
            let expected =
                withMakefile
                ? "make site" : (["dateorder"] + arguments.filter { $0 != "--check" }).joined(separator: " ")
            #expect(Self.advised(check.err, purpose: "update it") == expected, "\(check.err)")
        }
    }
}
