import Foundation
import LocaleProfiles

/// An HTML template with `{{name}}` placeholders, HTML-escaped when filled, and exactly one raw slot,
/// `{{raw body}}`, for the page body that cmark-gfm and `HTMLFragment` rendered.
///
/// The template is checked when it is loaded: an unterminated placeholder, a placeholder the pages do not
/// provide, a missing required placeholder or a missing or repeated raw slot is an error naming the file.
package struct LayoutTemplate: Sendable {
    /// A piece of the parsed template.
    enum Piece: Sendable, Equatable {
        case text(String)
        case escaped(String)
        case rawBody
    }

    /// What went wrong with a template; every case names the file.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable(String, reason: String)
        case notUTF8(String)
        case unterminatedPlaceholder(file: String, line: Int)
        case unknownPlaceholder(String, file: String, line: Int)
        case missingPlaceholder(String, file: String)
        case rawSlot(count: Int, file: String)

        package var description: String {
            switch self {
            case .unreadable(let file, let reason): "template \(file): cannot be read: \(reason)"
            case .notUTF8(let file): "template \(file): not UTF-8 text"
            case .unterminatedPlaceholder(let file, let line): "template \(file):\(line): '{{' without '}}'"
            case .unknownPlaceholder(let name, let file, let line):
                "template \(file):\(line): unknown placeholder {{\(Visible.text(name))}} (known: \(LayoutTemplate.placeholders.sorted().joined(separator: ", ")), raw body)"
            case .missingPlaceholder(let name, let file):
                "template \(file): required placeholder {{\(name)}} is missing"
            case .rawSlot(let count, let file):
                "template \(file): needs exactly one {{raw body}} slot, found \(count)"
            }
        }
    }

    /// The escaped placeholders a page provides.
    package static let placeholders: Set<String> = [
        "lang", "title", "description", "socialTitle", "root", "canonical", "provenance", "pageClass", "image",
        "imageAlt", "imageWidth", "imageHeight",
    ]
    /// The placeholders a layout must contain.
    package static let required: Set<String> = ["title", "root"]

    let pieces: [Piece]
    /// The file the template came from, for error messages.
    package let file: String

    /// Parses template text; `file` names it in errors.
    package init(text: String, file: String) throws(Failure) {
        var pieces: [Piece] = []
        var seen = Set<String>()
        var rawSlots = 0
        var rest = Substring(text)
        var line = 1
        while let open = rest.range(of: "{{") {
            let before = rest[..<open.lowerBound]
            pieces.append(.text(String(before)))
            line += before.filter { $0 == "\n" }.count
            guard let close = rest[open.upperBound...].range(of: "}}") else {
                throw .unterminatedPlaceholder(file: file, line: line)
            }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if name == "raw body" {
                rawSlots += 1
                pieces.append(.rawBody)
            } else if Self.placeholders.contains(name) {
                seen.insert(name)
                pieces.append(.escaped(name))
            } else {
                throw .unknownPlaceholder(name, file: file, line: line)
            }
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(String(rest)))
        if rawSlots != 1 { throw .rawSlot(count: rawSlots, file: file) }
        if let missing = Self.required.subtracting(seen).sorted().first {
            throw .missingPlaceholder(missing, file: file)
        }
        self.pieces = pieces
        self.file = file
    }

    /// Parses a template's bytes, read already; bytes that are not UTF-8 cannot be read.
    package init(data: Data, displayName: String) throws(Failure) {
        guard let text = String(data: data, encoding: .utf8) else { throw .notUTF8(displayName) }
        try self.init(text: text, file: displayName)
    }

    /// Fills the template: values are HTML-escaped, `body` goes into the raw slot as it is.
    package func render(values: [String: String], body: String) -> String {
        var output = ""
        for piece in pieces {
            switch piece {
            case .text(let text): output += text
            case .escaped(let name): output += HTMLEscaping.escape(values[name] ?? "")
            case .rawBody: output += body
            }
        }
        return output
    }
}
