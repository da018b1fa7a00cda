#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        guard Self.isValid(language: language.utf8, direction: direction.utf8) else { return nil }
        self.language = language
        self.direction = direction
    }

    /// Whether a tag and a direction can make a span: 1 to 64 ASCII letters, digits and hyphens; `ltr`, `rtl`
    /// or `auto`. Both then need no escaping in an attribute.
    static func isValid<Language: Collection<UInt8>, Direction: Collection<UInt8>>(
        language: Language, direction: Direction
    ) -> Bool {
        contiguous(language) { isTag($0) } && contiguous(direction) { isDirection($0) }
    }

    /// `body` over the bytes of `bytes`, in place where they are contiguous (a string's UTF-8, an array slice).
    private static func contiguous<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        bytes.withContiguousStorageIfAvailable(body) ?? Array(bytes).withUnsafeBufferPointer(body)
    }

    /// 1 to 64 ASCII letters, digits and hyphens. A pointer loop: every sample of every page passes here, also in
    /// the debug build `make site` runs, where each generic step is a call.
    private static func isTag(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty, bytes.count <= 64 else { return false }
        for index in 0..<bytes.count {
            switch (base + index).pointee {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                continue
            default: return false
            }
        }
        return true
    }

    private static let directions = ["ltr", "rtl", "auto"].map { Array($0.utf8) }

    /// `ltr`, `rtl` or `auto`.
    private static func isDirection(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        directions.contains { name in
            name.count == bytes.count
                && name.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
        }
    }

    /// The link destination that encodes this span.
    var destination: String { Self.scheme + language + ":" + direction }

    /// The link destination that encodes a link to `#fragment` whose text is in this language and direction, or
    /// `nil` when the fragment is no valid id (see ``HTMLAnchor``).
    func destination(linkingTo fragment: String) -> String? {
        HTMLAnchor(id: fragment).map { destination + ":#" + $0.id }
    }

    /// Rewrites `<a href="x-atlas-lang:TAG:DIR">…</a>` in cmark-gfm's output to `<span lang="TAG" dir="DIR">…</span>`,
    /// and `<a href="x-atlas-lang:TAG:DIR:#ID">…</a>` to `<a href="#ID" lang="TAG" dir="DIR">…</a>` (a link whose
    /// text is in another language: a link cannot nest in a link's text, so the language goes on the link).
    ///
    /// Only a link node renders as `<a href="`: text content has its `<` escaped, and safe mode omits raw HTML.
    /// Links cannot nest in CommonMark, so the first `</a>` after the opening tag closes it. The search runs on
    /// UTF-8 bytes: comparing `Character`s would miss `">` when a combining mark or joiner follows the `>`.
    static func rewriteLinks(in bytes: [UInt8]) -> [UInt8] {
        let closing = Array("</a>".utf8)
        return ByteSearch.rewriteLinks(scheme: scheme, in: bytes) { valueStart, output in
            guard let quote = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")),
                quote + 1 < bytes.count, bytes[quote + 1] == UInt8(ascii: ">"),
                let (language, direction, fragment) = parts(of: bytes[valueStart..<quote]),
                let end = ByteSearch.find(closing, in: bytes, from: quote + 2)
            else { return nil }
            if let fragment {
                output += "<a href=\"#".utf8
                output += fragment
                output += "\" lang=\"".utf8
            } else {
                output += "<span lang=\"".utf8
            }
            output += language
            output += "\" dir=\"".utf8
            output += direction
            output += "\">".utf8
            output += bytes[(quote + 2)..<end]
            output += (fragment == nil ? "</span>" : "</a>").utf8
            return end + closing.count
        }
    }

    /// The language and the direction of the span the destination encodes when it is the scheme followed by
    /// `value` (`ja-JP:ltr`), and the id of the fragment a link to one goes to (`ja-JP:ltr:#pattern-7`), or `nil`
    /// when it encodes no valid span or id. All then need no escaping.
    static func parts(
        of value: ArraySlice<UInt8>
    ) -> (language: ArraySlice<UInt8>, direction: ArraySlice<UInt8>, fragment: ArraySlice<UInt8>?)? {
        guard let colon = value.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let language = value[..<colon]
        var direction = value[(colon + 1)...]
        var fragment: ArraySlice<UInt8>?
        if let second = direction.firstIndex(of: UInt8(ascii: ":")) {
            let id = value[(second + 1)...].dropFirst()
            guard value[(second + 1)...].first == UInt8(ascii: "#"),
                HTMLAnchor(id: String(decoding: id, as: UTF8.self)) != nil
            else { return nil }
            direction = value[(colon + 1)..<second]
            fragment = id
        }
        return isValid(language: language, direction: direction) ? (language, direction, fragment) : nil
    }
}
