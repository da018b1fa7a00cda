/// Text in another language and direction inside Markdown: `lang` and `dir` for a sample in a table cell,
/// which Markdown itself cannot express. Encoded as a link with a reserved scheme; cmark-gfm renders it as
/// `<a href="x-atlas-lang:ja-JP:ltr">…</a>`, and `rewriteLinks(in:)` turns exactly those into spans.
///
/// (Replacing the link node by a custom inline node in the tree does not work inside tables: the table
/// extension refuses custom inline children, so the cell would lose its text.)
struct LanguageSpan: Hashable, Sendable {
    /// The reserved link scheme; text escaped by `MarkdownText.escape(_:)` can never form a link, so only
    /// `MarkdownText.localized(_:language:direction:)` produces it.
    static let scheme = "x-atlas-lang:"

    /// A BCP 47 tag such as `ja-JP` or `sr-Latn-RS`: ASCII letters, digits and hyphens, at most 64.
    let language: String
    /// `ltr`, `rtl` or `auto`.
    let direction: String

    init?(language: String, direction: String) {
        guard !language.isEmpty, language.utf8.count <= 64,
            language.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
            }),
            ["ltr", "rtl", "auto"].contains(direction)
        else { return nil }
        self.language = language
        self.direction = direction
    }

    /// Parses `x-atlas-lang:ja-JP:ltr`.
    init?(destination: String) {
        guard destination.hasPrefix(Self.scheme) else { return nil }
        let parts = destination.dropFirst(Self.scheme.count).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        self.init(language: String(parts[0]), direction: String(parts[1]))
    }

    /// The link destination that encodes this span.
    var destination: String { Self.scheme + language + ":" + direction }

    /// `<span lang="ja-JP" dir="ltr">`; both values were validated to need no escaping.
    var openingTag: String { "<span lang=\"\(language)\" dir=\"\(direction)\">" }

    /// Rewrites `<a href="x-atlas-lang:TAG:DIR">…</a>` in cmark-gfm's output to `<span lang="TAG" dir="DIR">…</span>`.
    ///
    /// Only a link node renders as `<a href="`: text content has its `<` escaped, and safe mode omits raw HTML.
    /// Links cannot nest in CommonMark, so the first `</a>` after the opening tag closes it. The search runs on
    /// UTF-8 bytes: comparing `Character`s would miss `">` when a combining mark or joiner follows the `>`.
    static func rewriteLinks(in bytes: [UInt8]) -> [UInt8] {
        let closing = Array("</a>".utf8)
        return ByteSearch.rewriteLinks(scheme: scheme, in: bytes) { valueStart in
            guard let quote = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")),
                quote + 1 < bytes.count, bytes[quote + 1] == UInt8(ascii: ">"),
                let span = LanguageSpan(
                    destination: scheme + String(decoding: bytes[valueStart..<quote], as: UTF8.self)),
                let end = ByteSearch.find(closing, in: bytes, from: quote + 2)
            else { return nil }
            return (Array(span.openingTag.utf8) + bytes[(quote + 2)..<end] + Array("</span>".utf8), end + closing.count)
        }
    }
}
