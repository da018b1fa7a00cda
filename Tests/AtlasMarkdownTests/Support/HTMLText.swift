/// Reads the text of a small HTML fragment that must not contain elements, as a browser would show it.
enum HTMLText {
    struct UnexpectedMarkup: Error, CustomStringConvertible {
        var description: String
    }

    /// The text of `html`: comments are dropped, character references decoded, and any tag is an error.
    static func plainText(_ html: String) throws -> String {
        let source = ScalarText(html)
        var text = String.UnicodeScalarView()
        var index = 0
        while index < source.scalars.count {
            let rest = index..<source.scalars.count
            switch source.scalars[index] {
            case "<":
                guard source.range(of: "<!--", in: rest)?.lowerBound == index,
                    let end = source.range(of: "-->", in: (index + 4)..<rest.upperBound)
                else {
                    throw UnexpectedMarkup(description: "markup in \(String(reflecting: html))")
                }
                index = end.upperBound
            case "&":
                guard let semicolon = source.range(of: ";", in: index..<min(index + 12, rest.upperBound)),
                    let decoded = decode(reference: source[(index + 1)..<semicolon.lowerBound])
                else {
                    throw UnexpectedMarkup(description: "unknown character reference in \(String(reflecting: html))")
                }
                text.append(decoded)
                index = semicolon.upperBound
            case let scalar:
                text.append(scalar)
                index += 1
            }
        }
        return String(text)
    }

    private static func decode(reference name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        default: break
        }
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        }
        if name.hasPrefix("#") {
            return UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init)
        }
        return nil
    }
}
