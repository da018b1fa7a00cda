/// Builds inline Markdown from plain values, so that text renders as exactly that text.
///
/// Use these helpers wherever a value (a locale identifier, a date pattern, a sample date) goes into Markdown
/// that ``MarkdownRenderer`` will render: in paragraphs, headings, list items and link text. For table cells, use
/// ``MarkdownTable``, which applies the same escaping and also keeps `|` inside its cell.
package enum MarkdownText {
    /// Escapes plain text for use as inline Markdown, so that it renders as exactly the given text.
    ///
    /// After rendering, the HTML text (with entities such as `&amp;` decoded) equals `text` scalar for scalar:
    /// nothing in it starts a block, emphasis, a link, raw HTML or an entity (the renderer makes no links of bare
    /// addresses). To get there, every ASCII punctuation character is backslash-escaped, and tabs, line breaks,
    /// and spaces at the start or end are written as numeric character references (`&#32;`, `&#10;`). All other
    /// characters, including bidi marks, non-breaking spaces, combining marks and emoji, are kept as they are.
    ///
    /// U+0000 is the one exception: CommonMark always renders it as U+FFFD.
    ///
    /// - Parameter text: The plain text.
    /// - Returns: Inline Markdown that renders as `text`.
    package static func escape(_ text: String) -> String {
        var text = text
        return text.withUTF8(escaped) ?? text
    }

    /// What `escape(_:)` makes of the UTF-8 bytes of a text, or `nil` when they need no escaping (most values:
    /// names, samples hold letters, digits, inner spaces, non-ASCII). Every decision is about ASCII characters,
    /// so it runs on bytes: the bytes of other characters are copied as they are, and a byte of one is never
    /// ASCII. Pointers, not collections: this runs for every value of every page, also in the debug build
    /// `make site` runs, where each generic step is a call.
    private static func escaped(_ buffer: UnsafeBufferPointer<UInt8>) -> String? {
        guard let bytes = buffer.baseAddress, !buffer.isEmpty else { return nil }
        let count = buffer.count
        var needed = bytes.pointee == 0x20 || (bytes + count - 1).pointee == 0x20
        var index = 0
        while !needed, index < count {
            needed = needsEscape((bytes + index).pointee)
            index += 1
        }
        guard needed else { return nil }
        // Spaces at the start and the end, which cmark would trim.
        var leadingEnd = 0
        while leadingEnd < count, (bytes + leadingEnd).pointee == 0x20 { leadingEnd += 1 }
        var trailingStart = count
        while trailingStart > leadingEnd, (bytes + trailingStart - 1).pointee == 0x20 { trailingStart -= 1 }
        // At most five bytes for one: `&#32;`.
        return String(unsafeUninitializedCapacity: count * 5) { output in
            let out = output.baseAddress!
            var written = 0
            func put(_ byte: UInt8) {
                (out + written).pointee = byte
                written += 1
            }
            for index in 0..<count {
                let byte = (bytes + index).pointee
                switch byte {
                case 0x20 where index < leadingEnd || index >= trailingStart:
                    for reference in "&#32;".utf8 { put(reference) }
                case 0x09...0x0D:
                    // cmark trims these at the ends of cells and lines; line breaks would also end the line.
                    // `&#9;` to `&#13;`.
                    put(UInt8(ascii: "&"))
                    put(UInt8(ascii: "#"))
                    if byte >= 10 { put(UInt8(ascii: "1")) }
                    put(UInt8(ascii: "0") + byte % 10)
                    put(UInt8(ascii: ";"))
                case _ where isASCIIPunctuation(Unicode.Scalar(byte)):
                    put(UInt8(ascii: "\\"))
                    put(byte)
                default:
                    put(byte)
                }
            }
            return written
        }
    }

    /// Makes a code span that renders as the given text in monospace.
    ///
    /// The backtick fence is longer than any run of backticks in the text, and a space is added inside the
    /// fence where CommonMark would otherwise strip one. As in every code span, a line break (`\n`, `\r` or
    /// `\r\n`) renders as a single space; all other characters render as themselves.
    ///
    /// - Parameter text: The code to show.
    /// - Returns: A code span, or an empty string when `text` is empty (CommonMark has no empty code span).
    package static func code(_ text: String) -> String {
        let content = foldingLineBreaks(text)
        guard let first = content.unicodeScalars.first, let last = content.unicodeScalars.last else {
            return ""
        }

        var longestBacktickRun = 0
        var backtickRun = 0
        for scalar in content.unicodeScalars {
            backtickRun = scalar == "`" ? backtickRun + 1 : 0
            longestBacktickRun = max(longestBacktickRun, backtickRun)
        }
        let fence = String(repeating: "`", count: longestBacktickRun + 1)

        let onlySpaces = content.unicodeScalars.allSatisfy { $0 == " " }
        let needsPadding = first == "`" || last == "`" || (first == " " && last == " " && !onlySpaces)
        let padding = needsPadding ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// `text` with each line break (`\n`, `\r`, or `\r\n` as one) turned into a space, and with `|` escaped as
    /// `\|` when `escapingPipes` (what keeps inline Markdown inside one table cell). Returns `text` itself when
    /// there is nothing to change, which is the common case.
    static func foldingLineBreaks(_ text: String, escapingPipes: Bool = false) -> String {
        guard text.containsUTF8Byte(where: { $0 == 10 || $0 == 13 || (escapingPipes && $0 == UInt8(ascii: "|")) })
        else {
            return text
        }
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|" where escapingPipes:
                folded += "\\|"
            case "\n" where previous == "\r":
                break
            case "\n", "\r":
                folded += " "
            default:
                folded.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return folded
    }

    /// Makes an inline link whose text renders as exactly the given text.
    ///
    /// - Parameters:
    ///   - text: The link text, escaped like ``escape(_:)``.
    ///   - destination: The link target, escaped like ``destination(_:)``.
    /// - Returns: An inline link in Markdown.
    package static func link(text: String, destination: String) -> String {
        "[\(escape(text))](\(Self.destination(destination)))"
    }

    /// An empty element with an id, for links to point at (`#yMMMd`): `<span id="yMMMd"></span>`. Characters an
    /// id cannot hold become `-`; use ``anchorID(_:)`` to make the matching `#fragment`.
    package static func anchor(_ id: String) -> String {
        "[](" + HTMLAnchor.scheme + HTMLAnchor.id(for: id) + ")"
    }

    /// The id ``anchor(_:)`` gives `text`, for a `#fragment` that points to it.
    package static func anchorID(_ text: String) -> String { HTMLAnchor.id(for: text) }

    /// Text that renders as exactly `text` inside `<span lang="…" dir="…">`, for a sample in another language.
    ///
    /// An invalid language tag (anything but ASCII letters, digits and hyphens) or direction (anything but
    /// `ltr`, `rtl`, `auto`) gives the escaped text without a span.
    ///
    /// - Parameters:
    ///   - text: The plain text.
    ///   - language: A BCP 47 language tag such as `ja-JP`.
    ///   - direction: `ltr`, `rtl` or `auto`.
    /// - Returns: Inline Markdown.
    package static func localized(_ text: String, language: String, direction: String) -> String {
        guard let span = LanguageSpan(language: language, direction: direction) else { return escape(text) }
        // The destination holds only ASCII letters, digits, `-` and `:` (validated), so it needs no escaping.
        return "[" + escape(text) + "](" + span.destination + ")"
    }

    /// A link to `#fragment` in this page whose text, `text`, is in another language and direction:
    /// `<a href="#fragment" lang="…" dir="…">`. An invalid tag, direction or id gives the plain link.
    package static func localizedLink(_ text: String, fragment: String, language: String, direction: String) -> String {
        guard let destination = LanguageSpan(language: language, direction: direction)?.destination(linkingTo: fragment)
        else { return link(text: text, destination: "#" + fragment) }
        // Letters, digits, `-`, `_`, `.`, `:` and `#` (validated): no escaping needed.
        return "[" + escape(text) + "](" + destination + ")"
    }

    /// A code span (``code(_:)``) inside `<span lang="…" dir="…">`, for code that holds another language's words,
    /// such as a date pattern with literal text (`y年M月d日`). An invalid tag or direction, or empty code, gives the
    /// code span alone.
    package static func localizedCode(_ text: String, language: String, direction: String) -> String {
        let span = code(text)
        guard !span.isEmpty, let language = LanguageSpan(language: language, direction: direction) else { return span }
        return "[" + span + "](" + language.destination + ")"
    }

    /// Escapes a link destination, for use inside the parentheses of an inline link or image.
    ///
    /// The destination is written in its `<…>` form with every ASCII punctuation character backslash-escaped
    /// and line breaks as numeric character references, so spaces, parentheses, brackets and `&` need no
    /// care from the caller. In the rendered `href`, cmark-gfm percent-encodes what URLs do not allow (a space
    /// becomes `%20`, `<` becomes `%3C`, non-ASCII characters become their UTF-8 bytes) and keeps existing
    /// `%` escapes; in safe mode a `javascript:`, `vbscript:`, `file:` or `data:` destination becomes empty.
    ///
    /// - Parameter destination: The URL or relative path.
    /// - Returns: The destination in Markdown, angle brackets included.
    package static func destination(_ destination: String) -> String {
        // On UTF-8 bytes: line breaks and punctuation are ASCII, and no byte of another character is either.
        var escaped: [UInt8] = [UInt8(ascii: "<")]
        escaped.reserveCapacity(destination.utf8.count * 2 + 2)
        for byte in destination.utf8 {
            switch byte {
            case 0x0A: escaped += "&#10;".utf8
            case 0x0D: escaped += "&#13;".utf8
            case _ where isASCIIPunctuation(Unicode.Scalar(byte)):
                escaped.append(UInt8(ascii: "\\"))
                escaped.append(byte)
            default:
                escaped.append(byte)
            }
        }
        escaped.append(UInt8(ascii: ">"))
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Whether `escape` writes this byte other than as itself wherever it stands: ASCII punctuation (`@`
    /// included) and the whitespace controls it turns into character references.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// Whether CommonMark lets a backslash escape this character: ``!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~``.
    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E:
            true
        default:
            false
        }
    }
}
