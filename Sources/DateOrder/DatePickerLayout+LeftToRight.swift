import Foundation

extension DatePickerLayout {
    /// The columns of a kind of picker from the left, as a label in the locale shows a date of that kind; in a
    /// left-to-right locale, ``columns(for:)`` as they are.
    ///
    /// A right-to-left picker that follows the layout direction puts its first column on the right, mirrored like
    /// most dates: `he_IL`'s dates with month names, `15 באפריל 2026`, read day, month, year from the right. Not
    /// every date is mirrored. Digits and the separators between them stay one left-to-right run, so `he_IL`'s
    /// numeric `15.4.2026` shows the day on the left and `fa_IR`'s `۱۴۰۵/۱/۲۶` the year; Arabic-Indic digits between
    /// hyphens are mirrored, so Sindhi's `y-MM-dd` shows the day on the left; Adlam's and N'Ko's digits are
    /// right-to-left characters; `ar_EG`'s right-to-left marks mirror its numeric date. Where this is the
    /// reverse of ``columns(for:)``, the date is mirrored and a picker that follows the layout direction matches
    /// it; where it is not, lay these columns out from the left in a container that does not mirror, so the picker
    /// reads as a label formatted from ``pattern(for:)`` does.
    ///
    /// Read from the sample date, 2026-04-15, formatted field by field in the locale's numbering (as
    /// ``labels(for:of:)`` writes it), by the Unicode Bidirectional Algorithm in a line that takes its direction from
    /// the date's first strong letter, as a label's natural writing direction does: right to left for most dates,
    /// left to right for one that starts with a Latin letter (`ps_AF`'s `AP ۱۴۰۵ وری ۲۶`, whose era is Latin, shows
    /// year, day, month from the left). One `DateFormatter` per call.
    public func columnsLeftToRight(for kind: DatePickerKind) -> [DatePickerColumn] {
        let columns = columns(for: kind)
        guard isRightToLeft, columns.count > 1 else { return columns }
        return FoundationFormatters.confined {
            let formatter = FoundationFormatters.make()
            formatter.locale = locale
            formatter.timeZone = TimeZone(identifier: "UTC")
            // The numbering of the locale's dates (Hebrew numerals in the Hebrew calendar), as the rows have it.
            formatter.dateStyle = .long
            return VisualOrder.columnsFromLeft(columns, pattern: pattern(for: kind), formatter: formatter) {
                DatePickerColumn(patternLetter: $0)
            }
        }
    }
}
