import AtlasMarkdown
import TestSupport
import Testing

@Suite("Seeded random hostile text")
struct HostileTextPropertyTests {
    /// A cell, header or row that did not render as its input.
    struct Mismatch: CustomStringConvertible {
        var place: String
        var input: String
        var html: String

        var description: String {
            "\(place): \(String(reflecting: input)) in\n\(html)"
        }
    }

    static let seeds: [UInt64] = [1, 2, 3, 5, 8, 13, 21, 34, 0xDA7E, 0x0DE5]

    @Test(arguments: seeds)
    func tablesOfRandomTextRenderEveryRowAndCellExactly(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var mismatches: [Mismatch] = []
        var cellCount = 0

        for tableIndex in 0..<60 {
            let columnCount = Int.random(in: 1...4, using: &generator)
            let columns = (0..<columnCount).map { _ in
                (
                    title: HostileText.random(using: &generator),
                    alignment: MarkdownTable.Alignment.allCases.randomElement(using: &generator) ?? .none
                )
            }
            let rows = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                (0..<columnCount).map { _ in HostileText.random(using: &generator) }
            }
            var table = MarkdownTable(columns: columns)
            for row in rows {
                table.addRow(row.map(MarkdownTable.Cell.text))
            }
            cellCount += columnCount * (rows.count + 1)

            let html = MarkdownRenderer.html(from: table.markdown)
            let rendered = try RenderedTable(html: html)
            let place = "seed \(seed), table \(tableIndex)"
            let expectedAlignments = columns.map { alignmentAttribute($0.alignment) }

            if rendered.header.map(\.alignment) != expectedAlignments || rendered.body.count != rows.count {
                mismatches.append(Mismatch(place: "\(place): shape", input: table.markdown, html: html))
                continue
            }
            for (column, cell) in zip(columns, rendered.header) where !cell.shows(column.title) {
                mismatches.append(Mismatch(place: "\(place), header", input: column.title, html: cell.html))
            }
            for (rowIndex, (row, renderedRow)) in zip(rows, rendered.body).enumerated() {
                guard renderedRow.count == columnCount, renderedRow.map(\.alignment) == expectedAlignments else {
                    mismatches.append(Mismatch(place: "\(place), row \(rowIndex): shape", input: "\(row)", html: html))
                    continue
                }
                for (text, cell) in zip(row, renderedRow) where !cell.shows(text) {
                    mismatches.append(Mismatch(place: "\(place), row \(rowIndex)", input: text, html: cell.html))
                }
            }
        }

        #expect(cellCount > 500)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    @Test(arguments: seeds)
    func codeCellsOfRandomTextShowTheTextInOneCodeSpan(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var mismatches: [Mismatch] = []

        var table = MarkdownTable(columns: [(title: "code", alignment: .none), (title: "after", alignment: .none)])
        let codes = (0..<200).map { _ in HostileText.random(using: &generator) }
        for code in codes {
            table.addRow([.code(code), "after"])
        }
        let html = MarkdownRenderer.html(from: table.markdown)
        let rendered = try RenderedTable(html: html)
        #expect(rendered.body.count == codes.count)

        for (index, (code, row)) in zip(codes, rendered.body).enumerated() {
            let shown = code.replacing("\r\n", with: " ").replacing("\r", with: " ").replacing("\n", with: " ")
            // A word with a hyphen is kept whole in a token span (CodeTokens): words and hyphens as the HTML's bytes
            // have them, scalars (a combining mark after a space or a hyphen is a character of its own in Swift).
            // Escaping adds neither spaces nor hyphens.
            let words = shown.unicodeScalars.split(separator: " ", omittingEmptySubsequences: false).map { scalars in
                let word = String(String.UnicodeScalarView(scalars))
                return scalars.dropLast().contains("-")
                    ? "<span class=\"token\">\(htmlEscaped(word))</span>" : htmlEscaped(word)
            }
            let expected = shown.isEmpty ? "" : "<code>\(words.joined(separator: " "))</code>"
            if row.count != 2 || row[0].html.scalars != expected.scalars || !row[1].shows("after") {
                mismatches.append(
                    Mismatch(place: "seed \(seed), row \(index)", input: code, html: row.map(\.html).joined()))
            }
        }

        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    @Test(arguments: seeds)
    func escapedRandomTextRendersExactlyInEveryContext(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var mismatches: [Mismatch] = []

        for _ in 0..<100 {
            let text = HostileText.random(maximumPieces: 12, using: &generator)
            guard !text.isEmpty else { continue }
            for context in MarkdownTextTests.Context.allCases {
                let html = MarkdownRenderer.html(from: context.markdown(MarkdownText.escape(text)))
                let inner = context.inner(html)
                if inner.flatMap({ try? HTMLText.plainText($0).scalars }) != text.scalars {
                    mismatches.append(Mismatch(place: "seed \(seed), \(context)", input: text, html: html))
                }
            }
        }

        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(3))")
    }

    /// The text as cmark-gfm escapes it in HTML.
    private func htmlEscaped(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private func alignmentAttribute(_ alignment: MarkdownTable.Alignment) -> String? {
        switch alignment {
        case .none: nil
        case .left: "left"
        case .center: "center"
        case .right: "right"
        }
    }
}
