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
        let workflow = try Self.workflow(file)
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

    @Test("The Pages workflow takes its base URL and the docs' path from where Pages serves the site, not from a guess")
    func pagesAddressFromConfigurePages() throws {
        let url = TestPaths.root.appendingPathComponent(".github/workflows/pages.yml")
        let workflow = try String(contentsOf: url, encoding: .utf8)
        let lines = workflow.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        let configure = lines.firstIndex { $0.contains("uses: actions/configure-pages@") }
        let build = lines.firstIndex { $0.contains("dateorder build") && $0.contains("--base-url") }
        let docs = lines.firstIndex { $0.contains("DOCS_BASE_PATH=") }
        #expect(configure != nil && build != nil && docs != nil)
        if let configure, let build, let docs {
            #expect(configure < build && configure < docs)
            #expect(lines[build].contains("--base-url \"${{ steps.pages.outputs.base_url }}/\""), "\(lines[build])")
            // The install lines name the repository the workflow runs in, on a custom domain too; the option is on
            // the next line of the folded command.
            #expect(
                lines[build...].prefix(2).contains {
                    $0.contains("--package-url \"${{ github.server_url }}/${{ github.repository }}.git\"")
                }, "\(lines[build...].prefix(2))")
            #expect(lines[docs].contains("${{ steps.pages.outputs.base_path }}/docs"), "\(lines[docs])")
            // The documentation's install lines name that repository too (the next line, then scripts/docs).
            let docsCommand = lines[docs...].prefix(2)
            #expect(
                docsCommand.contains {
                    $0.contains("DOCS_PACKAGE_URL=\"${{ github.server_url }}/${{ github.repository }}.git\"")
                        && $0.contains("scripts/docs _site/docs")
                }, "\(docsCommand)")
        }
        // a user site (OWNER.github.io) or a custom domain has no repository folder to guess
        #expect(!workflow.contains(".github.io/${{ github.event.repository.name }}"))
    }

    /// The Swift version the README says the atlas was generated with: "(1,034 identifiers on Swift 6.3.1 / Linux)".
    /// The text of the workflow `file` (`pages.yml`).
    static func workflow(_ file: String) throws -> String {
        let url = TestPaths.root.appendingPathComponent(".github/workflows").appendingPathComponent(file)
        return try String(contentsOf: url, encoding: .utf8)
    }

    static func readmeToolchain() throws -> String {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let after = try #require(readme.components(separatedBy: " identifiers on Swift ").dropFirst().first)
        return String(after.prefix { $0.isNumber || $0 == "." })
    }

    @Test(
        "A container job names the exact toolchain site/ was made with, never a floating tag that takes in new ICU data",
        arguments: ["pages.yml", "release.yml"])
    func containerToolchainIsPinned(file: String) throws {
        let workflow = try Self.workflow(file)
        let toolchain = try Self.readmeToolchain()
        #expect(toolchain.split(separator: ".").count == 3, "README's toolchain: \(toolchain)")
        let images = workflow.split(separator: "\n").filter { $0.hasPrefix("    container:") }
        #expect(!images.isEmpty, "\(file) has no container job")
        for image in images {
            // swift:6.3-bookworm follows every 6.3.x release: a push after one fails build --check for no change of
            // its own
            #expect(
                image.trimmingCharacters(in: .whitespaces) == "container: swift:\(toolchain)-bookworm",
                "\(file): \(image)")
        }
    }
}
