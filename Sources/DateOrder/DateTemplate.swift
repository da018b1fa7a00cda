/// A date format template (a "skeleton" in ICU terms), such as `yMMMd`, from which each locale derives
/// its own pattern.
public struct DateTemplate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The template exactly as given, for example `"yMMMd"`.
    public let rawValue: String
    /// The date fields the template asks for; empty for templates such as `jm` or `EEEE`.
    public let requestedFields: Set<DateField>

    /// Creates a template. Fails when the template is empty or contains nothing but literals, since
    /// Foundation cannot derive a pattern from it.
    public init?(_ rawValue: String) {
        let tokens = PatternTokenizer.tokenize(rawValue)
        guard tokens.contains(where: { if case .field = $0 { true } else { false } }) else { return nil }
        self.rawValue = rawValue
        self.requestedFields = Set(tokens.compactMap(\.dateField))
    }

    /// Whether the template asks for a year, a month or a day, so that an order can be detected.
    public var hasDateFields: Bool { !requestedFields.isEmpty }

    public var description: String { rawValue }

    public static func < (lhs: DateTemplate, rhs: DateTemplate) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The numeric template whose order is a locale's primary order.
    public static let primary = DateTemplate("yyyyMMdd")!
    /// The short numeric date (`yMd`): what a numeric full-date picker follows.
    public static let numeric = DateTemplate("yMd")!
    /// The date with the full month name (`yMMMMd`): what a full-date picker with month names follows.
    public static let withMonthNames = DateTemplate("yMMMMd")!

    /// The templates every profile detects an order for, primary first.
    public static let standard: [DateTemplate] = ["yyyyMMdd", "yMd", "yMMMd", "yMMMMd", "yM", "yMMMM", "Md", "MMMMd"]
        .map { DateTemplate($0)! }

    /// Templates that are only sampled (no order): time, weekday, and the label template.
    public static let sampleOnly: [DateTemplate] = ["jm", "EEEE", "MMM d yyyy hh:mm"].map { DateTemplate($0)! }
}
