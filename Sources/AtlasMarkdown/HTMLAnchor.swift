/// An anchor a link can point to (`#yMMMd`, `#ja_JP`) inside Markdown, which cannot give elements ids: encoded as
/// an empty link to the reserved scheme `x-atlas-id:`, which `rewriteLinks(in:)` turns into `<span id="…"></span>`.
/// Escaped text can never form such a link, so only `MarkdownText.anchor(_:)` produces one.
struct HTMLAnchor: Hashable, Sendable {
    static let scheme = "x-atlas-id:"

    /// The id: ASCII letters, digits, `_`, `-` and `.`, starting with a letter or digit, at most 100.
    let id: String

    init?(id: String) {
        guard let first = id.unicodeScalars.first, id.utf8.count <= 100,
            Self.isIDScalar(first) && first != "_" && first != "-" && first != ".",
            id.unicodeScalars.allSatisfy(Self.isIDScalar)
        else { return nil }
        self.id = id
    }

    private static func isIDByte(_ byte: UInt8) -> Bool {
        byte < 0x80 && isIDScalar(Unicode.Scalar(byte))
    }

    private static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || scalar == "_" || scalar == "-" || scalar == "."
    }

    /// An id for any text: each character outside the allowed set becomes `-` (`MMM d yyyy` → `MMM-d-yyyy`).
    static func id(for text: String) -> String {
        // Most texts (template names) are ids already: the same answer without mapping scalar by scalar.
        let bytes = text.utf8
        if let first = bytes.first, bytes.count <= 100, isIDByte(first), first != UInt8(ascii: "_"),
            first != UInt8(ascii: "-"), first != UInt8(ascii: "."), bytes.allSatisfy(isIDByte)
        {
            return text
        }
        let mapped = String(String.UnicodeScalarView(text.unicodeScalars.prefix(100).map { isIDScalar($0) ? $0 : "-" }))
        return HTMLAnchor(id: mapped)?.id ?? "x" + mapped
    }

    /// Rewrites `<a href="x-atlas-id:ID"></a>` in cmark-gfm's output to `<span id="ID"></span>`.
    static func rewriteLinks(in bytes: [UInt8]) -> [UInt8] {
        let closing = Array("\"></a>".utf8)
        return ByteSearch.rewriteLinks(scheme: scheme, in: bytes) { valueStart, output in
            guard let end = ByteSearch.find(closing, in: bytes, from: valueStart),
                let anchor = HTMLAnchor(id: String(decoding: bytes[valueStart..<end], as: UTF8.self))
            else { return nil }
            output += "<span id=\"".utf8
            output += anchor.id.utf8
            output += "\"></span>".utf8
            return end + closing.count
        }
    }
}
