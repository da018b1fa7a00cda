import DateOrder

/// How a sample of a right-to-left locale shows its fields on screen. The Unicode Bidirectional Algorithm keeps
/// digits and the separators between them in one left-to-right run, so a numeric date in a Hebrew or Persian line
/// is not mirrored: `15.4.2026` shows the day on the left, `۱۴۰۵/۱/۲۶` the year, while a picker that follows the
/// writing direction puts its first column on the right.
enum SampleReading {
    /// The fields of `order` from the left, as `sample`, a date of digits and separators, shows them in a
    /// right-to-left line; `nil` for a sample with letters (a month name sets its own direction, and the page
    /// shows a sample that starts with Latin letters left to right) or whose runs of digits are not one per field.
    static func fieldsFromLeft(_ sample: String, order: DateFieldOrder) -> [DateField]? {
        let scalars = Array(sample.unicodeScalars)
        guard !scalars.contains(where: \.properties.isAlphabetic) else { return nil }
        // The runs of digits, in logical order: one per field.
        var runs: [[Int]] = []
        var inRun = false
        for (index, scalar) in scalars.enumerated() {
            let isDigit = scalar.properties.numericType != nil
            if isDigit {
                if inRun { runs[runs.count - 1].append(index) } else { runs.append([index]) }
            }
            inRun = isDigit
        }
        guard runs.count == order.fields.count, runs.count > 1 else { return nil }
        let positions = VisualOrder.positions(of: scalars, rightToLeft: true)
        let leftmost = runs.map { run in run.map { positions[$0] }.min()! }
        return order.fields.indices.sorted { leftmost[$0] < leftmost[$1] }.map { order.fields[$0] }
    }

    /// Whether the sample reads as written from the left in a right-to-left line (not mirrored), with more than one
    /// field: then the page says why its text and a mirrored picker disagree.
    static func readsLeftToRight(_ sample: String, order: DateFieldOrder) -> Bool {
        fieldsFromLeft(sample, order: order) == order.fields
    }
}
