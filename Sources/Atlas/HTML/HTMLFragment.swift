/// A piece of HTML built in Swift, for what Markdown cannot say (a `<select>` preview, an inline SVG chart,
/// an element carrying `lang` and `dir`). Text is escaped by default; raw markup only enters by name,
/// through `HTMLFragment.trusted(_:)`, for output that has already been rendered safely.
package struct HTMLFragment: Hashable, Sendable {
    /// The markup.
    package let html: String

    private init(html: String) { self.html = html }

    /// Escaped text.
    package static func text(_ text: String) -> HTMLFragment { HTMLFragment(html: HTMLEscaping.escape(text)) }

    /// Markup that was produced safely elsewhere: cmark-gfm's renderer or another fragment.
    package static func trusted(_ html: String) -> HTMLFragment { HTMLFragment(html: html) }

    /// An element with escaped attribute values and the given children. Attribute and element names are
    /// code, never data; attributes with a `nil` value are left out, in the order given.
    package static func element(
        _ name: String,
        _ attributes: [(String, String?)] = [],
        _ children: [HTMLFragment] = []
    ) -> HTMLFragment {
        var html = startTag(name, attributes)
        guard !isVoid(name) else { return HTMLFragment(html: html) }
        for child in children { html += child.html }
        html += "</"
        html += name
        html += ">"
        return HTMLFragment(html: html)
    }

    /// The start tag of an element: `<name attribute="escaped value" …>`, attributes with a `nil` value left out.
    static func startTag(_ name: String, _ attributes: [(String, String?)]) -> String {
        var html = "<"
        html += name
        for (attribute, value) in attributes {
            guard let value else { continue }
            html += " "
            html += attribute
            html += "=\""
            html += HTMLEscaping.escape(value)
            html += "\""
        }
        html += ">"
        return html
    }

    /// Elements without content or end tag.
    private static func isVoid(_ name: String) -> Bool {
        switch name {
        case "br", "hr", "img", "input", "meta", "link": true
        default: false
        }
    }
}
