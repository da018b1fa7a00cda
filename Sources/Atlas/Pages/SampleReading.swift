import DateOrder

/// How a sample of a right-to-left locale shows its fields on screen. The Unicode Bidirectional Algorithm keeps
/// digits and the separators between them in one left-to-right run, so a numeric date in a Hebrew or Persian line
/// is not mirrored: `15.4.2026` shows the day on the left, `۱۴۰۵/۱/۲۶` the year, while a picker that follows the
/// writing direction puts its first column on the right. A sample that starts with Latin letters (Pashto's era
/// `AP ۱۴۰۵-۰۱-۲۶`) is shown left to right altogether, as a label takes its direction from its first letter.
enum SampleReading {
    /// The fields of `order` from the left, as `sample` shows them in a line of the given direction: each field is
    /// found in the sample by `pattern`, the pattern that wrote it, and placed where its leftmost character lands.
    /// `nil` where the sample cannot be split by the pattern (the pattern's literal text is not in the sample, or a
    /// numeric field holds no digits).
    static func fieldsFromLeft(
        _ sample: String, pattern: String, order: DateFieldOrder, rightToLeft: Bool
    ) -> [DateField]? {
        let scalars = Array(sample.unicodeScalars)
        guard let spans = spans(of: scalars, tokens: PatternTokenizer.tokenize(pattern)) else { return nil }
        let positions = VisualOrder.positions(of: scalars, rightToLeft: rightToLeft)
        var leftmost: [DateField: Int] = [:]
        for (field, range) in spans where order.fields.contains(field) && !range.isEmpty {
            let position = range.map { positions[$0] }.min()!
            leftmost[field] = min(position, leftmost[field] ?? .max)
        }
        guard leftmost.count == order.fields.count else { return nil }
        return order.fields.sorted { leftmost[$0]! < leftmost[$1]! }
    }

    /// The scalars of `scalars` each year, month and day token of `tokens` wrote: literal text must match as it
    /// stands, a numeric field (`y`, `d`, `M` or `L` up to two letters) takes a run of digits, and any other field
    /// at least one scalar; the first split that accounts for every scalar wins.
    static func spans(of scalars: [Unicode.Scalar], tokens: [PatternToken]) -> [(DateField, Range<Int>)]? {
        var found: [(DateField, Range<Int>)] = []
        func match(_ token: Int, _ start: Int) -> Bool {
            guard token < tokens.count else { return start == scalars.count }
            switch tokens[token] {
            case .literal(let text):
                let literal = Array(text.unicodeScalars)
                guard start + literal.count <= scalars.count,
                    Array(scalars[start..<start + literal.count]) == literal
                else { return false }
                return match(token + 1, start + literal.count)
            case .field(let letter, let count):
                let numeric = "yd".contains(letter) || ("ML".contains(letter) && count <= 2)
                var end = start + 1
                while end <= scalars.count {
                    if numeric, scalars[end - 1].properties.numericType == nil { break }
                    if let field = tokens[token].dateField { found.append((field, start..<end)) }
                    if match(token + 1, end) { return true }
                    if tokens[token].dateField != nil { found.removeLast() }
                    end += 1
                }
                return false
            }
        }
        return match(0, 0) ? found : nil
    }
}
