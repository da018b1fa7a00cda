import Foundation
import TestSupport
import Testing

@testable import Atlas

/// README, "On failure nothing is lost": a build killed with `SIGKILL` "may leave a `.<output>.new-<pid>` folder
/// (ignored by this repository's `.gitignore` for `site/`)". If the staging name or the ignore rule changed alone,
/// `git add -A` after a killed `make site` would commit a whole second site.
@Suite("A killed build's staging folder is ignored by git")
struct StagingIgnoredTests {
    /// `git check-ignore --no-index` on `paths`, run in the repository: the paths git ignores.
    static func ignored(_ paths: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", TestPaths.root.path, "check-ignore", "--no-index"] + paths
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // 0: some are ignored, 1: none is; anything else is git failing.
        try #require(process.terminationStatus <= 1, "git check-ignore exited \(process.terminationStatus)")
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test("The staging folder of site/, with any PID, is ignored; site/ itself and other dot folders are not")
    func stagingOfSiteIgnored() throws {
        let writer = SiteWriter(output: TestPaths.root.appendingPathComponent("site"))
        let staging = [
            writer.stagingPrefix + "1/index.html", writer.stagingPrefix + "4194304/locales/de.html",
            writer.stagingPrefix + "2147483647/.dateorder-site",
        ]
        let kept = ["site/index.html", "site/.dateorder-site", ".github/workflows/pages.yml", ".ci/run"]
        #expect(try Self.ignored(staging + kept) == staging)
    }
}
