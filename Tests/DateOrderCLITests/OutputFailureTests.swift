import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// Output that cannot be written (a full device, a closed descriptor, a reader that went away) is exit 74 with
/// one message, never a crash; a site already written stays written.
@Suite("Output that cannot be written")
struct OutputFailureTests {
    /// Runs the command in-process with a standard output (or error) that fails like a full device.
    static func run(
        _ arguments: [String], in directory: URL? = nil, failing stream: String = "standard output",
        environment: [String: String] = CommandRunner.cacheEnvironment
    ) -> (code: DateOrderCommand.ExitCode, out: String, err: String) {
        nonisolated(unsafe) var out = ""
        nonisolated(unsafe) var err = ""
        let output = DateOrderCommand.Output(
            standardOutput: { text in
                if stream == "standard output" { throw OutputError(stream: stream, code: ENOSPC) }
                out += text
            },
            standardError: { text in
                if stream == "standard error" { throw OutputError(stream: stream, code: ENOSPC) }
                err += text
            })
        let code = DateOrderCommand(output: output, workingDirectory: directory, environment: environment).run(
            arguments)
        return (code, out, err)
    }

    @Test(
        "Every command whose standard output cannot be written exits 74 with one line on standard error",
        arguments: [
            ["list", "--only", "de"], ["show", "de"], ["show", "de", "--json"], ["--help"], ["--version"],
            ["build", "--help"], ["diff", "old.json", "old.json"],
        ])
    func standardOutputFails(arguments: [String]) throws {
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        try workspace.write("old.json", BuildDiffCommandTests.records)
        let result = Self.run(arguments, in: workspace.url)
        #expect(result.code == .ioError, "\(result.err)")
        #expect(result.err == "dateorder: cannot write to standard output: No space left on device\n")
    }

