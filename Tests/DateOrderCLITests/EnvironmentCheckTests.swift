import Atlas
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import DateOrderCLI

/// The `DATEORDER_*` variables: one set of on and off words for every switch, and a warning for a value the tool
/// cannot use, never silence.
@Suite("Environment variables")
struct EnvironmentCheckTests {
    @Test("Every switch reads on, 1, true, yes and off, 0, false, no, in any case; other words are neither")
    func switchWords() {
        for word in ["on", "1", "TRUE", " yes "] { #expect(EnvironmentSwitch(word) == .on, "\(word)") }
        for word in ["off", "0", "False", "NO\t"] { #expect(EnvironmentSwitch(word) == .off, "\(word)") }
        for word in ["", "2", "disable", "o n", "offf"] { #expect(EnvironmentSwitch(word) == nil, "\(word)") }
        #expect(EnvironmentSwitch(nil) == nil)
        for word in ["off", "0", "false", "no"] {
            #expect(
                FastPath.decide(environment: ["DATEORDER_FAST_PATH": word], libraryLoaded: true) { [] }
                    == .switchedOff, "\(word)")
        }
        #expect(FastPath.decide(environment: ["DATEORDER_FAST_PATH": "on"], libraryLoaded: true) { [] } == .on)
    }

    @Test("A value the tool cannot use is named in a warning; usable values and unset variables are not")
    func warnings() {
        #expect(EnvironmentCheck.warnings([:]).isEmpty)
        #expect(
            EnvironmentCheck.warnings([
                "DATEORDER_THREADS": "3", "DATEORDER_CACHE": "off", "DATEORDER_FAST_PATH": "on",
                "DATEORDER_TIMINGS": "1",
            ]).isEmpty)
        let fallback = ParallelMap.defaultThreadCount
        for value in ["abc", "0", "-1", "", "2.5"] {
            #expect(
                EnvironmentCheck.warnings(["DATEORDER_THREADS": value]) == [
                    "DATEORDER_THREADS='\(value)' is not a whole number from 1 to 64; using \(fallback) threads"
                ])
        }
        #expect(
            EnvironmentCheck.warnings(["DATEORDER_THREADS": "99999"]) == [
                "DATEORDER_THREADS='99999' is more than 64; using 64 threads"
            ])
        for name in EnvironmentCheck.switches {
            #expect(
                EnvironmentCheck.warnings([name: "maybe"]) == [
                    "\(name)='maybe' is neither on (on, 1, true, yes) nor off (off, 0, false, no); ignored"
                ])
        }
    }

    @Test(
        "show, list and build print the warning on standard error and still run; a stamp folder that cannot be made is named"
    )
    func commands() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        var environment = CommandRunner.cacheEnvironment
        environment["DATEORDER_THREADS"] = "abc"
        for arguments in [["show", "de"], ["list", "--only", "de"]] {
            let result = CommandRunner.run(arguments, in: workspace.url, environment: environment)
            #expect(result.code == .success, "\(result.err)")
            #expect(result.err.hasPrefix("dateorder: warning: DATEORDER_THREADS='abc' is not a whole number"))
            #expect(result.err.split(separator: "\n").count == 1, "\(result.err)")
        }
        // A stamp cache that is a file or lies under one: the build runs, says the stamp cannot be kept, and a second
        // build says it again.
        try workspace.write("a-file", "x")
        var blocked = CommandRunner.cacheEnvironment
        for cache in ["a-file", "a-file/cache", "a-file", "a-file/cache"] {
            blocked["DATEORDER_CACHE_DIR"] = workspace.path(cache).path
            let build = CommandRunner.run(
                ["build", "--output", "out", "--only", "de"], in: workspace.url, environment: blocked)
            #expect(build.code == .success, "\(build.err)")
            #expect(
                build.err.contains("dateorder: warning: the build stamp cannot be kept in ")
                    && build.err.contains("(from DATEORDER_CACHE_DIR): Not a directory; every build renders"),
                "\(build.err)")
            // Said once: the build keeps no stamp there, so no second warning that it could not write one.
            #expect(build.err.components(separatedBy: "dateorder: warning: ").count == 2, "\(build.err)")
        }
        #expect(CommandRunner.run(["show", "de"], in: workspace.url).err.isEmpty)
    }

    @Test(
        "A relative XDG_CACHE_HOME or HOME, passed over for the stamp folder, is named in a warning with the folder used"
    )
    func relativeCachePathsNamed() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let home = workspace.path("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var environment = CommandRunner.cacheEnvironment
        environment["DATEORDER_CACHE_DIR"] = nil
        environment["HOME"] = home.path
        environment["XDG_CACHE_HOME"] = "relative-cache"
        let build = CommandRunner.run(
            ["build", "--output", "out", "--only", "de"], in: workspace.url, environment: environment)
        #expect(build.code == .success, "\(build.err)")
        #expect(
            build.err.contains(
                "dateorder: warning: XDG_CACHE_HOME='relative-cache' is not an absolute path, so it is passed over: the "
                    + "build stamp goes in \(home.path)/.cache/dateorder/stamps (set DATEORDER_CACHE_DIR to choose the folder)"
            ), "\(build.err)")
        #expect(FileManager.default.fileExists(atPath: home.path + "/.cache/dateorder/stamps"))
        // A relative XDG_CACHE_HOME before a home folder that does not exist: one warning, naming both and advising
        // an absolute XDG_CACHE_HOME, and no "goes in" line before it for a folder that is never made (was: "goes
        // in <missing home>/.cache/…", then "set DATEORDER_CACHE_DIR or XDG_CACHE_HOME", the very variable set).
        let missing = workspace.path("missing-home").path
        environment["HOME"] = missing
        let homeless = CommandRunner.run(
            ["build", "--output", "out", "--only", "de"], in: workspace.url, environment: environment)
        #expect(homeless.code == .success, "\(homeless.err)")
        #expect(
            homeless.err.hasPrefix(
                "dateorder: warning: no build stamp is kept: the home folder \(missing) does not exist; "
                    + "XDG_CACHE_HOME='relative-cache' is not an absolute path, so it is passed over (set "
                    + "DATEORDER_CACHE_DIR or an absolute XDG_CACHE_HOME); every build renders the whole site\n"),
            "\(homeless.err)")
        #expect(homeless.err.components(separatedBy: "dateorder: warning: ").count == 2, "\(homeless.err)")
        #expect(!homeless.err.contains("goes in"), "\(homeless.err)")
        #expect(!FileManager.default.fileExists(atPath: missing))
        // Without XDG_CACHE_HOME the advice names it plainly.
        #expect(
            CacheBuildStamp.locationProblem(environment: ["HOME": missing])?.contains(
                "does not exist (set DATEORDER_CACHE_DIR or XDG_CACHE_HOME); every build") == true)
        // A relative HOME is passed over too (the account's home folder is used), and named beside a relative
        // XDG_CACHE_HOME; DATEORDER_CACHE_DIR, when set, decides alone, and with the stamp off nothing is said.
        environment["XDG_CACHE_HOME"] = nil
        environment["HOME"] = "relative-home"
        #expect(
            CacheBuildStamp.relativePathPassedOver(environment: environment)?.hasPrefix(
                "HOME='relative-home' is not an absolute path, so it is passed over: the build stamp goes in /") == true
        )
        environment["XDG_CACHE_HOME"] = "relative-cache"
        #expect(
            CacheBuildStamp.relativePathPassedOver(environment: environment)?.hasPrefix(
                "XDG_CACHE_HOME='relative-cache' and HOME='relative-home' are not absolute paths, so they are passed "
                    + "over: the build stamp goes in /") == true)
        environment["XDG_CACHE_HOME"] = "relative-cache"
        environment["DATEORDER_CACHE_DIR"] = workspace.path("cache").path
        #expect(CacheBuildStamp.relativePathPassedOver(environment: environment) == nil)
        environment["DATEORDER_CACHE_DIR"] = nil
        environment["DATEORDER_CACHE"] = "off"
        #expect(CacheBuildStamp.relativePathPassedOver(environment: environment) == nil)
    }

    @Test(
        "A stamp folder named in bytes that are not UTF-8 is never made with U+FFFD: the stamp is off, with a warning",
        .tags(.process))
    func undecodableCacheFolder() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let cache = workspace.path("cache").path
        // `ProcessInfo` would read the variable as "cache\u{FFFD}", a folder nobody named.
        let build = try ExecutableRunner.outcome(
            ["build", "--output", "out", "--only", "de"], environment: workspace.environment, in: workspace.url,
            prefix: ["/bin/bash", "-c", "DATEORDER_CACHE_DIR=\"$(printf '\(cache)\\376')\" exec \"$0\" \"$@\""])
        #expect(build.status == 0, "\(build.err)")
        // The value is quoted as `Visible` cuts a long one; the temporary folder's path is long.
        let lines = build.err.split(separator: "\n")
        #expect(lines.first?.hasPrefix("dateorder: warning: DATEORDER_CACHE_DIR='/") == true, "\(build.err)")
        #expect(
            lines.first?.hasSuffix(
                "' is not valid UTF-8 (read as text it would name another folder), so no build stamp is kept; every "
                    + "build renders the whole site") == true, "\(build.err)")
        let made = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter {
            $0.hasPrefix("cache")
        }
        #expect(made.isEmpty, "stamp folders made: \(made)")
        #expect(workspace.read("out/index.html") != nil)
        // Only the variable that picks the folder counts: a bad XDG_CACHE_HOME beside DATEORDER_CACHE_DIR is unused.
        let unused = EnvironmentCheck.cacheEnvironment(
            ["DATEORDER_CACHE_DIR": cache, "XDG_CACHE_HOME": "/x\u{FFFD}"],
            undecodable: ["XDG_CACHE_HOME": [0x2F, 0xFE]])
        #expect(unused.warning == nil && unused.environment["DATEORDER_CACHE"] == nil)
        #expect(
            EnvironmentCheck.undecodableCachePaths { $0 == "HOME" ? [0x2F, 0xFE] : Array("/ok".utf8) } == [
                "HOME": [0x2F, 0xFE]
            ])
    }
}
