import DateOrder
import Foundation

/// How a locale's clock counts hours, as `Locale.hourCycle` reports it and as a pattern's hour letter writes it.
package enum HourCycle: String, CaseIterable, Hashable, Sendable, Codable {
    /// 0–11 with AM/PM (pattern letter `K`).
    case h11
    /// 1–12 with AM/PM (pattern letter `h`).
    case h12
    /// 0–23 (pattern letter `H`).
    case h23
    /// 1–24 (pattern letter `k`).
    case h24

    /// Foundation's hour cycle.
    package init(_ cycle: Locale.HourCycle) {
        switch cycle {
        case .zeroToEleven: self = .h11
        case .oneToTwelve: self = .h12
        case .zeroToTwentyThree: self = .h23
        case .oneToTwentyFour: self = .h24
        @unknown default: self = .h23
        }
    }

    /// The cycle of an ICU pattern's first hour field (`h`, `H`, `K`, `k`), or `nil` when it has none: the library's
    /// reading (`TimePickerLayout.hourCycle(in:)`), so the site and the library cannot disagree.
    package init?(pattern: String) {
        guard let cycle = TimePickerLayout.hourCycle(in: pattern) else { return nil }
        self.init(cycle)
    }

    /// A readable description: `"h23 (0–23)"`.
    package var summary: String {
        switch self {
        case .h11: "h11 (0–11, with AM/PM)"
        case .h12: "h12 (1–12, with AM/PM)"
        case .h23: "h23 (0–23)"
        case .h24: "h24 (1–24)"
        }
    }

    /// Whether the clock shows AM/PM.
    package var usesDayPeriod: Bool { self == .h11 || self == .h12 }
}
