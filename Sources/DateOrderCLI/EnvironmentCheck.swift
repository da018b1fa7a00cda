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
