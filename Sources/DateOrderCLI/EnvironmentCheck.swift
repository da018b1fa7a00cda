import Atlas
import Foundation
import LocaleProfiles

/// The `DATEORDER_*` variables, checked before a command that reads them runs: a value the tool cannot use is
/// ignored, as before, but named in a warning on standard error instead of silently.
enum EnvironmentCheck {
    /// The variables that switch something on or off.
    static let switches = ["DATEORDER_CACHE", "DATEORDER_FAST_PATH", "DATEORDER_TIMINGS"]

    /// One line per unusable value (without the `dateorder: warning: ` prefix), in a fixed order.
    static func warnings(_ environment: [String: String]) -> [String] {
        var warnings: [String] = []
        if let value = environment["DATEORDER_THREADS"] {
            let count = Int(value)
            if count == nil || count! < 1 {
                warnings.append(
                    "DATEORDER_THREADS=\(Visible.quoted(value)) is not a whole number from 1 to "
                        + "\(ParallelMap.maximumThreads); using \(ParallelMap.defaultThreadCount) threads")
            } else if count! > ParallelMap.maximumThreads {
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

    /// Why the build stamp cannot be kept where the environment puts it (a file where its folder should be, a
    /// folder that cannot be made or written), or `nil` when it can or caching is off. Makes the folder.
    static func stampProblem(_ environment: [String: String]) -> String? {
        guard let (directory, variable) = CacheBuildStamp.location(environment: environment) else { return nil }
        // Each folder of the path made in turn, so the reason is the system's own ("Not a directory").
        var path = ""
        for component in directory.path.split(separator: "/") {
            path += "/" + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                if !isDirectory.boolValue { return problem(directory, variable, ENOTDIR) }
            } else if mkdir(path, 0o700) != 0, errno != EEXIST {
                return problem(directory, variable, errno)
            }
        }
        if access(directory.path, W_OK | X_OK) != 0 { return problem(directory, variable, errno) }
        return nil
    }

    private static func problem(_ directory: URL, _ variable: String, _ code: Int32) -> String {
        "the build stamp cannot be kept in \(Visible.path(directory.path)) (from \(variable)): "
            + "\(String(cString: strerror(code))); every build renders the whole site"
    }
}
