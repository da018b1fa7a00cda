import DateOrder

/// The answer a locale page leads with: the column order for each kind of picker, each from its own template,
/// and where the widely copied `yyyyMMdd` trick would mislead.
package struct PickerAnswer: Hashable, Sendable, Codable {
    /// One kind of picker: its order (restricted to the fields it has), pattern and sample.
    package struct Row: Hashable, Sendable, Codable {
        package let kind: DatePickerKind
        /// `nil` when the locale's pattern lacks a field the picker has (never guessed).
        package let order: DateFieldOrder?
        package let pattern: String
        package let sample: String

        /// Whether the pattern writes an era beside the year, so the picker has an era column (`.era`), by the
        /// library's reading of the pattern.
        package var hasEraColumn: Bool { DatePickerLayout.columns(in: pattern, for: kind).contains(.era) }
    }

    /// Where `yyyyMMdd`'s order, restricted to a picker's fields, differs from the picker's own order.
    package struct Misleading: Hashable, Sendable, Codable {
        package let kind: DatePickerKind
        /// What the trick says for the picker's fields, e.g. D·M·Y.
        package let trick: DateFieldOrder
        /// What the picker follows, e.g. M·D·Y.
        package let picker: DateFieldOrder
    }

    /// Numeric, with month names, year–month, month–day, in that order.
    package let rows: [Row]

    /// Whether some picker's pattern writes an era beside the year, so that picker needs an era column (ar_SA,
    /// en_TH): what `eraPickers` lists, and what the pages count.
    package var needsEraColumn: Bool { rows.contains(where: \.hasEraColumn) }
    /// The order of `yyyyMMdd` (the trick), if its pattern has all three fields.
    package let trick: DateFieldOrder?
    /// The pickers the trick gets wrong.
    package let misleading: [Misleading]

    /// No answer yet (a profile before it is assembled).
    static let empty = PickerAnswer(rows: [], trick: nil, misleading: [])

    private init(rows: [Row], trick: DateFieldOrder?, misleading: [Misleading]) {
        self.rows = rows
        self.trick = trick
        self.misleading = misleading
    }

    /// The answer for a profile.
    package init(_ profile: LocaleProfile) {
        rows = DatePickerKind.allCases.map { kind in
            let format = profile.format(for: kind.template)
            return Row(
                kind: kind, order: format?.order?.order?.restricted(to: kind.fields), pattern: format?.pattern ?? "",
                sample: format?.sample ?? "")
        }
        let trick = profile.primary.order?.order
        self.trick = trick
        misleading = rows.compactMap { row in
            guard let trick = trick?.restricted(to: row.kind.fields), let order = row.order, trick != order
            else { return nil }
            return Misleading(kind: row.kind, trick: trick, picker: order)
        }
    }

    /// The row of a kind.
    package func row(_ kind: DatePickerKind) -> Row? { rows.first { $0.kind == kind } }

    /// Whether every picker follows one order: the numeric one, restricted to its fields.
    package var isUniform: Bool {
        guard let full = row(.numeric)?.order, full.fields.count == 3 else { return false }
        return rows.allSatisfy { $0.order == full.restricted(to: $0.kind.fields) }
    }

    /// The kinds whose order the headline names: the numeric one alone when every picker follows it, else all
    /// four, so that no picker's order is left for a reader to infer.
    package var headlineRows: [Row] {
        guard isUniform, let numeric = row(.numeric) else { return rows }
        return [numeric]
    }

    /// The orders in one line: `"D·M·Y for every picker"`, or every picker named when they differ:
    /// `"numeric Y·M·D, with month names M·D·Y, year–month M·Y, month–day M·D"`. `LocaleProfile.headline` adds
    /// what the orders cannot vouch for (root data, right to left).
    package var orders: String {
        if isUniform, let numeric = row(.numeric)?.order { return Self.dotted(numeric) + " for every picker" }
        return headlineRows.map { "\($0.kind) " + ($0.order.map(Self.dotted) ?? "fields missing") }
            .joined(separator: ", ")
    }

    /// `Y·M·D`.
    package static func dotted(_ order: DateFieldOrder) -> String { order.fields.map(\.letter).joined(separator: "·") }
}
