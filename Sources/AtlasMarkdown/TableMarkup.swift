#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Accessibility markup cmark-gfm's tables lack: `scope="col"` on header cells, a `<caption>`, row headers
/// (`<th scope="row">`) where the first cell names its row, and on every body cell the title of its column as
/// `data-label`, so a narrow screen can show each row as a card of labelled values instead of scrolling sideways.
///
/// A caption travels through Markdown as a paragraph holding only a link to the reserved destination
/// `x-atlas-caption:` right before the table (see `MarkdownTable.caption`); escaped text cannot form it. The
/// destination `x-atlas-caption:rows` also marks the table's first column as row headers (its text may be empty).
/// A language span after the link, ` <span lang="…" dir="…">…</span>` (`MarkdownTable.captionEnd`, rewritten by
/// `LanguageSpan` before this runs), ends the caption.
enum TableMarkup {
    static let captionDestination = "x-atlas-caption:"
    static let rowHeadersFlag = "rows"

    /// Adds `scope="col"` to every `<th>`, moves marked captions into their tables, and labels data cells.
    static func rewrite(_ html: [UInt8]) -> [UInt8] {
        guard ByteSearch.find(tableOpen, in: html, from: 0) != nil else { return html }
        let (moved, rowHeaderTables) = moveCaptions(html)
        return markTables(moved, rowHeaderTables: rowHeaderTables)
    }

    private static let tableOpen = Array("<table>".utf8), tableClose = Array("</table>".utf8)
    private static let bodyOpen = Array("<tbody>".utf8), rowOpen = Array("<tr>".utf8), cellOpen = Array("<td".utf8)

