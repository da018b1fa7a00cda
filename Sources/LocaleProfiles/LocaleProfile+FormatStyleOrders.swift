import DateOrder

/// A picker `Date.FormatStyle` lays out in another order than `DateFormatter` does, for a locale Foundation renames
/// for `DateFormatter` only (ff_Latn_BF asks ICU for ff_BF; `Date.FormatStyle` keeps the identifier).
package struct FormatStyleDeparture: Hashable, Sendable {
    /// The picker kind.
    package var kind: DatePickerKind
    /// Its order with `Date.FormatStyle`, restricted to the kind's fields.
    package var formatStyle: DateFieldOrder
    /// Its order with `DateFormatter` (the answer's), restricted likewise.
    package var formatter: DateFieldOrder
}

extension LocaleProfile {
    /// The pickers whose order `Date.FormatStyle` gives otherwise than the answer (`DateFormatter`'s), in the
    /// answer's order of kinds; none where Foundation does not rename the locale, or where both give one order
    /// (a sample may still differ: that is a note), or where `Date.FormatStyle`'s order cannot be read.
    package var formatStyleDepartures: [FormatStyleDeparture] {
        guard provenance.formatterLocale != nil else { return [] }
        return provenance.formatStyle.compactMap { style in
            guard let order = style.order?.restricted(to: style.kind.fields),
                let formatter = format(for: style.kind.template)?.order?.order?.restricted(to: style.kind.fields),
                order != formatter
            else { return nil }
            return FormatStyleDeparture(kind: style.kind, formatStyle: order, formatter: formatter)
        }
    }

    /// The departures in one clause, as the headline ends with them: `"Date.FormatStyle: numeric Y·M·D"`; `nil`
    /// where there is none.
    package var formatStyleClause: String? {
        let departures = formatStyleDepartures
        guard !departures.isEmpty else { return nil }
        return Self.formatStyleLabel + ": "
            + departures.map { "\($0.kind) " + PickerAnswer.dotted($0.formatStyle) }.joined(separator: ", ")
    }

    /// `Date.FormatStyle`'s order for `kind` where it departs from the answer's, as a table writes it after
    /// DateFormatter's order: `" (Date.FormatStyle: YMD)"`; empty where the two agree.
    package func formatStyleAside(_ kind: DatePickerKind) -> String {
        formatStyleDepartures.first { $0.kind == kind }.map {
            " (" + Self.formatStyleLabel + ": " + $0.formatStyle.code + ")"
        }
            ?? ""
    }

    /// The API the answer's orders are read with, named before them where `Date.FormatStyle` departs from them.
    package static let formatterLabel = "DateFormatter"
    /// The API named before the orders that depart.
    package static let formatStyleLabel = "Date.FormatStyle"
}
