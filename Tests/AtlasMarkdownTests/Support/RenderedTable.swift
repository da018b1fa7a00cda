/// The cells of the first table in HTML rendered by cmark-gfm.
struct RenderedTable {
    /// One `<th>` or `<td>`: its `align` attribute, if any, and its inner HTML.
    struct Cell {
        var alignment: String?
        var html: String

        /// The cell's text, which must contain no elements (comments are allowed).
        func text() throws -> String {
            try HTMLText.plainText(html)
        }

        /// Whether the cell's text is `expected`, scalar for scalar.
        func shows(_ expected: String) -> Bool {
            (try? text().scalars) == expected.scalars
        }
    }

    struct MissingTable: Error, CustomStringConvertible {
        var description: String
    }

    var header: [Cell]
    var body: [[Cell]]

    init(html: String) throws {
        let source = ScalarText(html)
        guard let table = source.sections(from: "<table>\n", to: "</table>", in: source.all).first,
            let head = source.sections(from: "<thead>\n", to: "</thead>", in: table).first,
            let headerRow = source.sections(from: "<tr>\n", to: "</tr>", in: head).first
        else {
            throw MissingTable(description: "no table with a header in \(String(reflecting: html))")
        }
        header = Self.cells(named: "th", in: headerRow, of: source)
        let bodyRows = source.sections(from: "<tbody>\n", to: "</tbody>", in: table).first.map {
            source.sections(from: "<tr>\n", to: "</tr>", in: $0)
        }
        body = (bodyRows ?? []).map { Self.cells(named: "td", in: $0, of: source) }
    }

    private static func cells(named name: String, in row: Range<Int>, of source: ScalarText) -> [Cell] {
        var cells: [Cell] = []
        var start = row.lowerBound
        while let opening = source.range(of: "<\(name)", in: start..<row.upperBound),
            let openingEnd = source.range(of: ">", in: opening.upperBound..<row.upperBound),
            let closing = source.range(of: "</\(name)>", in: openingEnd.upperBound..<row.upperBound)
        {
            let attributes = source[opening.upperBound..<openingEnd.lowerBound]
            let inner = source[openingEnd.upperBound..<closing.lowerBound]
            cells.append(Cell(alignment: alignment(in: attributes), html: inner))
            start = closing.upperBound
        }
        return cells
    }

    private static func alignment(in attributes: String) -> String? {
        var attributes = attributes
        if attributes.hasPrefix(" scope=\"col\"") { attributes = String(attributes.dropFirst(" scope=\"col\"".count)) }
        // A data cell carries its column's title (the rendered header text) for narrow screens. Read by scalar:
        // a combining mark after the opening quote would glue onto it as one Character.
        let label = Array(" data-label=\"".unicodeScalars)
        let scalars = Array(attributes.unicodeScalars)
        if scalars.starts(with: label), let end = scalars[label.count...].firstIndex(of: "\"") {
            attributes = String(String.UnicodeScalarView(scalars[(end + 1)...]))
        }
        let prefix = " style=\"text-align: "
        guard attributes.hasPrefix(prefix), attributes.hasSuffix("\"") else { return nil }
        return String(attributes.dropFirst(prefix.count).dropLast())
    }
}
