/// Accessibility markup cmark-gfm's tables lack: `scope="col"` on header cells, a `<caption>`, and on every data
/// cell the title of its column as `data-label`, so a narrow screen can show each row as a card of labelled
/// values instead of scrolling sideways.
///
/// A caption travels through Markdown as a paragraph holding only a link to the reserved destination
/// `x-atlas-caption:` right before the table (see `MarkdownTable.caption`); escaped text cannot form it.
enum TableMarkup {
    static let captionDestination = "x-atlas-caption:"

    /// Adds `scope="col"` to every `<th>` and moves marked captions into their tables.
    static func rewrite(_ html: [UInt8]) -> [UInt8] {
        guard ByteSearch.find(Array("<table>".utf8), in: html, from: 0) != nil else { return html }
        var bytes = ByteSearch.replaceAll("<th>", with: "<th scope=\"col\">", in: html)
        bytes = ByteSearch.replaceAll("<th style=", with: "<th scope=\"col\" style=", in: bytes)
        bytes = moveCaptions(bytes)
        return labelCells(bytes)
    }

    /// Gives each `<td>` of each table the text of its column's `<th>` as `data-label` (header text is already
    /// escaped by cmark-gfm, and holds no tags but inline markup, which is dropped).
    private static func labelCells(_ bytes: [UInt8]) -> [UInt8] {
        let tableOpen = Array("<table>".utf8), tableClose = Array("</table>".utf8)
        let headerClose = Array("</th>".utf8), rowOpen = Array("<tr>".utf8), rowClose = Array("</tr>".utf8)
        let bodyOpen = Array("<tbody>".utf8), cellOpen = Array("<td".utf8), headerOpen = Array("<th scope=".utf8)
        let labelOpen = Array(" data-label=\"".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var position = 0
        while let table = ByteSearch.find(tableOpen, in: bytes, from: position),
            let end = ByteSearch.find(tableClose, in: bytes, from: table)
        {
            output += bytes[position..<table]
            var labels: [[UInt8]] = []
            var cursor = table
            let body = ByteSearch.find(bodyOpen, in: bytes, from: table).flatMap { $0 < end ? $0 : nil } ?? end
            while let th = ByteSearch.find(headerOpen, in: bytes, from: cursor), th < body,
                let contentStart = bytes[th...].firstIndex(of: UInt8(ascii: ">")),
                let close = ByteSearch.find(headerClose, in: bytes, from: contentStart), close < body
            {
                labels.append(stripTags(Array(bytes[(contentStart + 1)..<close])))
                cursor = close + headerClose.count
            }
            output += bytes[table..<body]
            cursor = body
            while let row = ByteSearch.find(rowOpen, in: bytes, from: cursor), row < end,
                let rowEnd = ByteSearch.find(rowClose, in: bytes, from: row), rowEnd < end
            {
                output += bytes[cursor..<row]
                var column = 0
                var inner = row
                while let cell = ByteSearch.find(cellOpen, in: bytes, from: inner), cell < rowEnd {
                    output += bytes[inner..<(cell + cellOpen.count)]
                    if column < labels.count, !labels[column].isEmpty {
                        output += labelOpen
                        output += labels[column]
                        output.append(UInt8(ascii: "\""))
                    }
                    column += 1
                    inner = cell + cellOpen.count
                }
                output += bytes[inner..<rowEnd]
                cursor = rowEnd
            }
            output += bytes[cursor..<(end + tableClose.count)]
            position = end + tableClose.count
        }
        output += bytes[position...]
        return output
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

    private static func moveCaptions(_ bytes: [UInt8]) -> [UInt8] {
        let opening = Array("<p><a href=\"\(captionDestination)\">".utf8)
        let closing = Array("</a></p>\n<table>\n".utf8)
        guard var next = ByteSearch.find(opening, in: bytes, from: 0) else { return bytes }
        var output: [UInt8] = []
        var position = 0
        while true {
            let textStart = next + opening.count
            guard let end = ByteSearch.find(closing, in: bytes, from: textStart),
                ByteSearch.find(Array("</p>".utf8), in: bytes, from: textStart) == end + 4
            else {
                output += bytes[position..<textStart]
                position = textStart
                guard let found = ByteSearch.find(opening, in: bytes, from: position) else { break }
                next = found
                continue
            }
            output += bytes[position..<next]
            output += Array("<table>\n<caption>".utf8) + bytes[textStart..<end] + Array("</caption>\n".utf8)
            position = end + closing.count
            guard let found = ByteSearch.find(opening, in: bytes, from: position) else { break }
            next = found
        }
        output += bytes[position...]
        return output
    }
}
