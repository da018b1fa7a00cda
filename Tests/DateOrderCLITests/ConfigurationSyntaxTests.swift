import Atlas
import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// A configuration file that is not JSON is reported with what is wrong and where, in words, never Foundation's
/// `Invalid value around character N`, which it says for text after the object, a missing comma, a key without
/// quotes and a bare word alike.
@Suite("atlas.json syntax")
struct ConfigurationSyntaxTests {
    @Test(
        "Each kind of JSON mistake in atlas.json is named, with its line and column, and nothing is built",
        arguments: [
            (
                "{\"output\": \"x\"} trailing",
                "text after the end of the JSON object at line 1, column 17: 'trailing'"
            ),
            (
                "{\"output\": \"x\"}\n# comment",
                "text after the end of the JSON object at line 2, column 1: '# comment'"
            ),
            ("{\"output\": \"x\"}}", "text after the end of the JSON object at line 1, column 16: '}'"),
            (
                "{\"output\": \"x\"\n \"only\": [\"de\"]}",
                "expected ',' or '}' after a value at line 2, column 2, found '\"only\": [\"de\"]}'"
            ),
            ("{\"only\": [\"de\" \"fr\"]}", "expected ',' or ']' after a value at line 1, column 16, found '\"fr\"]}'"),
            ("{output: \"x\"}", "expected a key in double quotes at line 1, column 2, found 'output: \"x\"}'"),
            ("{'output': 'x'}", "expected a key in double quotes at line 1, column 2, found ''output': 'x'}'"),
            ("{\"output\" \"x\"}", "expected ':' after a key at line 1, column 11, found '\"x\"}'"),
            (
                "{\"output\": x}",
                "expected a value (a string in double quotes, a number, true, false, null, [ or {) at "
                    + "line 1, column 12, found 'x}'"
            ),
            ("{\"output\": \"a\tb\"}", "a control character (U+0009) inside a string at line 1, column 14"),
            ("{\"output\": \"\\q\"}", "an escape JSON does not have inside a string at line 1, column 13: '\\q\"}'"),
            ("{\"output\": \"\\ud800\"}", "a high surrogate escape without a low one after it at line 1, column 13"),
            ("{\"output\": \"\\udc00\"}", "a low surrogate escape without a high one before it at line 1, column 13"),
            ("{\"output\": 01}", "a number JSON does not allow at line 1, column 12: '01}'"),
            (
                "{\"output\": \"é\u{1F600}\", \"only\": [\"de\",]}",
                "a comma before a closing bracket at line 1, column 31"
            ),
        ])
    func mistakes(config: String, reason: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("atlas.json", config)
        let result = CommandRunner.run(["build", "--only", "de"], in: workspace.url)
        expectUsageError(result)
        #expect(
            result.err.hasPrefix("dateorder: configuration file atlas.json is not valid JSON: " + reason),
            "\(result.err)")
        #expect(!result.err.contains("Invalid value"), "\(result.err)")
        #expect(workspace.read("site/index.html") == nil)
    }

    @Test(
        "An export diff or build --previous reads that is not JSON is told what is wrong and where, not 'invalid JSON'",
        arguments: [
            ("[{\"identifier\": \"de\"}]\njunk", "text after the end of the JSON array at line 2, column 1: 'junk'"),
            (
                "[{\"identifier\": \"de\"}\n {\"identifier\": \"fr\"}]",
                "expected ',' or ']' after a value at line 2, column 2"
            ),
            ("[{\"identifier\": \"de\",\n", "the file ends before its JSON does (after line 1, column 21)"),
        ])
    func exportMistakes(export: String, reason: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try workspace.write("old.json", export)
        try workspace.write("new.json", "[{\"identifier\": \"de\"}]")
        let diff = CommandRunner.run(["diff", "old.json", "new.json"], in: workspace.url)
        expectUsageError(diff, mentioning: "old.json: not a locales.json export (invalid JSON: " + reason)
        let build = CommandRunner.run(["build", "--only", "de", "--previous", "old.json"], in: workspace.url)
        expectUsageError(build, mentioning: "old.json: not a locales.json export (invalid JSON: " + reason)
    }

    @Test("An unknown key one or two letters off a known one, case aside, is answered with that key")
    func misspelledKeys() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        var checked = 0
        for key in BuildConfiguration.keys.sorted() {
            let swapped =
                String(key.prefix(2)) + String(key.dropFirst(3).prefix(1)) + String(key.dropFirst(2).prefix(1))
                + String(key.dropFirst(4))
            let typos: [String] = [key.lowercased(), key.prefix(1).uppercased() + key.dropFirst(), swapped]
            for typo in typos where typo != key {
                try workspace.write("atlas.json", "{\"\(typo)\": \"x\"}")
                let result = CommandRunner.run(["build", "--only", "de"], in: workspace.url)
                expectUsageError(
                    result, mentioning: "unknown key '\(typo)'; did you mean \(key)? (known: baseURL, locales, ")
                checked += 1
            }
        }
        #expect(checked >= 16)
        try workspace.write("atlas.json", "{\"sitemap\": \"x\"}")
        expectUsageError(
            CommandRunner.run(["build", "--only", "de"], in: workspace.url),
            mentioning: "unknown key 'sitemap' (known: baseURL, ")
    }

    @Test("Nesting deeper than any parser takes is refused, not a crash, in atlas.json and in an export")
    func deepNesting() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
        #expect(JSONSyntax.firstProblem(in: Array(deep.utf8)) == nil)
        #expect(JSONSyntax.firstProblem(in: Array(deep.dropLast().utf8))?.hasPrefix("the file ends before") == true)
        try workspace.write("atlas.json", "{\"only\": " + deep + "}")
        expectUsageError(
            CommandRunner.run(["build", "--only", "de"], in: workspace.url),
            mentioning: "configuration file atlas.json is not valid JSON: ")
        try workspace.write("atlas.json", "{}")
        try workspace.write("old.json", deep)
        try workspace.write("new.json", "[{\"identifier\": \"de\"}]")
        expectUsageError(
            CommandRunner.run(["diff", "old.json", "new.json"], in: workspace.url),
            mentioning: "old.json: not a locales.json export")
    }

    @Test(
        "A configuration read from a pipe (--config /dev/stdin) has its paths relative to the working directory, never to /dev (was: the site built into /dev/<output>)",
        .tags(.process), arguments: ["/dev/stdin", "/proc/self/fd/0"])
    func pipedConfiguration(name: String) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let output = "piped-\(ProcessInfo.processInfo.processIdentifier)"
        defer {
            for folder in ["/dev/", "/proc/self/fd/"] { try? FileManager.default.removeItem(atPath: folder + output) }
        }
        try workspace.write("piped.json", "{\"output\": \"\(output)\", \"only\": [\"de\"]}")
        var environment = CommandRunner.cacheEnvironment
        environment["DATEORDER_CACHE"] = "off"
        // `cat piped.json | dateorder build --config /dev/stdin`: standard input a pipe, as in CI.
        let result = try ExecutableRunner.outcome(
            ["build", "--config", name], environment: environment, in: workspace.url,
            prefix: ["/bin/sh", "-c", "cat piped.json | \"$0\" \"$@\""])
        #expect(result.status == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: workspace.path(output + "/locales/de.html").path))
        #expect(!FileManager.default.fileExists(atPath: "/dev/" + output))
    }

    @Test(
        "A regular configuration file under /dev (/dev/shm/atlas.json) has its paths relative to its folder; only descriptor names (/dev/stdin, /dev/fd/N, /proc/<pid>/fd/N) are read as pipes"
    )
    func configurationUnderDev() throws {
        for name in [
            "/dev/stdin", "/dev/fd/63", "/dev/fd/0", "/proc/self/fd/0", "/proc/thread-self/fd/3", "/proc/1/fd/9",
        ] {
            #expect(BuildCommand.isDescriptorName(name), "\(name)")
        }
        for name in ["/dev/shm/atlas.json", "/dev/fd", "/dev/fd/x", "/proc/self/fd", "/proc/self/status", "/stdin"] {
            #expect(!BuildCommand.isDescriptorName(name), "\(name)")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: "/dev/shm", isDirectory: &isFolder), isFolder.boolValue else {
            return
        }
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let tag = "atlas-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let config = "/dev/shm/\(tag).json"
        let output = "/dev/shm/\(tag)-site"
        defer {
            try? FileManager.default.removeItem(atPath: config)
            try? FileManager.default.removeItem(atPath: output)
        }
        let templates = workspace.path("Templates").path
        try Data("{\"output\": \"\(tag)-site\", \"only\": [\"de\"], \"templatesDirectory\": \"\(templates)\"}".utf8)
            .write(to: URL(fileURLWithPath: config))
        #expect(BuildCommand.isNamedFile(URL(fileURLWithPath: config)))
        var environment = CommandRunner.cacheEnvironment
        environment["DATEORDER_CACHE"] = "off"
        let result = CommandRunner.run(["build", "--config", config], in: workspace.url, environment: environment)
        #expect(result.code == .success, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: output + "/locales/de.html"))
        #expect(!FileManager.default.fileExists(atPath: workspace.path(tag + "-site").path))
    }

    @Test("Bytes that are not UTF-8 are placed too")
    func notUTF8() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        try Data("{\n \"output\": \"caf\u{FF}\"}".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xBF })
            .write(to: workspace.path("atlas.json"))
        let result = CommandRunner.run(["build", "--only", "de"], in: workspace.url)
        #expect(result.code == .usage)
        #expect(result.err.contains("bytes that are not UTF-8 at line 2, column 16"), "\(result.err)")
    }

    /// Texts near a valid configuration: one byte of it deleted, doubled, or replaced by a character JSON gives a
    /// meaning to, at a seeded place.
    static func mutants(of text: String, count: Int, seed: UInt64) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        let bytes = Array(text.utf8)
        let replacements = Array("{}[]\",:\\ \n0-1etruafln.Ee+x'".utf8)
        return (0..<count).map { _ in
            var mutant = bytes
            let place = Int.random(in: 0..<mutant.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: mutant.remove(at: place)
            case 1: mutant.insert(mutant[place], at: place)
            default: mutant[place] = replacements.randomElement(using: &random)!
            }
            return mutant
        }
    }

    @Test("The check passes what Foundation's parser takes but for trailing commas, and finds every text it refuses")
    func agreesWithFoundation() throws {
        let config = """
            { "output": "site", "baseURL": "https://example.org/atlas/", "count": [1, -2.5e+3, 0.25, true, false,
              null, {}, [], {"a": "\\u00e9\\ud83d\\ude00\\n\\"\\\\\\/"}] }
            """
        #expect(JSONSyntax.firstProblem(in: Array(config.utf8)) == nil)
        let export = try Data(contentsOf: TestPaths.root.appendingPathComponent("site/data/locales.json"))
        #expect(JSONSyntax.firstProblem(in: [UInt8](export)) == nil)
        var refused = 0
        for mutant in Self.mutants(of: config, count: 4_000, seed: 0x5EED_0A71) {
            let problem = JSONSyntax.firstProblem(in: mutant)
            let parsed = try? JSONSerialization.jsonObject(with: Data(mutant), options: .fragmentsAllowed)
            if parsed == nil {
                refused += 1
                #expect(problem != nil, "\(String(decoding: mutant, as: UTF8.self))")
            } else if problem != nil {
                #expect(
                    problem!.hasPrefix("a comma before a closing bracket"),
                    "\(problem!): \(String(decoding: mutant, as: UTF8.self))")
            }
        }
        #expect(refused > 1_000)
    }
}
