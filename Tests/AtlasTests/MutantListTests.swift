import Foundation
import TestSupport
import Testing

/// The README's paragraph on `make mutants` counts the deliberate bugs: the count must be the list's, and every
/// mutant must still apply (`--list` fails when the text one breaks no longer occurs exactly once).
@Suite("The mutant list and the README agree", .tags(.process))
struct MutantListTests {
    @Test("The README's mutant count is the number `scripts/mutants --list` prints")
    func readmeCountsTheList() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TestPaths.root.appendingPathComponent("scripts/mutants").path, "--list"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "a mutant no longer applies: see scripts/mutants --list")
        let names = output.split(separator: "\n").compactMap { $0.split(separator: " ").first }
        #expect(Set(names).count == names.count, "a mutant name is used twice")

        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let paragraph = try #require(readme.range(of: "`make mutants` tests the tests.")).lowerBound
        let counted = try #require(readme[paragraph...].firstMatch(of: /\((\d+)\s+in\s+all\)/))
        #expect(Int(counted.1) == names.count, "README says \(counted.1) mutants; the list has \(names.count)")
    }
}
