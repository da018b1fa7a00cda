/// One of the three fields whose order a date picker must follow.
public enum DateField: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    case year = "Y"
    case month = "M"
    case day = "D"

    /// Classifies an ICU pattern letter: year `y Y u U r`, month `M L`, day `d`.
    ///
    /// Every other letter (era `G`, weekday `E`, day of year `D`, hour `h`, …) and every character that is
    /// not an ASCII letter returns `nil`.
    public init?(patternLetter: Character) {
        switch patternLetter {
        case "y", "Y", "u", "U", "r": self = .year
        case "M", "L": self = .month
        case "d": self = .day
        default: return nil
        }
    }

    /// The one-letter code used in order names: `Y`, `M` or `D`.
    public var letter: String { rawValue }

    /// The English name of the field, capitalised, as shown in picker guidance ("Year").
    public var name: String {
        switch self {
        case .year: "Year"
        case .month: "Month"
        case .day: "Day"
        }
    }

    public static func < (lhs: DateField, rhs: DateField) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
