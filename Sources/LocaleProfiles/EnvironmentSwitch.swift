import Foundation

/// How the tool reads a `DATEORDER_*` variable that switches something on or off (`DATEORDER_CACHE`,
/// `DATEORDER_FAST_PATH`, `DATEORDER_TIMINGS`): `on`, `1`, `true` or `yes`, and `off`, `0`, `false` or `no`, in any
/// case and with any surrounding spaces. Any other value is neither, and the command warns about it
/// (`EnvironmentCheck` in the command line).
package enum EnvironmentSwitch: Equatable, Sendable {
    case on
    case off

    /// The words that say on.
    package static let onWords: Set<String> = ["on", "1", "true", "yes"]
    /// The words that say off.
    package static let offWords: Set<String> = ["off", "0", "false", "no"]

    /// The switch `value` sets, or `nil` when it is unset or no such word.
    package init?(_ value: String?) {
        guard let value else { return nil }
        let word = value.trimmingCharacters(in: .whitespaces).lowercased()
        if Self.onWords.contains(word) {
            self = .on
        } else if Self.offWords.contains(word) {
            self = .off
        } else {
            return nil
        }
    }
}