    /// One pass over each table's tags: `scope="col"` on every header cell (`<th>`, `<th style=…>`); the text of
    /// each header cell before `<tbody>` becomes its column's label (header text is already escaped by cmark-gfm,
    /// and holds no tags but inline markup, which is dropped), and each `<td>` after it gets its column's label as
    /// `data-label`, columns counted from each `<tr>`. In the tables that start at `rowHeaderTables`, the first cell
    /// of each body row becomes `<th scope="row" …>…</th>`.
    private static func markTables(_ bytes: [UInt8], rowHeaderTables: Set<Int>) -> [UInt8] {
        let headerClose = Array("</th>".utf8), labelOpen = Array(" data-label=\"".utf8)
        let rowHeader = Array("<th scope=\"row\"".utf8), cellClose = Array("</td>".utf8)
        let plainHeader = Array("<th>".utf8), styledHeader = Array("<th style=".utf8)
        let scopedHeader = Array("<th scope=\"col\"".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var position = 0
        while let table = ByteSearch.find(tableOpen, in: bytes, from: position),
            let end = ByteSearch.find(tableClose, in: bytes, from: table)
        {
            output += bytes[position..<table]
            var labels: [[UInt8]] = []
            let rowHeaders = rowHeaderTables.contains(table)
            var closesRowHeader = false
            var inBody = false
            var column = 0
            // `cursor`: copied up to here; `scan`: tags looked at up to here.
            var cursor = table
            var scan = table + 1
            while let tag = nextTag(in: bytes, from: scan, before: end) {
                scan = tag + 1
                if ByteSearch.starts(bytes, at: tag, with: plainHeader)
                    || ByteSearch.starts(bytes, at: tag, with: styledHeader)
                {
                    output += bytes[cursor..<tag]
                    output += scopedHeader
                    // `<th>` continues with `>`, `<th style=…>` with ` style=…>`.
                    cursor = tag + 3
                    if !inBody, let contentStart = bytes[tag..<end].firstIndex(of: UInt8(ascii: ">")),
                        let close = ByteSearch.find(headerClose, in: bytes, from: contentStart), close < end
                    {
                        labels.append(stripTags(Array(bytes[(contentStart + 1)..<close])))
                    }
                } else if ByteSearch.starts(bytes, at: tag, with: bodyOpen) {
                    inBody = true
                } else if inBody, ByteSearch.starts(bytes, at: tag, with: rowOpen) {
                    column = 0
                } else if inBody, ByteSearch.starts(bytes, at: tag, with: cellOpen) {
                    if rowHeaders, column == 0 {
                        output += bytes[cursor..<tag]
                        output += rowHeader
                        closesRowHeader = true
                    } else {
                        output += bytes[cursor..<(tag + 3)]
                    }
                    cursor = tag + 3
                    if column < labels.count, !labels[column].isEmpty {
                        output += labelOpen
                        output += labels[column]
                        output.append(UInt8(ascii: "\""))
                    }
                    column += 1
                } else if closesRowHeader, ByteSearch.starts(bytes, at: tag, with: cellClose) {
                    // A cell's text has its `<` escaped, so the first `</td>` closes the row header.
                    output += bytes[cursor..<tag]
                    output += headerClose
                    cursor = tag + cellClose.count
                    closesRowHeader = false
                }
            }
            output += bytes[cursor..<(end + tableClose.count)]
            position = end + tableClose.count
        }
        output += bytes[position...]
        return output
    }

    /// The index of the next `<` in `bytes` from `start` on and before `end`.
    private static func nextTag(in bytes: [UInt8], from start: Int, before end: Int) -> Int? {
        guard start < end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "<")), end - start).map {
                buffer.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self))
            }
        }
    }

    /// The text of inline HTML without its tags (`<code>x</code>` → `x`); quotes are escaped already.
    private static func stripTags(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var inTag = false
        for byte in bytes {
            if byte == UInt8(ascii: "<") {
                inTag = true
            } else if byte == UInt8(ascii: ">") {
                inTag = false
            } else if !inTag {
                result.append(byte == UInt8(ascii: "\"") ? UInt8(ascii: "'") : byte)
            }
        }
        return result
    }

    /// Moves each marked caption into the table after it, and gives the offsets (in the result) of the tables whose
    /// marker asks for row headers.
    private static func moveCaptions(_ bytes: [UInt8]) -> (bytes: [UInt8], rowHeaderTables: Set<Int>) {
        let opening = Array("<p><a href=\"\(captionDestination)".utf8)
        let plainEnd = Array("\">".utf8), rowsEnd = Array("\(rowHeadersFlag)\">".utf8)
        let closing = Array("</a></p>\n<table>\n".utf8), linkClose = Array("</a>".utf8)
        let spanOpen = Array(" <span lang=\"".utf8), spanClose = Array("</span>".utf8)
        guard var next = ByteSearch.find(opening, in: bytes, from: 0) else { return (bytes, []) }
        var output: [UInt8] = []
        var rowHeaderTables: Set<Int> = []
        var position = 0
        while true {
            let flagStart = next + opening.count
            let rows = ByteSearch.starts(bytes, at: flagStart, with: rowsEnd)
            let textStart = flagStart + (rows ? rowsEnd.count : plainEnd.count)
            // The link's text is escaped, so the first `</a>` closes it; what follows up to `</p>` is nothing or
            // one language span (safe mode drops raw HTML, so a `<span` there comes from `LanguageSpan`).
            guard rows || ByteSearch.starts(bytes, at: flagStart, with: plainEnd),
                let linkEnd = ByteSearch.find(linkClose, in: bytes, from: textStart),
                let paragraphEnd = ByteSearch.find(Array("</p>".utf8), in: bytes, from: linkEnd),
                ByteSearch.starts(bytes, at: paragraphEnd, with: Array(closing[linkClose.count...])),
                paragraphEnd == linkEnd + linkClose.count
                    || (ByteSearch.starts(bytes, at: linkEnd + linkClose.count, with: spanOpen)
                        && Array(bytes[(paragraphEnd - spanClose.count)..<paragraphEnd]) == spanClose)
            else {
                output += bytes[position..<flagStart]
                position = flagStart
                guard let found = ByteSearch.find(opening, in: bytes, from: position) else { break }
                next = found
                continue
            }
            output += bytes[position..<next]
            if rows { rowHeaderTables.insert(output.count) }
            output += Array("<table>\n".utf8)
            if textStart < linkEnd || linkEnd + linkClose.count < paragraphEnd {
                output +=
                    Array("<caption>".utf8) + bytes[textStart..<linkEnd]
                    + bytes[(linkEnd + linkClose.count)..<paragraphEnd]
                output += Array("</caption>\n".utf8)
            }
            position = paragraphEnd + closing.count - linkClose.count
            guard let found = ByteSearch.find(opening, in: bytes, from: position) else { break }
            next = found
        }
        output += bytes[position...]
        return (output, rowHeaderTables)
    }
}
