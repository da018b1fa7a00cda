/// One piece of an ICU date pattern: a run of one pattern letter, or literal text.
package enum PatternToken: Hashable, Sendable {
    /// A run of one ASCII letter, such as `yyyy` (letter `y`, count 4).
    case field(letter: Character, count: Int)
    /// Text that is printed as it stands: quoted text, `''` apostrophes, punctuation, spaces and marks.
    case literal(String)

    /// The date field this token stands for, or `nil` for literals and for letters that are not year,
    /// month or day (era, weekday, hour, …).
    package var dateField: DateField? {
        guard case .field(let letter, _) = self else { return nil }
        return DateField(patternLetter: letter)
    }
}
