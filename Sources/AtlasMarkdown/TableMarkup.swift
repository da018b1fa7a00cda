/// Accessibility markup cmark-gfm's tables lack: `scope="col"` on header cells, and a `<caption>`.
///
/// A caption travels through Markdown as a paragraph holding only a link to the reserved destination
/// `x-atlas-caption:` right before the table (see `MarkdownTable.caption`); escaped text cannot form it.
enum TableMarkup {
    static let captionDestination = "x-atlas-caption:"

    /// Adds `scope="col"` to every `<th>` and moves marked captions into their tables.
    static func rewrite(_ html: String) -> String {
        guard html.contains("<table>") else { return html }
        var bytes = Array(html.utf8)
        bytes = ByteSearch.replaceAll("<th>", with: "<th scope=\"col\">", in: bytes)
        bytes = ByteSearch.replaceAll("<th style=", with: "<th scope=\"col\" style=", in: bytes)
        bytes = moveCaptions(bytes)
        return String(decoding: bytes, as: UTF8.self)
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