    @Test("A build whose summary cannot be printed exits 74 and keeps the site it wrote, stamp included")
    func buildSummaryFails() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let arguments = ["build", "--output", "out", "--only", "de"]
        let result = Self.run(arguments, in: workspace.url, environment: workspace.environment)
        #expect(result.code == .ioError, "\(result.err)")
        #expect(result.err.hasPrefix("dateorder: cannot write to standard output"))
        let written = snapshot(workspace.path("out"))
        #expect(written["index.html"] != nil)
        let again = CommandRunner.run(arguments, in: workspace.url, environment: workspace.environment)
        #expect(again.out.contains(" 0 files written, 0 removed"), "\(again.out)")
        let check = CommandRunner.run(
            ["build", "--check", "--output", "out", "--only", "de"], in: workspace.url,
            environment: workspace.environment)
        #expect(check.code == .success, "\(check.err)")
        expectSame(snapshot(workspace.path("out")), written)
    }

    @Test("A usage error whose message cannot be written to standard error exits 74")
    func standardErrorFails() {
        #expect(Self.run(["frobnicate"], failing: "standard error").code == .ioError)
        #expect(Self.run(["show", "zz_ZZ"], failing: "standard error").code == .ioError)
    }

    @Test(
        "A note standard error cannot take does not stop the command: the answer is printed, then exit 74",
        arguments: [
            ["show", "zh-TW"], ["list", "--only", "zh_TW"], ["build", "--output", "out", "--only", "de"],
        ])
    func noteFails(arguments: [String]) throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let result = Self.run(
            arguments, in: workspace.url, failing: "standard error", environment: workspace.environment)
        #expect(result.code == .ioError)
        #expect(result.out.contains(arguments[0] == "build" ? "built " : "zh_Hant_TW"), "\(result.out)")
        #expect(result.err.isEmpty)
        if arguments[0] == "build" { #expect(workspace.read("out/index.html") != nil) }
        // the same with a standard error that works: no failure to report
        let working = Self.run(arguments, in: workspace.url, failing: "none", environment: workspace.environment)
        #expect(working.code == .success, "\(working.err)")
        #expect(!working.err.isEmpty)
    }

    @Test(
        "The executable never crashes on a full device, a closed descriptor or a closed pipe: exit 74, at most one message",
        .tags(.process))
    func executable() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let environment = workspace.environment
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        func expectNoCrash(_ outcome: ExecutableRunner.Outcome, _ label: String) {
            #expect(!outcome.signaled, "\(label): killed by a signal")
            #expect(outcome.status == 74, "\(label): exit \(outcome.status), \(outcome.err)")
            #expect(
                !outcome.err.contains("Fatal error") && !outcome.err.contains("crashed"), "\(label): \(outcome.err)")
            #expect(outcome.err.split(separator: "\n").count <= 2, "\(label): \(outcome.err)")
        }
        // stdout on a full device
        let list = try ExecutableRunner.outcome(
            ["list", "--only", "de"], environment: environment, in: workspace.url, standardOutput: full)
        expectNoCrash(list, "list > /dev/full")
        #expect(list.err.contains("cannot write to standard output: No space left on device"))
        // a build whose summary goes to a full device: the site stays, the next build has nothing to do
        let build = try ExecutableRunner.outcome(
            ["build", "--output", "out", "--only", "de"], environment: environment, in: workspace.url,
            standardOutput: full)
        expectNoCrash(build, "build > /dev/full")
        #expect(workspace.read("out/index.html") != nil)
        let again = try ExecutableRunner.outcome(
            ["build", "--output", "out", "--only", "de"], environment: environment, in: workspace.url)
        #expect(String(decoding: again.out, as: UTF8.self).contains(" 0 files written"))
        // a usage error with standard error on a full device
        let usage = try ExecutableRunner.outcome(
            ["frobnicate"], environment: environment, in: workspace.url, standardError: full)
        #expect(!usage.signaled)
        #expect(usage.status == 74)
        // an alias's note on a full device: the answer still reaches standard output
        let aliasNote = try ExecutableRunner.outcome(
            ["show", "zh-TW"], environment: environment, in: workspace.url, standardError: full)
        #expect(!aliasNote.signaled)
        #expect(aliasNote.status == 74)
        #expect(String(decoding: aliasNote.out, as: UTF8.self).hasPrefix("zh_Hant_TW — "))
        let many = Locale.availableIdentifiers.sorted().prefix(120).flatMap { ["--only", $0] }
        // a closed standard output
        let closed = try ExecutableRunner.outcome(
            ["show", "de"], environment: environment, in: workspace.url,
            prefix: ["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"])
        expectNoCrash(closed, "show >&-")
        #expect(closed.err.contains("Bad file descriptor"), "\(closed.err)")
        // a build on all threads with standard output closed: no descriptor it opens (libdispatch's, a site
        // file's) takes number 1, so its summary fails as a closed stream and the site is whole
        let closedBuild = try ExecutableRunner.outcome(
            ["build", "--output", "closed-out"] + many.prefix(80), environment: environment, in: workspace.url,
            prefix: ["/bin/sh", "-c", "exec \"$0\" \"$@\" >&-"])
        expectNoCrash(closedBuild, "build >&-")
        #expect(closedBuild.err.contains("Bad file descriptor"), "\(closedBuild.err)")
        #expect(workspace.read("closed-out/locales/af.html")?.hasSuffix("</html>\n") == true)
        // a reader that goes away: far more than a pipe buffer, read 10 bytes of it
        let piped = try ExecutableRunner.outcome(
            ["list", "--format", "json"] + many, environment: environment, in: workspace.url,
            prefix: [
                "/bin/bash", "-c", "set -o pipefail; \"$0\" \"$@\" | head -c 10 > /dev/null",
            ])
        expectNoCrash(piped, "list | head")
        #expect(piped.err.isEmpty, "a reader that took what it wanted gets no message: \(piped.err)")
    }

    @Test(
        "A standard output another process made non-blocking is waited on, not failed with EAGAIN",
        .tags(.process))
    func nonBlockingStandardOutput() throws {
        let workspace = try TemporaryFolder()
        defer { workspace.remove() }
        let executable = try #require(TestPaths.executable)
        let arguments =
            ["list", "--format", "json"] + Locale.availableIdentifiers.sorted().prefix(150).flatMap { ["--only", $0] }
        let expected = try ExecutableRunner.run(arguments, environment: workspace.environment).out
        #expect(expected.count > 4 * 65536, "the output must overflow a pipe's buffer: \(expected.count) bytes")
        // O_NONBLOCK is a flag of the open file description, so the child's standard output shares it (as when
        // a parent such as Node.js sets it on a pipe it hands on). A one-page pipe read a page every 10 ms: the
        // child finds it full again and again.
        let pipe = Pipe()
        let writing = pipe.fileHandleForWriting.fileDescriptor
        _ = fcntl(writing, 1031, 4096)  // F_SETPIPE_SZ, which Glibc does not export to Swift
        #expect(fcntl(writing, F_SETFL, fcntl(writing, F_GETFL) | O_NONBLOCK) == 0)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = workspace.environment
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        try pipe.fileHandleForWriting.close()
        var out = Data()
        while let chunk = try pipe.fileHandleForReading.read(upToCount: 4096), !chunk.isEmpty {
            out += chunk
            usleep(10_000)
        }
        process.waitUntilExit()
        #expect(
            process.terminationReason == .exit && process.terminationStatus == 0, "exit \(process.terminationStatus)")
        // A Bool, not `==` inside #expect: a failure would diff two collections of bytes element by element, for
        // minutes.
        let whole = out == expected
        #expect(whole, "\(out.count) of \(expected.count) bytes")
    }

    @Test(
        "A build onto a full disk exits 74, keeps the previous site byte for byte and leaves no staging folder",
        .tags(.process), .enabled(if: ScratchMount.isAvailable, Comment(rawValue: ScratchMount.unavailableReason ?? ""))
    )
    func fullDisk() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let disk = try ScratchMount(size: "1m", in: workspace.url, name: "disk")
        defer { disk.unmount() }
        // Room for a one-locale site (about 0.4 MB on disk) and not for one of 200 locales (several MB).
        let small = ["build", "--output", "disk/out", "--only", "de"]
        let first = try ExecutableRunner.outcome(small, environment: workspace.environment, in: workspace.url)
        #expect(first.status == 0, "\(first.err)")
        let before = snapshot(disk.url.appendingPathComponent("out"))
        let many = Locale.availableIdentifiers.sorted().prefix(200).flatMap { ["--only", $0] }
        let big = try ExecutableRunner.outcome(
            ["build", "--output", "disk/out"] + many, environment: workspace.environment, in: workspace.url)
        #expect(big.status == 74, "\(big.err)")
        #expect(big.err.hasPrefix("dateorder: build failed in write: "), "\(big.err)")
        #expect(big.err.contains("no space left") || big.err.contains("No space left"), "\(big.err)")
        #expect(big.err.contains("the previous site is unchanged"), "\(big.err)")
        #expect(big.err.split(separator: "\n").count == 1)
        expectSame(snapshot(disk.url.appendingPathComponent("out")), before, "after the failed build:")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.url.path) == ["out"])
        // The stamp was invalidated, not trusted: the small build and its check still agree.
        let again = try ExecutableRunner.outcome(small, environment: workspace.environment, in: workspace.url)
        #expect(again.status == 0, "\(again.err)")
        let check = try ExecutableRunner.outcome(
            ["build", "--check", "--output", "disk/out", "--only", "de"], environment: workspace.environment,
            in: workspace.url)
        #expect(check.status == 0, "\(check.err)")
    }

    @Test(
        "A build over the file-size limit (ulimit -f) exits 74 with one message, keeps the previous site, no staging",
        .tags(.process))
    func fileSizeLimit() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let first = try ExecutableRunner.outcome(
            ["build", "--output", "out", "--only", "de"], environment: workspace.environment, in: workspace.url)
        #expect(first.status == 0, "\(first.err)")
        let before = snapshot(workspace.path("out"))
        // 8 blocks of 1 KB: the site's pages are larger, so a build that changes them writes over the limit, and
        // the kernel raises SIGXFSZ, which kills a process that does not ignore it (exit 153 from a shell).
        for (output, extra) in [("out", ["--template", "QQQ y"]), ("fresh", [])] {
            let limited = try ExecutableRunner.outcome(
                ["build", "--output", output, "--only", "de"] + extra, environment: workspace.environment,
                in: workspace.url,
                // With the signal's default action, as a login shell has it (a test runner may ignore it).
                prefix: ["/usr/bin/env", "--default-signal=XFSZ", "/bin/bash", "-c", "ulimit -f 8; exec \"$0\" \"$@\""])
            #expect(!limited.signaled && limited.status == 74, "\(output): exit \(limited.status), \(limited.err)")
            #expect(limited.err.hasPrefix("dateorder: build failed in write: "), "\(limited.err)")
            #expect(limited.err.contains("File too large"), "\(limited.err)")
            #expect(limited.err.split(separator: "\n").count == 1, "\(limited.err)")
        }
        expectSame(snapshot(workspace.path("out")), before, "after the build over the limit:")
        let left = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter {
            $0.hasPrefix(".out.") || $0.hasPrefix(".fresh.")
        }
        #expect(left.isEmpty, "staging folders left: \(left)")
        #expect(workspace.read("fresh/index.html") == nil)
    }

    @Test(
        "With few file descriptors (ulimit -n) a build fails with the reason, never Foundation's \"error 256\"",
        .tags(.process))
    func fewDescriptors() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let build = ["build", "--output", "out", "--only", "de"]
        let first = try ExecutableRunner.outcome(build, environment: workspace.environment, in: workspace.url)
        #expect(first.status == 0, "\(first.err)")
        // Each limit runs out of descriptors at another step (the lock, the output's listing, a file's write).
        var failed = 0
        for limit in 5...10 {
            let limited = try ExecutableRunner.outcome(
                build + ["--template", "QQQ y \(limit)"], environment: workspace.environment, in: workspace.url,
                prefix: ["/bin/bash", "-c", "ulimit -n \(limit); exec \"$0\" \"$@\""])
            #expect(!limited.signaled, "ulimit -n \(limit): \(limited.err)")
            #expect(!limited.err.contains("error 256"), "ulimit -n \(limit): \(limited.err)")
            if limited.status != 0 {
                failed += 1
                #expect(limited.err.contains("Too many open files"), "ulimit -n \(limit): \(limited.err)")
            }
        }
        #expect(failed > 0, "no limit made the build run out of descriptors")
    }
}
