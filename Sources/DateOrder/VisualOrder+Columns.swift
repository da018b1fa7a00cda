import Foundation

extension VisualOrder {
    /// `columns` sorted by where a right-to-left locale's label shows each: every field of `pattern` is formatted
    /// alone by `formatter` (the sample instant), literal text stands as it is, the line takes its direction from
    /// its first strong letter (right to left where it has none; ``paragraphIsRightToLeft(_:)``), and a column sits
    /// where the leftmost character of its fields lands. The rule of ``TimePickerLayout/columnsLeftToRight`` and
    /// ``DatePickerLayout/columnsLeftToRight(for:)``; `column` names the column a pattern letter writes, if any.
    package static func columnsFromLeft<Column: Equatable>(
        _ columns: [Column], pattern: String, formatter: DateFormatter, column: (Character) -> Column?
    ) -> [Column] {
        var scalars: [Unicode.Scalar] = []
        var owners: [Column?] = []
        for token in PatternTokenizer.tokenize(pattern) {
            let (text, owner): (String, Column?)
            switch token {
            case .field(let letter, let count):
                formatter.dateFormat = String(repeating: String(letter), count: count)
                (text, owner) = (formatter.string(from: DatePickerLayout.sampleInstant), column(letter))
            case .literal(let literal):
                (text, owner) = (literal, nil)
            }
            scalars += text.unicodeScalars
            owners += Array(repeating: owner, count: text.unicodeScalars.count)
        }
        let positions = positions(of: scalars, rightToLeft: paragraphIsRightToLeft(scalars))
        func leftmost(_ wanted: Column) -> Int {
            owners.indices.filter { owners[$0] == wanted }.map { positions[$0] }.min() ?? Int.max
        }
        let places = columns.map(leftmost)
        return columns.indices.sorted { places[$0] < places[$1] }.map { columns[$0] }
    }

    /// The direction a label takes for its text in a right-to-left locale: that of its first strong letter
    /// (``firstStrongIsRightToLeft(_:)``), right to left where it has none. Pashto's `AP ۱۴۰۵ وری ۲۶` starts with the
    /// Latin era, so it is a left-to-right line; `۱۴۰۵/۱/۲۶` has only digits and separators, so it stays right to left.
    package static func paragraphIsRightToLeft(_ scalars: [Unicode.Scalar]) -> Bool {
        firstStrongIsRightToLeft(scalars) ?? true
    }

    /// Whether the first strong letter of `scalars` is right to left (rules P2 and P3 of the algorithm: the natural
    /// writing direction of UIKit and AppKit, Android's `firstStrong`); `nil` where there is none.
    package static func firstStrongIsRightToLeft(_ scalars: some Sequence<Unicode.Scalar>) -> Bool? {
        for scalar in scalars {
            switch BidiClass(scalar) {
            case .leftToRight: return false
            case .rightToLeft, .arabicLetter: return true
            default: continue
            }
        }
        return nil
    }
}
