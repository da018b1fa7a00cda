import DateOrder

extension LocaleProfile {
    /// The answer in one line, as every place that states it says it (the page's title and description, the
    /// link preview, `headline` in JSON and CSV, `dateorder show`): first what the data cannot vouch for, then
    /// the order of every picker (one order when all follow it), then the side the first column is on where the
    /// locale writes right to left. Where `Date.FormatStyle` lays out a picker otherwise (ff_Latn_BF, which
    /// Foundation renames for `DateFormatter` only), the orders are named as `DateFormatter`'s and followed by
    /// `Date.FormatStyle`'s: `"DateFormatter: D·M·Y for every picker; Date.FormatStyle: numeric Y·M·D"`.
    ///
    /// `"D·M·Y for every picker"`; `"falls back to root data: Y·M·D for every picker"`;
    /// `"numeric D·M·Y, with month names D·M·Y, year–month M·Y, month–day D·M; right to left: the first column
    /// is the rightmost"`.
    package var headline: String {
        var line = pickerOrders
        if let marks = dataMark { line = marks + ": " + line }
        if characterDirection == .rtl { line += "; " + Self.rightToLeftNote }
        return line
    }

    /// The orders of the headline, without what the data cannot vouch for or the side of the first column: the
    /// answer's orders, named as `DateFormatter`'s and followed by `Date.FormatStyle`'s where the two differ.
    package var pickerOrders: String {
        formatStyleClause.map { Self.formatterLabel + ": " + answer.orders + "; " + $0 } ?? answer.orders
    }

    /// What a reader must know before trusting the answer, in a few words: `"falls back to root data"` (ICU has
    /// no date data for the locale), `"placeholder era names"` (the samples show ICU's `ERA1`), `"placeholder
    /// month names"` (some of the locale's own months are `M11`), joined by `" and "`; `nil` where the data is the
    /// locale's own.
    package var dataMark: String? {
        var marks: [String] = []
        if provenance.fallsBackToRoot { marks.append("falls back to root data") }
        if !placeholderEras.isEmpty { marks.append("placeholder era names") }
        if !placeholderMonths.isEmpty { marks.append("placeholder month names") }
        return marks.isEmpty ? nil : marks.joined(separator: " and ")
    }

    /// Where the first column of a picker stands for a locale written right to left.
    package static let rightToLeftNote = "right to left: the first column is the rightmost"

    /// The locale's own month names (format or stand-alone, wide) that are placeholders (`M11` in `kkj`), in
    /// calendar order, each once; none where all its months are root's (that is a root fallback).
    package var placeholderMonths: [String] {
        guard !provenance.rootFallback else { return [] }
        var seen: Set<String> = []
        return (symbols.months + symbols.standaloneMonths).filter { name in
            DatePickerLayout.isPlaceholderMonth(name) && seen.insert(name).inserted
        }
    }

    /// The era names the samples show that are ICU's placeholders (`ERA0`, `ERA1`: root data for a calendar the
    /// locale has no era names for, such as `de_DE@calendar=coptic`), in calendar order.
    package var placeholderEras: [String] {
        symbols.eras.filter { era in
            DatePickerLayout.isPlaceholderEra(era) && formats.contains { $0.sample.contains(era) }
        }
    }
}
