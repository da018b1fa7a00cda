import DateOrder
import LocaleProfiles

/// Validates `--template` values given on the command line.
enum TemplateArguments {
    /// The longest template accepted.
    static let maximumLength = 200

    /// Parses every `--template` value, or throws a usage error naming the bad one.
    static func parse(_ values: [String], usage: String) throws(UsageError) -> [DateTemplate] {
        try values.map { value throws(UsageError) in
            if value.isEmpty { throw UsageError("empty template", usage: usage) }
            if value.unicodeScalars.count > maximumLength {
                throw UsageError(
                    "template is too long (\(value.unicodeScalars.count) characters; at most \(maximumLength))",
                    usage: usage)
            }
            if value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                throw UsageError("template \(Visible.quoted(value)) contains a control character", usage: usage)
            }
            // Bidi embeddings, overrides and isolates reorder whatever follows them on a terminal, and `show` and
            // `list` print templates as they are; no locale writes them in a date. The marks real patterns carry
            // stay allowed.
            if value.unicodeScalars.contains(where: Visible.reorders) {
                throw UsageError(
                    "template \(Visible.quoted(value)) contains a bidi override or isolate", usage: usage)
            }
            guard let template = DateTemplate(value) else {
                throw UsageError(
                    "template \(Visible.quoted(value)) has no pattern letters (A-Z, a-z outside quotes)",
                    usage: usage)
            }
            return template
        }
    }
}
