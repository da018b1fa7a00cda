/// Inline code whose words hold a hyphen (`y-MM-dd`, `islamic-umalqura`, `with-month-names`): each such word goes in a
/// `<span class="token">`, which the style sheet keeps whole on its line while it fits (a browser would otherwise break
/// after any hyphen, leaving `y-MM-` on one line and `dd` on the next). Code blocks (`<pre><code>`) are left alone.
///
/// cmark-gfm renders an inline code span as `<code>` and escaped text (no tags: `<` is `&lt;`) up to `</code>`, so
/// words are the runs between spaces, and an escape such as `&amp;` stays inside its word.
enum CodeTokens {
    private static let open = Array("<code>".utf8), close = Array("</code>".utf8), pre = Array("<pre>".utf8)
    private static let spanOpen = Array("<span class=\"token\">".utf8), spanClose = Array("</span>".utf8)

    static func rewrite(_ html: [UInt8]) -> [UInt8] {
        guard var next = ByteSearch.find(open, in: html, from: 0) else { return html }
        var output: [UInt8] = []
        output.reserveCapacity(html.count + html.count / 32)
        var position = 0
        while true {
            let start = next + open.count
            guard let end = ByteSearch.find(close, in: html, from: start) else { break }
            output += html[position..<start]
            if next >= pre.count, ByteSearch.starts(html, at: next - pre.count, with: pre) {
                output += html[start..<end]
            } else {
                appendWords(html[start..<end], to: &output)
            }
            position = end
            guard let found = ByteSearch.find(open, in: html, from: end) else { break }
            next = found
        }
        output += html[position...]
        return output
    }

    /// `text` with each space-separated word that holds a hyphen before its end wrapped in a token span.
    private static func appendWords(_ text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        let space = UInt8(ascii: " "), hyphen = UInt8(ascii: "-")
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == space {
                output.append(space)
                index += 1
                continue
            }
            let wordEnd = text[index...].firstIndex(of: space) ?? text.endIndex
            let word = text[index..<wordEnd]
            // A hyphen at a word's end is no place to break (`=-`, `-`).
            if word.dropLast().contains(hyphen) {
                output += spanOpen
                output += word
                output += spanClose
            } else {
                output += word
            }
            index = wordEnd
        }
    }
}
