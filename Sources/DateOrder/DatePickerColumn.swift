import Foundation

/// One column of a date picker: the era, the year, the month or the day.
///
/// The set is closed, so a `switch` over a layout's columns needs no `default:`:
///
/// ```swift
/// for column in layout.withMonthNames {
///     switch column {
///     case .era: addEraColumn()
///     case .year: addYearColumn()
///     case .month: addMonthColumn()
///     case .day: addDayColumn()
///     }
/// }
/// ```
///
/// An era column appears only where the locale's pattern writes the era as a field of its own, as Japanese
/// does in the Japanese calendar (`Gy年M月d日`: era, year, month, day).
public enum DatePickerColumn: String, CaseIterable, Hashable, Sendable, Codable {
    /// The era, such as 令和 (Reiwa) in the Japanese calendar: pattern letter `G`.
    case era
    /// The year: pattern letters `y Y u U r`.
    case year
    /// The month: pattern letters `M L`.
    case month
    /// The day of the month: pattern letter `d`.
    case day

    /// The calendar component that choosing a row of this column sets: `.era`, `.year`, `.month` or `.day`.
    public var component: Calendar.Component {
        switch self {
        case .era: .era
        case .year: .year
        case .month: .month
        case .day: .day
        }
    }

    /// The column an ICU pattern letter stands for (the era's `G`, or a date field's letter as `DateField` reads
    /// it), or `nil` for letters that are not a picker column.
    package init?(patternLetter: Character) {
        if patternLetter == "G" {
            self = .era
        } else if let field = DateField(patternLetter: patternLetter) {
            switch field {
            case .year: self = .year
            case .month: self = .month
            case .day: self = .day
            }
        } else {
            return nil
        }
    }

    /// The date field of the column; `nil` for the era, which is not one of the three ordered fields.
    package var field: DateField? {
        switch self {
        case .era: nil
        case .year: .year
        case .month: .month
        case .day: .day
        }
    }
}
