/// The order in which a pattern writes its date fields, by first appearance: one of the six permutations of
/// year, month and day (DMY, YMD, MDY, YDM, DYM, MYD), a pair (YM, MY, MD, DM, …) or a single field.
///
/// Each field appears at most once; the initializer enforces it.
public struct FieldOrder: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The fields, in the order the pattern writes them.
    public let fields: [DateField]

    /// Creates an order from fields in writing order, keeping only the first appearance of each field.
    public init(_ fields: [DateField]) {
        var seen = Set<DateField>()
        self.fields = fields.filter { seen.insert($0).inserted }
    }

    /// Parses a code such as `"DMY"` or `"ym"`; `nil` unless every letter is Y, M or D and none repeats.
    public init?(code: String) {
        var fields: [DateField] = []
        for character in code.uppercased() {
            guard let field = DateField(rawValue: String(character)), !fields.contains(field) else { return nil }
            fields.append(field)
        }
        guard !fields.isEmpty else { return nil }
        self.fields = fields
    }

    /// The order's code, such as `"DMY"`.
    public var code: String { fields.map(\.letter).joined() }

    /// The fields as a reader says them: `"Day · Month · Year"`.
    public var spelledOut: String { fields.map(\.name).joined(separator: " · ") }

    public var description: String { code }

    /// The three orders most locales use come first (DMY, YMD, MDY), then the rest by code.
    public static func < (lhs: FieldOrder, rhs: FieldOrder) -> Bool {
        let common = ["DMY", "YMD", "MDY"]
        let left = common.firstIndex(of: lhs.code) ?? common.count
        let right = common.firstIndex(of: rhs.code) ?? common.count
        if left != right { return left < right }
        if lhs.fields.count != rhs.fields.count { return lhs.fields.count > rhs.fields.count }
        return lhs.code < rhs.code
    }

    /// All six orders of year, month and day.
    public static let permutations: [FieldOrder] = ["DMY", "YMD", "MDY", "YDM", "DYM", "MYD"].compactMap {
        FieldOrder(code: $0)
    }
}
