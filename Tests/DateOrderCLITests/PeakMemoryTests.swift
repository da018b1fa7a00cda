import Foundation
import TestSupport
import Testing

/// The README promises that a build never holds the whole site in memory: each file goes to the staging folder as it
/// is rendered. The whole site is 53 MB of files; a build that held them all for the writer peaked at 156–160 MiB,
/// one that writes each as it comes at 118–122 MiB (the binary `make site` runs, full site, two threads).
@Suite("Memory")
struct PeakMemoryTests {
    /// Runs the process and prints its peak resident size (KiB, from the kernel's accounting of waited-for children)
    /// on standard error, after the child's own output.
    static let measure = """
        import resource, subprocess, sys
        status = subprocess.run(sys.argv[1:]).returncode
        print("peak-kib", resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)
        sys.exit(status)
        """

    @Test(
        "A build of the whole site peaks under 140 MiB: no page is held after it is written",
        .tags(.process))
    func wholeSitePeak() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        var environment = workspace.environment
        environment["DATEORDER_CACHE"] = "off"
        environment["DATEORDER_THREADS"] = "2"
        let outcome = try ExecutableRunner.outcome(
            ["build", "--output", "out"], environment: environment, in: workspace.url,
            prefix: ["/usr/bin/env", "python3", "-c", Self.measure])
        #expect(outcome.status == 0, "\(outcome.err)")
        let line = try #require(outcome.err.split(separator: "\n").last { $0.hasPrefix("peak-kib ") })
        let kib = try #require(Int(line.dropFirst("peak-kib ".count)))
        #expect(kib < 140 * 1024, "peak resident size \(kib / 1024) MiB")
        #expect(workspace.read("out/index.html") != nil)
    }
}
