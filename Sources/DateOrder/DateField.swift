import Foundation

/// One of the three fields whose order a date picker must follow.
package enum DateField: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// The year: pattern letters `y Y u U r`.
    case year = "Y"
    /// The month: pattern letters `M L`.
    case month = "M"
    /// The day of the month: pattern letter `d`.
    case day = "D"

    /// Classifies an ICU pattern letter: year `y Y u U r`, month `M L`, day `d`.
    ///
    /// Every other letter (era `G`, weekday `E`, day of year `D`, hour `h`, …) and every character that is
    /// not an ASCII letter returns `nil`.
    package init?(patternLetter: Character) {
        switch patternLetter {
        case "y", "Y", "u", "U", "r": self = .year
        case "M", "L": self = .month
        case "d": self = .day
        default: return nil
        }
    }

    /// The one-letter code used in order names: `Y`, `M` or `D`.
    package var letter: String { rawValue }

    /// The English name of the field, capitalised, as shown in picker guidance ("Year").
    package var name: String {
        switch self {
        case .year: "Year"
        case .month: "Month"
        case .day: "Day"
        }
    }

    /// The calendar component a picker column for this field sets: `.year`, `.month` or `.day`.
    package var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .day: .day
        }
    }

    /// Year before month before day, the order of the cases.
    package static func < (lhs: DateField, rhs: DateField) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
