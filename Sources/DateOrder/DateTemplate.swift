/// A date format template (a "skeleton" in ICU terms), such as `yMMMd`, from which each locale derives
/// its own pattern with `DateFormatter.dateFormat(fromTemplate:options:locale:)`.
package struct DateTemplate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The template exactly as given, for example `"yMMMd"`.
    package let rawValue: String
    /// The date fields the template asks for; empty for templates such as `jm` or `EEEE`.
    package let requestedFields: Set<DateField>

    /// Creates a template. Fails when the template is empty or contains nothing but literals, since
    /// Foundation cannot derive a pattern from it.
    package init?(_ rawValue: String) {
        let tokens = PatternTokenizer.tokenize(rawValue)
        guard tokens.contains(where: { if case .field = $0 { true } else { false } }) else { return nil }
        self.rawValue = rawValue
        self.requestedFields = Set(tokens.compactMap(\.dateField))
    }

    /// Whether the template asks for a year, a month or a day, so that an order can be detected.
    package var hasDateFields: Bool { !requestedFields.isEmpty }

    /// The template exactly as given.
    package var description: String { rawValue }

    /// Templates sort by their text.
    package static func < (lhs: DateTemplate, rhs: DateTemplate) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The numeric template behind the popular "where do y, M and d stand" trick, `yyyyMMdd`.
    package static let yyyyMMdd = DateTemplate("yyyyMMdd")!
    /// The short numeric date, `yMd`: what a numeric full-date picker follows.
    package static let numeric = DateTemplate("yMd")!
    /// The date with the full month name, `yMMMMd`: what a full-date picker with month names follows.
    package static let withMonthNames = DateTemplate("yMMMMd")!
    /// The year with the full month name, `yMMMM`: what a year–month picker follows.
    package static let yearMonth = DateTemplate("yMMMM")!
    /// The full month name with the day, `MMMMd`: what a month–day picker follows.
    package static let monthDay = DateTemplate("MMMMd")!
}

extension DateTemplate: Codable {
    /// Decodes a template from its text; fails for text with no pattern letters.
    package init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(decoder, as: "a template") { DateTemplate($0) }
    }

    /// Encodes the template as its text.
    package func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(rawValue, to: encoder)
    }
}
