import Foundation
import TestSupport
import Testing

@Suite("Killing a build", .serialized, .tags(.slow, .process))
struct HostileKillTests {
    /// Every eighth locale (about 130): enough pages for a write phase worth hitting, a fraction of a full build.
    static let locales = stride(from: 0, to: Locale.availableIdentifiers.count, by: 8).map {
        Locale.availableIdentifiers.sorted()[$0]
    }.flatMap { ["--only", $0] }
    static let siteA = ["--template", "yMMMEd"] + locales
    static let siteB = ["--template", "MMMEd", "--template", "Gy"] + locales
    /// Kill moments: one of each kind by default (anywhere, twice while assembling, right after the swap); three
    /// of each with `DATEORDER_FULL_TESTS=1`.
    static let rounds = fullTests ? 12 : 4

    /// Starts `dateorder build --output out` with extra arguments in `directory`, output discarded.
    static func start(_ executable: URL, _ arguments: [String], in workspace: TemporaryFolder) throws -> Process {
        try workspace.startDateOrder(["build", "--output", "out"] + arguments)
    }

    /// The staging folders beside `out`.
    static func staging(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter {
            $0.hasPrefix(".out.new-")
        }
    }

    /// Waits until a staging folder appears or the process ends; returns whether one appeared.
    static func waitForStaging(_ process: Process, in directory: URL) -> Bool {
        let known = Set(staging(in: directory))
        while process.isRunning {
            if !Set(staging(in: directory)).subtracting(known).isEmpty { return true }
            usleep(1_000)
        }
        return false
    }

    /// The inode of a folder, which changes when the atomic exchange puts the staging folder in its place.
    static func inode(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.systemFileNumber] as? Int
    }

    /// Waits until the output folder was swapped or the process ends; returns whether it was swapped.
    static func waitForSwap(_ process: Process, output: URL, from inode: Int?) -> Bool {
        while process.isRunning {
            if Self.inode(output) != inode { return true }
            usleep(200)
        }
        return false
    }

    @Test(
        "Ctrl-C or kill (SIGINT, SIGTERM, SIGHUP) while the new site is assembled removes the staging folder, keeps the old site and exits 128+signal",
        arguments: [SIGINT, SIGTERM, SIGHUP])
    func interruptedBuilds(signal number: Int32) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let directory = workspace.url
        let output = directory.appendingPathComponent("out")
        let first = try Self.start(TestPaths.executable!, Self.siteA, in: workspace)
        first.waitUntilExit()
        try #require(first.terminationStatus == 0)
        let siteA = snapshot(output)

        let log = directory.appendingPathComponent("errors.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let errors = try FileHandle(forWritingTo: log)
        let process = try workspace.startDateOrder(["build", "--output", "out"] + Self.siteB, errors: errors)
        try #require(Self.waitForStaging(process, in: directory), "the build ended before it staged a file")
        usleep(20_000)
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        try errors.close()
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + number, "\(said)")
        #expect(said.contains("dateorder: interrupted") && said.contains("the previous site is unchanged"), "\(said)")
        #expect(Self.staging(in: directory).isEmpty, "left \(Self.staging(in: directory))")
        expectSame(snapshot(output), siteA, "after the interrupted build:")
    }

    @Test("A signal ignored when the build started (nohup, a script's background job) stays ignored")
    func ignoredSignalsStayIgnored() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // As `nohup` does: SIGHUP ignored, then the tool in the shell's place.
        process.arguments =
            ["-c", "trap '' HUP; exec \"$0\" \"$@\"", TestPaths.executable!.path, "build", "--output", "out"]
            + Self.siteB
        process.currentDirectoryURL = workspace.url
        process.environment = workspace.environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try #require(Self.waitForStaging(process, in: workspace.url), "the build ended before it staged a file")
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: workspace.path("out/index.html").path))
    }

    @Test(
        "A build killed with SIGKILL at seeded random moments leaves exactly the old site or exactly the new one; the next build cleans up"
    )
    func killedBuilds() throws {
        let executable = try #require(TestPaths.executable, "the dateorder executable was not found beside the tests")
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let directory = workspace.url
        let output = directory.appendingPathComponent("out")

        // Site A, then site B with timings: the whole run, and the write phase (staging folder → exit).
        let first = try Self.start(executable, Self.siteA, in: workspace)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        let siteA = snapshot(output)
        let clock = ContinuousClock()
        let began = clock.now
        let second = try Self.start(executable, Self.siteB, in: workspace)
        #expect(Self.waitForStaging(second, in: directory))
        let writeBegan = clock.now
        second.waitUntilExit()
        let ended = clock.now
        #expect(second.terminationStatus == 0)
        let siteB = snapshot(output)
        #expect(siteA.count > 100 && siteB.count > 100)
        #expect(siteA != siteB)
        let whole = (ended - began) / .milliseconds(1)
        let write = max((ended - writeBegan) / .milliseconds(1), 20)

        var schedule = SplitMix64(seed: 0xD47E_0DE5)
        var current = (name: "B", files: siteB)
        var outcomes: [String] = []
        for round in 0..<Self.rounds {
            let target = current.name == "A" ? (name: "B", arguments: Self.siteB) : (name: "A", arguments: Self.siteA)
            let before = Self.inode(output)
            let process = try Self.start(executable, target.arguments, in: workspace)
            // A quarter of the kills fall anywhere in the run, half while the new site is being assembled, and
            // a quarter right after the swap, while the old site is being removed.
            switch round % 4 {
            case 0:
                usleep(UInt32(Double.random(in: 0..<whole, using: &schedule) * 1_000))
            case 1, 2:
                _ = Self.waitForStaging(process, in: directory)
                usleep(UInt32(Double.random(in: 0..<write, using: &schedule) * 1_000))
            default:
                _ = Self.waitForSwap(process, output: output, from: before)
                usleep(UInt32(Double.random(in: 0..<30, using: &schedule) * 1_000))
            }
            let finished = !process.isRunning
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let after = snapshot(output)
            if after == siteA {
                current = (name: "A", files: siteA)
            } else if after == siteB {
                current = (name: "B", files: siteB)
            } else {
                expectSame(
                    after, target.name == "A" ? siteA : siteB, "kill \(round): neither site; against the new one:")
                return
            }
            outcomes.append(
                "\(round): \(finished ? "done" : "killed") → \(current.name), leftovers \(Self.staging(in: directory).count)"
            )
        }

        print(
            "HostileKillTests: run \(Int(whole)) ms, write phase \(Int(write)) ms; " + outcomes.joined(separator: "; "))

        // The next build succeeds, writes the other site completely, and leaves no staging folder behind.
        let target = current.name == "A" ? (files: siteB, arguments: Self.siteB) : (files: siteA, arguments: Self.siteA)
        let last = try Self.start(executable, target.arguments, in: workspace)
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        expectSame(snapshot(output), target.files, "after the last build:")
        #expect(Self.staging(in: directory).isEmpty, "\(outcomes)")
    }
}
