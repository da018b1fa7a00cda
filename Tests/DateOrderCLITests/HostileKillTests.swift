import Foundation
import TestSupport
import Testing

@Suite("Killing a build", .serialized)
struct HostileKillTests {
    static let siteA = ["--template", "yMMMEd"]
    static let siteB = ["--template", "MMMEd", "--template", "Gy"]

    /// Starts `dateorder build --output out` with extra arguments in `directory`, output discarded.
    static func start(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["build", "--output", "out"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TZ": "UTC"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The staging folders beside `out`.
    static func staging(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix(".out.new-") }
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

    @Test("A build killed with SIGKILL at seeded random moments leaves exactly the old site or exactly the new one; the next build cleans up")
    func killedBuilds() throws {
        let executable = try #require(ExecutableRunner.executable, "the dateorder executable was not found beside the tests")
        let workspace = try Workspace()
        defer { workspace.remove() }
        let directory = workspace.url
        let output = directory.appendingPathComponent("out")

        // Site A, then site B with timings: the whole run, and the write phase (staging folder → exit).
        let first = try Self.start(executable, Self.siteA, in: directory)
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        let siteA = snapshot(output)
        let clock = ContinuousClock()
        let began = clock.now
        let second = try Self.start(executable, Self.siteB, in: directory)
        #expect(Self.waitForStaging(second, in: directory))
        let writeBegan = clock.now
        second.waitUntilExit()
        let ended = clock.now
        #expect(second.terminationStatus == 0)
        let siteB = snapshot(output)
        #expect(siteA.count > 1_000 && siteB.count > 1_000)
        #expect(siteA != siteB)
        let whole = (ended - began) / .milliseconds(1)
        let write = max((ended - writeBegan) / .milliseconds(1), 20)

        var schedule = SplitMix64(seed: 0xD47E_0DE5)
        var current = (name: "B", files: siteB)
        var outcomes: [String] = []
        for round in 0..<12 {
            let target = current.name == "A" ? (name: "B", arguments: Self.siteB) : (name: "A", arguments: Self.siteA)
            let before = Self.inode(output)
            let process = try Self.start(executable, target.arguments, in: directory)
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
                expectSame(after, target.name == "A" ? siteA : siteB, "kill \(round): neither site; against the new one:")
                return
            }
            outcomes.append("\(round): \(finished ? "done" : "killed") → \(current.name), leftovers \(Self.staging(in: directory).count)")
        }

        print("HostileKillTests: run \(Int(whole)) ms, write phase \(Int(write)) ms; " + outcomes.joined(separator: "; "))

        // The next build succeeds, writes the other site completely, and leaves no staging folder behind.
        let target = current.name == "A" ? (files: siteB, arguments: Self.siteB) : (files: siteA, arguments: Self.siteA)
        let last = try Self.start(executable, target.arguments, in: directory)
        last.waitUntilExit()
        #expect(last.terminationStatus == 0)
        expectSame(snapshot(output), target.files, "after the last build:")
        #expect(Self.staging(in: directory).isEmpty, "\(outcomes)")
    }
}
