import TestSupport

/// Text that tries every way of escaping a cell or a paragraph, and a seeded generator of more.
enum HostileText {
    /// Hand-picked strings, one per trap.
    static let samples: [String] = [
        "|", "a|b", "||", "\\|", "\\", "a\\", "\\\\|", "`", "``", "`a|b`", "*a*", "**b**", "_c_", "__d__",
        "~~e~~", "~f~", "[g]", "[h](i)", "![j](k)", "[l]: m", "<n>", "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>", "<!-- c -->", "-->", "&", "&amp;", "&#32;", "&#x41;", "&copy", "&nbsp;",
        "#", "# h", "!", "-", "- item", "+ item", "* item", "1. item", "1) item", "2024.", "> quote", "---", "===",
        "***", "    indented", "```", "~~~", " leading", "trailing ", "  both  ", " ", "   ", "\t", "a\tb", "\ttab",
        "line\nbreak", "\n", "\r", "\r\n", "a\r\nb", "\n\n", "a  \nb", "a\\\nb", "\u{0B}\u{0C}",
        "www.example.com", "http://example.com", "https://x.y/z?q=1", "ftp://x.y", "a@b.co", "mailto:a@b.co",
        "x.@y.z", "@b.co", "a@b@c.co", "<http://x.y>", "\u{200F}", "\u{200E}dd/MM/y", "\u{061C}", "\u{00A0}",
        "\u{202F}", "12:00\u{202F}PM", "'lyɛ'\u{030C}ʼ", "\u{030C}", "|\u{030C}", "\u{030C}|", "2024年3月15日",
        "🗓️", "👩‍👩‍👧", "[^1]", "{}", "$x$", "%20", ":smile:", "\"quoted\"", "it's", "^", "\u{7F}\u{01}",
    ]

    /// The pieces random strings are made of: every ASCII punctuation character, some letters and digits,
    /// whitespace and line breaks, bidi marks, special spaces, combining marks, emoji, and fragments of syntax.
    static let pieces: [String] = [
        "|", "\\", "`", "*", "_", "~", "[", "]", "<", ">", "&", "#", "!", "-", "+", ".", "(", ")", ":", "/", "@",
        ";", "=", "\"", "'", "^", "{", "}", "$", "%", "?", ",", "0", "1", "9", "a", "b", "w", "h", "t", "p", "x",
        " ", " ", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{200F}", "\u{200E}", "\u{061C}", "\u{00A0}",
        "\u{202F}", "\u{030C}", "\u{0301}", "\u{200D}", "ɛ", "ʼ", "年", "日", "٢", "🗓", "👍🏽", "www.", "http://",
        "a@b.co", "&amp;", "&#32;", "<b>", "<script>", "**", "~~", "1. ", "- ", "```", "<!--", "-->", "x.com",
    ]

    /// A string of zero to `maximumPieces` pieces.
    static func random(maximumPieces: Int = 10, using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...maximumPieces, using: &generator)
        return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }
}
