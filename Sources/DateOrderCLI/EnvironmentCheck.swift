import Atlas
import Foundation
import LocaleProfiles

/// The `DATEORDER_*` variables, checked before a command that reads them runs: a value the tool cannot use is
/// ignored, as before, but named in a warning on standard error instead of silently.
enum EnvironmentCheck {
    /// The variables that switch something on or off.
    static let switches = ["DATEORDER_CACHE", "DATEORDER_FAST_PATH", "DATEORDER_TIMINGS"]

    /// The variables that name the build stamp's folder, in the order `CacheBuildStamp.location` reads them.
    static let cachePaths = ["DATEORDER_CACHE_DIR", "XDG_CACHE_HOME", "HOME"]

    /// The bytes of each of `cachePaths` whose value, as the kernel passed it (`getenv`), is not UTF-8. `ProcessInfo`
    /// shows such a value with U+FFFD in it, a path that names another folder than the one meant.
    static func undecodableCachePaths(_ value: (String) -> [UInt8]?) -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        for name in cachePaths {
            if let bytes = value(name), String(validating: bytes, as: UTF8.self) == nil { found[name] = bytes }
        }
        return found
    }

    /// A build's environment when the variable that picks the stamp folder is not UTF-8: the stamp switched off
    /// (`DATEORDER_CACHE=off`, every build a full one) and a warning naming the variable, rather than a stamp
    /// folder made at a path with U+FFFD in it. Unchanged, without a warning, otherwise.
    static func cacheEnvironment(
        _ environment: [String: String], undecodable: [String: [UInt8]]
    ) -> (environment: [String: String], warning: String?) {
        guard !undecodable.isEmpty, let variable = CacheBuildStamp.location(environment: environment)?.variable,
            let bytes = undecodable[variable]
        else { return (environment, nil) }
        var switchedOff = environment
        switchedOff["DATEORDER_CACHE"] = "off"
        return (
            switchedOff,
            "\(variable)=\(RawArguments.shown(bytes)) is not valid UTF-8 (read as text it would name another "
                + "folder), so no build stamp is kept; every build renders the whole site"
        )
    }

    /// One line per unusable value (without the `dateorder: warning: ` prefix), in a fixed order.
    static func warnings(_ environment: [String: String]) -> [String] {
        var warnings: [String] = []
        if let value = environment["DATEORDER_THREADS"] {
            if ParallelMap.threads(asked: value) == nil {
                warnings.append(
                    "DATEORDER_THREADS=\(Visible.quoted(value)) is not a whole number from 1 to "
                        + "\(ParallelMap.maximumThreads); using \(ParallelMap.defaultThreadCount) threads")
            } else if let count = Int(value), count > ParallelMap.maximumThreads {
                warnings.append(
                    "DATEORDER_THREADS=\(Visible.quoted(value)) is more than \(ParallelMap.maximumThreads); using "
                        + "\(ParallelMap.maximumThreads) threads")
            }
        }
        for name in switches {
            if let value = environment[name], EnvironmentSwitch(value) == nil {
                warnings.append(
                    "\(name)=\(Visible.quoted(value)) is neither on (on, 1, true, yes) nor off (off, 0, false, no); "
                        + "ignored")
            }
        }
        return warnings
    }
}
