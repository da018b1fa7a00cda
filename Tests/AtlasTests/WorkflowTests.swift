import Foundation
import TestSupport
import Testing

/// The GitHub workflows, read as text: what they run must work in the container they run it in.
@Suite("The GitHub workflows")
struct WorkflowTests {
    /// The jobs of a workflow: each job's name and its lines, in order.
    static func jobs(_ workflow: String) -> [(name: String, lines: [Substring])] {
        var jobs: [(name: String, lines: [Substring])] = []
        var inJobs = false
        for line in workflow.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" "), !line.hasPrefix("#"), !line.isEmpty {
                inJobs = line == "jobs:"
                continue
            }
            guard inJobs else { continue }
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                jobs.append((String(line.dropFirst(2).dropLast()), []))
            } else if !jobs.isEmpty {
                jobs[jobs.count - 1].lines.append(line)
            }
        }
        return jobs
    }

    @Test(
        "A container job trusts its checkout before its tests run git (ConsumerPackageTests' git ls-files)",
        arguments: ["pages.yml", "release.yml"])
    func containerJobsTrustTheCheckout(file: String) throws {
        let url = TestPaths.root.appendingPathComponent(".github/workflows").appendingPathComponent(file)
        let workflow = try String(contentsOf: url, encoding: .utf8)
        let jobs = Self.jobs(workflow)
        #expect(!jobs.isEmpty, "no jobs read from \(file)")
        for job in jobs where job.lines.contains(where: { $0.hasPrefix("    container:") }) {
            let commands = job.lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
            guard let tests = commands.firstIndex(where: { $0.contains("make test") || $0.contains("swift test") })
            else { continue }
            let trust = commands.firstIndex { $0.contains("git config --global --add safe.directory") }
            #expect(
                trust.map { $0 < tests } == true,
                "\(file), job \(job.name): runs the tests in a container without trusting the checkout first")
        }
    }
}
