/// A small HTML reader for tests: the tags of a document in order, their attributes, and the ids defined.
struct HTMLInspector {
    struct Tag {
        let name: String
        let closing: Bool
        let attributes: [String: String]
    }

    let tags: [Tag]
    let problems: [String]

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "rect",
    ]

    init(_ html: String) {
        var tags: [Tag] = []
        var problems: [String] = []
        let scalars = Array(html.unicodeScalars)
        var i = 0
        var inRawText: String?
        while i < scalars.count {
            guard scalars[i] == "<" else { i += 1; continue }
            if let raw = inRawText {
                let close = "</" + raw
                let rest = String(
                    String.UnicodeScalarView(scalars[i..<min(scalars.count, i + close.unicodeScalars.count)]))
                if rest.lowercased() != close { i += 1; continue }
                inRawText = nil
            }
            if scalars.count > i + 3, String(String.UnicodeScalarView(scalars[i..<i + 4])) == "<!--" {
                var j = i + 4
                while j + 2 < scalars.count, !(scalars[j] == "-" && scalars[j + 1] == "-" && scalars[j + 2] == ">") {
                    j += 1
                }
                i = j + 3
                continue
            }
            var j = i + 1
            var quote: Unicode.Scalar?
            while j < scalars.count {
                let c = scalars[j]
                if let q = quote {
                    if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c
                } else if c == ">" {
                    break
                }
                j += 1
            }
            guard j < scalars.count else { problems.append("unterminated tag at \(i)"); break }
            let inner = String(String.UnicodeScalarView(scalars[(i + 1)..<j]))
            i = j + 1
            if inner.hasPrefix("!") || inner.hasPrefix("?") { continue }
            let closing = inner.hasPrefix("/")
            let body = closing ? String(inner.dropFirst()) : inner
            let name = String(body.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                problems.append("bad tag <\(inner.prefix(30))>")
                continue
            }
            tags.append(
                Tag(name: name, closing: closing, attributes: Self.attributes(String(body.dropFirst(name.count)))))
            if !closing, name == "script" || name == "style" { inRawText = name }
        }
        var stack: [String] = []
        for tag in tags where !Self.voidElements.contains(tag.name) {
            if tag.closing {
                if stack.last == tag.name {
                    stack.removeLast()
                } else {
                    problems.append("</\(tag.name)> closes <\(stack.last ?? "nothing")>")
                }
            } else {
                stack.append(tag.name)
            }
        }
        if !stack.isEmpty { problems.append("unclosed: \(stack.joined(separator: " "))") }
        self.tags = tags
        self.problems = problems
    }

    static func attributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "/" }
        while i < scalars.count {
            while i < scalars.count, isSpace(scalars[i]) { i += 1 }
            var name = ""
            while i < scalars.count, !isSpace(scalars[i]), scalars[i] != "=" {
                name.unicodeScalars.append(scalars[i]); i += 1
            }
            guard !name.isEmpty else { break }
            var value = ""
            if i < scalars.count, scalars[i] == "=" {
                i += 1
                if i < scalars.count, scalars[i] == "\"" || scalars[i] == "'" {
                    let q = scalars[i]
                    i += 1
                    while i < scalars.count, scalars[i] != q { value.unicodeScalars.append(scalars[i]); i += 1 }
                    i += 1
                } else {
                    while i < scalars.count, !isSpace(scalars[i]) { value.unicodeScalars.append(scalars[i]); i += 1 }
                }
            }
            result[name.lowercased()] = value
        }
        return result
    }

    /// Every `href` and `src`, HTML entities for `&` decoded.
    var links: [String] {
        tags.filter { !$0.closing }.flatMap { [$0.attributes["href"], $0.attributes["src"]].compactMap { $0 } }
            .map { $0.replacingOccurrences(of: "&amp;", with: "&") }
    }

    /// Every `id`.
    var ids: Set<String> { Set(tags.compactMap { $0.attributes["id"] }) }
}
