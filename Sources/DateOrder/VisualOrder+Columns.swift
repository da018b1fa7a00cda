import Foundation

extension VisualOrder {
    /// `columns` sorted by where a right-to-left line shows each: every field of `pattern` is formatted alone by
    /// `formatter` (the sample instant), literal text stands as it is, and a column sits where the leftmost
    /// character of its fields lands. The rule of ``TimePickerLayout/columnsLeftToRight`` and
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
        let positions = positions(of: scalars, rightToLeft: true)
        func leftmost(_ wanted: Column) -> Int {
            owners.indices.filter { owners[$0] == wanted }.map { positions[$0] }.min() ?? Int.max
        }
        let places = columns.map(leftmost)
        return columns.indices.sorted { places[$0] < places[$1] }.map { columns[$0] }
    }
}
