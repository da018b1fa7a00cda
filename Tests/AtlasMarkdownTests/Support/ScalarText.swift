/// Text searched scalar by scalar.
///
/// `String` search works on `Character`s, which would glue a combining mark in a cell to the `>` of the tag
/// before it; rendered HTML is therefore searched as Unicode scalars.
struct ScalarText {
    let scalars: [Unicode.Scalar]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// The first occurrence of `needle` that lies wholly within `bounds`.
    func range(of needle: String, in bounds: Range<Int>) -> Range<Int>? {
        let pattern = Array(needle.unicodeScalars)
        guard !pattern.isEmpty, bounds.count >= pattern.count else { return nil }
        for start in bounds.lowerBound...(bounds.upperBound - pattern.count) {
            let candidate = start..<(start + pattern.count)
            if scalars[candidate].elementsEqual(pattern) {
                return candidate
            }
        }
        return nil
    }

    /// The stretches between each `open` and the `close` after it, in order, all within `bounds`.
    func sections(from open: String, to close: String, in bounds: Range<Int>) -> [Range<Int>] {
        var sections: [Range<Int>] = []
        var start = bounds.lowerBound
        while let opening = range(of: open, in: start..<bounds.upperBound),
            let closing = range(of: close, in: opening.upperBound..<bounds.upperBound)
        {
            sections.append(opening.upperBound..<closing.lowerBound)
            start = closing.upperBound
        }
        return sections
    }

    subscript(range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
    }

    var all: Range<Int> { 0..<scalars.count }
}

extension String {
    /// The Unicode scalars, for comparisons that must not treat canonically equivalent strings as equal.
    var scalars: [Unicode.Scalar] { Array(unicodeScalars) }
}
