import Foundation

/// The order in which a pattern writes its date fields, by first appearance: one of the six permutations of
/// year, month and day (``dayMonthYear``, ``yearMonthDay``, ``monthDayYear``, …), a pair (``yearMonth``,
/// ``monthDay``, …) or a single field.
///
/// Read it from any ICU date pattern, quotes and all:
///
/// ```swift
/// DateFieldOrder(pattern: "d MMM y")          // .dayMonthYear
/// DateFieldOrder(pattern: "y年M月d日")          // .yearMonthDay
/// DateFieldOrder(pattern: "d 'de' MMMM")      // .dayMonth
/// DateFieldOrder(pattern: "HH:mm")            // nil: no year, month or day
/// ```
///
/// Each field appears at most once; the initializers enforce it.
package struct DateFieldOrder: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The fields, in the order the pattern writes them.
    package let fields: [DateField]

    /// Creates an order from fields in writing order, keeping only the first appearance of each field.
    package init(_ fields: [DateField]) {
        var seen = Set<DateField>()
        self.fields = fields.filter { seen.insert($0).inserted }
    }

    /// Reads the order of the year, month and day fields of an ICU date pattern, such as the `dateFormat`
    /// Foundation derives for a template; `nil` when the pattern has none of them.
    ///
    /// The pattern is read Unicode scalar by Unicode scalar: only ASCII letters are pattern letters, text in
    /// single quotes is literal, `''` is an apostrophe, and era, weekday, hour and other letters are ignored.
    /// A field's first appearance counts (`"d MMM y (d)"` is day–month–year).
    ///
    /// - Parameter pattern: A date pattern, for example `"d MMM y"` or `"y/MM/dd"`.
    package init?(pattern: String) {
        let fields = PatternTokenizer.tokenize(pattern).compactMap(\.dateField)
        guard !fields.isEmpty else { return nil }
        self.init(fields)
    }

    /// Parses a code such as `"DMY"` or `"ym"`; `nil` unless every letter is Y, M or D and none repeats.
    package init?(code: String) {
        var fields: [DateField] = []
        for character in code.uppercased() {
            guard let field = DateField(rawValue: String(character)), !fields.contains(field) else { return nil }
            fields.append(field)
        }
        guard !fields.isEmpty else { return nil }
        self.fields = fields
    }

    /// The order's code, such as `"DMY"`.
    package var code: String { fields.map(\.letter).joined() }

    /// The fields as a reader says them: `"Day · Month · Year"`.
    package var spelledOut: String { fields.map(\.name).joined(separator: " · ") }

    /// The calendar components of the fields, in order: the columns of a picker, `[.day, .month, .year]`.
    package var components: [Calendar.Component] { fields.map(\.component) }

    /// The order restricted to some fields: `.dayMonthYear` restricted to year and month is `.monthYear`.
    package func restricted(to subset: Set<DateField>) -> DateFieldOrder {
        DateFieldOrder(fields.filter(subset.contains))
    }

    /// The code, such as `DMY`.
    package var description: String { code }

    /// The three orders most locales use come first (DMY, YMD, MDY), then longer orders, then the rest by code.
    package static func < (lhs: DateFieldOrder, rhs: DateFieldOrder) -> Bool {
        let common = ["DMY", "YMD", "MDY"]
        let left = common.firstIndex(of: lhs.code) ?? common.count
        let right = common.firstIndex(of: rhs.code) ?? common.count
        if left != right { return left < right }
        if lhs.fields.count != rhs.fields.count { return lhs.fields.count > rhs.fields.count }
        return lhs.code < rhs.code
    }

    /// Day, month, year (DMY): `15/04/2026`.
    package static let dayMonthYear = DateFieldOrder([.day, .month, .year])
    /// Year, month, day (YMD): `2026/04/15`.
    package static let yearMonthDay = DateFieldOrder([.year, .month, .day])
    /// Month, day, year (MDY): `4/15/2026`.
    package static let monthDayYear = DateFieldOrder([.month, .day, .year])
    /// Year, day, month (YDM): `2026, 15 April` (some Central Asian locales with month names).
    package static let yearDayMonth = DateFieldOrder([.year, .day, .month])
    /// Day, year, month (DYM).
    package static let dayYearMonth = DateFieldOrder([.day, .year, .month])
    /// Month, year, day (MYD).
    package static let monthYearDay = DateFieldOrder([.month, .year, .day])
    /// Year, then month (YM): `2026/04`.
    package static let yearMonth = DateFieldOrder([.year, .month])
    /// Month, then year (MY): `04/2026`.
    package static let monthYear = DateFieldOrder([.month, .year])
    /// Month, then day (MD): `4/15`.
    package static let monthDay = DateFieldOrder([.month, .day])
    /// Day, then month (DM): `15/4`.
    package static let dayMonth = DateFieldOrder([.day, .month])

    /// All six orders of year, month and day.
    package static let permutations: [DateFieldOrder] = [
        .dayMonthYear, .yearMonthDay, .monthDayYear, .yearDayMonth, .dayYearMonth, .monthYearDay,
    ]
}

extension DateFieldOrder: Codable {
    /// Decodes the order from its code, `"DMY"`.
    package init(from decoder: any Decoder) throws {
        self = try TextCoding.decode(decoder, as: "an order") { DateFieldOrder(code: $0) }
    }

    /// Encodes the order as its code, `"DMY"`.
    package func encode(to encoder: any Encoder) throws {
        try TextCoding.encode(code, to: encoder)
    }
}
