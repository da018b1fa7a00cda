import Foundation
import TestSupport
import Testing

/// A build without `--base-url` writes relative preview and canonical URLs, which link previews cannot use: it
/// says so in one line on standard error, after the summary; with a base URL, and with `--check`, it says nothing.
@Suite("The note on relative URLs")
struct BaseURLNoteTests {
    @Test("build without --base-url notes once that previews need absolute URLs; with one, or with --check, no note")
    func note() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let plain = CommandRunner.run(["build", "--output", "plain", "--only", "en_CA"], in: workspace.url)
        #expect(plain.code == .success, "\(plain.err)")
        let notes = plain.err.split(separator: "\n").filter { $0.contains("--base-url") }
        #expect(notes.count == 1, "\(plain.err)")
        #expect(notes.first?.hasPrefix("dateorder: note: built without --base-url") == true, "\(plain.err)")
        #expect(notes.first?.contains("link previews") == true)
        let again = CommandRunner.run(["build", "--output", "plain", "--only", "en_CA"], in: workspace.url)
        #expect(again.out.contains(" 0 files written"), "\(again.out)")
        #expect(again.err.contains("built without --base-url"), "a no-op build says it too: \(again.err)")
        let absolute = CommandRunner.run(
            ["build", "--output", "absolute", "--only", "en_CA", "--base-url", "https://example.org/atlas/"],
            in: workspace.url)
        #expect(absolute.code == .success, "\(absolute.err)")
        #expect(!absolute.err.contains("--base-url"), "\(absolute.err)")
        let check = CommandRunner.run(["build", "--check", "--output", "plain", "--only", "en_CA"], in: workspace.url)
        #expect(check.code == .success, "\(check.err)")
        #expect(!check.err.contains("--base-url"), "\(check.err)")
    }
}
