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
            guard let template = DateTemplate(value) else {
                throw UsageError(
                    "template \(Visible.quoted(value)) has no pattern letters (A-Z, a-z outside quotes)",
                    usage: usage)
            }
            return template
        }
    }
}
